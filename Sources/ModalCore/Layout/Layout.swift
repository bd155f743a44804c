/// Horizontal alignment of a layout in its container.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
  case left
  case center
  case right
}

/// Vertical alignment of a layout in its container.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
  case top
  case center
  case bottom
}

/// A rect described by alignment, size, margins, paddings and offsets (MODEL.md section 2),
/// computed against a ``LayoutContext`` by the six steps of ``computeRect(_:)``.
public struct Layout: Hashable, Sendable {
  public var horizontalAlignment: HorizontalAlignment
  public var verticalAlignment: VerticalAlignment
  public var width: LayoutValue
  public var height: LayoutValue
  public var marginTop: LayoutValue?
  public var marginLeft: LayoutValue?
  public var marginBottom: LayoutValue?
  public var marginRight: LayoutValue?
  /// Insets of the content inside the modal; they do not move the frame.
  public var paddingTop: LayoutValue?
  public var paddingLeft: LayoutValue?
  public var paddingBottom: LayoutValue?
  public var paddingRight: LayoutValue?
  public var offsetX: LayoutValue?
  public var offsetY: LayoutValue?

  /// Creates a layout.
  public init(
    horizontalAlignment: HorizontalAlignment = .center,
    verticalAlignment: VerticalAlignment = .bottom,
    width: LayoutValue = .stretch, height: LayoutValue = .stretch,
    marginTop: LayoutValue? = nil, marginLeft: LayoutValue? = nil,
    marginBottom: LayoutValue? = nil, marginRight: LayoutValue? = nil,
    paddingTop: LayoutValue? = nil, paddingLeft: LayoutValue? = nil,
    paddingBottom: LayoutValue? = nil, paddingRight: LayoutValue? = nil,
    offsetX: LayoutValue? = nil, offsetY: LayoutValue? = nil
  ) {
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.width = width
    self.height = height
    self.marginTop = marginTop
    self.marginLeft = marginLeft
    self.marginBottom = marginBottom
    self.marginRight = marginRight
    self.paddingTop = paddingTop
    self.paddingLeft = paddingLeft
    self.paddingBottom = paddingBottom
    self.paddingRight = paddingRight
    self.offsetX = offsetX
    self.offsetY = offsetY
  }

  /// True when a value of the layout refers to the keyboard. Each field is asked directly
  /// (no array of the values): `lint` and the manager ask this of every layout of a config.
  public var dependsOnKeyboard: Bool {
    width.dependsOnKeyboard || height.dependsOnKeyboard
      || Self.refersToKeyboard(marginTop) || Self.refersToKeyboard(marginLeft)
      || Self.refersToKeyboard(marginBottom) || Self.refersToKeyboard(marginRight)
      || Self.refersToKeyboard(paddingTop) || Self.refersToKeyboard(paddingLeft)
      || Self.refersToKeyboard(paddingBottom) || Self.refersToKeyboard(paddingRight)
      || Self.refersToKeyboard(offsetX) || Self.refersToKeyboard(offsetY)
  }

  /// True when an optional value is set and refers to the keyboard.
  private static func refersToKeyboard(_ value: LayoutValue?) -> Bool {
    value?.dependsOnKeyboard ?? false
  }

  /// Every value of the layout (nil for the unset optional ones).
  var values: [LayoutValue?] {
    [
      width, height, marginTop, marginLeft, marginBottom, marginRight, paddingTop, paddingLeft,
      paddingBottom, paddingRight, offsetX, offsetY,
    ]
  }

