// half-modal: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 300 is not a detent: .height(266) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 100% - safe.top is not a detent: .height(763) is
// its height within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule halfModal: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let defaultDetent = Self("default")
  fileprivate static let maximum = Self("maximum")
}

/// The sheet of the modalplay config "half-modal": call it on the view controller before presenting
/// it.
@MainActor func configureHalfModal(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .defaultDetent) { _ in 266 },
    .custom(identifier: .maximum) { _ in 763 },
  ]
  sheet.selectedDetentIdentifier = .defaultDetent
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 16
}
