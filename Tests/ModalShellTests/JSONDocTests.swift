import Foundation
import ModalTestSupport
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
    let section = DocSection(
      "docs/json-output.md", begin: "<!-- step-facts:begin -->", end: "<!-- step-facts:end -->")
    let generated = Self.factsTable().components(separatedBy: "\n")
    #expect(try section.documented(generated) == generated)
  }
}
