/// An error of a command line: a message a user can act on, and the UTF-8 byte offset in the
/// line it refers to (when there is one).
public struct ShellError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int?

  /// Creates an error.
  public init(_ message: String, offset: Int? = nil) {
    self.message = message
    self.offset = offset
  }

  public var description: String { message }
}

/// Edit distance (Levenshtein) between two strings, for "did you mean" suggestions.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The candidate nearest `word` when it is close enough to be a likely typo.
public func suggestion(for word: String, among candidates: [String]) -> String? {
  var best: (String, Int)? = nil
  for candidate in candidates {
    let distance = editDistance(word.lowercased(), candidate.lowercased())
    if best.map({ distance < $0.1 }) ?? true { best = (candidate, distance) }
  }
  guard let (candidate, distance) = best else { return nil }
  let limit = max(1, min(3, candidate.count / 3 + 1))
  return distance <= limit ? candidate : nil
}
