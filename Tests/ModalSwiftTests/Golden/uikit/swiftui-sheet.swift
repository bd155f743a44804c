// swiftui-sheet: exported by modalplay for UIKit.
// Follows UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16
// (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing).
// Needs iOS 16: Detent.custom.

import UIKit

extension UISheetPresentationController.Detent.Identifier {
  fileprivate static let quarter = Self("quarter")
  fileprivate static let short = Self("short")
}

/// The sheet of the modalplay config "swiftui-sheet": call it on the view controller before
/// presenting it.
@MainActor func configureSwiftuiSheet(_ viewController: UIViewController) {
  viewController.modalPresentationStyle = .pageSheet
  guard let sheet = viewController.sheetPresentationController else { return }
  sheet.detents = [
    .custom(identifier: .quarter) { context in 0.25 * context.maximumDetentValue },
    .custom(identifier: .short) { _ in 300 },
    .medium(),
    .large(),
  ]
  sheet.selectedDetentIdentifier = .quarter
  sheet.largestUndimmedDetentIdentifier = .short
  sheet.prefersGrabberVisible = true
  sheet.preferredCornerRadius = 20
}
