import ModalTestSupport
import Testing

@testable import ModalCore

// @gorhom/bottom-sheet's keyboard behaviours (gorhom/react-native-bottom-sheet v5.2.13, commit
// bc94d54, BottomSheet.tsx `getEvaluatedPosition` L786-870). The preset's highest detent (90%)
// has its top at y 84.4 on an iphone-14 (844 pt) and 92.3 on a pixel-9 (923 dp), half (50%)
// at 422 and 461.5.

/// The `gorhom` preset on `device`, presented at `index` (unanimated), with `avoidance` and
/// `blur`.
private func sheet(
  _ avoidance: KeyboardAvoidance, on device: String = "iphone-14", at index: Int = 2,
  blur: KeyboardBlurBehavior = .none
) throws -> Manager {
  var document = try presetDocument("gorhom")
  document.config.defaultConfig.keyboardAvoidance = avoidance
  document.config.defaultConfig.keyboardBlurBehavior = blur
  let environment = Environment(device: try #require(Device.named(device)))
  var m = try Manager(config: document.config, name: "gorhom", environment: environment)
  _ = try m.apply(.present(.index(index), animated: false))
  return m
}

/// Applies `actions` and settles.
private func run(_ m: inout Manager, _ actions: Action...) throws {
  for action in actions { _ = try m.apply(action) }
  _ = try m.apply(.settle)
}

private func keyboard(_ height: Double?) -> Action { .environment(.keyboard(height)) }

/// The frame to 0.01 pt.
private func frame(_ m: Manager) -> [Double] {
  [m.frame.x, m.frame.y, m.frame.width, m.frame.height].map { ($0 * 100).rounded() / 100 }
}

@Suite(
  "@gorhom/bottom-sheet: keyboardBehavior interactive / extend / fillParent, keyboardBlurBehavior")
struct GorhomKeyboardTests {
  @Test("interactive: the highest detent's top moved up by the keyboard, at least 0")
  func interactive() throws {
    for (device, height, top, bottom) in [
      ("iphone-14", 60.0, 24.4, 844.0), ("iphone-14", 84.4, 0, 844),
      ("iphone-14", 291, 0, 844), ("pixel-9", 60, 32.3, 923), ("pixel-9", 300, 0, 923),
    ] {
      var m = try sheet(.interactive, on: device)
      try run(&m, keyboard(height))
      let width = device == "pixel-9" ? 412.0 : 390
      #expect(frame(m) == [0, top, width, bottom - top], "\(device) keyboard \(height)")
      #expect(m.currentIndex == 3 && m.temporary != nil)
      #expect(m.state == .snappedProgrammatic)
    }
  }

  @Test("fillParent: the temporary position 0, the whole container")
  func fillParent() throws {
    var phone = try sheet(.fillParent, at: 1)
    try run(&phone, keyboard(60))
    #expect(frame(phone) == [0, 0, 390, 844] && phone.currentIndex == 3)
    var pixel = try sheet(.fillParent, on: "pixel-9")
    try run(&pixel, keyboard(300))
    #expect(frame(pixel) == [0, 0, 412, 923] && pixel.currentIndex == 3)
  }

  @Test("the move follows the keyboard's curve: 0.25 s; a new height moves it again")
  func keyboardTiming() throws {
    var m = try sheet(.interactive)
    let start = m.clock
    try run(&m, keyboard(60))
    #expect(m.clock - start == 15)
    try run(&m, keyboard(40))
    #expect(frame(m) == [0, 44.4, 390, 799.6])
  }

  @Test("keyboardBlurBehavior none: the sheet stays in its temporary position")
  func blurNone() throws {
    for (device, avoidance, top) in [
      ("iphone-14", KeyboardAvoidance.interactive, 24.4), ("iphone-14", .fillParent, 0),
      ("pixel-9", .interactive, 32.3), ("pixel-9", .fillParent, 0),
    ] {
      var m = try sheet(avoidance, on: device)
      try run(&m, keyboard(60))
      let before = m.clock
      try run(&m, keyboard(nil))
      #expect(m.frame.y == top || abs(m.frame.y - top) < 0.005, "\(device) \(avoidance)")
      #expect(m.clock == before && m.temporary != nil && m.environment.keyboardHeight == nil)
    }
  }

  @Test("keyboardBlurBehavior restore: back to the detent of the sheet's index, the highest")
  func blurRestore() throws {
    for (device, avoidance, top) in [
      ("iphone-14", KeyboardAvoidance.interactive, 84.4), ("iphone-14", .fillParent, 84.4),
      ("pixel-9", .interactive, 92.3), ("pixel-9", .fillParent, 92.3),
    ] {
      // From half: the keyboard's move counted the sheet at the highest detent.
      var m = try sheet(avoidance, on: device, at: 2, blur: .restore)
      try run(&m, keyboard(60))
      let before = m.clock
      try run(&m, keyboard(nil))
      #expect(abs(m.frame.y - top) < 0.005, "\(device) \(avoidance)")
      #expect(m.currentIndex == 3 && m.temporary == nil && m.clock - before == 15)
    }
  }

  @Test("extend: the highest detent with either blur behaviour; restore has nothing to do")
  func extend() throws {
    for blur in KeyboardBlurBehavior.allCases {
      var m = try sheet(.extend, at: 1, blur: blur)
      try run(&m, keyboard(300))
      #expect(frame(m) == [0, 84.4, 390, 759.6] && m.temporary == nil)
      try run(&m, keyboard(nil))
      #expect(frame(m) == [0, 84.4, 390, 759.6] && m.currentIndex == 3)
    }
  }

  @Test("a drag up from the temporary position resists from it and goes back to it")
  func dragUp() throws {
    var m = try sheet(.interactive)
    try run(&m, keyboard(60))
    _ = try m.apply(.dragMove(amount: 10, secondary: 0))
    // The over-drag from the temporary position 24.4: sqrt(1 + 10) x 2.5 = 8.29 above it.
    #expect(frame(m) == [0, 16.11, 390, 827.89])
    _ = try m.apply(.dragEnd(velocity: 0))
    #expect(m.lastRelease?.strategy == "temporary position")
    _ = try m.apply(.settle)
    #expect(frame(m) == [0, 24.4, 390, 819.6] && m.temporary != nil)
    #expect(m.environment.keyboardHeight == 60)
  }

  @Test(
    "a drag down from the temporary position: the release rule among the detents, the keyboard dismissed"
  )
  func dragDown() throws {
    for (drag, top, index) in [
      (-30.0, 84.4, 3), (-300, 422, 2), (-228.7, 84.4, 3), (-228.9, 422, 2),
    ] {
      var m = try sheet(.interactive)
      try run(&m, keyboard(60))
      _ = try m.apply(.dragMove(amount: drag, secondary: 0))
      _ = try m.apply(.dragEnd(velocity: 0))
      _ = try m.apply(.settle)
      // From 24.4: the midpoint of 84.4 and 422 is 253.2, 228.8 below.
      #expect(abs(m.frame.y - top) < 0.005 && m.currentIndex == index, "drag \(drag)")
      #expect(m.temporary == nil && m.environment.keyboardHeight == nil)
      #expect(m.lastRelease?.strategy == "gorhom")
    }
  }

  @Test("pixel-9: extend, a drag up and back, a drag down to either side of the midpoint")
  func pixel9() throws {
    for blur in KeyboardBlurBehavior.allCases {
      var m = try sheet(.extend, on: "pixel-9", at: 1, blur: blur)
      try run(&m, keyboard(300))
      #expect(frame(m) == [0, 92.3, 412, 830.7] && m.temporary == nil)
      try run(&m, keyboard(nil))
      #expect(frame(m) == [0, 92.3, 412, 830.7] && m.currentIndex == 3)
    }
    var up = try sheet(.interactive, on: "pixel-9")
    try run(&up, keyboard(60))
    _ = try up.apply(.dragMove(amount: 10, secondary: 0))
    // 32.3 less sqrt(1 + 10) x 2.5 = 8.29.
    #expect(frame(up) == [0, 24.01, 412, 898.99])
    try run(&up, .dragEnd(velocity: 0))
    #expect(frame(up) == [0, 32.3, 412, 890.7] && up.temporary != nil)
    // From 32.3 the midpoint of 92.3 and 461.5, 276.9, is 244.6 below.
    for (drag, top, index) in [(-244.5, 92.3, 3), (-244.7, 461.5, 2)] {
      var m = try sheet(.interactive, on: "pixel-9")
      try run(&m, keyboard(60))
      _ = try m.apply(.dragMove(amount: drag, secondary: 0))
      try run(&m, .dragEnd(velocity: 0))
      #expect(abs(m.frame.y - top) < 0.005 && m.currentIndex == index, "drag \(drag)")
      #expect(m.temporary == nil && m.environment.keyboardHeight == nil)
    }
  }

  @Test("lint's keyboard-covers: silent for interactive and fillParent, a note for extend")
  func lint() throws {
    for avoidance in KeyboardAvoidance.allCases where avoidance.usesTemporaryPosition {
      var document = try presetDocument("gorhom")
      document.config.defaultConfig.keyboardAvoidance = avoidance
      #expect(Lint.check(document.config).isEmpty, "\(avoidance)")
    }
    var document = try presetDocument("gorhom")
    document.config.defaultConfig.keyboardAvoidance = .extend
    let findings = Lint.check(document.config)
    #expect(
      findings.map(\.line) == [
        "snap 1 (collapsed): the keyboard covers 93.75 to 300.00 pt of the content with keyboard 300 on every device",
        "snap 2 (half): the keyboard covers 187.50 to 300.00 pt of the content with keyboard 300 on every device",
        "snap 3 (expanded): the keyboard covers 300.00 pt of the content with keyboard 300 on every device",
      ])
    #expect(
      findings.last?.hint
        == "@gorhom/bottom-sheet's extend moves the sheet to its highest detent but does not inset it: add kb.overlapH to the bottom padding, or let the content scroll"
    )
  }

  @Test("a rotation re-evaluates the temporary position in the new container")
  func rotation() throws {
    var m = try sheet(.interactive)
    try run(&m, keyboard(60))
    try run(&m, .environment(.rotate(.landscape)))
    // Landscape 844 x 390: the 90% detent's top is 39, minus 60 clamped to 0.
    #expect(frame(m) == [0, 0, 844, 390] && m.temporary != nil)
  }

  @Test("a programmatic snap leaves the temporary position")
  func snapLeaves() throws {
    var m = try sheet(.interactive)
    try run(&m, keyboard(60), .snap(.index(1)))
    #expect(frame(m) == [0, 633, 390, 211] && m.temporary == nil)
  }

  @Test("only snapDirection bottomToTop has temporary positions")
  func direction() throws {
    var config = try presetDocument("gorhom").config.defaultConfig
    config.snapDirection = .topToBottom
    config.keyboardAvoidance = .fillParent
    #expect(
      config.problems().map(\.message).contains {
        $0.hasPrefix("fillParent needs snapDirection bottomToTop")
      })
  }
}

