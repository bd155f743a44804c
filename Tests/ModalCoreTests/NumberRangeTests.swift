import Foundation
import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalCore

/// The problems decoding `text` reports (empty when it decodes).
private func problems(_ text: String) -> [String] {
  do {
    _ = try ConfigCoding.decodeDocument(text)
    return []
  } catch {
    return error.problems.map { "\($0)" }
  }
}

@Suite("Numbers: the declared ranges, the JSON reader and set")
struct NumberRangeTests {
  @Test("a range prints itself, checks, and clamps")
  func rangeBasics() throws {
    #expect(NumberRange.duration.description == "a duration from 0.001 to 3600 s")
    #expect(NumberRange.overdragFactor.description == "an overdrag factor from 0 to 1")
    #expect(NumberRange.velocity.description == "a velocity from -1000000 to 1000000 pt/s")
    #expect(throws: ValueError("expected a duration from 0.001 to 3600 s, got 1e+300")) {
      try NumberRange.duration.check(1e300)
    }
    #expect(try NumberRange.duration.check(3600) == 3600)
    #expect(!NumberRange.layoutConstant.contains(.nan))
    #expect(!NumberRange.layoutConstant.contains(.infinity))
    #expect(NumberRange.travel.clamp(-.infinity) == -1e9)
    #expect(NumberRange.travel.clamp(1e308) == 1e9)
    #expect(NumberRange.travel.clamp(.nan) == -1e9)
    #expect(NumberRange.travel.clamp(12.5) == 12.5)
  }

  @Test("every range is finite and non-empty; content lengths have one ready")
  func rangesAreFinite() {
    for (name, range) in NumberRange.all {
      #expect(range.bounds.lowerBound.isFinite && range.bounds.upperBound.isFinite, "\(name)")
      #expect(range.bounds.lowerBound < range.bounds.upperBound, "\(name)")
    }
    #expect(NumberRange.all.contains { $0.name == "contentLength" })
    #expect(Set(NumberRange.all.map(\.name)).count == NumberRange.all.count)
  }

  @Test("docs/config-schema.md lists every range (the generated Numbers table)")
  func docsTable() throws {
    let section = DocSection(
      "docs/config-schema.md", begin: "<!-- numbers: generated from NumberRange.markdownTable()",
      end: "<!-- numbers end -->")
    #expect(try section.documented(NumberRange.markdownTable()) == NumberRange.markdownTable())
  }

  // MARK: - The JSON reader

  @Test("issue 11 (1): a JSON duration of 1e300 is refused at its path")
  func jsonHugeDuration() {
    let text = documentText(
      #""animations": { "entrance": { "type": "curve", "duration": 1e300, "curve": "linear" } }"#)
    #expect(
      problems(text) == [
        "animations.entrance.duration: expected a duration from 0.001 to 3600 s, got 1e+300"
      ])
    let spring = documentText(
      #""animations": { "snap": { "type": "spring", "duration": 3.9e16, "dampingRatio": 0.8 } }"#)
    #expect(
      problems(spring) == [
        "animations.snap.duration: expected a duration from 0.001 to 3600 s, got 3.9e+16"
      ])
  }

  @Test("JSON bezier control points, overdrag factors, spring numbers and layout constants")
  func jsonRanges() {
    let bezier = documentText(
      #""animations": { "snap": { "type": "bezier", "duration": 1, "controlPoints": [1.5, 20, -0.1, 0] } }"#
    )
    #expect(
      problems(bezier) == [
        "animations.snap.controlPoints[0]: expected a control point x from 0 to 1, got 1.5",
        "animations.snap.controlPoints[1]: expected a control point y from -10 to 10, got 20",
        "animations.snap.controlPoints[2]: expected a control point x from 0 to 1, got -0.1",
      ])
    #expect(
      problems(documentText(#""overdrag": { "linear": -0.5 }"#)) == [
        "overdrag.linear: expected an overdrag factor from 0 to 1, got -0.5"
      ])
    #expect(
      problems(documentText(#""overdrag": { "linearTop": 1e308 }"#)) == [
        "overdrag.linearTop: expected an overdrag factor from 0 to 1, got 1e+308"
      ])
    let physics = documentText(
      #""animations": { "exit": { "type": "springPhysics", "mass": 1, "stiffness": 1e300, "damping": 1, "initialVelocity": 5000 } }"#
    )
    #expect(
      problems(physics) == [
        "animations.exit.stiffness: expected a stiffness from 0.001 to 1000000000, got 1e+300",
        "animations.exit.initialVelocity: expected an initial velocity from 0 to 1000, got 5000",
      ])
    let layout = documentText(
      points: #"{ "layout": { "align": "center/bottom", "width": 1e300, "height": "1e17" } }"#)
    #expect(
      problems(layout) == [
        "snapPoints[0].layout.width: expected a number from -1e+16 to 1e+16, got 1e+300",
        "snapPoints[0].layout.height: expected a layout value like \"50%\", got \"1e17\" (expected a number from -1e+16 to 1e+16, got 1e17)",
      ])
    let keyframe = documentText(
      points:
        #"{ "layout": \#(okLayout), "keyframe": { "opacity": 1e300, "shadow": { "offset": [0, -1e7] } } }"#
    )
    #expect(
      problems(keyframe) == [
        "snapPoints[0].keyframe.opacity: expected a number from -1000000 to 1000000, got 1e+300",
        "snapPoints[0].keyframe.shadow.offset[1]: expected a number from -1000000 to 1000000, got -10000000",
      ])
  }

  // MARK: - set (the codecs)

  @Test("issue 11 (1, 2, extreme bezier): set refuses the numbers out of range")
  func setRanges() {
    let cases: [(String, String)] = [
      ("curve 1e300 linear", "expected a duration from 0.001 to 3600 s, got 1e+300"),
      ("curve 1e10 linear", "expected a duration from 0.001 to 3600 s, got 10000000000"),
      ("spring 3.9e16 0.8", "expected a duration from 0.001 to 3600 s, got 3.9e+16"),
      ("bezier 0.3 0.2 0 1.5 1", "expected a control point x from 0 to 1, got 1.5"),
      ("bezier 0.3 0.2 -20 0.5 1", "expected a control point y from -10 to 10, got -20"),
      ("springPhysics 1 200 -1", "expected a damping from 0 to 1000000000, got -1"),
      (
        "springGesture 0.4 0.9 1e9",
        "expected a maximum gesture velocity from 0 to 1000, got 1000000000"
      ),
    ]
    for (text, message) in cases {
      #expect(throws: ValueError(message), "\(text)") { try ValueCodecs.animation.parse(text) }
    }
    #expect(throws: ValueError("expected an overdrag factor from 0 to 1, got 1e+308")) {
      try ValueCodecs.overdrag.parse("linear 1e308")
    }
    #expect(throws: ValueError("expected an overdrag factor from 0 to 1, got -0.5")) {
      try ValueCodecs.overdrag.parse("linearTop -0.5")
    }
    #expect(throws: ValueError("expected a number from -1000000 to 1000000, got -2000000")) {
      try ValueCodecs.pair.parse("0,-2e6")
    }
    // In range: read as before.
    #expect(
      (try? ValueCodecs.animation.parse("curve 3600 linear")) == .curve(duration: 3600, .linear))
    #expect((try? ValueCodecs.overdrag.parse("linear 1")) == .linear(1))
  }

  // MARK: - Conversions and frames

  @Test("Int(saturating:) never traps")
  func saturating() {
    #expect(Int(saturating: 1e300) == .max)
    #expect(Int(saturating: -1e300) == .min)
    #expect(Int(saturating: .infinity) == .max)
    #expect(Int(saturating: -.infinity) == .min)
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: 9_223_372_036_854_775_808.0) == .max)
    #expect(Int(saturating: -9_223_372_036_854_775_808.0) == .min)
    #expect(Int(saturating: 2.7) == 2)
    #expect(Int(saturating: -2.7) == -2)
    #expect(Int(saturating: 2.2, rounding: .up) == 3)
  }

  @Test("issue 11 (1): Clock.frames does not trap on huge durations")
  func clockFrames() {
    #expect(Clock.frames(1e300) == .max)
    #expect(Clock.frames(1.5e17) == 9_000_000_000_000_000_000)
    #expect(Clock.frames(1e18) == .max)
    #expect(Clock.frames(.infinity) == .max)
    #expect(Clock.frames(.nan) == 0)
    #expect(Clock.frames(-1) == 0)
    #expect(Clock.frames(0.4) == 24)
    #expect(Clock.frames(3600) == 216_000)
  }
}

