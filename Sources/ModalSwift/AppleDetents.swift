import ModalCore

/// A config read as Apple's sheet, shared by the `uikit` and `swiftui` exports: its
/// standard base points as detents, the sheet's properties, and what Apple's sheet cannot
/// express. A point whose height is not a detent becomes `.height` of its frame on the
/// reference device, less the bottom safe area (Apple's heights are "within the safe area").
struct AppleDetents {
  /// One detent.
  enum Kind: Hashable {
    case medium
    case large
    case fraction(Double)
    case height(Double)
    /// A resolver: Swift arithmetic over the context's maximum detent value, written with
    /// `MAX` where the context's property goes.
    case custom(String)
  }

  struct Point: Hashable {
    var key: String?
    var kind: Kind
    /// The position in the config's snap points.
    var source: Int
    /// The point's name in code (``names(_:)``).
    var name = ""
  }

  /// The points' names in code, in point order: each key's identifier, `detentN` (N its
  /// position from 1) without a key, `Detent` after a name in `reserved` (what the target's
  /// scope declares already: `medium`) or a keyword (`mediumDetent`, `defaultDetent`), a
  /// number after a name taken before (``SwiftNames/unique(_:fallback:reserved:suffix:)``).
  static func names(_ points: [Point], reserved: Set<String>) -> [String] {
    SwiftNames.unique(
      points.map(\.key), fallback: { "detent\(points[$0].source + 1)" }, reserved: reserved,
      suffix: "Detent")
  }

  /// Where the non-detent heights are measured: `iphone-14` in portrait, on iOS 18. Code
  /// declares a detent's height in the edge-attached sheet's terms (within the safe area); the
  /// iOS 26 floating card is the system's scaling of that frame, not a height the code gives,
  /// so the measurement is the edge-attached sheet's whatever the session's version.
  static let reference = Environment(ios: .v18)

  var points: [Point] = []
  var sheet: SheetConfig
  /// The `apple` hand-off rule's `expandsWhenScrolledToEdge` (true unless 0).
  var expandsWhenScrolledToEdge = true
  var notes: [String] = []
  /// True when the config was imported from the app's code and is exported back onto it (it
  /// keeps the app's selection binding or type): the export then keeps the app's own
  /// declarations of Apple's names (`static let medium = Self.fraction(0.56)`).
  var keepsAppNames = false

  /// The largest undimmed point, if any.
  var undimmed: Point? {
    guard let key = sheet.largestUndimmedDetentIdentifier else { return nil }
    return points.last { $0.key == key }
  }

  /// The export target of an Apple framework's sheet API: it imports the framework alone and
  /// refuses what ``refusal(_:target:)`` refuses.
  static func target(
    name: String, summary: String, follows: String, framework: String,
    write: @escaping @Sendable (ConfigDocument, IOSVersion?) -> SwiftExport
  ) -> SwiftExportTarget {
    SwiftExportTarget(
      name: name, summary: summary, follows: follows, library: framework, imports: [framework],
      refusal: { refusal($0, target: name) }, write: write)
  }

  /// The empty file of `document`'s export for `target`, opening with these detents' notes and
  /// the deployment line.
  func file(_ document: ConfigDocument, for target: SwiftExportTarget, _ deployment: IOSDeployment)
    -> SwiftFile
  {
    var file = target.file(for: document, ios: deployment.version)
    file.availability = deployment.headline
    file.notes = notes
    return file
  }

  /// Nil when a document can be a system sheet, else why not.
  static func refusal(_ document: ConfigDocument, target: String) -> String? {
    let direction = document.config.defaultConfig.snapDirection
    guard direction == .bottomToTop else {
      return
        "\(target) cannot express a \(direction.rawValue) modal: Apple's sheet rises from the bottom edge"
    }
    return nil
  }

  /// Reads the default config of `document`, naming the points clear of `reserved`
  /// (``names(_:reserved:)``).
  static func read(_ document: ConfigDocument, reserved: Set<String>) -> AppleDetents {
    let config = document.config.defaultConfig
    var result = AppleDetents(sheet: config.sheet ?? SheetConfig())
    let interpolator = Interpolator(config: config, environment: reference)
    let safeBottom = reference.safeArea.bottom
    for (index, point) in config.snapPoints.enumerated() where point.mode == .standard {
      guard let layout = point.layout else { continue }
      let kind: Kind
      switch layout.height.kind {
      case .detent(.medium): kind = .medium
      case .detent(.large): kind = .large
      case .detent(.fraction(let fraction)): kind = .fraction(fraction)
      case .detent(.height(let height)): kind = .height(height)
      case .detent(.custom(let resolver)):
        if let code = SwiftArithmetic.expression(resolver) {
          kind = .custom(code)
        } else {
          kind = .height(measured(interpolator, index, safeBottom))
          result.notes.append(
            "snapPoints[\(index)]'s resolver \(text(layout.height)) has no Swift equivalent here: .height(\(number(kind))) is its value on iphone-14 in portrait"
          )
        }
      default:
        kind = .height(measured(interpolator, index, safeBottom))
        result.notes.append(
          "snapPoints[\(index)]'s height \(text(layout.height)) is not a detent: .height(\(number(kind))) is its height within the safe area on iphone-14 in portrait"
        )
      }
      if config.sheet == nil,
        layout.width != .stretch || layout.horizontalAlignment != .center
          || layout.verticalAlignment != .bottom
      {
        result.notes.append(
          "snapPoints[\(index)]'s frame (align \(layout.horizontalAlignment.rawValue)/\(layout.verticalAlignment.rawValue), width \(text(layout.width))): the system sheet is full width and bottom aligned"
        )
      }
      result.points.append(Point(key: point.key, kind: kind, source: index))
    }
    for (index, name) in names(result.points, reserved: reserved).enumerated() {
      result.points[index].name = name
    }
    if config.sheet == nil { result.infer(config, interpolator) }
    result.expandsWhenScrolledToEdge =
      config.handoff.rule != "apple" || config.handoff.options["expandsWhenScrolledToEdge"] != 0
    result.noteLosses(document)
    return result
  }

