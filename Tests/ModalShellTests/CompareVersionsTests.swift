import Foundation
import ModalCore
import ModalRender
import Testing

@testable import ModalShell

/// `compare ios`: each version's column is what the same commands give on that version alone,
/// the session never changes, and the text and JSON say where the versions differ, exactly.
@Suite("compare ios")
struct CompareVersionsTests {
  /// A sheet whose detents change with the iOS version: before 26 a half-height one (keyed
  /// `older`) and a large one, from 26 a small one and the same large one.
  static func json(older: String = "medium") -> String {
    """
    {
      "name": "versions",
      "default": {
        "snapPoints": [
          { "key": "small", "layout": { "align": "center/bottom", "width": "stretch", "height": "30%" } },
          { "key": "large", "layout": { "align": "center/bottom", "width": "stretch", "height": "90%" },
            "keyframe": { "backgroundOpacity": 0.3 } }
        ]
      },
      "constrained": [
        {
          "name": "before-26", "when": "ios < 26",
          "config": {
            "snapPoints": [
              { "key": "\(older)", "layout": { "align": "center/bottom", "width": "stretch", "height": "50%" } },
              { "key": "large", "layout": { "align": "center/bottom", "width": "stretch", "height": "90%" },
                "keyframe": { "backgroundOpacity": 0.3 } }
            ]
          }
        }
      ]
    }
    """
  }

  /// A quiet session of ``json(older:)`` on iOS `ios`, dismissed.
  static func session(ios: IOSVersion, older: String = "medium", width: Int = 80) throws
    -> Session
  {
    var options = ShellOptions()
    options.quiet = true
    options.width = width
    var environment = Environment()
    environment.ios = ios
    return try Session(
      document: try ConfigCoding.decodeDocument(json(older: older)), name: "versions",
      environment: environment, options: options, files: MemoryFileSystem())
  }

  /// The session after `lines`, each of which must succeed.
  static func session(ios: IOSVersion, older: String = "medium", after lines: [String]) throws
    -> Session
  {
    var session = try session(ios: ios, older: older)
    for line in lines { #expect(outputs(&session, line).err == "", "\(line)") }
    return session
  }

  static let gesture = [
    "present", "snap large", "snap medium", "drag -0.2", "release", "drag 0.3",
  ]

  @Test("the text: the steps that differ, each version's row, the errors")
  func text() throws {
    var session = try Self.session(ios: .v16, after: Self.gesture)
    let out = outputs(&session, "compare ios 16 26")
    #expect(out.err == "")
    #expect(
      out.out
        == """
        replayed present, snap large, snap medium, drag -0.2, release, drag 0.3
        from     the last present, on iphone-14 portrait
        versions 16 (before-26), 26 (default)
        step           ios  lands     y        width   height   dim   points
        1 present      16   1 medium  422.00   390.00  422.00   0.00  1 medium, 2 large
                       26   1 small   590.80   390.00  253.20   0.00  1 small, 2 large
        2 snap large   16   2 large   84.40    390.00  759.60   0.30  1 medium, 2 large
                       26   2 large   84.40    390.00  759.60   0.30  1 small, 2 large
        3 snap medium  16   1 medium  422.00   390.00  422.00   0.00  1 medium, 2 large
                       26   error     84.40    390.00  759.60   0.30  1 small, 2 large
        4 drag -0.2    16   0~1       590.80   390.00  422.00   0.00  1 medium, 2 large
                       26   1~2       253.20   390.00  590.80   0.20  1 small, 2 large
        5 release      16   1 medium  422.00   390.00  422.00   0.00  1 medium, 2 large
                       26   2 large   84.40    390.00  759.60   0.30  1 small, 2 large
        6 drag 0.3     16   1~2       168.80   390.00  675.20   0.23  1 medium, 2 large
                       26   1~2       -168.80  390.00  1012.80  0.45  1 small, 2 large
        (left out to fit 80 columns: x)
        error    26 at 3 snap medium: no snap point named 'medium': keys are small,
                 large
        differ   every step

        """)
  }

