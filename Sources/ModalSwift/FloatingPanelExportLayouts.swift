import ModalCore

/// The layouts of `export swift floatingpanel`: one `FloatingPanelLayout` class per config,
/// and, for an adaptive config whose constrained configs the trait collection tells apart, a
/// chooser returning each one's layout, written the way the FloatingPanel import reads a chooser
/// (FloatingPanelImportChoice.swift), so that the export of an imported chooser reads back as
/// the same adaptive config.
extension FloatingPanelExport {
  /// A layout class, and the custom states it needs (lines of an `extension
  /// FloatingPanelState`).
  struct LayoutCode {
    var custom: [String]
    var lines: [String]
  }

  /// The layout class `className` of `config` (its standard points as anchors, its initial
  /// state, its backdrop's alphas), with `comment` as its doc comment; what it cannot express
  /// is added to `notes`.
  static func layout(
    _ config: ModalConfig, className: String, comment: String, _ notes: inout [String]
  ) -> LayoutCode {
    let probe = ExportProbe(config: config)
    let states = states(config)
    let reference = ExportProbe.reference(config)
    let custom = states.compactMap { state in
      state.custom.map { custom in
        // A non-Sendable class's static: Swift 6 language mode asks that it be marked (the
        // state is never mutated: FloatingPanel compares states by their raw value).
        "  nonisolated(unsafe) fileprivate static let \(state.name) =\n"
          + "    FloatingPanelState(rawValue: \(SwiftExpr.string(custom.rawValue).text), order: \(custom.order))"
      }
    }
    var layout = SwiftFile.comment(comment, marker: "///")
    layout.append("final class \(className): FloatingPanelLayout {")
    let edges = edges(config.snapDirection)
    layout.append("  let position: FloatingPanelPosition = .\(edges.position)")
    let initial =
      states.first { $0.point == config.initialSnapPointIndex - 1 } ?? states[states.count - 1]
    if initial.point != config.initialSnapPointIndex - 1 {
      notes.append(
        "initialIndex \(config.initialSnapPointIndex) is no anchor: the panel starts at .\(initial.name)"
      )
    }
    layout.append("  let initialState: FloatingPanelState = .\(initial.name)")
    var entries: [SwiftEntry] = []
    for state in states.reversed() {
      let (anchor, note) = anchor(state.point, probe, edges, config)
      entries.append(SwiftEntry(.member(state.name), anchor))
      if let note { notes.append(note) }
      if !probe.spansSafeArea(state.point) {
        notes.append(
          "snapPoints[\(state.point)]'s frame across the panel: the layout keeps FloatingPanel's default prepareLayout (the safe area's width); write prepareLayout(surfaceView:in:) for another"
        )
      }
    }
    let prefix = "  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = "
    layout.append(
      prefix + SwiftPrinter.print(.dictionary(entries), indentation: "  ", prefix: prefix))
    layout.append("")
    layout += backdrop(states, reference, &notes)
    layout.append("}")
    return LayoutCode(custom: custom, lines: layout)
  }

  /// The chooser of an adaptive config: the constrained configs' layouts and the function
  /// choosing among them, the custom states of all the layouts, and the notes of the
  /// constrained layouts.
  struct Chooser {
    var custom: [String]
    var declarations: [String]
    var notes: [String]
  }

