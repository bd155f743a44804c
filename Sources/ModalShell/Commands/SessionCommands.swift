import ModalCore

/// The session itself: output, scripts, history, help.
public enum SessionCommand: Hashable, Sendable {
  /// Draw the outline after each step (on) or not (off).
  case frames(Bool)
  case source(path: String)
  /// `force`: replace a file this session did not write; `html`: write the session's page
  /// (``SessionPage``) instead of its script.
  case record(path: String, force: Bool = false, html: Bool = false)
  /// Back to a fresh session on the starting config and environment.
  case reset
  case history
  /// The command list, or the help of a command or topic.
  case help(String?)
  /// Clear the terminal (typed at the interactive prompt; nothing in a script).
  case clear
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
      "record", group: .session, usage: "record [--html] [--force] FILE",
      summary:
        "write a script that replays to this state (the start, then what succeeded), or its page",
      notes: replacing("record")
        + "\nIn a script or -c, record writes what ran so far (the lines before it)."
        + "\nWith --html, record writes a page that plays the session in a browser: those"
        + "\ncommands replayed in a fresh session, their output and every frame (docs/html.md)."
    ) { arguments throws(ShellError) in
      let html = arguments.keyword("--html") != nil
      let force = arguments.keyword("--force") != nil
      let htmlAfter = !html && arguments.keyword("--html") != nil
      return .session(
        .record(path: try arguments.required(.file), force: force, html: html || htmlAfter))
    },
    CommandSpec(
      "reset", group: .session,
      summary: "back to a fresh session: the starting config and device, dismissed, clock 0",
      command: .session(.reset)),
    CommandSpec(
      "history", group: .session, summary: "show the input history", command: .session(.history)),
    CommandSpec(
      "help", group: .session, usage: "help [COMMAND|TOPIC]",
      summary: "the list of commands, or one command's or topic's help",
      notes:
        "Interactively, a help longer than the window goes through the pager: $PAGER, else\nless -R when installed (PAGER=cat or an empty PAGER prints it directly).",
      aliases: ["?"]
    ) { arguments throws(ShellError) in .session(.help(try arguments.optional(.helpSubject))) },
    CommandSpec(
      "clear", group: .session,
      summary: "clear the screen (at the prompt only; nothing in scripts)",
      details:
        "At the interactive prompt it clears the terminal; the prompt goes to the top.\nIn a script (a FILE, -c, source, modalplay test) it does nothing and prints\nnothing, so that transcripts never hold terminal codes.",
      command: .session(.clear)),
    CommandSpec(
      "quit", group: .session, summary: "leave (also exit, Ctrl-D)", aliases: ["exit"],
      command: .session(.quit)),
  ]

  /// The note of `save` and `record` on the files they replace (see ``Session/writeFile``).
  static func replacing(_ command: String) -> String {
    "\(command) replaces an existing file only with --force or when this session wrote it, and\nnever the script being run (\(command) --force FILE)."
  }

  /// The `help TOPIC` pages, listed after the commands in `help`. A topic is one line here.
  static let topics: [HelpTopic] = [
    HelpTopic("paths", summary: "every config path `set` and `get` take, its kind and default") {
      ConfigSchema.pathHelp()
    },
    HelpTopic("handoff", summary: "the hand-off rules of a drag on the content and their options") {
      HandoffRules.helpLines()
    },
    HelpTopic(
      "values", summary: "the layout-value syntax: set snap.N.height VALUE, conditions",
      page: {
        HelpPages.values(width: $0)
      }),
    HelpTopic(
      "outline", summary: "the outline's legend: what each glyph means",
      page: {
        HelpPages.outline(width: $0)
      }),
    HelpTopic(
      "peers", summary: "the peer libraries, their presets and export targets",
      page: {
        HelpPages.peers(width: $0)
      }),
  ]
}

extension Session {
  /// Runs a session command.
  mutating func run(_ command: SessionCommand, input: String) throws(ShellError) -> Reply {
    switch command {
    case .frames(let on):
      options.quiet = !on
      return .text("frames \(on ? "on" : "off")")
    case .source(let path):
      // Its lines answered for it.
      try source(path)
      return .none
    case .record(let path, let force, let html):
      if html {
        let recording = replayRecording()
        let page = SessionPage.render(recording, title: "modalplay: \(start.name)")
        try writeFile(path, page, command: "record", force: force)
        let count = recording.stepCount
        return .text(
          "recorded \(count) command\(count == 1 ? "" : "s") to \(Text.shown(path)) as a page (\(page.utf8.count) bytes)"
        )
      }
      let (text, count) = recordedScript()
      try writeFile(path, text, command: "record", force: force)
      return .text("recorded \(count) line\(count == 1 ? "" : "s") to \(Text.shown(path))")
    case .reset:
      return try reset(input)
    case .history:
      let lines = inputLines.enumerated().map {
        String(repeating: " ", count: max(0, 4 - String($0.offset + 1).count))
          + "\($0.offset + 1)  \(Text.shown($0.element))"
      }
      return .text(lines.joined(separator: "\n"))
    case .help(let name):
      // A page taller than the window goes through the pager (a typed line, not a script's).
      return .page(Help.text(for: name, width: options.width))
    case .clear:
      // The session never writes terminal codes: the interactive loop clears the terminal
      // when it takes the request (``takeClearRequest()``); a sourced script's is dropped.
      if sourceChain.isEmpty { clearRequested = true }
      return .done
    case .quit:
      didQuit = true
      return .done
    }
  }

  /// True once after a `clear` that was not in a sourced script: the interactive loop then
  /// clears the terminal. Script runners never ask, so in a script `clear` does nothing.
  public mutating func takeClearRequest() -> Bool {
    defer { clearRequested = false }
    return clearRequested
  }

  /// `source FILE`: runs a script in this session; a cycle is refused, and so is nesting
  /// deeper than ``maximumSourceDepth``.
  /// Errors inside it show the chain (`a.modal:4: in b.modal:2: error: ...`); relative paths in
  /// it resolve in its folder.
  mutating func source(_ path: String) throws(ShellError) {
    let resolved = try resolve(path)
    let canonical = files.canonical(resolved)
    if sourceStack.contains(canonical) {
      throw ShellError("source \(path): refused, it is already being run (a cycle)")
    }
    if sourceChain.count >= Self.maximumSourceDepth {
      throw ShellError(
        "source \(path): refused, scripts may be nested \(Self.maximumSourceDepth) deep at most")
    }
    var lines = TextLines(bytes: try readFileBytes(path))
    sourceStack.append(canonical)
    baseDirectories.append(Paths.directory(of: resolved))
    sourceChain.append(currentLocation?.here ?? "source")
    defer {
      sourceStack.removeLast()
      baseDirectories.removeLast()
      sourceChain.removeLast()
    }
    let savedEcho = options.echo
    switch runScript(&lines, name: path) {
    case .completed: break
    case .quit: break
    case .failed: throw ShellError("")
    case .interrupted: throw ShellError("interrupted")
    }
    options.echo = savedEcho
  }
}
