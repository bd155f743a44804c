import ModalCore
import Testing

@testable import ModalShell

/// `expect keyboard` compares the keyboard's height as a number (with the length tolerance or
/// `~TOLERANCE`); no keyboard is 0, which `off` also says.
@Suite("expect keyboard")
struct ExpectKeyboardTests {
  @Test("a height passes as a number, within its tolerance; off and 0 mean no keyboard")
  func heights() throws {
    var session = try quietSession()
    _ = outputs(&session, "keyboard 300")
    #expect(outputs(&session, "expect keyboard 300").err == "")
    #expect(outputs(&session, "expect keyboard 300.004").err == "")
    #expect(outputs(&session, "expect keyboard 301 ~1").err == "")
    #expect(
      outputs(&session, "expect keyboard 302").err
        == "error: expect keyboard 302: got 300.00, difference 2.00 > tolerance 0.005\n")
    #expect(
      outputs(&session, "expect keyboard off").err == "error: expect keyboard off: got 300.00\n")
    _ = outputs(&session, "keyboard off")
    #expect(outputs(&session, "expect keyboard 0").err == "")
    #expect(outputs(&session, "expect keyboard off").err == "")
    #expect(
      outputs(&session, "expect keyboard 5").err
        == "error: expect keyboard 5: got 0.00, difference 5.00 > tolerance 0.005\n")
  }

  @Test("help expect names every fact, keyboard among them")
  func helpListsTargets() throws {
    var session = try quietSession()
    let help = outputs(&session, "help expect").out.replacingOccurrences(of: "\n", with: " ")
    #expect(help.contains("expect keyboard 300"))
    for target in ExpectTarget.allCases { #expect(help.contains(target.rawValue), "\(target)") }
  }
}
