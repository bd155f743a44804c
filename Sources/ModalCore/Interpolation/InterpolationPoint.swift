/// A snap point resolved in an environment: where it is and everything it looks like.
public struct InterpolationPoint: Hashable, Sendable {
  /// Where the point comes from.
  public enum Kind: String, Hashable, Sendable {
    case undershoot
    case standard
    case inBetween
    case overshoot
  }

  /// Combined index: 0 is the undershoot, 1...n the base points, n + 1 the overshoot.
  public var index: Int
  public var key: String?
  public var page: String?
  public var kind: Kind
  /// The position along the modal's travel (0 = closed, 1 = the leading edge at the far side
  /// of the container for the position strategy).
  public var percent: Double
  /// Frame, paddings and every keyframe number.
  public var values: ModalValues
  /// Corners, blur materials, allowSnapping, tap interaction.
  public var traits: ModalTraits

  /// The frame.
  public var rect: Rect { values.rect }

  /// True for points a release or `snap` may land on (never the in-between keyframes).
  public var isSnappable: Bool { kind != .inBetween }

  /// True for a standard base point of a config of `baseCount` points: not the undershoot, an
  /// in-between keyframe, the overshoot or an override's point after the base points.
  public func isStandardBase(of baseCount: Int) -> Bool {
    kind == .standard && index <= baseCount
  }

  /// `key` when set, otherwise the index, for messages.
  public var label: String { key ?? String(index) }
}
