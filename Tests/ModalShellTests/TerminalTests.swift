import Foundation
import Testing

/// The line readers of `modalplay`, driven through their test driver `modalplay-linedemo`
/// (built with the package, not part of the shipped `modalplay`): libedit in a real
/// pseudo-terminal (tmux), and the stream reader on a file. Serialized: each test starts a program and, for libedit, a tmux server.
@Suite(.serialized)
struct TerminalTests {
  /// libedit in a tmux pane: completion, history, Ctrl-C, Ctrl-D, Ctrl-Z, a resize, UTF-8.
  @Suite(
    .enabled(
      if: TerminalTools.canDriveLineDemo,
      "needs tmux and the built modalplay-linedemo next to the test bundle (swift build)"))
  struct Editing {
    /// Starts the demo on a fresh HOME, waits for its prompt, runs `body`, cleans up.
    private func withDemo(
      history: Bool = true, _ body: (TerminalSession, TerminalScratch) throws -> Void
    ) throws {
      let binary = try #require(TerminalTools.lineDemo)
      let scratch = try TerminalScratch()
      defer { scratch.remove() }
      let command = TerminalSession.demoCommand(
        binary: binary, scratch: scratch, history: history ? scratch.file("history") : nil)
      try TerminalSession.run(command, scratch: scratch) { session in
        try session.waitForLastLine("demo>")
        try body(session, scratch)
      }
    }

    /// Tab inserts the common prefix of several candidates, then lists them.
    @Test("Tab inserts the common prefix of several candidates, then lists them")
    func tabCompletesCommonPrefixThenLists() throws {
      try withDemo { session, _ in
        try session.type("pres")
        try session.press("Tab")
        // present / preset / presets share "prese": one letter is inserted, nothing listed.
        let screen = try session.waitForLastLine("demo> prese")
        #expect(!screen.contains(where: { $0.contains("presets") }))
        try session.press("Tab")
        // Nothing more to insert: the candidates are listed under the line, which is redrawn.
        let listed = try session.waitFor("the candidate list") { screen in
          screen.contains("present  preset   presets")
            && TerminalSession.lastLine(screen) == "demo> prese"
        }
        #expect(listed.first == "demo> prese")
      }
    }

    /// Tab completes a unique candidate and adds a space.
    @Test("Tab completes a unique candidate and adds a space")
    func tabCompletesUniqueCandidate() throws {
      try withDemo { session, _ in
        try session.type("dis")
        try session.press("Tab")
        try session.type("x")
        try session.waitForLastLine("demo> dismiss x")
      }
    }

    /// Tab with no candidate leaves the line alone.
    @Test("Tab with no candidate leaves the line alone")
    func tabWithoutCandidates() throws {
      try withDemo { session, _ in
        try session.type("zz")
        try session.press("Tab")
        try session.type("!")
        try session.waitForLastLine("demo> zz!")
      }
    }

    /// Enter returns the line, which is saved at once, and Up recalls it.
    @Test("Enter returns the line, which is saved at once, and Up recalls it")
    func enterThenUpRecalls() throws {
      try withDemo { session, scratch in
        try session.type("dis")
        try session.press("Tab")
        try session.press("Enter")
        try session.waitFor("the echo") { $0.contains("got: dismiss") }
        // Saved at once, not at exit (the demo remembers a line before echoing it).
        #expect(try readHistoryFile(scratch.file("history")) == ["dismiss"])
        try session.waitForLastLine("demo>")
        try session.press("Up")
        try session.waitForLastLine("demo> dismiss")
      }
    }

    /// Ctrl-C clears the half-typed line, keeps running and prompts again.
    @Test("Ctrl-C clears the half-typed line, keeps running and prompts again")
    func ctrlCClearsLine() throws {
      try withDemo { session, _ in
        try session.type("half typed")
        try session.waitForLastLine("demo> half typed")
        try session.press("C-c")
        let screen = try session.waitForLastLine("demo>")
        #expect(screen.contains("demo> half typed^C"))
        try session.type("ok")
        try session.press("Enter")
        let after = try session.waitFor("the echo") { $0.contains("got: ok") }
        #expect(!after.contains(where: { $0.contains("got: half") }))
      }
    }

    /// Non-ASCII input comes back intact.
    @Test("Non-ASCII input comes back intact")
    func unicodeRoundTrips() throws {
      try withDemo { session, _ in
        try session.type("ünïcødé ✓")
        try session.press("Enter")
        try session.waitFor("the echo") { $0.contains("got: ünïcødé ✓") }
      }
    }

