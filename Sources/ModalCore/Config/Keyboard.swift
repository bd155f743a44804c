// How a modal reacts to the keyboard: the avoidance behaviours and, for @gorhom/bottom-sheet's
// temporary positions, what the keyboard's hiding does.

/// How a modal reacts to the keyboard (our extension).
public enum KeyboardAvoidance: String, Hashable, Sendable, CaseIterable {
  /// Only layouts that refer to keyboard values move (the library's behaviour).
  case layout
  /// A frame that would overlap the keyboard moves up by the overlap (never above the top safe
  /// inset).
  case lift
  /// The system sheet's: when the keyboard shows, a sheet resting below its largest
  /// standard point moves to it (the behaviour FB17890661 asks Apple to let apps turn off), so
  /// the dim of that point comes back when it is above the largest undimmed detent
  /// (react-navigation#12945). The sheet stays there when the keyboard hides (assumed; Apple
  /// documents neither). The frames themselves do not look at the keyboard.
  case expand
  /// @gorhom/bottom-sheet's `keyboardBehavior="extend"`: when the keyboard shows, the sheet
  /// goes to its highest detent (`getEvaluatedPosition`, src/components/bottomSheet/
  /// BottomSheet.tsx@bc94d54 L820-829, gorhom/react-native-bottom-sheet v5.2.13) and stays
  /// there when it hides, with either ``KeyboardBlurBehavior``: the sheet's index is then the
  /// highest detent's (`animateToPosition` L648-667), which `restore` goes back to. The move is
  /// `expand`'s; unlike Apple's sheet the library does not inset the content, so the keyboard
  /// covers the sheet's bottom.
  case extend
  /// @gorhom/bottom-sheet's `keyboardBehavior="interactive"` (the library's default,
  /// src/components/bottomSheet/constants.ts L18): when the keyboard shows, the sheet goes to
  /// a temporary position, no snap point: the highest detent's top moved up by the keyboard's
  /// height within the container, never above the container's top (`Math.max(0,
  /// highestDetentPosition - keyboardHeightInContainer)`, BottomSheet.tsx L842-860). Its frame
  /// runs to the container's bottom, the part behind the keyboard being the content's bottom
  /// padding (BottomSheetContent.tsx L163-169).
  case interactive
  /// @gorhom/bottom-sheet's `keyboardBehavior="fillParent"`: when the keyboard shows, the
  /// sheet goes to the temporary position 0, the whole container (BottomSheet.tsx L831-840;
  /// its content fills the container above the keyboard, BottomSheetContent.tsx L82-93).
  case fillParent

  /// True for the two behaviours that rest on a temporary position.
  public var usesTemporaryPosition: Bool { self == .interactive || self == .fillParent }
}

/// What @gorhom/bottom-sheet does when the keyboard hides (`keyboardBlurBehavior`,
/// src/components/bottomSheet/constants.ts L19): read by the `keyboard 0` step.
public enum KeyboardBlurBehavior: String, Hashable, Sendable, CaseIterable {
  /// The library's default: nothing moves (BottomSheet.tsx L1722-1730); a sheet in a
  /// temporary position stays there.
  case none
  /// The sheet leaves its temporary position for the detent of its index
  /// (`getEvaluatedPosition` L802-817): the highest detent, the index the keyboard's move
  /// gave it (`animateToPosition` L648-667, `animateToPositionCompleted` L564).
  case restore
}