  /// Computes the rect in `context`, exactly as MODEL.md section 2 writes it:
  /// 1. size from width and height;
  /// 2. origin from alignment;
  /// 3. margins shrink a stretched (or over-margined) axis;
  /// 4. the rect is pushed inside the margin band (negative margins push it outward);
  /// 5. a centered axis that was resized and not pushed is centered again;
  /// 6. the offsets are added.
  public func computeRect(_ context: LayoutContext) -> Rect {
    let container = context.container
    // 1. size
    let size = Size(
      width: width.resolve(context, axis: .horizontal),
      height: height.resolve(context, axis: .vertical))
    var sized = context
    sized.current = size
    var rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
    // 2. origin
    rect.x = Self.origin(horizontalAlignment.position, length: rect.width, in: container.width)
    rect.y = Self.origin(verticalAlignment.position, length: rect.height, in: container.height)
    // margins, resolved with the computed size as `current`
    let mTop = marginTop?.resolve(sized, axis: .vertical) ?? 0
    let mBottom = marginBottom?.resolve(sized, axis: .vertical) ?? 0
    let mLeft = marginLeft?.resolve(sized, axis: .horizontal) ?? 0
    let mRight = marginRight?.resolve(sized, axis: .horizontal) ?? 0

    let horizontal = Self.fitAxis(
      origin: rect.x, length: rect.width, containerLength: container.width,
      leading: mLeft, trailing: mRight, stretch: width.isStretch,
      position: horizontalAlignment.position)
    let vertical = Self.fitAxis(
      origin: rect.y, length: rect.height, containerLength: container.height,
      leading: mTop, trailing: mBottom, stretch: height.isStretch,
      position: verticalAlignment.position)
    rect.x = horizontal.origin
    rect.width = horizontal.length
    rect.y = vertical.origin
    rect.height = vertical.length
    // 6. offsets
    rect.x += offsetX?.resolve(sized, axis: .horizontal) ?? 0
    rect.y += offsetY?.resolve(sized, axis: .vertical) ?? 0
    return rect
  }

  /// The content insets, resolved with the computed size as `current`.
  public func computePadding(_ context: LayoutContext, rect: Rect) -> EdgeInsets {
    var sized = context
    sized.current = rect.size
    return EdgeInsets(
      top: paddingTop?.resolve(sized, axis: .vertical) ?? 0,
      left: paddingLeft?.resolve(sized, axis: .horizontal) ?? 0,
      bottom: paddingBottom?.resolve(sized, axis: .vertical) ?? 0,
      right: paddingRight?.resolve(sized, axis: .horizontal) ?? 0)
  }

  /// Alignment along one axis, independent of its direction.
  enum AxisPosition {
    case leading
    case center
    case trailing
  }

  static func origin(_ position: AxisPosition, length: Double, in containerLength: Double)
    -> Double
  {
    switch position {
    case .leading: 0
    case .center: (containerLength - length) / 2
    case .trailing: containerLength - length
    }
  }

  /// Steps 3 to 5 along one axis. `leading` is the left (or top) margin, `trailing` the right
  /// (or bottom) one.
  static func fitAxis(
    origin: Double, length: Double, containerLength: Double, leading: Double, trailing: Double,
    stretch: Bool, position: AxisPosition
  ) -> (origin: Double, length: Double) {
    var origin = origin
    var length = length
    let total = leading + trailing
    // 3. resize
    var resized = false
    if total != 0 {
      if stretch && leading >= 0 && trailing >= 0 {
        length -= total
        resized = true
      } else if leading > 0 && trailing > 0 && total > length {
        length -= total - length
        resized = true
      }
    }
    // 4. push inside the margin band
    let applies: Bool
    switch position {
    case .leading, .trailing:
      applies = true
    case .center:
      applies = leading > origin || containerLength - trailing < origin + length
    }
    if applies {
      let excessLeading = leading - origin
      if excessLeading > 0 {
        origin += excessLeading
      } else if position == .leading && leading < 0 {
        origin -= abs(leading)
      }
      let excessTrailing = origin + length - (containerLength - trailing)
      if excessTrailing > 0 {
        origin -= excessTrailing
      } else if position == .trailing && trailing < 0 {
        origin += abs(trailing)
      }
    }
    // 5. re-center
    if position == .center && resized && !applies {
      origin = (containerLength - length) / 2
    }
    return (origin, length)
  }
}

extension HorizontalAlignment {
  var position: Layout.AxisPosition {
    switch self {
    case .left: .leading
    case .center: .center
    case .right: .trailing
    }
  }
}

extension VerticalAlignment {
  var position: Layout.AxisPosition {
    switch self {
    case .top: .leading
    case .center: .center
    case .bottom: .trailing
    }
  }
}
