/// A tolerant reader of Swift expressions over ``SwiftLexer`` tokens: literals,
/// identifiers, `.member`, member access, calls with labelled arguments and a trailing closure,
/// arrays, dictionaries, key paths, closures whose body is one expression or one `return`,
/// prefix `-` / `!`, the binary operators of arithmetic, comparison and logic, and `? :`.
/// `expression(at:)` reads one expression from a token and says where it ends; the readers of
/// each library (``SwiftImport``) look for the shapes they know and read their arguments.
/// Nothing throws: what is not in the subset gives nil, and the reader reports it.
///
/// Hostile input stays cheap: the tokens are at most ``maxTokens``; one depth counter runs
/// through a whole read (closure bodies included) and no tree is higher than ``maxDepth``, so
/// nothing that reads, walks or frees a tree recurses deeper than that; a read over the limit
/// gives a ``SwiftNode/Kind/tooDeep`` node instead of the expression. The declarations are
/// indexed once and each declared value is read once, so resolving names costs no more than
/// the file.
public struct SwiftParser {
  public let tokens: [SwiftToken]
  /// False when the source has more than ``maxTokens`` tokens: only the first are read, and
  /// ``SwiftImporters/read(_:file:)`` refuses the file.
  public let isComplete: Bool
  /// For each `(`, `[` and `{`, the index of the closer of the same kind that matches it
  /// (counting that kind only); -1 for an unmatched one and for every other token.
  let closers: [Int32]
  let index: DeclarationIndex
  let cache = DeclarationCache()

  /// The deepest a read goes: nested brackets, closures and operators, and the height of the
  /// tree it builds (an operator or member chain is one level a link).
  public static let maxDepth = 128

  /// The most tokens read from one source (a sheet's configuration takes a few hundred; this
  /// bounds a file's tokens and trees to some tens of megabytes).
  public static let maxTokens = 1 << 20

  /// Why a read over ``maxDepth`` gives nothing, for the import's report.
  public static let tooDeep =
    "too deeply nested or too long an expression (more than \(maxDepth) levels)"

  /// The first line of each file in the tokens' numbering (1 for the first file): the
  /// files of ``init(files:)`` are numbered on, one after the other, so that a location
  /// names one file; ``SwiftSourceMap`` turns it back into the file's own line.
  public let fileLines: [Int]
  /// The files' names, when the reader gave them (``SwiftImporters/read(files:sheet:)``), for
  /// the places a chain of declarations names.
  public internal(set) var fileNames: [String] = [""]

  /// Parses `source` into tokens (at most ``maxTokens``) and indexes its declarations.
  public init(_ source: String) {
    self.init(files: [source])
  }

  /// Parses several files as one (`load A.swift B.swift`): their tokens in order, at most
  /// ``maxTokens`` in all, each file's lines numbered after the previous file's (see
  /// ``fileLines``), brackets matched within each file, declarations indexed across them, so
  /// that a constant declared in one file resolves in another.
  public init(files sources: [String]) {
    var all: [SwiftToken] = []
    var closers: [Int32] = []
    var complete = true
    var lines: [Int] = []
    var nextLine = 1
    for source in sources {
      lines.append(nextLine)
      let remaining = Self.maxTokens - all.count
      var (tokens, whole) = SwiftLexer.tokenize(source, limit: remaining)
      if nextLine > 1 {
        for index in tokens.indices {
          tokens[index].location.line += nextLine - 1
        }
      }
      let base = Int32(all.count)
      closers += Self.matchClosers(tokens).map { $0 < 0 ? $0 : $0 + base }
      all += tokens
      complete = complete && whole
      nextLine += source.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      if !whole { break }
    }
    self.init(tokens: all, complete: complete, closers: closers, fileLines: lines)
  }

  /// A parser of `tokens` as given (``masking(_:)``'s).
  init(tokens: [SwiftToken], complete: Bool, closers: [Int32], fileLines: [Int]) {
    self.tokens = tokens
    self.isComplete = complete
    self.closers = closers
    self.fileLines = fileLines
    index = DeclarationIndex(tokens)
  }

  /// This parser's tokens then `other`'s, numbered after them: a library's own declaration
  /// read with the file's code (FloatingPanel's bottom layout with the file's set-up).
  func appending(_ other: SwiftParser) -> SwiftParser {
    let shift = (tokens.last?.location.line ?? 0)
    var added = other.tokens
    for index in added.indices { added[index].location.line += shift }
    let base = Int32(tokens.count)
    var combined = SwiftParser(
      tokens: tokens + added, complete: isComplete && other.isComplete,
      closers: closers + other.closers.map { $0 < 0 ? $0 : $0 + base }, fileLines: fileLines)
    combined.otherSheets = otherSheets
    combined.fileNames = fileNames
    return combined
  }

