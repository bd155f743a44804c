import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalSwift

/// The TypeScript / TSX reader of `load Sheet.tsx`: its tokens, and hostile input (never a
/// crash or a hang: one error with its place, or a report).
@Suite("load Sheet.tsx: the TSX reader")
struct TSXReaderTests {
  static func tokens(_ source: String) throws -> [String] {
    try TSXLexer.tokenize(source).tokens.map(\.text)
  }

  /// The message of a read that fails.
  static func failure(_ source: String) -> String? {
    do {
      _ = try GorhomImport.read(source, file: "F.tsx")
      return nil
    } catch {
      return error.message
    }
  }

  /// A sheet whose snapPoints prop is `points`.
  static func sheet(_ points: String) -> String {
    """
    import BottomSheet from '@gorhom/bottom-sheet';
    const Sheet = () => <BottomSheet snapPoints={\(points)} enableDynamicSizing={false} />;
    """
  }

  @Test("comments, strings, templates, numbers, regular expressions and JSX as tokens")
  func lexer() throws {
    #expect(
      try Self.tokens(
        """
        // a comment
        const a = 'it\\'s' + "b" /* c */ + `t` + `x${y}z`; const r = /[/']+/g;
        const n = [1e3, 0x1F, 1_000, .5, 0b11, 10n];
        const e = <A b="it's" c={1} d {...p}>it's {x}<B /></A>;
        """)
        == [
          "const", "a", "=", "'it's'", "+", "'b'", "+", "`t`", "+", "`xz`", ";", "const", "r",
          "=", "/regex/", ";", "const", "n", "=", "[", "1000", ",", "31", ",", "1000", ",", "0.5",
          ",", "3", ",", "10", "]", ";", "const", "e", "=", "<A", "b", "=", "'it's'", "c", "=",
          "{", "1", "}", "d", "{", "...", "p", "}", ">", "{", "x", "}", "<B", "/>", "</A>", ";",
        ])
    // `a < b` after a name is the operator; `<T>` after a call's name is type arguments.
    #expect(
      try Self.tokens("if (a < b) f<T>(x)") == [
        "if", "(", "a", "<", "b", ")", "f", "<", "T", ">", "(", "x", ")",
      ])
  }

  @Test("a template with ${...} in snapPoints is reported, not read as its text")
  func templateSubstitution() throws {
    let result = try GorhomImport.read(Self.sheet("[`${a}%`, '50%']"), file: "F.tsx")
    #expect(
      result.skipped.first
        == "F.tsx:2:47: skipped snapPoints[0] a template with ${...}: a template with ${...}: not a constant"
    )
  }

  @Test("unterminated strings, comments, templates, regular expressions and tags: one error")
  func unterminated() {
    #expect(Self.failure("const a = 'abc\n") == "F.tsx:1:11: unterminated string")
    #expect(Self.failure("const a = 1; /* abc") == "F.tsx:1:14: unterminated comment /* ...")
    #expect(Self.failure("const a = `abc") == "F.tsx:1:11: unterminated template literal")
    #expect(
      Self.failure("const a = `a${b")
        == "F.tsx:1:11: unterminated template literal: the file ends in its ${...}")
    #expect(Self.failure("const a = /abc\n") == "F.tsx:1:11: unterminated regular expression")
    #expect(
      Self.failure("const a = <BottomSheet snapPoints={[1]}")
        == "F.tsx:1:11: unterminated tag <BottomSheet: the file ends before its '>'")
    #expect(
      Self.failure("const a = <A>text")
        == "F.tsx:1:11: unterminated element <A>: the file ends before </A>")
    #expect(
      Self.failure("const a = <A>text</B>")
        == "F.tsx:1:18: </B> closes <A> (1:11): the tags do not match")
    #expect(Self.failure("f(1]") == "F.tsx:1:4: ']' closes nothing open here")
    #expect(Self.failure("f(1") == "F.tsx:1:2: unterminated '(': the file ends before it closes")
  }

  @Test("10 000 levels of {[( and of tags: one error at the level past the limit")
  func deep() {
    let depth = 10_000
    let brackets = String(repeating: "{[(", count: depth / 3)
    #expect(
      Self.failure("const a = " + brackets)
        == "F.tsx:1:\(11 + TSXLexer.maxDepth): nested more than \(TSXLexer.maxDepth) levels deep (brackets and tags): not read"
    )
    let tags = String(repeating: "<a>", count: depth)
    #expect(
      Self.failure("const a = " + tags)
        == "F.tsx:1:\(11 + 3 * TSXLexer.maxDepth): nested more than \(TSXLexer.maxDepth) levels deep (brackets and tags): not read"
    )
    // Nesting under the limit but past the expression reader's: reported, not read.
    let nested = String(repeating: "[", count: 100) + "1" + String(repeating: "]", count: 100)
    let result = try? GorhomImport.read(Self.sheet(nested), file: "F.tsx")
    #expect(result == nil)
  }

  @Test(
    "100 000 prefix operators, a chain of 100 000 members, names bound to each other: reported, no crash"
  )
  func chains() throws {
    let minus = String(repeating: "-+", count: 50_000)
    let chain = "a" + String(repeating: ".b", count: 100_000)
    let result = try GorhomImport.read(
      Self.sheet("[\(minus)1, \(chain), p, '50%']") + """

        const p = useMemo(() => q, []);
        const q = React.useMemo(() => { return p; }, []);
        """, file: "F.tsx")
    #expect(
      result.skipped.prefix(3) == [
        "F.tsx:2:111: skipped snapPoints[0] more than 64 prefix operators: expected a number of points or a percentage of the container ('50%')",
        "F.tsx:2:100050: skipped snapPoints[1] a chain of more than 64 accesses or calls: expected a number of points or a percentage of the container ('50%')",
        "F.tsx:2:300053: skipped snapPoints[2] p: a name bound through more than 64 others; expected a number of points or a percentage of the container ('50%')",
      ])
    #expect(result.document.config.defaultConfig.snapPoints.count == 1)
  }

  @Test("huge numbers: 1e400 is not finite, 99999999999999999999 is refused by the validation")
  func hugeNumbers() throws {
    let result = try GorhomImport.read(
      Self.sheet("[1e400, 99999999999999999999, '50%', -5, 0x_]"), file: "F.tsx")
    #expect(
      result.skipped == [
        "F.tsx:2:47: skipped snapPoints[0] inf: not a finite number",
        "F.tsx:2:83: skipped snapPoints[3] -5: a snap point's height must be more than 0 points",
        "F.tsx:2:87: skipped snapPoints[4] 0: a snap point's height must be more than 0 points",
        "F.tsx:2:54: skipped snapPoints[1].layout.height: expected a number from -1e+16 to 1e+16, got 1e+20 (the snap point left out)",
      ])
    #expect(result.document.config.defaultConfig.snapPoints.count == 1)
  }

  @Test("NUL bytes and invalid UTF-8: read as characters, never a crash")
  func bytes() throws {
    var bytes = Array(Self.sheet("[100, '50%']").utf8)
    bytes.insert(0, at: 0)
    bytes += [0xFF, 0xFE, 0x00, 0xC3]
    let result = try GorhomImport.read(String(decoding: bytes, as: UTF8.self), file: "F.tsx")
    #expect(result.document.config.defaultConfig.snapPoints.count == 2)
    #expect(Self.failure("\u{0}\u{0}'\u{0}") == "F.tsx:1:3: unterminated string")
  }

  @Test("an empty file, and a file without a sheet of the library: one error that says why")
  func empty() {
    let none =
      "F.tsx: no @gorhom/bottom-sheet sheet found (expected <BottomSheet ...> or <BottomSheetModal ...> of a component imported from '@gorhom/bottom-sheet')"
    #expect(Self.failure("") == none)
    #expect(
      Self.failure("import BottomSheet from 'other';\nconst a = <BottomSheet snapPoints={[1]} />;")
        == none
        + "\n  F.tsx:2:11: skipped this element: its name is not imported from '@gorhom/bottom-sheet'"
    )
  }

  @Test("the work grows linearly: a file twice as long takes twice the work, within 1%")
  func linear() throws {
    func file(_ count: Int) -> String {
      var text = "import BottomSheet from '@gorhom/bottom-sheet';\n"
      let line = "const a = [1, 'x', `y`, /z/, {b: [c(d)]}]; // e\n"
      text += String(repeating: line, count: count)
      return text + "const S = () => <BottomSheet snapPoints={a} />;\n"
    }
    let one = try #require(GorhomImport.work(file(20_000)))
    let two = try #require(GorhomImport.work(file(40_000)))
    #expect(abs(Double(two) / Double(one) - 2) < 0.02)
  }

  @Test("a 5 MB file: over the token limit, one error at the token past it")
  func huge() {
    let line = "const a = [1, 2, 3, 4];\n"
    let text = String(repeating: line, count: 5_000_000 / line.utf8.count)
    let message = Self.failure(text)
    #expect(
      message?.hasSuffix(
        ": too long to import: more than 1048576 tokens (a sheet's code takes a few hundred: load a file with just that code)"
      ) == true)
  }
}