  /// The height within the safe area of base point `index` on the reference device, to 0.01.
  static func measured(_ interpolator: Interpolator, _ index: Int, _ safeBottom: Double) -> Double {
    let height = interpolator.points[index + 1].rect.height - safeBottom
    return (Swift.max(0, height) * 100).rounded() / 100
  }

  /// A config without a sheet section: the sheet's properties from its keyframes on the
  /// reference device (the largest point without a dim, the first point's grabber and radius).
  mutating func infer(_ config: ModalConfig, _ interpolator: Interpolator) {
    let resolved = points.map { interpolator.points[$0.source + 1] }
    if let last = Array(zip(points, resolved)).last(where: { $0.1.values[.backgroundOpacity] == 0 })
    {
      if last.0.key == nil {
        notes.append(
          "snapPoints[\(last.0.source)] is undimmed but has no key: give it one for largestUndimmedDetentIdentifier"
        )
      } else {
        sheet.largestUndimmedDetentIdentifier = last.0.key
      }
    }
    if let first = resolved.first {
      sheet.prefersGrabberVisible =
        first.values[.handleOpacity] > 0 && first.values[.handleWidth] > 0
      let radius = first.values[.cornerRadius]
      if radius != AppleSheet.automaticCornerRadius { sheet.preferredCornerRadius = radius }
    }
  }

  /// The notes on what Apple's sheet has no equivalent for.
  mutating func noteLosses(_ document: ConfigDocument) {
    let config = document.config.defaultConfig
    // The system sheet's own rule (and the momentum rule it is modelled by) need no note.
    if ![AppleSheetRelease.name, MomentumRelease.name].contains(config.release.strategy) {
      notes.append(
        "the release rule \(config.release.strategy): the system sheet picks the detent itself")
    }
    if config.overdrag != .none && config.overdrag != .rubberBand {
      notes.append("the overdrag curve: the system sheet stretches with its own rubber band")
    }
    switch config.keyboardAvoidance {
    case .expand: break
    case .layout, .lift, .extend, .interactive, .fillParent:
      notes.append(
        "keyboardAvoidance \(config.keyboardAvoidance.rawValue): the system sheet moves to its largest detent when the keyboard shows"
      )
    }
    // The app's switch of the dismissal is written back where the target can (SwiftUI).
    let switched = DismissSwitch.read(document) != nil
    for index in document.config.constrained.indices where !switched {
      notes.append(Self.sizeClassNote(document.config.name(of: .constrained(index))))
    }
  }

  /// The note on a constrained config the system sheet has no use for: it adapts to the size
  /// class by itself. An export that writes the config back another way removes it.
  static func sizeClassNote(_ name: String) -> String {
    "constrained config \(name): the system sheet adapts to the size class by itself"
  }

  static func text(_ value: LayoutValue) -> String {
    LayoutValueSyntax.format(value) ?? "(an expression)"
  }

  static func number(_ kind: Kind) -> String {
    if case .height(let height) = kind { return LayoutValueSyntax.formatNumber(height) }
    return ""
  }
}

/// Swift arithmetic for a custom detent's resolver: constants, `detent.max` (written `MAX`,
/// replaced by the context's property), `+`, `-`, `*`, `/`, `min` and `max`; nil for anything
/// else (a percent, the safe area, the keyboard, a condition).
enum SwiftArithmetic {
  /// `code` with `MAX` replaced by the context's property.
  static func substitute(_ code: String, maximum: String) -> String {
    code.split(separator: "MAX", omittingEmptySubsequences: false).joined(separator: maximum)
  }

  static func expression(_ value: LayoutValue) -> String? {
    var text: String
    switch value.kind {
    case .constant(let number): text = LayoutValueSyntax.formatNumber(number)
    case .detent(.maximum): text = "MAX"
    case .sum(let parts):
      var terms: [String] = []
      for part in parts {
        guard let term = expression(part) else { return nil }
        terms.append(term)
      }
      text = "(" + terms.joined(separator: " + ") + ")"
    default: return nil
    }
    if let offset = value.offset {
      guard let operand = expression(offset.value) else { return nil }
      let symbol = offset.operation.symbol
      text = "\(text) \(symbol) \(operand)"
    }
    if let low = value.min {
      guard let bound = expression(low) else { return nil }
      text = "max(\(text), \(bound))"
    }
    if let high = value.max {
      guard let bound = expression(high) else { return nil }
      text = "min(\(text), \(bound))"
    }
    return text
  }
}
