// custom: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height stretch is not a detent: .height(699) is its
// height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/center, width stretch - 30): the
// system sheet is full width and bottom aligned
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let custom = Self("custom")
}

/// The sheet of the modalplay config "custom": call it on the view controller before presenting it.
@MainActor func configureCustom(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [.custom(identifier: .custom) { _ in 699 }]
  sheet.largestUndimmedDetentIdentifier = .custom
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 15
}
