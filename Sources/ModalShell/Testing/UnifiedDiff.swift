/// A unified diff of two texts, line by line (longest common subsequence, 3 lines of context).
public enum UnifiedDiff {
  /// The 1-based number of the first line where the texts differ.
  public static func firstDifference(_ a: String, _ b: String) -> Int {
    let left = lines(a)
    let right = lines(b)
    var index = 0
    while index < left.count && index < right.count && left[index] == right[index] { index += 1 }
    return index + 1
  }

  static func lines(_ text: String) -> [Substring] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { result.removeLast() }
    return result
  }

  /// The diff of `old` against `new` with `---`/`+++` headers and `@@` hunks.
  public static func make(old: String, new: String, oldName: String, newName: String) -> String {
    let a = lines(old)
    let b = lines(new)
    return "--- \(oldName)\n+++ \(newName)\n" + hunks(editScript(a, b), a, b)
  }

  /// One step of an edit script: kept (" "), deleted ("-") or inserted ("+"), with the line
  /// indices in the old and the new text.
  typealias Edit = (kind: Character, old: Int, new: Int)

  /// The edit script from `a` to `b`.
  static func editScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
    // Trim the common prefix and suffix, then LCS on what is left (bounded).
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    var script: [Edit] = []
    for i in 0..<prefix { script.append((" ", i, i)) }
    if middleA.count * middleB.count <= 4_000_000 {
      let n = middleA.count
      let m = middleB.count
      var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
      if n > 0 && m > 0 {
        for i in stride(from: n - 1, through: 0, by: -1) {
          for j in stride(from: m - 1, through: 0, by: -1) {
            table[i * (m + 1) + j] =
              middleA[i] == middleB[j]
              ? table[(i + 1) * (m + 1) + j + 1] + 1
              : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
          }
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n && j < m && middleA[i] == middleB[j] {
          script.append((" ", prefix + i, prefix + j))
          i += 1
          j += 1
        } else if i < n && (j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1]) {
          // Deletions before insertions, as diff(1) prints them.
          script.append(("-", prefix + i, prefix + j))
          i += 1
        } else {
          script.append(("+", prefix + i, prefix + j))
          j += 1
        }
      }
    } else {
      for i in 0..<middleA.count { script.append(("-", prefix + i, prefix)) }
      for j in 0..<middleB.count { script.append(("+", prefix + middleA.count, prefix + j)) }
    }
    for k in 0..<suffix {
      script.append((" ", a.count - suffix + k, b.count - suffix + k))
    }
    return script
  }

  /// The `@@` hunks of an edit script, with 3 lines of context.
  static func hunks(_ script: [Edit], _ a: [Substring], _ b: [Substring]) -> String {
    var out = ""
    var index = 0
    while index < script.count {
      guard let change = script[index...].firstIndex(where: { $0.0 != " " }) else { break }
      let start = max(0, change - 3)
      var end = change
      var lastChange = change
      while end < script.count {
        if script[end].0 != " " { lastChange = end }
        if end - lastChange > 6 { break }
        end += 1
      }
      end = min(script.count, lastChange + 4)
      let hunk = script[start..<end]
      let oldStart = (hunk.first?.1 ?? 0) + 1
      let newStart = (hunk.first?.2 ?? 0) + 1
      let oldCount = hunk.filter { $0.0 != "+" }.count
      let newCount = hunk.filter { $0.0 != "-" }.count
      out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for (kind, i, j) in hunk {
        switch kind {
        case "-": out += "-" + a[i] + "\n"
        case "+": out += "+" + b[j] + "\n"
        default: out += " " + a[i] + "\n"
        }
      }
      index = end
    }
    return out
  }
}
