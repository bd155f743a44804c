import Testing

@testable import ModalCore

// The row of the hand-off rules' clause tables (HandoffTests for adaptive, HandoffRulesBTests
// for Material, Flutter, DeckTransition and the half modal): a rule's input on the list sheet
// (ScrollOffsetTests' `listSheet` on iphone-14 portrait) and the split, owner and clause it
// must give.

let handoffPhone = Environment(device: .iphone14, orientation: .portrait)

/// One row of a rule's table: the input's facts and the expected split, owner and clause.
struct HandoffRow: CustomTestStringConvertible, Sendable {
  var name: String
  /// The point the sheet is presented at (1 = 40%, 2 = the most open).
  var index = 1
  /// Points the leading edge sits below the point (towards closed), to put it between points.
  var below = 0.0
  var offset = 100.0
  /// The content's largest offset; nil: the list sheet's at `index` (882.4 at 1, 460.4 at 2).
  var maxOffset: Double? = nil
  var movement = -40.0
  var velocity = 0.0
  var surface = DragSurface.content
  var owner: HandoffOwner? = nil
  var hasContent = true
  var scrolls = true
  var decelerating = false
  var options: [String: Double] = [:]
  var sheet: Double
  var content: Double
  var after: HandoffOwner
  var clause: String

  var testDescription: String { name }

  /// The row's input for `rule`, on the presented list sheet's points.
  func input(_ rule: String) throws -> HandoffInput {
    var config = try ConfigCoding.decodeDocument(listSheet).config.defaultConfig
    config.handoff = HandoffConfig(rule: rule, options: options)
    var manager = try Manager(config: config, environment: handoffPhone)
    _ = try manager.apply(.present(.index(index), animated: false))
    let edge = manager.interpolator.leadingEdge(of: manager.frame) + below
    return HandoffInput(
      config: manager.config, interpolator: manager.interpolator, surface: surface,
      movement: movement, velocity: velocity, contentOffset: offset,
      maxOffset: maxOffset ?? (index == 1 ? 882.4 : 460.4), hasContent: hasContent,
      scrolls: scrolls,
      decelerating: decelerating, owner: owner, currentIndex: index, leadingEdge: edge,
      state: manager.state)
  }

  /// Checks `rule`'s decision for the row.
  func check(_ rule: any HandoffRule) throws {
    let decision = rule.step(try input(rule.name))
    #expect(close(decision.sheet, sheet), "sheet \(decision.sheet)")
    #expect(close(decision.content, content), "content \(decision.content)")
    #expect(decision.owner == after)
    #expect(decision.clause.id == clause)
    #expect(decision.clause.rule == rule.name)
  }
}