  /// The chooser of `document`'s constrained configs, nil when there are none or one cannot be
  /// chosen by the trait collection (a flag, the keyboard, the orientation, VoiceOver: each is
  /// then a note, as before): an `if` per constrained config in order, its conditions as
  /// comparisons of the trait collection's size classes and idiom, then the default layout
  /// (`main`). The import takes the branch an iPhone in portrait takes as the default, so a
  /// constrained config that holds there is not written either. Each constrained layout is
  /// named by its config's name when that is a type name (the import names a branch by its
  /// layout).
  ///
  /// FloatingPanel 3.2.2 (github.com/scenee/FloatingPanel, commit 7efcc76),
  /// Sources/Controller.swift: the delegate's optional `floatingPanel(_:layoutFor:)` for a
  /// trait collection (lines 11-12) is asked with the controller's `traitCollection` when the
  /// delegate is set (lines 320-323) and with the new one on a trait change (lines 378-390);
  /// `FloatingPanelController` is a `UIViewController` (line 146). So the set-up passes
  /// `fpc.traitCollection`, and the app's delegate method returns the same function's layout.
  static func chooser(_ document: ConfigDocument, main: LayoutCode, type: String, name: String)
    -> Chooser?
  {
    let adaptive = document.config
    guard adaptive.isAdaptive, adaptive.selection(for: Environment()) == .defaultConfig else {
      return nil
    }
    var result = Chooser(custom: main.custom, declarations: [], notes: [])
    var used: Set<String> = [type + "PanelLayout", type + "Panel"]
    var branches: [(test: String, layout: String)] = []
    for (index, constrained) in adaptive.constrained.enumerated() {
      guard let test = traitTest(constrained.conditions),
        refusal(ConfigDocument(config: constrained.config)) == nil
      else { return nil }
      let label = adaptive.name(of: .constrained(index))
      var className = constrained.name.flatMap { SwiftNames.typeName($0) == $0 ? $0 : nil }
      if className.map(used.contains) ?? true {
        className = type + "Constrained\(index + 1)PanelLayout"
      }
      let layoutName = className ?? type
      used.insert(layoutName)
      var notes: [String] = []
      let code = layout(
        constrained.config, className: layoutName,
        comment:
          "The panel layout of the modalplay config \"\(name)\" where \(test) (its constrained config \(label)).",
        &notes)
      result.notes += notes.map { "constrained config \(label): " + $0 }
      for line in code.custom where !result.custom.contains(line) {
        // A state of the same name declared otherwise cannot be declared twice.
        let stateName = line.split(separator: "=").first
        guard !result.custom.contains(where: { $0.split(separator: "=").first == stateName })
        else { return nil }
        result.custom.append(line)
      }
      result.declarations.append(code.lines.joined(separator: "\n"))
      branches.append((test, layoutName))
    }
    var lines = SwiftFile.comment(
      "The panel layout of the modalplay config \"\(name)\" for a trait collection: the set-up uses it; return it from your FloatingPanelControllerDelegate's floatingPanel(_:layoutFor:) too, so that the panel follows a change of traits.",
      marker: "///")
    lines += [
      "enum \(type)Panel {",
      "  static func layout(for traits: UITraitCollection) -> FloatingPanelLayout {",
    ]
    for branch in branches {
      lines += [
        "    if \(branch.test) {", "      return \(branch.layout)()", "    }",
      ]
    }
    lines += ["    return \(type)PanelLayout()", "  }", "}"]
    result.declarations.append(lines.joined(separator: "\n"))
    return result
  }

  /// Conditions as a test of the trait collection `traits` (`traits.verticalSizeClass ==
  /// .compact && traits.userInterfaceIdiom != .pad`), nil when one is not a size class or the
  /// idiom (or the negation of one): what the import reads back as the same conditions.
  static func traitTest(_ conditions: [Condition]) -> String? {
    var parts: [String] = []
    func add(_ condition: Condition) -> Bool {
      switch condition {
      case .all(let list):
        return list.allSatisfy(add)
      case .not(let inner):
        guard let (property, value) = trait(inner) else { return false }
        parts.append("traits.\(property) != .\(value)")
        return true
      default:
        guard let (property, value) = trait(condition) else { return false }
        parts.append("traits.\(property) == .\(value)")
        return true
      }
    }
    guard !conditions.isEmpty, conditions.allSatisfy(add) else { return nil }
    return parts.joined(separator: " && ")
  }

  /// A trait condition as `UITraitCollection`'s property and value.
  static func trait(_ condition: Condition) -> (String, String)? {
    switch condition {
    case .verticalSizeClass(let sizeClass): ("verticalSizeClass", sizeClass.rawValue)
    case .horizontalSizeClass(let sizeClass): ("horizontalSizeClass", sizeClass.rawValue)
    case .idiom(let idiom): ("userInterfaceIdiom", idiom.rawValue)
    default: nil
    }
  }
}
