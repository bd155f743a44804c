import ModalCore
import ModalRender
import ModalSwift

/// The config: built-in presets, files, edits and their undo.
public enum ConfigCommand: Hashable, Sendable {
  case preset(String)
  case presets
  /// `more`: further Swift files read with the first; `sheet`: the sheet to read of several.
  case load(path: String, more: [String] = [], sheet: String? = nil)
  /// `force`: replace a file this session did not write.
  case save(path: String, force: Bool = false)
  case config(json: Bool)
  case set(path: String, value: String?)
  case addSnap(at: Int?, fields: [String])
  case removeSnap(Int)
  case undo
  /// Snap to the first point of a preset as an override (nil clears the override).
  case override(preset: String?)
  /// The content's length (nil removes the content).
  case content(length: Double?)
  /// Source for an export target (Swift, or TypeScript for `export tsx`), printed or written
  /// to `path`.
  case exportSwift(
    target: String, ios: IOSVersion?, path: String?, force: Bool,
    language: ExportLanguage = .swift)
  /// The current frame as SVG, written to `path`.
  case exportSVG(path: String, force: Bool)
  /// Kotlin source for Compose (`export kotlin compose`), printed or written to `path`.
  case exportKotlin(target: String, path: String?, force: Bool)
}

extension CommandTable {
  static let config: [CommandSpec] = [
    CommandSpec(
      "preset", group: .config, usage: "preset NAME",
      summary: "load a built-in config (see presets)"
    ) { arguments throws(ShellError) in .config(.preset(try arguments.required(.preset))) },
    CommandSpec(
      "presets", group: .config, summary: "list the built-in configs, one line each",
      command: .config(.presets)),
    CommandSpec(
      "load", group: .config,
      usage:
        "load FILE.json | load FILE.swift... [NAME] | load FILE.tsx [NAME] | load FOLDER [NAME]",
      summary:
        "load a config (JSON validated fully, with JSON paths; Swift and TSX imported, with a report)",
      details:
        "load Panels.swift  the first sheet, or the adaptive config the code chooses\nload Panels.swift LandscapeLayout  the sheet of that name\nload Sheet.swift Detents.swift  two files read as one\nload Sources/Sheets  a folder's .swift files read as one\nload Sheet.tsx  the @gorhom/bottom-sheet sheet of a React Native component\nload Sheets.tsx DetailsSheet  the sheet in the component DetailsSheet",
      notes:
        "Swift: several files (or a folder's .swift files, not its subfolders) are read as one, so that a constant declared in one applies in another; each report line names its file. A file holding several sheets lists them and reads the first, or the one the code chooses (FloatingPanel's floatingPanel(_:layoutFor:) becomes an adaptive config of its branches); NAME reads another. Code an iPhone never runs (#if targetEnvironment(macCatalyst), if ...userInterfaceIdiom == .pad, and what only that code calls) is left out and reported. Sheet code behind if #available(iOS N, *) / else, #unavailable, guard #available or @available is read once per iOS version: the newest's is the default config, an older one's a constrained config switched on ios < N, and the report says which lines read as which versions. The report's first line counts what the import read, what it approximated (read, but not exactly: a run-time value read as the value it stands for here, a condition read as a flag) and what it left out; then each snap point's line (snap N KEY: FILE:LINE:COLUMN); then each thing with FILE:LINE:COLUMN and why (what to set instead). TypeScript (.tsx, and .ts, .jsx, .js by the same reader): each <BottomSheet> or <BottomSheetModal> of a component imported from '@gorhom/bottom-sheet' is a sheet, named by the component (function or const) it is in; its props are read on the gorhom preset (snapPoints inline, as a const or a useMemo; index, enablePanDownToClose, enableOverDrag, overDragResistanceFactor, keyboardBehavior and keyboardBlurBehavior, the handle's and background's style numbers; enableDynamicSizing, maxDynamicContentSize, detached, bottomInset and topInset into the gorhom section), and every other prop, callback and the children are reported with why."
    ) { arguments throws(ShellError) in
      let path = try arguments.required(.file)
      var more: [String] = []
      var sheet: String? = nil
      while sheet == nil, let word = try arguments.optional(.file) {
        if ConfigSource.isImported(word) { more.append(word) } else { sheet = word }
      }
      return .config(.load(path: path, more: more, sheet: sheet))
    },
    CommandSpec(
      "save", group: .config, usage: "save [--force] FILE.json",
      summary: "save the config as JSON (atomically)", notes: replacing("save")
    ) { arguments throws(ShellError) in
      let force = arguments.keyword("--force") != nil
      return .config(.save(path: try arguments.required(.file), force: force))
    },
    CommandSpec(
      "export", group: .config,
      usage:
        "export swift|tsx [--force] TARGET [--ios N] [FILE] | export kotlin [--force] compose [FILE] | export svg [--force] FILE",
      summary:
        "the config as Swift for a library, React Native TypeScript or Kotlin for Compose (what it cannot express is listed as notes), or the frame as SVG",
      details:
        "export swift uikit\nexport swift swiftui --ios 15 Sheet.swift\nexport swift adaptive-modal Sheet.swift\nexport tsx gorhom Sheet.tsx\nexport kotlin compose Sheet.kt",
      notes: "Targets: " + SwiftExportTargets.names(.swift).joined(separator: ", ")
        + "; export tsx: " + SwiftExportTargets.names(.tsx).joined(separator: ", ")
        + " (a React Native component rendering @gorhom/bottom-sheet's BottomSheet)"
        + ". With export swift, --ios N (" + IOSVersion.allCases.map(\.text).joined(separator: ", ")
        + ") writes code for that deployment target, newer API behind #available; without it the"
        + " code is for the oldest iOS its API needs, said in a comment at its top."
        + " export kotlin compose writes a @Composable showing Compose Material 3's ModalBottomSheet;"
        + " what it cannot set (custom anchors, the positional threshold) is listed as notes."
    ) { arguments throws(ShellError) in
      if arguments.keyword("svg") != nil {
        let force = arguments.keyword("--force") != nil
        return .config(.exportSVG(path: try arguments.required(.file), force: force))
      }
      if arguments.keyword("kotlin") != nil {
        let force = arguments.keyword("--force") != nil
        let target = try arguments.required(.word(ComposeExport.name))
        let path = try arguments.optional(.file)
        return .config(.exportKotlin(target: target, path: path, force: force))
      }
      if arguments.keyword("tsx") != nil {
        let force = arguments.keyword("--force") != nil
        let target = try arguments.required(.exportTarget)
        let path = try arguments.optional(.file)
        return .config(
          .exportSwift(target: target, ios: nil, path: path, force: force, language: .tsx))
      }
      try arguments.expectKeyword("swift")
      let force = arguments.keyword("--force") != nil
      let target = try arguments.required(.exportTarget)
      var ios: IOSVersion?
      if let word = arguments.keyword("--ios") {
        ios = try arguments.required(.iosVersion, after: word)
      }
      let path = try arguments.optional(.file)
      return .config(.exportSwift(target: target, ios: ios, path: path, force: force))
    },
    CommandSpec(
      "config", group: .config, usage: "config [json]",
      summary: "the current config, summarised or as JSON"
    ) { arguments throws(ShellError) in
      .config(.config(json: try arguments.optional(.word("json")) != nil))
    },
    CommandSpec(
      "set", group: .config, usage: "set PATH [VALUE]",
      summary: "change one config field (set PATH alone shows it)",
      details:
        "set direction leftToRight\nset snap.2.height 60%\nset snap.1.radius 12\nset overshoot fitScreen\nset release nearest\nset manager.shouldEnableOverShooting false\nValues use the layout-value syntax: stretch, 120, 50%, 50% of width, safe.bottom,\nkb.height, 50% + safe.bottom, 85% max 375, kb ? kb.overlapH : safe.bottom,\ncontent + safe.bottom, Apple's detents (detent.medium, detent.large,\ndetent.fraction(0.25), detent.height(200), detent.custom(detent.max * 0.3),\ninactive), content.width (docs/config-schema.md lists them all).",
      notes: "Paths: run `set` with Tab to complete them, or see the README."
    ) { arguments throws(ShellError) in
      let path = try arguments.required(.setPath)
      arguments.offerAtCursor(.setValue(path: path))
      let value = arguments.rest().trimmingSpaces
      return .config(.set(path: path, value: value.isEmpty ? nil : value))
    },
    CommandSpec(
      "add", group: .config, usage: "add snap [at INDEX] FIELD=VALUE...",
      summary: "add a snap point",
      details: "add snap height=40% radius=10 dim=0.2\nadd snap at 2 height=45%"
    ) { arguments throws(ShellError) in
      try arguments.expectKeyword("snap")
      var index: Int? = nil
      if let at = arguments.keyword("at") { index = try arguments.required(.index, after: at) }
      var fields: [String] = []
      while let field = try arguments.optional(.field) { fields.append(field) }
      return .config(.addSnap(at: index, fields: fields))
    },
    CommandSpec(
      "remove", group: .config, usage: "remove snap INDEX", summary: "remove a snap point"
    ) { arguments throws(ShellError) in
      try arguments.expectKeyword("snap")
      return .config(.removeSnap(try arguments.required(.removableIndex)))
    },
    CommandSpec(
      "undo", group: .config,
      summary: "undo the last config or environment change, naming the command undone",
      command: .config(.undo)),
    CommandSpec(
      "override", group: .config, usage: "override PRESET | override clear",
      summary: "snap to a temporary override point (the first point of a preset, e.g. custom)",
      details:
        "override custom   the demo app's custom point\noverride clear    back to the real point"
    ) { arguments throws(ShellError) in
      if arguments.keyword("clear") != nil { return .config(.override(preset: nil)) }
      return .config(.override(preset: try arguments.required(.preset)))
    },
    CommandSpec(
      "content", group: .config, usage: "content LENGTH|off",
      summary: "change the content's length live (off removes the content)",
      details:
        "content 1200   the content is 1200 pt long; heights set with `content` follow it\ncontent off    the config has no content"
    ) { arguments throws(ShellError) in
      .config(.content(length: try arguments.required(.contentLength)))
    },
  ]
}

