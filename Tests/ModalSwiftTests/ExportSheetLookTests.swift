import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// An Apple-sheet config exported for another library keeps the look its sheet section gives
/// (a bug: the exports read the keyframes as written, so ios-sheet came out with radius 0, no
/// dim and the default 40 x 6 handle).
@Suite("export swift: Apple-sheet configs keep their look in other libraries")
struct ExportSheetLookTests {
  func code(_ target: String, _ preset: String) throws -> String {
    let exporter = try #require(SwiftExportTargets.named(target))
    return try exporter.export(try presetDocument(preset)).code
  }

  @Test(
    "panmodal, floatingpanel and adaptive-modal exports of ios-sheet: radius 10, the grabber, the dim"
  )
  func look() throws {
    let panModal = try code("panmodal", "ios-sheet")
    #expect(panModal.contains("var cornerRadius: CGFloat { 10 }"))
    #expect(panModal.contains("var allowsTapToDismiss: Bool { true }"))
    #expect(!panModal.contains("40 x 6"))
    let panel = try code("floatingpanel", "ios-sheet")
    #expect(panel.contains("appearance.cornerRadius = 10"))
    #expect(panel.contains("return state == .full ? 0.4 : 0"))
    let adaptive = try code("adaptive-modal", "swiftui-sheet")
    #expect(adaptive.contains("modalCornerRadius: 20"))
    #expect(adaptive.contains("modalDragHandleSize: CGSize(width: 36, height: 5)"))
  }
}
