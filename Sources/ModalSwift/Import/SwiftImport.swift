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

  /// Reads `source` (named `file` in the report): the document of the importer that recognised
  /// the most; one error when none recognised anything.
  public static func read(_ source: String, file: String) throws(SwiftImportError)
    -> SwiftImportResult
  {
    let parser = SwiftParser(source)
    var best: SwiftImportResult? = nil
    for importer in all {
      var log = SwiftImportLog(file: file)
      guard let document = importer.read(parser, &log), !log.recognised.isEmpty else { continue }
      if let current = best, current.recognised.count >= log.recognised.count { continue }
      best = SwiftImportResult(
        document: document, library: importer.library, recognised: log.recognised,
        skipped: log.skipped)
    }
    guard let best else {
      throw SwiftImportError(
        message:
          "\(file): no sheet configuration found (expected \(libraries.joined(separator: ", ")) code, e.g. .presentationDetents([...]))"
      )
    }
    return best
  }
}

/// Layout values from the arithmetic of a custom detent's resolver (`max(44,
/// context.maxDetentValue * 0.1)`): numbers, the context's maximum detent value, `+ - * /`,
/// `min` and `max`; nil for anything else.
enum SwiftResolverValue {
  static let maximumNames: Set<String> = ["maxDetentValue", "maximumDetentValue"]

  static func value(_ node: SwiftNode) -> LayoutValue? {
    if let number = node.number { return .constant(number) }
    switch node.kind {
    case .member(_, let name) where maximumNames.contains(name):
      return LayoutValue(.detent(.maximum))
    case .parenthesized(let inner):
      return value(inner).map { LayoutValue(.sum([$0])) }
    case .binary(let symbol, let left, let right):
      guard let a = value(left), let b = value(right) else { return nil }
      switch symbol {
      case "+": return LayoutValue(.sum([a, b]))
      case "-": return .withOffset(a, .subtract, b)
      case "*": return .withOffset(a, .multiply, b)
      case "/": return .withOffset(a, .divide, b)
      default: return nil
      }
    case .call(let callee, let arguments):
      guard let name = callee.dottedName, name == "min" || name == "max", arguments.count == 2,
        let a = value(arguments[0].value), let b = value(arguments[1].value)
      else { return nil }
      var base = a.min == nil && a.max == nil ? a : LayoutValue(.sum([a]))
      if name == "max" { base.min = b } else { base.max = b }
      return base
    default:
      return nil
    }
  }
}