  /// The sheet's own code when ``masking(_:keeping:sheets:)`` read one among several: a
  /// property or function declared there is found before one of the same name elsewhere (a
  /// view's `anchors` of constraints).
  public internal(set) var scope: [Range<Int>] = []

  /// The index of the name of the property `name`'s declaration: the first in ``scope``,
  /// else the first in the file.
  func declaration(ofProperty name: String) -> Int? {
    guard !scope.isEmpty else { return index.properties[name] }
    if let known = cache.declarations[name] { return known }
    let own = index.allProperties[name]?.first { at in scope.contains { $0.contains(at) } }
    let found = own ?? index.properties[name]
    cache.declarations[name] = .some(found)
    return found
  }

  /// The names of the sheets whose code ``masking(_:sheets:)`` left out, so that an importer
  /// can tell a statement about another sheet (`detail.layout = DetailLayout()`) from one
  /// about the sheet it reads.
  public internal(set) var otherSheets: [String: SourceLocation] = [:]

  /// This parser without the tokens in `spans` (each a range of token indices; other sheets'
  /// code, the sheets `sheets` by name and place) but for those in `keeping` (the sheet's
  /// own code, where another's encloses it): what the importers read of one sheet among
  /// several. The locations stay those of the file, and each bracket keeps its match (one
  /// whose match was left out has none). Linear in the tokens and spans however they nest.
  public func masking(
    _ spans: [Range<Int>], keeping: [Range<Int>] = [], sheets: [String: SourceLocation] = [:]
  ) -> SwiftParser {
    guard !spans.isEmpty else { return self }
    // A token is left out when the innermost range over it is another sheet's: one sweep
    // over the ranges, sorted outer first (the sheet's own after another's of the same
    // range), with a stack of those open.
    let ranges = (spans.map { ($0, false) } + keeping.map { ($0, true) }).map {
      ($0.0.clamped(to: 0..<tokens.count), $0.1)
    }.filter { !$0.0.isEmpty }.sorted {
      ($0.0.lowerBound, -$0.0.upperBound, $0.1 ? 1 : 0)
        < ($1.0.lowerBound, -$1.0.upperBound, $1.1 ? 1 : 0)
    }
    var kept = [Bool](repeating: true, count: tokens.count)
    var open: [(end: Int, own: Bool)] = []
    var next = 0
    for index in tokens.indices {
      while let last = open.last, last.end <= index { open.removeLast() }
      while next < ranges.count, ranges[next].0.lowerBound == index {
        open.append((ranges[next].0.upperBound, ranges[next].1))
        next += 1
      }
      if let innermost = open.last, !innermost.own { kept[index] = false }
    }
    func isKept(_ index: Int) -> Bool { kept[index] }
    var newIndex = [Int32](repeating: -1, count: tokens.count)
    var filtered: [SwiftToken] = []
    for (index, token) in tokens.enumerated() where isKept(index) {
      newIndex[index] = Int32(filtered.count)
      filtered.append(token)
    }
    var matched = [Int32](repeating: -1, count: filtered.count)
    for (index, closer) in closers.enumerated() where isKept(index) && closer >= 0 {
      matched[Int(newIndex[index])] = newIndex[Int(closer)]
    }
    var masked = SwiftParser(
      tokens: filtered, complete: isComplete, closers: matched, fileLines: fileLines)
    masked.otherSheets = sheets
    masked.fileNames = fileNames
    masked.scope = keeping.compactMap { range in
      let clamped = range.clamped(to: 0..<tokens.count)
      guard !clamped.isEmpty, newIndex[clamped.lowerBound] >= 0,
        newIndex[clamped.upperBound - 1] >= 0
      else { return nil }
      return Int(newIndex[clamped.lowerBound])..<Int(newIndex[clamped.upperBound - 1]) + 1
    }
    return masked
  }

  /// The matching closer of each opener, one stack per kind.
  static func matchClosers(_ tokens: [SwiftToken]) -> [Int32] {
    var closers = [Int32](repeating: -1, count: tokens.count)
    var open: [String: [Int]] = ["(": [], "[": [], "{": []]
    let pairs = [")": "(", "]": "[", "}": "{"]
    for (index, token) in tokens.enumerated() {
      guard case .symbol(let symbol) = token.kind else { continue }
      if open[symbol] != nil {
        open[symbol]?.append(index)
      } else if let opener = pairs[symbol], let start = open[opener]?.popLast() {
        closers[start] = Int32(index)
      }
    }
    return closers
  }

  /// A cursor at token `index` over the whole file.
  func cursor(at index: Int) -> Cursor {
    Cursor(tokens: tokens, closers: closers, position: index)
  }

