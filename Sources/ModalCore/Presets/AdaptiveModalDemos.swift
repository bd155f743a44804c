extension BuiltinPresets {
  /// The configurations of adaptive-modal's README and example app.
  static let adaptiveModalDemos: [Entry] = []
}
