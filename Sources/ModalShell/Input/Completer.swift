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
  /// Tab completion for the line up to the cursor: command names (and aliases) first, then
  /// what the command's declaration reads at the cursor (snap keys and indices, preset and
  /// device names, `set` paths, file names).
  public func complete(_ line: String) -> CompletionResult {
    // The word under the cursor: from the last unquoted space.
    let characters = Array(line)
    var start = characters.count
    while start > 0 && characters[start - 1] != " " && characters[start - 1] != "\t" { start -= 1 }
    let prefix = String(characters[start...])
    let before = String(characters[..<start])
    let words = (try? Words.split(before)) ?? []
    var candidates: [String] = []
    if let first = words.first {
      guard let spec = try? CommandTable.resolve(first) else {
        return CompletionResult(start: start, candidates: [])
      }
      var arguments = ArgumentReader(
        text: before, words: words, usage: spec.usage, completing: true)
      // The parse stops at the cursor (or at a word it refuses): what it asked for there is
      // what completes.
      _ = try? spec.parse(&arguments)
      for completion in arguments.completions {
        candidates += self.candidates(for: completion, prefix: prefix)
      }
    } else {
      candidates = CommandTable.names + CommandTable.all.flatMap(\.aliases).filter(isWord)
    }
    let matching = candidates.filter { $0.hasPrefix(prefix) }
    var seen = Set<String>()
    let unique = matching.filter { seen.insert($0).inserted }
    return CompletionResult(start: start, candidates: unique.sorted())
  }

  /// The indices of the snap points a command can name (not the undershoot, nor the points
  /// in between).
  private var snapIndices: [String] {
    manager.interpolator.points.filter { $0.kind != .inBetween && $0.index > 0 }
      .map { String($0.index) }
  }

  /// True for an alias made of letters (`exit`, not `?`): those are offered with the names.
  private func isWord(_ alias: String) -> Bool { alias.allSatisfy(\.isLetter) }

  /// The candidates of a completion, for the session as it is.
  func candidates(for completion: Completion, prefix: String) -> [String] {
    switch completion {
    case .none:
      return []
    case .words(let words):
      return words
    case .snapIndices:
      return snapIndices
    case .snapKeys:
      return manager.interpolator.points.compactMap(\.key)
    case .flags:
      return Array(Set(manager.adaptiveConfig.conditionFlags).union(manager.environment.flags))
        .sorted()
    case .removableSnaps:
      // The indices `remove snap` accepts: the same check the command runs.
      let config = manager.adaptiveConfig.config(for: manager.selection)
      return config.snapPoints.indices.map { $0 + 1 }.filter { index in
        (try? ConfigEditor.removeSnap(index, in: config)) != nil
      }.map(String.init)
    case .setValue(let path):
      var edited = document
      edited.config = manager.adaptiveConfig
      return ConfigSchema.valueCandidates(for: path, in: edited, selection: manager.selection)
    case .pointFields:
      return Self.pointFieldCandidates(prefix)
    case .snapPoints(let relative):
      var names = snapIndices + manager.interpolator.points.compactMap(\.key)
      if relative { names += ["next", "prev", "closest"] }
      return names
    case .setPaths:
      // The config in use by its short paths, then the whole document's canonical paths
      // (`default.` / `constrained[N].config.` in an adaptive document).
      let inUse = ConfigEditor.paths(for: manager.adaptiveConfig.config(for: manager.selection))
      let document = ConfigEditor.paths(
        for: ConfigDocument(config: manager.adaptiveConfig), selection: manager.selection)
      var seen = Set(inUse)
      return inUse + document.filter { seen.insert($0).inserted }
    case .files:
      var directory = ""
      if let slash = prefix.lastIndex(of: "/") {
        directory = String(prefix[...slash])
      }
      return files.list(directory).map { directory + $0 }
    }
  }
}

extension Session {
  /// `add snap`'s `FIELD=` words: each field's short name (its shortest name: `height`,
  /// `radius`),
  /// or every name when no short one starts with what is typed (`layout.` → the paths);
  /// after `FIELD=`, the field's values (`mode=inBetween`).
  static func pointFieldCandidates(_ prefix: String) -> [String] {
    if let equals = prefix.firstIndex(of: "=") {
      let name = String(prefix[..<equals])
      guard let field = ConfigSchema.pointField(named: name) else { return [] }
      return field.candidates.map { name + "=" + $0 }
    }
    let short = ConfigSchema.pointFields.map { field in
      ([field.path] + field.aliases).min { $0.count < $1.count }.map { $0 + "=" } ?? ""
    }
    if short.contains(where: { $0.hasPrefix(prefix) }) { return short }
    return ConfigSchema.pointFields.flatMap { ([$0.path] + $0.aliases).map { $0 + "=" } }
  }
}
