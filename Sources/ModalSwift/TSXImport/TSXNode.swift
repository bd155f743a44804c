import ModalCore

/// A TypeScript expression as far as `load Sheet.tsx` reads one: literals, names, arrays,
/// objects, member accesses, calls, arrow functions; anything else is `other` with what it
/// is, for the report.
struct TSXNode: Sendable {
  indirect enum Value: Sendable {
    case number(Double)
    case string(String)
    case template(String, substituted: Bool)
    case boolean(Bool)
    case null
    case identifier(String)
    case array([TSXNode])
    case object([(key: String?, value: TSXNode)])
    case member(TSXNode, String)
    case call(TSXNode, [TSXNode])
    /// An arrow function's result: its expression, or the one `return` of its block (nil when
    /// the block has none or several).
    case arrow(TSXNode?)
    case negative(TSXNode)
    case spread(TSXNode)
    case element(String)
    /// What is not read, as the report names it (`an expression with ?`).
    case other(String)
  }

  var value: Value
  var location: SourceLocation

  /// `useMemo` / `React.useMemo`: the dotted name of a name or a member chain.
  var dottedName: String? {
    switch value {
    case .identifier(let name): name
    case .member(let base, let name): base.dottedName.map { $0 + "." + name }
    default: nil
    }
  }

  /// What the report calls it.
  var described: String {
    switch value {
    case .number(let value): LayoutValueSyntax.formatNumber(value)
    case .string(let text): "'\(text)'"
    case .template(let text, let substituted): substituted ? "a template with ${...}" : "`\(text)`"
    case .boolean(let value): value ? "true" : "false"
    case .null: "null"
    case .identifier(let name): name
    case .array: "an array"
    case .object: "an object"
    case .member, .call: dottedName ?? "a call of \(callee?.dottedName ?? "an expression")"
    case .arrow: "a function"
    case .negative(let inner): "-" + inner.described
    case .spread(let inner): "..." + inner.described
    case .element(let name): "<\(name)>"
    case .other(let what): what
    }
  }

  private var callee: TSXNode? {
    if case .call(let callee, _) = value { return callee }
    return nil
  }
}
