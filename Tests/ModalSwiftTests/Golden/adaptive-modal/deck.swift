// deck: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: the default config, constrained[0] and 10 more: release "deck":
// adaptive-modal always releases with its own rule (the adaptive strategy with its default options)
// modalplay: not exported: the default config, constrained[0] and 10 more: handoff "deck":
// adaptive-modal hands a drag between the scroll view and the modal with its own rule
// (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: the default config, constrained[0] and 10 more: overdrag: adaptive-modal
// follows the finger past the end points up to the overshoot point, with no curve
// modalplay: not exported: snapPoints[0], undershoot and 22 more: the presenting keyframe (the view
// behind the modal): adaptive-modal does not animate the presenting view

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
            offsetValue: .multipleValues(
              [
                .conditionalValue(
                  condition: .safeAreaInsets(
                    valueForKey: \.top,
                    condition: .isLessThan(toValue: 20)
                  ),
                  trueValue: .constant(20),
                  falseValue: .safeAreaInsets(insetKey: \.top)
                ),
                .constant(8),
              ]
            ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
                    offsetValue: .multipleValues(
                      [
                        .conditionalValue(
                          condition: .safeAreaInsets(
                            valueForKey: \.top,
                            condition: .isLessThan(toValue: 20)
                          ),
                          trueValue: .constant(20),
                          falseValue: .safeAreaInsets(insetKey: \.top)
                        ),
                        .constant(8),
                      ]
                    ),
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
            dragHandlePosition: .none
          ),
          identifier: "ipad-pro-13-landscape"
        ),
      ]
    )
  )
  return manager
}
