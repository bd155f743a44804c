// demo14: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: one snap point: PanModal's short form is its long form (shortFormHeight
// = longFormHeight)
// modalplay: not exported: the drag handle's size 40 x 6: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule adaptive: PanModal goes by the direction above 300
// pt/s, else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: constrained config compact-height: PanModal has no layouts per size
// class or device

import PanModal
import UIKit

/// The sheet of the modalplay config "demo14": present it with presentPanModal(_:).
final class Demo14SheetViewController: UIViewController {}

extension Demo14SheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .maxHeight }
  var longFormHeight: PanModalHeight { .maxHeight }
  var topOffset: CGFloat { 0 }
  var cornerRadius: CGFloat { 0 }
  var springDamping: CGFloat { 0.9 }
  var transitionDuration: Double { 0.4 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.2) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { true }
}
