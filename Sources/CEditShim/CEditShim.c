// Non-variadic wrappers for libedit, the SIGINT flag and locale helpers (see CEditShim.h).

#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1  // wcwidth and sigaction from glibc's headers
#endif

#include "CEditShim.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

int modalplay_libedit_version(void) {
#if defined(LIBEDIT_MAJOR) && defined(LIBEDIT_MINOR)
  return LIBEDIT_MAJOR * 100 + LIBEDIT_MINOR;
#else
  return 0;
#endif
}

// MARK: - Loading libedit

// libedit's functions, looked up when line editing starts (mp_libedit_load), not linked: a
// run that never edits a line (a script, -c, a pipe) then never loads libedit and the
// libraries it needs (libtinfo, libbsd, libmd on Debian), which cost every start about
// 450 000 instructions and 0.4 ms in the dynamic loader.
static struct {
  __typeof__(el_init) *init;
  __typeof__(el_end) *end;
  __typeof__(el_set) *set;
  __typeof__(el_get) *get;
  __typeof__(el_getc) *getc;
  __typeof__(el_gets) *gets;
  __typeof__(el_source) *source;
  __typeof__(el_reset) *reset;
  __typeof__(el_line) *line;
  __typeof__(el_cursor) *cursor;
  __typeof__(el_deletestr) *deletestr;
  __typeof__(el_insertstr) *insertstr;
  __typeof__(el_push) *push;
  __typeof__(el_resize) *resize;
  __typeof__(history_init) *history_init;
  __typeof__(history_end) *history_end;
  __typeof__(history) *history;
} mp_edit;

// 0: not tried yet; 1: loaded; -1: failed (mp_edit_error says why).
static int mp_edit_state = 0;
static char mp_edit_error[512];

// The names tried in order when MODALPLAY_LIBEDIT is unset: the library's usual sonames.
static const char *const mp_edit_names[] = {
#if defined(__APPLE__)
    "libedit.3.dylib", "/usr/lib/libedit.3.dylib", "libedit.dylib",
#else
    "libedit.so.2", "libedit.so.0", "libedit.so",
#endif
    NULL,
};

int mp_libedit_load(void) {
  if (mp_edit_state != 0) return mp_edit_state > 0;
  mp_edit_state = -1;
  const char *chosen = getenv("MODALPLAY_LIBEDIT");
  const char *name = NULL;
  void *library = NULL;
  if (chosen != NULL && chosen[0] != '\0') {
    name = chosen;
    library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
      const char *reason = dlerror();
      snprintf(mp_edit_error, sizeof mp_edit_error, "cannot load libedit (MODALPLAY_LIBEDIT): %s",
               reason != NULL ? reason : chosen);
      return 0;
    }
  } else {
    for (int i = 0; mp_edit_names[i] != NULL && library == NULL; i++) {
      name = mp_edit_names[i];
      library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
      if (library == NULL && i == 0) {
        const char *reason = dlerror();
        snprintf(mp_edit_error, sizeof mp_edit_error, "cannot load libedit: %s",
                 reason != NULL ? reason : name);
      }
    }
    if (library == NULL) return 0;
  }
