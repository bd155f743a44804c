import Foundation
import ModalCore
import ModalTestSupport
import Testing

@testable import ModalShell

/// The page shows `releasemap`'s and `compare`'s pictures (issue 33): the step carries the SVG
/// their `--svg` writes, byte for byte, in the page's JSON (`picture`), and the page has the
/// element that shows it under the output; the other steps have none, and recording them
/// changes nothing the session prints.
@Suite struct SessionPagePictureTests {
  /// The lesson, writing its SVG files into `directory`.
  static func script(_ directory: String) -> String {
    """
    frames off
    present
    releasemap --rows 8 --svg \(directory)/map.svg
    releasemap --rows 8
    drag -100pt
    release -700
    compare ios-sheet floatingpanel --svg \(directory)/compare.svg
    compare ios-sheet floatingpanel
    """
  }

  /// The script run in a fresh session (with a recording, or without), its page, and the
  /// directory it wrote its files into.
  static func run(recorded: Bool = true) throws -> (
    recording: SessionRecording, html: String, directory: String, output: String
  ) {
    let directory = try temporaryDirectory([:])
    var session = try Session(files: LocalFileSystem())
    let recording = SessionRecording()
    recording.beginScript("pictures.modal")
    if recorded { session.recording = recording }
    #expect(session.runScript(script(directory), name: "pictures.modal") == .completed)
    let output = session.takeOutput().map(\.1).joined()
    return (recording, SessionPage.render(recording, title: "pictures"), directory, output)
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test("releasemap's and compare's steps carry the SVG their --svg writes; no other step has one")
  func pictures() throws {
    let (recording, _, directory, _) = try Self.run()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let steps = recording.scripts[0].steps
    #expect(steps.map(\.input)[2] == "releasemap --rows 8 --svg \(directory)/map.svg")
    let map = try Self.read(directory + "/map.svg")
    let compare = try Self.read(directory + "/compare.svg")
    #expect(map.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(compare.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(steps.map(\.picture) == [nil, nil, map, map, nil, nil, compare, compare])
  }

  @Test("the page's JSON has each picture, and the page the element that shows it")
  func pageJSON() throws {
    let (recording, html, directory, _) = try Self.run()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let data = try SessionPageTests.data(html)
    let scripts = try #require(data["scripts"] as? [[String: Any]])
    let steps = try #require(scripts.first?["steps"] as? [[String: Any]])
    let pictures = steps.map { $0["picture"] as? String }
    #expect(pictures == recording.scripts[0].steps.map(\.picture))
    #expect(steps[0].keys.contains("picture") == false)
    #expect(
      html.contains(
        "<div id=\"picture\" role=\"img\" aria-label=\"the command's picture\" hidden></div>"))
    // The picture is inside the script data, with </ escaped like every other text there.
    #expect(html.components(separatedBy: "</script>").count - 1 == 2)
  }

  @Test("recording the pictures changes nothing the session prints or writes")
  func outputUnchanged() throws {
    let plain = try Self.run(recorded: false)
    let recorded = try Self.run()
    defer {
      try? FileManager.default.removeItem(atPath: plain.directory)
      try? FileManager.default.removeItem(atPath: recorded.directory)
    }
    #expect(plain.recording.scripts[0].steps.isEmpty)
    // The same text but for the directories' names.
    #expect(
      recorded.output.replacing(recorded.directory, with: "DIR")
        == plain.output.replacing(plain.directory, with: "DIR"))
    #expect(
      recorded.recording.scripts[0].steps.map(\.output).joined() == recorded.output)
    for name in ["/map.svg", "/compare.svg"] {
      #expect(try Self.read(recorded.directory + name) == (try Self.read(plain.directory + name)))
    }
  }
}
