/// What a percent layout value is a percentage of.
public enum PercentTarget: String, Hashable, Sendable, CaseIterable {
  /// The container, along the axis being computed (the default).
  case target
  case targetWidth
  case targetHeight
  /// The screen, along the axis being computed.
  case screen
  case screenWidth
  case screenHeight
  /// The window, along the axis being computed.
  case window
  case windowWidth
  case windowHeight
  /// The size already computed for this rect, along the axis (used by the offscreen presets).
  case current
  case currentWidth
  case currentHeight
}

/// A field of the keyboard's frame.
public enum KeyboardField: String, Hashable, Sendable, CaseIterable {
  case minX
  case minY
  case maxX
  case maxY
  case width
  case height
}

/// How an offset combines with the value it modifies.
public enum OffsetOperation: String, Hashable, Sendable, CaseIterable {
  case add
  case subtract
  case multiply
  case divide

  /// The operator the text syntax (and Swift) writes for it.
  public var symbol: String {
    switch self {
    case .add: "+"
    case .subtract: "-"
    case .multiply: "*"
    case .divide: "/"
    }
  }

  /// Applies the operation with the value on the left-hand side.
  public func apply(_ value: Double, _ offset: Double) -> Double {
    switch self {
    case .add: value + offset
    case .subtract: value - offset
    case .multiply: value * offset
    case .divide: value / offset
    }
  }
}

/// An expression that resolves to a number of points (or to nothing) in a layout context
/// (MODEL.md section 2): a kind, then an optional offset, then optional min / max bounds,
/// applied in that order: `raw -> offset -> clamp(min, max)`.
public struct LayoutValue: Hashable, Sendable {
  /// The kinds of layout value.
  public indirect enum Kind: Hashable, Sendable {
    /// The container's length along the axis being computed.
    case stretch
    /// A number of points.
    case constant(Double)
    /// `percent`% (e.g. 50 for 50 %) of a target.
    case percent(Double, of: PercentTarget)
    /// A safe-area inset.
    case safeArea(Edge)
    /// A field of the keyboard's frame; nothing when there is no keyboard.
    case keyboard(KeyboardField)
    /// The size of the keyboard's overlap with the container along an axis; 0 when none.
    case keyboardOverlap(Axis)
    /// The config's content length plus its insets along the primary axis
    /// (``ContentConfig/layoutLength(along:)``), the snap point's own length where it
    /// overrides it; 0 when the config declares no content.
    case content
    /// The content's extent with its insets along a fixed axis (`content.width`,
    /// `content.height`): ``content`` along the primary axis, `content.across` plus the
    /// insets across it (``ContentConfig/extent(along:primary:length:)``); 0 without content.
    case contentExtent(Axis)
    /// The sum of the values; a value that resolves to nothing counts as 0.
    case sum([LayoutValue])
    /// `condition ? then : else`.
    case conditional(Condition, then: LayoutValue, else: LayoutValue)
    /// A detent as Apple defines it (``Detent``): the sheet's frame height, nothing when the
    /// detent is inactive in the context.
    case detent(Detent)
    /// `inactive`: nothing, for a custom detent's resolver that makes the detent inactive in a
    /// context (`detent.custom(v.compact ? inactive : 300)`, Apple's `return nil`).
    case inactive
  }

  /// An offset applied to the raw value.
  public struct Offset: Hashable, Sendable {
    public var operation: OffsetOperation
    public var value: LayoutValue

    /// Creates an offset.
    public init(_ operation: OffsetOperation, _ value: LayoutValue) {
      self.operation = operation
      self.value = value
    }
  }

  public var kind: Kind
  private var boxedOffset: Indirect<Offset>?
  private var boxedMin: Indirect<LayoutValue>?
  private var boxedMax: Indirect<LayoutValue>?

  /// The offset applied to the raw value.
  public var offset: Offset? {
    get { boxedOffset?.value }
    set { boxedOffset = newValue.map(Indirect.init) }
  }

  /// The lower bound.
  public var min: LayoutValue? {
    get { boxedMin?.value }
    set { boxedMin = newValue.map(Indirect.init) }
  }

  /// The upper bound.
  public var max: LayoutValue? {
    get { boxedMax?.value }
    set { boxedMax = newValue.map(Indirect.init) }
  }

  /// Creates a value with optional offset and bounds.
  public init(_ kind: Kind, offset: Offset? = nil, min: LayoutValue? = nil, max: LayoutValue? = nil)
  {
    self.kind = kind
    self.offset = offset
    self.min = min
    self.max = max
  }

