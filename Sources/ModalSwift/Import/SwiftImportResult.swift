import ModalCore

/// What `load FILE.swift` read: the config, the library whose code it was, and the
/// report: each thing read exactly (`recognised`), each thing read but not exactly
/// (`approximated`: a run-time value read as the value it stands for, a condition read as a
/// flag) and each thing left out (`skipped`), with its `file:line:column` and what to do about
/// it, so that nothing of the sheet's code is left out silently.
public struct SwiftImportResult: Sendable {
  public var document: ConfigDocument
  public var library: String
  public var recognised: [String]
  public var skipped: [String]
  /// The lines of what was read but not exactly: `FILE:LINE:COLUMN: approximated WHAT: WHY`.
  public var approximated: [String] = []
  /// Where each snap point of the default config came from: `snap N KEY: FILE:LINE` (or `FILE`
  /// when the importer recorded no line), in the config's order.
  public var points: [String] = []

  /// The report's first line: one count of each class (`imported UIKit code: 3 read, 1
  /// approximated, 2 left out`).
  public var countLine: String {
    "imported \(library) code: \(recognised.count) read, \(approximated.count) approximated, \(skipped.count) left out"
  }
  /// Every sheet of the library the code holds, when it holds several or chooses among them
  /// (empty otherwise).
  public var sheets: [SwiftSheet] = []
  /// The name of the sheet read (nil when the code holds one, or when `chooser` decides).
  public var sheet: String? = nil
  /// How the code chooses among the sheets, when it does (`floatingPanel(_:layoutFor:) (L90)
  /// chooses: ...`): then the config is adaptive, one constrained config a branch.
  public var chooser: String? = nil
  /// True when the sheet was named (`load FILE.swift NAME`).
  public var named = false

  /// The line that lists the sheets found and says which was read and how to read another
  /// (`command` is how the user loaded the files: `load Panels.swift`); nil for one sheet
  /// that the code does not choose.
  public func sheetsLine(command: String) -> String? {
    guard sheets.count > 1 || chooser != nil else { return nil }
    let found =
      "found \(sheets.count) sheet\(sheets.count == 1 ? "" : "s"): \(SwiftImporters.listing(sheets))"
    if let chooser {
      return "\(found); \(chooser): \(command) NAME reads one alone"
    }
    guard let sheet else { return found }
    if named { return "\(found); read \(sheet)" }
    return "\(found); read \(sheet), the first: \(command) NAME to read another"
  }
}

/// A file with nothing recognisable, as one clear error.
public struct SwiftImportError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// For `load FILE.swift NAME` of a name the code does not declare: the names it does,
  /// for the caller's "did you mean" (the message says the same without it).
  public var sheetNames: [String]? = nil
  public var description: String { message }
}

/// The files an import reads, for its report: each file's name and its first line in the
/// parser's numbering (``SwiftParser/fileLines``), so that a location is given in its own
/// file.
public struct SwiftSourceMap: Sendable {
  public let names: [String]
  let firstLines: [Int]

  /// The files `names`, whose first lines are `firstLines` (one file: line 1).
  public init(names: [String], firstLines: [Int] = [1]) {
    self.names = names
    self.firstLines = firstLines
  }

  /// The index of the file a location is in.
  func file(of location: SourceLocation) -> Int {
    var file = 0
    while file + 1 < firstLines.count, firstLines[file + 1] <= location.line,
      file + 1 < names.count
    {
      file += 1
    }
    return file
  }

  /// The location in its own file: `FILE:LINE:COLUMN`.
  public func place(_ location: SourceLocation) -> String {
    let file = file(of: location)
    return "\(names[file]):\(line(of: location)):\(location.column)"
  }

  /// The line in its own file.
  func line(of location: SourceLocation) -> Int {
    let file = file(of: location)
    return location.line - (file < firstLines.count ? firstLines[file] - 1 : 0)
  }

  /// `L12` when one file is read, `FILE:12` when several.
  func shortPlace(of location: SourceLocation) -> String {
    names.count > 1
      ? "\(names[file(of: location)]):\(line(of: location))" : "L\(line(of: location))"
  }

  /// A location as a chain of declarations shows it: `LINE:COLUMN` in one file,
  /// `FILE:LINE:COLUMN` across several.
  func shown(_ location: SourceLocation) -> String {
    names.count > 1 ? place(location) : location.description
  }

  /// The files, for a message about all of them (`A.swift, B.swift`).
  public var all: String { names.joined(separator: ", ") }
}
