// compose: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 50% - (kb.overlapH / 2) max (safe.top + 48 +
// content + (kb ? 0 : safe.bottom)) is not a detent: .height(388) is its height within the safe
// area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/bottom, width stretch max 640): the
// system sheet is full width and bottom aligned
// modalplay: not exported: snapPoints[1]'s height safe.top + 48 + content + (kb ? 0 : safe.bottom)
// max (100% - kb.overlapH) is not a detent: .height(695) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s frame (align center/bottom, width stretch max 640): the
// system sheet is full width and bottom aligned
// modalplay: not exported: the release rule compose: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let partiallyExpanded = Self("partiallyExpanded")
  fileprivate static let expanded = Self("expanded")
}

/// The sheet of the modalplay config "compose": call it on the view controller before presenting
/// it.
@MainActor func configureCompose(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .partiallyExpanded) { _ in 388 },
    .custom(identifier: .expanded) { _ in 695 },
  ]
  sheet.selectedDetentIdentifier = .partiallyExpanded
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 28
}
