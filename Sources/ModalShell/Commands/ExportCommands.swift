import ModalCore
import ModalSwift

extension Session {
  /// The config in use as Swift for `target` on iOS `ios` (`--export TARGET --ios N`), or why
  /// it cannot be.
  public func swiftExport(target: String, ios: IOSVersion? = nil) -> Result<
    SwiftExport, ShellError
  > {
    workspace.swiftExport(target: target, ios: ios)
  }
}

extension Session.Workspace {
  /// The config in use as Swift for `target` on iOS `ios` (nil: the oldest its API needs), or
  /// why it cannot be.
  func swiftExport(target: String, ios: IOSVersion? = nil) -> Result<SwiftExport, ShellError> {
    guard let exporter = SwiftExportTargets.named(target) else {
      return .failure(NameSet.exportTargets.unknown(target))
    }
    var current = document
    current.config = manager.adaptiveConfig
    if current.name == nil { current.name = documentName }
    do {
      return .success(try exporter.export(current, ios: ios))
    } catch {
      return .failure(ShellError("export: \(error.message)"))
    }
  }

  /// `export swift TARGET [FILE]` (or `export tsx TARGET [FILE]`, `language` the word before
  /// the target, which must be the target's): the config as Swift (or TypeScript) for a library. Without a file the code
  /// is printed; with one it is written (atomically, refusing a file this session did not
  /// write unless `--force`). Either way each thing the target cannot express is a `note:`
  /// line (the same list heads the file as comments).
  mutating func exportSwift(
    _ input: String, target: String, ios: IOSVersion?, path: String?, force: Bool,
    language: ExportLanguage = .swift, files: inout FileAccess
  ) throws(ShellError) -> Reply {
    if let named = SwiftExportTargets.named(target), named.language != language {
      throw ShellError(
        "export \(language.rawValue): \(target) is a \(named.language.rawValue) target: export \(named.language.rawValue) \(target)"
      )
    }
    let export: SwiftExport
    switch swiftExport(target: target, ios: ios) {
    case .success(let made): export = made
    case .failure(let error): throw error
    }
    // A note quotes the config's keys and names.
    let notes = export.notes.map { "note: " + Text.shown($0) }
    if let path {
      try files.write(path, export.code, command: "export", force: force)
      return .text(
        (["exported \(Text.shown(documentName)) for \(target) to \(Text.shown(path))"] + notes)
          .joined(separator: "\n"))
    } else {
      return .text((notes + [String(export.code.dropLast())]).joined(separator: "\n"))
    }
  }
}

extension Session.Workspace {
  /// `export kotlin compose [FILE]`: the config as a `@Composable` showing Compose Material 3's
  /// `ModalBottomSheet`, printed or written as `export swift` writes (atomically, refusing a
  /// file this session did not write unless `--force`); each thing ModalBottomSheet cannot be
  /// told (custom anchors, the positional threshold) is a `note:` line and a comment in the file.
  mutating func exportKotlin(path: String?, force: Bool, files: inout FileAccess)
    throws(ShellError) -> Reply
  {
    var current = document
    current.config = manager.adaptiveConfig
    if current.name == nil { current.name = documentName }
    let export: SwiftExport
    do {
      export = try ComposeExport.export(current)
    } catch {
      throw ShellError("export: \(error.message)")
    }
    let notes = export.notes.map { "note: " + Text.shown($0) }
    if let path {
      try files.write(path, export.code, command: "export", force: force)
      return .text(
        (["exported \(Text.shown(documentName)) for compose to \(Text.shown(path))"] + notes)
          .joined(separator: "\n"))
    }
    return .text((notes + [String(export.code.dropLast())]).joined(separator: "\n"))
  }
}

