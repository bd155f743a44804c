// square-card: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 240 max (100% - (safe.top + safe.bottom)) is not
// a detent: .height(206) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/center, width 100% - (safe.left +
// safe.right + 20) max 400): the system sheet is full width and bottom aligned
// modalplay: not exported: the release rule nearest: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "square-card": apply it to the sheet's content.
  func squareCardPresentation() -> some View {
    self
      .presentationDetents([.card])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(12)
  }
}

extension PresentationDetent {
  fileprivate static let card = Self.height(206)
}
