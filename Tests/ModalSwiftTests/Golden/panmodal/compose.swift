// compose: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: snapPoints[1]'s height safe.top + 48 + content + (kb ? 0 : safe.bottom)
// max (100% - kb.overlapH) is no PanModalHeight: the nearest, .intrinsicHeight, is off by up to 95
// pt on the devices probed
// modalplay: not exported: snapPoints[0]'s height 50% - (kb.overlapH / 2) max (safe.top + 48 +
// content + (kb ? 0 : safe.bottom)) is no PanModalHeight: the nearest, .maxHeightWithTopInset(354),
// is off by up to 160 pt on the devices probed
// modalplay: not exported: the snap animation springPhysics: PanModal animates with a spring; its
// defaults (0.5 s, damping 0.8) are exported
// modalplay: not exported: the drag handle's size 32 x 4: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule compose: PanModal goes by the direction above 300 pt/s,
// else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: the content's scroll view: return it from panScrollable for PanModal's
// scroll hand-off (the export returns nil)
// modalplay: not exported: the hand-off rule compose: PanModal hands a drag between sheet and
// scroll view over by its own rule
// modalplay: not exported: the layouts that follow the keyboard: PanModal has no keyboard value;
// they use the keyboard-less size

import PanModal
import UIKit

/// The sheet of the modalplay config "compose": present it with presentPanModal(_:).
final class ComposeSheetViewController: UIViewController {}

extension ComposeSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .maxHeightWithTopInset(354) }
  var longFormHeight: PanModalHeight { .intrinsicHeight }
  var cornerRadius: CGFloat { 28 }
  var springDamping: CGFloat { 0.8 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.32) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { true }
  var showDragIndicator: Bool { true }
}
