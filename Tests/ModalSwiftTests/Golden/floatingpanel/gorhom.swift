// gorhom: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[2]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[1]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: the release rule gorhom: FloatingPanel projects the momentum and
// redirects past half a segment (the momentum rule's defaults are exported)
// modalplay: not exported: the snap animation reanimatedSpring: FloatingPanel always attracts with
// its spring (springResponseTime 0.4)
// modalplay: not exported: the overdrag curve: FloatingPanel either stops at the end anchors or
// rubber-bands (allowsRubberBanding)
// modalplay: not exported: the masked corners: FloatingPanel rounds the two corners of the panel's
// leading edge (all four with containerMargins)
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows

import FloatingPanel
import UIKit

extension FloatingPanelState {
  nonisolated(unsafe) fileprivate static let collapsed =
    FloatingPanelState(rawValue: "collapsed", order: 250)
  nonisolated(unsafe) fileprivate static let expanded =
    FloatingPanelState(rawValue: "expanded", order: 600)
}

/// The panel layout of the modalplay config "gorhom".
final class GorhomPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .expanded: FloatingPanelLayoutAnchor(
      fractionalInset: 0.9,
      edge: .bottom,
      referenceGuide: .superview
    ),
    .half: FloatingPanelLayoutAnchor(
      fractionalInset: 0.5,
      edge: .bottom,
      referenceGuide: .superview
    ),
    .collapsed: FloatingPanelLayoutAnchor(
      fractionalInset: 0.25,
      edge: .bottom,
      referenceGuide: .superview
    ),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0
  }
}

/// The panel behavior of the modalplay config "gorhom": its momentum release.
final class GorhomPanelBehavior: FloatingPanelBehavior {
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

/// Sets up a FloatingPanelController as the modalplay config "gorhom" describes.
@MainActor
func configureGorhomPanel(_ fpc: FloatingPanelController) {
  fpc.layout = GorhomPanelLayout()
  fpc.behavior = GorhomPanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = false
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 15
  fpc.surfaceView.appearance = appearance
  fpc.surfaceView.grabberHandleSize = CGSize(width: 29.25, height: 4)
}
