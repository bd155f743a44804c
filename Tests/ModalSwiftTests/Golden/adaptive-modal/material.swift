// material: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "material": adaptive-modal always releases with its own rule
// (the adaptive strategy with its default options)
// modalplay: not exported: handoff "material": adaptive-modal hands a drag between the scroll view
// and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: overdrag: adaptive-modal follows the finger past the end points up to
// the overshoot point, with no curve
// modalplay: not exported: content: adaptive-modal neither sizes from nor scrolls a declared
// content; content values are written as constants
// modalplay: not exported: snapPoints[0]: the offset / min / max of a nested value (100% - 56.25%
// of width): a ComputableLayoutValueMode has none, written without them (a different value)
// modalplay: not exported: snapPoints[0]: content: adaptive-modal does not size from the content;
// written as the config's content length, 300

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "material". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeMaterialModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "peek",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch(maxValue: .constant(640)),
          height: ComputableLayoutValue(
            mode: .constant(64),
            minValue: .percent(percentValue: 1),
            maxValue: .constant(300)
          )
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .dismiss,
          modalCornerRadius: 28,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 32, height: 4),
          modalDragHandleOffset: 22,
          backgroundOpacity: 0.32
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "half",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch(maxValue: .constant(640)),
          height: .percent(percentValue: 0.5)
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "expanded",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch(maxValue: .constant(640)),
          height: .stretch
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(modalCornerRadius: 0)
      ),
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .bezierCurve(
      duration: 0.256,
      controlPoint1: CGPoint(x: 0.23, y: 1),
      controlPoint2: CGPoint(x: 0.32, y: 1)
    ),
    entranceAnimationConfig: .bezierCurve(
      duration: 0.256,
      controlPoint1: CGPoint(x: 0.23, y: 1),
      controlPoint2: CGPoint(x: 0.32, y: 1)
    ),
    exitAnimationConfig: .bezierCurve(
      duration: 0.256,
      controlPoint1: CGPoint(x: 0.23, y: 1),
      controlPoint2: CGPoint(x: 0.32, y: 1)
    )
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  return manager
}
