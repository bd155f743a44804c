import ModalCore
import Testing

@testable import ModalSwift

/// `load FILE.swift` on hostile input: names declared through themselves, nesting and chains
/// past the reader's limit, many detents and names, a file too long, and an error that says
/// why nothing was read. Each case crashed, hung or misled before; the reports are exact.
@Suite("Swift import: hostile input")
struct SwiftImportHostileTests {
  /// The skipped lines of an import that succeeds.
  static func skipped(_ source: String) throws -> [String] {
    try SwiftImporters.read(source, file: "F.swift").skipped
  }

  /// The message of an import that fails.
  static func failure(_ source: String) -> String? {
    do {
      _ = try SwiftImporters.read(source, file: "F.swift")
      return nil
    } catch {
      return error.message
    }
  }

  static let noSheet =
    "F.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))"

  @Test("a SwiftUI detent declared as itself is skipped with its place (it recursed forever)")
  func detentOfItself() throws {
    let result = try SwiftImporters.read(
      """
      extension PresentationDetent {
        static let bar = Self.bar
      }
      Text("x").presentationDetents([.bar, .medium])
        .presentationBackgroundInteraction(.enabled(upThrough: .bar))
      """, file: "F.swift")
    #expect(
      result.skipped == [
        "F.swift:2:14: skipped .bar: its declaration refers to itself (bar at 2:14)",
        "F.swift:2:14: skipped .bar: its declaration refers to itself (bar at 2:14)",
      ])
    #expect(result.document.config.defaultConfig.snapPoints.map(\.key) == ["medium"])
  }

  @Test("detents declared as each other, and one that leads into them, are skipped")
  func detentCycle() throws {
    #expect(
      try Self.skipped(
        """
        extension PresentationDetent {
          static let a = Self.b
          static let b = Self.a
          static let c = Self.a
        }
        Text("x").presentationDetents([.a, .c, .large])
        """) == [
          "F.swift:2:14: skipped .a: its declaration refers to itself (a at 2:14 -> b at 3:14 -> a)",
          "F.swift:4:14: skipped .c: its declaration leads to a cycle (c at 4:14 -> a at 2:14 -> b at 3:14 -> a)",
        ])
  }

  @Test("UIKit identifiers declared as each other are skipped as a cycle, not as undeclared")
  func identifierCycle() throws {
    #expect(
      try Self.skipped(
        """
        extension UISheetPresentationController.Detent.Identifier {
          static let a = Self.b
          static let b = Self.a
        }
        sheet.detents = [.custom(identifier: .a) { _ in 100 }, .medium()]
        sheet.selectedDetentIdentifier = .b
        """) == [
          "F.swift:2:14: skipped .a: its declaration refers to itself (a at 2:14 -> b at 3:14 -> a)",
          "F.swift:3:14: skipped .b: its declaration refers to itself (b at 3:14 -> a at 2:14 -> b)",
        ])
  }

  /// A detent list around `height`: `.presentationDetents([.medium, .height(HEIGHT)])`.
  static func detents(_ height: String) -> String {
    "Text(\"x\").presentationDetents([.medium, .height(\(height))])\n"
  }

  static let tooDeep =
    "too deeply nested or too long an expression (more than \(SwiftParser.maxDepth) levels)"

  @Test("100 000 prefix operators are refused at the limit (the reader recursed past the stack)")
  func prefixOperators() {
    for symbol in ["-", "!"] {
      let source = Self.detents(String(repeating: symbol, count: 100_000) + "1")
      // The list and the call take six levels: the 123rd operator (column 171) is over.
      #expect(
        Self.failure(source)
          == Self.noSheet + "\n  F.swift:1:171: skipped .presentationDetents(...): " + Self.tooDeep)
    }
  }

  @Test("nested closures: bodies are read in place, at the depth of what encloses them")
  func nestedClosures() {
    // 12 KB of `{` took 1.7 GB (each body a copy of the rest of the tokens), then crashed.
    let braces = String(repeating: "{", count: 12_000) + String(repeating: "}", count: 12_000)
    #expect(
      Self.failure(Self.detents(braces))
        == Self.noSheet + "\n  F.swift:1:111: skipped .presentationDetents(...): " + Self.tooDeep)
    // 70 closures in closures, two levels each: over the limit only if each body goes on from
    // the depth of its closure (they started again at 0).
    let nested = String(repeating: "{ ", count: 70) + "1" + String(repeating: " }", count: 70)
    #expect(
      SwiftParser(nested).expression(at: 0)?.node
        == SwiftNode(.tooDeep, at: SourceLocation(line: 1, column: 129)))
  }

  @Test("a chain of 100 000 operators or 200 000 members is refused, not built")
  func chains() {
    // Each link is one level higher: the 128th `+` (its tree 129 high) is refused, where the
    // 129th starts (column 4 x 129 - 1); the 128th member, where the 129th starts.
    let sum = "1" + String(repeating: " + 1", count: 100_000)
    #expect(
      SwiftParser(sum).expression(at: 0)?.node
        == SwiftNode(.tooDeep, at: SourceLocation(line: 1, column: 515)))
    let members = "x" + String(repeating: ".a", count: 200_000)
    #expect(
      SwiftParser(members).expression(at: 0)?.node
        == SwiftNode(.tooDeep, at: SourceLocation(line: 1, column: 258)))
  }

  @Test("a custom detent's resolver of 15 000 terms is refused with its place")
  func longResolver() throws {
    let terms = String(repeating: " + context.maxDetentValue", count: 15_000)
    let source = """
      Text("x").presentationDetents([.medium, .custom(Bar.self)])
      struct Bar: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { 1\(terms) }
      }
      """
    let skipped = try Self.skipped(source)
    #expect(
      skipped == [
        "F.swift:3:15: skipped Bar.height(in:): \(Self.tooDeep): give the height with set snapPoints[N].layout.height detent.custom(...)"
      ])
  }

  @Test("a resolver over the schema's complexity limit is refused as set refuses it")
  func complexResolver() throws {
    let terms = String(repeating: " + 1", count: 64)
    let source = """
      Text("x").presentationDetents([.medium, .custom(Bar.self)])
      struct Bar: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue\(terms) }
      }
      """
    let skipped = try Self.skipped(source)
    #expect(
      skipped == [
        "F.swift:3:15: skipped Bar.height(in:): too complex: at most 64 operators and parentheses: give the height with set snapPoints[N].layout.height detent.custom(...)"
      ])
  }

  @Test("a resolver's sums are the ones its text gives: reported, saved and loaded the same")
  func resolverText() throws {
    let result = try SwiftImporters.read(
      """
      Text("x").presentationDetents([.medium, .custom(Bar.self)])
      struct Bar: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.5 + 1 + 2 }
      }
      """, file: "F.swift")
    #expect(
      result.recognised.first
        == "F.swift:3:15: recognised Bar.height(in:) as detent.custom((detent.max * 0.5) + 1 + 2)")
    let saved = ConfigCoding.encodeDocument(result.document)
    #expect(try ConfigCoding.decodeDocument(saved) == result.document)
  }

  @Test("32 000 detents are refused with their count (the benchmark times the import)")
  func manyDetents() {
    let list = (1...32_000).map { ".height(\($0))" }.joined(separator: ", ")
    let message = Self.failure("Text(\"x\").presentationDetents([\(list)])")
    #expect(
      message
        == Self.noSheet
        + "\n  F.swift:1:11: skipped .presentationDetents(...): 32000 of them, more than \(SwiftImporters.maxSnapPoints): a sheet has a few; load a file of those"
    )
  }

  @Test("a list of 1 024 detents: read, the first of each key kept, in height order")
  func mostDetents() throws {
    // Heights of half a point each, tallest first, all under the phone's largest (753).
    let heights = (1..<SwiftImporters.maxSnapPoints).map {
      LayoutValueSyntax.formatNumber(Double($0) / 2)
    }
    let list = heights.reversed().map { ".height(\($0))" }.joined(separator: ", ")
    let result = try SwiftImporters.read(
      "Text(\"x\").presentationDetents([\(list), .height(0.5)])", file: "F.swift")
    #expect(result.recognised == ["F.swift:1:11: recognised .presentationDetents: 1024 detents"])
    let keys = result.document.config.defaultConfig.snapPoints.map(\.key)
    #expect(keys == heights.map { "height-" + $0 })
  }

  @Test("the sheet of 32 000 read detents is made in n log n (the dedup and the sort were n^2)")
  func appleSheet() {
    // More than an import reads (the list is capped): the sheet's own cost, tallest first.
    var sheet = AppleSheetImport()
    sheet.points = (0..<32_000).reversed().map { index in
      ("height-\(index)", LayoutValue(.detent(.height(Double(index) / 50))))
    }
    sheet.points.append(("height-0", LayoutValue(.detent(.large))))
    let start = ContinuousClock.now
    let document = sheet.document(template: "swiftui-sheet")
    #expect(ContinuousClock.now - start < .seconds(10))
    let keys = document?.config.defaultConfig.snapPoints.map(\.key)
    #expect(keys == (0..<32_000).map { "height-\($0)" })
  }

  @Test("20 000 uses of one declaration read it once (each use scanned the whole file)")
  func manyUses() throws {
    let uses = String(repeating: "sheet.selectedDetentIdentifier = .bar\n", count: 20_000)
    // The declaration last: a search for it went through every line before it.
    let source = """
      sheet.detents = [.medium(), .custom(identifier: .bar) { _ in 600 }]
      \(uses)
      extension UISheetPresentationController.Detent.Identifier { static let bar = Self("bar") }
      """
    let start = ContinuousClock.now
    let result = try SwiftImporters.read(source, file: "F.swift")
    #expect(ContinuousClock.now - start < .seconds(20))
    #expect(result.recognised.count == 20_002)
    #expect(
      result.recognised.last == "F.swift:20001:7: recognised sheet.selectedDetentIdentifier = bar")
    #expect(result.document.config.defaultConfig.initialSnapPointIndex == 2)
  }

  @Test("a file of more than maxTokens tokens is one error, with the place it stops")
  func tooLong() {
    let source = String(repeating: "a\n", count: SwiftParser.maxTokens + 1)
    #expect(
      Self.failure(source)
        == "F.swift:\(SwiftParser.maxTokens):1: too long to import: more than \(SwiftParser.maxTokens) tokens (a sheet's code takes a few hundred: load a file with just that code)"
    )
  }

  @Test("nothing read: the error lists why each thing was skipped after its first line")
  func reasons() {
    #expect(
      Self.failure("Text(\"x\").presentationDetents([.fraction(1.5)])\n")
        == Self.noSheet
        + "\n  F.swift:1:32: skipped .fraction(...): not a number from 0 to 1: give one with set snapPoints[N].layout.height detent.fraction(F)"
    )
    #expect(Self.failure("let x = 1\n") == Self.noSheet)
  }

  /// Found by the swift fuzz target: an adaptive-modal config whose every point was skipped
  /// was read as a config of no point, which no session loads (`invalid config`).
  @Test("a config read with problems is no config: the error gives them after the skips")
  func invalidConfig() {
    #expect(
      Self.failure(
        "let c = AdaptiveModalConfig(snapPoints: [AdaptiveModalSnapPointConfigX(key: \"a\")])\n")
        == "F.swift: the adaptive-modal code gives no valid config:"
        + "\n  F.swift:1:42: skipped AdaptiveModalSnapPointConfigX(...): not a value the import can resolve: give a value with set snapPoints[0] VALUE"
        + "\n  F.swift: snapPoints: expected at least one snap point"
    )
  }

  /// Found by the swift fuzz target: a number out of the schema's range (a corner radius of
  /// 1e308) was read into a config that loaded, but that `save` wrote as a file that did not.
  @Test("a number out of the schema's range is left out, with the schema's problem at its line")
  func outOfRange() throws {
    let source = """
      class L: FloatingPanelLayout {
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea)
        ]
      }
      fpc.surfaceView.appearance.cornerRadius = 1e308
      """
    let result = try SwiftImporters.read(source, file: "F.swift")
    #expect(
      result.skipped.last
        == "F.swift:6:43: skipped snapPoints[0].keyframe.cornerRadius: expected a number from -1000000 to 1000000, got 1e+308 (left out: the default is used)"
    )
    #expect(result.document.config.defaultConfig.snapPoints[0].keyframe[.cornerRadius] == nil)
  }
}