@Suite("Numbers: the rest-frame search is bounded")
struct RestFrameBoundTests {
  /// The search as it was before the bound: frame by frame from the spring's energy bound.
  static func linearRestFrame(timing: AnimationTiming, distance: Double) -> Int {
    let limit = Clock.frames(timing.maxDuration)
    var frame = 0
    if case .spring(let solution, _) = timing {
      frame = min(
        Animation.framesBeforeRest(solution, distance: distance), max(0, limit - 2))
    }
    while frame < limit && !Animation.restsAt(frame: frame, timing: timing, distance: distance) {
      frame += 1
    }
    return frame
  }

  @Test("every preset's animations over many distances rest where they did")
  func unchanged() throws {
    var configs: [AnimationConfig] = [
      .default, .spring(duration: 0.5, dampingRatio: 0.8), .spring(duration: 0.3, dampingRatio: 1),
      .spring(duration: 0.6, dampingRatio: 1.5),
      .springPhysics(
        mass: 1, stiffness: 200, damping: 20, initialVelocity: 0),
      .springPhysics(mass: 1, stiffness: 300, damping: 40, initialVelocity: 2),
      .bezier(duration: 0.3, x1: 0.2, y1: 0, x2: 0.1, y2: 1),
      .springGesture(duration: 0.4, dampingRatio: 0.9, maxGestureVelocity: 15),
    ]
    for kind in CurveKind.allCases {
      for duration in [0.001, 0.25, 0.3, 1.0 / 3, 0.35, 1, 7.25, 3600] {
        configs.append(.curve(duration: duration, kind))
      }
    }
    for name in BuiltinPresets.names {
      let config = try presetConfig(name)
      configs += [config.snapAnimation, config.entranceAnimation, config.exitAnimation]
    }
    for config in configs {
      for velocity in [0.0, 3, -2] {
        let timing = AnimationTiming.make(config, gestureVelocity: velocity)
        for distance in [1.0, 37.5, 100, 253.2, 844, 5000] {
          #expect(
            Animation.restFrame(timing: timing, distance: distance)
              == Self.linearRestFrame(timing: timing, distance: distance),
            "\(config) over \(distance)")
        }
      }
    }
    for duration in [0.001, 0.2, 0.25, 1.0 / 3, 0.4, 2.5] {
      let fade = AnimationTiming.crossFade(duration: duration)
      #expect(
        Animation.restFrame(timing: fade, distance: 100)
          == Self.linearRestFrame(timing: fade, distance: 100))
    }
  }

  @Test("issue 11 (2): a curve of 1e10 s finds its rest frame without a frame-by-frame search")
  func longCurve() {
    let timing = AnimationTiming.curve(.standard(.linear), duration: 1e10)
    #expect(Animation.restFrame(timing: timing, distance: 100) == 600_000_000_000)
    let huge = AnimationTiming.curve(.standard(.linear), duration: 1e300)
    #expect(Animation.restFrame(timing: huge, distance: 100) == .max)
    #expect(Animation.restFrame(timing: .crossFade(duration: 1e9), distance: 1) == 60_000_000_000)
  }

  @Test("the longest springs accepted rest where a frame-by-frame search says")
  func longestSprings() {
    #expect(Animation.maxRestSearchFrames == 864_000)
    // An hour-long, heavily overdamped spring creeps, never passing the rest test.
    let creeping = AnimationTiming.make(.spring(duration: 3600, dampingRatio: 1000))
    #expect(creeping.maxDuration == 14_400)
    #expect(Animation.restFrame(timing: creeping, distance: 100) == 864_000)
    // An hour-long underdamped spring: the energy bound skips nothing (its speed threshold is
    // loose), the search finds the rest frame.
    let slow = AnimationTiming.make(.spring(duration: 3600, dampingRatio: 0.9))
    let frame = Animation.restFrame(timing: slow, distance: 250)
    #expect(frame == Self.linearRestFrame(timing: slow, distance: 250))
    #expect(frame < 864_000)
  }

  @Test("a spring made in code past the accepted durations examines at most the bound")
  func boundedSpring() {
    let timing = AnimationTiming.make(.spring(duration: 1e9, dampingRatio: 1000))
    #expect(Animation.restFrame(timing: timing, distance: 100) == Clock.frames(4e9))
  }
}

