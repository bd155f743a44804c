// custom: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationBackgroundInteraction, presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height stretch is not a detent: .height(699) is its
// height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/center, width stretch - 30): the
// system sheet is full width and bottom aligned
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "custom": apply it to the sheet's content.
  func customPresentation() -> some View {
    self
      .presentationDetents([.height(699)])
      .presentationBackgroundInteraction(.enabled)
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(15)
  }
}
