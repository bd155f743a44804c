import ModalSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an animation's progress moves from 0 to 1 over time.
public enum AnimationTiming: Hashable, Sendable {
  /// A damped spring; it ends when the remaining distance is below 0.5 pt and the speed below
  /// 1 pt per frame, or after `maxDuration` seconds.
  case spring(SpringSolution, maxDuration: Double)
  /// A timing curve over a duration.
  case curve(CubicBezier, duration: Double)
  /// Reduce motion: the frame fades out, jumps, and fades back in, linearly over the duration.
  case crossFade(duration: Double)
  /// react-native-reanimated's spring (``AnimationConfig/reanimatedSpring(mass:stiffness:damping:overshootClamping:restDisplacement:restSpeed:)``):
  /// it rests on the first frame after the start where ``ReanimatedRest`` holds.
  case reanimatedSpring(SpringSolution, rest: ReanimatedRest)
  /// react-native-reanimated's `withTiming` with `Easing.out(Easing.exp)` over a duration.
  case exponentialOut(duration: Double)

  /// The timing of an animation config. `gestureVelocity` is the release velocity relative to
  /// the remaining distance (progress units per second), used by `springGesture` only.
  public static func make(_ config: AnimationConfig, gestureVelocity: Double = 0) -> AnimationTiming
  {
    let twoPi = 2 * Double.pi
    switch config {
    case .springGesture(let duration, let dampingRatio, let maxGestureVelocity):
      let limit = abs(maxGestureVelocity)
      let velocity = Swift.max(
        -limit, Swift.min(limit, gestureVelocity.isFinite ? gestureVelocity : 0))
      return .spring(
        SpringSolution(omega: twoPi / duration, zeta: dampingRatio, initialVelocity: velocity),
        maxDuration: 4 * duration)
    case .spring(let duration, let dampingRatio):
      return .spring(
        SpringSolution(omega: twoPi / duration, zeta: dampingRatio, initialVelocity: 0),
        maxDuration: 4 * duration)
    case .springPhysics(let mass, let stiffness, let damping, let initialVelocity):
      let omega = (stiffness / mass).squareRoot()
      let zeta = damping / (2 * (stiffness * mass).squareRoot())
      // The slowest decay rate of the solution; e^-7 of the distance is far below 0.5 pt for
      // any on-screen move, so the rest test, not the bound, ends the animation.
      let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
      let bound = Swift.max(4 * twoPi / omega, decay > 0 ? 7 / decay : 60)
      return .spring(
        SpringSolution(omega: omega, zeta: zeta, initialVelocity: initialVelocity),
        maxDuration: Swift.min(60, bound))
    case .curve(let duration, let kind):
      return .curve(.standard(kind), duration: duration)
    case .bezier(let duration, let x1, let y1, let x2, let y2):
      return .curve(CubicBezier(x1, y1, x2, y2), duration: duration)
    case .reanimatedSpring(let mass, let stiffness, let damping, let clamps, let rest, let speed):
      // `initialCalculations` (react-native-reanimated@300c7f3, a 3.x,
      // src/reanimated2/animation/springUtils.ts): omega0 = sqrt(k / m), zeta =
      // c / (2 sqrt(k m)); `springOnFrame` (src/reanimated2/animation/spring.ts L76-142,
      // the choice at L107-122) takes the underdamped
      // solution below a ratio of 1 and the critically damped one otherwise, so an
      // overdamped spring runs as a critically damped one at omega0.
      let omega = (stiffness / mass).squareRoot()
      let zeta = damping / (2 * (stiffness * mass).squareRoot())
      return .reanimatedSpring(
        SpringSolution(
          omega: omega, zeta: Swift.min(zeta, 1),
          initialVelocity: gestureVelocity.isFinite ? gestureVelocity : 0),
        rest: ReanimatedRest(displacement: rest, speed: speed, clamps: clamps))
    case .exponentialOut(let duration):
      return .exponentialOut(duration: duration)
    }
  }

  /// The keyboard's animation: 0.25 s ease-in-out.
  public static let keyboard = AnimationTiming.curve(.standard(.easeInOut), duration: 0.25)

