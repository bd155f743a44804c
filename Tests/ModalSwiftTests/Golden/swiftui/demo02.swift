// demo02: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16: presentationDetents, presentationDragIndicator.
// modalplay: not exported: snapPoints[0]'s height 20% is not a detent: .height(134.8) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/bottom, width 80%): the system sheet
// is full width and bottom aligned
// modalplay: not exported: snapPoints[1]'s height 40% is not a detent: .height(303.6) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s frame (align center/bottom, width 80%): the system sheet
// is full width and bottom aligned
// modalplay: not exported: snapPoints[2]'s height 70% is not a detent: .height(556.8) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s frame (align center/bottom, width 90%): the system sheet
// is full width and bottom aligned
// modalplay: not exported: snapPoints[0] is undimmed but has no key: give it one for
// largestUndimmedDetentIdentifier
// modalplay: not exported: the release rule adaptive: the system sheet picks the detent itself
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config compact-height: the system sheet adapts to the size
// class by itself

import SwiftUI

extension View {
  /// The sheet of the modalplay config "demo02": apply it to the sheet's content.
  func demo02Presentation() -> some View {
    self
      .presentationDetents([.height(134.8), .height(303.6), .height(556.8)])
      .presentationDragIndicator(.visible)
  }
}
