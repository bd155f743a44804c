import ModalCore

/// Where a session started: what `reset` returns to and what `record` writes first.
public struct SessionStart {
  /// The starting document and its name (a preset's name or a file name).
  public var document: ConfigDocument
  public var name: String
  /// The starting device, orientation, keyboard, flags and iOS version.
  public var environment: Environment
  /// The starting options (frames, width, format...).
  public var options: ShellOptions
  /// The config file the session was opened on, as a path `load` can read from anywhere;
  /// nil when it started on a built-in preset.
  public var configPath: String? = nil

  /// The script lines that bring a fresh session here: the preset or config, the device,
  /// the orientation, the keyboard, the flags, the iOS version and the frames option.
  var lines: [String] {
    var lines: [String] = []
    if let configPath {
      lines.append("load \(Self.word(configPath))")
    } else {
      lines.append("preset \(name)")
    }
    let device = environment.device
    if device.name == "custom" {
      lines.append(
        "size \(Text.pt(device.portraitSize.width))x\(Text.pt(device.portraitSize.height))")
    } else {
      lines.append("device \(device.name)")
    }
    if environment.orientation != .portrait {
      lines.append("rotate \(environment.orientation.rawValue)")
    }
    if let inset = environment.safeAreaOverride {
      let values = [inset.top, inset.left, inset.bottom, inset.right].map(Text.pt)
      lines.append("safearea " + values.joined(separator: " "))
    }
    if let height = environment.keyboardHeight { lines.append("keyboard \(Text.pt(height))") }
    if environment.reduceMotion { lines.append("reduce-motion on") }
    if environment.voiceOver { lines.append("voiceover on") }
    for name in environment.flags.sorted() { lines.append("flag \(name) on") }
    if environment.ios != .newest { lines.append("ios \(environment.ios.text)") }
    lines.append(options.quiet ? "frames off" : "frames on")
    return lines
  }
}

extension SessionStart {
  /// A path as one script word: as it is when it has nothing special, else in double quotes
  /// (with `\"` and `\\` escaped).
  static func word(_ text: String) -> String {
    let special: Set<Character> = [" ", "\t", "'", "\"", "\\", "#"]
    guard text.contains(where: special.contains) else { return text }
    var quoted = "\""
    for character in text {
      if character == "\"" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}

extension Session {
  /// `reset`: a fresh session on the starting config and environment, dismissed, the clock at
  /// 0, no undo history, the starting options; the input history is kept.
  mutating func reset(_ input: String) throws(ShellError) -> Reply {
    let fresh: Manager
    do {
      fresh = try Manager(
        config: start.document.config, name: start.name, environment: start.environment)
    } catch {
      throw ShellError(error.description)
    }
    // The workspace and the recorded lines start again; the options too but for --echo (a
    // transcript stays one); the input history, the scripts' context and the files stay.
    let echo = options.echo
    workspace = Workspace(
      manager: fresh, document: start.document, documentName: start.name,
      gestures: GestureLog(start: start.environment))
    recorded = Recorded()
    options = start.options
    options.echo = echo
    let device = start.environment.device.name
    return .text("reset: \(Text.shown(start.name)) on \(device), dismissed, clock 0")
  }

  /// `record FILE`: the lines that replay to this state from a fresh session (the start,
  /// then every command that ran and succeeded, in scripts and `-c` too).
  func recordedScript() -> (text: String, count: Int) {
    var header = ["# recorded by modalplay: replays to the same state (modalplay FILE)"]
    if droppedLines {
      header.append(
        "# (only the last \(ranLines.count) commands were kept: the replay starts further back)")
    }
    let lines = start.lines + ranLines
    let text = (header + lines).map { $0 + "\n" }.joined()
    return (text, lines.count)
  }

  /// True for the commands `record` keeps: not the ones that only look, run other files or
  /// leave, and not `expect error` (the failed command it follows is left out).
  static func isRecorded(_ command: Command) -> Bool {
    switch command {
    case .session(.source), .session(.record), .session(.history), .session(.help),
      .session(.quit), .session(.reset), .session(.clear):
      return false
    case .inspection(.expect(.check(.error), _, _)):
      return false
    default:
      return true
    }
  }

  // MARK: - Files

  /// The files a command may read and write: the file system, the session's ``Files`` part,
  /// and from the scripts running the folder relative paths resolve in and the scripts that
  /// must not be overwritten. Changes to the part are kept when `body` ends.
  mutating func withFiles<T>(_ body: (inout FileAccess) throws(ShellError) -> T)
    throws(ShellError) -> T
  {
    var access = fileAccess()
    defer { fileState = access.state }
    return try body(&access)
  }

  /// The file access of a command run now (its changes go back to ``fileState``).
  func fileAccess() -> FileAccess {
    FileAccess(
      system: files, state: fileState, base: baseDirectories.last ?? "", running: sourceStack)
  }

  /// The path to open for a file argument (``FileAccess/resolve(_:)``): what `source` opens.
  mutating func resolve(_ path: String) throws(ShellError) -> String {
    try withFiles { (access: inout FileAccess) throws(ShellError) in try access.resolve(path) }
  }

  /// Removes the session's `$TMP/` folder, if it made one (when the run ends).
  public mutating func removeTemporaryFiles() {
    guard let temporaryDirectory else { return }
    files.removeTemporaryDirectory(temporaryDirectory)
    self.temporaryDirectory = nil
  }

  /// Reads a file argument's bytes as they are (a script's); errors name the file as written.
  mutating func readFileBytes(_ path: String) throws(ShellError) -> [UInt8] {
    try withFiles { (access: inout FileAccess) throws(ShellError) in try access.readBytes(path) }
  }

  /// Writes the file argument of `record` (``FileAccess/write(_:_:command:force:)``).
  mutating func writeFile(_ path: String, _ contents: String, command: String, force: Bool)
    throws(ShellError)
  {
    try withFiles { (access: inout FileAccess) throws(ShellError) in
      try access.write(path, contents, command: command, force: force)
    }
  }
}
