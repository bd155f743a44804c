import ModalCore

/// The session itself: output, scripts, history, help.
public enum SessionCommand: Hashable, Sendable {
  /// Draw the outline after each step (on) or not (off).
  case frames(Bool)
  case source(path: String)
  case record(path: String)
  case history
  /// The command list, or the help of a command or topic.
  case help(String?)
  case quit
}

extension CommandTable {
  static let session: [CommandSpec] = [
    CommandSpec(
      "frames", group: .session, usage: "frames on|off",
      summary: "draw the outline after each step, or not (--quiet starts with off)"
    ) { arguments throws(ShellError) in .session(.frames(try arguments.required(.onOff))) },
    CommandSpec(
      "source", group: .session, usage: "source FILE",
      summary: "run a script (nesting allowed, cycles refused)"
    ) { arguments throws(ShellError) in .session(.source(path: try arguments.required(.file))) },
    CommandSpec(
      "record", group: .session, usage: "record FILE",
      summary: "write the session's input lines so far to a file"
    ) { arguments throws(ShellError) in .session(.record(path: try arguments.required(.file))) },
    CommandSpec(
      "history", group: .session, summary: "show the input history", command: .session(.history)),
    CommandSpec(
      "help", group: .session, usage: "help [COMMAND]",
      summary: "the list of commands, or one command's help", aliases: ["?"]
    ) { arguments throws(ShellError) in .session(.help(try arguments.optional(.helpSubject))) },
    CommandSpec(
      "quit", group: .session, summary: "leave (also exit, Ctrl-D)", aliases: ["exit"],
      command: .session(.quit)),
  ]

  /// The `help TOPIC` pages, listed after the commands in `help`. A topic is one line here.
  static let topics: [HelpTopic] = [
    HelpTopic("paths", summary: "every config path `set` and `get` take, its kind and default") {
      ConfigSchema.pathHelp()
    }
  ]
}

extension Session {
  /// Runs a session command.
  mutating func run(_ command: SessionCommand, input: String) throws(ShellError) {
    switch command {
    case .frames(let on):
      options.quiet = !on
      reply(input, "frames \(on ? "on" : "off")")
    case .source(let path):
      try source(path)
    case .record(let path):
      let lines = inputLines.dropLast()
      do {
        try files.write(path, lines.map { $0 + "\n" }.joined())
      } catch {
        throw ShellError(error.message)
      }
      reply(input, "recorded \(lines.count) line\(lines.count == 1 ? "" : "s") to \(path)")
    case .history:
      let lines = inputLines.enumerated().map {
        String(repeating: " ", count: max(0, 4 - String($0.offset + 1).count))
          + "\($0.offset + 1)  \($0.element)"
      }
      reply(input, lines.joined(separator: "\n"))
    case .help(let name):
      reply(input, Help.text(for: name))
    case .quit:
      didQuit = true
      acknowledge(input)
    }
  }

  /// `source FILE`: runs a script in this session; a cycle is refused.
  mutating func source(_ path: String) throws(ShellError) {
    let canonical = files.canonical(path)
    if sourceStack.contains(canonical) {
      throw ShellError("source \(path): refused, it is already being run (a cycle)")
    }
    let text: String
    do {
      text = try files.read(path)
    } catch {
      throw ShellError(error.message)
    }
    sourceStack.append(canonical)
    defer { sourceStack.removeLast() }
    let savedEcho = options.echo
    switch runScript(text, name: path) {
    case .completed: break
    case .quit: break
    case .failed: throw ShellError("")
    case .interrupted: throw ShellError("interrupted")
    }
    options.echo = savedEcho
  }
}
