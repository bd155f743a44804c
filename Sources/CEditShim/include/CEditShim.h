#ifndef CEDITSHIM_H
#define CEDITSHIM_H

// Non-variadic wrappers for libedit (Swift cannot call C variadic functions), the SIGINT flag
// and two locale helpers. This header deliberately does not include <histedit.h>: the libedit
// handles are used through their struct tags only, so that Swift sees libedit's own
// declarations once (from the CLibEdit module) and this module's wrappers next to them.

#include <stddef.h>

struct editline;
struct history;

/// libedit's prompt callback: returns the prompt to print (owned by the caller of el_set).
typedef char *(*mp_prompt_function)(struct editline *);

/// libedit's editor command callback (EL_ADDFN): returns a CC_* code.
typedef unsigned char (*mp_command_function)(struct editline *, int);

/// The libedit version this shim was built against (LIBEDIT_MAJOR * 100 + LIBEDIT_MINOR).
int modalplay_libedit_version(void);

// MARK: - Loading libedit

/// Loads libedit (once) and looks up the functions this shim calls: `MODALPLAY_LIBEDIT` when
/// set (a path or a library name), else the usual names (libedit.so.2, libedit.so.0,
/// libedit.so; libedit.3.dylib on macOS). It is not linked, so that a run that never edits a
/// line does not pay for loading it. Returns 1 when loaded, 0 when not (see
/// mp_libedit_error). mp_el_init and mp_history_open call it first.
int mp_libedit_load(void);

/// Why mp_libedit_load failed (one line: the library and the loader's reason); empty if it
/// has not failed.
const char *mp_libedit_error(void);

// MARK: - EditLine

struct lineinfo;

/// el_end: frees the editor and puts the terminal back.
void mp_el_end(struct editline *el);

/// el_gets: reads a line with editing; NULL at end of input, on an error or an interrupt.
const char *mp_el_gets(struct editline *el, int *count);

/// el_source: reads an editrc file (NULL: ~/.editrc); a missing file is not an error.
int mp_el_source(struct editline *el, const char *path);

/// el_reset: cancels the line being edited and resets the editor's state.
void mp_el_reset(struct editline *el);

/// el_line: the line being edited (valid until the next mp_el_gets).
const struct lineinfo *mp_el_line(struct editline *el);

/// el_cursor: moves the cursor by count characters; the new position.
int mp_el_cursor(struct editline *el, int count);

/// el_deletestr: deletes count characters before the cursor.
void mp_el_deletestr(struct editline *el, int count);

/// el_init(program, stdin, OUT, stderr), after mp_libedit_load (NULL when that fails): the C
/// standard streams are reached here, so that Swift never touches the mutable globals
/// `stdin` / `stdout` / `stderr`. OUT, where the prompt and the edited line are drawn, is
/// stdout when it is a terminal, else stderr when that is one (`modalplay | tee log`: the line
/// is edited on the terminal, as `python3 -i` prompts on stderr), else stdout.
struct editline *mp_el_init(const char *program);

/// el_set(el, EL_PROMPT, function).
int mp_el_set_prompt(struct editline *el, mp_prompt_function function);

/// el_set(el, EL_EDITOR, mode): "emacs" or "vi".
int mp_el_set_editor(struct editline *el, const char *mode);

/// el_set(el, EL_SIGNAL, flag): libedit installs its own signal handlers while it reads.
int mp_el_set_signal(struct editline *el, int flag);

/// el_set(el, EL_HIST, history, h): attaches a history to the editor (Up / Down, search).
int mp_el_set_hist(struct editline *el, struct history *list);

/// el_set(el, EL_ADDFN, name, help, function): defines a named editor command.
int mp_el_addfn(struct editline *el, const char *name, const char *help,
                mp_command_function function);

/// el_set(el, EL_BIND, key, command, NULL): binds a key sequence ("^I") to a command.
int mp_el_bind(struct editline *el, const char *key, const char *command);

/// el_set(el, EL_CLIENTDATA, data): a pointer the callbacks can get back.
int mp_el_set_clientdata(struct editline *el, void *data);

/// el_get(el, EL_CLIENTDATA, &data): the pointer set by mp_el_set_clientdata (NULL if none).
void *mp_el_get_clientdata(struct editline *el);

/// The terminal width in columns (el_get EL_GETTC "co"), or 0 when unknown.
int mp_el_get_columns(struct editline *el);

/// The terminal height in rows (el_get EL_GETTC "li"), or 0 when unknown.
int mp_el_get_lines(struct editline *el);

