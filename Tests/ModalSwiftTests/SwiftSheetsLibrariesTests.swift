import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// Several sheets of PanModal, SwiftUI and UIKit in one file, and the declarations of several
/// files read as one (issue 31, items 2 and 6); a file of 10 000 sheets stays linear.
@Suite("Swift import: sheets of each library, and across files")
struct SwiftSheetsLibrariesTests {
  /// Two PanModal controllers in the shape of PanModal's sample app (slackhq/PanModal,
  /// Sample/View Controllers: AlertViewController, UserGroupViewController), each with a
  /// private constant of the same name.
  static let modals = """
    import UIKit
    import PanModal

    class AlertViewController: UIViewController, PanModalPresentable {
        private let alertViewHeight: CGFloat = 68

        var panScrollable: UIScrollView? { nil }
        var shortFormHeight: PanModalHeight { .contentHeight(alertViewHeight) }
        var longFormHeight: PanModalHeight { shortFormHeight }
        var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.1) }
        var shouldRoundTopCorners: Bool { false }
    }

    class UserGroupViewController: UITableViewController, PanModalPresentable {
        private let alertViewHeight: CGFloat = 300

        var panScrollable: UIScrollView? { tableView }
        var shortFormHeight: PanModalHeight { .contentHeight(alertViewHeight) }
        var longFormHeight: PanModalHeight { .maxHeightWithTopInset(40) }
        var cornerRadius: CGFloat { 12 }
    }
    """

  /// The standard points' rects on iphone-14 portrait.
  static func rects(_ document: ConfigDocument) throws -> [Rect] {
    try Manager(config: document.config, environment: Environment(ios: .v18)).interpolator.points
      .filter { $0.kind == .standard }
      .map(\.rect)
  }

