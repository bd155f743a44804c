import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// `export kotlin compose [FILE]` in a session: printed, written, refused.
@Suite("export kotlin in a session", .serialized)
struct ExportKotlinTests {
  @Test("written to a file, which --force alone replaces when the session did not write it")
  func writes() throws {
    let folder = NSTemporaryDirectory() + "modalplay-kotlin-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = LocalFileSystem()
    try files.write(folder + "/Other.kt", "// mine\n")
    var session = try quietSession("compose", files: files)
    let written = outcome(&session, "export kotlin compose \(folder)/Sheet.kt")
    #expect(written.ok)
    #expect(written.out == "exported compose for compose to \(folder)/Sheet.kt\n")
    #expect(
      try files.read(folder + "/Sheet.kt").contains(
        "fun ComposeSheet(onDismissRequest: () -> Unit"))
    #expect(!outcome(&session, "export kotlin compose \(folder)/Other.kt").ok)
    #expect(try files.read(folder + "/Other.kt") == "// mine\n")
    #expect(outcome(&session, "export kotlin --force compose \(folder)/Other.kt").ok)
    #expect(try files.read(folder + "/Other.kt").hasPrefix("// compose: exported by modalplay"))
  }

  @Test("printed with its notes first; a drawer is one error")
  func printsAndRefuses() throws {
    var session = try quietSession("compose")
    _ = outcome(&session, "add snap at 2 height=70%")
    let printed = outcome(&session, "export kotlin compose")
    #expect(printed.ok)
    #expect(
      printed.out.hasPrefix(
        "note: snapPoints[1] has no anchor: ModalBottomSheet's anchors are Hidden, PartiallyExpanded (half the container) and Expanded (the content's height) and it takes no others\n// compose: exported by modalplay for Compose Material 3.\n"
      ))
    var drawer = try quietSession("compose")
    _ = outcome(&drawer, "set direction leftToRight")
    let refused = outcome(&drawer, "export kotlin compose")
    #expect(!refused.ok)
    #expect(
      refused.err
        == "error: export: compose cannot express a leftToRight modal: ModalBottomSheet rises from the bottom edge\n"
    )
  }
}
