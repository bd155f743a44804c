import ModalCore
import Testing

@testable import ModalShell

@Suite("ios: the iOS version Apple's sheet behaves as")
struct IOSCommandTests {
  /// Medium on iOS 15 (UIKit's detents), a 300 pt height detent from iOS 16 on, behind an `ios`
  /// condition as an app writes it with `#available(iOS 16, *)`.
  static let json = #"""
    {
      "name": "available",
      "default": {
        "snapPoints": [
          { "key": "short", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.height(300)" } },
          { "key": "large", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } }
        ],
        "sheet": {}
      },
      "constrained": [
        { "name": "ios15", "when": "ios < 16",
          "config": {
            "snapPoints": [
              { "key": "medium", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.medium" } },
              { "key": "large", "layout": { "align": "center/bottom", "width": "stretch", "height": "detent.large" } }
            ],
            "sheet": {}
          } }
      ]
    }
    """#

  static func session(preset: String = "demo01", format: OutputFormat = .text) throws -> Session {
    var options = ShellOptions()
    options.quiet = true
    options.format = format
    return try Session(
      preset: preset, options: options,
      files: MemoryFileSystem(files: ["available.json": json]))
  }

  @Test("ios VERSION is an environment step: its event, expect ios, undo and the state line")
  func step() throws {
    var session = try Self.session()
    #expect(outputs(&session, "expect ios 27") == ("", ""))
    let out = outputs(&session, "ios 16.4")
    #expect(out.err == "")
    #expect(out.out.hasPrefix("events   environmentDidChange(ios 16.4)\nat       dismissed"))
    #expect(session.manager.environment.ios == .v16Point4)
    #expect(outputs(&session, "expect ios 16.4") == ("", ""))
    #expect(
      outputs(&session, "expect ios 16").err == "error: expect ios 16: got 16.4\n")
    #expect(outputs(&session, "state").out.hasPrefix("on       iphone-14 portrait, iOS 16.4\n"))
    _ = outputs(&session, "undo")
    #expect(outputs(&session, "expect ios 27") == ("", ""))
  }

  @Test("an unknown version is one line listing the versions, and changes nothing")
  func unknown() throws {
    var session = try Self.session()
    #expect(session.complete("ios 1").candidates == ["15", "16", "16.4", "17", "18"])
    #expect(
      outputs(&session, "ios 14").err
        == "error: expected 15, 16, 16.4, 17, 18, 26 or 27, got '14'\n")
    #expect(
      outputs(&session, "ios").err == "error: missing argument (usage: ios VERSION)\n")
    #expect(session.manager.environment.ios == .newest)
  }

  @Test("JSON: the step's environment holds the version")
  func json() throws {
    var session = try Self.session(format: .json)
    let out = outputs(&session, "ios 17").out
    #expect(out.contains(#""voiceOver": false, "ios": "17", "flags": null"#))
  }

  @Test("reset returns to the starting version; record replays a version not the newest")
  func resetAndRecord() throws {
    var session = try Self.session()
    _ = outputs(&session, "ios 15")
    _ = outputs(&session, "reset")
    #expect(session.manager.environment.ios == .newest)
    var start = session.start
    start.environment.ios = .v16
    #expect(start.lines.suffix(2) == ["ios 16", "frames off"])
    #expect(!session.start.lines.contains { $0.hasPrefix("ios ") })
  }

  @Test("the banner names the version")
  func banner() throws {
    let session = try Self.session()
    #expect(
      session.banner(version: "modalplay 0.1.0").hasPrefix(
        "modalplay 0.1.0: demo01 on iphone-14, portrait, iOS 27.\n"))
  }

  @Test("an adaptive config switches on ios < 16: medium on 15, the height detent on 16")
  func adaptive() throws {
    var session = try Self.session()
    // iOS 18: the edge-attached sheet (a partial sheet floats from 26 on).
    _ = outputs(&session, "ios 18")
    _ = outputs(&session, "load available.json")
    _ = outputs(&session, "present")
    // iphone-14: detent.height(300) is 300 + safe.bottom 34 = 334 tall, y = 844 - 334 = 510.
    for line in ["expect variant default", "expect key short", "expect frame.y 510"] {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
    _ = outputs(&session, "dismiss")
    let switched = outputs(&session, "ios 15")
    #expect(switched.err == "")
    #expect(switched.out.contains("configDidChange(default -> ios15)"))
    _ = outputs(&session, "present")
    // medium: 0.5 x (844 - 47 - 10 - 34) + 34 = 410.5 tall, y = 433.5.
    for line in [
      "expect variant ios15", "expect key medium", "expect frame.y 433.5",
      "expect frame.height 410.5",
    ] {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
  }

  @Test("the adaptive config's frames on iphone-16-pro and ipad-pro-11, on 18 and on 15")
  func frames() throws {
    var session = try Self.session()
    for line in ["device iphone-16-pro", "ios 18", "load available.json", "present"] {
      _ = outputs(&session, line)
    }
    // iphone-16-pro (402 x 874, insets 62 / 34): detent.max = 874 - 62 - 10 - 34 = 768;
    // detent.height(300) is 300 + 34 = 334 tall at y 874 - 334 = 540.
    for line in [
      "expect key short", "expect frame.x 0", "expect frame.y 540", "expect frame.width 402",
      "expect frame.height 334",
    ] {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
    // iOS 15 selects the medium config while presented: 0.5 x 768 + 34 = 418 tall, y 456.
    #expect(outputs(&session, "ios 15").out.contains("configDidChange(default -> ios15)"))
    for line in [
      "expect key medium", "expect frame.x 0", "expect frame.y 456", "expect frame.width 402",
      "expect frame.height 418",
    ] {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
    // ipad-pro-11 (834 x 1210, insets 24 / 20): a page sheet of large, min(704, 834 - 80)
    // = 704 wide at x 65, 1210 - 2 x (24 + 16) = 1130 tall at y 40; the same on 27.
    for version in ["15", "27"] {
      _ = outputs(&session, "ios \(version)")
      _ = outputs(&session, "device ipad-pro-11")
      for line in [
        "expect key large", "expect frame.x 65", "expect frame.y 40", "expect frame.width 704",
        "expect frame.height 1130",
      ] {
        #expect(outputs(&session, line) == ("", ""), "\(version): \(line)")
      }
      _ = outputs(&session, "device iphone-16-pro")
    }
  }

  @Test("on iOS 15 present refuses custom, height and fraction detents, saying what 15 does")
  func refused() throws {
    var session = try Self.session(preset: "swiftui-sheet")
    _ = outputs(&session, "ios 15")
    #expect(
      outputs(&session, "present").err
        == "error: cannot present on iOS 15: snap 1 (quarter) is detent.fraction(0.25) and snap 2 (short) detent.height(300), which need iOS 16; iOS 15 has only detent.medium and detent.large (UIKit's .medium() and .large(); a SwiftUI sheet has no presentationDetents before iOS 16 and opens at full height)\n"
    )
    #expect(!session.manager.isVisible)
    _ = outputs(&session, "ios 16")
    #expect(outputs(&session, "present").err == "")
    #expect(outputs(&session, "expect frame.y 621.75") == ("", ""))
    // ios-sheet's medium and large exist on 15.
    var uikit = try Self.session(preset: "ios-sheet")
    _ = outputs(&uikit, "ios 15")
    #expect(outputs(&uikit, "present").err == "")
    #expect(outputs(&uikit, "expect frame.y 433.5") == ("", ""))
  }

  @Test("lint from the deployment target: a detent 15 lacks, with the set fixes")
  func lintUnavailable() throws {
    var session = try Self.session(preset: "swiftui-sheet")
    // The preset's deployment target is 16 (presentationDetents): no error.
    #expect(outputs(&session, "lint").out.hasPrefix("swiftui-sheet: no errors or warnings, 1 note"))
    let set = outputs(&session, "set sheet.deploymentTarget 15")
    #expect(set.out.hasSuffix("sheet.deploymentTarget = 15 (was 16)\n"))
    let lint = outputs(&session, "lint")
    #expect(lint.err == "error: lint: swiftui-sheet has 2 errors\n")
    #expect(
      lint.out.hasPrefix(
        """
        swiftui-sheet: 2 errors, 1 note
          error: snap 1 (quarter): its height detent.fraction(0.25) needs iOS 16, and
            the sheet is used on iOS 15 (the deployment target) in all 24 environments
            hint: iOS 15 has only detent.medium and detent.large (UIKit's .medium() and
              .large(); a SwiftUI sheet has no presentationDetents before iOS 16 and
              opens at full height): set snapPoints[0].layout.height detent.medium (or
              detent.large), or set sheet.deploymentTarget 16
          error: snap 2 (short): its height detent.height(300) needs iOS 16, and the
            sheet is used on iOS 15 (the deployment target) in all 24 environments

        """))
    #expect(
      outputs(&session, "set sheet.deploymentTarget 14").err
        == "error: sheet.deploymentTarget: expected one of 15, 16, 16.4, 17, 18, 26, 27, got \"14\"\n"
    )
  }

  @Test("lint: the adaptive config is checked with the config each version selects")
  func lintAdaptive() throws {
    var session = try Self.session()
    _ = outputs(&session, "load available.json")
    // iOS 15 selects ios15 (medium and large): the height detent is never used on 15.
    #expect(!outputs(&session, "lint").out.contains("error:"))
    // Without the condition the default config is used on 15 too.
    _ = outputs(&session, "set constrained[0].when false")
    #expect(
      outputs(&session, "lint").out.contains(
        "error: snap 1 (short) [default]: its height detent.height(300) needs iOS 16"))
  }

  @Test("lint: no detent left active in compact height is an error")
  func lintNoActiveDetent() throws {
    var session = try Self.session(preset: "ios-sheet")
    _ = outputs(&session, "remove snap 2")
    let lint = outputs(&session, "lint").out
    #expect(
      lint.contains(
        """
          error: snap 1 (medium): no detent is active in compact height: every point's
            detent is inactive there, and UIKit has none to show (apps crash on the
            rotation) on every phone in landscape
            hint: detent.medium is inactive in compact height: add a point that stays,
              such as detent.large (add snap height=detent.large), or give this one
              another detent (set snapPoints[0].layout.height detent.large)

        """))
    _ = outputs(&session, "add snap height=detent.large")
    #expect(!outputs(&session, "lint").out.contains("no detent is active"))
  }

  @Test("prefersPageSizing false is a form sheet from iOS 17, a page sheet before, with a note")
  func pageSizing() throws {
    var session = try Self.session(preset: "ios-sheet")
    for line in ["set sheet.prefersPageSizing false", "device ipad-pro-11", "present"] {
      _ = outputs(&session, line)
    }
    // ipad-pro-11 (834 x 1210) on 27: the form sheet, 540 x 620 centred: x 147, y 295.
    for line in [
      "expect frame.x 147", "expect frame.y 295", "expect frame.width 540",
      "expect frame.height 620",
    ] {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
    // 16: the page sheet, min(704, 834 - 80) = 704 wide at x 65, 1210 - 2 x (24 + 16) = 1130
    // tall at y 40.
    let older = outputs(&session, "ios 16").out
    #expect(
      older.hasSuffix(
        """
        note: prefersPageSizing false needs iOS 17: on iOS 16 the sheet is a page sheet
          in regular width and height
        note: a SwiftUI sheet ignores presentationBackgroundInteraction (every detent
          dimmed) and presentationContentInteraction (scrolling at the top expands the
          sheet) before iOS 16.4; kept here as UIKit's largestUndimmedDetentIdentifier
          and prefersScrollingExpandsWhenScrolledToEdge (iOS 15)

        """))
    for line in [
      "expect frame.x 65", "expect frame.y 40", "expect frame.width 704",
      "expect frame.height 1130",
    ] {
      #expect(outputs(&session, line) == ("", ""), "\(line)")
    }
    // 16.4 has the SwiftUI modifiers: only the page sizing note.
    #expect(
      outputs(&session, "ios 16.4").out.hasSuffix(
        "note: prefersPageSizing false needs iOS 17: on iOS 16.4 the sheet is a page\n  sheet in regular width and height\n"
      ))
    #expect(!outputs(&session, "ios 17").out.contains("note:"))
    #expect(outputs(&session, "expect frame.x 147") == ("", ""))
  }

  @Test("ios VERSION notes a sizing before iOS 18 and a placement before iOS 27: ignored there")
  func sizingAndPlacementNotes() throws {
    var session = try Self.session(preset: "ios-sheet")
    for line in ["device ipad-pro-11", "set sheet.sizing form", "set sheet.placement trailing"] {
      #expect(outputs(&session, line).err == "", "\(line)")
    }
    let notes = { (out: String) in out.split(separator: "\n").filter { $0.hasPrefix("note:") } }
    #expect(
      notes(outputs(&session, "ios 17").out) == [
        "note: sheet.sizing form (presentationSizing) needs iOS 18: on iOS 17 it is",
        "note: sheet.placement trailing (preferredPlacement) needs iOS 27: on iOS 17 the",
      ])
    #expect(
      notes(outputs(&session, "ios 18").out) == [
        "note: sheet.placement trailing (preferredPlacement) needs iOS 27: on iOS 18 the"
      ])
    #expect(notes(outputs(&session, "ios 27").out) == [])
  }

  @Test("present says what the version goes without, as ios VERSION does, and nothing on 27")
  func presentNotes() throws {
    var session = try Self.session(preset: "ios-sheet")
    for line in ["device ipad-pro-11", "set sheet.sizing form", "ios 17"] {
      #expect(outputs(&session, line).err == "", "\(line)")
    }
    let notes = { (out: String) in out.split(separator: "\n").filter { $0.hasPrefix("note:") } }
    #expect(
      notes(outputs(&session, "present").out) == [
        "note: sheet.sizing form (presentationSizing) needs iOS 18: on iOS 17 it is"
      ])
    for line in ["dismiss", "ios 27"] { _ = outputs(&session, line) }
    #expect(notes(outputs(&session, "present").out) == [])
  }

  @Test("on iphone-16-pro the bottom sheet's frames are the same on 16 and 18, and float on 27")
  func phoneFrames() throws {
    var session = try Self.session(preset: "swiftui-sheet")
    _ = outputs(&session, "device iphone-16-pro")
    // quarter: 0.25 x 768 + 34 = 226 tall at y 648, edge attached before 26; on 27 the card
    // is the edge-attached frame scaled by (402 - 16) / 402 about its centre line, 8 pt up
    // (the preset's presentationCornerRadius 20 overrides the card's 38).
    let expected = [
      "16": [
        "expect frame.x 0", "expect frame.y 648", "expect frame.width 402",
        "expect frame.height 226", "expect radius 20",
      ],
      "18": [
        "expect frame.x 0", "expect frame.y 648", "expect frame.width 402",
        "expect frame.height 226", "expect radius 20",
      ],
      "27": [
        "expect frame.x 8", "expect frame.y 646.59", "expect frame.width 386",
        "expect frame.height 219.41", "expect radius 20",
      ],
    ]
    for version in ["16", "18", "27"] {
      _ = outputs(&session, "ios \(version)")
      _ = outputs(&session, "present")
      for line in ["expect key quarter"] + expected[version]! {
        #expect(outputs(&session, line) == ("", ""), "\(version): \(line)")
      }
      _ = outputs(&session, "dismiss")
    }
  }
}
