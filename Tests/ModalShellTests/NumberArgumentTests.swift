import ModalCore
import Testing

@testable import ModalShell

@Suite("Numbers: arguments and set read the declared ranges (issue 11)")
struct NumberArgumentTests {
  static let cases: [(String, String)] = [
    // issue 11 (1) and (2): durations past an hour.
    (
      "set animation.entrance curve 1e300 linear",
      "default.animations.entrance: expected a duration from 0.001 to 3600 s, got 1e+300"
    ),
    (
      "set animation.entrance curve 1e10 linear",
      "default.animations.entrance: expected a duration from 0.001 to 3600 s, got 10000000000"
    ),
    (
      "set animation.snap spring 3.9e16 0.9",
      "default.animations.snap: expected a duration from 0.001 to 3600 s, got 3.9e+16"
    ),
    // The same number set through the document's JSON path: the JSON reader's message.
    (
      "set animations.entrance.duration 1e300",
      "default.animations.entrance.duration: expected a duration from 0.001 to 3600 s, got 1e+300"
    ),
    // extreme bezier control points
    (
      "set animation.snap bezier 0.3 0.2 0 1.5 1",
      "default.animations.snap: expected a control point x from 0 to 1, got 1.5"
    ),
    // issue 11 (3): huge drags and overdrag factors.
    ("drag -1e308pt", "expected an amount from -1000000 to 1000000 pt, got '-1e308pt'"),
    ("drag 1e19pt", "expected an amount from -1000000 to 1000000 pt, got '1e19pt'"),
    (
      "drag 2000",
      "expected an amount from -1 to 1 screen lengths, got '2000' (did you mean 2000% or 2000pt?)"
    ),
    ("drag -1e7%", "expected an amount from -100000 to 100000 %, got '-1e7%'"),
    (
      "set overdrag linear 1e308",
      "default.overdrag: expected an overdrag factor from 0 to 1, got 1e+308"
    ),
    (
      "set overdrag linearTop -0.5",
      "default.overdrag: expected an overdrag factor from 0 to 1, got -0.5"
    ),
    ("fling 1e300", "expected a velocity from -1000000 to 1000000 pt/s, got '1e300'"),
    ("release -2e6pt/s", "expected a velocity from -1000000 to 1000000 pt/s, got '-2e6pt/s'"),
    ("tick 3601s", "expected a duration from 0 to 3600 s, got '3601s'"),
    ("tick 216001f", "expected a duration from 0 to 3600 s, got '216001f'"),
    ("keyboard 1e9", "expected a keyboard height from 0 to 100000 pt, got '1e9'"),
    ("safearea 0 0 -3 0", "expected an inset from 0 to 100000 pt, got '-3'"),
    ("size 1e9x800", "the size must be from 1x1 to 100000x100000 points"),
    (
      "set snap.1.height 1e300",
      "default.snapPoints[0].layout.height: expected a layout value like \"50%\", got \"1e300\" (expected a number from -1e+16 to 1e+16, got 1e300)"
    ),
  ]

  @Test("each number out of range gets its range in one line and changes nothing", arguments: cases)
  func refused(line: String, message: String) throws {
    var session = try quietSession()
    let manager = session.manager
    let undo = session.undoStack.count
    let (out, err) = outputs(&session, line)
    #expect(out == "")
    #expect(err == "error: \(message)\n")
    #expect(session.manager == manager)
    #expect(session.undoStack.count == undo)
  }

  @Test("the largest numbers accepted run and end: an hour-long curve, an hour's tick")
  func largestAccepted() throws {
    var session = try quietSession(presented: false)
    _ = outputs(&session, "set animation.entrance curve 3600 linear")
    let (_, err) = outputs(&session, "present")
    #expect(err == "")
    // The hour-long entrance rests at its last frame.
    #expect(session.manager.clock == 216_000)
    #expect(session.manager.currentIndex == 1)
    _ = outputs(&session, "tick 216000f")
    #expect(session.manager.clock == 432_000)
  }

  @Test("1e6 pt towards more open, twice, then release: the most open point, not a dismissal")
  func hugeDragRelease() throws {
    var session = try quietSession()
    for line in ["drag 1000000pt", "drag 1000000pt", "release"] {
      let (_, err) = outputs(&session, line)
      #expect(err == "", "\(line)")
    }
    #expect(session.manager.state == .snappedFromGestureDragging)
    #expect(session.manager.currentIndex == 4)
  }
}
