#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1   // ppoll
#endif
#include "CNcurseswShim.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#include <stdlib.h>

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

/// The signals the run loop must wake for: the exit signals and SIGWINCH (ncurses turns it into KEY_RESIZE).
static void wake_signals(sigset_t *set) {
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
    sigaddset(set, SIGHUP);
    sigaddset(set, SIGWINCH);
}

void sg_block_wake_signals(sigset_t *previous) {
    sigset_t set;
    wake_signals(&set);
    sigprocmask(SIG_BLOCK, &set, previous);
}

void sg_restore_signals(const sigset_t *previous) { sigprocmask(SIG_SETMASK, previous, NULL); }

int sg_wait_readable(const int *descriptors, short *ready, int count, int timeout_ms, const sigset_t *previous) {
    struct pollfd fds[64];
    if (count > 64) count = 64;
    for (int i = 0; i < count; i++) {
        fds[i].fd = descriptors[i];
        fds[i].events = POLLIN;
        fds[i].revents = 0;
    }
    struct timespec timeout, *limit = NULL;
    if (timeout_ms >= 0) {
        timeout.tv_sec = timeout_ms / 1000;
        timeout.tv_nsec = (long)(timeout_ms % 1000) * 1000000L;
        limit = &timeout;
    }
#if defined(__APPLE__)
    // No ppoll: the signals are let in just before poll (a signal in that gap waits for the timeout).
    sigprocmask(SIG_SETMASK, previous, NULL);
    int result = poll(fds, (nfds_t)count, timeout_ms);
    sigset_t set;
    wake_signals(&set);
    sigprocmask(SIG_BLOCK, &set, NULL);
#else
    int result = ppoll(fds, (nfds_t)count, limit, previous);
#endif
    (void)limit;
    for (int i = 0; i < count; i++) ready[i] = fds[i].revents;
    return result < 0 && errno == EINTR ? 0 : result;
}

/// Set by SIGWINCH (before ncurses's own handler runs), cleared when ncurses hands out KEY_RESIZE.
static atomic_int resize_pending = 0;
static struct sigaction ncurses_winch;
static void on_winch(int signal_number) {
    resize_pending = 1;
    if (ncurses_winch.sa_handler != SIG_DFL && ncurses_winch.sa_handler != SIG_IGN && ncurses_winch.sa_handler != NULL)
        ncurses_winch.sa_handler(signal_number);
}

void sg_watch_resizes(void) {
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_winch;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGWINCH, &action, &previous) == 0 && previous.sa_handler != on_winch) ncurses_winch = previous;
}

void sg_resize_handled(void) { resize_pending = 0; }

int sg_frame_buffer(void) {
    // A file size limit (`ulimit -f`) applies to the buffer too: a frame beyond it would be lost.
    struct rlimit size_limit;
    if (getrlimit(RLIMIT_FSIZE, &size_limit) != 0 || size_limit.rlim_cur != RLIM_INFINITY) return -1;
#if defined(__linux__)
    int fd = memfd_create("sectiongrid-frame", MFD_CLOEXEC);
    if (fd >= 0) return fd;
#endif
    char path[] = "/tmp/sectiongrid-frame-XXXXXX";
    int file = mkstemp(path);
    if (file >= 0) unlink(path);
    return file;
}

int sg_capture_begin(int fd, int buffer, sigset_t *previous) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGTSTP);
    sigaddset(&set, SIGCONT);
    sigprocmask(SIG_BLOCK, &set, previous);
    // A resize ncurses has not taken yet: its next update asks the terminal for its size, which must
    // then be the terminal, not the buffer.
    int saved = atomic_load(&resize_pending) ? -1 : dup(fd);
    if (saved < 0 || dup2(buffer, fd) < 0) {
        if (saved >= 0) close(saved);
        sigprocmask(SIG_SETMASK, previous, NULL);
        return -1;
    }
    return saved;
}

long sg_capture_end(int fd, int saved, int buffer, const sigset_t *previous) {
    dup2(saved, fd);
    close(saved);
    off_t size = lseek(buffer, 0, SEEK_CUR);
    long sent = 0;
    if (size > 0) {
        char stack[16384];
        char *bytes = size <= (off_t)sizeof stack ? stack : malloc((size_t)size);
        if (bytes != NULL) {
            ssize_t got = pread(buffer, bytes, (size_t)size, 0);
            while (got > 0 && sent < got) {
                ssize_t done = write(fd, bytes + sent, (size_t)(got - sent));
                if (done > 0) sent += done;
                else if (done < 0 && (errno == EINTR || errno == EAGAIN)) continue;
                else break;
            }
            if (bytes != stack) free(bytes);
        }
    }
    if (ftruncate(buffer, 0) != 0) { /* the next frame overwrites from the start anyway */ }
    lseek(buffer, 0, SEEK_SET);
    sigprocmask(SIG_SETMASK, previous, NULL);
    return sent;
}
