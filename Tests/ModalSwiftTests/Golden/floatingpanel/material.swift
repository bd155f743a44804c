// material: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[2]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[1]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: snapPoints[0]'s size 64 min (100% - 56.25% of width) max content is no
// FloatingPanel anchor: the nearest, FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 34), is off
// by up to 223 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: the release rule material: FloatingPanel projects the momentum and
// redirects past half a segment (the momentum rule's defaults are exported)
// modalplay: not exported: the snap animation bezier: FloatingPanel always attracts with its spring
// (springResponseTime 0.4)
// modalplay: not exported: the overdrag curve: FloatingPanel either stops at the end anchors or
// rubber-bands (allowsRubberBanding)
// modalplay: not exported: a release on the undershoot: FloatingPanel's hidden state is no anchor;
// it dismisses only by its removal interaction (set removalThreshold)
// modalplay: not exported: the corner radius changes between the points: FloatingPanel's surface
// keeps one appearance
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows

import FloatingPanel
import UIKit

extension FloatingPanelState {
  nonisolated(unsafe) fileprivate static let peek =
    FloatingPanelState(rawValue: "peek", order: 250)
  nonisolated(unsafe) fileprivate static let expanded =
    FloatingPanelState(rawValue: "expanded", order: 600)
}

/// The panel layout of the modalplay config "material".
final class MaterialPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .peek
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .expanded: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, referenceGuide: .superview),
    .half: FloatingPanelLayoutAnchor(
      fractionalInset: 0.5,
      edge: .bottom,
      referenceGuide: .superview
    ),
    .peek: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 34),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0.32
  }
}

/// The panel behavior of the modalplay config "material": its momentum release.
final class MaterialPanelBehavior: FloatingPanelBehavior {
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

/// Sets up a FloatingPanelController as the modalplay config "material" describes.
@MainActor
func configureMaterialPanel(_ fpc: FloatingPanelController) {
  fpc.layout = MaterialPanelLayout()
  fpc.behavior = MaterialPanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 28
  fpc.surfaceView.appearance = appearance
  fpc.surfaceView.grabberHandleSize = CGSize(width: 32, height: 4)
}
