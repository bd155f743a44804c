import ModalCore

/// The value mappings of `export swift adaptive-modal` (peers-research.md 4.2):
/// layout values to `ComputableLayoutValue` / `ComputableLayoutValueMode`, conditions to
/// `EvaluableCondition`, animations to DGSwiftUtilities' `AnimationConfig`. What the library
/// cannot say is added to `notes` (never dropped silently).
struct AdaptiveModalValues {
  /// The config whose values are written (content lengths come from it).
  var config: ModalConfig
  /// Where the values being written are (`snapPoints[1].layout.height`), for the notes.
  var path = ""
  /// What could not be expressed, in order, each with the places it applies to.
  var noted: [(text: String, places: [String])] = []

  init(config: ModalConfig) {
    self.config = config
  }

  mutating func note(_ text: String) {
    let place = path.isEmpty ? "the default config" : path
    if let index = noted.firstIndex(where: { $0.text == text }) {
      if !noted[index].places.contains(place) { noted[index].places.append(place) }
    } else {
      noted.append((text, [place]))
    }
  }

  /// One line per note: the places (the first two, then how many more), then the text.
  var notes: [String] {
    noted.map { note in
      let places = note.places
      if places == ["the default config"] { return note.text }
      let shown = places.prefix(2).joined(separator: ", ")
      let more = places.count > 2 ? " and \(places.count - 2) more" : ""
      return shown + more + ": " + note.text
    }
  }

  // MARK: Layout values

  /// A `ComputableLayoutValue` (a layout's width, margin, ...): the mode's static helper with
  /// the offset and bounds as its trailing arguments, or `ComputableLayoutValue(mode:...)` for
  /// `.constant`, whose helper takes none.
  mutating func layoutValue(_ value: LayoutValue) -> SwiftExpr {
    var extra: [SwiftArgument] = []
    if let offset = value.offset {
      extra.append(SwiftArgument("offsetValue", mode(offset.value)))
      extra.append(SwiftArgument("offsetOperation", .member(offset.operation.rawValue)))
    }
    if let min = value.min { extra.append(SwiftArgument("minValue", mode(min))) }
    if let max = value.max { extra.append(SwiftArgument("maxValue", mode(max))) }
    if case .detent(let detent) = value.kind, detent == .large || detent == .maximum,
      value.offset == nil
    {
      // Where an offset is allowed, the large detent's frame height is exact: the container
      // less the top inset and Apple's gap.
      let large = SwiftExpr.call(
        ".percent",
        [
          SwiftArgument("percentValue", .number(1)),
          SwiftArgument(
            "offsetValue",
            .call(
              ".multipleValues",
              [
                SwiftArgument(
                  nil,
                  .array([
                    .call(".safeAreaInsets", [SwiftArgument("insetKey", .raw("\\.top"))]),
                    .call(".constant", [SwiftArgument(nil, .number(AppleSheet.largeTopGap))]),
                  ]))
              ])),
          SwiftArgument("offsetOperation", .member("subtract")),
        ])
      note(Self.detentNote(detent, large))
      let bounds = extra.filter { $0.label == "minValue" || $0.label == "maxValue" }
      guard case .call(let callee, let arguments) = large else { return large }
      return .call(callee, arguments + bounds)
    }
    let base = kind(value.kind)
    guard !extra.isEmpty else { return base }
    switch base {
    case .call(let callee, let arguments) where callee != ".constant":
      return .call(callee, arguments + extra)
    case .raw(".stretch"):
      return .call(".stretch", extra)
    default:
      return .call("ComputableLayoutValue", [SwiftArgument("mode", base)] + extra)
    }
  }

  /// A `ComputableLayoutValueMode` (inside a sum, a condition, an offset or a bound), which
  /// has no offset or bounds of its own.
  mutating func mode(_ value: LayoutValue) -> SwiftExpr {
    if let bounded = boundedSafeArea(value) { return bounded }
    if let offset = value.offset, offset.operation == .add, value.min == nil, value.max == nil {
      // `a + b` nested: the sum of the two, exactly.
      return .call(
        ".multipleValues",
        [SwiftArgument(nil, .array([kind(value.kind), mode(offset.value)]))])
    }
    if value.offset != nil || value.min != nil || value.max != nil {
      note(
        "the offset / min / max of a nested value (\(Self.text(value))): a ComputableLayoutValueMode has none, written without them (a different value)"
      )
    }
    return kind(value.kind)
  }

