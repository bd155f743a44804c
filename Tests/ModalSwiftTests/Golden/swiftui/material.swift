// material: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 64 min (100% - 56.25% of width) max content is
// not a detent: .height(266) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[0]'s frame (align center/bottom, width stretch max 640): the
// system sheet is full width and bottom aligned
// modalplay: not exported: snapPoints[1]'s height 50% is not a detent: .height(388) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s frame (align center/bottom, width stretch max 640): the
// system sheet is full width and bottom aligned
// modalplay: not exported: snapPoints[2]'s height stretch is not a detent: .height(810) is its
// height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s frame (align center/bottom, width stretch max 640): the
// system sheet is full width and bottom aligned
// modalplay: not exported: the release rule material: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "material": apply it to the sheet's content.
  func materialPresentation() -> some View {
    self
      .presentationDetents([.peek, .half, .expanded])
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(28)
  }
}

extension PresentationDetent {
  fileprivate static let peek = Self.height(266)
  fileprivate static let half = Self.height(388)
  fileprivate static let expanded = Self.height(810)
}
