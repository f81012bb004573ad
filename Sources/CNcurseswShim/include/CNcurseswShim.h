// What Swift cannot take from ncurses and libc directly, declared here and defined once in shim.c
// (like GRDB's shim.c): the exit-signal flag and its handler, terminfo output, and functions for the
// macros and global variables that Swift cannot import or that Swift 6 rejects as unsafe.
//
// Nothing here may be `static`: a header is compiled into every module that imports it, and a static
// variable in it becomes one copy per module — the signal handler would set one copy while the run
// loop reads another (issue 11: signals did nothing in the release build).
#ifndef SECTIONGRID_CNCURSESW_SHIM_H
#define SECTIONGRID_CNCURSESW_SHIM_H

#include "../../CNcursesw/ncursesw.h"
#include <signal.h>

// Standard streams and ncurses globals (Swift 6 rejects global C variables as unsafe).
FILE *sg_stdin(void);
FILE *sg_stdout(void);
WINDOW *sg_stdscr(void);
/// What ncurses believes the screen shows (`curscr`), for the horizontal-shift update.
WINDOW *sg_curscr(void);
int sg_lines(void);
int sg_cols(void);
int sg_colors(void);
int sg_color_pairs(void);

// Attribute and mouse masks (macros in C).
attr_t sg_attr_normal(void);
attr_t sg_attr_bold(void);
attr_t sg_attr_dim(void);
attr_t sg_attr_reverse(void);
attr_t sg_attr_underline(void);
/// The bits of an attribute value that hold the colour pair.
attr_t sg_attr_color(void);
/// A press or click of any of the three buttons (any button inspects what is under it).
mmask_t sg_mouse_buttons(void);
mmask_t sg_mouse_wheel_up(void);
/// 0 where ncurses has no fifth button.
mmask_t sg_mouse_wheel_down(void);
/// A release of any of the three buttons (the end of a drag).
mmask_t sg_mouse_releases(void);
/// The pointer moving (with a button held, under xterm's mode 1002).
mmask_t sg_mouse_motion(void);

/// Where ncurses's window `win` has its cursor (macros in C).
int sg_cursor_row(WINDOW *win);
int sg_cursor_column(WINDOW *win);

/// True when the current terminal description can move the cursor (TERM=dumb cannot).
int sg_has_cursor_addressing(void);

/// A string capability of the current terminal with one parameter filled in (`tiparm` is variadic, so
/// Swift cannot call it), or NULL when the terminal lacks it.
const char *sg_capability1(const char *name, int parameter);
/// The same with two parameters (`cup`: row, column).
const char *sg_capability2(const char *name, int first, int second);

/// The key code ncurses returns for the key whose terminfo capability is `name` (`kDN5`, Ctrl-Down:
/// extended names get codes above KEY_MAX), or 0 when the terminal has no such key.
int sg_key_code(const char *name);

/// A boolean capability of the current terminal (1 or 0), and a numeric one (-1 when absent).
int sg_flag(const char *name);
int sg_number(const char *name);

/// Sends a terminfo string to `out` (padding removed) and flushes it, so it reaches the terminal before
/// whatever ncurses sends next (ncurses writes its own buffer straight to the file descriptor).
int sg_send(FILE *out, const char *text);

/// The columns `c` takes in the current locale (`wcwidth`; -1 for a character it cannot show).
int sg_wcwidth(wchar_t c);

/// Puts the terminal in normal attributes and the default colours if ncurses believes it is in any
/// other state (`vid_puts`), through `out` (flushed): afterwards both agree on the state.
void sg_send_normal_attributes(FILE *out);

/// A cell no frame ever draws (a private-use character, invisible and blinking): written into `curscr`
/// where the screen's content is unknown, so the next `doupdate` always repaints it.
void sg_unknown_cell(cchar_t *cell);

/// Routes SIGINT, SIGTERM and SIGHUP to one flag (no SA_RESTART: a blocking read returns, so the flag is
/// seen at once) and unblocks the signals the viewer depends on, which a parent may have blocked.
void sg_catch_exit_signals(void);
/// Restores the default actions of the exit signals.
void sg_default_exit_signals(void);
/// The last exit signal received (0 for none), cleared by reading it.
int sg_take_pending_signal(void);
/// The last exit signal received (0 for none), left in place.
int sg_peek_pending_signal(void);

/// The size of the terminal on descriptor `fd` (TIOCGWINSZ): 1 with `width` (columns) and `height` (rows)
/// set, or 0 when `fd` is not a terminal or reports no size. (Not `columns`/`rows`: term.h defines those
/// as macros.)
int sg_window_size(int fd, int *width, int *height);

/// Blocks the signals the run loop wakes for (exit signals, SIGWINCH) and stores the mask before in
/// `previous`: a signal arriving from now on stays pending until `sg_wait_readable` lets it in, so none
/// is lost between looking for it and going to sleep.
void sg_block_wake_signals(sigset_t *previous);
/// Sets the signal mask back to `previous`.
void sg_restore_signals(const sigset_t *previous);
/// Sleeps until one of `count` descriptors (at most 64) is readable, `timeout_ms` passes (negative:
/// never) or a signal arrives, with the mask `previous` while asleep (`ppoll`); fills `ready` with each
/// descriptor's `revents`. Returns how many are ready, 0 after a timeout or signal, -1 on error.
int sg_wait_readable(const int *descriptors, short *ready, int count, int timeout_ms, const sigset_t *previous);

/// Notes SIGWINCH beside ncurses's handler (call after `newterm`), so a frame is not captured while
/// ncurses has a resize to take (`sg_capture_begin`); `sg_resize_handled` once it handed out KEY_RESIZE.
void sg_watch_resizes(void);
void sg_resize_handled(void);
/// An anonymous file (memfd) a frame's bytes are gathered in; -1 when none can be made or a file size
/// limit (`ulimit -f`) could cut a frame short.
int sg_frame_buffer(void);
/// Points descriptor `fd` (the terminal) at `buffer` until `sg_capture_end`, with SIGWINCH and SIGTSTP
/// held back meanwhile: everything ncurses and the viewer write for a frame lands in the buffer.
/// Returns a copy of the terminal's descriptor, or -1 (nothing changed) when a resize is pending or
/// the descriptors cannot be swapped.
int sg_capture_begin(int fd, int buffer, sigset_t *previous);
/// Points `fd` back at the terminal (`saved`, closed), sends the buffer's bytes to it in one write(2),
/// empties the buffer and lets the signals in; returns the bytes sent.
long sg_capture_end(int fd, int saved, int buffer, const sigset_t *previous);

#endif
