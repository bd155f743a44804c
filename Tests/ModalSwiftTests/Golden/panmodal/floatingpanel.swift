// floatingpanel: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: PanModal has two forms: the short form takes snapPoints[0] and the long
// form snapPoints[2]; snapPoints[1] has no form, a release lands on one of the two
// modalplay: not exported: snapPoints[2]'s height 100% - (safe.top + 18) is no PanModalHeight: the
// nearest, .maxHeight, is off by up to 3 pt on the devices probed
// modalplay: not exported: the dim changes between the forms: PanModal's background is one color,
// faded in on presentation
// modalplay: not exported: the release rule momentum: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form

import PanModal
import UIKit

/// The sheet of the modalplay config "floatingpanel": present it with presentPanModal(_:).
final class FloatingpanelSheetViewController: UIViewController {}

extension FloatingpanelSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeight(69) }
  var longFormHeight: PanModalHeight { .maxHeight }
  var cornerRadius: CGFloat { 0 }
  var springDamping: CGFloat { 1 }
  var transitionDuration: Double { 0.4 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { false }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { true }
}
