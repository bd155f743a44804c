import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// A document from JSON (the config schema).
private func document(_ json: String) throws -> ConfigDocument {
  try ConfigCoding.decodeDocument(json)
}

/// A bottom-to-top point of `height`, stretched.
private func point(_ key: String, _ height: String, extra: String = "") -> String {
  """
  {"key": "\(key)", "layout": {"align": "center/bottom", "width": "stretch", "height": "\(height)", "margins": {"left": "safe.left", "right": "safe.right"}}\(extra)}
  """
}

@Suite("export swift floatingpanel")
struct FloatingPanelExportTests {
  func exported(_ document: ConfigDocument) throws -> SwiftExport {
    try #require(SwiftExportTargets.named("floatingpanel")).export(document)
  }

  @Test("the floatingpanel preset gives FloatingPanel's default layout and behavior, no note")
  func preset() throws {
    let export = try exported(presetDocument("floatingpanel"))
    #expect(export.notes == [])
    #expect(
      export.code.contains(
        """
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .half
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 18, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(
              fractionalInset: 0.5,
              edge: .bottom,
              referenceGuide: .safeArea
            ),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
          ]

          func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
            return state == .full ? 0.3 : 0
          }
        """))
    #expect(
      export.code.contains(
        """
          let springResponseTime: CGFloat = 0.4
          let momentumProjectionRate: CGFloat = 0.998

        """))
    #expect(export.code.contains("    return 0.5\n"))
    #expect(
      export.code.contains(
        """
        @MainActor
        func configureFloatingpanelPanel(_ fpc: FloatingPanelController) {
          fpc.layout = FloatingpanelPanelLayout()
          fpc.behavior = FloatingpanelPanelBehavior()
          fpc.isRemovalInteractionEnabled = false
          fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = false
          let appearance = SurfaceAppearance()
          appearance.cornerRadius = 0
          fpc.surfaceView.appearance = appearance
        }
        """))
  }

  @Test("more than three points: custom states below tip, with their keys and orders")
  func customStates() throws {
    let json = """
      {"name": "four", "snapPoints": [\(point("peek", "safe.bottom + 40")), \(point("low", "safe.bottom + 120")),
        \(point("mid", "50% + ((safe.bottom - safe.top) / 2)")), \(point("top", "100% - (safe.top + 18)"))],
       "initialIndex": 1, "release": {"strategy": "momentum", "options": {"removalThreshold": 5.5, "momentumProjection": 1}},
       "overdrag": "rubberBand"}
      """
    let export = try exported(document(json))
    #expect(
      export.code.contains(
        """
        extension FloatingPanelState {
          nonisolated(unsafe) fileprivate static let peek =
            FloatingPanelState(rawValue: "peek", order: 50)
        }
        """))
    #expect(export.code.contains("  let initialState: FloatingPanelState = .peek\n"))
    #expect(
      export.code.contains(
        "    .tip: FloatingPanelLayoutAnchor(absoluteInset: 120, edge: .bottom, referenceGuide: .safeArea),\n"
      ))
    #expect(
      export.code.contains(
        "    .peek: FloatingPanelLayoutAnchor(absoluteInset: 40, edge: .bottom, referenceGuide: .safeArea),\n"
      ))
    #expect(export.code.contains("  let removalInteractionVelocityThreshold: CGFloat = 5.5\n"))
    #expect(export.code.contains("  fpc.isRemovalInteractionEnabled = true\n"))
    #expect(export.code.contains("  {\n    return true\n  }"))  // shouldProjectMomentum
  }

  @Test("backdropAlpha(for:): a switch when several states have their own dim")
  func backdropSwitch() throws {
    let json = """
      {"name": "dims", "snapPoints": [\(point("a", "safe.bottom + 100", extra: #", "keyframe": {"backgroundOpacity": 0}"#)),
        \(point("b", "safe.bottom + 300", extra: #", "keyframe": {"backgroundOpacity": 0.2}"#)),
        \(point("c", "100% - (safe.top + 18)", extra: #", "keyframe": {"backgroundOpacity": 0.4}"#))],
       "release": "momentum"}
      """
    let export = try exported(document(json))
    #expect(
      export.code.contains(
        """
          func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
            switch state {
            case .full: return 0.4
            case .half: return 0.2
            default: return 0
            }
          }
        """))
  }

  @Test("a custom state named like a keyword gets a suffix; a point keyed full keeps .full")
  func customNames() throws {
    let json = """
      {"name": "names", "snapPoints": [\(point("default", "safe.bottom + 20")), \(point("full", "safe.bottom + 40")),
        \(point("a", "safe.bottom + 60")), \(point("b", "safe.bottom + 80")), \(point("c", "safe.bottom + 100"))],
       "release": "momentum"}
      """
    let export = try exported(document(json))
    // Below full (1000): half way from 0; above it, a hundred apart.
    #expect(
      export.code.contains(
        """
        extension FloatingPanelState {
          nonisolated(unsafe) fileprivate static let defaultPoint =
            FloatingPanelState(rawValue: "default", order: 500)
          nonisolated(unsafe) fileprivate static let a =
            FloatingPanelState(rawValue: "a", order: 1100)
          nonisolated(unsafe) fileprivate static let b =
            FloatingPanelState(rawValue: "b", order: 1200)
          nonisolated(unsafe) fileprivate static let c =
            FloatingPanelState(rawValue: "c", order: 1300)
        }
        """))
    #expect(export.code.contains("    .full: FloatingPanelLayoutAnchor(absoluteInset: 40,"))
  }

  @Test("the user's state names come back: a layout of .tip and .half is not .half and .full")
  func userStates() throws {
    let source = """
      class MyLayout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .tip
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
              .half: FloatingPanelLayoutAnchor(absoluteInset: 262.0, edge: .bottom, referenceGuide: .safeArea),
              .tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea),
          ]
      }
      """
    var document = try SwiftImporters.read(source, file: "L.swift").document
    document.name = "mine"
    let export = try exported(document)
    #expect(export.code.contains("  let initialState: FloatingPanelState = .tip\n"))
    #expect(
      export.code.contains(
        """
            .half: FloatingPanelLayoutAnchor(absoluteInset: 262, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
        """))
    #expect(!export.code.contains(".full"))
    // Read back: the same states.
    let again = try SwiftImporters.read(export.code, file: "E.swift").document
    #expect(again.config.defaultConfig.snapPoints.map(\.key) == ["tip", "half"])
    #expect(again.config.defaultConfig.initialSnapPointIndex == 1)
  }

  @Test("every direction is a position; the anchors use its edges")
  func directions() throws {
    let json = """
      {"name": "top", "direction": "topToBottom", "snapPoints": [
        {"layout": {"align": "center/top", "width": "stretch", "height": "safe.top + 200"}}]}
      """
    let export = try exported(document(json))
    #expect(export.code.contains("  let position: FloatingPanelPosition = .top\n"))
    #expect(
      export.code.contains(
        "    .full: FloatingPanelLayoutAnchor(absoluteInset: 200, edge: .top, referenceGuide: .safeArea)\n"
      ))
    let left = """
      {"name": "drawer", "direction": "leftToRight", "snapPoints": [
        {"layout": {"align": "left/center", "width": "40%", "height": "stretch"}}]}
      """
    let drawer = try exported(document(left))
    #expect(drawer.code.contains("  let position: FloatingPanelPosition = .left\n"))
    #expect(
      drawer.code.contains(
        "    .full: FloatingPanelLayoutAnchor(fractionalInset: 0.4, edge: .left, referenceGuide: .superview)\n"
      ))
  }

  @Test("a content-sized point is an intrinsic anchor")
  func intrinsic() throws {
    let json = """
      {"name": "fit", "snapPoints": [\(point("fit", "content + safe.bottom")), \(point("full", "100% - (safe.top + 18)"))],
       "content": {"length": 300}, "release": "momentum"}
      """
    let export = try exported(document(json))
    #expect(
      export.code.contains("    .fit: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0),\n"))
  }

  /// On iphone-14 (844 pt, safe area 47 / 34) the point's top edge is 0.4 x 844 + 50 = 387.6
  /// pt above the bottom: (387.6 - 34) / (844 - 47 - 34) = 0.4634 of the safe area.
  @Test("a point no anchor reproduces gets the nearest anchor and a note saying how far off")
  func approximated() throws {
    let json = """
      {"name": "odd", "snapPoints": [\(point("odd", "40% + 50"))], "release": "momentum"}
      """
    let export = try exported(document(json))
    #expect(
      export.notes.first
        == "snapPoints[0]'s size 40% + 50 is no FloatingPanel anchor: the nearest, FloatingPanelLayoutAnchor(fractionalInset: 0.4634, edge: .bottom, referenceGuide: .safeArea), is off by up to 17.5 pt on the devices probed"
    )
  }
}
