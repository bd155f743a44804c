// modalkit-content: exported by modalplay for adaptive-modal.
// Follows AdaptiveModal 2.1.2 (commit b7ad470, whose Package.swift pins the two below; its README
// still installs from 1.0.5), ComputableLayout 0.7.0 and DGSwiftUtilities 0.11.0.
// Needs iOS 12: adaptive-modal 2.1.2 supports iOS 12 and later (AdaptiveModal.podspec:
// ios.deployment_target 12.0; its Package.swift says .iOS(.v11)).
// modalplay: not exported: release "biasedNearest": adaptive-modal always releases with its own
// rule (the adaptive strategy with its default options)
// modalplay: not exported: handoff "modalkit": adaptive-modal hands a drag between the scroll view
// and the modal with its own rule (allowModalToDragWhenAtMin/MaxScrollViewOffset)
// modalplay: not exported: content: adaptive-modal neither sizes from nor scrolls a declared
// content; content values are written as constants
// modalplay: not exported: snapPoints[0], snapPoints[1] and 1 more: the offset / min / max of a
// nested value (100% - safe.top): a ComputableLayoutValueMode has none, written without them (a
// different value)
// modalplay: not exported: snapPoints[0], snapPoints[1]: content: adaptive-modal does not size from
// the content; written as the config's content length, 300

import AdaptiveModal
import ComputableLayout
import DGSwiftUtilities
import UIKit

/// The modal of the modalplay config "modalkit-content". A function rather than a `static let`: the
/// manager flags are set on the manager after init, and AdaptiveModalConfig is not Sendable. Call
/// it from the presenting view controller and present with the manager.
func makeModalkitContentModalManager(presentingViewController: UIViewController?)
  -> AdaptiveModalManager
{
  let config = AdaptiveModalConfig(
    snapPoints: [
      AdaptiveModalSnapPointConfig(
        key: "content",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .multipleValues(
            [.constant(300), .safeAreaInsets(insetKey: \.bottom), .constant(17)],
            minValue: .multipleValues([.safeAreaInsets(insetKey: \.bottom), .constant(17)]),
            maxValue: .percent(percentValue: 1)
          )
        ),
        keyframeConfig: AdaptiveModalKeyframeConfig(
          modalCornerRadius: 20,
          modalMaskedCorners: [
            .layerMinXMinYCorner,
            .layerMaxXMinYCorner,
            .layerMinXMaxYCorner,
            .layerMaxXMaxYCorner,
          ],
          modalDragHandleSize: CGSize(width: 40, height: 5),
          modalDragHandleOffset: 6,
          backgroundOpacity: 0.5
        )
      ),
      AdaptiveModalSnapPointConfig(
        key: "additional",
        layoutConfig: ComputableLayout(
          horizontalAlignment: .center,
          verticalAlignment: .bottom,
          width: .stretch,
          height: .multipleValues(
            [.constant(300), .safeAreaInsets(insetKey: \.bottom), .constant(17), .constant(200)],
            minValue: .multipleValues([.safeAreaInsets(insetKey: \.bottom), .constant(17)]),
            maxValue: .percent(percentValue: 1)
          )
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
            offsetValue: .safeAreaInsets(insetKey: \.top),
            offsetOperation: .subtract,
            minValue: .multipleValues([.safeAreaInsets(insetKey: \.bottom), .constant(17)]),
            maxValue: .percent(percentValue: 1)
          )
        )
      ),
    ],
    snapDirection: .bottomToTop
  )
  let manager = AdaptiveModalManager(
    presentingViewController: presentingViewController,
    staticConfig: config
  )
  return manager
}
