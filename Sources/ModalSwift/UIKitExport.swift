import ModalCore

/// `export swift uikit`: a function that makes a view controller a sheet and sets
/// its `UISheetPresentationController` (detents, the initial and largest undimmed detents,
/// grabber, corner radius, scrolling, compact height, sizing). peers-research.md section 4.4
/// gives the API shapes; docs/apple-sheet.md maps each property to the config. UIKit has no
/// `.fraction` or `.height` detent: both become custom detents whose resolver returns the
/// value, each with a static identifier so that the other properties can name it.
enum UIKitExport {
  static let target = AppleDetents.target(
    name: "uikit",
    summary: "UIKit: UISheetPresentationController detents and properties, as a function",
    follows:
      "UIKit of iOS 15 (UISheetPresentationController, Detent.medium(), large()), iOS 16 (Detent.custom(identifier:resolver:)) and iOS 17 (prefersPageSizing)",
    framework: "UIKit", write: write)

  static func write(_ document: ConfigDocument, ios: IOSVersion?) -> SwiftExport {
    let detents = AppleDetents.read(document, reserved: reserved)
    let custom = detents.points.filter { !isSystem($0) }
    // Apple's documentation pages: UISheetPresentationController iOS 15.0,
    // Detent.custom(identifier:resolver:) iOS 16.0, prefersPageSizing iOS 17.0.
    var needs = [IOSNeed(api: "UISheetPresentationController", version: .v15)]
    // A config switched on the version writes its custom detents behind that version's test.
    let switched = VersionSwitch.read(document)
    if !custom.isEmpty, (switched?.atLeast ?? .v15) < .v16 {
      needs.append(IOSNeed(api: "Detent.custom", version: .v16))
    }
    if !(detents.sheet.prefersPageSizing) {
      needs.append(IOSNeed(api: "prefersPageSizing", version: .v17))
    }
    let deployment = IOSDeployment(requested: ios, needs: needs)
    var file = detents.file(document, for: target, deployment)
    if let switched {
      // Written back as the version test it was read from, not lost.
      file.notes.removeAll { $0 == AppleDetents.sizeClassNote(switched.name) }
    }
    let name = file.documentName
    if !custom.isEmpty {
      var lines = ["extension UISheetPresentationController.Detent.Identifier {"]
      for point in custom {
        let raw = SwiftExpr.string(point.key ?? point.name).text
        lines.append("  fileprivate static let \(point.name) = Self(\(raw))")
      }
      lines.append("}")
      file.declarations.append(lines.joined(separator: "\n"))
    }
    // The app's switch of the dismissal comes back as parameters the app passes its state to.
    let dismissal = DismissSwitch.read(document).map(DismissSwitch.swift)
    let passing = dismissal.map(DismissSwitch.passing) ?? ""
    var lines = SwiftFile.comment(
      "The sheet of the modalplay config \"\(name)\": call it on the view controller before presenting it."
        + passing, marker: "///")
    let parameters =
      ["_ viewController: UIViewController"]
      + (dismissal?.parameters ?? []).map { "\($0.name): Bool" }
    lines += SwiftFile.signature(
      "@MainActor func configure\(SwiftNames.typeName(name))", parameters, " {", indentation: "")
    let initial = document.config.defaultConfig.initialSnapPointIndex
    if let older = switched {
      // The config of the older versions in the else of the test an import reads it from.
      var newer = deployment
      newer.version = max(deployment.version, older.atLeast)
      let olderDetents = AppleDetents.read(
        ConfigDocument(config: older.config), reserved: reserved)
      lines.append("  if #available(iOS \(older.text), *) {")
      lines += body(
        detents, &file.notes, initial: initial, deployment: newer,
        dismissal: dismissal?.expression
      ).map { "    " + $0 }
      lines.append("  } else {")
      lines += SwiftFile.comment(
        "Before iOS \(older.text): the config \(older.name).", indentation: "    ")
      lines += body(
        olderDetents, &file.notes, initial: older.config.initialSnapPointIndex,
        deployment: deployment, dismissal: dismissal?.expression
      ).map { "    " + $0 }
      lines.append("  }")
    } else {
      lines += body(
        detents, &file.notes, initial: initial, deployment: deployment,
        dismissal: dismissal?.expression
      )
      .map { "  " + $0 }
    }
    lines.append("}")
    file.declarations.append(lines.joined(separator: "\n"))
    return file.export
  }

