import ModalCore

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
