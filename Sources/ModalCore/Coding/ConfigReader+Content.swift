/// Reading the optional `content` object of a config (``ContentFields``).
extension ConfigReader {
  /// The content object: `length` (required), `across`, `scrolls`, `insets`. A missing length is
  /// reported at `content.length`, the path `set` accepts.
  func content(_ value: JSONValue, at path: ReadPath) -> ContentConfig? {
    let start = problems.count
    var content = ContentConfig(length: 0)
    var hasLength = false
    let isObject = readObject(
      value, at: path, "a content object", keys: ConfigSchemaKeys.content
    ) { key, value, path in
      switch key {
      case "length":
        hasLength = true
        if let length = number(value, at: path, .contentLength) { content.length = length }
      case "across":
        if let across = number(value, at: path, .contentLength) { content.across = across }
      case "scrolls":
        if let scrolls = bool(value, at: path) { content.scrolls = scrolls }
      default:
        readObject(value, at: path, "an object of insets", keys: ConfigSchemaKeys.contentInsets) {
          key, value, path in
          guard let inset = number(value, at: path, .inset),
            let edge = ContentFields.insetEdges.first(where: { $0.name == key })
          else { return }
          content.insets[keyPath: edge.keyPath] = inset
        }
      }
    }
    if isObject && !hasLength {
      report(
        JSONPath.key(path, "length"),
        "missing required key \"length\" (the content's length along the primary axis)")
    }
    return problems.count == start ? content : nil
  }
}
