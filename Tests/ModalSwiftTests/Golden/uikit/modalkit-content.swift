// modalkit-content: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height content + safe.bottom + 17 min (safe.bottom + 17)
// max (100% - safe.top) is not a detent: .height(317) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height content + safe.bottom + 17 + 200 min (safe.bottom
// + 17) max (100% - safe.top) is not a detent: .height(517) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 100% - safe.top min (safe.bottom + 17) max (100%
// - safe.top) is not a detent: .height(763) is its height within the safe area on iphone-14 in
// portrait
// modalplay: not exported: the release rule biasedNearest: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let content = Self("content")
  fileprivate static let additional = Self("additional")
  fileprivate static let largeDetent = Self("large")
}

/// The sheet of the modalplay config "modalkit-content": call it on the view controller before
/// presenting it.
@MainActor func configureModalkitContent(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .content) { _ in 317 },
    .custom(identifier: .additional) { _ in 517 },
    .custom(identifier: .largeDetent) { _ in 763 },
  ]
  sheet.selectedDetentIdentifier = .content
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 20
}
