// ios-sheet: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// modalplay: not exported: snapPoints[0]'s height 50% is not a detent: .height(388) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 100% - (safe.top + 10) is not a detent:
// .height(753) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config compact-height: the system sheet adapts to the size
// class by itself

import SwiftUI

extension View {
  /// The sheet of the modalplay config "ios-sheet": apply it to the sheet's content.
  func iosSheetPresentation() -> some View {
    self
      .presentationDetents([.height(388), .height(753)])
      .presentationBackgroundInteraction(.enabled(upThrough: .height(388)))
      .presentationDragIndicator(.visible)
  }
}
