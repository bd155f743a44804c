import ModalTestSupport
import Testing

@testable import ModalCore

// The shortcuts `lint` takes for speed (issue 17, W5), each against what it replaces: the
// points of an environment reused for the same environment with the keyboard, the edges'
// order without a sort, the collector's table, the phrases written once per set.

/// A finding with its environments as a set: what stays the same when the environments are
/// checked in another order.
private struct Unordered: Hashable {
  var kind: LintFinding.Kind
  var severity: LintFinding.Severity
  var index: Int
  var key: String?
  var related: Int?
  var selection: ConfigSelection
  var message: String
  var hint: String
  var environments: Set<Environment>
  var phrase: String

  init(_ finding: LintFinding) {
    kind = finding.kind
    severity = finding.severity
    index = finding.index
    key = finding.key
    related = finding.relatedIndex
    selection = finding.selection
    message = finding.message
    hint = finding.hint
    environments = Set(finding.environments)
    phrase = finding.environmentsPhrase
  }
}

/// The lint environments without a keyboard, then those with one: no environment follows the
/// same one without the keyboard, so `lint` resolves every one of them.
private let unpaired =
  LintEnvironments.all.filter { $0.keyboardHeight == nil }
  + LintEnvironments.all.filter { $0.keyboardHeight != nil }

/// Configs for the comparisons: random ones (about half refer to the keyboard) and the
/// built-in presets.
private func configs() throws -> [AdaptiveConfig] {
  var random = RandomConfigs(rng: SeededGenerator(seed: 20_261_202))
  var configs = (0..<300).map { _ in AdaptiveConfig(defaultConfig: random.config()) }
  for entry in BuiltinPresets.all {
    let document = try #require(try BuiltinPresets.document(named: entry.name))
    configs.append(document.config)
  }
  return configs
}

@Suite("Lint's shortcuts")
struct LintSpeedTests {
  @Test("points that never look at the keyboard are the same with and without it")
  func keyboardIndependentPoints() throws {
    var checked = 0
    for adaptive in try configs() {
      for environment in LintEnvironments.all where environment.keyboardHeight != nil {
        var without = environment
        without.keyboardHeight = nil
        let config = adaptive.config(for: environment)
        guard adaptive.config(for: without) == config, !config.pointsDependOnKeyboard else {
          continue
        }
        let with = Interpolator(config: config, environment: environment).points
        #expect(with == Interpolator(config: config, environment: without).points)
        checked += 1
      }
    }
    // (372 with this seed: about half the random configs refer to the keyboard.)
    #expect(checked > 300)
  }

  @Test("lint finds the same with every environment resolved (random configs and presets)")
  func sameFindingsWithoutReuse() throws {
    var differing = 0
    var found = 0
    for config in try configs() {
      let paired = Lint.check(config).map(Unordered.init)
      let alone = Lint.check(config, in: unpaired).map(Unordered.init)
      if paired != alone { differing += 1 }
      found += paired.count
    }
    #expect(differing == 0)
    #expect(found > 1_000)
  }

  @Test("pointsDependOnKeyboard: a layout that refers to the keyboard, or lift")
  func pointsDependOnKeyboard() {
    let plain = ModalConfig(snapPoints: [SnapPoint(layout: Layout(height: .percent(50)))])
    #expect(!plain.pointsDependOnKeyboard)
    var lifted = plain
    lifted.keyboardAvoidance = .lift
    #expect(lifted.pointsDependOnKeyboard)
    let referring = ModalConfig(snapPoints: [
      SnapPoint(layout: Layout(height: LayoutValue(.keyboardOverlap(.vertical))))
    ])
    #expect(referring.pointsDependOnKeyboard)
  }

