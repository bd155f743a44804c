import Foundation
import ModalTestSupport
import Testing

@testable import ModalShell

@Suite("The README's command table is the command declarations")
struct ReadmeCommandsTests {
  /// One row per group: every command's usage as `help` prints it, in declaration order.
  static func table() -> String {
    var rows = ["| group | commands |", "|---|---|"]
    for group in CommandGroup.allCases {
      let usages = CommandTable.all.filter { $0.group == group }.map {
        "`" + $0.usage.replacingOccurrences(of: "|", with: "\\|") + "`"
      }
      rows.append("| \(group.rawValue) | \(usages.joined(separator: ", ")) |")
    }
    return rows.joined(separator: "\n")
  }

  @Test(
    "every command is in the table with its declared usage (MODALPLAY_UPDATE_DOCS=1 rewrites it)"
  )
  func table() throws {
    let section = DocSection(
      "README.md", begin: "<!-- commands:begin -->", end: "<!-- commands:end -->")
    let generated = Self.table().components(separatedBy: "\n")
    #expect(try section.documented(generated) == generated)
    for spec in CommandTable.all {
      #expect(generated.contains { $0.contains("`\(spec.name)") }, "\(spec.name)")
    }
  }
}