  /// The function's statements, unindented; `notes` gets what they cannot say. What the
  /// deployment target lacks is behind `#available`: custom detents (iOS 16) with the system's
  /// `.medium()` and `.large()` in the else, `prefersPageSizing` (iOS 17) with none.
  /// `dismissal`: the Swift expression that holds the sheet (the app's switch), if any.
  static func body(
    _ detents: AppleDetents, _ notes: inout [String], initial: Int, deployment: IOSDeployment,
    dismissal: String? = nil
  ) -> [String] {
    let sheet = detents.sheet
    var lines = ["viewController.modalPresentationStyle = .pageSheet"]
    if let dismissal {
      lines.append("viewController.isModalInPresentation = \(dismissal)")
    } else if sheet.isModalInPresentation {
      lines.append("viewController.isModalInPresentation = true")
    }
    if let size = sheet.preferredContentSize {
      let width = LayoutValueSyntax.formatNumber(size.width)
      let height = LayoutValueSyntax.formatNumber(size.height)
      lines.append(
        "viewController.preferredContentSize = CGSize(width: \(width), height: \(height))")
    }
    lines.append("guard let sheet = viewController.sheetPresentationController else { return }")
    let selected =
      detents.points.count > 1
      ? detents.points.first(where: { $0.source == initial - 1 }) : nil
    if detents.points.count > 1 && selected == nil {
      notes.append(
        "the initial point snapPoints[\(initial - 1)] is not a detent: the sheet starts at its smallest detent"
      )
    }
    if detents.undimmed == nil, let key = sheet.largestUndimmedDetentIdentifier {
      notes.append(
        "largestUndimmedDetentIdentifier \(key) names no detent: every detent is dimmed")
    }
    if detents.points.allSatisfy(isSystem) || !deployment.guards(.v16) {
      lines += detentLines(
        detents, detents.points, selected: selected, undimmed: detents.undimmed, indentation: "")
    } else {
      notes.append(
        "the custom detents need iOS 16: before it the sheet has the system's medium and large detents (behind #available)"
      )
      lines.append("if #available(iOS 16, *) {")
      lines += detentLines(
        detents, detents.points, selected: selected, undimmed: detents.undimmed,
        indentation: "  ")
      lines.append("} else {")
      // The comment sits one level into the function's body, which is indented after.
      lines += SwiftFile.comment(
        "iOS 15 has no custom detents (Detent.custom is iOS 16): the system's medium and large stand in.",
        indentation: "    "
      ).map { String($0.dropFirst(2)) }
      let system = [
        AppleDetents.Point(key: nil, kind: .medium, source: -1),
        AppleDetents.Point(key: nil, kind: .large, source: -1),
      ]
      let fallbackSelected = selected.flatMap { isSystem($0) ? $0 : nil }
      lines += detentLines(
        detents, system, selected: fallbackSelected,
        undimmed: detents.undimmed.flatMap { isSystem($0) ? $0 : nil }, indentation: "  ")
      lines.append("}")
    }
    if sheet.prefersGrabberVisible { lines.append("sheet.prefersGrabberVisible = true") }
    if let radius = sheet.preferredCornerRadius {
      lines.append("sheet.preferredCornerRadius = \(LayoutValueSyntax.formatNumber(radius))")
    }
    if !detents.expandsWhenScrolledToEdge {
      lines.append("sheet.prefersScrollingExpandsWhenScrolledToEdge = false")
    }
    if sheet.prefersEdgeAttachedInCompactHeight {
      lines.append("sheet.prefersEdgeAttachedInCompactHeight = true")
    }
    if sheet.widthFollowsPreferredContentSizeWhenEdgeAttached {
      lines.append("sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true")
    }
    if !sheet.prefersPageSizing {
      if deployment.guards(.v17) {
        notes.append(
          "prefersPageSizing false needs iOS 17: before it the sheet keeps page sizing (behind #available)"
        )
        lines.append("if #available(iOS 17, *) {")
        lines.append("  sheet.prefersPageSizing = false")
        lines.append("}")
      } else {
        lines.append("sheet.prefersPageSizing = false")
      }
    }
    return lines
  }

