import ModalCore
import ModalSwift
import Testing

/// Nothing of a sheet's code is left out silently: every member of the library's that an
/// importer does not turn into config is reported with its place and why, what is read only
/// approximately is said as such, each snap point names its line, and an app's own type
/// holding anchors or detents is reported.
@Suite("Swift import: nothing silent")
struct SwiftImportSilenceTests {
  @Test("PanModal: the protocol's unread properties and methods are left out, with why")
  func panModal() throws {
    let source = """
      class Sheet: UIViewController, PanModalPresentable {
        var panScrollable: UIScrollView? { nil }
        var shortFormHeight: PanModalHeight { .contentHeight(300) }
        var longFormHeight: PanModalHeight { .maxHeight }
        var transitionAnimationOptions: UIView.AnimationOptions { [.curveEaseInOut] }
        func shouldRespond(to panModalGestureRecognizer: UIPanGestureRecognizer) -> Bool { true }
        func willTransition(to state: PanModalPresentationController.PresentationState) {}
        func panModalDidDismiss() {}
        func helper() -> Bool { true }
      }
      """
    let result = try SwiftImporters.read(source, file: "pm.swift")
    #expect(result.countLine == "imported PanModal code: 3 read, 0 approximated, 5 left out")
    #expect(result.points == ["snap 1 short: pm.swift:3:7", "snap 2 long: pm.swift:4:7"])
    #expect(
      result.skipped == [
        "pm.swift:2:7: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        "pm.swift:5:7: skipped transitionAnimationOptions: no setting here: the animations keep their springs (animations.snap)",
        "pm.swift:6:8: skipped shouldRespond(to:): app code run at each drag, not modelled: the sheet always takes the drag",
        "pm.swift:7:8: skipped willTransition(to:): a callback of the app, not modelled: the events (willSnap) show when PanModal calls it",
        "pm.swift:8:8: skipped panModalDidDismiss(): a callback of the app, not modelled: the events (didHide) show when PanModal calls it",
      ])
  }

  @Test("UIKit: the sheet's and its controller's unread properties; another object's stay out")
  func uiKit() throws {
    let source = """
      func present(_ vc: UIViewController) {
        if let sheet = vc.sheetPresentationController {
          sheet.detents = [.medium(), .large()]
          sheet.prefersGrabberVisible = true
          sheet.delegate = self
          sheet.sourceView = button
          sheet.invalidateDetents()
        }
        vc.modalTransitionStyle = .crossDissolve
        vc.modalPresentationStyle = .overFullScreen
        popover.sourceView = button
        tableView.delegate = self
      }
      """
    let result = try SwiftImporters.read(source, file: "uk.swift")
    #expect(result.countLine == "imported UIKit code: 2 read, 1 approximated, 4 left out")
    #expect(result.points == ["snap 1 medium: uk.swift:3:22", "snap 2 large: uk.swift:3:33"])
    #expect(
      result.approximated == [
        "uk.swift:10:31: approximated viewController.modalPresentationStyle = .overFullScreen: not .pageSheet or .formSheet: read as a page sheet (set sheet.prefersPageSizing false for a form sheet)"
      ])
    #expect(
      result.skipped == [
        "uk.swift:5:11: skipped sheet.delegate = ...: app code, not modelled: the delegate's callbacks are not run (the events show when UIKit calls them)",
        "uk.swift:6:11: skipped sheet.sourceView = ...: not modelled: the sheet is not anchored to a view (a popover's source on iPad)",
        "uk.swift:7:11: skipped sheet.invalidateDetents(): a run-time request to resolve the detents again: here they are resolved at every change of the environment",
        "uk.swift:9:6: skipped viewController.modalTransitionStyle = ...: no setting here: the sheet slides in (give its curve with set animations.entrance ...)",
      ])
  }

  /// A FloatingPanel layout and its controller's set-up.
  static let floatingPanel = """
    class MyLayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .tip
      var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        return [
          .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
          .tip: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .safeArea),
        ]
      }
    }
    final class ViewController: UIViewController {
      var fpc: FloatingPanelController!
      override func viewDidLoad() {
        fpc = FloatingPanelController()
        fpc.layout = MyLayout()
        fpc.contentMode = .fitToBounds
        fpc.surfaceView.appearance.cornerRadius = 12
        fpc.surfaceView.appearance.borderWidth = 1
        fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = model.enabled
        fpc.surfaceView.grabberHandlePadding = 10
        imageView.contentMode = .scaleAspectFit
      }
    }
    """

  @Test("FloatingPanel: the controller's unread set-up is left out; a view's contentMode is not")
  func floatingPanel() throws {
    let result = try SwiftImporters.read(Self.floatingPanel, file: "fp.swift")
    #expect(result.countLine == "imported FloatingPanel code: 4 read, 1 approximated, 4 left out")
    #expect(result.points == ["snap 1 tip: fp.swift:7:7", "snap 2 full: fp.swift:6:7"])
    #expect(
      result.approximated == [
        "fp.swift:7:13: approximated the content's intrinsic size: a runtime value: it stands for 300 pt here; give it with set content.length N"
      ])
    #expect(
      result.skipped == [
        "fp.swift:16:23: skipped fpc.contentMode: not modelled: the content keeps its length (set content.length N)",
        "fp.swift:18:46: skipped fpc.surfaceView.appearance.borderWidth: not read: give it with set snapPoints[N].keyframe.borderWidth W",
        "fp.swift:19:64: skipped fpc.backdropView.dismissalTapGestureRecognizer.isEnabled: not true or false: give the backdrop's tap with set snapPoints[N].keyframe.backgroundTapInteraction dismiss",
        "fp.swift:20:44: skipped fpc.surfaceView.grabberHandlePadding: not read: give the grabber's place with set snapPoints[N].keyframe.handleOffset Y",
      ])
  }

  @Test(
    "adaptive-modal: unmodelled arguments and manager properties say so; an unknown one is not its")
  func adaptiveModal() throws {
    let source = """
      let config = AdaptiveModalConfig(
        snapPoints: [
          AdaptiveModalSnapPointConfig(key: "a", layoutConfig: ComputableLayout(horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch, height: .percent(percentValue: 0.3)),
            keyframeConfig: AdaptiveModalKeyframeConfig(modalScrollViewContentInsets: x, modalCornerRadius: 10)),
        ],
        snapDirection: .bottomToTop,
        dragHandleHitSlop: CGPoint(x: 1, y: 2),
        bogus: 3
      )
      manager.shouldEnableOverShooting = false
      manager.isSwipeGestureEnabled = false
      """
    let result = try SwiftImporters.read(source, file: "am.swift")
    #expect(result.points == ["snap 1 a: am.swift:3:5"])
    #expect(
      result.skipped == [
        "am.swift:7:22: skipped the argument dragHandleHitSlop: not modelled: the drag handle's touch area is not simulated",
        "am.swift:8:10: skipped the argument bogus: not an argument of AdaptiveModalConfig",
        "am.swift:4:81: skipped the argument modalScrollViewContentInsets: not modelled: the content's scroll view is not simulated",
        "am.swift:11:33: skipped manager.isSwipeGestureEnabled: not modelled: the modal always takes the drag here",
      ])
    #expect(
      result.recognised.last
        == "am.swift:10:36: recognised manager.shouldEnableOverShooting = false")
  }

  @Test("an app's own initialiser holding anchors or detents is reported with what to do")
  func wrappers() throws {
    let panels =
      Self.floatingPanel + """

        let other = PanelLayout(
          full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
          half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
          tip: FloatingPanelLayoutAnchor(absoluteInset: 69.0, edge: .bottom, referenceGuide: .safeArea))
        """
    let fp = try SwiftImporters.read(panels, file: "fp.swift")
    #expect(
      fp.skipped.last
        == "fp.swift:24:13: skipped 3 FloatingPanelLayoutAnchor values inside PanelLayout(...): not a FloatingPanelLayout: the import reads the anchors of a type conforming to FloatingPanelLayout (var anchors); write them there, or give each with set snapPoints[N].layout.height H"
    )
    let swiftUI = """
      Text("x").presentationDetents([.large])
      let sheet = SheetDetentConfiguration(detents: [.medium, .fraction(0.3)], weight: .medium)
      let font = Font.system(size: 12, weight: .medium)
      """
    #expect(
      try SwiftImporters.read(swiftUI, file: "s.swift").skipped == [
        "s.swift:2:13: skipped 2 PresentationDetent values inside SheetDetentConfiguration(...): not .presentationDetents([...]): the import reads the detents the modifier is given as a list; write them there, or give each with set snapPoints[N].layout.height detent.fraction(F)"
      ])
    // Nothing read: the error says why, the wrapper among the reasons.
    do {
      _ = try SwiftImporters.read("let s = Sizes(list: [.medium(), .large()])", file: "u.swift")
      Issue.record("expected a refusal")
    } catch {
      #expect(
        error.message.components(separatedBy: "\n").last
          == "  u.swift:1:9: skipped 2 UISheetPresentationController.Detent values inside Sizes(...): not sheet.detents = [...]: the import reads the list a sheet is given; write it there, or give each with set snapPoints[N].layout.height detent.height(H)"
      )
    }
  }

  @Test("a point the code does not give says so")
  func points() throws {
    let source = """
      final class AlertViewController: UIViewController, PanModalPresentable {
        var panScrollable: UIScrollView? { nil }
      }
      """
    let result = try SwiftImporters.read(source, file: "a.swift")
    #expect(
      result.points == [
        "snap 1 short: not in the code (the library's default)",
        "snap 2 long: not in the code (the library's default)",
      ])
  }
}
