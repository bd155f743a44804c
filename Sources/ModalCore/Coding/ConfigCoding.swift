/// Every problem found while loading a config document.
public struct ConfigLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in document order; never empty.
  public var problems: [ConfigProblem]

  /// Creates an error.
  public init(problems: [ConfigProblem]) {
    self.problems = problems
  }

  /// One problem per line.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// Reads and writes config documents in the JSON schema of `docs/config-schema.md`.
///
/// Decoding checks the whole document and reports every problem with its JSON path; encoding
/// writes the canonical form (two-space indentation, keys in the schema's order, defaults left
/// out, layout values as short strings where the string syntax expresses them exactly). For
/// every valid text `x`, `decodeDocument(encodeDocument(decodeDocument(x)))` equals
/// `decodeDocument(x)`.
public enum ConfigCoding {
  /// Parses and validates a document, reporting every problem with its JSON path.
  ///
  /// JSON syntax errors are reported as `line L, column C: ...`; problems of the content as
  /// `path: message`, e.g. `snapPoints[2].layout.height: expected a layout value like "50%",
  /// got "fifty" (unknown name 'fifty')`. Paths inside the default config of an adaptive
  /// document start with `default.`, those inside a constrained config with
  /// `constrained[i].config.`.
  public static func decodeDocument(_ text: String) throws(ConfigLoadError) -> ConfigDocument {
    let (json, syntaxProblems) = JSONParser.parse(text)
    guard let json else { throw ConfigLoadError(problems: syntaxProblems) }
    return try decodeDocument(json: json, problems: syntaxProblems)
  }

  /// The canonical JSON text of a document (ends with a newline).
  public static func encodeDocument(_ document: ConfigDocument) -> String {
    JSONWriter.format(ConfigWriter.document(document))
  }

  /// The canonical JSON value of a document, for a caller that writes it inside its own JSON.
  public static func documentValue(_ document: ConfigDocument) -> JSONValue {
    ConfigWriter.document(document)
  }

  /// Maps a parsed value to a document; `problems` are problems found earlier (duplicate
  /// keys), reported first.
  static func decodeDocument(json: JSONValue, problems: [ConfigProblem] = [])
    throws(ConfigLoadError) -> ConfigDocument
  {
    let reader = ConfigReader()
    let document = reader.document(json)
    let all = problems + reader.problems
    guard all.isEmpty, let document else {
      throw ConfigLoadError(
        problems: all.isEmpty
          ? [ConfigProblem(path: "", message: "the document could not be read")] : all)
    }
    return document
  }
}
