extension ConfigSchema {
  /// Every field, in the canonical order: the document's, a constrained config's, the
  /// config's, a base snap point's, the undershoot's and the overshoot's.
  public static var allFields: [FieldDescriptor] {
    documentFields + constrainedFields + configFields + pointFields + edgeFields(.undershoot)
      + edgeFields(.overshoot)
  }

  /// Every canonical path of a config, for Tab completion and `help set`, in a stable order:
  /// the config's fields in the schema's order (`release.options.NAME` once per option set or
  /// declared by the strategy, `handoff.options.NAME` likewise for the rule), each base point's fields, the undershoot's and, when there is
  /// one, the overshoot's. `prefix` goes before each (`default.` in an adaptive document).
  public static func paths(for config: ModalConfig, prefix: String = "") -> [String] {
    var paths: [String] = []
    for field in configFields {
      if field.isNamedOption, field.path.hasPrefix("handoff.") {
        paths += HandoffFields.optionNames(in: config).map { prefix + "handoff.options." + $0 }
      } else if field.isNamedOption {
        let declared = ReleaseStrategies.optionNames(for: config.release.strategy).keys
        let names = Set(config.release.options.keys).union(declared)
        paths += names.sorted().map { prefix + "release.options." + $0 }
      } else {
        paths.append(prefix + field.path)
      }
    }
    for index in config.snapPoints.indices {
      paths += pointFields.map { prefix + "snapPoints[\(index)]." + $0.path }
    }
    paths += edgeFields(.undershoot).map { prefix + "undershoot." + $0.path }
    if config.hasOvershoot {
      paths += edgeFields(.overshoot).map { prefix + "overshoot." + $0.path }
    }
    return paths
  }

  /// Every canonical path of a document: `name`, `description`, each constrained config's
  /// `name` and `when`, then the paths of the config in use (with its prefix when the
  /// document is adaptive).
  public static func paths(for document: ConfigDocument, selection: ConfigSelection) -> [String] {
    var paths = documentFields.map(\.path)
    let adaptive = document.config
    for index in adaptive.constrained.indices {
      paths += constrainedFields.map { "constrained[\(index)]." + $0.path }
    }
    var selected = selection
    if case .constrained(let index) = selection, !adaptive.constrained.indices.contains(index) {
      selected = .defaultConfig
    }
    return paths
      + self.paths(
        for: adaptive.config(for: selected), prefix: configPrefix(selected, in: adaptive))
  }

  /// The value candidates of the field a path names (enumeration names, `none`, ...), for Tab
  /// completion of `set PATH VALUE`; empty when the path names no field.
  public static func valueCandidates(
    for path: String, in document: ConfigDocument, selection: ConfigSelection
  ) -> [String] {
    (try? resolve(path, in: document, selection: selection))?.descriptor.candidates ?? []
  }

  /// The fields `help paths` and the docs list: every field but the edge points' layout and
  /// keyframe fields, which are a snap point's (``edgeNote`` says so).
  static var listedFields: [FieldDescriptor] {
    let pointPaths = Set(pointFields.map(\.path))
    return allFields.filter { field in
      if case .edge = field.scope { return !pointPaths.contains(field.path) }
      return true
    }
  }

  /// What the lists say about the edge points' layout and keyframe fields.
  public static let edgeNote =
    "undershoot.layout.FIELD, undershoot.keyframe.FIELD, overshoot.layout.FIELD and overshoot.keyframe.FIELD are the fields of snapPoints[N].layout and snapPoints[N].keyframe (aliases undershoot.FIELD, e.g. undershoot.radius); setting a layout field gives the edge point a full layout"

  /// `help paths`: one line per field pattern with its kind, default and aliases, then its
  /// doc. `N` stands for an index (`snapPoints[N]` counts from 0; the alias `snap.N` counts
  /// from 1, the combined index, or takes a key), `NAME` for a release option.
  public static func pathHelp() -> [String] {
    var lines = [
      "paths (set PATH VALUE, set PATH; N is an index from 0, snap.N counts from 1 or takes a key;",
      "in an adaptive document a config's paths start with default. or constrained[N].config.)",
    ]
    for field in listedFields {
      let aliases = field.aliases.map { aliasPattern(field.scope, $0) }
      var line = "  \(field.pattern)  \(field.kind), default \(field.defaultText)"
      if !aliases.isEmpty { line += " (also \(aliases.joined(separator: ", ")))" }
      lines.append(line)
      lines.append("      \(field.doc)")
    }
    return lines + ["  " + edgeNote]
  }

  /// An alias as typed in full: `snap.N.height`, `undershoot.radius`, `manager.X`.
  static func aliasPattern(_ scope: FieldDescriptor.Scope, _ alias: String) -> String {
    switch scope {
    case .snapPoint: "snap.N." + alias
    case .edge(let side): side.rawValue + "." + alias
    default: scope.prefix + alias
    }
  }

  /// The Markdown table of every field (`docs/config-schema.md`, "Every field"): path, kind,
  /// values, default, aliases and doc; a test checks that the doc holds exactly this table
  /// (and rewrites it when run with `MODALPLAY_UPDATE_DOCS=1`).
  public static func markdownTable() -> [String] {
    var lines = [
      "| path | kind | values | default | aliases | meaning |", "|---|---|---|---|---|---|",
    ]
    let cell = { (text: String) in
      text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
    for field in listedFields {
      let aliases = field.aliases.map { "`" + aliasPattern(field.scope, $0) + "`" }
      let columns = [
        "`\(field.pattern)`", field.kind, cell(field.range), cell(field.defaultText),
        aliases.joined(separator: ", "), cell(field.doc),
      ]
      lines.append("| " + columns.joined(separator: " | ") + " |")
    }
    return lines
  }
}
