// deck: exported by modalplay for FloatingPanel.
// Follows FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2).
// Needs iOS 12: FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms
// .iOS(.v12)).
// modalplay: not exported: snapPoints[0]'s size 100% - ((safe.top min 20) + 8) is no FloatingPanel
// anchor: the nearest, FloatingPanelLayoutAnchor(absoluteInset: 8, edge: .top, referenceGuide:
// .safeArea), is off by up to 20 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s frame across the panel: the layout keeps FloatingPanel's
// default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another
// modalplay: not exported: the release rule deck: FloatingPanel projects the momentum and redirects
// past half a segment (the momentum rule's defaults are exported)
// modalplay: not exported: the snap animation curve: FloatingPanel always attracts with its spring
// (springResponseTime 0.4)
// modalplay: not exported: the overdrag curve: FloatingPanel either stops at the end anchors or
// rubber-bands (allowsRubberBanding)
// modalplay: not exported: a release on the undershoot: FloatingPanel's hidden state is no anchor;
// it dismisses only by its removal interaction (set removalThreshold)
// modalplay: not exported: the presenting view's keyframe: FloatingPanel leaves the view behind it
// as it is
// modalplay: not exported: the shadow: the export keeps SurfaceAppearance's default shadow (opacity
// 0.2, radius 3, offset (0, 1)); set appearance.shadows
// modalplay: not exported: constrained config iphone-se: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config iphone-15-pro: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config iphone-15-pro-max: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config ipad-air: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config ipad-pro-13: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config iphone-se-landscape: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config iphone-14-landscape: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config iphone-15-pro-landscape: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config iphone-15-pro-max-landscape: return another layout
// from floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config ipad-air-landscape: return another layout from
// floatingPanel(_:layoutFor:) for it
// modalplay: not exported: constrained config ipad-pro-13-landscape: return another layout from
// floatingPanel(_:layoutFor:) for it

import FloatingPanel
import UIKit

/// The panel layout of the modalplay config "deck".
final class DeckPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .full
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 8, edge: .top, referenceGuide: .safeArea)
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0
  }
}

/// The panel behavior of the modalplay config "deck": its momentum release.
final class DeckPanelBehavior: FloatingPanelBehavior {
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

/// Sets up a FloatingPanelController as the modalplay config "deck" describes.
@MainActor
func configureDeckPanel(_ fpc: FloatingPanelController) {
  fpc.layout = DeckPanelLayout()
  fpc.behavior = DeckPanelBehavior()
  fpc.isRemovalInteractionEnabled = false
  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = false
  let appearance = SurfaceAppearance()
  appearance.cornerRadius = 8
  fpc.surfaceView.appearance = appearance
  fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 6)
}
