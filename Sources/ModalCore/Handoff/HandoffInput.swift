/// Everything a hand-off rule may look at for one step of a touch (or its release): a pure
/// value built by the manager. The stored facts are the manager's; the computed ones below
/// answer the questions the peers' rules ask (peers-research.md section 2), so that each rule
/// reads facts, not geometry.
public struct HandoffInput: Sendable {
  /// The config in use (the rule's options are in `config.handoff.options`).
  public var config: ModalConfig
  /// The resolved points.
  public var interpolator: Interpolator
  /// Where the finger is.
  public var surface: DragSurface
  /// The finger's movement this step along the primary axis, in points; positive = towards
  /// more open, as drag amounts are. 0 for a release.
  public var movement: Double
  /// The finger's velocity in pt/s, same sign convention (0 = a slow drag).
  public var velocity: Double
  /// The content's scroll offset before the step.
  public var contentOffset: Double
  /// The largest offset the content has now (0 without content).
  public var maxOffset: Double
  /// True when the config has content.
  public var hasContent: Bool
  /// True when the config has content and it scrolls (`isScrollEnabled`).
  public var scrolls: Bool
  /// True while the content decelerates after a release.
  public var decelerating: Bool
  /// Who had the finger earlier in this touch; nil on the touch's first step.
  public var owner: HandoffOwner?
  /// The modal's current combined index.
  public var currentIndex: Int
  /// The modal's leading edge now.
  public var leadingEdge: Double
  /// The modal's state.
  public var state: ModalState
  /// The most open a drag may take the sheet (signed towards open) under the rule's
  /// ``SheetTraits/openLimit``, or nil without one: PanModal's `anchoredYPosition`.
  public var openLimit: Double? = nil

  /// Creates an input.
  public init(
    config: ModalConfig, interpolator: Interpolator, surface: DragSurface, movement: Double,
    velocity: Double, contentOffset: Double, maxOffset: Double, hasContent: Bool,
    scrolls: Bool, decelerating: Bool, owner: HandoffOwner?, currentIndex: Int,
    leadingEdge: Double, state: ModalState
  ) {
    self.config = config
    self.interpolator = interpolator
    self.surface = surface
    self.movement = movement
    self.velocity = velocity
    self.contentOffset = contentOffset
    self.maxOffset = maxOffset
    self.hasContent = hasContent
    self.scrolls = scrolls
    self.decelerating = decelerating
    self.owner = owner
    self.currentIndex = currentIndex
    self.leadingEdge = leadingEdge
    self.state = state
  }

  /// The tolerance of "at a snap point": FloatingPanel's "within 1 pt of an anchor".
  public static let snapTolerance = 1.0

  /// The combined index of the standard point within `tolerance` (``snapTolerance`` unless a
  /// rule has its own) of `edge` in `interpolator` (the nearest one when several are), or nil.
  public static func snapIndex(
    at edge: Double, in interpolator: Interpolator, tolerance: Double = snapTolerance
  ) -> Int? {
    var best: (index: Int, distance: Double)? = nil
    for point in interpolator.points where point.kind != .inBetween {
      let distance = abs(interpolator.leadingEdge(of: point.rect) - edge)
      if distance <= tolerance, best.map({ distance < $0.distance }) ?? true {
        best = (point.index, distance)
      }
    }
    return best?.index
  }

  // MARK: - Options

  /// A numeric option of the rule: the config's value, else the option's default (else the
  /// bottom of its range).
  public func option(_ spec: RuleOptionSpec) -> Double {
    config.handoff.options[spec.name] ?? spec.defaultValue ?? spec.range.lowerBound
  }

  /// An on / off option (0 = off, anything else = on).
  public func flag(_ spec: RuleOptionSpec) -> Bool { option(spec) != 0 }

  // MARK: - The finger

  /// True on the touch's first step (nobody owns the finger yet).
  public var isFirstStep: Bool { owner == nil }
  /// True when the finger moves towards more open this step.
  public var movesTowardsOpen: Bool { movement > 0 }
  /// True when the finger moves towards closed this step.
  public var movesTowardsClosed: Bool { movement < 0 }
  /// True when the finger is in the leading-edge strip (`drag ... on edge`).
  public var isOnEdgeStrip: Bool { surface == .edge }
  /// True when the finger is on the grabber (`drag ...` or `drag ... on handle`).
  public var isOnHandle: Bool { surface == .handle }

  // MARK: - The content

