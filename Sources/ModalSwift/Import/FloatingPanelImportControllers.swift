import ModalCore

/// Whose set-up is the panel's, where the file declares several controllers (FloatingPanel's
/// Maps example: `fpc` for the search panel, `detailFpc` for the detail panel, both set up in
/// one `viewDidLoad`, scenee/FloatingPanel 7efcc769, Examples/Maps/Maps/MainViewController.swift
/// lines 13-37). The set-up of a controller belongs to the panel that controller shows, so
/// `detailFpc.isRemovalInteractionEnabled = true` is not the search panel's.
extension FloatingPanelImport {
  /// The controllers the file declares (`lazy var fpc = FloatingPanelController()`, `let
  /// detail: FloatingPanelController = FloatingPanelController()`), in order.
  static func controllers(_ parser: SwiftParser) -> [String] {
    let tokens = parser.tokens
    var names: [String] = []
    for index in tokens.indices.dropFirst() where index + 1 < tokens.count {
      guard tokens[index].kind == .identifier("FloatingPanelController"),
        tokens[index + 1].kind == .symbol("("), tokens[index - 1].kind == .symbol("=")
      else { continue }
      // `NAME =` or `NAME: FloatingPanelController =`, after `var` / `let`.
      for name in [index - 2, index - 4] where name >= 1 {
        guard case .identifier(let found) = tokens[name].kind,
          tokens[name - 1].kind == .identifier("var")
            || tokens[name - 1].kind == .identifier("let"),
          name == index - 2 || tokens[name + 1].kind == .symbol(":")
        else { continue }
        if !names.contains(found) { names.append(found) }
        break
      }
    }
    return names
  }

  /// The controller that shows the panel read, where the file declares several: the one
  /// given a layout that is not another sheet's (`fpc.layout = MyLayout()`), else the one
  /// whose delegate chooses the layout (`fpc.delegate = self` in the chooser's type, or a
  /// delegate declared as an instance of that type). Nil when the file declares one
  /// controller or does not say.
  static func panelController(_ parser: SwiftParser, among controllers: [String]) -> String? {
    guard controllers.count > 1 else { return nil }
    let tokens = parser.tokens
    var given: [String] = []
    var delegated: [String] = []
    let blocks = SwiftBlocks(parser)
    let chooserType = chooser(parser).flatMap { blocks.type(of: $0.1)?.name }
    for index in tokens.indices where index >= 3 && index + 1 < tokens.count {
      guard tokens[index].kind == .symbol("="), tokens[index - 2].kind == .symbol("."),
        case .identifier(let property) = tokens[index - 1].kind,
        property == "layout" || property == "delegate",
        case .identifier(var receiver) = tokens[index - 3].kind
      else { continue }
      // `self.fpc.delegate`: the controller's name is the first after `self`.
      if receiver == "self" { continue }
      if index >= 5, tokens[index - 4].kind == .symbol("."),
        case .identifier(let base) = tokens[index - 5].kind, base != "self"
      {
        receiver = base
      }
      guard controllers.contains(receiver), let value = parser.expression(at: index + 1)?.node
      else { continue }
      if property == "layout" {
        if let type = value.call?.name, parser.otherSheets[type] == nil {
          given.append(receiver)
        }
      } else if let chooserType {
        let isChooser =
          value.kind == .identifier("self")
          ? blocks.type(of: index)?.name == chooserType
          : mentions(value, chooserType)
            || {
              guard case .identifier(let name) = value.kind,
                let declared = parser.rawProperty(name)?.value
              else { return false }
              return mentions(declared, chooserType)
            }()
        if isChooser { delegated.append(receiver) }
      }
    }
    let found = Set(given.isEmpty ? delegated : given)
    return found.count == 1 ? found.first : nil
  }

  /// True when the expression makes an instance of `type` (`T(owner: self)`), anywhere in it
  /// (a ternary's branch). The parser's trees are at most ``SwiftParser/maxDepth`` high.
  static func mentions(_ node: SwiftNode, _ type: String) -> Bool {
    switch node.kind {
    case .identifier(let name): name == type
    case .call(let callee, let arguments):
      mentions(callee, type) || arguments.contains { mentions($0.value, type) }
    case .member(let base, _): mentions(base, type)
    case .ternary(let condition, let then, let otherwise):
      mentions(condition, type) || mentions(then, type) || mentions(otherwise, type)
    case .binary(_, let left, let right): mentions(left, type) || mentions(right, type)
    case .parenthesized(let inner), .prefix(_, let inner): mentions(inner, type)
    default: false
    }
  }
}
