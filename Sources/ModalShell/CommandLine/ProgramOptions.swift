import ModalCore
import ModalSupport
import ModalSwift

/// A bad command line: the message printed before the usage line.
public struct UsageError: Error, Equatable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// When output is coloured (`--color`).
public enum ColorChoice: String, CaseIterable, Sendable {
  /// When standard output is a terminal, NO_COLOR is unset and TERM is not dumb.
  case auto
  case always
  case never
}

/// What a `modalplay` command line asks for, read by ``ProgramOptions/parse(_:test:)``.
public struct Invocation: Sendable {
  /// The scripts (`modalplay`, `--html`) or the paths to test (`modalplay test`).
  public var files: [String] = []
  public var commands: [String] = []
  public var interactiveAfter = false
  public var preset: String? = nil
  public var configFile: String? = nil
  public var device: String? = nil
  public var options = ShellOptions()
  public var color = ColorChoice.auto
  public var width: Int? = nil
  public var noHistory = false
  public var noInit = false
  public var help = false
  public var version = false
  /// `--export TARGET`: after the scripts, print the config as Swift for TARGET and stop.
  public var export: String? = nil
  /// `--ios N`: the session's iOS version (``Environment/ios``; nil: the newest) and the one
  /// `--export` writes code for (nil: the oldest the code needs).
  public var ios: IOSVersion? = nil
  /// `--html OUT`: run each script in its own session and write their page to OUT.
  public var html: String? = nil
  /// `--force`: `--html` or `--junit` may replace an existing file.
  public var force = false
  /// `modalplay test --update`: rewrite the `.expected` files.
  public var update = false
  /// `modalplay test --junit FILE`: also write a JUnit XML report.
  public var junit: String? = nil

  public init() {}
}

/// The forms of the command line an option can belong to.
public struct ProgramMode: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `modalplay [FILE...] [-c COMMAND]...`: a session, interactive or scripted (which one is
  /// decided with the terminal, after the parse).
  public static let session = ProgramMode(rawValue: 1)
  /// `modalplay --html OUT.html SCRIPT...`: each script in a fresh session, written as a page.
  public static let html = ProgramMode(rawValue: 2)
  /// `modalplay test [PATH...]`: the golden transcripts.
  public static let test = ProgramMode(rawValue: 4)

  /// The three forms, in the order the help and the errors name them.
  public static let each: [ProgramMode] = [.session, .html, .test]

  /// How the help and the errors name a single form: `'modalplay test'`.
  public var name: String {
    switch self {
    case .html: return "modalplay --html"
    case .test: return "modalplay test"
    default: return "modalplay"
    }
  }

  /// The forms in this set, quoted and joined: `'modalplay --html' and 'modalplay test'`.
  public var names: String {
    ProgramHelp.listed(Self.each.filter { contains($0) }.map { "'\($0.name)'" })
  }
}

/// The value an option takes: how the help writes it and what the error says when it is
/// missing or bad.
public enum OptionValue: Sendable {
  /// A value of its own: its placeholder (`NAME`) and what is said after the option's name
  /// when it is missing or bad (`needs a name`).
  case text(String, rule: String)
  /// One of the names the function gives (called when the help or an error needs them, not at
  /// every start).
  case choices(@Sendable () -> [String])

  /// `NAME`, `text|json`.
  public var placeholder: String {
    switch self {
    case .text(let placeholder, _): return placeholder
    case .choices(let names): return names().joined(separator: "|")
    }
  }

  /// Said after the option's name when the value is missing or bad: `needs a name`,
  /// `takes text or json`.
  public var rule: String {
    switch self {
    case .text(_, let rule): return rule
    case .choices(let names): return "takes " + ProgramHelp.listed(names(), or: true)
    }
  }
}

/// An option's value as given, for its ``ProgramOption/apply``.
public struct OptionArgument {
  /// The option as written: `--format` (also for `--format=json`), `-h`.
  public let option: String
  /// The value ("" for an option that takes none).
  public let text: String
  /// What the option takes, for the error when the value is bad.
  let value: OptionValue?

  /// The error for a value the option does not take: `--format takes text or json`.
  var refusal: UsageError { UsageError(option + " " + (value?.rule ?? "takes no value")) }
}

/// One option of the executable, declared once: its names, its value, the forms of the
/// command line that take it, its help and how it is applied. The parser, the `--help` texts,
/// the refusals and the documentation's option tables all read ``ProgramOptions/table``.
public struct ProgramOption: Sendable {
  /// `--preset`.
  public let name: String
  /// `-h` for `--help`.
  public let short: String?
  /// Nil for a flag.
  public let value: OptionValue?
  public let modes: ProgramMode
  /// One line of help (wrapped where it is shown).
  public let help: String
  /// The help in `modalplay test`, when the option means something else there.
  public let testHelp: String?
  /// Reads the value (or the flag) into the invocation; the error when the value is bad.
  let apply: @Sendable (inout Invocation, OptionArgument) throws(UsageError) -> Void