/// Clears the editor's terminal: its "cl" capability (padding dropped), or the ANSI
/// sequence when the terminal description has none. 0, or -1 when it could not be written.
int mp_el_clear_screen(struct editline *el);

/// el_getc: reads one character typed (from an editor command); -1 at end of input.
int mp_el_getc(struct editline *el);

/// Writes text to the editor's output stream and flushes it (used from editor commands).
int mp_el_write(struct editline *el, const char *text);

/// el_insertstr: inserts text at the cursor; 0, or -1 when it is empty or does not fit.
int mp_el_insertstr(struct editline *el, const char *text);

/// el_push: queues text as if it had been typed (read by the next el_gets).
void mp_el_push(struct editline *el, const char *text);

/// A static empty string, for a prompt callback that has nothing to show.
char *mp_empty_string(void);

/// The CC_* code that redraws the line and rings the bell (CC_REFRESH_BEEP where libedit
/// has it, CC_ERROR otherwise).
unsigned char mp_cc_refresh_beep(void);

// MARK: - History

/// history_init() plus H_SETSIZE (size) and H_SETUNIQUE (no consecutive duplicates).
/// Returns NULL on failure.
struct history *mp_history_open(int size);

/// history_end().
void mp_history_close(struct history *list);

/// H_ENTER: adds a line (a duplicate of the newest entry is dropped by H_SETUNIQUE).
int mp_history_enter(struct history *list, const char *line);

/// H_LOAD: reads a history file; -1 when it cannot be read (for example, does not exist).
int mp_history_load(struct history *list, const char *path);

/// H_SETSIZE: the number of entries kept.
int mp_history_setsize(struct history *list, int size);

/// H_SETUNIQUE: 1 drops a line equal to the newest entry.
int mp_history_setunique(struct history *list, int unique);

/// H_GETSIZE: the number of entries held.
int mp_history_count(struct history *list);

/// H_LAST: the oldest entry (NULL when the history is empty); mp_history_newer then walks
/// towards the newest. The text stays valid until the history changes.
const char *mp_history_oldest(struct history *list);

/// H_PREV: the entry after the one last returned, towards the newest (NULL after it).
const char *mp_history_newer(struct history *list);

/// H_FIRST: the newest entry, or NULL when the history is empty.
const char *mp_history_newest(struct history *list);

// MARK: - Signals and locale

/// Installs a SIGINT handler (sigaction, without SA_RESTART, so a blocking read returns
/// EINTR) that only sets a flag. Returns 0, or -1 with errno set.
int mp_install_sigint(void);

/// Returns 1 when SIGINT arrived since the last call, and clears the flag.
int mp_take_interrupt(void);

/// The interactive shell's signal handlers (async-signal-safe, in C), replacing libedit's
/// EL_SIGNAL ones, which re-raise with kill(0, sig) and so kill the parent shell's process
/// group. `terminal`'s modes now are the ones every handler puts back.
///
/// - SIGINT: a flag (see mp_take_interrupt); the line being typed is cancelled.
/// - SIGTERM, SIGHUP: the terminal restored, _exit(128 + N).
/// - SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM: the terminal restored, then the signal's
///   default action on this process only (it ends, the parent sees 128 + N).
/// - SIGTSTP: the terminal restored while stopped; after SIGCONT the editor's modes come
///   back and the line is redrawn. SIGWINCH: the editor learns the new width.
///
/// Only this process is ever signalled. Returns 0, or -1 when a handler could not be set.
int mp_install_repl_signals(int terminal);

/// Tells the handlers whether the editor is waiting for a line (1) or not (0): a handler
/// that ends the process while it is, ends the prompt's line first.
void mp_set_editing(int editing);

/// el_set(el, EL_GETCFN, ...): the editor reads standard input through this shim, which
/// handles the redraw after SIGCONT and the resize after SIGWINCH outside the signal
/// handlers, and ends the read with EINTR on SIGINT. Use with EL_SIGNAL off.
int mp_el_set_reader(struct editline *el);

/// setlocale(LC_CTYPE, "") and, when that yields the plain C / POSIX locale, a UTF-8
/// variant of it. Returns 1 when the resulting character encoding is UTF-8.
int mp_setup_utf8_locale(void);

/// The number of terminal columns a string (in the current locale's encoding) takes:
/// wcwidth of each character, 0 for control characters, 1 for an undecodable byte.
int mp_display_width(const char *text);

#endif
