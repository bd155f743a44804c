// modalkit-content: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height content + safe.bottom + 17 min (safe.bottom + 17)
// max (100% - safe.top) is not a detent: .height(317) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height content + safe.bottom + 17 + 200 min (safe.bottom
// + 17) max (100% - safe.top) is not a detent: .height(517) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 100% - safe.top min (safe.bottom + 17) max (100%
// - safe.top) is not a detent: .height(763) is its height within the safe area on iphone-14 in
// portrait
// modalplay: not exported: the release rule biasedNearest: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "modalkit-content": apply it to the sheet's content.
  func modalkitContentPresentation() -> some View {
    self
      .presentationDetents([.content, .additional, .height(763)])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(20)
  }
}

extension PresentationDetent {
  fileprivate static let content = Self.height(317)
  fileprivate static let additional = Self.height(517)
}
