// square-card: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "nearest": adaptive-modal always releases with its own rule (the
// adaptive strategy with its default options)
// modalplay: not exported: overdrag: adaptive-modal follows the finger past the end points up to
// the overshoot point, with no curve
// modalplay: not exported: snapPoints[0], undershoot: the offset / min / max of a nested value
// (100% - (safe.top + safe.bottom)): a ComputableLayoutValueMode has none, written without them (a
// different value)
// modalplay: not exported: snapPoints[0], undershoot: the offset / min / max of a nested value
// (safe.left - safe.right): a ComputableLayoutValueMode has none, written without them (a different
// value)
// modalplay: not exported: snapPoints[0], undershoot: the offset / min / max of a nested value
// (safe.top - safe.bottom): a ComputableLayoutValueMode has none, written without them (a different
// value)

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "square-card". A function rather than a `static let`: the
/// manager flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call
/// it from the presenting view controller and present with the manager.
func makeSquareCardModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager
{
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "card",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .center,
          width: .percent(
            percentValue: 1,
            offsetValue: .multipleValues(
              [
                .safeAreaInsets(insetKey: \.left),
                .safeAreaInsets(insetKey: \.right),
                .constant(20),
              ]
            ),
            offsetOperation: .subtract,
            maxValue: .constant(400)
          ),
          height: ComputableLayoutValue(mode: .constant(240), maxValue: .percent(percentValue: 1)),
          offsetX: .multipleValues(
            [.safeAreaInsets(insetKey: \.left)],
            offsetValue: .constant(2),
            offsetOperation: .divide
          ),
          offsetY: .multipleValues(
            [.safeAreaInsets(insetKey: \.top)],
            offsetValue: .constant(2),
            offsetOperation: .divide
          )
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .ignore,
          modalCornerRadius: 12,
          modalMaskedCorners: [
            .layerMinXMinYCorner,
            .layerMaxXMinYCorner,
            .layerMinXMaxYCorner,
            .layerMaxXMaxYCorner,
          ],
          backgroundOpacity: 0.6
        )
      )
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .springPhysics(duration: 0.4, mass: 3, stiffness: 1000, damping: 500),
    entranceAnimationConfig: .springPhysics(duration: 0.4, mass: 3, stiffness: 1000, damping: 500),
    exitAnimationConfig: .springPhysics(duration: 0.4, mass: 3, stiffness: 1000, damping: 500),
    undershootSnapPoint: AdaptiveModalSnapPointPreset(
      layoutPreset: .layoutConfig(
        ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .center,
          width: .percent(
            percentValue: 1,
            offsetValue: .multipleValues(
              [
                .safeAreaInsets(insetKey: \.left),
                .safeAreaInsets(insetKey: \.right),
                .constant(20),
              ]
            ),
            offsetOperation: .subtract,
            maxValue: .constant(400)
          ),
          height: ComputableLayoutValue(mode: .constant(240), maxValue: .percent(percentValue: 1)),
          offsetX: .multipleValues(
            [.safeAreaInsets(insetKey: \.left)],
            offsetValue: .constant(2),
            offsetOperation: .divide
          ),
          offsetY: .multipleValues(
            [.safeAreaInsets(insetKey: \.top)],
            offsetValue: .constant(2),
            offsetOperation: .divide
          )
        )
      ),
      keyframeConfig: AdaptiveModalKeyframeConfig(
        modalTransform: Transform3D(scaleX: 0.8, scaleY: 0.8),
        modalOpacity: 0
      )
    ),
    dragHandlePosition: .none
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  manager.overrideShouldSnapToUnderShootSnapPoint = false
  return manager
}
