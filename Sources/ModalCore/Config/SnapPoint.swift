/// The direction a modal moves in as it opens (MODEL.md section 3).
public enum SnapDirection: String, Hashable, Sendable, CaseIterable {
  /// A bottom sheet.
  case bottomToTop
  /// A top sheet.
  case topToBottom
  /// A left drawer.
  case leftToRight
  /// A right drawer.
  case rightToLeft

  /// The primary axis: vertical for the sheets, horizontal for the drawers.
  public var axis: Axis {
    switch self {
    case .bottomToTop, .topToBottom: .vertical
    case .leftToRight, .rightToLeft: .horizontal
    }
  }

  /// The position of the leading edge of `rect`: minY, maxY, maxX or minX.
  public func leadingEdge(of rect: Rect) -> Double {
    switch self {
    case .bottomToTop: rect.minY
    case .topToBottom: rect.maxY
    case .leftToRight: rect.maxX
    case .rightToLeft: rect.minX
    }
  }

  /// +1 when opening moves the leading edge towards larger coordinates, -1 otherwise.
  public var openingSign: Double {
    switch self {
    case .bottomToTop, .rightToLeft: -1
    case .topToBottom, .leftToRight: 1
    }
  }

  /// The position-strategy percent of a leading edge in a container:
  /// `1 - minY / H`, `maxY / H`, `maxX / W`, `1 - minX / W`.
  public func percent(leadingEdge edge: Double, container: Size) -> Double {
    let length = container[axis]
    guard length > 0 else { return 0 }
    switch self {
    case .bottomToTop, .rightToLeft: return 1 - edge / length
    case .topToBottom, .leftToRight: return edge / length
    }
  }

  /// The inverse of ``percent(leadingEdge:container:)``.
  public func leadingEdge(percent: Double, container: Size) -> Double {
    let length = container[axis]
    switch self {
    case .bottomToTop, .rightToLeft: return (1 - percent) * length
    case .topToBottom, .leftToRight: return percent * length
    }
  }

  /// The offscreen preset an `automatic` undershoot uses.
  public var undershootPreset: LayoutPreset {
    switch self {
    case .bottomToTop: .offscreenBottom
    case .topToBottom: .offscreenTop
    case .leftToRight: .offscreenLeft
    case .rightToLeft: .offscreenRight
    }
  }

  /// The edge preset an `automatic` overshoot uses.
  public var overshootPreset: LayoutPreset {
    switch self {
    case .bottomToTop: .edgeTop
    case .topToBottom: .edgeBottom
    case .leftToRight: .edgeRight
    case .rightToLeft: .edgeLeft
    }
  }

  /// Where an `automatic` drag handle sits.
  public var automaticHandleEdge: Edge {
    switch self {
    case .bottomToTop: .top
    case .topToBottom: .bottom
    case .leftToRight: .right
    case .rightToLeft: .left
    }
  }
}

/// A base snap point of a config.
public struct SnapPoint: Hashable, Sendable {
  /// `standard` points can be snapped to; `inBetween` ones are keyframes the drag passes
  /// through.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    case standard
    case inBetween
  }

  /// A name users can snap to (`snap half`).
  public var key: String?
  /// A content label shown inside the modal.
  public var page: String?
  /// This point's (this page's) content length, overriding the config's `content.length`:
  /// its own layout resolves `content` with it, and while the modal rests at (or, during a
  /// drag, is nearest to) this point the content has this length (``Manager/contentLength``).
  /// Nil: the config's length. Without content in the config it changes nothing.
  public var contentLength: Double?
  public var mode: Mode
  /// The layout; optional only for `inBetween` points (their rect is then interpolated).
  public var layout: Layout?
  public var keyframe: Keyframe

  /// Creates a snap point.
  public init(
    key: String? = nil, page: String? = nil, contentLength: Double? = nil,
    mode: Mode = .standard, layout: Layout?, keyframe: Keyframe = .empty
  ) {
    self.key = key
    self.page = page
    self.contentLength = contentLength
    self.mode = mode
    self.layout = layout
    self.keyframe = keyframe
  }
}

/// The undershoot or the overshoot: a preset applied to the first / last base layout, plus an
/// optional keyframe.
public struct EdgeSnapPoint: Hashable, Sendable {
  public var preset: LayoutPreset
  public var keyframe: Keyframe?

  /// Creates an edge point.
  public init(preset: LayoutPreset = .automatic, keyframe: Keyframe? = nil) {
    self.preset = preset
    self.keyframe = keyframe
  }

  /// The automatic preset with no keyframe.
  public static let automatic = EdgeSnapPoint()
}
