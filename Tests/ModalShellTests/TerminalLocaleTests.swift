import Foundation
import Testing

/// The real `modalplay` in a pseudo-terminal (tmux) whose locale is not UTF-8: the outline falls
/// back to `--ascii` by itself (issue 16); with a UTF-8 locale it keeps its box drawing.
@Suite(
  .serialized,
  .enabled(
    if: TerminalTools.canDriveTerminal,
    "needs tmux and the built modalplay binary next to the test bundle (swift build)"))
struct TerminalLocaleTests {
  /// Starts modalplay with only `locale` (and no LC_ALL or LC_CTYPE) naming the locale, runs
  /// `present` and returns the screen.
  private func presentedScreen(_ locale: [String]) throws -> [String] {
    let binary = try #require(TerminalTools.binary)
    let scratch = try TerminalScratch()
    defer { scratch.remove() }
    let variables =
      [
        "HOME=" + TerminalSession.quote(scratch.path), "MODALPLAY_HISTORY=", "NO_COLOR=1",
      ] + locale
    let command =
      "env -u LC_ALL -u LC_CTYPE -u LANG " + variables.joined(separator: " ") + " "
      + TerminalSession.quote(binary) + " --width 80; echo \"[exited $?]\""
    return try TerminalSession.run(command, scratch: scratch) { session in
      try session.waitForLastLine("modal[-]>")
      try session.type("present")
      try session.press("Enter")
      return try session.waitForLastLine("modal[1]>")
    }
  }

  @Test("LANG=C: the outline is drawn in ASCII")
  func cLocale() throws {
    // The outline's size follows the window (wip-fit): the checks do not depend on it.
    let screen = try presentedScreen(["LANG=C"])
    // At 80x24 the box is narrow enough that its title keeps only the size.
    #expect(screen.contains { $0.hasPrefix("+- ") && $0.contains(" 390x844 -") })
    #expect(screen.contains { $0.hasPrefix("|/-") && $0.contains("-\\| < 1") })
    #expect(screen.contains { $0.hasPrefix("*[-") && $0.hasSuffix("-]|") })
    #expect(!screen.joined().unicodeScalars.contains { $0.value >= 0x80 })
  }

  @Test("a UTF-8 locale keeps the box drawing")
  func utf8Locale() throws {
    let screen = try presentedScreen(["LANG=" + TerminalTools.utf8Locale])
    #expect(screen.contains { $0.hasPrefix("┌─ ") && $0.contains(" 390x844 ─") })
    #expect(screen.contains { $0.hasPrefix("├┗─") && $0.hasSuffix("─┛│") })
  }
}
