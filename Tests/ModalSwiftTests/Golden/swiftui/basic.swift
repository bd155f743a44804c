// basic: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 70% is not a detent: .height(556.8) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "basic": apply it to the sheet's content.
  func basicPresentation() -> some View {
    self
      .presentationDetents([.height(556.8)])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(15)
  }
}
