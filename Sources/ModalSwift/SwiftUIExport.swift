import ModalCore

/// `export swift swiftui`: a `View` extension whose method applies
/// `presentationDetents` and its sibling modifiers to the sheet's content, plus one
/// `CustomPresentationDetent` per custom detent. peers-research.md section 4.5 gives the API
/// shapes; docs/apple-sheet.md maps each modifier to the config.
enum SwiftUIExport {
  static let target = AppleDetents.target(
    name: "swiftui",
    summary: "SwiftUI: presentationDetents and its sibling modifiers, as a View extension",
    follows:
      "SwiftUI of iOS 16.4 (presentationDetents, presentationBackgroundInteraction, presentationContentInteraction, presentationCornerRadius, presentationCompactAdaptation) and iOS 18 (presentationSizing)",
    framework: "SwiftUI", write: write)

  static func write(_ document: ConfigDocument) -> SwiftExport {
    let detents = AppleDetents.read(document, reserved: reserved)
    var file = detents.file(document, for: target)
    let name = file.documentName
    if detents.sheet.widthFollowsPreferredContentSizeWhenEdgeAttached {
      file.notes.append(
        "widthFollowsPreferredContentSizeWhenEdgeAttached: SwiftUI has no modifier for it")
    }
    let inner = "      "
    var chain = ["self"]
    let list = SwiftExpr.array(detents.points.map { reference($0, in: detents) })
    chain.append(
      "."
        + SwiftPrinter.print(
          .call("presentationDetents", [SwiftArgument(nil, list)]), indentation: inner,
          prefix: "."))
    if let undimmed = detents.undimmed {
      let interaction =
        undimmed == detents.points.last
        ? ".enabled" : ".enabled(upThrough: \(reference(undimmed, in: detents).text))"
      chain.append(".presentationBackgroundInteraction(\(interaction))")
    }
    chain.append(
      ".presentationDragIndicator(\(detents.sheet.prefersGrabberVisible ? ".visible" : ".hidden"))")
    if let radius = detents.sheet.preferredCornerRadius {
      chain.append(".presentationCornerRadius(\(LayoutValueSyntax.formatNumber(radius)))")
    }
    if !detents.expandsWhenScrolledToEdge {
      chain.append(".presentationContentInteraction(.scrolls)")
    }
    if detents.sheet.prefersEdgeAttachedInCompactHeight {
      chain.append(".presentationCompactAdaptation(.sheet)")
    }
    if !detents.sheet.prefersPageSizing { chain.append(".presentationSizing(.form)") }
    // The app's switch of the dismissal comes back as parameters the app passes its state to.
    var parameters: [String] = []
    var passing = ""
    if let condition = DismissSwitch.read(document) {
      let swift = DismissSwitch.swift(condition)
      parameters = swift.parameters.map { "\($0.name): Bool" }
      passing =
        " Pass "
        + swift.parameters.map { "`\($0.flag)` as \($0.name)" }.joined(separator: ", ")
        + ": the sheet cannot be dragged away while \(swift.expression)."
      chain.append(".interactiveDismissDisabled(\(swift.expression))")
    } else if detents.sheet.isModalInPresentation {
      chain.append(".interactiveDismissDisabled()")
    }
    let method = SwiftNames.identifier(name) + "Presentation"
    var lines = ["extension View {"]
    lines += SwiftFile.comment(
      "The sheet of the modalplay config \"\(name)\": apply it to the sheet's content."
        + passing, indentation: "  ", marker: "///")
    lines += SwiftFile.signature(
      "  func \(method)", parameters, " -> some View {", indentation: "  ")
    lines.append("    " + chain[0])
    lines += chain.dropFirst().map { "      " + $0 }
    lines += ["  }", "}"]
    file.declarations.append(lines.joined(separator: "\n"))
    for point in detents.points {
      guard case .custom(let code) = point.kind else { continue }
      let type = SwiftNames.typeName(point.name) + "Detent"
      file.declarations.append(
        """
        private struct \(type): CustomPresentationDetent {
          static func height(in context: Context) -> CGFloat? {
            \(SwiftArithmetic.substitute(code, maximum: "context.maxDetentValue"))
          }
        }

        extension PresentationDetent {
          fileprivate static let \(point.name) = Self.custom(\(type).self)
        }
        """)
    }
    return file.export
  }

  /// What a custom detent may not be named: `PresentationDetent`'s own detents and factories
  /// (`.medium`, `.height(_:)`), and the names whose type (`PresentationDetent`,
  /// `CustomPresentationDetent`) would hide SwiftUI's.
  static let reserved: Set<String> = [
    "medium", "large", "fraction", "height", "custom", "presentation", "customPresentation",
  ]

  /// How the modifiers name a detent: `.medium`, `.fraction(0.25)`, `.height(300)`, or the
  /// custom detent's static property.
  static func reference(_ point: AppleDetents.Point, in detents: AppleDetents) -> SwiftExpr {
    switch point.kind {
    case .medium: return .member("medium")
    case .large: return .member("large")
    case .fraction(let fraction):
      return .raw(".fraction(\(LayoutValueSyntax.formatNumber(fraction)))")
    case .height(let height): return .raw(".height(\(LayoutValueSyntax.formatNumber(height)))")
    case .custom: return .member(point.name)
    }
  }
}

extension SwiftExpr {
  /// The expression on one line.
  var text: String { SwiftPrinter.flatText(self) }
}
