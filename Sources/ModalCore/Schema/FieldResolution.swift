import ModalSupport

/// A path resolved against a document: the field, where it is, and its canonical path.
public struct ResolvedField: Sendable {
  /// The field.
  public let descriptor: FieldDescriptor
  /// The config the field is in (config, snap point and edge fields).
  public let selection: ConfigSelection
  /// The base point and option name.
  public let location: FieldLocation
  /// The canonical path: the JSON path a load error prints for this field, e.g.
  /// `snapPoints[1].layout.height` or `constrained[0].config.flags.shouldEnableSnapping`.
  public let path: String
  /// The constrained config, for `constrained[N].name` and `constrained[N].when`.
  let constrained: Int
  /// What goes before a config's own paths: empty in a static document (and for document
  /// fields), `default.` or `constrained[N].config.` in an adaptive one.
  public var configPrefix: String = ""

  /// True for the fields of a config (and of its points), which the config's
  /// ``ModalConfig/problems()`` check after an edit.
  public var isConfigField: Bool {
    switch descriptor.scope {
    case .document, .constrained: false
    default: true
    }
  }
}

extension ConfigSchema {
  /// What `path` names in `document`, `selection` being the config in use (paths without a
  /// `default.` or `constrained[N].config.` prefix name a field of that config).
  ///
  /// Canonical paths and every alias are accepted: `snapPoints[1].layout.height`,
  /// `snap.2.height`, `snap.half.height`, `flags.X` / `manager.X`, `release.options.X` /
  /// `release.X`, `animations.snap` / `animation.snap`, `undershoot.keyframe.cornerRadius` /
  /// `undershoot.radius`. The error names the path and says what was expected.
  public static func resolve(
    _ path: String, in document: ConfigDocument, selection: ConfigSelection
  ) throws(ValueError) -> ResolvedField {
    if let field = documentFields.first(where: { $0.path == path }) {
      return ResolvedField(
        descriptor: field, selection: selection, location: FieldLocation(), path: path,
        constrained: 0)
    }
    let adaptive = document.config
    var selection = selection
    var rest = Substring(path)
    if rest.hasPrefix("default.") {
      selection = .defaultConfig
      rest = rest.dropFirst("default.".count)
    } else if let (index, after) = FieldPaths.index(rest, "constrained") {
      guard adaptive.constrained.indices.contains(index) else {
        throw ValueError(
          "\(path): no constrained config \(index) (\(FieldPaths.range("constrained", adaptive.constrained.count)))"
        )
      }
      if after.hasPrefix(".config.") {
        selection = .constrained(index)
        rest = after.dropFirst(".config.".count)
      } else if after.first == ".",
        let field = constrainedFields.first(where: { $0.path == after.dropFirst() })
      {
        return ResolvedField(
          descriptor: field, selection: .constrained(index), location: FieldLocation(),
          path: "constrained[\(index)]." + field.path, constrained: index)
      } else if after.hasPrefix(".when["), let when = constrainedFields.last {
        throw partOfValue(
          path, field: "constrained[\(index)].when", when.kind, when.range,
          current: LayoutCodecs.conditions.format(adaptive.constrained[index].conditions))
      } else {
        throw FieldPaths.unknownPath(
          "unknown path '\(path)' (a constrained config's fields are name, when and config.FIELD)")
      }
    }
    if case .constrained(let index) = selection, !adaptive.constrained.indices.contains(index) {
      selection = .defaultConfig
    }
    let prefix = configPrefix(selection, in: adaptive)
    let (field, location, relative) = try resolve(
      String(rest), in: adaptive.config(for: selection), typed: path, prefix: prefix)
    return ResolvedField(
      descriptor: field, selection: selection, location: location, path: prefix + relative,
      constrained: 0, configPrefix: prefix)
  }

  /// What goes before the paths of a config's own fields: nothing in a static config,
  /// `default.` or `constrained[N].config.` in an adaptive one.
  public static func configPrefix(_ selection: ConfigSelection, in config: AdaptiveConfig)
    -> String
  {
    guard config.isAdaptive else { return "" }
    switch selection {
    case .defaultConfig: return "default."
    case .constrained(let index): return "constrained[\(index)].config."
    }
  }

