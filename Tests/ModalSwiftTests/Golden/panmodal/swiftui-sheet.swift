// swiftui-sheet: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: PanModal has two forms: the short form takes snapPoints[0] and the long
// form snapPoints[3]; snapPoints[1], snapPoints[2] have no form, a release lands on one of the two
// modalplay: not exported: snapPoints[3]'s height detent.large is no PanModalHeight: the nearest,
// .maxHeight, is off by up to 11 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s height detent.fraction(0.25) is no PanModalHeight: the
// nearest, .contentHeight(188.25), is off by up to 93.3 pt on the devices probed
// modalplay: not exported: the dim changes between the forms: PanModal's background is one color,
// faded in on presentation
// modalplay: not exported: the background tap changes between the points: PanModal's
// allowsTapToDismiss holds at both forms
// modalplay: not exported: the release rule appleSheet: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: keyboardAvoidance expand: PanModal does not move for the keyboard

import PanModal
import UIKit

/// The sheet of the modalplay config "swiftui-sheet": present it with presentPanModal(_:).
final class SwiftuiSheetSheetViewController: UIViewController {}

extension SwiftuiSheetSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeight(188.25) }
  var longFormHeight: PanModalHeight { .maxHeight }
  var cornerRadius: CGFloat { 20 }
  var springDamping: CGFloat { 1 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { true }
  var showDragIndicator: Bool { true }
}
