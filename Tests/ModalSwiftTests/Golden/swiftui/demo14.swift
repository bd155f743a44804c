// demo14: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height stretch is not a detent: .height(810) is its
// height within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config compact-height: the system sheet adapts to the size
// class by itself

import SwiftUI

extension View {
  /// The sheet of the modalplay config "demo14": apply it to the sheet's content.
  func demo14Presentation() -> some View {
    self
      .presentationDetents([.height(810)])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(0)
  }
}
