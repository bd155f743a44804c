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
              screen
        """)
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