#define MP_FIND(field, symbol)                                                              \
  mp_edit.field = (__typeof__(mp_edit.field))dlsym(library, #symbol);                      \
  if (mp_edit.field == NULL) {                                                              \
    snprintf(mp_edit_error, sizeof mp_edit_error, "cannot use libedit: %s has no %s", name, \
             #symbol);                                                                      \
    return 0;                                                                               \
  }
  MP_FIND(init, el_init)
  MP_FIND(end, el_end)
  MP_FIND(set, el_set)
  MP_FIND(get, el_get)
  MP_FIND(getc, el_getc)
  MP_FIND(gets, el_gets)
  MP_FIND(source, el_source)
  MP_FIND(reset, el_reset)
  MP_FIND(line, el_line)
  MP_FIND(cursor, el_cursor)
  MP_FIND(deletestr, el_deletestr)
  MP_FIND(insertstr, el_insertstr)
  MP_FIND(push, el_push)
  MP_FIND(resize, el_resize)
  MP_FIND(history_init, history_init)
  MP_FIND(history_end, history_end)
  MP_FIND(history, history)
#undef MP_FIND
  mp_edit_error[0] = '\0';
  mp_edit_state = 1;
  return 1;
}

const char *mp_libedit_error(void) { return mp_edit_error; }

// MARK: - EditLine

struct editline *mp_el_init(const char *program) {
  if (!mp_libedit_load()) return NULL;
  FILE *out = stdout;
  if (!isatty(STDOUT_FILENO) && isatty(STDERR_FILENO)) out = stderr;
  return mp_edit.init(program, stdin, out, stderr);
}

void mp_el_end(struct editline *el) { mp_edit.end(el); }

const char *mp_el_gets(struct editline *el, int *count) { return mp_edit.gets(el, count); }

int mp_el_source(struct editline *el, const char *path) { return mp_edit.source(el, path); }

void mp_el_reset(struct editline *el) { mp_edit.reset(el); }

const struct lineinfo *mp_el_line(struct editline *el) { return mp_edit.line(el); }

int mp_el_cursor(struct editline *el, int count) { return mp_edit.cursor(el, count); }

void mp_el_deletestr(struct editline *el, int count) { mp_edit.deletestr(el, count); }

int mp_el_set_prompt(struct editline *el, mp_prompt_function function) {
  return mp_edit.set(el, EL_PROMPT, function);
}

int mp_el_set_editor(struct editline *el, const char *mode) {
  return mp_edit.set(el, EL_EDITOR, mode);
}

int mp_el_set_signal(struct editline *el, int flag) {
  return mp_edit.set(el, EL_SIGNAL, flag);
}

int mp_el_set_hist(struct editline *el, struct history *list) {
  return mp_edit.set(el, EL_HIST, mp_edit.history, list);
}

int mp_el_addfn(struct editline *el, const char *name, const char *help,
                mp_command_function function) {
  return mp_edit.set(el, EL_ADDFN, name, help, function);
}

int mp_el_bind(struct editline *el, const char *key, const char *command) {
  return mp_edit.set(el, EL_BIND, key, command, (const char *)NULL);
}

int mp_el_set_clientdata(struct editline *el, void *data) {
  return mp_edit.set(el, EL_CLIENTDATA, data);
}

void *mp_el_get_clientdata(struct editline *el) {
  void *data = NULL;
  if (mp_edit.get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

int mp_el_get_columns(struct editline *el) {
  int columns = 0;
  // The trailing NULL: older libedit (macOS) reads EL_GETTC arguments up to a NULL.
  if (mp_edit.get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0) return 0;
  return columns > 0 ? columns : 0;
}

int mp_el_get_lines(struct editline *el) {
  int lines = 0;
  if (mp_edit.get(el, EL_GETTC, "li", &lines, (void *)NULL) != 0) return 0;
  return lines > 0 ? lines : 0;
}

int mp_el_clear_screen(struct editline *el) {
  char *capability = NULL;
  if (mp_edit.get(el, EL_GETTC, "cl", &capability, (void *)NULL) != 0) capability = NULL;
  char sequence[64];
  size_t length = 0;
  if (capability != NULL) {
    // Copied without terminfo padding ("$<5>"), which only slow terminals need.
    for (const char *c = capability; *c != '\0' && length + 1 < sizeof sequence; c++) {
      if (c[0] == '$' && c[1] == '<') {
        while (*c != '\0' && *c != '>') c++;
        if (*c == '\0') break;
        continue;
      }
      sequence[length++] = *c;
    }
  }
  if (length == 0) {
    static const char ansi[] = "\033[H\033[2J";
    memcpy(sequence, ansi, sizeof ansi);
  } else {
    sequence[length] = '\0';
  }
  return mp_el_write(el, sequence);
}

int mp_el_getc(struct editline *el) {
  char character = 0;
  if (mp_edit.getc(el, &character) != 1) return -1;
  return (unsigned char)character;
}

int mp_el_write(struct editline *el, const char *text) {
  FILE *out = NULL;
  if (mp_edit.get(el, EL_GETFP, 1, &out) != 0 || out == NULL) out = stdout;
  if (fputs(text, out) == EOF) return -1;
  return fflush(out) == 0 ? 0 : -1;
}

int mp_el_insertstr(struct editline *el, const char *text) {
  return mp_edit.insertstr(el, text);
}

void mp_el_push(struct editline *el, const char *text) {
  // Older libedit (macOS) declares el_push(EditLine *, char *); it does not modify the text.
  mp_edit.push(el, (char *)(uintptr_t)text);
}

char *mp_empty_string(void) {
  static char empty[1] = {0};
  return empty;
}

unsigned char mp_cc_refresh_beep(void) {
#ifdef CC_REFRESH_BEEP
  return CC_REFRESH_BEEP;
#else
  return CC_ERROR;  // older libedit (some macOS releases): beeps without redrawing
#endif
}

// MARK: - History

struct history *mp_history_open(int size) {
  if (!mp_libedit_load()) return NULL;
  History *list = mp_edit.history_init();
  if (list == NULL) return NULL;
  HistEvent event;
  mp_edit.history(list, &event, H_SETSIZE, size);
  mp_edit.history(list, &event, H_SETUNIQUE, 1);
  return list;
}

void mp_history_close(struct history *list) {
  if (list != NULL) mp_edit.history_end(list);
}

int mp_history_enter(struct history *list, const char *line) {
  HistEvent event;
  return mp_edit.history(list, &event, H_ENTER, line);
}

int mp_history_load(struct history *list, const char *path) {
  HistEvent event;
  return mp_edit.history(list, &event, H_LOAD, path);
}

int mp_history_setsize(struct history *list, int size) {
  HistEvent event;
  return mp_edit.history(list, &event, H_SETSIZE, size);
}

int mp_history_setunique(struct history *list, int unique) {
  HistEvent event;
  return mp_edit.history(list, &event, H_SETUNIQUE, unique);
}

int mp_history_count(struct history *list) {
  HistEvent event;
  if (mp_edit.history(list, &event, H_GETSIZE) < 0) return 0;
  return event.num;
}

static const char *mp_history_step(struct history *list, int operation) {
  HistEvent event;
  if (mp_edit.history(list, &event, operation) < 0) return NULL;
  return event.str;
}

const char *mp_history_oldest(struct history *list) { return mp_history_step(list, H_LAST); }

const char *mp_history_newer(struct history *list) { return mp_history_step(list, H_PREV); }

const char *mp_history_newest(struct history *list) { return mp_history_step(list, H_FIRST); }

// MARK: - Signals

// Set by the SIGINT handler, read and cleared by mp_take_interrupt. A signal that arrives
// between the read and the clear merges with the one being taken, which is harmless.
static volatile sig_atomic_t mp_interrupted = 0;

static void mp_on_sigint(int signal_number) {
  (void)signal_number;
  mp_interrupted = 1;
}

/// Unblocks one signal: a parent may have started us with it blocked (threads of some
/// runtimes block signals, and children inherit the mask).
static int mp_unblock(int signal_number) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal_number);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// sigaction(signal_number, handler) without SA_RESTART (a blocking read returns EINTR),
/// with SIGTTOU blocked while the handler runs (tcsetattr from it must not stop the process).
static int mp_handle(int signal_number, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  sigaddset(&action.sa_mask, SIGTTOU);
  action.sa_flags = 0;
  if (sigaction(signal_number, &action, NULL) != 0) return -1;
  return mp_unblock(signal_number);
}

int mp_install_sigint(void) { return mp_handle(SIGINT, mp_on_sigint); }

int mp_take_interrupt(void) {
  int interrupted = mp_interrupted != 0;
  mp_interrupted = 0;
  return interrupted;
}

// The REPL's terminal: its descriptor (-1 until mp_install_repl_signals) and its modes at
// start, the ones every handler puts back.
static int mp_terminal = -1;
static struct termios mp_terminal_modes;
// 1 while the editor waits for a line: a handler that ends the process then ends the
// prompt's line first, so that what the parent prints next starts on a line of its own.
static volatile sig_atomic_t mp_editing = 0;
// Set by SIGCONT (and after a stop by SIGTSTP) and SIGWINCH; taken by mp_read_character.
static volatile sig_atomic_t mp_resumed = 0;
static volatile sig_atomic_t mp_resized = 0;

/// Puts the terminal's modes at start back, when this process is in the foreground (from the
/// background, it would change the modes under the shell that owns the terminal now).
/// Async-signal-safe: tcgetpgrp, getpgrp and tcsetattr only.
static void mp_restore_terminal(void) {
  if (mp_terminal < 0 || tcgetpgrp(mp_terminal) != getpgrp()) return;
  (void)tcsetattr(mp_terminal, TCSADRAIN, &mp_terminal_modes);
  if (mp_editing) (void)write(mp_terminal, "\n", 1);
}

/// Raises the signal again on this process with its default action (the handler being run
/// has it blocked: it is unblocked first).
static void mp_raise_by_default(int signal_number) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  (void)sigaction(signal_number, &action, NULL);
  (void)mp_unblock(signal_number);
  (void)raise(signal_number);
}

/// SIGTERM, SIGHUP: the terminal restored, exit 128 + N. The history is on disk already
/// (each line is appended when it is entered), and no one else is signalled.
static void mp_on_termination(int signal_number) {
  mp_restore_terminal();
  _exit(128 + signal_number);
}

/// SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM: the terminal restored, then the signal's
/// default action on this process alone (the parent sees "killed by signal N", 128 + N).
static void mp_on_fatal(int signal_number) {
  mp_restore_terminal();
  mp_raise_by_default(signal_number);
  _exit(128 + signal_number);  // the default action of every one of them ends the process
}

/// SIGTSTP (Ctrl-Z): the terminal's modes at start back while stopped, the editor's modes
/// again after `fg`, then a redraw (mp_resumed). Only this process stops.
static void mp_on_stop(int signal_number) {
  int saved_errno = errno;
  struct termios editing;
  int have_modes = mp_terminal >= 0 && tcgetattr(mp_terminal, &editing) == 0;
  if (have_modes && tcgetpgrp(mp_terminal) == getpgrp()) {
    (void)tcsetattr(mp_terminal, TCSADRAIN, &mp_terminal_modes);
  }
  mp_raise_by_default(signal_number);  // stops here until SIGCONT
  (void)mp_handle(signal_number, mp_on_stop);
  if (have_modes && tcgetpgrp(mp_terminal) == getpgrp()) {
    (void)tcsetattr(mp_terminal, TCSADRAIN, &editing);
  }
  mp_resumed = 1;
  errno = saved_errno;
}

static void mp_on_continue(int signal_number) {
  (void)signal_number;
  mp_resumed = 1;
}

static void mp_on_resize(int signal_number) {
  (void)signal_number;
  mp_resized = 1;
}

int mp_install_repl_signals(int terminal) {
  if (tcgetattr(terminal, &mp_terminal_modes) == 0) mp_terminal = terminal;
  static const int terminating[] = {SIGTERM, SIGHUP};
  static const int fatal[] = {SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM};
  int result = mp_install_sigint();
  for (size_t i = 0; i < sizeof terminating / sizeof terminating[0]; i++) {
    if (mp_handle(terminating[i], mp_on_termination) != 0) result = -1;
  }
  for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
    if (mp_handle(fatal[i], mp_on_fatal) != 0) result = -1;
  }
  if (mp_handle(SIGTSTP, mp_on_stop) != 0) result = -1;
  if (mp_handle(SIGCONT, mp_on_continue) != 0) result = -1;
  if (mp_handle(SIGWINCH, mp_on_resize) != 0) result = -1;
  return result;
}

