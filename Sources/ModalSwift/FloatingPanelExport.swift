import ModalCore

/// `export swift floatingpanel`: a `FloatingPanelLayout` (position, initial state,
/// one anchor per standard snap point, the backdrop's alpha per state), a
/// `FloatingPanelBehavior` from the `momentum` release's options, and a function that sets up a
/// `FloatingPanelController` with them. peers-research.md sections 1.7 and 4.6 give the API
/// shapes; the `floatingpanel` preset's comments say how FloatingPanel's numbers map to a config.
enum FloatingPanelExport {
  static let target = SwiftExportTarget(
    name: "floatingpanel",
    summary:
      "FloatingPanel: a FloatingPanelLayout, a FloatingPanelBehavior and the controller's set-up",
    follows: "FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, tag 3.2.2)",
    library: "FloatingPanel", imports: ["FloatingPanel", "UIKit"],
    // github.com/scenee/FloatingPanel at tag 3.2.2 (commit 7efcc76): Package.swift lines 8-9
    // `platforms: [.iOS(.v12)]`, FloatingPanel.podspec line 14 `:ios, "12.0"`.
    libraryMinimum: (
      "12",
      "FloatingPanel 3.2.2 supports iOS 12 and later (its Package.swift: platforms .iOS(.v12))"
    ),
    refusal: refusal,
    write: write)

  static func refusal(_ document: ConfigDocument) -> String? {
    let config = document.config.defaultConfig
    guard !ExportProbe.standardIndices(config).isEmpty else {
      return "floatingpanel needs a standard snap point with a layout: a panel needs an anchor"
    }
    return nil
  }

  /// The panel's position and its edges: the one it is attached to, the opposite one.
  static func edges(_ direction: SnapDirection) -> (position: String, near: String, far: String) {
    switch direction {
    case .bottomToTop: ("bottom", "bottom", "top")
    case .topToBottom: ("top", "top", "bottom")
    case .leftToRight: ("left", "left", "right")
    case .rightToLeft: ("right", "right", "left")
    }
  }

  /// One state of the layout: a built-in one (`.tip`) or a custom one declared in the file.
  struct State {
    var point: Int
    var name: String
    var custom: (rawValue: String, order: Int)?
  }

  /// FloatingPanel's built-in states and their orders (FloatingPanelState.swift: tip 100,
  /// half 500, full 1000).
  static let builtInOrders: [(name: String, order: Int)] = [
    ("tip", 100), ("half", 500), ("full", 1000),
  ]

  /// The states of the standard points. Points keyed `tip`, `half` or `full` (as an import of
  /// the user's layout keys them) keep those states when their order agrees with the points'
  /// (app code calling `move(to: .tip)` keeps its meaning), the others become custom states
  /// ordered between their neighbours; without such keys, the three most open points are
  /// `.tip`, `.half` and `.full` and less open ones custom states below tip.
  static func states(_ config: ModalConfig) -> [State] {
    let indices = ExportProbe.standardIndices(config)
    let orders = Dictionary(uniqueKeysWithValues: builtInOrders.map { ($0.name, $0.order) })
    let keyed = indices.map { config.snapPoints[$0].key.flatMap { orders[$0] } }
    let fixed = keyed.compactMap { $0 }
    let increasing = zip(fixed, fixed.dropFirst()).allSatisfy { $0 < $1 }
    var assigned: [Int?]
    if !fixed.isEmpty && increasing {
      assigned = keyed
    } else {
      let builtIn = Array(builtInOrders.map(\.order).suffix(Swift.min(indices.count, 3)))
      assigned = Array(repeating: nil, count: indices.count - builtIn.count) + builtIn.map { $0 }
    }
    // The custom states' names: not a built-in state's, nor a keyword, and distinct.
    let customPositions = indices.indices.filter { assigned[$0] == nil }
    let names = SwiftNames.unique(
      customPositions.map { config.snapPoints[indices[$0]].key },
      fallback: { "point\(indices[customPositions[$0]] + 1)" },
      reserved: ["tip", "half", "full", "hidden"], suffix: "Point")
    let nameOf = Dictionary(uniqueKeysWithValues: zip(customPositions, names))
    var result: [State] = []
    var position = 0
    while position < indices.count {
      if let order = assigned[position] {
        let name = builtInOrders.first { $0.order == order }?.name ?? "half"
        result.append(State(point: indices[position], name: name))
        position += 1
        continue
      }
      // A run of custom states between the built-in ones around it (0 below the first).
      var end = position
      while end < indices.count, assigned[end] == nil { end += 1 }
      let low = position > 0 ? assigned[position - 1] ?? 0 : 0
      let count = end - position
      let high = end < indices.count ? assigned[end] ?? low : low + 100 * (count + 1)
      for (offset, slot) in (position..<end).enumerated() {
        let index = indices[slot]
        let name = nameOf[slot] ?? "point\(index + 1)"
        let order = low + (high - low) * (offset + 1) / (count + 1)
        result.append(
          State(point: index, name: name, custom: (config.snapPoints[index].key ?? name, order)))
      }
      position = end
    }
    return result
  }

