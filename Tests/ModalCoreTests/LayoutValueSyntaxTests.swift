import ModalTestSupport
import Testing

@testable import ModalCore

// MARK: - Building values

private func c(_ number: Double) -> LayoutValue { .constant(number) }
private func pct(_ number: Double, _ target: PercentTarget = .target) -> LayoutValue {
  .percent(number, of: target)
}
private func kb(_ field: KeyboardField) -> LayoutValue { LayoutValue(.keyboard(field)) }
private func overlap(_ axis: Axis) -> LayoutValue { LayoutValue(.keyboardOverlap(axis)) }
private func sum(_ values: LayoutValue...) -> LayoutValue { LayoutValue(.sum(values)) }
private func cond(_ condition: Condition, _ then: LayoutValue, _ otherwise: LayoutValue)
  -> LayoutValue
{
  LayoutValue(.conditional(condition, then: then, else: otherwise))
}
private func op(_ value: LayoutValue, _ operation: OffsetOperation, _ operand: LayoutValue)
  -> LayoutValue
{
  var result = value
  result.offset = LayoutValue.Offset(operation, operand)
  return result
}
private func bounded(_ value: LayoutValue, min: LayoutValue? = nil, max: LayoutValue? = nil)
  -> LayoutValue
{
  var result = value
  if let min { result.min = min }
  if let max { result.max = max }
  return result
}

/// A string, the value it parses to and the canonical text `format` gives back.
struct ValueSyntaxCase: Sendable, CustomTestStringConvertible {
  var text: String
  var value: LayoutValue
  var canonical: String

  init(_ text: String, _ value: LayoutValue, _ canonical: String? = nil) {
    self.text = text
    self.value = value
    self.canonical = canonical ?? text
  }

  var testDescription: String { text }
}

/// A string, the condition it parses to and its canonical text.
struct ConditionSyntaxCase: Sendable, CustomTestStringConvertible {
  var text: String
  var condition: Condition
  var canonical: String

  init(_ text: String, _ condition: Condition, _ canonical: String? = nil) {
    self.text = text
    self.condition = condition
    self.canonical = canonical ?? text
  }

  var testDescription: String { text }
}

/// An invalid string with the exact error.
struct InvalidSyntaxCase: Sendable, CustomTestStringConvertible {
  var text: String
  var message: String
  var offset: Int

  init(_ text: String, _ message: String, _ offset: Int) {
    self.text = text
    self.message = message
    self.offset = offset
  }

  var testDescription: String { "\"\(text)\"" }
}

private let kbOverlapOrSafe = cond(.keyboardPresent, overlap(.vertical), .safeArea(.bottom))

