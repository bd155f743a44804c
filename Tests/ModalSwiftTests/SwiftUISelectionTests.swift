import ModalCore
import Testing

@testable import ModalSwift

@Suite("SwiftUI: a selection binding's initial value is the detent present opens at")
struct SwiftUISelectionTests {
  static func sheet(_ declaration: String, selection: String = "$detent") -> String {
    """
    struct ContentView: View {
        @State private var showSheet = false
        \(declaration)
        var body: some View {
            Button("Show") { showSheet = true }
                .sheet(isPresented: $showSheet) {
                    Text("Sheet").presentationDetents([.medium, .large], selection: \(selection))
                }
        }
    }
    """
  }

  @Test("@State var detent = .large: present opens at large, and the report says so")
  func initialValue() throws {
    let result = try SwiftImporters.read(
      Self.sheet("@State private var detent: PresentationDetent = .large"), file: "S.swift")
    #expect(
      result.recognised == [
        "S.swift:7:31: recognised .presentationDetents: 2 detents",
        "S.swift:3:24: recognised selection: $detent starts at large (present opens there)",
      ])
    #expect(result.skipped == [])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["medium", "large"])
    #expect(config.initialSnapPointIndex == 2)
    var m = try Manager(config: result.document.config)
    _ = try m.apply(.present(nil, animated: false))
    #expect(m.currentPoint.key == "large")
  }

  @Test("a binding whose value the file does not give, or that is no detent, is reported")
  func reported() throws {
    let external = try SwiftImporters.read(
      Self.sheet("@Binding var detent: PresentationDetent"), file: "S.swift")
    #expect(
      external.skipped == [
        "S.swift:7:81: skipped selection: $detent: its initial value is not in the file: present opens at snap 1; give another with set initialSnapPointIndex I"
      ])
    #expect(external.document.config.defaultConfig.initialSnapPointIndex == 1)
    let other = try SwiftImporters.read(
      Self.sheet("@State var detent: PresentationDetent = .fraction(0.3)"), file: "S.swift")
    #expect(
      other.skipped == [
        "S.swift:3:16: skipped selection: $detent: its initial value is not one of the detents: present opens at snap 1; give another with set initialSnapPointIndex I"
      ])
    let notBinding = try SwiftImporters.read(
      Self.sheet("let x = 1", selection: "model.detent"), file: "S.swift")
    #expect(notBinding.skipped.count == 1)
    #expect(notBinding.skipped.first?.contains("skipped selection:") == true)
  }
}

@Suite("SwiftUI: nothing the sheet's code says is left out silently")
struct SwiftUIUnreadTests {
  @Test(
    "an unread presentation modifier, a second one are left out; a run-time dismiss lock is approximated"
  )
  func reported() throws {
    let source = """
      struct V: View {
          var body: some View {
              Text("x")
                  .presentationDetents([.medium])
                  .presentationBackground(.thinMaterial)
                  .presentationCornerRadius(12)
                  .presentationCornerRadius(20)
                  .interactiveDismissDisabled(model.count > 3)
                  .interactiveDismissDisabled(false)
          }
      }
      """
    let result = try SwiftImporters.read(source, file: "V.swift")
    #expect(
      result.approximated == [
        "V.swift:8:14: approximated .interactiveDismissDisabled(...): its argument is neither a constant nor the app's Booleans (names with !, && and ||): read as true (the sheet cannot be dragged away); give it with set sheet.isModalInPresentation false"
      ])
    #expect(
      result.skipped == [
        "V.swift:5:14: skipped .presentationBackground(...): no setting here: the sheet's background is not modelled (its look keeps the preset's)",
        "V.swift:7:14: skipped .presentationCornerRadius(...): only the first .presentationCornerRadius of the file is read",
        "V.swift:9:14: skipped .interactiveDismissDisabled(...): only the first .interactiveDismissDisabled of the file is read",
      ])
    #expect(result.document.config.defaultConfig.sheet?.preferredCornerRadius == 12)
    #expect(result.document.config.defaultConfig.sheet?.isModalInPresentation == true)
  }
}
