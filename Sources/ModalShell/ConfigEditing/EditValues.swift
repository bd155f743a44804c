import ModalCore
import ModalSupport

/// Parsing and canonical formatting of the values `set` takes: numbers, names, layout values,
/// colors, corners, animations, overdrag and clamping groups. Every parser reads its text
/// fully and throws a ``FieldError`` that says what was expected and what it got.
enum EditValues {
  /// The most operators and opening parentheses a layout value may have (the JSON decoder's
  /// limit, so that whatever `set` accepts can be saved and loaded again).
  static let maxExpressionComplexity = 64

  // MARK: - Text helpers

  /// `text` without leading and trailing white space.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The words of `text`, split at runs of white space.
  static func words(_ text: String) -> [String] {
    text.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace }).map {
      String($0)
    }
  }

  /// A text as shown after "got": double-quoted with JSON escapes, shortened past 60
  /// characters.
  static func quoted(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    var suffix = ""
    if scalars.count > 60 {
      scalars = Array(scalars.prefix(57))
      suffix = "..."
    }
    var result = "\""
    for scalar in scalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let digits = Array("0123456789abcdef")
          result +=
            "\\u00" + String(digits[Int(scalar.value / 16)])
            + String(digits[Int(scalar.value % 16)])
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + suffix + "\""
  }

  /// The candidate nearest to `name` when it is close enough to be a typo.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    Suggestions.nearest(to: name, among: candidates)
  }

  // MARK: - Numbers, flags and names

  /// A finite decimal number (`12`, `-0.5`, `.25`, `1e3`).
  static func number(_ text: String) throws(FieldError) -> Double {
    let allowed = "0123456789+-.eE".unicodeScalars
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ allowed.contains($0) }),
      let value = Double(text)
    else {
      throw FieldError("expected a number, got \(quoted(text))")
    }
    guard value.isFinite else {
      throw FieldError("expected a finite number, got \(quoted(text))")
    }
    return value
  }

  /// A number as written back: as few digits as read back exactly (`15`, `0.5`).
  static func format(_ number: Double) -> String {
    LayoutValueSyntax.formatNumber(number)
  }

  /// A whole number.
  static func integer(_ text: String) throws(FieldError) -> Int {
    guard let value = Int(text) else {
      throw FieldError("expected an integer, got \(quoted(text))")
    }
    return value
  }

  /// `true` or `false`.
  static func bool(_ text: String) throws(FieldError) -> Bool {
    switch text {
    case "true": return true
    case "false": return false
    default: throw FieldError("expected true or false, got \(quoted(text))")
    }
  }

  /// `true`, `false` or `nil` (`null` and `none` are accepted for nil too).
  static func optionalBool(_ text: String) throws(FieldError) -> Bool? {
    switch text {
    case "true": return true
    case "false": return false
    case "nil", "null", "none": return nil
    default: throw FieldError("expected true, false or nil, got \(quoted(text))")
    }
  }

  /// `true`, `false` or `nil`.
  static func format(_ flag: Bool?) -> String {
    flag.map { $0 ? "true" : "false" } ?? "nil"
  }

  /// A case of a string enumeration, by its exact (case-sensitive) name.
  static func enumeration<T: CaseIterable & RawRepresentable>(_ text: String, _ type: T.Type)
    throws(FieldError) -> T where T.RawValue == String
  {
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue).joined(separator: ", ")
    throw FieldError("expected one of \(names), got \(quoted(text))")
  }

  /// A named layout preset (`automatic`, `offscreenBottom`, `fitScreen`, ...).
  static func preset(_ text: String) throws(FieldError) -> LayoutPreset {
    if let preset = LayoutPreset.named(text) { return preset }
    let names = LayoutPreset.named.map(\.name).joined(separator: ", ")
    throw FieldError("expected one of \(names), got \(quoted(text))")
  }

  // MARK: - Layout values

  /// A layout value in the text syntax (`stretch`, `120`, `50%`, `50% + safe.bottom`, ...).
  static func layoutValue(_ text: String) throws(FieldError) -> LayoutValue {
    let expected = "expected a layout value like \"50%\", got \(quoted(text))"
    let tooComplex =
      "too complex: at most \(maxExpressionComplexity) operators and parentheses"
    if complexity(text) > maxExpressionComplexity {
      throw FieldError("\(expected) (\(tooComplex))")
    }
    let parsed: LayoutValue
    do {
      parsed = try LayoutValueSyntax.parseValue(text)
    } catch {
      throw FieldError("\(expected) (\(error.message))")
    }
    if complexity(LayoutValueSyntax.format(parsed) ?? text) > maxExpressionComplexity {
      throw FieldError("\(expected) (\(tooComplex))")
    }
    return parsed
  }

  /// The number of operators (`+ - * / ! ? && || < <= == >= >`, `min`, `max`) and opening
  /// parentheses of an expression, counted as the layout-value lexer splits it; 0 when the
  /// text has a character the lexer refuses (the parser then reports it).
  static func complexity(_ text: String) -> Int {
    let chars = Array(text.unicodeScalars)
    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    func isLetter(_ c: Unicode.Scalar) -> Bool {
      (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
    var count = 0
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if isLetter(c) {
        let start = i
        while i < chars.count && (isLetter(chars[i]) || isDigit(chars[i]) || chars[i] == ".") {
          i += 1
        }
        let word = String(String.UnicodeScalarView(chars[start..<i]))
        if word == "min" || word == "max" { count += 1 }
        continue
      }
      if isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1])) {
        while i < chars.count && (isDigit(chars[i]) || chars[i] == ".") { i += 1 }
        if i < chars.count && (chars[i] == "e" || chars[i] == "E") {
          var j = i + 1
          if j < chars.count && (chars[j] == "+" || chars[j] == "-") { j += 1 }
          if j < chars.count && isDigit(chars[j]) {
            i = j
            while i < chars.count && isDigit(chars[i]) { i += 1 }
          }
        }
        continue
      }
      let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
      switch c {
      case " ", "\t", "%", ")", ",", ":":
        i += 1
      case "+", "-", "*", "/", "(", "?", "!":
        count += 1
        i += 1
      case "<", ">":
        count += 1
        i += next == "=" ? 2 : 1
      case "&" where next == "&", "|" where next == "|", "=" where next == "=":
        count += 1
        i += 2
      default:
        return 0
      }
    }
    return count
  }

  /// The canonical text of a layout value; the JSON object form (as the schema writes it)
  /// for the few values the text syntax cannot express exactly.
  static func format(_ value: LayoutValue) -> String {
    if let text = LayoutValueSyntax.format(value) { return text }
    var members: [String] = []
    switch value.kind {
    case .sum(let terms):
      members.append("\"sum\": [" + terms.map(member).joined(separator: ", ") + "]")
    case .conditional(let condition, let then, let otherwise):
      members.append("\"if\": " + quoted(LayoutValueSyntax.format(condition)))
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
    if plain, case .constant(let number) = value.kind { return format(number) }
    if let text = LayoutValueSyntax.format(value) { return quoted(text) }
    return format(value)
  }

  /// `horizontal/vertical`, e.g. `center/bottom`.
  static func alignment(_ text: String) throws(FieldError) -> (
    HorizontalAlignment, VerticalAlignment
  ) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let horizontal = HorizontalAlignment(rawValue: String(parts[0])),
      let vertical = VerticalAlignment(rawValue: String(parts[1]))
    else {
      throw FieldError(
        "expected an alignment \"horizontal/vertical\" like \"center/bottom\" (left, center or right / top, center or bottom), got \(quoted(text))"
      )
    }
    return (horizontal, vertical)
  }

  // MARK: - Keyframe values

  /// `#rrggbb`, `#rrggbbaa` or one of the named colors; components are n / 255.
  static func color(_ text: String) throws(FieldError) -> Color {
    if let named = Color.named.first(where: { $0.name == text }) { return named.color }
    if let color = hexColor(text) { return color }
    throw FieldError(
      "expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of \(Color.named.map(\.name).joined(separator: ", "))), got \(quoted(text))"
    )
  }

  private static func hexColor(_ text: String) -> Color? {
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

  /// The lowercase hex text of a color (`#rrggbb`, or `#rrggbbaa` when the alpha is not 1).
  static func hex(_ color: Color) -> String {
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

  /// A corner group (`all`, `top`, `bottom`, `left`, `right`, `none`) or a comma-separated
  /// list of corners and groups (`topLeft,bottomRight`).
  static func corners(_ text: String) throws(FieldError) -> Corners {
    var corners: Corners = []
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      trimmed(String($0))
    }
    for part in parts {
      if let group = Corners.groups.first(where: { $0.name == part }) {
        corners.formUnion(group.corners)
      } else if let single = Corners.singles.first(where: { $0.name == part }) {
        corners.formUnion(single.corner)
      } else {
        let groups = Corners.groups.map(\.name).joined(separator: ", ")
        let singles = Corners.singles.map(\.name).joined(separator: ", ")
        throw FieldError(
          "expected one of \(groups), or a comma-separated list of \(singles), got \(quoted(text))"
        )
      }
    }
    return corners
  }

  /// A group name when the set is a group, else the comma-separated corners.
  static func format(_ corners: Corners) -> String {
    if let group = Corners.groups.first(where: { $0.corners == corners }) { return group.name }
    return Corners.singles.filter { corners.contains($0.corner) }.map(\.name).joined(
      separator: ",")
  }

  /// `x,y` (white space around the numbers is allowed).
  static func pair(_ text: String) throws(FieldError) -> (Double, Double) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      trimmed(String($0))
    }
    let expected = "expected two numbers \"x,y\" like \"0,-2\", got \(quoted(text))"
    guard parts.count == 2 else { throw FieldError(expected) }
    do {
      return (try number(parts[0]), try number(parts[1]))
    } catch {
      throw FieldError(expected)
    }
  }

  // MARK: - Config values

  /// The example forms of each animation kind, for messages.
  static let animationForms =
    "springGesture [DURATION [DAMPINGRATIO [MAXVELOCITY]]], spring DURATION DAMPINGRATIO, springPhysics MASS STIFFNESS DAMPING [VELOCITY], curve DURATION linear|easeIn|easeOut|easeInOut, bezier DURATION X1 Y1 X2 Y2 or default"

  /// `springGesture 0.4 0.9 15`, `spring 0.5 0.8`, `springPhysics 1 200 20 0`,
  /// `curve 0.3 easeInOut`, `bezier 0.3 0.2 0 0.1 1`, or `default`.
  static func animation(_ text: String) throws(FieldError) -> AnimationConfig {
    let words = words(text)
    guard let kind = words.first else {
      throw FieldError("expected an animation (\(animationForms)), got \(quoted(text))")
    }
    let arguments = Array(words.dropFirst())
    func numbers(_ names: [String], required: Int) throws(FieldError) -> [Double] {
      guard arguments.count >= required && arguments.count <= names.count else {
        let shape = names.enumerated().map { $0.offset < required ? $0.element : "[\($0.element)]" }
          .joined(separator: " ")
        throw FieldError(
          "expected \(kind) \(shape), got \(quoted(text)) (\(arguments.count) \(arguments.count == 1 ? "number" : "numbers"))"
        )
      }
      var values: [Double] = []
      for (name, argument) in zip(names, arguments) {
        let value: Double
        do {
          value = try number(argument)
        } catch {
          throw FieldError("expected a number for the \(name), got \(quoted(argument))")
        }
        values.append(value)
      }
      return values
    }
    func positive(_ value: Double, _ name: String) throws(FieldError) {
      if value <= 0 {
        throw FieldError("expected a positive \(name), got \(format(value))")
      }
    }
    func nonNegative(_ value: Double, _ name: String) throws(FieldError) {
      if value < 0 {
        throw FieldError("expected a non-negative \(name), got \(format(value))")
      }
    }
    switch kind {
    case "default" where arguments.isEmpty:
      return .default
    case "springGesture":
      let n = try numbers(["duration", "dampingRatio", "maxGestureVelocity"], required: 0)
      let duration = n.count > 0 ? n[0] : 0.4
      let ratio = n.count > 1 ? n[1] : 0.9
      let velocity = n.count > 2 ? n[2] : 15
      try positive(duration, "duration")
      try nonNegative(ratio, "dampingRatio")
      try nonNegative(velocity, "maxGestureVelocity")
      return .springGesture(duration: duration, dampingRatio: ratio, maxGestureVelocity: velocity)
    case "spring":
      let n = try numbers(["duration", "dampingRatio"], required: 2)
      try positive(n[0], "duration")
      try nonNegative(n[1], "dampingRatio")
      return .spring(duration: n[0], dampingRatio: n[1])
    case "springPhysics":
      let n = try numbers(["mass", "stiffness", "damping", "initialVelocity"], required: 3)
      let velocity = n.count > 3 ? n[3] : 0
      try positive(n[0], "mass")
      try positive(n[1], "stiffness")
      try nonNegative(n[2], "damping")
      try nonNegative(velocity, "initialVelocity")
      return .springPhysics(mass: n[0], stiffness: n[1], damping: n[2], initialVelocity: velocity)
    case "curve":
      let names = CurveKind.allCases.map(\.rawValue).joined(separator: ", ")
      guard arguments.count == 2 else {
        throw FieldError(
          "expected curve DURATION CURVE (\(names)), got \(quoted(text))")
      }
      let duration: Double
      do {
        duration = try number(arguments[0])
      } catch {
        throw FieldError("expected a number for the duration, got \(quoted(arguments[0]))")
      }
      try positive(duration, "duration")
      guard let curve = CurveKind(rawValue: arguments[1]) else {
        throw FieldError("expected a curve (one of \(names)), got \(quoted(arguments[1]))")
      }
      return .curve(duration: duration, curve)
    case "bezier":
      let n = try numbers(["duration", "x1", "y1", "x2", "y2"], required: 5)
      try positive(n[0], "duration")
      return .bezier(duration: n[0], x1: n[1], y1: n[2], x2: n[3], y2: n[4])
    default:
      throw FieldError("expected an animation (\(animationForms)), got \(quoted(text))")
    }
  }

  /// The full text of an animation, every number written.
  static func format(_ animation: AnimationConfig) -> String {
    let numbers: [Double]
    switch animation {
    case .springGesture(let duration, let dampingRatio, let maxGestureVelocity):
      numbers = [duration, dampingRatio, maxGestureVelocity]
    case .spring(let duration, let dampingRatio):
      numbers = [duration, dampingRatio]
    case .springPhysics(let mass, let stiffness, let damping, let initialVelocity):
      numbers = [mass, stiffness, damping, initialVelocity]
    case .curve(let duration, let curve):
      return "curve \(format(duration)) \(curve.rawValue)"
    case .bezier(let duration, let x1, let y1, let x2, let y2):
      numbers = [duration, x1, y1, x2, y2]
    }
    return ([animation.kindName] + numbers.map(format)).joined(separator: " ")
  }

  /// `none`, `rubberBand`, `deck`, `linear FACTOR` or `linearTop FACTOR`.
  static func overdrag(_ text: String) throws(FieldError) -> Overdrag {
    let words = words(text)
    let expected =
      "expected none, rubberBand, deck, linear FACTOR or linearTop FACTOR (e.g. linear 0.5), got \(quoted(text))"
    switch words.first {
    case "none" where words.count == 1: return Overdrag.none
    case "rubberBand" where words.count == 1: return .rubberBand
    case "deck" where words.count == 1: return .deck
    case "linear" where words.count == 2, "linearTop" where words.count == 2:
      do {
        let factor = try number(words[1])
        return words[0] == "linear" ? .linear(factor) : .linearTop(factor)
      } catch {
        throw FieldError(expected)
      }
    default: throw FieldError(expected)
    }
  }

  /// `none`, `rubberBand`, `deck`, `linear FACTOR` or `linearTop FACTOR`.
  static func format(_ overdrag: Overdrag) -> String {
    switch overdrag {
    case .none: "none"
    case .rubberBand: "rubberBand"
    case .deck: "deck"
    case .linear(let factor): "linear \(format(factor))"
    case .linearTop(let factor): "linearTop \(format(factor))"
    }
  }

  /// Comma-separated clamping groups, or `none` for no group.
  static func clampGroups(_ text: String) throws(FieldError) -> Set<ClampGroup> {
    if text == "none" { return [] }
    var groups: Set<ClampGroup> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = trimmed(String(part))
      guard let group = ClampGroup(rawValue: name) else {
        let names = ClampGroup.allCases.map(\.rawValue).joined(separator: ", ")
        let problem = name.isEmpty ? "an empty group name" : "unknown group '\(name)'"
        throw FieldError(
          "expected comma-separated clamping groups (\(names)), default or none, got \(quoted(text)) (\(problem))"
        )
      }
      groups.insert(group)
    }
    return groups
  }

  /// The groups in the schema's order, comma-separated; `none` for the empty set.
  static func format(_ groups: Set<ClampGroup>) -> String {
    let names = ClampGroup.allCases.filter(groups.contains).map(\.rawValue)
    return names.isEmpty ? "none" : names.joined(separator: ",")
  }
}