  /// The upper bound of the animation's length, in seconds.
  public var maxDuration: Double {
    switch self {
    case .spring(_, let maxDuration): maxDuration
    case .curve(_, let duration): duration
    case .crossFade(let duration): duration
    case .reanimatedSpring: ReanimatedRest.maxDuration
    case .exponentialOut(let duration): duration
    }
  }
}

/// When a react-native-reanimated spring rests (`isAnimationTerminatingCalculation`,
/// react-native-reanimated@300c7f3 src/reanimated2/animation/springUtils.ts; `springOnFrame`,
/// src/reanimated2/animation/spring.ts L127-139): on a frame where
/// the value is within `displacement` points of the target and moves slower than `speed`
/// pt/s, or, with `clamps` (`overshootClamping`), where it has passed the target; the value
/// then jumps to the target. Frames are 1/60 s from the start, and the start is one: the
/// `valueSetter` that starts an animation runs its first `onFrame` at once, with no time
/// elapsed, so a move within `displacement` at less than `speed` jumps without a frame
/// (react-native-reanimated@300c7f3 src/reanimated2/valueSetter.ts, `step(currentTimestamp)`).
public struct ReanimatedRest: Hashable, Sendable {
  public var displacement: Double
  public var speed: Double
  public var clamps: Bool

  /// Creates a rest rule.
  public init(displacement: Double, speed: Double, clamps: Bool) {
    self.displacement = displacement
    self.speed = speed
    self.clamps = clamps
  }

  /// The longest a reanimated spring runs in the model, in seconds (a rest rule that never
  /// holds, such as thresholds far below the spring's motion, ends there).
  static let maxDuration = 60.0

  /// True when a spring `solution` moving `distance` points rests at `t` seconds.
  func rests(_ solution: SpringSolution, distance: Double, at t: Double) -> Bool {
    let state = solution.displacement(at: t)
    if clamps && state.value < 0 { return true }
    return abs(state.value) * distance < displacement && abs(state.velocity) * distance < speed
  }
}

/// A running animation of every channel from `from` to `to` (the library's continuous mode:
/// frame and keyframe values tween from where they are to the target).
public struct Animation: Hashable, Sendable {
  public var from: ModalValues
  public var to: ModalValues
  public var timing: AnimationTiming
  /// Frames elapsed since the start.
  public var elapsedFrames: Int
  /// The largest change of a rect component, in points (at least 1), which scales the spring's
  /// rest thresholds.
  let distance: Double
  /// The frame at which the animation rests, computed once at the start.
  public let finishFrame: Int

  /// Starts an animation.
  public init(from: ModalValues, to: ModalValues, timing: AnimationTiming) {
    let distance = Self.distance(from: from, to: to)
    self.init(
      from: from, to: to, timing: timing, distance: distance,
      finishFrame: Self.restFrame(timing: timing, distance: distance))
  }

  /// Starts an animation whose rest frame is looked up in (or added to) `cache`.
  init(
    from: ModalValues, to: ModalValues, timing: AnimationTiming, cache: inout RestFrameCache
  ) {
    let distance = Self.distance(from: from, to: to)
    self.init(
      from: from, to: to, timing: timing, distance: distance,
      finishFrame: cache.restFrame(timing: timing, distance: distance))
  }

  private init(
    from: ModalValues, to: ModalValues, timing: AnimationTiming, distance: Double,
    finishFrame: Int
  ) {
    self.from = from
    self.to = to
    self.timing = timing
    self.elapsedFrames = 0
    self.distance = distance
    self.finishFrame = finishFrame
  }

  /// The largest change of a rect component (at least 1 pt); at least 100 pt when something
  /// other than the frame changes (a fade, a scale), so that a small move does not end the
  /// animation early: rest is then judged as if it moved 100 pt (99.5 % of the way).
  static func distance(from: ModalValues, to: ModalValues) -> Double {
    var largest = 0.0
    for channel in [Channel.frameX, .frameY, .frameWidth, .frameHeight] {
      largest = Swift.max(largest, abs(to[channel] - from[channel]))
    }
    var others = false
    for i in Channel.frameHeight.rawValue + 1..<Channel.count
    where abs(to.storage[i] - from.storage[i]) > 1e-9 {
      others = true
      break
    }
    return Swift.max(largest, others ? 100 : 1)
  }

