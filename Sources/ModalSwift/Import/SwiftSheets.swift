import ModalCore

/// A sheet the code declares, one of possibly several in the files `load` reads: a
/// FloatingPanel layout type, a PanModal view controller, a UIKit sheet set-up, a SwiftUI
/// `.presentationDetents` sheet. Reading one leaves the others' code out, so that no setting
/// of another panel or controller is mixed in.
public struct SwiftSheet: Sendable, Hashable {
  /// The name `load FILE.swift NAME` takes: the type's, the SwiftUI sheet's binding
  /// (`$showSettings` gives `showSettings`); `NAME@LINE` for a name met again.
  public var name: String
  /// The library whose sheet it is.
  public var library: String
  /// Where it is declared: `L12` (one file read) or `FILE:12`.
  public var place: String
  /// The ranges of tokens that are its own code: every declaration of its type, or its block
  /// when its type holds several sheets.
  var spans: [Range<Int>]
  /// Where it is declared, in the parser's numbering.
  var at: SourceLocation
  /// The declarations of the views its content makes (`BasicsStep(store:)` in a SwiftUI
  /// sheet's block): their modifiers are this sheet's, not another's.
  var content: [Range<Int>] = []
}

/// The blocks and type declarations of the tokens, found in one pass, for finding sheets and
/// their code in time linear in the file.
struct SwiftBlocks {
  /// A `struct` / `class` / `enum` / `extension` / `actor` declaration with a body.
  struct TypeDeclaration {
    var name: String
    /// The keyword's index, the body's `{` and the index after its `}`.
    var keyword: Int
    var open: Int
    var end: Int
    /// The inherited types' names (`FloatingPanelLayout`, `PanModalPresentable`).
    var inherited: Set<String>
  }

  /// For each token, the `{` of the innermost block it is in (-1 at the top level).
  let enclosing: [Int32]
  let types: [TypeDeclaration]
  /// The declaration whose body a `{` opens, by the `{`'s index.
  let typeByOpen: [Int: Int]
  /// Every declaration of a type name (its class and its extensions), in order.
  let byName: [String: [Int]]

  /// The most tokens between a type's name and its body read (a long `where` clause is not a
  /// type declaration the finders use).
  static let headerLimit = 64

