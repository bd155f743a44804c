import CEditShim
// Imported for libedit's non-variadic functions and constants, and so that the module map's
// `link "edit"` links libedit where pkg-config has no entry for it (macOS).
import CLibEdit
import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a terminal with libedit: emacs keys, `~/.editrc`, a persistent history
/// and Tab completion.
///
/// - Ctrl-C clears the half-typed line and returns `.interrupted` (the caller prints a fresh
///   prompt); Ctrl-D on an empty line returns `.endOfInput`; after Ctrl-Z and `fg` the line
///   is redrawn.
/// - Signals: the shim's handlers (`mp_install_repl_signals`), not libedit's EL_SIGNAL ones,
///   which re-raise with `kill(0, sig)` and so also kill the parent shell. SIGTERM and SIGHUP
///   restore the terminal and exit with 128 + N; SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE and
///   SIGALRM restore it and end the process by the signal; nothing else is ever signalled.
/// - History: lines offered through `remember` are trimmed, empty ones skipped, a repeat of
///   the newest entry dropped (H_SETUNIQUE), and each new entry appended to the history file
///   at once (`HistoryFile`), so that a kill loses nothing already entered. Without a history
///   path nothing is ever written.
/// - Tab calls the completer with the line up to the cursor (see `complete()`).
///
/// libedit keeps process-wide terminal and signal state, so use one reader at a time, on the
/// main thread. The type is not `Sendable`, so the compiler keeps it in the isolation domain
/// that created it. Its callbacks reach it through `EL_CLIENTDATA`, never through globals.
package final class EditLineReader: LineReader {
  /// The libedit editor.
  private let editor: OpaquePointer
  /// The history attached to the editor (nil when `historySize` is 0 or history_init failed).
  private let history: OpaquePointer?
  /// Where the history is loaded from and appended to; nil: no history file.
  package let historyPath: String?
  /// The history file (nil without a history path or without a history, or when the file
  /// could not be used).
  private let historyFile: HistoryFile?
  /// What the editor could not use as it started, one line each, for the caller to show: a
  /// history file or an editrc that is not a regular file (a named pipe would block the start,
  /// a device fill the memory) or cannot be read. The history is then kept in memory only and
  /// the editrc not read; neither file is touched.
  package private(set) var startProblems: [String] = []
  /// Computes Tab completions for the line up to the cursor.
  private let completer: (String) -> Completion
  /// The NUL-terminated prompt handed to libedit by the prompt callback (owned; replaced
  /// only between reads, while libedit cannot be drawing it).
  private var promptBytes: UnsafeMutablePointer<CChar>
  /// The prompt currently in `promptBytes`.
  private var promptText = ""
  /// The prompt's width in terminal columns.
  private var promptWidth = 0

  /// Starts libedit on the standard streams.
  ///
  /// - Parameters:
  ///   - programName: the name `~/.editrc` lines may be prefixed with.
  ///   - historyPath: the history file, loaded (and compacted when far too long) now and
  ///     appended to by every `remember`; nil keeps the history in memory only.
  ///   - historySize: the number of history entries kept (0: no history at all).
  ///   - completer: called on Tab with the line up to the cursor.
  /// - Returns: nil when libedit cannot be started.
  package init?(
    programName: String = "modalplay", historyPath: String?, historySize: Int = 1000,
    completer: @escaping (String) -> Completion
  ) {
    // Before el_init: libedit decodes input with the locale's multibyte encoding.
    _ = mp_setup_utf8_locale()
    // Before el_init, so that the modes saved for the handlers are the terminal's own.
    _ = mp_install_repl_signals(0)
    guard let editor = mp_el_init(programName) else { return nil }
    self.editor = editor
    promptBytes = Self.cString("")
    self.historyPath = historyPath
    self.completer = completer
    if historySize > 0, let history = mp_history_open(Int32(clamping: historySize)) {
      self.history = history
      let file = historyPath.map { HistoryFile(path: $0) }
      let problem = file?.loadAndCompact(into: history, size: historySize)
      historyFile = problem == nil ? file : nil
      if let problem { startProblems.append(problem + " (the history is kept in memory only)") }
    } else {
      history = nil
      historyFile = nil
    }

    _ = mp_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
    _ = mp_el_set_editor(editor, "emacs")
    // No EL_SIGNAL: the shim's handlers and its read function handle the signals.
    _ = mp_el_set_signal(editor, 0)
    _ = mp_el_set_reader(editor)
    _ = mp_el_set_prompt(editor) { editor in EditLineReader.prompt(for: editor) }
    if let history { _ = mp_el_set_hist(editor, history) }
    _ = mp_el_addfn(editor, "modalplay-complete", "Complete the word before the cursor") {
      editor, _ in EditLineReader.complete(in: editor)
    }
    _ = mp_el_bind(editor, "^I", "modalplay-complete")
    // Last, so that ~/.editrc (lines for all programs or prefixed `modalplay:`) can change
    // any of the above, including the Tab binding. A missing file is not an error.
    if let problem = Self.editrcProblem() {
      startProblems.append(problem + " (it is not read)")
    } else {
      _ = mp_el_source(editor, nil)
    }
  }

  deinit {
    // el_end restores the terminal; the history outlives the editor that refers to it.
    mp_el_end(editor)
    if let history { mp_history_close(history) }
    promptBytes.deallocate()
  }

  /// Why libedit could not be loaded (`cannot load libedit: ...`), after an init that returned
  /// nil because of it; nil when it loaded or was not tried.
  package static var loadFailure: String? {
    guard let reason = mp_libedit_error(), reason.pointee != 0 else { return nil }
    return String(cString: reason)
  }

  /// Shows `prompt` and reads one line with editing.
  ///
  /// An interrupt that arrived before this call (for example during the previous command)
  /// is discarded: only Ctrl-C while the line is being typed gives `.interrupted`.
  package func read(prompt: String) -> LineInput {
    setPrompt(prompt)
    _ = mp_take_interrupt()
    while true {
      var count: Int32 = 0
      errno = 0
      mp_set_editing(1)
      let text = mp_el_gets(editor, &count)
      mp_set_editing(0)
      if let text {
        var line = String(cString: text)
        if line.last == "\n" || line.last == "\r\n" { line.removeLast() }
        return .line(line)
      }
      let error = errno
      if mp_take_interrupt() != 0 {
        // libedit has already put the terminal back; the next el_gets starts empty.
        mp_el_reset(editor)
        _ = mp_el_write(editor, "^C\n")
        return .interrupted
      }
      if count < 0 && error == EINTR {
        // Another signal ended the read (the shim's read function goes on after a resize
        // or `fg` itself): type the half-typed line back in and read again.
        let pending = currentLine()
        if !pending.isEmpty { mp_el_push(editor, pending) }
        continue
      }
      // Ctrl-D on an empty line, end of file, or a terminal error: end the prompt's line.
      _ = mp_el_write(editor, "\n")
      return .endOfInput
    }
  }

  /// Adds the trimmed line to the history and appends it to the history file; empty lines
  /// and a repeat of the newest entry are not added.
  package func remember(_ line: String) {
    guard let history else { return }
    let trimmed = Self.trimmed(line)
    guard !trimmed.isEmpty, !trimmed.utf8.contains(0) else { return }
    if let newest = mp_history_newest(history), String(cString: newest) == trimmed { return }
    _ = mp_history_enter(history, trimmed)
    historyFile?.append(trimmed)
  }

  // MARK: - Prompt

  /// Stores `prompt` where the prompt callback finds it.
  private func setPrompt(_ prompt: String) {
    guard prompt != promptText else { return }
    promptText = prompt
    promptBytes.deallocate()
    promptBytes = Self.cString(prompt)
    promptWidth = Int(mp_display_width(promptBytes))
  }

  /// A newly allocated NUL-terminated copy of `text` (without any NULs inside it).
  private static func cString(_ text: String) -> UnsafeMutablePointer<CChar> {
    let bytes = text.utf8.filter { $0 != 0 }
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
  }

  /// libedit's prompt callback: the prompt of the reader attached to `editor`.
  ///
  /// The returned pointer stays valid until the prompt changes at the start of a `read`,
  /// after libedit's last use of it.
  private static func prompt(for editor: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let reader = reader(of: editor) else { return mp_empty_string() }
    return reader.promptBytes
  }

  /// The reader stored in the editor's client data.
  private static func reader(of editor: OpaquePointer?) -> EditLineReader? {
    guard let editor, let data = mp_el_get_clientdata(editor) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
  }

  // MARK: - Completion

  /// libedit's Tab command.
  private static func complete(in editor: OpaquePointer?) -> UInt8 {
    guard let reader = reader(of: editor) else { return UInt8(CC_ERROR) }
    return reader.complete()
  }

  /// Completes the word before the cursor.
  ///
  /// One candidate replaces the word and adds a space (unless it ends with `/`, a directory,
  /// or `=`, a `FIELD=` waiting for its value, or a space already follows). Several
  /// candidates: when their longest common prefix is longer than the word, it replaces the
  /// word; otherwise they are listed in columns under the line (after `Display all N
  /// possibilities? (y or n)` when the list is longer than the screen, as libedit's own
  /// completion asks) and the line is redrawn. No candidate: the bell.
  private func complete() -> UInt8 {
    guard let info = mp_el_line(editor) else { return UInt8(CC_ERROR) }
    let before = Self.text(from: info.pointee.buffer, to: info.pointee.cursor)
    let after = Self.text(from: info.pointee.cursor, to: info.pointee.lastchar)
    let completion = completer(before)
    let start = min(max(completion.start, 0), before.count)
    let word = String(before.dropFirst(start))
    var seen = Set<String>()
    let candidates = completion.candidates.filter {
      !$0.isEmpty && !$0.utf8.contains(0) && seen.insert($0).inserted
    }
    switch candidates.count {
    case 0:
      return mp_cc_refresh_beep()
    case 1:
      return completeUnique(word, with: candidates[0], after: after)
    default:
      let common = Self.longestCommonPrefix(candidates)
      if common.unicodeScalars.count > word.unicodeScalars.count {
        return replace(word, with: common) ? UInt8(CC_REFRESH) : mp_cc_refresh_beep()
      }
      list(candidates, before: before, after: after)
      return UInt8(CC_REDISPLAY)
    }
  }

  /// Completes `word` to its only candidate. What the line already holds after the cursor is
  /// stepped over, not typed again (readline's skip-completed-text): with the cursor before
  /// `off` in `keyboard off`, Tab moves past the word rather than giving `keyboard off off`. A
  /// space then ends the word (stepped over when one follows), unless the completion
  /// continues.
  private func completeUnique(_ word: String, with completion: String, after: String)
    -> UInt8
  {
    let plan = UniqueCompletion(word: word, completion: completion, after: after)
    // A completion that does not start with the word replaces it (`replace` deletes it).
    let extends = completion.unicodeScalars.starts(with: word.unicodeScalars)
    guard replace(word, with: extends ? word + plan.insert : plan.insert) else {
      return mp_cc_refresh_beep()
    }
    if plan.skip > 0 { _ = mp_el_cursor(editor, Int32(clamping: plan.skip)) }
    if !plan.insertAfter.isEmpty, mp_el_insertstr(editor, plan.insertAfter) != 0 {
      return mp_cc_refresh_beep()
    }
    if plan.skipAfter > 0 { _ = mp_el_cursor(editor, Int32(clamping: plan.skipAfter)) }
    return UInt8(CC_REFRESH)
  }

  /// True for a completion that the next word does not follow: a directory (`dir/`) or a
  /// field name waiting for its value (`height=`).
  static func continues(_ completion: String) -> Bool {
    completion.hasSuffix("/") || completion.hasSuffix("=")
  }

  /// Clears the terminal (the `clear` command); the next prompt is drawn at the top.
  package func clearScreen() {
    _ = mp_el_clear_screen(editor)
  }

  /// Replaces `word` (just before the cursor) with `replacement`, inserting only what is
  /// missing when the word is already its beginning. Returns false when libedit refused.
  private func replace(_ word: String, with replacement: String) -> Bool {
    let wordScalars = word.unicodeScalars
    var insertion = replacement
    if replacement.unicodeScalars.starts(with: wordScalars) {
      insertion = String(replacement.unicodeScalars.dropFirst(wordScalars.count))
    } else if !wordScalars.isEmpty {
      // libedit's line holds one wchar_t per Unicode scalar.
      mp_el_deletestr(editor, Int32(clamping: wordScalars.count))
    }
    if insertion.isEmpty { return true }
    return mp_el_insertstr(editor, insertion) == 0
  }

  /// Prints the candidates in columns (down, then across) below the edited line; when the
  /// list and the line would not fit on the screen, asks `Display all N possibilities? (y or
  /// n)` first and lists them only after `y` (or a space).
  ///
  /// The text is followed by as many empty rows as the cursor's row within the edited line:
  /// CC_REDISPLAY clears the edited line's rows counted from where libedit believes the
  /// cursor is, so those rows must be below the list for the list to survive.
  ///
  /// A candidate may be a config's key (any text): it is listed with its control characters
  /// visible (``VisibleText``).
  private func list(_ candidates: [String], before: String, after: String) {
    let candidates = candidates.map { VisibleText.visible($0) }
    let available = Int(mp_el_get_columns(editor))
    let columns = available > 0 ? available : 80
    let widths = candidates.map { Int(mp_display_width($0)) }
    let cellWidth = (widths.max() ?? 0) + 2
    let perRow = max(1, (columns + 2) / cellWidth)
    let rows = (candidates.count + perRow - 1) / perRow
    let cursorRow = (promptWidth + Int(mp_display_width(before))) / columns
    let lastRow = (promptWidth + Int(mp_display_width(before + after))) / columns
    var text = String(repeating: "\r\n", count: lastRow - cursorRow + 1)
    let lines = Int(mp_el_get_lines(editor))
    if lines > 0 && rows + lastRow + 1 > lines {
      _ = mp_el_write(editor, text + Self.question(candidates.count))
      let answer = mp_el_getc(editor)
      text = "\r\n"
      guard Self.accepts(answer) else {
        _ = mp_el_write(editor, text + String(repeating: "\r\n", count: cursorRow))
        return
      }
    }
    for row in 0..<rows {
      var line = ""
      for column in 0..<perRow {
        let index = column * rows + row
        guard index < candidates.count else { break }
        if !line.isEmpty { line += String(repeating: " ", count: cellWidth - widths[index - rows]) }
        line += candidates[index]
      }
      text += line + "\r\n"
    }
    text += String(repeating: "\r\n", count: cursorRow)
    _ = mp_el_write(editor, text)
  }

  /// What is asked before a list longer than the screen (libedit's own words).
  static func question(_ count: Int) -> String {
    "Display all \(count) possibilities? (y or n) "
  }

  /// True for the answers that show the list: `y`, `Y` or a space (anything else, and the end
  /// of input, do not).
  static func accepts(_ answer: Int32) -> Bool {
    answer == Int32(UInt8(ascii: "y")) || answer == Int32(UInt8(ascii: "Y"))
      || answer == Int32(UInt8(ascii: " "))
  }

  // MARK: - Helpers

  /// The UTF-8 text between two pointers into libedit's line (invalid bytes repaired).
  private static func text(from start: UnsafePointer<CChar>?, to end: UnsafePointer<CChar>?)
    -> String
  {
    guard let start, let end, end > start else { return "" }
    let bytes = UnsafeRawBufferPointer(start: start, count: end - start)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The line being edited (valid until the next el_gets).
  private func currentLine() -> String {
    guard let info = mp_el_line(editor) else { return "" }
    return Self.text(from: info.pointee.buffer, to: info.pointee.lastchar)
  }

  /// The longest common prefix of some strings, in whole Characters.
  package static func longestCommonPrefix(_ strings: [String]) -> String {
    guard let first = strings.first else { return "" }
    var prefix = first[...]
    for string in strings.dropFirst() {
      var end = prefix.startIndex
      var other = string.startIndex
      while end < prefix.endIndex, other < string.endIndex, prefix[end] == string[other] {
        prefix.formIndex(after: &end)
        string.formIndex(after: &other)
      }
      prefix = prefix[..<end]
    }
    return String(prefix)
  }

  /// The line without leading and trailing whitespace.
  package static func trimmed(_ line: String) -> String {
    guard let first = line.firstIndex(where: { !$0.isWhitespace }),
      let last = line.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(line[first...last])
  }
}

/// What a unique completion types, in order: `insert` at the cursor, a move `skip` Unicode
/// scalars right (over the word after the cursor when it is the completion's beginning),
/// `insertAfter` (the completion's rest after that word, and the space that ends it), a move
/// `skipAfter` right (over a space already there).
struct UniqueCompletion: Equatable {
  var insert = ""
  var skip = 0
  var insertAfter = ""
  var skipAfter = 0

  /// The plan for completing `word` (just before the cursor) to `completion`, with `after` the
  /// text after the cursor. When `completion` does not start with `word` the caller replaces
  /// the word, and `insert` is then the whole completion.
  init(word: String, completion: String, after: String) {
    let scalars = completion.unicodeScalars
    let rest =
      scalars.starts(with: word.unicodeScalars)
      ? String(scalars.dropFirst(word.unicodeScalars.count)) : completion
    let tail = after.unicodeScalars.prefix { $0 != " " && $0 != "\t" }
    var following = after.unicodeScalars[...]
    if !tail.isEmpty, rest.unicodeScalars.starts(with: tail) {
      skip = tail.count
      insertAfter = String(rest.unicodeScalars.dropFirst(tail.count))
      following = following.dropFirst(tail.count)
    } else {
      insert = rest
    }
    guard !EditLineReader.continues(completion) else { return }
    if following.first == " " {
      skipAfter = 1
    } else if skip > 0 || following.isEmpty {
      insertAfter += " "
    } else {
      insert += " "
    }
  }
}
