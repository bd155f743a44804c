// compose: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "compose": adaptive-modal always releases with its own rule (the
// adaptive strategy with its default options)
// modalplay: not exported: handoff "compose": adaptive-modal hands a drag between the scroll view
// and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: overdrag: adaptive-modal follows the finger past the end points up to
// the overshoot point, with no curve
// modalplay: not exported: content: adaptive-modal neither sizes from nor scrolls a declared
// content; content values are written as constants
// modalplay: not exported: snapPoints[0]: the offset / min / max of a nested value (kb.overlapH /
// 2): a ComputableLayoutValueMode has none, written without them (a different value)
// modalplay: not exported: snapPoints[0], snapPoints[1]: content: adaptive-modal does not size from
// the content; written as the config's content length, 600
// modalplay: not exported: snapPoints[1]: the offset / min / max of a nested value (100% -
// kb.overlapH): a ComputableLayoutValueMode has none, written without them (a different value)

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "compose". A function rather than a `static let`: the manager
/// flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call it from
/// the presenting view controller and present with the manager.
func makeComposeModalManager(presentingViewController: UIViewController?) -> AdaptiveModalManager {
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "partiallyExpanded",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch(maxValue: .constant(640)),
          height: .percent(
            percentValue: 0.5,
            offsetValue: .keyboardRelativeSize(sizeKey: \.height),
            offsetOperation: .subtract,
            maxValue: .multipleValues(
              [
                .safeAreaInsets(insetKey: \.top),
                .constant(48),
                .constant(600),
                .conditionalLayoutValue(
                  condition: .keyboardPresent,
                  trueValue: .constant(0),
                  falseValue: .safeAreaInsets(insetKey: \.bottom)
                ),
              ]
            )
          ),
          marginBottom: .keyboardRelativeSize(sizeKey: \.height)
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          backgroundTapInteraction: .dismiss,
          modalCornerRadius: 28,
          modalMaskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner],
          modalDragHandleSize: CGSize(width: 32, height: 4),
          modalDragHandleOffset: 22,
          backgroundOpacity: 0.32
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "expanded",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch(maxValue: .constant(640)),
          height: .multipleValues(
            [
              .safeAreaInsets(insetKey: \.top),
              .constant(48),
              .constant(600),
              .conditionalLayoutValue(
                condition: .keyboardPresent,
                trueValue: .constant(0),
                falseValue: .safeAreaInsets(insetKey: \.bottom)
              ),
            ],
            maxValue: .percent(percentValue: 1)
          ),
          marginBottom: .keyboardRelativeSize(sizeKey: \.height)
        )
      ),
    ],
    snapDirection: .bottomToTop,
    snapAnimationConfig: .springPhysics(duration: 0.4, mass: 1, stiffness: 700, damping: 47.62),
    entranceAnimationConfig: .springPhysics(duration: 0.4, mass: 1, stiffness: 700, damping: 47.62),
    exitAnimationConfig: .springPhysics(duration: 0.4, mass: 1, stiffness: 700, damping: 47.62)
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  return manager
}