  init(_ parser: SwiftParser) {
    let tokens = parser.tokens
    var enclosing = [Int32](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    var types: [TypeDeclaration] = []
    var typeByOpen: [Int: Int] = [:]
    var byName: [String: [Int]] = [:]
    for (index, token) in tokens.enumerated() {
      enclosing[index] = Int32(stack.last ?? -1)
      switch token.kind {
      case .symbol("{"):
        stack.append(index)
      case .symbol("}"):
        if let open = stack.last, parser.closers[open] == Int32(index) { stack.removeLast() }
      case .identifier(let keyword) where DeclarationIndex.typeKeywords.contains(keyword):
        guard index + 1 < tokens.count, index == 0 || tokens[index - 1].kind != .symbol("."),
          let declaration = Self.declaration(at: index, parser)
        else { continue }
        typeByOpen[declaration.open] = types.count
        byName[declaration.name, default: []].append(types.count)
        types.append(declaration)
      default: break
      }
    }
    self.enclosing = enclosing
    self.types = types
    self.typeByOpen = typeByOpen
    self.byName = byName
  }

  /// The type declaration whose keyword is at `index`, when it has a name and a body.
  static func declaration(at index: Int, _ parser: SwiftParser) -> TypeDeclaration? {
    let tokens = parser.tokens
    guard case .identifier(var name) = tokens[index + 1].kind,
      !["func", "var", "let", "static", "override", "final"].contains(name)
    else { return nil }
    var position = index + 2
    // `extension A.B`: the dotted name.
    while position + 1 < tokens.count, tokens[position].kind == .symbol("."),
      case .identifier(let part) = tokens[position + 1].kind
    {
      name += "." + part
      position += 2
    }
    var inherited: Set<String> = []
    let limit = min(tokens.count, position + headerLimit)
    while position < limit {
      switch tokens[position].kind {
      case .symbol("{"):
        let close = parser.closers[position]
        guard close >= 0 else { return nil }
        return TypeDeclaration(
          name: name, keyword: index, open: position, end: Int(close) + 1, inherited: inherited)
      case .symbol("}"), .symbol(";"), .symbol("="), .symbol("("):
        return nil
      case .identifier(let word):
        inherited.insert(word)
      default: break
      }
      position += 1
    }
    return nil
  }

  /// The innermost type declaration token `index` is in (nil at the top level); a walk out of
  /// at most ``SwiftParser/maxDepth`` blocks.
  func type(of index: Int) -> TypeDeclaration? {
    var open = Int(enclosing[index])
    var steps = 0
    while open >= 0, steps < SwiftParser.maxDepth {
      if let found = typeByOpen[open] { return types[found] }
      open = Int(enclosing[open])
      steps += 1
    }
    return nil
  }

  /// True when a declaration of the type `name` inherits a layout (`FloatingPanelLayout`,
  /// `FloatingPanelBottomLayout`, an app's base layout): a type with `anchors` of another
  /// kind (constraints) is no sheet.
  func isLayout(_ name: String) -> Bool {
    (byName[name] ?? []).contains { types[$0].inherited.contains { $0.hasSuffix("Layout") } }
  }

  /// The token ranges of every declaration of the type `name`.
  func spans(ofType name: String) -> [Range<Int>] {
    (byName[name] ?? []).map { types[$0].keyword..<types[$0].end }
  }
}

/// Finding the sheets of each library, and choosing one.
extension SwiftImporters {
  /// The sheets of `library` in the tokens, in order. A sheet in a type of its own owns
  /// every declaration of that type; sheets that share a type own their blocks.
  static func sheets(
    of library: String, _ parser: SwiftParser, _ blocks: SwiftBlocks, _ sources: SwiftSourceMap
  ) -> [SwiftSheet] {
    let tokens = parser.tokens
    // (the index the sheet is found at, its type, the name it takes when its type holds
    // several, its block)
    var found: [(at: Int, type: String?, alone: String?, block: Range<Int>?)] = []
    func block(of index: Int) -> Range<Int>? {
      let open = Int(blocks.enclosing[index])
      guard open >= 0, parser.closers[open] >= 0 else { return nil }
      return open..<(Int(parser.closers[open]) + 1)
    }
    // The name found from each block walked (a deep file walks each once).
    var named: [Int: String?] = [:]
    switch library {
    case "FloatingPanel":
      var seen: Set<String> = []
      for (index, token) in tokens.enumerated() where token.kind == .identifier("anchors") {
        guard index >= 1,
          tokens[index - 1].kind == .identifier("var")
            || tokens[index - 1].kind == .identifier("let"),
          let type = blocks.type(of: index), blocks.isLayout(type.name),
          seen.insert(type.name).inserted
        else { continue }
        found.append((type.keyword + 1, type.name, nil, nil))
      }
    case "PanModal":
      var seen: Set<String> = []
      for type in blocks.types
      where type.inherited.contains("PanModalPresentable") && seen.insert(type.name).inserted {
        found.append((type.keyword + 1, type.name, nil, nil))
      }
    case "SwiftUI":
      for index in parser.modifiers(named: "presentationDetents") {
        let type = blocks.type(of: index)
        let name = swiftUIName(at: index, parser, blocks, names: &named)
        found.append((index, type?.name, name, block(of: index)))
      }
    case "UIKit":
      for (index, token) in tokens.enumerated() where token.kind == .identifier("detents") {
        guard index >= 1, index + 1 < tokens.count, tokens[index - 1].kind == .symbol("."),
          tokens[index + 1].kind == .symbol("=")
        else { continue }
        found.append(
          (
            index, blocks.type(of: index)?.name,
            function(around: index, blocks, tokens, names: &named),
            block(of: index)
          ))
      }
    case "adaptive-modal":
      // Each AdaptiveModalConfig(...) not inside another (the constrained configs of an
      // .adaptiveConfig(...) are one sheet's: then there is one).
      guard parser.modifiers(named: "adaptiveConfig").isEmpty else { return [] }
      var end = -1
      for start in parser.calls(named: "AdaptiveModalConfig") where start > end {
        guard let open = tokens[start...].prefix(16).firstIndex(where: { $0.kind == .symbol("(") }),
          parser.closers[open] >= 0
        else { continue }
        end = Int(parser.closers[open])
        found.append((start, nil, adaptiveName(before: start, tokens), start..<(end + 1)))
      }
      var names: Set<String> = []
      return found.map { sheet in
        let location = tokens[sheet.at].location
        let name = sheet.alone ?? "AdaptiveModalConfig"
        let unique =
          names.insert(name).inserted ? name : "\(name)@\(sources.line(of: location))"
        return SwiftSheet(
          name: unique, library: library, place: sources.shortPlace(of: location),
          spans: sheet.block.map { [$0] } ?? [], at: location)
      }
    default:
      return []
    }
    var contents: [Int: [Range<Int>]] = [:]
    var perType: [String: Int] = [:]
    for sheet in found { if let type = sheet.type { perType[type, default: 0] += 1 } }
    var names: Set<String> = []
    return found.map { sheet in
      let alone = sheet.type.map { perType[$0] == 1 } ?? false
      var name: String
      var spans: [Range<Int>]
      if alone, let type = sheet.type {
        name = library == "SwiftUI" ? (sheet.alone ?? type) : type
        spans = blocks.spans(ofType: type)
      } else {
        name = sheet.alone ?? sheet.type ?? "sheet"
        spans = sheet.block.map { [$0] } ?? []
      }
      let location = tokens[sheet.at].location
      if !names.insert(name).inserted {
        name += "@\(sources.line(of: location))"
        names.insert(name)
      }
      var read = SwiftSheet(
        name: name, library: library, place: sources.shortPlace(of: location), spans: spans,
        at: location)
      if library == "SwiftUI", let block = sheet.block {
        // (Sheets of one block share its content: it is read once.)
        if let known = contents[block.lowerBound] {
          read.content = known
        } else {
          read.content = content(of: block, in: sheet.type, parser, blocks)
          contents[block.lowerBound] = read.content
        }
      }
      return read
    }
  }

