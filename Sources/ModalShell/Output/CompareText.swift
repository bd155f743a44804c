import ModalCore
import ModalRender
import ModalSupport

/// `compare`'s output: a heading saying what was replayed where, one table row per config
/// (where it lands, frame y, dim, the last animation's time and, when the gesture dragged the
/// content, what the hand-off did), then the replays that failed; and the same as JSON.
enum CompareText {
  /// The most commands the heading names one by one; a longer gesture shows its first and
  /// last ones and how many there are between.
  static let listedCommands = 8

  /// Where a row lands: the prompt's form (`2 half`, `1~2` dragging, `1->2` animating), or
  /// `dismissed`, or `failed`.
  static func lands(_ row: CompareRow) -> String {
    guard row.failure == nil, let manager = row.manager else { return "failed" }
    let position = Session.position(of: manager)
    return position == "-" ? "dismissed" : position
  }

  /// A panel's caption in the SVG: `deck: dismissed`.
  static func caption(_ row: CompareRow) -> String {
    "\(row.name)\(row.isSession ? " (session)" : ""): \(lands(row))"
  }

  /// The environment a replay starts in: `iphone-14 portrait, keyboard 300.00`.
  static func environment(_ environment: Environment) -> String {
    var words = "\(environment.device.name) \(environment.orientation.rawValue)"
    if let height = environment.keyboardHeight { words += ", keyboard \(Text.pt(height))" }
    if !environment.flags.isEmpty {
      words += ", flags " + environment.flags.sorted().joined(separator: ",")
    }
    return words
  }

  /// `the last present, on iphone-14 portrait`: where the replay starts.
  static func from(_ gesture: CompareGesture) -> String {
    (gesture.fromStart ? "the start" : "the last present") + ", on "
      + Text.shown(environment(gesture.environment))
  }

  /// The inputs shown, the middle ones counted when there are more than ``listedCommands``.
  static func listed(_ inputs: [String]) -> [String] {
    let shown = inputs.map(Text.shown)
    guard shown.count > listedCommands else { return shown }
    let head = shown.prefix(listedCommands / 2)
    let tail = shown.suffix(listedCommands / 2 - 1)
    let skipped = shown.count - head.count - tail.count
    return Array(head + ["... \(skipped) more ..."] + tail)
  }

  /// The text of `compare`, fitted to `width`.
  static func text(_ rows: [CompareRow], gesture: CompareGesture, svg: String?, width: Int)
    -> String
  {
    // Labelled like a step's lines: the commands wrapped under their label.
    var lines = [
      "replayed " + Text.wrap(listed(gesture.replayed), separator: ", ", width: width, indent: 9),
      Text.wrapLines("from     " + from(gesture), width: width),
    ]
    let skipped = gesture.notReplayed
    if !skipped.isEmpty {
      var items = listed(skipped)
      items[items.count - 1] += " (they change the config: not replayed)"
      lines.append(
        "skipped  " + Text.wrap(items, separator: ", ", width: width, indent: 9))
    }
    let handoff = rows.contains { $0.handoff != nil }
    var header = ["config", "lands", "frame.y", "dim", "time"]
    if handoff { header += ["hand-off", "sheet", "content"] }
    // Narrower than the table: the hand-off's points, then the time, the dim and what the
    // hand-off did left out.
    let fitting: [TextTable.FitStep] =
      (handoff ? [.drop(7), .drop(6)] : []) + [.drop(4), .drop(3)] + (handoff ? [.drop(5)] : [])
    var table = TextTable(header: header, fitting: fitting)
    for row in rows {
      let shown = row.failure == nil ? row.manager.flatMap { $0.isVisible ? $0 : nil } : nil
      var cells = [
        Text.shown(row.name) + (row.isSession ? " (session)" : ""), Text.shown(lands(row)),
        shown.map { Text.pt($0.frame.y) } ?? "-",
        shown.map { FixedFormat.format($0.values[.backgroundOpacity], decimals: 2) } ?? "-",
        row.failure == nil
          ? row.time.map { FixedFormat.format($0, decimals: 3) + "s" } ?? "-" : "-",
      ]
      if handoff {
        if let split = row.handoff, row.failure == nil {
          cells += [row.handoffWord ?? "-", Text.pt(split.sheet), Text.pt(split.content)]
        } else {
          cells += ["-", "-", "-"]
        }
      }
      table.rows.append(cells)
    }
    lines.append(String(table.render(width: width).dropLast()))
    for row in rows {
      guard let failure = row.failure else { continue }
      lines.append(
        Text.wrapLines("\(Text.shown(row.name)) failed at \(Text.shown(failure))", width: width))
    }
    if let svg { lines.append("wrote the final frames as SVG to \(Text.shown(svg))") }
    return lines.joined(separator: "\n")
  }

  /// The environment a gesture is replayed in, as both `compare` records give it.
  static func json(_ environment: Environment) -> JSONValue {
    .object([
      ("device", .string(environment.device.name)),
      ("orientation", .string(environment.orientation.rawValue)),
      ("keyboard", environment.keyboardHeight.map { .fixed($0, decimals: 2) } ?? .null),
      ("flags", .array(environment.flags.sorted().map { .string($0) })),
    ])
  }

  /// The record of `compare`: `from`, `environment`, `replayed`, `notReplayed`, `rows` and
  /// `svg` (docs/json-output.md).
  static func json(_ rows: [CompareRow], gesture: CompareGesture, svg: String?) -> JSONValue {
    let environment = gesture.environment
    return .object([
      ("from", .string(gesture.fromStart ? "start" : "present")),
      ("environment", CompareText.json(environment)),
      ("replayed", .array(gesture.replayed.map { .string($0) })),
      ("notReplayed", .array(gesture.notReplayed.map { .string($0) })),
      ("rows", .array(rows.map(json))),
      ("svg", svg.map { .string($0) } ?? .null),
    ])
  }

  /// One row as JSON: `config`, `session`, `lands`, `index`, `key`, `dismissed`, `frameY`,
  /// `dim`, `time`, `handoff` (`did`, `sheet`, `content`, or null) and `error`.
  static func json(_ row: CompareRow) -> JSONValue {
    let m = row.failure == nil ? row.manager : nil
    let shown = m.flatMap { $0.isVisible ? $0 : nil }
    let handoff: JSONValue =
      row.handoff.map { split in
        .object([
          ("did", .string(row.handoffWord ?? "neither")),
          ("sheet", .fixed(split.sheet, decimals: 2)),
          ("content", .fixed(split.content, decimals: 2)),
        ])
      } ?? .null
    return .object([
      ("config", .string(row.name)),
      ("session", .bool(row.isSession)),
      ("lands", .string(lands(row))),
      ("index", shown.map { .number(Double($0.currentIndex)) } ?? .null),
      ("key", shown.flatMap { $0.currentPoint.key }.map { .string($0) } ?? .null),
      ("dismissed", .bool(m.map { !$0.isVisible } ?? false)),
      ("frameY", shown.map { .fixed($0.frame.y, decimals: 2) } ?? .null),
      ("dim", shown.map { .fixed($0.values[.backgroundOpacity], decimals: 2) } ?? .null),
      ("time", m == nil ? .null : row.time.map { .fixed($0, decimals: 3) } ?? .null),
      ("handoff", m == nil ? .null : handoff),
      ("error", row.failure.map { .string($0) } ?? .null),
    ])
  }
}
