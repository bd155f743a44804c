import ModalCore

/// `load Sheet.tsx`: a React Native component's `<BottomSheet>` or `<BottomSheetModal>` of
/// @gorhom/bottom-sheet read as a config, on the `gorhom` preset's (its animations, release,
/// hand-off and overdrag: the library's), with the props of ``GorhomProps/table``. The report
/// is the Swift importer's (``SwiftImportResult``): each prop read, each one not used with its
/// `FILE:LINE:COLUMN` and why. `.ts`, `.jsx` and `.js` files are read by the same reader.
public enum GorhomImport {
  public static let library = "@gorhom/bottom-sheet"

  /// The file extensions `load` reads with this importer.
  public static let extensions = [".tsx", ".ts", ".jsx", ".js"]

  /// True when `path` is read by this importer.
  public static func reads(_ path: String) -> Bool {
    extensions.contains { path.hasSuffix($0) }
  }

  /// Reads `source` (named `file` in the report); `sheet` names one of several sheets (the
  /// component it is in, as ``TSXSource/sheetNames()``). One error, with its place, for a
  /// file that cannot be read or holds no sheet.
  public static func read(_ source: String, file: String, sheet: String? = nil)
    throws(SwiftImportError) -> SwiftImportResult
  {
    let sources = SwiftSourceMap(names: [file])
    let lexed: TSXTokens
    do {
      lexed = try TSXLexer.tokenize(source)
    } catch {
      throw SwiftImportError(message: "\(sources.place(error.location)): \(error.message)")
    }
    let scan = TSXSource(tokens: lexed.tokens)
    let names = scan.sheetNames()
    guard !scan.elements.isEmpty else {
      var lines = [
        "\(file): no \(library) sheet found (expected <BottomSheet ...> or <BottomSheetModal ...> of a component imported from '\(library)')"
      ]
      for at in scan.unimported.prefix(SwiftImporters.listedSheets) {
        lines.append(
          "\(sources.place(at)): skipped this element: its name is not imported from '\(library)'")
      }
      throw SwiftImportError(message: lines.joined(separator: "\n  "))
    }
    let sheets = scan.elements.indices.map { index in
      let at = scan.tokens[scan.elements[index].token].location
      return SwiftSheet(
        name: names[index], library: library, place: "L\(at.line)", spans: [], at: at)
    }
    var pick = 0
    if let sheet {
      guard let found = names.firstIndex(of: sheet) else {
        throw SwiftImportError(
          message: "\(file): no sheet named '\(sheet)'; sheets: \(SwiftImporters.listing(sheets))",
          sheetNames: names)
      }
      pick = found
    }
    var log = SwiftImportLog(sources: sources)
    for place in scan.importPlaces { log.recognise(place.text, at: place.at) }
    var reader = GorhomSheetReader(
      scan: scan, lineComments: lexed.lineComments, element: scan.elements[pick])
    reader.read(&log)
    guard let read = reader.document(&log) else {
      throw SwiftImportError(
        message: (["\(file): the \(library) sheet gives no snap point"] + log.skipped).joined(
          separator: "\n  "))
    }
    var document: ConfigDocument
    do throws(ConfigValidation.Refusal) {
      let valid = try ConfigValidation.validated(read)
      document = valid.document
      log.report(valid.leftOut)
    } catch {
      log.report(error.leftOut)
      let reasons = log.skipped + error.problems.map { "\(log.place(of: $0.path)): \($0)" }
      throw SwiftImportError(
        message: "\(file): the \(library) code gives no valid config:\n  "
          + reasons.joined(separator: "\n  "))
    }
    // What was read, in the file's order (the index and the overdrag factor are recognised
    // once the points are known).
    func place(_ line: String) -> (Int, Int) {
      let parts = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
      guard parts.count == 3 else { return (0, 0) }
      return (Int(parts[0]) ?? 0, Int(parts[1]) ?? 0)
    }
    let recognised = log.recognised.enumerated().map { ($0.element, place($0.element), $0.offset) }
      .sorted { ($0.1.0, $0.1.1, $0.2) < ($1.1.0, $1.1.1, $1.2) }.map(\.0)
    var result = SwiftImportResult(
      document: document, library: library, recognised: recognised, skipped: log.skipped)
    result.approximated = log.approximated
    result.points = log.pointLines(document.config.defaultConfig)
    if sheets.count > 1 {
      result.sheets = sheets
      result.sheet = names[pick]
      result.named = sheet != nil
    }
    return result
  }

  /// The work of reading `source` (bytes and tokens looked at), for the test that it grows
  /// linearly with the file; nil when the file is refused before it is read.
  static func work(_ source: String) -> Int? {
    guard let lexed = try? TSXLexer.tokenize(source) else { return nil }
    let scan = TSXSource(tokens: lexed.tokens)
    var log = SwiftImportLog(sources: SwiftSourceMap(names: ["work"]))
    var work = lexed.work + scan.work
    for element in scan.elements {
      var reader = GorhomSheetReader(scan: scan, lineComments: lexed.lineComments, element: element)
      reader.read(&log)
      work += reader.parser.work
    }
    return work
  }
}
