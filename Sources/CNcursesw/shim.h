#ifndef MAMSIM_CNCURSESW_SHIM_H
#define MAMSIM_CNCURSESW_SHIM_H
/* The wide-character API (get_wch, cchar_t, ...) only appears with these defined. */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <errno.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
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

/** True when standard input has hung up or failed: the terminal is gone, no key will come. */
static inline int mamsim_input_hung_up(void) {
  struct pollfd input = {0, POLLIN, 0};
  if (poll(&input, 1, 0) < 0) return 0;
  return (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/** True when terminfo has an entry for `name` (checked without taking the terminal). */
static inline int mamsim_terminal_type_known(const char *name) {
  int error = 0;
  TERMINAL *saved = cur_term;
  if (setupterm(name, 1, &error) != OK) return 0;
  TERMINAL *made = cur_term;
  set_curterm(saved);
  if (made != saved) del_curterm(made);
  return 1;
}

/** True when the terminfo entry `name` has the RGB flag (direct colour). */
static inline int mamsim_terminal_type_has_rgb(const char *name) {
  int error = 0;
  TERMINAL *saved = cur_term;
  if (setupterm(name, 1, &error) != OK) return 0;
  int rgb = tigetflag("RGB") > 0;
  TERMINAL *made = cur_term;
  set_curterm(saved);
  if (made != saved) del_curterm(made);
  return rgb;
}

/*
 * The terminal after a crash or a fatal signal. A Swift runtime trap (SIGILL, SIGTRAP), a bad
 * access (SIGSEGV, SIGBUS), SIGFPE, abort()'s SIGABRT and the other signals whose default is to
 * end the process (SIGUSR1, SIGUSR2, SIGALRM, ...) cannot be collected by the input loop, so a
 * handler writes a reset sequence prepared at start (leave the alternate screen, show the cursor,
 * plain attributes, mouse tracking off, the redefined palette slots put back) and puts back the
 * terminal modes saved before curses started. A fault the processor raised then goes to the
 * handler that was there before (the Swift backtracer, or the default), which runs as the
 * faulting instruction repeats; any other signal (one sent with kill, whatever its number) is
 * raised again with its default action, so the process ends with it (status 128 + its number).
 * The handler only calls tcsetattr, write, sigaction, sigprocmask and raise, which are
 * async-signal-safe. Its state is one static record: the only way a signal handler can reach
 * data, and written only before the handler is installed (and by the loop between frames, while
 * the record's length still covers the bytes already there).
 */
typedef struct {
  char bytes[4096];
  size_t length;
  struct termios modes;
  int has_modes;
  struct sigaction previous[32];
  char alternate_stack[65536];
} mamsim_crash_reset_t;

static inline mamsim_crash_reset_t *mamsim_crash_reset(void) {
  static mamsim_crash_reset_t state;
  return &state;
}

/** Whether `signal_number` is one the processor raises for a faulting instruction. */
static inline int mamsim_is_fault_signal(int signal_number) {
  return signal_number == SIGILL || signal_number == SIGTRAP || signal_number == SIGSEGV
    || signal_number == SIGBUS || signal_number == SIGFPE;
}

static inline void mamsim_crash_handler(int signal_number, siginfo_t *info, void *context) {
  (void)context;
  mamsim_crash_reset_t *state = mamsim_crash_reset();
  if (state->has_modes) tcsetattr(0, TCSANOW, &state->modes);
  if (state->length > 0) {
    ssize_t ignored = write(1, state->bytes, state->length);
    (void)ignored;
  }
  if (signal_number <= 0 || signal_number >= 32) return;
  /* si_code > 0: the kernel raised it for this instruction (SI_USER, SI_TKILL are <= 0). */
  if (mamsim_is_fault_signal(signal_number) && info != NULL && info->si_code > 0) {
    sigaction(signal_number, &state->previous[signal_number], NULL);
    return;
  }
  struct sigaction fallback;
  memset(&fallback, 0, sizeof(fallback));
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal_number, &fallback, NULL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal_number);
  sigprocmask(SIG_UNBLOCK, &only, NULL);
  raise(signal_number);
}

/** The signals the crash handler takes: faults, then those whose default ends the process. */
static const int mamsim_crash_signals[] = {
  SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
  SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
};

/** Saves the terminal modes before curses changes them. */
static inline void mamsim_crash_reset_save_modes(void) {
  mamsim_crash_reset_t *state = mamsim_crash_reset();
  state->has_modes = tcgetattr(0, &state->modes) == 0;
}

/** Appends terminfo capability `name` to the reset sequence, when the terminal has it. */
static inline void mamsim_crash_reset_append_capability(const char *name) {
  mamsim_crash_reset_t *state = mamsim_crash_reset();
  char *value = tigetstr(name);
  if (value == NULL || value == (char *)-1) return;
  size_t length = strlen(value);
  if (state->length + length >= sizeof(state->bytes)) return;
  memcpy(state->bytes + state->length, value, length);
  state->length += length;
}

/** Appends literal bytes to the reset sequence. */
static inline void mamsim_crash_reset_append(const char *bytes) {
  mamsim_crash_reset_t *state = mamsim_crash_reset();
  size_t length = strlen(bytes);
  if (state->length + length >= sizeof(state->bytes)) return;
  memcpy(state->bytes + state->length, bytes, length);
  state->length += length;
}

/**
 * Redefines palette slot `slot` (components 0...1000) by sending the terminal's `initc` directly,
 * so curses does not count it as its own change and sends no `orig_colors` (which resets every
 * slot) at endwin: mamsim puts back exactly the slots it changed. 0 on success, -1 when the
 * terminal has no `initc`.
 */
static inline int mamsim_define_color(int slot, int red, int green, int blue) {
  char *initc = tigetstr("initc");
  if (initc == NULL || initc == (char *)-1) return -1;
  char *sequence = tiparm(initc, slot, red, green, blue);
  if (sequence == NULL) return -1;
  /* Written to the terminal at once, not through putp: putp goes through stdio's buffer, which
   * a tty flushes only at a newline, so the redefinitions arrived at exit, after every frame
   * (issue 30, item 9). The frame that uses the slot is sent later, by doupdate. */
  size_t length = strlen(sequence);
  size_t written = 0;
  while (written < length) {
    ssize_t result = write(1, sequence + written, length - written);
    if (result < 0 && errno == EINTR) continue;
    if (result <= 0) return -1;
    written += (size_t)result;
  }
  return 0;
}

/*
 * Asks the terminal whether it keeps palette colours: an OSC 4 query of `slot`, then a primary
 * device attributes request (DA1) as a fence. Every terminal answers DA1, and a terminal that
 * honours OSC 4 answers the query first; one that ignores OSC 4 (and so would ignore a
 * redefinition too) sends DA1's answer alone. Only sends, noting when in `sent`: the answers are
 * read by `mamsim_await_palette_answer`, so the program can work while they travel (over ssh, a
 * round trip). Returns 0 when the query went out, -1 otherwise.
 */
static inline int mamsim_send_palette_query(int slot, struct timespec *sent) {
  char query[48];
  int length = snprintf(query, sizeof query, "\033]4;%d;?\033\\\033[c", slot);
  if (length <= 0 || write(1, query, (size_t)length) != length) return -1;
  clock_gettime(CLOCK_MONOTONIC, sent);
  return 0;
}

/*
 * Reads the answers to the palette query sent at `sent`, until DA1's answer or until
 * `timeout_ms` after `sent` (looking at least once, so answers that came while the program worked
 * are read even when the time is up). Reads standard input, which must be in raw mode. Returns 1
 * when the query was answered, 0 when only DA1 came, -1 when nothing came in time.
 */
static inline int mamsim_await_palette_answer(const struct timespec *sent, int timeout_ms) {
  char answer[1024];
  size_t used = 0;
  int answered = 0;
  for (;;) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long elapsed = (now.tv_sec - sent->tv_sec) * 1000 + (now.tv_nsec - sent->tv_nsec) / 1000000;
    long wait = elapsed >= timeout_ms ? 0 : timeout_ms - elapsed;
    struct pollfd input = {.fd = 0, .events = POLLIN};
    int ready = poll(&input, 1, (int)wait);
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return -1;
    ssize_t got = read(0, answer + used, sizeof answer - 1 - used);
    if (got <= 0) return -1;
    used += (size_t)got;
    answer[used] = 0;
    if (strstr(answer, "\033]4;") != NULL) answered = 1;
    char *fence = strstr(answer, "\033[?");
    if (fence != NULL && strchr(fence, 'c') != NULL) return answered;
    if (used >= sizeof answer - 1) used = 0;
  }
}

