import ModalCore

/// Everything the ASCII outline draws, extracted from a manager so that the renderer is a pure
/// function of plain values (and tests can build scenes by hand).
public struct FrameScene: Hashable, Sendable {
  /// A snap point's tick in the gutter.
  public struct Tick: Hashable, Sendable {
    /// The combined index printed beside the tick.
    public var index: Int
    /// The leading edge's coordinate along the primary axis (y for vertical directions, x for
    /// horizontal ones), in container points.
    public var position: Double
    /// True for the current snap point (highlighted).
    public var isCurrent: Bool
    /// The point's key, printed after its index in the SVG (`2 large`).
    public var key: String?

    /// Creates a tick.
    public init(index: Int, position: Double, isCurrent: Bool, key: String? = nil) {
      self.index = index
      self.position = position
      self.isCurrent = isCurrent
      self.key = key
    }
  }

  /// The content inside the modal: what the outline needs to draw its rows, clipped
  /// at the viewport, and the scroll indicator. The primary axis is the scene's
  /// `direction.axis` (rows for a vertical direction, columns for a horizontal one).
  public struct Content: Hashable, Sendable {
    /// The content's length along the primary axis, in points.
    public var length: Double
    /// The length of the content the modal's frame shows (`Manager.contentViewport`).
    public var viewport: Double
    /// The scroll offset (`Manager.contentOffset`), 0 at the top.
    public var offset: Double
    /// The largest offset (`Manager.contentMaxOffset`); 0 when the content fits or does not
    /// scroll (no scroll indicator).
    public var maxOffset: Double
    /// The insets between the modal's frame and the content (`left` / `right` are the
    /// leading / trailing ones).
    public var insets: EdgeInsets
    /// True when the content is a scroll view.
    public var scrolls: Bool

    /// Creates a content; `maxOffset` defaults to `max(0, length - viewport)` for scrolling
    /// content, 0 otherwise (what the manager computes).
    public init(
      length: Double, viewport: Double, offset: Double = 0, maxOffset: Double? = nil,
      insets: EdgeInsets = .zero, scrolls: Bool = true
    ) {
      self.length = length
      self.viewport = viewport
      self.offset = offset
      self.maxOffset = maxOffset ?? (scrolls ? Swift.max(0, length - viewport) : 0)
      self.insets = insets
      self.scrolls = scrolls
    }
  }

  /// The device's name for the title (`iphone-14`, `custom`).
  public var deviceName: String
  public var orientation: Orientation
  /// The container (screen) size in points.
  public var container: Size
  public var safeArea: EdgeInsets
  /// The keyboard's frame, when shown.
  public var keyboard: Rect?
  public var direction: SnapDirection
  /// The modal's frame, or nil when dismissed (nothing drawn but the container).
  public var modal: Rect?
  public var cornerRadius: Double
  public var maskedCorners: Corners
  /// The dimming layer's opacity (0...1; values outside are clamped when drawn).
  public var dim: Double
  /// The modal's opacity (a modal below 0.05 is drawn with dotted borders).
  public var opacity: Double
  /// The edge the drag handle sits on, or nil for none.
  public var handleEdge: Edge?
  /// The label drawn inside the modal: the page, else the key, else the index.
  public var label: String?
  /// The snap points' leading edges.
  public var ticks: [Tick]
  /// The presenting content behind the modal (DeckTransition's card stack), or nil when it is
  /// not transformed (nothing to draw).
  public var presenting: PresentingView?
  /// The content inside the modal, or nil when the config declares none (nothing drawn).
  public var content: Content?

  /// Creates a scene.
  public init(
    deviceName: String, orientation: Orientation, container: Size, safeArea: EdgeInsets,
    keyboard: Rect?, direction: SnapDirection, modal: Rect?, cornerRadius: Double,
    maskedCorners: Corners, dim: Double, opacity: Double, handleEdge: Edge?, label: String?,
    ticks: [Tick], presenting: PresentingView? = nil, content: Content? = nil
  ) {
    self.deviceName = deviceName
    self.orientation = orientation
    self.container = container
    self.safeArea = safeArea
    self.keyboard = keyboard
    self.direction = direction
    self.modal = modal
    self.cornerRadius = cornerRadius
    self.maskedCorners = maskedCorners
    self.dim = dim
    self.opacity = opacity
    self.handleEdge = handleEdge
    self.label = label
    self.ticks = ticks
    self.presenting = presenting
    self.content = content
  }

