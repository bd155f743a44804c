import Testing

@testable import ModalCore

/// The byte-level text helpers the presets' JSON is assembled with at start-up.
@Suite("Preset text helpers")
struct PresetTextTests {
  @Test("nested indents every non-empty line after the first, and no empty one")
  func nested() {
    #expect(
      BuiltinPresets.nested("{\n  \"a\": 1,\n\n  \"b\": [é]\n}", indent: 4)
        == "{\n      \"a\": 1,\n\n      \"b\": [é]\n    }")
    #expect(BuiltinPresets.nested("one line", indent: 2) == "one line")
    #expect(BuiltinPresets.nested("a\n", indent: 2) == "a\n")
    #expect(BuiltinPresets.nested("", indent: 2) == "")
  }

  @Test("members are the lines between the braces, the first without its indentation")
  func members() {
    #expect(BuiltinPresets.members(of: "{\n  \"a\": 1,\n  \"b\": 2\n}") == "\"a\": 1,\n  \"b\": 2")
    #expect(BuiltinPresets.members(of: "{\n}") == "")
    #expect(BuiltinPresets.members(of: "{}") == "")
    #expect(BuiltinPresets.members(of: "{\n  \"a\": 1\n}\n") == "\"a\": 1\n}")
  }
}
