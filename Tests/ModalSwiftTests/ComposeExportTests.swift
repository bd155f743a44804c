import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// The Kotlin stubs of the Compose declarations the export uses (Stubs/Compose, each naming its
/// source file).
private let composeStubs: [String] = {
  let folder = exportTests + "/Stubs/Compose"
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  return names.filter { $0.hasSuffix(".kt") }.sorted().map { folder + "/" + $0 }
}()

/// Debian's kotlinc (1.3.31), or nil where it is not installed.
private let kotlinc: String? =
  FileManager.default.isExecutableFile(atPath: "/usr/bin/kotlinc") ? "/usr/bin/kotlinc" : nil

/// Compiles `files` (name and Kotlin text) with the stubs in one kotlinc run.
private func compile(_ files: [(name: String, code: String)]) throws -> ToolRun {
  let folder = NSTemporaryDirectory() + "modalplay-kotlin-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  var paths: [String] = []
  for file in files {
    let path = folder + "/" + file.name
    try file.code.write(toFile: path, atomically: true, encoding: .utf8)
    paths.append(path)
  }
  // -Xallow-kotlin-package: the stub of kotlin.OptIn, which kotlinc 1.3 lacks.
  return try runTool(
    try #require(kotlinc),
    ["-nowarn", "-Xallow-kotlin-package", "-d", folder + "/out"] + composeStubs + paths)
}

/// The compose preset with `name` and edits of its default config.
private func composeDocument(_ name: String, _ edit: (inout ModalConfig) -> Void = { _ in })
  throws -> ConfigDocument
{
  var document = try presetDocument("compose")
  document.name = name
  var config = document.config.defaultConfig
  edit(&config)
  document.config.defaultConfig = config
  return document
}

/// The compose preset without the keyboard: every point's layout without `kb`.
private func withoutKeyboard(_ config: inout ModalConfig) {
  config.snapPoints[0].layout?.height = try! LayoutValueSyntax.parseValue(
    "50% max (safe.top + 48 + content + safe.bottom)")
  config.snapPoints[1].layout?.height = try! LayoutValueSyntax.parseValue(
    "safe.top + 48 + content + safe.bottom max 100%")
  for index in config.snapPoints.indices { config.snapPoints[index].layout?.marginBottom = nil }
}

/// The compose preset with a red dim, a 40 x 6 handle and four rounded corners.
private func restyled(_ config: inout ModalConfig) {
  config.snapPoints[0].keyframe[.backgroundRed] = 0.5
  config.snapPoints[0].keyframe[.handleWidth] = 40
  config.snapPoints[0].keyframe[.handleHeight] = 6
  config.snapPoints[0].keyframe.maskedCorners = .all
}

