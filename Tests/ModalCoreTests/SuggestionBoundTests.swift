import ModalSupport
import Testing

@testable import ModalCore

/// Issue 17: an unknown command is checked against every name, so the edit distance stops once
/// it is past the limit that matters. The suggestions must not change.
@Suite("Suggestions: the bounded edit distance")
struct SuggestionBoundTests {
  /// The words the checks compare: names, typos, empty and longer ones.
  static let words = [
    "", "a", "ab", "snap", "snpa", "snaps", "sanp", "frobnicate", "present", "presnet", "prsent",
    "release", "relase", "keyboard", "keybaord", "rotate", "roate", "iphone-16pr", "iphone-16",
    "iphone-16-pro", "ipad-pro11", "DISMISS", "dismis", "help", "hlep", "q", "quit", "xyzzy",
  ]

  @Test("exact up to the limit, past it some number above the limit")
  func boundedDistance() {
    for a in Self.words {
      for b in Self.words {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        let exact = Suggestions.editDistance(a, b)
        #expect(Suggestions.editDistance(x, y) == exact)
        for limit in 0...4 {
          let bounded = Suggestions.editDistance(x, y, limit: limit)
          if exact <= limit {
            #expect(bounded == exact, "\(a) \(b) \(limit)")
          } else {
            #expect(bounded > limit, "\(a) \(b) \(limit)")
          }
        }
      }
    }
  }

  @Test("the nearest name is the one the full distances pick")
  func nearestUnchanged() {
    // The rule of `nearest`, written with the full distance.
    func reference(_ name: String, _ candidates: [String], slack: Int) -> String? {
      let lowered = name.lowercased()
      var best: (candidate: String, distance: Int, bare: Int)?
      for candidate in candidates {
        let distance = Suggestions.editDistance(lowered, candidate.lowercased())
        let limit = max(1, min(3, candidate.count / 3 + slack))
        guard distance <= limit, distance <= (best?.distance ?? Int.max) else { continue }
        let bare = Suggestions.editDistance(
          Suggestions.withoutSeparators(lowered),
          Suggestions.withoutSeparators(candidate.lowercased()))
        if let best, distance == best.distance, bare >= best.bare { continue }
        best = (candidate, distance, bare)
      }
      return best?.candidate
    }
    let names = Device.all.map(\.name) + Self.words
    for word in Self.words + ["iphone16promax", "iPhone-Air", "ipad-pr0-13", "snap-next"] {
      for slack in 0...1 {
        #expect(
          Suggestions.nearest(to: word, among: names, slack: slack)
            == reference(word, names, slack: slack), "\(word)")
      }
    }
  }
}