  static func write(_ document: ConfigDocument, ios: IOSVersion?) -> SwiftExport {
    let config = document.config.defaultConfig
    var file = target.file(for: document, ios: ios)
    let name = file.documentName
    let states = states(config)
    guard !states.isEmpty else {
      return SwiftExport(code: "", notes: refusal(document).map { [$0] } ?? [])
    }
    let type = SwiftNames.typeName(name)
    let reference = ExportProbe.reference(config)
    var notes = ExportProbe.inBetweenNotes(config, library: target.library)
    let main = layout(
      config, className: type + "PanelLayout",
      comment: "The panel layout of the modalplay config \"\(name)\".", &notes)
    // The constrained configs a chooser can tell apart by the trait collection become layouts
    // of their own, chosen as the import reads a chooser.
    let chooser = chooser(document, main: main, type: type, name: name)
    let custom = chooser?.custom ?? main.custom
    if !custom.isEmpty {
      file.declarations.append(
        (["extension FloatingPanelState {"] + custom + ["}"]).joined(separator: "\n"))
    }
    file.declarations.append(main.lines.joined(separator: "\n"))
    if let chooser {
      file.declarations += chooser.declarations
      notes += chooser.notes
    }
    file.declarations.append(behavior(config, name: name, type: type, &notes))
    file.declarations.append(
      setUp(config, name: name, type: type, reference, chosen: chooser != nil, &notes))
    notes += appearanceNotes(states.map(\.point), reference)
    notes += surfaceNotes(reference.points[states[0].point + 1].values)
    var unchosen = document
    if chooser != nil { unchosen.config.constrained = [] }
    notes += ExportProbe.keyboardAndAdaptiveNotes(
      unchosen, library: "FloatingPanel",
      adapts: { _ in "return another layout from floatingPanel(_:layoutFor:) for it" })
    file.notes = notes
    return file.export
  }

