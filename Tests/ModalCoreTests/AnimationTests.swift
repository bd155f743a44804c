import ModalTestSupport
import Testing

@testable import ModalCore

@Suite("Animation")
struct AnimationTests {
  static let configs: [AnimationConfig] = [
    .default, .spring(duration: 0.5, dampingRatio: 0.7), .spring(duration: 0.4, dampingRatio: 1),
    .spring(duration: 0.4, dampingRatio: 1.5),
    .springPhysics(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0),
    .springPhysics(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
    .springPhysics(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0),
    .curve(duration: 0.3, .linear), .curve(duration: 0.3, .easeIn),
    .curve(duration: 0.3, .easeOut), .curve(duration: 0.25, .easeInOut),
    .bezier(duration: 0.35, x1: 0.2, y1: 0, x2: 0.1, y2: 1),
  ]

  /// demo01 with the given entrance animation, presented (animated) and stepped frame by frame
  /// until it rests: the frame's y at every step, and the number of frames.
  func presentFrames(_ animation: AnimationConfig) throws -> (
    ys: [Double], frames: Int, end: Manager
  ) {
    var config = try #require(try BuiltinPresets.document(named: "demo01")).config
    config.defaultConfig.entranceAnimation = animation
    var m = try Manager(config: config)
    _ = try m.apply(.present(nil, animated: true))
    var ys = [m.frame.y]
    while m.animation != nil && ys.count < 10_000 {
      _ = try m.apply(.advance(frames: 1))
      ys.append(m.frame.y)
    }
    return (ys, ys.count - 1, m)
  }

  @Test("every config comes to rest within its bound, exactly on the target", arguments: configs)
  func settles(config: AnimationConfig) throws {
    let (ys, frames, end) = try presentFrames(config)
    let bound = Clock.frames(AnimationTiming.make(config).maxDuration)
    #expect(frames >= 1 && frames <= bound)
    #expect(end.state == .presentedProgrammatic)
    #expect(ys.last == 590.8)
    #expect(end.frame == end.interpolator.points[1].rect)
  }

  @Test(
    "damping ratio >= 1 moves monotonically",
    arguments: [
      AnimationConfig.spring(duration: 0.4, dampingRatio: 1),
      .spring(duration: 0.4, dampingRatio: 1.5),
      .springPhysics(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
      .springPhysics(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0),
    ])
  func monotone(config: AnimationConfig) throws {
    let (ys, _, _) = try presentFrames(config)
    for (a, b) in zip(ys, ys.dropFirst()) { #expect(b <= a) }
  }

  @Test("an underdamped spring overshoots its target")
  func underdamped() throws {
    let (ys, _, _) = try presentFrames(.spring(duration: 0.5, dampingRatio: 0.5))
    #expect(ys.contains { $0 < 590.8 - 1 })
  }

  @Test("curves: linear halfway at half the duration; ease-in-out is symmetric")
  func curves() throws {
    let linear = try presentFrames(.curve(duration: 0.5, .linear))
    #expect(linear.frames == 30)
    expectClose(linear.ys[15], 717.4)  // halfway between 844 and 590.8
    let easeInOut = CubicBezier.standard(.easeInOut)
    expectClose(easeInOut.progress(0.5), 0.5, tolerance: 1e-6)
    expectClose(easeInOut.progress(0.25) + easeInOut.progress(0.75), 1, tolerance: 1e-6)
    let easeIn = CubicBezier.standard(.easeIn)
    #expect(easeIn.progress(0.5) < 0.5)
    #expect(CubicBezier.standard(.easeOut).progress(0.5) > 0.5)
  }

  @Test("the same actions give identical frames and times")
  func deterministic() throws {
    func run() throws -> Manager {
      var m = try presetManager("demo01")
      _ = try m.apply(.present(nil, animated: true))
      _ = try m.apply(.advance(frames: 5))
      _ = try m.apply(.snap(.index(3)))
      _ = try m.apply(.advance(frames: 7))
      _ = try m.apply(.dragMove(amount: -50, secondary: 12))
      _ = try m.apply(.dragEnd(velocity: -900))
      _ = try m.apply(.settle)
      return m
    }
    let first = try run()
    let second = try run()
    #expect(first == second)
    #expect(first.log.all == second.log.all)
    #expect(first.clock > 0)
  }

  @Test("springGesture starts with the release velocity relative to the remaining distance")
  func gestureVelocity() throws {
    var m = try presented("demo01")
    _ = try m.apply(.dragMove(amount: 100, secondary: 0))
    _ = try m.apply(.dragEnd(velocity: 800))
    let timing = try #require(m.animation).animation.timing
    guard case .spring(let solution, _) = timing else {
      Issue.record("expected a spring")
      return
    }
    // 800 pt/s towards the target, 490.8 - 388 = 102.8 pt remaining: 7.78 per second.
    expectClose(solution.initialVelocity, 800 / 102.8)
    var fast = try presented("demo01")
    _ = try fast.apply(.dragMove(amount: 190, secondary: 0))
    _ = try fast.apply(.dragEnd(velocity: 3000))
    guard case .spring(let clamped, _) = try #require(fast.animation).animation.timing else {
      Issue.record("expected a spring")
      return
    }
    #expect(clamped.initialVelocity == 15)  // clamped to maxGestureVelocity
  }

  @Test("reduce motion turns a snap into a cross-fade")
  func reduceMotion() throws {
    var m = try presented("demo01")
    _ = try m.apply(.environment(.reduceMotion(true)))
    _ = try m.apply(.snap(.index(2)))
    _ = try m.apply(.advance(frames: 6))  // 0.1 s of 0.3 s: first half, fading out
    expectRect(m.frame, 0, 590.8, 390, 253.2)
    expectClose(m.values[.opacity], 1.0 / 3)
    _ = try m.apply(.advance(frames: 6))  // 0.2 s: second half, at the target, fading in
    expectRect(m.frame, 15, 388, 360, 422)
    expectClose(m.values[.opacity], 1.0 / 3)
    _ = try m.apply(.settle)
    #expect(m.values[.opacity] == 1)
    #expect(m.clock == 18)
  }
}

@Suite("Animation regressions")
struct AnimationRegressionTests {
  @Test("a fade that does not move the frame runs to (nearly) its end before resting")
  func fadeOnly() {
    var from = ModalValues()
    from[.opacity] = 0
    var to = from
    to[.opacity] = 1
    let animation = Animation(
      from: from, to: to,
      timing: .make(.springPhysics(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)))
    // Before the fix the rest test saw a 1 pt "distance" and stopped about halfway.
    let before = animation.values(atFrame: animation.finishFrame - 1)[.opacity]
    #expect(before >= 0.99)
    #expect(animation.values(atFrame: animation.finishFrame)[.opacity] == 1)
  }
}

@Suite("Reduce motion")
struct ReduceMotionTests {
  @Test("present and dismiss become cross-fades too")
  func presentAndDismiss() throws {
    var m = try presetManager("demo01", environment: Environment(reduceMotion: true))
    _ = try m.apply(.present(nil, animated: true))
    #expect(try #require(m.animation).animation.timing == .crossFade(duration: 0.3))
    _ = try m.apply(.advance(frames: 12))  // 0.2 s of 0.3 s: at the target, fading in
    expectRect(m.frame, 0, 590.8, 390, 253.2)
    expectClose(m.values[.opacity], 1.0 / 3)
    _ = try m.apply(.settle)
    _ = try m.apply(.dismiss(.direct, animated: true))
    #expect(try #require(m.animation).animation.timing == .crossFade(duration: 0.3))
    _ = try m.apply(.advance(frames: 6))  // 0.1 s: still in place, fading out
    expectRect(m.frame, 0, 590.8, 390, 253.2)
    expectClose(m.values[.opacity], 1.0 / 3)
    _ = try m.apply(.settle)
    #expect(m.state == .dismissedProgrammatic)
  }
}

@Suite("Animation rest search")
struct AnimationRestSearchTests {
  /// The first frame that rests, by testing every frame from 0 (the definition).
  static func bruteForceFinish(_ timing: AnimationTiming, distance: Double) -> Int {
    let limit = Clock.frames(timing.maxDuration)
    var frame = 0
    while frame < limit && !Animation.restsAt(frame: frame, timing: timing, distance: distance) {
      frame += 1
    }
    return frame
  }

  @Test("skipping the frames before the energy bound finds the same rest frame as testing all")
  func sameFinishFrame() {
    var checked = 0
    var skipped = 0
    for duration in [0.2, 0.35, 0.5, 0.8, 1.5] {
      for damping in [0.05, 0.3, 0.6, 0.8, 0.9, 0.99] {
        for velocity in [-40.0, -5, 0, 3, 25] {
          let timing = AnimationTiming.make(
            .springGesture(duration: duration, dampingRatio: damping, maxGestureVelocity: 50),
            gestureVelocity: velocity)
          guard case .spring(let solution, _) = timing else { continue }
          for distance in [1.0, 12, 100, 333.3, 844, 5000] {
            let from = ModalValues()
            var to = from
            to[.frameY] = distance
            let animation = Animation(from: from, to: to, timing: timing)
            #expect(
              animation.finishFrame == Self.bruteForceFinish(timing, distance: distance),
              "duration \(duration) damping \(damping) velocity \(velocity) distance \(distance)")
            let skip = Animation.framesBeforeRest(solution, distance: distance)
            // The bound never passes a real rest frame (a capped animation ends at its limit
            // whatever the bound says).
            if animation.finishFrame < Clock.frames(timing.maxDuration) {
              #expect(skip <= animation.finishFrame)
            }
            checked += 1
            if skip > 0 { skipped += 1 }
          }
        }
      }
    }
    #expect(checked == 900)
    // The bound is not vacuous: most springs skip some frames.
    #expect(skipped > 600)
  }

  @Test("the rest-frame memo answers exactly what the search does, through evictions")
  func cacheMatchesSearch() {
    var cache = RestFrameCache()
    let timings = AnimationTests.configs.map { AnimationTiming.make($0) }
    // 12 timings x 3 distances, visited three times: far more than the 8 entries kept.
    for round in 0..<3 {
      for timing in timings {
        for distance in [1.0, 250, 844] {
          let cached = cache.restFrame(timing: timing, distance: distance)
          #expect(
            cached == Animation.restFrame(timing: timing, distance: distance),
            "round \(round) \(timing) \(distance)")
        }
      }
    }
    #expect(RestFrameCache() == cache)
  }

  @Test("no bound for critically damped, overdamped or invalid springs")
  func noBound() {
    for (omega, zeta) in [(10.0, 1.0), (10, 1.5), (0, 0.5), (10, 0), (.nan, 0.5)] {
      let solution = SpringSolution(omega: omega, zeta: zeta, initialVelocity: 0)
      #expect(Animation.framesBeforeRest(solution, distance: 300) == 0)
    }
  }
}
