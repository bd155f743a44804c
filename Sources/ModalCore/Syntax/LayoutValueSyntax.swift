/// A syntax error in a layout value or condition, with the 0-based character offset.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int

  /// Creates an error.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { "\(message) at column \(offset + 1)" }
}

/// The short text syntax of layout values and conditions, shared by the JSON schema and the
/// shell's `set` command (`docs/config-schema.md` documents it):
///
/// - values: `stretch`, `120`, `50%`, `50% of width`, `-100% of current.height`, `safe.bottom`,
///   `kb.minY`, `kb.overlapH`, `30% + safe.bottom`, `stretch - 40`, `85% max 375`,
///   `safe.bottom min 15`, `min(85%, 375)`, `kb ? kb.overlapH : safe.bottom`, `content`,
///   `content + safe.bottom`, `content max 90%`, `content.width`, `content.height`,
///   Apple's detents `detent.medium`, `detent.large`, `detent.fraction(0.3)`,
///   `detent.height(200)`, `detent.custom(detent.max * 0.3)` and `inactive` (``Detent``);
/// - conditions: `kb`, `portrait`, `landscape`, `phone`, `pad`, `h.compact`, `v.regular`,
///   `width < 500`, `safe.top >= 20`, `height between 600 and 900`, `isNilOrZero(kb.height)`, `flag(model.isEditing)`,
///   `!c`, `a && b`, `a || b`, `true`, `false`.
///
/// `a + b` is a sum; `a - b`, `a * b` and `a / b` are offsets of `a`; `min` / `max` after a
/// value are its bounds (`85% max 375` never exceeds 375).
public enum LayoutValueSyntax {
  /// Parses a layout value.
  public static func parseValue(_ text: String) throws(SyntaxError) -> LayoutValue {
    var parser = try makeParser(text)
    let value = try parser.wrap { (p: inout Parser) throws(ExpressionError) in try p.parseValue() }
    try parser.expectEnd()
    return value
  }

  /// Parses a condition.
  public static func parseCondition(_ text: String) throws(SyntaxError) -> Condition {
    var parser = try makeParser(text)
    let condition = try parser.wrap { (p: inout Parser) throws(ExpressionError) in
      try p.parseCondition()
    }
    try parser.expectEnd()
    return condition
  }

  /// The canonical text of a value, or nil when the text syntax cannot express it exactly
  /// (the JSON coder then writes an object).
  public static func format(_ value: LayoutValue) -> String? {
    let text = render(value)
    guard let parsed = try? parseValue(text), parsed == value else { return nil }
    return text
  }

  /// The canonical text of a condition (always expressible).
  public static func format(_ condition: Condition) -> String {
    renderCondition(condition, parent: nil)
  }

  /// Formats a number with as few digits as read back exactly (`15`, `0.5`, `253.2`).
  public static func formatNumber(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 {
      return String(Int64(value))
    }
    return value.description
  }

  private static func makeParser(_ text: String) throws(SyntaxError) -> Parser {
    do {
      return Parser(tokens: try ExpressionLexer.tokenize(text), length: text.unicodeScalars.count)
    } catch {
      throw SyntaxError(message: error.message, offset: error.offset)
    }
  }

}
