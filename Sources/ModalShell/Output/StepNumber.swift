import ModalCore

/// A number the text step prints on every step, with its decimals: read straight from the
/// manager by a switch, so that a step's dozen numbers cost no closure calls or reference
/// counts. Each is declared once here; its ``StepFact`` (what `expect` and the JSON step read)
/// is built from it, so the text, `expect` and the JSON agree by construction.
enum StepNumber: Sendable, Equatable {
  case time
  case percent
  /// While dragging: how far from the point below to the point above.
  case betweenT
  case frameX, frameY, frameWidth, frameHeight
  /// A keyframe channel (radius, dim, opacity, the scale and the translation).
  case channel(Channel)
  /// iOS 26's floating sheet: the gap at its sides, and its bottom corners' radius.
  case floatingInset, bottomRadius
  case contentOffset, contentMaxOffset, contentViewport
  /// The last drag step's split between the sheet and the content.
  case movedSheet, movedContent

  /// The decimals it is printed with (and compared within half of the last one).
  var decimals: Int {
    switch self {
    case .time, .percent: 3
    default: 2
    }
  }

  /// Its value in `m` where it applies (0 where an optional one has none: its fact says why).
  @inline(__always)
  func value(_ m: Manager) -> Double {
    switch self {
    case .time: m.time
    case .percent: m.percent
    case .betweenT: m.bracket.fraction
    case .frameX: m.frame.x
    case .frameY: m.frame.y
    case .frameWidth: m.frame.width
    case .frameHeight: m.frame.height
    case .channel(let channel): m.values[channel]
    case .floatingInset: m.floatingInset ?? 0
    case .bottomRadius: m.floatingBottomRadius ?? 0
    case .contentOffset: m.contentOffset
    case .contentMaxOffset: m.contentMaxOffset ?? 0
    case .contentViewport: m.contentViewport ?? 0
    case .movedSheet: m.lastStep?.sheet ?? 0
    case .movedContent: m.lastStep?.content ?? 0
    }
  }
}
