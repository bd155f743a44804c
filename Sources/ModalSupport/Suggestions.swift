/// "Did you mean" suggestions for mistyped names (JSON keys, `set` paths, commands, presets).
package enum Suggestions {
  /// The most Unicode scalars of a name that are compared: longer names are far from every
  /// name anyway.
  static let compared = 64

  /// The Levenshtein distance between two strings, by Unicode scalars (at most 64 of each are
  /// compared; longer strings are far from every name anyway).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a.unicodeScalars.prefix(compared)), Array(b.unicodeScalars.prefix(compared)))
  }

  /// ``editDistance(_:_:)`` of the scalars, exact up to `limit`; past it, some number above
  /// `limit` (the rows stop once every entry is past it: an unknown command is checked against
  /// every name, and most are far).
  package static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max
  ) -> Int {
    let x = a.map(\.value)
    let y = b.map(\.value)
    return x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in distance(x, y, limit: limit) }
    }
  }

  /// The edit distance of two runs of scalars, exact up to `limit`, else `limit + 1`; only the
  /// band of cells within `limit` of the diagonal is computed (a cell outside it is at least
  /// its distance from the diagonal), in two rows on the stack.
  static func distance(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, limit: Int
  ) -> Int {
    let m = a.count
    let n = b.count
    let over = limit < Int.max ? limit + 1 : limit
    if m == 0 || n == 0 { return max(m, n) <= limit ? max(m, n) : over }
    // The distance is at least the difference of the lengths...
    if abs(m - n) > limit { return over }
    // ... and at most the longer length: a limit past it changes nothing.
    let bound = min(limit, max(m, n))
    let past = bound + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (n + 1)) { rows in
      guard let base = rows.baseAddress else { return past }
      var previous = base
      var current = base + (n + 1)
      for j in 0...n { previous[j] = j <= bound ? j : past }
      for i in 1...m {
        let low = max(1, i - bound)
        let high = min(n, i + bound)
        current[low - 1] = low == 1 && i <= bound ? i : past
        var smallest = current[low - 1]
        let scalar = a[i - 1]
        for j in low...high {
          let substitution = previous[j - 1] + (scalar == b[j - 1] ? 0 : 1)
          let value = min(previous[j] + 1, current[j - 1] + 1, substitution, past)
          current[j] = value
          smallest = min(smallest, value)
        }
        // The next row reads one cell past this row's band: outside it, past the bound.
        if high < n { current[high + 1] = past }
        // Entries never decrease from one row to the next along a path: past the bound, done.
        if smallest > bound { return over }
        swap(&previous, &current)
      }
      return previous[n] > bound ? over : previous[n]
    }
  }

  /// The candidate nearest to `name` (ignoring case) when it is close enough to be a typo:
  /// at most `max(1, min(3, candidate length / 3 + slack))` edits. A tie goes to the candidate
  /// nearest once the separators (`-`, `_`, `.`) are dropped from both, so `iphone-16pr` means
  /// `iphone-16-pro` rather than `iphone-16` (two edits each; one against two without the
  /// dashes); then the first wins.
  package static func nearest(to name: String, among candidates: [String], slack: Int = 0)
    -> String?
  {
    Candidates(candidates).nearest(to: name, slack: slack)
  }

  /// The one "did you mean" question of every module's errors: `did you mean 'iphone-14'?`
  /// for a name, quoted as the errors quote names; `quoted` false for what would be typed
  /// instead, written out (`did you mean 50% or 50pt?`).
  package static func didYouMean(_ suggestion: String, quoted: Bool = true) -> String {
    quoted ? "did you mean '" + suggestion + "'?" : "did you mean " + suggestion + "?"
  }

  /// The text without the separators names use between words.
  package static func withoutSeparators(_ text: String) -> String {
    String(text.unicodeScalars.filter { !isSeparator($0) })
  }

  /// True for `-`, `_` and `.`.
  static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "-" || scalar == "_" || scalar == "."
  }

  /// A name folded for the search: its lowercased scalars (the first 64), the same without
  /// separators, and the set of its scalars as bits (scalar mod 64).
  struct Folded {
    var scalars: [UInt32] = []
    var bare: [UInt32] = []
    var mask: UInt64 = 0

    init(_ text: String) {
      scalars.reserveCapacity(16)
      bare.reserveCapacity(16)
      for scalar in text.lowercased().unicodeScalars {
        if scalars.count < compared {
          scalars.append(scalar.value)
          mask |= 1 << UInt64(scalar.value & 63)
        }
        if bare.count < compared && !isSeparator(scalar) { bare.append(scalar.value) }
        if bare.count == compared { break }
      }
    }

    /// A lower bound of the edit distance to a name whose bits are `other`: each scalar of
    /// one that is not in the other at all takes an edit of its own.
    @inline(__always)
    func distanceBound(_ other: UInt64) -> Int {
      max((mask & ~other).nonzeroBitCount, (other & ~mask).nonzeroBitCount)
    }
  }

  /// Names prepared once for ``nearest(to:slack:)``: each one lowercased into scalars (with
  /// and without separators) in one shared array, with its length in characters, so that a
  /// look-up neither lowercases nor allocates per name (an unknown command is checked against
  /// every command).
  package struct Candidates: Sendable {
    /// Where one name's scalars are in ``scalars``, its length in characters and its bits
    /// (``Folded``).
    struct Entry: Sendable {
      var start: Int
      var count: Int
      var bareStart: Int
      var bareCount: Int
      var characters: Int
      var mask: UInt64
    }

    /// The names, in order (the first of equally near ones wins).
    package let names: [String]
    let entries: [Entry]
    let scalars: [UInt32]

    /// Prepares `names`.
    package init(_ names: [String]) {
      var entries: [Entry] = []
      var scalars: [UInt32] = []
      entries.reserveCapacity(names.count)
      for name in names {
        let folded = Folded(name)
        let start = scalars.count
        scalars += folded.scalars
        scalars += folded.bare
        entries.append(
          Entry(
            start: start, count: folded.scalars.count, bareStart: start + folded.scalars.count,
            bareCount: folded.bare.count, characters: name.count, mask: folded.mask))
      }
      self.names = names
      self.entries = entries
      self.scalars = scalars
    }

    /// ``Suggestions/nearest(to:among:slack:)`` among these names. A name is compared with a
    /// table only when neither the lengths nor the scalars rule it out.
    package func nearest(to name: String, slack: Int = 0) -> String? {
      let word = Folded(name)
      var best: (index: Int, distance: Int, bare: Int)?
      entries.withUnsafeBufferPointer { entries in
        word.scalars.withUnsafeBufferPointer { typed in
          scalars.withUnsafeBufferPointer { all in
            for index in entries.indices {
              let entry = entries[index]
              let limit = max(1, min(3, entry.characters / 3 + slack))
              // Only a distance within both the limit and the best so far matters.
              let bound = min(limit, best?.distance ?? Int.max)
              // The distance is at least the difference of the lengths: no table needed.
              if abs(entry.count - typed.count) > bound { continue }
              if word.distanceBound(entry.mask) > bound { continue }
              let other = UnsafeBufferPointer(
                rebasing: all[entry.start..<entry.start + entry.count])
              let distance = Suggestions.distance(typed, other, limit: bound)
              guard distance <= bound else { continue }
              let bare = word.bare.withUnsafeBufferPointer { typedBare in
                Suggestions.distance(
                  typedBare,
                  UnsafeBufferPointer(
                    rebasing: all[entry.bareStart..<entry.bareStart + entry.bareCount]),
                  limit: .max)
              }
              if let best, distance == best.distance, bare >= best.bare { continue }
              best = (index, distance, bare)
            }
          }
        }
      }
      return best.map { names[$0.index] }
    }
  }
}
