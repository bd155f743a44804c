import Testing

@testable import ModalCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An object of `count` members, each the key `key` on a line of its own.
private func repeated(_ key: String, _ count: Int) -> String {
  "{\n" + (0..<count).map { "\"\(key)\": \($0)" }.joined(separator: ",\n") + "\n}"
}

@Suite("ConfigCoding: repeated keys")
struct DuplicateKeyTests {
  @Test("a key repeated in one object is one problem with its count; the first value is kept")
  func oneProblemPerKey() {
    let (value, problems) = JSONParser.parse(
      #"{"a": 1, "b": {"c": 1, "c": 2, "c": 3}, "a": 2, "b": 4, "a": 3, "a": 4}"#)
    #expect(value?["a"] == .number(1))
    #expect(value?["b"]?["c"] == .number(1))
    #expect(
      problems.map(\.description) == [
        "b.c: duplicate key at line 1, column 24 (first at line 1, column 16; 3 times in all, the first is used)",
        "a: duplicate key at line 1, column 41 (first at line 1, column 2; 4 times in all, the first is used)",
        "b: duplicate key at line 1, column 49 (first at line 1, column 10)",
      ])
  }

  @Test("the same key repeated in two objects is a problem in each")
  func perObject() {
    let (_, problems) = JSONParser.parse(#"[{"k": 1, "k": 2}, {"k": 1, "k": 2, "k": 3}]"#)
    #expect(
      problems.map(\.description) == [
        "[0].k: duplicate key at line 1, column 11 (first at line 1, column 3)",
        "[1].k: duplicate key at line 1, column 29 (first at line 1, column 21; 3 times in all, the first is used)",
      ])
  }

  @Test("repeated keys before a syntax error are reported with it")
  func beforeSyntaxError() {
    let (value, problems) = JSONParser.parse("{\"a\": 1,\n\"a\": 2,\n\"a\": 3,\n\"b\": }")
    #expect(value == nil)
    #expect(
      problems.map(\.description) == [
        "a: duplicate key at line 2, column 1 (first at line 1, column 2; 3 times in all, the first is used)",
        "line 4, column 6: expected a value (an object, an array, a string, a number, true, false or null), got '}'",
      ])
  }

  @Test("100 000 repeats of a key: one problem, located in one pass over the text")
  func manyRepeatsParse() {
    let text = repeated("name", 100_000)
    var scanned = 0
    let (value, problems) = JSONParser.parse(text, scanned: &scanned)
    #expect(value?["name"] == .number(0))
    #expect(
      problems.map(\.description) == [
        "name: duplicate key at line 3, column 1 (first at line 2, column 1; 100000 times in all, the first is used)"
      ])
    // Both places lie on the first lines: the walk stops there.
    #expect(scanned == "{\n\"name\": 0,\n".utf8.count)
  }

  @Test("100 000 repeats in a config decode to one problem, in bounded time")
  func manyRepeatsDecode() {
    let members = (0..<100_000).map { "\"name\": \"n\($0)\"" }.joined(separator: ",\n")
    let text =
      "{\n\"snapPoints\": [{ \"layout\": { \"align\": \"center/bottom\", \"width\": \"stretch\", \"height\": 100 } }],\n"
      + members + "\n}"
    let clock = ContinuousClock()
    let start = clock.now
    var problems: [String] = []
    do {
      _ = try ConfigCoding.decodeDocument(text)
    } catch {
      problems = error.problems.map(\.description)
    }
    #expect(
      problems == [
        "name: duplicate key at line 4, column 1 (first at line 3, column 1; 100000 times in all, the first is used)"
      ])
    // Linear work takes well under a second; rescanning the text for each repeat took minutes.
    #expect(clock.now - start < .seconds(60))
  }
}
