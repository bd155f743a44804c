import ModalSupport
import Testing

@testable import ModalCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Parses JSON text that must be valid.
private func parseJSON(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> JSONValue?
{
  let (value, problems) = JSONParser.parse(text)
  #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  return value
}

/// The single syntax problem of invalid JSON text.
private func syntaxError(_ text: String) -> String? {
  let (value, problems) = JSONParser.parse(text)
  #expect(value == nil)
  return problems.count == 1 ? problems[0].description : nil
}

@Suite("ConfigCoding: the JSON parser and writer")
struct ConfigCodingJSONTests {
  @Test("values of every kind, in order")
  func parsesValues() {
    let value = parseJSON(
      #" { "z": null, "a": [true, false, -0, 1.5e3, 1E-2, 123456789012345], "m": { } } "#)
    #expect(
      value
        == .object([
          ("z", .null),
          (
            "a",
            .array([
              .bool(true), .bool(false), .number(0), .number(1500), .number(0.01),
              .number(123_456_789_012_345),
            ])
          ),
          ("m", .object([])),
        ]))
    #expect(value?.members?.map(\.key) == ["z", "a", "m"])
  }

  @Test("string escapes, surrogate pairs and raw UTF-8")
  func parsesStrings() {
    let value = parseJSON(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\ud83d\ude00\u0000", "héllo 😀"]"#)
    #expect(
      value
        == .array([
          .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"), .string("é😀\u{0}"), .string("héllo 😀"),
        ]))
  }

  @Test("a byte order mark is skipped")
  func byteOrderMark() {
    #expect(parseJSON("\u{FEFF}[1]") == .array([.number(1)]))
  }

  @Test("256 levels of nesting are accepted, 257 are not")
  func nestingLimit() {
    let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(parseJSON(ok) != nil)
    let deep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
    #expect(
      syntaxError(deep)
        == "line 1, column 257: expected at most 256 levels of nested arrays and objects")
  }

  @Test("syntax errors point at the line and column (columns count characters)")
  func positions() {
    #expect(
      syntaxError("[\n  \"é😀\" x]")
        == "line 2, column 8: expected ',' or ']' after an array element")
    #expect(syntaxError("{\"a\": 1e}") == "line 1, column 9: expected a digit in the exponent")
    #expect(syntaxError("[1.]") == "line 1, column 4: expected a digit after the decimal point")
    #expect(
      syntaxError("[-1e400]")
        == "line 1, column 2: expected a finite number, got -1e400 (too large for a double)")
    #expect(syntaxError("[\"\\") == "line 1, column 4: expected an escape character after '\\'")
    #expect(
      syntaxError("[\u{7}]")
        == "line 1, column 2: expected a value (an object, an array, a string, a number, true, false or null), got U+0007"
    )
  }

  @Test("duplicate keys name their path; the first value is kept")
  func duplicateKeys() {
    let (value, problems) = JSONParser.parse(#"{"a": [{"b": 1, "b": 2}], "a": 3}"#)
    #expect(value == .object([("a", .array([.object([("b", .number(1))])]))]))
    #expect(
      problems.map(\.description) == [
        "a[0].b: duplicate key at line 1, column 17 (first at line 1, column 9)",
        "a: duplicate key at line 1, column 27 (first at line 1, column 2)",
      ])
  }

  @Test("the writer's canonical form")
  func writes() {
    let value = JSONValue.object([
      ("s", .string("q\"\\\n\t\u{1}\u{7F}é")),
      ("n", .array([.number(0), .number(-2), .number(0.1), .number(1e20), .number(.infinity)])),
      ("long", .array((0..<30).map { .number(Double($0)) })),
      ("mixed", .array([.number(1), .string("a")])),
      ("empty", .object([])),
      ("none", .array([])),
      ("flags", .array([.bool(true), .null])),
    ])
    let longLines = (0..<30).map { "    \($0)" }.joined(separator: ",\n")
    let expected = """
      {
        "s": "q\\"\\\\\\n\\t\\u0001\\u007fé",
        "n": [0, -2, 0.1, 1e+20, null],
        "long": [
      \(longLines)
        ],
        "mixed": [
          1,
          "a"
        ],
        "empty": {},
        "none": [],
        "flags": [
          true,
          null
        ]
      }

      """
    #expect(JSONWriter.format(value) == expected)
  }

  @Test("written text parses back to the same value")
  func writerRoundTrip() {
    let value = JSONValue.object([
      ("weird \"key\"\n", .string("\u{0}\u{1F}\u{2028}😀")), ("x", .number(-0.000123)),
      ("nested", .array([.array([.object([("k", .bool(false))])])])),
    ])
    #expect(parseJSON(JSONWriter.format(value)) == value)
  }

  @Test("paths of odd keys are quoted")
  func paths() {
    #expect(JSONPath.key("", "snapPoints") == "snapPoints")
    #expect(JSONPath.key("a", "b_2") == "a.b_2")
    #expect(JSONPath.key("a", "2b") == #"a["2b"]"#)
    #expect(JSONPath.key("", "") == #"[""]"#)
    #expect(JSONPath.index(JSONPath.key("", "snapPoints"), 3) == "snapPoints[3]")
    #expect(JSONPath.join("default", "snapPoints[0].layout") == "default.snapPoints[0].layout")
    #expect(JSONPath.join("", "initialIndex") == "initialIndex")
  }

  @Test("unknown keys suggest the nearest known key only when it is close")
  func suggestions() {
    let keys = ["cornerRadius", "opacity", "shadow", "x", "y"]
    #expect(
      ConfigReader.unknownKeyMessage("CornerRadius", expected: keys)
        == #"unknown key (did you mean "cornerRadius"?)"#)
    #expect(
      ConfigReader.unknownKeyMessage("opacty", expected: keys)
        == #"unknown key (did you mean "opacity"?)"#)
    #expect(
      ConfigReader.unknownKeyMessage("z", expected: keys) == #"unknown key (did you mean "x"?)"#)
    #expect(
      ConfigReader.unknownKeyMessage("blur", expected: keys)
        == "unknown key (expected one of cornerRadius, opacity, shadow, x, y)")
    #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    #expect(Suggestions.editDistance("", "abc") == 3)
  }

  // MARK: - Codable

  @Test("Codable: JSONDecoder reads a document like decodeDocument")
  func codableDecoding() throws {
    for text in [everyFeatureDocument, twoStepDocument] {
      let viaCodable = try JSONDecoder().decode(ConfigDocument.self, from: Data(text.utf8))
      #expect(viaCodable == (try ConfigCoding.decodeDocument(text)))
    }
  }

  @Test("Codable: JSONEncoder writes what decodeDocument reads back")
  func codableEncoding() throws {
    let document = everyFeatureModel()
    let data = try JSONEncoder().encode(document)
    let text = String(decoding: data, as: UTF8.self)
    #expect(try ConfigCoding.decodeDocument(text) == document)
    #expect(try JSONDecoder().decode(ConfigDocument.self, from: data) == document)
  }

  @Test("Codable: a bad document throws dataCorrupted listing every problem")
  func codableProblems() {
    let text = #"{ "snapPoints": [], "direction": "up" }"#
    do {
      _ = try JSONDecoder().decode(ConfigDocument.self, from: Data(text.utf8))
      Issue.record("decoded a bad document")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("snapPoints: expected at least one snap point"))
      #expect(context.debugDescription.contains(#"direction: expected one of bottomToTop"#))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
