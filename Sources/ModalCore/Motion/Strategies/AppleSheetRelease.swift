/// Apple's sheet's release (PEERS.md "Apple's sheet": the system does not document it, so it
/// is modelled by FloatingPanel's `momentum` rule with FloatingPanel's defaults). The same
/// decision as ``MomentumRelease`` with the same options, under its own name, so that `explain`
/// and the listings of `ios-sheet` and `swiftui-sheet` speak of Apple's sheet, not of
/// FloatingPanel.
public struct AppleSheetRelease: ReleaseStrategy {
  public static let name = "appleSheet"
  public static let summary =
    "Apple's sheet (undocumented; modelled by FloatingPanel's momentum rule and defaults): the position projected by the velocity (rate 0.998), then the detent past half of the segment it lands in"

  /// The options of the momentum rule (one list: the rule is the same).
  public static let options = MomentumRelease.options

  /// Creates the strategy.
  public init() {}

  public func decide(_ input: ReleaseInput) -> ReleaseDecision {
    var decision = MomentumRelease().decide(input)
    decision.record.strategy = Self.name
    return decision
  }
}
