import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalShell

/// Issue 36: `explain` wraps its whole text over bytes (``TextWrap/fieldsByLine(_:width:)``,
/// ``TextWrap/joinWords(_:width:indent:)``) where it split the text into Character lines and
/// words first; the results are the same on thousands of generated texts (labels, fields,
/// glyphs, ANSI escapes, runs of spaces, empty lines).
@Suite("Wrapping a whole text over bytes")
struct TextWrapWholeTextTests {
  @Test("fieldsByLine equals fields on each Character line, joined")
  func fieldsByLineMatchesTheSplit() {
    var inputs = WrapInputs(rng: SeededGenerator(seed: 36_036))
    for _ in 0..<2_000 {
      let width = inputs.width()
      let text = inputs.text()
      let split = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { TextWrap.fields(String($0), width: width) }.joined(separator: "\n")
      #expect(
        TextWrap.fieldsByLine(text, width: width) == split,
        "at \(width): \(text.debugDescription)")
    }
  }

  @Test("joinWords equals join of the Character words with one space")
  func joinWordsMatchesTheSplit() {
    var inputs = WrapInputs(rng: SeededGenerator(seed: 36_037))
    for _ in 0..<2_000 {
      let indent = inputs.whole(0...12)
      let width = max(indent + 20, inputs.width())
      let text = inputs.text()
      let words = text.split(separator: " ").map(String.init)
      #expect(
        TextWrap.joinWords(text, width: width, indent: indent)
          == TextWrap.join(words, separator: " ", width: width, indent: indent),
        "at \(width), indent \(indent): \(text.debugDescription)")
    }
  }

  @Test("edge cases: empty text, empty lines, only spaces, a trailing line feed")
  func edges() {
    #expect(TextWrap.fieldsByLine("", width: 20) == "")
    #expect(TextWrap.fieldsByLine("\n\n", width: 20) == "\n\n")
    #expect(TextWrap.fieldsByLine("a  b\n", width: 20) == "a  b\n")
    #expect(TextWrap.joinWords("", width: 30, indent: 9) == "")
    #expect(TextWrap.joinWords("   ", width: 30, indent: 9) == "")
    #expect(TextWrap.joinWords("  two   words ", width: 30, indent: 9) == "two words")
  }
}
