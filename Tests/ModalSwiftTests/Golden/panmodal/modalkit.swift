// modalkit: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: PanModal has two forms: the short form takes snapPoints[0] and the long
// form snapPoints[2]; snapPoints[1] has no form, a release lands on one of the two
// modalplay: not exported: snapPoints[2]'s height 100% - safe.top min (safe.bottom + 17) max (100%
// - safe.top) is no PanModalHeight: the nearest, .maxHeight, is off by up to 21 pt on the devices
// probed
// modalplay: not exported: snapPoints[0]'s height 25% min (safe.bottom + 17) max (100% - safe.top)
// is no PanModalHeight: the nearest, .contentHeightIgnoringSafeArea(211), is off by up to 103.5 pt
// on the devices probed
// modalplay: not exported: the masked corners: PanModal rounds the top corners only
// modalplay: not exported: the drag handle's size 40 x 5: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule biasedNearest: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form

import PanModal
import UIKit

/// The sheet of the modalplay config "modalkit": present it with presentPanModal(_:).
final class ModalkitSheetViewController: UIViewController {}

extension ModalkitSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeightIgnoringSafeArea(211) }
  var longFormHeight: PanModalHeight { .maxHeight }
  var cornerRadius: CGFloat { 20 }
  var springDamping: CGFloat { 0.9 }
  var transitionDuration: Double { 0.4 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.5) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { true }
}
