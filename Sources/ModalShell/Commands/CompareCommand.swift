import ModalCore
import ModalRender
import ModalSupport

/// `compare [PRESET...] [--all] [--svg [--force] FILE]` or `compare ios [VERSION...] ...`: what
/// to replay and where.
public struct CompareRequest: Hashable, Sendable {
  /// The presets named, in order; empty: every peer preset.
  public var presets: [String]
  /// `compare ios`: the iOS versions named, in order (empty: every version; one: the session's
  /// own and that one); nil: compare presets.
  public var versions: [IOSVersion]? = nil
  /// Replay every command since the start (or the last `reset`), not only since the last
  /// `present`.
  public var all: Bool
  /// The SVG file of the final frames side by side, and whether it may replace a file this
  /// session did not write.
  public var svg: String?
  public var force: Bool
}

extension CommandTable {
  /// The declaration of `compare` (listed with the inspection commands).
  static let compare = CommandSpec(
    "compare", group: .inspection,
    usage: "compare [PRESET...|ios [VERSION...]] [--all] [--svg [--force] FILE]",
    summary: "replay this gesture on other presets and compare where each lands",
    details:
      "compare                     every peer, the commands since the last present\ncompare floatingpanel deck  these presets only\ncompare --all               every command since the start (or the last reset)\ncompare --svg out.svg       also the final frames side by side, as SVG\ncompare ios 16 26           this config on iOS 16 and 26: the steps that differ\ncompare ios                 on every iOS version",
    notes:
      "Each row: where the config lands (as the prompt shows it: 2 half, 1~2 while dragging,\nor dismissed), the frame's y, the dim, the time its last animation took and, after drags\non the content, what the hand-off did (scrolled, moved the sheet, both, neither) with\nthe points it gave each. The first row is this session's own config. Each replay runs\non a fresh manager, in the environment the gesture started in; this session never\nchanges. Modal actions, environment changes, animate and override are replayed; commands\nthat change the config (set, preset, content, ...) are not, and are listed as skipped.\ndocs/model.md has the details."
  ) { arguments throws(ShellError) in
    var request = CompareRequest(presets: [], all: false, svg: nil, force: false)
    if arguments.keyword("ios") != nil { request.versions = [] }
    while true {
      if !request.all, arguments.keyword("--all") != nil {
        request.all = true
      } else if request.svg == nil, let svg = arguments.keyword("--svg") {
        request.force = arguments.keyword("--force") != nil
        request.svg = try arguments.required(.file, after: svg)
      } else if let versions = request.versions {
        guard let version = try arguments.optional(.iosVersion) else { break }
        guard !versions.contains(version) else {
          throw ShellError(
            "compare ios: \(version.text) is named twice (usage: compare ios [VERSION...])")
        }
        request.versions = versions + [version]
      } else if let name = try arguments.optional(.preset) {
        guard !request.presets.contains(name) else {
          throw ShellError("compare: \(name) is named twice (usage: compare [PRESET...])")
        }
        request.presets.append(name)
      } else {
        break
      }
    }
    return .inspection(.compare(request))
  }
}

/// One row of `compare`: a config replayed, and what the replay measured.
struct CompareRow {
  /// The preset's name (or this session's config's).
  var name: String
  /// True for the row of this session's own config.
  var isSession: Bool
  /// The manager after the replay (or at the command that failed).
  var manager: Manager?
  /// The last animation's time, from its start to its end (nil: none ran, or it still runs).
  var time: Double?
  /// The points the drags on the content gave the sheet and the content (nil: none).
  var handoff: (sheet: Double, content: Double)?
  /// The command the replay failed at and why.
  var failure: String?

  /// What the drags on the content did.
  var handoffWord: String? {
    guard let handoff else { return nil }
    switch (handoff.sheet > 0, handoff.content > 0) {
    case (true, true): return "both"
    case (true, false): return "moved"
    case (false, true): return "scrolled"
    case (false, false): return "neither"
    }
  }
}

