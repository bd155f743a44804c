import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most a run of the binary may take here: a hang (a named pipe waited on, a device read
/// forever) is killed by then and fails the test instead of stopping the suite.
private let watchdog = 60.0

/// A fresh directory holding `files` and a named pipe (with no writer) at each of `pipes`.
private func directory(_ files: [String: String], pipes: [String]) throws -> String {
  let directory = try temporaryDirectory(files)
  for name in pipes { try #require(mkfifo(directory + "/" + name, 0o600) == 0) }
  return directory
}

/// A symbolic link at `directory/name` to `target`.
private func link(_ name: String, in directory: String, to target: String) throws {
  try FileManager.default.createSymbolicLink(
    atPath: directory + "/" + name, withDestinationPath: target)
}

/// Everything modalplay reads is a regular file: a named pipe or a device is refused at once
/// with a one-line reason, never waited on or read forever.
@Suite("Files that are not regular files")
struct SpecialFileTests {
  @Test("modalplay test: a named pipe or device script or .expected fails alone, saying why")
  func transcripts() throws {
    let directory = try directory(
      [
        "a.modal": "echo a\n", "a.expected": "a\n",
        "c.modal": "echo c\n",
      ], pipes: ["b.modal", "d.expected"])
    try "echo d\n".write(toFile: directory + "/d.modal", atomically: true, encoding: .utf8)
    try link("c.expected", in: directory, to: "/dev/zero")
    let run = try runModalplay(["test", "."], directory: directory, timeout: watchdog)
    #expect(run.status == 2)
    #expect(
      run.stdout == """
        ok      ./a.modal
        ./b.modal: cannot read './b.modal': it is a named pipe, not a regular file
        ./c.modal: cannot read './c.expected': it is a character device, not a regular file
        ./d.modal: cannot read './d.expected': it is a named pipe, not a regular file
        4 transcripts: 1 passed, 3 failed

        """)
    #expect(run.stderr == "")
  }

  @Test("modalplay test --update leaves a named pipe .expected alone, saying why")
  func update() throws {
    let directory = try directory(["d.modal": "echo d\n"], pipes: ["d.expected"])
    let run = try runModalplay(
      ["test", "--update", "d.modal"], directory: directory, timeout: watchdog)
    #expect(run.status == 2)
    #expect(
      run.stdout
        == "d.modal: cannot read 'd.expected': it is a named pipe, not a regular file\n1 transcript, 0 updated, 1 refused\n"
    )
  }

  @Test("a script file, a --config file, --html inputs: a named pipe or device is refused")
  func commandLine() throws {
    let directory = try directory([:], pipes: ["p.modal", "p.json"])
    let script = try runModalplay(["p.modal"], directory: directory, timeout: watchdog)
    #expect(script.status == 2)
    #expect(
      script.stderr == "modalplay: cannot read 'p.modal': it is a named pipe, not a regular file\n")
    let zero = try runModalplay(["/dev/zero"], directory: directory, timeout: watchdog)
    #expect(zero.status == 2)
    #expect(
      zero.stderr
        == "modalplay: cannot read '/dev/zero': it is a character device, not a regular file\n")
    let config = try runModalplay(
      ["--config", "p.json", "-c", "quit"], directory: directory, timeout: watchdog)
    #expect(config.status == 2)
    #expect(
      config.stderr == "modalplay: cannot read 'p.json': it is a named pipe, not a regular file\n")
    let device = try runModalplay(
      ["--config", "/dev/zero", "-c", "quit"], directory: directory, timeout: watchdog)
    #expect(
      device.stderr
        == "modalplay: cannot read '/dev/zero': it is a character device, not a regular file\n")
    let page = try runModalplay(
      ["--html", "out.html", "p.modal"], directory: directory, timeout: watchdog)
    #expect(page.status == 2)
    #expect(
      page.stderr == "modalplay: cannot read 'p.modal': it is a named pipe, not a regular file\n")
    #expect(!FileManager.default.fileExists(atPath: directory + "/out.html"))
  }

  @Test("load and source of a named pipe or device fail as commands, and the run goes on")
  func commands() throws {
    let directory = try directory([:], pipes: ["p.modal", "p.json"])
    let run = try runModalplay(
      [
        "--keep-going", "-c", "load p.json", "-c", "source p.modal", "-c", "load /dev/zero",
        "-c", "echo still here",
      ], directory: directory, timeout: watchdog)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        -c:1: error: cannot read 'p.json': it is a named pipe, not a regular file
        -c:2: error: cannot read 'p.modal': it is a named pipe, not a regular file
        -c:3: error: cannot read '/dev/zero': it is a character device, not a regular file

        """)
    #expect(run.stdout == "still here\n")
  }

  @Test("standard input as - stays allowed, a pipe included")
  func standardInput() throws {
    let config =
      #"{ "snapPoints": [{ "layout": { "align": "center/bottom", "width": "stretch", "height": 100 } }] }"#
    let run = try runModalplay(
      ["--quiet", "--config", "-", "-c", "snaps"], stdin: config, timeout: watchdog)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let script = try runModalplay(["-"], stdin: "echo from a pipe\n", timeout: watchdog)
    #expect(script.stdout == "from a pipe\n")
  }

  @Test("a config larger than 16 MiB is refused before it is read")
  func tooLarge() throws {
    let directory = try temporaryDirectory([:])
    let path = directory + "/big.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, (16 << 20) + 1) == 0)
    let run = try runModalplay(
      ["--config", "big.json", "-c", "quit"], directory: directory, timeout: watchdog)
    #expect(run.status == 2)
    #expect(run.stderr == "modalplay: cannot read 'big.json': larger than 16 MiB\n")
  }
}

/// `MODALPLAY_HISTORY` or `~/.editrc` naming a named pipe or a device: the shell starts, says
/// why the file is not used, keeps the history in memory, and leaves the file alone.
@Suite(
  .serialized,
  .enabled(
    if: TerminalTools.canDriveTerminal,
    "needs tmux and the built modalplay binary next to the test bundle (swift build)"))
struct SpecialStartFileTests {
  /// Starts modalplay in a scratch folder (its HOME) with `MODALPLAY_HISTORY=history`, named
  /// pipes at `pipes` (under a memory limit, so that a device read forever fails the test
  /// rather than the machine), and checks the lines it starts with (`lines`, given the
  /// scratch folder), recall from memory and a clean exit.
  private func check(history: String, pipes: [String], lines: (String) -> [String]) throws {
    let binary = try #require(TerminalTools.binary)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    for name in pipes { try #require(mkfifo(scratch.file(name), 0o600) == 0) }
    let variables = [
      "HOME=" + TerminalSession.quote(scratch.path), "LC_ALL=" + TerminalTools.utf8Locale,
      "MODALPLAY_HISTORY=" + TerminalSession.quote(history), "NO_COLOR=1",
    ]
    let command =
      "cd " + TerminalSession.quote(scratch.path) + " && ulimit -v 1000000 && env "
      + variables.joined(separator: " ") + " " + TerminalSession.quote(binary)
      + " --width 80; echo \"[exited $?]\""
    try TerminalSession.run(command, scratch: scratch) { session in
      try session.waitForLastLine("modal[-]>", timeout: 30)
      let screen = try session.joinedScreen()
      for line in lines(scratch.path) { #expect(screen.contains(line), "\(screen)") }
      try session.type("echo kept")
      try session.press("Enter")
      try session.waitForLastLine("modal[-]>")
      try session.press("Up")
      try session.waitForLastLine("modal[-]> echo kept")
      try session.press("C-u")
      try session.press("C-d")
      #expect(try session.waitForExit() == 0)
    }
    #expect(scratch.contents().filter { !$0.hasPrefix("tmux.") } == pipes.sorted())
  }

  @Test("a history file that is a named pipe is not waited on")
  func namedPipe() throws {
    try check(history: "fifo", pipes: ["fifo"]) { _ in
      [
        "modalplay: cannot read 'fifo': it is a named pipe, not a regular file (the history is kept in memory only)"
      ]
    }
  }

  @Test("a history file at /dev/zero is not read forever")
  func device() throws {
    try check(history: "/dev/zero", pipes: []) { _ in
      [
        "modalplay: cannot read '/dev/zero': it is a character device, not a regular file (the history is kept in memory only)"
      ]
    }
  }

  @Test("an ~/.editrc that is a named pipe is not read")
  func editrc() throws {
    try check(history: "", pipes: [".editrc"]) { home in
      [
        "modalplay: cannot read '\(home)/.editrc': it is a named pipe, not a regular file (it is not read)"
      ]
    }
  }
}
