import ModalCore

/// What `load FILE.swift` read (issue 14): the config, the library whose code it was, and the
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
    var reasons: [String] = []
    for importer in all {
      var log = SwiftImportLog(file: file)
      guard let document = importer.read(parser, &log), !log.recognised.isEmpty else {
        reasons += log.skipped
        continue
      }
      // What it read must load as a saved config does (not a config of no point, nor a number
      // out of the schema's range): the schema's decoder says so, and why not.
      do {
        _ = try ConfigCoding.decodeDocument(ConfigCoding.encodeDocument(document))
      } catch {
        reasons += log.skipped
        reasons += error.problems.map { "\(file): skipped the \(importer.library) config: \($0)" }
        continue
      }
      if let current = best, current.recognised.count >= log.recognised.count { continue }
      best = SwiftImportResult(
        document: document, library: importer.library, recognised: log.recognised,
        skipped: log.skipped)
    }
    guard let best else {
      let header =
        "\(file): no sheet configuration found (expected \(libraries.joined(separator: ", ")) code, e.g. .presentationDetents([...]))"
      throw SwiftImportError(message: ([header] + reasons).joined(separator: "\n  "))
    }
    return best
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

    /// The reason for the report, for a refusal that has one of its own.
    var reason: String? {
      switch self {
      case .notArithmetic: nil
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
