// deck: exported by modalplay for PanModal.
// Follows PanModal 1.2.7 (github.com/slackhq/PanModal, tag 1.2.7).
// Needs iOS 10: PanModal 1.2.7 supports iOS 10 and later (its Package.swift: platforms .iOS(.v10)).
// modalplay: not exported: one snap point: PanModal's short form is its long form (shortFormHeight
// = longFormHeight)
// modalplay: not exported: snapPoints[0]'s height 100% - ((safe.top min 20) + 8) is no
// PanModalHeight: the nearest, .maxHeight, is off by up to 13 pt on the devices probed
// modalplay: not exported: snapPoints[0]'s height 100% - ((safe.top min 20) + 8) is no
// PanModalHeight: the nearest, .maxHeight, is off by up to 13 pt on the devices probed
// modalplay: not exported: the entrance and exit animations: PanModal uses one spring
// (transitionDuration, springDamping) for every transition; the snap animation's is exported
// modalplay: not exported: the snap animation curve: PanModal animates with a spring; its defaults
// (0.5 s, damping 0.8) are exported
// modalplay: not exported: the drag handle's size 40 x 6: PanModal's indicator is 36 x 5
// modalplay: not exported: the release rule deck: PanModal goes by the direction above 300 pt/s,
// else to the nearest form
// modalplay: not exported: the overdrag curve: PanModal halves the drag above the long form and
// follows the finger below the short form
// modalplay: not exported: the presenting view's keyframe: PanModal leaves the view behind it as it
// is
// modalplay: not exported: constrained config iphone-se: PanModal has no layouts per size class or
// device
// modalplay: not exported: constrained config iphone-15-pro: PanModal has no layouts per size class
// or device
// modalplay: not exported: constrained config iphone-15-pro-max: PanModal has no layouts per size
// class or device
// modalplay: not exported: constrained config ipad-air: PanModal has no layouts per size class or
// device
// modalplay: not exported: constrained config ipad-pro-13: PanModal has no layouts per size class
// or device
// modalplay: not exported: constrained config iphone-se-landscape: PanModal has no layouts per size
// class or device
// modalplay: not exported: constrained config iphone-14-landscape: PanModal has no layouts per size
// class or device
// modalplay: not exported: constrained config iphone-15-pro-landscape: PanModal has no layouts per
// size class or device
// modalplay: not exported: constrained config iphone-15-pro-max-landscape: PanModal has no layouts
// per size class or device
// modalplay: not exported: constrained config ipad-air-landscape: PanModal has no layouts per size
// class or device
// modalplay: not exported: constrained config ipad-pro-13-landscape: PanModal has no layouts per
// size class or device

import PanModal
import UIKit

/// The sheet of the modalplay config "deck": present it with presentPanModal(_:).
final class DeckSheetViewController: UIViewController {}

extension DeckSheetViewController: @preconcurrency PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .maxHeight }
  var longFormHeight: PanModalHeight { .maxHeight }
  var cornerRadius: CGFloat { 8 }
  var springDamping: CGFloat { 0.8 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0) }
  var anchorModalToLongForm: Bool { true }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { true }
}
