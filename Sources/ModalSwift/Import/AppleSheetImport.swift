import ModalCore

/// The Apple sheet an import read (SwiftUI's modifiers, UIKit's sheet properties): its
/// detents as keyed heights and its sheet section, made into a document on a preset's
/// config (`swiftui-sheet`, `ios-sheet`: animations, release, hand-off and keyboard as Apple's
/// sheet has them), the detents ordered by their height on the reference device.
struct AppleSheetImport {
  var points: [(key: String, height: LayoutValue)] = []
  var sheet = SheetConfig()
  /// `.presentationBackgroundInteraction(.enabled)`: undimmed at every detent.
  var undimmedAll = false
  var expandsWhenScrolledToEdge = true
  /// The app's condition for holding the sheet (`.interactiveDismissDisabled(model.isEditing)`),
  /// when the code gives one of its Booleans: the document then switches on it
  /// (``DismissSwitch``).
  var dismissSwitch: Condition? = nil

  /// The document, on the default config of the preset `template`.
  func document(template: String) -> ConfigDocument? {
    guard let source = BuiltinPresets.source(named: template),
      let preset = try? ConfigCoding.decodeDocument(source)
    else { return nil }
    var config = preset.config.defaultConfig
    // Ordered as on iOS 18 (AppleDetents.reference): the order must not depend on the
    // version, and iOS 26's fitted medium fraction would move `.medium` past `.fraction(0.55)`.
    let context = LayoutContext(environment: Environment(ios: .v18))
    // The first detent of each key, each height resolved once: linear, then n log n to sort.
    var keys = Set<String>()
    let unique = points.filter { keys.insert($0.key).inserted }
    let heights = unique.map { $0.height.resolve(context, axis: .vertical) }
    let ordered = unique.indices.sorted { a, b in
      heights[a] == heights[b] ? a < b : heights[a] < heights[b]
    }.map { unique[$0] }
    guard !ordered.isEmpty else { return nil }
    config.snapPoints = ordered.map { point in
      SnapPoint(
        key: point.key,
        layout: Layout(
          horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
          height: point.height))
    }
    config.initialSnapPointIndex = 1
    var sheet = self.sheet
    if undimmedAll { sheet.largestUndimmedDetentIdentifier = ordered.last?.key }
    config.sheet = sheet
    config.handoff = HandoffConfig(rule: "apple")
    if !expandsWhenScrolledToEdge { config.handoff.options["expandsWhenScrolledToEdge"] = 0 }
    let document = ConfigDocument(name: nil, description: nil, config: config)
    guard let dismissSwitch else { return document }
    return DismissSwitch.switched(document, by: dismissSwitch)
  }
}
