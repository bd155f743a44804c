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
