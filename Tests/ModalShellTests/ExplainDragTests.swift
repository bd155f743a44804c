import ModalCore
import Testing

@testable import ModalShell

/// `explain` during a drag speaks of the gesture in hand: what a release now would do, worked
/// out on a copy, so that the drag goes on unchanged.
@Suite("explain during a drag")
struct ExplainDragTests {
  @Test("the release a drag would make now, not the present before it; the session unchanged")
  func prospectiveRelease() throws {
    var session = try quietSession()
    _ = outputs(&session, "drag 0.2")
    let before = session.manager
    let explained = outputs(&session, "explain").out
    #expect(
      explained.hasPrefix(
        """
        drag     in progress: a release now, at velocity 0, would go as below (release V
                 for another)
        release  adaptive:
        """))
    #expect(explained.contains("         >  2      388.00  34.00     chosen\n"))
    // The reasoning ends with the rule's source: adaptive-modal's code at its pinned commit.
    #expect(
      explained.hasSuffix(
        """
        result   snap 2
        source   adaptive-modal
                 Sources/AdaptiveModalManager/AdaptiveModalManager.swift@b7ad470
                 L506-529, L1839-1900

        """))
    #expect(!explained.contains("(present)"))
    #expect(session.manager == before)
    #expect(session.manager.gesture != nil)
    var json = try quietSession()
    json.options.format = .json
    _ = outputs(&json, "drag 0.2")
    #expect(
      outputs(&json, "explain").out.hasPrefix(
        "{\"input\": \"explain\", \"ok\": true, \"result\": {\"prospective\": true, \"kind\": \"release\", \"strategy\": \"adaptive\", \"velocity\": 0.0000, \"leadingEdge\": 422.0000,"
      ))
    // The rule's source, as fields.
    #expect(
      outputs(&json, "explain").out.contains(
        "\"source\": {\"library\": \"adaptive-modal\", \"repository\": \"dominicstop/adaptive-modal\", \"commit\": \"b7ad470\", \"file\": \"Sources/AdaptiveModalManager/AdaptiveModalManager.swift\", \"lines\": \"L506-529, L1839-1900\""
      ))
  }
}
