// material: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: PanModal has two forms: the short form takes snapPoints[0] and the long
// form snapPoints[2]; snapPoints[1] has no form, a release lands on one of the two
// modalplay: not exported: snapPoints[0]'s height 64 min (100% - 56.25% of width) max content is no
// PanModalHeight: the nearest, .contentHeight(266), is off by up to 240 pt on the devices probed
// modalplay: not exported: the snap animation bezier: PanModal animates with a spring; its defaults
// (0.5 s, damping 0.8) are exported
// modalplay: not exported: the drag handle's size 32 x 4: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule material: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: the content's scroll view: return it from panScrollable for PanModal's
// scroll hand-off (the export returns nil)
// modalplay: not exported: the hand-off rule material: PanModal hands a drag between sheet and
// scroll view over by its own rule
// modalplay: not exported: the corner radius changes between the points: PanModal's container keeps
// one appearance

import PanModal
import UIKit

/// The sheet of the modalplay config "material": present it with presentPanModal(_:).
final class MaterialSheetViewController: UIViewController {}

extension MaterialSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeight(266) }
  var longFormHeight: PanModalHeight { .maxHeight }
  var topOffset: CGFloat { 0 }
  var cornerRadius: CGFloat { 28 }
  var springDamping: CGFloat { 0.8 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.32) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { true }
  var showDragIndicator: Bool { true }
}
