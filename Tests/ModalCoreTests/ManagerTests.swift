import ModalTestSupport
import Testing

@testable import ModalCore

/// The events' texts (`willSnap(1 -> 2)`), for exact sequence comparisons.
func texts(_ events: [Event]) -> [String] { events.map(\.kind.text) }

@Suite("Manager: presentation and snapping")
struct ManagerPresentationTests {
  @Test("present animates from the undershoot to the initial point")
  func present() throws {
    var m = try presetManager("demo01")
    #expect(m.state == .initial && !m.isVisible)
    #expect(
      texts(try m.apply(.present(nil, animated: true))) == [
        "stateWillChange(INITIAL, INITIAL -> PRESENTING_PROGRAMMATIC)", "willShow",
        "willSnap(0 -> 1)", "animatorStart(1)",
      ])
    #expect(m.state == .presentingProgrammatic)
    expectRect(m.frame, 0, 844, 390, 253.2)
    _ = try m.apply(.advance(frames: 6))
    #expect(m.frame.y < 844 && m.frame.y > 590.8)
    #expect(
      texts(try m.apply(.settle)) == [
        "animatorCompletion(end)",
        "stateWillChange(INITIAL, PRESENTING_PROGRAMMATIC -> PRESENTED_PROGRAMMATIC)",
        "didSnap(1)", "didShow",
      ])
    #expect(m.state == .presentedProgrammatic && m.currentIndex == 1)
    #expect(m.frame == m.interpolator.points[1].rect)
  }

  @Test("an instant present reports the same steps at one time")
  func instantPresent() throws {
    var m = try presetManager("demo01")
    let events = try m.apply(.present(.index(3), animated: false))
    #expect(
      texts(events) == [
        "stateWillChange(INITIAL, INITIAL -> PRESENTING_PROGRAMMATIC)", "willShow",
        "willSnap(0 -> 3)", "animatorStart(3 instant)", "animatorCompletion(end)",
        "stateWillChange(INITIAL, PRESENTING_PROGRAMMATIC -> PRESENTED_PROGRAMMATIC)",
        "didSnap(3)", "didShow",
      ])
    #expect(events.allSatisfy { $0.frame == 0 })
    expectRect(m.frame, 29.25, 105.5, 331.5, 633)
  }

  @Test("snap next twice; didShow does not fire again")
  func snapNextTwice() throws {
    var m = try presented("demo01")
    #expect(
      texts(try m.apply(.snap(.next))) == [
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC)",
        "willSnap(1 -> 2)", "animatorStart(2)",
      ])
    #expect(
      texts(try m.apply(.settle)) == [
        "animatorCompletion(end)",
        "stateWillChange(PRESENTED_PROGRAMMATIC, SNAPPING_PROGRAMMATIC -> SNAPPED_PROGRAMMATIC)",
        "didSnap(2)",
      ])
    expectRect(m.frame, 15, 388, 360, 422)
    #expect(
      texts(try m.apply(.snap(.next))) == [
        "stateWillChange(SNAPPING_PROGRAMMATIC, SNAPPED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC)",
        "willSnap(2 -> 3)", "animatorStart(3)",
      ])
    #expect(
      texts(try m.apply(.settle)) == [
        "animatorCompletion(end)",
        "stateWillChange(SNAPPED_PROGRAMMATIC, SNAPPING_PROGRAMMATIC -> SNAPPED_PROGRAMMATIC)",
        "didSnap(3)",
      ])
    expectRect(m.frame, 29.25, 105.5, 331.5, 633)
    #expect(m.lastSnap?.from == 2 && m.lastSnap?.to == 3)
  }

  @Test("snap prev, closest and by key")
  func snapTargets() throws {
    var m = try presented("demo01", at: 3)
    _ = try m.apply(.snap(.previous))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 2)
    _ = try m.apply(.snap(.closest))
    #expect(m.animation == nil)  // already there: nothing to do
    var keyed = try presented("custom")
    #expect(keyed.currentIndex == 1)
    _ = try keyed.apply(.dismiss(.direct, animated: false))
    _ = try keyed.apply(.present(.key("custom"), animated: false))
    #expect(keyed.currentIndex == 1)
  }
}

