// modalkit: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 25% min (safe.bottom + 17) max (100% - safe.top)
// is not a detent: .height(177) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 50% min (safe.bottom + 17) max (100% - safe.top)
// is not a detent: .height(388) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 100% - safe.top min (safe.bottom + 17) max (100%
// - safe.top) is not a detent: .height(763) is its height within the safe area on iphone-14 in
// portrait
// modalplay: not exported: the release rule biasedNearest: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let small = Self("small")
  fileprivate static let mediumDetent = Self("medium")
  fileprivate static let largeDetent = Self("large")
}

/// The sheet of the modalplay config "modalkit": call it on the view controller before presenting
/// it.
@MainActor func configureModalkit(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .small) { _ in 177 },
    .custom(identifier: .mediumDetent) { _ in 388 },
    .custom(identifier: .largeDetent) { _ in 763 },
  ]
  sheet.selectedDetentIdentifier = .small
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 20
}
