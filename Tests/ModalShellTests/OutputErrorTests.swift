import Foundation
import Testing

/// What a full disk says.
private let noSpace = "modalplay: cannot write standard output: No space left on device\n"

/// A script of `count` lines that each print a 70-character line: far more output than a
/// pipe holds.
private func longScript(_ count: Int) -> String {
  String(repeating: "echo " + String(repeating: "x", count: 70) + "\n", count: count)
}

/// Runs a shell command line with bash; its standard output and error.
private func bash(_ command: String, directory: String) throws -> (stdout: String, stderr: String) {
  let shell = try #require(TerminalTools.bash, "needs bash")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: shell)
  process.arguments = ["-c", command]
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  var environment = ProcessInfo.processInfo.environment
  environment["MODALPLAY_HISTORY"] = ""
  process.environment = environment
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// Output that does not reach its file is an error: one line on standard error and exit
/// status 1, never a silent success. A reader that went away (a closed pipe) ends the output
/// quietly, as before.
@Suite("Write errors on standard output and error")
struct OutputErrorTests {
  @Test(
    "a full standard output is reported and exits 1",
    arguments: [
      ["--preset", "ios-sheet", "--export", "uikit"],
      ["-c", "echo hello"],
      ["--help"],
      ["--version"],
      ["-"],
    ])
  func fullStandardOutput(_ arguments: [String]) throws {
    let run = try runModalplay(
      arguments, stdin: longScript(2000), standardOutput: "/dev/full")
    #expect(run.status == 1)
    #expect(run.stderr == noSpace)
  }

  @Test("modalplay test and --html: the files are written, the full output still reported")
  func fullOutputOfReports() throws {
    let directory = try temporaryDirectory([
      "a.modal": "echo a\n", "a.expected": "modal[-]> echo a\na\n",
    ])
    let test = try runModalplay(
      ["test", "a.modal", "--junit", "report.xml"], directory: directory,
      standardOutput: "/dev/full")
    #expect(test.status == 1)
    #expect(test.stderr == noSpace)
    #expect(FileManager.default.fileExists(atPath: directory + "/report.xml"))
    let page = try runModalplay(
      ["--html", "page.html", "a.modal"], directory: directory, standardOutput: "/dev/full")
    #expect(page.status == 1)
    #expect(page.stderr == noSpace)
    #expect(FileManager.default.fileExists(atPath: directory + "/page.html"))
  }

  @Test("a failure keeps its own exit status; the full output is still said")
  func failureKeepsItsStatus() throws {
    let run = try runModalplay(["-c", "echo hello", "-c", "snap 9"], standardOutput: "/dev/full")
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "-c:2: error: cannot snap: the modal is not presented (present it first)\n" + noSpace)
    let missing = try runModalplay(
      ["-c", "echo hello", "missing.modal"], standardOutput: "/dev/full")
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "modalplay: cannot read 'missing.modal': No such file or directory\n" + noSpace)
  }

  @Test("a full standard error exits 1 where the run succeeded")
  func fullStandardError() throws {
    let run = try runModalplay(
      ["--quiet", "-c", "snap 9", "-c", "expect error \"not presented\""],
      standardError: "/dev/full")
    #expect(run.status == 1)
    #expect(run.stdout == "")
  }

  @Test("a closed pipe ends the output quietly, as it always did")
  func closedPipe() throws {
    let binary = try #require(modalplayBinary)
    let directory = try temporaryDirectory(["long.modal": longScript(20_000)])
    let quoted = "'" + binary + "'"
    // SIGPIPE ends the program, as it ends cat or grep: 128 + 13, and nothing said.
    let killed = try bash(
      quoted + " long.modal | head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\"",
      directory: directory)
    #expect(killed.stdout == "141\n")
    #expect(killed.stderr == "")
    // SIGPIPE ignored (inherited so): the write fails with EPIPE, the rest is dropped quietly.
    let ignored = try bash(
      "trap '' PIPE; " + quoted + " long.modal | head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\"",
      directory: directory)
    #expect(ignored.stdout == "0\n")
    #expect(ignored.stderr == "")
  }
}
