import ModalCore
import ModalRender
import ModalSupport

/// `compare ios`'s output: a heading saying what was replayed where and on which versions, one
/// table row per version (adjacent versions that print the same share a row, `15..18`) for
/// each step where the versions differ, then the errors and the steps where they agree; and
/// every step as JSON.
enum CompareVersionsText {
  /// The empty table: its columns and how it fits a narrower width (x, width, the points and
  /// the dim left out, in this order).
  static let table = TextTable(
    header: ["step", "ios", "lands", "x", "y", "width", "height", "dim", "points"],
    fitting: [.drop(3), .drop(5), .drop(8), .drop(7)])

  /// The points in use: `1 medium, 2 large` (an index alone for a point without a key), or
  /// `none`.
  static func points(_ points: [VersionStep.Point]) -> String {
    guard !points.isEmpty else { return "none" }
    return points.map { point in
      point.key.map { "\(point.index) \(Text.shown($0))" } ?? String(point.index)
    }.joined(separator: ", ")
  }

  /// Where a replay ended, as a panel's caption says it.
  static func lands(_ replay: VersionReplay) -> String {
    replay.steps.last?.lands ?? "not presented"
  }

  /// `16` for one version, `15..18` for several adjacent ones.
  static func versions(_ group: ArraySlice<VersionReplay>) -> String {
    guard let first = group.first, let last = group.last else { return "" }
    return first.version == last.version
      ? first.version.text : "\(first.version.text)..\(last.version.text)"
  }

  /// The replays in runs of adjacent versions whose step `step` prints the same.
  static func groups(_ replays: [VersionReplay], step: Int) -> [ArraySlice<VersionReplay>] {
    var groups: [ArraySlice<VersionReplay>] = []
    var start = 0
    for index in replays.indices.dropFirst()
    where replays[index].steps[step].shown != replays[start].steps[step].shown {
      groups.append(replays[start..<index])
      start = index
    }
    if !replays.isEmpty { groups.append(replays[start...]) }
    return groups
  }

  /// `1, 3 and 4`: the steps, counted from 1.
  static func numbers(_ steps: [Int]) -> String { list(steps.map { String($0 + 1) }) }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The text of `compare ios`, fitted to `width`.
  static func text(_ comparison: VersionComparison, svg: String?, width: Int) -> String {
    let gesture = comparison.gesture
    let inputs = comparison.inputs
    var lines = [
      "replayed " + Text.wrap(CompareText.listed(inputs), separator: ", ", width: width, indent: 9),
      Text.wrapLines("from     " + CompareText.from(gesture), width: width),
    ]
    let skipped = gesture.entries.compactMap { entry -> String? in
      if case .skipped(let input) = entry { input } else { nil }
    }
    if !skipped.isEmpty {
      var items = CompareText.listed(skipped)
      items[items.count - 1] += " (they change the config: not replayed)"
      lines.append("skipped  " + Text.wrap(items, separator: ", ", width: width, indent: 9))
    }
    let configs = comparison.replays.map { "\($0.version.text) (\(Text.shown($0.config)))" }
    lines.append("versions " + Text.wrap(configs, separator: ", ", width: width, indent: 9))
    let differing = inputs.indices.filter { !comparison.differences(at: $0).isEmpty }
    guard !differing.isEmpty else {
      let names = comparison.replays.map(\.version.text)
      lines.append(
        Text.wrapLines(
          "no differences: the \(inputs.count) steps give the same frames, snap points in use, dim and errors on "
            + list(names), width: width))
      if let svg { lines.append("wrote the final frames as SVG to \(Text.shown(svg))") }
      return lines.joined(separator: "\n")
    }
    var rows = table
    var errors: [String] = []
    for step in differing {
      for (offset, group) in groups(comparison.replays, step: step).enumerated() {
        guard let state = group.first?.steps[step] else { continue }
        let frame = state.frame
        rows.rows.append([
          offset == 0 ? "\(step + 1) \(Text.shown(inputs[step]))" : "", versions(group),
          state.error == nil ? Text.shown(state.lands) : "error",
          frame.map { Text.pt($0.x) } ?? "-", frame.map { Text.pt($0.y) } ?? "-",
          frame.map { Text.pt($0.width) } ?? "-", frame.map { Text.pt($0.height) } ?? "-",
          state.dim.map { FixedFormat.format($0, decimals: 2) } ?? "-", points(state.points),
        ])
        if let error = state.error {
          errors.append(
            Text.wrapLines(
              "error    \(versions(group)) at \(step + 1) \(Text.shown(inputs[step])): \(Text.shown(error))",
              width: width))
        }
      }
    }
    lines.append(String(rows.render(width: width).dropLast()))
    lines += errors
    let same = inputs.indices.filter { !differing.contains($0) }
    lines.append(
      same.isEmpty
        ? "differ   every step"
        : Text.wrapLines(
          "same     step\(same.count == 1 ? "" : "s") \(numbers(same)) on every version",
          width: width))
    if let svg { lines.append("wrote the final frames as SVG to \(Text.shown(svg))") }
    return lines.joined(separator: "\n")
  }

