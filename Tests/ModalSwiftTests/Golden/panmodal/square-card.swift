// square-card: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: one snap point: PanModal's short form is its long form (shortFormHeight
// = longFormHeight)
// modalplay: not exported: snapPoints[0]'s height 240 max (100% - (safe.top + safe.bottom)) is no
// PanModalHeight: the nearest, .contentHeightIgnoringSafeArea(535.5), is off by up to 165.5 pt on
// the devices probed
// modalplay: not exported: snapPoints[0]'s height 240 max (100% - (safe.top + safe.bottom)) is no
// PanModalHeight: the nearest, .contentHeightIgnoringSafeArea(535.5), is off by up to 165.5 pt on
// the devices probed
// modalplay: not exported: the masked corners: PanModal rounds the top corners only
// modalplay: not exported: the snap animation springPhysics: PanModal animates with a spring; its
// defaults (0.5 s, damping 0.8) are exported
// modalplay: not exported: the drag handle's size 40 x 6: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule nearest: PanModal goes by the direction above 300 pt/s,
// else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form

import PanModal
import UIKit

/// The sheet of the modalplay config "square-card": present it with presentPanModal(_:).
final class SquareCardSheetViewController: UIViewController {}

extension SquareCardSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeightIgnoringSafeArea(535.5) }
  var longFormHeight: PanModalHeight { .contentHeightIgnoringSafeArea(535.5) }
  var cornerRadius: CGFloat { 12 }
  var springDamping: CGFloat { 0.8 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.6) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { false }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { true }
}
