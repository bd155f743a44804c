import ModalCore

/// What of adaptive-modal's API modalplay does not model, so that the import says so instead of
/// calling it unknown or passing over it.
extension AdaptiveModalReader {
  /// The `AdaptiveModalManager` properties a set-up may assign that modalplay does not model,
  /// and why (dominicstop/adaptive-modal b7ad470:
  /// Sources/AdaptiveModalManager/AdaptiveModalManager.swift lines 49-136 and 664-716); the
  /// flags it models are ``AdaptiveModalExport/flagPaths``.
  static let unmodelledManagerProperties: [String: String] = [
    "shouldDismissKeyboardOnGestureSwipe":
      "not modelled: the keyboard stays until keyboard 0 (a drag does not dismiss it)",
    "isSwipeGestureEnabled": "not modelled: the modal always takes the drag here",
    "isModalContentSwipeGestureEnabled": "not modelled: the modal always takes the drag here",
    "isModalDragHandleGestureEnabled": "not modelled: the drag handle always takes the drag here",
    "allowModalToDragWhenAtMinScrollViewOffset":
      "not modelled: the hand-off follows the config's handoff rule",
    "allowModalToDragWhenAtMaxScrollViewOffset":
      "not modelled: the hand-off follows the config's handoff rule",
    "showDebugOverlay": "no setting here: the outline shows the modal",
    "shouldLogModalStateChanges": "no setting here: the states are printed after each command",
  ]

  /// The arguments of adaptive-modal's initialisers that modalplay does not model, and why
  /// (dominicstop/adaptive-modal b7ad470: Sources/AdaptiveModalConfig/AdaptiveModalConfig.swift
  /// lines 258-275, AdaptiveModalKeyframeConfig.swift lines 265-300).
  static let unmodelledArguments: [String: [String: String]] = [
    "AdaptiveModalConfig": [
      "dragHandleHitSlop": "not modelled: the drag handle's touch area is not simulated",
      "modalSwipeGestureEdgeHeight":
        "not modelled: a drag anywhere on the modal moves it here",
      "shouldSetModalScrollViewContentInsets":
        "not modelled: the content's scroll view is not simulated",
      "shouldSetModalScrollViewVerticalScrollIndicatorInsets":
        "not modelled: the content's scroll view is not simulated",
      "shouldSetModalScrollViewHorizontalScrollIndicatorInsets":
        "not modelled: the content's scroll view is not simulated",
    ],
    "AdaptiveModalKeyframeConfig": [
      "modalScrollViewContentInsets": "not modelled: the content's scroll view is not simulated",
      "modalScrollViewVerticalScrollIndicatorInsets":
        "not modelled: the content's scroll view is not simulated",
      "modalScrollViewHorizontalScrollIndicatorInsets":
        "not modelled: the content's scroll view is not simulated",
      "modalBackgroundVisualEffectOpacity":
        "no setting here: the material's opacity follows modalBackgroundOpacity",
      "backgroundVisualEffectOpacity":
        "no setting here: the blur's opacity follows backgroundOpacity",
    ],
  ]
}
