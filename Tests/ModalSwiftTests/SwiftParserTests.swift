import ModalSwift
import Testing

/// The Swift subset reader of `load FILE.swift` (issue 14): tokens with their places, the
/// expressions of the libraries' configuration code, and the shapes the importers look for.
@Suite("Swift import: the reader")
struct SwiftParserTests {
  @Test("tokens: comments dropped, numbers with underscores, strings, places")
  func tokens() {
    let tokens = SwiftLexer.tokenize("let a = 1_000.5 // x\n/* y */ \"s\\\"t\" ->")
    #expect(tokens.map(\.text) == ["let", "a", "=", "1000.5", "\"s\"t\"", "->"])
    #expect(tokens[4].location == SourceLocation(line: 2, column: 9))
    #expect(tokens[4].startsLine)
    #expect(!tokens[1].startsLine)
  }

  @Test("strings: the escapes the exporters write are read back as the characters")
  func stringEscapes() {
    let exported = SwiftPrinter.flatText(.string("k\u{1B}[2J\r\0\t\n\"\\\u{2028}"))
    #expect(exported == #""k\u{1B}[2J\u{D}\u{0}\u{9}\n\"\\\u{2028}""#)
    #expect(
      SwiftLexer.tokenize(exported).map(\.kind) == [.string("k\u{1B}[2J\r\0\t\n\"\\\u{2028}")])
    #expect(SwiftLexer.tokenize(#""\r\0\u{1F600}""#).map(\.kind) == [.string("\r\0😀")])
    // Not an escape: read as it is.
    #expect(SwiftLexer.tokenize(#""\u{ZZ}""#).map(\.kind) == [.string("u{ZZ}")])
  }

  @Test("a call with labels, implicit members, arrays, key paths and a trailing closure")
  func expressions() throws {
    let parser = SwiftParser(
      """
      sheet.detents = [.custom(identifier: peek) { context in 0.3 * context.maximumDetentValue }, .medium(), .large()]
      """)
    let assignments = parser.assignments()
    try #require(assignments.count == 1)
    #expect(assignments[0].receiver == "sheet")
    #expect(assignments[0].property == "detents")
    guard case .array(let detents) = assignments[0].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(detents.count == 3)
    let custom = try #require(detents[0].call)
    #expect(custom.name == ".custom")
    #expect(custom.arguments.value("identifier")?.dottedName == "peek")
    guard case .closure(let parameters, let result) = custom.arguments.unlabelled?.kind else {
      Issue.record("no closure")
      return
    }
    #expect(parameters == ["context"])
    guard case .binary("*", let left, let right) = result?.kind else {
      Issue.record("not a product")
      return
    }
    #expect(left.number == 0.3)
    #expect(right.dottedName == "context.maximumDetentValue")
    #expect(detents[1].call?.name == ".medium")
  }

  @Test("properties and functions: computed, stored, with return, with parameters")
  func declarations() throws {
    let parser = SwiftParser(
      """
      extension Sheet: PanModalPresentable {
        var shortFormHeight: PanModalHeight { .contentHeight(300) }
        var longFormHeight: PanModalHeight {
          return .maxHeightWithTopInset(40)
        }
        let cornerRadius: CGFloat = 8
        func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.3 : 0 }
      }
      """)
    let short = try #require(parser.property("shortFormHeight"))
    #expect(short.value?.call?.name == ".contentHeight")
    #expect(short.value?.call?.arguments.unlabelled?.number == 300)
    #expect(short.at == SourceLocation(line: 2, column: 7))
    #expect(parser.property("longFormHeight")?.value?.call?.name == ".maxHeightWithTopInset")
    #expect(parser.property("cornerRadius")?.value?.number == 8)
    let alpha = try #require(parser.function("backdropAlpha"))
    #expect(alpha.parameters == ["state"])
    guard case .ternary(let condition, let then, let otherwise) = alpha.value?.kind else {
      Issue.record("not a ternary")
      return
    }
    guard case .binary("==", let state, let full) = condition.kind else {
      Issue.record("not a comparison")
      return
    }
    #expect(state.dottedName == "state")
    #expect(full.dottedName == ".full")
    #expect(state.location == SourceLocation(line: 7, column: 66))
    #expect(then.number == 0.3)
    #expect(otherwise.number == 0)
  }

  @Test("modifier chains and calls by name")
  func finding() {
    let parser = SwiftParser(
      """
      Text("x")
        .presentationDetents([.fraction(0.3), .height(420), .medium, .large])
        .presentationDragIndicator(.visible)
      let c = AdaptiveModalConfig(snapPoints: [], snapDirection: .bottomToTop)
      """)
    #expect(parser.modifiers(named: "presentationDetents").count == 1)
    #expect(parser.calls(named: "AdaptiveModalConfig").count == 1)
    let start = parser.calls(named: "AdaptiveModalConfig")[0]
    let call = parser.expression(at: start)?.node.call
    #expect(call?.name == "AdaptiveModalConfig")
    #expect(call?.arguments.value("snapDirection")?.memberName == "bottomToTop")
  }

  @Test("what is not in the subset gives nil, and deep nesting stops at the limit")
  func tolerance() {
    #expect(SwiftParser("").expression(at: 0) == nil)
    #expect(SwiftParser("]").expression(at: 0) == nil)
    let deep = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
    // A parenthesis is two levels (the parenthesis, the expression in it): the 65th is over.
    let refused = SwiftParser(deep).expression(at: 0)?.node
    #expect(refused == SwiftNode(.tooDeep, at: SourceLocation(line: 1, column: 65)))
  }
}
