import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// Issue 16, "Fixed decimals everywhere": flags in `explain` read true / false, the presenting
/// view's values are shown with at most 2 (points) or 3 (ratios) decimals, an animation ends
/// at the same time in every `animate` mode, the `at` line says when a drag is past the last
/// point.
@Suite("Fixed decimals everywhere")
struct FixedDecimalsTests {
  /// A text session on `preset` after `lines`, its output taken.
  func session(_ preset: String, _ lines: [String]) throws -> Session {
    var session = try Session(preset: preset, options: ShellOptions(), files: MemoryFileSystem())
    for line in lines { session.run(line) }
    _ = session.takeOutput()
    return session
  }

  @Test("explain prints a flag as true or false, not 1.0000")
  func flags() throws {
    var s = try session("ios-sheet", ["frames off", "present", "drag 188.25pt", "release 400"])
    let text = outputs(&s, "explain").out
    // The value right-aligned in its 9 columns after the name and 2 spaces.
    #expect(text.contains("\n         momentumProjection      false\n"))
    var material = try session("material", ["frames off", "present", "drag -40pt", "release -300"])
    let lines = outputs(&material, "explain").out.split(separator: "\n")
    let flags = lines.filter {
      $0.contains("hideable") || $0.contains("skipCollapsed") || $0.contains("fitToContents")
    }
    #expect(flags.count == 3)
    #expect(flags.allSatisfy { $0.hasSuffix(" true") || $0.hasSuffix(" false") })
    // In JSON too.
    let json = Explain.factsJSON([.flag("hideable", true), .init("edge", 2, "pt")])
    #expect(
      json.line
        == "[{\"name\": \"hideable\", \"value\": true, \"unit\": \"\"}, {\"name\": \"edge\", \"value\": 2.0000, \"unit\": \"pt\"}]"
    )
  }

  @Test("ios-sheet's release is explained as Apple's sheet, deciding as the momentum rule")
  func appleSheetRelease() throws {
    var s = try session("ios-sheet", ["frames off", "present", "drag 188.25pt", "release 400"])
    #expect(s.manager.config.release.strategy == "appleSheet")
    let text = outputs(&s, "explain").out
    #expect(text.hasPrefix("release  appleSheet: Apple's sheet (undocumented; modelled by"))
    #expect(!text.contains("FloatingPanel:"))
    // The same target and numbers as the momentum rule on the same config.
    var momentum = try session(
      "ios-sheet",
      ["frames off", "set release.strategy momentum", "present", "drag 188.25pt", "release 400"])
    #expect(momentum.manager.config.release.strategy == "momentum")
    #expect(momentum.manager.frame == s.manager.frame)
    let other = outputs(&momentum, "explain").out
    #expect(other.hasPrefix("release  momentum: FloatingPanel:"))
    // After the heading (wrapped on its own lines), the facts onwards are the same.
    // (The momentum rule cites FloatingPanel's source; Apple's has no public source to cite.)
    let facts = { (text: String) in
      (text.components(separatedBy: "\n         velocity ").last ?? "")
        .components(separatedBy: "\nsource ")[0].split(separator: "\n")
    }
    #expect(text.contains("\n         velocity "))
    #expect(!text.contains("\nsource "))
    #expect(other.contains("\nsource   FloatingPanel Sources/Core.swift@7efcc76 L1051-1106"))
    #expect(facts(other) == facts(text))
  }

  @Test("the presenting view's values: at most 2 decimals for points, 3 for ratios")
  func presenting() throws {
    var s = try session("deck", [])
    #expect(
      outputs(&s, "set snap.1.presenting.scale").out
        == "default.snapPoints[0].keyframe.presenting.scale = 0.889\n")
    #expect(
      outputs(&s, "set snap.1.presenting.cornerRadius").out
        == "default.snapPoints[0].keyframe.presenting.cornerRadius = 7.11\n")
    #expect(
      outputs(&s, "set snap.1.presenting.translateY").out
        == "default.snapPoints[0].keyframe.presenting.translateY = 47\n")
    // The config keeps the exact value; a change hidden by the rounding is shown in full.
    #expect(
      s.manager.config.snapPoints[0].keyframe[.presentingScale] == 1 - 94.0 / 844)
    let edit = outputs(&s, "set snap.1.presenting.scale 0.8888").out
    #expect(
      edit.hasSuffix(
        "default.snapPoints[0].keyframe.presenting.scale = 0.8888 (was 0.8886255924170616)\n"))
  }

  @Test("an animation ends at the same time with animate on as with animate off")
  func animateModes() throws {
    for commands in [["present"], ["present", "snap next"], ["present 2", "dismiss"]] {
      var off = try session("demo01", ["frames off"])
      var on = try session("demo01", ["frames off", "animate on"])
      for command in commands {
        _ = outputs(&off, command)
        _ = outputs(&on, command)
      }
      #expect(on.manager.clock == off.manager.clock, "\(commands)")
      #expect(!on.manager.isMoving)
    }
    // demo01's entrance: 23 frames (0.383 s), not 24 (0.400 s, the next multiple of 4).
    var on = try session("demo01", ["frames off", "animate on"])
    let text = outputs(&on, "present").out
    #expect(text.contains("time 0.383s"))
    #expect(text.contains("         0.383s "))
    #expect(!text.contains("0.400s"))
  }

  @Test("the at line says when a drag is past the last point")
  func pastTheLastPoint() throws {
    var s = try session("demo01", ["frames off", "present 4", "drag 47pt"])
    let text = outputs(&s, "drag 40pt").out
    #expect(
      text.contains(
        "at       between 4 and 5, t = 1.85, past the last point   (dragging)\n         percent 1.047"
      ))
    var below = try session("demo01", ["frames off", "present 1"])
    #expect(
      outputs(&below, "drag -400pt").out.contains(
        "at       between 0 and 1, t = -0.58, before the first point   (dragging)\n         percent -0.174"
      )
    )
    var inside = try session("demo01", ["frames off", "present 2"])
    #expect(!outputs(&inside, "drag 20pt").out.contains("past the last point"))
  }
}
