// panmodal: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height (300 + safe.bottom max (content + safe.bottom))
// max (100% - (safe.top + 21)) is not a detent: .height(300) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height content + safe.bottom max (100% - (safe.top +
// 21)) is not a detent: .height(742) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule velocityThreshold: the system sheet picks the detent
// itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config ipad-popover: the system sheet adapts to the size
// class by itself
// modalplay: not exported: constrained config voiceover: the system sheet adapts to the size class
// by itself

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let short = Self("short")
  fileprivate static let long = Self("long")
}

/// The sheet of the modalplay config "panmodal": call it on the view controller before presenting
/// it.
@MainActor func configurePanmodal(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .short) { _ in 300 },
    .custom(identifier: .long) { _ in 742 },
  ]
  sheet.selectedDetentIdentifier = .short
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 8
}
