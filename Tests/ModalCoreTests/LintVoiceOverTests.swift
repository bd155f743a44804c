import ModalTestSupport
import Testing

@testable import ModalCore

/// `lint`'s VoiceOver check (issue 13): a point that the config in use under VoiceOver puts on
/// another, found from the config's conditions without VoiceOver environments.
@Suite("Lint: unreachable under VoiceOver")
struct LintVoiceOverTests {
  /// A two-point sheet (heights in points) and a VoiceOver config with other heights.
  func sheet(_ heights: [String], voiceOver: [String], when: [Condition] = [.voiceOver]) throws
    -> AdaptiveConfig
  {
    func config(_ heights: [String]) throws -> ModalConfig {
      var config = try presetConfig("panmodal")
      for (index, height) in heights.enumerated() {
        config.snapPoints[index].layout?.height = try LayoutValueSyntax.parseValue(height)
      }
      config.content = nil
      return config
    }
    return AdaptiveConfig(
      defaultConfig: try config(heights),
      constrained: [ConstrainedConfig(name: "vo", conditions: when, config: try config(voiceOver))])
  }

  @Test("panmodal on iphone-14: the short form at the long form's percent 776 / 844 = 0.919")
  func panModal() throws {
    let findings = Lint.check(try presetDocument("panmodal").config, in: [Environment()])
    let voiceOver = findings.filter { $0.kind == .unreachableUnderVoiceOver }
    #expect(
      voiceOver.map(\.line) == [
        "snap 1 (short) [voiceover]: unreachable under VoiceOver: the config in use then puts it at snap 2's percent (0.919) without a keyboard on iphone-14 portrait"
      ])
    #expect(voiceOver.map(\.severity) == [.warning])
    #expect(voiceOver.map(\.relatedIndex) == [2])
    #expect(voiceOver.map(\.selection) == [.constrained(1)])
    #expect(voiceOver.first?.hint.contains("PanModal shows no short form") == true)
  }

  @Test("reported only where VoiceOver moves a point onto another")
  func cases() throws {
    let iphone14 = [Environment()]
    let kind = LintFinding.Kind.unreachableUnderVoiceOver
    // Apart under VoiceOver too (300 -> 400): nothing.
    let apart = try sheet(["300", "600"], voiceOver: ["400", "600"])
    #expect(!Lint.check(apart, in: iphone14).contains { $0.kind == kind })
    // Moved onto the other: reported on the point that moved, not on the one it met.
    let moved = try sheet(["300", "600"], voiceOver: ["600", "600"])
    #expect(Lint.check(moved, in: iphone14).filter { $0.kind == kind }.map(\.index) == [1])
    let down = try sheet(["300", "600"], voiceOver: ["300", "300"])
    #expect(Lint.check(down, in: iphone14).filter { $0.kind == kind }.map(\.index) == [2])
    // Already together without VoiceOver: the duplicate is the other check's, not this one's.
    let together = try sheet(["600", "600"], voiceOver: ["600", "600"])
    #expect(!Lint.check(together, in: iphone14).contains { $0.kind == kind })
    // A config that VoiceOver does not select in this environment (landscape only): nothing.
    let landscape = try sheet(
      ["300", "600"], voiceOver: ["600", "600"], when: [.voiceOver, .orientation(.landscape)])
    #expect(!Lint.check(landscape, in: iphone14).contains { $0.kind == kind })
    #expect(
      Lint.check(landscape, in: [Environment(orientation: .landscape)]).filter {
        $0.kind == kind
      }.map(\.index) == [1])
  }

  @Test("only configs whose conditions look at VoiceOver are checked under it")
  func switches() throws {
    #expect(LintVoiceOver.switches(try presetDocument("panmodal").config))
    #expect(!LintVoiceOver.switches(try presetDocument("ios-sheet").config))
    #expect(Condition.not(.all([.orientation(.portrait), .voiceOver])).dependsOnVoiceOver)
    #expect(!Condition.any([.keyboardPresent, .idiom(.pad)]).dependsOnVoiceOver)
  }
}
