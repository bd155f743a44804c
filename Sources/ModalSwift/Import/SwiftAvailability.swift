import ModalCore

/// The sheet code an `if #available(iOS N, *) { ... } else { ... }` (or `#unavailable`, `guard
/// #available(iOS N, *) else { ... }`, `@available(iOS N, *)` on a declaration) keeps for some
/// iOS versions only. The import reads the code once per version the playground models
/// (``IOSVersion``) with the pieces that version does not run left out, so that each branch is
/// kept for its versions: the readings become one adaptive config whose entries switch on `ios
/// < N` / `ios >= N` (docs/export.md, "Code for some iOS versions").
///
/// Found in one pass over the tokens, with the brackets the parser matched, so that any nesting
/// costs linear time: a region is only looked at when it holds a sheet setting (a count of
/// those tokens before each token tells in constant time).
struct SwiftAvailability {
  /// A piece of code that runs on `version` and later (`from`), or only before it.
  struct Region {
    /// The tokens left out of a reading for a version that does not run them.
    var range: Range<Int>
    var version: Double
    var from: Bool
    /// Where the piece starts, and what it is (`if #available(iOS 16, *) { ... }`, `else {
    /// ... }`), for the report.
    var at: SourceLocation
    var end: SourceLocation
    var what: String

    /// True when the test lets the code run on `version` (the pieces around it aside).
    func runs(on ios: Double) -> Bool { from ? ios >= version : ios < version }
  }

  /// For each region, the innermost region around it (nil at the top), found with a stack
  /// over the regions sorted outer first.
  private(set) var parents: [Int?] = []

  /// Which regions run on `ios`: those whose test and every test around them let them.
  func runs(on ios: Double) -> [Bool] {
    var runs = regions.map { $0.runs(on: ios) }
    // Parents come before their children in ``order``.
    for index in order { if let parent = parents[index], !runs[parent] { runs[index] = false } }
    return runs
  }

  /// The regions' indices, outer first (by start, the longer first).
  private(set) var order: [Int] = []

  /// Finds each region's parent.
  private mutating func nest() {
    order = regions.indices.sorted {
      (regions[$0].range.lowerBound, -regions[$0].range.upperBound)
        < (regions[$1].range.lowerBound, -regions[$1].range.upperBound)
    }
    parents = Array(repeating: nil, count: regions.count)
    var open: [Int] = []
    for index in order {
      let range = regions[index].range
      while let last = open.last,
        regions[last].range.upperBound < range.upperBound
          || regions[last].range.upperBound <= range.lowerBound
      {
        open.removeLast()
      }
      parents[index] = open.last
      open.append(index)
    }
  }

  /// The regions that hold a sheet setting, in the file's order.
  private(set) var regions: [Region] = []

  /// The names that make a region a sheet's: the properties and modifiers the importers read
  /// (every SwiftUI `presentation...` modifier too).
  static func isSheetName(_ name: String) -> Bool {
    name.hasPrefix("presentation") || SwiftPlatformCode.vocabulary.contains(name)
      || name == "AdaptiveModalConfig" || name == "FloatingPanelController"
      || name == "PanModalPresentable"
  }

