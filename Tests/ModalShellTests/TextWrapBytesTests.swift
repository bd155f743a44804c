import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalShell

/// Issue 17: the wrapping rule over UTF-8 bytes gives what the rule over Characters gave
/// (``OracleTextWrap``, a copy of TextWrap as it was at c75fae6) on thousands of generated
/// lines: labels, fields separated by two spaces or more, long paths cut at `.`, `,`, `/`, `-`
/// and `(`, ANSI escapes, box and arrow glyphs, widths 20...120, reflow on and off.
@Suite("Wrapping over bytes")
struct TextWrapBytesTests {
  @Test("lines, fields, joins and columns equal the oracle's on generated texts")
  func matchesOracle() {
    var inputs = WrapInputs(rng: SeededGenerator(seed: 17_017))
    var wrapped = 0
    for _ in 0..<2_000 {
      let width = inputs.width()
      let text = inputs.text()
      let reflow = inputs.chance(percent: 40)
      let lines = TextWrap.lines(text, width: width, reflow: reflow)
      #expect(
        lines == OracleTextWrap.lines(text, width: width, reflow: reflow),
        "lines at \(width), reflow \(reflow): \(text.debugDescription)")
      if lines != text { wrapped += 1 }
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(line)
        #expect(
          TextWrap.fields(line, width: width) == OracleTextWrap.fields(line, width: width),
          "fields at \(width): \(line.debugDescription)")
        #expect(TextWrap.columns(line) == OracleTextWrap.columns(line))
      }
      let items = inputs.items()
      let separator = inputs.pick([", ", " ", ",  ", " ->", " | "])
      let indent = inputs.whole(0...12)
      let joinWidth = max(indent + 20, width)
      #expect(
        TextWrap.join(items, separator: separator, width: joinWidth, indent: indent)
          == OracleTextWrap.join(items, separator: separator, width: joinWidth, indent: indent),
        "join at \(joinWidth), indent \(indent): \(items)")
    }
    // Most texts are wrapped somewhere: the comparison is not only of texts that fit.
    #expect(wrapped > 1_200)
  }

  @Test("refit equals the oracle's refit on generated steps")
  func refitMatchesOracle() {
    var inputs = WrapInputs(rng: SeededGenerator(seed: 4_242))
    var wrapped = 0
    for _ in 0..<2_000 {
      let width = inputs.width()
      let before = inputs.chance(percent: 50) ? inputs.line() + "\n" : ""
      var step = ""
      for _ in 0..<inputs.whole(1...5) { step += inputs.fieldLine() + "\n" }
      let bytes = ByteBuffer()
      bytes.append(before + step)
      StepText.refit(bytes, from: before.utf8.count, limit: width)
      #expect(
        bytes.string == before + OracleTextWrap.refit(step, limit: width),
        "refit at \(width): \(step.debugDescription)")
      if bytes.string != before + step { wrapped += 1 }
    }
    #expect(wrapped > 1_200)
  }

  @Test("columns over bytes: scalars outside escapes, an escape closed by a letter")
  func columnsOfBytes() {
    let text = Array("ab\u{1B}[1mcd\u{1B}[0m ▒→".utf8)
    text.withUnsafeBufferPointer { bytes in
      #expect(TextWrap.columns(bytes, 0..<bytes.count) == 7)
      #expect(TextWrap.columns(bytes, 2..<8) == 2)  // "\e[1mcd"
      #expect(TextWrap.columns(bytes, 2..<4) == 0)  // an escape not closed
      #expect(TextWrap.columns(bytes, 3..<8) == 5)  // "[1mcd": no escape
    }
    // A non-ASCII letter closes an escape too; a digit or `;` does not.
    #expect(TextWrap.columns("\u{1B}[1;2éxy") == 2)
    #expect(TextWrap.columns("\u{1B}M12m3") == 1)
  }

  @Test("linesFit: every line within the width, in columns")
  func linesFit() {
    let text = Array("at       snap 1\n\u{1B}[1mframe\u{1B}[0m    x 0.00\n▒▒▒▒▒▒\n".utf8)
    text.withUnsafeBufferPointer { bytes in
      #expect(TextWrap.linesFit(bytes, 0..<bytes.count, width: 18))
      #expect(!TextWrap.linesFit(bytes, 0..<bytes.count, width: 14))
      // The glyphs' line: 18 bytes, 6 columns.
      #expect(TextWrap.linesFit(bytes, 40..<bytes.count, width: 6))
      #expect(!TextWrap.linesFit(bytes, 40..<bytes.count, width: 5))
      #expect(TextWrap.linesFit(bytes, 0..<0, width: 0))
    }
  }

  @Test("lineEnd: the next line feed, or the end")
  func lineEnds() {
    let text = Array("ab\n\ncd▒".utf8)
    text.withUnsafeBufferPointer { bytes in
      #expect(TextWrap.lineEnd(bytes, from: 0, end: bytes.count) == 2)
      #expect(TextWrap.lineEnd(bytes, from: 2, end: bytes.count) == 2)
      #expect(TextWrap.lineEnd(bytes, from: 3, end: bytes.count) == 3)
      #expect(TextWrap.lineEnd(bytes, from: 4, end: bytes.count) == bytes.count)
      #expect(TextWrap.lineEnd(bytes, from: 0, end: 2) == 2)
      #expect(TextWrap.lineEnd(bytes, from: 0, end: 1) == 1)
      #expect(TextWrap.lineEnd(bytes, from: 5, end: 5) == 5)
    }
  }

  @Test("plainEnd: the run of one-column bytes, 8 at a time and then one by one")
  func plainEnds() {
    let text = Array("abcdefghijkl mnop\u{1B}[1m qr▒st\tuv".utf8)
    text.withUnsafeBufferPointer { bytes in
      let end = bytes.count
      // Past 8 bytes at a time, stopped at the space (or not).
      #expect(TextWrap.plainEnd(bytes, from: 0, end: end, stopAtSpace: true) == 12)
      #expect(TextWrap.plainEnd(bytes, from: 0, end: end, stopAtSpace: false) == 17)
      // The escape (a control byte), the glyph's first byte, the tab.
      #expect(TextWrap.plainEnd(bytes, from: 13, end: end, stopAtSpace: true) == 17)
      #expect(TextWrap.plainEnd(bytes, from: 18, end: end, stopAtSpace: false) == 24)
      #expect(TextWrap.plainEnd(bytes, from: 27, end: end, stopAtSpace: true) == 29)
      // Within the range only; an empty range.
      #expect(TextWrap.plainEnd(bytes, from: 0, end: 10, stopAtSpace: true) == 10)
      #expect(TextWrap.plainEnd(bytes, from: 5, end: 5, stopAtSpace: true) == 5)
      #expect(TextWrap.plainEnd(bytes, from: 30, end: end, stopAtSpace: true) == end)
    }
  }

  @Test("isSingleSpacedPlain: printable ASCII, no two spaces in a row, 8 bytes at a time")
  func singleSpacedPlain() {
    func plain(_ text: String, _ range: Range<Int>? = nil) -> Bool {
      let bytes = Array(text.utf8)
      return bytes.withUnsafeBufferPointer {
        TextWrap.isSingleSpacedPlain($0, range ?? 0..<$0.count)
      }
    }
    #expect(plain("has the same percent as snap 1 (0.101) on every phone in landscape"))
    #expect(plain(""))
    #expect(plain(" a b "))
    // Two spaces: inside 8 bytes, across two reads of 8, in the bytes after the last read.
    #expect(!plain("abc  defghijk"))
    #expect(!plain("abcdefg  hijklmnop"))
    #expect(!plain("abcdefghijklmnop  q"))
    #expect(plain("  abcdefghij", 2..<12))
    // A control byte (an escape, a tab), a byte of a multi-byte scalar, early or late.
    #expect(!plain("abcdefghij\u{1B}[1m"))
    #expect(!plain("ab\tcdefghijkl"))
    #expect(!plain("abcdefghijk▒"))
    #expect(!plain("é abcdefghijklmn"))
    #expect(plain("~!@#$%^&*()_+{}|:<>?`-=[];',./\u{7F}"))
  }

  @Test("fittingEnd: the last word that fits after a run, from where the line ends")
  func fittingEnds() {
    let text = Array("one two three four".utf8)
    text.withUnsafeBufferPointer { bytes in
      let end = bytes.count
      // After "one" (ends at 3): " two" takes 4 columns, " two three" 10.
      #expect(TextWrap.fittingEnd(bytes, after: 3, columns: 3, end: end) == 3)
      #expect(TextWrap.fittingEnd(bytes, after: 3, columns: 4, end: end) == 7)
      #expect(TextWrap.fittingEnd(bytes, after: 3, columns: 9, end: end) == 7)
      #expect(TextWrap.fittingEnd(bytes, after: 3, columns: 10, end: end) == 13)
      #expect(TextWrap.fittingEnd(bytes, after: 3, columns: 15, end: end) == end)
      #expect(TextWrap.fittingEnd(bytes, after: 3, columns: 40, end: end) == end)
    }
    // A space at the end is not part of a word.
    let spaced = Array("one two ".utf8)
    spaced.withUnsafeBufferPointer { bytes in
      #expect(TextWrap.fittingEnd(bytes, after: 3, columns: 40, end: bytes.count) == 7)
      #expect(TextWrap.fittingEnd(bytes, after: 7, columns: 40, end: bytes.count) == 7)
    }
  }

  @Test("a run of words is written as it is, wrapped as word by word")
  func wordRuns() {
    // Single spaces are kept in one copy; runs of spaces become one, as they always did.
    #expect(TextWrap.lines("x one two three four", width: 12) == "x one two\n  three four")
    #expect(TextWrap.lines("x one  two   three", width: 12) == "x one two\n  three")
    #expect(
      TextWrap.lines("x one two abcdefghijklmn z", width: 8)
        == "x one\n  two\n  abcdef\n  ghijkl\n  mn z")
  }

  @Test("a word wider than a line is cut every room scalars, after . , / - or before (")
  func cutWords() {
    #expect(TextWrap.lines("x a.b.c.d.e.f.g", width: 6) == "x a.b.\n  c.d.\n  e.f.\n  g")
    #expect(TextWrap.lines("x abc(def)gh", width: 6) == "x abc\n  (def\n  )gh")
    #expect(TextWrap.lines("x ─│┌┐└┘─│┌", width: 6) == "x ─│┌┐\n  └┘─│\n  ┌")
    // A combining mark is a scalar (a column, as `columns` counts it): cut like a letter.
    #expect(
      TextWrap.lines("x e\u{301}e\u{301}e\u{301}", width: 6) == "x e\u{301}e\u{301}\n  e\u{301}")
    // ... and a space before one is a space (over Characters it was not).
    #expect(TextWrap.lines("aaa \u{301}bbb", width: 5) == "aaa\n  \u{301}bb\n  b")
  }

  @Test("refit wraps only the lines wider than the limit, keeping the others' bytes")
  func refitWraps() {
    let bytes = ByteBuffer()
    bytes.append("before the step, a line longer than twenty columns\n")
    let start = bytes.count
    bytes.append("at       snap 1   percent 0.300   time 0.383s\nlook     radius 2\n")
    StepText.refit(bytes, from: start, limit: 32)
    #expect(
      bytes.string == """
        before the step, a line longer than twenty columns
        at       snap 1   percent 0.300
                 time 0.383s
        look     radius 2

        """)
  }
}

