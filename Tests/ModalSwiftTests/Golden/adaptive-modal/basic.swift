// basic: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "basic". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeBasicModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.7)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          modalShadowOffset: CGSize(width: 0, height: 0),
          modalShadowOpacity: 0.1,
          modalShadowRadius: 10,
          modalCornerRadius: 15,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          backgroundOpacity: 0.2
        )
      )
    ],
    snapDirection: .bottomToTop,
    overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .fitScreenVertically)
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  return manager
}
