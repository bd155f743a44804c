// floatingpanel: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).

import FloatingPanel
import UIKit

/// The panel layout of the modalplay config "floatingpanel".
final class FloatingpanelPanelLayout: FloatingPanelLayout {
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
}

/// The panel behavior of the modalplay config "floatingpanel": its momentum release.
final class FloatingpanelPanelBehavior: FloatingPanelBehavior {
  let springResponseTime: CGFloat = 0.4
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

/// Sets up a FloatingPanelController as the modalplay config "floatingpanel" describes.
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