/// Random inputs for the wrapping rule, like the program's output and a little wilder.
struct WrapInputs: SeededRandom {
  var rng: SeededGenerator

  static let glyphs = ["─", "│", "┌─", "┐", "└", "┘", "▒", "█", "→", "←", "↑", "↓", "•", "…"]
  static let labels = ["at", "frame", "look", "state", "events", "config", "content", "p"]
  static let words = [
    "snap", "1", "percent", "0.300", "time", "0.383s", "between", "and", "t", "=", "radius",
    "10.00", "top,", "dim", "0.30", "(dragging)", "->", "x", "y", "width", "390.00", "a", "b",
  ]

  mutating func width() -> Int { chance(percent: 5) ? whole(1...19) : whole(20...120) }

  /// A word: a common one, letters, a glyph run, a long path, a number, or one in colour.
  mutating func word() -> String {
    switch below(10) {
    case 0, 1, 2: return pick(Self.words)
    case 3: return String((0..<whole(1...12)).map { _ in pick(Array("abcdefghijklmnopXYZ09")) })
    case 4: return (0..<whole(1...8)).map { _ in pick(Self.glyphs) }.joined()
    case 5, 6: return path()
    case 7: return String(whole(0...100_000)) + "." + String(whole(0...99))
    case 8: return "\u{1B}[1m" + pick(Self.words) + "\u{1B}[0m"
    default: return pick(["f(x)", "a,b", "a-b", "/tmp/x", "(", ".", "a(b(c", ",,"])
    }
  }

