// swiftui-sheet: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[3]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[2]'s size detent.medium is no FloatingPanel anchor: the
// nearest, FloatingPanelLayoutAnchor(absoluteInset: 433.5, edge: .top, referenceGuide: .superview),
// is off by up to 170.5 pt on the devices probed
// modalplay: not exported: snapPoints[2]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[1]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[0]'s size detent.fraction(0.25) is no FloatingPanel anchor:
// the nearest, FloatingPanelLayoutAnchor(fractionalInset: 0.2467, edge: .bottom, referenceGuide:
// .safeArea), is off by up to 1.2 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: a release on the undershoot: FloatingPanel's hidden state is no anchor;
// it dismisses only by its removal interaction (set removalThreshold)
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows
// modalplay: not exported: keyboardAvoidance expand: FloatingPanel does not move for the keyboard

import FloatingPanel
import UIKit

extension FloatingPanelState {
  nonisolated(unsafe) fileprivate static let quarter =
    FloatingPanelState(rawValue: "quarter", order: 50)
}

/// The panel layout of the modalplay config "swiftui-sheet".
final class SwiftuiSheetPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .quarter
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 10, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(absoluteInset: 433.5, edge: .top, referenceGuide: .superview),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .safeArea),
    .quarter: FloatingPanelLayoutAnchor(
      fractionalInset: 0.2467,
      edge: .bottom,
      referenceGuide: .safeArea
    ),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    switch state {
    case .full, .half: return 0.4
    default: return 0
    }
  }
}

/// The panel behavior of the modalplay config "swiftui-sheet": its momentum release.
final class SwiftuiSheetPanelBehavior: FloatingPanelBehavior {
  let springResponseTime: CGFloat = 0.5
  let momentumProjectionRate: CGFloat = 0.998

  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState)
    -> Bool
  {
    return false
  }

  func redirectionalProgress(
    _ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState
  ) -> CGFloat {
    return 0.5
  }

  func allowsRubberBanding(for edge: UIRectEdge) -> Bool {
    return true
  }
}

/// Sets up a FloatingPanelController as the modalplay config "swiftui-sheet" describes.
@MainActor
func configureSwiftuiSheetPanel(_ fpc: FloatingPanelController) {
  fpc.layout = SwiftuiSheetPanelLayout()
  fpc.behavior = SwiftuiSheetPanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 20
  fpc.surfaceView.appearance = appearance
}
