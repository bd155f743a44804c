/// The documented range of one kind of number (a duration, a velocity, a size ...): declared
/// once here and read by every reader of that kind (the value codecs `set` uses, the JSON
/// reader, and the shell's argument kinds), so that a number out of range is refused the same
/// way everywhere with a one-line error naming the range
/// (`expected a duration from 0.001 to 3600 s, got 1e+300`). Every range is finite, so the
/// arithmetic the engine does on an accepted number (a spring's solution, a rest-frame search,
/// a frame count) stays finite and ends.
public struct NumberRange: Hashable, Sendable, CustomStringConvertible {
  /// What the number is, with its article (`a duration`).
  public let what: String
  /// The smallest and largest values accepted (both finite).
  public let bounds: ClosedRange<Double>
  /// The unit printed after the range (`s`, `pt`, `pt/s`), or empty.
  public let unit: String
  /// True when only whole numbers are accepted (a yes / no written as 0 or 1), so that 0.5
  /// is refused rather than read as one of them.
  public let wholeNumbers: Bool

  /// Creates a range.
  public init(
    _ what: String, _ bounds: ClosedRange<Double>, unit: String = "", wholeNumbers: Bool = false
  ) {
    self.what = what
    self.bounds = bounds
    self.unit = unit
    self.wholeNumbers = wholeNumbers
  }

  /// `a duration from 0.001 to 3600 s`: the range in words, for messages and the docs.
  public var description: String {
    "\(what)\(wholeNumbers ? ", a whole number" : "") from \(Self.format(bounds.lowerBound)) to \(Self.format(bounds.upperBound))"
      + (unit.isEmpty ? "" : " " + unit)
  }

  /// True when `value` is in the range (never for NaN or an infinity).
  public func contains(_ value: Double) -> Bool {
    bounds.contains(value) && (!wholeNumbers || value.rounded() == value)
  }

  /// `value` when it is in the range, else the error `expected RANGE, got VALUE`.
  @discardableResult
  public func check(_ value: Double) throws(ValueError) -> Double {
    guard contains(value) else { throw error(got: Self.format(value)) }
    return value
  }

  /// The error `expected RANGE, got TEXT` (TEXT as typed or printed).
  public func error(got text: String) -> ValueError {
    ValueError("expected \(description), got \(text)")
  }

  /// `value` moved into the range (NaN becomes the lower bound): for arithmetic on accepted
  /// numbers that can still leave it (an accumulated travel, a projection).
  public func clamp(_ value: Double) -> Double {
    guard !value.isNaN else { return bounds.lowerBound }
    return Swift.min(bounds.upperBound, Swift.max(bounds.lowerBound, value))
  }

  /// The same range with another name (`a mass` and `a stiffness` share bounds).
  public func named(_ what: String) -> NumberRange {
    NumberRange(what, bounds, unit: unit, wholeNumbers: wholeNumbers)
  }

  static func format(_ value: Double) -> String { LayoutValueSyntax.formatNumber(value) }
}

