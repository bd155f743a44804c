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

  @Test("the eight-byte scan flags exactly the words with a byte below 0x20, 0x7F or above")
  func wordScan() {
    for byte in 0...255 {
      for position in 0..<8 {
        var word = UInt64(0x6161_6161_6161_6161)  // "aaaaaaaa"
        word &= ~(UInt64(0xFF) << (8 * position))
        word |= UInt64(byte) << (8 * position)
        #expect(
          VisibleText.mayBeHidden(word) == (byte < 0x20 || byte >= 0x7F), "\(byte) at \(position)")
      }
    }
    // Long text: a hidden scalar in each place past the first word, and a line break kept.
    let plain = String(repeating: "abcdefgh", count: 3)
    for offset in 0...plain.utf8.count {
      var bytes = Array(plain.utf8)
      bytes.insert(0x1B, at: offset)
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(VisibleText.needsEscaping(text, keepingLineBreaks: false), "\(offset)")
      bytes[offset] = 0x0A
      let lines = String(decoding: bytes, as: UTF8.self)
      #expect(!VisibleText.needsEscaping(lines, keepingLineBreaks: true), "\(offset)")
      #expect(VisibleText.needsEscaping(lines + "\u{2028}", keepingLineBreaks: true))
    }
    #expect(!VisibleText.needsEscaping(plain + "é ✓", keepingLineBreaks: false))
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
