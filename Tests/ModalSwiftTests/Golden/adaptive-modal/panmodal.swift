// panmodal: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: the default config, constrained[1]: release "velocityThreshold":
// adaptive-modal always releases with its own rule (the adaptive strategy with its default options)
// modalplay: not exported: the default config, constrained[1]: handoff "panmodal": adaptive-modal
// hands a drag between the scroll view and the modal with its own rule
// (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: the default config, constrained[0] and 1 more: overdrag: adaptive-modal
// follows the finger past the end points up to the overshoot point, with no curve
// modalplay: not exported: the default config, constrained[0] and 1 more: content: adaptive-modal
// neither sizes from nor scrolls a declared content; content values are written as constants
// modalplay: not exported: snapPoints[0], snapPoints[1] and 2 more: the offset / min / max of a
// nested value (100% - (safe.top + 21)): a ComputableLayoutValueMode has none, written without them
// (a different value)
// modalplay: not exported: snapPoints[0]: the offset / min / max of a nested value (300 +
// safe.bottom max (content + safe.bottom)): a ComputableLayoutValueMode has none, written without
// them (a different value)
// modalplay: not exported: snapPoints[1], constrained[0].snapPoints[0] and 3 more: content:
// adaptive-modal does not size from the content; written as the config's content length, 1200
// modalplay: not exported: constrained[0]: release "nearest": adaptive-modal always releases with
// its own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[0].snapPoints[0], constrained[0].undershoot: the offset /
// min / max of a nested value (100% - (safe.left + safe.right)): a ComputableLayoutValueMode has
// none, written without them (a different value)
// modalplay: not exported: constrained[0].snapPoints[0], constrained[0].undershoot: the offset /
// min / max of a nested value (100% - (safe.top + safe.bottom)): a ComputableLayoutValueMode has
// none, written without them (a different value)
// modalplay: not exported: constrained[0].snapPoints[0], constrained[0].undershoot: the offset /
// min / max of a nested value (safe.left - safe.right): a ComputableLayoutValueMode has none,
// written without them (a different value)
// modalplay: not exported: constrained[0].snapPoints[0], constrained[0].undershoot: the offset /
// min / max of a nested value (safe.top - safe.bottom): a ComputableLayoutValueMode has none,
// written without them (a different value)
// modalplay: not exported: constrained[0].flags: the manager's flags are the default config's;
// these differ and are not set

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "panmodal". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makePanmodalModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "short",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .multipleValues(
            [.multipleValues([.constant(300), .safeAreaInsets(insetKey: \.bottom)])],
            maxValue: .percent(percentValue: 1)
          )
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .dismiss,
          modalCornerRadius: 8,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 36, height: 5),
          modalDragHandleOffset: -13,
          backgroundOpacity: 0.7
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "long",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .multipleValues(
            [.constant(1200), .safeAreaInsets(insetKey: \.bottom)],
            maxValue: .percent(percentValue: 1)
          )
        )
      ),
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 0.8),
    entranceAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 0.8),
    exitAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 0.8)
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    adaptiveConfig: .adaptiveConfig(
      defaultConfig: config,
      constrainedConfigs: [
        AdaptiveModalConstrainedConfig(
          constraints: [.deviceIdiom(is: .pad)],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "popover",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .center,
                  width: ComputableLayoutValue(
                    mode: .constant(320),
                    maxValue: .percent(percentValue: 1)
                  ),
                  height: ComputableLayoutValue(
                    mode: .constant(1200),
                    maxValue: .percent(percentValue: 1)
                  ),
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
                  backgroundTapInteraction: .dismiss,
                  modalCornerRadius: 13,
                  modalMaskedCorners: [
                    .layerMinXMinYCorner,
                    .layerMaxXMinYCorner,
                    .layerMinXMaxYCorner,
                    .layerMaxXMaxYCorner,
                  ],
                  backgroundOpacity: 0
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.2, curve: .easeOut),
            entranceAnimationConfig: .presetCurve(duration: 0.2, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.2, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .layoutConfig(
                ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .center,
                  width: ComputableLayoutValue(
                    mode: .constant(320),
                    maxValue: .percent(percentValue: 1)
                  ),
                  height: ComputableLayoutValue(
                    mode: .constant(1200),
                    maxValue: .percent(percentValue: 1)
                  ),
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
              keyframeConfig: AdaptiveModalKeyframeConfig(modalOpacity: 0)
            ),
            dragHandlePosition: .none
          ),
          identifier: "ipad-popover"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [.isFlagTrue(forKey: \.isVoiceOverRunning)],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "short",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .multipleValues(
                    [.constant(1200), .safeAreaInsets(insetKey: \.bottom)],
                    maxValue: .percent(percentValue: 1)
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .dismiss,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
                  modalDragHandleSize: CGSize(width: 36, height: 5),
                  modalDragHandleOffset: -13,
                  backgroundOpacity: 0.7
                )
              ),
              AdaptiveModalSnapPointConfig(
                key: "long",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .multipleValues(
                    [.constant(1200), .safeAreaInsets(insetKey: \.bottom)],
                    maxValue: .percent(percentValue: 1)
                  )
                )
              ),
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 0.8),
            entranceAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 0.8),
            exitAnimationConfig: .presetSpring(duration: 0.5, dampingRatio: 0.8)
          ),
          identifier: "voiceover"
        ),
      ]
    )
  )
  return manager
}
