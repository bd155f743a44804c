import ModalTestSupport
import Testing

@testable import ModalCore

/// The VoiceOver flag (issue 13): the environment field, the `voiceover` condition, and
/// PanModal's "no short form while VoiceOver runs" in the `panmodal` preset.
@Suite("VoiceOver")
struct VoiceOverTests {
  @Test("the flag: off by default, a change described as voiceover on / off")
  func flag() throws {
    let base = Environment()
    #expect(!base.voiceOver)
    let on = try base.applying(.voiceOver(true))
    #expect(on.environment.voiceOver)
    #expect(on.description == "voiceover on")
    #expect(on.environment.containerSize == base.containerSize)
    #expect(try on.environment.applying(.voiceOver(false)).description == "voiceover off")
    #expect(try on.environment.applying(.voiceOver(false)).environment == base)
  }

  @Test("the voiceover condition: parsed, written back and evaluated")
  func condition() throws {
    #expect(try LayoutValueSyntax.parseCondition("voiceover") == .voiceOver)
    #expect(
      try LayoutValueSyntax.parseCondition("!voiceover && portrait")
        == .all([.not(.voiceOver), .orientation(.portrait)]))
    #expect(LayoutValueSyntax.format(.voiceOver) == "voiceover")
    #expect(LayoutValueSyntax.format(.not(.voiceOver)) == "!voiceover")
    #expect(!Condition.voiceOver.evaluate(Environment()))
    #expect(Condition.voiceOver.evaluate(Environment(voiceOver: true)))
    #expect(!Condition.voiceOver.dependsOnKeyboard)
  }

  @Test("panmodal selects its voiceover config only while VoiceOver runs")
  func selection() throws {
    let config = try presetDocument("panmodal").config
    // The iPad popover comes first: on an iPad PanModal is a popover, VoiceOver or not.
    #expect(config.constrained.map(\.name) == ["ipad-popover", "voiceover"])
    #expect(config.constrained.map(\.conditions) == [[.idiom(.pad)], [.voiceOver]])
    #expect(config.selection(for: Environment()) == .defaultConfig)
    #expect(config.selection(for: Environment(voiceOver: true)) == .constrained(1))
    #expect(
      config.selection(for: Environment(orientation: .landscape, voiceOver: true))
        == .constrained(1))
    #expect(
      config.selection(for: Environment(device: .ipadPro13, voiceOver: true)) == .constrained(0))
    // The two configs differ in the short form's height only.
    var voiceOver = config.constrained[1].config
    voiceOver.snapPoints[0].layout = config.defaultConfig.snapPoints[0].layout
    #expect(voiceOver == config.defaultConfig)
  }

  /// The (y, height) of the base points of panmodal in an environment.
  func forms(_ environment: Environment) throws -> [[Double]] {
    let m = try presetManager("panmodal", environment: environment)
    return m.interpolator.points.dropFirst().map { [$0.rect.y, $0.rect.height] }
  }

  @Test("panmodal's forms: the short form at the long form's position under VoiceOver")
  func forms() throws {
    // iphone-14 (844 tall, safe 47 / 34): short y = 844 - (300 + 34) = 510, long y = 47 + 21.
    #expect(try forms(Environment()) == [[510, 334], [68, 776]])
    #expect(try forms(Environment(voiceOver: true)) == [[68, 776], [68, 776]])
    // iphone-se (667 tall, safe 20 / 0): short y = 667 - 300 = 367, long y = 20 + 21 = 41.
    #expect(try forms(Environment(device: .iphoneSE)) == [[367, 300], [41, 626]])
    #expect(try forms(Environment(device: .iphoneSE, voiceOver: true)) == [[41, 626], [41, 626]])
    // iphone-14 in landscape (390 tall, safe 0 / 21): short y = 390 - (300 + 21) = 69, long
    // y = 0 + 21 = 21.
    #expect(
      try forms(Environment(orientation: .landscape)) == [[69, 321], [21, 369]])
    #expect(
      try forms(Environment(orientation: .landscape, voiceOver: true)) == [[21, 369], [21, 369]])
  }

  @Test("voiceover on moves a sheet at the short form to y 68, with its events; off leaves it")
  func response() throws {
    var m = try presented("panmodal")
    #expect(m.frame.y == 510)
    let on = try m.apply(.environment(.voiceOver(true)))
    _ = try m.apply(.settle)
    #expect(
      texts(on).prefix(2) == [
        "environmentDidChange(voiceover on)", "configDidChange(default -> voiceover)",
      ])
    #expect(m.selection == .constrained(1))
    #expect(m.currentIndex == 1)
    #expect(m.frame == Rect(x: 0, y: 68, width: 390, height: 776))
    let off = try m.apply(.environment(.voiceOver(false)))
    _ = try m.apply(.settle)
    #expect(
      texts(off).prefix(2) == [
        "environmentDidChange(voiceover off)", "configDidChange(voiceover -> default)",
      ])
    // A config change keeps the nearest rect: the long form, where the sheet already is.
    #expect(m.selection == .defaultConfig)
    #expect(m.currentIndex == 2)
    #expect(m.frame == Rect(x: 0, y: 68, width: 390, height: 776))
    // A second change to the same value changes nothing.
    #expect(try m.apply(.environment(.voiceOver(false))).isEmpty)
  }

  @Test("a config without a voiceover condition does not move when VoiceOver starts")
  func others() throws {
    var m = try presented("material")
    let before = m.frame
    let events = try m.apply(.environment(.voiceOver(true)))
    #expect(texts(events) == ["environmentDidChange(voiceover on)"])
    #expect(m.frame == before)
  }
}
