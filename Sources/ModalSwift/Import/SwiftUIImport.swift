import ModalCore

/// `load FILE.swift` of SwiftUI code: `.presentationDetents([...])` and its
/// sibling modifiers, custom detents (`static let NAME = Self.custom(T.self)` with
/// `T.height(in:)` in the arithmetic subset, `static let NAME = Self.height(100)`). The config
/// is the `swiftui-sheet` preset's (animations, release, hand-off, keyboard) with the file's
/// detents and sheet.
enum SwiftUIImport {
  static let importer = SwiftImporter(library: "SwiftUI", read: read)

  /// The key a `.fraction(F)` or `.height(H)` literal reads as (`fraction-0.25`,
  /// `height-200`): the export writes a detent by name only when its key is another.
  static func literalKey(_ factory: String, _ value: Double) -> String {
    factory + "-" + LayoutValueSyntax.formatNumber(value)
  }

  static func read(_ parser: SwiftParser, _ log: inout SwiftImportLog) -> ConfigDocument? {
    guard let open = parser.modifiers(named: "presentationDetents").first else { return nil }
    let at = parser.tokens[open].location
    let list = parser.arguments(at: open + 1)?.arguments.unlabelled
    guard let list, case .array(let elements) = list.kind else {
      log.skip(
        ".presentationDetents(...)", "not an array literal of detents: write the detents out",
        value: list, at: at)
      return nil
    }
    if log.skipTooMany(elements.count, ".presentationDetents(...)", at: at) { return nil }
    var detents = AppleSheetImport()
    // Code calling presentationDetents builds for iOS 16 and later only (`View.presentationDetents(_:)`:
    // iOS 16.0+), or reads as the iOS 16 branch of an #available test: its deployment target
    // is 16 at least, so lint does not hold it to iOS 15's detents.
    detents.sheet.deploymentTarget = .v16
    for element in elements {
      if let (key, value) = detent(element, parser, &log) {
        detents.points.append((key, value))
        log.origin(ofPoint: key, at: element.location)
      }
    }
    systemNames(elements, parser, &log)
    log.recognise(".presentationDetents: \(detents.points.count) detents", at: at)
    let selection = parser.arguments(at: open + 1)?.arguments.first { $0.label == "selection" }
    let keys = Set(detents.points.map(\.key))
    let selected = selection.flatMap { selectedKey($0.value, keys: keys, parser, &log) }
    modifiers(parser, &detents, &log)
    guard var document = detents.document(template: "swiftui-sheet") else { return nil }
    if let selected,
      let index = document.config.defaultConfig.snapPoints.firstIndex(where: { $0.key == selected })
    {
      document.config.defaultConfig.initialSnapPointIndex = index + 1
    }
    if let selection, case .identifier(let name) = selection.value.kind, name.hasPrefix("$"),
      name.count > 1
    {
      document.selectionBinding = String(name.dropFirst())
    }
    return document
  }

  /// The detent a `selection: $NAME` binding starts at: the key of the initial value of the
  /// file's `NAME` (`@State var detent: PresentationDetent = .large`), which `present` opens
  /// at, as the sheet does; nil, and reported, when the file does not give it.
  static func selectedKey(
    _ binding: SwiftNode, keys: Set<String>, _ parser: SwiftParser, _ log: inout SwiftImportLog
  ) -> String? {
    let fallback = "present opens at snap 1; give another with set initialSnapPointIndex I"
    guard case .identifier(let name) = binding.kind, name.hasPrefix("$"), name.count > 1 else {
      log.skip(
        "selection:", "not a binding ($NAME): \(fallback)", value: binding, at: binding.location)
      return nil
    }
    guard let (value, at) = parser.property(String(name.dropFirst())), let value else {
      log.skip(
        "selection: \(name)", "its initial value is not in the file: \(fallback)",
        at: binding.location)
      return nil
    }
    // (A value that is no detent is said below, once.)
    var quiet = SwiftImportLog(sources: SwiftSourceMap(names: [""]))
    guard let (key, _) = detent(value, parser, &quiet), keys.contains(key) else {
      log.skip(
        "selection: \(name)", "its initial value is not one of the detents: \(fallback)",
        at: at)
      return nil
    }
    log.recognise("selection: \(name) starts at \(key) (present opens there)", at: at)
    return key
  }