@Suite("Manager: drag and release")
struct ManagerDragTests {
  @Test("demo01 at snap 1: the leading edge 590.8 -> 490.8 and a release at 800 pt/s")
  func demo01DragAndRelease() throws {
    var m = try presented("demo01")
    _ = try m.apply(.dragMove(amount: 100, secondary: 0))
    // t = 100 / (590.8 - 388) = 0.493097 between snap 1 (0, 590.8, 390, 253.2), radius 25
    // and snap 2 (15, 388, 360, 422), radius 10.
    expectRect(m.frame, 7.40, 490.8, 375.21, 336.43)
    expectClose(m.values[.cornerRadius], 17.60)
    expectClose(m.percent, 0.418)
    #expect(m.state == .gestureDragging)
    _ = try m.apply(.dragEnd(velocity: 800))
    let record = try #require(m.lastRelease)
    #expect(record.strategy == "adaptive")
    expectClose(try #require(record.fact("v / 2")), 400)
    expectClose(try #require(record.fact("clamped velocity")), 300)
    expectClose(try #require(record.fact("projection")), 149.7)  // 0.3 x 0.998 / 0.002
    expectClose(try #require(record.fact("projected edge")), 341.1)  // 490.8 - 149.7
    #expect(record.candidates.map(\.index) == [0, 1, 2, 3, 4, 5])
    expectClose(record.candidates[2].distance, 46.9)  // |388 - 341.1|
    expectClose(record.candidates[3].distance, 235.6)  // |105.5 - 341.1|
    #expect(record.target == 2 && !record.dismisses)
    _ = try m.apply(.settle)
    #expect(m.state == .snappedFromGestureDragging && m.currentIndex == 2)
    expectRect(m.frame, 15, 388, 360, 422)
  }

  @Test(
    "release to each neighbour of snap 2, slow and fast",
    arguments: [
      // (drag, velocity, target, events of the move, events of the release)
      (-120.0, 0.0, 1, ["willSnap(2 -> 1)"], ["animatorStart(1)"]),
      (150.0, 0.0, 3, ["willSnap(2 -> 3)"], ["animatorStart(3)"]),
      (-20.0, -2000.0, 1, [], ["willSnap(2 -> 1)", "animatorStart(1)"]),
      (20.0, 2000.0, 3, [], ["willSnap(2 -> 3)", "animatorStart(3)"]),
    ] as [(Double, Double, Int, [String], [String])])
  func neighbours(
    drag: Double, velocity: Double, target: Int, moveEvents: [String], releaseEvents: [String]
  ) throws {
    var m = try presented("demo01", at: 2)
    #expect(
      texts(try m.apply(.dragMove(amount: drag, secondary: 0)))
        == ["stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> GESTURE_DRAGGING)"]
        + moveEvents)
    #expect(
      texts(try m.apply(.dragEnd(velocity: velocity)))
        == [
          "stateWillChange(PRESENTED_PROGRAMMATIC, GESTURE_DRAGGING -> SNAPPING_FROM_GESTURE_DRAGGING)"
        ]
        + releaseEvents)
    #expect(
      texts(try m.apply(.settle)) == [
        "animatorCompletion(end)",
        "stateWillChange(GESTURE_DRAGGING, SNAPPING_FROM_GESTURE_DRAGGING -> SNAPPED_FROM_GESTURE_DRAGGING)",
        "didSnap(\(target))",
      ])
    #expect(m.currentIndex == target)
    #expect(m.frame == m.interpolator.points[target].rect)
  }

  @Test("drag to dismiss")
  func dragToDismiss() throws {
    var m = try presented("demo01")
    // Edge 590.8 -> 790.8: percent 0.063, nearest the undershoot.
    #expect(
      texts(try m.apply(.dragMove(amount: -200, secondary: 0))) == [
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> GESTURE_DRAGGING)",
        "willSnap(1 -> 0)",
        "stateWillChange(PRESENTED_PROGRAMMATIC, GESTURE_DRAGGING -> DISMISSING_GESTURE)",
        "willHide",
      ])
    #expect(texts(try m.apply(.dragEnd(velocity: 0))) == ["animatorStart(0)"])
    #expect(m.lastRelease?.dismisses == true)
    #expect(
      texts(try m.apply(.settle)) == [
        "animatorCompletion(end)",
        "stateWillChange(GESTURE_DRAGGING, DISMISSING_GESTURE -> DISMISSED_GESTURE)",
        "didSnap(0)", "didHide",
      ])
    #expect(m.state == .dismissedGesture && !m.isVisible && m.gesture == nil)
  }

  @Test("drag towards dismiss and back")
  func dragBack() throws {
    var m = try presented("demo01")
    _ = try m.apply(.dragMove(amount: -200, secondary: 0))
    #expect(m.state == .dismissingGesture)
    #expect(
      texts(try m.apply(.dragMove(amount: 150, secondary: 0))) == [
        "willSnap(0 -> 1)", "dismissCancelled",
        "stateWillChange(GESTURE_DRAGGING, DISMISSING_GESTURE -> GESTURE_DRAGGING)",
      ])
    _ = try m.apply(.dragEnd(velocity: 0))
    _ = try m.apply(.settle)
    #expect(m.state == .snappedFromGestureDragging && m.currentIndex == 1)
  }

  @Test("secondary axis: the modal follows by 1 - damping; overshooting can be disabled")
  func secondaryAndOvershoot() throws {
    var m = try presented("demo03")  // left drawer, snap 1 damping 0.5
    _ = try m.apply(.dragMove(amount: 0, secondary: 40))
    expectClose(m.frame.y, 147.7 + 20)
    var config = try #require(try BuiltinPresets.document(named: "demo01")).config.defaultConfig
    config.flags.shouldEnableOverShooting = false
    var locked = try Manager(config: config)
    _ = try locked.apply(.present(.index(4), animated: false))
    _ = try locked.apply(.dragMove(amount: 300, secondary: 0))
    expectRect(locked.frame, 0, 47, 390, 797)  // held at the last base point
  }

  @Test("overdrag: linear and rubber band past the last point")
  func overdrag() throws {
    var config = try #require(try BuiltinPresets.document(named: "basic")).config.defaultConfig
    // basic: snap 1 at y 253.2, overshoot (fitScreenVertically) at y 0.
    config.overdrag = .linear(0.5)
    var linear = try Manager(config: config)
    _ = try linear.apply(.present(nil, animated: false))
    _ = try linear.apply(.dragMove(amount: 353.2, secondary: 0))  // 100 pt past the overshoot
    expectClose(linear.frame.y, -50)
    config.overdrag = .rubberBand
    var rubber = try Manager(config: config)
    _ = try rubber.apply(.present(nil, animated: false))
    _ = try rubber.apply(.dragMove(amount: 353.2, secondary: 0))
    // (1 - 1 / (100 x 0.55 / 844 + 1)) x 844 = 51.64
    expectClose(rubber.frame.y, -51.64)
  }
}

