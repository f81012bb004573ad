// The only C that SectionGrid needs: ncursesw with its wide-character API, plus small wrappers for what
// Swift cannot import (function-like macros, attribute and mouse masks, and the global variables that
// Swift 6 rejects as unsafe).
#ifndef SECTIONGRID_CNCURSESW_SHIM_H
#define SECTIONGRID_CNCURSESW_SHIM_H

// SwiftPM drops pkg-config's -D flags, so request the wide-character API here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <stdio.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

static inline FILE *sg_stdin(void) { return stdin; }
static inline FILE *sg_stdout(void) { return stdout; }
static inline WINDOW *sg_stdscr(void) { return stdscr; }
static inline int sg_lines(void) { return LINES; }
static inline int sg_cols(void) { return COLS; }
static inline int sg_colors(void) { return COLORS; }
static inline int sg_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t sg_attr_normal(void) { return A_NORMAL; }
static inline attr_t sg_attr_bold(void) { return A_BOLD; }
static inline attr_t sg_attr_dim(void) { return A_DIM; }
static inline attr_t sg_attr_reverse(void) { return A_REVERSE; }
static inline attr_t sg_attr_underline(void) { return A_UNDERLINE; }

static inline mmask_t sg_mouse_click(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED; }
/// A press or click of any of the three buttons (any button inspects what is under it).
static inline mmask_t sg_mouse_buttons(void) {
    return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON2_CLICKED | BUTTON2_PRESSED | BUTTON3_CLICKED | BUTTON3_PRESSED;
}
static inline mmask_t sg_mouse_wheel_up(void) { return BUTTON4_PRESSED; }
#ifdef BUTTON5_PRESSED
static inline mmask_t sg_mouse_wheel_down(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t sg_mouse_wheel_down(void) { return 0; }
#endif

/// Draws one wide character with an extended colour pair at (y, x) of `win`.
static inline int sg_put_wch(WINDOW *win, int y, int x, wchar_t ch, attr_t attrs, int pair) {
    cchar_t cell;
    wchar_t text[2] = { ch, 0 };
    if (setcchar(&cell, text, attrs, 0, &pair) != OK) return ERR;
    return mvwadd_wch(win, y, x, &cell);
}
// Exit signals (SIGINT, SIGTERM, SIGHUP) are routed to a flag before ncurses starts, so ncurses leaves
// them alone and the run loop can end cleanly, restoring the terminal. No SA_RESTART: a blocking read
// returns so the flag is seen at once.
static volatile sig_atomic_t sg_pending_signal = 0;
static void sg_record_signal(int signal_number) { sg_pending_signal = signal_number; }

static inline void sg_catch_exit_signals(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = sg_record_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    // A parent may have started us with signals blocked (threads of test runners often do, and the mask
    // is inherited): unblock the ones the viewer depends on, including SIGWINCH for resizes.
    sigset_t needed;
    sigemptyset(&needed);
    sigaddset(&needed, SIGINT);
    sigaddset(&needed, SIGTERM);
    sigaddset(&needed, SIGHUP);
    sigaddset(&needed, SIGWINCH);
    sigaddset(&needed, SIGTSTP);
    sigaddset(&needed, SIGCONT);
    sigprocmask(SIG_UNBLOCK, &needed, NULL);
}

static inline void sg_default_exit_signals(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
}

/// The last exit signal received (0 for none), cleared by reading it.
static inline int sg_take_pending_signal(void) {
    int received = sg_pending_signal;
    sg_pending_signal = 0;
    return received;
}

/// What ncurses believes the screen shows (`curscr`), for the horizontal-shift update.
static inline WINDOW *sg_curscr(void) { return curscr; }

/// A string capability of the current terminal with one parameter filled in (`tiparm` is variadic, so
/// Swift cannot call it), or NULL when the terminal lacks it.
static inline const char *sg_capability1(const char *name, int parameter) {
    const char *cap = tigetstr(name);
    if (cap == NULL || cap == (const char *)-1) return NULL;
    return tiparm(cap, parameter);
}

/// The same with two parameters (`cup`: row, column).
static inline const char *sg_capability2(const char *name, int first, int second) {
    const char *cap = tigetstr(name);
    if (cap == NULL || cap == (const char *)-1) return NULL;
    return tiparm(cap, first, second);
}

/// Where ncurses's window `win` has its cursor (a macro in C).
static inline int sg_cursor_row(WINDOW *win) { return getcury(win); }
static inline int sg_cursor_column(WINDOW *win) { return getcurx(win); }

/// Sends a terminfo string to `out` (padding removed) and flushes it, so it reaches the terminal before
/// whatever ncurses sends next (ncurses writes its own buffer straight to the file descriptor).
static FILE *sg_send_target = NULL;
static int sg_send_char(int c) { return putc(c, sg_send_target); }
static inline int sg_send(FILE *out, const char *text) {
    sg_send_target = out;
    int result = tputs(text, 1, sg_send_char);
    fflush(out);
    return result;
}

/// A cell no frame ever draws (a private-use character, invisible and blinking): written into `curscr`
/// where the screen's content is unknown, so the next `doupdate` always repaints it.
static inline void sg_unknown_cell(cchar_t *cell) {
    wchar_t text[2] = { 0xE000, 0 };
    setcchar(cell, text, A_INVIS | A_BLINK, 0, NULL);
}

/// True when the current terminal description can move the cursor (TERM=dumb cannot).
static inline int sg_has_cursor_addressing(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (const char *)-1;
}
#endif