// Every form of the schema's value table.
private let schemaValueCases: [ValueSyntaxCase] = [
  .init("stretch", .stretch),
  .init("120", c(120)),
  .init("-15", c(-15)),
  .init("0.5", c(0.5)),
  .init(".5", c(0.5), "0.5"),
  .init("1.50", c(1.5), "1.5"),
  .init("253.2", c(253.2)),
  .init("1e3", c(1000), "1000"),
  .init("2.5E-1", c(0.25), "0.25"),
  .init("1e16", c(1e16), "1e+16"),
  .init("50%", pct(50)),
  .init("-100%", pct(-100)),
  .init("12.5%", pct(12.5)),
  .init("50% of width", pct(50, .targetWidth)),
  .init("50% of height", pct(50, .targetHeight)),
  .init("50% of screen", pct(50, .screen)),
  .init("50% of screen.width", pct(50, .screenWidth)),
  .init("50% of screen.height", pct(50, .screenHeight)),
  .init("50% of window", pct(50, .window)),
  .init("50% of window.width", pct(50, .windowWidth)),
  .init("50% of window.height", pct(50, .windowHeight)),
  .init("50% of current", pct(50, .current)),
  .init("50% of current.width", pct(50, .currentWidth)),
  .init("-100% of current.height", pct(-100, .currentHeight)),
  .init("50% of target", pct(50), "50%"),
  .init("50% of target.width", pct(50, .targetWidth), "50% of width"),
  .init("50% of target.height", pct(50, .targetHeight), "50% of height"),
  .init("safe.top", .safeArea(.top)),
  .init("safe.left", .safeArea(.left)),
  .init("safe.bottom", .safeArea(.bottom)),
  .init("safe.right", .safeArea(.right)),
  .init("kb.minX", kb(.minX)),
  .init("kb.minY", kb(.minY)),
  .init("kb.maxX", kb(.maxX)),
  .init("kb.maxY", kb(.maxY)),
  .init("kb.width", kb(.width)),
  .init("kb.height", kb(.height)),
  .init("keyboard.minY", kb(.minY), "kb.minY"),
  .init("keyboard.height", kb(.height), "kb.height"),
  .init("kb.overlapW", overlap(.horizontal)),
  .init("kb.overlapH", overlap(.vertical)),
  .init("keyboard.overlapH", overlap(.vertical), "kb.overlapH"),
  .init("30% + safe.bottom", sum(pct(30), .safeArea(.bottom))),
  .init("10 + 20% + safe.top", sum(c(10), pct(20), .safeArea(.top))),
  .init("stretch - 40", op(.stretch, .subtract, c(40))),
  .init("50% * 2", op(pct(50), .multiply, c(2))),
  .init("stretch / 3", op(.stretch, .divide, c(3))),
  .init("85% max 375", bounded(pct(85), max: c(375))),
  .init("safe.bottom min 15", bounded(.safeArea(.bottom), min: c(15))),
  .init("min(85%, 375)", bounded(pct(85), max: c(375)), "85% max 375"),
  .init("max(safe.bottom, 15)", bounded(.safeArea(.bottom), min: c(15)), "safe.bottom min 15"),
  .init("kb ? kb.overlapH : safe.bottom", kbOverlapOrSafe),
  .init("keyboard ? kb.overlapH : safe.bottom", kbOverlapOrSafe, "kb ? kb.overlapH : safe.bottom"),
  .init("(50%)", pct(50), "50%"),
  .init("((stretch))", .stretch, "stretch"),
  .init("(30% + safe.bottom)", sum(pct(30), .safeArea(.bottom)), "30% + safe.bottom"),
  .init("  50%\t+ 10 ", sum(pct(50), c(10)), "50% + 10"),
  .init("50%of width", pct(50, .targetWidth), "50% of width"),
  .init("5 - -3", op(c(5), .subtract, c(-3))),
  .init("-5 + 3", sum(c(-5), c(3))),
  .init("2 * -50%", op(c(2), .multiply, pct(-50))),
]

