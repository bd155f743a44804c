/// The text helpers every reader of the config schema shares (the JSON decoder, `set`, the
/// shell's messages): one way to quote a string, to read and write a hex colour, and to
/// measure an expression, so that a message or a value reads the same wherever it is printed.
package enum SchemaText {
  /// The most operators and opening parentheses a layout value or condition may have, in the
  /// text and in its canonical rendering (see ``expressionComplexity(_:)``). The JSON decoder
  /// and `set` share it, so that whatever `set` accepts can be saved and loaded again.
  package static let maxExpressionComplexity = 64

  /// The note added to a refused expression that is over the limit.
  package static let tooComplex =
    "too complex: at most \(maxExpressionComplexity) operators and parentheses"

  /// A string as shown in messages: JSON-quoted (``JSONWriter/quote(_:)``, so a backspace is
  /// `\b` here as in a saved file), shortened to 57 characters and `...` past 60.
  package static func quoted(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > 60 else { return JSONWriter.quote(text) }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(57))
    return JSONWriter.quote(String(short) + "...")
  }

  /// A string as a JSON string literal, whole (``JSONWriter/quote(_:)``): what the shell's JSON
  /// output writes, so that it escapes a backspace as `\b` like a saved file.
  package static func json(_ text: String) -> String { JSONWriter.quote(text) }

  /// `text` without leading and trailing white space.
  package static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The words of `text`, split at runs of white space.
  package static func words(_ text: String) -> [String] {
    text.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace }).map {
      String($0)
    }
  }

  /// True for a letter followed by letters, digits or `extra` (`_` in option names, `.` in
  /// the field names of `add snap`).
  package static func isIdentifier(_ text: Substring, also extra: Unicode.Scalar) -> Bool {
    guard let first = text.unicodeScalars.first,
      (first >= "a" && first <= "z") || (first >= "A" && first <= "Z")
    else { return false }
    return text.unicodeScalars.allSatisfy {
      ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
        || $0 == extra
    }
  }

  // MARK: - Colours

  /// `#rrggbb` or `#rrggbbaa` (either case), components n / 255; nil for any other text.
  package static func hexColor(_ text: String) -> Color? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
    var components: [Double] = []
    var position = 1
    while position + 1 < scalars.count {
      guard let high = hexDigit(scalars[position]), let low = hexDigit(scalars[position + 1])
      else { return nil }
      components.append(Double(high * 16 + low) / 255)
      position += 2
    }
    guard components.count >= 3 else { return nil }
    return Color(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 1)
  }

  private static func hexDigit(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "0"..."9": Int(scalar.value) - 48
    case "a"..."f": Int(scalar.value) - 87
    case "A"..."F": Int(scalar.value) - 55
    default: nil
    }
  }

  /// The lowercase hex text of a colour (`#rrggbb`, or `#rrggbbaa` when the alpha is not 1),
  /// components clamped to 0...1 (NaN as 0) and rounded to n / 255.
  package static func hex(_ color: Color) -> String {
    func byte(_ component: Double) -> Int {
      guard !component.isNaN else { return 0 }
      return Int((min(max(component, 0), 1) * 255).rounded())
    }
    let digits = Array("0123456789abcdef")
    var text = "#"
    var components = [color.red, color.green, color.blue]
    if byte(color.alpha) != 255 { components.append(color.alpha) }
    for component in components {
      let value = byte(component)
      text.append(digits[value / 16])
      text.append(digits[value % 16])
    }
    return text
  }

  // MARK: - Expressions

  /// The number of operators (`+ - * / ! ? && || < <= == >= >`, `min`, `max`) and opening
  /// parentheses of an expression, or nil when it does not even tokenize. It bounds both the
  /// recursion of the expression parser and the depth of what it builds, so a text over the
  /// limit is refused before it is parsed. The limit also applies to the canonical rendering
  /// of what was parsed (which may add parentheses), so that everything the decoder accepts,
  /// the encoder writes in a form the decoder accepts again.
  package static func expressionComplexity(_ text: String) -> Int? {
    guard let tokens = try? ExpressionLexer.tokenize(text) else { return nil }
    var count = 0
    for (token, _) in tokens {
      switch token {
      case .number, .closeParen, .comma, .colon, .percent: break
      case .word(let word): if word == "min" || word == "max" { count += 1 }
      default: count += 1
      }
    }
    return count
  }

  /// True when an expression is over ``maxExpressionComplexity`` (a text that does not
  /// tokenize is left to the parser, which reports the lexical error without recursing).
  package static func isTooComplex(_ text: String) -> Bool {
    // Each operator or parenthesis is at least one byte: a short text is never over.
    if text.utf8.count <= maxExpressionComplexity { return false }
    return (expressionComplexity(text) ?? 0) > maxExpressionComplexity
  }
}
