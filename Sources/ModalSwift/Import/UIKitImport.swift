import ModalCore

/// `load FILE.swift` of UIKit code: the `sheet.detents = [...]` assignment and the
/// sheet's other properties (peers-research.md 4.4), on any receiver (`sheet`,
/// `vc.sheetPresentationController?`). Detents are `.medium()`, `.large()` and
/// `.custom(identifier:resolver:)` whose resolver is a number (a height), `F *
/// context.maximumDetentValue` (a fraction) or other arithmetic of the subset (a custom
/// detent); identifiers come from `static let NAME = Self("KEY")`, a local `let NAME =
/// UISheetPresentationController.Detent.Identifier("KEY")` or an inline `.init("KEY")`; a
/// detent of the list may be a name the file declares (`let detent = ....custom(...)`), and
/// `detent.identifier` names it. Detents set only in `animateChanges { ... }` (a presented
/// sheet's change) are reported, not read. The config is the `ios-sheet` preset's with the
/// file's detents and sheet.
enum UIKitImport {
  static let importer = SwiftImporter(library: "UIKit", read: read)

  /// A `.NAME = VALUE` statement: the property, its value (nil when the reader cannot read it)
  /// and where the property's name is.
  struct Assignment {
    var property: String
    var value: SwiftNode?
    var at: SourceLocation
  }

  /// The properties of `UISheetPresentationController` (and the view controller's) read.
  static let properties: Set<String> = [
    "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier",
    "prefersGrabberVisible", "preferredCornerRadius", "prefersScrollingExpandsWhenScrolledToEdge",
    "prefersEdgeAttachedInCompactHeight", "widthFollowsPreferredContentSizeWhenEdgeAttached",
    "prefersPageSizing", "isModalInPresentation", "preferredContentSize", "modalPresentationStyle",
  ]

  /// Every assignment of a known property, in source order (the receiver is any chain; `?`
  /// and `!` may end it), except those in `animateChanges { ... }`, which change a presented
  /// sheet.
  /// With `animated`, only those in `animateChanges { ... }`.
  static func assignments(_ parser: SwiftParser, animated wanted: Bool = false) -> [Assignment] {
    let tokens = parser.tokens
    var result: [Assignment] = []
    var animated = 0..<0
    for (index, token) in tokens.enumerated() {
      if token.kind == .identifier("animateChanges"), index + 1 < tokens.count,
        tokens[index + 1].kind == .symbol("{")
      {
        // To the matching `}` (the end of the file when there is none).
        let close = parser.closers[index + 1]
        animated = index..<(close >= 0 ? Int(close) : tokens.count)
      }
      guard token.kind == .symbol("="), index >= 2, animated.contains(index) == wanted,
        case .identifier(let property) = tokens[index - 1].kind,
        properties.contains(property), tokens[index - 2].kind == .symbol(".")
      else { continue }
      let value = parser.expression(at: index + 1)?.node
      result.append(Assignment(property: property, value: value, at: tokens[index - 1].location))
    }
    return result
  }

  static func read(_ parser: SwiftParser, _ log: inout SwiftImportLog) -> ConfigDocument? {
    let all = assignments(parser)
    guard let list = all.first(where: { $0.property == "detents" }) else {
      // Only changes of a presented sheet (DuckDuckGo's prompts resize theirs to their
      // content): said, so that the refusal says why.
      for change in assignments(parser, animated: true) where change.property == "detents" {
        log.skip(
          "sheet.detents = ...",
          "in animateChanges { ... }: a change of the presented sheet at run time, not the detents it is presented with",
          at: change.at)
      }
      return nil
    }
    guard let value = list.value, case .array(let elements) = value.kind else {
      log.skip(
        "sheet.detents = ...", "not an array literal of detents: write the detents out",
        value: list.value, at: list.value?.location ?? list.at)
      return nil
    }
    if log.skipTooMany(elements.count, "sheet.detents = ...", at: value.location) { return nil }
    var sheet = AppleSheetImport()
    for (index, element) in elements.enumerated() {
      if let (key, height) = detent(element, index: index, parser, &log) {
        sheet.points.append((key, height))
        log.origin(ofPoint: key, at: element.location)
      }
    }
    let count = sheet.points.count
    log.recognise("sheet.detents: \(count) detent\(count == 1 ? "" : "s")", at: list.at)
    var selected: String? = nil
    // The keys, gathered once for every identifier assignment.
    let keys = Set(sheet.points.map(\.key))
    for assignment in all where assignment.property != "detents" || assignment.at != list.at {
      if assignment.property == "detents" {
        log.skip(
          "sheet.detents = ...", "only the first list (\(list.at)) is read", at: assignment.at)
      } else if assignment.property == "selectedDetentIdentifier" {
        if let key = identifier(assignment, keys: keys, parser, &log) {
          selected = key
        }
      } else {
        property(assignment, &sheet, keys: keys, parser, &log)
      }
    }
    unread(parser, &log)
    guard var document = sheet.document(template: "ios-sheet") else { return nil }
    if let selected,
      let index = document.config.defaultConfig.snapPoints.firstIndex(where: {
        $0.key == selected
      })
    {
      document.config.defaultConfig.initialSnapPointIndex = index + 1
    }
    return document
  }

