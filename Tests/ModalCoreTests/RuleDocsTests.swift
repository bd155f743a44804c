import ModalTestSupport
import Testing

@testable import ModalCore

@Suite("docs/config-schema.md: the rule tables come from the registries")
struct RuleDocsTests {
  static let schema = "docs/config-schema.md"

  @Test("the strategy options table is ReleaseStrategies.markdownOptionTable()")
  func strategyOptions() throws {
    let section = DocSection(
      Self.schema, begin: "<!-- strategy options: generated from",
      end: "<!-- strategy options end -->")
    let generated = ReleaseStrategies.markdownOptionTable()
    #expect(try section.documented(generated) == generated)
  }

  @Test("the hand-off table is HandoffRules.markdownTable()")
  func handoffRules() throws {
    let section = DocSection(
      Self.schema, begin: "<!-- handoff rules: generated from", end: "<!-- handoff rules end -->")
    let generated = HandoffRules.markdownTable()
    #expect(try section.documented(generated) == generated)
  }

  @Test("the tables' rows, exactly: a strategy's options in declared order, shared ones named once")
  func rows() {
    let strategies = ReleaseStrategies.markdownOptionTable()
    #expect(strategies[0] == "| strategy | option | range | default | meaning |")
    #expect(
      strategies[2]
        == "| `biasedNearest` | `dismissibleScale` | 0 to 1 | 0.6 | dismiss below this fraction of the smallest size's height |"
    )
    #expect(
      strategies[3] == "| | `isDismissable` | 0 or 1 | 1 | 0 never dismisses on release |")
    #expect(strategies.contains("| `appleSheet` | the options of `momentum` | | | |"))
    #expect(
      strategies.contains {
        $0.hasPrefix("| `halfModal` | `dismissHeight` | 0 to 100000 | derived |")
      })
    // (compose's three options and gorhom's one)
    #expect(strategies.count == 2 + 19 + 1 + 3)
    let handoff = HandoffRules.markdownTable()
    #expect(
      handoff[3]
        == "| | | `velocityCutoff` | 0 to 1000000 | 500 | above this \\|velocity\\| (pt/s) the list scrolls (clause 4) |"
    )
    #expect(handoff[6] == "| `modalkit` | ModalKit | none | | | |")
    // (compose and gorhom: a row each, no options)
    #expect(handoff.count == 2 + 4 + 1 + 3 + 3 + 1 + 2 + 3 + 1 + 1)
  }
}
