// panmodal: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: snapPoints[1] follows the content: .intrinsicHeight is the view's
// systemLayoutSizeFitting height, which stands for the content's 1200 pt here
// modalplay: not exported: the content's scroll view: return it from panScrollable for PanModal's
// scroll hand-off (the export returns nil)
// modalplay: not exported: constrained config ipad-popover: PanModal presents a popover on the iPad
// idiom by itself (presentPanModal(_:sourceView:sourceRect:))
// modalplay: not exported: constrained config voiceover: PanModal shows only the long form while
// VoiceOver runs, by itself

import PanModal
import UIKit

/// The sheet of the modalplay config "panmodal": present it with presentPanModal(_:).
final class PanmodalSheetViewController: UIViewController {}

extension PanmodalSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeight(300) }
  var longFormHeight: PanModalHeight { .intrinsicHeight }
  var cornerRadius: CGFloat { 8 }
  var springDamping: CGFloat { 0.8 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.7) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { true }
  var showDragIndicator: Bool { true }
}
