import Foundation
import Testing

@testable import ModalShell

@Suite("docs/json-output.md is checked against the declarations")
struct JSONDocTests {
  /// The step facts as docs/json-output.md lists them: one row per fact of ``StepFacts/all``.
  static func factsTable() -> String {
    var rows = [
      "| JSON path | `expect` name | kind | unit | tolerance | what |",
      "|---|---|---|---|---|---|",
    ]
    for fact in StepFacts.all {
      let kind =
        switch fact.kind {
        case .number(let decimals): "number (\(decimals) decimals)"
        case .name: "name"
        case .flag: "boolean"
        }
      let tolerance = fact.tolerance.map(Expectations.decimal) ?? ""
      rows.append(
        "| `\(fact.path.joined(separator: "."))` | `\(fact.name)` | \(kind) | \(fact.unit) | "
          + "\(tolerance) | \(fact.summary) |")
    }
    return rows.joined(separator: "\n")
  }

  @Test("the step facts table is the table of StepFacts (MODALPLAY_UPDATE_DOCS=1 rewrites it)")
  func stepFacts() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/json-output.md")
    let doc = try String(contentsOf: url, encoding: .utf8)
    let (begin, end) = ("<!-- step-facts:begin -->\n", "<!-- step-facts:end -->")
    let start = try #require(doc.range(of: begin))
    let stop = try #require(doc.range(of: end, range: start.upperBound..<doc.endIndex))
    let wanted = Self.factsTable() + "\n"
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_DOCS"] == "1" {
      let updated = doc.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: wanted)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(String(doc[start.upperBound..<stop.lowerBound]) == wanted)
  }
}
