// deck: exported by modalplay for SwiftUI.
// Follows SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS
// 18 (presentationSizing).
// Needs iOS 16.4: presentationBackgroundInteraction, presentationCornerRadius.
// modalplay: not exported: snapPoints[0]'s height 100% - ((safe.top min 20) + 8) is not a detent:
// .height(755) is its height within the safe area on iphone-14 in portrait
// modalplay: not exported: the release rule deck: the system sheet picks the detent itself
// modalplay: not exported: the overdrag curve: the system sheet stretches with its own rubber band
// modalplay: not exported: keyboardAvoidance layout: the system sheet moves to its largest detent
// when the keyboard shows
// modalplay: not exported: constrained config iphone-se: the system sheet adapts to the size class
// by itself
// modalplay: not exported: constrained config iphone-15-pro: the system sheet adapts to the size
// class by itself
// modalplay: not exported: constrained config iphone-15-pro-max: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config ipad-air: the system sheet adapts to the size class
// by itself
// modalplay: not exported: constrained config ipad-pro-13: the system sheet adapts to the size
// class by itself
// modalplay: not exported: constrained config iphone-se-landscape: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config iphone-14-landscape: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config iphone-15-pro-landscape: the system sheet adapts to
// the size class by itself
// modalplay: not exported: constrained config iphone-15-pro-max-landscape: the system sheet adapts
// to the size class by itself
// modalplay: not exported: constrained config ipad-air-landscape: the system sheet adapts to the
// size class by itself
// modalplay: not exported: constrained config ipad-pro-13-landscape: the system sheet adapts to the
// size class by itself

import SwiftUI

extension View {
  /// The sheet of the modalplay config "deck": apply it to the sheet's content.
  func deckPresentation() -> some View {
    self
      .presentationDetents([.card])
      .presentationBackgroundInteraction(.enabled)
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(8)
  }
}

extension PresentationDetent {
  fileprivate static let card = Self.height(755)
}
