// demo01: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "demo01". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeDemo01ModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.3)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          modalShadowOffset: CGSize(width: 0, height: -2),
          modalShadowOpacity: 0.2,
          modalShadowRadius: 7,
          modalCornerRadius: 25,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalBackgroundOpacity: 0.9,
          modalBackgroundVisualEffect: UIBlurEffect(style: .systemUltraThinMaterial),
          modalBackgroundVisualEffectIntensity: 1,
          backgroundOpacity: 0,
          backgroundVisualEffect: UIBlurEffect(style: .systemUltraThinMaterialDark),
          backgroundVisualEffectIntensity: 0
        )
      ),
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.5),
          marginLeft: .constant(15),
          marginRight: .constant(15),
          marginBottom: .safeAreaInsets(insetKey: \.bottom, minValue: .constant(15))
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          secondaryGestureAxisDampingPercent: 1,
          modalShadowOffset: CGSize(width: 2, height: 2),
          modalShadowOpacity: 0.2,
          modalShadowRadius: 15,
          modalCornerRadius: 10,
          modalMaskedCorners: [
            .layerMinXMinYCorner,
            .layerMaxXMinYCorner,
            .layerMinXMaxYCorner,
            .layerMaxXMaxYCorner,
          ],
          modalBackgroundOpacity: 0.85,
          modalBackgroundVisualEffectIntensity: 0.6,
          backgroundOpacity: 0.1,
          backgroundVisualEffectIntensity: 0.075
        )
      ),
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .center,
          width: .percent(percentValue: 0.85, maxValue: .constant(375)),
          height: .percent(percentValue: 0.75, maxValue: .constant(667))
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          secondaryGestureAxisDampingPercent: 0.8,
          modalShadowOffset: CGSize(width: 2, height: 2),
          modalShadowOpacity: 0.3,
          modalShadowRadius: 10,
          modalCornerRadius: 20,
          modalMaskedCorners: [
            .layerMinXMinYCorner,
            .layerMaxXMinYCorner,
            .layerMinXMaxYCorner,
            .layerMaxXMaxYCorner,
          ],
          modalBackgroundOpacity: 0.8,
          modalBackgroundVisualEffectIntensity: 1,
          backgroundOpacity: 0,
          backgroundVisualEffectIntensity: 0.5
        )
      ),
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .stretch,
          marginTop: .safeAreaInsets(insetKey: \.top)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          secondaryGestureAxisDampingPercent: 1,
          modalShadowOffset: CGSize(width: 0, height: -1),
          modalShadowOpacity: 0.4,
          modalShadowRadius: 10,
          modalCornerRadius: 25,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalBackgroundOpacity: 0.83,
          modalBackgroundVisualEffectIntensity: 1,
          backgroundVisualEffectIntensity: 1
        )
      ),
    ],
    snapDirection: .bottomToTop,
    overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .fitScreen)
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
  return manager
}