@Suite("Numbers: the drag's travel stays finite")
struct DragBoundsTests {
  @Test("issue 11 (3): two drags of -1e308 pt clamp the travel and do not crash")
  func hugeDragsTowardsClosed() throws {
    var m = try presented("demo01")
    _ = try m.apply(.dragMove(amount: -1e308, secondary: 0))
    _ = try m.apply(.dragMove(amount: -1e308, secondary: -1e308))
    let drag = try #require(m.gesture)
    #expect(drag.travel == -1e9)
    #expect(drag.secondary == -1e9)
    #expect(drag.nearest == 0)
    #expect(m.values.isFinite)
    #expect(m.state == .dismissingGesture)
  }

  @Test("issue 11 (3): 1e19 pt towards more open, then a release: the most open point")
  func hugeDragTowardsOpen() throws {
    var m = try presented("demo01")
    _ = try m.apply(.dragMove(amount: 1e19, secondary: 0))
    #expect(m.gesture?.travel == 1e9)
    #expect(m.values.isFinite)
    _ = try m.apply(.dragEnd(velocity: 0))
    _ = try m.apply(.settle)
    #expect(m.state == .snappedFromGestureDragging)
    #expect(m.currentIndex == 4)
    // And with the fastest velocity any caller can pass.
    var fast = try presented("demo01")
    _ = try fast.apply(.dragMove(amount: 1e19, secondary: 0))
    _ = try fast.apply(.dragEnd(velocity: Double.greatestFiniteMagnitude))
    _ = try fast.apply(.settle)
    #expect(fast.currentIndex == 4)
    #expect(fast.values.isFinite)
  }

