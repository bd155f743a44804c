import ModalCore

/// What Tab completes at the cursor: the word being completed starts at `start` (a Character
/// offset into the line) and `candidates` are full replacements for it, sorted.
public struct CompletionResult: Hashable, Sendable {
  public var start: Int
  public var candidates: [String]

  /// Creates a result.
  public init(start: Int, candidates: [String]) {
    self.start = start
    self.candidates = candidates
  }
}

extension Session {
  /// Tab completion for the line up to the cursor: command words first, then arguments from the
  /// command table (snap keys and indices, preset and device names, `set` paths, file names).
  public func complete(_ line: String) -> CompletionResult {
    // The word under the cursor: from the last unquoted space.
    let characters = Array(line)
    var start = characters.count
    while start > 0 && characters[start - 1] != " " && characters[start - 1] != "\t" { start -= 1 }
    let prefix = String(characters[start...])
    let before = String(characters[..<start])
    let words = ((try? Words.split(before)) ?? []).map(\.text)
    let candidates: [String]
    if words.isEmpty {
      candidates = CommandTable.names + ["exit"]
    } else {
      guard let spec = try? CommandTable.resolve(Word(words[0], offset: 0)) else {
        return CompletionResult(start: start, candidates: [])
      }
      let position = words.count - 1
      let kinds = spec.arguments
      guard !kinds.isEmpty else { return CompletionResult(start: start, candidates: []) }
      let kind = kinds[min(position, kinds.count - 1)]
      candidates = self.candidates(for: kind, spec: spec, words: words, prefix: prefix)
    }
    let matching = candidates.filter { $0.hasPrefix(prefix) }
    var seen = Set<String>()
    let unique = matching.filter { seen.insert($0).inserted }
    return CompletionResult(start: start, candidates: unique.sorted())
  }

  func candidates(for kind: ArgumentKind, spec: CommandSpec, words: [String], prefix: String)
    -> [String]
  {
    switch kind {
    case .snapTarget:
      var names = manager.interpolator.points.filter { $0.kind != .inBetween && $0.index > 0 }
        .map { String($0.index) }
      names += manager.interpolator.points.compactMap(\.key)
      if spec.name == "snap" { names += ["next", "prev", "closest"] }
      if spec.name == "present" { names.append("instant") }
      return names
    case .presetName:
      return BuiltinPresets.names + (spec.name == "override" ? ["clear"] : [])
    case .deviceName:
      return Device.all.map(\.name)
    case .setPath:
      return ConfigEditor.paths(for: manager.adaptiveConfig.config(for: manager.selection))
    case .layoutPreset:
      return LayoutPreset.named.map(\.name)
    case .file:
      var directory = ""
      if let slash = prefix.lastIndex(of: "/") {
        directory = String(prefix[...slash])
      }
      return files.list(directory).map { directory + $0 }
    case .words(let words):
      return words
    case .commandName:
      return CommandTable.names
    case .free:
      return []
    }
  }
}