// The ranges, each declared once; docs/config-schema.md ("Numbers") lists them.
extension NumberRange {
  /// An animation's duration: up to an hour, so that its frame count is an `Int` and its
  /// rest frame is found quickly.
  public static let duration = NumberRange("a duration", 0.001...3600, unit: "s")
  /// A spring's damping ratio (0 oscillates until the spring's maximum duration ends).
  public static let dampingRatio = NumberRange("a damping ratio", 0...1000)
  /// The largest gesture velocity a `springGesture` takes over, in progress units per second.
  public static let gestureVelocity = NumberRange("a maximum gesture velocity", 0...1000)
  /// A `springPhysics` mass.
  public static let mass = NumberRange("a mass", 0.001...1_000_000)
  /// A `springPhysics` stiffness.
  public static let stiffness = NumberRange("a stiffness", 0.001...1_000_000_000)
  /// A `springPhysics` damping.
  public static let damping = NumberRange("a damping", 0...1_000_000_000)
  /// A `springPhysics` initial velocity, in progress units per second.
  public static let springVelocity = NumberRange("an initial velocity", 0...1000)
  /// A `reanimatedSpring`'s rest displacement threshold, in points.
  public static let restDisplacement = NumberRange(
    "a rest displacement", 0.0001...10_000, unit: "pt")
  /// A `reanimatedSpring`'s rest speed threshold, in points per second.
  public static let restSpeed = NumberRange("a rest speed", 0.0001...100_000, unit: "pt/s")
  /// A `reanimatedSpring`'s `overshootClamping`, a yes / no written as a number: 0 or 1.
  public static let flag = NumberRange("an overshoot clamping flag", 0...1, wholeNumbers: true)
  /// The x of a bezier control point: time must move forwards (the CSS rule).
  public static let bezierX = NumberRange("a control point x", 0...1)
  /// The y of a bezier control point: the curve may overshoot, within ten times the move.
  public static let bezierY = NumberRange("a control point y", -10...10)
  /// A linear overdrag factor: 0 stops at the end, 1 follows the finger.
  public static let overdragFactor = NumberRange("an overdrag factor", 0...1)
  /// @gorhom/bottom-sheet's `overDragResistanceFactor` (default 2.5): the square root's scale,
  /// in points; 0 stops at the end.
  public static let overDragResistance = NumberRange("an overDragResistanceFactor", 0...100)
  /// A release or fling velocity, in points per second.
  public static let velocity = NumberRange("a velocity", -1_000_000...1_000_000, unit: "pt/s")
  /// A drag amount in points.
  public static let dragPoints = NumberRange("an amount", -1_000_000...1_000_000, unit: "pt")
  /// A bare drag amount, a fraction of the container: at most one screen length either way
  /// (`drag 40` is refused with a suggestion of `40%` or `40pt`, not read as 40 lengths).
  public static let dragFraction = NumberRange("an amount", -1...1, unit: "screen lengths")
  /// A drag amount in percent of the container (1000 screen lengths either way).
  public static let dragPercent = NumberRange("an amount", -100_000...100_000, unit: "%")
  /// The finger's accumulated travel during one drag: each amount is bounded, their sum is
  /// clamped to this (far beyond any screen), so that it stays finite.
  public static let travel = NumberRange("a travel", -1e9...1e9, unit: "pt")
  /// A screen or container size, in points.
  public static let size = NumberRange("a size", 1...100_000, unit: "pt")
  /// A safe-area inset, in points.
  public static let inset = NumberRange("an inset", 0...100_000, unit: "pt")
  /// A keyboard height, in points.
  public static let keyboardHeight = NumberRange("a keyboard height", 0...100_000, unit: "pt")
  /// A constant of a layout value or condition, in points (or percent with `%`): up to 1e16,
  /// far beyond any screen, so that sums and products of a few stay finite.
  public static let layoutConstant = NumberRange("a number", -1e16...1e16)
  /// A keyframe value (a radius, an opacity, a scale, a shadow offset ...).
  public static let keyframeValue = NumberRange("a number", -1_000_000...1_000_000)
  /// A content length, in points: ready for scrollable content.
  public static let contentLength = NumberRange("a content length", 0...10_000_000, unit: "pt")
  /// A scroll offset asked for with `scroll`, in points: wide, because an offset outside the
  /// content's range is clamped to it rather than refused.
  public static let contentOffset = NumberRange(
    "a scroll offset", -10_000_000...10_000_000, unit: "pt")
  /// A simulated time to wait or advance (`tick`, `wait`), in seconds; 0 is allowed.
  public static let elapsed = NumberRange("a duration", 0...3600, unit: "s")

  /// Every named range, in the order docs/config-schema.md lists them.
  public static let all: [(name: String, range: NumberRange)] = [
    ("duration", duration), ("dampingRatio", dampingRatio), ("gestureVelocity", gestureVelocity),
    ("mass", mass), ("stiffness", stiffness), ("damping", damping),
    ("springVelocity", springVelocity), ("restDisplacement", restDisplacement),
    ("restSpeed", restSpeed), ("flag", flag), ("bezierX", bezierX), ("bezierY", bezierY),
    ("overdragFactor", overdragFactor), ("overDragResistance", overDragResistance),
    ("velocity", velocity), ("dragPoints", dragPoints),
    ("dragFraction", dragFraction), ("dragPercent", dragPercent), ("travel", travel),
    ("size", size), ("inset", inset), ("keyboardHeight", keyboardHeight),
    ("layoutConstant", layoutConstant), ("keyframeValue", keyframeValue),
    ("contentLength", contentLength), ("contentOffset", contentOffset), ("elapsed", elapsed),
  ]

  /// The Markdown table of ``all`` (docs/config-schema.md, "Numbers"); a test checks the doc
  /// holds exactly this table.
  public static func markdownTable() -> [String] {
    ["| range | accepts |", "|---|---|"]
      + all.map { "| `\($0.name)` | \($0.range.description) |" }
  }
}
