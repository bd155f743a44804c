import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// docs/export.md's generated parts: the targets' table is the registry's
/// (`SwiftExportTargets.all`: name, summary, follows) and the example is the real export.
/// `MODALPLAY_UPDATE_DOCS=1` rewrites both (after a target is added; read the diff).
@Suite("docs/export.md", .serialized)
struct ExportDocsTests {
  static let path = packageRoot + "/docs/export.md"

  /// The table between its markers, generated from the registry.
  static var table: String {
    let rows = SwiftExportTargets.all.map { "| `\($0.name)` | \($0.summary) | \($0.follows) |" }
    return (["| target | what it writes | follows |", "|---|---|---|"] + rows).joined(
      separator: "\n")
  }

  /// The example: `modalplay --preset ios-sheet --export uikit`.
  static func example() throws -> String {
    let target = try #require(SwiftExportTargets.named("uikit"))
    return "```swift\n" + (try target.export(try presetDocument("ios-sheet"))).code + "```"
  }

  /// `text` with what lies between the line `open` and the line `close` replaced by `body`;
  /// nil when a marker is missing.
  static func replacing(_ text: String, between open: String, and close: String, with body: String)
    -> String?
  {
    guard let start = text.range(of: open + "\n"),
      let end = text.range(of: "\n" + close, range: start.upperBound..<text.endIndex)
    else { return nil }
    return text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: body)
  }

  static let markers = [
    ("<!-- targets: generated from SwiftExportTargets.all -->", "<!-- end of targets -->"),
    ("<!-- export: ios-sheet uikit -->", "<!-- end of export -->"),
  ]

  @Test("the targets' table is the registry's and the example is the real export")
  func generated() throws {
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
    var generated = text
    for ((open, close), body) in zip(Self.markers, [Self.table, try Self.example()]) {
      generated = try #require(
        Self.replacing(generated, between: open, and: close, with: body), "markers \(open)")
    }
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_DOCS"] == "1" {
      try generated.write(toFile: Self.path, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      text == generated,
      "docs/export.md: run MODALPLAY_UPDATE_DOCS=1 swift test --skip-build --filter ExportDocsTests"
    )
  }

  @Test("every target of the registry has a row in the table")
  func names() throws {
    let text = try String(contentsOfFile: Self.path, encoding: .utf8)
    for name in SwiftExportTargets.names {
      #expect(text.contains("| `\(name)` |"))
    }
  }
}
