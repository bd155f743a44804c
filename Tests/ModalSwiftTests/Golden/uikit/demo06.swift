// demo06: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 20% is not a detent: .height(134.8) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/bottom, width 80%): the system sheet
// is full width and bottom aligned
// modalplay: not exported: snapPoints[1]'s height 50% is not a detent: .height(388) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s frame (align center/bottom, width 85%): the system sheet
// is full width and bottom aligned
// modalplay: not exported: snapPoints[2]'s height 70% is not a detent: .height(556.8) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s frame (align center/bottom, width 87%): the system sheet
// is full width and bottom aligned
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
  fileprivate static let detent2 = Self("detent2")
  fileprivate static let detent3 = Self("detent3")
}

/// The sheet of the modalplay config "demo06": call it on the view controller before presenting it.
@MainActor func configureDemo06(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .detent1) { _ in 134.8 },
    .custom(identifier: .detent2) { _ in 388 },
    .custom(identifier: .detent3) { _ in 556.8 },
  ]
  sheet.selectedDetentIdentifier = .detent1
  sheet.prefersGrabberVisible = true
}
