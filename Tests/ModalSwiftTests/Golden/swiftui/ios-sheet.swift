// ios-sheet: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationBackgroundInteraction, presentationContentInteraction,
// presentationCompactAdaptation.
// modalplay: not exported: widthFollowsPreferredContentSizeWhenEdgeAttached: SwiftUI has no
// modifier for it

import SwiftUI

extension View {
  /// The sheet of the modalplay config "ios-sheet": apply it to the sheet's content.
  func iosSheetPresentation() -> some View {
    self
      .presentationDetents([.medium, .large])
      .presentationBackgroundInteraction(.enabled(upThrough: .medium))
      .presentationDragIndicator(.visible)
      .presentationContentInteraction(.scrolls)
      .presentationCompactAdaptation(.sheet)
  }
}
