// floatingpanel: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height safe.bottom + 69 is not a detent: .height(69) is
// its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 50% + ((safe.bottom - safe.top) / 2) is not a
// detent: .height(381.5) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 100% - (safe.top + 18) is not a detent:
// .height(745) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let tip = Self("tip")
  fileprivate static let half = Self("half")
  fileprivate static let full = Self("full")
}

/// The sheet of the modalplay config "floatingpanel": call it on the view controller before
/// presenting it.
@MainActor func configureFloatingpanel(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .tip) { _ in 69 },
    .custom(identifier: .half) { _ in 381.5 },
    .custom(identifier: .full) { _ in 745 },
  ]
  sheet.selectedDetentIdentifier = .half
  sheet.largestUndimmedDetentIdentifier = .half
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 0
}
