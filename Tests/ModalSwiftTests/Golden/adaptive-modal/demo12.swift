// demo12: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: constrained[0].flags: the manager's flags are the default config's;
// these differ and are not set

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "demo12". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeDemo12ModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .right,
          verticalAlignment: .center,
          width: .percent(percentValue: 0.5),
          height: .percent(percentValue: 0.5),
          marginRight: .multipleValues([.safeAreaInsets(insetKey: \.right), .constant(10)])
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          secondaryGestureAxisDampingPercent: 0.25,
          modalCornerRadius: 10
        )
      ),
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .left,
          verticalAlignment: .center,
          width: .percent(percentValue: 0.5),
          height: .percent(percentValue: 0.5),
          marginLeft: .multipleValues([.safeAreaInsets(insetKey: \.left), .constant(10)])
        )
      ),
    ],
    snapDirection: .rightToLeft,
    undershootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .offscreenRight),
    overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .offscreenLeft),
    dragHandlePosition: .none
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    adaptiveConfig: .adaptiveConfig(
      defaultConfig: config,
      constrainedConfigs: [
        AdaptiveModalConstrainedConfig(
          constraints: [.verticalSizeClass(is: .compact)],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .percent(percentValue: 0.8),
                  height: .multipleValues(
                    [
                      .conditionalLayoutValue(
                        condition: .keyboardPresent,
                        trueValue: .keyboardRelativeSize(sizeKey: \.height),
                        falseValue: .safeAreaInsets(insetKey: \.bottom)
                      ),
                      .percent(percentValue: 0.5),
                    ],
                    maxValue: .percent(relativeTo: .screenHeight, percentValue: 1)
                  ),
                  marginTop: .constant(10),
                  paddingBottom: .conditionalLayoutValue(
                    condition: .keyboardPresent,
                    trueValue: .keyboardRelativeSize(sizeKey: \.height),
                    falseValue: .safeAreaInsets(insetKey: \.bottom)
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  modalShadowOpacity: 0.2,
                  modalShadowRadius: 15,
                  modalCornerRadius: 10,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
                  modalBackgroundOpacity: 0.85,
                  modalBackgroundVisualEffectIntensity: 1
                )
              )
            ],
            snapDirection: .bottomToTop,
            overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .fitScreenVertically)
          ),
          identifier: "compact-height"
        )
      ]
    )
  )
  manager.overrideShouldSnapToOvershootSnapPoint = true
  manager.shouldDismissModalOnSnapToOverShootSnapPoint = true
  return manager
}