void mp_set_editing(int editing) { mp_editing = editing != 0; }

// MARK: - Reading characters

/// One read(2) of a byte from standard input for the editor. A signal that only asks for a
/// redraw (SIGCONT, SIGWINCH) is handled here, outside the handler, and the read goes on;
/// SIGINT and any other interruption end it with EINTR (el_gets then returns NULL).
static ssize_t mp_read_byte(struct editline *el, char *byte) {
  int unblocked = 0;
  for (;;) {
    ssize_t count = read(STDIN_FILENO, byte, 1);
    if (count >= 0) return count;
    int error = errno;
    if (error == EINTR && mp_interrupted == 0 && (mp_resumed || mp_resized)) {
      if (mp_resized) {
        mp_resized = 0;
        mp_edit.resize(el);
      }
      if (mp_resumed) {
        mp_resumed = 0;
        mp_edit.set(el, EL_REFRESH);
      }
      continue;
    }
    if ((error == EAGAIN || error == EWOULDBLOCK) && !unblocked) {
      // A descriptor left non-blocking by another program: make it blocking once.
      int flags = fcntl(STDIN_FILENO, F_GETFL, 0);
      if (flags != -1 && fcntl(STDIN_FILENO, F_SETFL, flags & ~O_NONBLOCK) != -1) {
        unblocked = 1;
        continue;
      }
    }
    errno = error;
    return -1;
  }
}