  /// True at the top of the content (offset at or below 0, UIScrollView's min offset).
  public var isAtMinOffset: Bool { contentOffset <= 0 }
  /// True at the end of the content (offset at or past the largest).
  public var isAtMaxOffset: Bool { contentOffset >= maxOffset }
  /// How far the content can still scroll towards open (a larger offset).
  public var roomTowardsOpen: Double { Swift.max(0, maxOffset - contentOffset) }
  /// How far the content can still scroll towards closed (back to offset 0).
  public var roomTowardsClosed: Double { Swift.max(0, contentOffset) }

  /// The part of `amount` the content can take within its range (no rubber band).
  public func scrollable(_ amount: Double) -> Double {
    Swift.min(Swift.max(amount, -roomTowardsClosed), roomTowardsOpen)
  }

  // MARK: - The sheet

  /// +1 or -1: how the leading edge's coordinate changes as the modal opens.
  public var openingSign: Double { config.snapDirection.openingSign }
  /// The combined index of the last base point (PanModal's long form; the largest of an
  /// ordered list of detents).
  public var lastBaseIndex: Int { config.snapPoints.count }

  /// The combined index of the most open base point (the last one of an ordered config; the
  /// first of the most open ones otherwise).
  public var mostOpenIndex: Int {
    var best = lastBaseIndex
    var bestOpenness = -Double.infinity
    for index in 1...Swift.max(1, lastBaseIndex) where index < interpolator.points.count {
      let openness = openingSign * interpolator.leadingEdge(of: interpolator.points[index].rect)
      if openness > bestOpenness {
        best = index
        bestOpenness = openness
      }
    }
    return best
  }

  /// The combined index of the least open base point.
  public var leastOpenIndex: Int {
    var best = 1
    var bestOpenness = Double.infinity
    for index in 1...Swift.max(1, lastBaseIndex) where index < interpolator.points.count {
      let openness = openingSign * interpolator.leadingEdge(of: interpolator.points[index].rect)
      if openness < bestOpenness {
        best = index
        bestOpenness = openness
      }
    }
    return best
  }

  /// The combined index of the standard point whose leading edge is within 1 pt of
  /// ``leadingEdge`` (the nearest when several are), or nil when the modal sits between
  /// points. Computed when asked (a rule that does not ask costs nothing).
  public var snapIndex: Int? { Self.snapIndex(at: leadingEdge, in: interpolator) }

  /// True when the modal sits within 1 pt of a standard point.
  public var isAtSnapPoint: Bool { snapIndex != nil }

  /// True when the modal sits within 1 pt of its most open base point: FloatingPanel's most
  /// expanded state, Apple's largest detent, Material's expanded offset.
  public var isAtMostOpen: Bool { snapIndex == mostOpenIndex }

  /// True when the modal sits within 1 pt of its last base point: PanModal anchored at the
  /// long form.
  public var isAnchoredAtLastBase: Bool { snapIndex == lastBaseIndex }

  /// How open the leading edge is (a number that grows as the modal opens).
  public var openness: Double { openingSign * leadingEdge }

  /// The openness of a combined index's point, or nil.
  public func openness(ofIndex index: Int) -> Double? {
    guard index >= 0, index < interpolator.points.count else { return nil }
    return openingSign * interpolator.leadingEdge(of: interpolator.points[index].rect)
  }

  /// True when the sheet is at (within 1 pt) or past its most open base point: Flutter's
  /// sheet at its max extent.
  public var isAtMaxExtent: Bool {
    openness(ofIndex: mostOpenIndex).map { openness >= $0 - Self.snapTolerance } ?? false
  }

  /// True when the sheet is at (within 1 pt) or below its least open base point: Flutter's
  /// sheet at its min extent.
  public var isAtMinExtent: Bool {
    openness(ofIndex: leastOpenIndex).map { openness <= $0 + Self.snapTolerance } ?? false
  }

  // MARK: - Decisions

  /// The whole step to the sheet.
  public func toSheet(_ clause: HandoffClause, facts: [ReleaseRecord.Fact] = [])
    -> HandoffDecision
  {
    HandoffDecision(sheet: movement, content: 0, owner: .sheet, clause: clause, facts: facts)
  }

  /// The step to the content, within its range; the part past an end is lost (a scroll view
  /// at its end bounces, which is not modelled). The owner stays the content.
  public func toContent(_ clause: HandoffClause, facts: [ReleaseRecord.Fact] = [])
    -> HandoffDecision
  {
    HandoffDecision(
      sheet: 0, content: scrollable(movement), owner: .content, clause: clause, facts: facts)
  }
}
