import ModalCore

/// The code an iPhone never runs, found before the sheets are: the branch of `#if
/// targetEnvironment(macCatalyst)` (or `os(macOS)`, or the `#else` of `#if os(iOS)`), of `if
/// Current.isCatalyst` / `ProcessInfo.processInfo.isMacCatalystApp`, of `if
/// traitCollection.userInterfaceIdiom == .pad` (or the `else` of `== .phone`), a `case .pad:`
/// of a `switch` on the idiom; then each function called only from such code and each type
/// used only there. The import reads the phone (the corpus's iphone-14), so that code is left
/// out, or an iPad's behavior or a Mac's form sheet would be read as the phone's; each piece
/// that holds a sheet setting is reported. A chooser of layouts
/// (`floatingPanel(_:layoutFor:)`, `layout(for:)`) keeps its idiom tests: its branches become
/// an adaptive config's (``FloatingPanelImport/choose(_:_:_:)``).
struct SwiftPlatformCode {
  /// The token ranges left out.
  var ranges: [Range<Int>] = []
  /// Each range's platform (`iPad`, `Mac Catalyst`) and what it is (`if Current.isCatalyst
  /// { ... }`), for the report.
  var platforms: [String] = []
  var whats: [String] = []
  /// Where the code that uses a function or type left out as used only there is (nil for
  /// the code a test leaves out).
  var uses: [SourceLocation?] = []
  /// What the report says of the ranges that hold a sheet setting, in the file's order: what
  /// is left out, the platform it runs on, where it is used from (for a function or type) and
  /// where it is.
  var notes: [(what: String, platform: String, use: SourceLocation?, at: SourceLocation)] =
    []

  /// The idioms that are not a phone's, by the platform the report names.
  static let idioms: [String: String] = [
    "pad": "iPad", "mac": "Mac", "tv": "Apple TV", "carPlay": "CarPlay", "vision": "Apple Vision",
  ]
  /// The properties an app tests for a Mac Catalyst build (Home Assistant's
  /// `Current.isCatalyst`, UIKit's `ProcessInfo.isMacCatalystApp`).
  static let catalystNames: Set<String> = [
    "isCatalyst", "isMacCatalystApp", "isiOSAppOnMac", "isMacCatalyst",
  ]
  /// The platforms of `#if os(X)` an iPhone build is not.
  static let otherSystems: [String: String] = [
    "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
    "xrOS": "visionOS",
  ]
  /// The names that make a piece of code a sheet's setting, so that leaving it out is said:
  /// the properties and modifiers the importers read.
  static let vocabulary: Set<String> =
    UIKitImport.properties.union(FloatingPanelImport.setUpProperties).union([
      "behavior", "layout", "anchors", "backdropAlpha", "springResponseTime",
      "momentumProjectionRate", "shouldProjectMomentum", "allowsRubberBanding",
      "removalInteractionVelocityThreshold", "redirectionalProgress", "interactiveDismissDisabled",
      "shortFormHeight", "longFormHeight", "sheetPresentationController",
    ])
  /// The most passes that follow functions and types used only in left-out code (each pass is
  /// linear; a chain longer than this is rare and stays read).
  static let maxPasses = 8

  /// What a test says of an iPhone: the branch never taken there and the platform that
  /// takes it.
  struct Test {
    /// True when an iPhone takes the branch (its `else` is left out).
    var onPhone: Bool
    /// The platform of the code an iPhone does not run: the branch's when it is not an
    /// iPhone's, else its `else`'s.
    var platform: String
    var text: String
  }

  /// Finds the code an iPhone never runs in `parser`'s tokens.
  init(_ parser: SwiftParser, _ blocks: SwiftBlocks) {
    let tokens = parser.tokens
    directives(tokens)
    covered = 0
    let choosers = Self.choosers(tokens, blocks)
    for index in tokens.indices where index >= covered {
      switch tokens[index].kind {
      case .identifier("if") where index == 0 || tokens[index - 1].kind != .symbol("#"):
        if !inChooser(index, blocks, choosers) { runtimeIf(at: index, parser) }
      case .identifier("switch"):
        if !inChooser(index, blocks, choosers) { idiomSwitch(at: index, parser) }
      default: break
      }
    }
    follow(parser, blocks)
    report(tokens)
  }

  /// Adds a left-out range.
  mutating func leave(
    _ range: Range<Int>, _ platform: String, _ what: String, use: SourceLocation? = nil
  ) {
    guard !range.isEmpty else { return }
    ranges.append(range)
    platforms.append(platform)
    whats.append(what)
    uses.append(use)
    covered = max(covered, range.upperBound)
  }

  /// The end of the furthest range left out so far: an `if` or `switch` inside one is not
  /// looked at again (an `else if` chain is walked once).
  var covered = 0

