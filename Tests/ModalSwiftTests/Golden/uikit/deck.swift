// deck: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 100% - ((safe.top min 20) + 8) is not a detent:
// .height(755) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule deck: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config iphone-se: the system sheet adapts to the size class
// by itself
// modalplay: not exported: constrained config iphone-15-pro: the system sheet adapts to the size
// class by itself
// modalplay: not exported: constrained config iphone-15-pro-max: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config ipad-air: the system sheet adapts to the size class
// by itself
// modalplay: not exported: constrained config ipad-pro-13: the system sheet adapts to the size
// class by itself
// modalplay: not exported: constrained config iphone-se-landscape: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config iphone-14-landscape: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config iphone-15-pro-landscape: the system sheet adapts to
// the size class by itself
// modalplay: not exported: constrained config iphone-15-pro-max-landscape: the system sheet adapts
// to the size class by itself
// modalplay: not exported: constrained config ipad-air-landscape: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config ipad-pro-13-landscape: the system sheet adapts to the
// size class by itself

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let card = Self("card")
}

/// The sheet of the modalplay config "deck": call it on the view controller before presenting it.
@MainActor func configureDeck(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [.custom(identifier: .card) { _ in 755 }]
  sheet.largestUndimmedDetentIdentifier = .card
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 8
}
