import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalCore

/// The decoder's fast paths (issue 17, start-up): numbers read without `Double(String)`,
/// strings without escapes made straight from their bytes, duplicate keys found without
/// hashing in small objects, and objects whose keys the reader's `switch` recognises, the key
/// lists of the schema made only for messages.
@Suite("ConfigCoding: the decoder's fast paths")
struct ConfigDecodingFastPathTests {
  @Test("exact decimals: what Double(text) gives, nil where it must decide")
  func exactDecimals() {
    func exact(_ text: String) -> Double? { JSONParser.exactDecimal(ArraySlice(text.utf8)) }
    #expect(exact("0") == 0)
    #expect(exact("-0")?.sign == .minus)
    #expect(exact("-0.0")?.sign == .minus)
    #expect(exact("0.9") == 0.9)
    #expect(exact("-12.25") == -12.25)
    #expect(exact("123456789012345") == 123_456_789_012_345)
    #expect(exact("0.1") == 0.1)
    #expect(exact("100.000000000001") == 100.000000000001)
    // 16 digits, an exponent: left to Double(text).
    #expect(exact("1234567890123456") == nil)
    #expect(exact("12345678901234567890123") == nil)
    #expect(exact("1e3") == nil)
    #expect(exact("1.5E-2") == nil)
  }