/// The editor's read function for a wide-character libedit: bytes decoded with the locale's
/// encoding; an invalid byte is skipped. 1 with a character, 0 at end of input, -1 on error.
static int mp_read_wide(struct editline *el, wchar_t *character) {
  char bytes[MB_LEN_MAX];
  size_t count = 0;
  for (;;) {
    ssize_t got = mp_read_byte(el, bytes + count);
    if (got <= 0) {
      *character = L'\0';
      return (int)got;
    }
    count++;
    for (;;) {
      mbstate_t state;
      memset(&state, 0, sizeof state);
      size_t used = mbrtowc(character, bytes, count, &state);
      if (used == (size_t)-2 && count < MB_LEN_MAX) break;  // incomplete: read another byte
      if (used != (size_t)-1 && used != (size_t)-2) return 1;
      if (count == 1) {
        count = 0;  // an invalid byte: skipped
        break;
      }
      // An invalid sequence: dropped, except its last byte, which may start a character.
      bytes[0] = bytes[count - 1];
      count = 1;
    }
  }
}

/// The editor's read function for an older, byte-oriented libedit (some macOS releases).
static int mp_read_narrow(struct editline *el, char *character) {
  ssize_t got = mp_read_byte(el, character);
  if (got <= 0) *character = '\0';
  return (int)got;
}

