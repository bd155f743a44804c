import ModalCore
import ModalSupport

/// What a `set` changed: the edited document, the canonical path and the value before and
/// after, so that the session can say `snapPoints[0].layout.height = 200 (was 70%)`.
public struct ConfigEdit: Hashable, Sendable {
  /// The document after the edit.
  public var document: ConfigDocument
  /// The canonical path of the field (what load errors print).
  public var path: String
  /// The field's text before the edit (as `get` prints it).
  public var oldValue: String
  /// The field's text after the edit.
  public var newValue: String

  /// True when the edit set the document's `name` (the session then renames the document).
  public var renamesDocument: Bool { path == "name" }

  /// `PATH = NEW (was OLD)`, or `PATH = VALUE (unchanged)`; a text value (a key, a name) with
  /// its control characters visible (``VisibleText``).
  public var message: String {
    let (old, new) = (VisibleText.visible(oldValue), VisibleText.visible(newValue))
    return oldValue == newValue
      ? "\(path) = \(new) (unchanged)" : "\(path) = \(new) (was \(old))"
  }
}

/// What `add snap` made: the edited config and, when the new point opens as far as another
/// one (the same percent, or the same layout when the environment is not known), a warning.
public struct SnapAddition: Hashable, Sendable {
  /// The config with the new point.
  public var config: ModalConfig
  /// `add snap: the new snap point 3 has the same percent as snap point 2 (0.7)`, or nil.
  public var warning: String?
}

/// The shell's config editing language (`set PATH VALUE`, `add snap`, `remove snap`): pure
/// functions from a document to an edited document.
///
/// Paths are the JSON paths load errors print (``ConfigSchema``): `direction`,
/// `snapPoints[2].layout.height`, `flags.shouldEnableSnapping`, `release.options.threshold`,
/// `undershoot.keyframe.cornerRadius`, `name`, and in an adaptive document
/// `constrained[0].config.snapPoints[1].layout.height`; the short forms (`snap.3.height`,
/// `snap.half.radius`, `manager.X`, `release.X`, `animation.snap`, `margin.top`) are aliases
/// and a path without a config prefix names a field of the config in use. Every value is
/// parsed fully and the edited config must pass ``ModalConfig/problems()``; otherwise the edit
/// throws an ``EditError`` and nothing changes.
public enum ConfigEditor {
  /// Every canonical path of a static config, for `help set` and Tab completion
  /// (``ConfigSchema/paths(for:prefix:)``).
  public static func paths(for config: ModalConfig) -> [String] {
    ConfigSchema.paths(for: config)
  }

  /// Every canonical path of a document, the config in use being `selection`.
  public static func paths(for document: ConfigDocument, selection: ConfigSelection) -> [String] {
    ConfigSchema.paths(for: document, selection: selection)
  }

  /// `set PATH VALUE` on a document: returns what changed, or throws an EditError; never
  /// partially edits. A path that is not a field but is a JSON path of the document (a part of
  /// a field's value, an object of fields) takes a JSON value (``setJSON(_:_:in:selection:unknown:)``).
  ///
  /// The value is trimmed and parsed fully; `none` removes an optional field (and unsets a
  /// keyframe field, which is then inherited; `inherit` does too). The error's message starts
  /// with the canonical path, e.g. `direction: expected one of bottomToTop, topToBottom,
  /// leftToRight, rightToLeft, got "up"`.
  public static func set(
    _ path: String, _ value: String, in document: ConfigDocument,
    selection: ConfigSelection = .defaultConfig
  ) throws(EditError) -> ConfigEdit {
    let field: ResolvedField
    do {
      field = try ConfigSchema.resolve(path, in: document, selection: selection)
    } catch {
      return try setJSON(path, value, in: document, selection: selection, unknown: error)
    }
    var edited = document
    do {
      try ConfigSchema.set(field, SchemaText.trimmed(value), in: &edited)
    } catch {
      throw EditError("\(field.path): \(error.message)")
    }
    if field.isConfigField {
      try validate(
        edited.config.config(for: field.selection),
        original: document.config.config(for: field.selection), context: field.path,
        prefix: field.configPrefix, path: field.path)
    }
    // Shown as `set PATH` shows them, unless that hides a change.
    var (oldValue, newValue) = (
      ConfigSchema.displayed(field, in: document), ConfigSchema.displayed(field, in: edited)
    )
    if oldValue == newValue {
      (oldValue, newValue) = (
        ConfigSchema.get(field, in: document), ConfigSchema.get(field, in: edited)
      )
    }
    return ConfigEdit(
      document: edited, path: field.path, oldValue: oldValue, newValue: newValue)
  }

