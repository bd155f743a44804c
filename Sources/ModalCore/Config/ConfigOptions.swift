/// How the percent of a point is computed.
public enum SnapPercentStrategy: String, Hashable, Sendable, CaseIterable {
  /// The leading edge as a fraction of the container (the default).
  case position
  /// `(index + 1) / count`.
  case index
}

/// Where the drag handle sits.
public enum DragHandlePosition: String, Hashable, Sendable, CaseIterable {
  case automatic
  case none
  case top
  case bottom
  case left
  case right
}

/// A timing curve.
public enum CurveKind: String, Hashable, Sendable, CaseIterable {
  case linear
  case easeIn
  case easeOut
  case easeInOut
}

/// An animation (MODEL.md section 7).
public enum AnimationConfig: Hashable, Sendable {
  /// A duration-based spring that starts with the gesture's velocity relative to the remaining
  /// distance, clamped to +-maxGestureVelocity.
  case springGesture(duration: Double, dampingRatio: Double, maxGestureVelocity: Double)
  case spring(duration: Double, dampingRatio: Double)
  case springPhysics(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  case curve(duration: Double, CurveKind)
  /// A cubic bezier with control points (x1, y1) and (x2, y2).
  case bezier(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)
  /// react-native-reanimated's `withSpring` with a mass, a stiffness and a damping, as
  /// @gorhom/bottom-sheet animates on iOS: the animated value (the sheet's top) rests, and
  /// jumps to the target, on the first frame where it is within `restDisplacement` points of
  /// it moving slower than `restSpeed` pt/s, or, with `overshootClamping`, where it passes it
  /// (``AnimationTiming/reanimatedSpring(_:rest:)``).
  case reanimatedSpring(
    mass: Double, stiffness: Double, damping: Double, overshootClamping: Bool,
    restDisplacement: Double, restSpeed: Double)
  /// react-native-reanimated's `withTiming` with `Easing.out(Easing.exp)`, @gorhom/bottom-sheet's
  /// Android animation: progress `1 - 2^(-10 t / duration)` (reanimated's `Easing.exp` is
  /// `2^(10 (t - 1))` and `out(f)` is `1 - f(1 - t)`, src/reanimated2/Easing.ts), the target
  /// reached exactly when the duration ends.
  case exponentialOut(duration: Double)

  /// The numbers of a `springGesture` that leaves them out (in JSON and in `set`): the
  /// default animation's.
  public static let springGestureDefaults = (
    duration: 0.4, dampingRatio: 0.9, maxGestureVelocity: 15.0
  )

  /// The initial velocity of a `springPhysics` that leaves it out (in JSON, in `set` and in
  /// adaptive-modal's Swift, whose `CGVector` defaults to zero): at rest.
  public static let springPhysicsDefaultVelocity = 0.0

  /// reanimated's `withSpring` defaults for what a `reanimatedSpring` leaves out
  /// (react-native-reanimated@300c7f3 src/reanimated2/animation/spring.ts L50-61,
  /// `defaultConfig`): mass 1, stiffness 100, damping 10, no
  /// overshoot clamping, rest within 0.01 pt and 2 pt/s.
  public static let reanimatedSpringDefaults = (
    mass: 1.0, stiffness: 100.0, damping: 10.0, overshootClamping: false,
    restDisplacement: 0.01, restSpeed: 2.0
  )

  /// The default: `springGesture(0.4, 0.9, 15)`.
  public static let `default` = AnimationConfig.springGesture(
    duration: springGestureDefaults.duration, dampingRatio: springGestureDefaults.dampingRatio,
    maxGestureVelocity: springGestureDefaults.maxGestureVelocity)

  /// The animation's kind as written in configs.
  public var kindName: String {
    switch self {
    case .springGesture: "springGesture"
    case .spring: "spring"
    case .springPhysics: "springPhysics"
    case .curve: "curve"
    case .bezier: "bezier"
    case .reanimatedSpring: "reanimatedSpring"
    case .exponentialOut: "exponentialOut"
    }
  }
}

/// Which release strategy picks the snap point when a drag ends, and its options.
public struct ReleaseConfig: Hashable, Sendable {
  /// The strategies the model implements (MODEL.md section 6 and the peers of PEERS.md), the
  /// library's own rule first: the names of ``ReleaseStrategies/all``.
  public static var strategyNames: [String] { ReleaseStrategies.names }

