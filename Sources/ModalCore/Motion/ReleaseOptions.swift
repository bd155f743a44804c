/// One numeric option of a release strategy: its name, valid range and default, so that configs
/// can be checked (``ReleaseStrategies/optionProblems(of:)``), the shell can complete and
/// validate `set release.NAME`, and the schema document can list them from one source.
public struct ReleaseOptionSpec: Hashable, Sendable {
  /// The key in `release.options`.
  public var name: String
  /// The values accepted.
  public var range: ClosedRange<Double>
  /// The value used when the option is absent; nil when it is derived from the config (the half
  /// modal's `dismissHeight`).
  public var defaultValue: Double?
  /// True for on / off options, written 1 or 0 (JSON release options are numbers only).
  public var isFlag: Bool
  /// What the option changes, for documentation and help.
  public var summary: String

  /// A numeric option.
  public init(
    _ name: String, _ range: ClosedRange<Double>, default defaultValue: Double?, _ summary: String
  ) {
    self.name = name
    self.range = range
    self.defaultValue = defaultValue
    self.isFlag = false
    self.summary = summary
  }

  /// An on / off option (1 or 0).
  public static func flag(_ name: String, default on: Bool, _ summary: String) -> ReleaseOptionSpec
  {
    var spec = ReleaseOptionSpec(name, 0...1, default: on ? 1 : 0, summary)
    spec.isFlag = true
    return spec
  }

  /// The values accepted, as `help` and the docs print them: `0 or 1` for a flag, else
  /// `LOW to HIGH`.
  public var rangeText: String {
    let format = LayoutValueSyntax.formatNumber
    return isFlag ? "0 or 1" : "\(format(range.lowerBound)) to \(format(range.upperBound))"
  }

  /// The default as `help` and the docs print it: the number, or `derived` when the option
  /// has none of its own.
  public var defaultText: String {
    defaultValue.map(LayoutValueSyntax.formatNumber) ?? "derived"
  }

  /// The option's cells of a docs table: `` `NAME` | RANGE | DEFAULT | SUMMARY | ``, a `|`
  /// in the summary escaped so that it stays in its cell.
  var markdownCells: String {
    let cell = summary.split(separator: "|", omittingEmptySubsequences: false).joined(
      separator: "\\|")
    return "`\(name)` | \(rangeText) | \(defaultText) | \(cell) |"
  }

  /// The problem with `value` for this option, or nil when it is valid.
  func problem(with value: Double) -> String? {
    let text = LayoutValueSyntax.formatNumber(value)
    if isFlag {
      return value == 0 || value == 1 ? nil : "expected 0 or 1 (off or on), got \(text)"
    }
    let numbers = NumberRange("a number", range)
    return numbers.contains(value) ? nil : numbers.error(got: text).message
  }
}

extension ReleaseStrategies {
  /// Each option a strategy declares, with its valid values (flags are 0...1 and must be 0 or
  /// 1). Empty for `adaptive` and `nearest`, whose options are not checked (documents written
  /// before the peers used free option names with them), and for unknown names.
  public static func optionNames(for strategy: String) -> [String: ClosedRange<Double>] {
    var names: [String: ClosedRange<Double>] = [:]
    for spec in optionSpecs(for: strategy) { names[spec.name] = spec.range }
    return names
  }

  /// The problems of a release config's options, by option name, each at
  /// `release.options.NAME`: a name the strategy does not declare, or a value outside its
  /// range. Nothing for strategies that declare no options.
  public static func optionProblems(of release: ReleaseConfig) -> [ConfigProblem] {
    guard !optionSpecs(for: release.strategy).isEmpty else { return [] }
    return optionProblems(of: release.options, rule: release.strategy, base: "release.options")
  }
}

extension ReleaseStrategies {
  /// The strategy options table of docs/config-schema.md (a test keeps the two equal): each
  /// strategy that declares options, with them in the order declared; a strategy whose
  /// options are an earlier one's says so instead of repeating them.
  public static func markdownOptionTable() -> [String] {
    var lines = [
      "| strategy | option | range | default | meaning |",
      "|---|---|---|---|---|",
    ]
    var listed: [(name: String, options: [ReleaseOptionSpec])] = []
    for strategy in all where !strategy.options.isEmpty {
      let head = "| `\(strategy.name)` |"
      if let same = listed.first(where: { $0.options == strategy.options }) {
        lines.append(head + " the options of `\(same.name)` | | | |")
        continue
      }
      listed.append((strategy.name, strategy.options))
      for (index, spec) in strategy.options.enumerated() {
        lines.append((index == 0 ? head : "| |") + " " + spec.markdownCells)
      }
    }
    return lines
  }
}
