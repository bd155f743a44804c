/// A point in container coordinates (origin top-left, y grows downwards), in points.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// The length along an axis: the width for `.horizontal`, the height for `.vertical`.
  public subscript(axis: Axis) -> Double {
    axis == .horizontal ? width : height
  }

  /// The same size with width and height exchanged (what a rotation does to a screen).
  public var swapped: Size { Size(width: height, height: width) }
}

/// A rectangle given by its origin and size, in points.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var size: Size { Size(width: width, height: height) }
  public var origin: Point { Point(x: x, y: y) }

  /// True when every component is a finite number.
  public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// The overlap of two rectangles, or nil when they do not overlap (touching edges count as
  /// no overlap).
  public func intersection(_ other: Rect) -> Rect? {
    let left = Swift.max(minX, other.minX)
    let right = Swift.min(maxX, other.maxX)
    let top = Swift.max(minY, other.minY)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

/// Insets from the four edges of a rectangle (a safe area, paddings).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// The inset on one edge.
  public subscript(edge: Edge) -> Double {
    switch edge {
    case .top: top
    case .left: left
    case .bottom: bottom
    case .right: right
    }
  }
}

/// An axis of the container.
public enum Axis: String, Hashable, Sendable, CaseIterable {
  case horizontal
  case vertical
}

/// An edge of a rectangle.
public enum Edge: String, Hashable, Sendable, CaseIterable {
  case top
  case left
  case bottom
  case right
}
