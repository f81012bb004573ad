#include "CNcurseswShim.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

// POSIX (XSI) declares it only under _XOPEN_SOURCE, which would have to come before every include.
int wcwidth(wchar_t c);
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

FILE *sg_stdin(void) { return stdin; }
FILE *sg_stdout(void) { return stdout; }
WINDOW *sg_stdscr(void) { return stdscr; }
WINDOW *sg_curscr(void) { return curscr; }
int sg_lines(void) { return LINES; }
int sg_cols(void) { return COLS; }
int sg_colors(void) { return COLORS; }
int sg_color_pairs(void) { return COLOR_PAIRS; }

attr_t sg_attr_normal(void) { return A_NORMAL; }
attr_t sg_attr_bold(void) { return A_BOLD; }
attr_t sg_attr_dim(void) { return A_DIM; }
attr_t sg_attr_reverse(void) { return A_REVERSE; }
attr_t sg_attr_underline(void) { return A_UNDERLINE; }
attr_t sg_attr_color(void) { return A_COLOR; }
mmask_t sg_mouse_buttons(void) {
    return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON2_CLICKED | BUTTON2_PRESSED | BUTTON3_CLICKED | BUTTON3_PRESSED;
}
mmask_t sg_mouse_wheel_up(void) { return BUTTON4_PRESSED; }
mmask_t sg_mouse_releases(void) { return BUTTON1_RELEASED | BUTTON2_RELEASED | BUTTON3_RELEASED; }
mmask_t sg_mouse_motion(void) { return REPORT_MOUSE_POSITION; }
#ifdef BUTTON5_PRESSED
mmask_t sg_mouse_wheel_down(void) { return BUTTON5_PRESSED; }
#else
mmask_t sg_mouse_wheel_down(void) { return 0; }
#endif

int sg_cursor_row(WINDOW *win) { return getcury(win); }
int sg_cursor_column(WINDOW *win) { return getcurx(win); }

/// A string capability by terminfo name, or NULL when the terminal has none (tigetstr's -1 included).
static const char *string_capability(const char *name) {
    const char *cap = tigetstr(name);
    return cap == (const char *)-1 ? NULL : cap;
}

int sg_flag(const char *name) { return tigetflag(name) > 0; }

int sg_key_code(const char *name) {
    const char *cap = string_capability(name);
    if (cap == NULL) return 0;
    int code = key_defined(cap);
    return code > 0 ? code : 0;
}
int sg_number(const char *name) { return tigetnum(name); }

int sg_has_cursor_addressing(void) { return string_capability("cup") != NULL; }

const char *sg_capability1(const char *name, int parameter) {
    const char *cap = string_capability(name);
    return cap == NULL ? NULL : tiparm(cap, parameter);
}

const char *sg_capability2(const char *name, int first, int second) {
    const char *cap = string_capability(name);
    return cap == NULL ? NULL : tiparm(cap, first, second);
}

/// Where `tputs` sends its characters (it takes a function of one character and no context).
static FILE *send_target = NULL;
static int send_char(int c) { return putc(c, send_target); }

int sg_send(FILE *out, const char *text) {
    send_target = out;
    int result = tputs(text, 1, send_char);
    fflush(out);
    return result;
}

int sg_wcwidth(wchar_t c) { return wcwidth(c); }

void sg_send_normal_attributes(FILE *out) {
    send_target = out;
    vid_puts(A_NORMAL, 0, NULL, send_char);
    fflush(out);
}

void sg_unknown_cell(cchar_t *cell) {
    wchar_t text[2] = { 0xE000, 0 };
    setcchar(cell, text, A_INVIS | A_BLINK, 0, NULL);
}

/// The exit signal received and not yet taken: the one copy the handler writes and the run loop reads
/// (a lock-free atomic, so the handler may write it and taking it cannot lose a signal in between).
static atomic_int pending_signal = 0;
static void record_signal(int signal_number) { pending_signal = signal_number; }

void sg_catch_exit_signals(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = record_signal;
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

void sg_default_exit_signals(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
}

int sg_take_pending_signal(void) { return atomic_exchange(&pending_signal, 0); }

int sg_peek_pending_signal(void) { return atomic_load(&pending_signal); }

int sg_window_size(int fd, int *width, int *height) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return 0;
    *width = size.ws_col;
    *height = size.ws_row;
    return 1;
}
