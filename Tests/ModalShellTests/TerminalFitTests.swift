import Foundation
import Testing

/// The real `modalplay` in a tmux window (issue 16, "Fit the terminal"): at 80x24 the whole
/// step is on the screen, after a resize to 40 columns the next step is no wider and still
/// fits, and a help taller than the window goes through `PAGER`.
@Suite(
  .serialized,
  .enabled(
    if: TerminalTools.canDriveTerminal,
    "needs tmux and the built modalplay binary next to the test bundle (swift build)"))
struct TerminalFitTests {
  /// Starts modalplay (no --width: it follows the window) in an 80x24 window on a fresh HOME,
  /// waits for its prompt, runs `body`.
  private func withShell(
    pager: String? = nil, _ body: (TerminalSession, TerminalScratch) throws -> Void
  ) throws {
    let binary = try #require(TerminalTools.binary)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    var variables = [
      "HOME=" + TerminalSession.quote(scratch.path),
      "LC_ALL=" + TerminalTools.utf8Locale,
      "MODALPLAY_HISTORY=" + TerminalSession.quote(scratch.file("history")),
      "NO_COLOR=1",
    ]
    if let pager {
      let script = scratch.file("pager.sh")
      // The fake pager keeps what it was given and says that it ran.
      try "cat > \"$HOME/paged.txt\"\necho '[pager ran]'\n".write(
        toFile: script, atomically: true, encoding: .utf8)
      variables.append("PAGER=" + TerminalSession.quote(pager == "" ? "" : "sh " + script))
    }
    let command =
      "env " + variables.joined(separator: " ") + " " + TerminalSession.quote(binary)
      + "; echo \"[exited $?]\""
    try TerminalSession.run(command, scratch: scratch) { session in
      try session.resizeAndWait(columns: 80, rows: 24)
      try session.waitForLastLine("modal[-]>")
      try body(session, scratch)
    }
  }

  /// The rows from the first `state` line to the prompt, and the widest of the whole screen.
  private func step(_ session: TerminalSession, prompt: String) throws -> (
    rows: [String], widest: Int
  ) {
    let screen = try session.waitForLastLine(prompt)
    let joined = try session.joinedScreen()
    let start = screen.firstIndex { $0.hasPrefix("state ") } ?? screen.count
    let end = screen.lastIndex { !$0.isEmpty } ?? 0
    let rows = start <= end ? Array(screen[start...end]) : []
    return (rows, joined.map(\.count).max() ?? 0)
  }

  /// Runs `command` until the joined screen satisfies `condition`: tmux passes a resize on to
  /// the terminal a moment after its own window has the new size, and the program reads the
  /// terminal's.
  private func retry(
    _ session: TerminalSession, _ command: String, prompt: String,
    until condition: ([String]) -> Bool
  ) throws {
    for _ in 0..<50 {
      try session.type(command)
      try session.press("Enter")
      try session.waitForLastLine(prompt)
      if condition(try session.joinedScreen()) { return }
    }
    throw TerminalError(description: "the program never saw the window's new size")
  }

  @Test("80x24: after present the whole step is on the screen, no line wider than 80")
  func fitsAtStart() throws {
    try withShell { session, _ in
      try session.type("present")
      try session.press("Enter")
      let (rows, widest) = try step(session, prompt: "modal[1]>")
      // state, events, at, frame, look, the outline (17 lines), the prompt: 24 rows.
      #expect(rows.count == 24)
      #expect(rows.first?.hasPrefix("state    INITIAL -> PRESENTING_PROGRAMMATIC") == true)
      #expect(rows.contains("at       snap 1   percent 0.300   time 0.383s"))
      #expect(rows.contains { $0.hasPrefix("┌─ ") })
      #expect(widest <= 80)
    }
  }

  @Test("after a resize to 40 columns the next step is no wider than 40 and still fits")
  func followsResize() throws {
    try withShell { session, _ in
      try session.type("present")
      try session.press("Enter")
      try session.waitForLastLine("modal[1]>")
      try session.resizeAndWait(columns: 40, rows: 24)
      try retry(session, "state", prompt: "modal[1]>") {
        $0.last { $0.hasPrefix("frame ") }?.count ?? 0 <= 40
      }
      try session.type("snap 2")
      try session.press("Enter")
      let (rows, widest) = try step(session, prompt: "modal[2]>")
      #expect(widest <= 40)
      #expect(rows.first?.hasPrefix("state    PRESENTED_PROGRAMMATIC ->") == true)
      #expect(rows.contains { $0.hasPrefix("at       snap 2") })
      #expect(rows.contains { $0.hasPrefix("┌─") })
      #expect(rows.count <= 24)
      // Shorter than the smallest outline with its step: the note instead of the drawing.
      try session.resizeAndWait(columns: 40, rows: 12)
      try retry(session, "show", prompt: "modal[2]>") {
        $0.contains { $0.hasPrefix("outline: hidden, the window has 12 rows;") }
      }
      try session.type("snap 1")
      try session.press("Enter")
      let short = try session.waitForLastLine("modal[1]>")
      let note = try #require(short.lastIndex { $0.hasPrefix("outline: hidden") })
      #expect(
        short[note...].prefix(3).joined(separator: "\n")
          == "outline: hidden, the window has 12 rows;\n  the step needs 22 to draw it\nmodal[1]>")
      #expect(try session.joinedScreen().map(\.count).max() ?? 0 <= 40)
    }
  }

  @Test("a help taller than the window goes through PAGER; a short one is printed")
  func pager() throws {
    try withShell(pager: "fake") { session, scratch in
      let screen = try help(session, until: "[pager ran]")
      #expect(screen.contains("[pager ran]"))
      let paged = try String(contentsOfFile: scratch.file("paged.txt"), encoding: .utf8)
      #expect(paged.hasPrefix("Modal actions:\n  present [INDEX|KEY] [instant]"))
      #expect(paged.split(separator: "\n").allSatisfy { $0.count <= 80 })
      try FileManager.default.removeItem(atPath: scratch.file("paged.txt"))
      try session.type("help tap")
      try session.press("Enter")
      let short = try session.waitFor("the short help") { $0.contains("tap the background") }
      #expect(!FileManager.default.fileExists(atPath: scratch.file("paged.txt")))
      #expect(short.filter { $0 == "[pager ran]" }.count == 1)
    }
  }

  @Test("an empty PAGER prints the help directly")
  func noPager() throws {
    try withShell(pager: "") { session, _ in
      let screen = try help(session, until: "help COMMAND for details.")
      #expect(!screen.contains("[pager ran]"))
    }
  }

  /// Runs `help` and returns the screen once `line` is on it and the prompt is back (the
  /// prompt alone may still be the one before the command).
  private func help(_ session: TerminalSession, until line: String) throws -> [String] {
    try session.type("help")
    try session.press("Enter")
    return try session.waitFor("\(line) and the prompt") { screen in
      screen.contains { $0.hasPrefix(line) } && TerminalSession.lastLine(screen) == "modal[-]>"
    }
  }
}
