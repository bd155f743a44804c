/// An expression of the Swift subset `load FILE.swift` reads, with where it starts.
public struct SwiftNode: Hashable, Sendable {
  public indirect enum Kind: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case nilLiteral
    /// `name` (also `self`, `Self`, a type name).
    case identifier(String)
    /// `.name` without a base (`.medium`, `.bottom`).
    case implicitMember(String)
    /// `base.name`.
    case member(SwiftNode, String)
    /// `callee(label: value, ...)`, a trailing closure as one more unlabelled argument.
    case call(SwiftNode, [SwiftCallArgument])
    case array([SwiftNode])
    case dictionary([SwiftDictionaryEntry])
    /// `\.name` or `\Type.name`: the path's last component.
    case keyPath(String)
    /// `{ a, b in ... }`: the parameter names and the closure's result expression (the
    /// `return` or the single expression); nil when the body is more than that.
    case closure(parameters: [String], result: SwiftNode?)
    /// `a OP b` for `+ - * / == != < <= > >= && ||`.
    case binary(String, SwiftNode, SwiftNode)
    /// `-a`, `!a`.
    case prefix(String, SwiftNode)
    /// `c ? a : b`.
    case ternary(SwiftNode, SwiftNode, SwiftNode)
    /// `(a)`; a tuple is read as its first element.
    case parenthesized(SwiftNode)
    /// An expression the reader refused as over ``SwiftParser/maxDepth`` (at the place of the
    /// limit): a read gives it instead of the expression, so that the import says why
    /// (``SwiftParser/tooDeep``) where it would say what it expected.
    case tooDeep
  }

  public var kind: Kind
  public var location: SourceLocation

  /// Creates a node.
  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// True for a read refused as over ``SwiftParser/maxDepth``.
  public var isTooDeep: Bool { kind == .tooDeep }

  /// `a.b.c` as text, for a member chain of identifiers; nil otherwise. Built once from the
  /// chain's names (not a string per link), so a long chain of long names costs its length.
  public var dottedName: String? {
    var names: [String] = []
    var node = self
    while case .member(let base, let name) = node.kind {
      names.append(name)
      node = base
    }
    switch node.kind {
    case .identifier(let name): names.append(name)
    case .implicitMember(let name): names.append("." + name)
    default: return nil
    }
    return names.reversed().joined(separator: ".")
  }

  /// The implicit member's or the member's last name (`.medium`, `Detent.medium`).
  public var memberName: String? {
    switch kind {
    case .implicitMember(let name), .member(_, let name): return name
    default: return nil
    }
  }

  /// The number a literal (or a negated one) gives.
  public var number: Double? {
    switch kind {
    case .number(let value): return value
    case .prefix("-", let inner): return inner.number.map { -$0 }
    case .parenthesized(let inner): return inner.number
    default: return nil
    }
  }

  /// For a call: the callee's name (`AdaptiveModalConfig`, `.custom`, `Self.custom`) and the
  /// arguments.
  public var call: (name: String, arguments: [SwiftCallArgument])? {
    guard case .call(let callee, let arguments) = kind, let name = callee.dottedName else {
      return nil
    }
    return (name, arguments)
  }
}

/// An argument of a call.
public struct SwiftCallArgument: Hashable, Sendable {
  public var label: String?
  public var value: SwiftNode
}

/// An entry of a dictionary literal.
public struct SwiftDictionaryEntry: Hashable, Sendable {
  public var key: SwiftNode
  public var value: SwiftNode
}

extension Array where Element == SwiftCallArgument {
  /// The value of the argument labelled `label`.
  public func value(_ label: String) -> SwiftNode? {
    first { $0.label == label }?.value
  }

  /// The first unlabelled argument.
  public var unlabelled: SwiftNode? { first { $0.label == nil }?.value }
}
