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
      .presentationDetents([.quarter, .short, .medium, .large])
      .presentationBackgroundInteraction(.enabled(upThrough: .short))
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(20)
  }
}

extension PresentationDetent {
  fileprivate static let quarter = Self.fraction(0.25)
  fileprivate static let short = Self.height(300)
}
