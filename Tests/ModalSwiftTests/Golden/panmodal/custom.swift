// custom: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: one snap point: PanModal's short form is its long form (shortFormHeight
// = longFormHeight)
// modalplay: not exported: snapPoints[0]'s height stretch is no PanModalHeight: the nearest,
// .maxHeight, is off by up to 6 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s height stretch is no PanModalHeight: the nearest,
// .maxHeight, is off by up to 6 pt on the devices probed
// modalplay: not exported: the masked corners: PanModal rounds the top corners only
// modalplay: not exported: the drag handle's size 40 x 6: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule adaptive: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: the layouts that follow the keyboard: PanModal has no keyboard value;
// they use the keyboard-less size

import PanModal
import UIKit

/// The sheet of the modalplay config "custom": present it with presentPanModal(_:).
final class CustomSheetViewController: UIViewController {}

extension CustomSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .maxHeight }
  var longFormHeight: PanModalHeight { .maxHeight }
  var cornerRadius: CGFloat { 15 }
  var springDamping: CGFloat { 0.9 }
  var transitionDuration: Double { 0.4 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { true }
}
