import ModalCore
import ModalRender
import ModalSupport

/// One replayed command of `compare ios` on one version: where the modal is after it, as the
/// text shows it (so that two versions differ exactly when what is printed differs), or the
/// error it gave.
struct VersionStep: Equatable {
  /// A snap point in use: its index and key.
  struct Point: Equatable {
    var index: Int
    var key: String?
  }

  /// Where the modal is (the prompt's form: `2 half`, `1~2`, `1->2`), or `dismissed`.
  var lands: String
  /// The index and key of the current point (nil when dismissed).
  var index: Int?
  var key: String?
  /// The frame (nil when dismissed).
  var frame: Rect?
  /// The dim, the background's opacity (nil when dismissed).
  var dim: Double?
  /// The standard snap points of the config in use in this version's environment: a detent
  /// a version does not have, or a config chosen by an `ios` condition, changes them.
  var points: [Point]
  /// The name of the config in use (`default`, or a constrained config's name).
  var config: String
  /// The command's error on this version (the modal stays where it was).
  var error: String?

  /// The manager after a command, and the command's error.
  init(_ m: Manager, error: String?) {
    let shown = m.isVisible ? m : nil
    let position = Session.position(of: m)
    lands = position == "-" ? "dismissed" : position
    index = shown?.currentIndex
    key = shown?.currentPoint.key
    frame = shown?.frame
    dim = shown?.values[.backgroundOpacity]
    points = m.interpolator.points.filter { $0.kind == .standard }.map {
      Point(index: $0.index, key: $0.key)
    }
    config = m.adaptiveConfig.name(of: m.selection)
    self.error = error
  }

  /// A step on a version whose config could not be built: `failed`, and why.
  init(failure: String) {
    lands = "failed"
    points = []
    config = "-"
    error = failure
  }

  /// The fields' texts as printed: two versions differ at a step when these do.
  var shown: [String] { shownFields.map(\.text) }

  /// The fields as printed, by what a difference is called (`lands`, `frame`, `points`,
  /// `dim`, `error`), in that order.
  var shownFields: [(name: String, text: String)] {
    [
      ("lands", lands),
      (
        "frame",
        frame.map { [$0.x, $0.y, $0.width, $0.height].map(Text.pt).joined(separator: " ") } ?? "-"
      ),
      ("points", CompareVersionsText.points(points)),
      ("dim", dim.map { FixedFormat.format($0, decimals: 2) } ?? "-"),
      ("error", error ?? "-"),
    ]
  }
}

/// The gesture replayed on one iOS version: a step per command run.
struct VersionReplay {
  var version: IOSVersion
  /// The config in use when the replay started (`default`, or a constrained config's name).
  var config: String
  var steps: [VersionStep]
  /// The manager after the last step (nil when the config cannot be built on this version).
  var manager: Manager?
}

/// `compare ios`: the versions, the gesture, and each version's replay.
struct VersionComparison {
  var versions: [IOSVersion]
  var gesture: CompareGesture
  var replays: [VersionReplay]

  /// The inputs of the steps, in order: the commands replayed (and the `undo`s whose
  /// environment is replayed).
  var inputs: [String] {
    gesture.entries.compactMap { entry in
      if case .skipped = entry { return nil }
      return entry.input
    }
  }

  /// What differs between the versions at a step (`frame`, `points`, ...): empty when every
  /// version printed the same.
  func differences(at step: Int) -> [String] {
    guard let first = replays.first, step < first.steps.count else { return [] }
    let reference = first.steps[step].shownFields
    var names: [String] = []
    for (offset, field) in reference.enumerated() {
      let differs = replays.dropFirst().contains { replay in
        replay.steps[step].shownFields[offset].text != field.text
      }
      if differs { names.append(field.name) }
    }
    return names
  }
}

extension Session.Workspace {
  /// `compare ios`: this session's config replayed on each version, a step per command; the
  /// steps that differ as text (or every step as JSON), with `--svg` the final frames side by
  /// side. One version named is compared with the session's own; none: every version. A
  /// recorded session (`--html`, `record --html`) shows the final frames side by side under
  /// the text.
  func compareVersions(
    _ named: [IOSVersion], gesture: CompareGesture, request: CompareRequest,
    files: inout FileAccess, options: ShellOptions, recording: SessionRecording? = nil
  ) throws(ShellError) -> Reply {
    var versions = named.isEmpty ? IOSVersion.allCases : named
    if versions.count == 1, versions[0] != gesture.environment.ios {
      versions.insert(gesture.environment.ios, at: 0)
    }
    var current = document
    current.config = manager.adaptiveConfig
    let replays = versions.map { version in
      Self.replay(gesture, on: current, name: documentName, ios: version, files: &files)
    }
    let comparison = VersionComparison(versions: versions, gesture: gesture, replays: replays)
    let panels = replays.compactMap { replay in
      replay.manager.map { manager in
        (
          title: "ios \(replay.version.text): " + CompareVersionsText.lands(replay),
          manager: manager
        )
      }
    }
    let written = try Self.picture(
      request, files: &files, recording: recording,
      title: "compare ios: " + comparison.inputs.count.description + " commands from "
        + CompareText.from(gesture)
    ) { panels }
    let width = options.width
    return .data(
      text: { CompareVersionsText.text(comparison, svg: written, width: width) },
      json: { CompareVersionsText.json(comparison, svg: written) })
  }

  /// The gesture replayed on a fresh manager of `document` in the gesture's environment on
  /// iOS `ios`: each command through the code a session runs it with, a step recorded after
  /// each. Unlike ``replay(_:on:name:files:)`` an error does not stop the replay: a session
  /// goes on after a command it refused, and the commands after it are what differ next.
  static func replay(
    _ gesture: CompareGesture, on document: ConfigDocument, name: String, ios: IOSVersion,
    files: inout FileAccess
  ) -> VersionReplay {
    var environment = gesture.environment
    environment.ios = ios
    var workspace: Session.Workspace
    do {
      let manager = try Manager(config: document.config, name: name, environment: environment)
      workspace = Session.Workspace(
        manager: manager, document: document, documentName: name,
        gestures: GestureLog(start: environment))
    } catch {
      // The config cannot be built on this version: every step says why.
      let failed = VersionStep(failure: "\(name): \(error.description)")
      let count = gesture.entries.count { if case .skipped = $0 { false } else { true } }
      return VersionReplay(
        version: ios, config: "-", steps: Array(repeating: failed, count: count), manager: nil)
    }
    workspace.animateMode = gesture.animate
    var replay = VersionReplay(
      version: ios,
      config: workspace.manager.adaptiveConfig.name(of: workspace.manager.selection),
      steps: [], manager: nil)
    for (entry, command) in zip(gesture.entries, gesture.commands) {
      if case .skipped = entry { continue }
      var failure: String? = nil
      do {
        _ = try replayEntry(entry, command, on: &workspace, ios: ios, files: &files)
      } catch {
        failure = error.message
      }
      replay.steps.append(VersionStep(workspace.manager, error: failure))
    }
    replay.manager = workspace.manager
    return replay
  }
}