  /// A safe-area inset with one constant bound and no offset (`safe.top min 20`), written
  /// exactly as a condition on the inset: `.conditionalValue(condition: .safeAreaInsets(
  /// valueForKey: \.top, condition: .isLessThan(toValue: 20)), trueValue: .constant(20),
  /// falseValue: .safeAreaInsets(insetKey: \.top))`.
  func boundedSafeArea(_ value: LayoutValue) -> SwiftExpr? {
    guard case .safeArea(let edge) = value.kind, value.offset == nil,
      (value.min == nil) != (value.max == nil),
      case .constant(let bound) = (value.min ?? value.max)?.kind,
      (value.min ?? value.max)?.offset == nil
    else { return nil }
    let test = value.min != nil ? "isLessThan" : "isGreaterThan"
    let key = SwiftExpr.raw("\\." + edge.rawValue)
    let condition = SwiftExpr.call(
      ".safeAreaInsets",
      [SwiftArgument("valueForKey", key), SwiftArgument("condition", Self.bound(test, bound))])
    return .call(
      ".conditionalValue",
      [
        SwiftArgument("condition", condition),
        SwiftArgument("trueValue", .call(".constant", [SwiftArgument(nil, .number(bound))])),
        SwiftArgument("falseValue", .call(".safeAreaInsets", [SwiftArgument("insetKey", key)])),
      ])
  }

  /// An optional mode (`trueValue:` / `falseValue:`): `inactive` is `nil`.
  mutating func optionalMode(_ value: LayoutValue) -> SwiftExpr {
    if case .inactive = value.kind { return .raw("nil") }
    return mode(value)
  }

  mutating func kind(_ kind: LayoutValue.Kind) -> SwiftExpr {
    switch kind {
    case .stretch: return .member("stretch")
    case .constant(let number): return .call(".constant", [SwiftArgument(nil, .number(number))])
    case .percent(let percent, let target): return Self.percent(percent / 100, of: target)
    case .safeArea(let edge):
      return .call(".safeAreaInsets", [SwiftArgument("insetKey", .raw("\\." + edge.rawValue))])
    case .keyboard(let field):
      return .call(".keyboardScreenRect", [SwiftArgument("rectKey", .raw("\\." + field.rawValue))])
    case .keyboardOverlap(let axis):
      let key = axis == .vertical ? "\\.height" : "\\.width"
      return .call(".keyboardRelativeSize", [SwiftArgument("sizeKey", .raw(key))])
    case .content, .contentExtent:
      let length = contentLength(kind)
      note(
        "\(Self.text(LayoutValue(kind))): adaptive-modal does not size from the content; written as the config's content length, \(LayoutValueSyntax.formatNumber(length))"
      )
      return .call(".constant", [SwiftArgument(nil, .number(length))])
    case .sum(let values):
      return .call(".multipleValues", [SwiftArgument(nil, .array(values.map { mode($0) }))])
    case .conditional(let condition, let then, let otherwise):
      return conditional(condition, then, otherwise)
    case .detent(let detent):
      return self.detent(detent)
    case .inactive:
      note("inactive outside a condition: written as .constant(0)")
      return .call(".constant", [SwiftArgument(nil, .number(0))])
    }
  }

  /// `.percent(percentValue:)`, with `relativeTo:` unless it is the default `.targetSize`.
  static func percent(_ fraction: Double, of target: PercentTarget) -> SwiftExpr {
    var arguments: [SwiftArgument] = []
    if target != .target {
      arguments.append(SwiftArgument("relativeTo", .member(percentTargetName(target))))
    }
    arguments.append(SwiftArgument("percentValue", .number(fraction)))
    return .call(".percent", arguments)
  }

  /// `ComputableLayoutValuePercentTarget`'s case of a percent target (the export writes it and
  /// the import reads it back).
  static func percentTargetName(_ target: PercentTarget) -> String {
    let names: [PercentTarget: String] = [
      .target: "targetSize", .screen: "screenSize", .window: "windowSize", .current: "currentSize",
    ]
    return names[target] ?? target.rawValue
  }

  func contentLength(_ kind: LayoutValue.Kind) -> Double {
    if case .contentExtent(let axis) = kind, let content = config.content {
      return content.extent(along: axis, primary: config.snapDirection.axis)
    }
    return config.contentLayoutLength
  }