  /// A path inside one config: the field, its location and its canonical relative path.
  /// `searchesEnclosing` false skips the search for an enclosing field in the error of an
  /// unknown path: ``enclosing(_:in:typed:prefix:)`` tries each shorter path with it, as only
  /// a success matters there (searching again made `set a.........b` exponential).
  static func resolve(
    _ path: String, in config: ModalConfig, typed: String, prefix: String = "",
    searchesEnclosing: Bool = true
  ) throws(ValueError)
    -> (FieldDescriptor, FieldLocation, String)
  {
    var option = ""
    if let field = configLookup.first(path, option: &option) {
      let relative = field.isNamedOption ? field.path.dropLast("NAME".count) + option : field.path
      return (field, FieldLocation(option: option), relative)
    }
    if let (index, after) = FieldPaths.index(Substring(path), "snapPoints") {
      guard config.snapPoints.indices.contains(index) else {
        var error = ValueError(
          "\(typed): no snap point \(index) (\(FieldPaths.range("snapPoints", config.snapPoints.count)))"
        )
        // `snapPoints[N]` itself is an object of the document (N = the count appends one).
        error.isPartOfDocument = after.isEmpty
        throw error
      }
      let name = after.dropFirst()
      guard after.first == ".", let field = pointFields.first(where: { $0.path == name }) else {
        if searchesEnclosing, let error = enclosing(path, in: config, typed: typed, prefix: prefix)
        {
          throw error
        }
        throw FieldPaths.unknown(
          typed, field: String(after.dropFirst()), prefix: "snapPoints[\(index)].",
          names: pointFields.map(\.path), hint: FieldPaths.pointHint)
      }
      return (field, FieldLocation(point: index), "snapPoints[\(index)]." + field.path)
    }
    let parts = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let head = String(parts[0])
    let rest = parts.count > 1 ? String(parts[1]) : nil
    if head == "snap" {
      return try resolveSnapAlias(rest, in: config, typed: typed)
    }
    if let side = EdgeSide(rawValue: head), let rest {
      let fields = edgeFields(side)
      guard let field = fields.first(where: { $0.matches(rest, option: &option) }) else {
        if searchesEnclosing, config.hasOvershoot || side == .undershoot,
          let error = enclosing(path, in: config, typed: typed, prefix: prefix)
        {
          throw error
        }
        throw FieldPaths.unknown(
          typed, field: rest, prefix: head + ".", names: fields.flatMap { [$0.path] + $0.aliases },
          hint: FieldPaths.edgeHint)
      }
      if side == .overshoot && !config.hasOvershoot {
        throw ValueError(
          "\(typed): the config has no overshoot (add one with 'set overshoot PRESET', e.g. 'set overshoot fitScreen')"
        )
      }
      return (field, FieldLocation(), head + "." + field.path)
    }
    if searchesEnclosing, let error = enclosing(path, in: config, typed: typed, prefix: prefix) {
      throw error
    }
    let names = (documentFields + configFields).flatMap { [$0.path] + $0.aliases }
    if let suggestion = Suggestions.nearest(to: path, among: names) {
      throw FieldPaths.unknownPath(
        "unknown path '\(typed)' (\(Suggestions.didYouMean(suggestion)))")
    }
    throw FieldPaths.unknownPath("unknown path '\(typed)' (\(FieldPaths.topLevelHint))")
  }

