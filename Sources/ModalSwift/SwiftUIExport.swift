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

  /// One modifier of the chain and the iOS version that introduced it (Apple's documentation
  /// pages of each: presentationDetents(_:) and presentationDragIndicator(_:) iOS 16.0,
  /// presentationBackgroundInteraction(_:), presentationCornerRadius(_:),
  /// presentationContentInteraction(_:) and presentationCompactAdaptation(_:) iOS 16.4,
  /// presentationSizing(_:) iOS 18.0, interactiveDismissDisabled(_:) iOS 15.0).
  struct Modifier {
    var api: String
    var version: IOSVersion
    /// The call, `.name(arguments)`, possibly over several lines.
    var code: String
  }

  static func write(_ document: ConfigDocument, ios: IOSVersion?) -> SwiftExport {
    var detents = AppleDetents.read(document, reserved: reserved)
    detents.keepsAppNames = document.selectionBinding != nil || document.sourceType != nil
    var clash: String?
    if document.selectionBinding == nil, let older = VersionSwitch.read(document) {
      switch writeSwitched(document, detents, older, ios: ios) {
      case .written(let export): return export
      case .clash(let names): clash = clashNote(older, names)
      }
    }
    // The app's switch of the dismissal comes back as parameters the app passes its state to.
    let dismissal = DismissSwitch.read(document).map(DismissSwitch.swift)
    let modifiers = self.modifiers(
      detents, binding: document.selectionBinding, dismissal: dismissal?.expression,
      inner: "      ")
    var needs = modifiers.map { IOSNeed(api: $0.api, version: $0.version) }
    let customs = detents.points.filter { if case .custom = $0.kind { true } else { false } }
    if !customs.isEmpty { needs.append(IOSNeed(api: "CustomPresentationDetent", version: .v16)) }
    let deployment = IOSDeployment(requested: ios, needs: needs)
    var file = detents.file(document, for: target, deployment)
    if let clash, let older = VersionSwitch.read(document) {
      file.notes.removeAll { $0 == AppleDetents.sizeClassNote(older.name) }
      file.notes.append(clash)
    }
    let name = file.documentName
    if detents.sheet.widthFollowsPreferredContentSizeWhenEdgeAttached {
      file.notes.append(
        "widthFollowsPreferredContentSizeWhenEdgeAttached: SwiftUI has no modifier for it")
    }
    // A selection binding needs PresentationDetent (iOS 16) in a stored property: below that
    // the whole modifier is @available(iOS 16, *) and its body starts at 16.
    let binding = document.selectionBinding
    let floor = binding == nil ? deployment.version : max(deployment.version, .v16)
    if binding != nil && deployment.guards(.v16) {
      file.notes.append(
        "the selection binding needs iOS 16 (a PresentationDetent): the modifier is @available(iOS 16, *)"
      )
    }
    let guarded = modifiers.filter { $0.version > floor }
    if binding != nil && deployment.guards(.v16) {
      // The modifier itself is @available: only what is newer than 16 is behind #available.
      let version = deployment.version.text
      file.availability =
        "Written for iOS \(version) (--ios \(version)); @available(iOS 16, *): the view modifier (its selection is a PresentationDetent)"
        + (guarded.isEmpty
          ? ""
          : "; behind #available: "
            + guarded.map { "\($0.api) (iOS \($0.version.text))" }.joined(separator: ", "))
    }
    var lines: [String]
    var head: [String]
    let subject: String
    let passing = dismissal.map(DismissSwitch.passing) ?? ""
    let parameters = (dismissal?.parameters ?? []).map { "\($0.name): Bool" }
    if let binding {
      let type = SwiftNames.typeName(name) + "Presentation"
      let initial = document.config.defaultConfig.initialSnapPointIndex
      let start = detents.points.first { $0.source == initial - 1 } ?? detents.points.first
      let arguments = (dismissal?.parameters ?? []).map { "\($0.name): ..." }
      lines = SwiftFile.comment(
        "The sheet of the modalplay config \"\(name)\": apply it to the sheet's content with .modifier(\(type)(\(arguments.joined(separator: ", ")))). \(binding) is the selected detent."
          + passing, marker: "///")
      if deployment.guards(.v16) { lines.append("@available(iOS 16, *)") }
      lines.append("struct \(type): ViewModifier {")
      if let start {
        lines.append(
          "  @State private var \(binding): PresentationDetent = \(reference(start, in: detents).text)"
        )
        lines.append("")
      }
      if !parameters.isEmpty {
        lines += parameters.map { "  let " + $0 }
        lines.append("")
      }
      head = ["  func body(content: Content) -> some View {"]
      subject = "content"
    } else {
      lines = ["extension View {"]
      lines += SwiftFile.comment(
        "The sheet of the modalplay config \"\(name)\": apply it to the sheet's content."
          + passing, indentation: "  ", marker: "///")
      head = SwiftFile.signature(
        "  func \(SwiftNames.identifier(name) + "Presentation")", parameters, " -> some View {",
        indentation: "  ")
      subject = "self"
    }
    if !guarded.isEmpty { lines.append("  @ViewBuilder") }
    lines += head
    lines += body(
      subject, detents, binding: binding, dismissal: dismissal?.expression, floor: floor,
      indentation: "    ", notes: &file.notes)
    lines += ["  }", "}"]
    file.declarations.append(lines.joined(separator: "\n"))
    file.declarations += declarations(detents, deployment).map(\.code)
    return file.export
  }

  /// A declaration the file needs (a detent extension or a custom detent's type) and the
  /// names it gives, so that two configs written in one file can be checked for a name each
  /// gives another meaning.
  struct Declaration: Equatable {
    /// The Swift text.
    var code: String
    /// The names it declares (`fileprivate static let NAME`, `struct NAME`).
    var names: [String]
  }

  /// The declarations of `detents`' named and custom detents, `@available(iOS 16, *)` when
  /// the deployment target is older.
  static func declarations(_ detents: AppleDetents, _ deployment: IOSDeployment) -> [Declaration] {
    let available = deployment.guards(.v16) ? "@available(iOS 16, *)\n" : ""
    var result: [Declaration] = []
    let named = detents.points.compactMap { point in
      Self.named(point, in: detents).map { (code: $0, name: declaredName(point, in: detents)) }
    }
    if !named.isEmpty {
      result.append(
        Declaration(
          code: "\(available)extension PresentationDetent {\n"
            + named.map { "  " + $0.code }.joined(separator: "\n") + "\n}",
          names: named.compactMap(\.name)))
    }
    for point in detents.points {
      guard case .custom(let code) = point.kind else { continue }
      let type = SwiftNames.typeName(point.name) + "Detent"
      result.append(
        Declaration(
          code: """
            \(available)private struct \(type): CustomPresentationDetent {
              static func height(in context: Context) -> CGFloat? {
                \(SwiftArithmetic.substitute(code, maximum: "context.maxDetentValue"))
              }
            }

            \(available)extension PresentationDetent {
              fileprivate static let \(point.name) = Self.custom(\(type).self)
            }
            """,
          names: [type, point.name]))
    }
    return result
  }

  /// The statements of the sheet's modifiers on `subject` at `indentation`, for a body whose
  /// code runs on `floor` and later: the chain, or, when a modifier needs a later version, a
  /// branch for each such version, newest first, and the last one with what `floor` has;
  /// `notes` gets what the older branches go without.
  static func body(
    _ subject: String, _ detents: AppleDetents, binding: String?, dismissal: String?,
    floor: IOSVersion, indentation: String, notes: inout [String]
  ) -> [String] {
    let modifiers = self.modifiers(
      detents, binding: binding, dismissal: dismissal, inner: indentation + "  ")
    let guarded = modifiers.filter { $0.version > floor }
    guard !guarded.isEmpty else { return chain(subject, modifiers, indentation: indentation) }
    for modifier in guarded {
      notes.append(
        "\(modifier.api) needs iOS \(modifier.version.text): before it the sheet goes without (it is behind #available)"
      )
    }
    // One level deeper: a list that wraps is printed for that indentation.
    let deeper = self.modifiers(
      detents, binding: binding, dismissal: dismissal, inner: indentation + "    ")
    var lines: [String] = []
    let levels = Array(Set(guarded.map(\.version))).sorted(by: >)
    for (index, level) in levels.enumerated() {
      let keyword = index == 0 ? "if" : "} else if"
      lines.append("\(indentation)\(keyword) #available(iOS \(level.text), *) {")
      lines += chain(
        subject, deeper.filter { $0.version <= level }, indentation: indentation + "  ")
    }
    lines.append("\(indentation)} else {")
    if floor < .v16 {
      lines += SwiftFile.comment(
        "SwiftUI before iOS 16 has no presentation detents: the sheet is full height.",
        indentation: indentation + "  ")
    }
    lines += chain(
      subject, deeper.filter { $0.version <= floor }, indentation: indentation + "  ")
    lines.append("\(indentation)}")
    return lines
  }

  /// `subject` (`self`, or a view modifier's `content`) and the modifiers, one a line, at
  /// `indentation`.
  static func chain(_ subject: String, _ modifiers: [Modifier], indentation: String) -> [String] {
    [indentation + subject] + modifiers.map { indentation + "  " + $0.code }
  }

  /// The modifiers the sheet needs, in the order they are written (`selection: $binding` on
  /// the detents when the config was imported with one); a list that wraps is indented for
  /// modifiers at `inner`.
  static func modifiers(
    _ detents: AppleDetents, binding: String?, dismissal: String? = nil, inner: String
  ) -> [Modifier] {
    var modifiers: [Modifier] = []
    let list = SwiftExpr.array(detents.points.map { reference($0, in: detents) })
    var arguments = [SwiftArgument(nil, list)]
    if let binding { arguments.append(SwiftArgument("selection", .raw("$" + binding))) }
    modifiers.append(
      Modifier(
        api: "presentationDetents", version: .v16,
        code: "."
          + SwiftPrinter.print(
            .call("presentationDetents", arguments), indentation: inner, prefix: ".")))
    if let undimmed = detents.undimmed {
      let interaction =
        undimmed == detents.points.last
        ? ".enabled" : ".enabled(upThrough: \(reference(undimmed, in: detents).text))"
      modifiers.append(
        Modifier(
          api: "presentationBackgroundInteraction", version: .v16Point4,
          code: ".presentationBackgroundInteraction(\(interaction))"))
    }
    modifiers.append(
      Modifier(
        api: "presentationDragIndicator", version: .v16,
        code:
          ".presentationDragIndicator(\(detents.sheet.prefersGrabberVisible ? ".visible" : ".hidden"))"
      ))
    if let radius = detents.sheet.preferredCornerRadius {
      modifiers.append(
        Modifier(
          api: "presentationCornerRadius", version: .v16Point4,
          code: ".presentationCornerRadius(\(LayoutValueSyntax.formatNumber(radius)))"))
    }
    if !detents.expandsWhenScrolledToEdge {
      modifiers.append(
        Modifier(
          api: "presentationContentInteraction", version: .v16Point4,
          code: ".presentationContentInteraction(.scrolls)"))
    }
    if detents.sheet.prefersEdgeAttachedInCompactHeight {
      modifiers.append(
        Modifier(
          api: "presentationCompactAdaptation", version: .v16Point4,
          code: ".presentationCompactAdaptation(.sheet)"))
    }
    if !detents.sheet.prefersPageSizing {
      modifiers.append(
        Modifier(api: "presentationSizing", version: .v18, code: ".presentationSizing(.form)"))
    }
    if let dismissal {
      modifiers.append(
        Modifier(
          api: "interactiveDismissDisabled", version: .v15,
          code: ".interactiveDismissDisabled(\(dismissal))"))
    } else if detents.sheet.isModalInPresentation {
      modifiers.append(
        Modifier(
          api: "interactiveDismissDisabled", version: .v15, code: ".interactiveDismissDisabled()"))
    }
    return modifiers
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
    case .fraction, .height:
      return declaredName(point, in: detents).map { .member($0) } ?? .raw(literal(point.kind))
    case .custom: return .member(point.name)
    }
  }

  /// `.fraction(F)` or `.height(H)` as written in the list.
  static func literal(_ kind: AppleDetents.Kind) -> String {
    switch kind {
    case .fraction(let fraction): ".fraction(\(LayoutValueSyntax.formatNumber(fraction)))"
    case .height(let height): ".height(\(LayoutValueSyntax.formatNumber(height)))"
    default: ""
    }
  }

  /// The declaration of a fraction or height detent whose key is the app's own name (`small`
  /// for `static let small = Self.height(150)`), not the one its literal reads back as
  /// (`height-150`): declared by that name so that an import of the export keeps the key, as
  /// the SwiftUI import reads `static let NAME = Self.height(H)`; nil for a detent written as
  /// its literal (no key, the literal's own key, or a key that is not a Swift name).
  static func named(_ point: AppleDetents.Point, in detents: AppleDetents) -> String? {
    declaredName(point, in: detents).map { name in
      let shadows =
        name == "medium" || name == "large"
        ? "// this file's .\(name), not SwiftUI's: the config's own \(name)\n  " : ""
      return shadows + "fileprivate static let \(name) = Self\(literal(point.kind))"
    }
  }

  /// The name a fraction or height detent is declared by: its key when the key is its Swift
  /// name; also `medium` or `large` when the config comes from the app's code, which gives
  /// that name another height (as an app's own `extension PresentationDetent { static let
  /// medium = Self.fraction(0.56) }` does: its declaration shadows SwiftUI's, and the export
  /// keeps it so that the app's selection values keep their meaning; a config tuned here
  /// writes the literal instead); nil for one written as its literal.
  static func declaredName(_ point: AppleDetents.Point, in detents: AppleDetents) -> String? {
    guard let key = point.key else { return nil }
    switch point.kind {
    case .fraction, .height:
      if key == "medium" || key == "large" { return detents.keepsAppNames ? key : nil }
      // Only a key that is its own Swift name reads back as itself, and not the literal's own
      // key (a stale `height-200` after a `set` of its height would come back otherwise).
      let literalKey =
        switch point.kind {
        case .fraction(let fraction): SwiftUIImport.literalKey("fraction", fraction)
        case .height(let height): SwiftUIImport.literalKey("height", height)
        default: ""
        }
      return key != literalKey && point.name == key ? key : nil
    default: return nil
    }
  }
}

extension SwiftExpr {
  /// The expression on one line.
  var text: String { SwiftPrinter.flatText(self) }
}
