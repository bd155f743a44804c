import Foundation
import ModalCore
import Testing

@testable import ModalShell

// Issue 17: standard error is buffered like standard output; where the two streams reach one
// file, each stream is flushed before the other is written, so they keep their order.
@Suite("Output: the two buffered streams keep their order", .serialized)
struct OutputOrderTests {
  @Test("errors and output through one pipe come in the order the lines ran")
  func interleaved() throws {
    let binary = try #require(modalplayBinary, "the modalplay binary was not built")
    let script = ["echo one", "frobnicate", "echo two", "snap 99", "snap 98", "echo three"]
    let directory = try temporaryDirectory(["order.modal": script.joined(separator: "\n") + "\n"])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "exec \"$0\" --quiet --keep-going -c present order.modal 2>&1", binary,
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["MODALPLAY_HISTORY"] = ""
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    let interesting = lines.filter { $0.contains("error") || !$0.contains(" ") }
    #expect(
      interesting == [
        "one",
        "order.modal:2: error: unknown command 'frobnicate' (type help for the list of commands)",
        "two",
        "order.modal:4: error: no snap point 99: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)",
        "order.modal:5: error: no snap point 98: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)",
        "three",
      ])
    #expect(process.terminationStatus == 1)
  }

  @Test("a multi-action step that fails leaves the manager as it was")
  func multiActionStepAllOrNothing() throws {
    var session = try quietSession()
    let before = session.manager
    #expect(throws: ShellError.self) {
      _ = try session.step("both", [.snap(.index(2)), .snap(.index(99))])
    }
    #expect(session.manager == before)
    #expect(session.manager.log == before.log)
    _ = try session.step("both", [.snap(.index(2)), .snap(.index(3))])
    #expect(session.manager.currentIndex == 3)
  }
}