  /// The expression starting at token `index` and the index after it; nil when none starts
  /// there; a ``SwiftNode/Kind/tooDeep`` node at the place of the limit when it goes over
  /// ``maxDepth``.
  public func expression(at index: Int) -> (node: SwiftNode, end: Int)? {
    var cursor = cursor(at: index)
    let node = cursor.ternary()
    return cursor.finish(node).map { (folded($0), cursor.position) }
  }

  /// Every position where `name(` starts a call (the callee may be `A.B.name`), in order.
  public func calls(named name: String) -> [Int] {
    var found: [Int] = []
    for (index, token) in tokens.enumerated() {
      guard token.kind == .identifier(name), index + 1 < tokens.count,
        tokens[index + 1].kind == .symbol("(")
      else { continue }
      // The start of the chain: `UISheetPresentationController.Detent.custom(`.
      var start = index
      while start >= 2, tokens[start - 1].kind == .symbol("."),
        case .identifier = tokens[start - 2].kind
      {
        start -= 2
      }
      found.append(start)
    }
    return found
  }

  /// Every `.name(` modifier call (a method of a chain: `.presentationDetents(`), as the index
  /// of its name.
  public func modifiers(named name: String) -> [Int] {
    tokens.indices.filter { index in
      index >= 1 && tokens[index - 1].kind == .symbol(".")
        && tokens[index].kind == .identifier(name)
        && index + 1 < tokens.count && tokens[index + 1].kind == .symbol("(")
    }
  }

  /// The index of the name in the first `struct NAME` / `class NAME` / `enum NAME` /
  /// `extension NAME` / `actor NAME` declaration.
  public func declaration(of name: String) -> Int? {
    index.types[name]
  }

  /// The arguments of the call whose `(` is at `open`; one unlabelled
  /// ``SwiftNode/Kind/tooDeep`` argument when they go over ``maxDepth``.
  public func arguments(at open: Int) -> (arguments: [SwiftCallArgument], end: Int)? {
    var cursor = cursor(at: open)
    guard cursor.take("(") else { return nil }
    let arguments = cursor.argumentList(close: ")")
    if let refused = cursor.refusal {
      return (
        [SwiftCallArgument(label: nil, value: SwiftNode(.tooDeep, at: refused))], cursor.position
      )
    }
    return arguments.map { list in
      (list.map { SwiftCallArgument(label: $0.label, value: folded($0.value)) }, cursor.position)
    }
  }

  /// Assignments `a.b.NAME = value` (the receiver any chain): the receiver's text, the
  /// property's name and the value, for every `=` whose left side is a member chain.
  public func assignments() -> [(receiver: String, property: String, value: SwiftNode)] {
    var result: [(String, String, SwiftNode)] = []
    for (index, token) in tokens.enumerated() where token.kind == .symbol("=") {
      guard index >= 3, case .identifier(let property) = tokens[index - 1].kind,
        tokens[index - 2].kind == .symbol(".")
      else { continue }
      var start = index - 3
      var receiver: [String] = []
      while start >= 0, case .identifier(let part) = tokens[start].kind {
        receiver.append(part)
        if start >= 2, tokens[start - 1].kind == .symbol(".") { start -= 2 } else { break }
      }
      guard !receiver.isEmpty, let value = expression(at: index + 1) else { continue }
      result.append((receiver.reversed().joined(separator: "."), property, value.node))
    }
    return result
  }

  /// The value of a property declared `var NAME: TYPE { [return] EXPR }`, `let NAME: TYPE =
  /// EXPR` or `var NAME = EXPR` (also `override var`), the first of that name, and where its
  /// name is, with what the file determines folded in (``folded(_:shadowed:)``). Read once: a
  /// name resolved many times costs one read.
  public func property(_ name: String) -> (value: SwiftNode?, at: SourceLocation)? {
    guard let read = rawProperty(name) else { return nil }
    guard let value = read.value, let at = declaration(ofProperty: name) else { return read }
    if let known = cache.foldedProperties[at] { return (known, read.at) }
    let fold = folded(value)
    cache.foldedProperties[at] = fold
    return (fold, read.at)
  }

  /// The value of a property as written (``property(_:)`` before folding).
  func rawProperty(_ name: String) -> (value: SwiftNode?, at: SourceLocation)? {
    guard let at = declaration(ofProperty: name) else { return nil }
    return (value(declaredAt: at), tokens[at].location)
  }

  /// The value of the property whose name is at token `at`, as written (read once).
  func value(declaredAt at: Int) -> SwiftNode? {
    if let read = cache.properties[at] { return read }
    var cursor = cursor(at: at + 1)
    var value: SwiftNode? = nil
    if cursor.take(":") { cursor.skipType() }
    // (The read first, then its result: `finish` looks at the cursor after it.)
    if cursor.take("=") {
      let read = cursor.ternary()
      value = cursor.finish(read)
    } else if cursor.take("{") {
      let read = cursor.body(closing: cursor.position - 1)
      value = cursor.finish(read)
    }
    cache.properties[at] = .some(value)
    return value
  }

