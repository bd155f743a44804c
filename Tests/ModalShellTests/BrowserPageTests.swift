import Foundation
import Testing

/// What the browser test needs: Chromium, Python 3 and the built `modalplay`.
enum BrowserTools {
  static let chromium: String? =
    TerminalTools.findOnPath("chromium") ?? TerminalTools.findOnPath("chromium-browser")
  static let python: String? = TerminalTools.findOnPath("python3")
  static var canRun: Bool { chromium != nil && python != nil && modalplayBinary != nil }
}

/// The session page in a real browser (issue 15): `modalplay --html` writes the page of a
/// small lesson, and Tests/Browser/check_page.py opens it headless in Chromium from a
/// `file://` URL, chooses two steps (a click, a key press), and checks the screenshots, the
/// step list, the output pane, the device's rounded outline, the release map's picture under
/// its text (no wider than its pane) and that no network request was made.
@Suite(
  .serialized,
  .enabled(
    if: BrowserTools.canRun,
    "needs chromium and python3 on the PATH and the built modalplay binary (swift build)"))
struct BrowserPageTests {
  static let lesson = """
    # The browser test: demo01's sheet at 30 % (snap 1, percent 0.300), its release map and
    # compare's frames (pictures under the text), then the sheet at 87.5 % (snap 3); the last
    # step prints nothing.
    echo a sheet at 30 %, then at 87.5 %
    present
    releasemap --rows 8
    compare ios-sheet
    snap 3
    expect snap 3
    """

  @Test("The page plays in Chromium: two steps chosen, screenshots differ, no network")
  func pageInChromium() throws {
    let directory = try temporaryDirectory(["lesson.modal": Self.lesson])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let page = try runModalplay(["--html", "lesson.html", "lesson.modal"], directory: directory)
    #expect(page.status == 0, "\(page.stderr)")
    let transcript = try runModalplay(["--echo", "lesson.modal"], directory: directory)
    #expect(transcript.status == 0)
    #expect(transcript.stdout.contains("at       snap 1   percent 0.300"))
    #expect(transcript.stdout.contains("at       snap 3   percent 0.875"))
    try transcript.stdout.write(
      toFile: directory + "/lesson.expected", atomically: true, encoding: .utf8)

    let started = Date()
    let check = try runChecker([
      packageRoot + "/Tests/Browser/check_page.py", "--chromium",
      try #require(BrowserTools.chromium),
      "--page", directory + "/lesson.html", "--transcript", directory + "/lesson.expected",
      "--script", directory + "/lesson.modal",
      "--steps", "2,5", "--timeout", "45",
    ])
    let elapsed = Date().timeIntervalSince(started)
    print(check.output)
    #expect(check.status == 0, "check_page.py failed:\n\(check.output)")
    #expect(elapsed < 60)
  }

  /// Runs python3 on `arguments`, stopped (SIGTERM: it kills Chromium on the way out) after
  /// 55 s; its exit status and its output.
  func runChecker(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(BrowserTools.python))
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let reader = OutputReader(output.fileHandleForReading)
    let deadline = Date().addingTimeInterval(55)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      Thread.sleep(forTimeInterval: 3)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    return (process.terminationStatus, reader.finish())
  }
}

/// Reads a pipe to its end on a thread of its own (a full pipe never blocks the child).
final class OutputReader: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread {
      let all = handle.readDataToEndOfFile()
      self.lock.lock()
      self.data = all
      self.lock.unlock()
      self.done.signal()
    }.start()
  }

  /// The whole output, once the pipe is closed.
  func finish() -> String {
    done.wait()
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: data, as: UTF8.self)
  }
}