@Suite("Manager: dismiss and background tap")
struct ManagerDismissTests {
  @Test("direct dismiss from each snap point slides its layout out", arguments: [1, 2, 3, 4])
  func direct(index: Int) throws {
    var m = try presented("demo01", at: index)
    #expect(
      texts(try m.apply(.dismiss(.direct, animated: true))) == [
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> DISMISSING_PROGRAMMATIC)",
        "willHide", "willSnap(\(index) -> 0)", "animatorStart(0)",
      ])
    let target = try #require(m.animation).animation.to.rect
    // offscreenBottom of each layout: the rect's top on the container's bottom edge. Snap 4's
    // top margin (safe.top) is replaced by 0 and its negative bottom margin stops the stretch
    // from shrinking, so its height is the full 844.
    let expected: [Int: (Double, Double, Double)] = [
      1: (0, 390, 253.2), 2: (15, 360, 422), 3: (29.25, 331.5, 633), 4: (0, 390, 844),
    ]
    let (x, width, height) = try #require(expected[index])
    expectRect(target, x, 844, width, height)
    #expect(
      texts(try m.apply(.settle)) == [
        "animatorCompletion(end)",
        "stateWillChange(PRESENTED_PROGRAMMATIC, DISMISSING_PROGRAMMATIC -> DISMISSED_PROGRAMMATIC)",
        "didSnap(0)", "didHide",
      ])
    #expect(m.state == .dismissedProgrammatic && !m.isVisible)
  }

  @Test("dismiss via the snap points visits each one", arguments: [1, 2, 3, 4])
  func viaSnapPoints(index: Int) throws {
    var m = try presented("demo01", at: index)
    let first = index - 1
    #expect(
      texts(try m.apply(.dismiss(.viaSnapPoints, animated: true))) == [
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> DISMISSING_PROGRAMMATIC)",
        "willHide", "willSnap(\(index) -> \(first))", "animatorStart(\(first))",
      ])
    var expected: [String] = []
    for step in stride(from: first, to: 0, by: -1) {
      expected += [
        "animatorCompletion(end)", "didSnap(\(step))", "willSnap(\(step) -> \(step - 1))",
        "animatorStart(\(step - 1))",
      ]
    }
    expected += [
      "animatorCompletion(end)",
      "stateWillChange(PRESENTED_PROGRAMMATIC, DISMISSING_PROGRAMMATIC -> DISMISSED_PROGRAMMATIC)",
      "didSnap(0)", "didHide",
    ]
    #expect(texts(try m.apply(.settle)) == expected)
  }

  @Test("dismiss to a preset, and instantly")
  func toPreset() throws {
    var m = try presented("demo01", at: 2)
    _ = try m.apply(.dismiss(.preset(.offscreenLeft), animated: true))
    // offscreenLeft of snap 2: the width is not shrunk (negative margin), x = -390.
    expectRect(try #require(m.animation).animation.to.rect, -390, 388, 390, 422)
    var instant = try presented("demo01", at: 2)
    #expect(
      texts(try instant.apply(.dismiss(.direct, animated: false))) == [
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> DISMISSING_PROGRAMMATIC)",
        "willHide", "willSnap(2 -> 0)", "animatorStart(0 instant)", "animatorCompletion(end)",
        "stateWillChange(PRESENTED_PROGRAMMATIC, DISMISSING_PROGRAMMATIC -> DISMISSED_PROGRAMMATIC)",
        "didSnap(0)", "didHide",
      ])
  }

  @Test("dismissing while presenting cancels the presentation")
  func dismissWhilePresenting() throws {
    var m = try presetManager("demo01")
    _ = try m.apply(.present(nil, animated: true))
    _ = try m.apply(.advance(frames: 3))
    #expect(
      texts(try m.apply(.dismiss(.direct, animated: true))) == [
        "animatorCompletion(current)", "presentCancelled",
        "stateWillChange(INITIAL, PRESENTING_PROGRAMMATIC -> DISMISSING_PROGRAMMATIC)",
        "willHide", "willSnap(0 -> 0)", "animatorStart(0)",
      ])
  }

  @Test("background tap: passthrough, dismiss, ignore (demo02)")
  func backgroundTap() throws {
    var first = try presented("demo02", at: 1)
    #expect(texts(try first.apply(.backgroundTap)) == ["backgroundTap(passthrough)"])
    #expect(first.state == .presentedProgrammatic)
    var second = try presented("demo02", at: 2)
    #expect(
      texts(try second.apply(.backgroundTap)) == [
        "backgroundTap(dismiss)",
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> DISMISSING_PROGRAMMATIC)",
        "willHide", "willSnap(2 -> 0)", "animatorStart(0)",
      ])
    var third = try presented("demo02", at: 3)
    #expect(texts(try third.apply(.backgroundTap)) == ["backgroundTap(ignore)"])
    // automatic with a dim of 0.1 (demo01 snap 2) resolves to ignore.
    var dimmed = try presented("demo01", at: 2)
    #expect(texts(try dimmed.apply(.backgroundTap)) == ["backgroundTap(ignore)"])
  }
}