  @Test("the steps where every version agrees are named, not shown")
  func same() throws {
    var session = try Self.session(
      ios: .v16, older: "small",
      after: ["present", "snap large", "drag -0.1", "release", "dismiss"])
    #expect(
      outputs(&session, "compare ios 26").out
        == """
        replayed present, snap large, drag -0.1, release, dismiss
        from     the last present, on iphone-14 portrait
        versions 16 (before-26), 26 (default)
        step         ios  lands    x     y       width   height  dim   points
        1 present    16   1 small  0.00  422.00  390.00  422.00  0.00  1 small, 2 large
                     26   1 small  0.00  590.80  390.00  253.20  0.00  1 small, 2 large
        3 drag -0.1  16   1~2      0.00  168.80  390.00  675.20  0.23  1 small, 2 large
                     26   1~2      0.00  168.80  390.00  675.20  0.25  1 small, 2 large
        same     steps 2, 4 and 5 on every version

        """)
  }

  @Test("an ios line of the gesture does not undo the version compared")
  func iosLinesKeepTheVersion() throws {
    var session = try Self.session(ios: .v16, older: "small", after: ["present", "ios 26"])
    let out = outputs(&session, "compare ios 16 26").out
    // Replayed as typed, the gesture's `ios 26` would put both versions on 26 at step 2.
    #expect(out.contains("\n2 ios 26   16   1 small  0.00  422.00"), "\(out)")
    #expect(!out.contains("same     steps 2"), "\(out)")
  }

  @Test("no differences: a config that does not switch on the version")
  func none() throws {
    var session = try quietSession()
    _ = outputs(&session, "snap next")
    #expect(
      outputs(&session, "compare ios 15 18 27").out
        == """
        replayed present, snap next
        from     the last present, on iphone-14 portrait
        versions 15 (default), 18 (default), 27 (default)
        no differences: the 2 steps give the same frames, snap points in use, dim and
          errors on 15, 18 and 27

        """)
  }

  @Test("the JSON: every step, what differs, each version's state")
  func json() throws {
    var session = try Self.session(ios: .v16, after: ["present", "snap medium"])
    var options = session.options
    options.format = .json
    session.options = options
    #expect(
      outputs(&session, "compare ios 16 26").out
        == """
        {"input": "compare ios 16 26", "ok": true, "result": {"from": "present", "environment": {"device": "iphone-14", "orientation": "portrait", "keyboard": null, "flags": []}, "versions": [{"ios": "16", "config": "before-26"}, {"ios": "26", "config": "default"}], "replayed": ["present", "snap medium"], "notReplayed": [], "steps": [{"step": 1, "input": "present", "differs": ["lands", "frame", "points"], "versions": [{"ios": "16", "lands": "1 medium", "index": 1, "key": "medium", "dismissed": false, "frame": {"x": 0.00, "y": 422.00, "width": 390.00, "height": 422.00}, "dim": 0.00, "points": [{"index": 1, "key": "medium"}, {"index": 2, "key": "large"}], "config": "before-26", "error": null}, {"ios": "26", "lands": "1 small", "index": 1, "key": "small", "dismissed": false, "frame": {"x": 0.00, "y": 590.80, "width": 390.00, "height": 253.20}, "dim": 0.00, "points": [{"index": 1, "key": "small"}, {"index": 2, "key": "large"}], "config": "default", "error": null}]}, {"step": 2, "input": "snap medium", "differs": ["lands", "frame", "points", "error"], "versions": [{"ios": "16", "lands": "1 medium", "index": 1, "key": "medium", "dismissed": false, "frame": {"x": 0.00, "y": 422.00, "width": 390.00, "height": 422.00}, "dim": 0.00, "points": [{"index": 1, "key": "medium"}, {"index": 2, "key": "large"}], "config": "before-26", "error": null}, {"ios": "26", "lands": "1 small", "index": 1, "key": "small", "dismissed": false, "frame": {"x": 0.00, "y": 590.80, "width": 390.00, "height": 253.20}, "dim": 0.00, "points": [{"index": 1, "key": "small"}, {"index": 2, "key": "large"}], "config": "default", "error": "no snap point named 'medium': keys are small, large"}]}], "svg": null}}

        """)
  }

  /// Gestures run on a session of iOS 16 (so that `snap medium` succeeds there): the setup
  /// lines before the gesture's `present`.
  static let gestures: [(setup: [String], lines: [String])] = [
    ([], gesture),
    ([], ["present", "snap large", "snap medium", "dismiss", "keyboard 300"]),
    (["rotate"], ["present", "drag 0.1", "release 900", "rotate", "keyboard 300"]),
    (["animate step"], ["present", "tick 0.1s", "snap large"]),
  ]

  @Test("each version's column is what the same commands give on that version alone")
  func alone() throws {
    for (setup, lines) in Self.gestures {
      let session = try Self.session(ios: .v16, after: setup + lines)
      let gesture = try session.workspace.comparedGesture(all: false)
      var files = session.fileAccess()
      for version in IOSVersion.allCases {
        let replay = Session.Workspace.replay(
          gesture, on: session.workspace.document, name: "versions", ios: version,
          files: &files)
        var alone = try Self.session(ios: version)
        for line in setup { _ = outputs(&alone, line) }
        var steps: [VersionStep] = []
        for line in lines {
          let err = outputs(&alone, line).err
          let error = err.isEmpty ? nil : String(err.dropFirst("error: ".count).dropLast())
          steps.append(VersionStep(alone.manager, error: error))
        }
        #expect(replay.steps == steps, "\(version.text): \(lines)")
        #expect(replay.manager?.environment == alone.manager.environment)
        #expect(replay.manager?.clock == alone.manager.clock)
      }
    }
  }

  @Test("compare ios changes nothing in the session; --all replays from the start")
  func changesNothing() throws {
    var session = try Self.session(ios: .v16, after: ["rotate", "present", "snap large"])
    let before = session.fuzzSnapshot
    let out = outputs(&session, "compare ios --all")
    #expect(out.err == "")
    #expect(session.fuzzSnapshot.workspace == before.workspace)
    // Every version, in order; the replay starts in portrait, before the rotate.
    #expect(
      out.out.hasPrefix(
        "replayed rotate, present, snap large\nfrom     the start, on iphone-14 portrait\nversions 15 (before-26), 16 (before-26), 16.4 (before-26), 17 (before-26),\n         18 (before-26), 26 (default), 27 (default)\n"
      ))
    // Adjacent versions that print the same share a row.
    #expect(out.out.contains("\n2 present     15..18  1 medium   195.00 "))
  }

  @Test("one version named is compared with the session's own")
  func oneVersion() throws {
    var session = try Self.session(ios: .v16, after: ["present"])
    #expect(
      outputs(&session, "compare ios 27").out.contains("versions 16 (before-26), 27 (default)\n"))
    #expect(
      outputs(&session, "compare ios 16").out.contains("versions 16 (before-26)\nno differences"))
  }

  @Test("the errors: a version named twice, an unknown version, nothing to replay")
  func errors() throws {
    var session = try Self.session(ios: .v16)
    #expect(outputs(&session, "compare ios").err.hasPrefix("error: compare: nothing to replay"))
    _ = outputs(&session, "present")
    #expect(
      outputs(&session, "compare ios 16 16").err
        == "error: compare ios: 16 is named twice (usage: compare ios [VERSION...])\n")
    #expect(
      outputs(&session, "compare ios 14").err
        == "error: expected 15, 16, 16.4, 17, 18, 26 or 27, got '14'\n")
  }

  @Test("Tab completes the versions after compare ios, and ios after compare")
  func completion() throws {
    let session = try Self.session(ios: .v16)
    #expect(session.complete("compare i").candidates.contains("ios"))
    #expect(session.complete("compare ios 1").candidates == ["15", "16", "16.4", "17", "18"])
    #expect(session.complete("compare ios 16 2").candidates == ["26", "27"])
    #expect(session.complete("compare ios 16 --").candidates == ["--all", "--svg"])
  }

  @Test("--svg draws each version's final frame in its own panel")
  func svg() throws {
    let directory = try temporaryDirectory([:])
    var session = try Self.session(ios: .v16, after: ["present"])
    session = try {
      var options = ShellOptions()
      options.quiet = true
      var environment = Environment()
      environment.ios = .v16
      var fresh = try Session(
        document: try ConfigCoding.decodeDocument(Self.json()), name: "versions",
        environment: environment, options: options, files: LocalFileSystem())
      _ = outputs(&fresh, "present")
      return fresh
    }()
    let path = directory + "/versions.svg"
    let out = outputs(&session, "compare ios 16 26 --svg \(path)")
    #expect(out.err == "")
    #expect(out.out.hasSuffix("wrote the final frames as SVG to \(path)\n"))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains(">ios 16: 1 medium<") && written.contains(">ios 26: 1 small<"))
  }

  @Test("a recorded session shows compare ios's versions' final frames side by side under the text")
  func recorded() throws {
    var session = try Self.session(ios: .v16)
    let recording = SessionRecording()
    recording.beginScript("versions.modal")
    session.recording = recording
    #expect(
      session.runScript("present\nsnap large\ncompare ios 16 26", name: "versions.modal")
        == .completed)
    let steps = try #require(recording.scripts.last?.steps)
    #expect(steps.map(\.input) == ["present", "snap large", "compare ios 16 26"])
    // The picture: the two iphone-14 frames side by side under their captions, as --svg
    // writes it.
    let picture = try #require(steps.last?.picture)
    #expect(picture.contains(">ios 16: 2 large<") && picture.contains(">ios 26: 2 large<"))
    #expect(picture.contains("id=\"p1-modal-layer\""))
    #expect(steps.dropLast().allSatisfy { $0.picture == nil })
    let page = SessionPage.render(recording, title: "versions")
    #expect(page.contains(">ios 26: 2 large<"))
  }
}
