import ModalCore
import ModalRender

/// A recording of sessions for the page `--html` writes (``SessionPage``): for every command of
/// a script, its input, the text it printed and the frames it shows. The frames are the
/// manager's own samples, one per frame of the simulated clock (60 per second) while the
/// command's animation or deceleration runs, then its end state, each drawn as the element
/// lines of ``FrameSVG/elements(_:)``. A line that several frames share is kept once in
/// ``lines``; a frame lists indices into it, so a page of a long lesson stays small.
///
/// Sampling runs on copies of the manager: a session with a recording prints and behaves byte
/// for byte as one without. A class, so that a session's copies add to the same recording.
public final class SessionRecording {
  /// One frame: the container's size (the drawing's view box) and its element lines, as
  /// indices into ``SessionRecording/lines``.
  public struct Frame: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var elements: [Int]
  }

  /// One command: its input, what it printed (no colour, no echoed prompt line) and its
  /// frames (one for a command that moves nothing).
  public struct Step: Hashable, Sendable {
    public var input: String
    public var output: String
    public var frames: [Frame]
    /// The picture the command draws besides its text, as a whole `<svg>` document:
    /// `releasemap`'s map and `compare`'s final frames side by side (the SVG their `--svg`
    /// writes), shown under the output on the page; nil for the other commands.
    public var picture: String? = nil
  }

  /// One script, run in its own fresh session.
  public struct Script: Hashable, Sendable {
    /// The name the page shows for it (the script's file name).
    public var name: String
    public var steps: [Step]
  }

  /// The most frames one command keeps (a minute of the clock): a runaway animation cannot
  /// make the page grow without bound.
  public static let maximumFramesPerStep = 3600

  /// The scripts recorded, in order.
  public private(set) var scripts: [Script] = []
  /// Every distinct element line, in the order first drawn.
  public private(set) var lines: [String] = []
  var lineIndex: [String: Int] = [:]
  /// The command being recorded, and how deep in `source` the running line is (only the
  /// outermost lines are steps: a `source` line's step holds what its script printed and
  /// showed).
  var current: Step? = nil
  var depth = 0

  /// An empty recording.
  public init() {}

  /// Starts the recording of a script named `name`: the commands recorded next belong to it.
  public func beginScript(_ name: String) {
    scripts.append(Script(name: name, steps: []))
  }

  /// The number of commands and of frames recorded.
  public var stepCount: Int { scripts.reduce(0) { $0 + $1.steps.count } }
  public var frameCount: Int {
    scripts.reduce(0) { total, script in total + script.steps.reduce(0) { $0 + $1.frames.count } }
  }

  // MARK: - Called by the session

  /// A script line is about to run.
  func beginStep(_ input: String) {
    depth += 1
    guard depth == 1 else { return }
    current = Step(input: input, output: "", frames: [])
  }

  /// Output of the running command.
  func capture(_ text: String) {
    current?.output += text
  }

  /// True while a command is being recorded: a command that draws a picture only renders it
  /// for the page then.
  var isRecordingStep: Bool { current != nil }

  /// The running command's picture (the last one it draws: a `source` line's step keeps its
  /// script's last `releasemap` or `compare`).
  func attachPicture(_ svg: String) {
    current?.picture = svg
  }

  /// The frames of a motion that starts now: a copy of `manager` advanced one frame at a
  /// time while it moves, at most `limit` frames; every state before the last (the end state
  /// is recorded when the command ends).
  func sampleMotion(_ manager: Manager, limit: Int = SessionRecording.maximumFramesPerStep) {
    guard current != nil, manager.isMoving else { return }
    var copy = manager
    var count = 0
    while copy.isMoving && count < limit {
      guard let frames = current?.frames.count, frames < Self.maximumFramesPerStep else { return }
      current?.frames.append(frame(copy))
      _ = copy.advanceClock(frames: 1)
      count += 1
    }
  }

  /// The script line ended with the session's manager in `manager`.
  func endStep(_ manager: Manager) {
    depth -= 1
    guard depth == 0, var step = current else { return }
    step.frames.append(frame(manager))
    current = nil
    if scripts.isEmpty { beginScript("session") }
    scripts[scripts.count - 1].steps.append(step)
  }

  func frame(_ manager: Manager) -> Frame {
    let size = manager.environment.containerSize
    let elements = FrameSVG.elements(manager).map { line in
      if let index = lineIndex[line] { return index }
      lines.append(line)
      lineIndex[line] = lines.count - 1
      return lines.count - 1
    }
    return Frame(width: size.width, height: size.height, elements: elements)
  }
}

extension Session {
  /// `record --html`: the commands `record` would write (every one that succeeded since the
  /// start), replayed in a fresh session on the same start (its options, no colour), each
  /// recorded. Deterministic: the page is the same as `modalplay --html` of the recorded
  /// script. The replay writes no file (`save`, `export` replayed are not written again).
  func replayRecording() -> SessionRecording {
    let recording = SessionRecording()
    recording.beginScript(start.name)
    var options = start.options
    options.color = false
    options.echo = false
    options.keepGoing = true
    var replayStart = start
    replayStart.options = options
    guard
      var replay = try? Session(
        document: start.document, name: start.name, environment: start.environment,
        options: options, files: ReadOnlyFiles(files))
    else { return recording }
    replay.start = replayStart
    replay.fileState.written = fileState.written
    replay.outputHandler = { _, _ in }
    replay.recording = recording
    _ = replay.runScript(ranLines.joined(separator: "\n"), name: "record")
    replay.removeTemporaryFiles()
    return recording
  }
}

/// The files of a replay: read as they are, written nowhere (a write succeeds and is dropped).
struct ReadOnlyFiles: FileSystem {
  let base: any FileSystem

  init(_ base: any FileSystem) { self.base = base }

  func read(_ path: String) throws(FileError) -> String { try base.read(path) }
  func readBytes(_ path: String) throws(FileError) -> [UInt8] { try base.readBytes(path) }
  func exists(_ path: String) -> Bool { base.exists(path) }
  func identity(_ path: String) -> FileIdentity? { base.identity(path) }
  func write(_ path: String, _ contents: String) throws(FileError) {}
  func canonical(_ path: String) -> String { base.canonical(path) }
  func list(_ directory: String) -> [String] { base.list(directory) }
  var home: String? { base.home }
  func makeTemporaryDirectory() throws(FileError) -> String {
    try base.makeTemporaryDirectory()
  }
  func removeTemporaryDirectory(_ path: String) { base.removeTemporaryDirectory(path) }
}