@Suite("Manager: keyboard and rotation")
struct ManagerEnvironmentTests {
  @Test("demo09: keyboard show, change, hide move snap 1 with the keyboard's curve")
  func demo09Keyboard() throws {
    var m = try presented("demo09")
    expectRect(m.frame, 15, 541.8, 360, 253.2)  // bottom margin 34 + 0 + 15
    #expect(
      texts(try m.apply(.environment(.keyboard(336)))) == [
        "keyboardWillShow(336.00)", "environmentDidChange(keyboard 336.00)",
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC)",
        "animatorStart(1)",
      ])
    let settle = try m.apply(.settle)
    #expect(
      texts(settle) == [
        "animatorCompletion(end)",
        "stateWillChange(PRESENTED_PROGRAMMATIC, SNAPPING_PROGRAMMATIC -> SNAPPED_PROGRAMMATIC)",
        "didSnap(1)",
      ])
    #expect(settle.first?.frame == 15)  // 0.25 s
    expectRect(m.frame, 15, 205.8, 360, 253.2)  // bottom margin 34 + 336 + 15
    #expect(
      texts(try m.apply(.environment(.keyboard(200)))).prefix(2) == [
        "keyboardWillChange(200.00)", "environmentDidChange(keyboard 200.00)",
      ])
    _ = try m.apply(.settle)
    expectRect(m.frame, 15, 341.8, 360, 253.2)
    #expect(
      texts(try m.apply(.environment(.keyboard(nil)))).prefix(2) == [
        "keyboardWillHide(200.00)", "environmentDidChange(keyboard off)",
      ])
    _ = try m.apply(.settle)
    expectRect(m.frame, 15, 541.8, 360, 253.2)
  }

  @Test("keyboard avoidance: layout leaves a plain sheet alone, lift moves it up")
  func lift() throws {
    var plain = try presented("basic")
    expectRect(plain.frame, 0, 253.2, 390, 590.8)
    #expect(
      texts(try plain.apply(.environment(.keyboard(100)))) == [
        "keyboardWillShow(100.00)", "environmentDidChange(keyboard 100.00)",
      ])
    var config = try #require(try BuiltinPresets.document(named: "basic")).config
    config.defaultConfig.keyboardAvoidance = .lift
    var lifted = try Manager(config: config)
    _ = try lifted.apply(.present(nil, animated: false))
    _ = try lifted.apply(.environment(.keyboard(100)))
    _ = try lifted.apply(.settle)
    expectRect(lifted.frame, 0, 153.2, 390, 590.8)  // up by the 100 pt overlap
    _ = try lifted.apply(.environment(.keyboard(300)))
    _ = try lifted.apply(.settle)
    expectRect(lifted.frame, 0, 47, 390, 590.8)  // never above the top safe inset
    _ = try lifted.apply(.environment(.keyboard(nil)))
    _ = try lifted.apply(.settle)
    expectRect(lifted.frame, 0, 253.2, 390, 590.8)
  }

  @Test("rotating demo01 on iphone-14: compact-height takes over at the nearest rect, and back")
  func rotation() throws {
    var m = try presented("demo01", at: 2)
    #expect(
      texts(try m.apply(.environment(.rotate(nil)))) == [
        "environmentDidChange(orientation landscape)", "configDidChange(default -> compact-height)",
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC)",
        "willSnap(2 -> 1)", "animatorStart(1)",
      ])
    #expect(m.selection == .constrained(0))
    _ = try m.apply(.settle)
    // compact-height on 844 x 390: w 80% = 675.2, h 21 + 50% = 216, bottom aligned.
    expectRect(m.frame, 84.4, 174, 675.2, 216)
    #expect(m.currentIndex == 1)
    #expect(
      texts(try m.apply(.environment(.rotate(.portrait)))) == [
        "environmentDidChange(orientation portrait)", "configDidChange(compact-height -> default)",
        "stateWillChange(SNAPPING_PROGRAMMATIC, SNAPPED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC)",
        "willSnap(1 -> 3)", "animatorStart(3)",
      ])
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 3)
    expectRect(m.frame, 29.25, 105.5, 331.5, 633)
  }

  @Test("rotating from snap 3 lands on a real point, not the overshoot (regression)")
  func rotationFromTallCard() throws {
    var m = try presented("demo01", at: 3)
    // Landscape compact-height: 1 (84.4, 174, 675.2, 216) and the overshoot
    // (84.4, 0, 675.2, 390), which is nearer the old frame but not a place a release may land.
    let events = texts(try m.apply(.environment(.rotate(.landscape))))
    #expect(events.contains("willSnap(3 -> 1)"))
    _ = try m.apply(.settle)
    #expect(m.currentIndex == 1)
    expectRect(m.frame, 84.4, 174, 675.2, 216)
  }

  @Test("a rotation while dismissed only re-selects the config")
  func rotateDismissed() throws {
    var m = try presetManager("demo01")
    #expect(
      texts(try m.apply(.environment(.rotate(.landscape)))) == [
        "environmentDidChange(orientation landscape)", "configDidChange(default -> compact-height)",
      ])
    #expect(m.state == .initial)
  }
}

