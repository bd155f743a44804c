import ModalCore
import ModalSupport

/// `modalplay test`: runs every `.modal` script under some paths in a fresh session and
/// compares its transcript with the `.expected` file beside it (SHELL.md "Golden
/// transcripts").
public struct TranscriptRunner {
  /// What happened to one script.
  public enum Outcome: Hashable, Sendable {
    case passed
    /// The transcript differs; `line` is the first differing line of the expected file.
    case failed(line: Int, diff: String)
    /// The transcript matches, but the run failed: a transcript never blesses a failure.
    case runFailed(ScriptFailure)
    /// Nothing at the `.expected` path beside the script; the run's failure, when it failed
    /// (then `--update` would refuse it, so the script is to be fixed first).
    case missingExpected(ScriptFailure?)
    /// `--update` wrote the expected file (`changed` false when it was already right).
    case updated(changed: Bool)
    /// `--update` refused to record a run that failed.
    case refused(ScriptFailure)
    /// The script (or its expected file) could not be read or written.
    case unreadable(String)
  }

  /// One script's result.
  public struct Result: Hashable, Sendable {
    public var script: String
    public var expected: String
    public var outcome: Outcome
    /// The script line (`script:line`, nested ones as a chain) that printed the first
    /// differing transcript line, when the transcript differs.
    public var scriptLine: String? = nil
    /// The first differing line, as expected and as printed (nil past the end).
    public var expectedLine: String? = nil
    public var actualLine: String? = nil
    /// True when the `.expected` file has CRLF line endings (compared without the CRs).
    public var crlf = false
    /// The wall time of the run in seconds (monotonic clock), for the machine reports: CI
    /// servers show it per test. The text report leaves it out, so that it stays the same
    /// from run to run.
    public var seconds: Double = 0

    /// A result with no details yet.
    public init(script: String, expected: String, outcome: Outcome) {
      self.script = script
      self.expected = expected
      self.outcome = outcome
    }
  }

  let files: any FileSystem

  /// A runner over a file system.
  public init(files: any FileSystem = LocalFileSystem()) {
    self.files = files
  }

  /// The `.modal` files under `paths` (files are taken as they are, directories searched
  /// recursively, each folder once however many links lead to it), sorted, without
  /// duplicates.
  public func scripts(under paths: [String]) -> [String] {
    var found: [String] = []
    var visited = Set<FolderKey>()
    for path in paths {
      if path.hasSuffix(".modal") {
        found.append(path)
      } else {
        let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        collect(folder, into: &found, visited: &visited)
      }
    }
    var seen = Set<String>()
    return found.sorted().filter { seen.insert($0).inserted }
  }

  /// What tells folders apart: their device and inode, else their canonical path.
  enum FolderKey: Hashable {
    case identity(FileIdentity)
    case path(String)
  }

  func collect(_ directory: String, into found: inout [String], visited: inout Set<FolderKey>) {
    let key = files.identity(directory).map(FolderKey.identity) ?? .path(files.canonical(directory))
    // A folder seen before (a link back up, two links to one folder) is not searched again:
    // the search ends, and each script is found once.
    guard visited.insert(key).inserted else { return }
    for entry in files.list(directory) {
      let path = directory + "/" + entry
      if entry.hasSuffix("/") {
        collect(String(path.dropLast()), into: &found, visited: &visited)
      } else if entry.hasSuffix(".modal") {
        found.append(path)
      }
    }
  }

  /// The expected file beside a script.
  public static func expectedPath(for script: String) -> String {
    String(script.dropLast(".modal".count)) + ".expected"
  }

