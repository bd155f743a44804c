import ModalCore
import ModalSwift
import ModalTestSupport
import Testing

/// `load FILE.swift` of FloatingPanel code (issue 14): a layout and a behavior in the style of
/// FloatingPanel's README with the numbers computed by hand, the report, the other positions
/// and anchor forms, and the round trip through the export.
@Suite("Swift import: FloatingPanel")
struct FloatingPanelImportTests {
  /// FloatingPanel's README: a custom layout, a switch of dims and a custom behavior whose
  /// deceleration rate is a runtime value (skipped).
  static let readme = """
    import UIKit
    import FloatingPanel

    class MyFloatingPanelLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .tip
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 44.0, edge: .bottom, referenceGuide: .safeArea),
        ]

        func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
            switch state {
            case .full, .half: return 0.3
            default: return 0.0
            }
        }
    }

    class CustomPanelBehavior: FloatingPanelBehavior {
        let springDecelerationRate = UIScrollView.DecelerationRate.fast.rawValue + 0.02
        let springResponseTime = 0.4
        func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedTargetPosition: FloatingPanelState) -> Bool {
            return true
        }
    }
    """

  /// The standard points' rects and dims on the default device.
  static func standardPoints(_ document: ConfigDocument) throws -> ([Rect], [Double]) {
    let standard = try Manager(config: document.config).interpolator.points.filter {
      $0.kind == .standard
    }
    return (standard.map(\.rect), standard.map { $0.values[.backgroundOpacity] })
  }