  @Test("which layouts refer to the keyboard: each base point's, then the edge points' too")
  func snapPointsReferToKeyboard() {
    let keyboard = Layout(height: LayoutValue(.keyboardOverlap(.vertical)))
    let plain = Layout(height: .percent(50))
    var config = ModalConfig(snapPoints: [
      SnapPoint(layout: plain), SnapPoint(layout: keyboard), SnapPoint(layout: nil),
    ])
    #expect(config.snapPointsReferToKeyboard == [false, true, false])
    #expect(config.dependsOnKeyboard)
    #expect(config.dependsOnKeyboard(snapPointsReferToKeyboard: [false, true, false]))
    #expect(!config.dependsOnKeyboard(snapPointsReferToKeyboard: [false, false, false]))
    config.snapPoints[1].layout = plain
    #expect(config.snapPointsReferToKeyboard == [false, false, false])
    #expect(!config.dependsOnKeyboard)
    config.overshoot = EdgeSnapPoint(preset: .layout(keyboard))
    #expect(config.snapPointsReferToKeyboard == [false, false, false])
    #expect(config.dependsOnKeyboard)
    #expect(config.dependsOnKeyboard(snapPointsReferToKeyboard: [false, false, false]))
    config.overshoot = nil
    config.undershoot = EdgeSnapPoint(preset: .layout(keyboard))
    #expect(config.dependsOnKeyboard(snapPointsReferToKeyboard: []))
  }

  @Test("the edges' order is the sort's on sorted, reversed, tied and random edges")
  func ascendingOrder() {
    var rng = SeededGenerator(seed: 17)
    let special: [Double] = [.infinity, -.infinity, .nan, 0, -0.0]
    var cases: [[Double]] = [
      [], [1], [1, 1, 1], [3, 2, 1], [1, 2, 3], [3, 3, 1], [1, .nan, 2],
    ]
    for _ in 0..<2_000 {
      let count = rng.whole(0...12)
      var edges = (0..<count).map { _ in
        rng.chance(0.1) ? rng.pick(special) : Double(rng.whole(-5...5)) / 2
      }
      switch rng.below(3) {
      case 0: edges.sort()
      case 1: edges.sort(by: >)
      default: break
      }
      cases.append(edges)
    }
    for edges in cases {
      let sorted = edges.indices.sorted {
        edges[$0] != edges[$1] ? edges[$0] < edges[$1] : $0 < $1
      }
      #expect(LintChecks.ascendingOrder(edges) == sorted, "\(edges)")
    }
    #expect(LintChecks.ascendingOrder([3, 2, 1]) == [2, 1, 0])
    #expect(LintChecks.ascendingOrder([1, 1, 2]) == [0, 1, 2])
  }

