// demo14: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: constrained config compact-height: snapPoints[0]'s size (kb ?
// kb.overlapH : safe.bottom) + 50% max 100% of screen.height is no FloatingPanel anchor: the
// nearest, FloatingPanelLayoutAnchor(fractionalInset: 0.5403, edge: .bottom, referenceGuide:
// .superview), is off by up to 34.5 pt on the devices probed
// modalplay: not exported: constrained config compact-height: snapPoints[0]'s frame across the
// panel: the layout keeps FloatingPanel's default prepareLayout (the safe area's width); write
// prepareLayout(surfaceView:in:) for another
// modalplay: not exported: the release rule adaptive: FloatingPanel projects the momentum and
// redirects past half a segment (the momentum rule's defaults are exported)
// modalplay: not exported: the snap spring's damping ratio 0.9: FloatingPanel's spring is
// critically damped below 300 pt/s and derives its damping from springDecelerationRate (0.991)
// above
// modalplay: not exported: a release on the undershoot: FloatingPanel's hidden state is no anchor;
// it dismisses only by its removal interaction (set removalThreshold)
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows

import FloatingPanel
import UIKit

/// The panel layout of the modalplay config "demo14".
final class Demo14PanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .full
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, referenceGuide: .superview)
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0.2
  }
}

/// The panel layout of the modalplay config "demo14" where traits.verticalSizeClass == .compact
/// (its constrained config compact-height).
final class Demo14Constrained1PanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .full
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(
      fractionalInset: 0.5403,
      edge: .bottom,
      referenceGuide: .superview
    )
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0
  }
}

/// The panel layout of the modalplay config "demo14" for a trait collection: the set-up uses it;
/// return it from your FloatingPanelControllerDelegate's floatingPanel(_:layoutFor:) too, so that
/// the panel follows a change of traits.
enum Demo14Panel {
  static func layout(for traits: UITraitCollection) -> FloatingPanelLayout {
    if traits.verticalSizeClass == .compact {
      return Demo14Constrained1PanelLayout()
    }
    return Demo14PanelLayout()
  }
}

/// The panel behavior of the modalplay config "demo14": its momentum release.
final class Demo14PanelBehavior: FloatingPanelBehavior {
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

/// Sets up a FloatingPanelController as the modalplay config "demo14" describes.
@MainActor
func configureDemo14Panel(_ fpc: FloatingPanelController) {
  fpc.layout = Demo14Panel.layout(for: fpc.traitCollection)
  fpc.behavior = Demo14PanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = false
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 0
  fpc.surfaceView.appearance = appearance
  fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 6)
}
