import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// Runs lines in a session and returns standard output and standard error of the last one.
func lines(_ session: inout Session, _ input: [String]) -> (out: String, err: String) {
  var result = ("", "")
  for line in input {
    result = outputs(&session, line)
  }
  return result
}

@Suite("Session commands")
struct SessionCommandTests {
  @Test("devices and help come from the tables")
  func listings() throws {
    var session = try quietSession(presented: false)
    // By family, the devices lint checks marked; 78 columns, no trailing spaces.
    #expect(
      outputs(&session, "devices").out == """
        device               portrait   safe area (t l b r)  landscape safe area  lint
        iPhone SE
          iphone-se          375x667    20 0 0 0             0 0 0 0              yes
          iphone-se-3        375x667    20 0 0 0             0 0 0 0
        iPhone 13 mini
          iphone-13-mini     375x812    50 0 34 0            0 50 21 50
        iPhone 14 and 15
          iphone-14          390x844    47 0 34 0            0 47 21 47           yes
          iphone-15-pro      393x852    59 0 34 0            0 59 21 59           yes
          iphone-15-pro-max  430x932    59 0 34 0            0 59 21 59           yes
        iPhone 16 and 16e
          iphone-16          393x852    59 0 34 0            0 59 21 59
          iphone-16-plus     430x932    59 0 34 0            0 59 21 59
          iphone-16-pro      402x874    62 0 34 0            0 62 21 62
          iphone-16-pro-max  440x956    62 0 34 0            0 62 21 62
          iphone-16e         390x844    47 0 34 0            0 47 21 47
        iPhone 17 and Air
          iphone-17          402x874    62 0 34 0            0 62 21 62
          iphone-air         420x912    68 0 34 0            0 68 21 68
          iphone-17-pro      402x874    62 0 34 0            0 62 21 62
          iphone-17-pro-max  440x956    62 0 34 0            0 62 21 62
        Android phones
          pixel-9            412x923    52 0 16 0            0 52 21 52
          pixel-9-pro-xl     448x998    52 0 16 0            0 52 21 52
          galaxy-s25         384x832    52 0 16 0            0 52 21 52
        iPad mini
          ipad-mini-7        744x1133   24 0 20 0            24 0 20 0
        iPad Air
          ipad-air           820x1180   24 0 20 0            24 0 20 0            yes
          ipad-air-11        820x1180   24 0 20 0            24 0 20 0
          ipad-air-13        1024x1366  24 0 20 0            24 0 20 0
        iPad Pro
          ipad-pro-11        834x1210   24 0 20 0            24 0 20 0
          ipad-pro-13        1024x1366  24 0 20 0            24 0 20 0            yes
          ipad-pro-13-m4     1032x1376  24 0 20 0            24 0 20 0

        """)
    #expect(
      outputs(&session, "help snap").out == """
        usage: snap INDEX|KEY|next|prev|closest
        snap to a snap point programmatically

          snap 2      to combined index 2 (0 is the undershoot)
          snap half   to the point with key 'half'
          snap next   to the next point towards more open

        """)
    // The usage is a line of its own: the summary never runs on into it.
    #expect(
      outputs(&session, "help load").out.hasPrefix(
        "usage: load FILE.json | load FILE.swift... [NAME] | load FILE.tsx [NAME] | load\n"
          + "  FOLDER [NAME]\nload a config"))
    #expect(
      outputs(&session, "help export").out.hasPrefix(
        "usage: export swift|tsx [--force] TARGET [--ios N] [FILE] | export kotlin\n"
          + "  [--force] compose [FILE] | export svg [--force] FILE\nthe config as Swift"))
    // A usage longer than the line wraps (`export`'s): compared with the spaces collapsed.
    func collapsed(_ text: String) -> String {
      text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
    let help = collapsed(outputs(&session, "help").out)
    for spec in CommandTable.all { #expect(help.contains(" " + collapsed(spec.usage) + " ")) }
    #expect(outputs(&session, "presets").out.hasPrefix("preset            what it is\nbasic  "))
  }

  @Test("config, set, get, undo")
  func configEditing() throws {
    var session = try quietSession()
    #expect(
      outputs(&session, "config").out.hasPrefix(
        "config   demo01: adaptive-modal demo 01"))
    #expect(
      outputs(&session, "set snap.1.height").out == "default.snapPoints[0].layout.height = 30%\n")
    let set = outputs(&session, "set snap.1.height 40%")
    #expect(set.err == "")
    #expect(set.out.contains("frame    x 0.00  y 506.40  width 390.00  height 337.60"))
    #expect(
      outputs(&session, "set snap.1.height").out == "default.snapPoints[0].layout.height = 40%\n")
    let undone = outputs(&session, "undo")
    #expect(undone.out.hasPrefix("undid    set snap.1.height 40%\n"))
    #expect(undone.out.contains("frame    x 0.00  y 590.80  width 390.00  height 253.20"))
    #expect(
      outputs(&session, "set snap.1.height").out == "default.snapPoints[0].layout.height = 30%\n")
    let added = outputs(&session, "add snap height=95% radius=30")
    #expect(added.err == "")
    #expect(session.manager.config.snapPoints.count == 5)
    _ = outputs(&session, "remove snap 5")
    #expect(session.manager.config.snapPoints.count == 4)
    _ = outputs(&session, "preset demo03")
    #expect(session.documentName == "demo03")
    #expect(session.manager.config.snapDirection == .leftToRight)
    #expect(outputs(&session, "undo").out.hasPrefix("undid    preset demo03\n"))
    #expect(session.documentName == "demo01")
  }

  @Test("animate step with tick and settle; animate on prints sampled frames")
  func animateModes() throws {
    var session = try quietSession(presented: false)
    _ = outputs(&session, "animate step")
    let started = outputs(&session, "present").out
    #expect(started.contains("at       0 -> 1 (animating)   percent 0.000   time 0.000s"))
    #expect(session.prompt == "modal[0->1]> ")
    let ticked = outputs(&session, "tick 6f").out
    #expect(ticked.contains("time 0.100s"))
    let settled = outputs(&session, "settle").out
    #expect(settled.contains("events   animatorCompletion(end), didSnap(1), didShow"))
    #expect(settled.contains("at       snap 1   percent 0.300   time 0.383s"))
    _ = outputs(&session, "animate on")
    let table = outputs(&session, "snap 2").out
    #expect(
      table.contains("frames   t       percent  x        y        width    height   radius\n"))
    #expect(table.contains("         0.383s  0.300    0.00     590.80   390.00   253.20   25.00\n"))
  }

  @Test("events and history")
  func eventsAndHistory() throws {
    var session = try quietSession(presented: false)
    session.run("present")
    session.run("snap 2")
    _ = session.takeOutput()
    #expect(
      outputs(&session, "events 3").out == """
        0.750s animatorCompletion(end)
        0.750s stateWillChange(PRESENTED_PROGRAMMATIC, SNAPPING_PROGRAMMATIC -> SNAPPED_PROGRAMMATIC)
        0.750s didSnap(2)

        """)
    #expect(
      outputs(&session, "history").out
        == "   1  present\n   2  snap 2\n   3  events 3\n   4  history\n")
  }

  @Test("save, load and record write and read real files")
  func files() throws {
    let directory = try temporaryDirectory([:])
    var session = try quietSession(files: LocalFileSystem())
    let path = directory + "/mine.json"
    _ = outputs(&session, "set snap.2.radius 7")
    #expect(outputs(&session, "save \(path)").out == "saved demo01 to \(path)\n")
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    let document = try ConfigCoding.decodeDocument(saved)
    #expect(document.config == session.manager.adaptiveConfig)
    var other = try quietSession("basic", files: LocalFileSystem())
    let loaded = outputs(&other, "load \(path)")
    #expect(loaded.err == "")
    #expect(other.documentName == "mine.json")
    #expect(other.manager.adaptiveConfig == session.manager.adaptiveConfig)
    let bad = directory + "/bad.json"
    try #"{"snapPoints": []}"#.write(toFile: bad, atomically: true, encoding: .utf8)
    #expect(
      outputs(&other, "load \(bad)").err
        == "error: \(bad) has a problem:\n  \(bad): snapPoints: expected at least one snap point\n")
    var recorder = try quietSession(presented: false, files: LocalFileSystem())
    recorder.run("present")
    recorder.run("snap next")
    _ = recorder.takeOutput()
    let record = directory + "/session.modal"
    recorder.run("snap 9")  // failed: left out
    _ = recorder.takeOutput()
    #expect(outputs(&recorder, "record \(record)").out == "recorded 5 lines to \(record)\n")
    #expect(
      try String(contentsOfFile: record, encoding: .utf8)
        == "# recorded by modalplay: replays to the same state (modalplay FILE)\npreset demo01\ndevice iphone-14\nframes off\npresent\nsnap next\n"
    )
  }

  @Test("in JSON, commands that print nothing still answer")
  func jsonAcknowledgements() throws {
    var session = try quietSession()
    session.options.format = .json
    #expect(
      outputs(&session, "expect snap 1").out == "{\"input\": \"expect snap 1\", \"ok\": true}\n")
    #expect(
      outputs(&session, "expect snap 2").out
        == "{\"input\": \"expect snap 2\", \"ok\": false, \"error\": \"expect snap 2: got 1\"}\n"
    )
    #expect(outputs(&session, "quit").out == "{\"input\": \"quit\", \"ok\": true}\n")
    #expect(session.didQuit)
  }

  @Test("environment commands: size, safe area, device, reduce motion, override")
  func environment() throws {
    var session = try quietSession()
    _ = outputs(&session, "size 500x800")
    #expect(session.manager.environment.containerSize == Size(width: 500, height: 800))
    _ = outputs(&session, "safearea 10 0 20 0")
    #expect(session.manager.environment.safeArea == EdgeInsets(top: 10, bottom: 20))
    _ = outputs(&session, "device ipad-air")
    #expect(session.manager.environment.device.name == "ipad-air")
    _ = outputs(&session, "reduce-motion on")
    #expect(session.manager.environment.reduceMotion)
    let overridden = outputs(&session, "override custom")
    #expect(overridden.err == "")
    #expect(session.manager.override != nil)
    _ = outputs(&session, "override clear")
    #expect(session.manager.override == nil)
  }
}
