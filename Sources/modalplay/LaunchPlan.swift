import ModalShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