  @Test("two PanModal controllers: each reads its own constant, look and forms")
  func panModal() throws {
    let first = try SwiftImporters.read(Self.modals, file: "Modals.swift")
    #expect(
      first.sheetsLine(command: "load Modals.swift")
        == "found 2 sheets: AlertViewController (L4), UserGroupViewController (L14); read AlertViewController, the first: load Modals.swift NAME to read another"
    )
    #expect(
      first.recognised == [
        "Modals.swift:4:7: recognised the PanModalPresentable conformance of AlertViewController",
        "Modals.swift:9:9: recognised longFormHeight .contentHeight(68)",
        "Modals.swift:8:9: recognised shortFormHeight .contentHeight(68)",
        "Modals.swift:11:9: recognised shouldRoundTopCorners false",
        "Modals.swift:10:9: recognised panModalBackgroundColor with alpha 0.1",
      ])
    // 68 + 34 = 102 tall, both forms.
    #expect(
      try Self.rects(first.document) == [
        Rect(x: 0, y: 742, width: 390, height: 102), Rect(x: 0, y: 742, width: 390, height: 102),
      ])
    let second = try SwiftImporters.read(
      files: [("Modals.swift", Self.modals)], sheet: "UserGroupViewController")
    #expect(
      second.recognised == [
        "Modals.swift:14:7: recognised the PanModalPresentable conformance of UserGroupViewController",
        "Modals.swift:19:9: recognised longFormHeight .maxHeightWithTopInset(40)",
        "Modals.swift:18:9: recognised shortFormHeight .contentHeight(300)",
        "Modals.swift:20:9: recognised cornerRadius 12",
      ])
    // Before, the first controller's constant (68) was read here. 300 + 34 = 334; the long
    // form 844 - (47 + 21 + 40) = 736.
    #expect(
      try Self.rects(second.document) == [
        Rect(x: 0, y: 510, width: 390, height: 334), Rect(x: 0, y: 108, width: 390, height: 736),
      ])
  }

  /// Two SwiftUI sheets of one view, each with its own detents and look.
  static let views = """
    import SwiftUI

    struct ContentView: View {
        @State private var showSettings = false
        @State private var showInfo = false

        var body: some View {
            VStack {
                Button("Settings") { showSettings = true }
                    .sheet(isPresented: $showSettings) {
                        SettingsView()
                            .presentationDetents([.medium, .large])
                            .presentationDragIndicator(.visible)
                    }
                Button("Info") { showInfo = true }
                    .sheet(isPresented: $showInfo) {
                        InfoView()
                            .presentationDetents([.fraction(0.25)])
                            .presentationCornerRadius(12)
                    }
            }
        }
    }
    """

  @Test("two SwiftUI sheets, named by their bindings; neither takes the other's modifiers")
  func swiftUI() throws {
    let first = try SwiftImporters.read(Self.views, file: "Views.swift")
    #expect(
      first.sheetsLine(command: "load Views.swift")
        == "found 2 sheets: showSettings (L12), showInfo (L18); read showSettings, the first: load Views.swift NAME to read another"
    )
    #expect(
      first.recognised == [
        "Views.swift:12:26: recognised .presentationDetents: 2 detents",
        "Views.swift:13:26: recognised .presentationDragIndicator",
      ])
    // Before, the Info sheet's corner radius was read into the Settings sheet.
    #expect(first.document.config.defaultConfig.snapPoints.map(\.key) == ["medium", "large"])
    let info = try SwiftImporters.read(files: [("Views.swift", Self.views)], sheet: "showInfo")
    #expect(
      info.recognised == [
        "Views.swift:18:26: recognised .presentationDetents: 1 detents",
        "Views.swift:19:26: recognised .presentationCornerRadius(12)",
      ])
    // A quarter of the largest detent value (844 - 47 - 10 - 34 = 753: medium is half of it,
    // 376.5), 188.25, above the safe bottom's 34: 222.25 tall.
    #expect(try Self.rects(info.document) == [Rect(x: 0, y: 621.75, width: 390, height: 222.25)])
  }

  @Test("a sheet presented from a sheet: each reads its own modifiers, not the other's")
  func nested() throws {
    let source = """
      struct ContentView: View {
          @State private var showList = false
          @State private var showDetail = false
          var body: some View {
              Button("List") { showList = true }
                  .sheet(isPresented: $showList) {
                      ListView()
                          .sheet(isPresented: $showDetail) {
                              DetailView()
                                  .presentationDetents([.large])
                                  .presentationCornerRadius(30)
                          }
                          .presentationDetents([.medium])
                          .presentationCornerRadius(12)
                  }
          }
      }
      """
    let detail = try SwiftImporters.read(source, file: "Nested.swift")
    #expect(
      detail.sheetsLine(command: "load Nested.swift")
        == "found 2 sheets: showDetail (L10), showList (L13); read showDetail, the first: load Nested.swift NAME to read another"
    )
    #expect(
      detail.recognised == [
        "Nested.swift:10:30: recognised .presentationDetents: 1 detents",
        "Nested.swift:11:30: recognised .presentationCornerRadius(30)",
      ])
    // Before, the outer sheet kept the inner one's code and read its radius (30), the first.
    let list = try SwiftImporters.read(files: [("Nested.swift", source)], sheet: "showList")
    #expect(
      list.recognised == [
        "Nested.swift:13:22: recognised .presentationDetents: 1 detents",
        "Nested.swift:14:22: recognised .presentationCornerRadius(12)",
      ])
  }

  /// Two UIKit set-ups in two view controllers.
  static let uikit = """
    final class FiltersViewController: UIViewController {
        func present(_ filters: UIViewController) {
            if let sheet = filters.sheetPresentationController {
                sheet.detents = [.medium()]
                sheet.prefersGrabberVisible = true
            }
            present(filters, animated: true)
        }
    }

    final class ComposeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            sheetPresentationController?.detents = [.medium(), .large()]
            sheetPresentationController?.preferredCornerRadius = 24
        }
    }
    """

  @Test("two UIKit set-ups, named by their view controllers")
  func uikitSheets() throws {
    let first = try SwiftImporters.read(Self.uikit, file: "Sheets.swift")
    #expect(
      first.sheetsLine(command: "load Sheets.swift")
        == "found 2 sheets: FiltersViewController (L4), ComposeViewController (L14); read FiltersViewController, the first: load Sheets.swift NAME to read another"
    )
    // Before, the compose controller's corner radius was read into the filters' sheet.
    #expect(
      first.recognised == [
        "Sheets.swift:4:19: recognised sheet.detents: 1 detent",
        "Sheets.swift:5:19: recognised sheet.prefersGrabberVisible = true",
      ])
    #expect(first.document.config.defaultConfig.snapPoints.map(\.key) == ["medium"])
    let compose = try SwiftImporters.read(
      files: [("Sheets.swift", Self.uikit)], sheet: "ComposeViewController")
    #expect(
      compose.recognised == [
        "Sheets.swift:14:38: recognised sheet.detents: 2 detents",
        "Sheets.swift:15:38: recognised sheet.preferredCornerRadius = 24",
      ])
    #expect(compose.document.config.defaultConfig.snapPoints.map(\.key) == ["medium", "large"])
  }

  static let alert = """
    import PanModal

    extension AlertViewController: PanModalPresentable {
        var panScrollable: UIScrollView? { nil }
        var shortFormHeight: PanModalHeight { .contentHeight(alertHeight) }
        var longFormHeight: PanModalHeight { shortFormHeight }
        var springDamping: CGFloat { damping }
    }
    """

  static let constants = """
    import UIKit

    let alertHeight: CGFloat = 68.0 + 12.0
    """

  @Test("two files read as one: the constant of one applies in the other, lines name their file")
  func twoFiles() throws {
    let alone = try SwiftImporters.read(Self.alert, file: "Alert.swift")
    #expect(
      alone.skipped.contains(
        "Alert.swift:5:58: skipped alertHeight: a runtime value: give the shortFormHeight with set snapPoints[0].layout.height N + safe.bottom max (100% - (safe.top + 21))"
      ))
    let both = try SwiftImporters.read(
      files: [("Constants.swift", Self.constants), ("Alert.swift", Self.alert)])
    #expect(
      both.recognised == [
        "Alert.swift:3:11: recognised the PanModalPresentable conformance of AlertViewController",
        "Alert.swift:6:9: recognised longFormHeight .contentHeight(80)",
        "Alert.swift:5:9: recognised shortFormHeight .contentHeight(80)",
      ])
    #expect(
      both.skipped == [
        "Alert.swift:4:9: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        "Alert.swift:7:34: skipped springDamping: not a number: give one with set animations.snap.dampingRatio N",
      ])
    // 80 + 34 = 114 tall.
    #expect(
      try Self.rects(both.document) == [
        Rect(x: 0, y: 730, width: 390, height: 114), Rect(x: 0, y: 730, width: 390, height: 114),
      ])
  }

  @Test("a file of 10 000 layouts: listed in one capped line, read in linear time")
  func tenThousand() throws {
    func layouts(_ count: Int) -> String {
      (0..<count).map { index in
        """
        class L\(index): FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [.full: FloatingPanelLayoutAnchor(absoluteInset: \(index % 100), edge: .top, referenceGuide: .safeArea)]
        }
        """
      }.joined(separator: "\n")
    }
    let clock = ContinuousClock()
    var small: SwiftImportResult? = nil
    let smallTime = try clock.measure {
      small = try SwiftImporters.read(layouts(1000), file: "F.swift")
    }
    var large: SwiftImportResult? = nil
    let largeTime = try clock.measure {
      large = try SwiftImporters.read(layouts(10_000), file: "F.swift")
    }
    let names = (0..<20).map { "L\($0) (L\($0 * 4 + 1))" }.joined(separator: ", ")
    #expect(
      large?.sheetsLine(command: "load F.swift")
        == "found 10000 sheets: \(names), and 9980 more; read L0, the first: load F.swift NAME to read another"
    )
    #expect(small?.sheets.count == 1000)
    // Ten times the sheets, about ten times the time (a quadratic search took a hundred).
    #expect(largeTime < smallTime * 30 + .seconds(1))
    let last = try SwiftImporters.read(files: [("F.swift", layouts(10_000))], sheet: "L9999")
    #expect(last.document.config.defaultConfig.snapPoints.count == 1)
    #expect(last.recognised.first == "F.swift:39998:7: recognised position .bottom")
  }

  @Test("the token limit is for all the files together, and the error is in the file it stops in")
  func tokenLimitAcrossFiles() {
    let half = String(repeating: "x ", count: 700_000)
    do {
      _ = try SwiftImporters.read(files: [("A.swift", half), ("B.swift", half)])
      Issue.record("read past the limit")
    } catch {
      // 1 048 576 - 700 000 = 348 576 tokens of B, the last at column 2 * 348 576 - 1.
      #expect(
        error.message
          == "B.swift:1:697151: too long to import: more than 1048576 tokens (a sheet's code takes a few hundred: load a file with just that code)"
      )
    }
  }

  @Test("a cycle of declarations across files names each declaration's file")
  func cycleAcrossFiles() throws {
    let a = """
      extension PresentationDetent {
        static let a = Self.b
      }
      """
    let b = """
      extension PresentationDetent {
        static let b = Self.a
      }
      Text("x").presentationDetents([.a, .large])
      """
    let result = try SwiftImporters.read(files: [("A.swift", a), ("B.swift", b)])
    #expect(
      result.skipped == [
        "A.swift:2:14: skipped .a: its declaration refers to itself (a at A.swift:2:14 -> b at B.swift:2:14 -> a)"
      ])
  }
}