  /// The error for a path that load errors print but that is not a field: a part of a field's
  /// value (`animations.snap.duration`, `clamping.start[2]`), which names the field to set
  /// instead, or an object that holds fields (`snapPoints[1].layout`), which names them.
  static func enclosing(
    _ path: String, in config: ModalConfig, typed: String, prefix: String
  ) -> ValueError? {
    let inside = paths(for: config).filter {
      $0.hasPrefix(path + ".") || $0.hasPrefix(path + "[")
    }
    if !inside.isEmpty {
      let examples = inside.prefix(3).map { prefix + $0 }.joined(separator: ", ")
      var error = ValueError(
        "'\(typed)' holds \(inside.count) fields: set one of them, e.g. \(examples) ('help paths' lists them all)"
      )
      error.isPartOfDocument = true
      return error
    }
    var candidate = Substring(path)
    while let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) {
      candidate = candidate[..<cut]
      // `undershoot.X` is a typo of an edge field, not a part of the preset's value.
      if EdgeSide(rawValue: String(candidate)) != nil { break }
      guard
        let (field, location, relative) = try? resolve(
          String(candidate), in: config, typed: "", searchesEnclosing: false)
      else { continue }
      return partOfValue(
        typed, field: prefix + relative, field.kind, field.range,
        current: field.text(in: config, at: location) ?? "")
    }
    return nil
  }

  /// `'PATH' is part of the value of FIELD (KIND): set the whole value (...), e.g. ...`.
  static func partOfValue(
    _ typed: String, field: String, _ kind: String, _ range: String, current: String
  ) -> ValueError {
    var error = ValueError(
      "'\(typed)' is part of the value of \(field) (\(kind)): set the whole value (\(range)), e.g. set \(field) \(current)"
    )
    error.isPartOfDocument = true
    return error
  }

  /// `snap.REF.FIELD`: REF is a combined index (1 = `snapPoints[0]`) or a key.
  static func resolveSnapAlias(_ rest: String?, in config: ModalConfig, typed: String)
    throws(ValueError) -> (FieldDescriptor, FieldLocation, String)
  {
    guard let rest else {
      throw FieldPaths.unknownPath(
        "unknown path 'snap' (expected snap.INDEX.FIELD, e.g. snap.1.height)")
    }
    let sub = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(
      String.init)
    let position = try FieldPaths.pointPosition(sub[0], in: config)
    guard sub.count > 1 else {
      throw ValueError(
        "unknown path '\(typed)' (expected snap.\(sub[0]).FIELD, e.g. snap.\(sub[0]).height)")
    }
    var option = ""
    guard let field = pointLookup.first(sub[1], option: &option) else {
      throw FieldPaths.unknown(
        typed, field: sub[1], prefix: "snap.\(sub[0]).",
        names: pointFields.flatMap { [$0.path] + $0.aliases }, hint: FieldPaths.pointHint)
    }
    return (field, FieldLocation(point: position), "snapPoints[\(position)]." + field.path)
  }

  /// A point field by its name inside the point (`layout.height`, `height`, `radius`), for the
  /// `FIELD=VALUE` words of `add snap`.
  public static func pointField(named name: String) -> FieldDescriptor? {
    var option = ""
    return pointLookup.first(name, option: &option)
  }

  // MARK: - Reading and writing

  /// The current value of a resolved field as canonical text (`set PATH (get PATH)` changes
  /// nothing); an unset optional field reads `none` (`inherit` for `maskedCorners`).
  public static func get(_ field: ResolvedField, in document: ConfigDocument) -> String {
    switch field.descriptor.access {
    case .document(let get, _): return get(document)
    case .constrained(let get, _): return get(document.config.constrained[field.constrained])
    case .config(let get, _):
      return get(document.config.config(for: field.selection), field.location)
    }
  }

  /// The value of a field as `set PATH` shows it: ``get(_:in:)``, but the presenting view's
  /// numbers with at most 2 (points) or 3 (ratios) decimals, so that a computed value such as
  /// a deck's scale reads 0.889, not 0.8886255924170616 (the config keeps the exact value).
  public static func displayed(_ field: ResolvedField, in document: ConfigDocument) -> String {
    let text = get(field, in: document)
    guard let decimals = KeyframeFields.displayDecimals[field.descriptor.path],
      let value = Double(text), value.isFinite
    else { return text }
    var power = 1.0
    for _ in 0..<decimals { power *= 10 }
    let rounded = (value * power).rounded() / power
    return LayoutValueSyntax.formatNumber(rounded == 0 ? 0 : rounded)
  }

  /// Sets a resolved field from its text (trimmed); throws the codec's error and changes
  /// nothing then. The edited config is not validated here (see ``ModalConfig/problems()``).
  public static func set(_ field: ResolvedField, _ text: String, in document: inout ConfigDocument)
    throws(ValueError)
  {
    switch field.descriptor.access {
    case .document(_, let set):
      try set(&document, text)
    case .constrained(_, let set):
      try set(&document.config.constrained[field.constrained], text)
    case .config(_, let set):
      switch field.selection {
      case .constrained(let index) where document.config.constrained.indices.contains(index):
        try set(&document.config.constrained[index].config, field.location, text)
      default:
        try set(&document.config.defaultConfig, field.location, text)
      }
    }
  }
}

extension ConfigSchema {
  /// Sets a field of a config at a location (a point field at `location.point`, for `add snap`).
  public static func set(
    _ field: FieldDescriptor, _ text: String, at location: FieldLocation,
    in config: inout ModalConfig
  ) throws(ValueError) {
    guard case .config(_, let set) = field.access else { return }
    try set(&config, location, text)
  }
}

