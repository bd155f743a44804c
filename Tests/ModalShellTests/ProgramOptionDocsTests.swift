import Foundation
import ModalShell
import Testing

/// The documentation's option lists are the table's: README.md (`modalplay` and `--html`),
/// docs/scripts.md (`modalplay test`) and docs/html.md (what `--html` takes and refuses), each
/// between `<!-- options: FORM -->` and `<!-- end options -->`.
@Suite("Command line: the documentation's option lists")
struct ProgramOptionDocsTests {
  static let sections: [(file: String, form: String, text: String)] = [
    ("README.md", "modalplay", ProgramHelp.markdownTable([.session, .html])),
    ("docs/scripts.md", "modalplay test", ProgramHelp.markdownTable(.test)),
    ("docs/html.md", "modalplay --html", ProgramHelp.markdownHTML),
  ]

  @Test("each document's option section is the table's", arguments: 0..<3)
  func section(_ index: Int) throws {
    let (file, form, text) = Self.sections[index]
    let document = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
    let start = "<!-- options: \(form) -->\n"
    let end = "\n<!-- end options -->"
    #expect(
      document.contains(start + text + end),
      "\(file) should hold, between its option markers:\n\(text)")
  }

  @Test("the generated sections, exactly")
  func generated() {
    #expect(
      ProgramHelp.markdownTable(.test) == """
        | option | effect |
        |---|---|
        | `--update` | rewrite the .expected files (never for a run that failed) |
        | `--format text\\|json` | json: one JSON object per transcript instead of the text report |
        | `--junit FILE` | also write a JUnit XML report, one test case per transcript |
        | `--force` | let --junit replace an existing FILE (never a .modal or .expected of the run) |
        | `-h, --help` | this help |
        """)
    #expect(
      ProgramHelp.markdownHTML
        == "With `--html`, modalplay takes `--preset`, `--config`, `--device`, `--keep-going`, `--quiet`, `--width`, `--ascii`, `--force`, `--help` and `--version`; it refuses `-c`, `-i`, `--echo`, `--format`, `--color`, `--no-history`, `--no-init`, `--export` and `--ios`."
    )
  }
}
