/// The codecs of layout values, conditions, alignments and presets: the text syntax of
/// `docs/config-schema.md` ("Layout values", "Conditions"), shared by the JSON decoder (for the
/// string forms), `set` and the docs.
public enum LayoutCodecs {
  /// A layout value in the text syntax (`stretch`, `120`, `50%`, `50% + safe.bottom`, ...), at
  /// most ``SchemaText/maxExpressionComplexity`` operators and parentheses. It prints the short
  /// text, or the JSON object form for the few values the text syntax cannot express.
  public static let layoutValue = ValueCodec<LayoutValue>(
    kind: "layout value", range: "points, 50%, stretch, safe.bottom, a + b, a min b, c ? a : b ..."
  ) { (text: String) throws(ValueError) in
    try parseLayoutValue(text)
  } format: {
    formatLayoutValue($0)
  }

  /// A condition (`v.compact`, `width < 500 && portrait`, ...), with the same complexity limit.
  public static let condition = ValueCodec<Condition>(
    kind: "condition",
    range: "kb, portrait, landscape, phone, pad, v.compact, width < 500, !c, a && b ..."
  ) { (text: String) throws(ValueError) in
    try parseCondition(text)
  } format: {
    LayoutValueSyntax.format($0)
  }

  /// The conditions of a constrained config (all must hold), separated by `;` in text.
  public static let conditions = ValueCodec<[Condition]>(
    kind: "conditions", range: "conditions separated by ; (all must hold)"
  ) { (text: String) throws(ValueError) in
    var result: [Condition] = []
    for part in text.split(separator: ";", omittingEmptySubsequences: false) {
      result.append(try parseCondition(SchemaText.trimmed(String(part))))
    }
    return result
  } format: {
    $0.map(LayoutValueSyntax.format).joined(separator: "; ")
  }

  /// `horizontal/vertical`, e.g. `center/bottom`.
  public static let alignment = ValueCodec<(HorizontalAlignment, VerticalAlignment)>(
    kind: "alignment", range: "left|center|right / top|center|bottom, e.g. center/bottom",
    candidates: HorizontalAlignment.allCases.flatMap { h in
      VerticalAlignment.allCases.map { h.rawValue + "/" + $0.rawValue }
    }
  ) { (text: String) throws(ValueError) in
    // One lookup of the whole text in a table made once: comparing the halves with each
    // case's raw value built the arrays of cases and compared Characters on every read (5 k
    // instructions a layout, 5 M of loading 1 024 points).
    guard let aligned = alignmentsByName[text] else {
      throw ValueError("\(alignmentExpected), got \(SchemaText.quoted(text))")
    }
    return aligned
  } format: {
    $0.0.rawValue + "/" + $0.1.rawValue
  }

  /// Every alignment by its text (`center/bottom`), for ``alignment``.
  private static let alignmentsByName: [String: (HorizontalAlignment, VerticalAlignment)] = {
    var table: [String: (HorizontalAlignment, VerticalAlignment)] = [:]
    for horizontal in HorizontalAlignment.allCases {
      for vertical in VerticalAlignment.allCases {
        table[horizontal.rawValue + "/" + vertical.rawValue] = (horizontal, vertical)
      }
    }
    return table
  }()

  /// What an alignment looks like, for messages.
  package static let alignmentExpected =
    "expected an alignment \"horizontal/vertical\" like \"center/bottom\" (left, center or right / top, center or bottom)"

  /// A named layout preset (`automatic`, `offscreenBottom`, `fitScreen`, ...).
  public static let preset = ValueCodec<LayoutPreset>(
    kind: "preset", range: "a preset name: automatic, offscreenBottom, edgeTop, fitScreen ...",
    candidates: LayoutPreset.named.map(\.name)
  ) { (text: String) throws(ValueError) in
    if let preset = LayoutPreset.named(text) { return preset }
    let names = LayoutPreset.named.map(\.name).joined(separator: ", ")
    throw ValueError("expected one of \(names), got \(SchemaText.quoted(text))")
  } format: {
    $0.name
  }

  // MARK: - Parsing

  /// A layout value's text, checked against the complexity limit before and after parsing.
  package static func parseLayoutValue(_ text: String) throws(ValueError) -> LayoutValue {
    if text.hasPrefix("{") { return try parseObjectForm(text) }
    if let value = plainPercent(text) { return value }
    return try checked(
      text, "expected a layout value like \"50%\"", LayoutValueSyntax.parseValue,
      render: LayoutValueSyntax.render, isSimple: isSingleTerm)
  }

