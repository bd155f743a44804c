import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// `set` and `get` at JSON paths that are not fields, in a session, and the JSON records of
/// `set` and `add snap`.
@Suite("set at any JSON path")
struct JSONPathSetTests {
  /// The session's config as `config json` prints it.
  static func json(_ session: inout Session) -> String {
    outputs(&session, "config json").out
  }

  /// The message a `set` prints after its step.
  static func message(_ session: inout Session, _ line: String) -> String {
    let out = outputs(&session, line).out
    return String(out.split(separator: "\n").last ?? "") + "\n"
  }

  @Test("set PATH VALUE at a part of a value: the message, get, config json")
  func setPartOfValue() throws {
    var session = try quietSession("basic")
    let before = Self.json(&session)
    #expect(
      outputs(&session, "set snapPoints[0].keyframe.shadow.offset[1]").out
        == "snapPoints[0].keyframe.shadow.offset[1] = 0\n")
    #expect(
      Self.message(&session, "set snapPoints[0].keyframe.shadow.offset[1] -2")
        == "snapPoints[0].keyframe.shadow.offset[1] = -2 (was 0)\n")
    #expect(
      outputs(&session, "set snapPoints[0].keyframe.shadow.offset").out
        == "snapPoints[0].keyframe.shadow.offset = 0,-2\n")
    let after = Self.json(&session)
    #expect(after == before.replacingOccurrences(of: "[0, 0]", with: "[0, -2]"))
    // The value that is there already changes nothing.
    #expect(
      Self.message(&session, "set snapPoints[0].keyframe.shadow.offset[1] -2")
        == "snapPoints[0].keyframe.shadow.offset[1] = -2 (unchanged)\n")
    #expect(Self.json(&session) == after)
  }

  @Test("set PATH VALUE at an object: the whole object, a word as a JSON string")
  func setObject() throws {
    var session = try quietSession("basic")
    let layout = #"{"align": "center/bottom", "width": "stretch", "height": "60%"}"#
    #expect(
      Self.message(&session, "set snapPoints[0].layout \(layout)")
        == "snapPoints[0].layout = \(layout) (was {\"align\": \"center/bottom\", \"width\": \"stretch\", \"height\": \"70%\"})\n"
    )
    #expect(try ConfigEditor.get("snapPoints[0].layout.height", in: session.document) == "60%")
    #expect(
      outputs(&session, "set clamping.start[0] shadow").err
        == "error: clamping: missing required key \"end\"\n")
    #expect(
      Self.message(&session, "set clamping {\"start\": [\"shadow\"], \"end\": []}")
        == "clamping = {\"start\": [\"shadow\"], \"end\": []} (was not set)\n")
    #expect(
      Self.message(&session, "set clamping.start[1] opacity")
        == "clamping.start[1] = \"opacity\" (was not set)\n")
    #expect(
      session.manager.adaptiveConfig.defaultConfig.interpolationClamping?.start
        == [.shadow, .opacity])
  }

  @Test("errors at a JSON path name it and change nothing")
  func errorsChangeNothing() throws {
    var session = try quietSession("basic")
    let before = Self.json(&session)
    let bad = #"{"align": "center/bottom", "width": "stretch", "height": "fifty"}"#
    #expect(
      outputs(&session, "set snapPoints[0].layout \(bad)").err
        == "error: snapPoints[0].layout.height: expected a layout value like \"50%\", got \"fifty\" (unknown name 'fifty')\n"
    )
    #expect(
      outputs(&session, "set snapPoints[0].keyframe.shadow.offset[4] 1").err
        == "error: snapPoints[0].keyframe.shadow.offset[4]: no element 4 (expected snapPoints[0].keyframe.shadow.offset[0] to snapPoints[0].keyframe.shadow.offset[1])\n"
    )
    #expect(
      outputs(&session, "set snapPoints[0].layout.nope 1").err
        == "error: unknown path 'snapPoints[0].layout.nope' (\(FieldPaths.pointHint))\n")
    #expect(Self.json(&session) == before)
  }

  @Test("in JSON, a set's record carries its message and an add snap's its warning")
  func jsonRecords() throws {
    var session = try quietSession("basic")
    session.options.format = .json
    func record(_ line: String) throws -> [String: Any] {
      let text = outputs(&session, line).out
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
      return try #require(object as? [String: Any], "\(text)")
    }
    let set = try record("set snapPoints[0].layout.height 60%")
    #expect(set["ok"] as? Bool == true)
    #expect(set["message"] as? String == "snapPoints[0].layout.height = 60% (was 70%)")
    #expect(set["state"] as? String == "SNAPPED_PROGRAMMATIC")
    let part = try record("set snapPoints[0].keyframe.shadow.offset[0] 3")
    #expect(part["message"] as? String == "snapPoints[0].keyframe.shadow.offset[0] = 3 (was 0)")
    let added = try record("add snap height=60%")
    #expect(
      added["warning"] as? String
        == "add snap: the new snap point 2 has the same percent, 0.6, as snap point 1: a release cannot tell them apart"
    )
    let quiet = try record("add snap height=30%")
    #expect(quiet["warning"] == nil)
    #expect(quiet["ok"] as? Bool == true)
  }
}
