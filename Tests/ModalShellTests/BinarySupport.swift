import Foundation
import Testing

/// The built `modalplay` binary: next to the test bundle in the build directory (or
/// `MODALPLAY_BINARY`), else in the package's debug build directory.
let modalplayBinary: String? = {
  if let found = TerminalTools.binary { return found }
  let fallback = packageRoot + "/.build/debug/modalplay"
  return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
}()

/// What a run of the binary gave.
struct BinaryRun {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `modalplay` with arguments and standard input, in `directory`, with `variables` added
/// to the environment; `interruptAfter` sends SIGINT after that many seconds. `timeout` kills
/// the run (SIGKILL) when it has not ended by then, so that a hang fails the test (the status
/// is then the signal's, 9) instead of stopping the suite. `standardOutput` and
/// `standardError` send those streams to a file (such as `/dev/full`) instead of the strings
/// returned, which are then empty.
func runModalplay(
  _ arguments: [String], stdin: String = "", directory: String? = nil,
  variables: [String: String] = [:], interruptAfter: Double? = nil, timeout: Double? = nil,
  standardOutput: String? = nil, standardError: String? = nil
) throws -> BinaryRun {
  let binary = try #require(modalplayBinary, "the modalplay binary was not built")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  environment["MODALPLAY_HISTORY"] = ""
  environment.merge(variables) { _, added in added }
  process.environment = environment
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  process.standardInput = input
  if let standardOutput {
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: standardOutput))
  } else {
    process.standardOutput = output
  }
  if let standardError {
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: standardError))
  } else {
    process.standardError = errors
  }
  try process.run()
  // A binary that exits before reading all its input (`-c quit`) closes the pipe: with
  // SIGPIPE blocked on this thread (only: the child and the other tests keep the default) the
  // write fails with EPIPE instead of the signal ending the whole test process (a flake seen
  // once in a full run); the error is ignored, the run's own output is what is checked.
  let writer = Thread {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
    try? input.fileHandleForWriting.close()
  }
  writer.start()
  if let timeout {
    let pid = process.processIdentifier
    let watchdog = Thread {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      if process.isRunning { kill(pid, SIGKILL) }
    }
    watchdog.start()
  }
  if let delay = interruptAfter {
    Thread.sleep(forTimeInterval: delay)
    kill(process.processIdentifier, SIGINT)
  }
  let out = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
  let err = standardError == nil ? errors.fileHandleForReading.readDataToEndOfFile() : Data()
  process.waitUntilExit()
  return BinaryRun(
    status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
    stderr: String(decoding: err, as: UTF8.self))
}

/// A fresh temporary directory holding the given files.
func temporaryDirectory(_ files: [String: String]) throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "modalplay-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for (name, contents) in files {
    try contents.write(
      to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
  return directory.path
}
