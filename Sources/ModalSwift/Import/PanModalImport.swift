import ModalCore

/// `load FILE.swift` of PanModal code: a `PanModalPresentable` conformance's
/// properties (`var NAME: TYPE { [return] EXPR }`), read as the `panmodal` preset's config
/// with the file's forms, look and interaction. The heights are PanModal's: the long form
/// capped at `topOffset` (safe top + 21, or the file's number), the short form capped at the
/// long form, the forms written as ``PanModalExport`` reads them back. The constrained
/// configs are PanModal's own (a popover on the iPad idiom, the long form only under
/// VoiceOver).
enum PanModalImport {
  static let importer = SwiftImporter(library: "PanModal", read: read)

  /// PanModal's largest height: the container less `topOffset`.
  static let maxHeight =
    "100% - (safe.top + \(LayoutValueSyntax.formatNumber(PanModalExport.topOffset)))"

  /// The largest height with the file's `topOffset` (nil: PanModal's default, the safe top +
  /// 21): `.maxHeight`'s top margin is 0, so the form's top is at `topOffset`
  /// (PanModalPresentable+LayoutHelpers.swift, slackhq/PanModal 76ab89f, lines 72-74 and 92-95).
  static func maxHeight(top: Double?) -> String {
    guard let top else { return maxHeight }
    return top == 0 ? "100%" : "100% - \(LayoutValueSyntax.formatNumber(top))"
  }

  /// `.maxHeightWithTopInset(inset)`: `inset` below `topOffset`.
  static func maxHeight(top: Double?, inset: Double) -> String {
    guard let top else {
      let below = PanModalExport.topOffset + inset
      return "100% - (safe.top + \(LayoutValueSyntax.formatNumber(below)))"
    }
    return "100% - \(LayoutValueSyntax.formatNumber(top + inset))"
  }

  /// The file's `topOffset` when it is a number from 0 (recognised), else nil: PanModal's
  /// default (a value the file does not fix is reported).
  static func top(_ parser: SwiftParser, _ log: inout SwiftImportLog) -> Double? {
    guard let (value, at) = parser.property("topOffset") else { return nil }
    guard let number = value?.number, number.isFinite, number >= 0 else {
      log.skip(
        "topOffset",
        "not a number from 0: the heights keep PanModal's default top offset (safe top + 21): give each with set snapPoints[N].layout.height H",
        value: value, at: at)
      return nil
    }
    log.recognise("topOffset \(LayoutValueSyntax.formatNumber(number))", at: at)
    return number
  }

