// demo09: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 30% is not a detent: .height(219.2) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0] is undimmed but has no key: give it one for
// largestUndimmedDetentIdentifier
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config compact-height: the system sheet adapts to the size
// class by itself

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let detent1 = Self("detent1")
}

/// The sheet of the modalplay config "demo09": call it on the view controller before presenting it.
@MainActor func configureDemo09(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [.custom(identifier: .detent1) { _ in 219.2 }]
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 12
}
