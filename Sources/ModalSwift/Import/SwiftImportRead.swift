import ModalCore

extension SwiftImporters {
  /// Reads `source` (named `file` in the report): ``read(files:sheet:)`` of one file.
  public static func read(_ source: String, file: String) throws(SwiftImportError)
    -> SwiftImportResult
  {
    try read(files: [(file, source)])
  }

  /// Reads `files` (each a name for the report and its text) as one source, so that a
  /// constant or detent declared in one file applies where another uses it; each report line
  /// names its own file. The document is that of the importer that recognised the most, among
  /// those whose document loads as a saved config would.
  ///
  /// Where the code holds several sheets of a library (``SwiftSheet``), one is read and the
  /// others' code is left out: the one named `sheet`, else the one the code chooses
  /// (``SwiftImporter/choose``: an adaptive config of the branches), else the first; the
  /// result lists them all. A `sheet` the code does not declare is an error that lists the
  /// names it does.
  ///
  /// One error when no importer read a config: its first line says so, and each thing the
  /// importers skipped follows on a line of its own (`FILE:LINE:COLUMN: skipped WHAT: WHY`,
  /// and the problems of a document that would not load), so that the error says why; also
  /// one error for files over ``SwiftParser/maxTokens`` tokens in all.
  public static func read(files: [(name: String, text: String)], sheet: String? = nil)
    throws(SwiftImportError) -> SwiftImportResult
  {
    var parser = SwiftParser(files: files.map(\.text))
    parser.fileNames = files.map(\.name)
    let sources = SwiftSourceMap(names: files.map(\.name), firstLines: parser.fileLines)
    if !parser.isComplete, let last = parser.tokens.last {
      throw SwiftImportError(
        message:
          "\(sources.place(last.location)): too long to import: more than \(SwiftParser.maxTokens) tokens (a sheet's code takes a few hundred: load a file with just that code)"
      )
    }
    // What an iPhone never runs (a Mac Catalyst branch, an iPad's set-up) is not read.
    let whole = SwiftBlocks(parser)
    let platform = SwiftPlatformCode(parser, whole)
    if !platform.ranges.isEmpty { parser = parser.masking(platform.ranges) }
    let leftOut = platform.notes.map { note in
      let why =
        note.use.map {
          "used only by code that runs only on \(note.platform) (\(sources.shortPlace(of: $0))): left out of the iPhone reading"
        } ?? "runs only on \(note.platform): left out of the iPhone reading"
      return "\(sources.place(note.at)): skipped \(note.what): \(why)"
    }
    let blocks = platform.ranges.isEmpty ? whole : SwiftBlocks(parser)
    // Sheet code kept for some iOS versions only (`if #available(iOS 16, *)`): one reading per
    // version that runs different code, made one adaptive config.
    let availability = SwiftAvailability(parser)
    if !availability.regions.isEmpty {
      return try readVersions(
        parser, availability, sources: sources, leftOut: leftOut, sheet: sheet,
        command: "load " + files.map(\.name).joined(separator: " "))
    }
    return try read(
      parser, blocks: blocks, sources: sources, leftOut: leftOut, sheet: sheet,
      command: "load " + files.map(\.name).joined(separator: " "))
  }

