// swiftui-sheet: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationBackgroundInteraction, presentationCornerRadius.

import SwiftUI

extension View {
  /// The sheet of the modalplay config "swiftui-sheet": apply it to the sheet's content.
  func swiftuiSheetPresentation() -> some View {
    self
      .presentationDetents([.fraction(0.25), .height(300), .medium, .large])
      .presentationBackgroundInteraction(.enabled(upThrough: .height(300)))
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(20)
  }
}
