/// The checks of `lint` that depend on the iOS version: every version from the default
/// config's `sheet.deploymentTarget` to the newest, in the lint environments
/// (``LintEnvironments/all``) on that version, for the config each selects (an adaptive config
/// with an `ios < 16` condition is checked with the config it uses there).
///
/// - ``LintFinding/Kind/unavailableDetent``: a point whose detent the version does not have
///   (``SheetVersions/unavailable(_:on:)``), an error: the app could not build the sheet for
///   its deployment target without `#available`, and `present` refuses it on that version.
/// - ``LintFinding/Kind/noActiveDetent``: in compact height (a phone in landscape) every
///   point's detent is inactive, an error: UIKit then has no detent to show and apps crash on
///   the rotation (`.medium()` alone, gini/gini-mobile-ios#934 "there was no available detent";
///   `.medium()` edge attached in compact height, Pocket/pocket-ios#159 "causes an exception").
///
/// Their environments are given as those of ``LintEnvironments/all`` (the version is in the
/// message), so that the report's phrase stays short.
enum LintVersions {
  /// The findings, one per point and check and config.
  static func check(_ config: AdaptiveConfig) -> [LintFinding] {
    let target = (config.defaultConfig.sheet ?? SheetConfig()).deploymentTarget
    let versions = IOSVersion.allCases.filter { $0 >= target }
    let selections =
      [ConfigSelection.defaultConfig]
      + config.constrained.indices.map {
        ConfigSelection.constrained($0)
      }
    // The configs that can hold a detent at all: most configs have none, and are done here.
    let detents = selections.filter { AppleSheet.reshapes(config.config(for: $0)) }
    guard !detents.isEmpty else { return [] }
    // Per selection: the first version it is used on that lacks a detent, and where; the lint
    // environments (by position) where none of its detents is active.
    var missing: [ConfigSelection: (version: IOSVersion, at: [Int])] = [:]
    var none: [ConfigSelection: [Int]] = [:]
    for version in versions {
      // Whether a selection's config lacks a detent on this version depends on the config
      // and the version only: asked once per selection, not once per environment (it reads
      // every point: 30 M instructions at 1 024 points when asked in all 24).
      var lacks: [ConfigSelection: Bool] = [:]
      func lacksDetent(_ selection: ConfigSelection, _ modal: ModalConfig) -> Bool {
        if let known = lacks[selection] { return known }
        let lacking = !SheetVersions.unavailable(modal, on: version).isEmpty
        lacks[selection] = lacking
        return lacking
      }
      for (position, base) in LintEnvironments.all.enumerated() {
        var environment = base
        environment.ios = version
        let selection = config.selection(for: environment)
        guard detents.contains(selection) else { continue }
        let modal = config.config(for: selection)
        if missing[selection].map({ $0.version == version }) ?? true,
          lacksDetent(selection, modal)
        {
          missing[selection, default: (version, [])].at.append(position)
        }
        if environment.verticalSizeClass == .compact, noneActive(modal, in: environment),
          none[selection]?.contains(position) != true
        {
          none[selection, default: []].append(position)
        }
      }
    }
    var found: [LintFinding] = []
    for selection in detents {
      let modal = config.config(for: selection)
      let name = config.isAdaptive ? config.name(of: selection) : nil
      let path = Lint.configPath(selection, adaptive: config.isAdaptive)
      if let (version, at) = missing[selection] {
        let environments = at.map { LintEnvironments.all[$0] }
        for point in SheetVersions.unavailable(modal, on: version) {
          found.append(
            LintFinding(
              kind: .unavailableDetent, index: point.index, key: point.key,
              pointKind: .standard, selection: selection, configName: name,
              environments: environments,
              message:
                "its height \(point.detent.text) needs iOS \(point.introduced.text), and the sheet is used on iOS \(version.text)\(version == target ? " (the deployment target)" : "")",
              hint:
                "\(SheetVersions.olderInstead): set \(path)snapPoints[\(point.index - 1)].layout.height detent.medium (or detent.large), or set sheet.deploymentTarget \(point.introduced.text)"
            ))
        }
      }
      if let at = none[selection],
        let first = modal.snapPoints.firstIndex(where: {
          $0.mode == .standard
        })
      {
        found.append(
          LintFinding(
            kind: .noActiveDetent, index: first + 1, key: modal.snapPoints[first].key,
            pointKind: .standard, selection: selection, configName: name,
            environments: at.sorted().map { LintEnvironments.all[$0] },
            message:
              "no detent is active in compact height: every point's detent is inactive there, and UIKit has none to show (apps crash on the rotation)",
            hint:
              "detent.medium is inactive in compact height: add a point that stays, such as detent.large (add snap height=detent.large), or give this one another detent (set \(path)snapPoints[\(first)].layout.height detent.large)"
          ))
      }
    }
    return found
  }

  /// True when `config` has standard points, each a detent, and every one of them is inactive
  /// in `environment` (``Detent/isInactive(_:)``): a point of any other height stays.
  static func noneActive(_ config: ModalConfig, in environment: Environment) -> Bool {
    var any = false
    for point in config.snapPoints where point.mode == .standard {
      guard case .detent(let detent) = point.layout?.height.kind else { return false }
      let context = LayoutContext(environment: environment, config: config, point: point)
      if !detent.isInactive(context) { return false }
      any = true
    }
    return any
  }
}
