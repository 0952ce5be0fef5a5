#ifndef MAMSIM_CNCURSESW_SHIM_H
#define MAMSIM_CNCURSESW_SHIM_H
/* The wide-character API (get_wch, cchar_t, ...) only appears with these defined. */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Macros and globals Swift cannot import, as functions. */

/** A_BOLD */
static inline attr_t mamsim_attr_bold(void) { return A_BOLD; }
/** A_REVERSE */
static inline attr_t mamsim_attr_reverse(void) { return A_REVERSE; }
/** A_UNDERLINE */
static inline attr_t mamsim_attr_underline(void) { return A_UNDERLINE; }
/** A_DIM */
static inline attr_t mamsim_attr_dim(void) { return A_DIM; }
/** A_NORMAL */
static inline attr_t mamsim_attr_normal(void) { return A_NORMAL; }

/** Rows of a window (getmaxy). */
static inline int mamsim_rows(WINDOW *window) { return getmaxy(window); }
/** Columns of a window (getmaxx). */
static inline int mamsim_columns(WINDOW *window) { return getmaxx(window); }

/** The key code of function key n (KEY_F(n)). */
static inline int mamsim_key_f(int n) { return KEY_F(n); }

/** The standard screen of the current terminal (the stdscr global). */
static inline WINDOW *mamsim_stdscr(void) { return stdscr; }

/** The COLORS global. */
static inline int mamsim_colors(void) { return COLORS; }
/** The COLOR_PAIRS global. */
static inline int mamsim_color_pairs(void) { return COLOR_PAIRS; }

/** The C library's standard input and output streams. */
static inline FILE *mamsim_stdin(void) { return stdin; }
static inline FILE *mamsim_stdout(void) { return stdout; }

/** True when the current terminfo entry has the `RGB` (direct colour) flag. */
static inline int mamsim_has_rgb_flag(void) {
  int value = tigetflag("RGB");
  return value > 0;
}

/** Mouse events that count as a left click. */
static inline mmask_t mamsim_left_click_mask(void) {
  return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED;
}

/** Gives the terminal back if curses still holds it (safe at exit, after endwin too). */
static inline void mamsim_restore_at_exit(void) {
  if (!isendwin()) {
    curs_set(1);
    endwin();
  }
}

/*
 * Termination signals without handlers or global state: SIGINT, SIGTERM and SIGHUP are blocked
 * for the calling thread (and threads it starts later), so they stay pending until the input loop
 * collects one with mamsim_take_pending_signal and restores the terminal itself.
 */

/** The set of termination signals mamsim collects. */
static inline void mamsim_termination_signals(sigset_t *set) {
  sigemptyset(set);
  sigaddset(set, SIGINT);
  sigaddset(set, SIGTERM);
  sigaddset(set, SIGHUP);
}

/** Blocks the termination signals; stores the previous mask in `previous`. 0 on success. */
static inline int mamsim_block_termination_signals(sigset_t *previous) {
  sigset_t set;
  mamsim_termination_signals(&set);
  return pthread_sigmask(SIG_BLOCK, &set, previous);
}

/** Puts back a mask saved by mamsim_block_termination_signals. */
static inline int mamsim_restore_signal_mask(const sigset_t *previous) {
  return pthread_sigmask(SIG_SETMASK, previous, NULL);
}

/** Takes one pending termination signal without waiting; 0 when none is pending. */
static inline int mamsim_take_pending_signal(void) {
  sigset_t set;
  mamsim_termination_signals(&set);
  struct timespec zero = {0, 0};
  int signal_number = sigtimedwait(&set, NULL, &zero);
  return signal_number > 0 ? signal_number : 0;
}
#endif
