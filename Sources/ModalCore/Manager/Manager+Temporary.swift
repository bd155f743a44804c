import ModalSupport

// @gorhom/bottom-sheet's temporary positions: with `keyboardAvoidance` `interactive` or
// `fillParent` the keyboard moves the sheet to a position that is no snap point, which a drag
// and the keyboard's hiding then leave (gorhom/react-native-bottom-sheet v5.2.13, commit
// bc94d54; docs/model.md "### gorhom").
extension Manager {
  /// A position that is no snap point, where the keyboard put the sheet
  /// (`isInTemporaryPosition`, src/components/bottomSheet/BottomSheet.tsx@bc94d54 L259).
  public struct TemporaryPosition: Hashable, Sendable {
    /// The values the sheet rests at: the highest detent's, its top moved.
    public var values: ModalValues
    /// The combined index the library counts the sheet at (its `animatedCurrentIndex`): the
    /// detent whose top is the position plus the keyboard's height, else the highest detent
    /// (`animateToPosition` L648-667), where `keyboardBlurBehavior` `restore` goes back to.
    public var index: Int
  }

  /// Where the library's rules for the keyboard are, for `explain`.
  static func keyboardSource(
    _ lines: String, file: String = "src/components/bottomSheet/BottomSheet.tsx"
  )
    -> RuleSource
  {
    RuleSource(
      "@gorhom/bottom-sheet", repository: PeerRuleSources.gorhom.repo,
      commit: PeerRuleSources.gorhom.commit, file: file, lines: lines)
  }

  /// The combined index of the highest detent (the last standard base point), if any.
  static func highestDetent(config: ModalConfig, interpolator: Interpolator) -> Int? {
    interpolator.points.lastIndex { $0.isStandardBase(of: config.snapPoints.count) }
  }

  /// `values` with the frame's top at `top` and its bottom kept: a temporary position's frame
  /// from the highest detent's.
  static func raised(_ values: ModalValues, top: Double) -> ModalValues {
    var raised = values
    let rect = values.rect
    raised.rect = Rect(x: rect.x, y: top, width: rect.width, height: rect.maxY - top)
    return raised
  }

  /// The temporary position the shown keyboard gives the sheet (`getEvaluatedPosition`,
  /// BottomSheet.tsx L831-860): `interactive` the highest detent's top moved up by the
  /// keyboard's height within the container, never above 0; `fillParent` 0. The frame keeps
  /// the highest detent's bottom (the library pads the content by the keyboard's height behind
  /// it, BottomSheetContent.tsx L163-169). Nil when the keyboard is hidden or the config has
  /// no temporary positions.
  public static func temporaryPosition(
    config: ModalConfig, interpolator: Interpolator, environment: Environment
  ) -> TemporaryPosition? {
    guard config.keyboardAvoidance.usesTemporaryPosition, config.snapDirection == .bottomToTop,
      environment.keyboardFrame != nil,
      let highest = highestDetent(config: config, interpolator: interpolator)
    else { return nil }
    // `heightWithinContainer` (L1657-1668): the keyboard's overlap with the container.
    let keyboard = environment.keyboardOverlap.height
    let highestTop = interpolator.points[highest].rect.minY
    let top = config.keyboardAvoidance == .fillParent ? 0 : Swift.max(0, highestTop - keyboard)
    // `detents.indexOf(position + offset)`: an exact match, as the library compares.
    let counted = interpolator.points.firstIndex {
      $0.isStandardBase(of: config.snapPoints.count) && $0.rect.minY == top + keyboard
    }
    return TemporaryPosition(
      values: raised(interpolator.points[highest].values, top: top), index: counted ?? highest)
  }

  /// The library's keyboard reaction (`OnKeyboardStateChange`, BottomSheet.tsx L1622-1745,
  /// and `getEvaluatedPosition` L786-870) for configs with temporary positions, after an
  /// environment change (`keyboard` true for the `keyboard` command). True when it decided
  /// where the sheet goes, so that the model's settle plan is not followed.
  mutating func followTemporary(keyboard: Bool) -> Bool {
    guard config.keyboardAvoidance.usesTemporaryPosition, !state.isDismissed else {
      temporary = nil
      return false
    }
    // The library evaluates no keyboard position while the sheet mounts or closes (L968-975,
    // L997-1006): the model's own plan keeps those animations' targets.
    if let running = animation {
      switch running.purpose {
      case .present, .dismiss: return false
      case .snap: break
      }
    }
    if let next = Self.temporaryPosition(
      config: config, interpolator: interpolator, environment: environment)
    {
      let rule =
        config.keyboardAvoidance == .fillParent
        ? "keyboardBehavior fillParent: the temporary position 0, the whole container"
        : "keyboardBehavior interactive: the highest detent's top moved up by the keyboard's height in the container (\(FixedFormat.points(environment.keyboardOverlap.height))), at least 0"
      moveToTemporary(
        next, keyboard: keyboard, rule: rule,
        source: Self.keyboardSource(
          config.keyboardAvoidance == .fillParent ? "L831-840" : "L842-860"))
      return true
    }
    guard let current = temporary else { return false }
    if keyboard {
      switch config.keyboardBlurBehavior {
      case .none:
        // "if new keyboard state is hidden and blur behavior is none, then exit" (L1722-1730).
        return true
      case .restore:
        temporary = nil
        let to = targetValues(current.index)
        startSnap(
          to: current.index, values: to, keyboard: true,
          rule:
            "keyboardBlurBehavior restore: the detent of the sheet's index, \(current.index), leaving the temporary position",
          source: Self.keyboardSource("L802-817"))
        return true
      }
    }
    // Another change (a rotation) with the keyboard hidden: the library keeps the position
    // (`isInTemporaryPosition` returns `animatedPosition.value`, L862-868); the frame is the
    // highest detent's in the new container with that top.
    guard let highest = Self.highestDetent(config: config, interpolator: interpolator) else {
      temporary = nil
      return false
    }
    let base = interpolator.points[highest].values
    let top = Swift.min(Swift.max(0, current.values.rect.minY), base.rect.maxY)
    moveToTemporary(
      TemporaryPosition(
        values: Self.raised(base, top: top), index: Swift.min(current.index, highest)),
      keyboard: false,
      rule: "temporary position kept: the keyboard is hidden (keyboardBlurBehavior none)",
      source: Self.keyboardSource("L862-868"))
    return true
  }

