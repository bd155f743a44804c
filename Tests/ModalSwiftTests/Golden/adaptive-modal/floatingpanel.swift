// floatingpanel: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "momentum": adaptive-modal always releases with its own rule
// (the adaptive strategy with its default options)
// modalplay: not exported: handoff "floatingpanel": adaptive-modal hands a drag between the scroll
// view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: snapPoints[1]: the offset / min / max of a nested value ((safe.bottom -
// safe.top) / 2): a ComputableLayoutValueMode has none, written without them (a different value)
// modalplay: not exported: snapPoints[1]: the offset / min / max of a nested value (safe.bottom -
// safe.top): a ComputableLayoutValueMode has none, written without them (a different value)
// modalplay: not exported: interpolationClamping: clamping group background: adaptive-modal has no
// ClampingKeys for it (it is not clamped)

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "floatingpanel". A function rather than a `static let`: the
/// manager flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call
/// it from the presenting view controller and present with the manager.
func makeFloatingpanelModalManager(presentingViewController: UIViewController?)
  -> AdaptiveModalManager
{
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "tip",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .multipleValues([.safeAreaInsets(insetKey: \.bottom), .constant(69)]),
          marginLeft: .safeAreaInsets(insetKey: \.left),
          marginRight: .safeAreaInsets(insetKey: \.right)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          modalShadowOffset: CGSize(width: 0, height: 1),
          modalShadowOpacity: 0.2,
          modalShadowRadius: 3,
          modalCornerRadius: 0,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 36, height: 5),
          modalDragHandleOffset: 6,
          modalDragHandleCornerRadius: 2.5,
          backgroundOpacity: 0
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "half",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .multipleValues(
            [.percent(percentValue: 0.5), .multipleValues([.safeAreaInsets(insetKey: \.bottom)])]
          ),
          marginLeft: .safeAreaInsets(insetKey: \.left),
          marginRight: .safeAreaInsets(insetKey: \.right)
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "full",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(
            percentValue: 1,
            offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(18)]),
            offsetOperation: .subtract
          ),
          marginLeft: .safeAreaInsets(insetKey: \.left),
          marginRight: .safeAreaInsets(insetKey: \.right)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(backgroundOpacity: 0.3)
      ),
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .springGesture(duration: 0.4, dampingRatio: 1, maxGestureVelocity: 15),
    entranceAnimationConfig: .springGesture(duration: 0.4, dampingRatio: 1, maxGestureVelocity: 15),
    exitAnimationConfig: .springGesture(duration: 0.4, dampingRatio: 1, maxGestureVelocity: 15),
    interpolationClampingConfig: AdaptiveModalClampingConfig(
      clampingKeysLeft: [
        .modalOriginX,
        .modalSizeWidth,
        .modalPaddingLeft,
        .modalPaddingRight,
        .modalCornerRadius,
        .modalBorderWidth,
        .modalShadowOffset,
        .modalShadowRadius,
        .modalDragHandleSizeHeight,
        .modalDragHandleSizeWidth,
        .modalDragHandleOffset,
        .modalDragHandleCornerRadius,
      ],
      clampingKeysRight: [
        .modalOriginX,
        .modalSizeWidth,
        .modalPaddingLeft,
        .modalPaddingRight,
        .modalCornerRadius,
        .modalBorderWidth,
        .modalShadowOffset,
        .modalShadowRadius,
        .modalDragHandleSizeHeight,
        .modalDragHandleSizeWidth,
        .modalDragHandleOffset,
        .modalDragHandleCornerRadius,
      ]
    ),
    initialSnapPointIndex: 2
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  manager.overrideShouldSnapToUnderShootSnapPoint = false
  return manager
}
