import ModalCore
import ModalRender
import ModalSupport

/// Text or one JSON object per command.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
  case text
  case json
}

/// How a session prints.
public struct ShellOptions: Hashable, Sendable {
  /// The width of the output (frames, wrapped lists).
  public var width = 80
  /// The terminal's rows, when a step must fit them (interactive, read before each line):
  /// the outline gets the rows the step's text and the prompt leave, and is left out with a
  /// note below ``Outline/fewestLines(for:)``. Nil (scripts, tests): the outline's size
  /// follows the width only.
  public var height: Int? = nil
  /// Plain ASCII frames.
  public var ascii = false
  /// ANSI emphasis.
  public var color = false
  /// No frame drawing.
  public var quiet = false
  public var format: OutputFormat = .text
  /// Echo each script line after the prompt (the output becomes a transcript); errors then go
  /// to standard output too, so the transcript is complete.
  public var echo = false
  /// Scripts go on after a failed command.
  public var keepGoing = false

  /// The defaults: width 80, text, frames drawn.
  public init() {}
}

/// Which stream a piece of output goes to.
public enum OutputStream: Hashable, Sendable {
  case standardOutput
  case standardError
}

/// How a script run ended.
public enum ScriptResult: Hashable, Sendable {
  case completed
  /// A command failed (the error was printed).
  case failed
  /// `quit` was run.
  case quit
  /// Ctrl-C stopped it.
  case interrupted
}

/// One playground session: a manager, the config document it came from, the options, the undo
/// stack and the input history. Lines go in through ``run(_:)`` or ``runScript(_:name:)``;
/// output accumulates and is collected with ``takeOutput()``. Nothing here touches a terminal.
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
      self.workspace = Workspace(manager: manager, document: document, documentName: name)
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
  public var prompt: String {
    let m = manager
    if !m.isVisible { return "modal[-]> " }
    if m.gesture != nil {
      let (low, high, _) = bracket()
      return "modal[\(low)~\(high)]> "
    }
    if let running = m.animation { return "modal[\(m.currentIndex)->\(running.target)]> " }
    if let key = m.currentPoint.key {
      return "modal[\(m.currentIndex) \(VisibleText.visible(key))]> "
    }
    return "modal[\(m.currentIndex)]> "
  }

  // MARK: - Commands

  /// Runs a parsed command: each group's file runs its own commands.
  mutating func execute(_ command: Command, input: String) throws(ShellError) {
    switch command {
    case .modal(let command): try run(command, input: input)
    case .environment(let command): try run(command, input: input)
    case .config(let command): try run(command, input: input)
    case .inspection(let command): try run(command, input: input)
    case .session(let command): try run(command, input: input)
    }
  }

  // MARK: - Steps

  /// Applies the actions (all or nothing), lets the animation run according to the animate
  /// mode, and prints the step.
  mutating func step(
    _ input: String, _ actions: [Action], settles: Bool = true,
    notes: [StepNote] = []
  ) throws(ShellError) {
    var events: [Event] = []
    if let recording, case .advance(let frames)? = actions.first, actions.count == 1 {
      recording.sampleMotion(manager, limit: frames)
    }
    do {
      if actions.count == 1 {
        // apply is all or nothing by itself: no copy needed.
        events = try manager.apply(actions[0])
      } else {
        var next = manager
        for action in actions { events += try next.apply(action) }
        manager = next
      }
    } catch {
      throw ShellError(error.description)
    }
    var samples: [ModalValues] = []
    var sampleTimes: [Int] = []
    // A drag that ends in a dismissal (DeckTransition dismisses during the drag) has no gesture
    // left: its animation plays like any other.
    if (settles || manager.gesture == nil) && manager.isMoving {
      if animateMode != .step { recording?.sampleMotion(manager) }
      switch animateMode {
      case .off:
        events += manager.settleAnimation()
      case .on:
        var guardCount = 0
        while manager.isMoving && guardCount < 10_000 {
          samples.append(manager.values)
          sampleTimes.append(manager.clock)
          // Frame by frame within the 4, so that the last sample is the animation's end,
          // not up to 3 frames after it (the same end time as `animate off`).
          for _ in 0..<4 where manager.isMoving { events += manager.advanceClock(frames: 1) }
          guardCount += 1
        }
        samples.append(manager.values)
        sampleTimes.append(manager.clock)
      case .step:
        break
      }
    }
    lastEvents = events
    emitStep(
      input, events: events, drawFrame: !options.quiet, samples: samples, times: sampleTimes,
      notes: notes)
  }

  mutating func environmentStep(_ input: String, _ change: EnvironmentChange) throws(ShellError) {
    let snapshot = Snapshot(
      document: document, name: documentName, environment: manager.environment, command: input)
    try step(input, [.environment(change)])
    pushUndo(snapshot)
  }

  mutating func pushUndo(_ snapshot: Snapshot) {
    undoStack.append(snapshot)
    // Keep the last 100 to 200 (trimming in batches keeps appends O(1) amortised).
    if undoStack.count > 200 { undoStack.removeFirst(undoStack.count - 100) }
  }

  /// Replaces the document as one undoable step; `notes` go into the step's JSON object.
  mutating func replaceDocument(
    _ input: String, _ replacement: ConfigDocument, name: String,
    notes: [StepNote] = []
  ) throws(ShellError) {
    let snapshot = Snapshot(
      document: document, name: documentName, environment: manager.environment, command: input)
    let previous = (document, documentName)
    document = replacement
    documentName = name
    do {
      try step(input, [.replaceConfig(replacement.config, name: name)], notes: notes)
    } catch {
      (document, documentName) = previous
      throw error
    }
    pushUndo(snapshot)
  }

  mutating func undo(_ input: String) throws(ShellError) {
    guard let snapshot = undoStack.last else { throw ShellError("nothing to undo") }
    var next = manager
    var events: [Event] = []
    do {
      events += try next.apply(.replaceConfig(snapshot.document.config, name: snapshot.name))
      events += try next.apply(.environment(.restore(snapshot.environment)))
    } catch {
      throw ShellError(error.description)
    }
    if next.animation != nil && animateMode != .step {
      events += (try? next.apply(.settle)) ?? []
    }
    undoStack.removeLast()
    manager = next
    document = snapshot.document
    documentName = snapshot.name
    lastEvents = events
    // What was undone heads the step: the command's own words, shown as data.
    emitStep(
      input, events: events, drawFrame: !options.quiet,
      notes: [StepNote("undid", .string(snapshot.command))],
      heading: "undid    " + VisibleText.visible(snapshot.command))
  }

  // MARK: - Step output

  /// The two points around the current percent during a drag, and t between them.
  func bracket() -> (Int, Int, Double) {
    let bracket = manager.bracket
    return (bracket.lower, bracket.upper, bracket.fraction)
  }

}