    /// Ctrl-D exits; the history file holds the trimmed, non-empty, non-repeated lines.
    @Test("Ctrl-D exits; the history file holds the trimmed, non-empty, non-repeated lines")
    func ctrlDExitsAndSavesHistory() throws {
      try withDemo { session, scratch in
        let lines = ["dismiss", "dismiss", "  drag  ", "", "ünïcødé ✓"]
        for (index, line) in lines.enumerated() {
          if !line.isEmpty { try session.type(line) }
          try session.press("Enter")
          try session.waitFor("the echo of \"\(line)\"") { screen in
            screen.filter { $0.hasPrefix("got:") }.count == index + 1
          }
        }
        try session.press("C-d")
        #expect(try session.waitForExit() == 0)
        let entries = try readHistoryFile(scratch.file("history"))
        #expect(entries == ["dismiss", "drag", "ünïcødé ✓"])
      }
    }

    /// Ctrl-D on a non-empty line edits instead of exiting.
    @Test("Ctrl-D on a non-empty line deletes under the cursor and does not exit")
    func ctrlDOnTextEdits() throws {
      try withDemo { session, _ in
        try session.type("abc")
        try session.press("C-d", "C-b", "C-d")
        try session.waitForLastLine("demo> ab")
        try session.press("Enter")
        try session.waitFor("the echo") { $0.contains("got: ab") }
        try session.waitForLastLine("demo>")
      }
    }

    /// The history file is loaded at start.
    @Test("The history file is loaded at start")
    func historyIsLoaded() throws {
      let binary = try #require(TerminalTools.lineDemo)
      let scratch = try TerminalScratch()
      defer { scratch.remove() }
      let history = scratch.file("history")
      try "_HiStOrY_V2_\nearlier\\040line\n".write(
        toFile: history, atomically: true, encoding: .utf8)
      let command = TerminalSession.demoCommand(binary: binary, scratch: scratch, history: history)
      try TerminalSession.run(command, scratch: scratch) { session in
        try session.waitForLastLine("demo>")
        try session.press("Up")
        try session.waitForLastLine("demo> earlier line")
      }
    }

    /// ~/.editrc is read: lines for modalplay apply, lines for other programs do not.
    @Test("~/.editrc is read: lines for modalplay apply, lines for other programs do not")
    func editrcIsHonoured() throws {
      let binary = try #require(TerminalTools.lineDemo)
      let scratch = try TerminalScratch()
      defer { scratch.remove() }
      try "modalplay:bind -s ^X hello\nother:bind -s ^Y nope\n".write(
        toFile: scratch.file(".editrc"), atomically: true, encoding: .utf8)
      let command = TerminalSession.demoCommand(binary: binary, scratch: scratch, history: nil)
      try TerminalSession.run(command, scratch: scratch) { session in
        try session.waitForLastLine("demo>")
        try session.press("C-x", "C-y")
        try session.type("!")
        try session.waitForLastLine("demo> hello!")
      }
    }

    /// An empty MODALPLAY_HISTORY writes no file at all.
    @Test("An empty MODALPLAY_HISTORY writes no file at all")
    func noHistoryFile() throws {
      try withDemo(history: false) { session, scratch in
        try session.type("preset")
        try session.press("Enter")
        try session.waitFor("the echo") { $0.contains("got: preset") }
        try session.press("C-d")
        #expect(try session.waitForExit() == 0)
        #expect(scratch.contents() == ["tmux.conf", "tmux.out"])
      }
    }

    /// After Ctrl-Z and fg the half-typed line is redrawn and still editable.
    @Test(
      "After Ctrl-Z and fg the half-typed line is redrawn and still editable",
      .enabled(if: TerminalTools.bash != nil, "needs bash for job control"))
    func suspendAndResumeRedraws() throws {
      let binary = try #require(TerminalTools.lineDemo)
      let bash = try #require(TerminalTools.bash)
      let scratch = try TerminalScratch()
      defer { scratch.remove() }
      // An interactive shell with job control, so that Ctrl-Z stops only the demo.
      let shell =
        "exec env -i PATH=/usr/bin:/bin HOME=\(TerminalSession.quote(scratch.path)) "
        + "LC_ALL=\(TerminalTools.utf8Locale) TERM=\"$TERM\" PS1='sh$ ' HISTFILE=/dev/null "
        + "\(TerminalSession.quote(bash)) --norc --noprofile -i"
      try TerminalSession.run(shell, scratch: scratch) { session in
        try session.waitForLastLine("sh$")
        try session.type(
          "MODALPLAY_HISTORY= \(TerminalSession.quote(binary))")
        try session.press("Enter")
        try session.waitForLastLine("demo>")
        try session.type("abc")
        try session.waitForLastLine("demo> abc")
        try session.press("C-z")
        try session.waitForLastLine("sh$")
        try session.type("fg")
        try session.press("Enter")
        try session.waitFor("the redrawn line") { screen in
          screen.contains("sh$ fg") && TerminalSession.lastLine(screen) == "demo> abc"
        }
        try session.type("d")
        try session.press("Enter")
        try session.waitFor("the echo") { $0.contains("got: abcd") }
      }
    }

