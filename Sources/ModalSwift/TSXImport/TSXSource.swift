import ModalCore

/// What `load Sheet.tsx` finds in a TypeScript / TSX file in one pass over its tokens: the
/// names imported from @gorhom/bottom-sheet (a default import, `{ BottomSheet as Sheet }`,
/// `* as G` for `<G.BottomSheet>`), the `const` / `let` / `var` bindings (so that
/// `snapPoints={snapPoints}` finds its array), the file's top-level declarations (the
/// component each sheet is in, which names it) and the sheets' elements.
struct TSXSource {
  /// One `<BottomSheet>` / `<BottomSheetModal>` element.
  struct Element {
    /// The index of its `tagOpen` token.
    var token: Int
    /// The library's component (`BottomSheet`, `BottomSheetModal`) and the tag written.
    var component: String
    var tag: String
    /// The top-level declaration it is in (an index of ``TSXSource/scopes``), -1 for none.
    var scope: Int
  }

  /// A `const NAME = VALUE`: the value's first token and the top-level declaration it is in
  /// (-1 at the file's top level).
  struct Binding {
    var value: Int
    var scope: Int
  }

  static let library = "@gorhom/bottom-sheet"
  static let components = ["BottomSheet", "BottomSheetModal"]

  let tokens: [TSXToken]
  /// Tag name (as written) -> the library's component.
  private(set) var imports: [String: String] = [:]
  /// Where each import from the library is, for the report.
  private(set) var importPlaces: [(text: String, at: SourceLocation)] = []
  private(set) var bindings: [String: [Binding]] = [:]
  private(set) var scopes: [(name: String?, start: Int)] = []
  private(set) var elements: [Element] = []
  /// Elements named as the library's components but not imported from it (said in the error).
  private(set) var unimported: [SourceLocation] = []
  private(set) var work = 0

  init(tokens: [TSXToken]) {
    self.tokens = tokens
    var closes: [Int] = []
    var scope = -1
    var index = 0
    while index < tokens.count {
      work += 1
      while let top = closes.last, top < index { closes.removeLast() }
      let token = tokens[index]
      let depth = closes.count
      switch token.kind {
      case .identifier("import") where depth == 0:
        index = readImport(from: index)
        continue
      case .identifier(let keyword)
      where ["function", "const", "let", "var", "class"].contains(keyword):
        guard index + 1 < tokens.count, let name = tokens[index + 1].identifier else { break }
        if depth == 0 {
          scopes.append((name, index))
          scope = scopes.count - 1
        }
        if keyword != "function", keyword != "class", index + 2 < tokens.count {
          // `const name = value` or `const name: Type = value`.
          var at = index + 2
          if tokens[at].isSymbol(":") {
            at += 1
            while at < tokens.count, !tokens[at].isSymbol("="), !tokens[at].isSymbol(";"),
              at - index < 64
            {
              at = tokens[at].match > at ? tokens[at].match + 1 : at + 1
            }
          }
          if at + 1 < tokens.count, tokens[at].isSymbol("=") {
            bindings[name, default: []].append(
              Binding(value: at + 1, scope: depth == 0 ? -1 : scope))
          }
        }
      case .identifier("export") where depth == 0:
        // `export default function () {}`: a declaration without a name.
        if index + 2 < tokens.count, tokens[index + 1].identifier == "default",
          tokens[index + 2].identifier == "function",
          index + 3 < tokens.count, tokens[index + 3].isSymbol("(")
        {
          scopes.append((nil, index))
          scope = scopes.count - 1
        }
      case .tagOpen(let tag):
        if let component = imports[tag] {
          elements.append(Element(token: index, component: component, tag: tag, scope: scope))
        } else if Self.components.contains(tag) {
          unimported.append(token.location)
        }
      default: break
      }
      if token.match > index { closes.append(token.match) }
      index += 1
    }
  }

  /// Reads `import ... from 'SOURCE'` at `start`; returns the index after it.
  private mutating func readImport(from start: Int) -> Int {
    var index = start + 1
    var defaultName: String? = nil
    var named: [(String, String)] = []
    var namespace: String? = nil
    if index < tokens.count, tokens[index].identifier == "type",
      index + 1 < tokens.count, tokens[index + 1].identifier != "from",
      !tokens[index + 1].isSymbol(",")
    {
      return index + 1  // Types only: no component.
    }
    if index < tokens.count, let name = tokens[index].identifier, name != "from" {
      defaultName = name
      index += 1
      if index < tokens.count, tokens[index].isSymbol(",") { index += 1 }
    }
    if index < tokens.count, tokens[index].isSymbol("{"), tokens[index].match > index {
      let close = tokens[index].match
      var at = index + 1
      while at < close {
        work += 1
        var isType = false
        if tokens[at].identifier == "type", at + 1 < close, tokens[at + 1].identifier != nil,
          tokens[at + 1].identifier != "as"
        {
          isType = true
          at += 1
        }
        guard let name = tokens[at].identifier else {
          at += 1
          continue
        }
        var local = name
        if at + 2 < close, tokens[at + 1].identifier == "as", let alias = tokens[at + 2].identifier
        {
          local = alias
          at += 2
        }
        if !isType { named.append((name, local)) }
        at += 1
      }
      index = close + 1
    } else if index + 2 < tokens.count, tokens[index].isSymbol("*"),
      tokens[index + 1].identifier == "as", let name = tokens[index + 2].identifier
    {
      namespace = name
      index += 3
    }
    guard index + 1 < tokens.count, tokens[index].identifier == "from",
      case .string(let source) = tokens[index + 1].kind
    else { return max(index, start + 1) }
    guard source == Self.library else { return index + 2 }
    let at = tokens[start].location
    if let defaultName {
      imports[defaultName] = "BottomSheet"
      importPlaces.append(("import \(defaultName) (the default export, BottomSheet)", at))
    }
    for (name, local) in named where Self.components.contains(name) {
      imports[local] = name
      importPlaces.append(("import \(name)\(local == name ? "" : " as \(local)")", at))
    }
    if let namespace {
      for name in Self.components { imports[namespace + "." + name] = name }
      importPlaces.append(("import * as \(namespace)", at))
    }
    return index + 2
  }

  /// The binding of `name` seen from `scope` before the token `use`: the last in the same
  /// declaration, else the file's.
  func binding(_ name: String, scope: Int, before use: Int) -> Binding? {
    guard let all = bindings[name] else { return nil }
    return all.last { $0.scope == scope && $0.value < use } ?? all.last { $0.scope == scope }
      ?? all.last { $0.scope == -1 }
  }

  /// The name `load FILE NAME` takes for each element: its component's (the top-level
  /// declaration it is in), else its tag; `NAME@LINE` for a name met again.
  func sheetNames() -> [String] {
    var seen = Set<String>()
    return elements.map { element in
      let base = element.scope >= 0 ? scopes[element.scope].name ?? element.tag : element.tag
      if seen.insert(base).inserted { return base }
      return "\(base)@\(tokens[element.token].location.line)"
    }
  }
}
