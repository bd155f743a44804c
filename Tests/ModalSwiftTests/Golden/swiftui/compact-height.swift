// compact-height: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16: presentationDetents, presentationDragIndicator.
// modalplay: not exported: snapPoints[0]'s height (kb ? kb.overlapH : safe.bottom) + 50% max 100%
// of screen.height is not a detent: .height(422) is its height within the safe area on iphone-14 in
// portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/bottom, width 80%): the system sheet
// is full width and bottom aligned
// modalplay: not exported: snapPoints[0] is undimmed but has no key: give it one for
// largestUndimmedDetentIdentifier
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "compact-height": apply it to the sheet's content.
  func compactHeightPresentation() -> some View {
    self
      .presentationDetents([.height(422)])
      .presentationDragIndicator(.visible)
  }
}