/// The commands a `compare` replays: from where, in which environment and animate mode.
struct CompareGesture {
  let entries: ArraySlice<GestureLog.Entry>
  /// Each entry's command (``GestureLog/Entry/command``), parsed once for every replay.
  let commands: [Command?]
  var environment: Environment
  var animate: AnimateMode
  /// True for `--all` (from the start), false from the last `present`.
  var fromStart: Bool

  init(
    entries: ArraySlice<GestureLog.Entry>, environment: Environment, animate: AnimateMode,
    fromStart: Bool
  ) {
    self.entries = entries
    self.commands = entries.map(\.command)
    self.environment = environment
    self.animate = animate
    self.fromStart = fromStart
  }

  /// The inputs replayed and those not (config commands), in order.
  var replayed: [String] {
    entries.compactMap { if case .command(let input) = $0 { input } else { nil } }
  }
  var notReplayed: [String] {
    entries.compactMap { if case .skipped(let input) = $0 { input } else { nil } }
  }
}

extension Session.Workspace {
  /// `compare`: the gesture replayed on this session's config and on each preset; the rows as
  /// a table (or JSON), and with `--svg` their final frames side by side (drawn for the page's
  /// step too when a recording runs).
  func compare(
    _ request: CompareRequest, files: inout FileAccess, options: ShellOptions,
    recording: SessionRecording? = nil
  ) throws(ShellError) -> Reply {
    let gesture = try comparedGesture(all: request.all)
    if let versions = request.versions {
      return try compareVersions(
        versions, gesture: gesture, request: request, files: &files, options: options,
        recording: recording)
    }
    let names = request.presets.isEmpty ? BuiltinPresets.peers.map(\.name) : request.presets
    var current = document
    current.config = manager.adaptiveConfig
    var rows = [Self.replay(gesture, on: current, name: documentName, files: &files)]
    rows[0].isSession = true
    for name in names {
      rows.append(
        Self.replay(gesture, on: try Session.presetDocument(name), name: name, files: &files))
    }
    let written = try Self.picture(
      request, files: &files, recording: recording,
      title: "compare: " + gesture.replayed.count.description + " commands from "
        + CompareText.from(gesture)
    ) {
      rows.compactMap { row in row.manager.map { (title: CompareText.caption(row), manager: $0) } }
    }
    let width = options.width
    return .data(
      text: { CompareText.text(rows, gesture: gesture, svg: written, width: width) },
      json: { CompareText.json(rows, gesture: gesture, svg: written) })
  }

  /// The final frames side by side (`panels`, made only when drawn) under `title`: written
  /// to `--svg`'s file, and the step's picture when a recording runs (the page shows it under
  /// the text). The file written, if any.
  static func picture(
    _ request: CompareRequest, files: inout FileAccess, recording: SessionRecording?,
    title: String, panels: () -> [(title: String, manager: Manager)]
  ) throws(ShellError) -> String? {
    let drawsPicture = recording?.isRecordingStep == true
    guard request.svg != nil || drawsPicture else { return nil }
    let svg = FrameSVG.panels(panels(), title: title)
    var written: String? = nil
    if let path = request.svg {
      try files.write(path, svg, command: "compare --svg", force: request.force)
      written = path
    }
    if drawsPicture { recording?.attachPicture(svg) }
    return written
  }

  /// The entries `compare` replays, or why there are none.
  func comparedGesture(all: Bool) throws(ShellError) -> CompareGesture {
    let log = gestures
    if all {
      guard !log.dropped else {
        throw ShellError(
          "compare --all: the session's first commands were dropped (it keeps the last \(GestureLog.limit) to \(2 * GestureLog.limit)): compare without --all replays from the last present"
        )
      }
      let gesture = CompareGesture(
        entries: log.entries[...], environment: log.start, animate: .off, fromStart: true)
      let moves = gesture.commands.contains {
        if case .modal? = $0 { true } else { false }
      }
      guard moves else {
        throw ShellError(
          "compare --all: nothing to replay: no modal action since the start (or the last reset)")
      }
      return gesture
    }
    guard let present = log.present else {
      throw ShellError(
        log.presentDropped
          ? "compare: the gesture since the last present is longer than \(GestureLog.limit) commands: present again, or compare --all"
          : "compare: nothing to replay: no present since the start (or the last reset); present the modal and move it first"
      )
    }
    return CompareGesture(
      entries: log.entries[present.at...], environment: present.environment,
      animate: present.animate, fromStart: false)
  }

