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
  /// The live manager.
  public private(set) var manager: Manager
  /// The document the config came from, and its name (a preset name or a file name).
  public private(set) var document: ConfigDocument
  public private(set) var documentName: String
  public private(set) var animateMode: AnimateMode = .off
  /// Every line entered, in order.
  public private(set) var inputLines: [String] = []
  /// Called between script lines; true stops the script as interrupted.
  public var interrupted: () -> Bool = { false }
  /// True once `quit` ran.
  public private(set) var didQuit = false
  /// When set, output goes straight here instead of accumulating for ``takeOutput()`` (so a
  /// long script runs in constant memory).
  public var outputHandler: ((OutputStream, String) -> Void)? = nil
  /// When set, step output (text and frame, built as UTF-8 bytes) goes here without becoming a
  /// String first; other output still goes to ``outputHandler``.
  public var bytesHandler: ((OutputStream, UnsafeBufferPointer<UInt8>) -> Void)? = nil
  /// The most interactive lines kept for `history` and `record`.
  public static let historyLimit = 10_000

  let files: any FileSystem
  /// What `explain` explains: the most recent of the last release and the last snap.
  var explainRelease = false
  var undoStack: [Snapshot] = []
  var sourceStack: [String] = []
  var lastEvents: [Event] = []
  /// The step output is built here (cleared before each step, so copies of a session may share
  /// it).
  let stepBuffer = ByteBuffer(capacity: 4096)
  /// One event's text while the step output decides where to wrap.
  let eventBuffer = ByteBuffer(capacity: 64)
  var output: [(OutputStream, String)] = []

  /// What `undo` restores. A class: the undo stack is trimmed by moving references, not
  /// kilobyte-sized documents.
  final class Snapshot {
    let document: ConfigDocument
    let name: String
    let environment: Environment

    init(document: ConfigDocument, name: String, environment: Environment) {
      self.document = document
      self.name = name
      self.environment = environment
    }
  }

  /// A session on a document.
  public init(
    document: ConfigDocument, name: String, environment: Environment = Environment(),
    options: ShellOptions = ShellOptions(), files: any FileSystem = LocalFileSystem()
  ) throws(ShellError) {
    self.options = options
    self.document = document
    self.documentName = name
    self.files = files
    do {
      self.manager = try Manager(config: document.config, name: name, environment: environment)
    } catch {
      throw ShellError(error.description)
    }
  }

  /// A session on a built-in preset.
  public init(
    preset: String = BuiltinPresets.defaultName, environment: Environment = Environment(),
    options: ShellOptions = ShellOptions(), files: any FileSystem = LocalFileSystem()
  ) throws(ShellError) {
    let document: ConfigDocument
    do {
      guard let found = try BuiltinPresets.document(named: preset) else {
        throw ShellError("unknown preset '\(preset)'")
      }
      document = found
    } catch let error as ConfigLoadError {
      throw ShellError("built-in preset \(preset) is invalid: \(error)")
    } catch let error as ShellError {
      throw error
    } catch {
      throw ShellError("\(error)")
    }
    try self.init(
      document: document, name: preset, environment: environment, options: options, files: files)
  }

  // MARK: - Output

  /// The output produced since the last call, in order.
  public mutating func takeOutput() -> [(OutputStream, String)] {
    let taken = output
    output.removeAll(keepingCapacity: true)
    return taken
  }

  mutating func emit(_ stream: OutputStream, _ text: String) {
    if let outputHandler {
      outputHandler(stream, text)
    } else {
      output.append((stream, text))
    }
  }

  mutating func emitBytes(_ stream: OutputStream, _ bytes: ByteBuffer) {
    if let bytesHandler {
      bytes.withUnsafeBytes { bytesHandler(stream, $0) }
    } else {
      emit(stream, bytes.string)
    }
  }

  mutating func print(_ text: String) {
    emit(.standardOutput, text.hasSuffix("\n") ? text : text + "\n")
  }

  mutating func printError(_ message: String, location: String?) {
    let paint = Paint(enabled: options.color)
    if options.format == .json { return }
    let prefix = (location.map { "\($0): " } ?? "") + paint.red("error:") + " "
    emit(options.echo ? .standardOutput : .standardError, prefix + message + "\n")
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
    if let key = m.currentPoint.key { return "modal[\(m.currentIndex) \(key)]> " }
    return "modal[\(m.currentIndex)]> "
  }

  // MARK: - Lines

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

  // MARK: - Commands

  mutating func execute(_ command: Command, input: String) throws(ShellError) {
    switch command {
    case .present(let target, let instant):
      try step(input, [.present(target, animated: !instant)])
    case .dismiss(let mode, let instant):
      try step(input, [.dismiss(mode, animated: !instant)])
    case .snap(let target):
      try step(input, [.snap(target)])
    case .drag(let amount, let secondary):
      let size = manager.interpolator.container
      let axis = manager.config.snapDirection.axis
      let across: Axis = axis == .vertical ? .horizontal : .vertical
      try step(
        input,
        [
          .dragMove(
            amount: amount.points(of: size[axis]),
            secondary: secondary?.points(of: size[across]) ?? 0)
        ], settles: false)
    case .release(let velocity):
      try step(input, [.dragEnd(velocity: velocity)])
    case .fling(let velocity):
      var actions: [Action] = []
      if manager.gesture == nil { actions.append(.dragBegin) }
      actions.append(.dragEnd(velocity: velocity))
      try step(input, actions)
    case .tap:
      try step(input, [.backgroundTap])
    case .tick(let frames):
      try step(input, [.advance(frames: frames)], settles: false)
    case .settle:
      try step(input, [.settle], settles: false)
    case .rotate(let orientation):
      try environmentStep(input, .rotate(orientation))
    case .keyboard(let height):
      try environmentStep(input, .keyboard(height))
    case .device(let name):
      guard let device = Device.named(name) else { throw ShellError("unknown device '\(name)'") }
      try environmentStep(input, .device(device))
    case .size(let width, let height):
      try environmentStep(input, .size(width: width, height: height))
    case .safeArea(let insets):
      try environmentStep(input, .safeArea(insets))
    case .reduceMotion(let on):
      try environmentStep(input, .reduceMotion(on))
    case .devices:
      reply(input, Listings.devices())
    case .preset(let name):
      let found: ConfigDocument?
      do {
        found = try BuiltinPresets.document(named: name)
      } catch {
        throw ShellError("built-in preset \(name) is invalid: \(error)")
      }
      guard let document = found else { throw ShellError("unknown preset '\(name)'") }
      try replaceDocument(input, document, name: name)
    case .presets:
      reply(input, Listings.presets())
    case .load(let path):
      let text: String
      do {
        text = try files.read(path)
      } catch {
        throw ShellError(error.message)
      }
      let loaded: ConfigDocument
      do {
        loaded = try ConfigCoding.decodeDocument(text)
      } catch {
        let problems = error.problems
        let lines = problems.map { "\(path): \($0)" }
        throw ShellError(
          "\(path) has \(problems.count == 1 ? "a problem" : "\(problems.count) problems"):\n  "
            + lines.joined(separator: "\n  "))
      }
      try replaceDocument(input, loaded, name: baseName(path))
    case .save(let path):
      var saved = document
      saved.config = manager.adaptiveConfig
      do {
        try files.write(path, ConfigCoding.encodeDocument(saved))
      } catch {
        throw ShellError(error.message)
      }
      reply(input, "saved \(documentName) to \(path)")
    case .config(let json):
      var current = document
      current.config = manager.adaptiveConfig
      reply(
        input,
        json
          ? String(ConfigCoding.encodeDocument(current).dropLast())
          : Text.wrapLines(
            Listings.configSummary(current, name: documentName, manager: manager),
            width: options.width))
    case .set(let path, let value):
      try edit(input, path: path, value: value)
    case .addSnap(let index, let fields):
      try editConfig(input) { config throws(EditError) in
        try ConfigEditor.addSnap(at: index, fields: fields, in: config)
      }
    case .removeSnap(let index):
      try editConfig(input) { config throws(EditError) in
        try ConfigEditor.removeSnap(index, in: config)
      }
    case .undo:
      try undo(input)
    case .override(let preset):
      if let preset {
        let found: ConfigDocument?
        do {
          found = try BuiltinPresets.document(named: preset)
        } catch {
          throw ShellError("built-in preset \(preset) is invalid: \(error)")
        }
        guard let point = found?.config.defaultConfig.snapPoints.first else {
          throw ShellError("preset \(preset) has no snap point")
        }
        try step(input, [.snapToOverride(point)])
      } else {
        try step(input, [.clearOverride])
      }
    case .explain:
      if explainRelease, let record = manager.lastRelease {
        reply(input, Explain.release(record, session: self))
      } else if let record = manager.lastSnap {
        reply(input, Explain.snap(record, width: options.width))
      } else {
        reply(input, "nothing to explain yet: release a drag (drag, release) or snap first")
      }
    case .plot(let property):
      guard let property else {
        reply(input, Plot.list())
        return
      }
      reply(
        input,
        String(
          Plot.render(
            manager.interpolator, property: property,
            current: manager.isVisible ? manager.percent : nil,
            style: OutlineStyle(width: options.width, ascii: options.ascii)
          ).dropLast()))
    case .lint:
      let report = Lint.report(Lint.check(manager.adaptiveConfig), configName: documentName)
      reply(input, Text.wrapLines(report, width: options.width))
    case .state:
      emitStep(input, events: [], drawFrame: false)
    case .show:
      emitStep(input, events: [], drawFrame: !options.quiet)
    case .snaps:
      reply(input, Listings.snaps(manager))
    case .events(let count):
      let events = manager.log.last(count ?? 20)
      reply(
        input,
        events.isEmpty
          ? "no events yet" : events.map(\.description).joined(separator: "\n"))
    case .expect(let what, let value, let tolerance):
      try expect(what, value, tolerance: tolerance)
      if options.format == .json { print("{\"input\": \(Text.json(input)), \"ok\": true}") }
    case .echo(let text):
      reply(input, text)
    case .animate(let mode):
      animateMode = mode
      reply(input, "animate \(mode.rawValue)")
    case .frames(let on):
      options.quiet = !on
      reply(input, "frames \(on ? "on" : "off")")
    case .source(let path):
      try source(path)
    case .record(let path):
      let lines = inputLines.dropLast()
      do {
        try files.write(path, lines.map { $0 + "\n" }.joined())
      } catch {
        throw ShellError(error.message)
      }
      reply(input, "recorded \(lines.count) line\(lines.count == 1 ? "" : "s") to \(path)")
    case .history:
      let lines = inputLines.enumerated().map {
        String(repeating: " ", count: max(0, 4 - String($0.offset + 1).count))
          + "\($0.offset + 1)  \($0.element)"
      }
      reply(input, lines.joined(separator: "\n"))
    case .help(let name):
      reply(input, Help.text(for: name))
    case .quit:
      didQuit = true
      if options.format == .json { print("{\"input\": \(Text.json(input)), \"ok\": true}") }
    }
  }

  /// Prints the text of a command that does not move the modal (as `output` in JSON).
  mutating func reply(_ input: String, _ text: String) {
    if options.format == .json {
      print("{\"input\": \(Text.json(input)), \"ok\": true, \"output\": \(Text.json(text))}")
    } else {
      print(text)
    }
  }

  func baseName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  // MARK: - Steps

  /// Applies the actions (all or nothing), lets the animation run according to the animate
  /// mode, and prints the step.
  mutating func step(_ input: String, _ actions: [Action], settles: Bool = true) throws(ShellError)
  {
    var events: [Event] = []
    let releasesBefore = manager.releaseCount
    let snapsBefore = manager.snapCount
    defer {
      if manager.releaseCount != releasesBefore {
        explainRelease = true
      } else if manager.snapCount != snapsBefore {
        explainRelease = false
      }
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
    if (settles || manager.gesture == nil) && manager.animation != nil {
      switch animateMode {
      case .off:
        events += manager.settleAnimation()
      case .on:
        var guardCount = 0
        while manager.animation != nil && guardCount < 10_000 {
          samples.append(manager.values)
          sampleTimes.append(manager.clock)
          events += manager.advanceClock(frames: 4)
          guardCount += 1
        }
        samples.append(manager.values)
        sampleTimes.append(manager.clock)
      case .step:
        break
      }
    }
    lastEvents = events
    emitStep(input, events: events, drawFrame: !options.quiet, samples: samples, times: sampleTimes)
  }

  mutating func environmentStep(_ input: String, _ change: EnvironmentChange) throws(ShellError) {
    let snapshot = Snapshot(
      document: document, name: documentName, environment: manager.environment)
    try step(input, [.environment(change)])
    pushUndo(snapshot)
  }

  mutating func pushUndo(_ snapshot: Snapshot) {
    undoStack.append(snapshot)
    // Keep the last 100 to 200 (trimming in batches keeps appends O(1) amortised).
    if undoStack.count > 200 { undoStack.removeFirst(undoStack.count - 100) }
  }

  mutating func replaceDocument(_ input: String, _ replacement: ConfigDocument, name: String)
    throws(ShellError)
  {
    let snapshot = Snapshot(
      document: document, name: documentName, environment: manager.environment)
    let previous = (document, documentName)
    document = replacement
    documentName = name
    do {
      try step(input, [.replaceConfig(replacement.config, name: name)])
    } catch {
      (document, documentName) = previous
      throw error
    }
    pushUndo(snapshot)
  }

  mutating func edit(_ input: String, path: String, value: String?) throws(ShellError) {
    guard let value else {
      do {
        reply(
          input,
          "\(path) = \(try ConfigEditor.get(path, in: manager.adaptiveConfig.config(for: manager.selection)))"
        )
      } catch {
        throw ShellError(error.message)
      }
      return
    }
    try editConfig(input) { config throws(EditError) in
      try ConfigEditor.set(path, value, in: config)
    }
  }

  /// Edits the config in use (the constrained one when it is selected) and replaces it.
  mutating func editConfig(
    _ input: String, _ change: (ModalConfig) throws(EditError) -> ModalConfig
  ) throws(ShellError) {
    var adaptive = manager.adaptiveConfig
    let selection = manager.selection
    let edited: ModalConfig
    do {
      edited = try change(adaptive.config(for: selection))
    } catch {
      throw ShellError(error.message)
    }
    switch selection {
    case .defaultConfig: adaptive.defaultConfig = edited
    case .constrained(let index): adaptive.constrained[index].config = edited
    }
    var replacement = document
    replacement.config = adaptive
    try replaceDocument(input, replacement, name: documentName)
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
    emitStep(input, events: events, drawFrame: !options.quiet)
  }

  mutating func source(_ path: String) throws(ShellError) {
    let canonical = files.canonical(path)
    if sourceStack.contains(canonical) {
      throw ShellError("source \(path): refused, it is already being run (a cycle)")
    }
    let text: String
    do {
      text = try files.read(path)
    } catch {
      throw ShellError(error.message)
    }
    sourceStack.append(canonical)
    defer { sourceStack.removeLast() }
    let savedEcho = options.echo
    switch runScript(text, name: path) {
    case .completed: break
    case .quit: break
    case .failed: throw ShellError("")
    case .interrupted: throw ShellError("interrupted")
    }
    options.echo = savedEcho
  }

  // MARK: - Expectations

  mutating func expect(_ what: String, _ value: String, tolerance: Double?) throws(ShellError) {
    let m = manager
    func number(_ actual: Double, _ defaultTolerance: Double, _ format: (Double) -> String)
      throws(ShellError)
    {
      guard let expected = CommandTable.number(value) else {
        throw ShellError("expect \(what): expected a number, got '\(value)'")
      }
      let allowed = tolerance ?? defaultTolerance
      guard abs(actual - expected) <= allowed + 1e-9 else {
        throw ShellError("expect \(what): expected \(value), got \(format(actual))")
      }
    }
    func text(_ actual: String) throws(ShellError) {
      guard actual == value else {
        throw ShellError("expect \(what): expected \(value), got \(actual)")
      }
    }
    switch what {
    case "state": try text(m.state.rawValue)
    case "snap": try text(m.isVisible ? String(m.currentIndex) : "none (dismissed)")
    case "key": try text(m.currentPoint.key ?? "none")
    case "percent": try number(m.percent, 0.0005, Text.pct)
    case "frame.x": try number(m.frame.x, 0.005, Text.pt)
    case "frame.y": try number(m.frame.y, 0.005, Text.pt)
    case "frame.width": try number(m.frame.width, 0.005, Text.pt)
    case "frame.height": try number(m.frame.height, 0.005, Text.pt)
    case "radius": try number(m.values[.cornerRadius], 0.005, Text.pt)
    case "dim": try number(m.values[.backgroundOpacity], 0.005, Text.pt)
    case "opacity": try number(m.values[.opacity], 0.005, Text.pt)
    case "config":
      let selected = m.adaptiveConfig.name(of: m.selection)
      if value != selected && value != documentName {
        throw ShellError("expect config: expected \(value), got \(documentName) (\(selected))")
      }
    case "event":
      let texts = lastEvents.filter {
        if case .stateWillChange = $0.kind { return false }
        return true
      }.map(\.kind.text)
      if !texts.contains(value) && !lastEvents.contains(where: { $0.kind.name == value }) {
        throw ShellError(
          "expect event: \(value) did not happen in the last step (events: \(texts.isEmpty ? "none" : texts.joined(separator: ", ")))"
        )
      }
    case "visible": try text(m.isVisible ? "true" : "false")
    case "keyboard": try text(m.environment.keyboardHeight.map(Text.pt) ?? "off")
    case "orientation": try text(m.environment.orientation.rawValue)
    default:
      throw ShellError("cannot expect '\(what)'")
    }
  }

  // MARK: - Step output

  /// The two points around the current percent during a drag, and t between them.
  func bracket() -> (Int, Int, Double) {
    let interpolator = manager.interpolator
    let percent = manager.percent
    let sorted = interpolator.sortedPercents
    guard sorted.count > 1 else { return (manager.currentIndex, manager.currentIndex, 0) }
    var low = 0
    while low + 1 < sorted.count - 1 && sorted[low + 1] <= percent { low += 1 }
    let p0 = sorted[low]
    let p1 = sorted[low + 1]
    let t = p1 == p0 ? 0 : (percent - p0) / (p1 - p0)
    return (interpolator.sortedIndices[low], interpolator.sortedIndices[low + 1], t)
  }

  mutating func emitStep(
    _ input: String, events: [Event], drawFrame: Bool, samples: [ModalValues] = [],
    times: [Int] = []
  ) {
    if options.format == .json {
      print(StepJSON.render(input: input, events: events, session: self))
      return
    }
    let bytes = stepBuffer
    bytes.removeAll()
    StepText.render(events: events, session: self, samples: samples, times: times, into: bytes)
    if drawFrame {
      Outline.render(
        FrameScene(manager), style: OutlineStyle(width: options.width, ascii: options.ascii),
        into: bytes)
    }
    emitBytes(.standardOutput, bytes)
  }
}
