import ModalCore
import ModalSwift

extension Session {
  /// The config in use as Swift for `target` (`--export TARGET`), or why it cannot be.
  public func swiftExport(target: String) -> Result<SwiftExport, ShellError> {
    guard let exporter = SwiftExportTargets.named(target) else {
      return .failure(NameSet.exportTargets.unknown(target))
    }
    var current = document
    current.config = manager.adaptiveConfig
    if current.name == nil { current.name = documentName }
    do {
      return .success(try exporter.export(current))
    } catch {
      return .failure(ShellError("export: \(error.message)"))
    }
  }

  /// `export swift TARGET [FILE]`: the config as Swift for a library. Without a file the code
  /// is printed; with one it is written (atomically, refusing a file this session did not
  /// write unless `--force`). Either way each thing the target cannot express is a `note:`
  /// line (the same list heads the file as comments).
  mutating func exportSwift(_ input: String, target: String, path: String?, force: Bool)
    throws(ShellError)
  {
    let export: SwiftExport
    switch swiftExport(target: target) {
    case .success(let made): export = made
    case .failure(let error): throw error
    }
    let notes = export.notes.map { "note: " + $0 }
    if let path {
      try writeFile(path, export.code, command: "export", force: force)
      reply(
        input,
        (["exported \(documentName) for \(target) to \(path)"] + notes).joined(separator: "\n"))
    } else {
      reply(input, (notes + [String(export.code.dropLast())]).joined(separator: "\n"))
    }
  }
}
