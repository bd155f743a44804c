// Each registered rule's reference, declared once on its type: `explain` ends its reasoning
// with it, JSON carries it and docs/model.md's table of peer rules is generated from it.
private typealias S = PeerRuleSources

extension AdaptiveRelease {
  /// adaptive-modal's `gestureFinalPoint` (the velocity halved and clamped to 300, then
  /// projected) and `_getClosestSnapPoint`.
  public static var source: RuleSource? {
    RuleSource(
      "adaptive-modal", repository: S.adaptive.repo, commit: S.adaptive.commit,
      file: "Sources/AdaptiveModalManager/AdaptiveModalManager.swift",
      lines: "L506-529, L1839-1900")
  }
}

extension BiasedNearestRelease {
  /// ModalKit's `.ended` branch, `dismissableOrigin` and `closestValue(to:in:dragDirection:)`.
  public static var source: RuleSource? {
    RuleSource(
      "ModalKit", repository: S.modalKit.repo, commit: S.modalKit.commit,
      file: S.modalKitController, lines: "L326, L529-537, L587-600")
  }
}

extension VelocityThresholdRelease {
  /// PanModal's `didPanOnPresentedView` `.ended` branch and
  /// `isVelocityWithinSensitivityRange`.
  public static var source: RuleSource? {
    RuleSource(
      "PanModal", repository: S.panModal.repo, commit: S.panModal.commit,
      file: S.panModalController, lines: "L505-548, L638-640")
  }
}

extension MomentumRelease {
  /// FloatingPanel's `project(initialVelocity:decelerationRate:)` and
  /// `targetState(from:with:)`.
  public static var source: RuleSource? {
    RuleSource(
      "FloatingPanel", repository: S.floatingPanel.repo, commit: S.floatingPanel.commit,
      file: "Sources/Core.swift", lines: "L1051-1106")
  }
}

extension MaterialRelease {
  /// `onViewReleased` (and `onStopNestedScroll` after a nested scroll).
  public static var source: RuleSource? {
    RuleSource(
      "Material", repository: S.material.repo, commit: S.material.commit,
      file: S.materialBehavior, lines: "L2121-2213 (after a nested scroll L903-970)")
  }
}

extension DeckRelease {
  /// DeckTransition's `handlePan` (the card goes back) and the 240 pt dismissal.
  public static var source: RuleSource? {
    RuleSource(
      "DeckTransition", repository: S.deck.repo, commit: S.deck.commit,
      file: "Source/DeckPresentationController.swift", lines: "L559-598, L609-634")
  }
}

extension HalfModalRelease {
  /// No upstream repository: the hand-written half modal is the seed's code (seed 003), whose
  /// rules the project's design notes state; the preset's comments
  /// (`PeerPresets.halfModalJSON`) carry them.
  public static var source: RuleSource? {
    RuleSource(
      "half modal", repository: "none (seed 003's hand-written UIKit code)", commit: nil,
      file: "Sources/ModalCore/Presets/PeerPresets.swift", lines: "halfModalJSON's notes",
      approximation: "no library to pin: derived from the seed's code")
  }
}

extension FlutterRelease {
  /// `_SnappingSimulation._getSnapSize` and `ScrollPhysics.toleranceFor`.
  public static var source: RuleSource? {
    RuleSource(
      "Flutter", repository: S.flutter.repo, commit: nil, file: S.flutterSheet,
      lines: "_SnappingSimulation._getSnapSize (scroll_physics.dart L439-445)",
      approximation:
        "the current source's position == nextSize branch; the pinned 02a909a copy predates snapping, so the stored current copy (no commit here) is cited by function"
    )
  }
}

extension ComposeRelease {
  /// `computeTarget`, `closestAnchor`, `AnchoredDraggableMinFlingVelocity` and the fling
  /// behaviour; the sheet's thresholds in SheetDefaults.kt L580-582 and BottomSheet.kt L211-258.
  public static var source: RuleSource? {
    RuleSource(
      "Compose Material 3", repository: S.compose.repo, commit: S.compose.commit,
      file: S.composeAnchored, lines: "L1483-1513, L1620-1648, L1714, L1744-1782")
  }
}