// @gorhom/bottom-sheet's ANIMATION_CONFIGS (src/constants.ts L68-84) run as react-native-reanimated
// runs them. iOS: damping 500, stiffness 1000, mass 3 is overdamped (ratio 4.56), which
// reanimated's `springOnFrame` runs as a critically damped spring at omega0 = sqrt(1000 / 3) =
// 18.2574 rad/s: the top is D e^(-w t)(1 + w t) from the target, its speed D w^2 t e^(-w t).
// It rests on the first 1/60 s frame with both below 10.
@Suite("@gorhom/bottom-sheet: ANIMATION_CONFIGS as reanimated runs them")
struct GorhomAnimationTests {
  /// The frames an animation of `config` over `distance` points runs (at rest, 0 velocity).
  func frames(_ config: AnimationConfig, _ distance: Double, velocity: Double = 0) -> Int {
    let timing = AnimationTiming.make(config, gestureVelocity: velocity)
    return Animation.restFrame(timing: timing, distance: distance)
  }

  static let ios = AnimationConfig.reanimatedSpring(
    mass: 3, stiffness: 1000, damping: 500, overshootClamping: true, restDisplacement: 10,
    restSpeed: 10)

  @Test("iOS: the speed threshold ends it; 422 pt in 30 frames (the speed at 29 is 10.001 pt/s)")
  func iosDurations() {
    // 422 x 333.33 x (29 / 60) x e^(-18.2574 x 29 / 60) = 10.001 pt/s: frame 30 (0.5 s).
    #expect(frames(Self.ios, 422) == 30)
    #expect(frames(Self.ios, 337.6) == 29)
    #expect(frames(Self.ios, 60) == 22)
    // Within 10 pt at rest: the start's own frame rests it, so it jumps (valueSetter's first
    // onFrame runs with no time elapsed).
    #expect(frames(Self.ios, 5) == 0)
    #expect(frames(Self.ios, 9.99) == 0)
    // 10 pt is not within 10 pt; it is from the first frame on, where the speed
    // 10 x 333.33 t e^(-w t) is 41.0 pt/s: it falls below 10 pt/s at frame 15 (10.98 at 14).
    #expect(frames(Self.ios, 10) == 15)
  }