  public static let stretch = LayoutValue(.stretch)
  public static let zero = LayoutValue(.constant(0))

  /// `value OP operand`: the value with an offset, wrapped in a one-part sum first when it
  /// already has an offset or a bound (so that `(a - b) * c` keeps its order).
  public static func withOffset(
    _ value: LayoutValue, _ operation: OffsetOperation, _ operand: LayoutValue
  ) -> LayoutValue {
    var base = value
    if base.offset != nil || base.min != nil || base.max != nil {
      base = LayoutValue(.sum([value]))
    }
    base.offset = Offset(operation, operand)
    return base
  }

  /// A constant number of points.
  public static func constant(_ value: Double) -> LayoutValue { LayoutValue(.constant(value)) }

  /// `percent`% of a target (default: the container along the axis).
  public static func percent(_ percent: Double, of target: PercentTarget = .target) -> LayoutValue {
    LayoutValue(.percent(percent, of: target))
  }

  /// A safe-area inset.
  public static func safeArea(_ edge: Edge) -> LayoutValue { LayoutValue(.safeArea(edge)) }

  /// True when the value is a plain `stretch` kind (offsets and bounds allowed), which is
  /// what the margin rules of the layout look at.
  public var isStretch: Bool {
    if case .stretch = kind { return true }
    return false
  }

  /// Resolves the value along `axis`: the raw value (nothing counts as 0 from here on), then
  /// the offset, then the bounds. Offsets and bounds resolve on the same axis.
  public func resolve(_ context: LayoutContext, axis: Axis) -> Double {
    var value = resolveRaw(context, axis: axis) ?? 0
    if let offset {
      value = offset.operation.apply(value, offset.value.resolve(context, axis: axis))
    }
    if let min {
      value = Swift.max(value, min.resolve(context, axis: axis))
    }
    if let max {
      value = Swift.min(value, max.resolve(context, axis: axis))
    }
    return value
  }

  /// The raw value of the kind, before offset and bounds; nil when it resolves to nothing
  /// (a keyboard field without a keyboard, an unknown current size).
  public func resolveRaw(_ context: LayoutContext, axis: Axis) -> Double? {
    switch kind {
    case .stretch:
      return context.container[axis]
    case .constant(let value):
      return value
    case .percent(let percent, let target):
      guard let base = context.percentBase(target, axis: axis) else { return nil }
      return base * percent / 100
    case .safeArea(let edge):
      return context.safeArea[edge]
    case .keyboard(let field):
      guard let frame = context.keyboardFrame else { return nil }
      switch field {
      case .minX: return frame.minX
      case .minY: return frame.minY
      case .maxX: return frame.maxX
      case .maxY: return frame.maxY
      case .width: return frame.width
      case .height: return frame.height
      }
    case .keyboardOverlap(let overlapAxis):
      return context.keyboardOverlap[overlapAxis]
    case .content:
      return context.contentLength
    case .contentExtent(let extentAxis):
      return context.contentSize[extentAxis]
    case .sum(let values):
      var total = 0.0
      for value in values { total += value.resolve(context, axis: axis) }
      return total
    case .conditional(let condition, let then, let otherwise):
      let chosen = condition.evaluate(context) ? then : otherwise
      return chosen.resolveOptional(context, axis: axis)
    case .detent(let detent):
      return detent.resolve(context)
    case .inactive:
      return nil
    }
  }

  /// Like ``resolve(_:axis:)`` but nil when the raw value is nothing and there is neither an
  /// offset nor a bound to turn it into a number (used by `isNilOrZero`).
  public func resolveOptional(_ context: LayoutContext, axis: Axis) -> Double? {
    if offset == nil, min == nil, max == nil { return resolveRaw(context, axis: axis) }
    return resolve(context, axis: axis)
  }

  /// True when the value (or anything inside it) refers to the keyboard.
  public var dependsOnKeyboard: Bool {
    let own: Bool
    switch kind {
    case .keyboard, .keyboardOverlap: own = true
    case .sum(let values): own = values.contains { $0.dependsOnKeyboard }
    case .conditional(let condition, let then, let otherwise):
      own = condition.dependsOnKeyboard || then.dependsOnKeyboard || otherwise.dependsOnKeyboard
    case .detent(let detent): own = detent.dependsOnKeyboard
    default: own = false
    }
    return own || (offset?.value.dependsOnKeyboard ?? false) || (min?.dependsOnKeyboard ?? false)
      || (max?.dependsOnKeyboard ?? false)
  }

