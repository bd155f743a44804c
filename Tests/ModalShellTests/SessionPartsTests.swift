import ModalCore
import Testing

@testable import ModalShell

@Suite("The session's state in parts")
struct SessionPartsTests {
  @Test("a failed command leaves every part it may change equal to before")
  func failedCommandsChangeNothing() throws {
    var session = try quietSession()
    _ = outputs(&session, "snap 2")
    _ = outputs(&session, "set snap.1.height 200")
    let before = session.fuzzSnapshot
    for line in ["snap 9", "set snap.1.height nope", "drag 40", "load /no/such.json", "undo undo"] {
      #expect(!outputs(&session, line).err.isEmpty, "\(line)")
      #expect(session.fuzzSnapshot == before, "\(line)")
    }
    // A command that succeeds changes the workspace, and the parts' comparison sees it.
    _ = outputs(&session, "snap 3")
    #expect(session.fuzzSnapshot != before)
  }

  @Test("reset replaces the workspace and the recorded lines, and keeps the input history")
  func reset() throws {
    var session = try quietSession()
    _ = outputs(&session, "set snap.1.height 200")
    _ = outputs(&session, "animate on")
    #expect(!session.undoStack.isEmpty)
    #expect(session.ranLines.suffix(2) == ["set snap.1.height 200", "animate on"])
    let inputs = session.inputLines.count
    _ = outputs(&session, "reset")
    let fresh = try Session(preset: "demo01")
    #expect(session.workspace == fresh.workspace)
    #expect(session.recorded == Session.Recorded())
    #expect(session.inputLines.count == inputs + 1)
  }
}
