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
    case .runFailed(let failure), .refused(let failure):
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
      let name = escape(result.script)
      xml += "    <testcase classname=\"modalplay.transcripts\" name=\"\(name)\""
      guard isFailure(result) else {
        xml += "/>\n"
        continue
      }
      let (message, diff) = message(result)
      xml += ">\n      <failure message=\"\(escape(message))\" type=\"\(status(result))\">"
      xml += escape(diff ?? message, attribute: false) + "</failure>\n    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  /// Text as an XML attribute value (or character data): `& < > " '` escaped, newlines and
  /// tabs as character references in attributes (kept as they are in character data), other
  /// control characters (not allowed in XML) shown as `\u{...}`.
  public static func escape(_ text: String, attribute: Bool = true) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case "\r": out += "&#13;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
