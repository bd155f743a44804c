/// The codecs of the keyframe and motion kinds: colours, corner sets, pairs, animations,
/// overdrag and clamping groups, in their `set` text forms (the JSON forms are in
/// `docs/config-schema.md`; the decoder shares the colour and name parsers).
public enum ValueCodecs {
  /// What a colour looks like, for messages.
  package static let colorExpected =
    "expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of \(Color.named.map(\.name).joined(separator: ", ")))"

  /// `#rrggbb`, `#rrggbbaa` or one of ``Color/named``; components are n / 255. Prints the
  /// lowercase hex text.
  public static let color = ValueCodec<Color>(
    kind: "colour",
    range: "#rrggbb, #rrggbbaa or " + Color.named.map(\.name).joined(separator: ", "),
    candidates: Color.named.map(\.name)
  ) { (text: String) throws(ValueError) in
    if let color = readColor(text) { return color }
    throw ValueError("\(colorExpected), got \(SchemaText.quoted(text))")
  } format: {
    SchemaText.hex($0)
  }

  /// A named colour or a hex text; nil for anything else.
  package static func readColor(_ text: String) -> Color? {
    if let named = Color.named.first(where: { $0.name == text }) { return named.color }
    return SchemaText.hexColor(text)
  }

  /// A corner group (`all`, `top`, `bottom`, `left`, `right`, `none`) or a comma-separated
  /// list of corners and groups (`topLeft,bottomRight`). Prints a group name when the set is
  /// one, else the corners.
  public static let corners = ValueCodec<Corners>(
    kind: "corners", range: "all, top, bottom, left, right, none or topLeft,bottomRight ...",
    candidates: Corners.groups.map(\.name) + Corners.singles.map(\.name)
  ) { (text: String) throws(ValueError) in
    var corners: Corners = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = SchemaText.trimmed(String(part))
      if let group = Corners.groups.first(where: { $0.name == name }) {
        corners.formUnion(group.corners)
      } else if let single = Corners.singles.first(where: { $0.name == name }) {
        corners.formUnion(single.corner)
      } else {
        let groups = Corners.groups.map(\.name).joined(separator: ", ")
        let singles = Corners.singles.map(\.name).joined(separator: ", ")
        throw ValueError(
          "expected one of \(groups), or a comma-separated list of \(singles), got \(SchemaText.quoted(text))"
        )
      }
    }
    return corners
  } format: { corners in
    if let group = Corners.groups.first(where: { $0.corners == corners }) { return group.name }
    return Corners.singles.filter { corners.contains($0.corner) }.map(\.name).joined(
      separator: ",")
  }

  /// `x,y` (white space around the numbers is allowed), each a ``NumberRange/keyframeValue``.
  public static let pair = ValueCodec<(Double, Double)>(kind: "pair", range: "x,y like 0,-2") {
    (text: String) throws(ValueError) in
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      SchemaText.trimmed(String($0))
    }
    let expected = "expected two numbers \"x,y\" like \"0,-2\", got \(SchemaText.quoted(text))"
    guard parts.count == 2 else { throw ValueError(expected) }
    let pair: (Double, Double)
    do {
      pair = (try ScalarCodecs.readNumber(parts[0]), try ScalarCodecs.readNumber(parts[1]))
    } catch {
      throw ValueError(expected)
    }
    return (
      try NumberRange.keyframeValue.check(pair.0), try NumberRange.keyframeValue.check(pair.1)
    )
  } format: {
    ScalarCodecs.formatNumber($0.0) + "," + ScalarCodecs.formatNumber($0.1)
  }

  /// `none`, `rubberBand`, `deck`, `linear FACTOR`, `linearTop FACTOR` (the factor in
  /// ``NumberRange/overdragFactor``) or `gorhom [FACTOR]` (@gorhom/bottom-sheet's
  /// `overDragResistanceFactor`, 2.5 when left out).
  public static let overdrag = ValueCodec<Overdrag>(
    kind: "overdrag",
    range:
      "none, rubberBand, deck, linear FACTOR or linearTop FACTOR (FACTOR from 0 to 1), gorhom [FACTOR] (0 to 100, default 2.5)",
    candidates: ["none", "rubberBand", "deck", "linear", "linearTop", "gorhom"]
  ) { (text: String) throws(ValueError) in
    let words = SchemaText.words(text)
    let expected =
      "expected none, rubberBand, deck, linear FACTOR, linearTop FACTOR (e.g. linear 0.5) or gorhom [FACTOR], got \(SchemaText.quoted(text))"
    switch words.first {
    case "none" where words.count == 1: return Overdrag.none
    case "rubberBand" where words.count == 1: return .rubberBand
    case "deck" where words.count == 1: return .deck
    case "gorhom" where words.count == 1: return .gorhom(Overdrag.gorhomDefaultFactor)
    case "gorhom" where words.count == 2:
      let factor: Double
      do {
        factor = try ScalarCodecs.readNumber(words[1])
      } catch {
        throw ValueError(expected)
      }
      try NumberRange.overDragResistance.check(factor)
      return .gorhom(factor)
    case "linear" where words.count == 2, "linearTop" where words.count == 2:
      let factor: Double
      do {
        factor = try ScalarCodecs.readNumber(words[1])
      } catch {
        throw ValueError(expected)
      }
      try NumberRange.overdragFactor.check(factor)
      return words[0] == "linear" ? .linear(factor) : .linearTop(factor)
    default: throw ValueError(expected)
    }
  } format: { overdrag in
    switch overdrag {
    case .none: "none"
    case .rubberBand: "rubberBand"
    case .deck: "deck"
    case .linear(let factor): "linear \(ScalarCodecs.formatNumber(factor))"
    case .linearTop(let factor): "linearTop \(ScalarCodecs.formatNumber(factor))"
    case .gorhom(let factor):
      factor == Overdrag.gorhomDefaultFactor
        ? "gorhom" : "gorhom \(ScalarCodecs.formatNumber(factor))"
    }
  }

  /// Comma-separated clamping groups, or `none` for no group. Prints them in the schema's
  /// order.
  public static let clampGroups = ValueCodec<Set<ClampGroup>>(
    kind: "clamp groups", range: "comma-separated groups (x, y, width, ...) or none",
    candidates: ["default", "none"] + ClampGroup.allCases.map(\.rawValue)
  ) { (text: String) throws(ValueError) in
    if text == "none" { return [] }
    var groups: Set<ClampGroup> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = SchemaText.trimmed(String(part))
      guard let group = ClampGroup(rawValue: name) else {
        let names = ClampGroup.allCases.map(\.rawValue).joined(separator: ", ")
        let problem = name.isEmpty ? "an empty group name" : "unknown group '\(name)'"
        throw ValueError(
          "expected comma-separated clamping groups (\(names)), default or none, got \(SchemaText.quoted(text)) (\(problem))"
        )
      }
      groups.insert(group)
    }
    return groups
  } format: { groups in
    let names = ClampGroup.allCases.filter(groups.contains).map(\.rawValue)
    return names.isEmpty ? "none" : names.joined(separator: ",")
  }
}
