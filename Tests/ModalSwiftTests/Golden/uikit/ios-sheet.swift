// ios-sheet: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// modalplay: not exported: snapPoints[0]'s height 50% is not a detent: .height(388) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 100% - (safe.top + 10) is not a detent:
// .height(753) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config compact-height: the system sheet adapts to the size
// class by itself

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let mediumDetent = Self("medium")
  fileprivate static let largeDetent = Self("large")
}

/// The sheet of the modalplay config "ios-sheet": call it on the view controller before presenting
/// it.
@MainActor func configureIosSheet(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .mediumDetent) { _ in 388 },
    .custom(identifier: .largeDetent) { _ in 753 },
  ]
  sheet.selectedDetentIdentifier = .mediumDetent
  sheet.largestUndimmedDetentIdentifier = .mediumDetent
  sheet.prefersGrabberVisible = true
}
