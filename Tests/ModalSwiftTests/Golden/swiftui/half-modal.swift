// half-modal: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 300 is not a detent: .height(266) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 100% - safe.top is not a detent: .height(763) is
// its height within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule halfModal: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "half-modal": apply it to the sheet's content.
  func halfModalPresentation() -> some View {
    self
      .presentationDetents([.height(266), .maximum])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(16)
  }
}

extension PresentationDetent {
  fileprivate static let maximum = Self.height(763)
}