  /// Runs one script; with `update`, writes its expected file instead of comparing (unless
  /// the run failed). Locations in the transcript name the script by its file name and
  /// relative paths in it resolve in its folder, so it reads the same from any folder.
  public func run(_ script: String, update: Bool = false) throws(FileError) -> Result {
    let bytes = try files.readBytes(script)
    let expectedPath = Self.expectedPath(for: script)
    let name = Paths.fileName(script)
    let run = Transcript.record(bytes: bytes, name: name, path: script, files: files)
    let actual = run.text
    var result = Result(script: script, expected: expectedPath, outcome: .passed)
    var failure = run.failure
    if failure == nil && run.result == .failed {
      failure = ScriptFailure(location: name, message: "the script failed")
    }
    let failed = failure.map {
      ScriptFailure(location: locate($0.location, name, script), message: $0.message)
    }
    // A missing file is a test without its transcript; one that is there but cannot be read
    // (a named pipe, a device, no permission) is an error that says why.
    let raw = files.exists(expectedPath) ? try files.read(expectedPath) : nil
    if update {
      if let failed {
        result.outcome = .refused(failed)
        return result
      }
      if raw != actual { try files.write(expectedPath, actual) }
      result.outcome = .updated(changed: raw != actual)
      return result
    }
    guard let raw else {
      result.outcome = .missingExpected(failed)
      return result
    }
    result.crlf = raw.contains("\r\n")
    let expected = result.crlf ? Self.withoutCR(raw) : raw
    if expected == actual {
      if let failed { result.outcome = .runFailed(failed) }
      return result
    }
    let line = UnifiedDiff.firstDifference(expected, actual)
    let expectedLines = UnifiedDiff.lines(expected)
    let actualLines = UnifiedDiff.lines(actual)
    result.expectedLine = line <= expectedLines.count ? String(expectedLines[line - 1]) : nil
    result.actualLine = line <= actualLines.count ? String(actualLines[line - 1]) : nil
    result.scriptLine = run.location(ofLine: line).map { locate($0, name, script) }
    let diff = UnifiedDiff.make(
      old: expected, new: actual, oldName: expectedPath, newName: script + " (actual)")
    result.outcome = .failed(line: line, diff: diff)
    return result
  }

  /// A location with the script's file name replaced by the path the runner was given.
  func locate(_ location: String, _ name: String, _ script: String) -> String {
    location.hasPrefix(name + ":") ? script + location.dropFirst(name.count) : location
  }

  /// A text with the CR of each CRLF removed.
  static func withoutCR(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var pendingCR = false
    for character in text.unicodeScalars {
      if pendingCR && character != "\n" { result.unicodeScalars.append("\r") }
      pendingCR = character == "\r"
      if !pendingCR { result.unicodeScalars.append(character) }
    }
    if pendingCR { result.unicodeScalars.append("\r") }
    return result
  }

  /// The report line(s) of a result. They quote paths, a script's messages and the lines of the
  /// `.expected` file and of the transcript, all text from outside: their control characters
  /// are visible (``VisibleText``), so that a terminal shows them and does not act on them.
  public static func report(_ result: Result) -> String {
    VisibleText.visible(reportText(result), keepingLineBreaks: true)
  }

  /// ``report(_:)`` as it is built.
  static func reportText(_ result: Result) -> String {
    switch result.outcome {
    case .passed:
      return "ok      \(result.script)"
    case .failed(let line, let diff):
      let body = diff.hasSuffix("\n") ? String(diff.dropLast()) : diff
      let location = result.scriptLine ?? result.script
      let endings = result.crlf ? " (line endings differ too: the .expected has CRLF)" : ""
      return """
        \(location): the transcript differs from \(result.expected):\(line)\(endings)
          expected: \(result.expectedLine ?? "(end of transcript)")
          actual:   \(result.actualLine ?? "(end of transcript)")
        \(body)
        """
    case .runFailed(let failure):
      return
        "\(failure.location): error: \(failure.message)\nFAIL    \(result.script): the run failed (its transcript matches, but a transcript never blesses a failure; use expect error for an intended one)"
    case .missingExpected(nil):
      return
        "\(result.script): no \(result.expected); create it with: modalplay test --update \(result.script) (or modalplay --echo \(result.script) > \(result.expected))"
    case .missingExpected(let failure?):
      return
        "\(failure.location): error: \(failure.message)\n\(result.script): no \(result.expected), and the run failed: fix the script, or mark an intended failure with expect error"
    case .updated(let changed):
      return changed ? "updated \(result.expected)" : "same    \(result.expected)"
    case .unreadable(let message):
      return "\(result.script): \(message)"
    case .refused(let failure):
      return
        "\(failure.location): error: \(failure.message)\nrefused \(result.expected): the run of \(result.script) failed, so it is not recorded (fix it, or mark an intended failure with expect error)"
    }
  }
}
