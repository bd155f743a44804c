import ModalCore

/// The shell's config editing language (`set PATH VALUE`, `add snap`, `remove snap`): pure
/// functions from a config to an edited config.
///
/// Paths name fields with the schema's vocabulary (`docs/config-schema.md`): top-level fields
/// (`direction`, `release`, `manager.shouldEnableSnapping`, `animation.snap`,
/// `clamping.start`, ...), fields of a base snap point by its combined index or key
/// (`snap.2.height`, `snap.half.radius`) and fields of the edge points (`undershoot.preset`,
/// `overshoot.cornerRadius`). Every value is parsed fully and the edited config must pass
/// ``ModalConfig/problems()``; otherwise the edit throws an ``EditError`` and nothing changes.
public enum ConfigEditor {
  /// Every settable path for this config, for `help set` and Tab completion, in a stable order:
  /// the top-level fields in the schema's order (with the release options after `release`: those
  /// set and those the strategy declares),
  /// then each base snap point's fields (its own, its layout's, its keyframe's, then the
  /// keyframe aliases), then the undershoot's and the overshoot's (when there is one).
  public static func paths(for config: ModalConfig) -> [String] {
    var paths: [String] = []
    for field in ConfigField.all {
      paths.append(field.path)
      if field == .release {
        // The options set, and those the strategy declares (for completion), once each.
        let declared = ReleaseStrategies.optionNames(for: config.release.strategy).keys
        let names = Set(config.release.options.keys).union(declared)
        paths += names.sorted().map { "release." + $0 }
      }
    }
    for index in config.snapPoints.indices {
      paths += PointField.allNames.map { "snap.\(index + 1).\($0)" }
    }
    paths += EdgeField.allNames.map { "undershoot." + $0 }
    if config.hasOvershoot {
      paths += EdgeField.allNames.map { "overshoot." + $0 }
    }
    return paths
  }

  /// `set PATH VALUE`: returns the edited config or throws an EditError; never partially edits.
  ///
  /// The value is trimmed and parsed fully; `none` removes an optional field (and unsets a
  /// keyframe field, which is then inherited; `inherit` does too). The error's message starts
  /// with the path, e.g. `direction: expected one of bottomToTop, topToBottom, leftToRight,
  /// rightToLeft, got "up"`.
  public static func set(_ path: String, _ value: String, in config: ModalConfig) throws(EditError)
    -> ModalConfig
  {
    let target = try resolve(path, in: config)
    var edited = config
    do {
      try set(target, EditValues.trimmed(value), in: &edited)
    } catch {
      throw EditError("\(path): \(error.message)")
    }
    try validate(edited, original: config, context: path, path: target.canonicalPath)
    return edited
  }

  /// `add snap [at INDEX] FIELD=VALUE...`: inserts a base snap point (combined INDEX, default:
  /// after the last base point).
  ///
  /// The fields are those of `snap.N.FIELD` (`height=40% radius=10 dim=0.2`); a word without
  /// `FIELD=` continues the previous value (`height=50% + safe.bottom`). The new point's layout
  /// is the previous base point's with the given fields changed, or `center/bottom, stretch x
  /// 50%` when there is none; its keyframe has only the given fields (the rest is inherited).
  /// `initialIndex` shifts so that it keeps naming the same point.
  public static func addSnap(at index: Int?, fields: [String], in config: ModalConfig)
    throws(EditError) -> ModalConfig
  {
    let context = index.map { "add snap at \($0)" } ?? "add snap"
    let count = config.snapPoints.count
    let position = index ?? count + 1
    guard position >= 1 && position <= count + 1 else {
      throw EditError(
        "\(context): expected an index from 1 to \(count + 1) (\(count + 1) adds after the last base point)"
      )
    }
    let assignments = try assignments(fields, context: context)
    var edited = config
    let layout = inheritedLayout(before: position - 1, in: config.snapPoints)
    edited.snapPoints.insert(SnapPoint(layout: layout), at: position - 1)
    if edited.initialSnapPointIndex >= position && edited.initialSnapPointIndex < Int.max {
      edited.initialSnapPointIndex += 1
    }
    for (name, value) in assignments {
      guard let field = PointField.named(name) else {
        if let suggestion = EditValues.suggestion(for: name, among: PointField.allNames) {
          throw EditError("\(context): unknown field '\(name)' (did you mean '\(suggestion)'?)")
        }
        throw EditError("\(context): unknown field '\(name)' (\(pointFieldsHint))")
      }
      do {
        try setPoint(field, EditValues.trimmed(value), at: position - 1, in: &edited)
      } catch {
        throw EditError("\(context): \(name): \(error.message)")
      }
    }
    try validate(edited, original: config, context: context, path: nil)
    return edited
  }