  /// `set PATH VALUE` at a JSON path that is not a field (`animations.snap.duration`,
  /// `clamping.start[2]`, `snapPoints[1]`): the value is spliced into the document's JSON and
  /// the whole document read back (``ConfigSchema/setJSON(_:_:in:selection:unknown:)``).
  static func setJSON(
    _ path: String, _ value: String, in document: ConfigDocument, selection: ConfigSelection,
    unknown: ValueError
  ) throws(EditError) -> ConfigEdit {
    do {
      let edit = try ConfigSchema.setJSON(
        path, value, in: document, selection: selection, unknown: unknown)
      return ConfigEdit(
        document: edit.document, path: edit.path, oldValue: edit.oldValue,
        newValue: edit.newValue)
    } catch {
      throw EditError(error.message)
    }
  }

  /// `set PATH VALUE` on a static config: the edited config.
  public static func set(_ path: String, _ value: String, in config: ModalConfig)
    throws(EditError) -> ModalConfig
  {
    try set(path, value, in: ConfigDocument(config: config)).document.config.defaultConfig
  }

  /// The current value of a path as text, exactly (`set PATH` with no value shows it through
  /// ``show(_:in:selection:)``, which cuts the presenting view's numbers to a few decimals).
  ///
  /// The text is canonical: `set PATH (get PATH)` changes nothing. An unset optional field
  /// reads `none` (an unset `maskedCorners` reads `inherit`, since `none` is a corner set).
  public static func get(
    _ path: String, in document: ConfigDocument, selection: ConfigSelection = .defaultConfig
  ) throws(EditError) -> String {
    try lookup(path, in: document, selection: selection).value
  }

  /// The current value of a path of a static config.
  public static func get(_ path: String, in config: ModalConfig) throws(EditError) -> String {
    try get(path, in: ConfigDocument(config: config))
  }

  /// `set PATH` with no value: `CANONICAL-PATH = VALUE`, the value as
  /// ``ConfigSchema/displayed(_:in:)`` shows it (the presenting view's numbers with at most 2
  /// or 3 decimals).
  public static func show(
    _ path: String, in document: ConfigDocument, selection: ConfigSelection = .defaultConfig
  ) throws(EditError) -> String {
    let (canonical, value) = try lookup(
      path, in: document, selection: selection, displayed: true)
    return "\(canonical) = \(VisibleText.visible(value))"
  }

  /// The canonical path and current value of a field (its codec's text, or with `displayed`
  /// what `set PATH` shows) or of any other JSON path (its JSON on one line).
  static func lookup(
    _ path: String, in document: ConfigDocument, selection: ConfigSelection,
    displayed: Bool = false
  )
    throws(EditError) -> (path: String, value: String)
  {
    do {
      let field: ResolvedField
      do {
        field = try ConfigSchema.resolve(path, in: document, selection: selection)
      } catch {
        return try ConfigSchema.json(
          at: path, in: document, selection: selection, unknown: error)
      }
      let value =
        displayed
        ? ConfigSchema.displayed(field, in: document) : ConfigSchema.get(field, in: document)
      return (field.path, value)
    } catch {
      throw EditError(error.message)
    }
  }

  // MARK: - Validation

  /// Throws the first problem of `edited` that `original` does not have, prefixed with
  /// `context`; the problem's own path (with the config's prefix) is added when it is not
  /// `path`.
  static func validate(
    _ edited: ModalConfig, original: ModalConfig, context: String, prefix: String = "",
    path: String?
  ) throws(EditError) {
    let known = Set(original.problems().map(\.description))
    guard let problem = edited.problems().first(where: { !known.contains($0.description) })
    else { return }
    let location = problem.path.isEmpty ? "" : prefix + problem.path
    if location.isEmpty || location == path {
      throw EditError("\(context): \(problem.message)")
    }
    throw EditError("\(context): \(problem.message) (\(location))")
  }
}
