/// The VoiceOver check of ``Lint``: no lint environment runs VoiceOver (that would
/// double them for every config), so a config whose conditions look at VoiceOver is checked
/// from them: in each environment where turning VoiceOver on selects another config, that
/// config is resolved once more and compared with the one in use.
enum LintVoiceOver {
  /// True when a constrained config's conditions look at VoiceOver: only then does the check
  /// cost anything.
  static func switches(_ config: AdaptiveConfig) -> Bool {
    config.constrained.contains { $0.conditions.contains(where: \.dependsOnVoiceOver) }
  }

  /// The environment with VoiceOver running, and the config selected there, when it is not
  /// `selection` (the one in use without VoiceOver); nil when VoiceOver changes nothing.
  static func spoken(
    _ config: AdaptiveConfig, _ environment: Environment, _ selection: ConfigSelection
  )
    -> (environment: Environment, selection: ConfigSelection)?
  {
    var spoken = environment
    spoken.voiceOver = true
    let other = config.selection(for: spoken)
    return other == selection ? nil : (spoken, other)
  }

  /// Records ``LintFinding/Kind/unreachableUnderVoiceOver`` on each standard base point of
  /// `spoken` (the config in use under VoiceOver) that VoiceOver moves onto another base point:
  /// within the tolerance of it there, apart from it (and somewhere else) in `silent`, the
  /// config in use without VoiceOver. A point past the end of `spoken` is not reported: the
  /// release rules never pick it and `snap` refuses it, which the config says plainly.
  static func check(
    silent: Interpolator, spoken: Interpolator, direction: SnapDirection,
    _ context: LintChecks.Context, into collector: inout Collector
  ) {
    let edge = { (point: InterpolationPoint) in direction.leadingEdge(of: point.rect) }
    let tolerance = Lint.tolerance
    let before = Dictionary(
      silent.points.filter { $0.kind == .standard }.map { ($0.index, edge($0)) },
      uniquingKeysWith: { first, _ in first })
    let base = spoken.points.filter { $0.kind == .standard }
    for point in base {
      let now = edge(point)
      guard let was = before[point.index], abs(was - now) > tolerance else { continue }
      let onto = base.first { other in
        other.index != point.index && abs(edge(other) - now) <= tolerance
          && before[other.index].map { abs($0 - was) > tolerance } ?? true
      }
      guard let onto else { continue }
      let percent = direction.percent(leadingEdge: now, container: spoken.container)
      context.record(
        .unreachableUnderVoiceOver, point, related: onto.index, values: Collector.Measures(percent),
        into: &collector)
    }
  }
}