/// A config file's text as a document: JSON in this project's schema, or Swift source
/// (`.swift`) read by the Swift importers, which also report what they recognised and
/// skipped. Shared by `load` and `--config`.
public enum ConfigSource {
  /// The document of `text` read from `path`, and the import's report (empty for JSON); a
  /// one-line error per problem otherwise.
  public static func decode(_ text: String, path: String) -> Result<
    (document: ConfigDocument, report: [String]), ShellError
  > {
    if path.hasSuffix(".swift") {
      return decodeSwift([(Paths.fileName(path), text)], sheet: nil, command: "load \(path)").map {
        ($0.document, $0.report)
      }
    }
    if GorhomImport.reads(path) {
      return decodeTSX(Paths.fileName(path), text, sheet: nil, command: "load \(path)").map {
        ($0.document, $0.report)
      }
    }
    do {
      return .success((try ConfigCoding.decodeDocument(text), []))
    } catch {
      let problems = error.problems
      let lines = problems.map { "\(path): \($0)" }
      return .failure(
        ShellError(
          "\(path) has \(problems.count == 1 ? "a problem" : "\(problems.count) problems"):\n  "
            + lines.joined(separator: "\n  ")))
    }
  }
  /// The document of Swift `files` (each its name for the report and its text) read as one,
  /// of the sheet named `sheet` when given, and the import's report: its count, the sheets
  /// found when there are several (`command` is how they were loaded, for the line saying how
  /// to read another), the line each snap point came from, then each line read, approximated
  /// and left out. A name the code does not
  /// declare is an error listing those it does. `sheets` is the JSON record of the sheets
  /// found when there are several (nil otherwise): `sheets` (each its `name`, `library` and
  /// `place`), `read` (the name read, or null when the code chose) and `chooser`.
  public static func decodeSwift(
    _ files: [(name: String, text: String)], sheet: String?, command: String
  ) -> Result<(document: ConfigDocument, report: [String], sheets: JSONValue?), ShellError> {
    do {
      return .success(report(try SwiftImporters.read(files: files, sheet: sheet), command: command))
    } catch {
      return .failure(failure(error, sheet: sheet, files: files.map(\.name), command: command))
    }
  }

  /// True when `path` is source code `load` imports (Swift, or TypeScript / JavaScript read as
  /// an @gorhom/bottom-sheet component) rather than a JSON config.
  public static func isImported(_ path: String) -> Bool {
    path.hasSuffix(".swift") || GorhomImport.reads(path)
  }

  /// The document of a React Native component's @gorhom/bottom-sheet sheet (`.tsx`, `.ts`,
  /// `.jsx`, `.js`: one reader), of the sheet named `sheet` when given, with the same report
  /// as ``decodeSwift(_:sheet:command:)``.
  public static func decodeTSX(_ name: String, _ text: String, sheet: String?, command: String)
    -> Result<(document: ConfigDocument, report: [String], sheets: JSONValue?), ShellError>
  {
    do {
      return .success(
        report(try GorhomImport.read(text, file: name, sheet: sheet), command: command))
    } catch {
      return .failure(failure(error, sheet: sheet, files: [name], command: command))
    }
  }

  /// An import's report lines and its sheets' JSON record (see ``decodeSwift(_:sheet:command:)``).
  static func report(_ result: SwiftImportResult, command: String) -> (
    document: ConfigDocument, report: [String], sheets: JSONValue?
  ) {
    let head = result.countLine
    // The lines quote the Swift file's text: made visible, one line each.
    let found = result.sheetsLine(command: command).map { [Text.shown($0)] } ?? []
    let lines = (result.points + result.recognised + result.approximated + result.skipped).map(
      Text.shown)
    let sheets: JSONValue? =
      result.sheets.count > 1
      ? .object([
        (
          "sheets",
          .array(
            result.sheets.map {
              .object([
                ("name", .string($0.name)), ("library", .string($0.library)),
                ("place", .string($0.place)),
              ])
            })
        ),
        ("read", result.sheet.map { .string($0) } ?? .null),
        ("chooser", result.chooser.map { .string($0) } ?? .null),
      ]) : nil
    return (result.document, [head] + found + lines, sheets)
  }

  /// An import's error; for a sheet name the code does not declare, the names it does.
  static func failure(
    _ error: SwiftImportError, sheet: String?, files: [String], command: String
  ) -> ShellError {
    guard let names = error.sheetNames, let sheet, !names.isEmpty else {
      return ShellError(error.message)
    }
    let set =
      names.count <= SwiftImporters.listedSheets
      ? NameSet(what: "sheet", plural: "sheets found", names: names)
      : NameSet(
        what: "sheet", hint: "\(names.count) sheets: \(command) lists them", names: names)
    let files = files.joined(separator: ", ")
    return ShellError("\(files): \(Text.shown(set.unknownMessage(sheet)))")
  }
}