  init(
    _ name: String, short: String? = nil, _ value: OptionValue? = nil, modes: ProgramMode,
    help: String, testHelp: String? = nil,
    apply: @escaping @Sendable (inout Invocation, OptionArgument) throws(UsageError) -> Void
  ) {
    self.name = name
    self.short = short
    self.value = value
    self.modes = modes
    self.help = help
    self.testHelp = testHelp
    self.apply = apply
  }

  /// The option as the help and the documentation write it: `-h, --help`, `--preset NAME`.
  public var synopsis: String {
    let names = short.map { $0 + ", " + name } ?? name
    return value.map { names + " " + $0.placeholder } ?? names
  }

  /// The help in `mode`.
  public func help(in mode: ProgramMode) -> String {
    mode == .test ? (testHelp ?? help) : help
  }

  /// True when `written` names this option.
  func isNamed(_ written: String) -> Bool { written == name || written == short }
}

/// The executable's options (``ProgramOption``) and their parser.
public enum ProgramOptions {
  /// Every option, in the order the help lists them.
  public static let table: [ProgramOption] = [
    ProgramOption(
      "--preset", .text("NAME", rule: "needs a name"), modes: [.session, .html],
      help: "start with a built-in config (default demo01; see `presets`)"
    ) { invocation, argument throws(UsageError) in
      guard BuiltinPresets.source(named: argument.text) != nil else {
        throw UsageError(NameSet.presets.unknownMessage(argument.text))
      }
      invocation.preset = argument.text
    },
    ProgramOption(
      "--config", .text("FILE", rule: "needs a file"), modes: [.session, .html],
      help: "start with a JSON config (see docs/config-schema.md; - = stdin)"
    ) { invocation, argument in invocation.configFile = argument.text },
    ProgramOption(
      "--device", .text("NAME", rule: "needs a name"), modes: [.session, .html],
      help: "start on a device (default iphone-14; see `devices`)"
    ) { invocation, argument throws(UsageError) in
      guard Device.named(argument.text) != nil else {
        throw UsageError(NameSet.devices.unknownMessage(argument.text))
      }
      invocation.device = argument.text
    },
    ProgramOption(
      "-c", .text("COMMAND", rule: "needs a command"), modes: .session,
      help: "run a command first (repeatable)"
    ) { invocation, argument in invocation.commands.append(argument.text) },
    ProgramOption("-i", modes: .session, help: "stay interactive after the FILEs and -c commands") {
      invocation, _ in invocation.interactiveAfter = true
    },
    ProgramOption(
      "--echo", modes: .session,
      help: "echo each input line after the prompt (the output is a transcript)"
    ) { invocation, _ in invocation.options.echo = true },
    ProgramOption(
      "--keep-going", modes: [.session, .html], help: "do not stop scripts at the first error"
    ) { invocation, _ in invocation.options.keepGoing = true },
    ProgramOption("--quiet", modes: [.session, .html], help: "do not draw frames") {
      invocation, _ in invocation.options.quiet = true
    },
    ProgramOption(
      "--update", modes: .test, help: "rewrite the .expected files (never for a run that failed)"
    ) { invocation, _ in invocation.update = true },
    ProgramOption(
      "--format", .choices { OutputFormat.allCases.map(\.rawValue) }, modes: [.session, .test],
      help: "json: one JSON object per command (docs/json-output.md)",
      testHelp: "json: one JSON object per transcript instead of the text report"
    ) { invocation, argument throws(UsageError) in
      guard let format = OutputFormat(rawValue: argument.text) else { throw argument.refusal }
      invocation.options.format = format
    },
    ProgramOption(
      "--color", .choices { ColorChoice.allCases.map(\.rawValue) }, modes: .session,
      help: "(auto honours NO_COLOR and TERM=dumb)"
    ) { invocation, argument throws(UsageError) in
      guard let color = ColorChoice(rawValue: argument.text) else { throw argument.refusal }
      invocation.color = color
    },
    ProgramOption(
      "--width", .text("N", rule: "takes a number of columns from 20 to 1000"),
      modes: [.session, .html], help: "output width (default: the terminal's, 80 in scripts)"
    ) { invocation, argument throws(UsageError) in
      guard let width = Int(argument.text), width >= 20, width <= 1000 else {
        throw argument.refusal
      }
      invocation.width = width
    },
    ProgramOption("--ascii", modes: [.session, .html], help: "plain ASCII frames") {
      invocation, _ in invocation.options.ascii = true
    },
    ProgramOption(
      "--no-history", modes: .session,
      help: "do not read or write ~/.modalplay_history (or $MODALPLAY_HISTORY)"
    ) { invocation, _ in invocation.noHistory = true },
    ProgramOption(
      "--no-init", modes: .session, help: "do not run ~/.modalplayrc at interactive start"
    ) { invocation, _ in invocation.noInit = true },
    ProgramOption(
      "--export", .text("TARGET", rule: "needs a target"), modes: .session,
      help:
        "after the FILEs and -c commands, print the config as Swift for TARGET (notes on stderr) and stop; see `help export`"
    ) { invocation, argument throws(UsageError) in
      guard SwiftExportTargets.named(argument.text) != nil else {
        throw UsageError(NameSet.exportTargets.unknownMessage(argument.text))
      }
      invocation.export = argument.text
    },
    ProgramOption(
      "--ios", .choices { IOSVersion.allCases.map(\.rawValue) }, modes: .session,
      help:
        "start on iOS N (default \(IOSVersion.newest.text); see `help ios`); with --export also write the code for iOS N, newer API behind #available"
    ) { invocation, argument throws(UsageError) in
      guard let version = IOSVersion.named(argument.text) else { throw argument.refusal }
      invocation.ios = version
    },
    ProgramOption(
      "--html", .text("OUT.html", rule: "needs a file"), modes: .html,
      help:
        "run each FILE in its own fresh session and write OUT.html, a page that plays them in a browser (docs/html.md)"
    ) { invocation, argument throws(UsageError) in
      guard !argument.text.isEmpty else { throw argument.refusal }
      invocation.html = argument.text
    },
    ProgramOption(
      "--junit", .text("FILE", rule: "needs a file"), modes: .test,
      help: "also write a JUnit XML report, one test case per transcript"
    ) { invocation, argument in invocation.junit = argument.text },
    ProgramOption(
      "--force", modes: [.html, .test], help: "let --html replace an existing OUT.html",
      testHelp: "let --junit replace an existing FILE (never a .modal or .expected of the run)"
    ) { invocation, _ in invocation.force = true },
    ProgramOption("--help", short: "-h", modes: [.session, .html, .test], help: "this help") {
      invocation, _ in invocation.help = true
    },
    ProgramOption("--version", short: "-V", modes: [.session, .html], help: "the version") {
      invocation, _ in invocation.version = true
    },
  ]