  /// `remove snap INDEX`: removes the base snap point at this combined index.
  ///
  /// `initialIndex` shifts so that it keeps naming the same point; when that point is the one
  /// removed, it names the point that took its place (or the new last one), moving back to
  /// the nearest standard point if that one is inBetween.
  public static func removeSnap(_ index: Int, in config: ModalConfig) throws(EditError)
    -> ModalConfig
  {
    let context = "remove snap \(index)"
    let count = config.snapPoints.count
    guard index >= 1 && index <= count else {
      throw EditError("\(context): \(noPoint(index, in: config, removing: true))")
    }
    guard count > 1 else {
      throw EditError("\(context): a config needs at least one snap point")
    }
    var edited = config
    edited.snapPoints.remove(at: index - 1)
    let rule = "the first and the last snap points must be standard"
    if index == 1, edited.snapPoints[0].mode == .inBetween {
      throw EditError(
        "\(context): snap point 2 would become the first point, and it is inBetween (\(rule))")
    }
    if index == count, edited.snapPoints[count - 2].mode == .inBetween {
      throw EditError(
        "\(context): snap point \(count - 1) would become the last point, and it is inBetween (\(rule))"
      )
    }
    var initial = config.initialSnapPointIndex
    if initial > index {
      initial -= 1
    } else if initial == index {
      initial = min(initial, count - 1)
      while initial > 1 && edited.snapPoints[initial - 1].mode == .inBetween { initial -= 1 }
    }
    edited.initialSnapPointIndex = initial
    try validate(edited, original: config, context: context, path: nil)
    return edited
  }

  /// The current value of a path as text (for `set PATH` with no value, and for messages).
  ///
  /// The text is canonical: `set PATH (get PATH)` changes nothing. An unset optional field
  /// reads `none` (an unset `maskedCorners` reads `inherit`, since `none` is a corner set).
  public static func get(_ path: String, in config: ModalConfig) throws(EditError) -> String {
    get(try resolve(path, in: config), in: config)
  }

  // MARK: - Paths

  static let topLevelHint =
    "expected a path like direction, animation.snap, manager.shouldEnableSnapping, snap.1.height or undershoot.radius; 'help set' lists them all"

  static let pointFieldsHint =
    "a snap point's fields are key, page, mode, align, width, height, margin.top|left|bottom|right, padding.top|left|bottom|right, offset.x|y and the keyframe fields, e.g. cornerRadius or radius"

  static let edgeFieldsHint =
    "an edge point's fields are preset and the keyframe fields, e.g. cornerRadius or radius"

  /// What a path names in this config.
  static func resolve(_ path: String, in config: ModalConfig) throws(EditError) -> EditTarget {
    if let field = ConfigField.named(path) { return .config(field) }
    let parts = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(
      String.init)
    let rest = parts.count > 1 ? parts[1] : nil
    switch parts[0] {
    case "release":
      if let rest, isIdentifier(rest) { return .releaseOption(rest) }
    case "snap":
      guard let rest else {
        throw EditError("unknown path 'snap' (expected snap.INDEX.FIELD, e.g. snap.1.height)")
      }
      let sub = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(
        String.init)
      let position = try pointPosition(sub[0], in: config)
      guard sub.count > 1 else {
        throw EditError(
          "unknown path '\(path)' (expected snap.\(sub[0]).FIELD, e.g. snap.\(sub[0]).height)")
      }
      guard let field = PointField.named(sub[1]) else {
        throw unknownPath(
          path, field: sub[1], prefix: "snap.\(sub[0]).", names: PointField.allNames,
          hint: pointFieldsHint)
      }
      return .point(position, field)
    case "undershoot", "overshoot":
      guard let rest else { break }
      let side: EdgeSide = parts[0] == "undershoot" ? .undershoot : .overshoot
      guard let field = EdgeField.named(rest) else {
        throw unknownPath(
          path, field: rest, prefix: parts[0] + ".", names: EdgeField.allNames,
          hint: edgeFieldsHint)
      }
      if side == .overshoot && !config.hasOvershoot {
        throw EditError(
          "\(path): the config has no overshoot (add one with 'set overshoot PRESET', e.g. 'set overshoot fitScreen')"
        )
      }
      return .edge(side, field)
    default:
      break
    }
    if let suggestion = EditValues.suggestion(for: path, among: paths(for: config)) {
      throw EditError("unknown path '\(path)' (did you mean '\(suggestion)'?)")
    }
    throw EditError("unknown path '\(path)' (\(topLevelHint))")
  }

