/// The parser's fast path for the commonest lines (most of a script's lines, which the full
/// parse would make several times dearer): `VERB` or `VERB ARGUMENT`, where `VERB` is a
/// command's full name or alias in lower-case ASCII letters and `ARGUMENT` one plain word of
/// ASCII letters, digits, `.`, `+`, `-`, `%` and `/` (`drag 0.1`, `drag 40pt`,
/// `release 800`, `snap next`, `keyboard off`, `present`), separated by exactly one space,
/// nothing before or after.
///
/// Such a line splits into the same words as ``Words/split(_:)`` gives and names the same spec
/// as ``CommandTable/resolve(_:)`` does; the fast path only finds the two words and the spec
/// straight from the bytes, then reads the arguments through the spec's own parse function,
/// so the commands and errors are the general parser's. The verbs come from the command table
/// (``verbs``, made from ``CommandTable/all``): there is no second list. Any other line (a
/// prefix, quotes, a comment, tabs, a second space, non-ASCII, a verbatim command) goes the
/// general way.
enum FastPath {
  /// The spec and words of a fast line, or nil when the line needs the general parser.
  static func words(of line: String) -> (spec: CommandSpec, words: [Word])? {
    var line = line
    return line.withUTF8 { bytes -> (spec: CommandSpec, words: [Word])? in
      var verbEnd = 0
      while verbEnd < bytes.count, isVerbByte(bytes[verbEnd]) { verbEnd += 1 }
      guard verbEnd > 0 else { return nil }
      let verbBytes = UnsafeBufferPointer(rebasing: bytes[..<verbEnd])
      guard let spec = spec(named: verbBytes) else { return nil }
      let verb = String(decoding: verbBytes, as: UTF8.self)
      if verbEnd == bytes.count { return (spec, [Word(verb, offset: 0)]) }
      let start = verbEnd + 1
      guard bytes[verbEnd] == UInt8(ascii: " "), start < bytes.count,
        bytes[start...].allSatisfy(isArgumentByte)
      else { return nil }
      let argument = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
      return (spec, [Word(verb, offset: 0), Word(argument, offset: start)])
    }
  }

  /// The commands a fast line may name (every one but the verbatim ones), by every name and
  /// alias made of verb bytes: `verbs[n]` holds the names of `n` bytes. Made from
  /// ``CommandTable/all`` like ``CommandTable/byName``, and compared byte by byte, which costs
  /// less than hashing the verb.
  static let verbs: [[(name: [UInt8], spec: CommandSpec)]] = {
    var table: [[(name: [UInt8], spec: CommandSpec)]] = []
    for spec in CommandTable.all where !spec.verbatim {
      for name in [spec.name] + spec.aliases where name.utf8.allSatisfy(isVerbByte) {
        let bytes = Array(name.utf8)
        while table.count <= bytes.count { table.append([]) }
        table[bytes.count].append((bytes, spec))
      }
    }
    return table
  }()

  /// The spec whose name or alias is exactly `verb`, or nil (a prefix, a verbatim command).
  static func spec(named verb: UnsafeBufferPointer<UInt8>) -> CommandSpec? {
    guard verb.count < verbs.count else { return nil }
    for entry in verbs[verb.count] where entry.name.elementsEqual(verb) { return entry.spec }
    return nil
  }

  /// A byte of a verb: a lower-case ASCII letter or `-` (`reduce-motion`).
  static func isVerbByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-")
  }

  /// A byte of a plain argument: an ASCII letter or digit, `.`, `+`, `-`, `%` or `/`; none of
  /// them is a blank, a quote, a backslash or `#`, which ``Words`` treats specially.
  static func isArgumentByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "%"), UInt8(ascii: "/"):
      true
    default: false
    }
  }
}
