import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// A document from JSON (the config schema).
private func document(_ json: String) throws -> ConfigDocument {
  try ConfigCoding.decodeDocument(json)
}

/// A bottom sheet whose points have these heights, PanModal's release and overdrag.
private func sheet(_ heights: [String], content: String = "") -> String {
  let points = heights.enumerated().map { index, height in
    """
    {"key": "p\(index)", "layout": {"align": "center/bottom", "width": "stretch", "height": "\(height)"}}
    """
  }
  return """
    {"name": "sheet", "snapPoints": [\(points.joined(separator: ", "))],
     "release": "velocityThreshold", "overdrag": {"linearTop": 0.5}\(content)}
    """
}

@Suite("export swift panmodal")
struct PanModalExportTests {
  func exported(_ document: ConfigDocument) throws -> SwiftExport {
    try #require(SwiftExportTargets.named("panmodal")).export(document)
  }

  @Test("the panmodal preset: contentHeight(300) and the content's intrinsic height")
  func preset() throws {
    let export = try exported(presetDocument("panmodal"))
    #expect(
      export.code.contains(
        """
        final class PanmodalSheetViewController: UIViewController {}

        extension PanmodalSheetViewController: @preconcurrency PanModalPresentable {
          var panScrollable: UIScrollView? { nil }
          var shortFormHeight: PanModalHeight { .contentHeight(300) }
          var longFormHeight: PanModalHeight { .intrinsicHeight }
          var cornerRadius: CGFloat { 8 }
          var springDamping: CGFloat { 0.8 }
          var transitionDuration: Double { 0.5 }
          var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.7) }
          var anchorModalToLongForm: Bool { true }
          var allowsDragToDismiss: Bool { true }
          var allowsTapToDismiss: Bool { true }
          var showDragIndicator: Bool { true }
        }
        """))
    #expect(
      export.notes == [
        "snapPoints[1] follows the content: .intrinsicHeight is the view's systemLayoutSizeFitting height, which stands for the content's 1200 pt here",
        "the content's scroll view: return it from panScrollable for PanModal's scroll hand-off (the export returns nil)",
        "constrained config ipad-popover: PanModal presents a popover on the iPad idiom by itself (presentPanModal(_:sourceView:sourceRect:))",
        "constrained config voiceover: PanModal shows only the long form while VoiceOver runs, by itself",
      ])
  }

  @Test("each PanModalHeight from the layout it stands for")
  func heights() throws {
    let cases: [(String, String)] = [
      ("100% - (safe.top + 21)", ".maxHeight"),
      ("100% - (safe.top + 61)", ".maxHeightWithTopInset(40)"),
      ("300 + safe.bottom", ".contentHeight(300)"),
      ("250", ".contentHeightIgnoringSafeArea(250)"),
    ]
    for (height, code) in cases {
      let export = try exported(document(sheet([height])))
      #expect(
        export.code.contains("  var longFormHeight: PanModalHeight { \(code) }\n"), "\(height)")
      #expect(
        export.code.contains("  var shortFormHeight: PanModalHeight { \(code) }\n"), "\(height)")
    }
    let content = try exported(
      document(
        sheet(
          ["200 + safe.bottom", "content + safe.bottom"], content: #", "content": {"length": 500}"#)
      ))
    #expect(content.code.contains("  var longFormHeight: PanModalHeight { .intrinsicHeight }\n"))
  }

  @Test("three points: the middle one has no form, and the note says so")
  func threePoints() throws {
    let export = try exported(
      document(sheet(["200 + safe.bottom", "400 + safe.bottom", "100% - (safe.top + 21)"])))
    #expect(export.code.contains("  var shortFormHeight: PanModalHeight { .contentHeight(200) }\n"))
    #expect(export.code.contains("  var longFormHeight: PanModalHeight { .maxHeight }\n"))
    #expect(
      export.notes.contains(
        "PanModal has two forms: the short form takes snapPoints[0] and the long form snapPoints[2]; snapPoints[1] has no form, a release lands on one of the two"
      ))
  }

  /// iphone-14: maxHeight 844 - 47 - 21 = 776, the point 422, so the inset is 354; on the
  /// probed iPad (1180 pt, safe top 31) 1180 - 31 - 21 - 354 = 774 against 590: 184 pt off.
  @Test("a height PanModal cannot give: the nearest form and how far off it is")
  func approximated() throws {
    let export = try exported(document(sheet(["50%"])))
    #expect(
      export.code.contains("  var longFormHeight: PanModalHeight { .maxHeightWithTopInset(354) }\n")
    )
    #expect(
      export.notes.contains(
        "snapPoints[0]'s height 50% is no PanModalHeight: the nearest, .maxHeightWithTopInset(354), is off by up to 184 pt on the devices probed"
      ))
  }

  @Test("PanModal's sheet rises from the bottom: other directions are refused")
  func refusal() throws {
    let json = """
      {"name": "drawer", "direction": "leftToRight", "snapPoints": [
        {"layout": {"align": "left/center", "width": "40%", "height": "stretch"}}]}
      """
    #expect(throws: SwiftExportError.self) { try exported(document(json)) }
    let target = try #require(SwiftExportTargets.named("panmodal"))
    #expect(
      target.refusal(try document(json))
        == "panmodal cannot express a leftToRight modal: PanModal's sheet rises from the bottom edge"
    )
  }
}
