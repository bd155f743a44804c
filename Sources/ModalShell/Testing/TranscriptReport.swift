import ModalCore
import ModalSupport

/// The results of `modalplay test` for machines: JUnit XML for CI systems and one JSON
/// object per transcript (docs/scripts.md).
public enum TranscriptReport {
  /// A result's status word: passed, failed, run-failed, missing, updated, same, refused,
  /// unreadable.
  public static func status(_ result: TranscriptRunner.Result) -> String {
    switch result.outcome {
    case .passed: "passed"
    case .failed: "failed"
    case .runFailed: "run-failed"
    case .missingExpected: "missing"
    case .updated(let changed): changed ? "updated" : "same"
    case .refused: "refused"
    case .unreadable: "unreadable"
    }
  }

  /// True when the result counts as a failure.
  public static func isFailure(_ result: TranscriptRunner.Result) -> Bool {
    switch result.outcome {
    case .passed, .updated: false
    case .failed, .runFailed, .missingExpected, .refused, .unreadable: true
    }
  }

  /// True when the result could not be run at all (an unreadable script or `.expected`):
  /// JUnit counts these as errors, apart from the failures of runs that ran.
  public static func isError(_ result: TranscriptRunner.Result) -> Bool {
    if case .unreadable = result.outcome { return true }
    return false
  }

  /// The one-line message of a failure, the diff (if any) apart: the first line of the text
  /// report, which starts with the `file:line` of the failing line (or the script's path
  /// when there is none) and holds the error without the console's layout.
  static func message(_ result: TranscriptRunner.Result) -> (message: String, diff: String?) {
    let report = TranscriptRunner.report(result)
    let first = report.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    if case .failed(_, let diff) = result.outcome { return (String(first), diff) }
    return (String(first), nil)
  }

  /// Where a failure points, so that a CI server can annotate the line: the outermost script
  /// line of its location (the one that printed the first differing line for a transcript that
  /// differs), else the script with no line; nil for a result that is not a failure.
  public static func place(_ result: TranscriptRunner.Result) -> (file: String, line: Int?)? {
    let location: String
    switch result.outcome {
    case .passed, .updated: return nil
    case .missingExpected(nil), .unreadable: return (result.script, nil)
    case .failed: location = result.scriptLine ?? result.script
    case .runFailed(let failure), .refused(let failure), .missingExpected(let failure?):
      location = failure.location
    }
    // A nested location reads `a.modal:4: in b.modal:2`, the outermost script first.
    let outer = location.firstRange(of: ": in ").map { location[..<$0.lowerBound] } ?? location[...]
    if let colon = outer.lastIndex(of: ":"), let line = Int(outer[outer.index(after: colon)...]) {
      return (String(outer[..<colon]), line)
    }
    return (String(outer), nil)
  }

  /// Seconds with 3 decimals, as both reports write a time (a JSON number, an XML decimal).
  static func time(_ seconds: Double) -> String {
    FixedFormat.format(elapsed(seconds), decimals: 3)
  }

  /// A run's seconds, 0 when the clock gave nothing usable.
  static func elapsed(_ seconds: Double) -> Double { seconds.isFinite && seconds > 0 ? seconds : 0 }

  /// One JSON object (one line) for a result: `script`, `expected`, `status`, `time`, and for
  /// a failure `file` and (when it has one) `line` of the failing script line, `location` (its
  /// full chain), `message` and, when the transcript differs, `expectedLine` and `diff` (its
  /// lines, as an array).
  public static func json(_ result: TranscriptRunner.Result) -> String {
    var fields: [(key: String, value: JSONValue)] = [
      ("script", .string(result.script)), ("expected", .string(result.expected)),
      ("status", .string(status(result))),
      ("time", .fixed(elapsed(result.seconds), decimals: 3)),
    ]
    if let place = place(result) {
      fields.append(("file", .string(place.file)))
      if let line = place.line { fields.append(("line", .integer(line))) }
    }
    switch result.outcome {
    case .failed(let line, _):
      fields.append(("expectedLine", .integer(line)))
      if let location = result.scriptLine { fields.append(("location", .string(location))) }
    case .runFailed(let failure), .refused(let failure), .missingExpected(let failure?):
      fields.append(("location", .string(failure.location)))
    default:
      break
    }
    if isFailure(result) {
      let (message, diff) = message(result)
      fields.append(("message", .string(message)))
      if let diff {
        fields.append(("diff", .array(UnifiedDiff.lines(diff).map { .string(String($0)) })))
      }
    }
    return JSONValue.object(fields).line
  }

  /// A JUnit XML document in the shape CI servers validate (Jenkins xUnit's junit-10.xsd): one
  /// `<testsuite>` named `modalplay` with its counts, time, `timestamp` (UTC,
  /// `YYYY-MM-DDTHH:MM:SS`) and `hostname`; one `<testcase>` per transcript (its name the
  /// script, its time the run's) with a `<failure>`, or an `<error>` for a script that could
  /// not be run, whose message starts with the failing `file:line` and whose text is the diff.
  /// `timestamp` and `hostname` are parameters so that a report can be compared exactly.
  public static func junit(
    _ results: [TranscriptRunner.Result], timestamp: String = RunClock.utcTimestamp(),
    hostname: String = RunClock.hostname()
  ) -> String {
    let errors = results.filter(isError).count
    let failures = results.filter(isFailure).count - errors
    let total = time(results.reduce(0) { $0 + $1.seconds })
    let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites \(counts) time=\"\(total)\">\n"
      + "  <testsuite name=\"modalplay\" \(counts) skipped=\"0\" time=\"\(total)\""
      + " timestamp=\"\(VisibleText.xml(timestamp))\" hostname=\"\(VisibleText.xml(hostname))\">\n"
    for result in results {
      let name = VisibleText.xml(result.script)
      xml +=
        "    <testcase classname=\"modalplay.transcripts\" name=\"\(name)\" time=\"\(time(result.seconds))\""
      guard isFailure(result) else {
        xml += "/>\n"
        continue
      }
      let element = isError(result) ? "error" : "failure"
      let (message, diff) = message(result)
      xml +=
        ">\n      <\(element) message=\"\(VisibleText.xml(message))\" type=\"\(status(result))\">"
      xml += VisibleText.xml(diff ?? message, attribute: false) + "</\(element)>\n    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }
}
