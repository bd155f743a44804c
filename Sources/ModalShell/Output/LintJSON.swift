import ModalCore

/// The JSON of `lint`: one object per finding, written from the finding's fields.
enum LintJSON {
  /// `{"count": N, "findings": [...]}`; each finding has its severity, check, point,
  /// environments, message and hint.
  static func record(_ findings: [LintFinding]) -> JSONValue {
    // Each set of environments' phrase written once (``Lint/phrases(_:)``).
    let items = zip(findings, Lint.phrases(findings)).map { finding($0, phrase: $1) }
    return .object([("count", .integer(findings.count)), ("findings", .array(items))])
  }

  /// One finding; `phrase` is its ``LintFinding/environmentsPhrase``.
  static func finding(_ f: LintFinding, phrase: String) -> JSONValue {
    .object([
      ("severity", .string(f.severity.rawValue)), ("check", .string(f.kind.rawValue)),
      ("index", .integer(f.index)), ("key", .string(f.key)),
      ("pointKind", .string(f.pointKind.rawValue)),
      ("relatedIndex", f.relatedIndex.map { .integer($0) } ?? .null),
      ("config", .string(f.configName)), ("point", .string(f.pointLabel)),
      ("where", .string(phrase)),
      ("environments", .array(f.environments.map(RecordJSON.environment))),
      ("message", .string(f.message)), ("hint", .string(f.hint)),
    ])
  }
}
