/// The one wrapping rule of the output (issue 16, "Fit the terminal"): pieces are laid on a line
/// greedily, separated by their gap, and a piece that would pass the limit starts a new line
/// after an indent. Words are not cut, but for one wider than a whole line (a long config
/// path), which is cut after a `.`, `,`, `/` or `-`, or before a `(`.
///
/// ``LineFill`` is the rule itself, for writers that build bytes (the step's lists);
/// ``TextWrap`` applies it to strings (lists, blocks of text, labelled fields).
package struct LineFill: Sendable {
  /// The widest a line may be, in columns.
  package let limit: Int
  /// The columns a continuation line starts with.
  package let indent: Int
  /// The current line's width so far.
  package private(set) var column: Int
  /// True until the first piece is placed.
  package private(set) var empty = true
  /// The indent of the current continuation line: `indent`, or less for a piece that would
  /// pass the limit after it (a 30-letter state name and its ` ->` at 40 columns), so that no
  /// line is wider than the limit while the piece fits on a line at all.
  package private(set) var lineIndent: Int

  /// A fill whose first line already holds `column` columns (a label).
  package init(limit: Int, indent: Int, column: Int) {
    self.limit = limit
    self.indent = indent
    self.column = column
    self.lineIndent = indent
  }

  /// Places a piece `length` columns wide after a gap of `gap` columns; true when it must start
  /// a new line (the caller then writes a line break and `indent` spaces instead of the gap).
  package mutating func place(_ length: Int, gap: Int = 1) -> Bool {
    if empty {
      empty = false
      column += length
      return false
    }
    if column + gap + length > limit {
      lineIndent = Swift.max(0, Swift.min(indent, limit - length))
      column = lineIndent + length
      return true
    }
    column += gap + length
    return false
  }
}

