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

  static func write(_ document: ConfigDocument) -> SwiftExport {
    let detents = AppleDetents.read(document, reserved: reserved)
    var file = detents.file(document, for: target)
    let name = file.documentName
    let custom = detents.points.filter { !isSystem($0) }
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
    let passing =
      dismissal.map { swift in
        " Pass "
          + swift.parameters.map { "`\($0.flag)` as \($0.name)" }.joined(separator: ", ")
          + ": the sheet cannot be dragged away while \(swift.expression)."
      } ?? ""
    var lines = SwiftFile.comment(
      "The sheet of the modalplay config \"\(name)\": call it on the view controller before presenting it."
        + passing, marker: "///")
    let parameters =
      ["_ viewController: UIViewController"]
      + (dismissal?.parameters ?? []).map { "\($0.name): Bool" }
    lines += SwiftFile.signature(
      "@MainActor func configure\(SwiftNames.typeName(name))", parameters, " {", indentation: "")
    lines += body(
      detents, &file.notes, initial: document.config.defaultConfig.initialSnapPointIndex,
      dismissal: dismissal?.expression
    )
    .map { "  " + $0 }
    lines.append("}")
    file.declarations.append(lines.joined(separator: "\n"))
    return file.export
  }

  /// The function's statements, unindented; `notes` gets what they cannot say.
  /// `dismissal`: the Swift expression that holds the sheet (the app's switch), if any.
  static func body(
    _ detents: AppleDetents, _ notes: inout [String], initial: Int, dismissal: String? = nil
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
    let prefix = "sheet.detents = "
    let list = SwiftExpr.array(detents.points.map { detent($0, in: detents) })
    lines.append(prefix + SwiftPrinter.print(list, indentation: "  ", prefix: prefix))
    if detents.points.count > 1 {
      if let point = detents.points.first(where: { $0.source == initial - 1 }) {
        lines.append("sheet.selectedDetentIdentifier = \(reference(point, in: detents))")
      } else {
        notes.append(
          "the initial point snapPoints[\(initial - 1)] is not a detent: the sheet starts at its smallest detent"
        )
      }
    }
    if let undimmed = detents.undimmed {
      lines.append("sheet.largestUndimmedDetentIdentifier = \(reference(undimmed, in: detents))")
    } else if let key = sheet.largestUndimmedDetentIdentifier {
      notes.append(
        "largestUndimmedDetentIdentifier \(key) names no detent: every detent is dimmed")
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
    if !sheet.prefersPageSizing { lines.append("sheet.prefersPageSizing = false") }
    return lines
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
  static func detent(_ point: AppleDetents.Point, in detents: AppleDetents) -> SwiftExpr {
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
    // An element of the list sits at 4 spaces and ends with a comma.
    if 4 + head.count + code.count + 3 <= SwiftPrinter.lineLength {
      return .raw("\(head) \(code) }")
    }
    return .raw("\(head)\n      \(code)\n    }")
  }
}
