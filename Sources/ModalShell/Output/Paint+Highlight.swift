import ModalCore
import ModalSupport

// Colour that marks what a text is about: a `Highlight` around words that are there
// anyway, so that the text reads the same without colour.
extension Paint {
  /// `text` in a highlight when colour is enabled, else unchanged.
  func highlight(_ text: String, _ highlight: Highlight) -> String {
    enabled ? highlight.wrap(text) : text
  }

  /// A lint report with each finding's severity (`  error:`, `  warning:`, `  note:` at the
  /// start of its line, `Lint.report`) in its highlight.
  func severities(_ report: String) -> String {
    guard enabled else { return report }
    return report.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      for severity in LintFinding.Severity.allCases {
        let prefix = "  \(severity.rawValue):"
        guard line.hasPrefix(prefix) else { continue }
        let word = severity.rawValue
        return "  " + highlight(word, Self.highlight(of: severity)) + line.dropFirst(2 + word.count)
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The highlight of a severity.
  static func highlight(of severity: LintFinding.Severity) -> Highlight {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .note: .note
    }
  }

  /// A line of `explain`'s points table with its note `chosen` (the last column) highlighted.
  func chosen(_ line: String) -> String {
    guard enabled, line.hasSuffix(" chosen") else { return line }
    return line.dropLast(6) + highlight("chosen", .chosen)
  }
}