  /// The scene of a manager's current state.
  public init(_ manager: Manager) {
    // Read through the manager's accessors rather than copies of its environment, interpolator
    // and traits (each copy retains their arrays and strings; this runs after every command).
    let points = manager.interpolator.points
    let direction = manager.config.snapDirection
    let current = manager.isVisible && manager.gesture == nil ? manager.currentIndex : -1
    var ticks: [Tick] = []
    ticks.reserveCapacity(points.count)
    // Read the points by index (copying each point whole would retain its arrays and strings).
    for i in points.indices where points[i].kind != .inBetween {
      let storage = points[i].values.storage
      let position: Double
      switch direction {
      case .bottomToTop: position = storage[Channel.frameY.rawValue]
      case .topToBottom:
        position = storage[Channel.frameY.rawValue] + storage[Channel.frameHeight.rawValue]
      case .leftToRight:
        position = storage[Channel.frameX.rawValue] + storage[Channel.frameWidth.rawValue]
      case .rightToLeft: position = storage[Channel.frameX.rawValue]
      }
      let index = points[i].index
      ticks.append(
        Tick(index: index, position: position, isCurrent: index == current, key: points[i].key))
    }
    // The point whose traits and label are shown: the nearest one during a drag, else the
    // current one (`Manager.traits`, `Manager.page`), found once.
    let shown =
      manager.gesture != nil
      ? (manager.interpolator.nearestIndex(toPercent: manager.percent) ?? manager.currentIndex)
      : manager.currentIndex
    let label = points[shown].page ?? points[shown].key
    let values = manager.values
    let visible = manager.isVisible
    self.init(
      deviceName: manager.environment.device.name, orientation: manager.environment.orientation,
      container: manager.environment.containerSize, safeArea: manager.environment.safeArea,
      keyboard: manager.environment.keyboardFrame, direction: direction,
      modal: visible ? values.rect : nil, cornerRadius: values[.cornerRadius],
      maskedCorners: points[shown].traits.maskedCorners,
      dim: visible ? values[.backgroundOpacity] : 0, opacity: values[.opacity],
      handleEdge: manager.config.effectiveHandleEdge, label: label, ticks: ticks,
      presenting: visible ? PresentingView(values) : nil, content: Content(manager))
  }
}

extension FrameScene.Content {
  /// The content of a manager's config in its current frame, or nil when the config declares
  /// none.
  init?(_ manager: Manager) {
    guard let content = manager.config.content, let viewport = manager.contentViewport else {
      return nil
    }
    self.init(
      length: content.length, viewport: viewport, offset: manager.contentOffset,
      maxOffset: manager.contentMaxOffset ?? 0, insets: content.insets, scrolls: content.scrolls)
  }
}

/// The presenting content behind a modal, transformed as DeckTransition does (PEERS.md): the
/// container's rect scaled about its top centre and moved down, rounded and darkened by an
/// overlay. Read from the `presenting*` channels.
public struct PresentingView: Hashable, Sendable {
  /// The scale about the container's top centre (1 = untouched).
  public var scale: Double
  /// How far the scaled rect moves down, in points.
  public var translateY: Double
  /// The corner radius of the scaled rect (rounded corners from 1 on).
  public var cornerRadius: Double
  /// The black overlay's opacity over the presenting content (0...1).
  public var overlayOpacity: Double

  /// Creates a presenting view.
  public init(scale: Double, translateY: Double, cornerRadius: Double, overlayOpacity: Double) {
    self.scale = scale
    self.translateY = translateY
    self.cornerRadius = cornerRadius
    self.overlayOpacity = overlayOpacity
  }

  /// The presenting view of a values vector, or nil when it is untouched (scale 1, no
  /// translation, no overlay): nothing to draw.
  public init?(_ values: ModalValues) {
    let scale = values[.presentingScale]
    let translateY = values[.presentingTranslateY]
    let overlay = values[.presentingOverlayOpacity]
    if scale == 1 && translateY == 0 && overlay == 0 { return nil }
    self.init(
      scale: scale, translateY: translateY, cornerRadius: values[.presentingCornerRadius],
      overlayOpacity: overlay)
  }

  /// Its frame in a container: width W x scale and height H x scale, centred horizontally,
  /// its top at `translateY`.
  public func rect(in container: Size) -> Rect {
    let width = container.width * scale
    return Rect(
      x: (container.width - width) / 2, y: translateY, width: width,
      height: container.height * scale)
  }
}

/// How the outline is drawn.
public struct OutlineStyle: Hashable, Sendable {
  /// The largest width of the drawing in columns (the whole drawing, gutter included).
  public var width: Int
  /// Plain ASCII (`OutlineGlyphs.ascii`) instead of box-drawing characters.
  public var ascii: Bool
  /// ANSI colour (`Highlight`): in the outline the modal, the dim, the keyboard and the current
  /// snap tick, in `plot` the curve. The characters are the same either way.
  public var color: Bool
  /// The most lines the drawing may take (what an interactive terminal has left for it after
  /// the step's text): the box gets fewer rows, and narrower, to fit. Nil (scripts, tests): the
  /// size follows the width only. See ``Outline/fewestLines(for:)``.
  public var height: Int?

  /// Creates a style.
  public init(width: Int = 80, ascii: Bool = false, color: Bool = false, height: Int? = nil) {
    self.width = width
    self.ascii = ascii
    self.color = color
    self.height = height
  }
}
