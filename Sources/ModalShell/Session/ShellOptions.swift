/// Text or one JSON object per command.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
  case text
  case json
}

/// How a session prints.
public struct ShellOptions: Hashable, Sendable {
  /// The width of the output (frames, wrapped lists).
  public var width = 80
  /// The terminal's rows, when a step must fit them (interactive, read before each line):
  /// the outline gets the rows the step's text and the prompt leave, and is left out with a
  /// note below ``Outline/fewestLines(for:)``. Nil (scripts, tests): the outline's size
  /// follows the width only.
  public var height: Int? = nil
  /// Plain ASCII frames.
  public var ascii = false
  /// ANSI emphasis.
  public var color = false
  /// No frame drawing.
  public var quiet = false
  public var format: OutputFormat = .text
  /// Echo each script line after the prompt (the output becomes a transcript); errors then go
  /// to standard output too, so the transcript is complete.
  public var echo = false
  /// Scripts go on after a failed command.
  public var keepGoing = false

  /// The defaults: width 80, text, frames drawn.
  public init() {}
}

/// Which stream a piece of output goes to.
public enum OutputStream: Hashable, Sendable {
  case standardOutput
  case standardError
}

/// How a script run ended.
public enum ScriptResult: Hashable, Sendable {
  case completed
  /// A command failed (the error was printed).
  case failed
  /// `quit` was run.
  case quit
  /// Ctrl-C stopped it.
  case interrupted
}
