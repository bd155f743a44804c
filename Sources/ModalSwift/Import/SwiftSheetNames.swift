import ModalCore

/// The names sheets are listed and loaded by: a SwiftUI sheet's binding path or the code that
/// holds it, a UIKit set-up's function.
extension SwiftImporters {
  /// The name of the SwiftUI sheet whose `.presentationDetents` is at `index`: the binding
  /// of the `.sheet(isPresented:)` / `.sheet(item:)` (or `.fullScreenCover`, `.popover`)
  /// whose content holds it (`$isAboutPresented` gives `isAboutPresented`,
  /// `$model.destination` gives `model.destination`); nil, for the presenting view's type, when
  /// the binding is not a `$` path (`.constant(true)`); else the function or computed property
  /// whose code holds it (`destinationFilters`, `setUp` of a view presented with
  /// `present(UIHostingController(rootView:))`), but not a view's `body`.
  /// `names` holds the name found from each block walked so far, so that the sheets of a
  /// deep file walk each block once.
  static func swiftUIName(
    at index: Int, _ parser: SwiftParser, _ blocks: SwiftBlocks, names: inout [Int: String?]
  ) -> String? {
    let tokens = parser.tokens
    var open = Int(blocks.enclosing[index])
    var walked: [Int] = []
    var found: String?? = nil
    while open >= 0, walked.count < SwiftParser.maxDepth {
      if let known = names[open] {
        found = .some(known)
        break
      }
      walked.append(open)
      if let call = presenter(before: open, parser) {
        let arguments = parser.arguments(at: call)?.arguments ?? []
        let binding = arguments.first { $0.label == "isPresented" || $0.label == "item" }
        found = .some(binding.flatMap { bindingName($0.value) })
        break
      }
      if let name = function(before: open, tokens) ?? computed(before: open, tokens) {
        found = .some(name == "body" ? nil : name)
        break
      }
      if blocks.typeByOpen[open] != nil { break }
      open = Int(blocks.enclosing[open])
    }
    let name = found ?? nil
    for block in walked { names[block] = name }
    return name
  }

  /// The most tokens looked back over for the presenting call of a content block.
  static let presenterLimit = 256

  /// The `(` of the `.sheet(...)`, `.fullScreenCover(...)` or `.popover(...)` whose content is
  /// the block opening at `open` (a trailing closure, or a `content:` argument).
  static func presenter(before open: Int, _ parser: SwiftParser) -> Int? {
    let tokens = parser.tokens
    guard open >= 2 else { return nil }
    // Back to the unmatched `(` (depth -1), or the `(` that matches the `)` before a trailing
    // closure (depth 0 after it).
    let trailing = tokens[open - 1].kind == .symbol(")")
    guard
      trailing
        || (tokens[open - 1].kind == .symbol(":")
          && tokens[open - 2].kind == .identifier("content"))
    else { return nil }
    var depth = 0
    var index = open - 1
    var call: Int? = nil
    while index >= 0, open - index <= presenterLimit {
      switch tokens[index].kind {
      case .symbol(")"): depth += 1
      case .symbol("("):
        depth -= 1
        if (trailing && depth == 0) || depth < 0 { call = index }
      default: break
      }
      if call != nil { break }
      index -= 1
    }
    guard let call, call >= 2, tokens[call - 2].kind == .symbol("."),
      case .identifier(let name) = tokens[call - 1].kind,
      ["sheet", "fullScreenCover", "popover"].contains(name)
    else { return nil }
    return call
  }

  /// The path of a binding: `$a.b` gives `a.b`, `Binding($a.b)` and `$a.scope(...).b` (a
  /// method of the binding) give `a.b`; nil for another expression. Trees are at most
  /// ``SwiftParser/maxDepth`` high.
  static func bindingName(_ node: SwiftNode) -> String? {
    switch node.kind {
    case .identifier(let name) where name.hasPrefix("$") && name.count > 1:
      return String(name.dropFirst())
    case .member(let base, let name):
      return bindingName(base).map { $0 + "." + name }
    case .call(let callee, let arguments):
      if case .member(let base, _) = callee.kind { return bindingName(base) }
      guard callee.kind == .identifier("Binding"), let value = arguments.first?.value else {
        return nil
      }
      return bindingName(value)
    default:
      return nil
    }
  }

  /// The name of the computed property whose body opens at `open` (`var filters: some View {`).
  static func computed(before open: Int, _ tokens: [SwiftToken]) -> String? {
    var index = open - 1
    while index >= 1, open - index <= SwiftBlocks.headerLimit {
      switch tokens[index].kind {
      case .symbol("{"), .symbol("}"), .symbol("="), .symbol("("), .symbol(")"): return nil
      case .identifier(let word) where tokens[index - 1].kind == .identifier("var"): return word
      default: break
      }
      index -= 1
    }
    return nil
  }

  /// The name of the innermost function whose body holds the token at `index` (a set-up in
  /// an `if #available` block of `func presentPrompt()` is `presentPrompt`'s); `names` as for
  /// ``swiftUIName(at:_:_:names:)``.
  static func function(
    around index: Int, _ blocks: SwiftBlocks, _ tokens: [SwiftToken], names: inout [Int: String?]
  ) -> String? {
    var open = Int(blocks.enclosing[index])
    var walked: [Int] = []
    var found: String? = nil
    while open >= 0, walked.count < SwiftParser.maxDepth {
      if let known = names[open] {
        found = known
        break
      }
      walked.append(open)
      if let name = function(before: open, tokens) {
        found = name
        break
      }
      if blocks.typeByOpen[open] != nil { break }
      open = Int(blocks.enclosing[open])
    }
    for block in walked { names[block] = found }
    return found
  }

}
