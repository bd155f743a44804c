import ModalCore
import ModalSwift

extension Session {
  /// `export swift TARGET [FILE]`: the config as Swift for a library. Without a file the code
  /// is printed; with one it is written (atomically, refusing a file this session did not
  /// write unless `--force`). Either way each thing the target cannot express is a `note:`
  /// line (the same list heads the file as comments).
  mutating func exportSwift(_ input: String, target: String, path: String?, force: Bool)
    throws(ShellError)
  {
    guard let exporter = SwiftExportTargets.named(target) else {
      throw NameSet.exportTargets.unknown(target)
    }
    var current = document
    current.config = manager.adaptiveConfig
    if current.name == nil { current.name = documentName }
    let export: SwiftExport
    do {
      export = try exporter.export(current)
    } catch {
      throw ShellError("export: \(error.message)")
    }
    let notes = export.notes.map { "note: " + $0 }
    if let path {
      try writeFile(path, export.code, command: "export", force: force)
      reply(input, (["exported \(documentName) for \(target) to \(path)"] + notes).joined(separator: "\n"))
    } else {
      reply(input, (notes + [String(export.code.dropLast())]).joined(separator: "\n"))
    }
  }
}