@Suite("Manager: errors change nothing")
struct ManagerErrorTests {
  func refused(
    _ m: Manager, _ action: Action, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = m
    do {
      _ = try copy.apply(action)
      Issue.record("\(action) was accepted", sourceLocation: sourceLocation)
    } catch {
      #expect(error.description == message, sourceLocation: sourceLocation)
    }
    #expect(copy == m, sourceLocation: sourceLocation)
  }

  @Test("refusals and their messages")
  func refusals() throws {
    let dismissed = try presetManager("demo01")
    refused(
      dismissed, .snap(.index(2)), "cannot snap: the modal is not presented (present it first)")
    refused(
      dismissed, .dragMove(amount: 10, secondary: 0),
      "cannot drag: the modal is not presented (present it first)")
    refused(
      dismissed, .backgroundTap,
      "cannot tap the background: the modal is not presented (present it first)")
    refused(
      dismissed, .dismiss(.direct, animated: true),
      "cannot dismiss: the modal is not presented (present it first)")
    refused(
      dismissed, .present(.index(9), animated: true),
      "no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)")
    let shown = try presented("demo01")
    refused(
      shown, .present(nil, animated: true), "the modal is already presented (dismiss it first)")
    refused(shown, .dragEnd(velocity: 0), "no drag in progress (start one with drag)")
    refused(
      shown, .snap(.index(9)),
      "no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)")
    refused(
      shown, .snap(.index(-1)),
      "no snap point -1: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)")
    refused(shown, .snap(.index(0)), "cannot snap to 0: 0 is the undershoot (use dismiss)")
    refused(
      shown, .snap(.key("half")),
      "no snap point named 'half': this config has no keys (use an index)")
    refused(shown, .snap(.previous), "already at the first snap point (use dismiss to close)")
    refused(
      shown, .dragMove(amount: .infinity, secondary: 0), "the drag amount must be a finite number")
    refused(
      shown, .environment(.keyboard(2000)),
      "the keyboard height must be more than 0 and at most the container's height (844.00)")
    refused(
      shown, .environment(.keyboard(-5)),
      "the keyboard height must be more than 0 and at most the container's height (844.00)")
    refused(
      shown, .environment(.size(width: 0, height: 10)),
      "the size must be from 1x1 to 100000x100000 points")
    refused(shown, .clearOverride, "there is no override point to clear")
    var dragging = shown
    _ = try dragging.apply(.dragMove(amount: 10, secondary: 0))
    refused(dragging, .dragEnd(velocity: .nan), "the velocity must be a finite number")
    refused(dragging, .snap(.next), "cannot snap during a drag (release it first)")
    refused(
      dragging, .environment(.rotate(nil)),
      "cannot change the environment during a drag (release it first)")
    let atTop = try presented("demo01", at: 4)
    refused(atTop, .snap(.next), "already at the last snap point (4)")
    let keyed = try presented("custom")
    refused(keyed, .snap(.key("nope")), "no snap point named 'nope': keys are custom")
  }
}

