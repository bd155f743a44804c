import ModalCore
import Testing

@testable import ModalSwift

@Suite("What a Swift file determines is read as its value")
struct SwiftConstantsTests {
  /// The folded value of the property `name` in `source`.
  static func value(_ name: String, in source: String) -> SwiftNode.Kind? {
    SwiftParser(source).property(name)?.value?.kind
  }

  @Test("constants, arithmetic, conversions, ternaries and properties that refer to each other")
  func folding() {
    #expect(Self.value("w", in: "let w: CGFloat = 85.0 + 44.0") == .number(129))
    #expect(Self.value("w", in: "let w = CGFloat(10) * -2") == .number(-20))
    #expect(Self.value("w", in: "var w: CGFloat { (1 + 2) * 3 }") == .number(9))
    #expect(
      Self.value("w", in: "let a = 6\nstatic let b = a / 4\nlet w = Double(b)") == .number(1.5))
    #expect(Self.value("w", in: "let w = 5 > 3 && !false") == .bool(true))
    #expect(
      Self.value("w", in: "let on = false\nvar w: H { on ? .c(1) : .d(2 + 2) }")
        == .call(
          SwiftNode(.implicitMember("d"), at: SourceLocation(line: 2, column: 25)),
          [
            SwiftCallArgument(
              label: nil, value: SwiftNode(.number(4), at: SourceLocation(line: 2, column: 28)))
          ]))
    #expect(
      Self.value("w", in: "let h: CGFloat = 68\nvar s: H { .contentHeight(h) }\nvar w: H { s }")
        == .call(
          SwiftNode(.implicitMember("contentHeight"), at: SourceLocation(line: 2, column: 12)),
          [
            SwiftCallArgument(
              label: nil, value: SwiftNode(.number(68), at: SourceLocation(line: 2, column: 27)))
          ]))
  }

  @Test("a dictionary's values are folded: an anchor's inset written as a sum is a number")
  func dictionaryValues() {
    guard
      case .dictionary(let entries)? = Self.value(
        "anchors", in: "let tip: CGFloat = 85\nlet anchors = [.tip: A(absoluteInset: tip + 44.0)]")
    else {
      Issue.record("the anchors read as a dictionary")
      return
    }
    guard case .call(_, let arguments) = entries.first?.value.kind else {
      Issue.record("the anchor reads as a call")
      return
    }
    #expect(arguments.value("absoluteInset")?.kind == .number(129))
  }

  @Test("what depends on run time, a division by zero and a shadowed name stay as written")
  func leftAsWritten() {
    guard case .binary("/", _, _)? = Self.value("w", in: "let w = 10 / 0") else {
      Issue.record("a division by zero is left as written")
      return
    }
    guard case .binary("*", _, _)? = Self.value("w", in: "let w = 1e300 * 1e300") else {
      Issue.record("a result that is not finite is left as written")
      return
    }
    guard case .member? = Self.value("w", in: "let w = view.bounds.height") else {
      Issue.record("a view's size is left as written")
      return
    }
    // A function's parameter means itself, not the file's property of the same name.
    let parser = SwiftParser(
      "let state = 3\nfunc alpha(for state: State) -> CGFloat { state == .full ? 0.3 : 0 }")
    guard case .ternary(let condition, _, _)? = parser.function("alpha")?.value?.kind,
      case .binary("==", let left, _) = condition.kind
    else {
      Issue.record("the ternary on the parameter is kept")
      return
    }
    #expect(left.kind == .identifier("state"))
  }

  @Test("a ternary of implicit members is a ternary; a?.b is still a chain")
  func ternaryOfMembers() {
    guard case .ternary? = Self.value("w", in: "var w: H { a ? .c : .d }") else {
      Issue.record("a ? .c : .d reads as a ternary")
      return
    }
    guard case .member(let base, "c")? = Self.value("w", in: "var w: H { a?.c }") else {
      Issue.record("a?.c reads as a member chain")
      return
    }
    #expect(base.kind == .identifier("a"))
  }

  static let alert = """
    final class AlertViewController: UIViewController, PanModalPresentable {
        private let alertHeight: CGFloat = 68
        let isShortFormEnabled = true
        var panScrollable: UIScrollView? { nil }
        var shortFormHeight: PanModalHeight { isShortFormEnabled ? .contentHeight(alertHeight) : longFormHeight }
        var longFormHeight: PanModalHeight { .maxHeightWithTopInset(CGFloat(20) + 2 * 10) }
        var cornerRadius: CGFloat { return 8.0 + 4.0 }
        var springDamping: CGFloat { first }
        let first: CGFloat = second / 2
        let second: CGFloat = first * 2
    }
    """

  @Test("PanModal: constants and arithmetic read as numbers; a cycle is reported with its path")
  func panModal() throws {
    let result = try SwiftImporters.read(Self.alert, file: "Alert.swift")
    #expect(
      result.recognised == [
        "Alert.swift:1:13: recognised the PanModalPresentable conformance of AlertViewController",
        "Alert.swift:6:9: recognised longFormHeight .maxHeightWithTopInset(40)",
        "Alert.swift:5:9: recognised shortFormHeight .contentHeight(68)",
        "Alert.swift:7:9: recognised cornerRadius 12",
      ])
    #expect(
      result.skipped == [
        "Alert.swift:4:9: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        "Alert.swift:8:34: skipped springDamping: not a number: give one with set animations.snap.dampingRatio N",
        "Alert.swift:9:9: skipped first: its declaration leads back to itself (first -> second -> first), so it is left as written",
      ])
    // iphone-14 (390 x 844, safe 47 / 34): the short form 68 + 34 = 102 tall (y 742), the
    // long form 844 - (47 + 21 + 40) = 736 tall (y 108).
    let m = try Manager(config: result.document.config)
    #expect(
      m.interpolator.points.filter { $0.kind == .standard }.map(\.rect) == [
        Rect(x: 0, y: 742, width: 390, height: 102), Rect(x: 0, y: 108, width: 390, height: 736),
      ])
    #expect(result.document.config.defaultConfig.snapPoints[0].keyframe[.cornerRadius] == 12)
  }

  @Test("a long chain of constants and many cycles stay linear and bounded")
  func hostile() throws {
    var chain = "let a0: CGFloat = 1\n"
    for index in 1..<5_000 { chain += "let a\(index): CGFloat = a\(index - 1) + 1\n" }
    chain += "var w: CGFloat { a4999 }\n"
    // Deeper than the parser's depth: left as written, without recursing further.
    guard case .identifier? = Self.value("w", in: chain) else {
      Issue.record("a chain deeper than the limit is left as written")
      return
    }
    var cycles = ""
    for index in 0..<5_000 { cycles += "let b\(index) = c\(index)\nlet c\(index) = b\(index)\n" }
    let parser = SwiftParser(cycles)
    for index in 0..<5_000 { _ = parser.property("b\(index)") }
    #expect(parser.constantCycles.count == 5_000)
  }

  @Test("a @preconcurrency conformance (as export writes for Swift 6) is recognised")
  func preconcurrencyConformance() throws {
    let source = """
      final class A: UIViewController {}
      extension A: @preconcurrency PanModalPresentable {
        var panScrollable: UIScrollView? { nil }
        var shortFormHeight: PanModalHeight { .contentHeight(300) }
      }
      """
    let result = try SwiftImporters.read(source, file: "A.swift")
    #expect(
      result.recognised.first == "A.swift:2:11: recognised the PanModalPresentable conformance of A"
    )
  }
}
