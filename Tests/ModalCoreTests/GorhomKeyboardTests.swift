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
