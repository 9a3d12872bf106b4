#ifndef TUTOR_CLIBEDIT_SHIM_H
#define TUTOR_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <histedit.h>
#include <editline/readline.h>

/*
 * Swift cannot call C variadic functions (el_set, el_get, history) nor, in Swift 6 mode,
 * touch mutable C globals (stdin, stdout). Each use the terminal layer needs is wrapped here
 * in a small non-variadic `static inline` function. Nothing here keeps state.
 */

/* A prompt function: returns the prompt text for `el` (see EL_PROMPT). */
typedef char *(*tutor_prompt_function)(EditLine *);
/* An editor command bound to a key (see EL_ADDFN); returns one of the CC_* codes. */
typedef unsigned char (*tutor_command_function)(EditLine *, int);

#ifdef __linux__
#include <sys/prctl.h>
#endif

/* Makes the tutor the "subreaper" of its descendants (prctl is variadic): a process a learner's
   exercise program starts and leaves behind, even in a session of its own, becomes the tutor's
   child when its parent ends, so that the check can end it. 0 on success. */
static inline int tutor_become_subreaper(void) {
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
  return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#else
  return -1;
#endif
}

static inline FILE *tutor_stdin(void) { return stdin; }
static inline FILE *tutor_stdout(void) { return stdout; }
static inline FILE *tutor_stderr(void) { return stderr; }

/* el_init on the process's standard streams. */
static inline EditLine *tutor_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

static inline int tutor_el_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *tutor_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/* The prompt; text between two `literal` characters is sent as is and takes no width. */
static inline int tutor_el_set_prompt(EditLine *el, tutor_prompt_function f, char literal) {
  return el_set(el, EL_PROMPT_ESC, f, literal);
}

static inline int tutor_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int tutor_el_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

static inline int tutor_el_add_function(EditLine *el, const char *name, const char *help,
                                        tutor_command_function f) {
  return el_set(el, EL_ADDFN, name, help, f);
}

static inline int tutor_el_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/* Replaces the function libedit reads one (wide) character with. */
static inline int tutor_el_set_read_function(EditLine *el, el_rfunc_t f) {
  return el_set(el, EL_GETCFN, f);
}

/* Forgets what is on the screen and redraws the prompt and the line from the cursor. */
static inline int tutor_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

static inline int tutor_history_set_size(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

static inline int tutor_history_set_unique(History *h, int unique) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int tutor_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

static inline int tutor_history_clear(History *h) {
  HistEvent ev;
  return history(h, &ev, H_CLEAR);
}

/* A signal handler: `void handler(int signal_number)`. */
typedef void (*tutor_signal_handler)(int);

/*
 * Installs `handler` for `signal_number` WITHOUT SA_RESTART, so that the signal makes a
 * blocking read or poll fail with EINTR (for SIGINT: instead of killing the process). The
 * action it replaces is stored in `previous`, to be given back to tutor_signal_restore.
 */
static inline int tutor_signal_trap(int signal_number, tutor_signal_handler handler,
                                    struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(signal_number, &action, previous);
}

/* Unblocks SIGINT, SIGCONT and SIGWINCH for the calling thread. A process started from a thread
 * that blocks them (test runners' worker threads do) inherits that mask across exec, and a
 * blocked Ctrl-C would never reach the line editor. */
static inline int tutor_unblock_line_signals(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGCONT);
  sigaddset(&set, SIGWINCH);
  return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

static inline int tutor_signal_restore(int signal_number, const struct sigaction *previous) {
  return sigaction(signal_number, previous, NULL);
}

/* Whether `signal_number` has its default action (for tests). */
static inline int tutor_signal_is_default(int signal_number) {
  struct sigaction current;
  if (sigaction(signal_number, NULL, &current) != 0) return -1;
  return current.sa_handler == SIG_DFL;
}

/* Puts the terminal in libedit's editing mode (1) or back in its normal mode (0). */
static inline int tutor_el_prepare_terminal(EditLine *el, int editing) {
  return el_set(el, EL_PREP_TERM, editing);
}

/* Columns of the terminal on `fd`, or 0 when unknown. */
static inline int tutor_terminal_columns(int fd) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

#endif
