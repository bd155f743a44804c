import ModalCore

/// A token of the TypeScript / JSX that `load Sheet.tsx` reads: identifiers (keywords
/// included), numbers, strings, templates, punctuation, and JSX's tags. The text between JSX
/// tags is not kept (a sheet's children are not read).
struct TSXToken: Sendable {
  enum Kind: Sendable, Equatable {
    case identifier(String)
    /// A number's value (`1e400` is infinite: the reader reports it).
    case number(Double)
    case string(String)
    /// A template literal's text; `substituted` when it holds `${...}` (its text is then not a
    /// constant, and the code inside it is not kept).
    case template(String, substituted: Bool)
    /// Punctuation or an operator, as its text.
    case symbol(String)
    /// `<Name` (`<>` a fragment: the empty name), `<A.B` a member name.
    case tagOpen(String)
    /// The end of an opening tag: `>` (its children follow) or `/>`.
    case tagEnd(selfClosing: Bool)
    /// `</Name>`.
    case tagClose(String)
  }

  var kind: Kind
  var location: SourceLocation
  /// For an opening bracket `(`, `[`, `{` and a tag's opening: the index of the token that
  /// closes it (`)`, `]`, `}`, the tag's `tagEnd`); -1 otherwise.
  var match: Int = -1

  var text: String {
    switch kind {
    case .identifier(let name): name
    case .number(let value): LayoutValueSyntax.formatNumber(value)
    case .string(let text): "'" + text + "'"
    case .template(let text, _): "`" + text + "`"
    case .symbol(let symbol): symbol
    case .tagOpen(let name): "<" + name
    case .tagEnd(let selfClosing): selfClosing ? "/>" : ">"
    case .tagClose(let name): "</" + name + ">"
    }
  }

  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  func isSymbol(_ symbol: String) -> Bool {
    if case .symbol(let text) = kind { return text == symbol }
    return false
  }
}

/// Why a TypeScript source cannot be read at all: one line, with its place.
struct TSXLexError: Error, Sendable {
  var location: SourceLocation
  var message: String
}

/// The tokens of a TypeScript / TSX source, the line comments that end a line of code (an
/// export names its snap points that way), and the work the lexer did (bytes and tokens), for
/// the test that the reading stays linear.
struct TSXTokens: Sendable {
  var tokens: [TSXToken] = []
  /// The text of a `// comment` after code on the same line, by line.
  var lineComments: [Int: String] = [:]
  var work = 0
}
