/// Swift names made from a document's or a key's name. A config's names are any text, and the
/// export goes into the user's app: every name made here is a valid identifier in every place
/// the exporters put it, and the names of one declaration list are distinct (two keys that
/// read the same in camel case, `a-b` and `a_b`, must not declare one property twice).
public enum SwiftNames {
  /// `ios-sheet` -> `IosSheet`, `demo01` -> `Demo01`: an upper-camel-case name, the words of
  /// `name` (runs of letters and digits Swift allows in an identifier) each capitalised.
  /// `Exported` when `name` has no such word, `Config` before a leading digit. Only ever a
  /// part of a type or function name (`IosSheetPanelLayout`, `configureIosSheet`), so it need
  /// not avoid the keywords.
  public static func typeName(_ name: String) -> String {
    let parts = words(name)
    var result = parts.map(capitalised).joined()
    if result.isEmpty { result = "Exported" }
    if let first = result.unicodeScalars.first, !isHead(first) { result = "Config" + result }
    return result
  }

  /// `ios-sheet` -> `iosSheet`: ``typeName(_:)`` with its first letter lower-cased. It may be a
  /// keyword (`default`): a name that stands alone comes from ``unique(_:fallback:reserved:suffix:)``.
  public static func identifier(_ name: String) -> String {
    lowercasedFirst(typeName(name))
  }

  /// The identifiers of a declaration list, one per name in order: ``identifier(_:)`` of the
  /// name (`fallback(index)` for a nil one), with `suffix` appended to one in `reserved`
  /// (what the scope already declares: `medium` among the detent identifiers) or a keyword
  /// (``keywords``: `static let default` would not compile), and a number
  /// (2, 3, ...) appended to one an earlier name already took, so that the list is valid and
  /// duplicate-free whatever the names. Each name's upper-camel-case form (its first letter
  /// capitalised, for a type made from it) is kept distinct too.
  public static func unique(
    _ names: [String?], fallback: (Int) -> String, reserved: Set<String> = [],
    suffix: String
  ) -> [String] {
    var taken: Set<String> = []
    var result: [String] = []
    for (index, name) in names.enumerated() {
      var base = name.map(identifier) ?? fallback(index)
      if reserved.contains(base) || keywords.contains(base) { base += suffix }
      var candidate = base
      var number = 2
      while forms(candidate).contains(where: taken.contains) {
        candidate = base + String(number)
        number += 1
      }
      taken.formUnion(forms(candidate))
      result.append(candidate)
    }
    return result
  }

  /// The forms of an identifier that must not collide: itself, and its first letter in upper
  /// and in lower case.
  static func forms(_ identifier: String) -> [String] {
    [identifier, capitalised(Substring(identifier)), lowercasedFirst(identifier)]
  }

  /// The words of `name`: its runs of identifier characters (``isWord(_:)``).
  static func words(_ name: String) -> [Substring] {
    name.split { character in !character.unicodeScalars.allSatisfy(isWord) }
  }

  /// `word` with its first character upper-cased, when that gives identifier characters.
  static func capitalised(_ word: Substring) -> String {
    guard let first = word.first else { return "" }
    let upper = String(first).uppercased()
    let head = upper.unicodeScalars.allSatisfy(isWord) ? upper : String(first)
    return head + word.dropFirst()
  }

  /// `name` with its first character lower-cased, when that gives identifier characters.
  static func lowercasedFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    let lower = String(first).lowercased()
    let head = lower.unicodeScalars.allSatisfy(isWord) ? lower : String(first)
    return head + name.dropFirst()
  }

  /// A scalar kept in a name: a letter, a digit or a combining mark that Swift allows in an
  /// identifier (The Swift Programming Language, Lexical Structure, "Identifiers"). Not `_`
  /// and not an emoji: they separate the words.
  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
      return isContinuation(scalar)
    default:
      return false
    }
  }

  /// Whether Swift allows `scalar` first in an identifier (a word scalar that is no digit and
  /// no combining mark).
  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    guard isWord(scalar), !("0"..."9").contains(scalar) else { return false }
    return !headExcluded.contains { $0.contains(scalar.value) }
  }

  /// Whether Swift allows `scalar` in an identifier after its first character.
  static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_"
    }
    if [0xA8, 0xAA, 0xAD, 0xAF, 0x2054].contains(value) { return true }
    return allowed.contains { $0.contains(value) }
  }

  /// The ranges above ASCII Swift allows in an identifier.
  static let allowed: [ClosedRange<UInt32>] = [
    0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
    0x100...0x2FF, 0x300...0x36F, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
    0x1DC0...0x1DFF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
    0x2060...0x206F, 0x2070...0x20CF, 0x20D0...0x20FF, 0x2100...0x218F, 0x2460...0x24FF,
    0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
    0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
    0xFE20...0xFE2F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
    0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
    0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
    0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  /// The combining marks Swift allows in an identifier but not first.
  static let headExcluded: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]

  /// The words that cannot name a property or a function as they are: Swift's keywords, and
  /// the contextual ones that change what a member reference means (`Type`, `Protocol`,
  /// `self`, `some`, `any`).
  public static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "Type", "Protocol", "any", "some", "actor",
    "package", "macro", "consume", "copy", "discard", "each", "sending",
  ]
}