  /// A detent of the list: its key and height value.
  static func detent(
    _ node: SwiftNode, index: Int, _ parser: SwiftParser, _ log: inout SwiftImportLog
  ) -> (String, LayoutValue)? {
    // A detent the file names: `let detent = UISheetPresentationController.Detent.custom(...)`
    // then `sheet.detents = [detent, .large()]` (Home Assistant's EntityAddToHandler).
    if case .identifier(let name) = node.kind, let declared = parser.property(name)?.value,
      declared.call != nil
    {
      return detent(declared, index: index, parser, &log)
    }
    guard let call = node.call else {
      log.skip(
        "a detent", "not a detent: use .medium(), .large() or .custom(identifier:resolver:)",
        at: node.location)
      return nil
    }
    let name = call.name.split(separator: ".").last.map(String.init) ?? call.name
    switch name {
    case "medium": return ("medium", LayoutValue(.detent(.medium)))
    case "large": return ("large", LayoutValue(.detent(.large)))
    case "custom": break
    default:
      log.skip(call.name + "(...)", "not a detent", at: node.location)
      return nil
    }
    var key = "detent\(index + 1)"
    if let given = call.arguments.value("identifier") {
      switch identifierKey(given, parser) {
      case .success(let found): key = found
      case .failure(.undeclared):
        log.skip(
          ".custom(identifier: ...)",
          "the identifier is not declared in the file: declare it as static let NAME = Self(\"KEY\")",
          at: given.location)
        return nil
      case .failure(.refused(let what, let why, let at)):
        log.skip(what ?? ".custom(identifier: ...)", why, at: at)
        return nil
      }
    }
    let resolver = call.arguments.value("resolver") ?? call.arguments.unlabelled
    var read = Result<LayoutValue, SwiftResolverValue.Refusal>.failure(.notArithmetic)
    if let resolver, case .closure(_, let result) = resolver.kind, let result {
      read = height(result)
    }
    let height: LayoutValue
    switch read {
    case .success(let read): height = read
    case .failure(let refusal):
      let why = refusal.reason(or: "the resolver is not arithmetic over context.maximumDetentValue")
      log.skip(
        ".custom(identifier: \(key))",
        "\(why): give a value with set snapPoints[N].layout.height detent.height(H)",
        at: node.location)
      return nil
    }
    log.recognise(
      ".custom(identifier: \(key)) as \(LayoutValueSyntax.format(height) ?? "a custom detent")",
      at: node.location)
    return (key, height)
  }

  /// A resolver's result as a layout value: a number is a height, `F *
  /// context.maximumDetentValue` (F from 0 to 1, either side) a fraction, other arithmetic a
  /// custom detent.
  static func height(_ result: SwiftNode) -> Result<LayoutValue, SwiftResolverValue.Refusal> {
    if let number = result.number {
      return number >= 0
        ? .success(LayoutValue(.detent(.height(number)))) : .failure(.notArithmetic)
    }
    if case .binary("*", let left, let right) = result.kind {
      for (factor, other) in [(left, right), (right, left)] {
        if let fraction = factor.number, (0...1).contains(fraction),
          let name = other.memberName, SwiftResolverValue.maximumNames.contains(name)
        {
          return .success(LayoutValue(.detent(.fraction(fraction))))
        }
      }
    }
    return SwiftResolverValue.read(result).map { LayoutValue(.detent(.custom($0))) }
  }

  /// Why an identifier gives no key.
  enum KeyFailure: Error {
    /// It names nothing the file declares (the caller says what it expected).
    case undeclared
    /// A declaration of it cannot be followed: what to report (nil: what the caller names),
    /// why and where.
    case refused(what: String?, why: String, at: SourceLocation)
  }

