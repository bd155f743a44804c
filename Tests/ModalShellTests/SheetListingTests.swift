import ModalCore
import Testing

@testable import ModalShell

/// The line `snaps` adds under its table for a config Apple's sheet lays out (issue 13): the
/// appearance in the environment and the points left out of it.
@Suite("snaps: Apple's sheet line")
struct SheetListingTests {
  /// The last line of `snaps` after `lines`.
  func lastLine(_ lines: [String]) throws -> String {
    var session = try quietSession("modalkit", presented: false)
    // Wide enough for the whole table (its fitting: FitTests).
    session.options.width = 200
    for line in lines {
      let ok = session.run(line)
      #expect(ok, "\(line)")
    }
    _ = session.takeOutput()
    let listed = session.run("snaps")
    #expect(listed)
    let out = session.takeOutput().map(\.1).joined()
    return String(out.split(separator: "\n").last ?? "")
  }

  @Test("nothing for a config without detents or a sheet; the inactive points and the appearance")
  func lines() throws {
    #expect(try lastLine([]).hasPrefix("  3      large"))
    // A detent alone: nothing to say in portrait, the inactive point in landscape.
    #expect(try lastLine(["set snap.1.height detent.medium"]).hasPrefix("  3      large"))
    #expect(
      try lastLine(["set snap.1.height detent.medium", "rotate"])
        == "sheet    inactive here: small (detent.medium)")
    #expect(
      try lastLine([
        "set snap.1.height detent.medium", "rotate",
        "set sheet.prefersEdgeAttachedInCompactHeight true",
      ]) == "sheet    edge attached (compact height); inactive here: small (detent.medium)")
    #expect(
      try lastLine(["set sheet.prefersGrabberVisible true"]) == "sheet    bottom sheet")
    #expect(
      try lastLine(["set sheet.prefersGrabberVisible true", "rotate"])
        == "sheet    full screen (compact height): one point")
    #expect(
      try lastLine(["set sheet.prefersPageSizing false", "device ipad-air"])
        == "sheet    form sheet (regular width and height): one point")
  }
}