  @Test("the preset presents in 0.5 s and snaps half to expanded in 29 frames")
  func presetDurations() throws {
    var document = try presetDocument("gorhom")
    document.config.defaultConfig.keyboardAvoidance = .layout
    var m = try Manager(config: document.config, environment: Environment())
    _ = try m.apply(.present(nil, animated: true))
    _ = try m.apply(.settle)
    #expect(m.clock == 30 && m.frame.y == 422)
    _ = try m.apply(.snap(.index(3)))
    _ = try m.apply(.settle)
    #expect(m.clock == 59)
  }

  @Test("overshoot clamping ends a spring that passes its target: a fast release")
  func clamping() {
    // A start towards the target at 40 progress units / s passes it; clamped, it stops there.
    let clamped = frames(Self.ios, 100, velocity: 40)
    guard case .reanimatedSpring(let m, let k, let c, _, let r, let s) = Self.ios else { return }
    let free = AnimationConfig.reanimatedSpring(
      mass: m, stiffness: k, damping: c, overshootClamping: false, restDisplacement: r,
      restSpeed: s)
    #expect(clamped < frames(free, 100, velocity: 40))
    let solution = SpringSolution(omega: (1000 / 3.0).squareRoot(), zeta: 1, initialVelocity: 40)
    #expect(solution.displacement(at: Clock.seconds(clamped)).value < 0)
    #expect(solution.displacement(at: Clock.seconds(clamped - 1)).value >= 0)
  }