// Precedence and associativity: + builds one flat sum; - * / are offsets of what is on their
// left, * and / binding tighter than + and -; min / max bind loosest.
private let precedenceCases: [ValueSyntaxCase] = [
  .init("10 + 20 - 5", op(sum(c(10), c(20)), .subtract, c(5))),
  .init("100 - 20 - 5", op(sum(op(c(100), .subtract, c(20))), .subtract, c(5)), "(100 - 20) - 5"),
  .init("100 - 20 + 5", sum(op(c(100), .subtract, c(20)), c(5)), "(100 - 20) + 5"),
  .init("2 * 3 + 4", sum(op(c(2), .multiply, c(3)), c(4)), "(2 * 3) + 4"),
  .init("4 + 2 * 3", sum(c(4), op(c(2), .multiply, c(3))), "4 + (2 * 3)"),
  .init("2 * 3 * 4", op(sum(op(c(2), .multiply, c(3))), .multiply, c(4)), "(2 * 3) * 4"),
  .init("100 / 5 / 2", op(sum(op(c(100), .divide, c(5))), .divide, c(2)), "(100 / 5) / 2"),
  .init("10 - 2 * 3", op(c(10), .subtract, op(c(2), .multiply, c(3))), "10 - (2 * 3)"),
  .init("2 * 3 - 1", op(sum(op(c(2), .multiply, c(3))), .subtract, c(1)), "(2 * 3) - 1"),
  .init("(10 + 20) * 2", op(sum(c(10), c(20)), .multiply, c(2))),
  .init("(10 - 2) * 3", op(sum(op(c(10), .subtract, c(2))), .multiply, c(3))),
  .init(
    "(10 - 2) / 4 - 1",
    op(sum(op(sum(op(c(10), .subtract, c(2))), .divide, c(4))), .subtract, c(1)),
    "((10 - 2) / 4) - 1"),
  .init("(10 + 20) + 30", sum(c(10), c(20), c(30)), "10 + 20 + 30"),
  .init("10 + (20 + 30)", sum(c(10), sum(c(20), c(30)))),
  .init(
    "stretch - (safe.top + safe.bottom + 40)",
    op(.stretch, .subtract, sum(.safeArea(.top), .safeArea(.bottom), c(40)))),
  .init(
    "(kb ? kb.overlapH : safe.bottom) + 50% max 100% of screen.height",
    bounded(sum(kbOverlapOrSafe, pct(50)), max: pct(100, .screenHeight))),
  .init("50% min 100 max 300", bounded(pct(50), min: c(100), max: c(300))),
  .init("50% max 300 min 100", bounded(pct(50), min: c(100), max: c(300)), "50% min 100 max 300"),
  .init(
    "50% min 100 min 200", bounded(sum(bounded(pct(50), min: c(100))), min: c(200)),
    "(50% min 100) min 200"),
  .init("stretch - 40 min 300", bounded(op(.stretch, .subtract, c(40)), min: c(300))),
  .init("30% + safe.bottom min 200", bounded(sum(pct(30), .safeArea(.bottom)), min: c(200))),
  .init("50% min 10 + 20", bounded(pct(50), min: sum(c(10), c(20))), "50% min (10 + 20)"),
  .init("min(50%, 300)", bounded(pct(50), max: c(300)), "50% max 300"),
  .init("max(50%, 300)", bounded(pct(50), min: c(300)), "50% min 300"),
  .init(
    "min(max(50%, 100), 300)", bounded(pct(50), min: c(100), max: c(300)),
    "50% min 100 max 300"),
  .init(
    "max(min(50%, 300), 100)", bounded(pct(50), min: c(100), max: c(300)),
    "50% min 100 max 300"),
  .init(
    "min(50% max 200, 300)", bounded(sum(bounded(pct(50), max: c(200))), max: c(300)),
    "(50% max 200) max 300"),
  .init(
    "min(stretch - 40, 50% + 10)",
    bounded(op(.stretch, .subtract, c(40)), max: sum(pct(50), c(10))), "stretch - 40 max (50% + 10)"
  ),
  .init(
    "kb ? portrait ? 1 : 2 : 3",
    cond(.keyboardPresent, cond(.orientation(.portrait), c(1), c(2)), c(3)),
    "kb ? (portrait ? 1 : 2) : 3"),
  .init(
    "kb ? 1 : portrait ? 2 : 3",
    cond(.keyboardPresent, c(1), cond(.orientation(.portrait), c(2), c(3))),
    "kb ? 1 : (portrait ? 2 : 3)"),
  .init("kb ? 1 : 2 + 3", cond(.keyboardPresent, c(1), sum(c(2), c(3)))),
  .init("kb ? 1 + 2 : 3", cond(.keyboardPresent, sum(c(1), c(2)), c(3))),
  .init("kb ? 1 min 2 : 3", cond(.keyboardPresent, bounded(c(1), min: c(2)), c(3))),
  .init("(kb ? 1 : 2) - 3", op(cond(.keyboardPresent, c(1), c(2)), .subtract, c(3))),
  .init("(kb ? 1 : 2) max 5", bounded(cond(.keyboardPresent, c(1), c(2)), max: c(5))),
  .init("5 - (kb ? 1 : 2)", op(c(5), .subtract, cond(.keyboardPresent, c(1), c(2)))),
  .init(
    "min(kb ? 1 : 2, 3)", bounded(cond(.keyboardPresent, c(1), c(2)), max: c(3)),
    "(kb ? 1 : 2) max 3"),
  .init(
    "width < 500 ? 50% : stretch", cond(.compare(.width, .lessThan(500)), pct(50), .stretch)),
  .init(
    "isNilOrZero(kb.height) ? safe.bottom : kb.overlapH",
    cond(.isNilOrZero(kb(.height)), .safeArea(.bottom), overlap(.vertical))),
  .init(
    "!kb && portrait ? 1 : 2",
    cond(.all([.not(.keyboardPresent), .orientation(.portrait)]), c(1), c(2))),
  .init(
    "(pad || landscape) && !kb ? 50% : stretch",
    cond(
      .all([.any([.idiom(.pad), .orientation(.landscape)]), .not(.keyboardPresent)]), pct(50),
      .stretch)),
  .init("true ? 1 : 2", cond(.all([]), c(1), c(2))),
]