  @Test("the README's layout and behavior: three states, the dims, the report")
  func readme() throws {
    let result = try SwiftImporters.read(Self.readme, file: "Panel.swift")
    #expect(result.library == "FloatingPanel")
    #expect(
      result.recognised == [
        "Panel.swift:5:9: recognised position .bottom",
        "Panel.swift:7:9: recognised anchors: 3 states",
        "Panel.swift:13:10: recognised backdropAlpha(for:) switch state: 2 cases",
        "Panel.swift:6:9: recognised initialState .tip",
        "Panel.swift:23:9: recognised springResponseTime 0.4",
        "Panel.swift:24:10: recognised shouldProjectMomentum true",
      ])
    #expect(
      result.skipped == [
        "Panel.swift:22:9: skipped springDecelerationRate: no setting here: FloatingPanel derives the spring's damping from it above 300 pt/s"
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapPoints.map(\.key) == ["tip", "half", "full"])
    #expect(config.initialSnapPointIndex == 1)
    #expect(config.release.options["momentumProjection"] == 1)
    // iphone-14 (390 x 844, safe 47 / 34): tip 34 + 44 = 78 tall (y 766); half 34 + 0.5 x
    // (844 - 47 - 34) = 415.5 (y 428.5); full 844 - (47 + 16) = 781 (y 63); full width.
    let (rects, dims) = try Self.standardPoints(result.document)
    #expect(
      rects == [
        Rect(x: 0, y: 766, width: 390, height: 78), Rect(x: 0, y: 428.5, width: 390, height: 415.5),
        Rect(x: 0, y: 63, width: 390, height: 781),
      ])
    #expect(dims == [0, 0.3, 0.3])
  }

  @Test("a left panel, a custom state, an intrinsic anchor, a ternary dim and the set-up")
  func forms() throws {
    let source = """
      extension FloatingPanelState {
        static let peek = FloatingPanelState(rawValue: "peek", order: 50)
      }
      final class SideLayout: FloatingPanelLayout {
        var position: FloatingPanelPosition { .left }
        var initialState: FloatingPanelState { .full }
        var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
          return [
            .full: FloatingPanelLayoutAnchor(fractionalInset: 0.25, edge: .right, referenceGuide: .superview),
            .tip: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 20),
            .peek: FloatingPanelLayoutAnchor(absoluteInset: 60, edge: .left, referenceGuide: .superview),
          ]
        }
        func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.5 : 0 }
        func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] { [] }
      }
      func configure(_ fpc: FloatingPanelController) {
        fpc.isRemovalInteractionEnabled = true
        fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
        fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 4)
      }
      """
    let result = try SwiftImporters.read(source, file: "Side.swift")
    #expect(
      result.recognised == [
        "Side.swift:5:7: recognised position .left",
        "Side.swift:7:7: recognised anchors: 3 states",
        "Side.swift:14:8: recognised backdropAlpha(for:) state == .full ? 0.5 : 0",
        "Side.swift:6:7: recognised initialState .full",
        "Side.swift:18:37: recognised fpc.isRemovalInteractionEnabled = true",
        "Side.swift:19:62: recognised fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true",
        "Side.swift:20:39: recognised fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 4)",
      ])
    #expect(
      result.approximated == [
        "Side.swift:10:13: approximated the content's intrinsic size: a runtime value: it stands for 300 pt here; give it with set content.length N"
      ])
    #expect(
      result.skipped == [
        "Side.swift:15:8: skipped prepareLayout(surfaceView:in:): the panel keeps the default one (across the safe area): give another frame with set snapPoints[N].layout.margins ..."
      ])
    let config = result.document.config.defaultConfig
    #expect(config.snapDirection == .leftToRight)
    #expect(config.snapPoints.map(\.key) == ["peek", "tip", "full"])
    #expect(config.initialSnapPointIndex == 3)
    #expect(config.release.options["removalThreshold"] == 5.5)
    #expect(config.snapPoints[0].keyframe[.handleWidth] == 40)
    #expect(config.snapPoints.allSatisfy { $0.keyframe.backgroundTapInteraction == .dismiss })
    // iphone-14 (390 x 844, safe 47 / 34, no side insets): peek 60 wide, tip 300 - 20 = 280,
    // full 390 - 0.25 x 390 = 292.5; the height is the safe area's, 844 - 47 - 34 = 763 (y 47).
    let (rects, dims) = try Self.standardPoints(result.document)
    #expect(
      rects == [
        Rect(x: 0, y: 47, width: 60, height: 763), Rect(x: 0, y: 47, width: 280, height: 763),
        Rect(x: 0, y: 47, width: 292.5, height: 763),
      ])
    #expect(dims == [0, 0, 0.5])
  }

  @Test("a fraction from the far edge, a fraction of the content, a dim for every state")
  func fractions() throws {
    let source = """
      class Layout: FloatingPanelLayout {
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          .full: FloatingPanelLayoutAnchor(fractionalInset: 0.1, edge: .top, referenceGuide: .safeArea),
          .half: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.5, referenceGuide: .superview),
        ]
        func backdropAlpha(for state: FloatingPanelState) -> CGFloat { 0.2 }
      }
      """
    let result = try SwiftImporters.read(source, file: "L.swift")
    #expect(result.document.config.defaultConfig.initialSnapPointIndex == 1)
    // iphone-14: half shows half the 300 pt content from the container's bottom, 150 tall (y
    // 694); full 844 - (47 + 0.1 x 763) = 720.7 tall (y 123.3).
    let (rects, dims) = try Self.standardPoints(result.document)
    let expected: [(Double, Double)] = [(694, 150), (123.3, 720.7)]
    #expect(rects.count == 2)
    #expect(
      zip(rects, expected).allSatisfy {
        abs($0.minY - $1.0) < 0.005 && abs($0.height - $1.1) < 0.005
      })
    #expect(dims == [0.2, 0.2])
  }

  @Test("an adaptive anchor follows its content guide's size, a runtime value, capped by its bound")
  func adaptiveAnchor() throws {
    // The shape of FloatingPanel's Samples TableViewControllerForAdaptiveLayout (the corpus's
    // 30).
    let source = """
      class PanelLayout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .full
          var anchors: [FloatingPanelState : FloatingPanelLayoutAnchoring] {
              return [
                  .full: FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: 0, contentLayout: targetGuide, referenceGuide: .superview, contentBoundingGuide: .safeArea),
                  .half: FloatingPanelAdaptiveLayoutAnchor(fractionalOffset: 0.5, contentLayout: targetGuide, referenceGuide: .superview),
              ]
          }
      }
      """
    let result = try SwiftImporters.read(source, file: "Table.swift")
    #expect(
      result.approximated == [
        "Table.swift:6:20: approximated the contentLayout guide's size: a runtime value: it stands for 300 pt here; give it with set content.length N"
      ])
    #expect(result.skipped == [])
    // iphone-14, the guide 300 tall: full shows all of it from the screen's bottom (300, y
    // 544), half shows half (150, y 694).
    var config = result.document.config
    let rects = try Manager(config: config).interpolator.points.filter { $0.kind == .standard }
      .map(\.rect)
    #expect(
      rects == [
        Rect(x: 0, y: 694, width: 390, height: 150), Rect(x: 0, y: 544, width: 390, height: 300),
      ])
    // A 1000 pt guide: full is capped at the safe area's 844 - 47 - 34 = 763 (y 81); half,
    // unbounded, shows 500 (y 344).
    config.defaultConfig.content?.length = 1000
    let tall = try Manager(config: config).interpolator.points.filter { $0.kind == .standard }
      .map(\.rect)
    #expect(
      tall == [
        Rect(x: 0, y: 344, width: 390, height: 500), Rect(x: 0, y: 81, width: 390, height: 763),
      ])
  }

  @Test(
    "round trip: the second export of every preset is a fixed point; floatingpanel keeps its rects"
  )
  func roundTrip() throws {
    try importRoundTrip("floatingpanel", keeping: ["floatingpanel"])
  }
}
