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
    var refused: SwiftImportError? = nil
    for importer in all {
      var log = SwiftImportLog(file: file)
      guard let read = importer.read(parser, &log), !log.recognised.isEmpty else { continue }
      if let current = best, current.recognised.count >= log.recognised.count { continue }
      // The same validation as every other source: nothing out of range is stored.
      let document: ConfigDocument
      do throws(ConfigValidation.Refusal) {
        let valid = try ConfigValidation.validated(read)
        document = valid.document
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