// Every form of the schema's condition table.
private let conditionCases: [ConditionSyntaxCase] = [
  .init("kb", .keyboardPresent),
  .init("keyboard", .keyboardPresent, "kb"),
  .init("portrait", .orientation(.portrait)),
  .init("landscape", .orientation(.landscape)),
  .init("phone", .idiom(.phone)),
  .init("pad", .idiom(.pad)),
  .init("h.compact", .horizontalSizeClass(.compact)),
  .init("h.regular", .horizontalSizeClass(.regular)),
  .init("v.compact", .verticalSizeClass(.compact)),
  .init("v.regular", .verticalSizeClass(.regular)),
  .init("width < 500", .compare(.width, .lessThan(500))),
  .init("width <= 500", .compare(.width, .lessThanOrEqual(500))),
  .init("height >= 700", .compare(.height, .greaterThanOrEqual(700))),
  .init("height > 700.5", .compare(.height, .greaterThan(700.5))),
  .init("safe.top == 0", .compare(.safeTop, .equal(0))),
  .init("safe.left > 0", .compare(.safeLeft, .greaterThan(0))),
  .init("safe.bottom < 30", .compare(.safeBottom, .lessThan(30))),
  .init("safe.right <= 0", .compare(.safeRight, .lessThanOrEqual(0))),
  .init("width > -1", .compare(.width, .greaterThan(-1))),
  .init("width between 600 and 900", .compare(.width, .between(600, 900))),
  .init("height between -5 and 10.5", .compare(.height, .between(-5, 10.5))),
  .init("width<500", .compare(.width, .lessThan(500)), "width < 500"),
  .init("isNilOrZero(kb.height)", .isNilOrZero(kb(.height))),
  .init("isNilOrZero(kb ? 1 : 2)", .isNilOrZero(cond(.keyboardPresent, c(1), c(2)))),
  .init("isNilOrZero(30% + kb.minY)", .isNilOrZero(sum(pct(30), kb(.minY)))),
  .init("!kb", .not(.keyboardPresent)),
  .init("!!kb", .not(.not(.keyboardPresent))),
  .init("kb && pad", .all([.keyboardPresent, .idiom(.pad)])),
  .init("kb || pad", .any([.keyboardPresent, .idiom(.pad)])),
  .init("(kb)", .keyboardPresent, "kb"),
  .init("true", .all([])),
  .init("false", .any([])),
  .init("!(kb || pad)", .not(.any([.keyboardPresent, .idiom(.pad)]))),
  .init("!(kb && pad)", .not(.all([.keyboardPresent, .idiom(.pad)]))),
  .init("kb && pad && portrait", .all([.keyboardPresent, .idiom(.pad), .orientation(.portrait)])),
  .init("kb || pad || portrait", .any([.keyboardPresent, .idiom(.pad), .orientation(.portrait)])),
  // && binds tighter than ||
  .init(
    "kb || pad && portrait",
    .any([.keyboardPresent, .all([.idiom(.pad), .orientation(.portrait)])]),
    "kb || (pad && portrait)"),
  .init(
    "kb && pad || portrait",
    .any([.all([.keyboardPresent, .idiom(.pad)]), .orientation(.portrait)]),
    "(kb && pad) || portrait"),
  .init(
    "(kb || pad) && portrait",
    .all([.any([.keyboardPresent, .idiom(.pad)]), .orientation(.portrait)])),
  .init(
    "kb && (pad && portrait)",
    .all([.keyboardPresent, .all([.idiom(.pad), .orientation(.portrait)])])),
  .init("!kb && pad", .all([.not(.keyboardPresent), .idiom(.pad)])),
  // a comparison is one operand; inside combinators it is written in parentheses
  .init(
    "width < 500 && pad", .all([.compare(.width, .lessThan(500)), .idiom(.pad)]),
    "(width < 500) && pad"),
  .init("!width < 500", .not(.compare(.width, .lessThan(500))), "!(width < 500)"),
  .init(
    "h.compact || v.compact && landscape",
    .any([
      .horizontalSizeClass(.compact),
      .all([.verticalSizeClass(.compact), .orientation(.landscape)]),
    ]),
    "h.compact || (v.compact && landscape)"),
  .init("true && false", .all([.all([]), .any([])])),
]

