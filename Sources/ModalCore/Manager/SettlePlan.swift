/// Where the modal is when its points change under it (an environment or config change): what
/// a ``SettlePlan`` starts from.
struct ModalPosition: Hashable, Sendable {
  /// The combined index of the current point, in the new points.
  var index: Int
  /// The combined index before the change (the `from` of the snap it may cause).
  var oldIndex: Int
  /// Every channel as drawn now.
  var values: ModalValues
  var isDismissed: Bool
  /// The running animation, its target in the new points.
  var animation: Manager.RunningAnimation?
}

/// Where the modal goes after its points changed, and how: worked out by a pure function
/// (``make(config:interpolator:environment:position:configChanged:cause:)``) that the manager
/// then applies.
enum SettlePlan: Hashable, Sendable {
  /// Dismissed: the modal takes these values (the undershoot's); nothing animates.
  case hide(ModalValues)
  /// The modal already rests where it belongs.
  case stay
  /// The running animation heads for `target` from where the modal is now, with `queue` the
  /// points a `viaSnapPoints` dismissal still visits.
  case retarget(target: Int, to: ModalValues, timing: AnimationTiming, queue: [Int])
  /// A programmatic snap from `record.from` to `record.to`.
  case snap(Manager.SnapRecord, to: ModalValues, timing: AnimationTiming)

  /// The plan for `position` on the new points (`points`, resolved in `environment`): a running
  /// animation keeps its target (the nearest-rect point when the config changed); a resting
  /// modal goes to the same index (or the nearest-rect point) when its values differ. A
  /// keyboard change moves with the keyboard's curve.
  static func make(
    points: Shared<Manager.Resolved>, environment: Environment, position: ModalPosition,
    configChanged: Bool, cause: Manager.SnapCause
  ) -> SettlePlan {
    guard !position.isDismissed else { return .hide(points.value.interpolator.values(atIndex: 0)) }
    let keyboard = cause == .keyboard
    let expanded = keyboard ? expandedIndex(points, environment: environment) : nil
    let keyboardTiming: AnimationTiming? =
      keyboard && !environment.reduceMotion ? .keyboard : nil
    if let running = position.animation {
      var target = running.target
      var queue = running.queue
      if configChanged {
        target = Manager.nearestRectIndex(
          to: running.animation.to.rect, config: points.value.config,
          interpolator: points.value.interpolator)
        queue = queue.filter { $0 < target }
      }
      target = Swift.min(target, points.value.interpolator.points.count - 1)
      if let expanded, target < expanded, running.purpose != .dismiss(gesture: false),
        running.purpose != .dismiss(gesture: true)
      {
        target = expanded
      }
      let to: ModalValues
      if case .dismiss = running.purpose, target == 0 {
        to = points.value.interpolator.values(atIndex: 0)
      } else {
        to = points.value.interpolator.values(atIndex: target)
      }
      let timing =
        keyboardTiming ?? snapTiming(points, from: position.values, to: to, in: environment)
      return .retarget(target: target, to: to, timing: timing, queue: queue)
    }
    var target =
      configChanged
      ? Manager.nearestRectIndex(
        to: position.values.rect, config: points.value.config,
        interpolator: points.value.interpolator)
      : position.index
    if let expanded, target < expanded { target = expanded }
    let to = points.value.interpolator.values(atIndex: target)
    guard position.index != target || position.values != to else { return .stay }
    let record = Manager.SnapRecord(
      from: position.oldIndex, to: target, fromRect: position.values.rect, toRect: to.rect,
      animation: keyboard ? .curve(duration: 0.25, .easeInOut) : points.value.config.snapAnimation,
      crossFade: environment.reduceMotion, cause: cause)
    let timing =
      keyboardTiming ?? snapTiming(points, from: position.values, to: to, in: environment)
    return .snap(record, to: to, timing: timing)
  }

  /// With ``KeyboardAvoidance/expand`` (or @gorhom/bottom-sheet's ``KeyboardAvoidance/extend``),
  /// when the keyboard shows: the combined index of the largest standard base point, where the
  /// system sheet goes; nil otherwise.
  static func expandedIndex(_ points: Shared<Manager.Resolved>, environment: Environment) -> Int? {
    let avoidance = points.value.config.keyboardAvoidance
    guard avoidance == .expand || avoidance == .extend, environment.keyboardFrame != nil
    else { return nil }
    return Manager.highestDetent(
      config: points.value.config, interpolator: points.value.interpolator)
  }

  /// The timing of the config's snap animation from `from` to `to`.
  static func snapTiming(
    _ points: Shared<Manager.Resolved>, from: ModalValues, to: ModalValues,
    in environment: Environment
  ) -> AnimationTiming {
    Manager.timing(
      points.value.config.snapAnimation, from: from, to: to,
      direction: points.value.config.snapDirection, interpolator: points.value.interpolator,
      reduceMotion: environment.reduceMotion)
  }
}
