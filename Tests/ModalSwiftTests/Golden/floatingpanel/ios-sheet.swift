// ios-sheet: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[1]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[0]'s size detent.medium is no FloatingPanel anchor: the
// nearest, FloatingPanelLayoutAnchor(absoluteInset: 433.5, edge: .top, referenceGuide: .superview),
// is off by up to 170.5 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: a release on the undershoot: FloatingPanel's hidden state is no anchor;
// it dismisses only by its removal interaction (set removalThreshold)
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows
// modalplay: not exported: keyboardAvoidance expand: FloatingPanel does not move for the keyboard

import FloatingPanel
import UIKit

/// The panel layout of the modalplay config "ios-sheet".
final class IosSheetPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 10, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(absoluteInset: 433.5, edge: .top, referenceGuide: .superview),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return state == .full ? 0.4 : 0
  }
}

/// The panel behavior of the modalplay config "ios-sheet": its momentum release.
final class IosSheetPanelBehavior: FloatingPanelBehavior {
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

/// Sets up a FloatingPanelController as the modalplay config "ios-sheet" describes.
@MainActor
func configureIosSheetPanel(_ fpc: FloatingPanelController) {
  fpc.layout = IosSheetPanelLayout()
  fpc.behavior = IosSheetPanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 10
  fpc.surfaceView.appearance = appearance
}
