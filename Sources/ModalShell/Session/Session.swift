import ModalCore
import ModalRender
import ModalSupport

/// One playground session: a coordinator of owned parts (the workspace the commands change,
/// the lines `record` replays, the scripts running, the files written; SessionParts.swift),
/// the options and the input history. Lines go in through ``run(_:)`` or
/// ``runScript(_:name:)``; each command group changes the parts (Commands/), steps go through
/// Session+Steps.swift, and the output (Output/Replies.swift, the one place that knows the
/// format) accumulates until ``takeOutput()``. Nothing here touches a terminal.
public struct Session {
  /// The options; they may change between lines.
  public var options: ShellOptions
  /// Every line entered, in order.
  public internal(set) var inputLines: [String] = []
  /// Shows a `help` page taller than the window (``ShellOptions/height``): set by the
  /// program when it is interactive on a terminal, to run the pager; false when the pager could
  /// not run, and the page is printed instead. Nil (scripts, tests): pages are printed.
  public var pager: ((String) -> Bool)? = nil
  /// Called between script lines; true stops the script as interrupted.
  public var interrupted: () -> Bool = { false }
  /// True once `quit` ran.
  public internal(set) var didQuit = false
  /// True after a `clear` until the interactive loop takes it (``takeClearRequest()``).
  var clearRequested = false
  /// When set, output goes straight here instead of accumulating for ``takeOutput()`` (so a
  /// long script runs in constant memory).
  public var outputHandler: ((OutputStream, String) -> Void)? = nil
  /// When set, step output (text and frame, built as UTF-8 bytes) goes here without becoming a
  /// String first; other output still goes to ``outputHandler``.
  public var bytesHandler: ((OutputStream, UnsafeBufferPointer<UInt8>) -> Void)? = nil
  /// The most interactive lines kept for `history` and `record`.
  public static let historyLimit = 10_000
  /// The deepest `source` nesting: a deeper one is refused (each level costs stack; 254
  /// levels overflowed it).
  public static let maximumSourceDepth = 64
  /// Called before each script line runs (nested ones too) with its location
  /// (`a.modal:4: in b.modal:2`), so a runner can tell which line printed what.
  public var onScriptLine: ((String) -> Void)? = nil
  /// Where the session started, for `reset` and `record`; `configPath` is the config file it
  /// was opened on (nil for a preset), set by whoever opened it.
  public var start: SessionStart
  /// When set, each script line's input, output and frames are recorded here (for the page
  /// `--html` writes); nil costs nothing.
  public var recording: SessionRecording? = nil

  let files: any FileSystem
  /// What the commands work on (``Workspace``).
  var workspace: Workspace
  /// What `record` replays (``Recorded``).
  var recorded = Recorded()
  /// The scripts running now (``ScriptContext``).
  var script = ScriptContext()
  /// The files the session made or wrote (``Files``).
  var fileState = Files()
  /// The step output is built here (cleared before each step, so copies of a session may share
  /// it).
  let stepBuffer = ByteBuffer(capacity: 4096)
  /// One event's text while the step output decides where to wrap.
  let eventBuffer = ByteBuffer(capacity: 64)
  /// An error line is built here (cleared before each).
  let errorBuffer = ByteBuffer(capacity: 256)
  var output: [(OutputStream, String)] = []

  /// What `undo` restores. A class: the undo stack is trimmed by moving references, not
  /// kilobyte-sized documents.
  final class Snapshot {
    let document: ConfigDocument
    let name: String
    let environment: Environment
    /// The command whose change this undoes, which `undo` names.
    let command: String

    init(document: ConfigDocument, name: String, environment: Environment, command: String) {
      self.document = document
      self.name = name
      self.environment = environment
      self.command = command
    }
  }

  /// A session on a document.
  public init(
    document: ConfigDocument, name: String, environment: Environment = Environment(),
    options: ShellOptions = ShellOptions(), files: any FileSystem = LocalFileSystem()
  ) throws(ShellError) {
    self.options = options
    self.files = files
    self.start = SessionStart(
      document: document, name: name, environment: environment, options: options)
    do {
      let manager = try Manager(config: document.config, name: name, environment: environment)
      self.workspace = Workspace(
        manager: manager, document: document, documentName: name,
        gestures: GestureLog(start: environment))
    } catch {
      throw ShellError(error.description)
    }
  }

  /// A session on a built-in preset.
  public init(
    preset: String = BuiltinPresets.defaultName, environment: Environment = Environment(),
    options: ShellOptions = ShellOptions(), files: any FileSystem = LocalFileSystem()
  ) throws(ShellError) {
    let document = try Self.presetDocument(preset)
    try self.init(
      document: document, name: preset, environment: environment, options: options, files: files)
  }

  /// The prompt: where the modal is (`modal[2 half]> `, `modal[1~2]> ` while dragging,
  /// `modal[1->2]> ` while animating, `modal[-]> ` when dismissed).
  public var prompt: String { "modal[\(Self.position(of: manager))]> " }

  /// Where the modal is, as the prompt and `compare` show it: `2 half` at a point (its index
  /// and key), `1~2` while dragging, `1->2` while animating, `-` when dismissed.
  static func position(of m: Manager) -> String {
    if !m.isVisible { return "-" }
    if m.gesture != nil {
      let bracket = m.bracket
      return "\(bracket.lower)~\(bracket.upper)"
    }
    if let running = m.animation { return "\(m.currentIndex)->\(running.target)" }
    if let key = m.currentKey { return "\(m.currentIndex) \(VisibleText.visible(key))" }
    return "\(m.currentIndex)"
  }

  // MARK: - Commands

  /// Runs a parsed command: each group's file runs its own commands and answers; the answer
  /// goes to the output.
  mutating func execute(_ command: Command, input: String) throws(ShellError) {
    // Each answer goes straight to the output (a copy of it would retain its arrays).
    switch command {
    case .modal(let command):
      send(
        try workspace.run(command, input: input, recording: recording, width: options.width),
        input: input)
    case .environment(let command):
      send(
        try workspace.run(command, input: input, recording: recording, width: options.width),
        input: input)
    case .config(let command):
      var files = fileAccess()
      defer { fileState = files.state }
      send(
        try workspace.run(
          command, input: input, files: &files, recording: recording, width: options.width),
        input: input)
    case .inspection(let command):
      var files = fileAccess()
      defer { fileState = files.state }
      send(
        try workspace.run(
          command, input: input, files: &files, lastError: lastError, options: options,
          recording: recording),
        input: input)
    case .session(let command): send(try run(command, input: input), input: input)
    }
  }

}
