import Testing

@testable import ModalCore

// The peers' hand-off tables: a peer preset on iphone-14 in portrait holding 2000 pt of content
// (no insets, unless a row says another length), presented at a point, scrolled to an offset, asked for one step.

private let phone = Environment(device: .iphone14, orientation: .portrait, ios: .v18)

/// One row of a peer's table: the facts of the step and the split, owner and clause expected.
struct PeerRow: CustomTestStringConvertible, Sendable {
  var name: String
  /// The combined index presented.
  var index: Int
  var offset = 0.0
  /// A handle drag before the step (the modal between points); the step's owner is still `owner`.
  var nudge = 0.0
  var movement = -40.0
  var velocity = 0.0
  var surface = DragSurface.content
  var owner: HandoffOwner? = nil
  var decelerating = false
  /// nil = no content; false = content that does not scroll.
  var content: Bool? = true
  /// The content's length.
  var length = 2000.0
  var options: [String: Double] = [:]
  var sheet: Double
  var moved: Double
  var after: HandoffOwner
  var clause: String

  var testDescription: String { name }
}

/// The manager of `preset` with 2000 pt of content (or none) and `rule` with `options`,
/// presented at `index` without animating and scrolled to `offset`.
func peerManager(
  _ preset: String, rule: String, index: Int, offset: Double = 0, content: Bool? = true,
  length: Double = 2000, options: [String: Double] = [:]
) throws -> Manager {
  var config = try #require(try BuiltinPresets.document(named: preset)).config.defaultConfig
  config.content = content.map { ContentConfig(length: length, scrolls: $0) }
  config.handoff = HandoffConfig(rule: rule, options: options)
  var manager = try Manager(config: config, environment: phone)
  _ = try manager.apply(.present(.index(index), animated: false))
  if offset != 0 { _ = try manager.apply(.scroll(.offset(offset))) }
  return manager
}

/// The input of a row's step.
func peerInput(_ preset: String, rule: String, _ row: PeerRow) throws -> HandoffInput {
  var manager = try peerManager(
    preset, rule: rule, index: row.index, offset: row.offset, content: row.content,
    length: row.length, options: row.options)
  if row.nudge != 0 { _ = try manager.apply(.dragMove(amount: row.nudge, secondary: 0)) }
  var input = manager.handoffInput(
    surface: row.surface, movement: row.movement, velocity: row.velocity)
  input.owner = row.owner
  input.decelerating = row.decelerating
  return input
}

/// A rule's decision on a row's step.
func peerDecision(_ rule: any HandoffRule, preset: String, _ row: PeerRow) throws
  -> HandoffDecision
{
  rule.step(try peerInput(preset, rule: rule.name, row))
}

/// Checks one row against a rule.
func checkPeerRow(_ rule: any HandoffRule, preset: String, _ row: PeerRow) throws {
  let decision = try peerDecision(rule, preset: preset, row)
  #expect(abs(decision.sheet - row.sheet) < 1e-9, "sheet \(decision.sheet)")
  #expect(abs(decision.content - row.moved) < 1e-9, "content \(decision.content)")
  #expect(decision.owner == row.after)
  #expect(decision.clause.id == row.clause, "clause \(decision.clause.id): \(decision.clause.text)")
  #expect(decision.clause.rule == rule.name)
}

/// The problems of a handoff object with these options.
func handoffProblems(_ rule: String, _ options: [String: Double]) -> [String] {
  HandoffRules.problems(of: HandoffConfig(rule: rule, options: options)).map(\.description)
}

/// One row of one peer's table: the rule, the preset it is checked on, the row.
struct PeerCase: CustomTestStringConvertible, Sendable {
  var rule: String
  var preset: String
  var row: PeerRow

  var testDescription: String { "\(rule): \(row.name)" }
}

/// Every peer's table (each in its rule's test file).
let peerCases: [PeerCase] =
  modalKitRows.map { PeerCase(rule: "modalkit", preset: "modalkit", row: $0) }
  + panModalRows.map { PeerCase(rule: "panmodal", preset: "panmodal", row: $0) }
  + floatingPanelRows.map { PeerCase(rule: "floatingpanel", preset: "floatingpanel", row: $0) }
  + appleRows.map { PeerCase(rule: "apple", preset: "ios-sheet", row: $0) }

@Suite("Hand-off: every peer's clauses")
struct PeerHandoffTableTests {
  @Test("every clause of every peer's rule on both sides of its condition", arguments: peerCases)
  func clauses(_ item: PeerCase) throws {
    let type = try #require(HandoffRules.type(named: item.rule))
    try checkPeerRow(type.init(), preset: item.preset, item.row)
  }
}
