extension Session {
  /// Runs one interactive line; errors are printed as `error: ...`. Returns false when the
  /// line failed.
  @discardableResult
  public mutating func run(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces
    if !trimmed.isEmpty && !trimmed.hasPrefix("#") {
      inputLines.append(trimmed)
      if inputLines.count > Self.historyLimit {
        inputLines.removeFirst(inputLines.count - Self.historyLimit)
      }
    }
    return run(line, location: nil)
  }

  /// Where a script line comes from; its text is built only when an error is printed.
  struct Location {
    var name: String
    var line: Int
    var text: String { "\(name):\(line)" }
  }

  mutating func run(_ line: String, location: Location?) -> Bool {
    let trimmed = line.trimmingSpaces
    do {
      guard let command = try CommandTable.parse(line) else { return true }
      try execute(command, input: trimmed)
      return true
    } catch {
      if error.message.isEmpty { return false }  // already reported (a nested script)
      if options.format == .json {
        print(
          "{\"input\": \(Text.json(trimmed)), \"ok\": false, \"error\": \(Text.json(error.message))}"
        )
      }
      printError(error.message, location: location?.text)
      return false
    }
  }

  /// Runs a script file: like ``runScript(_:name:)``, with the file's canonical path on the
  /// stack of running scripts so that a `source` back to it is refused as a cycle.
  public mutating func runScript(_ text: String, name: String, path: String) -> ScriptResult {
    var lines = TextLines(text)
    return runScript(&lines, name: name, path: path)
  }

  /// Runs a script file read a line at a time, with its path on the stack of running scripts.
  public mutating func runScript<Source: ScriptLineSource>(
    _ source: inout Source, name: String, path: String
  ) -> ScriptResult {
    sourceStack.append(files.canonical(path))
    defer { sourceStack.removeLast() }
    return runScript(&source, name: name)
  }

  /// Runs a script: every line in order, stopping at the first failure unless `keepGoing`.
  /// Errors carry `name:line:`.
  public mutating func runScript(_ text: String, name: String) -> ScriptResult {
    var lines = TextLines(text)
    return runScript(&lines, name: name)
  }

  /// Runs a script read one line at a time from `source`.
  public mutating func runScript<Source: ScriptLineSource>(_ source: inout Source, name: String)
    -> ScriptResult
  {
    var failed = false
    var number = 0
    while let next = source.nextLine() {
      number += 1
      if interrupted() { return .interrupted }
      let location = Location(name: name, line: number)
      let line: String
      switch next {
      case .tooLong(let length):
        printError(
          "line is too long (\(length) bytes; the limit is 1 MiB)", location: location.text)
        failed = true
        if options.keepGoing { continue }
        return .failed
      case .text(let text):
        line = text
      }
      if number == 1 && line.hasPrefix("#!") { continue }
      if Self.looksBinary(line) {
        printError("line contains binary data", location: location.text)
        failed = true
        if options.keepGoing { continue }
        return .failed
      }
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if options.echo && options.format == .text { print(prompt + trimmed) }
      if !run(line, location: location) {
        failed = true
        if !options.keepGoing { return .failed }
      }
      if didQuit { return .quit }
    }
    return failed ? .failed : .completed
  }

  /// True for a line with control characters (other than tab) or bytes that were not UTF-8.
  static func looksBinary(_ line: String) -> Bool {
    var line = line
    return line.withUTF8 { bytes in
      for (i, byte) in bytes.enumerated() {
        if byte < 0x20 && byte != 0x09 { return true }
        // U+FFFD (EF BF BD): what invalid UTF-8 was repaired to.
        if byte == 0xBD && i >= 2 && bytes[i - 2] == 0xEF && bytes[i - 1] == 0xBF { return true }
      }
      return false
    }
  }
}
