// Non-variadic wrappers for libedit, the SIGINT flag and locale helpers (see CEditShim.h).

#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1  // wcwidth and sigaction from glibc's headers
#endif

#include "CEditShim.h"

#include <histedit.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int modalplay_libedit_version(void) {
#if defined(LIBEDIT_MAJOR) && defined(LIBEDIT_MINOR)
  return LIBEDIT_MAJOR * 100 + LIBEDIT_MINOR;
#else
  return 0;
#endif
}

// MARK: - EditLine

struct editline *mp_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

int mp_el_set_prompt(struct editline *el, mp_prompt_function function) {
  return el_set(el, EL_PROMPT, function);
}

int mp_el_set_editor(struct editline *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

int mp_el_set_signal(struct editline *el, int flag) {
  return el_set(el, EL_SIGNAL, flag);
}

int mp_el_set_hist(struct editline *el, struct history *list) {
  return el_set(el, EL_HIST, history, list);
}

int mp_el_addfn(struct editline *el, const char *name, const char *help,
                mp_command_function function) {
  return el_set(el, EL_ADDFN, name, help, function);
}

int mp_el_bind(struct editline *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

int mp_el_set_clientdata(struct editline *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

void *mp_el_get_clientdata(struct editline *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

int mp_el_get_columns(struct editline *el) {
  int columns = 0;
  // The trailing NULL: older libedit (macOS) reads EL_GETTC arguments up to a NULL.
  if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0) return 0;
  return columns > 0 ? columns : 0;
}

int mp_el_write(struct editline *el, const char *text) {
  FILE *out = NULL;
  if (el_get(el, EL_GETFP, 1, &out) != 0 || out == NULL) out = stdout;
  if (fputs(text, out) == EOF) return -1;
  return fflush(out) == 0 ? 0 : -1;
}

int mp_el_insertstr(struct editline *el, const char *text) {
  return el_insertstr(el, text);
}

void mp_el_push(struct editline *el, const char *text) {
  // Older libedit (macOS) declares el_push(EditLine *, char *); it does not modify the text.
  el_push(el, (char *)(uintptr_t)text);
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
  History *list = history_init();
  if (list == NULL) return NULL;
  HistEvent event;
  history(list, &event, H_SETSIZE, size);
  history(list, &event, H_SETUNIQUE, 1);
  return list;
}

void mp_history_close(struct history *list) {
  if (list != NULL) history_end(list);
}

int mp_history_enter(struct history *list, const char *line) {
  HistEvent event;
  return history(list, &event, H_ENTER, line);
}

int mp_history_load(struct history *list, const char *path) {
  HistEvent event;
  return history(list, &event, H_LOAD, path);
}

int mp_history_save(struct history *list, const char *path) {
  HistEvent event;
  return history(list, &event, H_SAVE, path);
}

int mp_history_setsize(struct history *list, int size) {
  HistEvent event;
  return history(list, &event, H_SETSIZE, size);
}

int mp_history_setunique(struct history *list, int unique) {
  HistEvent event;
  return history(list, &event, H_SETUNIQUE, unique);
}

int mp_history_count(struct history *list) {
  HistEvent event;
  if (history(list, &event, H_GETSIZE) < 0) return 0;
  return event.num;
}

// MARK: - Signals

// Set by the SIGINT handler, read and cleared by mp_take_interrupt. A signal that arrives
// between the read and the clear merges with the one being taken, which is harmless.
static volatile sig_atomic_t mp_interrupted = 0;

static void mp_on_sigint(int signal_number) {
  (void)signal_number;
  mp_interrupted = 1;
}

int mp_install_sigint(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = mp_on_sigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a blocking read returns EINTR
  if (sigaction(SIGINT, &action, NULL) != 0) return -1;
  // A parent may have started us with SIGINT blocked (threads of some runtimes block it, and
  // children inherit the mask): unblock it, or Ctrl-C would never arrive.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int mp_take_interrupt(void) {
  int interrupted = mp_interrupted != 0;
  mp_interrupted = 0;
  return interrupted;
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
