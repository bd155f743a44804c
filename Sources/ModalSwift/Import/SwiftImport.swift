import ModalCore

/// What `load FILE.swift` read: the config, the library whose code it was, and the
/// report: each thing recognised and each thing skipped, with its `file:line:column` and what
/// to do about it.
public struct SwiftImportResult: Sendable {
  public var document: ConfigDocument
  public var library: String
  public var recognised: [String]
  public var skipped: [String]
}

/// A file with nothing recognisable, as one clear error.
public struct SwiftImportError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// The notes an importer collects while it reads: the report's lines.
public struct SwiftImportLog: Sendable {
  let file: String
  public private(set) var recognised: [String] = []
  public private(set) var skipped: [String] = []

  /// `FILE:LINE:COLUMN: recognised WHAT`.
  public mutating func recognise(_ what: String, at location: SourceLocation) {
    recognised.append("\(file):\(location): recognised \(what)")
  }

  /// `FILE:LINE:COLUMN: skipped WHAT: WHY` (the why says what to do: "give a value with
  /// set ...").
  public mutating func skip(_ what: String, _ why: String, at location: SourceLocation) {
    skipped.append("\(file):\(location): skipped \(what): \(why)")
  }

  /// Where the file gave each config path (`sheet.preferredCornerRadius`) and each snap point
  /// (by its key): the line a value the validation leaves out is reported at.
  private(set) var origins: [String: SourceLocation] = [:]

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

  /// `FILE:LINE:COLUMN` of the value at `path` (see ``origin(of:pointKey:)``), or `FILE`.
  func place(of path: String, pointKey: String? = nil) -> String {
    origin(of: path, pointKey: pointKey).map { "\(file):\($0)" } ?? file
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

  /// Creates an importer.
  public init(
    library: String,
    read: @escaping @Sendable (SwiftParser, inout SwiftImportLog) -> ConfigDocument?
  ) {
    self.library = library
    self.read = read
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

  /// Reads `source` (named `file` in the report): the document of the importer that recognised
  /// the most, among those whose document loads as a saved config would. One error when none
  /// did: its first line says so, and each thing the importers skipped follows on a line of
  /// its own (`FILE:LINE:COLUMN: skipped WHAT: WHY`, and the problems of a document that would
  /// not load), so that the error says why; also one error for a file over
  /// ``SwiftParser/maxTokens`` tokens.
  public static func read(_ source: String, file: String) throws(SwiftImportError)
    -> SwiftImportResult
  {
    let parser = SwiftParser(source)
    if !parser.isComplete, let last = parser.tokens.last {
      throw SwiftImportError(
        message:
          "\(file):\(last.location): too long to import: more than \(SwiftParser.maxTokens) tokens (a sheet's code takes a few hundred: load a file with just that code)"
      )
    }
    var best: SwiftImportResult? = nil
    var refused: SwiftImportError? = nil
    var reasons: [String] = []
    for importer in all {
      var log = SwiftImportLog(file: file)
      guard let read = importer.read(parser, &log), !log.recognised.isEmpty else {
        reasons += log.skipped
        continue
      }
      if let current = best, current.recognised.count >= log.recognised.count { continue }
      // The same validation as every other source: nothing out of range is stored.
      var document: ConfigDocument
      do throws(ConfigValidation.Refusal) {
        let valid = try ConfigValidation.validated(read)
        document = valid.document
        // Validation reads the config; the Swift names around it are the importer's.
        document.selectionBinding = read.selectionBinding
        log.report(valid.leftOut)
      } catch {
        log.report(error.leftOut)
        let reasons = log.skipped + error.problems.map { "\(log.place(of: $0.path)): \($0)" }
        refused = SwiftImportError(
          message: "\(file): the \(importer.library) code gives no valid config:\n  "
            + reasons.joined(separator: "\n  "))
        continue
      }
      best = SwiftImportResult(
        document: document, library: importer.library, recognised: log.recognised,
        skipped: log.skipped)
    }
    guard let best else {
      if let refused { throw refused }
      let header =
        "\(file): no sheet configuration found (expected \(libraries.joined(separator: ", ")) code, e.g. .presentationDetents([...]))"
      throw SwiftImportError(message: ([header] + reasons).joined(separator: "\n  "))
    }
    // A name whose declaration leads back to itself was left as written: say where, unless the
    // importer's own report of a cycle names it already.
    let cycles = parser.constantCycles.filter { cycle in
      !best.skipped.contains {
        $0.hasPrefix("\(file):\(cycle.at): skipped") || $0.contains("\(cycle.name) at \(cycle.at)")
      }
    }.map {
      "\(file):\($0.at): skipped \($0.name): its declaration leads back to itself (\($0.path)), so it is left as written"
    }
    guard !cycles.isEmpty else { return best }
    return SwiftImportResult(
      document: best.document, library: best.library, recognised: best.recognised,
      skipped: best.skipped + cycles)
  }
}

/// The declarations a name is resolved through (a detent declared as another, an identifier
/// declared as another), each once: a name met again is a cycle, reported instead of
/// followed, and a chain stops at ``SwiftParser/maxDepth`` names.
struct SwiftDeclarationChain {
  private(set) var links: [(name: String, at: SourceLocation)] = []
  private var names: Set<String> = []

  /// Follows `name`, declared at `at`: nil when it can be followed, else why not, for the
  /// report (`its declaration refers to itself (a at 2:14 -> b at 3:14 -> a)`).
  mutating func follow(_ name: String, at: SourceLocation) -> String? {
    if names.contains(name) {
      let path = links.map { "\($0.name) at \($0.at)" }.joined(separator: " -> ")
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
