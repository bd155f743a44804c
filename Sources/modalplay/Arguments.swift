import ModalCore
import ModalShell
import ModalSwift

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The command line: its usage and help, its parsing into an `Invocation`, and what it decides
// together with the terminal (`LaunchPlan`).
extension Main {
  static let usage =
    "usage: modalplay [options] [FILE...] [-c COMMAND]...   (modalplay --help for more)"

  static let helpText = """
    modalplay: a terminal playground for iOS snap-point modals (sheets, drawers, dialogs).

    usage: modalplay [options] [FILE...]
           modalplay [options] -c 'COMMAND' ...
           modalplay --html OUT.html [--force] [options] SCRIPT...
           modalplay test [PATH...] [--update] [--format text|json] [--junit FILE [--force]]

    With no FILE and no -c, modalplay is interactive when stdin is a terminal (also with
    stdout piped: modalplay | tee log) and otherwise reads commands from stdin. FILEs run in
    order in one session (- = stdin).

    options:
      --preset NAME      start with a built-in config (default demo01; see `presets`)
      --config FILE      start with a JSON config (see docs/config-schema.md; - = stdin)
      --device NAME      start on a device (default iphone-14; see `devices`)
      -c COMMAND         run a command first (repeatable)
      -i                 stay interactive after the FILEs and -c commands
      --echo             echo each input line after the prompt (the output is a transcript)
      --keep-going       do not stop scripts at the first error
      --quiet            do not draw frames
      --format text|json one JSON object per command with json
      --color auto|always|never   (auto honours NO_COLOR and TERM=dumb)
      --width N          output width (default: the terminal's, 80 in scripts)
      --ascii            plain ASCII frames
      --no-history       do not read or write ~/.modalplay_history (or $MODALPLAY_HISTORY)
      --no-init          do not run ~/.modalplayrc at interactive start
      --export TARGET    after the FILEs and -c commands, print the config as Swift for
                         TARGET (notes on stderr) and stop; see `help export`
      --html OUT.html    run each FILE in its own fresh session and write OUT.html, a page
                         that plays them in a browser (docs/html.md); --force replaces OUT
      -h, --help         this help
      -V, --version      the version

    `modalplay test` runs every .modal under the paths (default sessions/) in a fresh session
    (width 80, no color) and compares its transcript with the .expected file beside it; a run
    that fails fails its test even when the transcript matches (see docs/scripts.md).

    exit codes: 0 ok; 1 a command failed in a script, a transcript mismatched, or standard
    output or error could not be written; 2 usage error, unreadable file (files read must be
    regular files; - is stdin) or a file that may not be written; 130 after Ctrl-C in a
    script.

    Type `help` inside modalplay for the commands.
    """