  /// A detent of the list: its key and height value.
  static func detent(_ node: SwiftNode, _ parser: SwiftParser, _ log: inout SwiftImportLog)
    -> (String, LayoutValue)?
  {
    var chain = SwiftDeclarationChain(parser)
    return detent(node, parser, &log, chain: &chain)
  }

  /// A detent, a name resolved through the file's declarations: `chain` holds those followed
  /// so far (a cycle is skipped).
  static func detent(
    _ node: SwiftNode, _ parser: SwiftParser, _ log: inout SwiftImportLog,
    chain: inout SwiftDeclarationChain
  ) -> (String, LayoutValue)? {
    if let call = node.call {
      let name = call.name.split(separator: ".").last.map(String.init) ?? call.name
      let argument = call.arguments.unlabelled
      switch name {
      case "fraction":
        guard let fraction = argument?.number, (0...1).contains(fraction) else {
          log.skip(
            SwiftPrinter.flatText(.raw(".fraction(...)")),
            "not a number from 0 to 1: give one with set snapPoints[N].layout.height detent.fraction(F)",
            at: node.location)
          return nil
        }
        return (literalKey("fraction", fraction), LayoutValue(.detent(.fraction(fraction))))
      case "height":
        guard let height = argument?.number, height >= 0 else {
          log.skip(
            ".height(...)",
            "not a number: give one with set snapPoints[N].layout.height detent.height(H)",
            at: node.location)
          return nil
        }
        return (literalKey("height", height), LayoutValue(.detent(.height(height))))
      case "custom":
        guard let type = argument, case .member(let base, "self") = type.kind,
          let name = base.dottedName
        else {
          log.skip(".custom(...)", "expected .custom(Type.self)", at: node.location)
          return nil
        }
        return customType(name, key: SwiftNames.identifier(name), parser, &log, at: node.location)
      default:
        log.skip(call.name + "(...)", "not a detent", at: node.location)
        return nil
      }
    }
    guard let name = node.memberName else {
      log.skip(
        "a detent", "not a detent literal: use .medium, .large, .fraction(F), .height(H)",
        at: node.location)
      return nil
    }
    if name == "medium" || name == "large", redeclaration(of: name, parser) == nil {
      return (name, LayoutValue(.detent(name == "medium" ? .medium : .large)))
    }
    // `static let NAME = Self.custom(T.self)` / `Self.height(100)` / `.fraction(0.75)`; a
    // system detent's name the app declares again (MBTA's `static let medium =
    // Self.fraction(0.56)`) is the app's.
    let declaration = redeclaration(of: name, parser) ?? parser.property(name)
    guard let declaration, let declared = declaration.value, !declared.isTooDeep else {
      log.skip(
        "." + name,
        "no declaration of this detent in the file: declare it here or give its height with set snapPoints[N].layout.height detent.height(H)",
        value: declaration?.value, at: node.location)
      return nil
    }
    if let why = chain.follow(name, at: declaration.at) {
      let first = chain.links.first?.name ?? name
      log.skip("." + first, why, at: chain.start ?? declaration.at)
      return nil
    }
    guard let (_, value) = detent(declared, parser, &log, chain: &chain) else { return nil }
    return (name, value)
  }

  /// Reports each `.medium` / `.large` of the list read as SwiftUI's own when the list also
  /// names detents no file read declares (`[.small, .medium, .almostFull]`): those are the
  /// app's, declared in a file not loaded, which may declare the app's own medium too (the
  /// MBTA app's is 0.56 of the height, not SwiftUI's half). Without such a name the list is
  /// SwiftUI's, and nothing is said.
  static func systemNames(
    _ elements: [SwiftNode], _ parser: SwiftParser, _ log: inout SwiftImportLog
  ) {
    let names = elements.compactMap { $0.call == nil ? $0.memberName : nil }
    let undeclared = names.filter {
      $0 != "medium" && $0 != "large" && parser.property($0) == nil
    }
    guard !undeclared.isEmpty else { return }
    let listed = undeclared.map { "." + $0 }.joined(separator: ", ")
    for element in elements {
      guard element.call == nil, let name = element.memberName, name == "medium" || name == "large",
        redeclaration(of: name, parser) == nil
      else { continue }
      log.skip(
        "." + name,
        "read as SwiftUI's own .\(name), but the list also names \(listed), which no file read declares: the app's own detents, whose file may declare its own .\(name) too; load that file with this one (load A.swift B.swift)",
        at: element.location)
    }
  }