  /// The `#if` / `#elseif` / `#else` / `#endif` regions an iPhone build leaves out.
  private mutating func directives(_ tokens: [SwiftToken]) {
    struct Frame {
      var start: Int
      var excluded: Bool
      var taken: Bool
      var platform: String
      var what: String
    }
    var stack: [Frame] = []
    func close(_ frame: Frame, at end: Int) {
      if frame.excluded { leave(frame.start..<end, frame.platform, frame.what) }
    }
    for index in tokens.indices where index + 1 < tokens.count {
      guard tokens[index].kind == .symbol("#"), tokens[index].startsLine,
        case .identifier(let keyword) = tokens[index + 1].kind
      else { continue }
      var end = index + 2
      while end < tokens.count, !tokens[end].startsLine { end += 1 }
      let test = Self.compileTest(tokens, index + 2..<end)
      switch keyword {
      case "if":
        stack.append(
          Frame(
            start: index, excluded: test.map { !$0.onPhone } ?? false,
            taken: test?.onPhone ?? false,
            platform: test?.platform ?? "", what: "#if " + (test?.text ?? "")))
      case "elseif", "else":
        guard var frame = stack.popLast() else { continue }
        close(frame, at: index)
        if frame.taken {
          // An earlier branch is an iPhone's: this one is the other platform's.
          frame.excluded = true
        } else if keyword == "elseif", let test {
          (frame.excluded, frame.taken, frame.platform) = (
            !test.onPhone, test.onPhone, test.platform
          )
        } else {
          frame.excluded = false
        }
        frame.start = index
        frame.what = "#\(keyword)" + (keyword == "else" ? "" : " " + (test?.text ?? ""))
        stack.append(frame)
      case "endif":
        if let frame = stack.popLast() { close(frame, at: index) }
      default: break
      }
    }
    while let frame = stack.popLast() { close(frame, at: tokens.count) }
  }

  /// `targetEnvironment(macCatalyst)`, `os(X)`, either after `!`: what it says of an iPhone
  /// build.
  static func compileTest(_ tokens: [SwiftToken], _ range: Range<Int>) -> Test? {
    var start = range.lowerBound
    let negated = start < range.upperBound && tokens[start].kind == .symbol("!")
    if negated { start += 1 }
    guard range.upperBound - start == 4, tokens[start + 1].kind == .symbol("("),
      tokens[start + 3].kind == .symbol(")"), case .identifier(let function) = tokens[start].kind,
      case .identifier(let argument) = tokens[start + 2].kind
    else { return nil }
    let text = "\(negated ? "!" : "")\(function)(\(argument))"
    var test: Test
    switch (function, argument) {
    case ("targetEnvironment", "macCatalyst"):
      test = Test(onPhone: false, platform: "Mac Catalyst", text: text)
    case ("os", "iOS"): test = Test(onPhone: true, platform: "systems other than iOS", text: text)
    case ("os", let system):
      guard let platform = otherSystems[system] else { return nil }
      test = Test(onPhone: false, platform: platform, text: text)
    default: return nil
    }
    if negated { test.onPhone.toggle() }
    return test
  }

  /// A dotted chain `a.b.c` from `start`: its names and the index after it.
  static func chain(_ tokens: [SwiftToken], from start: Int, to end: Int) -> ([String], Int) {
    var names: [String] = []
    var index = start
    while index < end, case .identifier(let name) = tokens[index].kind {
      names.append(name)
      index += 1
      guard index + 1 < end, tokens[index].kind == .symbol(".") else { break }
      index += 1
    }
    return (names, index)
  }

  /// The test of an `if` from `start` to its body's `{` at `open`: `[!]CHAIN.isCatalyst`,
  /// `CHAIN.userInterfaceIdiom ==|!= .IDIOM`, either in parentheses.
  static func runtimeTest(_ tokens: [SwiftToken], from start: Int, to open: Int) -> Test? {
    var (first, last) = (start, open)
    if last - first >= 2, tokens[first].kind == .symbol("("), tokens[last - 1].kind == .symbol(")")
    {
      (first, last) = (first + 1, last - 1)
    }
    let negated = first < last && tokens[first].kind == .symbol("!")
    if negated { first += 1 }
    let (names, after) = chain(tokens, from: first, to: last)
    guard let property = names.last else { return nil }
    let shown = names.joined(separator: ".")
    if catalystNames.contains(property), after == last {
      return Test(onPhone: negated, platform: "Mac Catalyst", text: (negated ? "!" : "") + shown)
    }
    guard property == "userInterfaceIdiom", !negated, after + 3 == last,
      case .symbol(let symbol) = tokens[after].kind, symbol == "==" || symbol == "!=",
      tokens[after + 1].kind == .symbol("."), case .identifier(let idiom) = tokens[after + 2].kind
    else { return nil }
    let text = "\(shown) \(symbol) .\(idiom)"
    if idiom == "phone" {
      return Test(onPhone: symbol == "==", platform: "devices other than the iPhone", text: text)
    }
    guard let platform = idioms[idiom] else { return nil }
    return Test(onPhone: symbol == "!=", platform: platform, text: text)
  }