extension Session.Workspace {
  /// Runs a config command: every change replaces the document and is one undoable step.
  mutating func run(
    _ command: ConfigCommand, input: String, files: inout FileAccess,
    recording: SessionRecording?, width: Int
  ) throws(ShellError) -> Reply {
    switch command {
    case .preset(let name):
      return try replaceDocument(
        input, try Session.presetDocument(name), name: name, recording: recording)
    case .presets:
      let width = width
      return .data(text: { Listings.presets(width: width) }, json: { RecordJSON.presets() })
    case .load(let path, let more, let sheet):
      return try load(
        input, paths: [path] + more, sheet: sheet, files: &files, recording: recording,
        width: width)
    case .save(let path, let force):
      var saved = document
      saved.config = manager.adaptiveConfig
      try files.write(path, ConfigCoding.encodeDocument(saved), command: "save", force: force)
      return .text("saved \(Text.shown(documentName)) to \(Text.shown(path))")
    case .exportSwift(let target, let ios, let path, let force, let language):
      return try exportSwift(
        input, target: target, ios: ios, path: path, force: force, language: language,
        files: &files)
    case .exportKotlin(_, let path, let force):
      return try exportKotlin(path: path, force: force, files: &files)
    case .exportSVG(let path, let force):
      let title =
        "\(documentName) on \(manager.environment.device.name) \(manager.environment.orientation.rawValue)"
      try files.write(path, FrameSVG.render(manager, title: title), command: "export", force: force)
      return .text(
        "exported the frame of \(Text.shown(documentName)) as SVG to \(Text.shown(path))")
    case .config(let json):
      var current = document
      current.config = manager.adaptiveConfig
      if json {
        return .data(
          text: { String(ConfigCoding.encodeDocument(current).dropLast()) },
          json: { ConfigCoding.documentValue(current) })
      } else {
        return .text(
          Text.wrapLines(
            Listings.configSummary(current, name: documentName, manager: manager),
            width: width))
      }
    case .set(let path, let value):
      return try edit(input, path: path, value: value, recording: recording)
    case .addSnap(let index, let fields):
      let environment = manager.environment
      var warning: String?
      let change = { (config: ModalConfig) throws(EditError) -> ModalConfig in
        let added = try ConfigEditor.addSnap(
          at: index, fields: fields, in: config, environment: environment)
        warning = added.warning
        return added.config
      }
      return try editConfig(
        input, recording: recording, change,
        notes: { warning.map { [StepNote.line("warning", $0)] } ?? [] })
    case .removeSnap(let index):
      return try editConfig(input, recording: recording) { config throws(EditError) in
        try ConfigEditor.removeSnap(index, in: config)
      }
    case .undo:
      return try undo(input)
    case .override(let preset):
      guard let preset else { return try step(input, [.clearOverride]) }
      guard let point = try Session.presetDocument(preset).config.defaultConfig.snapPoints.first
      else { throw ShellError("preset \(preset) has no snap point") }
      return try step(input, [.snapToOverride(point)])
    case .content(let length):
      return try editConfig(input, recording: recording) { config throws(EditError) in
        var edited = config
        edited.setContentLength(length)
        return edited
      }
    }
  }

