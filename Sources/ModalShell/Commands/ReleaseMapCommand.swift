import ModalCore
import ModalRender
import ModalSupport

/// What `releasemap` was asked: each nil is the default (the current point, -3000..3000
/// pt/s, the rows the window fits or 24).
public struct ReleaseMapRequest: Hashable, Sendable {
  public var from: Int?
  public var velocities: ClosedRange<Double>?
  public var rows: Int?
  /// `--vs NAME`: a preset, else a release rule (`rule:NAME` for a rule a preset shares its
  /// name with).
  public var vs: String?
  public var svg: String?
  public var force = false

  /// The velocities when none are given (pt/s).
  public static let defaultVelocities = -3000.0...3000.0
  /// The rows in a script (no window to fit).
  public static let defaultRows = 24
  /// The rows accepted (a map is rows x columns cells: bounded, so hostile input stays small).
  public static let rowRange = 2...400
  /// The lines a map takes besides its rows on a window (header, axis, `--vs` count, prompt).
  static let windowLines = 5
}

extension CommandTable {
  static let releaseTools: [CommandSpec] = [
    CommandSpec(
      "releasemap", group: .inspection,
      usage: "releasemap [--from I] [--velocities A..B] [--rows N] [--vs X] [--svg F]",
      summary: "where a release lands for every position (rows) and velocity (columns)",
      details:
        "releasemap                         from the current point, -3000..3000 pt/s\nreleasemap --from 2 --rows 12      a drag that starts at snap point 2\nreleasemap --velocities -800..800  up to 800 pt/s either way\nreleasemap --vs floatingpanel      ! where that preset lands elsewhere\nreleasemap --vs nearest            ! where the nearest rule does\nreleasemap --svg map.svg           the map as a picture",
      notes:
        "Rows are the leading edge at release, from the most open point to the undershoot (24\nrows in a script, the window's height on a terminal); columns are velocities, as many as\nthe width fits. A cell is the index the release lands on (x or × dismissed): what snap\nFROM, a drag to the row's edge and release V give. The snap points' rows are marked (◀ the\nstart point). --vs X takes a preset, else a rule (rule:NAME when a preset has its name).\nreleasemap changes nothing; --svg --force F replaces a file."
    ) { arguments throws(ShellError) in
      .inspection(.releaseMap(try ReleaseMapRequest.parse(&arguments)))
    }
  ]
}

extension ReleaseMapRequest {
  /// The options in any order, each at most once.
  static func parse(_ arguments: inout ArgumentReader) throws(ShellError) -> ReleaseMapRequest {
    var request = ReleaseMapRequest()
    while true {
      if request.from == nil, let word = arguments.keyword("--from") {
        request.from = try arguments.required(.index, after: word)
      } else if request.velocities == nil, let word = arguments.keyword("--velocities") {
        request.velocities = try arguments.required(VelocityRangeKind(), after: word)
      } else if request.rows == nil, let word = arguments.keyword("--rows") {
        request.rows = try arguments.required(RowCountKind(), after: word)
      } else if request.vs == nil, let word = arguments.keyword("--vs") {
        request.vs = try arguments.required(VersusKind(), after: word)
      } else if request.svg == nil, let word = arguments.keyword("--svg") {
        request.force = arguments.keyword("--force") != nil
        request.svg = try arguments.required(.file, after: word)
      } else {
        return request
      }
    }
  }
}

/// `MIN..MAX` in pt/s, each in ``NumberRange/velocity``, MIN below MAX.
struct VelocityRangeKind: ArgumentKind {
  var noun: String { "velocities" }

  func parse(_ word: Word) throws(ShellError) -> ClosedRange<Double> {
    // `-800..800` splits at the first `..`.
    let bytes = Array(word.text.utf8)
    let dot = UInt8(ascii: ".")
    guard
      let at = bytes.indices.dropLast().first(where: { bytes[$0] == dot && bytes[$0 + 1] == dot })
    else { throw expected("velocities MIN..MAX in pt/s like -3000..3000", word) }
    let low = Numbers.parse(String(decoding: bytes[..<at], as: UTF8.self))
    let high = Numbers.parse(String(decoding: bytes[(at + 2)...], as: UTF8.self))
    guard let low, let high else {
      throw expected("velocities MIN..MAX in pt/s like -3000..3000", word)
    }
    guard NumberRange.velocity.contains(low), NumberRange.velocity.contains(high) else {
      throw outOfRange(.velocity, word)
    }
    guard low < high else { throw expected("MIN below MAX in MIN..MAX", word) }
    return low...high
  }
}

/// A number of rows in ``ReleaseMapRequest/rowRange``.
struct RowCountKind: ArgumentKind {
  var noun: String { "number" }

  func parse(_ word: Word) throws(ShellError) -> Int {
    let range = ReleaseMapRequest.rowRange
    guard let value = Int(word.text), range.contains(value) else {
      throw expected("a number of rows from \(range.lowerBound) to \(range.upperBound)", word)
    }
    return value
  }
}

