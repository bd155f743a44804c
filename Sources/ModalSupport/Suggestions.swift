/// "Did you mean" suggestions for mistyped names (JSON keys, `set` paths, commands, presets).
package enum Suggestions {
  /// The Levenshtein distance between two strings, by Unicode scalars (at most 64 of each are
  /// compared; longer strings are far from every name anyway).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a.unicodeScalars.prefix(64)), Array(b.unicodeScalars.prefix(64)))
  }

  /// ``editDistance(_:_:)`` of the scalars, exact up to `limit`; past it, some number above
  /// `limit` (the rows stop once every entry is past it: an unknown command is checked against
  /// every name, and most are far).
  package static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max
  ) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // The distance is at least the difference of the lengths.
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var smallest = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        smallest = min(smallest, current[j])
      }
      // Entries never decrease from one row to the next along a path: past the limit, done.
      if smallest > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate nearest to `name` (ignoring case) when it is close enough to be a typo:
  /// at most `max(1, min(3, candidate length / 3 + slack))` edits. A tie goes to the candidate
  /// nearest once the separators (`-`, `_`, `.`) are dropped from both, so `iphone-16pr` means
  /// `iphone-16-pro` rather than `iphone-16` (two edits each; one against two without the
  /// dashes); then the first wins.
  package static func nearest(to name: String, among candidates: [String], slack: Int = 0)
    -> String?
  {
    let lowered = name.lowercased()
    let scalars = Array(lowered.unicodeScalars.prefix(64))
    var best: (candidate: String, distance: Int, bare: Int)?
    for candidate in candidates {
      let limit = max(1, min(3, candidate.count / 3 + slack))
      // Only a distance within both the limit and the best so far matters.
      let bound = min(limit, best?.distance ?? Int.max)
      let other = Array(candidate.lowercased().unicodeScalars.prefix(64))
      let distance = editDistance(scalars, other, limit: bound)
      guard distance <= bound else { continue }
      let bare = editDistance(withoutSeparators(lowered), withoutSeparators(candidate.lowercased()))
      if let best, distance == best.distance, bare >= best.bare { continue }
      best = (candidate, distance, bare)
    }
    return best?.candidate
  }

  /// The text without the separators names use between words.
  package static func withoutSeparators(_ text: String) -> String {
    String(text.unicodeScalars.filter { !"-_.".unicodeScalars.contains($0) })
  }
}
