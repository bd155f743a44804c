import ModalTestSupport
import Testing

@testable import ModalCore

/// Bytes that make random text look like JSON often enough to get past the first character.
private let jsonAlphabet = Array(#"{}[]":,0123456789-+.eE truefalsnul\/"#.utf8) + [0x0A, 0x09]

/// What a fuzz run must hold for one input: decoding never traps, and either gives a document
/// that survives a round trip or reports at least one problem, none empty.
private func checkInput(_ text: String) -> Bool {
  do {
    let document = try ConfigCoding.decodeDocument(text)
    let encoded = ConfigCoding.encodeDocument(document)
    let again = try ConfigCoding.decodeDocument(encoded)
    #expect(again == document, "round trip of \(text)")
    #expect(ConfigCoding.encodeDocument(again) == encoded)
    return true
  } catch {
    #expect(!error.problems.isEmpty)
    #expect(error.problems.allSatisfy { !$0.message.isEmpty })
    return false
  }
}

@Suite("ConfigCoding: fuzzing")
struct ConfigCodingFuzzTests {
  @Test("1000 random byte strings never crash and always report a problem or decode")
  func randomBytes() {
    var random = SeededGenerator(seed: 0xC0FF_EE00_1234_5678)
    for _ in 0..<1000 {
      let length = random.below(200)
      var bytes: [UInt8] = []
      for _ in 0..<length {
        bytes.append(
          random.chance(percent: 60)
            ? jsonAlphabet[random.below(jsonAlphabet.count)]
            : UInt8(truncatingIfNeeded: random.next()))
      }
      _ = checkInput(String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test("1000 byte mutations of valid documents never crash")
  func byteMutations() {
    var random = SeededGenerator(seed: 42)
    let sources = [everyFeatureDocument, twoStepDocument].map { Array($0.utf8) }
    var decoded = 0
    for _ in 0..<1000 {
      var bytes = sources[random.below(sources.count)]
      for _ in 0..<(1 + random.below(4)) {
        guard !bytes.isEmpty else { break }
        let position = random.below(bytes.count)
        switch random.below(5) {
        case 0:
          bytes[position] = jsonAlphabet[random.below(jsonAlphabet.count)]
        case 1:
          let end = min(bytes.count, position + 1 + random.below(20))
          bytes.removeSubrange(position..<end)
        case 2:
          let insert = (0..<(1 + random.below(4))).map { _ in
            jsonAlphabet[random.below(jsonAlphabet.count)]
          }
          bytes.insert(contentsOf: insert, at: position)
        case 3:
          let end = min(bytes.count, position + 1 + random.below(40))
          let slice = Array(bytes[position..<end])
          bytes.insert(contentsOf: slice, at: random.below(bytes.count))
        default:
          bytes[position] = UInt8(truncatingIfNeeded: random.next())
        }
      }
      if checkInput(String(decoding: bytes, as: UTF8.self)) { decoded += 1 }
    }
    // Some mutations only touch whitespace, numbers or strings and still decode.
    #expect(decoded > 0)
  }

  @Test("500 value mutations of a valid document decode or report problems")
  func valueMutations() throws {
    var random = SeededGenerator(seed: 7)
    let (parsed, _) = JSONParser.parse(everyFeatureDocument)
    let source = try #require(parsed)
    var decoded = 0
    for _ in 0..<500 {
      var value = source
      for _ in 0..<(1 + random.below(3)) {
        value = mutate(value, &random)
      }
      if checkInput(JSONWriter.format(value)) { decoded += 1 }
    }
    #expect(decoded > 0)
  }

  @Test("pathological nesting is an error, never a stack overflow")
  func deepNesting() {
    let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let objects = String(repeating: #"{"a":"#, count: 100_000)
    let parens =
      String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
    let bangs = String(repeating: "!", count: 100_000) + "kb"
    let conditionals = String(repeating: "kb ? 1 : ", count: 20_000) + "2"
    for text in [
      arrays, objects,
      #"{ "snapPoints": [{ "layout": { "align": "center/bottom", "width": 1, "height": "\#(parens)" } }] }"#,
      #"{ "default": { "snapPoints": [] }, "constrained": [{ "when": "\#(bangs)", "config": {} }] }"#,
      #"{ "snapPoints": [{ "layout": { "align": "center/bottom", "width": 1, "height": "\#(conditionals)" } }] }"#,
    ] {
      #expect(!checkInput(text))
    }
  }
}

/// Replaces one random node of a JSON value with a random value (or drops / renames a
/// member), so that the mapping sees well-formed JSON with the wrong content.
private func mutate(_ value: JSONValue, _ random: inout SeededGenerator) -> JSONValue {
  switch value {
  case .array(var elements) where !elements.isEmpty && random.chance(percent: 75):
    let position = random.below(elements.count)
    if random.chance(percent: 10) {
      elements.remove(at: position)
    } else {
      elements[position] = mutate(elements[position], &random)
    }
    return .array(elements)
  case .object(var members) where !members.isEmpty && random.chance(percent: 75):
    let position = random.below(members.count)
    switch random.below(10) {
    case 0: members.remove(at: position)
    case 1: members[position].key += "x"
    default: members[position].value = mutate(members[position].value, &random)
    }
    return .object(members)
  default:
    return randomValue(&random)
  }
}

private func randomValue(_ random: inout SeededGenerator) -> JSONValue {
  let strings = [
    "", "stretch", "50%", "fifty", "kb ? 1 : 2", "#ff0000", "top", "center/top", "spring",
    "inBetween", "v.compact", "fitScreen", "nearest", "rubberBand", "next", "x",
  ]
  let numbers: [Double] = [0, 1, -1, 0.5, 2, 3, 400, -0.25, 1e300]
  switch random.below(7) {
  case 0: return .null
  case 1: return .bool(random.chance(percent: 50))
  case 2: return .number(numbers[random.below(numbers.count)])
  case 3: return .string(strings[random.below(strings.count)])
  case 4: return .array([.number(numbers[random.below(numbers.count)])])
  case 5: return .array([])
  default: return .object([])
  }
}
