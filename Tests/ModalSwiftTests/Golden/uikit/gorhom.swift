// gorhom: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.
// modalplay: not exported: snapPoints[0]'s height 25% is not a detent: .height(177) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 50% is not a detent: .height(388) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 90% is not a detent: .height(725.6) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule gorhom: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let collapsed = Self("collapsed")
  fileprivate static let half = Self("half")
  fileprivate static let expanded = Self("expanded")
}

/// The sheet of the modalplay config "gorhom": call it on the view controller before presenting it.
@MainActor func configureGorhom(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .collapsed) { _ in 177 },
    .custom(identifier: .half) { _ in 388 },
    .custom(identifier: .expanded) { _ in 725.6 },
  ]
  sheet.selectedDetentIdentifier = .half
  sheet.largestUndimmedDetentIdentifier = .expanded
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 15
}
