import ModalCore

/// The JSON of `lint`: one object per finding, written from the finding's fields.
enum LintJSON {
  /// `{"findings": [...], "count": N}`; each finding has its severity, check, point, environments,
  /// message and hint.
  static func record(_ findings: [LintFinding]) -> String {
    let items = findings.map(finding)
    return "{\"count\": \(findings.count), \"findings\": [\(items.joined(separator: ", "))]}"
  }

  static func finding(_ f: LintFinding) -> String {
    let environments = f.environments.map { e in
      let keyboard = e.keyboardHeight.map { RecordJSON.number($0) } ?? "null"
      return
        "{\"device\": \(Text.json(e.device.name)), \"orientation\": \(Text.json(e.orientation.rawValue)), \"keyboard\": \(keyboard)}"
    }
    let related = f.relatedIndex.map(String.init) ?? "null"
    return
      "{\"severity\": \(Text.json(f.severity.rawValue)), \"check\": \(Text.json(f.kind.rawValue)), \"index\": \(f.index), \"key\": \(RecordJSON.string(f.key)), \"pointKind\": \(Text.json(f.pointKind.rawValue)), \"relatedIndex\": \(related), \"config\": \(RecordJSON.string(f.configName)), \"point\": \(Text.json(f.pointLabel)), \"where\": \(Text.json(f.environmentsPhrase)), \"environments\": [\(environments.joined(separator: ", "))], \"message\": \(Text.json(f.message)), \"hint\": \(Text.json(f.hint))}"
  }
}