  /// An `if` whose test an iPhone never passes (its body left out) or always passes (its
  /// `else`, and the `else if`s that follow, left out).
  private mutating func runtimeIf(at index: Int, _ parser: SwiftParser) {
    let tokens = parser.tokens
    let limit = min(tokens.count, index + SwiftBlocks.headerLimit)
    guard
      let open = tokens[(index + 1)..<max(index + 1, limit)].firstIndex(where: {
        $0.kind == .symbol("{")
      }), parser.closers[open] >= 0,
      let test = Self.runtimeTest(tokens, from: index + 1, to: open)
    else { return }
    let close = Int(parser.closers[open])
    if !test.onPhone {
      leave(index..<(close + 1), test.platform, "if \(test.text) { ... }")
      return
    }
    // The `else` and the chain of `else if`s after it.
    var at = close + 1
    guard at < tokens.count, tokens[at].kind == .identifier("else") else { return }
    let start = at
    while at < tokens.count, tokens[at].kind == .identifier("else") {
      let stop = min(tokens.count, at + SwiftBlocks.headerLimit)
      guard
        let body = tokens[(at + 1)..<max(at + 1, stop)].firstIndex(where: {
          $0.kind == .symbol("{")
        }), parser.closers[body] >= 0
      else { break }
      at = Int(parser.closers[body]) + 1
    }
    leave(start..<at, test.platform, "else { ... } of if \(test.text)")
  }

  /// The cases of a `switch CHAIN.userInterfaceIdiom { ... }` an iPhone never takes: those
  /// of other idioms only, and `default` when `.phone` has a case.
  private mutating func idiomSwitch(at index: Int, _ parser: SwiftParser) {
    let tokens = parser.tokens
    let (names, open) = Self.chain(tokens, from: index + 1, to: tokens.count)
    guard names.last == "userInterfaceIdiom", open < tokens.count,
      tokens[open].kind == .symbol("{"), parser.closers[open] >= 0
    else { return }
    let close = Int(parser.closers[open])
    let subject = names.joined(separator: ".")
    // Each case's first token and idioms (nil for default), at the switch's own level.
    var cases: [(start: Int, idioms: [String]?)] = []
    var at = open + 1
    while at < close {
      switch tokens[at].kind {
      case .identifier("case"):
        var idioms: [String] = []
        var next = at + 1
        while next + 1 < close, tokens[next].kind == .symbol("."),
          case .identifier(let idiom) = tokens[next + 1].kind
        {
          idioms.append(idiom)
          next += 2
          if next < close, tokens[next].kind == .symbol(",") { next += 1 }
        }
        cases.append((at, idioms))
        at = next
      case .identifier("default") where at + 1 < close && tokens[at + 1].kind == .symbol(":"):
        cases.append((at, nil))
        at += 1
      case .symbol(let symbol) where "([{".contains(symbol) && parser.closers[at] >= 0:
        at = Int(parser.closers[at]) + 1
      default:
        at += 1
      }
    }
    let phone = cases.contains { $0.idioms?.contains("phone") == true }
    for (offset, entry) in cases.enumerated() {
      let end = offset + 1 < cases.count ? cases[offset + 1].start : close
      if let idioms = entry.idioms {
        guard !idioms.isEmpty, idioms.allSatisfy({ Self.idioms[$0] != nil }) else { continue }
        leave(
          entry.start..<end, idioms.compactMap { Self.idioms[$0] }.joined(separator: " or "),
          "case \(idioms.map { "." + $0 }.joined(separator: ", ")): of switch \(subject)")
      } else if phone {
        leave(entry.start..<end, "devices other than the iPhone", "default: of switch \(subject)")
      }
    }
  }

  /// For each `{`, whether its block is in a chooser of layouts (`floatingPanel(_:layoutFor:)`,
  /// `layout(for:)`), whose idiom tests are read as an adaptive config's conditions: one pass,
  /// outer blocks first.
  static func choosers(_ tokens: [SwiftToken], _ blocks: SwiftBlocks) -> [Int: Bool] {
    var result: [Int: Bool] = [:]
    for index in tokens.indices where tokens[index].kind == .symbol("{") {
      let outer = Int(blocks.enclosing[index])
      let name = SwiftImporters.function(before: index, tokens)
      result[index] =
        name == "floatingPanel" || name == "layout" || (outer >= 0 && result[outer] == true)
    }
    return result
  }

  /// True when the token at `index` is in a chooser of layouts (``choosers(_:_:)``).
  func inChooser(_ index: Int, _ blocks: SwiftBlocks, _ choosers: [Int: Bool]) -> Bool {
    let open = Int(blocks.enclosing[index])
    return open >= 0 && choosers[open] == true
  }

}