  /// The key an identifier names: `.medium` / `.large`, `Self("KEY")`, `.init("KEY")`,
  /// `UISheetPresentationController.Detent.Identifier("KEY")` or (`rawValue: "KEY"`), or a
  /// name declared in the file as one of these (a cycle of declarations is refused).
  static func identifierKey(_ node: SwiftNode, _ parser: SwiftParser) -> Result<
    String, KeyFailure
  > {
    var chain = SwiftDeclarationChain(parser)
    return identifierKey(node, parser, chain: &chain)
  }

  /// ``identifierKey(_:_:)`` through the declarations `chain` holds so far.
  static func identifierKey(
    _ node: SwiftNode, _ parser: SwiftParser, chain: inout SwiftDeclarationChain
  ) -> Result<String, KeyFailure> {
    if node.isTooDeep {
      return .failure(.refused(what: nil, why: SwiftParser.tooDeep, at: node.location))
    }
    if let call = node.call {
      let raw = call.arguments.unlabelled ?? call.arguments.value("rawValue")
      guard let raw, case .string(let key) = raw.kind else { return .failure(.undeclared) }
      return .success(key)
    }
    // `detent.identifier` of a detent the file declares: the identifier it was given.
    if case .member(let base, "identifier") = node.kind, case .identifier(let detent) = base.kind,
      let declared = parser.property(detent)?.value, let call = declared.call,
      let given = call.arguments.value("identifier")
    {
      return identifierKey(given, parser, chain: &chain)
    }
    let name: String
    switch node.kind {
    case .implicitMember(let member), .member(_, let member): name = member
    case .identifier(let identifier): name = identifier
    default: return .failure(.undeclared)
    }
    if name == "medium" || name == "large" { return .success(name) }
    guard let declaration = parser.property(name), let declared = declaration.value else {
      return .failure(.undeclared)
    }
    if let why = chain.follow(name, at: declaration.at) {
      let first = chain.links.first?.name ?? name
      return .failure(.refused(what: "." + first, why: why, at: chain.start ?? declaration.at))
    }
    return identifierKey(declared, parser, chain: &chain)
  }

  /// The key of an identifier property (`selectedDetentIdentifier`,
  /// `largestUndimmedDetentIdentifier`): `.some(nil)` for `nil`, nil (reported) when it names
  /// nothing the file declares or no detent of the list.
  static func identifier(
    _ assignment: Assignment, keys: Set<String>, _ parser: SwiftParser,
    _ log: inout SwiftImportLog
  ) -> String?? {
    let name = displayName(assignment.property)
    guard let value = assignment.value else {
      skipValue(assignment, "an identifier", &log)
      return nil
    }
    if value.kind == .nilLiteral {
      log.recognise("\(name) = nil", at: assignment.at)
      return .some(nil)
    }
    let key: String
    switch identifierKey(value, parser) {
    case .success(let found): key = found
    case .failure(.undeclared):
      skipValue(assignment, "an identifier", &log)
      return nil
    case .failure(.refused(let what, let why, let at)):
      log.skip(what ?? "\(name) = ...", why, at: at)
      return nil
    }
    guard keys.contains(key) else {
      log.skip(
        "\(name) = \(key)",
        "names no detent of sheet.detents: give one with set \(setPath(assignment.property))",
        at: value.location)
      return nil
    }
    log.recognise("\(name) = \(key)", at: assignment.at)
    return .some(key)
  }

  /// The `set` command's path and value that give a property by hand.
  static func setPath(_ property: String) -> String {
    switch property {
    case "selectedDetentIdentifier": "initialSnapPointIndex I"
    case "largestUndimmedDetentIdentifier": "sheet.largestUndimmedDetentIdentifier KEY"
    case "prefersScrollingExpandsWhenScrolledToEdge":
      "handoff.options.expandsWhenScrolledToEdge 0|1"
    case "preferredCornerRadius": "sheet.preferredCornerRadius R"
    case "preferredContentSize":
      "sheet.preferredContentSize.width W and set sheet.preferredContentSize.height H"
    default: "sheet.\(property) true|false"
    }
  }

  /// A property as the report names it: on the view controller or on its sheet.
  static func displayName(_ property: String) -> String {
    switch property {
    case "isModalInPresentation", "preferredContentSize", "modalPresentationStyle":
      "viewController." + property
    default: "sheet." + property
    }
  }

