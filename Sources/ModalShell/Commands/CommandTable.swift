import ModalCore

/// The groups of the command list in `help`; each has its own file of declarations and
/// execution (`ModalCommands.swift`, `EnvironmentCommands.swift`, ...).
public enum CommandGroup: String, Hashable, Sendable, CaseIterable {
  case modal = "Modal actions"
  case environment = "Environment"
  case config = "Config"
  case inspection = "Inspection and teaching"
  case session = "Session"
}

/// One command's declaration: its name, usage, help, and how its arguments parse. The parse
/// function reads the arguments through an ``ArgumentReader`` with typed ``ArgumentKind``s, so
/// the same declaration gives the parser (whose errors quote `usage`), Tab completion and
/// `help`.
///
/// A class: a lookup hands out one reference instead of copying five strings and a closure.
public final class CommandSpec: Sendable {
  public let name: String
  public let group: CommandGroup
  /// `snap INDEX|KEY|next|prev|closest`: the only place the usage is written.
  public let usage: String
  /// One line for the command list.
  public let summary: String
  /// Longer help with examples (may be empty), indented under the summary.
  public let details: String
  /// A closing paragraph of `help NAME` (may be empty), not indented; built when help asks
  /// for it, as some are tables of other declarations that start-up need not build.
  public var notes: String { makeNotes() }
  let makeNotes: @Sendable () -> String
  /// Other names accepted exactly (never as prefixes): `exit` for quit.
  public let aliases: [String]
  /// True when the command takes the rest of its line verbatim, before the line is split into
  /// words (quotes and `#` are then its text).
  public let verbatim: Bool
  /// Reads the arguments after the command name.
  let parse: @Sendable (inout ArgumentReader) throws(ShellError) -> Command

  init(
    _ name: String, group: CommandGroup, usage: String, summary: String, details: String = "",
    notes: @autoclosure @escaping @Sendable () -> String = "", aliases: [String] = [],
    verbatim: Bool = false,
    parse: @escaping @Sendable (inout ArgumentReader) throws(ShellError) -> Command
  ) {
    self.name = name
    self.group = group
    self.usage = usage
    self.summary = summary
    self.details = details
    self.makeNotes = notes
    self.aliases = aliases
    self.verbatim = verbatim
    self.parse = parse
  }

  /// The declaration of a command that takes no arguments.
  convenience init(
    _ name: String, group: CommandGroup, summary: String, details: String = "",
    aliases: [String] = [], command: Command
  ) {
    self.init(
      name, group: group, usage: name, summary: summary, details: details, aliases: aliases
    ) { _ throws(ShellError) in command }
  }
}

/// How a typed prefix names a command, declared once: the parser (``CommandTable/resolve(_:)``),
/// `help` and the README say the same.
///
/// A prefix names the only command it starts. When it starts several, from three letters the
/// only modal action among them wins: the actions (`present`, `snap`, `drag`, `release`, ...)
/// are what a session types over and over, while the commands they share a prefix with
/// (`preset`, `presets`, `snaps`) are typed now and then and are one letter longer to reach
/// in full. Shorter prefixes (`d`, `re`) stay ambiguous, and the error lists the candidates.
public enum PrefixRule {
  /// From this many letters a shared prefix goes to the modal action.
  public static let minimumLength = 3
  /// The group whose command wins a shared prefix.
  public static let winningGroup = CommandGroup.modal
  /// The rule for `help`, in lines of at most 79 columns.
  public static let summary = [
    "A prefix names the only command it starts; from \(minimumLength) letters on, a modal action",
    "wins over the others (pres = present, not preset or presets).",
  ]
}

/// The command table and the parser that reads it.
public enum CommandTable {
  /// Every command, in the order `help` lists them.
  public static let all: [CommandSpec] = modal + environment + config + inspection + session

  /// The names of every command.
  public static let names: [String] = all.map(\.name)

  /// The specs by name and alias.
  static let byName: [String: CommandSpec] = {
    var table: [String: CommandSpec] = [:]
    for spec in all {
      table[spec.name] = spec
      for alias in spec.aliases { table[alias] = spec }
    }
    return table
  }()

  /// The commands read verbatim, by the UTF-8 bytes of their names.
  static let verbatim: [(name: [UInt8], spec: CommandSpec)] = all.filter(\.verbatim).map {
    (Array($0.name.utf8), $0)
  }

  /// The spec of a command name or alias (exact).
  public static func spec(named name: String) -> CommandSpec? {
    byName[name]
  }

  /// Resolves a typed word to a command by ``PrefixRule``: an exact name or alias, else the
  /// only command it is a prefix of, else (from ``PrefixRule/minimumLength`` letters) the only
  /// modal action it is a prefix of; otherwise an error (ambiguous: the candidates listed).
  public static func resolve(_ word: Word) throws(ShellError) -> CommandSpec {
    let typed = word.text
    if let spec = spec(named: typed) { return spec }
    let matches = all.filter { $0.name.hasPrefix(typed) }
    if matches.count == 1 { return matches[0] }
    let winners = matches.filter { $0.group == PrefixRule.winningGroup }
    if typed.count >= PrefixRule.minimumLength && winners.count == 1 { return winners[0] }
    if matches.count > 1 {
      throw ShellError(
        "'\(typed)' is ambiguous: \(matches.map(\.name).joined(separator: ", "))",
        offset: word.offset)
    }
    throw NameSet.commands.unknown(word)
  }

  /// Parses a line: nil for a blank or comment line. The commonest lines (`drag 0.1`,
  /// `snap next`, `present`) find their words and spec by ``FastPath``, the rest by
  /// ``parseGeneral(_:)``; both read the arguments through the spec's parse function.
  public static func parse(_ line: String) throws(ShellError) -> Command? {
    guard let fast = FastPath.words(of: line) else { return try parseGeneral(line) }
    return try parse(line, words: fast.words, spec: fast.spec)
  }

  /// Parses a line without the fast path: a verbatim command, else the line split into words
  /// and its first word resolved by ``PrefixRule``.
  static func parseGeneral(_ line: String) throws(ShellError) -> Command? {
    if let command = try parseVerbatim(line) { return command }
    let words: [Word]
    do {
      words = try Words.split(line)
    } catch {
      throw ShellError(error.message, offset: error.offset)
    }
    guard let first = words.first else { return nil }
    return try parse(line, words: words, spec: try resolve(first))
  }

  /// The command of `words` (the line's, the command name first) by `spec`'s parse function.
  static func parse(_ line: String, words: [Word], spec: CommandSpec) throws(ShellError)
    -> Command
  {
    var arguments = ArgumentReader(text: line, words: words, usage: spec.usage)
    let command = try spec.parse(&arguments)
    try arguments.end()
    return command
  }

  /// A line of a verbatim command (`echo`), recognised by its exact name before the line is
  /// split, so that apostrophes and `#` are part of its text; nil for any other line.
  static func parseVerbatim(_ line: String) throws(ShellError) -> Command? {
    let utf8 = line.utf8
    let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let trimmed = utf8.drop(while: blank)
    for (name, spec) in verbatim where trimmed.starts(with: name) {
      let after = trimmed.dropFirst(name.count)
      guard after.isEmpty || after.first.map(blank) == true else { continue }
      // The text starts after the one blank that ends the name.
      let start =
        utf8.distance(from: utf8.startIndex, to: after.startIndex) + (after.isEmpty ? 0 : 1)
      var arguments = ArgumentReader(text: line, verbatimFrom: start, usage: spec.usage)
      return try spec.parse(&arguments)
    }
    return nil
  }
}
