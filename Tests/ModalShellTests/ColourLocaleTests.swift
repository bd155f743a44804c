import Foundation
import ModalCore
import Testing

@testable import ModalShell

// Issue 16: colour that marks the outline, `chosen` in explain, lint's severities and the plot's
// curve, reading the same without it; and the ASCII fallback of a terminal whose locale is not
// UTF-8.

/// Every ANSI SGR sequence removed.
private func stripped(_ text: String) -> String {
  text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
}

/// A session on a preset, its options as given, presented.
private func session(_ preset: String, color: Bool, quiet: Bool = true) throws -> Session {
  var options = ShellOptions()
  options.quiet = quiet
  options.color = color
  var session = try Session(preset: preset, options: options, files: MemoryFileSystem())
  session.run("present")
  _ = session.takeOutput()
  return session
}

/// The standard output of the lines in a fresh session, with and without colour.
private func both(_ preset: String, _ input: [String], quiet: Bool = true) throws -> (
  plain: String, coloured: String
) {
  var plain = try session(preset, color: false, quiet: quiet)
  var coloured = try session(preset, color: true, quiet: quiet)
  return (lines(&plain, input).out, lines(&coloured, input).out)
}

@Suite("Colour in the shell's texts")
struct ShellColourTests {
  @Test("lint: each severity in its colour; the report reads the same without")
  func lintSeverities() throws {
    let (plain, coloured) = try both("modalkit-content", ["lint"])
    #expect(stripped(coloured) == plain)
    let lines = coloured.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("  \u{1B}[33mwarning\u{1B}[0m: snap 3 (large): ") })
    #expect(
      lines.contains { $0.hasPrefix("  \u{1B}[36mnote\u{1B}[0m: the keyboard covers 300.00 pt") })
    // Hints and continuation lines stay plain.
    #expect(
      lines.filter { $0.contains("\u{1B}") }.count
        == plain.components(separatedBy: "\n").filter {
          $0.hasPrefix("  warning:") || $0.hasPrefix("  note:") || $0.hasPrefix("  error:")
        }.count)
  }

  @Test("lint: an error in bold red")
  func lintError() {
    let paint = Paint(enabled: true)
    #expect(
      paint.severities("c: 1 error\n  error: snap 2: out of order\n    hint: sort them")
        == "c: 1 error\n  \u{1B}[1;31merror\u{1B}[0m: snap 2: out of order\n    hint: sort them")
    #expect(Paint(enabled: false).severities("  error: x") == "  error: x")
  }

  @Test("explain: chosen in bold green; the text reads the same without")
  func explainChosen() throws {
    let input = ["drag 0.1", "release 800", "explain"]
    let (plain, coloured) = try both("demo01", input)
    #expect(plain.contains(" chosen\n") || plain.hasSuffix(" chosen"))
    #expect(stripped(coloured) == plain)
    let chosen = try #require(coloured.split(separator: "\n").first { $0.contains("chosen") })
    #expect(chosen.hasSuffix(" \u{1B}[1;32mchosen\u{1B}[0m"))
  }

  @Test("the step's outline and plot are coloured; without the escapes they are the plain ones")
  func outlineAndPlot() throws {
    let (plain, coloured) = try both("demo01", ["snap 2"], quiet: false)
    #expect(stripped(coloured) == plain)
    #expect(coloured.contains("\u{1B}[1;32m◀\u{1B}[0m 2"))
    let (plainPlot, colouredPlot) = try both("demo01", ["plot height"])
    #expect(stripped(colouredPlot) == plainPlot)
    #expect(colouredPlot.contains("\u{1B}[32m"))
  }

  @Test("JSON output never carries colour")
  func json() throws {
    var session = try session("modalkit-content", color: true)
    session.options.format = .json
    #expect(!lines(&session, ["lint", "plot height"]).out.contains("\u{1B}"))
  }
}

@Suite("The character set of an interactive terminal")
struct TerminalCharsetTests {
  /// Environment tables and whether their locale is UTF-8.
  static let tables: [([String: String], Bool)] = [
    ([:], false),
    (["LANG": "C"], false),
    (["LANG": "POSIX"], false),
    (["LANG": "en_US.UTF-8"], true),
    (["LANG": "en_US.utf8"], true),
    (["LANG": "C.UTF-8"], true),
    (["LANG": "de_DE.UTF-8@euro"], true),
    (["LANG": "en_US.ISO-8859-1"], false),
    (["LANG": "en_US"], false),
    (["LC_CTYPE": "UTF-8"], true),
    (["LANG": "C", "LC_CTYPE": "en_US.UTF-8"], true),
    (["LANG": "en_US.UTF-8", "LC_CTYPE": "C"], false),
    (["LANG": "en_US.UTF-8", "LC_CTYPE": "C", "LC_ALL": "C.UTF-8"], true),
    (["LANG": "en_US.UTF-8", "LC_ALL": "C"], false),
    (["LANG": "en_US.UTF-8", "LC_ALL": ""], true),
    (["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""], false),
    (["LC_ALL": "en_GB.UTF8"], true),
  ]

  @Test("LC_ALL, then LC_CTYPE, then LANG (the first set and non-empty) decide")
  func decision() {
    for (environment, utf8) in Self.tables {
      #expect(TerminalCharset.isUTF8(environment) == utf8, "\(environment)")
    }
    #expect(
      TerminalCharset.characterLocale(["LANG": "C", "LC_CTYPE": "fr_FR.UTF-8"]) == "fr_FR.UTF-8")
    #expect(TerminalCharset.characterLocale(["LC_ALL": "", "LANG": ""]) == nil)
  }

  @Test("only an interactive session falls back to ASCII; --ascii always wins")
  func fallback() {
    let c = ["LANG": "C"]
    let utf8 = ["LANG": "C.UTF-8"]
    #expect(TerminalCharset.usesASCII(requested: false, interactive: true, environment: c))
    #expect(!TerminalCharset.usesASCII(requested: false, interactive: true, environment: utf8))
    // Scripts and `modalplay test` keep their set whatever the locale.
    #expect(!TerminalCharset.usesASCII(requested: false, interactive: false, environment: c))
    #expect(!TerminalCharset.usesASCII(requested: false, interactive: false, environment: [:]))
    #expect(TerminalCharset.usesASCII(requested: true, interactive: false, environment: utf8))
    #expect(TerminalCharset.usesASCII(requested: true, interactive: true, environment: utf8))
  }
}
