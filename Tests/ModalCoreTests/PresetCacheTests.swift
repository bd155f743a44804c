import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalCore

/// Issue 36: a preset's document is decoded once per process and kept (a script's `preset`
/// lines decoded the same JSON again each time); what is kept is what decoding gives.
@Suite("Built-in presets: decoded once")
struct PresetCacheTests {
  @Test("a preset's document read twice is its JSON decoded", arguments: BuiltinPresets.names)
  func keptEqualsDecoded(name: String) throws {
    let source = try #require(BuiltinPresets.source(named: name))
    let decoded = try ConfigCoding.decodeDocument(source)
    #expect(try BuiltinPresets.document(named: name) == decoded)
    #expect(try BuiltinPresets.document(named: name) == decoded)
  }

  @Test("an unknown preset has no document")
  func unknown() throws {
    #expect(try BuiltinPresets.document(named: "nosuch") == nil)
  }

  struct Refused: Error {}

  @Test("OnceCache makes each key's value once and keeps no failure")
  func onceCache() throws {
    let cache = OnceCache<String, Int>()
    var made = 0
    #expect(
      cache.value(for: "a") {
        made += 1
        return 1
      } == 1)
    #expect(
      cache.value(for: "a") {
        made += 1
        return 2
      } == 1)
    #expect(made == 1)
    #expect(
      cache.value(for: "b") {
        made += 1
        return 3
      } == 3)
    #expect(made == 2)
    #expect(throws: Refused.self) {
      try cache.value(for: "c") { () throws(Refused) -> Int in throw Refused() }
    }
    #expect(cache.value(for: "c") { 4 } == 4)
  }
}

/// Issue 36: demo01 and the compact-height config are declared as values (start-up builds
/// demo01 without decoding JSON); their JSON is those values encoded, and decodes back to them.
@Suite("Built-in presets declared as values")
struct PresetValueTests {
  @Test("demo01's value is what its JSON decodes to, and what the preset reads")
  func demo01() throws {
    let decoded = try ConfigCoding.decodeDocument(BuiltinPresets.demo01JSON)
    #expect(decoded == BuiltinPresets.demo01Document)
    #expect(try BuiltinPresets.document(named: "demo01") == decoded)
    #expect(ConfigCoding.encodeDocument(decoded) == BuiltinPresets.demo01JSON)
  }

  @Test("the compact-height config's value is what every demo's JSON nests")
  func compactHeight() throws {
    let preset = try ConfigCoding.decodeDocument(BuiltinPresets.compactHeightJSON)
    #expect(preset.config.defaultConfig == BuiltinPresets.compactHeightConfig)
    for name in ["demo02", "demo06", "demo14"] {
      let document = try #require(try BuiltinPresets.document(named: name))
      #expect(document.config.constrained == [BuiltinPresets.compactHeightConstrained], "\(name)")
    }
  }
}