  mutating func conditional(_ condition: Condition, _ then: LayoutValue, _ otherwise: LayoutValue)
    -> SwiftExpr
  {
    var arguments: [SwiftArgument]
    let callee: String
    switch condition {
    case .keyboardPresent:
      callee = ".conditionalLayoutValue"
      arguments = [SwiftArgument("condition", .member("keyboardPresent"))]
    case .isNilOrZero(let value):
      callee = ".conditionalLayoutValue"
      arguments = [
        SwiftArgument("condition", .call(".isNilOrZero", [SwiftArgument(nil, mode(value))]))
      ]
    default:
      callee = ".conditionalValue"
      arguments = [SwiftArgument("condition", evaluable(condition))]
    }
    arguments.append(SwiftArgument("trueValue", optionalMode(then)))
    if case .inactive = otherwise.kind {
    } else {
      arguments.append(SwiftArgument("falseValue", mode(otherwise)))
    }
    return .call(callee, arguments)
  }

  /// Apple's detents have no ComputableLayout equivalent: the nearest value, and a note.
  mutating func detent(_ detent: Detent) -> SwiftExpr {
    let nearest: SwiftExpr
    switch detent {
    case .large, .maximum:
      nearest = .call(
        ".multipleValues",
        [
          SwiftArgument(
            nil,
            .array([
              Self.percent(1, of: .target),
              .call(".constant", [SwiftArgument(nil, .number(-AppleSheet.largeTopGap))]),
            ]))
        ])
    case .medium: nearest = Self.percent(AppleSheet.mediumFraction, of: .target)
    case .fraction(let fraction): nearest = Self.percent(fraction, of: .target)
    case .height(let height):
      nearest = .call(
        ".multipleValues",
        [
          SwiftArgument(
            nil,
            .array([
              .call(".constant", [SwiftArgument(nil, .number(height))]),
              .call(".safeAreaInsets", [SwiftArgument("insetKey", .raw("\\.bottom"))]),
            ]))
        ])
    case .custom(let resolver): nearest = mode(resolver)
    }
    note(Self.detentNote(detent, nearest))
    return nearest
  }

  static func detentNote(_ detent: Detent, _ nearest: SwiftExpr) -> String {
    "\(detent.text) is Apple's detent (a height within the safe area, bounded by the large detent, inactive where Apple makes it so); written as the nearest ComputableLayout value \(SwiftPrinter.flatText(nearest))"
  }

  // MARK: Conditions

  /// An `EvaluableCondition`.
  mutating func evaluable(_ condition: Condition) -> SwiftExpr {
    switch condition {
    case .horizontalSizeClass(let sizeClass):
      return .call(".horizontalSizeClass", [SwiftArgument("is", .member(sizeClass.rawValue))])
    case .verticalSizeClass(let sizeClass):
      return .call(".verticalSizeClass", [SwiftArgument("is", .member(sizeClass.rawValue))])
    case .orientation(let orientation):
      let cases =
        orientation == .landscape ? ["landscapeLeft", "landscapeRight"] : ["portrait"]
      let each = cases.map {
        SwiftExpr.call(".interfaceOrientation", [SwiftArgument("is", .member($0))])
      }
      return each.count == 1 ? each[0] : .call(".ifAnyAreTrue", [SwiftArgument(nil, .array(each))])
    case .idiom(let idiom):
      return .call(".deviceIdiom", [SwiftArgument("is", .member(idiom.rawValue))])
    case .voiceOver:
      return .call(".isFlagTrue", [SwiftArgument("forKey", .raw("\\.isVoiceOverRunning"))])
    case .compare(let metric, let comparison):
      return compare(metric, comparison)
    case .flag(let name):
      note(
        "the condition flag(\(name)) is a switch of your app's state, which EvaluableCondition cannot read when it changes; written as .customFlag(false): give it your own condition"
      )
      return .call(".customFlag", [SwiftArgument(nil, .raw("false"))])
    case .keyboardPresent, .isNilOrZero:
      note(
        "the condition \(LayoutValueSyntax.format(condition)) looks at the keyboard or a layout value, which EvaluableCondition cannot; written as .customFlag(false)"
      )
      return .call(".customFlag", [SwiftArgument(nil, .raw("false"))])
    case .all([]): return .call(".customFlag", [SwiftArgument(nil, .raw("true"))])
    case .any([]): return .call(".customFlag", [SwiftArgument(nil, .raw("false"))])
    case .all(let conditions):
      return .call(".ifAllAreTrue", [SwiftArgument(nil, .array(conditions.map { evaluable($0) }))])
    case .any(let conditions):
      return .call(".ifAnyAreTrue", [SwiftArgument(nil, .array(conditions.map { evaluable($0) }))])
    case .not(let inner):
      return .call(".negate", [SwiftArgument(nil, evaluable(inner))])
    }
  }

