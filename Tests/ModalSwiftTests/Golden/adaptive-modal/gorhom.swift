// gorhom: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "gorhom": adaptive-modal always releases with its own rule (the
// adaptive strategy with its default options)
// modalplay: not exported: handoff "gorhom": adaptive-modal hands a drag between the scroll view
// and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: overdrag: adaptive-modal follows the finger past the end points up to
// the overshoot point, with no curve
// modalplay: not exported: snapPoints[2]: reanimatedSpring written as springPhysics: UIKit's spring
// has no rest thresholds nor overshoot clamping, so it settles later

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "gorhom". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeGorhomModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "collapsed",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.25)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          modalCornerRadius: 15,
          modalMaskedCorners: [
            .layerMinXMinYCorner,
            .layerMaxXMinYCorner,
            .layerMinXMaxYCorner,
            .layerMaxXMaxYCorner,
          ],
          modalDragHandleSize: CGSize(width: 29.25, height: 4),
          modalDragHandleOffset: 10
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "half",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.5)
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "expanded",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.9)
        )
      ),
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .springPhysics(duration: 0.4, mass: 3, stiffness: 1000, damping: 500),
    entranceAnimationConfig: .springPhysics(duration: 0.4, mass: 3, stiffness: 1000, damping: 500),
    exitAnimationConfig: .springPhysics(duration: 0.4, mass: 3, stiffness: 1000, damping: 500),
    initialSnapPointIndex: 2
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  manager.overrideShouldSnapToUnderShootSnapPoint = false
  return manager
}