  /// The detents and the identifiers that name them: `points` as the detent list, the selected
  /// detent and the largest undimmed one, `indentation` deeper than the function's body.
  static func detentLines(
    _ detents: AppleDetents, _ points: [AppleDetents.Point], selected: AppleDetents.Point?,
    undimmed: AppleDetents.Point?, indentation: String
  ) -> [String] {
    let prefix = "sheet.detents = "
    let list = SwiftExpr.array(
      points.map { detent($0, in: detents, indentation: indentation) })
    var lines = [prefix + SwiftPrinter.print(list, indentation: indentation + "  ", prefix: prefix)]
    if let selected {
      lines.append("sheet.selectedDetentIdentifier = \(reference(selected, in: detents))")
    }
    if let point = undimmed {
      lines.append("sheet.largestUndimmedDetentIdentifier = \(reference(point, in: detents))")
    }
    return lines.map { indentation + $0 }
  }

  /// Whether the point is one of the system's detents (`.medium()`, `.large()`).
  static func isSystem(_ point: AppleDetents.Point) -> Bool {
    point.kind == .medium || point.kind == .large
  }

  /// The detent identifiers the system declares: a key with their name gets `Detent` after it.
  static let reserved: Set<String> = ["medium", "large"]

  /// How the properties name a detent: `.medium`, `.large`, or its static identifier.
  static func reference(_ point: AppleDetents.Point, in detents: AppleDetents) -> String {
    switch point.kind {
    case .medium: return ".medium"
    case .large: return ".large"
    default: return "." + point.name
    }
  }

  /// A detent in the `detents` list: `.medium()`, `.large()`, or `.custom(identifier:)` with a
  /// trailing resolver (`F x maximumDetentValue` for a fraction, the height for a height).
  static func detent(
    _ point: AppleDetents.Point, in detents: AppleDetents, indentation: String = ""
  ) -> SwiftExpr {
    let body: String
    switch point.kind {
    case .medium: return .raw(".medium()")
    case .large: return .raw(".large()")
    case .fraction(let fraction):
      body = "\(LayoutValueSyntax.formatNumber(fraction)) * MAX"
    case .height(let height): body = LayoutValueSyntax.formatNumber(height)
    case .custom(let code): body = code
    }
    let parameter = body.contains("MAX") ? "context" : "_"
    let code = SwiftArithmetic.substitute(body, maximum: "context.maximumDetentValue")
    let head = ".custom(identifier: \(reference(point, in: detents))) { \(parameter) in"
    // An element of the list sits at 4 spaces (more by `indentation`) and ends with a comma.
    if indentation.count + 4 + head.count + code.count + 3 <= SwiftPrinter.lineLength {
      return .raw("\(head) \(code) }")
    }
    return .raw("\(head)\n\(indentation)      \(code)\n\(indentation)    }")
  }
}

/// A config that switches on the iOS version the way an import of `if #available(iOS N, *) {
/// ... } else { ... }` makes it: one constrained config, selected by `ios < N` alone. The
/// exports that write it back write the same test, so that the round trip holds.
enum VersionSwitch {
  /// The constrained config of the versions before `version`, its name, and the oldest
  /// modelled version at or after `version` (what the newer branch may use).
  struct Older {
    var version: Double
    var name: String
    var config: ModalConfig
    var atLeast: IOSVersion
    /// The version as `#available` writes it (`16`, `16.4`).
    var text: String {
      version == version.rounded() && abs(version) < 1e9 ? String(Int(version)) : "\(version)"
    }
  }

  /// The older versions' config of a document of that shape, or nil.
  static func read(_ document: ConfigDocument) -> Older? {
    let constrained = document.config.constrained
    guard constrained.count == 1, let only = constrained.first, only.conditions.count == 1,
      case .compare(.ios, .lessThan(let version)) = only.conditions[0],
      version > IOSVersion.oldest.number,
      let atLeast = IOSVersion.allCases.first(where: { $0.number >= version })
    else { return nil }
    return Older(
      version: version, name: only.name ?? "constrained[0]", config: only.config,
      atLeast: atLeast)
  }
}
