import ModalSupport

/// Findings from groups: their paths, ranks and text.
extension Lint {

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The `set` path prefix of a point's fields, by its combined index: `snapPoints[1].` in a
  /// static config, `default.snapPoints[1].` or `constrained[2].config.snapPoints[1].` in an
  /// adaptive one (the config the finding is about, whatever config is in use), so a hint
  /// names a command that fixes it.
  static func pointPath(_ index: Int, selection: ConfigSelection, adaptive: Bool) -> String {
    configPath(selection, adaptive: adaptive) + "snapPoints[\(max(index - 1, 0))]."
  }

  /// The `set` path prefix of a config's fields: empty in a static config, `default.` or
  /// `constrained[2].config.` in an adaptive one.
  static func configPath(_ selection: ConfigSelection, adaptive: Bool) -> String {
    guard adaptive else { return "" }
    switch selection {
    case .defaultConfig: return "default."
    case .constrained(let k): return "constrained[\(k)].config."
    }
  }

  static func rank(_ selection: ConfigSelection) -> Int {
    switch selection {
    case .defaultConfig: 0
    case .constrained(let index): index + 1
    }
  }

  /// The finding of a group; `environments` are the group's, in order.
  /// `facts` are those of the config of the group's selection (``AdaptiveConfig/config(for:)``).
  static func makeFinding(
    _ group: borrowing Collector.Group, config: AdaptiveConfig, facts: TextFacts,
    environments: [Environment], mask: UInt64?
  ) -> LintFinding {
    let key = group.key
    let direction = facts.direction
    let related = key.related
    // The measured numbers, as `group.ranges` has them (without building that array).
    let spans = (measured: group.measured, first: group.first, second: group.second)
    let number = { (i: Int, decimals: Int) in
      LintText.Number(
        span: i == 0 && spans.measured > 0
          ? spans.first
          : i == 1 && spans.measured > 1
            ? spans.second : nil,
        decimals: decimals)
    }
    let points = { (i: Int) in number(i, 2) }
    let percent = { (i: Int) in number(i, 3) }
    let length = direction.axis == .vertical ? "tall" : "wide"
    // The `set` path of one of the point's fields, the command a hint names.
    let field = { (name: String) in
      pointPath(key.index, selection: key.selection, adaptive: config.isAdaptive) + name
    }
    let configField = { (name: String) in
      configPath(key.selection, adaptive: config.isAdaptive) + name
    }
    let message: String
    let hint: String
    switch key.kind {
    case .duplicatePercent:
      message = text("has the same percent as \(snap: related) (\(percent(0)))")
      if group.severity == .note && group.pointKind == .overshoot {
        hint = text(
          "\(snap: related) already fills the container there, so the overshoot adds nothing: expected of a sheet that grows to the full screen (set \(configField("overshoot")) none to drop it)"
        )
      } else if group.severity == .note {
        hint =
          "the undershoot is transparent: the modal fades out where it stands, as a card that dismisses in place does (set \(configField("undershoot")) automatic to slide it away instead)"
      } else if group.pointKind == .overshoot {
        hint = text(
          "\(snap: related) already opens as far as the overshoot there: keep it smaller (e.g. a lower max), or drop it (set \(configField("overshoot")) none)"
        )
      } else {
        hint =
          "give one of the two points another size or margin (set \(field("layout.height")) H), or remove one of them (remove snap \(key.index))"
      }
    case .outOfOrder:
      message = text("its percent \(percent(0)) is below \(snap: related)'s \(percent(1))")
      hint = text(
        "in \(direction.rawValue) each base point must open further than the one before: reorder the points or change their layouts (set \(field("layout.height")) H)"
      )
    case .undershootVisible:
      message = text("the undershoot is visible: \(points(0)) pt of it is inside the container")
      hint = text(
        "the undershoot should be out of sight: set \(configField("undershoot")) automatic (\(direction.undershootPreset.name) for \(direction.rawValue))"
      )
    case .overshootBelowLastPoint:
      message = text("its percent \(percent(0)) is below \(snap: related)'s \(percent(1))")
      hint = text(
        "the overshoot should open further than the last point: set \(configField("overshoot")) automatic (\(direction.overshootPreset.name) for \(direction.rawValue)) or fitScreen"
      )
    case .overshootShorterThanLastPoint:
      message = text(
        "it is \(points(0)) pt \(length), less than \(snap: related) (\(points(1)) pt)")
      hint = text(
        "dragging past the last point would shrink the modal: make the overshoot at least as \(length) as \(snap: related) (set \(configField("overshoot")) fitScreen)"
      )
    case .frameOutside:
      let parts = Edge.allCases.compactMap { edge in
        group.edges[edge].map { "\(range($0, decimals: 2)) pt at the \(edge.rawValue)" }
      }
      message =
        "the frame extends beyond the container by " + list(parts)
      hint =
        "bound its size (e.g. set \(field("layout.height")) 85% max 100%) or reduce its margins and offsets so that it fits every screen"
    case .emptyFrame:
      message = text("the frame has no area: width \(points(0)) pt, height \(points(1)) pt")
      hint =
        "a size like stretch - 400 or margins wider than the screen leave nothing: bound the size with a min (set \(field("layout.height")) 50% min 44)"
    case .keyboardCovers:
      message = text("the keyboard covers \(points(0)) pt of the content")
      switch facts.keyboardAvoidance {
      case .layout where group.severity == .note:
        hint =
          "it does not refer to the keyboard; if its content must stay above it, add kb.overlapH to the bottom margin (or the bottom padding), or set keyboardAvoidance lift"
      case .layout:
        hint =
          "add kb.overlapH to the bottom margin (or the bottom padding), or set keyboardAvoidance lift"
      case .lift:
        hint =
          "even lifted it does not fit above the keyboard: make it shorter while the keyboard shows (set \(field("layout.height")) kb ? 40% : 60%)"
      case .extend:
        hint =
          "@gorhom/bottom-sheet's extend moves the sheet to its highest detent but does not inset it: add kb.overlapH to the bottom padding, or let the content scroll"
      case .expand:
        hint =
          "the system sheet keeps its frame over the keyboard and insets its content: let the content scroll, or add kb.overlapH to the bottom padding"
      case .interactive, .fillParent:
        hint =
          "@gorhom/bottom-sheet leaves its detents for a temporary position whose content ends at the keyboard: nothing rests under it"
      }
    case .noSnappablePoint:
      message =
        "allowSnapping is false on every base point, so a release can only pick the undershoot or the overshoot"
      hint =
        "let a release rest on at least one base point: set \(field("keyframe.allowSnapping")) true (or leave it unset)"
    case .contentLengthWithoutContent:
      message = text(
        "its contentLength \(points(0)) pt changes nothing: the config declares no content")
      hint =
        "declare the content (content LENGTH, or a content object), or remove contentLength (set \(field("contentLength")) none)"
    case .unreachableUnderVoiceOver:
      message = text(
        "unreachable under VoiceOver: the config in use then puts it at \(snap: related)'s percent (\(percent(0)))"
      )
      hint =
        "VoiceOver users never rest at its own position, as PanModal shows no short form while VoiceOver runs (shortFormYPos returns longFormYPos): keep nothing there that only it shows, or give it a position of its own under VoiceOver (set \(field("layout.height")) H)"
    case .widerThanLibraryAllows:
      // Recorded only for a rule with a limit (``LintChecks/widths``), so there is one.
      let limit = LibraryWidthLimit.limit(forRule: facts.handoffRule)
      message =
        limit?.message(width: points(0).text, cap: points(1).text)
        ?? text("it is \(points(0)) pt wide")
      hint = limit?.hint(path: field("layout.width")) ?? ""
    case .tinyConstant:
      (message, hint) = tinyConstantText(
        TinyConstants.find(in: config).filter {
          $0.selection == key.selection && $0.index == key.index
        })
    case .floatingClipsContent:
      message = text(
        "the content does not scroll, and iOS 26's floating card (8 pt in from the sides and the bottom) shows \(points(1)) pt of it: its last \(points(0)) pt is out of reach"
      )
      hint = text(
        "the edge-attached sheet of iOS 18 and before shows it all: let the content scroll (set \(configField("content.scrolls")) true), make the detent taller (set \(field("layout.height")) H), or keep the sheet edge attached (set \(configField("sheet.background")) custom)"
      )
    case .unavailableDetent, .noActiveDetent:
      // Never collected: ``LintVersions`` makes these findings whole (they depend on the iOS
      // version, which the collector's environments do not vary).
      (message, hint) = ("", "")
    case .inactiveDetent:
      let height =
        facts.snapPoints.indices.contains(key.index - 1)
        ? facts.snapPoints[key.index - 1].layout.map { LayoutValueSyntax.render($0.height) } : nil
      // The value is 1 on the point the sheet opens at.
      let opens =
        group.ranges.first.map { $0.high == 1 } ?? false
        ? ", and it is the point the sheet opens at: it opens at the next active one" : ""
      message = "its height \(height ?? "detent") is an inactive detent: the sheet skips it\(opens)"
      hint =
        "Apple's .medium is inactive in compact height, and a custom detent whose resolver gives nothing (inactive) is inactive: to keep a point there, set \(field("layout.height")) detent.fraction(0.5)"
    }
    return LintFinding(
      kind: key.kind, severity: group.severity, index: key.index, key: group.pointKey,
      pointKind: group.pointKind,
      relatedIndex: key.related, selection: key.selection,
      configName: config.isAdaptive ? config.name(of: key.selection) : nil,
      environments: environments, mask: mask, message: message, hint: hint)
  }
}
