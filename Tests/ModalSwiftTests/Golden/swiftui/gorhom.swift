// gorhom: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationBackgroundInteraction, presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 25% is not a detent: .height(177) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 50% is not a detent: .height(388) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 90% is not a detent: .height(725.6) is its height
// within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule gorhom: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "gorhom": apply it to the sheet's content.
  func gorhomPresentation() -> some View {
    self
      .presentationDetents([.collapsed, .half, .expanded])
      .presentationBackgroundInteraction(.enabled)
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(15)
  }
}

extension PresentationDetent {
  fileprivate static let collapsed = Self.height(177)
  fileprivate static let half = Self.height(388)
  fileprivate static let expanded = Self.height(725.6)
}
