import ModalSupport
import Testing

@testable import ModalCore

/// The report written as bytes (issue 17): the same words as ``Lint/report(_:configName:)``,
/// each line wrapped as it is written by the shell's rule (``TextWrap``), and the pieces of the
/// findings' messages.
@Suite("Lint report bytes")
struct LintReportTests {
  @Test("the report wrapped as it is written equals the report wrapped afterwards")
  func wrappedAsWritten() throws {
    for entry in BuiltinPresets.all {
      let document = try #require(try BuiltinPresets.document(named: entry.name))
      let findings = Lint.check(document.config)
      let report = Lint.report(findings, configName: entry.name)
      for width in [20, 40, 80, 120] {
        let out = ByteBuffer()
        Lint.write(findings, configName: entry.name, width: width, into: out)
        #expect(out.string == TextWrap.lines(report, width: width), "\(entry.name) at \(width)")
      }
      let unwrapped = ByteBuffer()
      Lint.write(findings, configName: entry.name, width: nil, into: unwrapped)
      #expect(unwrapped.string == report, "\(entry.name)")
    }
  }

  @Test("many findings sharing their hints: each hint wrapped once, the same report")
  func sharedHints() {
    // 60 points between 30% and 31%: duplicates of each other, with the keyboard over them.
    let points = (0..<60).map { i in
      SnapPoint(layout: Layout(height: .percent(30 + Double(i) / 60)))
    }
    let findings = Lint.check(AdaptiveConfig(defaultConfig: ModalConfig(snapPoints: points)))
    #expect(Set(findings.map(\.hint)).count < findings.count / 4)
    let report = Lint.report(findings, configName: "many")
    for width in [24, 60, 80] {
      let out = ByteBuffer()
      Lint.write(findings, configName: "many", width: width, into: out)
      #expect(out.string == TextWrap.lines(report, width: width), "at \(width)")
    }
  }

  @Test("a report wrapped at 48 columns")
  func wrappedReport() throws {
    let document = try #require(try BuiltinPresets.document(named: "demo09"))
    let out = ByteBuffer()
    Lint.write(Lint.check(document.config), configName: "demo09", width: 48, into: out)
    #expect(
      out.string == """
        demo09: no errors or warnings, 1 note
          note: snap 2 (overshoot) [compact-height]: has
            the same percent as snap 1 (1.000) with
            keyboard 300 on every phone in landscape
            hint: snap 1 already fills the container
              there, so the overshoot adds nothing:
              expected of a sheet that grows to the full
              screen (set
              constrained[0].config.overshoot none to
              drop it)
        """)
  }

  @Test("a finding said at several places is listed once with its places")
  func groupedReport() throws {
    let document = try #require(try BuiltinPresets.document(named: "panmodal"))
    let findings = Lint.check(document.config)
    let report = Lint.report(findings, configName: "panmodal")
    let keyboard =
      "it does not refer to the keyboard; if its content must stay above it, add kb.overlapH to the bottom margin (or the bottom padding), or set keyboardAvoidance lift"
    #expect(
      report == """
        panmodal: 1 warning, 4 notes; 4 distinct
          warning: snap 1 (short) [voiceover]: unreachable under VoiceOver: the config in use then puts it at snap 2's percent (0.906 to 0.951) on every phone
            hint: VoiceOver users never rest at its own position, as PanModal shows no short form while VoiceOver runs (shortFormYPos returns longFormYPos): keep nothing there that only it shows, or give it a position of its own under VoiceOver (set constrained[1].config.snapPoints[0].layout.height H)
          note: snap 1 (popover) [ipad-popover]: has the same percent as snap 0 (0.938 to 0.980) on every iPad
            hint: the undershoot is transparent: the modal fades out where it stands, as a card that dismisses in place does (set constrained[0].config.undershoot automatic to slide it away instead)
          note: the keyboard covers 300.00 pt of the content, at 2 places:
            snap 1 (short) [default] with keyboard 300 on every phone
            snap 2 (long) [default] with keyboard 300 on every phone
            hint: \(keyboard)
          note: snap 1 (popover) [ipad-popover]: the keyboard covers 219.00 to 280.00 pt of the content with keyboard 300 on every iPad
            hint: \(keyboard)
        """)
    // The same report wrapped as it is written.
    let out = ByteBuffer()
    Lint.write(findings, configName: "panmodal", width: 60, into: out)
    #expect(out.string == TextWrap.lines(report, width: 60))
    // Nothing grouped, nothing counted twice: the first line is as before.
    #expect(Lint.summary(findings) == "1 warning, 4 notes")
  }

  @Test("a measured number: one value when both ends read the same, else a range, ? if none")
  func numbers() {
    #expect(Lint.range(Collector.Span(1.001), decimals: 2) == "1.00")
    var span = Collector.Span(1.001)
    span.include(1.004)
    #expect(Lint.range(span, decimals: 2) == "1.00")
    #expect(Lint.range(span, decimals: 3) == "1.001 to 1.004")
    span.include(-2.5)
    #expect(Lint.range(span, decimals: 1) == "-2.5 to 1.0")
    #expect(LintText.Number(span: nil, decimals: 2).text == "?")
  }

  @Test("a message's pieces: literals, strings, snap points and numbers")
  func messagePieces() {
    let number = LintText.Number(span: Collector.Span(0.25), decimals: 3)
    let related: Int? = 12
    let none: Int? = nil
    #expect(
      Lint.text("below \(snap: related)'s \(number) in \("portrait")\(snap: none).")
        == "below snap 12's 0.250 in portrait.")
    #expect(Lint.text("no pieces") == "no pieces")
  }
}

@Suite("Built-in presets and lint --strict")
struct LintStrictPresetTests {
  @Test("every built-in preset passes lint --strict, or its description says why it does not")
  func strictOrSaid() throws {
    var failing: [String] = []
    for entry in BuiltinPresets.all {
      let document = try #require(try BuiltinPresets.document(named: entry.name))
      guard Lint.failure(Lint.check(document.config), strict: true) != nil else { continue }
      failing.append(entry.name)
      #expect(document.description?.contains("lint --strict warns") == true, "\(entry.name)")
    }
    #expect(failing == ["modalkit-content", "panmodal"])
  }
}