private let invalidValues: [InvalidSyntaxCase] = [
  .init("fifty", "unknown name 'fifty'", 0),
  .init(
    "50% of nothing",
    "expected a percent target (width, height, screen, screen.width, window, current.height, ...), got 'nothing'",
    7),
  .init(
    "50% of",
    "expected a percent target (width, height, screen, screen.width, window, current.height, ...), got the end",
    6),
  .init(
    "50% of current.depth",
    "expected a percent target (width, height, screen, screen.width, window, current.height, ...), got 'current.depth'",
    7),
  .init("(30%", "expected ')', got the end", 4),
  .init("kb ? 5", "expected ':' of the conditional, got the end", 6),
  .init("kb ? : 2", "expected a value, got ':'", 5),
  .init("kb ? 1 : 2 : 3", "unexpected ':'", 11),
  .init("5 +", "expected a value, got the end", 3),
  .init("stretch -", "expected a value, got the end", 9),
  .init("- safe.top", "a minus sign must be followed by a number", 2),
  .init("stretch - - safe.top", "a minus sign must be followed by a number", 12),
  .init("-", "a minus sign must be followed by a number", 1),
  .init("1e999", "\"1e999\" is not a number", 0),
  .init("1.2.3", "\"1.2.3\" is not a number", 0),
  .init("50%%", "unexpected '%'", 3),
  .init("safe.middle", "unknown name 'safe.middle'", 0),
  .init("kb.depth", "unknown name 'kb.depth'", 0),
  .init("portrait", "unknown name 'portrait'", 0),
  .init("#", "unexpected character '#'", 0),
  .init("50 @ 2", "unexpected character '@'", 3),
  .init("10 = 5", "unexpected character '='", 3),
  .init("", "expected a value, got the end", 0),
  .init("   ", "expected a value, got the end", 3),
  .init(")", "expected a value, got ')'", 0),
  .init("stretch stretch", "unexpected 'stretch'", 8),
  .init("50 px", "unexpected 'px'", 3),
  .init("min(1 2)", "expected ',' between the two values of min(...), got '2'", 6),
  .init("max(1, 2", "expected ')', got the end", 8),
  .init("min", "unknown name 'min'", 0),
  .init("5 min", "expected a value, got the end", 5),
  .init("5 * (2 +)", "expected a value, got ')'", 8),
  .init(
    "wat ? 1 : 2",
    "unknown condition 'wat' (expected kb, portrait, landscape, phone, pad, voiceover, h.compact, h.regular, v.compact, v.regular, a comparison such as width < 500 or ios >= 16, isNilOrZero(...) or flag(NAME))",
    0),
  .init("width ? 1 : 2", "expected a comparison (<, <=, ==, >=, >, between), got '?'", 6),
]

private let invalidConditions: [InvalidSyntaxCase] = [
  .init("width <", "expected a number, got the end", 7),
  .init("width < -", "expected a number, got the end", 9),
  .init("width < abc", "expected a number, got 'abc'", 8),
  .init("width < 5%", "unexpected '%'", 9),
  .init("kb && ", "expected a condition, got the end", 6),
  .init(
    "a && ",
    "unknown condition 'a' (expected kb, portrait, landscape, phone, pad, voiceover, h.compact, h.regular, v.compact, v.regular, a comparison such as width < 500 or ios >= 16, isNilOrZero(...) or flag(NAME))",
    0),
  .init(
    "h.medium",
    "unknown condition 'h.medium' (expected kb, portrait, landscape, phone, pad, voiceover, h.compact, h.regular, v.compact, v.regular, a comparison such as width < 500 or ios >= 16, isNilOrZero(...) or flag(NAME))",
    0),
  .init("width between 1", "expected 'and', got the end", 15),
  .init("width between 1 and", "expected a number, got the end", 19),
  .init("width between 1 or 2", "expected 'and', got 'or'", 16),
  .init("isNilOrZero kb", "expected '(' after isNilOrZero, got 'kb'", 12),
  .init("isNilOrZero(kb.height", "expected ')', got the end", 21),
  .init("isNilOrZero(fifty)", "unknown name 'fifty'", 12),
  .init("width = 5", "unexpected character '='", 6),
  .init("kb & pad", "unexpected character '&'", 3),
  .init("kb | pad", "unexpected character '|'", 3),
  .init("!", "expected a condition, got the end", 1),
  .init("(kb", "expected ')', got the end", 3),
  .init("kb pad", "unexpected 'pad'", 3),
  .init("safe.top", "expected a comparison (<, <=, ==, >=, >, between), got the end", 8),
  .init("&& kb", "expected a condition, got '&&'", 0),
  .init("", "expected a condition, got the end", 0),
]