/// Path syntax and the messages about paths.
package enum FieldPaths {
  /// An error for a path that is not a field; `set` tries it as a JSON path of the document
  /// (``ConfigSchema/setJSON(_:_:in:selection:unknown:)``) and prints this when that fails.
  static func unknownPath(_ message: String) -> ValueError {
    var error = ValueError(message)
    error.isUnknownPath = true
    return error
  }

  static let topLevelHint =
    "expected a path like direction, animations.snap, flags.shouldEnableSnapping, snapPoints[0].layout.height or undershoot.keyframe.cornerRadius; 'help paths' lists them all"

  package static let pointHint =
    "a snap point's fields are key, page, mode, layout.FIELD (align, width, height, margins.top, paddings.top, offset.x, ...) and keyframe.FIELD (cornerRadius or radius, ...)"

  static let edgeHint =
    "an edge point's fields are preset (the overshoot's), layout.FIELD and keyframe.FIELD (cornerRadius or radius, ...)"

  /// A concrete path with its indices replaced by `N` and the scope prefix dropped, as the
  /// descriptors write them relative to their scope (`snapPoints[2].layout.height` reads
  /// `layout.height`).
  static func pattern(_ path: Substring) -> String {
    var text = path
    if let (_, after) = index(text, "snapPoints"), after.first == "." { text = after.dropFirst() }
    for side in EdgeSide.allCases where text.hasPrefix(side.rawValue + ".") {
      text = text.dropFirst(side.rawValue.count + 1)
    }
    return String(text)
  }

  /// `NAME[N]` at the start of `text`: the index and what follows `]`.
  static func index(_ text: Substring, _ name: String) -> (Int, Substring)? {
    guard text.hasPrefix(name + "[") else { return nil }
    let rest = text.dropFirst(name.count + 1)
    guard let close = rest.firstIndex(of: "]"), let index = Int(rest[..<close]), index >= 0
    else { return nil }
    return (index, rest[rest.index(after: close)...])
  }

  /// `NAME[0] to NAME[n-1]`, or that there is none.
  static func range(_ name: String, _ count: Int) -> String {
    switch count {
    case 0: "there is none"
    case 1: "the only one is \(name)[0]"
    default: "expected \(name)[0] to \(name)[\(count - 1)]"
    }
  }

  static func unknown(_ path: String, field: String, prefix: String, names: [String], hint: String)
    -> ValueError
  {
    if let suggestion = Suggestions.nearest(to: field, among: names) {
      return FieldPaths.unknownPath(
        "unknown path '\(path)' (\(Suggestions.didYouMean(prefix + suggestion)))")
    }
    return FieldPaths.unknownPath("unknown path '\(path)' (\(hint))")
  }

  /// The position in `snapPoints` of `snap.TEXT`: a combined index of a base point, or a key.
  static func pointPosition(_ text: String, in config: ModalConfig) throws(ValueError) -> Int {
    if let index = Int(text) {
      guard index >= 1 && index <= config.snapPoints.count else {
        throw ValueError("snap.\(text): \(noPoint(index, in: config, removing: false))")
      }
      return index - 1
    }
    if let position = config.snapPoints.firstIndex(where: { $0.key == text }) {
      return position
    }
    let count = config.snapPoints.count
    let range = count == 1 ? "the index 1" : "an index from 1 to \(count)"
    throw ValueError(
      "snap.\(text): no snap point with the key \(SchemaText.quoted(text)) (expected \(range) or a key)"
    )
  }

  /// `no snap point 7 (the base points are 1 to 4)`, with a hint for the edge points.
  package static func noPoint(_ index: Int, in config: ModalConfig, removing: Bool) -> String {
    let count = config.snapPoints.count
    var note = count == 1 ? "the only base point is 1" : "the base points are 1 to \(count)"
    if index == 0 {
      note +=
        removing
        ? "; 0 is the undershoot, which cannot be removed"
        : "; 0 is the undershoot: use undershoot.FIELD"
    } else if index == count + 1 && config.hasOvershoot {
      note +=
        removing
        ? "; \(index) is the overshoot: remove it with 'set overshoot none'"
        : "; \(index) is the overshoot: use overshoot.FIELD"
    }
    return "no snap point \(index) (\(note))"
  }
}
