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
  /// The fields, stored once in a shared box: a layout is copied for every point of every
  /// resolution (and with every snap point), and a copy of fourteen values (up to 56
  /// references) cost about 250 instructions where a box costs one retain. A write copies the
  /// box first when another layout shares it (copy-on-write), so layouts stay values.
  private var box: Box

  /// The stored fields of a layout.
  struct Fields: Hashable, Sendable {
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment
    var width: LayoutValue
    var height: LayoutValue
    var marginTop: LayoutValue?
    var marginLeft: LayoutValue?
    var marginBottom: LayoutValue?
    var marginRight: LayoutValue?
    var paddingTop: LayoutValue?
    var paddingLeft: LayoutValue?
    var paddingBottom: LayoutValue?
    var paddingRight: LayoutValue?
    var offsetX: LayoutValue?
    var offsetY: LayoutValue?
  }

  /// The box of ``Fields``; written only while uniquely referenced (``update(_:)``), which is
  /// what makes sharing it across threads safe.
  final class Box: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  /// Changes the fields in place, after copying the box if another layout shares it.
  private mutating func update(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    change(&box.fields)
  }

  public var horizontalAlignment: HorizontalAlignment {
    get { box.fields.horizontalAlignment }
    set { update { $0.horizontalAlignment = newValue } }
  }
  public var verticalAlignment: VerticalAlignment {
    get { box.fields.verticalAlignment }
    set { update { $0.verticalAlignment = newValue } }
  }
  public var width: LayoutValue {
    get { box.fields.width }
    set { update { $0.width = newValue } }
  }
  public var height: LayoutValue {
    get { box.fields.height }
    set { update { $0.height = newValue } }
  }
  public var marginTop: LayoutValue? {
    get { box.fields.marginTop }
    set { update { $0.marginTop = newValue } }
  }
  public var marginLeft: LayoutValue? {
    get { box.fields.marginLeft }
    set { update { $0.marginLeft = newValue } }
  }
  public var marginBottom: LayoutValue? {
    get { box.fields.marginBottom }
    set { update { $0.marginBottom = newValue } }
  }
  public var marginRight: LayoutValue? {
    get { box.fields.marginRight }
    set { update { $0.marginRight = newValue } }
  }
  /// Insets of the content inside the modal; they do not move the frame.
  public var paddingTop: LayoutValue? {
    get { box.fields.paddingTop }
    set { update { $0.paddingTop = newValue } }
  }
  public var paddingLeft: LayoutValue? {
    get { box.fields.paddingLeft }
    set { update { $0.paddingLeft = newValue } }
  }
  public var paddingBottom: LayoutValue? {
    get { box.fields.paddingBottom }
    set { update { $0.paddingBottom = newValue } }
  }
  public var paddingRight: LayoutValue? {
    get { box.fields.paddingRight }
    set { update { $0.paddingRight = newValue } }
  }
  public var offsetX: LayoutValue? {
    get { box.fields.offsetX }
    set { update { $0.offsetX = newValue } }
  }
  public var offsetY: LayoutValue? {
    get { box.fields.offsetY }
    set { update { $0.offsetY = newValue } }
  }

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
    box = Box(
      Fields(
        horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment,
        width: width, height: height, marginTop: marginTop, marginLeft: marginLeft,
        marginBottom: marginBottom, marginRight: marginRight, paddingTop: paddingTop,
        paddingLeft: paddingLeft, paddingBottom: paddingBottom, paddingRight: paddingRight,
        offsetX: offsetX, offsetY: offsetY))
  }

  public static func == (a: Layout, b: Layout) -> Bool {
    a.box === b.box || a.box.fields == b.box.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

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
    var scratch = context
    return rect(in: &scratch)
  }

  /// The content insets, resolved with the computed size as `current`.
  public func computePadding(_ context: LayoutContext, rect: Rect) -> EdgeInsets {
    var scratch = context
    return padding(in: &scratch, rect: rect)
  }

  /// ``computeRect(_:)`` and ``computePadding(_:rect:)`` in one, for resolving many points: the
  /// context is changed only while they run (its `current`), instead of copied for each.
  func frame(in context: inout LayoutContext) -> (rect: Rect, padding: EdgeInsets) {
    let rect = rect(in: &context)
    return (rect, padding(in: &context, rect: rect))
  }

  /// The six steps of ``computeRect(_:)``; `context.current` is as it was on return.
  private func rect(in context: inout LayoutContext) -> Rect {
    let container = context.container
    let original = context.current
    defer { context.current = original }
    // 1. size
    let size = Size(
      width: box.fields.width.resolve(context, axis: .horizontal),
      height: box.fields.height.resolve(context, axis: .vertical))
    context.current = size
    var rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
    // 2. origin
    rect.x = Self.origin(
      box.fields.horizontalAlignment.position, length: rect.width, in: container.width)
    rect.y = Self.origin(
      box.fields.verticalAlignment.position, length: rect.height, in: container.height)
    // margins, resolved with the computed size as `current`
    let mTop = box.fields.marginTop?.resolve(context, axis: .vertical) ?? 0
    let mBottom = box.fields.marginBottom?.resolve(context, axis: .vertical) ?? 0
    let mLeft = box.fields.marginLeft?.resolve(context, axis: .horizontal) ?? 0
    let mRight = box.fields.marginRight?.resolve(context, axis: .horizontal) ?? 0

    let horizontal = Self.fitAxis(
      origin: rect.x, length: rect.width, containerLength: container.width,
      leading: mLeft, trailing: mRight, stretch: box.fields.width.isStretch,
      position: box.fields.horizontalAlignment.position)
    let vertical = Self.fitAxis(
      origin: rect.y, length: rect.height, containerLength: container.height,
      leading: mTop, trailing: mBottom, stretch: box.fields.height.isStretch,
      position: box.fields.verticalAlignment.position)
    rect.x = horizontal.origin
    rect.width = horizontal.length
    rect.y = vertical.origin
    rect.height = vertical.length
    // 6. offsets
    rect.x += box.fields.offsetX?.resolve(context, axis: .horizontal) ?? 0
    rect.y += box.fields.offsetY?.resolve(context, axis: .vertical) ?? 0
    return rect
  }

  /// The paddings with `rect`'s size as `context.current` (as it was again on return).
  private func padding(in context: inout LayoutContext, rect: Rect) -> EdgeInsets {
    let original = context.current
    context.current = rect.size
    defer { context.current = original }
    return EdgeInsets(
      top: box.fields.paddingTop?.resolve(context, axis: .vertical) ?? 0,
      left: box.fields.paddingLeft?.resolve(context, axis: .horizontal) ?? 0,
      bottom: box.fields.paddingBottom?.resolve(context, axis: .vertical) ?? 0,
      right: box.fields.paddingRight?.resolve(context, axis: .horizontal) ?? 0)
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
