// panmodal: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[1]'s size content + safe.bottom max (100% - (safe.top + 21))
// is no FloatingPanel anchor: the nearest, FloatingPanelIntrinsicLayoutAnchor(fractionalOffset:
// 0.3533, referenceGuide: .superview), is off by up to 367 pt on the devices probed
// modalplay: not exported: snapPoints[1]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[0]'s size (300 + safe.bottom max (content + safe.bottom)) max
// (100% - (safe.top + 21)) is no FloatingPanel anchor: the nearest,
// FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .safeArea), is off
// by up to 60 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: the release rule velocityThreshold: FloatingPanel projects the momentum
// and redirects past half a segment (the momentum rule's defaults are exported)
// modalplay: not exported: the snap spring's damping ratio 0.8: FloatingPanel's spring is
// critically damped below 300 pt/s and derives its damping from springDecelerationRate (0.991)
// above
// modalplay: not exported: the overdrag curve: FloatingPanel either stops at the end anchors or
// rubber-bands (allowsRubberBanding)
// modalplay: not exported: a release on the undershoot: FloatingPanel's hidden state is no anchor;
// it dismisses only by its removal interaction (set removalThreshold)
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows
// modalplay: not exported: constrained config ipad-popover: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config voiceover: return another layout from
// floatingPanel(_:layoutFor:) for it

import FloatingPanel
import UIKit

/// The panel layout of the modalplay config "panmodal".
final class PanmodalPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0.3533, referenceGuide: .superview),
    .half: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .safeArea),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0.7
  }
}

/// The panel behavior of the modalplay config "panmodal": its momentum release.
final class PanmodalPanelBehavior: FloatingPanelBehavior {
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
    return false
  }
}

/// Sets up a FloatingPanelController as the modalplay config "panmodal" describes.
@MainActor
func configurePanmodalPanel(_ fpc: FloatingPanelController) {
  fpc.layout = PanmodalPanelLayout()
  fpc.behavior = PanmodalPanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 8
  fpc.surfaceView.appearance = appearance
}
