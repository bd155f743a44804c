import ModalSupport

/// A `help TOPIC` page that is not a command (`help paths`): declared in
/// ``CommandTable/topics``, listed by `help`, completed after `help`.
public struct HelpTopic: Sendable {
  /// The word after `help`.
  public let name: String
  /// One line for the list in `help`.
  public let summary: String
  /// The page at a width, a line each (made when it is shown: it may read the session's
  /// tables); lines wider than the width are then wrapped on words.
  public let page: @Sendable (_ width: Int) -> [String]

  /// Declares a topic whose lines do not depend on the width (they are wrapped to it).
  public init(_ name: String, summary: String, lines: @escaping @Sendable () -> [String]) {
    self.init(name, summary: summary, page: { _ in lines() })
  }

  /// Declares a topic whose page is laid out for the width (its tables fitted to it).
  public init(
    _ name: String, summary: String, page: @escaping @Sendable (_ width: Int) -> [String]
  ) {
    self.name = name
    self.summary = summary
    self.page = page
  }

  /// The names of every topic.
  static var names: [String] { CommandTable.topics.map(\.name) }

  /// The topic with this exact name.
  static func named(_ name: String) -> HelpTopic? {
    CommandTable.topics.first { $0.name == name }
  }
}

/// `help`, `help COMMAND` and `help TOPIC`, from the declarations.
///
/// Every page is wrapped at the width on words (``TextWrap``): the summaries of the list under
/// their column, a command's details two columns further in.
enum Help {
  static func text(for name: String?, width: Int = 80, topics: [HelpTopic] = CommandTable.topics)
    -> String
  {
    if let name, let topic = topics.first(where: { $0.name == name }) {
      return TextWrap.lines(
        topic.page(width).joined(separator: "\n"), width: width, reflow: true)
    }
    if let name, let spec = CommandTable.spec(named: name) {
      // The usage is a line of its own, wrapped alone: reflowed with the summary, a usage
      // longer than the width ran on into it.
      let page = text(of: spec)
      let cut = page.firstIndex(of: "\n") ?? page.endIndex
      return TextWrap.lines(String(page[..<cut]), width: width)
        + TextWrap.lines(String(page[cut...]), width: width, reflow: true)
    }
    var lines: [String] = []
    for group in CommandGroup.allCases {
      lines.append(group.rawValue + ":")
      let specs = CommandTable.all.filter { $0.group == group }
      lines += table(specs.map { ($0.usage, $0.summary) }, width: width)
    }
    if !topics.isEmpty {
      lines.append("Topics:")
      lines += table(topics.map { ("help " + $0.name, $0.summary) }, width: width)
    }
    lines += PrefixRule.summary
    lines.append("help COMMAND for details.")
    return TextWrap.lines(lines.joined(separator: "\n"), width: width)
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

  /// Rows of two columns, indented by two, the second aligned and wrapped under itself at
  /// `width`; when the first column is wider than half the width, the second goes on the next
  /// line, four columns in.
  static func table(_ rows: [(String, String)], width: Int = 80) -> [String] {
    let column = rows.map { TextWrap.columns($0.0) }.max() ?? 0
    let fits = column + 4 <= width / 2
    return rows.map { first, second in
      let head =
        "  " + first + String(repeating: " ", count: column - TextWrap.columns(first) + 2)
      let words = second.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      if fits {
        return head + TextWrap.join(words, separator: " ", width: width, indent: column + 4)
      }
      return "  " + first + "\n    " + TextWrap.join(words, separator: " ", width: width, indent: 4)
    }
  }
}