  /// Reports a value that is not `expected` (a variable, a call, a runtime value).
  static func skipValue(
    _ assignment: Assignment, _ expected: String, _ log: inout SwiftImportLog
  ) {
    log.skip(
      "\(displayName(assignment.property)) = ...",
      "not \(expected): give a value with set \(setPath(assignment.property))",
      value: assignment.value, at: assignment.value?.location ?? assignment.at)
  }
}

extension UIKitImport {
  /// The sheet's flag a property names.
  static func flag(_ name: String) -> WritableKeyPath<SheetConfig, Bool>? {
    switch name {
    case "prefersGrabberVisible": \.prefersGrabberVisible
    case "prefersEdgeAttachedInCompactHeight": \.prefersEdgeAttachedInCompactHeight
    case "widthFollowsPreferredContentSizeWhenEdgeAttached":
      \.widthFollowsPreferredContentSizeWhenEdgeAttached
    case "prefersPageSizing": \.prefersPageSizing
    case "isModalInPresentation": \.isModalInPresentation
    default: nil
    }
  }

  /// One property other than the detents and the selected detent, into `sheet` (`keys`: its
  /// detents').
  static func property(
    _ assignment: Assignment, _ sheet: inout AppleSheetImport, keys: Set<String>,
    _ parser: SwiftParser, _ log: inout SwiftImportLog
  ) {
    let name = assignment.property
    let value = assignment.value
    let at = assignment.at
    if let flag = flag(name) {
      if name == "isModalInPresentation", let value, let condition = DismissSwitch.condition(value)
      {
        // The app's own Booleans: a switch the user turns with `flag`.
        sheet.sheet.isModalInPresentation = true
        sheet.dismissSwitch = condition
        let (what, why) = DismissSwitch.approximation(
          "viewController.isModalInPresentation = ", condition)
        log.approximate(what, why, at: at)
        return
      }
      guard case .bool(let on) = value?.kind else {
        return skipValue(assignment, "true or false", &log)
      }
      sheet.sheet[keyPath: flag] = on
      log.recognise("\(displayName(name)) = \(on)", at: at)
      return
    }
    switch name {
    case "prefersScrollingExpandsWhenScrolledToEdge":
      guard case .bool(let on) = value?.kind else {
        return skipValue(assignment, "true or false", &log)
      }
      sheet.expandsWhenScrolledToEdge = on
      log.recognise("\(displayName(name)) = \(on)", at: at)
    case "largestUndimmedDetentIdentifier":
      if let key = identifier(assignment, keys: keys, parser, &log) {
        sheet.sheet.largestUndimmedDetentIdentifier = key
      }
    case "preferredCornerRadius":
      guard let radius = value?.number, radius >= 0 else {
        return skipValue(assignment, "a number", &log)
      }
      sheet.sheet.preferredCornerRadius = radius
      log.origin(of: "sheet.preferredCornerRadius", at: at)
      log.recognise("\(displayName(name)) = \(LayoutValueSyntax.formatNumber(radius))", at: at)
    case "preferredContentSize":
      guard let call = value?.call, call.name == "CGSize" || call.name == ".init",
        let width = call.arguments.value("width")?.number,
        let height = call.arguments.value("height")?.number, width >= 0, height >= 0
      else {
        return skipValue(assignment, "CGSize(width: W, height: H) of numbers", &log)
      }
      sheet.sheet.preferredContentSize = Size(width: width, height: height)
      log.origin(of: "sheet.preferredContentSize", at: at)
      log.recognise(
        "\(displayName(name)) = \(LayoutValueSyntax.formatNumber(width)) x \(LayoutValueSyntax.formatNumber(height))",
        at: at)
    case "modalPresentationStyle":
      switch value?.memberName {
      case "pageSheet":
        log.recognise("viewController.modalPresentationStyle = .pageSheet", at: at)
      case "formSheet":
        sheet.sheet.prefersPageSizing = false
        log.recognise(
          "viewController.modalPresentationStyle = .formSheet as sheet.prefersPageSizing = false",
          at: at)
      default:
        log.approximate(
          "viewController.modalPresentationStyle = \(value?.dottedName ?? "...")",
          "not .pageSheet or .formSheet: read as a page sheet (set sheet.prefersPageSizing false for a form sheet)",
          at: value?.location ?? at)
      }
    default:
      return
    }
  }
}