/** True when the terminal has the string capability `name`. */
static inline int mamsim_has_capability(const char *name) {
  char *value = tigetstr(name);
  return value != NULL && value != (char *)-1;
}

/** Sends the terminal's string capability `name`, when it has it, and flushes standard output. */
static inline void mamsim_put_capability(const char *name) {
  if (!mamsim_has_capability(name)) return;
  putp(tigetstr(name));
  fflush(stdout);
}

/** Installs the crash handler (on its own stack, so a stack overflow is caught too). */
static inline void mamsim_crash_reset_install(void) {
  mamsim_crash_reset_t *state = mamsim_crash_reset();
  stack_t stack;
  stack.ss_sp = state->alternate_stack;
  stack.ss_size = sizeof(state->alternate_stack);
  stack.ss_flags = 0;
  sigaltstack(&stack, NULL);
  unsigned count = sizeof(mamsim_crash_signals) / sizeof(mamsim_crash_signals[0]);
  for (unsigned index = 0; index < count; index++) {
    int signal_number = mamsim_crash_signals[index];
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_sigaction = mamsim_crash_handler;
    action.sa_flags = SA_ONSTACK | SA_NODEFER | SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    if (sigaction(signal_number, NULL, &state->previous[signal_number]) != 0) continue;
    /* A signal the parent set to be ignored stays ignored, as it would without mamsim: with
     * SIGXFSZ ignored, a write past the file-size limit fails with EFBIG, which the store
     * reports, rather than ending the process. */
    struct sigaction *previous = &state->previous[signal_number];
    if (!mamsim_is_fault_signal(signal_number) && !(previous->sa_flags & SA_SIGINFO)
        && previous->sa_handler == SIG_IGN) continue;
    sigaction(signal_number, &action, NULL);
  }
}

/**
 * Suspends the process as Ctrl-Z does outside raw mode: SIGTSTP to itself. curses' own SIGTSTP
 * handler gives the terminal back first and takes it again on SIGCONT; this returns then.
 */
static inline void mamsim_suspend(void) {
  /* A mask inherited from the parent may hold SIGTSTP back (an ignored one stays ignored: the
   * parent cannot resume a stopped job then). */
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &only, NULL);
  kill(getpid(), SIGTSTP);
}

/** Takes the crash handler away again (the terminal was given back normally). */
static inline void mamsim_crash_reset_uninstall(void) {
  mamsim_crash_reset_t *state = mamsim_crash_reset();
  unsigned count = sizeof(mamsim_crash_signals) / sizeof(mamsim_crash_signals[0]);
  for (unsigned index = 0; index < count; index++) {
    int signal_number = mamsim_crash_signals[index];
    sigaction(signal_number, &state->previous[signal_number], NULL);
  }
  state->length = 0;
}
#endif
