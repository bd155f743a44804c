import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// `load FILE.swift` of SwiftUI code (issue 14): a snippet in the style of Apple's
/// documentation with the numbers computed by hand, the report, the round trip through the
/// export, and a file with nothing to read.
@Suite("Swift import: SwiftUI")
struct SwiftUIImportTests {
  /// Apple's example on the CustomPresentationDetent page, with a corner radius that is a
  /// variable (skipped).
  static let appleSample = """
    import SwiftUI

    struct ContentView: View {
      @State private var showSettings = false

      var body: some View {
        Button("View Settings") { showSettings = true }
          .sheet(isPresented: $showSettings) {
            SettingsView()
              .presentationDetents([.bar, .small, .medium, .large, .extraLarge])
              .presentationBackgroundInteraction(.enabled(upThrough: .small))
              .presentationCornerRadius(radius)
          }
      }
    }

    extension PresentationDetent {
      static let bar = Self.custom(BarDetent.self)
      static let small = Self.height(100)
      static let extraLarge = Self.fraction(0.75)
    }

    private struct BarDetent: CustomPresentationDetent {
      static func height(in context: Context) -> CGFloat? {
        max(44, context.maxDetentValue * 0.1)
      }
    }
    """

  @Test("Apple's sample: five detents in height order, the undimmed one, the report")
  func appleSample() throws {
    let result = try SwiftImporters.read(Self.appleSample, file: "Settings.swift")
    #expect(result.library == "SwiftUI")
    #expect(
      result.recognised == [
        "Settings.swift:24:15: recognised BarDetent.height(in:) as detent.custom(44 min (detent.max * 0.1))",
        "Settings.swift:10:12: recognised .presentationDetents: 5 detents",
        "Settings.swift:11:12: recognised .presentationBackgroundInteraction(.enabled(upThrough: small))",
      ])
    #expect(
      result.skipped == [
        "Settings.swift:12:12: skipped .presentationCornerRadius(...): not a number: give one with set sheet.preferredCornerRadius R"
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["bar", "small", "medium", "extraLarge", "large"])
    #expect(config.sheet?.largestUndimmedDetentIdentifier == "small")
    // iphone-14: max = 844 - 47 - 10 - 34 = 753. bar max(44, 75.3) + 34 = 109.3; small 100 +
    // 34 = 134; medium 376.5 + 34 = 410.5; extraLarge 0.75 x 753 + 34 = 598.75; large 787.
    let m = try Manager(config: result.document.config, environment: Environment(ios: .v18))
    let heights = m.interpolator.points.filter { $0.kind == .standard }.map(\.rect.height)
    #expect(zip(heights, [109.3, 134, 410.5, 598.75, 787]).allSatisfy { abs($0 - $1) < 0.005 })
    let dims = m.interpolator.points.filter { $0.kind == .standard }.map {
      $0.values[.backgroundOpacity]
    }
    #expect(dims == [0, 0, 0.4, 0.4, 0.4])
  }

  @Test("the sibling modifiers")
  func modifiers() throws {
    let source = """
      Text("x")
        .presentationDetents([.medium, .large])
        .presentationBackgroundInteraction(.enabled)
        .presentationDragIndicator(.visible)
        .presentationCornerRadius(25)
        .presentationContentInteraction(.scrolls)
        .presentationCompactAdaptation(.sheet)
        .presentationSizing(.form)
        .interactiveDismissDisabled()
      """
    let result = try SwiftImporters.read(source, file: "S.swift")
    #expect(result.skipped == [])
    let config = result.document.config.defaultConfig
    #expect(
      config.sheet
        == SheetConfig(
          largestUndimmedDetentIdentifier: "large", prefersGrabberVisible: true,
          preferredCornerRadius: 25, prefersEdgeAttachedInCompactHeight: true,
          prefersPageSizing: false, isModalInPresentation: true, deploymentTarget: .v16))
    #expect(config.handoff.options["expandsWhenScrolledToEdge"] == 0)
  }

  @Test(
    "round trip: the second export of every preset is a fixed point; the sheets keep their rects")
  func roundTrip() throws {
    try expectRoundTrip("swiftui", library: "SwiftUI")
  }

  @Test("a detent declared in another file is skipped with the set command that gives it")
  func undeclaredDetent() throws {
    // The shape of the MBTA app's ContentView (the corpus's 44), whose detents are declared in
    // an extension file: .medium reads as SwiftUI's, said since the app may declare its own.
    let source = """
      @State var selectedDetent: PresentationDetent = .medium
      navSheetContents
          .presentationDetents([.small, .medium], selection: $selectedDetent)
      """
    let result = try SwiftImporters.read(source, file: "Content.swift")
    #expect(
      result.skipped == [
        "Content.swift:3:27: skipped .small: no declaration of this detent in the file: declare it here or give its height with set snapPoints[N].layout.height detent.height(H)",
        "Content.swift:3:35: skipped .medium: read as SwiftUI's own .medium, but the list also names .small, which no file read declares: the app's own detents, whose file may declare its own .medium too; load that file with this one (load A.swift B.swift)",
      ])
    #expect(result.document.config.defaultConfig.snapPoints.map(\.key) == ["medium"])
  }

  @Test("a file with nothing recognisable is one error")
  func nothing() {
    #expect(throws: SwiftImportError.self) {
      try SwiftImporters.read("let x = 1\nprint(x)\n", file: "x.swift")
    }
    do {
      _ = try SwiftImporters.read("let x = 1\n", file: "x.swift")
    } catch {
      #expect(
        error.message
          == "x.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))"
      )
    }
  }
}
