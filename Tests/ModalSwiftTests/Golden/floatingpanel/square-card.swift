// square-card: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[0]'s size 240 max (100% - (safe.top + safe.bottom)) is no
// FloatingPanel anchor: the nearest, FloatingPanelLayoutAnchor(fractionalInset: 0.6573, edge:
// .bottom, referenceGuide: .safeArea), is off by up to 58.7 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: the release rule nearest: FloatingPanel projects the momentum and
// redirects past half a segment (the momentum rule's defaults are exported)
// modalplay: not exported: the snap animation springPhysics: FloatingPanel always attracts with its
// spring (springResponseTime 0.4)
// modalplay: not exported: the overdrag curve: FloatingPanel either stops at the end anchors or
// rubber-bands (allowsRubberBanding)
// modalplay: not exported: the masked corners: FloatingPanel rounds the two corners of the panel's
// leading edge (all four with containerMargins)
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows

import FloatingPanel
import UIKit

/// The panel layout of the modalplay config "square-card".
final class SquareCardPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .full
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(
      fractionalInset: 0.6573,
      edge: .bottom,
      referenceGuide: .safeArea
    )
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0.6
  }
}

/// The panel behavior of the modalplay config "square-card": its momentum release.
final class SquareCardPanelBehavior: FloatingPanelBehavior {
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

/// Sets up a FloatingPanelController as the modalplay config "square-card" describes.
@MainActor
func configureSquareCardPanel(_ fpc: FloatingPanelController) {
  fpc.layout = SquareCardPanelLayout()
  fpc.behavior = SquareCardPanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = false
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 12
  fpc.surfaceView.appearance = appearance
  fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 6)
}
