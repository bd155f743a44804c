// compose: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[1]'s size safe.top + 48 + content + (kb ? 0 : safe.bottom)
// max (100% - kb.overlapH) is no FloatingPanel anchor: the nearest,
// FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: -95), is off by up to 286 pt on the devices
// probed
// modalplay: not exported: snapPoints[1]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[0]'s size 50% - (kb.overlapH / 2) max (safe.top + 48 +
// content + (kb ? 0 : safe.bottom)) is no FloatingPanel anchor: the nearest,
// FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.3533), is off by up to 194 pt on the
// devices probed
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: the release rule compose: FloatingPanel projects the momentum and
// redirects past half a segment (the momentum rule's defaults are exported)
// modalplay: not exported: the snap animation springPhysics: FloatingPanel always attracts with its
// spring (springResponseTime 0.4)
// modalplay: not exported: the overdrag curve: FloatingPanel either stops at the end anchors or
// rubber-bands (allowsRubberBanding)
// modalplay: not exported: a release on the undershoot: FloatingPanel's hidden state is no anchor;
// it dismisses only by its removal interaction (set removalThreshold)
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows
// modalplay: not exported: the layouts that follow the keyboard: FloatingPanel has no keyboard
// value; they use the keyboard-less size

import FloatingPanel
import UIKit

/// The panel layout of the modalplay config "compose".
final class ComposePanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: -95),
    .half: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.3533),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0.32
  }
}

/// The panel behavior of the modalplay config "compose": its momentum release.
final class ComposePanelBehavior: FloatingPanelBehavior {
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
    return false
  }
}

/// Sets up a FloatingPanelController as the modalplay config "compose" describes.
@MainActor
func configureComposePanel(_ fpc: FloatingPanelController) {
  fpc.layout = ComposePanelLayout()
  fpc.behavior = ComposePanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 28
  fpc.surfaceView.appearance = appearance
  fpc.surfaceView.grabberHandleSize = CGSize(width: 32, height: 4)
}
