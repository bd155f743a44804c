/// A `help TOPIC` page that is not a command (`help paths`): declared in
/// ``CommandTable/topics``, listed by `help`, completed after `help`.
public struct HelpTopic: Sendable {
  /// The word after `help`.
  public let name: String
  /// One line for the list in `help`.
  public let summary: String
  /// The page, a line each (made when it is shown: it may read the session's tables).
  public let lines: @Sendable () -> [String]

  /// Declares a topic.
  public init(_ name: String, summary: String, lines: @escaping @Sendable () -> [String]) {
    self.name = name
    self.summary = summary
    self.lines = lines
  }

  /// The names of every topic.
  static var names: [String] { CommandTable.topics.map(\.name) }

  /// The topic with this exact name.
  static func named(_ name: String) -> HelpTopic? {
    CommandTable.topics.first { $0.name == name }
  }
}

/// `help`, `help COMMAND` and `help TOPIC`, from the declarations.
enum Help {
  static func text(for name: String?, topics: [HelpTopic] = CommandTable.topics) -> String {
    if let name, let topic = topics.first(where: { $0.name == name }) {
      return topic.lines().joined(separator: "\n")
    }
    if let name, let spec = CommandTable.spec(named: name) { return text(of: spec) }
    var lines: [String] = []
    for group in CommandGroup.allCases {
      lines.append(group.rawValue + ":")
      let specs = CommandTable.all.filter { $0.group == group }
      lines += table(specs.map { ($0.usage, $0.summary) })
    }
    if !topics.isEmpty {
      lines.append("Topics:")
      lines += table(topics.map { ("help " + $0.name, $0.summary) })
    }
    lines += PrefixRule.summary
    lines.append("help COMMAND for details.")
    return lines.joined(separator: "\n")
  }

  /// `help COMMAND`: the usage, the summary, the details indented, the notes.
  static func text(of spec: CommandSpec) -> String {
    var text = "usage: \(spec.usage)\n\(spec.summary)"
    if !spec.details.isEmpty {
      text +=
        "\n\n"
        + spec.details.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n")
    }
    if !spec.notes.isEmpty { text += "\n\n" + spec.notes }
    return text
  }

  /// Rows of two columns, indented by two, the second aligned.
  static func table(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0 + String(repeating: " ", count: width - $0.count + 2) + $1 }
  }
}