  /// One of ``strategyNames``.
  public var strategy: String
  /// Numeric options of the strategy, by name. The peer strategies declare theirs (with valid
  /// ranges) in ``ReleaseStrategies/optionNames(for:)``; `adaptive` and `nearest` declare none
  /// and leave their options unchecked.
  public var options: [String: Double]

  /// Creates a release config.
  public init(strategy: String = AdaptiveRelease.name, options: [String: Double] = [:]) {
    self.strategy = strategy
    self.options = options
  }

  /// The library's rule.
  public static let adaptive = ReleaseConfig()
}

/// How the modal follows the finger during a drag: resistance past the first or last point,
/// or a peer's own friction curve (our extension; the peers of PEERS.md need the last two).
public enum Overdrag: Hashable, Sendable {
  /// The library's behaviour: no resistance.
  case none
  /// The movement past either end is multiplied by the factor.
  case linear(Double)
  /// `(1 - 1 / (x * 0.55 / d + 1)) * d`.
  case rubberBand
  /// The movement past the most open point is multiplied by the factor; past the least open
  /// point the modal follows the finger. ModalKit resists only above its tallest size
  /// (factor `1 - dragResistance`) and PanModal halves the movement above its long form
  /// (factor 0.5), so a resistance at both ends would misrepresent them.
  case linearTop(Double)
  /// DeckTransition's friction: the card follows only downward travel t (towards closed) from
  /// where the drag began, by `0.5 x t` up to t = 120 and `60 + 30 x atan((t - 120) / 120) +
  /// (t - 120) / 10` beyond; upward travel does not move it. It applies everywhere, not only
  /// past an end, because the card is meant to feel heavy from the first point.
  case deck
  /// @gorhom/bottom-sheet's over-drag (`handleOnChange`,
  /// src/hooks/useGestureEventsHandlersDefault.tsx@bc94d54 L211-256): past an end by `x` points
  /// the sheet is `sqrt(1 + x) x factor` past it, `overDragResistanceFactor` 2.5 by default
  /// (src/components/bottomSheet/constants.ts L9). The `1 +` makes the first point past an end
  /// jump by the factor, as in the library.
  case gorhom(Double)

  /// The library's default `overDragResistanceFactor`.
  public static let gorhomDefaultFactor = 2.5
}

/// Which channel groups stop at the first / last point instead of extrapolating.
public struct ClampingConfig: Hashable, Sendable {
  /// Groups clamped below the first point.
  public var start: Set<ClampGroup>
  /// Groups clamped above the last point.
  public var end: Set<ClampGroup>

  /// Creates a clamping config.
  public init(start: Set<ClampGroup>, end: Set<ClampGroup>) {
    self.start = start
    self.end = end
  }

  /// The default for a direction: corner radius, shadow, border and drag handle on both ends,
  /// plus the secondary axis (width / x and left / right paddings for vertical directions).
  public static func defaults(for direction: SnapDirection) -> ClampingConfig {
    let groups = Set(defaultGroups(for: direction))
    return ClampingConfig(start: groups, end: groups)
  }

  /// The groups of ``defaults(for:)``, as a list: the interpolator reads them without building
  /// a Set, whose first use makes the runtime look up ClampGroup's Hashable conformance (about
  /// 170 000 instructions of every start-up).
  static func defaultGroups(for direction: SnapDirection) -> [ClampGroup] {
    direction.axis == .vertical
      ? [.cornerRadius, .shadow, .border, .dragHandle, .width, .x, .horizontalPadding]
      : [.cornerRadius, .shadow, .border, .dragHandle, .height, .y, .verticalPadding]
  }
}

/// The manager flags of a config, with the library's defaults.
public struct ManagerFlags: Hashable, Sendable {
  public var shouldEnableSnapping = true
  public var shouldEnableOverShooting = true
  public var overrideShouldSnapToUnderShootSnapPoint: Bool? = nil
  public var overrideShouldSnapToOvershootSnapPoint: Bool? = nil
  public var shouldDismissModalOnSnapToUnderShootSnapPoint = true
  public var shouldDismissModalOnSnapToOverShootSnapPoint = false
  public var shouldLockAxisToModalDirection = false

  /// The defaults.
  public init() {}
}
