import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// An imported value passes the JSON reader's validation like every other source: what it
/// refuses is reported at the line it came from and left out, never stored, so that `save`
/// writes a file `load` reads and no export holds `inf`.
@Suite("Swift import: validation")
struct ImportValidationTests {
  /// The document survives the canonical JSON round trip (what `save` then `load` does) and
  /// every export target that takes it writes finite numbers.
  func expectSavesAndExports(_ document: ConfigDocument) throws {
    let saved = ConfigCoding.encodeDocument(document)
    #expect(try ConfigCoding.decodeDocument(saved) == document.saved)
    for target in SwiftExportTargets.swift where target.refusal(document) == nil {
      let code = try target.export(document).code
      #expect(!code.contains("inf") && !code.contains("nan"), "\(target.name)")
    }
  }

  @Test("SwiftUI: an infinite corner radius and detent height are reported and left out")
  func swiftUIInfinities() throws {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          Text("x").sheet(isPresented: .constant(true)) {
            Text("y")
              .presentationDetents([.medium, .height(1e999)])
              .presentationCornerRadius(1e999)
          }
        }
      }
      """
    let result = try SwiftImporters.read(source, file: "S.swift")
    #expect(
      result.skipped == [
        "S.swift:6:40: skipped snapPoints[1].layout.height.value: expected a layout value like \"50%\", got \"detent.height(inf)\" (expected a number, got 'inf') (snap point \"height-inf\" left out)",
        "S.swift:7:10: skipped sheet.preferredCornerRadius: expected a finite number, got inf (left out: the default is used)",
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["medium"])
    #expect(config.sheet?.preferredCornerRadius == nil)
    try expectSavesAndExports(result.document)
  }

  @Test("PanModal: a duration of 1e300 or 0 and an infinite radius are out of range")
  func panModalRanges() throws {
    let source = """
      import PanModal
      extension VC: PanModalPresentable {
          var panScrollable: UIScrollView? { nil }
          var transitionDuration: Double { 1e300 }
          var springDamping: CGFloat { 0 }
          var cornerRadius: CGFloat { 1e999 }
      }
      """
    let result = try SwiftImporters.read(source, file: "P.swift")
    let range =
      "expected a duration from 0.001 to 3600 s, got 1e+300 (left out: the default is used)"
    #expect(
      result.skipped == [
        "P.swift:3:9: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        "P.swift:6:9: skipped default.snapPoints[0].keyframe.cornerRadius: expected a finite number, got inf (left out: the default is used)",
        "P.swift:4:9: skipped default.animations.snap.duration: \(range)",
        "P.swift:4:9: skipped default.animations.entrance.duration: \(range)",
        "P.swift:4:9: skipped default.animations.exit.duration: \(range)",
        "P.swift:6:9: skipped constrained[1].config.snapPoints[0].keyframe.cornerRadius: expected a finite number, got inf (left out: the default is used)",
        "P.swift:4:9: skipped constrained[1].config.animations.snap.duration: \(range)",
        "P.swift:4:9: skipped constrained[1].config.animations.entrance.duration: \(range)",
        "P.swift:4:9: skipped constrained[1].config.animations.exit.duration: \(range)",
      ])
    #expect(result.document.config.defaultConfig.snapAnimation == .default)
    try expectSavesAndExports(result.document)

    let zero = try SwiftImporters.read(
      "extension VC: PanModalPresentable {\n  var panScrollable: UIScrollView? { nil }\n  var transitionDuration: Double { 0 }\n}",
      file: "Z.swift")
    #expect(
      zero.skipped.dropFirst().first
        == "Z.swift:3:7: skipped default.animations.snap.duration: expected a duration from 0.001 to 3600 s, got 0 (left out: the default is used)"
    )
    #expect(zero.skipped.count == 7)
    try expectSavesAndExports(zero.document)
  }

  @Test("FloatingPanel: an infinite inset and response time")
  func floatingPanelInfinities() throws {
    let source = """
      import FloatingPanel
      class MyLayout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .half
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
              .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
              .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
              .tip: FloatingPanelLayoutAnchor(absoluteInset: 1e999, edge: .bottom, referenceGuide: .safeArea),
          ]
      }
      class B: FloatingPanelBehavior {
          let springResponseTime = 1e999
      }
      """
    let result = try SwiftImporters.read(source, file: "F.swift")
    let finite = "expected a finite number, got inf (left out: the default is used)"
    #expect(
      result.skipped == [
        "F.swift:8:15: skipped .tip: its anchor gives no extent (unknown name 'inf' at column 15)",
        "F.swift:12:9: skipped animations.snap.duration: \(finite)",
        "F.swift:12:9: skipped animations.entrance.duration: \(finite)",
        "F.swift:12:9: skipped animations.exit.duration: \(finite)",
      ])
    #expect(result.document.config.defaultConfig.snapPoints.map(\.key) == ["half", "full"])
    try expectSavesAndExports(result.document)
  }

  @Test("a custom detent's resolver of 70 operators is refused at its line")
  func longResolver() throws {
    let terms = Array(repeating: "1", count: 70).joined(separator: " + ")
    let source = """
      import SwiftUI
      struct Big: CustomPresentationDetent {
          static func height(in context: Context) -> CGFloat? {
              return context.maxDetentValue * 0.1 + \(terms)
          }
      }
      struct V: View { var body: some View { Text("").presentationDetents([.medium, .custom(Big.self)]) } }
      """
    let result = try SwiftImporters.read(source, file: "R.swift")
    #expect(
      result.skipped == [
        "R.swift:3:17: skipped Big.height(in:): too complex: at most 64 operators and parentheses: give the height with set snapPoints[N].layout.height detent.custom(...)"
      ])
    #expect(result.document.config.defaultConfig.snapPoints.map(\.key) == ["medium"])
    try expectSavesAndExports(result.document)
  }

  @Test("a file whose every detent is refused is one error with every reason")
  func nothingValid() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { Text("").presentationDetents([.height(1e999)]) } }
      """
    let expected = """
      N.swift: the SwiftUI code gives no valid config:
        N.swift:2:70: skipped snapPoints[0].layout.height.value: expected a layout value like "50%", got "detent.height(inf)" (expected a number, got 'inf') (snap point "height-inf" left out)
        N.swift: snapPoints: expected at least one snap point
      """
    do {
      _ = try SwiftImporters.read(source, file: "N.swift")
      Issue.record("expected the import to fail")
    } catch {
      #expect(error.message == expected)
    }
  }
}
