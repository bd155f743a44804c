import Foundation
import Testing

/// The real `modalplay` in a pseudo-terminal (tmux): Tab completion of commands and arguments
/// from the command table, history recall, Ctrl-C, Ctrl-D with the history file written, and
/// UTF-8 input.
@Suite(
  .serialized,
  .enabled(
    if: TerminalTools.canDriveTerminal,
    "needs tmux and the built modalplay binary next to the test bundle (swift build)"))
struct TerminalShellTests {
  /// Starts modalplay on a fresh HOME with a history file, waits for its prompt, runs `body`.
  /// `prepare` runs on the scratch folder (the HOME) before the shell starts.
  private func withShell(
    prepare: (TerminalScratch) throws -> Void = { _ in },
    _ body: (TerminalSession, TerminalScratch) throws -> Void
  ) throws {
    let binary = try #require(TerminalTools.binary)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    try prepare(scratch)
    let variables = [
      "HOME=" + TerminalSession.quote(scratch.path),
      "LC_ALL=" + TerminalTools.utf8Locale,
      "MODALPLAY_HISTORY=" + TerminalSession.quote(scratch.file("history")),
      "NO_COLOR=1",
    ]
    let command =
      "env " + variables.joined(separator: " ") + " " + TerminalSession.quote(binary)
      + " --width 80; echo \"[exited $?]\""
    try TerminalSession.run(command, scratch: scratch) { session in
      try session.waitForLastLine("modal[-]>")
      try body(session, scratch)
    }
  }

  @Test("a command prefix completes with Tab and runs; the prompt follows the modal")
  func completeAndRun() throws {
    try withShell { session, _ in
      try session.type("pres")
      try session.press("Tab")
      // present / preset / presets share "prese".
      try session.waitForLastLine("modal[-]> prese")
      try session.type("nt")
      try session.press("Enter")
      let screen = try session.waitForLastLine("modal[1]>")
      // The frame fills most of the 30 rows; the summary above it is still visible.
      #expect(screen.contains("at       snap 1   percent 0.300   time 0.383s"))
    }
  }

  @Test("arguments complete from the command table: devices, snap keys, set paths")
  func argumentCompletion() throws {
    try withShell { session, _ in
      try session.type("device iphone-13")
      try session.press("Tab")
      try session.waitForLastLine("modal[-]> device iphone-13-mini")
      try session.press("C-u")
      try session.type("set flags.shouldEnableOver")
      try session.press("Tab")
      try session.waitForLastLine("modal[-]> set flags.shouldEnableOverShooting")
    }
  }

  @Test("Up recalls the last command; Ctrl-C clears a half-typed line and keeps running")
  func historyAndInterrupt() throws {
    try withShell { session, _ in
      try session.type("present")
      try session.press("Enter")
      try session.waitForLastLine("modal[1]>")
      try session.press("Up")
      try session.waitForLastLine("modal[1]> present")
      try session.press("C-c")
      try session.waitForLastLine("modal[1]>")
      try session.type("snap 2")
      try session.press("Enter")
      let screen = try session.waitForLastLine("modal[2]>")
      #expect(screen.contains { $0.hasPrefix("at       snap 2") })
    }
  }

  @Test("UTF-8 input survives; Ctrl-D exits and the history file holds the commands")
  func unicodeAndExit() throws {
    try withShell { session, scratch in
      // Each line is seen typed before Enter: otherwise the previous prompt would pass for the
      // next one, and Ctrl-D could arrive on a non-empty line (which does not exit).
      try session.type("echo ünïcødé ✓")
      try session.waitForLastLine("modal[-]> echo ünïcødé ✓")
      try session.press("Enter")
      let screen = try session.waitForLastLine("modal[-]>")
      #expect(screen.contains("ünïcødé ✓"))
      try session.type("devices")
      try session.waitForLastLine("modal[-]> devices")
      try session.press("Enter")
      try session.waitForLastLine("modal[-]>")
      try session.press("C-d")
      #expect(try session.waitForExit() == 0)
      #expect(try readHistoryFile(scratch.file("history")) == ["echo ünïcødé ✓", "devices"])
    }
  }

  @Test("a start-up file that exists but cannot be read is reported, and the shell starts")
  func unreadableStartupFile() throws {
    let prepare: (TerminalScratch) throws -> Void = { scratch in
      try FileManager.default.createDirectory(
        atPath: scratch.file(".modalplayrc"), withIntermediateDirectories: false)
    }
    try withShell(prepare: prepare) { session, scratch in
      let screen = try session.waitForLastLine("modal[-]>")
      // The 80-column terminal wraps the long path: read the screen as one text.
      #expect(
        screen.joined().contains(
          "modalplay: cannot read '\(scratch.file(".modalplayrc"))':it is a directory"))
    }
  }

  @Test("libedit that cannot be loaded: a one-line reason and exit 2; a script runs without it")
  func libeditNotLoaded() throws {
    let binary = try #require(TerminalTools.binary)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    let missing = scratch.file("no-libedit.so")
    let variables = [
      "HOME=" + TerminalSession.quote(scratch.path), "LC_ALL=" + TerminalTools.utf8Locale,
      "MODALPLAY_LIBEDIT=" + TerminalSession.quote(missing), "NO_COLOR=1",
    ]
    let command =
      "env " + variables.joined(separator: " ") + " " + TerminalSession.quote(binary)
      + " --width 80; echo \"[exited $?]\""
    try TerminalSession.run(command, scratch: scratch) { session in
      let status = try session.waitForExit()
      let text = try session.screen().joined()
      #expect(status == 2)
      #expect(
        text.contains(
          "modalplay: cannot start line editing: cannot load libedit (MODALPLAY_LIBEDIT): "
            + missing))
    }
    // Not interactive: libedit is never loaded, so the same setting changes nothing.
    let script =
      "env " + variables.joined(separator: " ") + " " + TerminalSession.quote(binary)
      + " --quiet -c present -c 'snap 2' </dev/null; echo \"[exited $?]\""
    try TerminalSession.run(script, scratch: scratch) { session in
      let status = try session.waitForExit()
      let screen = try session.screen()
      #expect(status == 0)
      #expect(screen.contains { $0.hasPrefix("state") })
    }
  }
}