  /// The gesture replayed on a fresh manager of `document` in the gesture's environment: the
  /// modal actions and environment changes through the same workspace code a session runs
  /// them with, so a row is what those commands give on that config alone.
  static func replay(
    _ gesture: CompareGesture, on document: ConfigDocument, name: String,
    files: inout FileAccess
  ) -> CompareRow {
    var row = CompareRow(name: name, isSession: false)
    var workspace: Session.Workspace
    do {
      let manager = try Manager(
        config: document.config, name: name, environment: gesture.environment)
      workspace = Session.Workspace(
        manager: manager, document: document, documentName: name,
        gestures: GestureLog(start: gesture.environment))
    } catch {
      row.failure = "\(name): \(error.description)"
      return row
    }
    workspace.animateMode = gesture.animate
    var motion: (start: Int, end: Int?)? = nil
    for (entry, command) in zip(gesture.entries, gesture.commands) {
      do {
        guard try replayEntry(entry, command, on: &workspace, files: &files) else { continue }
        if case .modal(.drag(_, _, let surface, _))? = command, surface != .handle {
          let split = workspace.manager.lastStep
          let sheet = (row.handoff?.sheet ?? 0) + abs(split?.sheet ?? 0)
          let content = (row.handoff?.content ?? 0) + abs(split?.content ?? 0)
          row.handoff = (sheet, content)
        }
      } catch {
        row.failure = "\(entry.input): \(error.message)"
        break
      }
      // The last animation: from the first start of the latest step that started one to the
      // last completion after it.
      var started = false
      for event in workspace.lastEvents {
        switch event.kind {
        case .animatorStart:
          if !started { motion = (event.frame, nil) }
          started = true
        case .animatorCompletion:
          if motion != nil { motion?.end = event.frame }
        default: break
        }
      }
    }
    row.manager = workspace.manager
    if let motion, let end = motion.end { row.time = Clock.seconds(end - motion.start) }
    return row
  }

  /// Runs one entry of a gesture (`command`: its command, ``CompareGesture/commands``) on
  /// `workspace` through the code a session runs it with; `ios`, when given, replaces the
  /// version of an environment an `undo` restored (a replay on one version stays on it). False
  /// for the entries that ran no modal action or environment change (a config command,
  /// `animate`).
  static func replayEntry(
    _ entry: GestureLog.Entry, _ command: Command?, on workspace: inout Session.Workspace,
    ios: IOSVersion? = nil, files: inout FileAccess
  ) throws(ShellError) -> Bool {
    let input = entry.input
    if case .restore(var environment, _) = entry {
      if let ios { environment.ios = ios }
      _ = try workspace.step(input, [.environment(.restore(environment))])
      return true
    }
    switch command {
    case .modal(let action)?:
      _ = try workspace.run(action, input: input, recording: nil, width: 80)
    case .environment(.ios)? where ios != nil:
      // `compare ios` varies the version itself: an `ios` line of the gesture would undo it.
      return false
    case .environment(let change)?:
      _ = try workspace.run(change, input: input, recording: nil, width: 80)
    case .inspection(.animate(let mode))?:
      workspace.animateMode = mode
      return false
    case .config(.override(let preset))?:
      _ = try workspace.run(
        .override(preset: preset), input: input, files: &files, recording: nil, width: 80)
    default: return false
    }
    return true
  }
}
