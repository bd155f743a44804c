// panmodal: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height (300 + safe.bottom max (content + safe.bottom))
// max (100% - (safe.top + 21)) is not a detent: .height(300) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height content + safe.bottom max (100% - (safe.top +
// 21)) is not a detent: .height(742) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule velocityThreshold: the system sheet picks the detent
// itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config ipad-popover: the system sheet adapts to the size
// class by itself
// modalplay: not exported: constrained config voiceover: the system sheet adapts to the size class
// by itself

import SwiftUI

extension View {
  /// The sheet of the modalplay config "panmodal": apply it to the sheet's content.
  func panmodalPresentation() -> some View {
    self
      .presentationDetents([.short, .long])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(8)
  }
}

extension PresentationDetent {
  fileprivate static let short = Self.height(300)
  fileprivate static let long = Self.height(742)
}
