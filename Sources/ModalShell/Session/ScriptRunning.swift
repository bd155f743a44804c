import ModalCore
import ModalSupport

/// A failed script line: where (`a.modal:4: in b.modal:2`) and the error.
public struct ScriptFailure: Hashable, Sendable {
  /// The location, outermost script first.
  public var location: String
  /// The error message (empty when it was reported by a nested script).
  public var message: String

  /// Creates a failure.
  public init(location: String, message: String) {
    self.location = location
    self.message = message
  }
}

extension Session {
  /// Runs one interactive line; errors are printed as `error: ...`. Returns false when the
  /// line failed.
  @discardableResult
  public mutating func run(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces
    if !trimmed.isEmpty && trimmed.utf8.first != UInt8(ascii: "#") {
      inputLines.append(trimmed)
      if inputLines.count > Self.historyLimit {
        inputLines.removeFirst(inputLines.count - Self.historyLimit)
      }
    }
    return run(line, trimmed: trimmed, location: nil)
  }

  /// Where a script line comes from; its text is built only when an error is printed.
  struct Location: Equatable {
    var callers: [String] = []
    var name: String
    var line: Int
    var here: String { "\(name):\(line)" }
    var text: String {
      let bytes = ByteBuffer(capacity: 64)
      write(into: bytes)
      return bytes.string
    }

    /// Appends ``text`` (`a.modal:4: in b.modal:2`) to `bytes`; `shown`: as printed, the file
    /// names (any text) with their control characters visible (``VisibleText``).
    func write(into bytes: ByteBuffer, shown: Bool = false) {
      for caller in callers {
        if shown { VisibleText.append(caller, to: bytes) } else { bytes.append(caller) }
        bytes.append(": in " as StaticString)
      }
      if shown { VisibleText.append(name, to: bytes) } else { bytes.append(name) }
      bytes.append(UInt8(ascii: ":"))
      FixedFormat.append(line, to: bytes)
    }
  }

  /// A failed line that an `expect error` on the next line may still accept; its location's
  /// text is built only if it becomes the first failure.
  struct PendingFailure {
    var location: Location
    var message: String
  }

  /// Runs `line`, whose ``String/trimmingSpaces`` is `trimmed` (the caller has trimmed it
  /// already).
  mutating func run(_ line: String, trimmed: String, location: Location?) -> Bool {
    do {
      guard let command = try CommandTable.parse(line) else { return true }
      let animate = animateMode
      if command.group == .config {
        // A config command may restore an environment (undo): compare replays it.
        let before = manager.environment
        try execute(command, input: trimmed)
        succeeded(command, input: trimmed, animate: animate, environmentBefore: before)
      } else {
        // No optional environment for the other commands: handling one costs every line.
        try execute(command, input: trimmed)
        succeeded(command, input: trimmed, animate: animate, environmentBefore: nil)
      }
      return true
    } catch {
      lastError = error.message
      if error.message.isEmpty { return false }  // already reported (a nested script)
      printError(error.message, location: location, input: trimmed, detail: error.detail)
      return false
    }
  }

  /// Keeps what a command that succeeded leaves: the line for `record`, and the command in the
  /// log `compare` replays (with the environment after it when the log needs it).
  private mutating func succeeded(
    _ command: Command, input: String, animate: AnimateMode, environmentBefore: Environment?
  ) {
    lastError = nil
    if Self.isRecorded(command) { remember(input) }
    // Two calls, not one with an optional environment: building and destroying the optional
    // for every line costs more than the note itself.
    if GestureLog.needsEnvironment(command) {
      workspace.gestures.note(
        command, input: input, environment: manager.environment, animate: animate,
        environmentBefore: environmentBefore)
    } else {
      workspace.gestures.note(
        command, input: input, environment: nil, animate: animate,
        environmentBefore: environmentBefore)
    }
  }

  /// Runs a script file: like ``runScript(_:name:)``, with the file's canonical path on the
  /// stack of running scripts so that a `source` back to it is refused as a cycle, and its
  /// folder as the one relative paths in it resolve in.
  public mutating func runScript(_ text: String, name: String, path: String) -> ScriptResult {
    var lines = TextLines(text)
    return runScript(&lines, name: name, path: path)
  }

  /// Runs a script file read a line at a time, with its path on the stack of running scripts.
  public mutating func runScript<Source: ScriptLineSource>(
    _ source: inout Source, name: String, path: String
  ) -> ScriptResult {
    sourceStack.append(files.canonical(path))
    baseDirectories.append(Paths.directory(of: path))
    defer {
      sourceStack.removeLast()
      baseDirectories.removeLast()
    }
    return runScript(&source, name: name)
  }

  /// Runs a script: every line in order, stopping at the first failure unless `keepGoing`.
  /// Errors carry `name:line:`, counted from `firstLine` (the third `-c` is `-c:3`).
  public mutating func runScript(_ text: String, name: String, firstLine: Int = 1)
    -> ScriptResult
  {
    var lines = TextLines(text)
    return runScript(&lines, name: name, firstLine: firstLine)
  }

