// compose: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 50% - (kb.overlapH / 2) max (safe.top + 48 +
// content + (kb ? 0 : safe.bottom)) is not a detent: .height(388) is its height within the safe
// area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/bottom, width stretch max 640): the
// system sheet is full width and bottom aligned
// modalplay: not exported: snapPoints[1]'s height safe.top + 48 + content + (kb ? 0 : safe.bottom)
// max (100% - kb.overlapH) is not a detent: .height(695) is its height within the safe area on
// iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s frame (align center/bottom, width stretch max 640): the
// system sheet is full width and bottom aligned
// modalplay: not exported: the release rule compose: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "compose": apply it to the sheet's content.
  func composePresentation() -> some View {
    self
      .presentationDetents([.partiallyExpanded, .expanded])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(28)
  }
}

extension PresentationDetent {
  fileprivate static let partiallyExpanded = Self.height(388)
  fileprivate static let expanded = Self.height(695)
}
