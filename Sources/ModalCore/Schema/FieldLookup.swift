/// The first of a list of fields that accepts a name (``FieldDescriptor/matches(_:option:)``),
/// found through a table of the exact names and the short list of `NAME` stems instead of by
/// asking each field in turn: a `set` asked dozens of fields, about a thousand instructions
/// each.
struct FieldLookup: Sendable {
  /// The fields, in the order that decides between two that accept the same name.
  let fields: [FieldDescriptor]
  /// Each exact path or alias, with the first field that has it.
  private let exact: [String: Int]
  /// Each `NAME` alias's stem (`release.`), with its field, in the fields' order.
  private let stems: [(stem: String, index: Int)]

  init(_ fields: [FieldDescriptor]) {
    self.fields = fields
    var exact: [String: Int] = [:]
    var stems: [(stem: String, index: Int)] = []
    for (index, field) in fields.enumerated() {
      for candidate in [field.path] + field.aliases {
        if candidate.hasSuffix(".NAME") {
          stems.append((String(candidate.dropLast("NAME".count)), index))
        } else if exact[candidate] == nil {
          exact[candidate] = index
        }
      }
    }
    self.exact = exact
    self.stems = stems
  }

  /// The field `fields.first { $0.matches(name, option: &option) }` finds, with the same
  /// `option`: the earliest field that has `name` exactly or by a stem.
  func first(_ name: String, option: inout String) -> FieldDescriptor? {
    var best = exact[name]
    for (stem, index) in stems where index < best ?? Int.max {
      if name.hasPrefix(stem), FieldDescriptor.isOptionName(name.dropFirst(stem.count)) {
        best = index
        break
      }
    }
    guard let best else { return nil }
    // The field itself sets the option, as the scan would have.
    _ = fields[best].matches(name, option: &option)
    return fields[best]
  }
}

extension ConfigSchema {
  /// ``configFields`` by name.
  static let configLookup = FieldLookup(configFields)
  /// ``pointFields`` by name.
  static let pointLookup = FieldLookup(pointFields)
}