  /// Runs a script read one line at a time from `source`. A failed command followed by
  /// `expect error "TEXT"` (TEXT in its message) is not a failure; any other is, and the
  /// first is kept in ``firstFailure``.
  public mutating func runScript<Source: ScriptLineSource>(
    _ source: inout Source, name: String, firstLine: Int = 1
  ) -> ScriptResult {
    var failed = false
    var number = firstLine - 1
    // A failed command that an `expect error` on the next line may still accept.
    var pending: PendingFailure? = nil
    while let next = source.nextLine() {
      number += 1
      if interrupted() { return .interrupted }
      let location = Location(callers: sourceChain, name: name, line: number)
      var line: String
      switch next {
      case .tooLong(let length):
        failed = true
        let message = "line is too long (\(length) bytes; the limit is 1 MiB)"
        if refuse(message, at: location, pending: &pending) { return .failed }
        continue
      case .notUTF8:
        failed = true
        if refuse(Self.binaryLine, at: location, pending: &pending) { return .failed }
        continue
      case .text(let text):
        line = text
      }
      if number == firstLine && line.hasPrefix("\u{FEFF}") { line.removeFirst() }
      if number == firstLine && line.hasPrefix("#!") { continue }
      if Self.looksBinary(line) {
        failed = true
        if refuse(Self.binaryLine, at: location, pending: &pending) { return .failed }
        continue
      }
      let trimmed = line.trimmingSpaces
      // A byte, not `hasPrefix` (which compares Characters): this runs for every line.
      if trimmed.isEmpty || trimmed.utf8.first == UInt8(ascii: "#") { continue }
      let expectsError = Self.isExpectError(trimmed)
      if !expectsError && settle(&pending) {
        failed = true
        if !options.keepGoing { return .failed }
      }
      pending = nil
      // An `echo` line is not echoed itself: its text is its output, so a lesson's narration
      // reads once in a transcript.
      if options.echo && !Self.isEcho(trimmed) { echo(prompt + VisibleText.visible(trimmed)) }
      onScriptLine?(location.text)
      currentLocation = location
      recording?.beginStep(trimmed)
      let succeeded = run(line, trimmed: trimmed, location: location)
      recording?.endStep(manager)
      if !succeeded {
        let failure = PendingFailure(location: location, message: lastError ?? "")
        if expectsError {
          // An `expect error` that fails cannot itself be expected.
          recordFailure(failure)
          failed = true
          if !options.keepGoing { return .failed }
        } else {
          pending = failure
        }
      }
      if didQuit { return .quit }
    }
    if settle(&pending) { failed = true }
    return failed ? .failed : .completed
  }

  /// A line that cannot run (too long, binary): the pending failure first, then this one is
  /// reported and kept. True when the script stops.
  mutating func refuse(_ message: String, at location: Location, pending: inout PendingFailure?)
    -> Bool
  {
    if settle(&pending) && !options.keepGoing { return true }
    printError(message, location: location, input: nil)
    recordFailure(PendingFailure(location: location, message: message))
    return !options.keepGoing
  }

  /// Turns a pending failure into a real one; true when there was one.
  mutating func settle(_ pending: inout PendingFailure?) -> Bool {
    guard let failure = pending else { return false }
    pending = nil
    recordFailure(failure)
    return true
  }

  /// Keeps a command for `record`: the last ``historyLimit`` to twice that many (trimmed in
  /// batches, so a script of a million lines runs in constant memory).
  mutating func remember(_ line: String) {
    ranLines.append(line)
    if ranLines.count > 2 * Self.historyLimit {
      ranLines.removeFirst(ranLines.count - Self.historyLimit)
      droppedLines = true
    }
  }

  /// Keeps the first failure (its location's text is built for that one only).
  mutating func recordFailure(_ failure: PendingFailure) {
    if firstFailure == nil {
      firstFailure = ScriptFailure(location: failure.location.text, message: failure.message)
    }
  }

  /// True for an `echo` line (its first word `echo`), read as bytes: this runs for every line a
  /// script echoes.
  static func isEcho(_ line: String) -> Bool {
    var bytes = line.utf8.makeIterator()
    for expected in "echo".utf8 where bytes.next() != expected { return false }
    guard let next = bytes.next() else { return true }
    return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
  }

  /// True for an `expect error ...` line, trimmed (parsed only when it may be one: a script
  /// line is not parsed twice).
  static func isExpectError(_ line: String) -> Bool {
    // Bytes, not Characters: this runs for every script line, and String's own `contains`
    // compares Characters (about 28 k instructions on a narration line, issue 36). A byte
    // match finds every line the Character match finds (and the parse decides).
    guard line.utf8.first == UInt8(ascii: "e"), containsError(line) else { return false }
    guard case .inspection(.expect(.check(.error), _, _))? = try? CommandTable.parse(line) else {
      return false
    }
    return true
  }

  /// True when the UTF-8 bytes of `line` hold the bytes of `error`.
  static func containsError(_ line: String) -> Bool {
    var line = line
    return line.withUTF8 { bytes in
      let word: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0x65, 0x72, 0x72, 0x6F, 0x72)  // error
      guard bytes.count >= 5 else { return false }
      for start in 0...(bytes.count - 5) where bytes[start] == word.0 {
        if bytes[start + 1] == word.1 && bytes[start + 2] == word.2 && bytes[start + 3] == word.3
          && bytes[start + 4] == word.4
        {
          return true
        }
      }
      return false
    }
  }

  /// `expect error TEXT`: the command before failed, and TEXT is part of its message.
  static func expectError(_ text: String, lastError: String?) throws(ShellError) {
    guard let message = lastError else {
      throw ShellError(
        "expect error: the command before succeeded (expected an error with '\(text)')")
    }
    guard message.contains(text) else {
      throw ShellError("expect error: expected an error with '\(text)', got '\(message)'")
    }
  }

  /// The error of a line that is not text: invalid UTF-8 or control characters.
  static let binaryLine = "line contains binary data"

  /// True for a line with control characters (other than tab). Bytes that are not UTF-8 are
  /// found before they are repaired (``ScriptLine/notUTF8``): a U+FFFD typed in a line is text.
  static func looksBinary(_ line: String) -> Bool {
    var line = line
    return line.withUTF8 { bytes in bytes.contains { $0 < 0x20 && $0 != 0x09 } }
  }
}