  /// A long path or name with the characters a cut may follow or precede.
  mutating func path() -> String {
    var text = ""
    for _ in 0..<whole(1...12) {
      text += String((0..<whole(0...14)).map { _ in pick(Array("abcdefghijKLMN0123")) })
      text += pick([".", ",", "/", "-", "(", ")", "[3]", "", "─", "\u{1B}[0m"])
    }
    return text
  }

  /// `count` words separated by one space (sometimes two, or a comma and a space).
  mutating func words(_ count: Int) -> String {
    var text = ""
    for i in 0..<count {
      if i > 0 { text += pick([" ", " ", " ", ", ", "  "]) }
      text += word()
    }
    return text
  }

  /// A label padded to the step's column (or another), as the program writes them.
  mutating func label() -> String {
    var name = pick(Self.labels)
    if chance(percent: 15) { name = "\u{1B}[1m" + name + "\u{1B}[0m" }
    let pad = chance(percent: 70) ? max(1, 9 - TextWrap.columns(name)) : whole(1...30)
    return name + String(repeating: " ", count: pad)
  }

  /// A line of fields: a label, then fields separated by two spaces or more.
  mutating func fieldLine() -> String {
    var line = label()
    for i in 0..<whole(1...6) {
      if i > 0 { line += String(repeating: " ", count: whole(2...4)) }
      line += words(whole(1...6))
    }
    if chance(percent: 5) { line += pick([" ", "  ", ", "]) }
    return line
  }

