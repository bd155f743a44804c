import ModalTestSupport
import Testing

@testable import ModalCore

/// Issue 17: `apply` runs most actions in place instead of on a copy, and environment changes
/// take their points from a memo. Neither may change a result.
@Suite("Manager: in-place apply and the interpolator memo")
struct ApplyInPlaceTests {
  /// A manager presented on demo01's point 2, settled.
  func presented() throws -> Manager {
    var m = try presetManager("demo01")
    _ = try m.apply(.present(.index(2), animated: false))
    _ = m.settleAnimation()
    return m
  }

  @Test("a refused action leaves the manager equal to before, in place or on a copy")
  func refusalsChangeNothing() throws {
    let settled = try presented()
    var dragging = settled
    _ = try dragging.apply(.dragMove(amount: 30, secondary: 0))
    #expect(dragging.lastStep == Manager.StepSplit(sheet: 30, content: 0))
    let dismissed = try presetManager("demo01")
    let cases: [(Manager, Action)] = [
      (settled, .snap(.index(99))),
      (settled, .snap(.key("nope"))),
      (settled, .present(nil, animated: true)),
      (settled, .dragMove(amount: .nan, secondary: 0)),
      (settled, .dragEnd(velocity: 0)),
      (settled, .environment(.keyboard(-5))),
      (settled, .clearOverride),
      (settled, .scroll(.offset(.nan))),
      (dragging, .snap(.next)),
      (dragging, .environment(.rotate(nil))),
      (dragging, .dragEnd(velocity: .infinity)),
      (dragging, .replaceConfig(settled.adaptiveConfig, name: "again")),
      (dragging, .backgroundTap),
      (dismissed, .dismiss(.direct, animated: true)),
      (dismissed, .backgroundTap),
      (dismissed, .dragMove(amount: 10, secondary: 0)),
      (dismissed, .snap(.index(1))),
    ]
    for (before, action) in cases {
      var m = before
      #expect(throws: ManagerError.self, "\(action)") { try m.apply(action) }
      #expect(m == before, "\(action)")
      #expect(m.lastStep == before.lastStep, "\(action)")
      #expect(m.log == before.log, "\(action)")
      // Appending to a step's events: a refusal leaves the events already there, and no more.
      let earlier = [Event(frame: -1, kind: .willShow)]
      var events = earlier
      #expect(throws: ManagerError.self, "\(action)") {
        try m.apply(action, appendingTo: &events)
      }
      #expect(events == earlier, "\(action)")
      #expect(m == before, "\(action)")
    }
  }

  @Test("in place and on a copy, an accepted action gives the same manager and events")
  func inPlaceMatchesCopy() throws {
    let start = try presented()
    let actions: [Action] = [
      .dragMove(amount: 40, secondary: 3), .dragEnd(velocity: 800), .snap(.previous),
      .environment(.rotate(nil)), .environment(.keyboard(300)), .backgroundTap,
      .environment(.rotate(nil)), .environment(.keyboard(nil)), .present(nil, animated: true),
      .advance(frames: 5), .settle, .dismiss(.viaSnapPoints, animated: true), .settle,
    ]
    var inPlace = start
    var onCopy = start
    for action in actions {
      let a = try? inPlace.apply(action)
      var b: [Event]? = [Event(frame: -1, kind: .willShow)]
      do { try onCopy.applyOnCopy(action, appendingTo: &b!) } catch { b = nil }
      b = b.map { Array($0.dropFirst()) }
      #expect(a == b, "\(action)")
      #expect(inPlace == onCopy, "\(action)")
      #expect(inPlace.log == onCopy.log, "\(action)")
    }
    #expect(inPlace.state == .dismissedProgrammatic)
  }

  @Test("which actions run in place")
  func whichInPlace() throws {
    let m = try presented()
    #expect(m.failsBeforeChanging(.snap(.next)))
    #expect(m.failsBeforeChanging(.dragEnd(velocity: 0)))
    #expect(m.failsBeforeChanging(.environment(.rotate(nil))))
    #expect(!m.failsBeforeChanging(.scroll(.top)))
    #expect(!m.failsBeforeChanging(.clearOverride))
    #expect(
      !m.failsBeforeChanging(.dragContent(amount: 1, secondary: 0, on: .content, velocity: 0)))
  }

  @Test("the memo gives exactly the interpolator resolution gives, and keeps at most 8")
  func memoIdentical() throws {
    var memo = InterpolatorMemo()
    let devices = ["iphone-se", "iphone-14", "iphone-15-pro-max", "ipad-air", "ipad-pro-13"]
    var environments: [Environment] = []
    for name in devices {
      let device = try #require(Device.named(name))
      for orientation in [Orientation.portrait, .landscape] {
        environments.append(Environment(device: device, orientation: orientation))
        environments.append(
          Environment(device: device, orientation: orientation, keyboardHeight: 300))
      }
    }
    for preset in ["demo01", "demo09", "panmodal", "ios-sheet", "deck"] {
      let config = try presetConfig(preset)
      for environment in environments {
        let fresh = Interpolator(config: config, environment: environment)
        #expect(memo.interpolator(config: config, environment: environment) == fresh)
        #expect(memo.interpolator(config: config, environment: environment) == fresh)
        #expect(memo.count <= InterpolatorMemo.capacity)
      }
    }
    #expect(memo.count == 8)
  }

  @Test("rotating back and forth and a keyboard shown and hidden twice resolve nothing new")
  func rotationsHitTheMemo() throws {
    var m = try presented()
    #expect(m.interpolators.count == 1)
    _ = try m.apply(.environment(.rotate(nil)))
    _ = try m.apply(.environment(.rotate(nil)))
    let afterOneRound = m.interpolators.count
    #expect(afterOneRound == 2)
    for _ in 0..<5 {
      _ = try m.apply(.environment(.rotate(nil)))
      _ = try m.apply(.environment(.rotate(nil)))
    }
    #expect(m.interpolators.count == afterOneRound)
    var k = try presetManager("demo11")
    _ = try k.apply(.present(nil, animated: false))
    _ = try k.apply(.environment(.keyboard(300)))
    _ = try k.apply(.environment(.keyboard(nil)))
    let shown = k.interpolators.count
    _ = try k.apply(.environment(.keyboard(300)))
    _ = try k.apply(.environment(.keyboard(nil)))
    #expect(k.interpolators.count == shown)
    // The points in use are those a manager opened in that environment resolves.
    let landscape = Environment(orientation: .landscape)
    _ = try m.apply(.environment(.rotate(.landscape)))
    let fresh = try presetManager("demo01", environment: landscape)
    #expect(m.interpolator == fresh.interpolator)
  }

  @Test("the facts cached from the config follow rotations, reselections and replacements")
  func cachedFactsFollow() throws {
    for preset in ["demo01", "demo09", "demo11", "ios-sheet", "panmodal"] {
      var m = try presetManager(preset)
      _ = try m.apply(.present(nil, animated: false))
      let landscape = Environment(orientation: .landscape)
      let steps: [(Action, Environment)] = [
        (.environment(.rotate(nil)), landscape),
        (.environment(.keyboard(300)), Environment(orientation: .landscape, keyboardHeight: 300)),
        (.environment(.rotate(nil)), Environment(keyboardHeight: 300)),
        (.environment(.keyboard(nil)), Environment()),
      ]
      for (action, environment) in steps {
        _ = try m.apply(action)
        let fresh = try presetManager(preset, environment: environment)
        #expect(m.resolved.value.dependsOnKeyboard == fresh.resolved.value.dependsOnKeyboard)
        #expect(m.resolved.value.overshootIndex == fresh.resolved.value.overshootIndex)
        #expect(m.interpolator == fresh.interpolator, "\(preset) \(action)")
      }
      let other = try presetDocument("demo09").config
      _ = try m.apply(.replaceConfig(other, name: "demo09"))
      let fresh = try Manager(config: other, name: "demo09")
      #expect(m.resolved.value.dependsOnKeyboard == fresh.resolved.value.dependsOnKeyboard)
      #expect(m.resolved.value.overshootIndex == fresh.resolved.value.overshootIndex)
      #expect(m.config == fresh.config)
    }
  }
}