  /// The most frames a spring's rest search examines after its energy bound: the frames of the
  /// longest spring a config accepts (a `spring` runs at most four times its duration, and a
  /// duration is at most ``NumberRange/duration``'s upper bound, an hour), so that every
  /// accepted spring rests exactly where a frame-by-frame search says, and a spring made in
  /// code with a longer duration costs no more: it runs to its maximum duration.
  static let maxRestSearchFrames = Clock.frames(4 * NumberRange.duration.bounds.upperBound)

  /// The first frame at which an animation with this timing and distance rests (or its
  /// maximum duration ends). Curves and cross-fades rest exactly when their duration ends: a
  /// bisection finds that frame (O(log n), the same frame a frame-by-frame search finds). A
  /// spring starts at its energy bound and examines at most ``maxRestSearchFrames`` frames.
  static func restFrame(timing: AnimationTiming, distance: Double) -> Int {
    let limit = Clock.frames(timing.maxDuration)
    if case .reanimatedSpring(let solution, let rest) = timing {
      // Frame by frame from the start, as reanimated tests each frame (the rule may hold and
      // fail again for an underdamped spring, so no bisection).
      var frame = 0
      while frame < limit && !rest.rests(solution, distance: distance, at: Clock.seconds(frame)) {
        frame += 1
      }
      return Swift.min(frame, limit)
    }
    guard case .spring(let solution, _) = timing else {
      return firstFrame(upTo: limit) { restsAt(frame: $0, timing: timing, distance: distance) }
    }
    // Frames before the spring's energy bound cannot rest: start the search there.
    var frame = Swift.min(
      Self.framesBeforeRest(solution, distance: distance), Swift.max(0, limit - 2))
    let stop = frame < limit - maxRestSearchFrames ? frame + maxRestSearchFrames : limit
    while frame < stop && !Self.restsAt(frame: frame, timing: timing, distance: distance) {
      frame += 1
    }
    return frame < stop ? frame : limit
  }