@Suite("Manager: override points")
struct ManagerOverrideTests {
  func customPoint() throws -> SnapPoint {
    try #require(try BuiltinPresets.document(named: "custom")).config.defaultConfig.snapPoints[0]
  }

  @Test("snapping to the custom override keeps the points 0.1 below it, then clearing returns")
  func overrideAndClear() throws {
    var m = try presented("demo01")
    #expect(
      texts(try m.apply(.snapToOverride(try customPoint()))) == [
        "stateWillChange(PRESENTING_PROGRAMMATIC, PRESENTED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC)",
        "willSnap(1 -> 3)", "animatorStart(3)",
      ])
    _ = try m.apply(.settle)
    // custom on iphone-14: w 390 - 30, h 844 - (47 + 15) - (34 + 15); percent 1 - 62/844 =
    // 0.927, so points 1 (0.3) and 2 (0.540) stay and 3 (0.875) and 4 (0.944) go.
    expectRect(m.frame, 15, 62, 360, 733)
    #expect(m.override?.index == 3 && m.currentIndex == 3)
    #expect(
      m.interpolator.points.map(\.kind) == [
        .undershoot, .standard, .standard, .standard, .overshoot,
      ])
    #expect(
      texts(try m.apply(.clearOverride)) == [
        "stateWillChange(SNAPPING_PROGRAMMATIC, SNAPPED_PROGRAMMATIC -> SNAPPING_PROGRAMMATIC)",
        "willSnap(3 -> 1)", "animatorStart(1)",
      ])
    _ = try m.apply(.settle)
    #expect(m.override == nil && m.currentIndex == 1 && m.interpolator.points.count == 6)
    expectRect(m.frame, 0, 590.8, 390, 253.2)
  }

  @Test("a snap below the override clears it")
  func snapBelowClears() throws {
    var m = try presented("demo01")
    _ = try m.apply(.snapToOverride(try customPoint()))
    _ = try m.apply(.settle)
    _ = try m.apply(.snap(.index(2)))
    _ = try m.apply(.settle)
    #expect(m.override == nil && m.currentIndex == 2 && m.interpolator.points.count == 6)
    expectRect(m.frame, 15, 388, 360, 422)
  }

  @Test("the override's index follows an environment change (regression)")
  func overrideIndexFollowsRotation() throws {
    // ipad-air portrait: snap 3 (percent 0.783) is kept below custom (0.967): override at 4.
    var m = try presented("demo01", environment: Environment(device: .ipadAir))
    _ = try m.apply(.snapToOverride(try customPoint()))
    _ = try m.apply(.settle)
    #expect(m.override?.index == 4)
    // Landscape: snap 3 is at 0.875 and custom at 0.952, so 3 goes and the override is 3.
    _ = try m.apply(.environment(.rotate(.landscape)))
    #expect(m.override?.index == 3 && m.currentIndex == 3)
    _ = try m.apply(.settle)
    #expect(m.override != nil)
    expectRect(m.frame, 15, 39, 1150, 746)
    #expect(m.frame == m.currentPoint.rect)
  }
}
