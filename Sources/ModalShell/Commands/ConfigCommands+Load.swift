import ModalCore
import ModalRender
import ModalSwift

/// `load`: a config file, Swift or TSX sources, or a folder, with the import's report and lint.
extension Session.Workspace {
  /// `load FILE.json`, `load FILE.swift... [NAME]` or `load FOLDER [NAME]`: the import's
  /// report follows, then the lint of what it read, so that what the import approximated or
  /// left out is said where it is read.
  mutating func load(
    _ input: String, paths: [String], sheet: String?, files: inout FileAccess,
    recording: SessionRecording?, width: Int
  ) throws(ShellError) -> Reply {
    let path = paths[0]
    var read = paths
    if GorhomImport.reads(path) {
      guard paths.count == 1 else {
        throw ShellError(
          "load: \(Text.shown(paths[1])): a .tsx file is read alone (its sheets by NAME: load \(Text.shown(path)) NAME)"
        )
      }
      let text = try files.read(path)
      switch ConfigSource.decodeTSX(
        Paths.fileName(path), text, sheet: sheet, command: "load \(path)")
      {
      case .success(let decoded):
        return try loaded(input, decoded, path: path, recording: recording, width: width)
      case .failure(let error): throw error
      }
    }
    if !path.hasSuffix(".swift"), !path.hasSuffix(".json"),
      let swift = try files.swiftFiles(inFolder: path)
    {
      guard !swift.isEmpty else {
        throw ShellError(
          "load: no .swift file in \(Text.shown(path)) (a folder's own .swift files are read, not its subfolders')"
        )
      }
      read = swift + paths.dropFirst()
    }
    let loaded: (document: ConfigDocument, report: [String], sheets: JSONValue?)
    if read.count == 1, sheet == nil || path.hasSuffix(".swift") {
      let text = try files.read(path)
      let decoded =
        path.hasSuffix(".swift")
        ? ConfigSource.decodeSwift(
          [(Paths.fileName(path), text)], sheet: sheet, command: "load \(path)")
        : ConfigSource.decode(text, path: path).map { ($0.document, $0.report, nil) }
      switch decoded {
      case .success(let decoded): loaded = decoded
      case .failure(let error): throw error
      }
    } else {
      if let other = read.first(where: { !$0.hasSuffix(".swift") }) {
        throw ShellError(
          "load: \(Text.shown(other)) is not a .swift file: only Swift files are read together or by sheet name"
        )
      }
      var sources: [(name: String, text: String)] = []
      for file in read { sources.append((Paths.fileName(file), try files.read(file))) }
      switch ConfigSource.decodeSwift(
        sources, sheet: sheet, command: "load " + paths.joined(separator: " "))
      {
      case .success(let decoded): loaded = decoded
      case .failure(let error): throw error
      }
    }
    return try self.loaded(input, loaded, path: path, recording: recording, width: width)
  }

  /// The session after a load of `path`: the document `loaded` read, its report and lint.
  private mutating func loaded(
    _ input: String, _ loaded: (document: ConfigDocument, report: [String], sheets: JSONValue?),
    path: String, recording: SessionRecording?, width: Int
  ) throws(ShellError) -> Reply {
    let name = String(path.split(separator: "/").last ?? Substring(path))
    // A Swift import's lint below lists them too.
    let warnings = loaded.report.isEmpty ? Session.tinyConstantWarnings(loaded.document.config) : []
    let step = try replaceDocument(
      input, loaded.document, name: name, notes: Session.adding(warnings, to: []),
      recording: recording)
    guard !loaded.report.isEmpty else { return step }
    let findings = Lint.check(manager.adaptiveConfig)
    let lint = Lint.report(findings, configName: name)
    let text = Text.wrapLines((loaded.report + [lint]).joined(separator: "\n"), width: width)
    guard case .object(let sheets) = loaded.sheets else { return .sequence([step, .text(text)]) }
    // Several sheets: in JSON, the report's lines and the sheets as data.
    let report = loaded.report + [lint]
    return .sequence([
      step,
      .data(
        text: { text },
        json: { .object([("report", .array(report.map { .string($0) }))] + sheets) }),
    ])
  }
}