  /// The version an availability test's arguments give for iOS (`iOS 16`, `iOS 16.4`), or nil.
  static func version(_ tokens: [SwiftToken], _ range: Range<Int>) -> Double? {
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if tokens[index].kind == .identifier("iOS"), case .number(let number) = tokens[index + 1].kind
      {
        return number
      }
      index += 1
    }
    return nil
  }

  /// Finds the regions in `parser`'s tokens.
  init(_ parser: SwiftParser) {
    let tokens = parser.tokens
    let closers = parser.closers
    guard
      tokens.contains(where: {
        $0.kind == .identifier("available") || $0.kind == .identifier("unavailable")
      })
    else { return }
    // How many sheet names come before each token.
    var sheetNames = [Int](repeating: 0, count: tokens.count + 1)
    for (index, token) in tokens.enumerated() {
      var count = sheetNames[index]
      if case .identifier(let name) = token.kind, Self.isSheetName(name) { count += 1 }
      sheetNames[index + 1] = count
    }
    func holdsSheet(_ range: Range<Int>) -> Bool {
      !range.isEmpty && sheetNames[range.upperBound] > sheetNames[range.lowerBound]
    }
    func closer(_ index: Int) -> Int? {
      guard index < closers.count, closers[index] > index else { return nil }
      return Int(closers[index])
    }
    func isSymbol(_ index: Int, _ symbol: String) -> Bool {
      index < tokens.count && tokens[index].kind == .symbol(symbol)
    }
    func isWord(_ index: Int, _ word: String) -> Bool {
      index < tokens.count && tokens[index].kind == .identifier(word)
    }
    // `start` and `last`: the first and last tokens the report's lines name (the `if` and
    // the closing brace of its body), when they are not the range's own.
    func add(
      _ range: Range<Int>, _ version: Double, from: Bool, _ what: String, start: Int? = nil,
      last: Int? = nil
    ) {
      guard holdsSheet(range) else { return }
      let first = min(start ?? range.lowerBound, tokens.count - 1)
      let end = min(last ?? max(range.lowerBound, range.upperBound - 1), tokens.count - 1)
      regions.append(
        Region(
          range: range, version: version, from: from, at: tokens[first].location,
          end: tokens[end].location, what: what))
    }
    /// The end (exclusive) of an `if` statement whose body opens at `open`, with its `else`
    /// and `else if` chain: memoised, so a chain is walked once however many tests it holds.
    var chainEnds: [Int: Int] = [:]
    func chainEnd(body open: Int) -> Int {
      var opens: [Int] = []
      var current = open
      var end = tokens.count
      while true {
        if let known = chainEnds[current] {
          end = known
          break
        }
        opens.append(current)
        guard let close = closer(current) else {
          end = tokens.count
          break
        }
        guard isWord(close + 1, "else") else {
          end = close + 1
          break
        }
        if isSymbol(close + 2, "{"), let elseClose = closer(close + 2) {
          end = elseClose + 1
          break
        }
        guard isWord(close + 2, "if"), let next = Self.body(after: close + 3, tokens, closers)
        else {
          end = close + 1
          break
        }
        current = next
      }
      for open in opens { chainEnds[open] = end }
      return end
    }
    // The innermost open brace before each token, for a guard's rest of block.
    var braces: [Int] = []
    var index = 0
    while index < tokens.count {
      let kind = tokens[index].kind
      if kind == .symbol("{") {
        braces.append(index)
      } else if kind == .symbol("}") {
        _ = braces.popLast()
      }
      defer { index += 1 }
      guard isSymbol(index, "#") || isSymbol(index, "@"), index + 2 < tokens.count,
        case .identifier(let word) = tokens[index + 1].kind,
        word == "available" || (word == "unavailable" && isSymbol(index, "#")),
        isSymbol(index + 2, "("), let close = closer(index + 2),
        let version = Self.version(tokens, index + 3..<close)
      else { continue }
      let text = SwiftAvailability.text(version)
      let available = word == "available"
      let test = available ? "#available(iOS \(text), *)" : "#unavailable(iOS \(text))"
      if isSymbol(index, "@") {
        let end = Self.declarationEnd(after: close + 1, tokens, closers)
        add(index..<end, version, from: true, "@available(iOS \(text), *)")
        continue
      }
      if index > 0, isWord(index - 1, "if"), isSymbol(close + 1, "{"),
        let bodyClose = closer(close + 1)
      {
        add(
          close + 2..<bodyClose, version, from: available, "if \(test) { ... }",
          start: index - 1, last: bodyClose)
        let end = chainEnd(body: close + 1)
        if isWord(bodyClose + 1, "else"), end > bodyClose + 2 {
          add(
            bodyClose + 2..<end, version, from: !available, "else { ... }", start: bodyClose + 1)
        }
      } else if index > 0, isWord(index - 1, "guard"), isWord(close + 1, "else"),
        isSymbol(close + 2, "{"), let elseClose = closer(close + 2)
      {
        add(
          close + 3..<elseClose, version, from: !available, "guard \(test) else { ... }",
          start: index - 1, last: elseClose)
        let blockEnd = braces.last.flatMap(closer) ?? tokens.count
        add(elseClose + 1..<blockEnd, version, from: available, "the code after guard \(test)")
      }
    }
    nest()
  }

  /// The index of the `{` that opens the body of an `if` whose condition starts at `start`
  /// (brackets in the condition skipped), or nil.
  static func body(after start: Int, _ tokens: [SwiftToken], _ closers: [Int32]) -> Int? {
    var index = start
    while index < tokens.count {
      switch tokens[index].kind {
      case .symbol("{"): return index
      case .symbol("("), .symbol("["):
        guard closers[index] > index else { return nil }
        index = Int(closers[index]) + 1
      default: index += 1
      }
    }
    return nil
  }

  /// The end (exclusive) of the declaration an `@available` attribute ending before `start`
  /// is on: its body's closing brace, or for one without a body (a stored property, a case)
  /// the end of its line.
  static func declarationEnd(after start: Int, _ tokens: [SwiftToken], _ closers: [Int32])
    -> Int
  {
    let keywords: Set<String> = [
      "func", "var", "let", "class", "struct", "enum", "extension", "protocol", "init",
      "subscript", "typealias", "case", "actor",
    ]
    var declared = false
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      if declared, token.startsLine { return index }
      switch token.kind {
      case .symbol("{"):
        return closers[index] > index ? Int(closers[index]) + 1 : tokens.count
      case .symbol("("), .symbol("["):
        guard closers[index] > index else { return tokens.count }
        index = Int(closers[index]) + 1
        continue
      case .identifier(let word) where keywords.contains(word):
        declared = true
      default: break
      }
      index += 1
    }
    return tokens.count
  }

  /// A version as the code writes it: `16`, `16.4`.
  static func text(_ version: Double) -> String {
    version == version.rounded() && abs(version) < 1e9
      ? String(Int(version)) : "\(version)"
  }
}
