extension EdgeInsets {
  /// The insets along an axis: top + bottom for the vertical axis, left + right (a content's
  /// leading + trailing) for the horizontal one.
  public func total(along axis: Axis) -> Double {
    axis == .vertical ? top + bottom : left + right
  }
}

/// The content a config declares inside the modal (issue 12, "The model"): its length along
/// the modal's primary axis, whether it scrolls, and its insets. A height can follow it
/// through the layout value `content` (``LayoutValue/Kind/content``), like PanModal's
/// `.contentHeight` or Apple's fitted sheet.
public struct ContentConfig: Hashable, Sendable {
  /// The content's length along the primary axis, in points (``NumberRange/contentLength``).
  public var length: Double
  /// True when the content is a scroll view (the default).
  public var scrolls: Bool
  /// The insets between the modal's frame and the content; the schema calls `left` and
  /// `right` `leading` and `trailing` (the playground lays out left to right).
  public var insets: EdgeInsets

  /// Creates content; it scrolls and has no insets unless told otherwise.
  public init(length: Double, scrolls: Bool = true, insets: EdgeInsets = .zero) {
    self.length = length
    self.scrolls = scrolls
    self.insets = insets
  }

  /// What the layout value `content` resolves to: the length plus the insets along `axis`
  /// (the modal's primary axis), so that `content` is the frame that shows all of it.
  public func layoutLength(along axis: Axis) -> Double {
    length + insets.total(along: axis)
  }

  /// The length of the content that a frame shows: the frame's length along `axis` less the
  /// insets along it, never below 0.
  public func viewport(of frame: Rect, along axis: Axis) -> Double {
    let length = axis == .vertical ? frame.height : frame.width
    return Swift.max(0, length - insets.total(along: axis))
  }
}

extension ModalConfig {
  /// Sets the content's length, creating the content (scrolling, no insets) when the config
  /// has none; nil removes the content. `set content.length` and the shell's `content` share
  /// it.
  public mutating func setContentLength(_ length: Double?) {
    guard let length else {
      content = nil
      return
    }
    var next = content ?? ContentConfig(length: length)
    next.length = length
    content = next
  }
}

extension Manager {
  /// The length of the content the modal's frame shows now (``ContentConfig/viewport(of:along:)``),
  /// or nil when the config in use declares no content.
  public var contentViewport: Double? {
    config.content?.viewport(of: frame, along: config.snapDirection.axis)
  }
}