/// The other side of `--vs`: a preset's name, a rule's, or `rule:NAME`.
struct VersusKind: ArgumentKind {
  static let names = NameSet(
    what: "preset or rule", hint: "presets lists the presets, help peers the rules",
    names: BuiltinPresets.names + ReleaseStrategies.names.map { "rule:" + $0 }
      + ReleaseStrategies.names.filter { !BuiltinPresets.names.contains($0) })

  var completion: Completion { .words(Self.names.names) }
  var noun: String { "preset or rule" }

  func parse(_ word: Word) throws(ShellError) -> String {
    guard Self.names.names.contains(word.text) else { throw Self.names.unknown(word) }
    return word.text
  }
}

extension Session.Workspace {
  /// `releasemap`: the map of the current config (and of `--vs`'s), as text, JSON or SVG; the
  /// session is unchanged (the file `--svg` writes aside). While a recording runs, the map's
  /// SVG is the page step's picture too.
  func releaseMap(
    _ request: ReleaseMapRequest, files: inout FileAccess, options: ShellOptions,
    recording: SessionRecording? = nil
  ) throws(ShellError) -> Reply {
    let m = manager
    let from = request.from ?? m.currentIndex
    let rowCount =
      request.rows
      ?? options.height.map {
        Swift.min(
          ReleaseMapRequest.rowRange.upperBound,
          Swift.max(ReleaseMapRequest.rowRange.lowerBound, $0 - ReleaseMapRequest.windowLines))
      } ?? ReleaseMapRequest.defaultRows
    let range = request.velocities ?? ReleaseMapRequest.defaultVelocities
    let digits = ReleaseMapText.digits(of: m.interpolator.points.filter(\.isSnappable).map(\.index))
    let columns = ReleaseMapText.columns(
      width: options.width, digits: digits, low: range.lowerBound, high: range.upperBound)
    let velocities = ReleaseMap.velocities(
      from: range.lowerBound, to: range.upperBound, count: columns)
    let map: ReleaseMap
    var other: (map: ReleaseMap, name: String)? = nil
    do {
      let edges = try m.releaseMapEdges(from: from, rows: rowCount)
      map = try m.releaseMap(from: from, velocities: velocities, edges: edges)
      if let vs = request.vs {
        let versus = try versusManager(vs, from: from)
        other = (try versus.releaseMap(from: from, velocities: velocities, edges: edges), vs)
      }
    } catch {
      throw ShellError("releasemap: " + error.description)
    }
    let title = "\(documentName) (\(m.config.release.strategy))"
    if let recording, recording.isRecordingStep {
      recording.attachPicture(
        ReleaseMapSVG.render(map, title: "release map of " + title, vs: other))
    }
    if let path = request.svg {
      let svg = ReleaseMapSVG.render(map, title: "release map of " + title, vs: other)
      try files.write(path, svg, command: "releasemap --svg", force: request.force)
      return .text("exported the release map as SVG to \(Text.shown(path))")
    }
    let ascii = options.ascii
    let color = options.color
    return .data(
      text: { ReleaseMapText.render(map, title: title, vs: other, ascii: ascii, color: color) },
      json: { ReleaseMapJSON.record(map, vs: other) })
  }

  /// The manager `--vs NAME` maps: a preset on the same environment, presented at `from`;
  /// else the current config with the rule `NAME` (its options at their defaults).
  func versusManager(_ name: String, from: Int) throws(ManagerError) -> Manager {
    let rule = name.hasPrefix("rule:") ? String(name.dropFirst(5)) : nil
    if rule == nil, let document = try? BuiltinPresets.document(named: name) {
      var other = try Manager(
        config: document.config, name: name, environment: manager.environment)
      _ = try other.apply(.present(.index(from), animated: false))
      return other
    }
    return try manager.replacingRelease(ReleaseConfig(strategy: rule ?? name))
  }
}

/// `releasemap`'s JSON: `{"from", "velocities", "rows": [{"edge", "percent", "lands"}]}`, and
/// with `--vs` the other's name (`vs`) and each row's `vsLands`.
enum ReleaseMapJSON {
  static func record(_ map: ReleaseMap, vs: (map: ReleaseMap, name: String)?) -> JSONValue {
    func lands(_ row: [Int?]) -> JSONValue {
      .array(row.map { $0.map { .number(Double($0)) } ?? .null })
    }
    var members: [(key: String, value: JSONValue)] = [
      ("from", .number(Double(map.from))),
      ("velocities", .array(map.velocities.map { RecordJSON.number($0) })),
    ]
    if let vs { members.append(("vs", .string(vs.name))) }
    members.append(
      (
        "rows",
        .array(
          map.rows.enumerated().map { r, row in
            var fields: [(key: String, value: JSONValue)] = [
              ("edge", RecordJSON.number(row.edge)),
              ("percent", RecordJSON.number(row.percent, decimals: 3)),
              ("lands", lands(row.lands)),
            ]
            if let other = vs?.map, r < other.rows.count {
              fields.append(("vsLands", lands(other.rows[r].lands)))
            }
            return .object(fields)
          })
      ))
    return .object(members)
  }
}