  func compare(_ metric: Metric, _ comparison: Comparison) -> SwiftExpr {
    let expression: SwiftExpr
    switch comparison {
    case .lessThan(let bound): expression = Self.bound("isLessThan", bound)
    case .lessThanOrEqual(let bound): expression = Self.bound("isLessThanOrEqual", bound)
    case .equal(let bound): expression = Self.bound("isEqual", bound)
    case .greaterThanOrEqual(let bound): expression = Self.bound("isGreaterThanOrEqual", bound)
    case .greaterThan(let bound): expression = Self.bound("isGreaterThan", bound)
    case .between(let low, let high):
      expression = .call(
        ".isBetweenRange",
        [SwiftArgument("start", .number(low)), SwiftArgument("end", .number(high))])
    }
    switch metric {
    case .width, .height:
      return .call(
        ".size",
        [
          SwiftArgument("of", .member("targetView")),
          SwiftArgument("valueForKey", .raw("\\." + metric.rawValue)),
          SwiftArgument("condition", expression),
        ])
    case .ios:
      return .call(".customFlag", [SwiftArgument(nil, .raw(Self.ios(comparison)))])
    case .safeTop, .safeLeft, .safeBottom, .safeRight:
      let key = String(metric.rawValue.dropFirst("safe.".count))
      return .call(
        ".safeAreaInsets",
        [SwiftArgument("valueForKey", .raw("\\." + key)), SwiftArgument("condition", expression)])
    }
  }

  /// A value's text syntax, for the notes.
  static func text(_ value: LayoutValue) -> String {
    LayoutValueSyntax.format(value) ?? "a value the text syntax cannot write"
  }

  static func bound(_ name: String, _ value: Double) -> SwiftExpr {
    .call("." + name, [SwiftArgument("toValue", .number(value))])
  }

  // MARK: Animations

  /// A DGSwiftUtilities `AnimationConfig`; react-native-reanimated's kinds become the nearest
  /// UIKit one, with a note.
  mutating func animation(_ animation: AnimationConfig) -> SwiftExpr {
    switch animation {
    case .springGesture(let duration, let dampingRatio, let maxGestureVelocity):
      return .call(
        ".springGesture",
        [
          SwiftArgument("duration", .number(duration)),
          SwiftArgument("dampingRatio", .number(dampingRatio)),
          SwiftArgument("maxGestureVelocity", .number(maxGestureVelocity)),
        ])
    case .spring(let duration, let dampingRatio):
      return .call(
        ".presetSpring",
        [
          SwiftArgument("duration", .number(duration)),
          SwiftArgument("dampingRatio", .number(dampingRatio)),
        ])
    case .springPhysics(let mass, let stiffness, let damping, let initialVelocity):
      // The duration is required; UIKit ignores it for a mass / stiffness spring.
      var arguments = [
        SwiftArgument("duration", .number(AnimationConfig.springGestureDefaults.duration)),
        SwiftArgument("mass", .number(mass)), SwiftArgument("stiffness", .number(stiffness)),
        SwiftArgument("damping", .number(damping)),
      ]
      if initialVelocity != AnimationConfig.springPhysicsDefaultVelocity {
        let vertical = config.snapDirection.axis == .vertical
        arguments.append(
          SwiftArgument(
            "initialVelocity",
            .call(
              "CGVector",
              [
                SwiftArgument("dx", .number(vertical ? 0 : initialVelocity)),
                SwiftArgument("dy", .number(vertical ? initialVelocity : 0)),
              ])))
      }
      return .call(".springPhysics", arguments)
    case .curve(let duration, let curve):
      return .call(
        ".presetCurve",
        [
          SwiftArgument("duration", .number(duration)),
          SwiftArgument("curve", .member(curve.rawValue)),
        ]
      )
    case .bezier(let duration, let x1, let y1, let x2, let y2):
      return .call(
        ".bezierCurve",
        [
          SwiftArgument("duration", .number(duration)),
          SwiftArgument("controlPoint1", Self.point(x1, y1)),
          SwiftArgument("controlPoint2", Self.point(x2, y2)),
        ])
    case .reanimatedSpring(let mass, let stiffness, let damping, _, _, _):
      note(
        "reanimatedSpring written as springPhysics: UIKit's spring has no rest thresholds nor overshoot clamping, so it settles later"
      )
      return self.animation(
        .springPhysics(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0))
    case .exponentialOut(let duration):
      note("exponentialOut written as the easeOut curve: UIKit has no exponential ease-out")
      return self.animation(.curve(duration: duration, .easeOut))
    }
  }

  static func point(_ x: Double, _ y: Double) -> SwiftExpr {
    .call("CGPoint", [SwiftArgument("x", .number(x)), SwiftArgument("y", .number(y))])
  }
}
