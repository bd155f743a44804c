import Testing

@testable import ModalCore
@testable import ModalSupport

/// The one escaping of outside text (``VisibleText``) and the JSON writer's string literals:
/// every C0 control, DEL and C1 control is written as text, never as itself.
@Suite("VisibleText and JSON strings")
struct VisibleTextTests {
  @Test("visible: C0, DEL, C1, U+2028/9 and U+FFFE/F as \\u{...}; line feeds kept on request")
  func visible() {
    #expect(VisibleText.visible("plain é ✓ 😀") == "plain é ✓ 😀")
    #expect(
      VisibleText.visible(
        "a\u{0}\u{9}\u{A}\u{1B}[2J\u{7F}\u{80}\u{9B}\u{9F}\u{A0}\u{2028}\u{2029}\u{FFFE}\u{FFFF}z")
        == #"a\u{0}\u{9}\u{A}\u{1B}[2J\u{7F}\u{80}\u{9B}\u{9F}"# + "\u{A0}"
        + #"\u{2028}\u{2029}\u{FFFE}\u{FFFF}z"#)
    #expect(VisibleText.visible("a\nb\u{1B}", keepingLineBreaks: true) == "a\nb\\u{1B}")
    #expect(VisibleText.visible("a\nb", keepingLineBreaks: true) == "a\nb")
  }

  @Test("xml: entities, references in attributes, the forbidden characters as text")
  func xml() {
    #expect(
      VisibleText.xml("<a href=\"x\">'&'\n\t\r\u{B}\u{FFFE}")
        == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&#10;&#9;&#13;\\u{B}\\u{FFFE}")
    #expect(VisibleText.xml("a\n\tb\u{1B}", attribute: false) == "a\n\tb\\u{1B}")
  }

  @Test("JSON strings escape every C0 control, DEL and C1 control")
  func json() {
    #expect(
      SchemaText.json("a\u{1B}\u{7F}\u{80}\u{9B}\u{9F}\u{A0}é")
        == #""a\u001b\u007f\u0080\u009b\u009f"# + "\u{A0}é\"")
    #expect(SchemaText.json("°") == "\"°\"")
  }
}