@Suite("export kotlin compose", .serialized)
struct ComposeExportTests {
  @Test("the compose preset's export, byte for byte (Golden/compose/compose.kt)")
  func presetText() throws {
    let export = try ComposeExport.export(presetDocument("compose"))
    let path = exportTests + "/Golden/compose/compose.kt"
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        atPath: exportTests + "/Golden/compose", withIntermediateDirectories: true)
      try export.code.write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(export.code == (try String(contentsOfFile: path, encoding: .utf8)))
    #expect(export.notes == [])
    // docs/export.md shows the same file.
    let docs = try String(contentsOfFile: packageRoot + "/docs/export.md", encoding: .utf8)
    #expect(docs.contains("```kotlin\n" + export.code + "```\n"))
  }

  @Test("skipPartiallyExpanded follows the compose release's option; no kb, no imePadding")
  func options() throws {
    let skip = try ComposeExport.export(
      composeDocument("skip") { $0.release.options["skipPartiallyExpanded"] = 1 })
    #expect(skip.code.contains("rememberModalBottomSheetState(skipPartiallyExpanded = true)"))
    #expect(skip.notes == [])
    let plain = try ComposeExport.export(composeDocument("plain", withoutKeyboard))
    #expect(!plain.code.contains("imePadding"))
    #expect(plain.code.contains("rememberModalBottomSheetState(skipPartiallyExpanded = false)"))
  }

  @Test("a coloured scrim, a sized handle and four rounded corners")
  func look() throws {
    let export = try ComposeExport.export(composeDocument("look", restyled))
    #expect(export.code.contains("        shape = RoundedCornerShape(28.dp),\n"))
    #expect(
      export.code.contains(
        "        scrimColor = Color(red = 0.5f, green = 0f, blue = 0f, alpha = 0.32f),\n"))
    #expect(
      export.code.contains(
        "        dragHandle = { BottomSheetDefaults.DragHandle(width = 40.dp, height = 6.dp) },\n"))
    #expect(export.notes == [])
  }

  @Test("what ModalBottomSheet cannot take is a note and a comment")
  func notes() throws {
    let export = try ComposeExport.export(
      composeDocument("three") { config in
        var middle = config.snapPoints[1]
        middle.key = "middle"
        middle.layout?.height = try! LayoutValueSyntax.parseValue("70%")
        config.snapPoints.insert(middle, at: 1)
        config.release.options["positionalThreshold"] = 80
        config.release.options["skipHiddenState"] = 1
      })
    #expect(
      export.notes == [
        "snapPoints[1] (middle) has no anchor: ModalBottomSheet's anchors are Hidden, PartiallyExpanded (half the container) and Expanded (the content's height) and it takes no others",
        "positionalThreshold 80 dp: SheetState's positionalThreshold is internal in Material 3 (its constructor is internal), so the sheet keeps 56 dp",
        "skipHiddenState 1: rememberModalBottomSheetState always has Hidden (skipHiddenState is rememberStandardBottomSheetState's, for BottomSheetScaffold)",
      ])
    #expect(export.code.contains("// modalplay: not exported: positionalThreshold 80 dp:"))
  }

  @Test("a drawer is refused with one line")
  func refusal() throws {
    let drawer = try composeDocument("drawer") { $0.snapDirection = .leftToRight }
    #expect(
      ComposeExport.refusal(drawer)
        == "compose cannot express a leftToRight modal: ModalBottomSheet rises from the bottom edge"
    )
    #expect(throws: SwiftExportError.self) { try ComposeExport.export(drawer) }
  }

  @Test("a name from the config reaches the code only as letters and digits")
  func names() {
    #expect(ComposeExport.functionName("compose") == "ComposeSheet")
    #expect(ComposeExport.functionName("my sheet\") }\nfun x") == "MySheetFunXSheet")
    #expect(ComposeExport.functionName("9-lives") == "Config9LivesSheet")
    #expect(ComposeExport.functionName("\u{1F600}") == "ConfigSheet")
  }

  @Test("a name with a line break stays inside its comment")
  func hostileName() throws {
    let export = try ComposeExport.export(composeDocument("a\nfun evil() {}\r*/"))
    let code = export.code.split(separator: "\n").filter { !$0.hasPrefix("//") }
    #expect(!code.contains { $0.contains("evil") })
    #expect(export.code.contains("fun AFunEvilSheet(onDismissRequest: () -> Unit"))
  }

  @Test("the exports compile with kotlinc against the Compose stubs (one run)")
  func compiles() throws {
    guard kotlinc != nil else {
      print("skipped: /usr/bin/kotlinc is not installed (apt-get install kotlin)")
      return
    }
    let documents = [
      try presetDocument("compose"),
      try composeDocument("skip") { $0.release.options["skipPartiallyExpanded"] = 1 },
      try composeDocument("plain", withoutKeyboard),
      try composeDocument("look", restyled),
    ]
    let files = try documents.map { ($0.name! + ".kt", try ComposeExport.export($0).code) }
    let run = try compile(files)
    #expect(run.status == 0, "\(run.output)")
  }

  @Test("a broken export (a parameter renamed) does not compile: the check can fail")
  func brokenFails() throws {
    guard kotlinc != nil else {
      print("skipped: /usr/bin/kotlinc is not installed (apt-get install kotlin)")
      return
    }
    let code = try ComposeExport.export(presetDocument("compose")).code
    let broken = code.replacingOccurrences(of: "sheetMaxWidth =", with: "maxSheetWidth =")
    #expect(broken != code)
    let run = try compile([("Broken.kt", broken)])
    #expect(run.status != 0)
    #expect(run.output.contains("cannot find a parameter with this name: maxSheetWidth"))
  }
}
