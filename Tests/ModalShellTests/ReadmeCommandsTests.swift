import Foundation
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
    "every command is in the table with its declared usage (MODALPLAY_UPDATE_DOCS=1 rewrites it)")
  func table() throws {
    let url = URL(fileURLWithPath: packageRoot + "/README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let (begin, end) = ("<!-- commands:begin -->\n", "<!-- commands:end -->")
    let start = try #require(readme.range(of: begin))
    let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
    let wanted = Self.table() + "\n"
    if ProcessInfo.processInfo.environment["MODALPLAY_UPDATE_DOCS"] == "1" {
      let updated = readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: wanted)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(String(readme[start.upperBound..<stop.lowerBound]) == wanted)
    for spec in CommandTable.all { #expect(wanted.contains("`\(spec.name)"), "\(spec.name)") }
  }
}
