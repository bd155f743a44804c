// half-modal: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "halfModal": adaptive-modal always releases with its own rule
// (the adaptive strategy with its default options)
// modalplay: not exported: handoff "halfModal": adaptive-modal hands a drag between the scroll view
// and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: overdrag: adaptive-modal follows the finger past the end points up to
// the overshoot point, with no curve
// modalplay: not exported: content: adaptive-modal neither sizes from nor scrolls a declared
// content; content values are written as constants

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "half-modal". A function rather than a `static let`: the
/// manager flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call
/// it from the presenting view controller and present with the manager.
func makeHalfModalModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager
{
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "default",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .constant(300)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .dismiss,
          modalCornerRadius: 16,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          backgroundOpacity: 0.8
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "maximum",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(
            percentValue: 1,
            offsetValue: .safeAreaInsets(insetKey: \.top),
            offsetOperation: .subtract
          )
        )
      ),
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .presetCurve(duration: 0.2, curve: .easeOut),
    entranceAnimationConfig: .presetCurve(duration: 0.2, curve: .easeOut),
    exitAnimationConfig: .presetCurve(duration: 0.2, curve: .easeOut),
    dragHandlePosition: .none
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  return manager
}
