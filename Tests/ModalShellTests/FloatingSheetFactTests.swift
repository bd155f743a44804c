import ModalCore
import Testing

@testable import ModalShell

/// The facts of iOS 26's floating sheet, `inset` and `bottomRadius`: the gap around the card and
/// its bottom corners, concentric with the display's (the display's radius less the gap), as
/// docs/apple-sheet.md's "iOS 26: the floating sheet" states them.
@Suite("Facts: the iOS 26 floating sheet")
struct FloatingSheetFactTests {
  /// ios-sheet on `device` and `ios`, presented at medium.
  func session(_ device: String, _ ios: String = "26") throws -> Session {
    var session = try quietSession("ios-sheet", presented: false)
    for line in ["device " + device, "ios " + ios, "present"] {
      #expect(outputs(&session, line).err == "", "\(line)")
    }
    return session
  }

  @Test(
    "iphone-16-pro: 8 pt and 62 - 8 = 54 pt at medium, 4 and 58 half way to large, none at large")
  func phone() throws {
    var s = try session("iphone-16-pro")
    for line in [
      "expect frame.x 8", "expect frame.y 415.03", "expect inset 8", "expect bottomRadius 54",
      "expect radius 38",
    ] {
      #expect(outputs(&s, line) == ("", ""), "\(line)")
    }
    // Medium's card is at y 415.03 and large at 62: 176.515 pt is half way.
    _ = outputs(&s, "drag 176.515pt")
    for line in ["expect frame.x 4", "expect inset 4", "expect bottomRadius 58"] {
      #expect(outputs(&s, line) == ("", ""), "\(line)")
    }
    _ = outputs(&s, "release 0")
    _ = outputs(&s, "snap large")
    #expect(outputs(&s, "expect frame.x 0").err == "")
    #expect(
      outputs(&s, "expect inset 0").err == "error: expect inset 0: got none (not floating)\n")
    #expect(
      outputs(&s, "expect bottomRadius 0").err
        == "error: expect bottomRadius 0: got none (not floating)\n")
  }

  @Test("a preferred corner radius sets the bottom corners too; capped at half the card")
  func preferred() throws {
    var s = try session("iphone-16-pro")
    _ = outputs(&s, "set sheet.preferredCornerRadius 20")
    #expect(outputs(&s, "expect bottomRadius 20") == ("", ""))
    _ = outputs(&s, "set sheet.preferredCornerRadius 400")
    // Half of medium's 386 x 450.97 card.
    #expect(outputs(&s, "expect bottomRadius 193") == ("", ""))
  }

  @Test("a display with square corners (iphone-se) gives square bottom corners")
  func squareDisplay() throws {
    var s = try session("iphone-se")
    #expect(outputs(&s, "expect inset 8") == ("", ""))
    #expect(outputs(&s, "expect bottomRadius 0") == ("", ""))
  }

  @Test("no floating facts before iOS 26 or on ipad-pro-11's page sheet")
  func notFloating() throws {
    var old = try session("iphone-16-pro", "18")
    #expect(
      outputs(&old, "expect inset 8").err == "error: expect inset 8: got none (not floating)\n")
    var pad = try session("ipad-pro-11")
    #expect(
      outputs(&pad, "expect bottomRadius 0").err
        == "error: expect bottomRadius 0: got none (not floating)\n")
    _ = outputs(&pad, "dismiss")
    #expect(
      outputs(&pad, "expect inset 0").err == "error: expect inset 0: got none (dismissed)\n")
  }
}