  private static func unknownPath(
    _ path: String, field: String, prefix: String, names: [String], hint: String
  ) -> EditError {
    if let suggestion = EditValues.suggestion(for: field, among: names) {
      return EditError("unknown path '\(path)' (did you mean '\(prefix)\(suggestion)'?)")
    }
    return EditError("unknown path '\(path)' (\(hint))")
  }

  /// A release option name: a letter, then letters, digits or `_`.
  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      (first >= "a" && first <= "z") || (first >= "A" && first <= "Z")
    else { return false }
    return text.unicodeScalars.allSatisfy {
      ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
        || $0 == "_"
    }
  }

  /// The position in `snapPoints` of `snap.TEXT`: a combined index of a base point, or a key.
  private static func pointPosition(_ text: String, in config: ModalConfig) throws(EditError)
    -> Int
  {
    if let index = Int(text) {
      guard index >= 1 && index <= config.snapPoints.count else {
        throw EditError("snap.\(text): \(noPoint(index, in: config, removing: false))")
      }
      return index - 1
    }
    if let position = config.snapPoints.firstIndex(where: { $0.key == text }) {
      return position
    }
    throw EditError(
      "snap.\(text): no snap point with the key \(EditValues.quoted(text)) (expected \(indexRange(config)) or a key)"
    )
  }

  private static func indexRange(_ config: ModalConfig) -> String {
    let count = config.snapPoints.count
    return count == 1 ? "the index 1" : "an index from 1 to \(count)"
  }

  /// `no snap point 7 (the base points are 1 to 4)`, with a hint for the edge points.
  private static func noPoint(_ index: Int, in config: ModalConfig, removing: Bool) -> String {
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

  // MARK: - Getting

  static func get(_ target: EditTarget, in config: ModalConfig) -> String {
    switch target {
    case .config(let field):
      return get(field, in: config)
    case .releaseOption(let name):
      return config.release.options[name].map(EditValues.format) ?? "none"
    case .point(let position, let field):
      let point = config.snapPoints[position]
      switch field {
      case .key: return point.key ?? "none"
      case .page: return point.page ?? "none"
      case .mode: return point.mode.rawValue
      case .align:
        guard let layout = point.layout else { return "none" }
        return layout.horizontalAlignment.rawValue + "/" + layout.verticalAlignment.rawValue
      case .layout(let slot):
        return point.layout.flatMap(slot.get).map(EditValues.format) ?? "none"
      case .keyframe(let keyframeField):
        return keyframeField.get(point.keyframe)
      }
    case .edge(let side, let field):
      guard let edge = side == .undershoot ? config.undershoot : config.overshoot else {
        return "none"
      }
      switch field {
      case .preset: return edge.preset.name
      case .keyframe(let keyframeField): return keyframeField.get(edge.keyframe ?? .empty)
      }
    }
  }

  private static func get(_ field: ConfigField, in config: ModalConfig) -> String {
    switch field {
    case .direction: return config.snapDirection.rawValue
    case .undershoot: return config.undershoot.preset.name
    case .overshoot: return config.overshoot?.preset.name ?? "none"
    case .percentStrategy: return config.snapPercentStrategy.rawValue
    case .initialIndex: return String(config.initialSnapPointIndex)
    case .dragHandle: return config.dragHandlePosition.rawValue
    case .snapAnimation: return EditValues.format(config.snapAnimation)
    case .entranceAnimation: return EditValues.format(config.entranceAnimation)
    case .exitAnimation: return EditValues.format(config.exitAnimation)
    case .clampingStart:
      return config.interpolationClamping.map { EditValues.format($0.start) } ?? "default"
    case .clampingEnd:
      return config.interpolationClamping.map { EditValues.format($0.end) } ?? "default"
    case .release: return config.release.strategy
    case .flag(let flag):
      let value = flag.get(config.flags)
      return flag.isOverride ? EditValues.format(value) : EditValues.format(value ?? false)
    case .overdrag: return EditValues.format(config.overdrag)
    case .keyboardAvoidance: return config.keyboardAvoidance.rawValue
    }
  }

  // MARK: - Setting

  static func set(_ target: EditTarget, _ text: String, in config: inout ModalConfig)
    throws(FieldError)
  {
    switch target {
    case .config(let field):
      try set(field, text, in: &config)
    case .releaseOption(let name):
      config.release.options[name] = text == "none" ? nil : try EditValues.number(text)
    case .point(let position, let field):
      try setPoint(field, text, at: position, in: &config)
    case .edge(let side, let field):
      var edge = (side == .undershoot ? config.undershoot : config.overshoot) ?? .automatic
      switch field {
      case .preset:
        edge.preset = try edgePreset(text, side: side, current: edge.preset)
      case .keyframe(let keyframeField):
        var keyframe = edge.keyframe ?? .empty
        try keyframeField.set(text, in: &keyframe)
        edge.keyframe = keyframe.isEmpty ? nil : keyframe
      }
      if side == .undershoot {
        config.undershoot = edge
      } else {
        config.overshoot = edge
      }
    }
  }

  /// A preset name for an edge point whose preset is `current`. `layout` names the full
  /// layout the point already has (a full layout is written in JSON, not here).
  private static func edgePreset(_ text: String, side: EdgeSide, current: LayoutPreset?)
    throws(FieldError) -> LayoutPreset
  {
    if text == "layout", let current, case .layout = current { return current }
    do {
      return try EditValues.preset(text)
    } catch {
      let note: String
      switch text {
      case "none" where side == .undershoot: note = "the undershoot cannot be removed"
      case "none": note = "remove the overshoot with 'set overshoot none'"
      case "layout": note = "a full layout is written in a JSON config: use load"
      default: throw error
      }
      throw FieldError("\(error.message) (\(note))")
    }
  }

  private static func set(_ field: ConfigField, _ text: String, in config: inout ModalConfig)
    throws(FieldError)
  {
    switch field {
    case .direction:
      config.snapDirection = try EditValues.enumeration(text, SnapDirection.self)
    case .undershoot:
      config.undershoot.preset = try edgePreset(
        text, side: .undershoot, current: config.undershoot.preset)
    case .overshoot:
      if text == "none" {
        config.overshoot = nil
      } else {
        let preset = try edgePreset(text, side: .overshoot, current: config.overshoot?.preset)
        config.overshoot = EdgeSnapPoint(preset: preset, keyframe: config.overshoot?.keyframe)
      }
    case .percentStrategy:
      config.snapPercentStrategy = try EditValues.enumeration(text, SnapPercentStrategy.self)
    case .initialIndex:
      config.initialSnapPointIndex = try EditValues.integer(text)
    case .dragHandle:
      config.dragHandlePosition = try EditValues.enumeration(text, DragHandlePosition.self)
    case .snapAnimation:
      config.snapAnimation = try EditValues.animation(text)
    case .entranceAnimation:
      config.entranceAnimation = try EditValues.animation(text)
    case .exitAnimation:
      config.exitAnimation = try EditValues.animation(text)
    case .clampingStart, .clampingEnd:
      let isStart = field == .clampingStart
      let defaults = ClampingConfig.defaults(for: config.snapDirection)
      var clamping = config.effectiveClamping
      if text == "default" {
        let other = isStart ? clamping.end : clamping.start
        if config.interpolationClamping == nil
          || other == (isStart ? defaults.end : defaults.start)
        {
          config.interpolationClamping = nil
          return
        }
        if isStart { clamping.start = defaults.start } else { clamping.end = defaults.end }
      } else {
        let groups = try EditValues.clampGroups(text)
        if isStart { clamping.start = groups } else { clamping.end = groups }
      }
      config.interpolationClamping = clamping
    case .release:
      guard ReleaseConfig.strategyNames.contains(text) else {
        throw FieldError(
          "expected one of \(ReleaseConfig.strategyNames.joined(separator: ", ")), got \(EditValues.quoted(text))"
        )
      }
      // Options the new strategy does not declare would only fail validation with a less
      // helpful message: say which one and how to remove it.
      let declared = ReleaseStrategies.optionNames(for: text)
      if !declared.isEmpty,
        let foreign = config.release.options.keys.sorted().first(where: { declared[$0] == nil })
      {
        throw FieldError(
          "\(foreign) is not an option of \(text) (expected one of \(declared.keys.sorted().joined(separator: ", "))); remove it first with 'set release.\(foreign) none'"
        )
      }
      config.release.strategy = text
    case .flag(let flag):
      let value = flag.isOverride ? try EditValues.optionalBool(text) : try EditValues.bool(text)
      flag.set(value, in: &config.flags)
    case .overdrag:
      config.overdrag = try EditValues.overdrag(text)
    case .keyboardAvoidance:
      config.keyboardAvoidance = try EditValues.enumeration(text, KeyboardAvoidance.self)
    }
  }

  /// Sets a field of the base point at `position` of `snapPoints`.
  static func setPoint(
    _ field: PointField, _ text: String, at position: Int, in config: inout ModalConfig
  ) throws(FieldError) {
    var point = config.snapPoints[position]
    switch field {
    case .key:
      if text == "none" {
        point.key = nil
      } else {
        if let other = config.snapPoints.indices.first(where: {
          $0 != position && config.snapPoints[$0].key == text
        }) {
          throw FieldError(
            "snap point \(other + 1) already has the key \(EditValues.quoted(text)) (keys are unique)"
          )
        }
        point.key = text
      }
    case .page:
      point.page = text == "none" ? nil : text
    case .mode:
      point.mode = try EditValues.enumeration(text, SnapPoint.Mode.self)
      if point.mode == .standard && point.layout == nil {
        throw FieldError(
          "snap point \(position + 1) has no layout, and a standard snap point needs one (set a layout field first, e.g. snap.\(position + 1).height)"
        )
      }
    case .align:
      let (horizontal, vertical) = try EditValues.alignment(text)
      var layout = point.layout ?? inheritedLayout(before: position, in: config.snapPoints)
      layout.horizontalAlignment = horizontal
      layout.verticalAlignment = vertical
      point.layout = layout
    case .layout(let slot):
      if text == "none" {
        // An inBetween point without a layout has nothing to remove.
        if slot.isRequired && point.layout != nil {
          throw FieldError(
            "expected a layout value like \"50%\", got \"none\" (the \(slot.rawValue) cannot be removed)"
          )
        }
        if var layout = point.layout {
          slot.set(nil, in: &layout)
          point.layout = layout
        }
      } else {
        let value = try EditValues.layoutValue(text)
        var layout = point.layout ?? inheritedLayout(before: position, in: config.snapPoints)
        slot.set(value, in: &layout)
        point.layout = layout
      }
    case .keyframe(let keyframeField):
      try keyframeField.set(text, in: &point.keyframe)
    }
    config.snapPoints[position] = point
  }

  /// The layout of the nearest point before `position` that has one, or
  /// `center/bottom, stretch x 50%`.
  static func inheritedLayout(before position: Int, in points: [SnapPoint]) -> Layout {
    for index in stride(from: min(position, points.count) - 1, through: 0, by: -1) {
      if let layout = points[index].layout { return layout }
    }
    return Layout(
      horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
      height: .percent(50))
  }

  /// Splits `FIELD=VALUE` words; a word that does not start with `NAME=` continues the
  /// previous value.
  private static func assignments(_ words: [String], context: String) throws(EditError) -> [(
    name: String, value: String
  )] {
    var result: [(name: String, value: String)] = []
    for word in words {
      if let equals = word.firstIndex(of: "="), isFieldName(word[..<equals]) {
        result.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
      } else if !result.isEmpty {
        result[result.count - 1].value += " " + word
      } else {
        throw EditError(
          "\(context): expected FIELD=VALUE (e.g. height=40%), got \(EditValues.quoted(word))")
      }
    }
    return result
  }

  private static func isFieldName(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first,
      (first >= "a" && first <= "z") || (first >= "A" && first <= "Z")
    else { return false }
    return text.unicodeScalars.allSatisfy {
      ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
        || $0 == "."
    }
  }

  // MARK: - Validation

  /// Throws the first problem of `edited` that `original` does not have, prefixed with
  /// `context`; the problem's own path is added when it is not `path`.
  private static func validate(
    _ edited: ModalConfig, original: ModalConfig, context: String, path: String?
  ) throws(EditError) {
    let known = Set(original.problems().map(\.description))
    guard let problem = edited.problems().first(where: { !known.contains($0.description) })
    else { return }
    let location = displayPath(problem.path)
    if location.isEmpty || location == path {
      throw EditError("\(context): \(problem.message)")
    }
    throw EditError("\(context): \(problem.message) (\(location))")
  }

  /// A problem's JSON-style path in the editor's terms: `snapPoints[2].mode` is `snap.3.mode`,
  /// `release.strategy` is `release`, `release.options.NAME` is `release.NAME`.
  static func displayPath(_ path: String) -> String {
    if path == "release.strategy" { return "release" }
    if path.hasPrefix("release.options.") {
      return "release." + path.dropFirst("release.options.".count)
    }
    guard path.hasPrefix("snapPoints") else { return path }
    let rest = path.dropFirst("snapPoints".count)
    guard rest.first == "[", let close = rest.firstIndex(of: "]"),
      let index = Int(rest[rest.index(after: rest.startIndex)..<close])
    else { return "snap" }
    return "snap.\(index + 1)" + rest[rest.index(after: close)...]
  }
}