  /// The first frame in `0...limit` where `rests` holds, `limit` when none does before it;
  /// `rests` must hold at every frame after one where it holds.
  static func firstFrame(upTo limit: Int, _ rests: (Int) -> Bool) -> Int {
    var low = 0
    var high = limit
    while low < high {
      let middle = low + (high - low) / 2
      if rests(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// A number of frames during which an underdamped spring cannot pass the rest test (0 when
  /// no bound is known), so that the search for the rest frame can skip them.
  ///
  /// With x = e^(-σt)(a cos ωd t + b sin ωd t) and σ = ζω, the quantity
  /// x² + ((v + σx) / ωd)² equals (a² + b²) e^(-2σt) exactly. Resting needs |x| < 0.5 / d and
  /// |v| < 60 / d (d the distance), which bounds that quantity by
  /// (0.5 / d)² + ((60 + 0.5σ) / (d ωd))²; before the time the exact value falls to the bound,
  /// no frame can rest. Two frames are taken off for rounding.
  static func framesBeforeRest(_ solution: SpringSolution, distance: Double) -> Int {
    let w = solution.omega
    let z = solution.zeta
    guard w.isFinite, z.isFinite, w > 0, z > 0, z < 1, distance.isFinite, distance > 0,
      solution.initialVelocity.isFinite
    else { return 0 }
    let sigma = z * w
    let wd = w * (1 - z * z).squareRoot()
    let b = (sigma - solution.initialVelocity) / wd
    let energy = 1 + b * b
    let position = 0.5 / distance
    let speed = (Clock.framesPerSecond + 0.5 * sigma) / (distance * wd)
    let bound = position * position + speed * speed
    guard energy > bound else { return 0 }
    let seconds = log(energy / bound) / (2 * sigma)
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Swift.max(0, Int(saturating: Swift.min(seconds * Clock.framesPerSecond, 1e6)) - 2)
  }

  /// True when an animation with this timing and distance rests at `frame` (or has run its
  /// maximum duration).
  static func restsAt(frame: Int, timing: AnimationTiming, distance: Double) -> Bool {
    let t = Clock.seconds(frame)
    if t >= timing.maxDuration - 1e-9 { return true }
    switch timing {
    case .spring(let solution, _):
      let state = solution.displacement(at: t)
      let remaining = abs(state.value) * distance
      let speedPerFrame = abs(state.velocity) * distance / Clock.framesPerSecond
      return remaining < 0.5 && speedPerFrame < 1
    case .reanimatedSpring(let solution, let rest):
      return rest.rests(solution, distance: distance, at: t)
    case .curve, .crossFade, .exponentialOut:
      return false
    }
  }

  /// The progress at a number of frames (1 = arrived; springs may overshoot).
  public func progress(atFrame frame: Int) -> Double {
    let t = Clock.seconds(frame)
    switch timing {
    case .spring(let solution, _):
      return 1 - solution.displacement(at: t).value
    case .curve(let curve, let duration):
      return duration > 0 ? curve.progress(t / duration) : 1
    case .crossFade(let duration):
      return duration > 0 ? Swift.min(1, t / duration) : 1
    case .reanimatedSpring(let solution, _):
      return 1 - solution.displacement(at: t).value
    case .exponentialOut(let duration):
      // `Easing.out(Easing.exp)`: 1 - 2^(10 ((1 - x) - 1)) = 1 - 2^(-10 x).
      return duration > 0 && t < duration ? 1 - pow(2, -10 * t / duration) : 1
    }
  }

  /// True when the animation has come to rest at `frame`.
  public func isFinished(atFrame frame: Int) -> Bool { frame >= finishFrame }

  /// The values at `frame`: exactly `to` once finished.
  public func values(atFrame frame: Int) -> ModalValues {
    if isFinished(atFrame: frame) { return to }
    let p = progress(atFrame: frame)
    if case .crossFade = timing {
      var values = p < 0.5 ? from : to
      let fade = p < 0.5 ? 1 - 2 * p : 2 * p - 1
      values[.opacity] = values[.opacity] * fade
      return values
    }
    var values = from
    for i in values.storage.indices {
      let a = from.storage[i]
      let b = to.storage[i]
      let value = a + (b - a) * p
      values.storage[i] = value.isFinite ? value : b
    }
    return values
  }

  /// The current values.
  public var current: ModalValues { values(atFrame: elapsedFrames) }

  /// True when the animation has come to rest.
  public var isFinished: Bool { isFinished(atFrame: elapsedFrames) }

  /// The number of frames until the animation rests (bounded by its maximum duration).
  public var framesToFinish: Int { Swift.max(0, finishFrame - elapsedFrames) }
}

/// The rest frames of the last few animations a manager started: a script repeats the same
/// moves (the same timing over the same distance), and finding the rest frame of a spring
/// evaluates it frame by frame. A memo of a pure function, so it is never part of a manager's
/// identity (every cache equals every other).
struct RestFrameCache: Equatable, Sendable {
  struct Entry: Sendable {
    var timing: AnimationTiming
    var distance: Double
    var frame: Int
  }

  /// The most rest frames kept: a script's moves in each of its environments (a cycle of
  /// releases at several velocities, snaps and presents over a few devices and rotations runs
  /// to dozens). A miss looks at each (its distance first, one comparison), a fraction of one
  /// rest frame's cost (a spring evaluated frame by frame, a few thousand instructions).
  static var capacity: Int { 128 }

  private var recent = RecentEntries<Entry>(capacity: capacity)

  /// The rest frame of `timing` over `distance`, computed once.
  mutating func restFrame(timing: AnimationTiming, distance: Double) -> Int {
    recent.find(
      { $0.distance == distance && $0.timing == timing },
      orMake: {
        Entry(
          timing: timing, distance: distance,
          frame: Animation.restFrame(timing: timing, distance: distance))
      }
    ).frame
  }

  static func == (a: RestFrameCache, b: RestFrameCache) -> Bool { true }
}