  /// Any line: fields, prose (indented or not, long enough to be a paragraph), a table row,
  /// spaces, nothing.
  mutating func line() -> String {
    switch below(8) {
    case 0, 1: return fieldLine()
    case 2, 3:
      let indent = pick([0, 0, 2, 4, whole(0...8)])
      return String(repeating: " ", count: indent) + words(whole(10...24))
    case 4:
      return "  " + word() + String(repeating: " ", count: whole(2...6)) + words(whole(1...12))
    case 5: return pick(["", " ", "   "])
    case 6: return String(repeating: " ", count: whole(0...3)) + words(whole(1...4))
    default: return words(whole(1...30))
    }
  }

  /// One to eight lines, runs of long ones included (paragraphs to reflow).
  mutating func text() -> String {
    (0..<whole(1...8)).map { _ in line() }.joined(separator: "\n")
  }

  /// Items to join.
  mutating func items() -> [String] { (0..<whole(0...12)).map { _ in word() } }
}

/// The oracle: TextWrap as it was at c75fae6 (over Characters and Substrings), kept to prove
/// that the byte version gives the same results. Not used by the program.
private enum OracleTextWrap {
  /// The columns a text takes on a terminal: its Unicode scalars, without ANSI escape
  /// sequences (`ESC [ ... letter`).
  static func columns<S: StringProtocol>(_ text: S) -> Int {
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
  static func join(_ items: [String], separator: String, width: Int, indent: Int)
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
  static func lines(_ text: String, width: Int, reflow: Bool = false) -> String {
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
  static func fields(_ line: String, width: Int) -> String {
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

extension OracleTextWrap {
  /// StepText.refit as it was at c75fae6, on the text of a step.
  static func refit(_ text: String, limit: Int) -> String {
    let tooWide = text.utf8.withContiguousStorageIfAvailable { all -> Bool in
      var column = 0
      var escape = false
      for byte in all {
        if escape {
          if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) { escape = false }
        } else if byte == 0x1B {
          escape = true
        } else if byte == UInt8(ascii: "\n") {
          column = 0
        } else if byte & 0xC0 != 0x80 {
          column += 1
          if column > limit { return true }
        }
      }
      return false
    }
    guard tooWide != false else { return text }
    var out = ""
    for line in text.split(separator: "\n") { out += fields(String(line), width: limit) + "\n" }
    return out
  }
}