  /// The option `written` names (`--preset`, `-h`), if any.
  public static func option(named written: String) -> ProgramOption? {
    table.first { $0.isNamed(written) }
  }

  /// Parses the arguments of `modalplay` (`test` false: the session or, with `--html`, the
  /// page) or of `modalplay test` (the arguments after `test`). An option of another form is
  /// refused by name (`--update is an option of 'modalplay test', not of 'modalplay'`), as
  /// is an option's value that is missing or bad. (Typed throws, not a Result: the first
  /// Result of an error type makes the runtime look up its Error conformance at start-up.)
  public static func parse(_ arguments: [String], test: Bool) throws(UsageError) -> Invocation {
    var invocation = Invocation()
    // The first option given that `modalplay` does not take, and the first that `--html` does
    // not, to refuse once the form is known (no array of what was given: its type's metadata
    // would be made at every start).
    var notInSession: Refusal? = nil
    var notInPage: Refusal? = nil
    let possible: ProgramMode = test ? .test : [.session, .html]
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
      if name == "--" && inline == nil {
        onlyFiles = true
        continue
      }
      guard let option = option(named: name) else { throw unknown(name, as: argument) }
      if option.modes.isDisjoint(with: possible) {
        throw Refusal(written: name, modes: option.modes).error(in: test ? .test : .session)
      }
      var text = ""
      if let value = option.value {
        if let inline {
          text = inline
        } else if i < arguments.count {
          text = arguments[i]
          i += 1
        } else {
          throw UsageError(name + " " + value.rule)
        }
      } else if inline != nil {
        throw UsageError("\(name) takes no value")
      }
      try option.apply(
        &invocation, OptionArgument(option: name, text: text, value: option.value))
      if notInSession == nil && !option.modes.contains(.session) {
        notInSession = Refusal(written: name, modes: option.modes)
      }
      if notInPage == nil && !option.modes.contains(.html) {
        notInPage = Refusal(written: name, modes: option.modes)
      }
    }
    let mode: ProgramMode = test ? .test : (invocation.html != nil ? .html : .session)
    if let refused = mode == .html ? notInPage : (mode == .session ? notInSession : nil) {
      throw refused.error(in: mode)
    }
    if invocation.preset != nil && invocation.configFile != nil {
      throw UsageError("--preset and --config cannot be used together")
    }
    if mode == .html && invocation.files.isEmpty && !invocation.help && !invocation.version {
      throw UsageError("--html needs at least one SCRIPT")
    }
    return invocation
  }

  /// The error for an option `name` (written as `argument`) not in the table, with the long
  /// name it is a typo of, if any: `unknown option '--colour' (did you mean '--color'?)`.
  /// (The one-letter names are too near each other to suggest.)
  static func unknown(_ name: String, as argument: String) -> UsageError {
    let message = "unknown option '\(argument)'"
    guard name.hasPrefix("--"),
      let near = Suggestions.nearest(to: name, among: table.map(\.name))
    else { return UsageError(message) }
    return UsageError(message + " (" + Suggestions.didYouMean(near) + ")")
  }

  /// An option given to a form that does not take it: as written, and the forms that do.
  struct Refusal {
    var written: String
    var modes: ProgramMode

    /// The error in `mode`: `--update is an option of 'modalplay test', not of 'modalplay'`.
    func error(in mode: ProgramMode) -> UsageError {
      UsageError("\(written) is an option of \(modes.names), not of '\(mode.name)'")
    }
  }
}