    /// A resize while a line is typed reaches libedit (SIGWINCH): Tab lists in the new width.
    @Test("A resize while typing reaches the editor: Tab lists candidates in the new width")
    func resizeWhileTyping() throws {
      try withDemo { session, _ in
        try session.type("d")
        try session.waitForLastLine("demo> d")
        try session.resize(columns: 20, rows: 30)
        try session.waitFor("the new width") { screen in screen.allSatisfy { $0.count <= 20 } }
        // dismiss / drag / devices: two 9-column cells fit in 20 columns (one row at 100).
        try session.press("Tab")
        let screen = try session.waitFor("the candidate list") { screen in
          screen.contains("dismiss  devices") && TerminalSession.lastLine(screen) == "demo> d"
        }
        #expect(screen.contains("drag"))
        try session.type("rag")
        try session.press("Enter")
        try session.waitFor("the echo") { $0.contains("got: drag") }
      }
    }
  }

  /// The stream reader (standard input is a file): line endings, UTF-8 repair, the limit.
  @Suite(
    .enabled(if: TerminalTools.lineDemo != nil, "needs the built modalplay-linedemo (swift build)"))
  struct Stream {
    /// Runs the demo on `input` in a scratch directory.
    private func run(_ input: [UInt8]) throws -> StreamRun {
      let binary = try #require(TerminalTools.lineDemo)
      let scratch = try TerminalScratch()
      defer { scratch.remove() }
      return try StreamRun(binary: binary, input: input, scratch: scratch)
    }

    /// `\n` and `\r\n` end lines; a last line without a newline still counts.
    @Test("\\n and \\r\\n end lines; a last line without a newline still counts")
    func lineEndings() throws {
      let result = try run(Array("one\r\ntwo\n\nthree".utf8))
      #expect(result.output == "got: one\ngot: two\ngot: \ngot: three\n")
      #expect(result.status == 0)
    }

    /// Empty input is just the end.
    @Test("Empty input is just the end")
    func emptyInput() throws {
      let result = try run([])
      #expect(result.output == "")
      #expect(result.status == 0)
    }

    /// Invalid UTF-8 is repaired with U+FFFD.
    @Test("Invalid UTF-8 is repaired with U+FFFD")
    func invalidUTF8() throws {
      let result = try run([0x61, 0xFF, 0x62, 0x0A, 0xC3, 0x0A, 0xE2, 0x9C])
      #expect(result.output == "got: a\u{FFFD}b\ngot: \u{FFFD}\ngot: \u{FFFD}\n")
      #expect(result.status == 0)
    }

    /// A line of 1 MiB is accepted; one byte more is refused and skipped.
    @Test("A line of 1 MiB is accepted; one byte more is refused and skipped")
    func lineLimit() throws {
      let limit = 1 << 20
      var input = [UInt8](repeating: UInt8(ascii: "x"), count: limit) + Array("\r\n".utf8)
      input += [UInt8](repeating: UInt8(ascii: "y"), count: limit + 1) + [0x0A]
      input += Array("after\n".utf8)
      input += [UInt8](repeating: UInt8(ascii: "z"), count: 3 * limit)
      let result = try run(input)
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      // Compared by summary: a failure must not print megabytes.
      #expect(lines.map(\.utf8.count) == [5 + limit, 10, 0])
      #expect(lines.first?.allSatisfy { $0 == "x" || "got: ".contains($0) } == true)
      #expect(lines.dropFirst().first == "got: after")
      #expect(
        result.errors
          == "error: line 2 is longer than 1048576 bytes\n"
          + "error: line 4 is longer than 1048576 bytes\n")
      #expect(result.status == 1)
    }
  }

  /// The driver is a program of its own: `modalplay` has no hidden mode that runs it.
  @Test("modalplay ignores MODALPLAY_LINE_DEMO: it runs its commands, it does not echo lines")
  func modalplayHasNoLineDemo() throws {
    let run = try runModalplay(
      ["-c", "quit"], stdin: "hello\n", variables: ["MODALPLAY_LINE_DEMO": "1"])
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(run.stderr == "")
  }
}
