/// What a file determines by itself, folded into the expressions the importers read: a name
/// declared `let` / `var` (or a computed property) whose value the file determines is
/// replaced by that value (`private let alertHeight: CGFloat = 68` makes
/// `.contentHeight(alertHeight)` read as `.contentHeight(68)`); arithmetic of numbers
/// (`85.0 + 44.0`), unary minus, parentheses, `CGFloat(...)` / `Double(...)` conversions,
/// comparisons and logic of such values, and a ternary whose condition is one
/// (`isShortFormEnabled ? .contentHeight(300) : longFormHeight`) are evaluated. Anything that
/// depends on run time (a view's size, a model's property) is left as written, for the
/// importer to report. A name whose declaration leads back to itself is left as written and
/// its cycle noted (``SwiftParser/constantCycles``).
///
/// Only a value the file fixes is put in a name's place: a number, a boolean, a string, an
/// implicit member (`.medium`), or a call of one whose arguments are such values
/// (`.contentHeight(300)`), and arrays of them; so a name that stands for a view or a model is
/// never replaced, and an importer that reads a name (a `state` parameter) still sees it.
extension SwiftParser {
  /// `node` with what the file determines folded in; `shadowed` are names that mean something
  /// else where `node` stands (a function's or a closure's parameters).
  public func folded(_ node: SwiftNode, shadowed: Set<String> = []) -> SwiftNode {
    var context = FoldContext(shadowed: shadowed)
    return fold(node, &context)
  }

  /// The cycles met while folding: each name whose declaration leads back to itself, with
  /// where it is declared and the path (`a -> b -> a`), in the order met.
  public var constantCycles: [(name: String, at: SourceLocation, path: String)] {
    cache.cycles
  }

  /// The conversions that leave a number as it is.
  static let numberConversions: Set<String> = ["CGFloat", "Double", "Float", "Int"]

  func fold(_ node: SwiftNode, _ context: inout FoldContext) -> SwiftNode {
    guard context.depth < Self.maxDepth else { return node }
    context.depth += 1
    defer { context.depth -= 1 }
    let at = node.location
    switch node.kind {
    case .identifier(let name):
      return constant(name, context: &context).map { SwiftNode($0.kind, at: at) } ?? node
    case .member(let base, let name)
    where base.kind == .identifier("self") || base.kind == .identifier("Self"):
      return constant(name, context: &context).map { SwiftNode($0.kind, at: at) } ?? node
    case .parenthesized(let inner):
      let value = fold(inner, &context)
      return Self.isFixed(value)
        ? SwiftNode(value.kind, at: at) : SwiftNode(.parenthesized(value), at: at)
    case .prefix(let symbol, let inner):
      let value = fold(inner, &context)
      switch (symbol, value.kind) {
      case ("-", .number(let number)): return SwiftNode(.number(-number), at: at)
      case ("!", .bool(let flag)): return SwiftNode(.bool(!flag), at: at)
      default: return SwiftNode(.prefix(symbol, value), at: at)
      }
    case .binary(let symbol, let left, let right):
      let (a, b) = (fold(left, &context), fold(right, &context))
      return Self.evaluate(symbol, a, b).map { SwiftNode($0, at: at) }
        ?? SwiftNode(.binary(symbol, a, b), at: at)
    case .ternary(let condition, let then, let otherwise):
      let test = fold(condition, &context)
      if case .bool(let flag) = test.kind { return fold(flag ? then : otherwise, &context) }
      return SwiftNode(
        .ternary(test, fold(then, &context), fold(otherwise, &context)), at: at)
    case .call(let callee, let arguments):
      let values = arguments.map {
        SwiftCallArgument(label: $0.label, value: fold($0.value, &context))
      }
      if case .identifier(let name) = callee.kind, Self.numberConversions.contains(name),
        values.count == 1, values[0].label == nil, case .number(let number) = values[0].value.kind
      {
        return SwiftNode(.number(name == "Int" ? number.rounded(.towardZero) : number), at: at)
      }
      return SwiftNode(.call(callee, values), at: at)
    case .array(let elements):
      return SwiftNode(.array(elements.map { fold($0, &context) }), at: at)
    // A dictionary's values too: FloatingPanel's anchors are a dictionary literal, and an
    // inset written `85.0 + 44.0` in it is a number (FloatingPanel's Stocks example).
    case .dictionary(let entries):
      return SwiftNode(
        .dictionary(
          entries.map { SwiftDictionaryEntry(key: $0.key, value: fold($0.value, &context)) }),
        at: at)
    case .closure(let parameters, let result):
      guard let result else { return node }
      var inner = context
      inner.shadowed.formUnion(parameters)
      return SwiftNode(.closure(parameters: parameters, result: fold(result, &inner)), at: at)
    default:
      return node
    }
  }

