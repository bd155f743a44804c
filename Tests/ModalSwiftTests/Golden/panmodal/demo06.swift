// demo06: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: PanModal has two forms: the short form takes snapPoints[0] and the long
// form snapPoints[2]; snapPoints[1] has no form, a release lands on one of the two
// modalplay: not exported: snapPoints[2]'s height 70% is no PanModalHeight: the nearest,
// .maxHeightWithTopInset(151.2), is off by up to 135.8 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s height 20% is no PanModalHeight: the nearest,
// .contentHeight(168.8), is off by up to 82.8 pt on the devices probed
// modalplay: not exported: the masked corners: PanModal rounds the top corners only
// modalplay: not exported: the dim changes between the forms: PanModal's background is one color,
// faded in on presentation
// modalplay: not exported: the drag handle's size 40 x 6: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule adaptive: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: the corner radius changes between the points: PanModal's container keeps
// one appearance
// modalplay: not exported: the shadow changes between the points: PanModal's container keeps one
// appearance
// modalplay: not exported: constrained config compact-height: PanModal has no layouts per size
// class or device

import PanModal
import UIKit

/// The sheet of the modalplay config "demo06": present it with presentPanModal(_:).
final class Demo06SheetViewController: UIViewController {}

extension Demo06SheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeight(168.8) }
  var longFormHeight: PanModalHeight { .maxHeightWithTopInset(151.2) }
  var cornerRadius: CGFloat { 10 }
  var springDamping: CGFloat { 0.9 }
  var transitionDuration: Double { 0.4 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { true }
}