  /// `set PATH VALUE`, or `set PATH` to show the value.
  mutating func edit(
    _ input: String, path: String, value: String?, recording: SessionRecording?
  ) throws(ShellError) -> Reply {
    var current = document
    current.config = manager.adaptiveConfig
    let edit: ConfigEdit
    do {
      guard let value else {
        return .text(try ConfigEditor.show(path, in: current, selection: manager.selection))
      }
      edit = try ConfigEditor.set(path, value, in: current, selection: manager.selection)
    } catch {
      throw ShellError(error.message)
    }
    let name = edit.renamesDocument ? edit.document.name ?? documentName : documentName
    let warnings = Session.tinyConstantWarnings(edit.document.config, except: current.config)
    return try replaceDocument(
      input, edit.document, name: name,
      notes: Session.adding(
        warnings, to: [StepNote("set", Session.json(edit)), .line("message", edit.message)]),
      recording: recording)
  }

  /// Edits the config in use (the constrained one when it is selected) and replaces it;
  /// `notes`, read after the change, go into the step's JSON object.
  mutating func editConfig(
    _ input: String, recording: SessionRecording?,
    _ change: (ModalConfig) throws(EditError) -> ModalConfig, notes: () -> [StepNote] = { [] }
  ) throws(ShellError) -> Reply {
    var adaptive = manager.adaptiveConfig
    let selection = manager.selection
    let edited: ModalConfig
    do {
      edited = try change(adaptive.config(for: selection))
    } catch {
      throw ShellError(error.message)
    }
    switch selection {
    case .defaultConfig: adaptive.defaultConfig = edited
    case .constrained(let index): adaptive.constrained[index].config = edited
    }
    var replacement = document
    replacement.config = adaptive
    let warnings = Session.tinyConstantWarnings(adaptive, except: manager.adaptiveConfig)
    return try replaceDocument(
      input, replacement, name: documentName, notes: Session.adding(warnings, to: notes()),
      recording: recording)
  }
}

