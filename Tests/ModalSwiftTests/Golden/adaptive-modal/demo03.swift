// demo03: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "demo03". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeDemo03ModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .left,
          verticalAlignment: .center,
          width: .percent(percentValue: 0.5),
          height: .percent(percentValue: 0.65),
          marginLeft: .constant(15)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          secondaryGestureAxisDampingPercent: 0.5,
          modalTransform: Transform3D(scaleX: 1, scaleY: 1),
          modalShadowOffset: CGSize(width: 1, height: 1),
          modalShadowOpacity: 0.3,
          modalShadowRadius: 8,
          modalCornerRadius: 10,
          modalContentOpacity: 1,
          modalBackgroundOpacity: 0.87,
          modalBackgroundVisualEffectIntensity: 1,
          modalDragHandleOffset: -14,
          backgroundVisualEffectIntensity: 0.04
        )
      ),
      AdaptiveModalSnapPointConfig(
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .center,
          width: .stretch,
          height: .percent(percentValue: 0.85),
          marginLeft: .constant(20),
          marginRight: .constant(20)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          secondaryGestureAxisDampingPercent: 1,
          modalShadowOffset: CGSize(width: 2, height: 2),
          modalShadowOpacity: 0.2,
          modalShadowRadius: 15,
          modalCornerRadius: 15,
          modalBackgroundOpacity: 0.9,
          modalBackgroundVisualEffectIntensity: 0.5,
          modalDragHandleOffset: 6,
          backgroundVisualEffectIntensity: 0.5
        )
      ),
    ],
    snapDirection: .leftToRight,
    undershootSnapPoint: AdaptiveModalSnapPointPreset(
      layoutPreset: .offscreenLeft,
      keyframeConfig: AdaptiveModalKeyframeConfig(
        modalTransform: Transform3D(scaleX: 0.5, scaleY: 0.5),
        modalCornerRadius: 5,
        modalContentOpacity: 0.3,
        modalDragHandleOffset: -14,
        backgroundVisualEffectIntensity: 0
      )
    ),
    overshootSnapPoint: AdaptiveModalSnapPointPreset(layoutPreset: .offscreenRight)
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