  /// The value of a plain percent (`42.5000%`: digits, at most one point between digits, `%`),
  /// the text most points' heights are, read from its bytes without the lexer and the parser;
  /// nil for any other text, or a number the exact reading or the range does not take, which
  /// the parser reads (and refuses with its message). What it returns is what the parser
  /// returns: ``JSONParser/exactDecimal(_:)`` gives `Double(text)` for at most 15 digits.
  static func plainPercent(_ text: String) -> LayoutValue? {
    // Over the string's own bytes (no copy of them, no index arithmetic on the String).
    var text = text
    return text.withUTF8 { bytes -> LayoutValue? in
      guard bytes.count >= 2, bytes.count <= 17, bytes[bytes.count - 1] == UInt8(ascii: "%")
      else { return nil }
      let digits = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - 1)])
      var sawPoint = false
      var previousIsDigit = false
      for byte in digits {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          previousIsDigit = true
        } else if byte == UInt8(ascii: "."), !sawPoint, previousIsDigit {
          sawPoint = true
          previousIsDigit = false
        } else {
          return nil
        }
      }
      guard previousIsDigit, let number = JSONParser.exactDecimal(digits),
        NumberRange.layoutConstant.contains(number)
      else { return nil }
      return .percent(number)
    }
  }

  /// True for a value of one term without offset or bounds (`50%`, `stretch`, `kb.overlapH`):
  /// its canonical text has no operator to count, so it is not rendered to be checked.
  static func isSingleTerm(_ value: LayoutValue) -> Bool {
    guard value.offset == nil, value.min == nil, value.max == nil else { return false }
    switch value.kind {
    case .stretch, .constant, .percent, .safeArea, .keyboard, .keyboardOverlap, .content,
      .contentExtent, .inactive:
      return true
    case .sum, .conditional, .detent:
      return false
    }
  }

  /// The JSON object form (what ``formatLayoutValue(_:)`` prints for the values the text
  /// syntax cannot express), read by the JSON reader itself.
  static func parseObjectForm(_ text: String) throws(ValueError) -> LayoutValue {
    let (json, syntaxProblems) = JSONParser.parse(text)
    let reader = ConfigReader()
    if let json, syntaxProblems.isEmpty, let value = reader.layoutValue(json, at: "") {
      return value
    }
    let problem = (syntaxProblems + reader.problems).first?.description ?? "not a layout value"
    throw ValueError(
      "expected a layout value like \"50%\" or its JSON object form, got \(SchemaText.quoted(text)) (\(problem))"
    )
  }

  /// A condition's text, checked against the complexity limit before and after parsing.
  package static func parseCondition(_ text: String) throws(ValueError) -> Condition {
    try checked(
      text, "expected a condition like \"v.compact\"", LayoutValueSyntax.parseCondition,
      render: LayoutValueSyntax.format)
  }

  /// Parses an expression that must be at most ``SchemaText/maxExpressionComplexity`` in its
  /// text and in its canonical rendering.
  private static func checked<T>(
    _ text: String, _ what: String, _ parse: (String) throws(SyntaxError) -> T,
    render: (T) -> String, isSimple: (T) -> Bool = { _ in false }
  ) throws(ValueError) -> T {
    // Made only for an error: most texts parse.
    func refused(_ reason: String) -> ValueError {
      ValueError("\(what), got \(SchemaText.quoted(text)) (\(reason))")
    }
    if SchemaText.isTooComplex(text) { throw refused(SchemaText.tooComplex) }
    let parsed: T
    do {
      parsed = try parse(text)
    } catch {
      throw refused(error.message)
    }
    if !isSimple(parsed) && SchemaText.isTooComplex(render(parsed)) {
      throw refused(SchemaText.tooComplex)
    }
    return parsed
  }

  // MARK: - Formatting

  /// The canonical text of a layout value; the JSON object form (as the schema writes it, on
  /// one line) for the few values the text syntax cannot express exactly.
  static func formatLayoutValue(_ value: LayoutValue) -> String {
    if let text = LayoutValueSyntax.format(value) { return text }
    var members: [String] = []
    switch value.kind {
    case .sum(let terms):
      members.append("\"sum\": [" + terms.map(member).joined(separator: ", ") + "]")
    case .conditional(let condition, let then, let otherwise):
      members.append("\"if\": " + JSONWriter.quote(LayoutValueSyntax.format(condition)))
      members.append("\"then\": " + member(then))
      members.append("\"else\": " + member(otherwise))
    default:
      members.append("\"value\": " + member(LayoutValue(value.kind)))
    }
    if let offset = value.offset {
      if offset.operation != .add { members.append("\"op\": \"\(offset.operation.rawValue)\"") }
      members.append("\"offset\": " + member(offset.value))
    }
    if let min = value.min { members.append("\"min\": " + member(min)) }
    if let max = value.max { members.append("\"max\": " + member(max)) }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// A value as a member of the JSON object form: a number, a quoted string or an object.
  private static func member(_ value: LayoutValue) -> String {
    let plain = value.offset == nil && value.min == nil && value.max == nil
    if plain, case .constant(let number) = value.kind {
      return ScalarCodecs.formatNumber(number)
    }
    if let text = LayoutValueSyntax.format(value) { return JSONWriter.quote(text) }
    return formatLayoutValue(value)
  }
}
