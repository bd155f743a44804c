import ModalTestSupport
import Testing

@testable import ModalCore

/// The pure part of an environment change, checked without applying it.
@Suite("Environment: a change as a pure function")
struct EnvironmentResponseTests {
  /// The response of a manager to `change`, computed from its values (nothing is applied).
  func response(_ m: Manager, _ change: EnvironmentChange) throws -> EnvironmentResponse? {
    try EnvironmentResponse.make(
      change, resolved: m.resolved, environment: m.environment,
      position: m.position(oldIndex: m.currentIndex))
  }

  @Test("applying a change: the new environment and how environmentDidChange says it")
  func applying() throws {
    let base = Environment()
    let rotated = try base.applying(.rotate(nil))
    #expect(rotated.environment.orientation == .landscape)
    #expect(rotated.description == "orientation landscape")
    let keyboard = try base.applying(.keyboard(336))
    #expect(keyboard.environment.keyboardHeight == 336)
    #expect(keyboard.description == "keyboard 336.00")
    #expect(try base.applying(.keyboard(nil)).description == "keyboard off")
    let size = try base.applying(.size(width: 500, height: 400))
    #expect(size.environment.orientation == .landscape)
    #expect(size.environment.containerSize == Size(width: 500, height: 400))
    #expect(size.description == "size 500x400")
    let insets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    let safe = try base.applying(.safeArea(insets))
    #expect(safe.environment.safeArea == insets)
    #expect(safe.description == "safe area 10 0 20 0")
    #expect(try base.applying(.reduceMotion(true)).description == "reduce motion on")
    #expect(try base.applying(.voiceOver(true)).description == "voiceover on")
    #expect(try base.applying(.restore(rotated.environment)).environment == rotated.environment)
    #expect(throws: ManagerError.self) { try base.applying(.keyboard(5000)) }
    #expect(throws: ManagerError.self) { try base.applying(.keyboard(.nan)) }
    #expect(throws: ManagerError.self) { try base.applying(.size(width: 0, height: 10)) }
    #expect(throws: ManagerError.self) {
      try base.applying(.safeArea(EdgeInsets(top: 500, left: 0, bottom: 500, right: 0)))
    }
  }

  @Test("keyboard events: show, change, hide, none")
  func keyboardEvents() {
    let off = Environment()
    var on = off
    on.keyboardHeight = 336
    var other = off
    other.keyboardHeight = 200
    #expect(off.keyboardEvent(to: on) == .keyboardWillShow(336))
    #expect(on.keyboardEvent(to: other) == .keyboardWillChange(200))
    #expect(other.keyboardEvent(to: off) == .keyboardWillHide(200))
    #expect(on.keyboardEvent(to: on) == nil)
    #expect(off.differsInKeyboardOnly(from: on))
    #expect(!off.differsInKeyboardOnly(from: Environment(orientation: .landscape)))
  }

  @Test("demo09 at snap 1, keyboard 336: a snap 1 -> 1 up by 336 pt on the keyboard's curve")
  func keyboardPlan() throws {
    let m = try presented("demo09")
    let found = try #require(try response(m, .keyboard(336)))
    #expect(found.events == [.keyboardWillShow(336), .environmentDidChange("keyboard 336.00")])
    #expect(found.resolved != nil && found.index == 1 && found.animationTarget == nil)
    guard case .snap(let record, let to, let timing) = found.plan else {
      Issue.record("expected a snap, got \(found.plan)")
      return
    }
    #expect(record.from == 1 && record.to == 1 && record.cause == .keyboard)
    #expect(record.animation == .curve(duration: 0.25, .easeInOut) && !record.crossFade)
    expectRect(record.fromRect, 15, 541.8, 360, 253.2)
    expectRect(record.toRect, 15, 205.8, 360, 253.2)  // bottom margin 34 + 336 + 15
    #expect(to.rect == record.toRect)
    #expect(timing == .keyboard)
    // Nothing was applied.
    #expect(m.environment.keyboardHeight == nil)
    expectRect(m.frame, 15, 541.8, 360, 253.2)
  }

  @Test("a plain sheet ignores the keyboard: no layout, and the plan is to stay")
  func keyboardIgnored() throws {
    let m = try presented("basic")
    let found = try #require(try response(m, .keyboard(100)))
    #expect(found.events == [.keyboardWillShow(100), .environmentDidChange("keyboard 100.00")])
    #expect(found.resolved == nil)
    #expect(found.plan == .stay)
  }

  @Test("demo01 at snap 2 rotated: compact-height, the nearest rect (1), from 2")
  func rotationPlan() throws {
    let m = try presented("demo01", at: 2)
    let found = try #require(try response(m, .rotate(nil)))
    #expect(
      found.events == [
        .environmentDidChange("orientation landscape"),
        .configDidChange(from: "default", to: "compact-height"),
      ])
    let resolved = try #require(found.resolved).value
    #expect(resolved.selection == .constrained(0))
    guard case .snap(let record, _, let timing) = found.plan else {
      Issue.record("expected a snap, got \(found.plan)")
      return
    }
    #expect(record.from == 2 && record.to == 1 && record.cause == .environment)
    // compact-height on 844 x 390: w 80% = 675.2, h 21 + 50% = 216, bottom aligned.
    expectRect(record.toRect, 84.4, 174, 675.2, 216)
    #expect(timing == AnimationTiming.make(resolved.config.snapAnimation))
  }

  @Test("dismissed: the plan is the undershoot's values; no change: no response")
  func dismissedAndUnchanged() throws {
    let m = try presetManager("demo09")
    let found = try #require(try response(m, .keyboard(336)))
    #expect(found.plan == .hide(try #require(found.resolved).value.interpolator.values(atIndex: 0)))
    #expect(try response(m, .keyboard(nil)) == nil)
    #expect(try response(m, .rotate(.portrait)) == nil)
  }

  @Test("an animation running when the points move is retargeted, reduce motion cross-fades")
  func retarget() throws {
    var m = try presetManager("demo09")
    _ = try m.apply(.present(.index(1), animated: true))
    _ = try m.apply(.advance(frames: 3))
    let found = try #require(try response(m, .keyboard(336)))
    guard case .retarget(let target, let to, let timing, let queue) = found.plan else {
      Issue.record("expected a retarget, got \(found.plan)")
      return
    }
    #expect(target == 1 && queue.isEmpty && timing == .keyboard)
    expectRect(to.rect, 15, 205.8, 360, 253.2)
    _ = try m.apply(.environment(.reduceMotion(true)))
    let calm = try #require(try response(m, .keyboard(336)))
    guard case .retarget(_, _, let crossFade, _) = calm.plan else {
      Issue.record("expected a retarget, got \(calm.plan)")
      return
    }
    #expect(crossFade == .crossFade(duration: 0.3))
  }
}