/// Wrapping of strings at a width, by ``LineFill``.
package enum TextWrap {
  /// The columns a text takes on a terminal: its Unicode scalars, without ANSI escape
  /// sequences (`ESC [ ... letter`).
  package static func columns<S: StringProtocol>(_ text: S) -> Int {
    var count = 0
    var escape = false
    var sawBracket = false
    for scalar in text.unicodeScalars {
      if escape {
        if !sawBracket {
          sawBracket = true
        } else if scalar.properties.isAlphabetic {
          escape = false
        }
        continue
      }
      if scalar == "\u{1B}" {
        escape = true
        sawBracket = false
        continue
      }
      count += 1
    }
    return count
  }

  /// `items` joined by `separator`, wrapped at `width` with continuation lines indented by
  /// `indent` spaces (the first line starts after a prefix of that width). The separator's
  /// trailing spaces are the gap; the rest of it (a comma) stays with its item.
  package static func join(_ items: [String], separator: String, width: Int, indent: Int)
    -> String
  {
    var glue = Substring(separator)
    while glue.last == " " { glue.removeLast() }
    let gap = Swift.max(1, separator.count - glue.count)
    let pieces = items.enumerated().map { i, item in
      (i == items.count - 1 ? item : item + glue, gap)
    }
    var out = ""
    var fill = LineFill(limit: width, indent: indent, column: indent)
    place(pieces, into: &out, fill: &fill)
    return out
  }

  /// Appends pieces (a text and the gap before it) to `out` by the rule of `fill`: after their
  /// gap, or on a new line after the indent. A piece wider than a whole line is cut after its
  /// last `.`, `,`, `/` or `-` (or before a `(`) that fits, else at the width, and its parts
  /// follow each other with no gap.
  static func place(_ pieces: [(String, Int)], into out: inout String, fill: inout LineFill) {
    let room = Swift.max(1, fill.limit - fill.indent)
    for (piece, gap) in pieces {
      for (k, part) in parts(of: piece, room: room).enumerated() {
        let partGap = k == 0 ? gap : 0
        let first = fill.empty
        if fill.place(columns(part), gap: partGap) {
          out += "\n" + String(repeating: " ", count: fill.lineIndent)
        } else if !first {
          out += String(repeating: " ", count: partGap)
        }
        out += part
      }
    }
  }

  /// A word cut into parts of at most `room` columns (see `place`); the word itself when it
  /// fits.
  static func parts(of word: String, room: Int) -> [String] {
    guard columns(word) > room else { return [word] }
    var parts: [String] = []
    var current = ""
    var breakAt: String.Index? = nil
    for character in word {
      if current.count == room {
        if let cut = breakAt, cut < current.endIndex {
          parts.append(String(current[..<cut]))
          current = String(current[cut...])
        } else {
          parts.append(current)
          current = ""
        }
        breakAt = nil
      }
      if character == "(" && !current.isEmpty { breakAt = current.endIndex }
      current.append(character)
      if ".,/-".contains(character) { breakAt = current.endIndex }
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }

  /// Each line of `text` wrapped at `width` on spaces. A labelled line (`config   text`, or
  /// `  name  text` in a table: its indent, a word, then two spaces or more) continues under
  /// its text when the label takes at most half the width; any other line continues two
  /// columns further in than it starts.
  ///
  /// With `reflow` (help pages, whose prose is written as lines of about 80 columns), a
  /// paragraph that must be wrapped is wrapped as one (see `paragraphs(_:width:)`).
  package static func lines(_ text: String, width: Int, reflow: Bool = false) -> String {
    var source = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if reflow { source = paragraphs(source, width: width) }
    return source.map { line -> String in
      guard columns(line) > width else { return String(line) }
      let (head, continuation) = layout(of: Substring(line), width: width)
      let words = line.dropFirst(head).split(separator: " ").map { (String($0), 1) }
      let prefix = line.prefix(head)
      var fill = LineFill(limit: width, indent: continuation, column: columns(prefix))
      var out = String(prefix)
      place(words, into: &out, fill: &fill)
      return out
    }.joined(separator: "\n")
  }

  /// The lines with each paragraph that must be wrapped reflowed as one: a paragraph is a run
  /// of lines with the same indent, each but the last at least 60 columns (it was wrapped by
  /// hand), none after the first a table row (`name  text`); it is reflowed only when one of
  /// its lines is wider than `width`, its continuation lines at its indent.
  static func paragraphs(_ lines: [String], width: Int) -> [String] {
    var groups: [[String]] = []
    for line in lines {
      let indent = line.prefix { $0 == " " }.count
      if let last = groups.last?.last, !line.dropFirst(indent).isEmpty, columns(last) >= 60,
        last.prefix(while: { $0 == " " }).count == indent, !isTableRow(Substring(line))
      {
        groups[groups.count - 1].append(line)
      } else {
        groups.append([line])
      }
    }
    return groups.map { group -> String in
      guard group.count > 1, group.contains(where: { columns($0) > width }) else {
        return group.joined(separator: "\n")
      }
      let indent = group[0].prefix { $0 == " " }.count
      let words = group.flatMap { $0.split(separator: " ").map { (String($0), 1) } }
      var fill = LineFill(limit: width, indent: indent, column: indent)
      var out = String(repeating: " ", count: indent)
      place(words, into: &out, fill: &fill)
      return out
    }.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  /// Whether a line is a row of a table or a labelled line: after its indent, a word and then
  /// two spaces or more.
  static func isTableRow(_ line: Substring) -> Bool {
    let body = line.drop { $0 == " " }
    guard let space = body.firstIndex(of: " ") else { return false }
    return body[space...].hasPrefix("  ")
  }

  /// A line's head (the characters kept as they are: its indent, or its label and the gap)
  /// and the indent of its continuation lines.
  static func layout(of line: Substring, width: Int) -> (head: Int, continuation: Int) {
    let leading = line.prefix { $0 == " " }.count
    let body = line.dropFirst(leading)
    if let space = body.firstIndex(of: " ") {
      let gap = body[space...].prefix { $0 == " " }.count
      let head = line.distance(from: line.startIndex, to: space) + gap
      let shown = columns(line.prefix(head))
      if gap >= 2 && shown <= width / 2 { return (head, shown) }
    }
    return (leading, min(leading + 2, width / 2))
  }

  /// A line of fields (`at       snap 1   percent 0.300   time 0.383s`: a label, then fields
  /// separated by two spaces or more) wrapped at `width`: a field that does not fit goes on a
  /// new line under the first; a field wider than a line is wrapped at its `, ` (`radius 10.00
  /// top, dim 0.30`), then on its words. Lines that fit are returned as they are.
  package static func fields(_ line: String, width: Int) -> String {
    guard columns(line) > width else { return line }
    let (head, indent) = layout(of: Substring(line), width: width)
    let room = width - indent
    var pieces: [(String, Int)] = []
    for (field, gap) in split(line.dropFirst(head)) {
      guard columns(field) > room else {
        pieces.append((String(field), gap))
        continue
      }
      let parts = field.split(separator: ", ", omittingEmptySubsequences: false)
      for (n, part) in parts.enumerated() {
        let text = n < parts.count - 1 ? part + "," : String(part)
        let words = columns(text) > room ? text.split(separator: " ").map(String.init) : [text]
        for (i, word) in words.enumerated() { pieces.append((word, n == 0 && i == 0 ? gap : 1)) }
      }
    }
    var fill = LineFill(limit: width, indent: indent, column: columns(line.prefix(head)))
    var out = String(line.prefix(head))
    place(pieces, into: &out, fill: &fill)
    return out
  }

  /// The fields of a text separated by runs of two spaces or more, each with the width of the
  /// run before it (0 for the first).
  static func split(_ text: Substring) -> [(Substring, Int)] {
    var fields: [(Substring, Int)] = []
    var rest = text
    var gap = 0
    while !rest.isEmpty {
      var index = rest.startIndex
      while index < rest.endIndex && !rest[index...].hasPrefix("  ") {
        index = rest.index(after: index)
      }
      fields.append((rest[..<index], gap))
      let next = rest[index...].firstIndex { $0 != " " } ?? rest.endIndex
      gap = rest.distance(from: index, to: next)
      rest = rest[next...]
    }
    return fields
  }
}