  @Test("exact decimals agree with Double(text) on generated numbers")
  func exactDecimalsAgree() {
    var rng = SeededGenerator(seed: 17)
    var checked = 0
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...17, using: &rng)
      var text = Bool.random(using: &rng) ? "-" : ""
      let point = Int.random(in: 0...digits, using: &rng)
      for position in 0..<digits {
        if position == point && position > 0 { text += "." }
        let digit =
          position == 0 && digits > 1
          ? Int.random(in: 1...9, using: &rng) : Int.random(in: 0...9, using: &rng)
        text += String(digit)
      }
      guard let expected = Double(text) else { continue }
      let (value, problems) = JSONParser.parse(text)
      #expect(problems.isEmpty, "\(text)")
      #expect(value == .number(expected), "\(text)")
      if let fast = JSONParser.exactDecimal(ArraySlice(text.utf8)) {
        #expect(fast.bitPattern == expected.bitPattern, "\(text)")
        checked += 1
      }
    }
    #expect(checked > 10_000)
  }

  @Test("numbers past the fast path keep their messages")
  func malformedNumbers() {
    #expect(
      JSONParser.parse("1e400").problems.map(\.description) == [
        "line 1, column 1: expected a finite number, got 1e400 (too large for a double)"
      ])
    #expect(
      JSONParser.parse("[01]").problems.map(\.description) == [
        "line 1, column 3: expected no leading zero in a number"
      ])
    #expect(
      JSONParser.parse("-").problems.map(\.description) == [
        "line 1, column 2: expected a digit after '-'"
      ])
    #expect(
      JSONParser.parse("1.").problems.map(\.description) == [
        "line 1, column 3: expected a digit after the decimal point"
      ])
    #expect(JSONParser.parse("99999999999999999999").value == .number(1e20))
  }

  @Test("strings with and without escapes, and an unterminated one")
  func strings() {
    #expect(JSONParser.parse(#""plain é""#).value == .string("plain é"))
    #expect(JSONParser.parse(#""a\nb""#).value == .string("a\nb"))
    #expect(JSONParser.parse(#""ab\"""#).value == .string("ab\""))
    #expect(JSONParser.parse(#""""#).value == .string(""))
    #expect(
      JSONParser.parse("\"ab").problems.map(\.description) == [
        "line 1, column 4: expected '\"' to close the string that starts at line 1, column 1"
      ])
    #expect(
      JSONParser.parse("\"a\u{1}b\"").problems.map(\.description) == [
        "line 1, column 3: expected an escape sequence (such as \\n) instead of the control character U+0001 in a string"
      ])
  }

  @Test("duplicate keys in small and large objects, hashed past the list's size")
  func duplicates() {
    for count in [2, ObjectKeysSize.hashed - 1, ObjectKeysSize.hashed, 40] {
      var members = (0..<count).map { "\"k\($0)\": \($0)" }
      members.append("\"k0\": 99")
      members.append("\"k\(count - 1)\": 98")
      let (value, problems) = JSONParser.parse("{" + members.joined(separator: ",") + "}")
      #expect(value?.members?.count == count)
      #expect(value?["k0"] == .number(0))
      #expect(problems.map(\.path) == ["k0", "k\(count - 1)"])
    }
  }

  @Test("deep nesting is an error, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      JSONParser.parse(deep).problems.map(\.description) == [
        "line 1, column 257: expected at most 256 levels of nested arrays and objects"
      ])
  }

  @Test("quote leaves plain strings as they are and escapes the rest")
  func quote() {
    #expect(JSONWriter.quote("plain é 😀") == "\"plain é 😀\"")
    #expect(JSONWriter.quote("a\"b\\c\n\u{7F}") == #""a\"b\\c\n\u007f""#)
  }

  @Test("every key of the schema's objects is known to the reader")
  func readerKnowsEverySchemaKey() throws {
    // A key the reader did not know would be reported as unknown.
    func unknownKeys(_ text: String) -> [String] {
      let (json, _) = JSONParser.parse(text)
      guard let json else { return ["syntax"] }
      let reader = ConfigReader()
      _ = reader.document(json)
      return reader.problems.filter { $0.message.hasPrefix("unknown key") }.map(\.path)
    }
    let config = ConfigSchemaKeys.config.map { "\"\($0)\": null" }.joined(separator: ", ")
    #expect(unknownKeys("{ \"name\": \"x\", \"description\": \"y\", \(config) }") == [])
    let layout = ConfigSchemaKeys.layout.map { "\"\($0)\": null" }.joined(separator: ", ")
    let keyframe = ConfigSchemaKeys.keyframe.map { "\"\($0)\": null" }.joined(separator: ", ")
    let edges = ConfigSchemaKeys.edges.map { "\"\($0)\": 1" }.joined(separator: ", ")
    let point =
      "{ \"layout\": { \(layout), \"margins\": { \(edges) }, \"offset\": { \"x\": 1, \"y\": 2 } }, \"keyframe\": { \(keyframe) } }"
    #expect(unknownKeys("{ \"snapPoints\": [\(point)] }") == [])
    #expect(
      unknownKeys("{ \"default\": { \"snapPoints\": [] }, \"constrained\": [], \"x\": 1 }") == [
        "x"
      ])
  }

  @Test("unknown keys are reported with the schema's key lists")
  func unknownKeyMessages() {
    let text = """
      { "snapPoints": [{ "layout": { "align": "center/bottom", "width": 1, "height": 2,
        "margin": {}, "offset": { "z": 1 }, "paddings": { "up": 1 } },
        "keyframe": { "shadow.opacity": 1, "cornerRadiu": 2 } }], "nme": 1 }
      """
    #expect(throws: ConfigLoadError.self) { try ConfigCoding.decodeDocument(text) }
    do {
      _ = try ConfigCoding.decodeDocument(text)
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "snapPoints[0].layout.margin: unknown key (did you mean \"margins\"?)",
          "snapPoints[0].layout.offset.z: unknown key (did you mean \"x\"?)",
          "snapPoints[0].layout.paddings.up: unknown key (expected one of top, left, bottom, right)",
          "snapPoints[0].keyframe[\"shadow.opacity\"]: unknown key (expected one of "
            + "cornerRadius, maskedCorners, opacity, contentOpacity, modalBackgroundColor, "
            + "modalBackgroundOpacity, modalBlur, border, shadow, transform, dragHandle, "
            + "backgroundColor, backgroundOpacity, backgroundBlur, allowSnapping, "
            + "backgroundTapInteraction, secondaryAxisDamping, presenting)",
          "snapPoints[0].keyframe.cornerRadiu: unknown key (did you mean \"cornerRadius\"?)",
          "nme: unknown key (did you mean \"name\"?)",
        ])
    }
  }

  @Test("margins and paddings set their four edges")
  func edges() throws {
    let text = """
      { "snapPoints": [{ "layout": { "align": "center/bottom", "width": 1, "height": 2,
        "margins": { "top": 1, "left": 2, "bottom": 3, "right": 4 },
        "paddings": { "left": "5%" }, "offset": { "y": 6 } } }] }
      """
    let document = try ConfigCoding.decodeDocument(text)
    let layout = try #require(document.config.defaultConfig.snapPoints.first?.layout)
    #expect(layout.marginTop == .constant(1))
    #expect(layout.marginLeft == .constant(2))
    #expect(layout.marginBottom == .constant(3))
    #expect(layout.marginRight == .constant(4))
    #expect(layout.paddingLeft == .percent(5))
    #expect(layout.paddingTop == nil)
    #expect(layout.offsetX == nil)
    #expect(layout.offsetY == .constant(6))
  }
}

/// The size from which the parser hashes an object's keys.
private enum ObjectKeysSize {
  static let hashed = JSONParser.ObjectKeys.hashedFrom
}
