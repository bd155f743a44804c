extension EdgeInsets {
  /// The insets along an axis: top + bottom for the vertical axis, left + right (a content's
  /// leading + trailing) for the horizontal one.
  public func total(along axis: Axis) -> Double {
    axis == .vertical ? top + bottom : left + right
  }
}

/// The content a config declares inside the modal: its length along the modal's primary axis,
/// optionally its extent across it, whether it scrolls, and its insets. A height can follow it
/// through the layout values `content`, `content.width` and `content.height`
/// (``LayoutValue/Kind/content``, ``LayoutValue/Kind/contentExtent(_:)``), like PanModal's
/// `.contentHeight` or Apple's fitted sheet. A snap point may override the length
/// (``SnapPoint/contentLength``).
public struct ContentConfig: Hashable, Sendable {
  /// The content's length along the primary axis, in points (``NumberRange/contentLength``).
  public var length: Double
  /// The content's extent across the primary axis (its width in a sheet, its height in a
  /// drawer), in points; nil when not declared. A layout that uses the cross-axis value
  /// (`content.width` in a sheet) needs it: ``ModalConfig/problems()`` reports its absence
  /// at `content.across`.
  public var across: Double?
  /// True when the content is a scroll view (the default).
  public var scrolls: Bool
  /// The insets between the modal's frame and the content; the schema calls `left` and
  /// `right` `leading` and `trailing` (the playground lays out left to right).
  public var insets: EdgeInsets

  /// Creates content; it scrolls and has no insets unless told otherwise.
  public init(
    length: Double, across: Double? = nil, scrolls: Bool = true, insets: EdgeInsets = .zero
  ) {
    self.length = length
    self.across = across
    self.scrolls = scrolls
    self.insets = insets
  }

  /// What the layout value `content` resolves to: the length plus the insets along `axis`
  /// (the modal's primary axis), so that `content` is the frame that shows all of it.
  public func layoutLength(along axis: Axis) -> Double {
    length + insets.total(along: axis)
  }

  /// The content's extent with its insets along `axis` in a modal whose primary axis is
  /// `primary`: ``layoutLength(along:)`` along the primary axis (with `length` in place of
  /// the declared one, for a snap point's override), `across` plus the insets across it (0 for
  /// an undeclared `across`, which ``ModalConfig/problems()`` refuses where a layout uses it).
  public func extent(along axis: Axis, primary: Axis, length: Double? = nil) -> Double {
    guard axis != primary else { return (length ?? self.length) + insets.total(along: axis) }
    return (across ?? 0) + insets.total(along: axis)
  }

  /// The length of the content that a frame shows: the frame's length along `axis` less the
  /// insets along it, never below 0.
  public func viewport(of frame: Rect, along axis: Axis) -> Double {
    let length = axis == .vertical ? frame.height : frame.width
    return Swift.max(0, length - insets.total(along: axis))
  }
}

extension ModalConfig {
  /// The content length of the point at combined index `index`: its own
  /// ``SnapPoint/contentLength`` if it has one, else `content.length`; the undershoot takes
  /// the first base point's, the overshoot the last one's (they are those layouts moved).
  /// Nil without content.
  public func contentLength(atIndex index: Int) -> Double? {
    guard let content else { return nil }
    guard !snapPoints.isEmpty else { return content.length }
    let base = Swift.min(Swift.max(index - 1, 0), snapPoints.count - 1)
    return snapPoints[base].contentLength ?? content.length
  }

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
  /// The content's length now (what `expect content.length` checks): the override of the
  /// point the modal rests at, or during a drag the nearest one (like ``page``), else the
  /// config's `content.length`; nil without content.
  public var contentLength: Double? {
    guard config.content != nil else { return nil }
    var index = currentIndex
    if gesture != nil, let nearest = interpolator.nearestIndex(toPercent: percent) {
      index = nearest
    }
    return config.contentLength(atIndex: index)
  }

  /// The config's content with its effective length (``contentLength``): what the scroll
  /// range, `scroll` and the clamp work with. Nil without content.
  public var effectiveContent: ContentConfig? {
    guard var content = config.content else { return nil }
    content.length = contentLength ?? content.length
    return content
  }

  /// The length of the content the modal's frame shows now (``ContentConfig/viewport(of:along:)``),
  /// or nil when the config in use declares no content. A rule whose scroll view does not
  /// follow the frame (``SheetTraits/viewportFromAnchor``, PanModal's) gives its own.
  public var contentViewport: Double? {
    guard let content = config.content else { return nil }
    let axis = config.snapDirection.axis
    guard sheetTraits.viewportFromAnchor else {
      return content.viewport(of: frame, along: axis)
    }
    return Swift.max(
      0,
      anchoredLength - environment.safeArea[config.snapDirection.originEdge]
        - content.insets.total(along: axis))
  }

  /// PanModal's `H - anchoredYPosition` along the primary axis: from the drag's open limit
  /// (the long form with `anchorModalToLongForm`, else `topOffset`) to the side the modal
  /// comes from; the whole length without a limit.
  var anchoredLength: Double {
    let direction = config.snapDirection
    let length = interpolator.container[direction.axis]
    guard let limit = openLimit(sheetTraits.openLimit) else { return length }
    let edge = direction.openingSign * limit
    return direction.percent(leadingEdge: edge, container: interpolator.container) * length
  }
}