  /// True when the value (or its offset, bounds, parts or branches) has a kind for which
  /// `test` holds: how ``ModalConfig/problems()`` finds a use of `content.width` in a sheet.
  public func containsKind(where test: (Kind) -> Bool) -> Bool {
    if test(kind) { return true }
    switch kind {
    case .sum(let values):
      if values.contains(where: { $0.containsKind(where: test) }) { return true }
    case .conditional(_, let then, let otherwise):
      if then.containsKind(where: test) || otherwise.containsKind(where: test) { return true }
    case .detent(.custom(let resolver)):
      if resolver.containsKind(where: test) { return true }
    default: break
    }
    return (offset?.value.containsKind(where: test) ?? false)
      || (min?.containsKind(where: test) ?? false) || (max?.containsKind(where: test) ?? false)
  }
}

/// Everything a layout value can refer to while it is resolved.
public struct LayoutContext: Hashable, Sendable {
  /// The container (the "target" of percents).
  public var container: Size
  public var screen: Size
  public var window: Size
  public var safeArea: EdgeInsets
  public var keyboardFrame: Rect?
  public var keyboardOverlap: Size
  /// What the layout value `content` resolves to: the config's
  /// ``ModalConfig/contentLayoutLength`` (the snap point's own length where it overrides it;
  /// 0 without content, and in contexts that have no config, such as the conditions that
  /// select an adaptive config).
  public var contentLength: Double
  /// What `content.width` and `content.height` resolve to: the content's extent with its
  /// insets along each axis (``ContentConfig/extent(along:primary:length:)``); zero without
  /// content.
  public var contentSize: Size
  /// The size already computed for the rect (nil while the size itself is computed).
  public var current: Size?
  /// The environment, for conditions on size classes, orientation and idiom.
  public var environment: Environment

  /// The context of an environment: container, screen and window are all the device's screen.
  public init(environment: Environment) {
    let size = environment.containerSize
    self.container = size
    self.screen = size
    self.window = size
    self.safeArea = environment.safeArea
    self.keyboardFrame = environment.keyboardFrame
    self.keyboardOverlap = environment.keyboardOverlap
    self.current = nil
    self.environment = environment
    self.contentLength = 0
    self.contentSize = .zero
  }

  /// The context of an environment for the layouts of `config` (its content's extents), or
  /// of its snap point `point` (with the point's own content length when it overrides it).
  public init(environment: Environment, config: ModalConfig, point: SnapPoint? = nil) {
    self.init(environment: environment, config: config, length: point?.contentLength)
  }

  /// The context of the layout of the point at combined index `index` of `config`, with that
  /// point's content length (``ModalConfig/contentLength(atIndex:)``).
  public init(environment: Environment, config: ModalConfig, index: Int) {
    self.init(
      environment: environment, config: config, length: config.contentLength(atIndex: index))
  }

  /// The context with the content's primary length `length` (nil: the config's).
  init(environment: Environment, config: ModalConfig, length: Double?) {
    self.init(environment: environment)
    guard let content = config.content else { return }
    let primary = config.snapDirection.axis
    self.contentLength = content.extent(along: primary, primary: primary, length: length)
    self.contentSize = Size(
      width: content.extent(along: .horizontal, primary: primary, length: length),
      height: content.extent(along: .vertical, primary: primary, length: length))
  }

  /// The length a percent target refers to along `axis`; nil for `current` before the size is
  /// known.
  func percentBase(_ target: PercentTarget, axis: Axis) -> Double? {
    switch target {
    case .target: container[axis]
    case .targetWidth: container.width
    case .targetHeight: container.height
    case .screen: screen[axis]
    case .screenWidth: screen.width
    case .screenHeight: screen.height
    case .window: window[axis]
    case .windowWidth: window.width
    case .windowHeight: window.height
    case .current: current?[axis]
    case .currentWidth: current?.width
    case .currentHeight: current?.height
    }
  }
}

/// Stores a value out of line, so that recursive value types have a finite size.
indirect enum Indirect<Wrapped: Hashable & Sendable>: Hashable, Sendable {
  case wrapped(Wrapped)

  init(_ value: Wrapped) { self = .wrapped(value) }

  var value: Wrapped {
    switch self {
    case .wrapped(let value): value
    }
  }
}