  /// Reads `parser` (the code an iPhone runs, `leftOut` saying what of the rest was left out):
  /// the importer that recognised the most, on the sheet named `sheet` or the one chosen;
  /// `command` is how the files were loaded, for the error's hint.
  static func read(
    _ parser: SwiftParser, blocks: SwiftBlocks, sources: SwiftSourceMap, leftOut: [String],
    sheet: String?, command: String
  ) throws(SwiftImportError) -> SwiftImportResult {
    let found = all.map { sheets(of: $0.library, parser, blocks, sources) }
    var tried: [(importer: SwiftImporter, sheets: [SwiftSheet], pick: SwiftSheet?)] = []
    if let sheet {
      guard
        let (library, pick) = found.indices.lazy.compactMap({ library in
          found[library].first { $0.name == sheet }.map { (library, $0) }
        }).first
      else {
        let names = found.flatMap { $0 }
        let listing = names.isEmpty ? "the code names no sheet" : "sheets: \(listing(names))"
        throw SwiftImportError(
          message: "\(sources.all): no sheet named '\(sheet)'; \(listing)",
          sheetNames: names.map(\.name))
      }
      tried = [(all[library], found[library], pick)]
    } else {
      tried = all.indices.map { (all[$0], found[$0], found[$0].first) }
    }
    var best: (result: SwiftImportResult, parser: SwiftParser)? = nil
    var refused: SwiftImportError? = nil
    var reasons: [String] = []
    for (importer, sheets, pick) in tried {
      var log = SwiftImportLog(sources: sources)
      var chooser: String? = nil
      var reader = parser
      let read: ConfigDocument?
      // (A chooser may pick among one layout of the file and the library's own.)
      if sheet == nil, !sheets.isEmpty, let choose = importer.choose,
        let (document, line) = choose(parser, sheets, &log)
      {
        (read, chooser) = (document, line)
      } else {
        if let pick, sheets.count > 1 { reader = masking(parser, for: pick, in: sheets) }
        read = importer.read(reader, &log)
      }
      guard let read, log.readCount > 0 else {
        reasons += log.skipped
        continue
      }
      if let current = best,
        current.result.recognised.count + current.result.approximated.count >= log.readCount
      {
        continue
      }
      // The same validation as every other source: nothing out of range is stored.
      var document: ConfigDocument
      do throws(ConfigValidation.Refusal) {
        let valid = try ConfigValidation.validated(read)
        document = valid.document
        // Validation reads the config; the Swift names around it are the importer's.
        document.selectionBinding = read.selectionBinding
        document.sourceType = read.sourceType
        log.report(valid.leftOut)
      } catch {
        log.report(error.leftOut)
        let reasons =
          log.skipped + leftOut + error.problems.map { "\(log.place(of: $0.path)): \($0)" }
        refused = SwiftImportError(
          message: "\(sources.all): the \(importer.library) code gives no valid config:\n  "
            + reasons.joined(separator: "\n  "))
        continue
      }
      var result = SwiftImportResult(
        document: document, library: importer.library, recognised: log.recognised,
        skipped: log.skipped)
      result.approximated = log.approximated
      result.points = log.pointLines(document.config.defaultConfig)
      if sheets.count > 1 || chooser != nil {
        result.sheets = sheets
        result.chooser = chooser
        result.sheet = chooser == nil ? pick?.name : nil
        result.named = sheet != nil
      }
      best = (result, reader)
    }
    // An app's own type holding anchors or detents is not read: said, for the chosen sheet's
    // code (or the whole code when nothing was read).
    var wrappers = SwiftImportLog(sources: sources)
    SwiftWrappers.report(best?.parser ?? parser, &wrappers)
    guard let (best, reader) = best else {
      if let refused { throw refused }
      reasons += wrappers.skipped
      let header =
        "\(sources.all): no sheet configuration found (expected \(libraries.joined(separator: ", ")) code, e.g. .presentationDetents([...]))"
      // The sheets not tried, by the name that reads one alone.
      let others = tried.compactMap { entry -> String? in
        guard sheet == nil, entry.sheets.count > 1, let pick = entry.pick else { return nil }
        return
          "found \(entry.sheets.count) \(entry.importer.library) sheets: \(listing(entry.sheets)); \(pick.name), the first, gives none: \(command) NAME reads another"
      }
      throw SwiftImportError(
        message: ([header] + reasons + leftOut + others).joined(separator: "\n  "))
    }
    // A name whose declaration leads back to itself was left as written: say where, unless the
    // importer's own report of a cycle names it already.
    let cycles = reader.constantCycles.filter { cycle in
      !best.skipped.contains {
        $0.hasPrefix("\(sources.place(cycle.at)): skipped")
          || $0.contains("\(cycle.name) at \(sources.shown(cycle.at))")
      }
    }.map {
      "\(sources.place($0.at)): skipped \($0.name): its declaration leads back to itself (\($0.path)), so it is left as written"
    }
    var result = best
    result.skipped += cycles + leftOut + wrappers.skipped
    return result
  }

  /// `parser` without the code of the sheets other than `pick`, but with all of `pick`'s own
  /// (a sheet nested in another's block keeps its own code and loses the outer sheet's; the
  /// outer loses the nested one's).
  static func masking(_ parser: SwiftParser, for pick: SwiftSheet, in sheets: [SwiftSheet])
    -> SwiftParser
  {
    let others = sheets.filter { $0 != pick }
    var names: [String: SourceLocation] = [:]
    for sheet in others { names[sheet.name] = sheet.at }
    // The views another sheet's content makes are that sheet's (TopicsStep's
    // `.interactiveDismissDisabled()` is the topics sheet's), unless they hold this sheet.
    let start = pick.spans.first?.lowerBound ?? -1
    let content = others.flatMap(\.content).filter { !$0.contains(start) }
    return parser.masking(
      others.flatMap(\.spans) + content, keeping: pick.spans + pick.content, sheets: names)
  }
}