  /// The app's own declaration of a system detent's name: `static let medium = ...` in an
  /// extension of `PresentationDetent` (the MBTA app declares its medium as
  /// `Self.fraction(0.56)`, iosApp/Utils/Extensions/PresentationDetentExtension.swift), whose
  /// value then stands for the name wherever the app writes `.medium`. Nil when the files
  /// read declare none.
  static func redeclaration(of name: String, _ parser: SwiftParser)
    -> (value: SwiftNode?, at: SourceLocation)?
  {
    guard let at = parser.appDetent(name) else { return nil }
    return (parser.value(declaredAt: at).map { parser.folded($0) }, parser.tokens[at].location)
  }

  /// A `CustomPresentationDetent` type's `height(in:)`.
  static func customType(
    _ type: String, key: String, _ parser: SwiftParser, _ log: inout SwiftImportLog,
    at location: SourceLocation
  ) -> (String, LayoutValue)? {
    guard let declaration = parser.declaration(of: type),
      let height = parser.function("height", from: declaration)
    else {
      log.skip(type, "its height(in:) is not in the file: give the height with set", at: location)
      return nil
    }
    let read = height.value.map(SwiftResolverValue.read) ?? .failure(.notArithmetic)
    let value: LayoutValue
    switch read {
    case .success(let read): value = read
    case .failure(let refusal):
      let why = refusal.reason(or: "not arithmetic over context.maxDetentValue")
      log.skip(
        "\(type).height(in:)",
        "\(why): give the height with set snapPoints[N].layout.height detent.custom(...)",
        at: height.at)
      return nil
    }
    log.recognise(
      "\(type).height(in:) as detent.custom(\(LayoutValueSyntax.format(value) ?? "..."))",
      at: height.at)
    return (key, LayoutValue(.detent(.custom(value))))
  }

