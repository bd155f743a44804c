// square-card: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 240 max (100% - (safe.top + safe.bottom)) is not
// a detent: .height(206) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/center, width 100% - (safe.left +
// safe.right + 20) max 400): the system sheet is full width and bottom aligned
// modalplay: not exported: the release rule nearest: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let card = Self("card")
}

/// The sheet of the modalplay config "square-card": call it on the view controller before
/// presenting it.
@MainActor func configureSquareCard(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [.custom(identifier: .card) { _ in 206 }]
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 12
}
