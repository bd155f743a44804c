import ModalCore

/// The notes an importer collects while it reads: the report's lines.
public struct SwiftImportLog: Sendable {
  let sources: SwiftSourceMap
  public private(set) var recognised: [String] = []
  public private(set) var skipped: [String] = []
  public private(set) var approximated: [String] = []

  /// What the importer read: exactly or approximately (the importer with the most wins).
  var readCount: Int { recognised.count + approximated.count }

  /// `FILE:LINE:COLUMN: approximated WHAT: WHY`: read, but not exactly as the code says (a
  /// run-time value read as the value it stands for here, a value replaced by the nearest one
  /// modelled, a condition read as a flag); the why says what stands in and how to change it.
  public mutating func approximate(_ what: String, _ why: String, at location: SourceLocation) {
    approximated.append("\(sources.place(location)): approximated \(what): \(why)")
  }

  /// `FILE:LINE:COLUMN: recognised WHAT`.
  public mutating func recognise(_ what: String, at location: SourceLocation) {
    recognised.append("\(sources.place(location)): recognised \(what)")
  }

  /// `FILE:LINE:COLUMN: skipped WHAT: WHY` (the why says what to do: "give a value with
  /// set ...").
  public mutating func skip(_ what: String, _ why: String, at location: SourceLocation) {
    skipped.append("\(sources.place(location)): skipped \(what): \(why)")
  }

  /// Where the file gave each config path (`sheet.preferredCornerRadius`) and each snap point
  /// (by its key): the line a value the validation leaves out is reported at.
  private(set) var origins: [String: SourceLocation] = [:]

  /// Adds the lines of `other` (another sheet's reading: a branch of an adaptive config) that
  /// this log does not have yet.
  mutating func merge(_ other: SwiftImportLog) {
    let (known, left, near) = (Set(recognised), Set(skipped), Set(approximated))
    recognised += other.recognised.filter { !known.contains($0) }
    skipped += other.skipped.filter { !left.contains($0) }
    approximated += other.approximated.filter { !near.contains($0) }
  }

  /// Takes the places `other` recorded (a branch's, when its config is the default one) over
  /// those of the same path this log has.
  mutating func adoptOrigins(of other: SwiftImportLog) {
    origins.merge(other.origins) { _, theirs in theirs }
  }

  /// Records that the value at the config path `path` comes from `location`.
  public mutating func origin(of path: String, at location: SourceLocation) {
    origins[path] = location
  }

  /// Records that the snap point keyed `key` comes from `location`.
  public mutating func origin(ofPoint key: String, at location: SourceLocation) {
    origins["snap point " + key] = location
  }

  /// Where the file gave the value at `path`: its snap point's (by key), else the longest
  /// recorded prefix of the path; nil when the importer recorded none.
  func origin(of path: String, pointKey: String? = nil) -> SourceLocation? {
    if let key = pointKey, let location = origins["snap point " + key] {
      return location
    }
    // Importers record paths within a config; the reader's start with the config's place.
    var path = Substring(path)
    for prefix in ["default.", "constrained["] where path.hasPrefix(prefix) {
      if prefix == "default." {
        path = path.dropFirst(prefix.count)
      } else if let close = path.firstIndex(of: "]"),
        path[close...].hasPrefix("].config.")
      {
        path = path[close...].dropFirst("].config.".count)
      }
    }
    while !path.isEmpty {
      if let location = origins[String(path)] { return location }
      path = path[..<(path.lastIndex { $0 == "." || $0 == "[" } ?? path.startIndex)]
    }
    return nil
  }

