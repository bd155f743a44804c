// modalkit: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 25% min (safe.bottom + 17) max (100% - safe.top)
// is not a detent: .height(177) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 50% min (safe.bottom + 17) max (100% - safe.top)
// is not a detent: .height(388) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 100% - safe.top min (safe.bottom + 17) max (100%
// - safe.top) is not a detent: .height(763) is its height within the safe area on iphone-14 in
// portrait
// modalplay: not exported: the release rule biasedNearest: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "modalkit": apply it to the sheet's content.
  func modalkitPresentation() -> some View {
    self
      .presentationDetents([.small, .height(388), .height(763)])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(20)
  }
}

extension PresentationDetent {
  fileprivate static let small = Self.height(177)
}
