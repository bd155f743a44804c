// ios-sheet: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 15: UISheetPresentationController.

import UIKit

/// The sheet of the modalplay config "ios-sheet": call it on the view controller before presenting
/// it.
@MainActor func configureIosSheet(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [.medium(), .large()]
  sheet.selectedDetentIdentifier = .medium
  sheet.largestUndimmedDetentIdentifier = .medium
  sheet.prefersGrabberVisible = true
  sheet.prefersScrollingExpandsWhenScrolledToEdge = false
  sheet.prefersEdgeAttachedInCompactHeight = true
  sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
}