  /// Moves the sheet to `next` (with the keyboard's curve for a keyboard change, else the
  /// snap animation's), unless it rests there already.
  mutating func moveToTemporary(
    _ next: TemporaryPosition, keyboard: Bool, rule: String, source: RuleSource
  ) {
    temporary = next
    if animation == nil && values == next.values {
      currentIndex = next.index
      return
    }
    startSnap(to: next.index, values: next.values, keyboard: keyboard, rule: rule, source: source)
  }

  /// A programmatic snap to `values` at `index`, recorded for `explain` with its rule.
  mutating func startSnap(
    to index: Int, values to: ModalValues, keyboard: Bool, rule: String, source: RuleSource
  ) {
    let from = animation?.target ?? currentIndex
    setState(.snappingProgrammatic)
    if from != index { emit(.willSnap(from: from, to: index)) }
    var record = SnapRecord(
      from: from, to: index, fromRect: values.rect, toRect: to.rect,
      animation: keyboard ? .curve(duration: 0.25, .easeInOut) : config.snapAnimation,
      crossFade: environment.reduceMotion, cause: keyboard ? .keyboard : .environment)
    record.rule = rule
    record.source = source
    lastSnap = record
    let timing: AnimationTiming? = keyboard && !environment.reduceMotion ? .keyboard : nil
    startAnimation(
      to: index, values: to, purpose: .snap(gesture: false), config: config.snapAnimation,
      timingOverride: timing)
  }

  /// The top of a drag that begins in a temporary position (`handleOnChange`,
  /// src/hooks/useGestureEventsHandlersDefault.tsx@bc94d54 L119-141): the position itself, as
  /// a leading edge, when the keyboard is shown or the position is above the highest detent.
  func temporaryTop(edge: Double) -> Double? {
    guard temporary != nil else { return nil }
    if environment.keyboardFrame != nil { return edge }
    guard let highest = Self.highestDetent(config: config, interpolator: interpolator) else {
      return nil
    }
    return edge < interpolator.points[highest].rect.minY ? edge : nil
  }

  /// The release of a drag that began in a temporary position (`handleOnEnd`,
  /// useGestureEventsHandlersDefault.tsx L307-323): at or above where it began, the sheet goes
  /// back there (true: the release is done); below it, it leaves the temporary position and
  /// the config's release rule decides (false).
  mutating func releaseFromTemporary(_ drag: Gesture, velocity: Double) -> Bool {
    guard let current = temporary else { return false }
    guard drag.edge <= drag.startEdge else {
      temporary = nil
      return false
    }
    var record = ReleaseRecord(
      strategy: "temporary position", velocity: velocity, leadingEdge: drag.edge)
    record.add([
      ReleaseRecord.Fact("start", drag.startEdge, "pt"),
      ReleaseRecord.Fact("release at", drag.edge, "pt"),
    ])
    record.note(
      "at or above where the drag began: back to the temporary position (@gorhom/bottom-sheet src/hooks/useGestureEventsHandlersDefault.tsx@bc94d54 L307-323)"
    )
    record.chosen = current.index
    record.target = current.index
    lastRelease = record
    gesture = nil
    touch = nil
    if drag.edge == drag.startEdge && values == current.values {
      // "if (context.value.initialPosition > animatedPosition.value)": no animation.
      currentIndex = current.index
      setState(.snappedFromGestureDragging)
      emit(.didSnap(current.index))
      return true
    }
    setState(.snappingFromGestureDragging)
    if current.index != drag.nearest { emit(.willSnap(from: drag.nearest, to: current.index)) }
    startAnimation(
      to: current.index, values: current.values, purpose: .snap(gesture: true),
      config: config.snapAnimation, velocity: velocity)
    return true
  }

  /// After a release that moved the sheet down from where the drag began with the keyboard
  /// shown, the library dismisses the keyboard (useGestureEventsHandlersDefault.tsx L333-360,
  /// for every `keyboardBehavior`), and ignores its hiding while the release's animation runs
  /// (BottomSheet.tsx L1646-1655): the environment changes, the sheet keeps its target (the
  /// model's plan moves it only when its points depend on the keyboard).
  mutating func dismissKeyboardAfterRelease(_ drag: Gesture, keyboardAtStart: Bool) {
    guard keyboardAtStart, drag.edge > drag.startEdge, environment.keyboardHeight != nil,
      config.keyboardAvoidance.usesTemporaryPosition || config.keyboardAvoidance == .extend,
      let response = try? EnvironmentResponse.make(
        .keyboard(nil), resolved: resolved, environment: environment,
        position: position(oldIndex: currentIndex), memo: &interpolators)
    else { return }
    adopt(response)
    guard response.resolved != nil else { return }
    follow(response.plan)
  }
}