  static func read(_ parser: SwiftParser, _ log: inout SwiftImportLog) -> ConfigDocument? {
    guard
      parser.tokens.contains(where: { $0.kind == .identifier("PanModalPresentable") })
        || parser.property("shortFormHeight") != nil || parser.property("longFormHeight") != nil,
      let source = BuiltinPresets.source(named: "panmodal"),
      let preset = try? ConfigCoding.decodeDocument(source)
    else { return nil }
    var config = preset.config.defaultConfig
    guard config.snapPoints.count == 2 else { return nil }
    let conforming = conformance(parser)
    if let (type, at) = conforming {
      log.recognise("the PanModalPresentable conformance of \(type)", at: at)
    }
    let top = top(parser, &log)
    let maxHeight = maxHeight(top: top)
    // PanModal's default long form: the scroll view's content height, else `.maxHeight`.
    let scrollable = parser.property("panScrollable")
    let scrolls = scrollable.map { $0.value?.kind != .nilLiteral } ?? false
    if let scrollable, !scrolls {
      // The preset's content scrolls, handed off by PanModal's rule; with no scroll view
      // PanModal pans the whole sheet.
      log.skip(
        "panScrollable nil",
        "not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        at: scrollable.at)
    }
    if scrolls, let scrollable, parser.property("longFormHeight") == nil {
      // PanModalPresentable+Defaults.swift (slackhq/PanModal 76ab89f, lines 24-32): with a
      // loaded panScrollable the default long form is `.contentHeight(contentSize.height)`,
      // known at run time only (PanModal's Sample, UserGroupViewController).
      log.approximate(
        "longFormHeight",
        "not declared: PanModal's default with a panScrollable is the scroll view's content height, a runtime value: the form follows the content, \(LayoutValueSyntax.formatNumber(config.contentLayoutLength)) pt here; give its length with set content.length N",
        at: scrollable.at)
    }
    let long =
      height(
        "longFormHeight", index: 1, top: top, content: config.contentLayoutLength, parser, &log)
      ?? (scrolls ? "content + safe.bottom" : maxHeight)
    let short =
      height(
        "shortFormHeight", index: 0, top: top, content: config.contentLayoutLength, parser, &log)
      ?? long
    let longText = long == maxHeight ? maxHeight : "\(long) max (\(maxHeight))"
    // `.maxHeight` as the short form is the long form (PanModal caps it there).
    let shortText =
      short == long || short == maxHeight
      ? longText
      : long == maxHeight
        ? "\(short) max (\(maxHeight))" : "(\(short) max (\(long))) max (\(maxHeight))"
    guard let longHeight = try? LayoutValueSyntax.parseValue(longText),
      let shortHeight = try? LayoutValueSyntax.parseValue(shortText)
    else { return nil }
    config.snapPoints[0].layout?.height = shortHeight
    config.snapPoints[1].layout?.height = longHeight
    // Where each form comes from: its property, else the long form's (a short form PanModal
    // makes the long one), else the scroll view the default follows.
    let longAt =
      parser.property("longFormHeight")?.at ?? (scrolls ? scrollable?.at : nil)
    if let at = parser.property("shortFormHeight")?.at ?? longAt,
      let key = config.snapPoints[0].key
    {
      log.origin(ofPoint: key, at: at)
    }
    if let longAt, let key = config.snapPoints[1].key { log.origin(ofPoint: key, at: longAt) }
    look(parser, &config, &log)
    interaction(parser, &config, &log)
    unread(parser, &log)
    var constrained = preset.config.constrained
    for index in constrained.indices where constrained[index].conditions == [.voiceOver] {
      var voiceOver = config
      voiceOver.snapPoints[0].layout?.height = longHeight
      constrained[index].config = voiceOver
    }
    var document = ConfigDocument(
      name: nil, description: nil,
      config: AdaptiveConfig(defaultConfig: config, constrained: constrained))
    document.sourceType = conforming?.0
    return document
  }

  /// The type that declares the conformance: `extension T: PanModalPresentable`, `class T:
  /// UIViewController, PanModalPresentable`, `extension T: @preconcurrency PanModalPresentable`.
  static func conformance(_ parser: SwiftParser) -> (String, SourceLocation)? {
    let tokens = parser.tokens
    guard var index = tokens.firstIndex(where: { $0.kind == .identifier("PanModalPresentable") })
    else { return nil }
    // Back over the other inherited types to the `:` after the name.
    while index >= 1, tokens[index - 1].kind != .symbol(":") {
      switch tokens[index - 1].kind {
      // (`@preconcurrency PanModalPresentable`: an attribute of the conformance.)
      case .identifier, .symbol(","), .symbol("."), .symbol("@"): index -= 1
      default: return nil
      }
    }
    guard index >= 2, case .identifier(let type) = tokens[index - 2].kind else { return nil }
    return (type, tokens[index - 2].location)
  }

  /// A `PanModalHeight` property as a height (before the caps); nil when absent or unread.
  /// `top` is the file's `topOffset` (nil: the default); `content` is the content length the
  /// config stands in with for a runtime height.
  static func height(
    _ name: String, index: Int, top: Double?, content: Double, _ parser: SwiftParser,
    _ log: inout SwiftImportLog
  ) -> String? {
    guard let (value, at) = parser.property(name) else { return nil }
    let form = "snapPoints[\(index)].layout.height"
    let named: (name: String, arguments: [SwiftCallArgument])? =
      value?.call ?? value?.memberName.map { ($0, []) }
    guard let value, let call = named else {
      log.skip(
        name, "not a PanModalHeight: give the height with set \(form) H", value: value, at: at)
      return nil
    }
    let kind = call.name.split(separator: ".").last.map(String.init) ?? call.name
    let argument = call.arguments.unlabelled
    let number = argument?.number
    let text = number.map(LayoutValueSyntax.formatNumber) ?? ""
    let result: String
    switch kind {
    case "maxHeight": result = maxHeight(top: top)
    case "intrinsicHeight":
      // The view's systemLayoutSizeFitting height: known at run time only (PanModal's
      // Sample, StackedProfileViewController), so the content's length stands in for it.
      log.approximate(
        "\(name) .intrinsicHeight",
        "a runtime value (the view's layout-fitting height): the form follows the content, \(LayoutValueSyntax.formatNumber(content)) pt here; give its length with set content.length N",
        at: at)
      return "content + safe.bottom"
    case "maxHeightWithTopInset" where number != nil:
      result = maxHeight(top: top, inset: number ?? 0)
    case "contentHeight" where number != nil: result = "\(text) + safe.bottom"
    case "contentHeightIgnoringSafeArea" where number != nil: result = text
    case "contentHeight", "contentHeightIgnoringSafeArea", "maxHeightWithTopInset":
      return runtime(name, kind, argument, form: form, &log, at: at)
    default:
      log.skip(
        name, "\(kind) is no PanModalHeight: give the height with set \(form) H", at: value.location
      )
      return nil
    }
    log.recognise("\(name) .\(kind)\(number == nil ? "" : "(\(text))")", at: at)
    return result
  }

  /// A form whose number is a runtime value: `.contentHeight(tableView.contentSize.height)`
  /// follows the content (its length is the `content.length` to set); anything else is
  /// skipped with the height to set.
  static func runtime(
    _ name: String, _ kind: String, _ argument: SwiftNode?, form: String,
    _ log: inout SwiftImportLog, at: SourceLocation
  ) -> String? {
    let what = argument.flatMap(\.dottedName) ?? ".\(kind)(...)"
    let location = argument?.location ?? at
    if kind != "maxHeightWithTopInset", what.hasSuffix("contentSize.height") {
      log.approximate(
        what,
        "a runtime value: the form follows the content; give its length with set content.length N",
        at: location)
      return kind == "contentHeight" ? "content + safe.bottom" : "content"
    }
    let example =
      switch kind {
      case "contentHeight": "N + safe.bottom"
      case "contentHeightIgnoringSafeArea": "N"
      default: "100% - (safe.top + \(LayoutValueSyntax.formatNumber(PanModalExport.topOffset)) + N)"
      }
    log.skip(
      what, "a runtime value: give the \(name) with set \(form) \(example) max (\(maxHeight))",
      at: location)
    return nil
  }

  /// A number property; skipped when it is no literal.
  static func number(
    _ name: String, _ parser: SwiftParser, _ log: inout SwiftImportLog, set path: String
  ) -> Double? {
    guard let (value, at) = parser.property(name) else { return nil }
    guard let number = value?.number, number >= 0 else {
      log.skip(
        name, "not a number: give one with set \(path) N", value: value, at: value?.location ?? at)
      return nil
    }
    log.recognise("\(name) \(LayoutValueSyntax.formatNumber(number))", at: at)
    log.origin(of: path, at: at)
    return number
  }

  /// A Bool property; skipped when it is no literal.
  static func bool(_ name: String, _ parser: SwiftParser, _ log: inout SwiftImportLog) -> Bool? {
    guard let (value, at) = parser.property(name) else { return nil }
    guard case .bool(let flag) = value?.kind else {
      log.skip(
        name, "not true or false: the preset's value is kept", value: value,
        at: value?.location ?? at)
      return nil
    }
    log.recognise("\(name) \(flag)", at: at)
    return flag
  }

  /// The corner radius, the spring and the background color.
  static func look(_ parser: SwiftParser, _ config: inout ModalConfig, _ log: inout SwiftImportLog)
  {
    if let radius = number(
      "cornerRadius", parser, &log, set: "snapPoints[0].keyframe.cornerRadius")
    {
      config.snapPoints[0].keyframe[.cornerRadius] = radius
    }
    // `shouldRoundTopCorners` false: PanModal rounds nothing, whatever the radius.
    if bool("shouldRoundTopCorners", parser, &log) == false {
      config.snapPoints[0].keyframe[.cornerRadius] = 0
    }
    var (duration, damping) = (0.5, 0.8)
    if case .spring(let d, let r) = config.snapAnimation { (duration, damping) = (d, r) }
    let newDamping = number("springDamping", parser, &log, set: "animations.snap.dampingRatio")
    let newDuration = number("transitionDuration", parser, &log, set: "animations.snap.duration")
    if newDamping != nil || newDuration != nil {
      let spring = AnimationConfig.spring(
        duration: newDuration ?? duration, dampingRatio: newDamping ?? damping)
      config.snapAnimation = spring
      config.entranceAnimation = spring
      config.exitAnimation = spring
      for name in ["springDamping", "transitionDuration"] {
        guard let at = parser.property(name)?.at else { continue }
        for animation in ["entrance", "exit"] { log.origin(of: "animations." + animation, at: at) }
      }
    }
    guard let (value, at) = parser.property("panModalBackgroundColor") else { return }
    guard let value, let (red, green, blue, alpha) = color(value) else {
      log.skip(
        "panModalBackgroundColor",
        "not UIColor.black.withAlphaComponent(A) or UIColor(red:green:blue:alpha:): give the dim with set snapPoints[0].keyframe.backgroundOpacity A",
        value: value, at: value?.location ?? at)
      return
    }
    config.snapPoints[0].keyframe[.backgroundOpacity] = alpha
    if red != 0 || green != 0 || blue != 0 {
      config.snapPoints[0].keyframe[.backgroundRed] = red
      config.snapPoints[0].keyframe[.backgroundGreen] = green
      config.snapPoints[0].keyframe[.backgroundBlue] = blue
    }
    log.recognise(
      "panModalBackgroundColor with alpha \(LayoutValueSyntax.formatNumber(alpha))", at: at)
  }

  /// `UIColor.black.withAlphaComponent(A)`, `.black`, `.clear`, `UIColor(red:green:blue:alpha:)`,
  /// `UIColor(white:alpha:)` as red, green, blue and alpha.
  static func color(_ node: SwiftNode) -> (Double, Double, Double, Double)? {
    if case .call(let callee, let arguments) = node.kind {
      if case .member(let base, "withAlphaComponent") = callee.kind,
        let alpha = arguments.unlabelled?.number, let (r, g, b, a) = color(base)
      {
        return (r, g, b, a * alpha)
      }
      if let white = arguments.value("white")?.number, let alpha = arguments.value("alpha")?.number
      {
        return (white, white, white, alpha)
      }
      guard let r = arguments.value("red")?.number, let g = arguments.value("green")?.number,
        let b = arguments.value("blue")?.number, let a = arguments.value("alpha")?.number
      else { return nil }
      return (r, g, b, a)
    }
    switch node.memberName {
    case "black": return (0, 0, 0, 1)
    case "clear": return (0, 0, 0, 0)
    case "white": return (1, 1, 1, 1)
    default: return nil
    }
  }

  /// The properties of `PanModalPresentable` that have no setting here, and why: every
  /// property the protocol declares (PanModal/Presentable/PanModalPresentable.swift,
  /// slackhq/PanModal 76ab89f, lines 29-174) is either read or listed here.
  static let unreadProperties: [(String, String)] = [
    (
      "transitionAnimationOptions",
      "no setting here: the animations keep their springs (animations.snap)"
    ),
    ("dragIndicatorBackgroundColor", "no setting here: the drag handle keeps its color"),
    ("scrollIndicatorInsets", "no setting here: the content has no scroll indicator"),
    ("allowsExtendedPanScrolling", "no setting here: the hand-off follows PanModal's rule"),
    ("isUserInteractionEnabled", "no setting here: the sheet always takes the drag"),
    ("isHapticFeedbackEnabled", "no setting here: nothing plays haptics"),
  ]

  /// The methods of `PanModalPresentable` (the same file, lines 183-235): app code PanModal
  /// calls, which nothing here runs, and what happens instead.
  static let unreadMethods: [(name: String, shown: String, why: String)] = [
    (
      "shouldRespond", "shouldRespond(to:)",
      "app code run at each drag, not modelled: the sheet always takes the drag"
    ),
    (
      "willRespond", "willRespond(to:)",
      "a callback of the app, not modelled: nothing here runs app code"
    ),
    (
      "shouldPrioritize", "shouldPrioritize(panModalGestureRecognizer:)",
      "not modelled: the content's own gestures are not simulated, the sheet's drag wins"
    ),
    (
      "shouldTransition", "shouldTransition(to:)",
      "app code deciding each change of form, not modelled: every change happens"
    ),
    (
      "willTransition", "willTransition(to:)",
      "a callback of the app, not modelled: the events (willSnap) show when PanModal calls it"
    ),
    (
      "panModalWillDismiss", "panModalWillDismiss()",
      "a callback of the app, not modelled: the events (willHide) show when PanModal calls it"
    ),
    (
      "panModalDidDismiss", "panModalDidDismiss()",
      "a callback of the app, not modelled: the events (didHide) show when PanModal calls it"
    ),
  ]

  /// Each member of `unreadProperties` and `unreadMethods` the sheet's code declares, as a
  /// line left out.
  static func unread(_ parser: SwiftParser, _ log: inout SwiftImportLog) {
    for (name, why) in unreadProperties {
      if let (_, at) = parser.property(name) { log.skip(name, why, at: at) }
    }
    for (name, shown, why) in unreadMethods {
      if let function = parser.function(name) { log.skip(shown, why, at: function.at) }
    }
  }

  /// `anchorModalToLongForm`, `allowsDragToDismiss`, `allowsTapToDismiss`, `showDragIndicator`.
  static func interaction(
    _ parser: SwiftParser, _ config: inout ModalConfig, _ log: inout SwiftImportLog
  ) {
    if let anchor = bool("anchorModalToLongForm", parser, &log) {
      // True is the rule's default: left unsaid, as code that does not say it reads.
      config.handoff.options[PanModalHandoff.anchorModalToLongForm.name] = anchor ? nil : 0
    }
    if let drag = bool("allowsDragToDismiss", parser, &log) {
      config.release.options["allowsDragToDismiss"] = drag ? 1 : 0
    }
    if let tap = bool("allowsTapToDismiss", parser, &log) {
      config.snapPoints[0].keyframe.backgroundTapInteraction = tap ? .dismiss : .ignore
    }
    if let handle = bool("showDragIndicator", parser, &log), !handle {
      config.snapPoints[0].keyframe[.handleOpacity] = 0
    }
  }
}