  /// Parses the arguments; a message on failure. (Typed throws, not a Result: the first
  /// Result of an error type makes the runtime look up its Error conformance at start-up.)
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var invocation = Invocation()
    var i = 0
    var onlyFiles = false
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
        invocation.files.append(argument)
        continue
      }
      var name = argument
      var inline: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      if name == "--" {
        onlyFiles = true
        continue
      }
      // The option's value: after `=`, else the next argument.
      func take() -> String? {
        if let inline { return inline }
        guard i < arguments.count else { return nil }
        defer { i += 1 }
        return arguments[i]
      }
      if let error = parseOption(name, argument: argument, take: take, into: &invocation) {
        throw error
      }
    }
    if invocation.preset != nil && invocation.configFile != nil {
      throw UsageError("--preset and --config cannot be used together")
    }
    if let error = checkHTML(invocation) { throw error }
    return invocation
  }

  /// Reads one option `name` (as written: `argument`) into `invocation`, its value from
  /// `take`; the error when the option is unknown or its value missing or bad.
  static func parseOption(
    _ name: String, argument: String, take: () -> String?, into invocation: inout Invocation
  ) -> UsageError? {
    switch name {
    case "-c":
      guard let command = take() else { return UsageError("-c needs a command") }
      invocation.commands.append(command)
    case "-i": invocation.interactiveAfter = true
    case "--preset":
      guard let preset = take() else { return UsageError("--preset needs a name") }
      guard BuiltinPresets.source(named: preset) != nil else {
        return UsageError(NameSet.presets.unknownMessage(preset))
      }
      invocation.preset = preset
    case "--config":
      guard let file = take() else { return UsageError("--config needs a file") }
      invocation.configFile = file
    case "--device":
      guard let device = take() else { return UsageError("--device needs a name") }
      guard Device.named(device) != nil else {
        return UsageError(NameSet.devices.unknownMessage(device))
      }
      invocation.device = device
    case "--echo": invocation.options.echo = true
    case "--keep-going": invocation.options.keepGoing = true
    case "--quiet": invocation.options.quiet = true
    case "--format":
      guard let text = take(), let format = OutputFormat(rawValue: text) else {
        return UsageError("--format takes text or json")
      }
      invocation.options.format = format
    case "--color":
      guard let text = take(), let color = ColorChoice(rawValue: text) else {
        let names = ColorChoice.allCases.map(\.rawValue)
        return UsageError(
          "--color takes \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
      }
      invocation.color = color
    case "--width":
      guard let text = take(), let width = Int(text), width >= 20, width <= 1000 else {
        return UsageError("--width takes a number of columns from 20 to 1000")
      }
      invocation.width = width
    case "--export":
      guard let target = take() else { return UsageError("--export needs a target") }
      guard SwiftExportTargets.named(target) != nil else {
        return UsageError(NameSet.exportTargets.unknownMessage(target))
      }
      invocation.export = target
    case "--html":
      guard let file = take(), !file.isEmpty else { return UsageError("--html needs a file") }
      invocation.html = file
    case "--force": invocation.force = true
    case "--ascii": invocation.options.ascii = true
    case "--no-history": invocation.noHistory = true
    case "--no-init": invocation.noInit = true
    case "-h", "--help": invocation.help = true
    case "-V", "--version": invocation.version = true
    default:
      return UsageError("unknown option '\(argument)'")
    }
    return nil
  }
}

extension Main {
  /// What `--html` refuses: no script, `-c`, `-i` or `--export` beside it, `--force` without it.
  static func checkHTML(_ invocation: Invocation) -> UsageError? {
    guard invocation.html != nil else {
      return invocation.force ? UsageError("--force goes with --html OUT.html") : nil
    }
    if invocation.files.isEmpty { return UsageError("--html needs at least one SCRIPT") }
    if !invocation.commands.isEmpty || invocation.interactiveAfter || invocation.export != nil {
      return UsageError("--html takes SCRIPT files only (not -c, -i or --export)")
    }
    return nil
  }
}

/// What the command line and the terminal decide together before a session starts.
struct LaunchPlan {
  /// The session's options, with the width and the colour resolved.
  var options: ShellOptions
  /// True when the run ends in the interactive loop.
  var interactive: Bool
  /// The scripts to run after the -c commands: the FILEs, or standard input (`-`) when no FILE
  /// and no -c was given and standard input is not a terminal.
  var sources: [String]

  /// Interactive when stdin is a terminal and no FILE or -c was given (or `-i`), whatever
  /// stdout is: `modalplay | tee log` still prompts and edits lines (on the terminal, see
  /// `mp_el_init`) and writes each result at once, as `python3 -i` does. The width is
  /// `--width`, else the terminal's when interactive, else 80; `--color auto` colours when
  /// stdout is a terminal, NO_COLOR is unset and TERM is not dumb; an interactive
  /// session whose locale is not UTF-8 draws in ASCII (`TerminalCharset`).
  init(_ invocation: Invocation) {
    let terminal = isatty(0) == 1
    let scripted =
      !invocation.files.isEmpty || !invocation.commands.isEmpty || invocation.export != nil
    interactive = (!scripted && terminal) || (invocation.interactiveAfter && terminal)
    options = invocation.options
    options.width = invocation.width ?? (interactive ? (Main.terminalWidth() ?? 80) : 80)
    options.ascii = TerminalCharset.usesASCII(
      requested: options.ascii, interactive: interactive,
      environment: Main.environment(TerminalCharset.localeVariables))
    switch invocation.color {
    case .always: options.color = true
    case .never: options.color = false
    case .auto:
      let term = Main.environmentValue("TERM")
      options.color =
        isatty(1) == 1 && Main.environmentValue("NO_COLOR") == nil && term != "dumb"
    }
    sources = invocation.files
    if !scripted && !terminal { sources.append("-") }
  }
}
