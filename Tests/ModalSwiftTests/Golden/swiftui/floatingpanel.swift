// floatingpanel: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationBackgroundInteraction, presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height safe.bottom + 69 is not a detent: .height(69) is
// its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[1]'s height 50% + ((safe.bottom - safe.top) / 2) is not a
// detent: .height(381.5) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: snapPoints[2]'s height 100% - (safe.top + 18) is not a detent:
// .height(745) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows

import SwiftUI

extension View {
  /// The sheet of the modalplay config "floatingpanel": apply it to the sheet's content.
  func floatingpanelPresentation() -> some View {
    self
      .presentationDetents([.tip, .half, .full])
      .presentationBackgroundInteraction(.enabled(upThrough: .half))
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(0)
  }
}

extension PresentationDetent {
  fileprivate static let tip = Self.height(69)
  fileprivate static let half = Self.height(381.5)
  fileprivate static let full = Self.height(745)
}