  /// Where each snap point of `config` came from, in its order: `snap N KEY: FILE:LINE:COLUMN`
  /// (`N` as `snap N` names it), or `not in the code` when the importer recorded no place (a
  /// point the library gives when the code says nothing, as PanModal's long form).
  func pointLines(_ config: ModalConfig) -> [String] {
    config.snapPoints.enumerated().map { index, point in
      let place = origin(of: "snapPoints[\(index)]", pointKey: point.key).map(sources.place)
      let key = point.key.map { " " + $0 } ?? ""
      return "snap \(index + 1)\(key): \(place ?? "not in the code (the library's default)")"
    }
  }

  /// `FILE:LINE:COLUMN` of the value at `path` (see ``origin(of:pointKey:)``), or `FILE`.
  func place(of path: String, pointKey: String? = nil) -> String {
    origin(of: path, pointKey: pointKey).map(sources.place) ?? sources.all
  }

  /// Reports each thing the validation left out, at the line it came from when known.
  mutating func report(_ leftOut: [ConfigValidation.LeftOut]) {
    for entry in leftOut {
      skipped.append("\(place(of: entry.path, pointKey: entry.pointKey)): skipped \(entry)")
    }
  }

  /// Skips `what` for its `value` as read from the file (nil when there is none) at
  /// `location`; but a value the reader refused as too deep (``SwiftNode/isTooDeep``) is
  /// skipped for that reason instead of `why`, at the place of the limit, since `why` (what
  /// was expected) would mislead.
  public mutating func skip(
    _ what: String, _ why: String, value: SwiftNode?, at location: SourceLocation
  ) {
    guard let value, value.isTooDeep else { return skip(what, why, at: location) }
    skip(what, SwiftParser.tooDeep, at: value.location)
  }

  /// True when a list of `count` snap points or configs (`what`, at `location`) is over
  /// ``SwiftImporters/maxSnapPoints``: it is then skipped, with its count, before anything in
  /// it is read.
  public mutating func skipTooMany(_ count: Int, _ what: String, at location: SourceLocation)
    -> Bool
  {
    guard count > SwiftImporters.maxSnapPoints else { return false }
    skip(
      what,
      "\(count) of them, more than \(SwiftImporters.maxSnapPoints): a sheet has a few; load a file of those",
      at: location)
    return true
  }
}

/// A library `load FILE.swift` can read: its name and its reader, which returns nil when the
/// file holds none of its shapes.
public struct SwiftImporter: Sendable {
  public let library: String
  let read: @Sendable (SwiftParser, inout SwiftImportLog) -> ConfigDocument?
  /// Where the code itself chooses among several sheets (FloatingPanel's
  /// `floatingPanel(_:layoutFor:)`): the adaptive document of its branches and a line saying
  /// which branch became which config; nil when the code does not choose.
  let choose:
    (@Sendable (SwiftParser, [SwiftSheet], inout SwiftImportLog) -> (ConfigDocument, String)?)?

  /// Creates an importer.
  public init(
    library: String,
    read: @escaping @Sendable (SwiftParser, inout SwiftImportLog) -> ConfigDocument?
  ) {
    self.library = library
    self.read = read
    self.choose = nil
  }

  /// Creates an importer whose code may choose among its sheets.
  init(
    library: String,
    read: @escaping @Sendable (SwiftParser, inout SwiftImportLog) -> ConfigDocument?,
    choose:
      @escaping @Sendable (SwiftParser, [SwiftSheet], inout SwiftImportLog) -> (
        ConfigDocument, String
      )?
  ) {
    self.library = library
    self.read = read
    self.choose = choose
  }
}

/// Every importer, declared once; `load` tries them all and keeps the one that recognised the
/// most.
public enum SwiftImporters {
  public static let all: [SwiftImporter] = [
    SwiftUIImport.importer, UIKitImport.importer, AdaptiveModalImport.importer,
    PanModalImport.importer, FloatingPanelImport.importer,
  ]

  /// The libraries, in order.
  public static var libraries: [String] { all.map(\.library) }

  /// The most snap points (or constrained configs) in one list an import reads: a sheet has a
  /// handful, and a session spends kilobytes on each point (its frames, its lint), so a list
  /// of more is skipped instead of taking hundreds of megabytes.
  public static let maxSnapPoints = 1024
}

/// The declarations a name is resolved through (a detent declared as another, an identifier
/// declared as another), each once: a name met again is a cycle, reported instead of
/// followed, and a chain stops at ``SwiftParser/maxDepth`` names.
struct SwiftDeclarationChain {
  private(set) var links: [(name: String, at: SourceLocation)] = []
  private var names: Set<String> = []
  /// The files read, for the places in the report (`2:14`, `B.swift:2:14` across files).
  let sources: SwiftSourceMap

  /// A chain through the declarations of `parser`'s files.
  init(_ parser: SwiftParser) {
    sources = SwiftSourceMap(names: parser.fileNames, firstLines: parser.fileLines)
  }

