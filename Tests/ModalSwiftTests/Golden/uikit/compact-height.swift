// compact-height: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height (kb ? kb.overlapH : safe.bottom) + 50% max 100%
// of screen.height is not a detent: .height(422) is its height within the safe area on iphone-14 in
// portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/bottom, width 80%): the system sheet
// is full width and bottom aligned
// modalplay: not exported: snapPoints[0] is undimmed but has no key: give it one for
// largestUndimmedDetentIdentifier
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let detent1 = Self("detent1")
}

/// The sheet of the modalplay config "compact-height": call it on the view controller before
/// presenting it.
@MainActor func configureCompactHeight(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [.custom(identifier: .detent1) { _ in 422 }]
  sheet.prefersGrabberVisible = true
}