  /// The anchor of standard point `index`: the first of FloatingPanel's anchor forms that
  /// gives the point's position on every probed device, else the nearest one (exact on the
  /// reference device) with a note.
  static func anchor(
    _ index: Int, _ probe: ExportProbe, _ edges: (position: String, near: String, far: String),
    _ config: ModalConfig
  ) -> (SwiftExpr, String?) {
    func inset(_ label: String, _ value: Double, _ edge: String, _ guide: String) -> SwiftExpr {
      .call(
        "FloatingPanelLayoutAnchor",
        [
          SwiftArgument(label, .number(ExportProbe.rounded(value, places: 4))),
          SwiftArgument("edge", .member(edge)),
          SwiftArgument("referenceGuide", .member(guide)),
        ])
    }
    func intrinsic(_ label: String, _ value: Double, _ guide: String) -> SwiftExpr {
      var arguments = [SwiftArgument(label, .number(ExportProbe.rounded(value, places: 4)))]
      if guide != "safeArea" { arguments.append(SwiftArgument("referenceGuide", .member(guide))) }
      return .call("FloatingPanelIntrinsicLayoutAnchor", arguments)
    }
    var forms: [(ExportProbe.Form, (Double) -> SwiftExpr)] = []
    for guide in ["safeArea", "superview"] {
      let safe = guide == "safeArea"
      func near(_ s: ExportProbe.Sample) -> Double { safe ? s.near : 0 }
      func far(_ s: ExportProbe.Sample) -> Double { safe ? s.far : 0 }
      func span(_ s: ExportProbe.Sample) -> Double { s.length - near(s) - far(s) }
      forms += [
        (
          .init(solve: { s, e in e - near(s) }, predict: { s, a in near(s) + a }),
          { inset("absoluteInset", $0, edges.near, guide) }
        ),
        (
          .init(
            solve: { s, e in s.length - far(s) - e }, predict: { s, a in s.length - far(s) - a }),
          { inset("absoluteInset", $0, edges.far, guide) }
        ),
        (
          .init(
            solve: { s, e in span(s) > 0 ? (e - near(s)) / span(s) : nil },
            predict: { s, f in near(s) + f * span(s) }),
          { inset("fractionalInset", $0, edges.near, guide) }
        ),
      ]
    }
    for guide in ["safeArea", "superview"] where config.content != nil {
      let safe = guide == "safeArea"
      func near(_ s: ExportProbe.Sample) -> Double { safe ? s.near : 0 }
      forms += [
        (
          .init(
            solve: { s, e in near(s) + s.content - e }, predict: { s, o in near(s) + s.content - o }
          ),
          { intrinsic("absoluteOffset", $0, guide) }
        ),
        (
          .init(
            solve: { s, e in s.content > 0 ? 1 - (e - near(s)) / s.content : nil },
            predict: { s, f in near(s) + s.content * (1 - f) }),
          { intrinsic("fractionalOffset", $0, guide) }
        ),
      ]
    }
    // The first form always has a number.
    let best = probe.best(index, forms.map(\.0)) ?? (0, 0, 0)
    let code = forms[best.form].1(best.value)
    guard best.error > 0 else { return (code, nil) }
    let text = config.snapPoints[index].layout.map {
      AppleDetents.text(config.snapDirection.axis == .vertical ? $0.height : $0.width)
    }
    return (
      code,
      "snapPoints[\(index)]'s size \(text ?? "(none)") is no FloatingPanel anchor: the nearest, \(code.text), is off by up to \(LayoutValueSyntax.formatNumber(ExportProbe.rounded(best.error, places: 1))) pt on the devices probed"
    )
  }
}

extension FloatingPanelExport {
  /// `backdropAlpha(for:)`: each state's dim on the reference device, the most common one as
  /// the default case.
  static func backdrop(_ states: [State], _ reference: Interpolator, _ notes: inout [String])
    -> [String]
  {
    var alphas: [(name: String, alpha: Double)] = []
    var colored = false
    for state in states {
      let values = reference.points[state.point + 1].values
      let alpha = values[.backgroundOpacity] * values[.backgroundAlpha]
      alphas.append((state.name, ExportProbe.rounded(alpha, places: 4)))
      if alpha > 0, values[.backgroundRed] + values[.backgroundGreen] + values[.backgroundBlue] > 0
      {
        colored = true
      }
    }
    if colored {
      notes.append(
        "the background's color: FloatingPanel's backdrop is black with these alphas; set backdropView.backgroundColor for another"
      )
    }
    var lines = ["  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {"]
    let counts = alphas.map { entry in alphas.filter { $0.alpha == entry.alpha }.count }
    let common = alphas[counts.firstIndex(of: counts.max() ?? 0) ?? 0].alpha
    let others = alphas.reversed().filter { $0.alpha != common }
    if others.isEmpty {
      lines.append("    return \(LayoutValueSyntax.formatNumber(common))")
    } else if others.count == 1 {
      // FloatingPanelBottomLayout's own form: `state == .full ? 0.3 : 0.0`.
      lines.append(
        "    return state == .\(others[0].name) ? \(LayoutValueSyntax.formatNumber(others[0].alpha)) : \(LayoutValueSyntax.formatNumber(common))"
      )
    } else {
      lines.append("    switch state {")
      var seen: [Double] = []
      for entry in others where !seen.contains(entry.alpha) {
        seen.append(entry.alpha)
        let names = others.filter { $0.alpha == entry.alpha }.map { "." + $0.name }
        lines.append(
          "    case \(names.joined(separator: ", ")): return \(LayoutValueSyntax.formatNumber(entry.alpha))"
        )
      }
      lines.append("    default: return \(LayoutValueSyntax.formatNumber(common))")
      lines.append("    }")
    }
    lines.append("  }")
    return lines
  }

