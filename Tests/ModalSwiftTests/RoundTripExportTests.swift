import Foundation
import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// The export fixes the corpus round trip asked for, each on a small file: a SwiftUI detent
/// declared by the app's name, PanModal's own top offset, FloatingPanel's layout chooser.
@Suite("The exports keep what an import read: names, top offset, chooser")
struct RoundTripExportTests {
  /// The export of `source` (read as `file`) for `target`, named `name`.
  static func export(_ source: String, _ target: String, name: String) throws -> (
    first: SwiftImportResult, code: String
  ) {
    var result = try SwiftImporters.read(source, file: "Sheet.swift")
    result.document.name = name
    let code = try #require(SwiftExportTargets.named(target)).export(result.document).code
    return (result, code)
  }

  /// The import of an export reads as the first import.
  static func expectSame(_ first: SwiftImportResult, _ code: String) throws {
    let again = try SwiftImporters.read(code, file: "Exported.swift")
    #expect(again.skipped == [])
    #expect(try RoundTripReading(again) == RoundTripReading(first))
  }

  @Test("a SwiftUI height or fraction detent with the app's name is declared by that name")
  func namedDetents() throws {
    let source = """
      extension PresentationDetent {
        static let small = Self.height(150)
        static let half = Self.fraction(0.5)
      }
      struct Sheet: View {
        var body: some View {
          Text("").presentationDetents([.small, .half, .large, .height(500)])
        }
      }
      """
    let (first, code) = try Self.export(source, "swiftui", name: "sheet")
    #expect(code.contains("      .presentationDetents([.small, .half, .height(500), .large])\n"))
    #expect(
      code.hasSuffix(
        """
        extension PresentationDetent {
          fileprivate static let small = Self.height(150)
          fileprivate static let half = Self.fraction(0.5)
        }

        """))
    #expect(
      first.document.config.defaultConfig.snapPoints.map(\.key) == [
        "small", "half", "height-500", "large",
      ])
    try Self.expectSame(first, code)
  }

  @Test("the app's own .medium is kept when exported back onto its code, a tuned one is not")
  func appMedium() throws {
    let source = """
      extension PresentationDetent {
        static let medium = Self.fraction(0.56)
      }
      struct Sheet: View {
        @State var detent: PresentationDetent = .medium
        var body: some View {
          Text("").presentationDetents([.medium, .large], selection: $detent)
        }
      }
      """
    let (first, code) = try Self.export(source, "swiftui", name: "sheet")
    #expect(first.document.config.defaultConfig.snapPoints.map(\.key) == ["medium", "large"])
    #expect(code.contains("[.medium, .large], selection: $detent)"))
    #expect(
      code.hasSuffix(
        """
        extension PresentationDetent {
          // this file's .medium, not SwiftUI's: the config's own medium
          fileprivate static let medium = Self.fraction(0.56)
        }

        """))
    try Self.expectSame(first, code)
    // The same points tuned here (no binding, no type of the app's): the literal.
    var tuned = first.document
    tuned.selectionBinding = nil
    let literal = try #require(SwiftExportTargets.named("swiftui")).export(tuned).code
    #expect(literal.contains(".presentationDetents([.fraction(0.56), .large])"))
    #expect(!literal.contains("static let medium"))
  }

  @Test("a PanModal top offset of its own is written back", arguments: [0.0, 40])
  func topOffset(_ top: Double) throws {
    let number = LayoutValueSyntax.formatNumber(top)
    let source = """
      class FullViewController: UIViewController {}
      extension FullViewController: PanModalPresentable {
        var panScrollable: UIScrollView? { nil }
        var topOffset: CGFloat { \(number) }
        var longFormHeight: PanModalHeight { .maxHeight }
      }
      """
    let (first, code) = try Self.export(source, "panmodal", name: "full")
    #expect(
      code.hasSuffix(
        """
        extension FullViewController: @preconcurrency PanModalPresentable {
          var longFormHeight: PanModalHeight { .maxHeight }
          var topOffset: CGFloat { \(number) }
        }

        """))
    #expect(!code.contains("is no PanModalHeight"))
    let reading = try RoundTripReading(first)
    #expect(reading.branches[0].frames.last == Rect(x: 0, y: top, width: 390, height: 844 - top))
    try Self.expectSame(first, code)
  }

  static let chooser = """
    class WideLayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .tip
      let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
      ]
    }
    class PhoneLayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .half
      let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
      ]
    }
    class Delegate: FloatingPanelControllerDelegate {
      func floatingPanel(_ vc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
        if newCollection.horizontalSizeClass == .regular && newCollection.userInterfaceIdiom != .phone {
          return WideLayout()
        }
        return PhoneLayout()
      }
    }
    """

  @Test("FloatingPanel: a chooser of layouts by the trait collection is written back")
  func chooser() throws {
    let (first, code) = try Self.export(Self.chooser, "floatingpanel", name: "maps")
    #expect(first.document.config.constrained.map(\.name) == ["WideLayout"])
    #expect(
      code.contains(
        """
        enum MapsPanel {
          static func layout(for traits: UITraitCollection) -> FloatingPanelLayout {
            if traits.horizontalSizeClass == .regular && traits.userInterfaceIdiom != .phone {
              return WideLayout()
            }
            return MapsPanelLayout()
          }
        }
        """))
    #expect(code.contains("\n  fpc.layout = MapsPanel.layout(for: fpc.traitCollection)\n"))
    #expect(code.contains("final class WideLayout: FloatingPanelLayout {\n"))
    #expect(!code.contains("return another layout"))
    try Self.expectSame(first, code)
  }

  @Test("FloatingPanel: a constrained config the traits cannot choose stays a note")
  func unchosen() throws {
    var document = try presetDocument("floatingpanel")
    let config = document.config.defaultConfig
    document.config.constrained = [
      ConstrainedConfig(name: "editing", conditions: [.flag("isEditing")], config: config)
    ]
    let export = try #require(SwiftExportTargets.named("floatingpanel")).export(document)
    #expect(!export.code.contains("layout(for traits:"))
    #expect(
      export.notes.last
        == "constrained config editing: return another layout from floatingPanel(_:layoutFor:) for it"
    )
  }
}
