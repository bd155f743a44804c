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

  /// The plan for `position` on the new points (`config` resolved to `interpolator` in
  /// `environment`): a running animation keeps its target (the nearest-rect point when the
  /// config changed); a resting modal goes to the same index (or the nearest-rect point) when
  /// its values differ. A keyboard change moves with the keyboard's curve.
  static func make(
    config: ModalConfig, interpolator: Interpolator, environment: Environment,
    position: ModalPosition, configChanged: Bool, cause: Manager.SnapCause
  ) -> SettlePlan {
    guard !position.isDismissed else { return .hide(interpolator.values(atIndex: 0)) }
    let keyboard = cause == .keyboard
    let keyboardTiming: AnimationTiming? =
      keyboard && !environment.reduceMotion ? .keyboard : nil
    func timing(to: ModalValues) -> AnimationTiming {
      keyboardTiming
        ?? Manager.timing(
          config.snapAnimation, from: position.values, to: to, config: config,
          interpolator: interpolator, reduceMotion: environment.reduceMotion)
    }
    if let running = position.animation {
      var target = running.target
      var queue = running.queue
      if configChanged {
        target = Manager.nearestRectIndex(
          to: running.animation.to.rect, config: config, interpolator: interpolator)
        queue = queue.filter { $0 < target }
      }
      target = Swift.min(target, interpolator.points.count - 1)
      let to: ModalValues
      if case .dismiss = running.purpose, target == 0 {
        to = interpolator.values(atIndex: 0)
      } else {
        to = interpolator.values(atIndex: target)
      }
      return .retarget(target: target, to: to, timing: timing(to: to), queue: queue)
    }
    let target =
      configChanged
      ? Manager.nearestRectIndex(
        to: position.values.rect, config: config, interpolator: interpolator)
      : position.index
    let to = interpolator.values(atIndex: target)
    guard position.index != target || position.values != to else { return .stay }
    let record = Manager.SnapRecord(
      from: position.oldIndex, to: target, fromRect: position.values.rect, toRect: to.rect,
      animation: keyboard ? .curve(duration: 0.25, .easeInOut) : config.snapAnimation,
      crossFade: environment.reduceMotion, cause: cause)
    return .snap(record, to: to, timing: timing(to: to))
  }
}
