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

  /// The one-line message of a failure, the diff (if any) apart.
  static func message(_ result: TranscriptRunner.Result) -> (message: String, diff: String?) {
    let report = TranscriptRunner.report(result)
    if case .failed(_, let diff) = result.outcome {
      let first = report.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
      return (String(first), diff)
    }
    return (report.split(separator: "\n").joined(separator: "; "), nil)
  }

  /// One JSON object (one line) for a result: `script`, `expected`, `status`, and for a
  /// failure `message`, `location` and (when the transcript differs) `line` and `diff`.
  public static func json(_ result: TranscriptRunner.Result) -> String {
    var fields = [
      "\"script\": \(Text.json(result.script))",
      "\"expected\": \(Text.json(result.expected))",
      "\"status\": \(Text.json(status(result)))",
    ]
    switch result.outcome {
    case .failed(let line, _):
      fields.append("\"line\": \(line)")
      if let location = result.scriptLine { fields.append("\"location\": \(Text.json(location))") }
    case .runFailed(let failure), .refused(let failure), .missingExpected(let failure?):
      fields.append("\"location\": \(Text.json(failure.location))")
    default:
      break
    }
    if isFailure(result) {
      let (message, diff) = message(result)
      fields.append("\"message\": \(Text.json(message))")
      if let diff { fields.append("\"diff\": \(Text.json(diff))") }
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A JUnit XML document: one `<testsuite>` named `modalplay`, one `<testcase>` per
  /// transcript (its name the script), a `<failure>` with the message and the diff.
  public static func junit(_ results: [TranscriptRunner.Result]) -> String {
    let failures = results.filter(isFailure).count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\">\n"
      + "  <testsuite name=\"modalplay\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
    for result in results {
      let name = VisibleText.xml(result.script)
      xml += "    <testcase classname=\"modalplay.transcripts\" name=\"\(name)\""
      guard isFailure(result) else {
        xml += "/>\n"
        continue
      }
      let (message, diff) = message(result)
      xml += ">\n      <failure message=\"\(VisibleText.xml(message))\" type=\"\(status(result))\">"
      xml += VisibleText.xml(diff ?? message, attribute: false) + "</failure>\n    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }
}