// Which read function type this libedit declares (wchar_t since 2016, char before).
#define MP_READ_IS_WIDE _Generic((el_rfunc_t)0, int (*)(EditLine *, wchar_t *): 1, default: 0)

int mp_el_set_reader(struct editline *el) {
  el_rfunc_t function = MP_READ_IS_WIDE ? (el_rfunc_t)(void (*)(void))mp_read_wide
                                        : (el_rfunc_t)(void (*)(void))mp_read_narrow;
  return mp_edit.set(el, EL_GETCFN, function);
}

// MARK: - Locale

/// 1 when the current LC_CTYPE encodes characters as UTF-8.
static int mp_codeset_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  if (codeset == NULL) return 0;
  return strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf-8") == 0 ||
         strcmp(codeset, "utf8") == 0 || strcmp(codeset, "UTF8") == 0;
}

int mp_setup_utf8_locale(void) {
  const char *chosen = setlocale(LC_CTYPE, "");
  if (mp_codeset_is_utf8()) return 1;
  // Only the plain C / POSIX locale (the default when LANG and LC_* are unset) is
  // upgraded; a locale the user chose with another encoding is left alone.
  if (chosen == NULL || strcmp(chosen, "C") == 0 || strcmp(chosen, "POSIX") == 0) {
    // `chosen` points into storage the next setlocale overwrites: remember it by value.
    const char *original = (chosen != NULL && strcmp(chosen, "POSIX") == 0) ? "POSIX" : "C";
    static const char *const candidates[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"};
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
      if (setlocale(LC_CTYPE, candidates[i]) != NULL && mp_codeset_is_utf8()) return 1;
    }
    setlocale(LC_CTYPE, original);
  }
  return 0;
}

int mp_display_width(const char *text) {
  mbstate_t state;
  memset(&state, 0, sizeof state);
  size_t remaining = strlen(text);
  int width = 0;
  while (remaining > 0) {
    wchar_t character;
    size_t used = mbrtowc(&character, text, remaining, &state);
    if (used == (size_t)-1 || used == (size_t)-2) {
      // An undecodable or truncated byte: count it as one column and resynchronise.
      memset(&state, 0, sizeof state);
      used = 1;
      width += 1;
    } else {
      if (used == 0) used = 1;
      int columns = wcwidth(character);
      if (columns > 0) width += columns;
    }
    if (width > INT_MAX / 2) break;
    text += used;
    remaining -= used;
  }
  return width;
}