@Suite("LayoutValueSyntax")
struct LayoutValueSyntaxTests {
  @Test(arguments: schemaValueCases + precedenceCases)
  func parsesAndFormats(_ example: ValueSyntaxCase) throws {
    let parsed = try LayoutValueSyntax.parseValue(example.text)
    #expect(parsed == example.value)
    let text = try #require(LayoutValueSyntax.format(example.value))
    #expect(text == example.canonical)
    #expect(try LayoutValueSyntax.parseValue(text) == example.value)
  }

  @Test(arguments: conditionCases)
  func parsesAndFormatsConditions(_ example: ConditionSyntaxCase) throws {
    let parsed = try LayoutValueSyntax.parseCondition(example.text)
    #expect(parsed == example.condition)
    let text = LayoutValueSyntax.format(example.condition)
    #expect(text == example.canonical)
    #expect(try LayoutValueSyntax.parseCondition(text) == example.condition)
  }

  @Test(arguments: invalidValues)
  func rejectsInvalidValues(_ example: InvalidSyntaxCase) {
    #expect(throws: SyntaxError(message: example.message, offset: example.offset)) {
      try LayoutValueSyntax.parseValue(example.text)
    }
  }

  @Test(arguments: invalidConditions)
  func rejectsInvalidConditions(_ example: InvalidSyntaxCase) {
    #expect(throws: SyntaxError(message: example.message, offset: example.offset)) {
      try LayoutValueSyntax.parseCondition(example.text)
    }
  }

  @Test func errorDescriptionCountsColumnsFromOne() {
    #expect(
      SyntaxError(message: "unknown name 'fifty'", offset: 0).description
        == "unknown name 'fifty' at column 1")
    #expect(
      SyntaxError(message: "unexpected '%'", offset: 3).description == "unexpected '%' at column 4")
  }

  // Parsed expressions resolve as the model says, on iphone-14 portrait (390 x 844, safe 47 / 34)
  // and landscape (844 x 390, safe 0 / 47 / 21 / 47), with and without a 300 pt keyboard.
  @Test(
    arguments: [
      ("100 - 20 - 5", 75.0, 75.0, 75.0),
      ("100 - 20 + 5", 85, 85, 85),
      ("10 - 2 * 3", 4, 4, 4),
      ("2 * 3 * 4", 24, 24, 24),
      ("100 / 5 / 2", 10, 10, 10),
      // 844 - (47 + 34 + 40) = 723; landscape 390 - (0 + 21 + 40) = 329
      ("stretch - (safe.top + safe.bottom + 40)", 723, 723, 329),
      // portrait: 34 + 422 = 456, with the keyboard 300 + 422 = 722;
      // landscape with the keyboard: 300 + 195 = 495, capped at 100% of 390
      ("(kb ? kb.overlapH : safe.bottom) + 50% max 100% of screen.height", 456, 722, 390),
      // 50% is 422 (portrait) or 195 (landscape): min 100 max 300
      ("min(max(50%, 100), 300)", 300, 300, 195),
      ("kb ? portrait ? 1 : 2 : 3", 3, 1, 2),
      ("isNilOrZero(kb.height) ? safe.bottom : kb.overlapH", 34, 300, 300),
    ])
  func parsedExpressionsResolve(
    _ text: String, portrait: Double, portraitKeyboard: Double, landscapeKeyboard: Double
  ) throws {
    let value = try LayoutValueSyntax.parseValue(text)
    let resolve = { (env: Environment) in
      value.resolve(LayoutContext(environment: env), axis: .vertical)
    }
    expectClose(resolve(Environment(device: .iphone14)), portrait)
    expectClose(resolve(Environment(device: .iphone14, keyboardHeight: 300)), portraitKeyboard)
    expectClose(
      resolve(Environment(device: .iphone14, orientation: .landscape, keyboardHeight: 300)),
      landscapeKeyboard)
  }

  @Test func formatNumber() throws {
    #expect(LayoutValueSyntax.formatNumber(15) == "15")
    #expect(LayoutValueSyntax.formatNumber(-15) == "-15")
    #expect(LayoutValueSyntax.formatNumber(0) == "0")
    #expect(LayoutValueSyntax.formatNumber(-0.0) == "0")
    #expect(LayoutValueSyntax.formatNumber(0.5) == "0.5")
    #expect(LayoutValueSyntax.formatNumber(253.2) == "253.2")
    #expect(LayoutValueSyntax.formatNumber(0.1 + 0.2) == "0.30000000000000004")
    #expect(LayoutValueSyntax.formatNumber(1e20) == "1e+20")
    #expect(LayoutValueSyntax.formatNumber(-2.5e-7) == "-2.5e-07")
    // from 1e15 on, whole numbers take the standard library's text, which reads back exactly
    #expect(Double(LayoutValueSyntax.formatNumber(1e15)) == 1e15)
    #expect(try LayoutValueSyntax.parseValue(LayoutValueSyntax.formatNumber(1e15)) == c(1e15))
    #expect(LayoutValueSyntax.formatNumber(999_999_999_999_999) == "999999999999999")
  }

  @Test func valuesTheSyntaxCannotExpressFormatToNil() {
    let inexpressible: [LayoutValue] = [
      // an additive offset reads back as a sum
      op(.stretch, .add, c(10)),
      // a sum of one reads back as its part
      sum(pct(30)),
      bounded(sum(pct(30)), max: c(100)),
      // an empty sum has no text
      sum(),
      op(sum(), .subtract, c(5)),
      // a sum first in a sum is flattened
      sum(sum(c(1), c(2)), c(3)),
      // non-finite numbers
      c(.infinity),
      c(-.infinity),
      c(.nan),
      pct(.infinity),
      op(.stretch, .divide, c(.nan)),
      cond(.compare(.width, .lessThan(.infinity)), c(1), c(2)),
      // a one-element combinator reads back as its element
      cond(.all([.keyboardPresent]), c(1), c(2)),
      cond(.isNilOrZero(sum(kb(.height))), c(1), c(2)),
    ]
    for value in inexpressible {
      #expect(LayoutValueSyntax.format(value) == nil, "\(value)")
    }
  }

  @Test func formatConditionEdgeCases() {
    #expect(LayoutValueSyntax.format(Condition.all([])) == "true")
    #expect(LayoutValueSyntax.format(Condition.any([])) == "false")
    #expect(LayoutValueSyntax.format(Condition.all([.keyboardPresent])) == "kb")
    #expect(LayoutValueSyntax.format(Condition.any([.idiom(.pad)])) == "pad")
    #expect(LayoutValueSyntax.format(Condition.not(.all([]))) == "!true")
    #expect(
      LayoutValueSyntax.format(Condition.not(.compare(.safeTop, .between(0, 20))))
        == "!(safe.top between 0 and 20)")
  }

  // MARK: - Property tests

  /// Random values and conditions. With `expressible`, only what the text syntax can say: no
  /// additive offsets, sums of two or more whose first part is not a bare sum, combinators of
  /// zero or at least two conditions, finite numbers.
  struct ValueGenerator: SeededRandom {
    var rng: SeededGenerator
    var expressible: Bool

    mutating func number() -> Double {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: return Double(Int.random(in: -5...5, using: &rng))
      case 1: return Double(Int.random(in: -100_000...100_000, using: &rng)) / 100
      case 2: return Double(Int.random(in: 1...1000, using: &rng)) / 3
      case 3: return pick([1e15, -1e16, 1e-7, 0.1, 2.5e-3, 123_456_789.125])
      case 4 where !expressible: return pick([Double.infinity, -.infinity, .nan])
      default: return Double(Int.random(in: 0...1000, using: &rng))
      }
    }

    mutating func value(depth: Int) -> LayoutValue {
      let kinds = depth > 0 ? 9 : 7
      var value: LayoutValue
      switch Int.random(in: 0..<kinds, using: &rng) {
      case 0: value = .stretch
      case 1: value = .constant(number())
      case 2: value = .percent(number(), of: pick(PercentTarget.allCases))
      case 3: value = .safeArea(pick(Edge.allCases))
      case 4: value = LayoutValue(.keyboard(pick(KeyboardField.allCases)))
      case 5: value = LayoutValue(.keyboardOverlap(pick(Axis.allCases)))
      case 6: value = .constant(Double(Int.random(in: 0...50, using: &rng)))
      case 7:
        let count =
          expressible
          ? Int.random(in: 2...4, using: &rng) : Int.random(in: 0...4, using: &rng)
        var parts = (0..<count).map { _ in self.value(depth: depth - 1) }
        if expressible, let first = parts.first, case .sum = first.kind, first.offset == nil,
          first.min == nil, first.max == nil
        {
          parts[0] = bounded(first, min: .zero)
        }
        value = LayoutValue(.sum(parts))
      default:
        value = LayoutValue(
          .conditional(
            condition(depth: depth - 1), then: self.value(depth: depth - 1),
            else: self.value(depth: depth - 1)))
      }
      if chance(percent: 35) {
        let operations: [OffsetOperation] =
          expressible ? [.subtract, .multiply, .divide] : OffsetOperation.allCases
        value.offset = LayoutValue.Offset(pick(operations), self.value(depth: depth - 1))
      }
      if chance(percent: 20) { value.min = self.value(depth: depth - 1) }
      if chance(percent: 20) { value.max = self.value(depth: depth - 1) }
      return value
    }

    mutating func condition(depth: Int) -> Condition {
      let kinds = depth > 0 ? 10 : 6
      switch Int.random(in: 0..<kinds, using: &rng) {
      case 0: return .horizontalSizeClass(pick(SizeClass.allCases))
      case 1: return .verticalSizeClass(pick(SizeClass.allCases))
      case 2: return .orientation(pick(Orientation.allCases))
      case 3: return .idiom(pick(Idiom.allCases))
      case 4: return .keyboardPresent
      case 5:
        let comparisons: [Comparison] = [
          .lessThan(number()), .lessThanOrEqual(number()), .equal(number()),
          .greaterThanOrEqual(number()), .greaterThan(number()), .between(number(), number()),
        ]
        return .compare(pick(Metric.allCases), pick(comparisons))
      case 6: return .isNilOrZero(value(depth: depth - 1))
      case 7: return .not(condition(depth: depth - 1))
      default:
        let count = expressible ? pick([0, 2, 3]) : Int.random(in: 0...3, using: &rng)
        let parts = (0..<count).map { _ in condition(depth: depth - 1) }
        return chance(percent: 50) ? .all(parts) : .any(parts)
      }
    }
  }

  @Test func formatRoundTripsWheneverItGivesText() throws {
    var generator = ValueGenerator(rng: SeededGenerator(seed: 0x5EED_1234), expressible: false)
    var formatted = 0
    let context = LayoutContext(environment: Environment(device: .iphone14, keyboardHeight: 300))
    for _ in 0..<500 {
      let value = generator.value(depth: 3)
      // never crashes, whatever the value; resolving it does not either
      _ = value.resolve(context, axis: .horizontal)
      guard let text = LayoutValueSyntax.format(value) else { continue }
      formatted += 1
      let parsed = try LayoutValueSyntax.parseValue(text)
      #expect(parsed == value, "\(text)")
      // the canonical text is a fixed point
      #expect(LayoutValueSyntax.format(parsed) == text)
    }
    // some of the arbitrary values are expressible
    #expect(formatted >= 200, "only \(formatted) of 500 formatted")
  }

  @Test func everyExpressibleValueFormats() throws {
    var generator = ValueGenerator(rng: SeededGenerator(seed: 42), expressible: true)
    for _ in 0..<500 {
      let value = generator.value(depth: 3)
      let text = try #require(LayoutValueSyntax.format(value), "\(value)")
      #expect(try LayoutValueSyntax.parseValue(text) == value, "\(text)")
    }
  }

  @Test func everyExpressibleConditionRoundTrips() throws {
    var generator = ValueGenerator(rng: SeededGenerator(seed: 7), expressible: true)
    for _ in 0..<500 {
      let condition = generator.condition(depth: 3)
      let text = LayoutValueSyntax.format(condition)
      #expect(try LayoutValueSyntax.parseCondition(text) == condition, "\(text)")
    }
  }
}