  /// Follows `name`, declared at `at`: nil when it can be followed, else why not, for the
  /// report (`its declaration refers to itself (a at 2:14 -> b at 3:14 -> a)`).
  mutating func follow(_ name: String, at: SourceLocation) -> String? {
    if names.contains(name) {
      let path = links.map { "\($0.name) at \(sources.shown($0.at))" }.joined(separator: " -> ")
      if links.count == 1 { return "its declaration refers to itself (\(path))" }
      let relation = links.first?.name == name ? "refers to itself" : "leads to a cycle"
      return "its declaration \(relation) (\(path) -> \(name))"
    }
    guard links.count < SwiftParser.maxDepth else {
      return "its declaration refers through more than \(SwiftParser.maxDepth) others"
    }
    links.append((name, at))
    names.insert(name)
    return nil
  }

  /// Where the chain starts: the first name's declaration.
  var start: SourceLocation? { links.first?.at }
}

/// Layout values from the arithmetic of a custom detent's resolver (`max(44,
/// context.maxDetentValue * 0.1)`): numbers, the context's maximum detent value, `+ - * /`,
/// `min` and `max`. A value whose custom detent (`detent.custom(...)`, what the importers make
/// of it) is over the schema's complexity limit (``SchemaText/maxExpressionComplexity``) is
/// refused, as `set` and a config file refuse it; the reading stops as soon as it is over, so
/// a long resolver costs no more than a short one. The value is the one its text gives, as
/// in a config file.
enum SwiftResolverValue {
  static let maximumNames: Set<String> = ["maxDetentValue", "maximumDetentValue"]

  /// Why a resolver is not read.
  enum Refusal: Error, Equatable {
    /// Not in the arithmetic subset: the caller says what it expected.
    case notArithmetic
    /// Over the schema's complexity limit.
    case tooComplex
    /// A read over ``SwiftParser/maxDepth``.
    case tooDeep

    /// The reason for the report: the refusal's own, else `expected` (what the caller
    /// expected of a value that is not arithmetic).
    func reason(or expected: String) -> String {
      switch self {
      case .notArithmetic: expected
      case .tooComplex: SchemaText.tooComplex
      case .tooDeep: SwiftParser.tooDeep
      }
    }
  }

  /// The layout value of `node`, or why not.
  static func read(_ node: SwiftNode) -> Result<LayoutValue, Refusal> {
    if node.isTooDeep { return .failure(.tooDeep) }
    var budget = SchemaText.maxExpressionComplexity
    guard let value = value(node, &budget) else {
      return .failure(budget < 0 ? .tooComplex : .notArithmetic)
    }
    let detent = LayoutValueSyntax.render(LayoutValue(.detent(.custom(value))))
    if SchemaText.isTooComplex(detent) { return .failure(.tooComplex) }
    // The value as a config file gives it, the one its text reads back as (`a + b + c` one
    // sum, not a sum in a sum): what `save` writes then loads back the same.
    guard let parsed = try? LayoutValueSyntax.parseValue(detent),
      case .detent(.custom(let canonical)) = parsed.kind
    else { return .success(value) }
    return .success(canonical)
  }

  /// The value, each operator or parenthesis taken from `budget`; nil when it is not
  /// arithmetic or the budget runs out (below 0).
  static func value(_ node: SwiftNode, _ budget: inout Int) -> LayoutValue? {
    if let number = node.number { return .constant(number) }
    switch node.kind {
    case .member(_, let name) where maximumNames.contains(name):
      return LayoutValue(.detent(.maximum))
    case .parenthesized, .binary, .call:
      budget -= 1
      guard budget >= 0 else { return nil }
    default:
      return nil
    }
    switch node.kind {
    case .parenthesized(let inner):
      return value(inner, &budget).map { LayoutValue(.sum([$0])) }
    case .binary(let symbol, let left, let right):
      guard let a = value(left, &budget), let b = value(right, &budget) else { return nil }
      switch symbol {
      case "+": return LayoutValue(.sum([a, b]))
      case "-": return .withOffset(a, .subtract, b)
      case "*": return .withOffset(a, .multiply, b)
      case "/": return .withOffset(a, .divide, b)
      default: return nil
      }
    case .call(let callee, let arguments):
      guard let name = callee.dottedName, name == "min" || name == "max", arguments.count == 2,
        let a = value(arguments[0].value, &budget), let b = value(arguments[1].value, &budget)
      else { return nil }
      var base = a.min == nil && a.max == nil ? a : LayoutValue(.sum([a]))
      if name == "max" { base.min = b } else { base.max = b }
      return base
    default:
      return nil
    }
  }
}