extension Session {
  /// The document of a built-in preset.
  static func presetDocument(_ name: String) throws(ShellError) -> ConfigDocument {
    let found: ConfigDocument?
    do {
      found = try BuiltinPresets.document(named: name)
    } catch {
      throw ShellError("built-in preset \(name) is invalid: \(error)")
    }
    guard let found else { throw NameSet.presets.unknown(name) }
    return found
  }

  /// `snapPoints[0].layout.height is 0.5 pt: did you mean 50% (or detent.fraction(0.5))?`
  /// (printed after `warning: `) for each ``TinyConstant`` of `config` that `before`
  /// does not have: what an edit brought in, or (without `before`) everything a load did.
  /// Only a warning: the config is valid, and a script goes on (`--config` writes them on
  /// standard error).
  public static func tinyConstantWarnings(
    _ config: AdaptiveConfig, except before: AdaptiveConfig? = nil
  )
    -> [String]
  {
    // By path and value: a new direction changes the hint, not the field.
    let known = (before.map { TinyConstants.find(in: $0) } ?? []).map { [$0.path, $0.number] }
    return TinyConstants.find(in: config).filter { !known.contains([$0.path, $0.number]) }.map(
      \.warning)
  }

  /// `notes` with `warnings` in their `warning` member (after a warning already there).
  static func adding(_ warnings: [String], to notes: [StepNote])
    -> [StepNote]
  {
    guard !warnings.isEmpty else { return notes }
    let text = warnings.joined(separator: "\n")
    // In text each is a line of its own after the step: `warning: ...`.
    let lines = warnings.map { "warning: " + $0 }.joined(separator: "\n")
    guard let at = notes.firstIndex(where: { $0.key == "warning" }),
      case .string(let first) = notes[at].value
    else {
      return notes + [StepNote("warning", .string(text), text: lines)]
    }
    var merged = notes
    merged[at].value = .string(first + "\n" + text)
    merged[at].text = [merged[at].text, lines].compactMap { $0 }.joined(separator: "\n")
    return merged
  }

  /// A `set`'s change as data: `{"path": .., "old": .., "new": ..}`, each value a number or a
  /// boolean when its text is one, else its text.
  static func json(_ edit: ConfigEdit) -> JSONValue {
    let value = { (text: String) -> JSONValue in
      if text == "true" || text == "false" { return .bool(text == "true") }
      if let number = Double(text), number.isFinite { return .number(number) }
      return .string(text)
    }
    return .object([
      ("path", .string(edit.path)), ("old", value(edit.oldValue)), ("new", value(edit.newValue)),
    ])
  }

}
