import ModalCore
import ModalRender
import ModalSupport

/// The session's output: the one place that decides what a command's answer looks like in
/// text and in `--format json`. Commands hand their answer here (a step with its notes, a
/// text, data with its text form, an acknowledgement, an error); nothing else reads
/// `options.format`.
extension Session {

  /// The output produced since the last call, in order.
  public mutating func takeOutput() -> [(OutputStream, String)] {
    let taken = output
    output.removeAll(keepingCapacity: true)
    return taken
  }

  mutating func emit(_ stream: OutputStream, _ text: String) {
    recording?.capture(text)
    if let outputHandler {
      outputHandler(stream, text)
    } else {
      output.append((stream, text))
    }
  }

  mutating func emitBytes(_ stream: OutputStream, _ bytes: ByteBuffer) {
    if let bytesHandler {
      recording?.capture(bytes.string)
      bytes.withUnsafeBytes { bytesHandler(stream, $0) }
    } else {
      emit(stream, bytes.string)
    }
  }

  mutating func print(_ text: String) {
    emit(.standardOutput, text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Prints an error: `a.modal:4: error: ...` in text; in JSON a record with the input (nil
  /// for a line that could not be read as a command), the error, and the `file` and `line` of
  /// the script line (with `in`, the `source` lines that led to it), none interactively.
  mutating func printError(
    _ message: String, location: Location?, input: String?, detail: String? = nil
  ) {
    if options.format == .json {
      let full = detail.map { message + "\n" + $0 } ?? message
      var members: [(key: String, value: JSONValue)] = [("error", .string(full))]
      if let location {
        members += [("file", .string(location.name)), ("line", .integer(location.line))]
        if !location.callers.isEmpty {
          members.append(("in", .array(location.callers.map { .string($0) })))
        }
      }
      return printRecord(input: input, ok: false, members)
    }
    // Text prints the detail (a failing lint's report) before the error, as its answer.
    if let detail {
      let report = ByteBuffer(capacity: detail.utf8.count + 1)
      report.append(detail)
      printReport(report)
    }
    // Built as bytes: about one script line in five is refused.
    let bytes = errorBuffer
    bytes.removeAll()
    if let location {
      location.write(into: bytes, shown: true)
      bytes.append(": " as StaticString)
    }
    bytes.append(Paint(enabled: options.color).red("error:"))
    bytes.append(UInt8(ascii: " "))
    // A message quotes what it refuses (a word, a key, a file name): shown, never acted on.
    bytes.append(VisibleText.visible(message, keepingLineBreaks: true))
    bytes.append(UInt8(ascii: "\n"))
    emitBytes(options.echo ? .standardOutput : .standardError, bytes)
  }

  /// Reports a script file that cannot be read (`message` says why): in JSON a record on
  /// standard output naming the `file` (no `line`), so that a JSON consumer sees every failure;
  /// in text nothing, as the caller writes its own message.
  public mutating func reportUnreadableScript(_ path: String, message: String) {
    guard options.format == .json else { return }
    printRecord(input: nil, ok: false, [("error", .string(message)), ("file", .string(path))])
  }

  /// Prints one record of the JSON output: `{"input": .., "ok": .., MEMBERS}` on one line,
  /// the envelope every command's answer shares.
  mutating func printRecord(
    input: String?, ok: Bool = true, _ members: [(key: String, value: JSONValue)] = []
  ) {
    print(JSONValue.object([("input", .string(input)), ("ok", .bool(ok))] + members).line)
  }

  /// Prints a command's answer in the session's format.
  mutating func send(_ reply: Reply, input: String) {
    switch reply {
    case .step(let report): emitStep(input, report)
    case .text(let text): self.reply(input, text)
    case .page(let text): replyPage(input, text)
    // Data is `result` in JSON, so that it is not text inside a string; each form is built
    // only in its format.
    case .data(let text, let json):
      if options.format == .json {
        printRecord(input: input, [("result", json())])
      } else {
        print(text())
      }
    case .report(let report, let json):
      if options.format == .json {
        printRecord(input: input, [("result", json())])
      } else {
        printReport(report())
      }
    // In JSON every command answers.
    case .done: if options.format == .json { printRecord(input: input) }
    case .none: break
    case .sequence(let replies): for each in replies { send(each, input: input) }
    }
  }

  /// Prints the text of a command that does not move the modal (as `output` in JSON).
  mutating func reply(_ input: String, _ text: String) {
    if options.format == .json {
      printRecord(input: input, [("output", .string(text))])
    } else {
      print(text)
    }
  }

  // MARK: - Steps

  /// Prints a step: in JSON its record (the facts, the notes as members); in text its lines,
  /// its outline and then the notes' lines.
  mutating func emitStep(_ input: String, _ report: StepReport) {
    if options.format == .json {
      return printRecord(
        input: input,
        StepJSON.members(
          events: report.events, session: self, notes: report.notes.map { ($0.key, $0.value) },
          samples: report.samples, times: report.times))
    }
    writeStep(
      events: report.events, drawFrame: report.drawFrame && !options.quiet,
      samples: report.samples, times: report.times, heading: report.heading)
    for case let text? in report.notes.map(\.text) { print(text) }
  }

  /// The step in text: its heading, its lines and (unless `drawFrame` is false, or the window
  /// is too short for it) the outline.
  mutating func writeStep(
    events: [Event], drawFrame: Bool, samples: [ModalValues], times: [Int], heading: String?
  ) {
    let bytes = stepBuffer
    bytes.removeAll()
    if let heading { bytes.append(TextWrap.lines(heading, width: options.width) + "\n") }
    StepText.render(events: events, session: self, samples: samples, times: times, into: bytes)
    if drawFrame {
      let scene = FrameScene(manager)
      var style = OutlineStyle(width: options.width, ascii: options.ascii, color: options.color)
      if let height = options.height {
        let room = height - Self.lineCount(bytes) - 1
        guard room >= Outline.fewestLines(for: scene) else {
          let note = Self.hiddenOutlineNote(rows: height, room: room, scene: scene)
          bytes.append(TextWrap.lines(note, width: options.width) + "\n")
          return emitBytes(.standardOutput, bytes)
        }
        style.height = room
      }
      Outline.render(scene, style: style, into: bytes)
    }
    emitBytes(.standardOutput, bytes)
  }

  /// The lines written to `bytes` (its line breaks).
  static func lineCount(_ bytes: ByteBuffer) -> Int {
    bytes.withUnsafeBytes { $0.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
  }

  /// The line that replaces the outline when the window is too short for it (`room` lines
  /// were left of its `rows` after the step's text and the prompt).
  static func hiddenOutlineNote(rows: Int, room: Int, scene: FrameScene) -> String {
    let needed = rows - room + Outline.fewestLines(for: scene)
    return "outline: hidden, the window has \(rows) rows; the step needs \(needed) to draw it"
  }

  /// A line in text (``Text/shown(_:)`` is the caller's) that the JSON output leaves out,
  /// because a record already carries it: a script line echoed with `--echo`.
  mutating func echo(_ line: String) {
    if options.format == .text { print(line) }
  }

  /// A page of help: through the pager when it is taller than the window (typed, in text),
  /// else as ``reply(_:_:)``.
  mutating func replyPage(_ input: String, _ text: String) {
    if options.format == .text, sourceStack.isEmpty, let pager, let height = options.height,
      text.utf8.reduce(1, { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }) >= height, pager(text)
    {
      return
    }
    reply(input, text)
  }

  /// Prints a lint report (as ``reply(_:_:)`` prints text): the bytes as they are, with their
  /// severities highlighted when colors are on.
  mutating func printReport(_ report: ByteBuffer) {
    if options.color { return print(Paint(enabled: true).severities(report.string)) }
    let ended = report.withUnsafeBytes { $0.last == UInt8(ascii: "\n") }
    if !ended { report.append(UInt8(ascii: "\n")) }
    emitBytes(.standardOutput, report)
  }
}

/// A command's answer: what the command computed, which ``Session/send(_:input:)`` prints in
/// the session's format. A command returns one; a new output format is a change to `send` only.
enum Reply {
  /// The modal after a step.
  case step(StepReport)
  /// A text: printed as it is in text, the `output` member in JSON.
  case text(String)
  /// Data: `text()` in text, `json()` the `result` member in JSON; each built only when its
  /// format prints.
  case data(text: () -> String, json: () -> JSONValue)
  /// Done, with nothing to say: nothing in text, `{"input", "ok": true}` in JSON.
  case done
  /// A help page: through the pager when it is taller than the window (typed, in text).
  case page(String)
  /// A report written as bytes (`lint`'s): its severities highlighted when colors are on in
  /// text, `json()` the `result` in JSON.
  case report(() -> ByteBuffer, json: () -> JSONValue)
  /// Nothing at all: a `source`, whose lines answered for it.
  case none
  /// Several answers in order (a load's step, then its import report).
  indirect case sequence([Reply])
}

/// What a step printed: its events, the animation's samples and their times, the notes, and
/// whether it draws the frame (``ShellOptions/quiet`` may still leave the frame out).
struct StepReport {
  var events: [Event]
  var drawFrame = true
  var samples: [ModalValues] = []
  var times: [Int] = []
  var notes: [StepNote] = []
  /// A line above the step (`undid    rotate`).
  var heading: String? = nil
}

/// A member the step's JSON record adds (`set`, `message`, `warning`, `undid`), and the line
/// text prints after the step for it (none when the text shows it otherwise).
struct StepNote {
  let key: String
  var value: JSONValue
  var text: String?

  init(_ key: String, _ value: JSONValue, text: String? = nil) {
    self.key = key
    self.value = value
    self.text = text
  }

  /// A line printed after the step in text, and a string member in JSON.
  static func line(_ key: String, _ text: String) -> StepNote {
    StepNote(key, .string(text), text: text)
  }
}