  /// The body expression of `func NAME(...) -> T { [return] EXPR }`, the first at or after
  /// token `first`, and where its name is; the parameter names are given too
  /// (`backdropAlpha(for state:)` gives `state`). Read once, like ``property(_:)``.
  public func function(_ name: String, from first: Int = 0)
    -> (value: SwiftNode?, parameters: [String], at: SourceLocation)?
  {
    let inScope =
      first == 0
      ? scope.lazy.compactMap { index.function(name, from: $0.lowerBound) }
        .first { found in scope.contains { $0.contains(found) } } : nil
    guard let found = inScope ?? index.function(name, from: first) else { return nil }
    let at = tokens[found].location
    if let read = cache.functions[found] { return (read.value, read.parameters, at) }
    var read: (value: SwiftNode?, parameters: [String]) = (nil, [])
    // `NAME(` and its `)` (a list that is not closed gives nothing).
    let open = found + 1
    if open < tokens.count, tokens[open].kind == .symbol("("), closers[open] >= 0 {
      let close = Int(closers[open])
      read.parameters = parameters(from: open + 1, to: close)
      var cursor = cursor(at: close + 1)
      if cursor.take("->") { cursor.skipType() }
      if cursor.take("{") {
        let body = cursor.body(closing: cursor.position - 1)
        read.value = cursor.finish(body)
      }
    }
    // Its parameters mean themselves inside it, whatever the file declares by their names.
    read.value = read.value.map { folded($0, shadowed: Set(read.parameters)) }
    cache.functions[found] = read
    return (read.value, read.parameters, at)
  }

  /// The parameter names of the list between `start` and `end` (`for state: T` gives
  /// `state`): the name before each `:` at the list's own level (nested brackets are jumped
  /// over, so that a list is scanned once however lists nest).
  func parameters(from start: Int, to end: Int) -> [String] {
    var parameters: [String] = []
    var last: String? = nil
    var position = start
    while position < end {
      switch tokens[position].kind {
      case .symbol(":"):
        if let last { parameters.append(last) }
        last = nil
      case .symbol(","): last = nil
      case .identifier(let word): last = word
      case .symbol("("), .symbol("["), .symbol("{"):
        if closers[position] >= 0 { position = Int(closers[position]) }
      default: break
      }
      position += 1
    }
    return parameters
  }
}

/// Where each name is declared, found in one pass: the first `var` / `let NAME`, every `func
/// NAME` in order, the first `struct` / `class` / `enum` / `extension` / `actor NAME`.
struct DeclarationIndex {
  var properties: [String: Int] = [:]
  /// Every `var` / `let NAME`, in order (a sheet's own is looked for among them).
  var allProperties: [String: [Int]] = [:]
  var functions: [String: [Int]] = [:]
  var types: [String: Int] = [:]

  static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor"]

  init(_ tokens: [SwiftToken]) {
    for index in tokens.indices.dropFirst() {
      guard case .identifier(let keyword) = tokens[index - 1].kind,
        case .identifier(let name) = tokens[index].kind
      else { continue }
      switch keyword {
      case "var", "let":
        if properties[name] == nil { properties[name] = index }
        allProperties[name, default: []].append(index)
      case "func": functions[name, default: []].append(index)
      default:
        if Self.typeKeywords.contains(keyword), types[name] == nil { types[name] = index }
      }
    }
  }

  /// The first `func NAME` at or after token `first` (and after the first token).
  func function(_ name: String, from first: Int) -> Int? {
    guard let all = functions[name] else { return nil }
    // The first index >= first, by bisection.
    var (low, high) = (0, all.count)
    while low < high {
      let middle = (low + high) / 2
      if all[middle] < first { low = middle + 1 } else { high = middle }
    }
    return low < all.count ? all[low] : nil
  }
}

/// The declared values read so far, by the index of their name (a class: the parser is shared
/// by the importers, which read the same declarations).
final class DeclarationCache {
  var properties: [Int: SwiftNode?] = [:]
  /// The declaration each name resolves to in a sheet's scope, found once.
  var declarations: [String: Int?] = [:]
  var functions: [Int: (value: SwiftNode?, parameters: [String])] = [:]
  /// Properties' values with the file's constants folded in.
  var foldedProperties: [Int: SwiftNode] = [:]
  /// The fixed value of each property folded so far (nil: not fixed).
  var constants: [Int: SwiftNode?] = [:]
  /// The cycles met while folding (``SwiftParser/constantCycles``).
  var cycles: [(name: String, at: SourceLocation, path: String)] = []
  var cycleNames: Set<String> = []
  /// The bodies of the `extension PresentationDetent` declarations, found once.
  var detentExtensions: [Range<Int>]? = nil
}
