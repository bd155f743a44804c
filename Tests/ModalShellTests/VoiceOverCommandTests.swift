import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// The `voiceover on|off` command (issue 13): parsed, run, expected, recorded and in JSON.
@Suite("voiceover command")
struct VoiceOverCommandTests {
  @Test("voiceover on|off parse to the environment command; anything else is refused")
  func parsing() throws {
    #expect(try CommandTable.parse("voiceover on") == .environment(.voiceOver(true)))
    #expect(try CommandTable.parse("voiceover off") == .environment(.voiceOver(false)))
    var session = try quietSession()
    #expect(outputs(&session, "voiceover maybe").err == "error: expected on or off, got 'maybe'\n")
    #expect(session.complete("voiceover ").candidates == ["off", "on"])
    #expect(session.complete("voice").candidates == ["voiceover"])
    #expect(outputs(&session, "help voiceover").out.contains("voiceover on|off"))
  }

  @Test("panmodal: voiceover on moves the short form to y 68; expect voiceover follows")
  func running() throws {
    var session = try quietSession("panmodal")
    #expect(session.manager.frame.y == 510)
    #expect(outputs(&session, "expect voiceover off").err == "")
    let on = outputs(&session, "voiceover on")
    #expect(on.err == "")
    #expect(on.out.contains("environmentDidChange(voiceover on)"))
    #expect(session.manager.environment.voiceOver)
    #expect(session.manager.frame.y == 68)
    #expect(outputs(&session, "expect voiceover on").err == "")
    #expect(
      outputs(&session, "expect voiceover off").err == "error: expect voiceover off: got on\n")
    // Undo restores the environment; the config change keeps the nearest rect (the long form).
    _ = outputs(&session, "undo")
    #expect(!session.manager.environment.voiceOver)
    #expect(session.manager.selection == .defaultConfig)
    #expect(session.manager.currentIndex == 2)
    #expect(session.manager.frame.y == 68)
  }

  @Test("a session started under VoiceOver records voiceover on after its other flags")
  func start() throws {
    let session = try Session(
      preset: "panmodal", environment: Environment(reduceMotion: true, voiceOver: true))
    #expect(
      session.start.lines == [
        "preset panmodal", "device iphone-14", "reduce-motion on", "voiceover on", "frames on",
      ])
    let quiet = try Session(preset: "panmodal")
    #expect(!quiet.start.lines.contains("voiceover on"))
  }

  @Test("a JSON step carries voiceOver, false until it runs")
  func json() throws {
    var session = try quietSession("panmodal")
    session.options.format = .json
    let off = outputs(&session, "snap 2").out
    #expect(off.contains(#""voiceOver": false"#))
    let on = outputs(&session, "voiceover on").out
    #expect(
      on.contains(
        "{\"device\": \"iphone-14\", \"orientation\": \"portrait\", \"keyboard\": null, \"voiceOver\": true, \"ios\": \"27\", \"flags\": null, \"config\": \"panmodal\", \"variant\": \"voiceover\"}"
      ))
  }
}
