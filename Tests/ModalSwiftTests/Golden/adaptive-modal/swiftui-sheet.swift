// swiftui-sheet: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "appleSheet": adaptive-modal always releases with its own rule
// (the adaptive strategy with its default options)
// modalplay: not exported: handoff "apple": adaptive-modal hands a drag between the scroll view and
// the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: overdrag: adaptive-modal follows the finger past the end points up to
// the overshoot point, with no curve
// modalplay: not exported: keyboardAvoidance expand: adaptive-modal only recomputes the layout
// values with the keyboard (layout)
// modalplay: not exported: sheet: Apple's sheet behaviour (grabber, edge attachment, ...) has no
// equivalent
// modalplay: not exported: snapPoints[0], snapPoints[1] and 2 more: the presenting keyframe (the
// view behind the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: snapPoints[0]: detent.fraction(0.25) is Apple's detent (a height within
// the safe area, bounded by the large detent, inactive where Apple makes it so); written as the
// nearest ComputableLayout value .percent(percentValue: 0.25)
// modalplay: not exported: snapPoints[1]: detent.height(300) is Apple's detent (a height within the
// safe area, bounded by the large detent, inactive where Apple makes it so); written as the nearest
// ComputableLayout value .multipleValues([.constant(300), .safeAreaInsets(insetKey: \.bottom)])
// modalplay: not exported: snapPoints[2]: detent.medium is Apple's detent (a height within the safe
// area, bounded by the large detent, inactive where Apple makes it so); written as the nearest
// ComputableLayout value .percent(percentValue: 0.5)
// modalplay: not exported: snapPoints[3]: detent.large is Apple's detent (a height within the safe
// area, bounded by the large detent, inactive where Apple makes it so); written as the nearest
// ComputableLayout value .percent(percentValue: 1, offsetValue:
// .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(10)]), offsetOperation: .subtract)
// modalplay: not exported: interpolationClamping: clamping group background: adaptive-modal has no
// ClampingKeys for it (it is not clamped)

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "swiftui-sheet". A function rather than a `static let`: the
/// manager flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call
/// it from the presenting view controller and present with the manager.
func makeSwiftuiSheetModalManager(presentingViewController: UIViewController?)
  -> AdaptiveModalManager
{
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "quarter",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.25)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .passthrough,
          modalCornerRadius: 20,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 36, height: 5),
          modalDragHandleOffset: 5,
          backgroundOpacity: 0
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "short",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .multipleValues([.constant(300), .safeAreaInsets(insetKey: \.bottom)])
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .passthrough,
          modalCornerRadius: 20,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 36, height: 5),
          modalDragHandleOffset: 5,
          backgroundOpacity: 0
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "medium",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(percentValue: 0.5)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .dismiss,
          modalCornerRadius: 20,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 36, height: 5),
          modalDragHandleOffset: 5,
          backgroundOpacity: 0.4
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "large",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(
            percentValue: 1,
            offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(10)]),
            offsetOperation: .subtract
          )
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .dismiss,
          modalCornerRadius: 20,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 36, height: 5),
          modalDragHandleOffset: 5,
          backgroundOpacity: 0.4
        )
      ),
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 1),
    entranceAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 1),
    exitAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 1),
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
    )
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  return manager
}
