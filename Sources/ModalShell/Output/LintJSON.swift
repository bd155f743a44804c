import ModalCore

/// The JSON of `lint`: one object per finding, written from the finding's fields.
enum LintJSON {
  /// `{"findings": [...], "count": N}`; each finding has its severity, check, point, environments,
  /// message and hint.
  static func record(_ findings: [LintFinding]) -> String {
    // Each set of environments' phrase written once (``Lint/phrases(_:)``).
    let items = zip(findings, Lint.phrases(findings)).map { finding($0, phrase: $1) }
    return "{\"count\": \(findings.count), \"findings\": [\(items.joined(separator: ", "))]}"
  }

  /// One finding; `phrase` is its ``LintFinding/environmentsPhrase``.
  static func finding(_ f: LintFinding, phrase: String) -> String {
    let environments = f.environments.map { e in
      let keyboard = e.keyboardHeight.map { RecordJSON.number($0) } ?? "null"
      return
        "{\"device\": \(Text.json(e.device.name)), \"orientation\": \(Text.json(e.orientation.rawValue)), \"keyboard\": \(keyboard)}"
    }
    let related = f.relatedIndex.map(String.init) ?? "null"
    return
      "{\"severity\": \(Text.json(f.severity.rawValue)), \"check\": \(Text.json(f.kind.rawValue)), \"index\": \(f.index), \"key\": \(RecordJSON.string(f.key)), \"pointKind\": \(Text.json(f.pointKind.rawValue)), \"relatedIndex\": \(related), \"config\": \(RecordJSON.string(f.configName)), \"point\": \(Text.json(f.pointLabel)), \"where\": \(Text.json(phrase)), \"environments\": [\(environments.joined(separator: ", "))], \"message\": \(Text.json(f.message)), \"hint\": \(Text.json(f.hint))}"
  }
}
