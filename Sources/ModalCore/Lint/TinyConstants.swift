import ModalSupport

/// A width or height written as a bare number under 1: `"height": 0.5` is how
/// SwiftUI's `.fraction(0.5)` is naturally written, but a bare number is a number of points,
/// so the sheet is half a point tall. The config is valid (a constant may be anything), so
/// loading and `set` accept it and warn, and `lint` reports it
/// (``LintFinding/Kind/tinyConstant``).
public struct TinyConstant: Hashable, Sendable {
  /// Which size of the layout.
  public enum Field: String, Hashable, Sendable {
    case width
    case height
  }

  /// The config the layout belongs to.
  public var selection: ConfigSelection
  /// The point's combined index (0 = the undershoot, 1...n the base points, n + 1 the
  /// overshoot).
  public var index: Int
  public var field: Field
  /// The constant, in points (above 0, below 1).
  public var value: Double
  /// The canonical path of the field (what load errors print and `set` takes):
  /// `snapPoints[0].layout.height`, `constrained[1].config.overshoot.layout.width`.
  public var path: String
  /// True when Apple's `detent.fraction` is a fit: a height of a vertical sheet.
  public var suggestsDetent: Bool

  /// The constant as written: `0.5`.
  public var number: String { LayoutValueSyntax.formatNumber(value) }

  /// The percent it probably means: `50%` for 0.5 (rounded to 9 decimals, so that 0.07
  /// gives `7%` and not `7.000000000000001%`).
  public var percent: String {
    LayoutValueSyntax.formatNumber((value * 100 * 1e9).rounded() / 1e9) + "%"
  }

  /// What it probably means: `50% (or detent.fraction(0.5))`, or `50%` for a width or a
  /// drawer's height.
  public var meaning: String {
    percent + (suggestsDetent ? " (or detent.fraction(\(number)))" : "")
  }

  /// `did you mean 50% (or detent.fraction(0.5))?`.
  public var suggestion: String { Suggestions.didYouMean(meaning, quoted: false) }

  /// The line load and `set` print after `warning: `:
  /// `snapPoints[0].layout.height is 0.5 pt: did you mean 50% (or detent.fraction(0.5))?`.
  public var warning: String { "\(path) is \(number) pt: \(suggestion)" }
}

/// Finds the ``TinyConstant``s of a config: one walk over its layouts, shared by the load and
/// `set` warnings and by `lint`.
public enum TinyConstants {
  /// Every width and height of a base point's or a custom edge point's layout whose value is a
  /// bare constant above 0 and below 1 (bounds allowed, no offset: `0.5 + safe.bottom` is an
  /// expression, not a typo), in every config of `config` (default first), each config's
  /// points in index order (undershoot, base points, overshoot), width before height.
  public static func find(in config: AdaptiveConfig) -> [TinyConstant] {
    let selections =
      [ConfigSelection.defaultConfig] + config.constrained.indices.map { .constrained($0) }
    return selections.flatMap { selection in
      find(
        in: config.config(for: selection), selection: selection,
        prefix: ConfigSchema.configPrefix(selection, in: config))
    }
  }

  /// The tiny constants of one config; `prefix` goes before each path (`default.`). The
  /// layouts are read in place and a path is written only for a constant found: `lint` asks
  /// this of configs with a thousand points, nearly all without one.
  static func find(in config: ModalConfig, selection: ConfigSelection, prefix: String)
    -> [TinyConstant]
  {
    let vertical = config.snapDirection.axis == .vertical
    var found: [TinyConstant] = []
    func add(_ layout: Layout, index: Int, path: () -> String) {
      for (field, value) in [
        (TinyConstant.Field.width, tinyValue(layout.width)), (.height, tinyValue(layout.height)),
      ] {
        guard let value else { continue }
        found.append(
          TinyConstant(
            selection: selection, index: index, field: field, value: value,
            path: prefix + JSONPath.key(JSONPath.key(path(), "layout"), field.rawValue),
            suggestsDetent: vertical && field == .height))
      }
    }
    if case .layout(let layout) = config.undershoot.preset {
      add(layout, index: 0) { "undershoot" }
    }
    for i in config.snapPoints.indices {
      guard let layout = config.snapPoints[i].layout, layout.hasTinySize else { continue }
      add(layout, index: i + 1) { JSONPath.index("snapPoints", i) }
    }
    if case .layout(let layout) = config.overshoot?.preset {
      add(layout, index: config.snapPoints.count + 1) { "overshoot" }
    }
    return found
  }

  /// The constant of a value that is a bare number in (0, 1), else nil.
  static func tinyValue(_ value: LayoutValue) -> Double? {
    guard case .constant(let number) = value.kind, value.offset == nil, number > 0, number < 1
    else { return nil }
    return number
  }
}

extension Layout {
  /// True when the width or the height is a tiny constant (``TinyConstants/tinyValue(_:)``).
  fileprivate var hasTinySize: Bool {
    TinyConstants.tinyValue(width) != nil || TinyConstants.tinyValue(height) != nil
  }
}

extension Lint {
  /// Records ``LintFinding/Kind/tinyConstant`` on each point of `constants` (those of
  /// `config` as written, the config in use: `selection`) in the environment at `position`;
  /// `interpolator` only lends a point to name.
  static func recordTinyConstants(
    _ constants: [TinyConstant]?, _ config: ModalConfig, _ interpolator: Interpolator,
    position: Int, selection: ConfigSelection, into collector: inout Collector
  ) {
    guard let constants, var named = interpolator.points.first else { return }
    var recorded: Set<Int> = []
    for constant in constants where recorded.insert(constant.index).inserted {
      let base = constant.index - 1
      named.index = constant.index
      if config.snapPoints.indices.contains(base) {
        named.key = config.snapPoints[base].key
        named.kind = config.snapPoints[base].mode == .inBetween ? .inBetween : .standard
      } else {
        named.key = nil
        named.kind = constant.index == 0 ? .undershoot : .overshoot
      }
      collector.record(
        .tinyConstant, named, severity: .warning, environment: position, selection: selection)
    }
  }

  /// The message and hint of a finding on the point of `constants` (one or two fields):
  /// `its height is 0.5 pt`, `its width is 0.5 pt and its height is 0.25 pt`; the hint says
  /// what each probably means and the `set` command that writes it.
  static func tinyConstantText(_ constants: [TinyConstant]) -> (message: String, hint: String) {
    let sizes = constants.map { "its \($0.field.rawValue) is \($0.number) pt" }
    let named = constants.count > 1
    let meanings = constants.map { (named ? "\($0.field.rawValue) " : "") + $0.meaning }
    let commands = constants.map { "set \($0.path) \($0.percent)" }
    return (
      list(sizes),
      "a bare number is points, so under 1 it is a fraction of a point: "
        + Suggestions.didYouMean(list(meanings), quoted: false) + " (" + list(commands) + ")"
    )
  }
}