  /// The sibling modifiers.
  static func modifiers(
    _ parser: SwiftParser, _ detents: inout AppleSheetImport, _ log: inout SwiftImportLog
  ) {
    func argument(_ name: String) -> (SwiftNode?, SourceLocation)? {
      guard let index = parser.modifiers(named: name).first else { return nil }
      let value = parser.arguments(at: index + 1)?.arguments.unlabelled
      return (value, parser.tokens[index].location)
    }
    if let (value, at) = argument("presentationBackgroundInteraction") {
      if let call = value?.call, call.name == ".enabled",
        let upThrough = call.arguments.value("upThrough")
      {
        if let (key, _) = detent(upThrough, parser, &log) {
          detents.sheet.largestUndimmedDetentIdentifier = key
          log.recognise(".presentationBackgroundInteraction(.enabled(upThrough: \(key)))", at: at)
        }
      } else if value?.memberName == "enabled" {
        detents.undimmedAll = true
        log.recognise(".presentationBackgroundInteraction(.enabled)", at: at)
      } else if let name = value?.memberName, name == "disabled" || name == "automatic" {
        log.recognise(".presentationBackgroundInteraction(.\(name))", at: at)
      } else {
        log.skip(
          ".presentationBackgroundInteraction(...)",
          "expected .automatic, .disabled, .enabled or .enabled(upThrough:)", at: at)
      }
    }
    if let (value, at) = argument("presentationDragIndicator") {
      switch value?.memberName {
      case "visible": detents.sheet.prefersGrabberVisible = true
      case "hidden": detents.sheet.prefersGrabberVisible = false
      case "automatic": detents.sheet.prefersGrabberVisible = detents.points.count > 1
      default:
        log.skip(
          ".presentationDragIndicator(...)", "expected .automatic, .visible or .hidden", at: at)
      }
      if value?.memberName != nil { log.recognise(".presentationDragIndicator", at: at) }
    }
    if let (value, at) = argument("presentationCornerRadius") {
      if let radius = value?.number, radius >= 0 {
        detents.sheet.preferredCornerRadius = radius
        log.origin(of: "sheet.preferredCornerRadius", at: at)
        log.recognise(
          ".presentationCornerRadius(\(LayoutValueSyntax.formatNumber(radius)))", at: at)
      } else if value?.kind == .nilLiteral {
        log.recognise(".presentationCornerRadius(nil)", at: at)
      } else {
        log.skip(
          ".presentationCornerRadius(...)",
          "not a number: give one with set sheet.preferredCornerRadius R", at: at)
      }
    }
    if let (value, at) = argument("presentationContentInteraction") {
      detents.expandsWhenScrolledToEdge = value?.memberName != "scrolls"
      log.recognise(".presentationContentInteraction(.\(value?.memberName ?? "?"))", at: at)
    }
    if let (value, at) = argument("presentationCompactAdaptation") {
      let name = value?.memberName ?? ""
      detents.sheet.prefersEdgeAttachedInCompactHeight = name == "sheet" || name == "none"
      log.recognise(".presentationCompactAdaptation(.\(name))", at: at)
    }
    if let (value, at) = argument("presentationSizing") {
      detents.sheet.prefersPageSizing = value?.memberName != "form"
      log.recognise(".presentationSizing(.\(value?.memberName ?? "?"))", at: at)
    }
    if let index = parser.modifiers(named: "interactiveDismissDisabled").first {
      let value = parser.arguments(at: index + 1)?.arguments.unlabelled
      let at = parser.tokens[index].location
      detents.sheet.isModalInPresentation = value.map { $0.kind != .bool(false) } ?? true
      if let value, case .bool = value.kind {
        log.recognise(".interactiveDismissDisabled", at: at)
      } else if let value, let condition = DismissSwitch.condition(value) {
        // The app's own Booleans: a switch the user turns with `flag`.
        detents.dismissSwitch = condition
        let (what, why) = DismissSwitch.approximation(
          ".interactiveDismissDisabled(", condition, ")")
        log.approximate(what, why, at: at)
      } else if let value {
        // Not the app's Booleans: the sheet is read as modal, and the report says so.
        log.approximate(
          ".interactiveDismissDisabled(\(value.dottedName ?? "..."))",
          "its argument is neither a constant nor the app's Booleans (names with !, && and ||): read as true (the sheet cannot be dragged away); give it with set sheet.isModalInPresentation false",
          at: at)
      } else {
        log.recognise(".interactiveDismissDisabled", at: at)
      }
    }
    unreadModifiers(parser, &log)
  }

  /// The `.presentation...` modifiers this reader takes (the first of each), and
  /// `.interactiveDismissDisabled`.
  static let readModifiers: Set<String> = [
    "interactiveDismissDisabled", "presentationDetents", "presentationBackgroundInteraction",
    "presentationDragIndicator",
    "presentationCornerRadius", "presentationContentInteraction",
    "presentationCompactAdaptation", "presentationSizing",
  ]

  /// Why a `.presentation...` modifier this reader does not take is left out.
  static func unreadReason(_ name: String) -> String {
    switch name {
    case "presentationBackground":
      "no setting here: the sheet's background is not modelled (its look keeps the preset's)"
    default: "not modelled here: the sheet behaves as without it"
    }
  }

  /// Reports each `.presentation...(` modifier the reader does not take, and each second one
  /// of a modifier it does (a second `.interactiveDismissDisabled(` too: only the first is
  /// read), so that nothing is left out silently.
  static func unreadModifiers(_ parser: SwiftParser, _ log: inout SwiftImportLog) {
    var seen = Set<String>()
    let tokens = parser.tokens
    for index in tokens.indices.dropFirst() where index + 1 < tokens.count {
      guard tokens[index - 1].kind == .symbol("."), tokens[index + 1].kind == .symbol("("),
        case .identifier(let name) = tokens[index].kind,
        name == "interactiveDismissDisabled"
          || (name.hasPrefix("presentation") && name.count > "presentation".count)
      else { continue }
      let at = tokens[index].location
      if !readModifiers.contains(name) {
        log.skip(".\(name)(...)", unreadReason(name), at: at)
      } else if !seen.insert(name).inserted {
        log.skip(".\(name)(...)", "only the first .\(name) of the file is read", at: at)
      }
    }
  }
}