  @Test("the collector groups by check, config, point and related point")
  func collectorGroups() {
    let environments = Array(LintEnvironments.all.prefix(3))
    var collector = Collector(environments: environments)
    var point = InterpolationPoint(
      index: 4, key: "half", page: nil, kind: .standard, percent: 0.5, values: ModalValues(),
      traits: ModalTraits())
    let other = ConfigSelection.constrained(0)
    collector.record(
      .duplicatePercent, point, related: 1, severity: .warning, values: .init(0.25),
      environment: 0, selection: .defaultConfig)
    collector.record(
      .duplicatePercent, point, related: 2, severity: .note, values: .init(0.5),
      environment: 0, selection: .defaultConfig)
    collector.record(
      .duplicatePercent, point, related: 1, severity: .note, values: .init(0.75),
      environment: 2, selection: .defaultConfig)
    collector.record(
      .duplicatePercent, point, related: 1, severity: .note, values: .init(0.1),
      environment: 1, selection: other)
    point.index = 0
    collector.record(
      .overshootBelowLastPoint, point, severity: .error, values: .init(3, 4), environment: 1,
      selection: .defaultConfig)
    collector.record(
      .overshootBelowLastPoint, point, severity: .warning, values: .init(1, 9), environment: 2,
      selection: .defaultConfig)
    collector.record(
      .overshootBelowLastPoint, point, severity: .warning, values: .none, environment: 2,
      selection: .defaultConfig)
    let groups = collector.groups
    #expect(groups.map(\.key.related) == [1, 2, 1, nil])
    #expect(groups.map(\.key.index) == [4, 4, 4, 0])
    #expect(groups.map(\.key.selection) == [.defaultConfig, .defaultConfig, other, .defaultConfig])
    #expect(groups.map(\.severity) == [.warning, .note, .note, .error])
    #expect(groups.map(\.environments) == [[0, 2], [0], [1], [1, 2]])
    #expect(groups.map(\.pointKey) == ["half", "half", "half", "half"])
    #expect(groups[0].ranges.map(\.low) == [0.25])
    #expect(groups[0].ranges.map(\.high) == [0.75])
    #expect(groups[3].ranges.map(\.low) == [1, 4])
    #expect(groups[3].ranges.map(\.high) == [3, 9])
    let key = Collector.Key(
      kind: .duplicatePercent, selection: .defaultConfig, index: 4, related: 2)
    #expect(collector.position(of: key) == 1)
    #expect(
      collector.position(
        of: Collector.Key(kind: .outOfOrder, selection: .defaultConfig, index: 4, related: 1))
        == nil)
    #expect(
      collector.position(
        of: Collector.Key(kind: .outOfOrder, selection: .defaultConfig, index: 99, related: 1))
        == nil)
  }

  @Test("the collector notes the groups of occurrences and lists another environment in them")
  func collectorRepeats() {
    var collector = Collector(environments: Array(LintEnvironments.all.prefix(4)))
    var point = InterpolationPoint(
      index: 2, key: nil, page: nil, kind: .standard, percent: 0.5, values: ModalValues(),
      traits: ModalTraits())
    collector.record(
      .outOfOrder, point, related: 1, severity: .error, values: .init(0.5, 0.75),
      environment: 0, selection: .defaultConfig)
    collector.startNoting()
    collector.record(
      .duplicatePercent, point, related: 1, severity: .warning, values: .init(0.25),
      environment: 1, selection: .defaultConfig)
    collector.record(
      .outOfOrder, point, related: 1, severity: .error, values: .init(0.5, 0.75),
      environment: 1, selection: .defaultConfig)
    point.index = 3
    collector.record(
      .emptyFrame, point, severity: .error, values: .init(0, 10), environment: 1,
      selection: .defaultConfig)
    let noted = collector.stopNoting()
    #expect(noted == [1, 0, 2])
    // Not noted any more.
    collector.record(
      .keyboardCovers, point, severity: .note, values: .init(20), environment: 1,
      selection: .defaultConfig)
    #expect(collector.stopNoting() == [])
    collector.repeatGroups(noted, environment: 3)
    // Twice is once.
    collector.repeatGroups(noted, environment: 3)
    let groups = collector.groups
    #expect(
      groups.map(\.key.kind) == [.outOfOrder, .duplicatePercent, .emptyFrame, .keyboardCovers])
    #expect(groups.map(\.environments) == [[0, 1, 3], [1, 3], [1, 3], [1]])
    #expect(groups[0].ranges.map(\.low) == [0.5, 0.75])
    #expect(groups[0].ranges.map(\.high) == [0.5, 0.75])
  }

  @Test("ranks follow allCases")
  func ranks() {
    #expect(LintFinding.Kind.allCases.map(\.rank) == Array(LintFinding.Kind.allCases.indices))
    #expect(LintFinding.Kind.count == 17)
    #expect(LintFinding.Severity.allCases.map(\.rank) == [0, 1, 2])
  }

  @Test("phrases: each finding's, and the mask follows its environments")
  func phrases() throws {
    let document = try #require(try BuiltinPresets.document(named: "demo09"))
    let findings = Lint.check(document.config)
    #expect(!findings.isEmpty)
    #expect(Lint.phrases(findings) == findings.map(\.environmentsPhrase))
    #expect(
      findings.map(\.environmentMask) == findings.map { LintEnvironments.mask(of: $0.environments) }
    )
    var finding = try #require(findings.first)
    finding.environments = [LintEnvironments.all[0], LintEnvironments.all[3]]
    #expect(finding.environmentMask == 0b1001)
    finding.environments.append(Environment(device: .iphoneSE, keyboardHeight: 250))
    #expect(finding.environmentMask == nil)
    #expect(Lint.phrases([finding]) == [finding.environmentsPhrase])
    #expect(
      Lint.phrases([finding])
        == [
          "without a keyboard on iphone-se portrait; with keyboard 300 on iphone-se landscape; on iphone-se portrait (keyboard 250)"
        ])
  }
}
