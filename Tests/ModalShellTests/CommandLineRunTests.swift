import Foundation
import Testing

// How the binary runs its inputs (Sources/modalplay/Main.swift): the -c commands first, then
// the files in order in one session; what stops the run, and with which exit code.
@Suite("Command line: the order of the inputs and what stops them", .serialized)
struct CommandLineRunTests {
  static let files = [
    "a.modal": "echo a\n", "b.modal": "echo b\n", "fail.modal": "frobnicate\n",
    "quit.modal": "quit\n", "-dashed.modal": "echo dashed\n",
  ]

  @Test("-c commands run first, then the files in order")
  func order() throws {
    let directory = try temporaryDirectory(Self.files)
    let run = try runModalplay(
      ["--quiet", "a.modal", "-c", "echo c1", "b.modal", "-c", "echo c2"], directory: directory)
    #expect(run.status == 0)
    #expect(run.stdout == "c1\nc2\na\nb\n")
    #expect(run.stderr == "")
  }

  @Test("a failing file stops the files after it (exit 1) unless --keep-going")
  func failureStops() throws {
    let directory = try temporaryDirectory(Self.files)
    let stopped = try runModalplay(["--quiet", "fail.modal", "b.modal"], directory: directory)
    #expect(stopped.status == 1)
    #expect(stopped.stdout == "")
    #expect(stopped.stderr.hasPrefix("fail.modal:1: error: unknown command 'frobnicate'"))
    let going = try runModalplay(
      ["--quiet", "--keep-going", "fail.modal", "b.modal"], directory: directory)
    #expect(going.status == 1)
    #expect(going.stdout == "b\n")
    let command = try runModalplay(
      ["--quiet", "-c", "frobnicate", "a.modal"], directory: directory)
    #expect(command.status == 1)
    #expect(command.stdout == "")
    #expect(command.stderr.hasPrefix("-c:1: error: unknown command 'frobnicate'"))
  }

  @Test("quit in a file or a -c command ends the run with the status so far")
  func quitStops() throws {
    let directory = try temporaryDirectory(Self.files)
    let file = try runModalplay(["--quiet", "quit.modal", "b.modal"], directory: directory)
    #expect(file.status == 0)
    #expect(file.stdout == "")
    let command = try runModalplay(["--quiet", "-c", "quit", "a.modal"], directory: directory)
    #expect(command.status == 0)
    #expect(command.stdout == "")
    let afterFailure = try runModalplay(
      ["--quiet", "--keep-going", "fail.modal", "quit.modal", "b.modal"], directory: directory)
    #expect(afterFailure.status == 1)
    #expect(afterFailure.stdout == "")
  }

  @Test("a directory is not a script (exit 2); after --, a name starting with - is a file")
  func files() throws {
    let directory = try temporaryDirectory(Self.files)
    try FileManager.default.createDirectory(
      atPath: directory + "/folder", withIntermediateDirectories: true)
    let folder = try runModalplay(["--quiet", "a.modal", "folder"], directory: directory)
    #expect(folder.status == 2)
    #expect(folder.stdout == "a\n")
    #expect(folder.stderr == "modalplay: cannot read 'folder': it is a directory\n")
    let dashed = try runModalplay(["--quiet", "--", "-dashed.modal"], directory: directory)
    #expect(dashed.status == 0)
    #expect(dashed.stdout == "dashed\n")
  }

  @Test("--preset and --config together are a usage error")
  func presetAndConfig() throws {
    let run = try runModalplay(["--preset", "demo01", "--config=x.json"])
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        modalplay: --preset and --config cannot be used together
        usage: modalplay [options] [FILE...] [-c COMMAND]...   (modalplay --help for more)

        """)
  }

  /// The test driver survives a binary that exits without reading its input: the unread
  /// megabyte of stdin is an EPIPE for the writer, not a SIGPIPE that ends every test.
  @Test("-c quit with a megabyte of unread standard input exits 0 and prints nothing")
  func unreadInput() throws {
    let run = try runModalplay(
      ["-c", "quit"], stdin: String(repeating: "present\n", count: 131_072))
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(run.stderr == "")
  }
}
