import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalCore

/// Issue 17: the "did you mean" search runs over names prepared once, with a banded table on
/// the stack. It must pick what the search it replaced picked, on any word.
@Suite("Suggestions: the prepared search")
struct SuggestionSearchTests {
  /// The edit distance as it was computed before (a full table of Unicode scalars).
  static func referenceDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The search as it was before: every candidate lowercased and compared in full.
  static func referenceNearest(_ name: String, _ candidates: [String], slack: Int) -> String? {
    func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars.prefix(64)) }
    let lowered = name.lowercased()
    var best: (candidate: String, distance: Int, bare: Int)?
    for candidate in candidates {
      let distance = referenceDistance(scalars(lowered), scalars(candidate.lowercased()))
      let limit = max(1, min(3, candidate.count / 3 + slack))
      guard distance <= limit, distance <= (best?.distance ?? Int.max) else { continue }
      let bare = referenceDistance(
        scalars(Suggestions.withoutSeparators(lowered)),
        scalars(Suggestions.withoutSeparators(candidate.lowercased())))
      if let best, distance == best.distance, bare >= best.bare { continue }
      best = (candidate, distance, bare)
    }
    return best?.candidate
  }

  /// Typos of names: letters inserted, dropped, changed, swapped, upper-cased, separators and
  /// letters beyond ASCII (some lowercase to more than one scalar).
  struct Typos: SeededRandom {
    var rng: SeededGenerator
    static let letters: [Character] = Array("abcdeimnoprstxyz019-_.ÉéİßΣ🙂AZ")

    mutating func word(from names: [String]) -> String {
      var word = Array(pick(names))
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        let at = Int.random(in: 0...word.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: word.insert(pick(Self.letters), at: at)
        case 1: if at < word.count { word.remove(at: at) }
        case 2: if at < word.count { word[at] = pick(Self.letters) }
        case 3: if at + 1 < word.count { word.swapAt(at, at + 1) }
        default:
          if at < word.count { word.replaceSubrange(at...at, with: Array(word[at].uppercased())) }
        }
      }
      if chance(percent: 3) { word += Array(repeating: "a", count: 70) }
      return String(word)
    }
  }

  static let names =
    Device.all.map(\.name) + [
      "snap", "snaps", "present", "release", "keyboard", "rotate", "dismiss", "help", "quit",
      "a", "", "Straße", "ÉCRAN", "İstanbul", "smile-🙂",
    ]

  @Test("the same suggestion as the full search, on 1 500 generated words")
  func sameAsFullSearch() {
    var typos = Typos(rng: SeededGenerator(seed: 17))
    let prepared = Suggestions.Candidates(Self.names)
    for _ in 0..<1500 {
      let word = typos.word(from: Self.names)
      for slack in 0...1 {
        let expected = Self.referenceNearest(word, Self.names, slack: slack)
        #expect(prepared.nearest(to: word, slack: slack) == expected, "\(word) \(slack)")
        #expect(Suggestions.nearest(to: word, among: Self.names, slack: slack) == expected)
      }
    }
  }

  @Test("the banded distance is exact up to the limit and above it past the limit")
  func bandedDistance() {
    var typos = Typos(rng: SeededGenerator(seed: 4))
    for _ in 0..<3000 {
      let a = Array(typos.word(from: Self.names).unicodeScalars)
      let b = Array(typos.word(from: Self.names).unicodeScalars)
      let exact = Self.referenceDistance(a, b)
      #expect(Suggestions.editDistance(a, b) == exact)
      for limit in 0...5 {
        let bounded = Suggestions.editDistance(a, b, limit: limit)
        #expect(exact <= limit ? bounded == exact : bounded == limit + 1, "\(a) \(b) \(limit)")
      }
    }
  }

  @Test("exact values: empty words, lengths past the limit, the tie rule")
  func exactValues() {
    #expect(Suggestions.editDistance("", "snap") == 4)
    #expect(Suggestions.editDistance("snap", "") == 4)
    #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    #expect(
      Suggestions.editDistance(Array("a".unicodeScalars), Array("abcdef".unicodeScalars), limit: 2)
        == 3)
    #expect(
      Suggestions.editDistance(Array("abc".unicodeScalars), Array("xyz".unicodeScalars), limit: 1)
        == 2)
    #expect(Suggestions.withoutSeparators("iphone-16_pro.max") == "iphone16promax")
    // Every scalar of one is missing from the other: three edits.
    #expect(Suggestions.Candidates(["xyz"]).nearest(to: "abc", slack: 1) == nil)
    #expect(Suggestions.Candidates(["xyz"]).nearest(to: "abc", slack: 3) == "xyz")
    #expect(Suggestions.Candidates(["abcd"]).nearest(to: "abce", slack: 3) == "abcd")
    let devices = Suggestions.Candidates(["iphone-16", "iphone-16-pro"])
    #expect(devices.nearest(to: "iphone-16pr") == "iphone-16-pro")
    #expect(devices.nearest(to: "IPHONE-16") == "iphone-16")
    #expect(devices.nearest(to: "frobnicate") == nil)
    #expect(Suggestions.Candidates([]).nearest(to: "snap") == nil)
    #expect(Suggestions.Candidates(["ab"]).nearest(to: "") == nil)
    #expect(Suggestions.Candidates(["a"]).nearest(to: "") == "a")
  }

  @Test("the one did-you-mean question: a name quoted, a value written out")
  func question() {
    #expect(Suggestions.didYouMean("iphone-14") == "did you mean 'iphone-14'?")
    #expect(Suggestions.didYouMean("50% or 50pt", quoted: false) == "did you mean 50% or 50pt?")
  }
}
