import ModalCore

/// An app's own initialiser that holds what an importer would read, were it given to the
/// library: `SheetDetentConfiguration(detents: [.medium, .large])`, `PanelLayout(full:
/// FloatingPanelLayoutAnchor(...), ...)`. The importers read the library's shapes only (the
/// app's type may do anything with its arguments), so such a call is reported with what it
/// holds and what to do, instead of being passed over in silence.
enum SwiftWrappers {
  /// The prefixes of the libraries' and the system's own types, whose calls are not an app's.
  static let libraryPrefixes = [
    "FloatingPanel", "AdaptiveModal", "PanModal", "UISheetPresentationController", "UI", "CG",
    "NS", "CA", "PresentationDetent", "Computable", "Layout",
  ]

  /// Standard library types whose calls hold values without being wrappers.
  static let standardTypes: Set<String> = [
    "Set", "Array", "Dictionary", "Optional", "Self", "Double", "Float", "Int", "String", "Bool",
  ]

  /// FloatingPanel's anchor types (scenee/FloatingPanel 7efcc76, Sources/LayoutAnchoring.swift).
  static let anchorTypes: Set<String> = [
    "FloatingPanelLayoutAnchor", "FloatingPanelIntrinsicLayoutAnchor",
    "FloatingPanelAdaptiveLayoutAnchor",
  ]

  /// What a value is, when it is one an importer reads: a FloatingPanel anchor, a SwiftUI
  /// detent (`.medium`, `.fraction(F)`; in a list or a `detent...` argument) or a UIKit one
  /// (`.medium()`, `.custom(identifier:resolver:)`).
  enum Held: Hashable {
    case anchor, swiftUIDetent, uiKitDetent
  }

  static func held(_ node: SwiftNode, inList: Bool) -> Held? {
    if let call = node.call {
      let name = call.name.split(separator: ".").last.map(String.init) ?? call.name
      if anchorTypes.contains(name) { return .anchor }
      guard call.name.hasPrefix(".") || call.name.contains("Detent") else { return nil }
      switch name {
      case "medium", "large": return call.arguments.isEmpty ? .uiKitDetent : nil
      case "custom":
        return call.arguments.value("resolver") != nil ? .uiKitDetent : .swiftUIDetent
      case "fraction", "height": return call.arguments.count == 1 ? .swiftUIDetent : nil
      default: return nil
      }
    }
    if inList, case .implicitMember(let name) = node.kind, name == "medium" || name == "large" {
      return .swiftUIDetent
    }
    return nil
  }

  /// True when `name` is the name of an app's own type (capitalised, not a library's).
  static func isAppType(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase, !name.contains("."),
      !standardTypes.contains(name)
    else { return false }
    return !libraryPrefixes.contains { name.hasPrefix($0) }
  }

  /// Reports each call of an app's own initialiser in `parser`'s code whose arguments (or the
  /// lists and dictionaries among them) hold anchors or detents. Each call is read once, its
  /// nested calls with it, so the scan is linear in the code's size.
  static func report(_ parser: SwiftParser, _ log: inout SwiftImportLog) {
    let tokens = parser.tokens
    var index = 1
    while index + 1 < tokens.count {
      defer { index += 1 }
      guard case .identifier(let name) = tokens[index].kind, isAppType(name),
        tokens[index + 1].kind == .symbol("("), tokens[index - 1].kind != .symbol("."),
        tokens[index - 1].kind != .identifier("func")
      else { continue }
      // Read as written: folding the app's names in would follow its declarations (and note
      // their cycles) for nothing.
      var cursor = parser.cursor(at: index)
      let read = cursor.ternary()
      // Past what was read either way, so that no token is read twice (an unclosed call
      // reads to the end once, not once a call).
      defer { index = max(index, cursor.position - 1) }
      guard let node = cursor.finish(read) else { continue }
      visit(node, &log)
    }
  }

  /// Reports `node` when it is a wrapper, and the wrappers inside it.
  static func visit(_ node: SwiftNode, _ log: inout SwiftImportLog) {
    switch node.kind {
    case .call(let callee, let arguments):
      if case .identifier(let name) = callee.kind, isAppType(name) {
        var counts: [Held: Int] = [:]
        for argument in arguments {
          let named = argument.label?.lowercased().contains("detent") == true
          for value in values(argument.value) {
            if let kind = held(value.node, inList: value.inList || named) {
              counts[kind, default: 0] += 1
            }
          }
        }
        for kind in [Held.anchor, .swiftUIDetent, .uiKitDetent] {
          if let count = counts[kind] { say(count, kind, name, node.location, &log) }
        }
      }
      visit(callee, &log)
      for argument in arguments { visit(argument.value, &log) }
    case .array(let items): for item in items { visit(item, &log) }
    case .dictionary(let entries): for entry in entries { visit(entry.value, &log) }
    case .member(let base, _): visit(base, &log)
    case .parenthesized(let inner), .prefix(_, let inner): visit(inner, &log)
    case .ternary(let condition, let a, let b):
      visit(condition, &log)
      visit(a, &log)
      visit(b, &log)
    case .binary(_, let a, let b):
      visit(a, &log)
      visit(b, &log)
    case .closure(_, let result): if let result { visit(result, &log) }
    default: break
    }
  }

  /// An argument's value and the values of the list or dictionary it is (one level).
  static func values(_ node: SwiftNode) -> [(node: SwiftNode, inList: Bool)] {
    switch node.kind {
    case .array(let items): items.map { ($0, true) }
    case .dictionary(let entries): entries.map { ($0.value, true) }
    default: [(node, false)]
    }
  }

  /// The report's line for `count` values of `kind` inside a call of `type`.
  static func say(
    _ count: Int, _ kind: Held, _ type: String, _ at: SourceLocation, _ log: inout SwiftImportLog
  ) {
    let values = count == 1 ? "value" : "values"
    switch kind {
    case .anchor:
      log.skip(
        "\(count) FloatingPanelLayoutAnchor \(values) inside \(type)(...)",
        "not a FloatingPanelLayout: the import reads the anchors of a type conforming to FloatingPanelLayout (var anchors); write them there, or give each with set snapPoints[N].layout.height H",
        at: at)
    case .swiftUIDetent:
      log.skip(
        "\(count) PresentationDetent \(values) inside \(type)(...)",
        "not .presentationDetents([...]): the import reads the detents the modifier is given as a list; write them there, or give each with set snapPoints[N].layout.height detent.fraction(F)",
        at: at)
    case .uiKitDetent:
      log.skip(
        "\(count) UISheetPresentationController.Detent \(values) inside \(type)(...)",
        "not sheet.detents = [...]: the import reads the list a sheet is given; write it there, or give each with set snapPoints[N].layout.height detent.height(H)",
        at: at)
    }
  }
}
