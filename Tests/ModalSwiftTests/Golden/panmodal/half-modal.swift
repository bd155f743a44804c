// half-modal: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: snapPoints[1]'s height 100% - safe.top is no PanModalHeight: the
// nearest, .maxHeight, is off by up to 21 pt on the devices probed
// modalplay: not exported: the snap animation curve: PanModal animates with a spring; its defaults
// (0.5 s, damping 0.8) are exported
// modalplay: not exported: the drag handle's size 40 x 6: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule halfModal: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: the content's scroll view: return it from panScrollable for PanModal's
// scroll hand-off (the export returns nil)
// modalplay: not exported: the hand-off rule halfModal: PanModal hands a drag between sheet and
// scroll view over by its own rule

import PanModal
import UIKit

/// The sheet of the modalplay config "half-modal": present it with presentPanModal(_:).
final class HalfModalSheetViewController: UIViewController {}

extension HalfModalSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeightIgnoringSafeArea(300) }
  var longFormHeight: PanModalHeight { .maxHeight }
  var cornerRadius: CGFloat { 16 }
  var springDamping: CGFloat { 0.8 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.8) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { true }
  var showDragIndicator: Bool { true }
}
