// Shim over libncursesw for Swift.
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, so the wide-character API must be switched on here,
// before curses.h, or get_wch/cchar_t/setcchar do not exist.
#ifndef ONESTEP_CNCURSES_SHIM_H
#define ONESTEP_CNCURSES_SHIM_H

// syscall(2), for the crash handler's write (glibc declares it only with the default features on).
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <ncursesw/curses.h>

// A terminal capability's string by name (civis, cnorm); NULL when the terminal has none.
static inline const char *cn_capability(const char *name) {
    char *value = tigetstr((char *)name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

// Globals Swift 6 refuses ("not concurrency-safe"): read them through functions.
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

// Macros Swift cannot import.
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
static inline int cn_key_f(int n) { return KEY_F(n); }
static inline void cn_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }

// Locale: a UTF-8 LC_CTYPE or Korean turns to garbage. Returns 1 when a UTF-8 codeset is active. Only the
// character type is taken from the environment: it is all ncurses reads, and loading every category (collation's
// tables above all) was a millisecond before the first frame. Swift and Foundation do not read the C locale.
static inline int cn_setup_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *cs = nl_langinfo(CODESET);
    if (cs == NULL || strcmp(cs, "UTF-8") != 0) {
        setlocale(LC_CTYPE, "C.UTF-8");
        cs = nl_langinfo(CODESET);
    }
    return cs != NULL && strcmp(cs, "UTF-8") == 0;
}

// Put one grapheme (up to CCHARW_MAX code points, NUL-terminated) at y,x with attributes and a colour pair.
static inline int cn_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, short pair) {
    cchar_t cc;
    if (setcchar(&cc, wch, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cc);
}

// Whether ncurses holds the cell at y,x as a later column of a wide character (ncurses marks those columns with 2..31
// in the attribute's character bits). It may be one left over: ncurses does not blank the rest of a wide character
// partly overwritten by another.
static inline int cn_holds_continuation(int y, int x) {
    cchar_t cell;
    if (mvwin_wch(stdscr, y, x, &cell) == ERR) return 0;
    int mark = (int)(cell.attr & A_CHARTEXT);
    return mark > 1 && mark < 32;
}

// Put a run of printable ASCII (0x20-0x7E, one column each) at y,x in one style, as one string of cells: setcchar's
// and wadd_wch's checks of every character (length, width, printability) were most of painting a cell, and ASCII
// needs none of them. The cells are copies of one made by setcchar, so attributes and pair are set as ncurses sets
// them. wadd_wchnstr blanks back to the start of a wide character when its first cell is held as a continuation
// (that would blank a character just painted there), so such leading cells go one by one. `n` is at most a row's width.
static inline int cn_put_ascii_run(int y, int x, const unsigned char *text, int n, attr_t attrs, short pair) {
    if (n <= 0) return OK;
    cchar_t cells[n];
    const wchar_t space[2] = { L' ', 0 };
    if (setcchar(&cells[0], space, attrs, pair, NULL) != OK) return ERR;
    for (int i = 1; i < n; i++) cells[i] = cells[0];
    for (int i = 0; i < n; i++) cells[i].chars[0] = (wchar_t)text[i];
    int i = 0;
    while (i < n && cn_holds_continuation(y, x + i)) {
        if (mvadd_wch(y, x + i, &cells[i]) == ERR) return ERR;
        i++;
    }
    if (i == n) return OK;
    if (wmove(stdscr, y, x + i) == ERR) return ERR;
    return wadd_wchnstr(stdscr, cells + i, n - i);
}

// Mouse: clicks and the wheel. Returns the mask that was granted.
static inline unsigned long cn_enable_mouse(void) {
    mmask_t old = 0;
    mmask_t want = BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED;
    mouseinterval(0);
    return (unsigned long)mousemask(want, &old);
}
// Reads the pending mouse event: kind 1 = click, 4 = wheel up, 5 = wheel down, 0 = other; -1 if none.
static inline int cn_read_mouse(int *y, int *x) {
    MEVENT ev;
    if (getmouse(&ev) != OK) return -1;
    *y = ev.y; *x = ev.x;
    if (ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return 1;
    if (ev.bstate & BUTTON4_PRESSED) return 4;
    if (ev.bstate & BUTTON5_PRESSED) return 5;
    return 0;
}

// Real terminal size, for SIGWINCH handled outside ncurses.
static inline int cn_terminal_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row; *cols = ws.ws_col;
    return 0;
}

// --- Crash safety (htop's CRT.c shape) ---
// The terminal state before ncurses touched it; restored by the fatal-signal handler, which then re-raises.
// Storage lives in a function-local static: Swift's importer does not emit a header's static globals.
struct cn_tty_state { struct termios termios; int valid; int fd; };
static inline struct cn_tty_state *cn_tty(void) { static struct cn_tty_state state; return &state; }

static inline void cn_save_termios(int fd) {
    cn_tty()->fd = fd;
    cn_tty()->valid = (tcgetattr(fd, &cn_tty()->termios) == 0);
}

// Only async-signal-safe calls: the write system call, tcsetattr(3), signal, raise. The write goes to the kernel
// directly: the process's write(2) is CTerminalOutput's, which keeps a frame's bytes while one is drawn — a crash
// mid-frame would keep the reset too, and never send it.
static void cn_fatal_signal_handler(int sig) {
    static const char reset[] =
        "\033[?1000l\033[?1002l\033[?1006l"  /* mouse reporting off */
        "\033[0m\033[?25h"                    /* attributes off, cursor visible */
        "\033[?1049l\r\n";                   /* leave the alternate screen */
    long ignored = syscall(SYS_write, STDOUT_FILENO, reset, sizeof reset - 1);
    (void)ignored;
    if (cn_tty()->valid) tcsetattr(cn_tty()->fd, TCSAFLUSH, &cn_tty()->termios);
    signal(sig, SIG_DFL);
    raise(sig);
}

static inline void cn_install_fatal_signal_handlers(void) {
    int sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS };
    for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = cn_fatal_signal_handler;
        sa.sa_flags = SA_RESETHAND;
        sigemptyset(&sa.sa_mask);
        sigaction(sigs[i], &sa, NULL);
    }
}

static inline void cn_restore_termios(void) {
    if (cn_tty()->valid) tcsetattr(cn_tty()->fd, TCSAFLUSH, &cn_tty()->termios);
}

#endif