  /// The fixed value of the property `name`, or nil (not declared, not fixed, shadowed, or in
  /// a cycle, which is noted).
  func constant(_ name: String, context: inout FoldContext) -> SwiftNode? {
    guard !context.shadowed.contains(name), let at = declaration(ofProperty: name) else {
      return nil
    }
    if let known = cache.constants[at] { return known }
    if let start = context.resolving.firstIndex(of: name) {
      let path = (context.resolving[start...] + [name]).joined(separator: " -> ")
      if cache.cycleNames.insert(name).inserted {
        cache.cycles.append((name, tokens[at].location, path))
      }
      return nil
    }
    guard let declared = rawProperty(name)?.value else {
      cache.constants[at] = .some(nil)
      return nil
    }
    context.resolving.append(name)
    // A declaration is folded without the names shadowed where it is used.
    var inner = FoldContext(shadowed: [], resolving: context.resolving, depth: context.depth)
    let value = fold(declared, &inner)
    context.resolving.removeLast()
    let fixed = Self.isFixed(value) ? value : nil
    // (A value met inside a cycle is not kept: from another start it may be fixed.)
    if !context.resolving.contains(where: cache.cycleNames.contains) {
      cache.constants[at] = .some(fixed)
    }
    return fixed
  }

  /// True for a value the file fixes: a literal, an implicit member, a call of an implicit
  /// member with such arguments, an array of them.
  static func isFixed(_ node: SwiftNode) -> Bool {
    switch node.kind {
    case .number, .bool, .string, .implicitMember: return true
    case .call(let callee, let arguments):
      guard case .implicitMember = callee.kind else { return false }
      return arguments.allSatisfy { isFixed($0.value) }
    case .array(let elements): return elements.allSatisfy(isFixed)
    default: return false
    }
  }

  /// `a SYMBOL b` when both are numbers (arithmetic, comparison) or booleans (logic,
  /// equality); nil otherwise (and for a division by zero or a result that is not finite, left
  /// as written).
  static func evaluate(_ symbol: String, _ a: SwiftNode, _ b: SwiftNode) -> SwiftNode.Kind? {
    switch (a.kind, b.kind) {
    case (.number(let x), .number(let y)):
      // A result that is not finite is left as written.
      let finite = { (value: Double) -> SwiftNode.Kind? in value.isFinite ? .number(value) : nil }
      switch symbol {
      case "+": return finite(x + y)
      case "-": return finite(x - y)
      case "*": return finite(x * y)
      case "/": return y == 0 ? nil : finite(x / y)
      case "==": return .bool(x == y)
      case "!=": return .bool(x != y)
      case "<": return .bool(x < y)
      case "<=": return .bool(x <= y)
      case ">": return .bool(x > y)
      case ">=": return .bool(x >= y)
      default: return nil
      }
    case (.bool(let x), .bool(let y)):
      switch symbol {
      case "&&": return .bool(x && y)
      case "||": return .bool(x || y)
      case "==": return .bool(x == y)
      case "!=": return .bool(x != y)
      default: return nil
      }
    default:
      return nil
    }
  }
}

/// Where a fold is: the names that mean something else here, the declarations being folded
/// (to find a cycle), and the depth (bounded by ``SwiftParser/maxDepth``).
struct FoldContext {
  var shadowed: Set<String>
  var resolving: [String] = []
  var depth = 0
}

extension SwiftParser {
  /// The most `extension PresentationDetent` declarations ``appDetent(_:)`` looks in.
  static let maxDetentExtensions = 16

  /// The index of the name of the first `static let NAME` / `static var NAME` declared in an
  /// `extension PresentationDetent` (or `SwiftUI.PresentationDetent`) of the files: an app's
  /// own detent, which may reuse a system name (`medium`). Nil when there is none. The first
  /// ``maxDetentExtensions`` extensions are looked in (an app has a few), so that a file of
  /// many stays linear.
  func appDetent(_ name: String) -> Int? {
    if cache.detentExtensions == nil {
      var bodies: [Range<Int>] = []
      for index in tokens.indices where index + 2 < tokens.count {
        guard tokens[index].kind == .identifier("extension") else { continue }
        var at = index + 1
        if tokens[at].kind == .identifier("SwiftUI"), at + 2 < tokens.count,
          tokens[at + 1].kind == .symbol(".")
        {
          at += 2
        }
        guard at + 1 < tokens.count, tokens[at].kind == .identifier("PresentationDetent"),
          tokens[at + 1].kind == .symbol("{"), closers[at + 1] >= 0
        else { continue }
        bodies.append((at + 1)..<Int(closers[at + 1]))
        if bodies.count == Self.maxDetentExtensions { break }
      }
      cache.detentExtensions = bodies
    }
    let bodies = cache.detentExtensions ?? []
    guard !bodies.isEmpty else { return nil }
    return index.allProperties[name]?.first { at in
      at >= 2 && tokens[at - 2].kind == .identifier("static")
        && bodies.contains { $0.contains(at) }
    }
  }
}