  /// The record of `compare ios`: `from`, `environment`, `versions`, `replayed`,
  /// `notReplayed`, `steps` (every one: `step`, `input`, `differs` and a state per version)
  /// and `svg` (docs/json-output.md).
  static func json(_ comparison: VersionComparison, svg: String?) -> JSONValue {
    let gesture = comparison.gesture
    let inputs = comparison.inputs
    let environment = gesture.environment
    let steps: [JSONValue] = inputs.indices.map { step in
      .object([
        ("step", .number(Double(step + 1))),
        ("input", .string(inputs[step])),
        ("differs", .array(comparison.differences(at: step).map { .string($0) })),
        ("versions", .array(comparison.replays.map { json($0.version, $0.steps[step]) })),
      ])
    }
    return .object([
      ("from", .string(gesture.fromStart ? "start" : "present")),
      ("environment", CompareText.json(environment)),
      (
        "versions",
        .array(
          comparison.replays.map { replay in
            .object([("ios", .string(replay.version.text)), ("config", .string(replay.config))])
          })
      ),
      ("replayed", .array(gesture.replayed.map { .string($0) })),
      ("notReplayed", .array(gesture.notReplayed.map { .string($0) })),
      ("steps", .array(steps)),
      ("svg", svg.map { .string($0) } ?? .null),
    ])
  }

  /// One version's state after a step: `ios`, `lands`, `index`, `key`, `dismissed`, `frame`
  /// (`x`, `y`, `width`, `height`, or null), `dim`, `points` (`index`, `key`), `config` and
  /// `error`.
  static func json(_ version: IOSVersion, _ state: VersionStep) -> JSONValue {
    .object([
      ("ios", .string(version.text)),
      ("lands", .string(state.lands)),
      ("index", state.index.map { .number(Double($0)) } ?? .null),
      ("key", state.key.map { .string($0) } ?? .null),
      ("dismissed", .bool(state.lands == "dismissed")),
      (
        "frame",
        state.frame.map { frame in
          .object([
            ("x", .fixed(frame.x, decimals: 2)), ("y", .fixed(frame.y, decimals: 2)),
            ("width", .fixed(frame.width, decimals: 2)),
            ("height", .fixed(frame.height, decimals: 2)),
          ])
        } ?? .null
      ),
      ("dim", state.dim.map { .fixed($0, decimals: 2) } ?? .null),
      (
        "points",
        .array(
          state.points.map { point in
            .object([
              ("index", .number(Double(point.index))),
              ("key", point.key.map { .string($0) } ?? .null),
            ])
          })
      ),
      ("config", .string(state.config)),
      ("error", state.error.map { .string($0) } ?? .null),
    ])
  }
}
