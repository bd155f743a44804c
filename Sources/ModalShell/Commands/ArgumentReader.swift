/// What an argument position completes to. An argument kind declares it; the completer
/// (``Session/complete(_:)``) turns it into candidates for the session as it is.
enum Completion: Hashable, Sendable {
  /// Free text or a number: nothing to complete.
  case none
  /// One of these words.
  case words([String])
  /// The snap points' indices and keys; `relative` adds next / prev / closest.
  case snapPoints(relative: Bool)
  /// The snap points' indices (1 on; 0 is the undershoot).
  case snapIndices
  /// The snap points' keys.
  case snapKeys
  /// The `set` paths of the config in use.
  case setPaths
  /// The values the field a `set` path names offers (its codec's candidates: the cases of an
  /// enumeration, `none`, ...).
  case setValue(path: String)
  /// `FIELD=` for each name a snap point field answers to (`add snap`), and after `FIELD=`
  /// the field's values.
  case pointFields
  /// The indices `remove snap` accepts (not the points it would refuse).
  case removableSnaps
  /// File names under the directory typed so far.
  case files
  /// The app's switches the config's conditions look at (`flag(NAME)`), and those on now.
  case flags
}

/// The words after a command name, read left to right by a command's parse function. Every
/// error it reports names the command's usage, so a usage string is written once, in the
/// command's declaration.
///
/// The same parse function drives Tab completion: in completion mode the reader is given the
/// words before the cursor, and every argument asked for at the cursor records what it completes
/// to (an optional one lets the parse go on, so the arguments that may follow are offered too).
struct ArgumentReader {
  /// The whole line (for the arguments that take the rest of it verbatim).
  let text: String
  /// Every word of the line, the command name first.
  let words: [Word]
  /// The next word to read.
  var index = 1
  /// Where the rest of the line starts once every word is read (for a line read verbatim).
  let restOffset: Int
  /// The usage of the command, for error messages.
  let usage: String
  /// True in completion mode.
  let completing: Bool
  /// What the arguments at the cursor complete to (completion mode only).
  private(set) var completions: [Completion] = []

  init(text: String, words: [Word], usage: String, completing: Bool = false) {
    self.text = text
    self.words = words
    self.restOffset = text.utf8.count
    self.usage = usage
    self.completing = completing
  }

  /// A reader of a line taken verbatim: no words, `rest()` is the text from `offset` on.
  init(text: String, verbatimFrom offset: Int, usage: String) {
    self.text = text
    self.words = []
    self.restOffset = offset
    self.usage = usage
    self.completing = false
  }

  /// The error for a missing argument.
  var missing: ShellError { ShellError("missing argument (usage: \(usage))") }

  /// The thrown value that ends a parse in completion mode at a required argument.
  static let stop = ShellError("")

  /// True when the cursor is at the word being completed.
  private var atCursor: Bool { completing && index >= words.count }

  private mutating func offer(_ completion: Completion) {
    if completion != .none { completions.append(completion) }
  }

  /// Offers `completion` when the cursor is at the next word (for a value the parse reads
  /// verbatim, such as `set PATH VALUE`'s).
  mutating func offerAtCursor(_ completion: Completion) {
    if atCursor { offer(completion) }
  }

  /// The next word as `kind`; missing is an error.
  mutating func required<Kind: ArgumentKind>(_ kind: Kind) throws(ShellError)
    -> Kind.Value
  {
    guard index < words.count else {
      if completing {
        offer(kind.completion)
        throw Self.stop
      }
      throw missing
    }
    index += 1
    return try kind.parse(words[index - 1])
  }

  /// The next word as `kind`, right after a keyword (`to PRESET`, `at INDEX`): missing is
  /// `missing NOUN after 'KEYWORD'`.
  mutating func required<Kind: ArgumentKind>(_ kind: Kind, after keyword: Word)
    throws(ShellError) -> Kind.Value
  {
    guard index < words.count || completing else {
      throw ShellError(
        "missing \(kind.noun) after '\(keyword.text)' (usage: \(usage))", offset: keyword.offset)
    }
    return try required(kind)
  }

  /// The next word as `kind`, or nil when there are no more words.
  mutating func optional<Kind: ArgumentKind>(_ kind: Kind) throws(ShellError)
    -> Kind.Value?
  {
    guard index < words.count else {
      if completing { offer(kind.completion) }
      return nil
    }
    index += 1
    return try kind.parse(words[index - 1])
  }

  /// The next word when it is exactly `keyword` (it is then read), else nil.
  mutating func keyword(_ keyword: String) -> Word? {
    if atCursor { offer(.words([keyword])) }
    guard index < words.count, words[index].text == keyword else { return nil }
    index += 1
    return words[index - 1]
  }

  /// The next word, which must be `keyword`: `expected 'KEYWORD'` otherwise.
  mutating func expectKeyword(_ keyword: String) throws(ShellError) {
    guard index < words.count else {
      if completing {
        offer(.words([keyword]))
        throw Self.stop
      }
      throw missing
    }
    let word = words[index]
    guard word.text == keyword else {
      throw ShellError("expected '\(keyword)' (usage: \(usage))", offset: word.offset)
    }
    index += 1
  }

  /// The rest of the line from the next word on, verbatim (quotes and all); every word is then
  /// read.
  mutating func rest() -> String {
    let start = index < words.count ? words[index].offset : restOffset
    index = words.count
    return String(decoding: text.utf8.dropFirst(start), as: UTF8.self)
  }

  /// Every word has been read: a word left over is `unexpected`.
  func end() throws(ShellError) {
    guard index < words.count else { return }
    let extra = words[index]
    throw ShellError("unexpected '\(extra.text)' (usage: \(usage))", offset: extra.offset)
  }
}
