import Foundation
import Testing

@testable import ModalShell

/// Issue 16 in a real terminal (tmux, 100 x 30): libedit's side of completion (the trailing
/// space, the `keyboard off off` bug, the question before a long list), the banner, `clear`,
/// and `modalplay | cat` staying interactive.
@Suite(
  .serialized,
  .enabled(
    if: TerminalTools.canDriveTerminal,
    "needs tmux and the built modalplay binary next to the test bundle (swift build)"))
struct TerminalCompletionTests {
  /// Starts modalplay (piped into `cat` when `piped`) on a fresh HOME holding `files`, with
  /// `--config FILE` when `config` names one of them, waits for its first prompt, runs `body`.
  private func withShell(
    piped: Bool = false, files: [String: String] = [:], config: String? = nil,
    _ body: (TerminalSession) throws -> Void
  ) throws {
    let binary = try #require(TerminalTools.binary)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    for (name, text) in files {
      try text.write(toFile: scratch.file(name), atomically: true, encoding: .utf8)
    }
    let variables = [
      "HOME=" + TerminalSession.quote(scratch.path), "LC_ALL=" + TerminalTools.utf8Locale,
      "MODALPLAY_HISTORY=", "NO_COLOR=1",
    ]
    let command =
      "env " + variables.joined(separator: " ") + " " + TerminalSession.quote(binary)
      + " --width 80"
      + (config.map { " --config " + TerminalSession.quote(scratch.file($0)) } ?? "")
      + (piped ? " | cat" : "") + "; echo \"[exited $?]\""
    try TerminalSession.run(command, scratch: scratch) { session in
      try session.waitFor("the first prompt") { $0.contains("modal[-]>") }
      try body(session)
    }
  }

  /// Types `text`, waits until the last line shows it after the prompt.
  private func typed(_ session: TerminalSession, _ text: String, prompt: String = "modal[-]> ")
    throws
  {
    try session.type(text)
    // The screen's rows come without their trailing spaces.
    let shown = prompt + text
    try session.waitForLastLine(String(shown.reversed().drop { $0 == " " }.reversed()))
  }

  @Test("the banner names the config and the device and suggests a first command")
  func banner() throws {
    try withShell { session in
      let screen = try session.screen()
      #expect(
        Array(screen.prefix(4)) == [
          "modalplay 0.1.0: demo01 on iphone-14, portrait, iOS 27.",
          "Try: present, then drag 0.1 and release 800; help lists the commands.",
          "Tab completes, clear clears the screen, Ctrl-D leaves.",
          "modal[-]>",
        ])
    }
  }

  /// Clears the line, types `text`, presses `keys` (the cursor moves) and Tab, types `next`,
  /// and waits until the line reads `line` after the prompt.
  private func complete(
    _ session: TerminalSession, _ text: String, keys: [String] = [], next: String,
    gives line: String
  ) throws {
    try session.press("C-u")
    try typed(session, text)
    for key in keys { try session.press(key) }
    try session.press("Tab")
    try session.type(next)
    try session.waitForLastLine("modal[-]> " + line)
  }

  @Test("a unique completion adds its space: the next word is typed after it")
  func trailingSpace() throws {
    try withShell { session in
      try complete(session, "device iphone-se-", next: "X", gives: "device iphone-se-3 X")
      // A value: `set direction` completes the directions.
      try complete(session, "set direction left", next: "X", gives: "set direction leftToRight X")
      // A field name ends with `=`: no space, the value follows.
      try complete(session, "add snap heig", next: "40%", gives: "add snap height=40%")
    }
  }

  @Test("keyboard Tab Tab gives keyboard off, and Tab before a complete word steps over it")
  func keyboardOffOnce() throws {
    try withShell { session in
      try typed(session, "keyboard ")
      try session.press("Tab")
      try session.waitForLastLine("modal[-]> keyboard off")
      // The second Tab has nothing more to add (a bell), it does not type off again.
      try complete(session, "keyboard off ", next: "X", gives: "keyboard off X")
      // The cursor before `off`: Tab used to insert a second `off` (keyboard off off).
      try complete(
        session, "keyboard off", keys: ["Left", "Left", "Left"], next: "X", gives: "keyboard off X")
      // The cursor inside the word: the rest is typed after what is there.
      try complete(session, "keyboard of", keys: ["Left"], next: "X", gives: "keyboard off X")
      // A space after the cursor is stepped over, not doubled.
      try complete(
        session, "keyboard  off", keys: ["Left", "Left", "Left", "Left"], next: "X",
        gives: "keyboard off Xoff")
    }
  }

  @Test("a list longer than the screen asks first: n shows nothing, y shows it")
  func longListQuestion() throws {
    let count = try quietSession(presented: false).complete("set ").candidates.count
    #expect(count > 60)
    try withShell { session in
      try typed(session, "set ")
      try session.press("Tab")
      try session.waitForLastLine("Display all \(count) possibilities? (y or n)")
      try session.type("n")
      var screen = try session.waitForLastLine("modal[-]> set")
      #expect(!screen.contains { $0.contains("snapPoints[0].layout.height") })
      try session.press("Tab")
      try session.waitForLastLine("Display all \(count) possibilities? (y or n)")
      try session.type("y")
      screen = try session.waitFor("the list and the prompt") { screen in
        TerminalSession.lastLine(screen) == "modal[-]> set"
          && screen.contains { $0.contains("undershoot.") }
      }
      // The line is still being edited: type on.
      try session.type("direction")
      screen = try session.waitForLastLine("modal[-]> set direction")
      // A short list is shown without a question.
      try session.press("C-u")
      try typed(session, "set direction ")
      try session.press("Tab")
      screen = try session.waitFor("the directions") { screen in
        screen.contains { $0.hasPrefix("bottomToTop") && $0.contains("topToBottom") }
      }
      #expect(!screen.contains { $0.hasPrefix("Display all 4") })
    }
  }

  @Test("a listed key shows its escape sequence as text: the screen is not cleared")
  func listedKeyShown() throws {
    let point =
      #"{ "key": "KEY", "layout": { "align": "center/bottom", "width": "stretch", "height": "HEIGHT" } }"#
    let json =
      #"{ "snapPoints": ["#
      + point.replacing("KEY", with: #"a\u001b[2Jx"#).replacing("HEIGHT", with: "30%") + ", "
      + point.replacing("KEY", with: "ab").replacing("HEIGHT", with: "60%") + "] }"
    try withShell(files: ["keys.json": json], config: "keys.json") { session in
      try typed(session, "echo before the list")
      try session.press("Enter")
      // The echo printed before the next line is typed (typing sooner races with it).
      _ = try session.waitFor("the echo") { screen in screen.contains("before the list") }
      try typed(session, "snap a")
      try session.press("Tab")
      let screen = try session.waitFor("the list") { screen in
        screen.contains { $0.hasPrefix("a\\u{1B}[2Jx") }
      }
      #expect(screen.contains("a\\u{1B}[2Jx  ab"))
      #expect(screen.contains("before the list"))
    }
  }

  @Test("clear clears the screen; the prompt is drawn at the top")
  func clear() throws {
    try withShell { session in
      try typed(session, "echo before the clear")
      try session.press("Enter")
      try session.waitFor("the echo") { $0.contains("before the clear") }
      try typed(session, "clear")
      try session.press("Enter")
      let screen = try session.waitFor("a cleared screen", Self.isCleared)
      #expect(screen.first == "modal[-]>")
    }
  }

  /// True for a screen that holds only the prompt, on its first row.
  private static func isCleared(_ screen: [String]) -> Bool {
    guard let first = screen.first, first == "modal[-]>" else { return false }
    return screen.dropFirst().allSatisfy { row in row.isEmpty }
  }

  @Test("modalplay | cat prompts, edits and shows each step's output as it runs")
  func pipedOutput() throws {
    try withShell(piped: true) { session in
      // The banner and the prompt go to the terminal through stderr, in order.
      let screen = try session.screen()
      #expect(screen[2] == "Tab completes, clear clears the screen, Ctrl-D leaves.")
      #expect(screen[3] == "modal[-]>")
      // Line editing works: Tab completes.
      try session.type("pres")
      try session.press("Tab")
      try session.waitFor("the completed prefix") { $0.contains { $0.hasSuffix("> prese") } }
      try session.type("nt")
      try session.press("Enter")
      // The step's output comes through cat before the next command is typed (the next
      // prompt, on stderr, may be drawn before or after it, and partly over it, as with
      // python3 -i | cat: the two streams reach the terminal on their own).
      try session.waitFor("the step and the next prompt") { screen in
        screen.contains { $0.hasPrefix("at       snap 1   percent 0.300   time 0.383s") }
          && screen.contains { $0.contains("[1]>") }
      }
      try session.type("snap 2")
      try session.press("Enter")
      // Ctrl-D only once the prompt is back: typed before, the terminal would take it.
      try session.waitFor("the second step and its prompt") { screen in
        screen.contains { $0.hasPrefix("at       snap 2") }
          && screen.contains { $0.contains("[2]>") }
      }
      try session.press("C-d")
      try session.waitFor("the exit") { $0.contains("[exited 0]") }
    }
  }
}