  @Test("issue 11 (3): an overdrag factor of 1e308 is refused; the largest factor is finite")
  func overdragFactor() throws {
    #expect(throws: ValueError("expected an overdrag factor from 0 to 1, got 1e+308")) {
      try ValueCodecs.overdrag.parse("linear 1e308")
    }
    var config = try presetConfig("demo01")
    config.overdrag = .linear(1)
    var m = try presented(config, at: 1)
    _ = try m.apply(.dragMove(amount: 1e19, secondary: 0))
    _ = try m.apply(.dragMove(amount: 1e19, secondary: 0))
    #expect(m.values.isFinite)
    #expect(m.gesture?.nearest == 4)
  }
}

@Suite("Numbers: the engine does not trap on numbers it was given directly")
struct EngineBoundsTests {
  @Test("a config made in code with a curve of 1e300 s presents, settles and advances")
  func hugeDurationInCode() throws {
    var config = try presetConfig("demo01")
    config.entranceAnimation = .curve(duration: 1e300, .linear)
    var m = try Manager(config: config)
    _ = try m.apply(.present(.index(1), animated: true))
    #expect(m.animation?.animation.finishFrame == .max)
    _ = try m.apply(.advance(frames: .max))
    _ = try m.apply(.advance(frames: .max))
    #expect(m.clock == .max)
    #expect(m.animation == nil)
    #expect(m.currentIndex == 1)
    #expect(m.values.isFinite)
  }

  @Test("Int.adding(saturating:)")
  func saturatingAdd() {
    #expect(Int.max.adding(saturating: 1) == .max)
    #expect(Int.min.adding(saturating: -1) == .min)
    #expect(40.adding(saturating: 2) == 42)
  }
}
