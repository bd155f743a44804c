import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals sent to the line editor (issue 11, failure 7): the program runs under `sh` in a
/// tmux pane, as a script would run it, and each signal must leave that parent shell alive
/// (libedit's own handlers re-raised with `kill(0, sig)`, killing the whole process group)
/// and the terminal echoing in canonical mode (USR1, PIPE and ALRM used to leave it raw).
@Suite(
  .serialized,
  .enabled(
    if: TerminalTools.canDriveLineDemo,
    "needs tmux and the built modalplay-linedemo next to the test bundle (swift build)"))
struct SignalTests {
  /// Starts the line demo under a parent shell with a history file, types `lines` (each
  /// echoed before the next), sends `signal`, and returns the parent's report and the
  /// history libedit loads back.
  private func signalDemo(_ signal: Int32, after lines: [String] = ["present", "drag 10pt"])
    throws -> (status: Int, modes: String, history: [String]?)
  {
    let binary = try #require(TerminalTools.lineDemo)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    let history = scratch.file("history")
    let child = try ChildOfShell(binary: binary, scratch: scratch, history: history)
    return try TerminalSession.run(child.command, scratch: scratch) { session in
      try session.waitForLastLine("demo>")
      for (index, line) in lines.enumerated() {
        try session.type(line)
        try session.press("Enter")
        try session.waitFor("the echo of \(line)") { screen in
          screen.filter { $0.hasPrefix("got:") }.count == index + 1
        }
      }
      try session.type("half typed")
      try session.waitForLastLine("demo> half typed")
      kill(try child.pid(), signal)
      let parent = try ChildOfShell.waitForParent(session)
      return (parent.status, parent.modes, try loadHistoryWithLibedit(history, scratch: scratch))
    }
  }

  @Test("SIGTERM: exit 143, the parent shell goes on, the terminal echoes, history whole")
  func terminate() throws {
    let result = try signalDemo(SIGTERM)
    #expect(result.status == 128 + Int(SIGTERM))
    #expect(result.modes == "icanon echo")
    #expect(result.history == ["present", "drag 10pt"])
  }

  @Test("SIGHUP: exit 129, the parent shell goes on, the terminal echoes, history whole")
  func hangUp() throws {
    let result = try signalDemo(SIGHUP)
    #expect(result.status == 128 + Int(SIGHUP))
    #expect(result.modes == "icanon echo")
    #expect(result.history == ["present", "drag 10pt"])
  }

  @Test(
    "SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM end the editor by the signal, terminal usable",
    arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM])
  func fatalSignals(signal: Int32) throws {
    let result = try signalDemo(signal, after: ["present"])
    #expect(result.status == 128 + Int(signal))
    #expect(result.modes == "icanon echo")
    #expect(result.history == ["present"])
  }

  @Test("SIGINT from kill cancels the line; the editor and its parent keep running")
  func interruptFromKill() throws {
    let binary = try #require(TerminalTools.lineDemo)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    let child = try ChildOfShell(binary: binary, scratch: scratch, history: nil)
    try TerminalSession.run(child.command, scratch: scratch) { session in
      try session.waitForLastLine("demo>")
      try session.type("half typed")
      try session.waitForLastLine("demo> half typed")
      kill(try child.pid(), SIGINT)
      try session.waitForLastLine("demo>")
      try session.type("ok")
      try session.press("Enter")
      let screen = try session.waitFor("the echo") { $0.contains("got: ok") }
      #expect(screen.contains("demo> half typed^C"))
      try session.waitForLastLine("demo>")
      try session.press("C-d")
      let parent = try ChildOfShell.waitForParent(session)
      #expect(parent.status == 0)
      #expect(parent.modes == "icanon echo")
    }
  }

  @Test(
    "modalplay: SIGTERM exits 143, its parent goes on, the terminal echoes, history kept",
    .enabled(if: TerminalTools.binary != nil, "needs the built modalplay"))
  func modalplayTerminate() throws {
    let binary = try #require(TerminalTools.binary)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    let history = scratch.file("history")
    let child = try ChildOfShell(
      binary: binary, arguments: ["--width", "80", "--no-init"], scratch: scratch,
      history: history)
    try TerminalSession.run(child.command, scratch: scratch) { session in
      try session.waitForLastLine("modal[-]>")
      try session.type("present")
      try session.press("Enter")
      try session.waitForLastLine("modal[1]>")
      try session.type("snap 2")
      try session.waitForLastLine("modal[1]> snap 2")
      kill(try child.pid(), SIGTERM)
      let parent = try ChildOfShell.waitForParent(session)
      #expect(parent.status == 128 + Int(SIGTERM))
      #expect(parent.modes == "icanon echo")
      #expect(try loadHistoryWithLibedit(history, scratch: scratch) == ["present"])
    }
  }
}