  /// The option `name` of the `momentum` release, or its default.
  static func momentumOption(_ config: ModalConfig, _ name: String) -> Double {
    let spec = MomentumRelease.options.first { $0.name == name }
    let fallback = spec?.defaultValue ?? 0
    guard [MomentumRelease.name, AppleSheetRelease.name].contains(config.release.strategy)
    else { return fallback }
    return config.release.options[name] ?? fallback
  }

  /// The `FloatingPanelBehavior`: the momentum release's options, the snap spring's response
  /// and the rubber band.
  static func behavior(_ config: ModalConfig, name: String, type: String, _ notes: inout [String])
    -> String
  {
    if ![MomentumRelease.name, AppleSheetRelease.name].contains(config.release.strategy) {
      notes.append(
        "the release rule \(config.release.strategy): FloatingPanel projects the momentum and redirects past half a segment (the momentum rule's defaults are exported)"
      )
    }
    var lines = SwiftFile.comment(
      "The panel behavior of the modalplay config \"\(name)\": its momentum release.",
      marker: "///")
    lines.append("final class \(type)PanelBehavior: FloatingPanelBehavior {")
    switch config.snapAnimation {
    case .springGesture(let duration, let damping, _), .spring(let duration, let damping):
      lines.append(
        "  let springResponseTime: CGFloat = \(LayoutValueSyntax.formatNumber(duration))")
      if damping != 1 {
        notes.append(
          "the snap spring's damping ratio \(LayoutValueSyntax.formatNumber(damping)): FloatingPanel's spring is critically damped below 300 pt/s and derives its damping from springDecelerationRate (0.991) above"
        )
      }
    default:
      notes.append(
        "the snap animation \(config.snapAnimation.kindName): FloatingPanel always attracts with its spring (springResponseTime 0.4)"
      )
    }
    let rate = momentumOption(config, "decelerationRate")
    lines.append("  let momentumProjectionRate: CGFloat = \(LayoutValueSyntax.formatNumber(rate))")
    let removal = momentumOption(config, "removalThreshold")
    if removal > 0 {
      lines.append(
        "  let removalInteractionVelocityThreshold: CGFloat = \(LayoutValueSyntax.formatNumber(removal))"
      )
    }
    let projects = momentumOption(config, "momentumProjection") != 0
    let threshold = momentumOption(config, "threshold")
    lines += [
      "",
      "  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState)",
      "    -> Bool",
      "  {",
      "    return \(projects)",
      "  }",
      "",
      "  func redirectionalProgress(",
      "    _ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState",
      "  ) -> CGFloat {",
      "    return \(LayoutValueSyntax.formatNumber(threshold))",
      "  }",
      "",
      "  func allowsRubberBanding(for edge: UIRectEdge) -> Bool {",
      "    return \(config.overdrag == .rubberBand)",
      "  }",
      "}",
    ]
    switch config.overdrag {
    case .none, .rubberBand: break
    default:
      notes.append(
        "the overdrag curve: FloatingPanel either stops at the end anchors or rubber-bands (allowsRubberBanding)"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// The function that sets up a controller: layout, behavior, removal, backdrop tap, surface.
  static func setUp(
    _ config: ModalConfig, name: String, type: String, _ reference: Interpolator,
    chosen: Bool = false, _ notes: inout [String]
  ) -> String {
    let first = reference.points[(states(config).first?.point ?? 0) + 1]
    let removal = momentumOption(config, "removalThreshold") > 0
    let tap = reference.points.contains {
      $0.kind == .standard && $0.traits.backgroundTapInteraction == .dismiss
    }
    var lines = SwiftFile.comment(
      "Sets up a FloatingPanelController as the modalplay config \"\(name)\" describes.",
      marker: "///")
    // The controller is a view controller, isolated to the main actor, and so is its set-up.
    lines += [
      "@MainActor",
      "func configure\(type)Panel(_ fpc: FloatingPanelController) {",
      chosen
        ? "  fpc.layout = \(type)Panel.layout(for: fpc.traitCollection)"
        : "  fpc.layout = \(type)PanelLayout()",
      "  fpc.behavior = \(type)PanelBehavior()",
      "  fpc.isRemovalInteractionEnabled = \(removal)",
      "  fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = \(tap)",
      "  let appearance = SurfaceAppearance()",
      "  appearance.cornerRadius = \(LayoutValueSyntax.formatNumber(first.values[.cornerRadius]))",
      "  fpc.surfaceView.appearance = appearance",
    ]
    let width = first.values[.handleWidth]
    let height = first.values[.handleHeight]
    if first.values[.handleOpacity] == 0 || width == 0 || height == 0 {
      lines.append("  fpc.surfaceView.grabberHandle.isHidden = true")
    } else if width != 36 || height != 5 {
      lines.append(
        "  fpc.surfaceView.grabberHandleSize = CGSize(width: \(LayoutValueSyntax.formatNumber(width)), height: \(LayoutValueSyntax.formatNumber(height)))"
      )
    }
    lines.append("}")
    let leading: Corners
    switch config.snapDirection {
    case .bottomToTop: leading = .top
    case .topToBottom: leading = .bottom
    case .leftToRight: leading = .right
    case .rightToLeft: leading = .left
    }
    if first.values[.cornerRadius] > 0, first.traits.maskedCorners != leading {
      notes.append(
        "the masked corners: FloatingPanel rounds the two corners of the panel's leading edge (all four with containerMargins)"
      )
    }
    if config.flags.overrideShouldSnapToUnderShootSnapPoint != false, !removal {
      notes.append(
        "a release on the undershoot: FloatingPanel's hidden state is no anchor; it dismisses only by its removal interaction (set removalThreshold)"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// What changes between the points beyond the position and the dim: FloatingPanel's surface
  /// keeps one appearance.
  static func appearanceNotes(
    _ indices: [Int], _ reference: Interpolator, library: String = "FloatingPanel",
    surface: String = "FloatingPanel's surface keeps one appearance"
  ) -> [String] {
    let groups: [(ClampGroup, String)] = [
      (.cornerRadius, "the corner radius"), (.opacity, "the opacity"),
      (.modalBackground, "the modal's background"), (.border, "the border"),
      (.shadow, "the shadow"), (.transform, "the transform"), (.dragHandle, "the drag handle"),
    ]
    let points = indices.map { reference.points[$0 + 1].values }
    guard let first = points.first else { return [] }
    var notes: [String] = []
    for (group, text) in groups {
      let channels = Channel.allCases.filter { $0.clampGroup == group }
      let varies = points.contains { values in channels.contains { values[$0] != first[$0] } }
      if varies {
        notes.append(
          "\(text) changes between the points: \(surface)")
      }
    }
    if first[.presentingScale] != 1 || first[.presentingTranslateY] != 0
      || first[.presentingCornerRadius] != 0 || first[.presentingOverlayOpacity] != 0
    {
      notes.append("the presenting view's keyframe: \(library) leaves the view behind it as it is")
    }
    return notes
  }

  /// The surface's shadow and border, which the export leaves at SurfaceAppearance's defaults.
  static func surfaceNotes(_ first: ModalValues) -> [String] {
    var notes: [String] = []
    if first[.shadowOpacity] != 0.2 || first[.shadowRadius] != 3 || first[.shadowOffsetX] != 0
      || first[.shadowOffsetY] != 1
    {
      notes.append(
        "the shadow: the export keeps SurfaceAppearance's default shadow (opacity 0.2, radius 3, offset (0, 1)); set appearance.shadows"
      )
    }
    if first[.borderWidth] != 0 {
      notes.append("the border: set appearance.borderWidth and appearance.borderColor")
    }
    return notes
  }
}