extension GorhomRelease {
  /// `handleOnEnd` (the candidates and the raw destination) and redash's `snapPoint`.
  public static var source: RuleSource? {
    RuleSource(
      "@gorhom/bottom-sheet", repository: S.gorhom.repo, commit: S.gorhom.commit,
      file: S.gorhomGestures, lines: "L369-416 (src/utilities/snapPoint.ts L1-11)")
  }
}

extension AdaptiveHandoff {
  /// adaptive-modal's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
  public static var source: RuleSource? {
    RuleSource(
      "adaptive-modal", repository: S.adaptive.repo, commit: S.adaptive.commit,
      file: "Sources/AdaptiveModalManager/AdaptiveModalManager+UIGestureRecognizerDelegate.swift",
      lines: "L36-113")
  }
}

extension ModalKitHandoff {
  /// ModalKit's `handleScrollViewOffsetChange` and `shouldBegin`.
  public static var source: RuleSource? {
    RuleSource(
      "ModalKit", repository: S.modalKit.repo, commit: S.modalKit.commit,
      file: S.modalKitController, lines: "L430-485")
  }
}

extension PanModalHandoff {
  /// PanModal's `shouldFail`, `didPanOnScrollView`, `haltScrolling`, `trackScrolling` and
  /// `handleScrollViewTopBounce`.
  public static var source: RuleSource? {
    RuleSource(
      "PanModal", repository: S.panModal.repo, commit: S.panModal.commit,
      file: S.panModalController, lines: "L599-625, L716-810")
  }
}

extension FloatingPanelHandoff {
  /// FloatingPanel's `shouldScrollViewHandleTouch` and `shouldScrollingContentInMoving`.
  public static var source: RuleSource? {
    RuleSource(
      "FloatingPanel", repository: S.floatingPanel.repo, commit: S.floatingPanel.commit,
      file: "Sources/Core.swift", lines: "L626-685, L729-760")
  }
}

extension MaterialHandoff {
  /// `onStartNestedScroll`, `onNestedPreScroll`, `onStopNestedScroll`, `onNestedPreFling`.
  public static var source: RuleSource? {
    RuleSource(
      "Material", repository: S.material.repo, commit: S.material.commit,
      file: S.materialBehavior, lines: "L809-1000")
  }
}

extension FlutterHandoff {
  /// `_DraggableScrollableSheetScrollPosition.applyUserOffset` and `goBallistic`.
  public static var source: RuleSource? {
    RuleSource(
      "Flutter", repository: S.flutter.repo, commit: S.flutter.commit, file: S.flutterSheet,
      lines: "_DraggableScrollableSheetScrollPosition.applyUserOffset, goBallistic")
  }
}

extension DeckHandoff {
  /// DeckTransition's `ScrollViewUpdater.scrollViewDidScroll`.
  public static var source: RuleSource? {
    RuleSource(
      "DeckTransition", repository: S.deck.repo, commit: S.deck.commit,
      file: "Source/ScrollViewUpdater.swift", lines: "L48-97")
  }
}

extension HalfModalHandoff {
  /// No upstream repository: assumed from how such a modal is written (seed 003's code).
  public static var source: RuleSource? {
    RuleSource(
      "half modal", repository: "none (seed 003's hand-written UIKit code)", commit: nil,
      file: "Sources/ModalCore/Handoff/Rules/HalfModalHandoff.swift", lines: "the rule's notes",
      approximation: "no library: a pan on the container without a gesture delegate, assumed")
  }
}

extension ComposeHandoff {
  /// `ConsumeSwipeWithinBottomSheetBoundsNestedScrollConnection`: onPreScroll, onPostScroll,
  /// onPreFling, onPostFling.
  public static var source: RuleSource? {
    RuleSource(
      "Compose Material 3", repository: S.compose.repo, commit: S.compose.commit,
      file: S.composeSheetDefaults, lines: "L634-698")
  }
}

extension GorhomHandoff {
  /// `handleOnChange` (the scroll offset subtracted, the clamp at the highest detent),
  /// `handleOnEnd` L378-410, and the scrollable's lock (`useScrollable.ts` L41-76).
  public static var source: RuleSource? {
    RuleSource(
      "@gorhom/bottom-sheet", repository: S.gorhom.repo, commit: S.gorhom.commit,
      file: S.gorhomGestures, lines: "L160-209, L378-410 (src/hooks/useScrollable.ts L41-76)")
  }
}
