import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The history file (issue 11, failure 6): appended one whole line per entry, so that a kill
/// at any moment leaves it whole and two editors sharing it both keep their lines; compacted
/// at start-up only when far too long. Checked with libedit's own H_LOAD (through
/// `modalplay-linedemo --read-history`).
@Suite(
  .serialized,
  .enabled(if: TerminalTools.lineDemo != nil, "needs the built modalplay-linedemo (swift build)"))
struct HistoryTests {
  /// Runs `body` with the line demo, a scratch directory and the path of a history file in
  /// it (not created); needs tmux.
  private func withHistory(_ body: (String, TerminalScratch, String) throws -> Void) throws {
    let binary = try #require(TerminalTools.lineDemo)
    try #require(TerminalTools.tmux != nil, "needs tmux")
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    try body(binary, scratch, scratch.file("history"))
  }

  /// A history file of `entries` in libedit's format.
  private func writeHistory(_ entries: [String], to path: String) throws {
    let text = "_HiStOrY_V2_\n" + entries.map { $0 + "\n" }.joined()
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  @Test("Appended entries read back through libedit's H_LOAD exactly, awkward bytes included")
  func appendedEntriesLoad() throws {
    let binary = try #require(TerminalTools.lineDemo)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    let path = scratch.file("history")
    let entries = [
      "plain", "two words", "tab\there", "back\\slash", "\\040 literal", "ünïcødé ✓",
      "ctrl\u{1}a", "del\u{7F}", " lead and trail ", "new\nline", "\\", "M-x \\^A",
    ]
    let output = scratch.file("out")
    let status = try TerminalProcess.run(
      binary, ["--append-history", path] + entries,
      environment: ["LC_ALL": TerminalTools.utf8Locale], output: output, errors: output)
    #expect(status == 0)
    #expect(try loadHistoryWithLibedit(path, scratch: scratch) == entries)
    let bytes = try String(contentsOfFile: path, encoding: .utf8)
    #expect(bytes.hasPrefix("_HiStOrY_V2_\nplain\ntwo\\040words\ntab\\011here\nback\\\\slash\n"))
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
  }

  @Test("Two editors sharing a history file both keep their lines, interleaved")
  func twoEditorsShareTheFile() throws {
    try withHistory { binary, scratch, history in
      try writeHistory(["earlier"], to: history)
      let command = TerminalSession.demoCommand(binary: binary, scratch: scratch, history: history)
      try TerminalSession.run(command, scratch: scratch) { first in
        try TerminalSession.run(command, scratch: scratch) { second in
          try first.waitForLastLine("demo>")
          try second.waitForLastLine("demo>")
          for (session, line) in [(first, "a1"), (second, "b1"), (first, "a2"), (second, "b2")] {
            try session.type(line)
            try session.press("Enter")
            try session.waitFor("the echo of \(line)") { $0.contains("got: \(line)") }
          }
          try first.press("C-d")
          #expect(try first.waitForExit() == 0)
          try second.press("C-d")
          #expect(try second.waitForExit() == 0)
        }
      }
      #expect(
        try loadHistoryWithLibedit(history, scratch: scratch) == [
          "earlier", "a1", "b1", "a2", "b2",
        ])
    }
  }

  @Test("An editor killed at random moments while it writes history leaves the file whole")
  func killedAtRandomMoments() throws {
    try withHistory { binary, scratch, history in
      // 1 000 entries, the history's size: each line rewrote all of them before the fix.
      var expected = (1...1000).map { "earlier entry \($0)" }
      try writeHistory(
        expected.map { $0.replacingOccurrences(of: " ", with: "\\040") }, to: history)
      var random = SystemRandomNumberGenerator()
      let signals = [SIGKILL, SIGTERM, SIGHUP]
      for round in 1...6 {
        let child = try ChildOfShell(binary: binary, scratch: scratch, history: history)
        let typed = (1...12).map { "round \(round) line \($0)" }
        let killAfter = Int.random(in: 1...typed.count, using: &random)
        let signal = signals[(round - 1) % signals.count]
        try TerminalSession.run(child.command, scratch: scratch) { session in
          try session.waitForLastLine("demo>")
          let pid = try child.pid()
          for line in typed.prefix(killAfter) {
            try session.type(line)
            try session.press("Enter")
          }
          usleep(UInt32.random(in: 0...20_000, using: &random))
          kill(pid, signal)
          _ = try ChildOfShell.waitForParent(session)
        }
        let entries = try #require(try loadHistoryWithLibedit(history, scratch: scratch))
        // Whole: everything before, then the lines of this round in order, possibly without
        // the last ones typed (the kill may come before they were entered).
        let added = entries.count - expected.count
        #expect(added >= 0 && added <= killAfter, "round \(round): \(added) of \(killAfter)")
        #expect(Array(entries.prefix(expected.count)) == expected, "round \(round)")
        #expect(Array(entries.dropFirst(expected.count)) == Array(typed.prefix(max(0, added))))
        expected = entries
      }
    }
  }

  @Test("A file over twice the history size is compacted at start to the newest entries")
  func compactionAtStart() throws {
    try withHistory { binary, scratch, history in
      try writeHistory((1...2001).map { "e\($0)" }, to: history)
      let twice = scratch.file("history-2000")
      try writeHistory((1...2000).map { "e\($0)" }, to: twice)
      let command = TerminalSession.demoCommand(binary: binary, scratch: scratch, history: history)
      try TerminalSession.run(command, scratch: scratch) { session in
        try session.waitForLastLine("demo>")
        #expect(
          try loadHistoryWithLibedit(history, scratch: scratch) == (1002...2001).map { "e\($0)" })
        try session.type("after")
        try session.press("Enter")
        try session.waitFor("the echo") { $0.contains("got: after") }
        try session.press("Up")
        try session.waitForLastLine("demo> after")
      }
      #expect(
        try loadHistoryWithLibedit(history, scratch: scratch)
          == (1002...2001).map { "e\($0)" } + ["after"])
      // Exactly twice the size is left alone.
      let atLimit = TerminalSession.demoCommand(binary: binary, scratch: scratch, history: twice)
      try TerminalSession.run(atLimit, scratch: scratch) { session in
        try session.waitForLastLine("demo>")
        try session.press("C-d")
        #expect(try session.waitForExit() == 0)
      }
      #expect(try loadHistoryWithLibedit(twice, scratch: scratch)?.count == 2000)
      #expect(scratch.contents().filter { $0.contains(".tmp-") } == [])
    }
  }

  @Test("A compaction waits for the file's lock: a line another shell appends meanwhile stays")
  func compactionWaitsForTheLock() throws {
    try withHistory { binary, scratch, history in
      try writeHistory((1...2001).map { "e\($0)" }, to: history)
      // Another shell, in the middle of its append: the file open and locked.
      let other = open(history, O_WRONLY | O_APPEND)
      try #require(other >= 0)
      #expect(flock(other, LOCK_EX) == 0)
      let command = TerminalSession.demoCommand(
        binary: binary, scratch: scratch, history: history)
      try TerminalSession.run(command, scratch: scratch) { session in
        usleep(300_000)
        #expect(TerminalSession.lastLine(try session.screen()) != "demo>")
        let line = Array("appended\\040meanwhile\n".utf8)
        #expect(write(other, line, line.count) == line.count)
        close(other)  // releases the lock
        try session.waitForLastLine("demo>")
        try session.press("Up")
        try session.waitForLastLine("demo> appended meanwhile")
      }
      #expect(
        try loadHistoryWithLibedit(history, scratch: scratch)
          == (1003...2001).map { "e\($0)" } + ["appended meanwhile"])
    }
  }
}