  @Test("a release passes half its velocity (useGestureEventsHandlersDefault.tsx L412-416)")
  func releaseVelocity() throws {
    let remaining = 337.6
    let timing = Manager.timing(
      Self.ios, from: ModalValues(), to: ModalValues(), velocity: 0, direction: .bottomToTop,
      interpolator: Interpolator(
        config: try presetDocument("gorhom").config.defaultConfig, environment: Environment()),
      reduceMotion: false)
    #expect(timing == AnimationTiming.make(Self.ios))
    // A release of 1000 pt/s towards a point 337.6 pt away starts at 500 / 337.6 progress / s.
    var from = ModalValues()
    from.rect = Rect(x: 0, y: 422, width: 390, height: 422)
    var to = ModalValues()
    to.rect = Rect(x: 0, y: 422 - remaining, width: 390, height: 422 + remaining)
    let released = Manager.timing(
      Self.ios, from: from, to: to, velocity: 1000, direction: .bottomToTop,
      interpolator: Interpolator(
        config: try presetDocument("gorhom").config.defaultConfig, environment: Environment()),
      reduceMotion: false)
    #expect(released == AnimationTiming.make(Self.ios, gestureVelocity: 500 / remaining))
  }

  @Test("the text form: every number in order, reanimated's defaults for those left out")
  func textForm() throws {
    let text = "reanimatedSpring 3 1000 500 1 10 10"
    #expect(try ValueCodecs.animation.parse(text) == Self.ios)
    #expect(ValueCodecs.animation.format(Self.ios) == text)
    #expect(
      try ValueCodecs.animation.parse("reanimatedSpring")
        == .reanimatedSpring(
          mass: 1, stiffness: 100, damping: 10, overshootClamping: false, restDisplacement: 0.01,
          restSpeed: 2))
    #expect(
      try ValueCodecs.animation.parse("exponentialOut 0.25") == .exponentialOut(duration: 0.25))
    #expect(
      throws: ValueError(
        "expected an overshoot clamping flag, a whole number from 0 to 1, got 0.5")
    ) { try ValueCodecs.animation.parse("reanimatedSpring 3 1000 500 0.5") }
  }

  @Test("Android: 250 ms of Easing.out(Easing.exp), 1 - 2^(-10 t), the target at 15 frames")
  func android() {
    let animation = Animation(
      from: ModalValues(), to: ModalValues(),
      timing: AnimationTiming.make(.exponentialOut(duration: 0.25)))
    #expect(animation.finishFrame == 15)
    // Half-way (frame 7.5 of 15 is not a frame): at frame 3, t = 0.2: 1 - 2^-2 = 0.75.
    #expect(abs(animation.progress(atFrame: 3) - 0.75) < 1e-12)
    #expect(abs(animation.progress(atFrame: 14) - (1 - 0.001_550_196_339_812_694_3)) < 1e-12)
    #expect(animation.progress(atFrame: 15) == 1)
  }
}
