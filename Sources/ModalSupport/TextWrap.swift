/// The one wrapping rule of the output, so that everything fits the terminal: pieces are laid
/// on a line greedily, separated by their gap, and a piece that would pass the limit starts a
/// new line after an indent. Words are not cut, but for one wider than a whole line (a long config
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

/// Wrapping of strings at a width, by ``LineFill``, over their UTF-8 bytes (see
/// TextWrapBytes.swift).
package enum TextWrap {
  /// The columns a text takes on a terminal: its Unicode scalars, without ANSI escape
  /// sequences (`ESC [ ... letter`).
  package static func columns<S: StringProtocol>(_ text: S) -> Int {
    withBytes(text) { columns($0, 0..<$0.count) }
  }

  /// ``columns(_:)`` of a String, without the generic path (tables measure thousands of cells).
  package static func columns(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { columns($0, 0..<$0.count) }
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
    let glueText = String(glue)
    // The pieces (each item with its glue) one after the other in one buffer.
    let text = ByteBuffer()
    var pieces: [Range<Int>] = []
    pieces.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      let start = text.count
      text.append(item)
      if i < items.count - 1 { text.append(glueText) }
      pieces.append(start..<text.count)
    }
    let out = ByteBuffer(capacity: text.count + 16)
    text.withUnsafeBytes { bytes in
      var placer = Placer(limit: width, indent: indent, column: indent, out: out)
      for piece in pieces { placer.piece(bytes, piece, gap: gap) }
    }
    return out.string
  }

  /// The words of `text` (its runs of other bytes than spaces) joined by one space and
  /// wrapped as ``join(_:separator:width:indent:)`` wraps items joined by `" "`, read as
  /// bytes: `explain` wraps every line of its text so, and splitting that text into Character
  /// words first cost more than the rest of the command (issue 36).
  package static func joinWords(_ text: String, width: Int, indent: Int) -> String {
    withBytes(text) { bytes in
      let out = ByteBuffer(capacity: bytes.count + 16)
      var placer = Placer(limit: width, indent: indent, column: indent, out: out)
      var start = 0
      while start < bytes.count {
        guard bytes[start] != space else {
          start += 1
          continue
        }
        var end = start
        while end < bytes.count && bytes[end] != space { end += 1 }
        placer.piece(bytes, start..<end, gap: 1)
        start = end
      }
      return out.string
    }
  }

  /// Each line of `text` wrapped at `width` on spaces. A labelled line (`config   text`, or
  /// `  name  text` in a table: its indent, a word, then two spaces or more) continues under
  /// its text when the label takes at most half the width; any other line continues two
  /// columns further in than it starts.
  ///
  /// With `reflow` (help pages, whose prose is written as lines of about 80 columns), a
  /// paragraph that must be wrapped is wrapped as one (see `paragraphs(_:width:into:)`).
  package static func lines(_ text: String, width: Int, reflow: Bool = false) -> String {
    withBytes(text) { bytes in
      let out = ByteBuffer(capacity: bytes.count + bytes.count / 8 + 16)
      if reflow {
        let flowed = ByteBuffer(capacity: bytes.count + 16)
        paragraphs(bytes, width: width, into: flowed)
        flowed.withUnsafeBytes { lines($0, width: width, into: out) }
      } else {
        lines(bytes, width: width, into: out)
      }
      return out.string
    }
  }

  /// Appends each line of `bytes` (split at line feeds, which are kept) wrapped at `width` on
  /// spaces (see ``lines(_:width:reflow:)``).
  package static func lines(_ bytes: Bytes, width: Int, into out: ByteBuffer) {
    var start = 0
    while true {
      let end = lineEnd(bytes, from: start, end: bytes.count)
      // After its indent, a line of single-spaced printable ASCII is a column a byte: its
      // columns are not counted, and its words are placed a line at a time.
      let plain =
        end - start > width
        && isSingleSpacedPlain(bytes, (start + leadingSpaces(bytes, start..<end))..<end)
      if end - start > width && (plain || columns(bytes, start..<end) > width) {
        wrap(bytes, start..<end, width: width, plain: plain, into: out)
      } else {
        out.append(Bytes(rebasing: bytes[start..<end]))
      }
      guard end < bytes.count else { return }
      out.append(lineFeed)
      start = end + 1
    }
  }

  /// Appends one line wider than `width` wrapped on its spaces after its head (see
  /// ``layout(_:_:width:)``); `plain` when the line is single-spaced printable ASCII after its
  /// indent (``isSingleSpacedPlain(_:_:)``).
  static func wrap(
    _ bytes: Bytes, _ line: Range<Int>, width: Int, plain: Bool, into out: ByteBuffer
  ) {
    let (head, continuation) = layout(bytes, line, width: width)
    let prefix = line.lowerBound..<head
    out.append(Bytes(rebasing: bytes[prefix]))
    var placer = Placer(
      limit: width, indent: continuation, column: columns(bytes, prefix), out: out)
    placer.words(bytes, head..<line.upperBound, plain: plain)
  }

  /// Appends the lines with each paragraph that must be wrapped reflowed as one: a paragraph
  /// is a run of lines with the same indent, each but the last at least 60 columns (it was
  /// wrapped by hand), none after the first a table row (`name  text`); it is reflowed only
  /// when one of its lines is wider than `width`, its continuation lines at its indent.
  static func paragraphs(_ bytes: Bytes, width: Int, into out: ByteBuffer) {
    var lines: [Range<Int>] = []
    var start = 0
    while true {
      let end = lineEnd(bytes, from: start, end: bytes.count)
      lines.append(start..<end)
      guard end < bytes.count else { break }
      start = end + 1
    }
    // Each paragraph as the range of its lines' numbers.
    var groups: [Range<Int>] = []
    for (n, line) in lines.enumerated() {
      let indent = leadingSpaces(bytes, line)
      if n > 0, line.count > indent, columns(bytes, lines[n - 1]) >= 60,
        leadingSpaces(bytes, lines[n - 1]) == indent, !isTableRow(bytes, line)
      {
        groups[groups.count - 1] = groups[groups.count - 1].lowerBound..<(n + 1)
      } else {
        groups.append(n..<(n + 1))
      }
    }
    for (g, group) in groups.enumerated() {
      if g > 0 { out.append(lineFeed) }
      let members = lines[group]
      guard members.count > 1, members.contains(where: { columns(bytes, $0) > width }) else {
        for (k, line) in members.enumerated() {
          if k > 0 { out.append(lineFeed) }
          out.append(Bytes(rebasing: bytes[line]))
        }
        continue
      }
      let indent = leadingSpaces(bytes, lines[group.lowerBound])
      out.append(repeating: space, count: indent)
      var placer = Placer(limit: width, indent: indent, column: indent, out: out)
      for line in members {
        placer.words(bytes, line, plain: isSingleSpacedPlain(bytes, line))
      }
    }
  }

  /// Whether a line is a row of a table or a labelled line: after its indent, a word and then
  /// two spaces or more.
  static func isTableRow(_ bytes: Bytes, _ line: Range<Int>) -> Bool {
    var i = line.lowerBound + leadingSpaces(bytes, line)
    while i < line.upperBound && bytes[i] != space { i += 1 }
    return i + 1 < line.upperBound && bytes[i + 1] == space
  }

  /// A line's head (where the bytes kept as they are end: after its indent, or its label and
  /// the gap) and the indent of its continuation lines.
  static func layout(_ bytes: Bytes, _ line: Range<Int>, width: Int) -> (
    head: Int, continuation: Int
  ) {
    let leading = leadingSpaces(bytes, line)
    var space = line.lowerBound + leading
    while space < line.upperBound && bytes[space] != Self.space { space += 1 }
    if space < line.upperBound {
      let gap = leadingSpaces(bytes, space..<line.upperBound)
      let head = space + gap
      let shown = columns(bytes, line.lowerBound..<head)
      if gap >= 2 && shown <= width / 2 { return (head, shown) }
    }
    return (line.lowerBound + leading, min(leading + 2, width / 2))
  }

  /// A line of fields (`at       snap 1   percent 0.300   time 0.383s`: a label, then fields
  /// separated by two spaces or more) wrapped at `width`: a field that does not fit goes on a
  /// new line under the first; a field wider than a line is wrapped at its `, ` (`radius 10.00
  /// top, dim 0.30`), then on its words. Lines that fit are returned as they are.
  package static func fields(_ line: String, width: Int) -> String {
    withBytes(line) { bytes in
      guard bytes.count > width, columns(bytes, 0..<bytes.count) > width else { return line }
      let out = ByteBuffer(capacity: bytes.count + 32)
      fields(bytes, 0..<bytes.count, width: width, into: out)
      return out.string
    }
  }

  /// Every line of `text` (split at its line feeds, empty lines kept) wrapped as
  /// ``fields(_:width:)`` wraps one, over the bytes: splitting a command's whole reply into
  /// Characters first cost `explain` most of its 0.6 M instructions (issue 36).
  package static func fieldsByLine(_ text: String, width: Int) -> String {
    withBytes(text) { bytes in
      let out = ByteBuffer(capacity: bytes.count + 64)
      var start = 0
      while true {
        var end = start
        while end < bytes.count && bytes[end] != lineFeed { end += 1 }
        fields(bytes, start..<end, width: width, into: out)
        guard end < bytes.count else { break }
        out.append(lineFeed)
        start = end + 1
      }
      return out.string
    }
  }

  /// Appends the line of fields `bytes[line]` wrapped at `width` (see
  /// ``fields(_:width:)``).
  package static func fields(_ bytes: Bytes, _ line: Range<Int>, width: Int, into out: ByteBuffer) {
    guard line.count > width, columns(bytes, line) > width else {
      out.append(Bytes(rebasing: bytes[line]))
      return
    }
    let (head, indent) = layout(bytes, line, width: width)
    let prefix = line.lowerBound..<head
    out.append(Bytes(rebasing: bytes[prefix]))
    var placer = Placer(limit: width, indent: indent, column: columns(bytes, prefix), out: out)
    // The fields: separated by runs of two spaces or more, each after the width of the run
    // before it (0 for the first).
    let end = line.upperBound
    var start = head
    var gap = 0
    while start < end {
      var stop = start
      while stop < end && !(bytes[stop] == space && stop + 1 < end && bytes[stop + 1] == space) {
        stop += 1
      }
      field(bytes, start..<stop, gap: gap, room: width - indent, &placer)
      let next = stop + leadingSpaces(bytes, stop..<end)
      gap = next - stop
      start = next
    }
  }

  /// Places one field: whole when it fits in `room`, else cut at its `, ` (the comma kept),
  /// and a part still wider than `room` on its words.
  static func field(
    _ bytes: Bytes, _ field: Range<Int>, gap: Int, room: Int, _ placer: inout Placer
  ) {
    let width = columns(bytes, field)
    guard width > room else {
      placer.part(bytes, field, columns: width, gap: gap)
      return
    }
    var start = field.lowerBound
    var first = true
    while true {
      var comma = start
      while comma < field.upperBound
        && !(bytes[comma] == UInt8(ascii: ",") && comma + 1 < field.upperBound
          && bytes[comma + 1] == space)
      {
        comma += 1
      }
      let last = comma >= field.upperBound
      let text = start..<(last ? field.upperBound : comma + 1)
      if columns(bytes, text) > room {
        forEachWord(bytes, text) {
          placer.piece(bytes, $0, columns: $1, gap: first ? gap : 1)
          first = false
        }
      } else {
        placer.piece(bytes, text, gap: first ? gap : 1)
      }
      first = false
      if last { return }
      start = comma + 2
    }
  }
}
