/// The executable's usage lines, `--help` texts and the documentation's option tables, made
/// from ``ProgramOptions/table``.
public enum ProgramHelp {
  /// The line after a usage error of `modalplay` or `modalplay --html`.
  public static let usage =
    "usage: modalplay [options] [FILE...] [-c COMMAND]...   (modalplay --help for more)"

  /// The line after a usage error of `modalplay test`.
  public static var testUsage: String {
    "usage: modalplay test [PATH...] "
      + options(in: .test).filter { $0.name != "--help" }.map { "[\($0.synopsis)]" }.joined(
        separator: " ")
  }

  /// The options `mode` takes, in the table's order.
  public static func options(in mode: ProgramMode) -> [ProgramOption] {
    ProgramOptions.table.filter { $0.modes.contains(mode) }
  }

  /// `modalplay --help`.
  public static var text: String {
    let sessionOptions = ProgramOptions.table.filter {
      !$0.modes.isDisjoint(with: [.session, .html])
    }
    let html = options(in: .html).map(\.name).filter { $0 != "--html" }
    return """
      modalplay: a terminal playground for iOS snap-point modals (sheets, drawers, dialogs).

      usage: modalplay [options] [FILE...]
             modalplay [options] -c 'COMMAND' ...
             modalplay --html OUT.html [options] SCRIPT...
             \(testUsage.dropFirst("usage: ".count))

      With no FILE and no -c, modalplay is interactive when stdin is a terminal (also with
      stdout piped: modalplay | tee log) and otherwise reads commands from stdin. FILEs run in
      order in one session (- = stdin).

      options:
      \(list(sessionOptions, in: .session))

      \(wrap("With --html, modalplay takes only " + listed(html) + ".", indent: 0))

      `modalplay test` runs every .modal under the paths (default sessions/) in a fresh session
      (width 80, no color) and compares its transcript with the .expected file beside it; a run
      that fails fails its test even when the transcript matches (see docs/scripts.md).

      options of `modalplay test`:
      \(list(options(in: .test), in: .test))

      exit codes: 0 ok; 1 a command failed in a script, a transcript mismatched, or standard
      output or error could not be written; 2 usage error, unreadable file (files read must be
      regular files; - is stdin) or a file that may not be written; 130 after Ctrl-C in a
      script.

      Type `help` inside modalplay for the commands.
      """
  }

  /// `modalplay test --help`.
  public static var testText: String {
    """
    \(testUsage)

    Runs every .modal under the paths (default sessions/) in a fresh session and compares its
    transcript with the .expected file beside it. See docs/scripts.md.

    options:
    \(list(options(in: .test), in: .test))
    """
  }

  /// The width of the help's lines.
  static let width = 90
  /// The column where an option's help starts.
  static let helpColumn = 21

  /// The options, one per line (continued under the help), as the help lists them.
  static func list(_ options: [ProgramOption], in mode: ProgramMode) -> String {
    options.map { option in
      var left = "  " + option.synopsis
      left += String(repeating: " ", count: max(1, helpColumn - left.count))
      return wrap(left + option.help(in: mode), indent: helpColumn)
    }.joined(separator: "\n")
  }

  /// `text` wrapped at ``width`` on single spaces (its leading spaces and runs of spaces are
  /// kept), the lines after the first indented by `indent`.
  static func wrap(_ text: String, indent: Int) -> String {
    var lines: [String] = []
    var line: String? = nil
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      guard let placed = line else {
        line = String(word)
        continue
      }
      if !word.isEmpty && placed.count > indent && placed.count + 1 + word.count > width {
        lines.append(placed)
        line = String(repeating: " ", count: indent) + word
      } else {
        line = placed + " " + word
      }
    }
    if let line { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// `a, b and c` (`a, b or c` with `or`).
  static func listed(_ items: [String], or: Bool = false) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
  }

  /// The documentation's table of the options of the forms `modes` (`| option | effect |`,
  /// Markdown), between the `<!-- options -->` and `<!-- end options -->` lines of README.md
  /// and docs/scripts.md; a test keeps them equal.
  public static func markdownTable(_ modes: ProgramMode) -> String {
    var rows = ["| option | effect |", "|---|---|"]
    let mode: ProgramMode = modes == .test ? .test : .session
    for option in ProgramOptions.table where !option.modes.isDisjoint(with: modes) {
      rows.append("| `\(cell(option.synopsis))` | \(cell(option.help(in: mode))) |")
    }
    return rows.joined(separator: "\n")
  }

  /// The options of `modalplay` that `--html` takes and those it refuses, as docs/html.md
  /// says them.
  public static var markdownHTML: String {
    let taken = options(in: .html).filter { $0.name != "--html" }.map { "`\($0.name)`" }
    let refused = options(in: .session).filter { !$0.modes.contains(.html) }.map {
      "`\($0.name)`"
    }
    return "With `--html`, modalplay takes \(listed(taken)); it refuses \(listed(refused))."
  }

  /// Text for a Markdown table's cell: `|` escaped.
  static func cell(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
