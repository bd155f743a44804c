// deck: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// modalplay: not exported: release "deck": adaptive-modal always releases with its own rule (the
// adaptive strategy with its default options)
// modalplay: not exported: handoff "deck": adaptive-modal hands a drag between the scroll view and
// the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: overdrag: adaptive-modal follows the finger past the end points up to
// the overshoot point, with no curve
// modalplay: not exported: snapPoints[0]: the presenting keyframe (the view behind the modal):
// adaptive-modal does not animate the presenting view
// modalplay: not exported: snapPoints[0]: the offset / min / max of a nested value (safe.top min
// 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: undershoot: the presenting keyframe (the view behind the modal):
// adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[0]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[0]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[0]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[0].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[0].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[0].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[1]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[1]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[1]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[1].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[1].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[1].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[2]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[2]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[2]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[2].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[2].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[2].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[3]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[3]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[3]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[3].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[3].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[3].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[4]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[4]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[4]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[4].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[4].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[4].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[5]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[5]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[5]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[5].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[5].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[5].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[6]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[6]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[6]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[6].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[6].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[6].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[7]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[7]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[7]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[7].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[7].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[7].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[8]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[8]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[8]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[8].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[8].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[8].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[9]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[9]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[9]: overdrag: adaptive-modal follows the finger past the end
// points up to the overshoot point, with no curve
// modalplay: not exported: constrained[9].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[9].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[9].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[10]: release "deck": adaptive-modal always releases with its
// own rule (the adaptive strategy with its default options)
// modalplay: not exported: constrained[10]: handoff "deck": adaptive-modal hands a drag between the
// scroll view and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: constrained[10]: overdrag: adaptive-modal follows the finger past the
// end points up to the overshoot point, with no curve
// modalplay: not exported: constrained[10].snapPoints[0]: the presenting keyframe (the view behind
// the modal): adaptive-modal does not animate the presenting view
// modalplay: not exported: constrained[10].snapPoints[0]: the offset / min / max of a nested value
// (safe.top min 20): a ComputableLayoutValueMode has none, written without them
// modalplay: not exported: constrained[10].undershoot: the presenting keyframe (the view behind the
// modal): adaptive-modal does not animate the presenting view

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "deck". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeDeckModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "card",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .percent(
            percentValue: 1,
            offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
            offsetOperation: .subtract
          )
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .ignore,
          modalCornerRadius: 8,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        )
      )
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
    entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
    exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
    undershootSnapPoint: AdaptiveModalSnapPointPreset(
      layoutPreset: .automatic,
      keyframeConfig: AdaptiveModalKeyframeConfig()
    ),
    dragHandlePosition: .none
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    adaptiveConfig: .adaptiveConfig(
      defaultConfig: config,
      constrainedConfigs: [
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 667)),
            .safeAreaInsets(valueForKey: \.top, condition: .isLessThanOrEqual(toValue: 20)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "iphone-se"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 852)),
            .safeAreaInsets(valueForKey: \.top, condition: .isEqual(toValue: 59)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "iphone-15-pro"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 932)),
            .safeAreaInsets(valueForKey: \.top, condition: .isEqual(toValue: 59)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "iphone-15-pro-max"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 1180)),
            .safeAreaInsets(valueForKey: \.top, condition: .isEqual(toValue: 24)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "ipad-air"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 1366)),
            .safeAreaInsets(valueForKey: \.top, condition: .isEqual(toValue: 24)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "ipad-pro-13"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 375)),
            .safeAreaInsets(valueForKey: \.top, condition: .isLessThanOrEqual(toValue: 20)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "iphone-se-landscape"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 390)),
            .safeAreaInsets(valueForKey: \.top, condition: .isLessThanOrEqual(toValue: 20)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "iphone-14-landscape"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 393)),
            .safeAreaInsets(valueForKey: \.top, condition: .isLessThanOrEqual(toValue: 20)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "iphone-15-pro-landscape"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 430)),
            .safeAreaInsets(valueForKey: \.top, condition: .isLessThanOrEqual(toValue: 20)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "iphone-15-pro-max-landscape"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 820)),
            .safeAreaInsets(valueForKey: \.top, condition: .isEqual(toValue: 24)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "ipad-air-landscape"
        ),
        AdaptiveModalConstrainedConfig(
          constraints: [
            .size(of: .targetView, valueForKey: \.height, condition: .isEqual(toValue: 1024)),
            .safeAreaInsets(valueForKey: \.top, condition: .isEqual(toValue: 24)),
          ],
          config: AdaptiveModalConfig(
            snapPoints: [
              AdaptiveModalSnapPointConfig(
                key: "card",
                layoutConfig: ComputableLayout(
                  horizontalAlignment: .center,
                  verticalAlignment: .bottom,
                  width: .stretch,
                  height: .percent(
                    percentValue: 1,
                    offsetValue: .multipleValues([.safeAreaInsets(insetKey: \.top), .constant(8)]),
                    offsetOperation: .subtract
                  )
                ),
                keyframeConfig: AdaptiveModalKeyframeConfig(
                  backgroundTapInteraction: .ignore,
                  modalCornerRadius: 8,
                  modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                )
              )
            ],
            snapDirection: .bottomToTop,
            snapAnimationConfig: .presetCurve(duration: 0.25, curve: .easeInOut),
            entranceAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            exitAnimationConfig: .presetCurve(duration: 0.3, curve: .easeOut),
            undershootSnapPoint: AdaptiveModalSnapPointPreset(
              layoutPreset: .automatic,
              keyframeConfig: AdaptiveModalKeyframeConfig()
            ),
            dragHandlePosition: .none
          ),
          identifier: "ipad-pro-13-landscape"
        ),
      ]
    )
  )
  return manager
}