  /// The declarations of the types the code in `block` makes (`T(` or `T {` of a type the
  /// files declare), but the type the block is in.
  static func content(
    of block: Range<Int>, in type: String?, _ parser: SwiftParser, _ blocks: SwiftBlocks
  ) -> [Range<Int>] {
    let tokens = parser.tokens
    var names: [String] = []
    for index in block where index + 1 < tokens.count {
      guard case .identifier(let name) = tokens[index].kind, name != type,
        tokens[index + 1].kind == .symbol("(") || tokens[index + 1].kind == .symbol("{"),
        index == 0 || tokens[index - 1].kind != .symbol("."), blocks.byName[name] != nil,
        !names.contains(name)
      else { continue }
      names.append(name)
    }
    return names.flatMap { blocks.spans(ofType: $0) }
  }

  /// The name of an adaptive-modal config whose call starts at `start`: the case of `case
  /// .NAME: return AdaptiveModalConfig(` (adaptive-modal's demo presets), or the declared
  /// name of `let NAME = AdaptiveModalConfig(` / `let NAME: T = ...`.
  static func adaptiveName(before start: Int, _ tokens: [SwiftToken]) -> String? {
    if start >= 4, tokens[start - 1].kind == .identifier("return"),
      tokens[start - 2].kind == .symbol(":"), case .identifier(let name) = tokens[start - 3].kind,
      tokens[start - 4].kind == .symbol(".")
    {
      return name
    }
    guard start >= 1, tokens[start - 1].kind == .symbol("=") else { return nil }
    var index = start - 2
    while index >= 1, start - index <= 8 {
      if case .identifier(let name) = tokens[index].kind,
        tokens[index - 1].kind == .identifier("let") || tokens[index - 1].kind == .identifier("var")
      {
        return name
      }
      index -= 1
    }
    return nil
  }

  /// The name of the function whose body opens at `open` (`func presentSettings() {`).
  static func function(before open: Int, _ tokens: [SwiftToken]) -> String? {
    var index = open - 1
    while index >= 1, open - index <= SwiftBlocks.headerLimit {
      switch tokens[index].kind {
      case .symbol("{"), .symbol("}"): return nil
      case .identifier(let word) where tokens[index - 1].kind == .identifier("func"): return word
      default: break
      }
      index -= 1
    }
    return nil
  }

  /// The most sheets a `found N sheets` line names; the rest are counted.
  public static let listedSheets = 20

  /// `A (L12), B (L40)`, the first ``listedSheets`` and `and N more`.
  public static func listing(_ sheets: [SwiftSheet]) -> String {
    let shown = sheets.prefix(listedSheets).map { "\($0.name) (\($0.place))" }
    let more = sheets.count > listedSheets ? ["and \(sheets.count - listedSheets) more"] : []
    return (shown + more).joined(separator: ", ")
  }
}
