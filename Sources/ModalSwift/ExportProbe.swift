import ModalCore

/// A config's base points measured in several environments, so that an exporter
/// whose target sizes a modal in a few fixed forms (FloatingPanel's anchors, PanModal's
/// heights) can find the form that reproduces a point on every device, not only on the
/// reference one: a form fits when the number solved on the reference device predicts the
/// point's extent in all the other environments too.
struct ExportProbe {
  /// The points of `config` on the reference device as they look: an Apple-sheet config laid
  /// out by its sheet section (its grabber, radius and dims), when that keeps the same points;
  /// the config as written otherwise.
  static func reference(_ config: ModalConfig) -> Interpolator {
    let environment = AppleDetents.reference
    let laidOut = AppleSheet.effective(config, in: environment)
    let used = laidOut.snapPoints.count == config.snapPoints.count ? laidOut : config
    return Interpolator(config: used, environment: environment)
  }

  /// One environment (and content length) measured.
  struct Sample {
    /// The container's length along the primary axis.
    var length: Double
    /// The safe inset at the edge the modal is attached to (the bottom for a bottom sheet).
    var near: Double
    /// The safe inset at the opposite edge.
    var far: Double
    /// What `content` resolves to (0 without content).
    var content: Double
    /// Per snap point (the config's index): the distance from the attached edge of the
    /// container to the point's leading edge.
    var extents: [Double]
    /// Per snap point: the frame spans the safe area across the primary axis.
    var spansSafeArea: [Bool]
  }

  /// A size form of the target: solves its number from a sample's extent, predicts the
  /// extent from the number.
  struct Form {
    var solve: (Sample, Double) -> Double?
    var predict: (Sample, Double) -> Double
  }

  /// The reference device, then devices with other sizes and safe areas (one in landscape,
  /// one with uneven insets), so that a coincidence on one device does not pass for a fit. All
  /// on iOS 18, as ``AppleDetents/reference``: an export writes the edge-attached sheet's
  /// heights, and iOS 26's floating inset is the system's scaling of them.
  static let environments: [Environment] = [
    AppleDetents.reference,
    Environment(device: .iphoneSE, ios: .v18),
    Environment(device: .iphone15ProMax, orientation: .landscape, ios: .v18),
    Environment(
      device: .ipadAir, safeAreaOverride: EdgeInsets(top: 31, left: 7, bottom: 13, right: 11),
      ios: .v18),
  ]

  let direction: SnapDirection
  /// `samples[0]` is the reference device with the config's own content.
  let samples: [Sample]

  init(config: ModalConfig) {
    direction = config.snapDirection
    var samples: [Sample] = []
    let scales: [Double] = config.content == nil ? [1] : [1, 0.5, 0.2]
    for scale in scales {
      var copy = config
      if let length = config.content?.length { copy.setContentLength(length * scale) }
      for environment in Self.environments {
        samples.append(Self.sample(copy, environment))
      }
    }
    self.samples = samples
  }

  static func sample(_ config: ModalConfig, _ environment: Environment) -> Sample {
    let size = environment.containerSize
    let safe = environment.safeArea
    let interpolator = Interpolator(config: config, environment: environment)
    let direction = config.snapDirection
    let length = direction.axis == .vertical ? size.height : size.width
    let (near, far): (Double, Double)
    switch direction {
    case .bottomToTop: (near, far) = (safe.bottom, safe.top)
    case .topToBottom: (near, far) = (safe.top, safe.bottom)
    case .leftToRight: (near, far) = (safe.left, safe.right)
    case .rightToLeft: (near, far) = (safe.right, safe.left)
    }
    var extents: [Double] = []
    var spans: [Bool] = []
    for index in config.snapPoints.indices {
      let rect = interpolator.points[index + 1].rect
      switch direction {
      case .bottomToTop: extents.append(size.height - rect.minY)
      case .topToBottom: extents.append(rect.maxY)
      case .leftToRight: extents.append(rect.maxX)
      case .rightToLeft: extents.append(size.width - rect.minX)
      }
      let spanned =
        direction.axis == .vertical
        ? close(rect.minX, safe.left) && close(rect.maxX, size.width - safe.right)
        : close(rect.minY, safe.top) && close(rect.maxY, size.height - safe.bottom)
      spans.append(spanned)
    }
    return Sample(
      length: length, near: near, far: far, content: config.contentLayoutLength,
      extents: extents, spansSafeArea: spans)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

  /// How well `form` reproduces point `index`: its number solved on the reference device and
  /// the largest difference from the point over the samples (each prediction first limited by
  /// `cap`, the target's own limit); nil when the form has no number for the point.
  func error(_ index: Int, _ form: Form, cap: (Int) -> Double) -> (value: Double, error: Double)? {
    guard let value = form.solve(samples[0], samples[0].extents[index]), value.isFinite else {
      return nil
    }
    var worst = 0.0
    for (number, sample) in samples.enumerated() {
      let predicted = Swift.min(form.predict(sample, value), cap(number))
      worst = Swift.max(worst, abs(predicted - sample.extents[index]))
    }
    return (value, worst)
  }

  /// The first of `forms` that reproduces point `index` in every sample, else the one with the
  /// smallest largest difference: its position in `forms`, its number and that difference (0
  /// for a fit).
  func best(_ index: Int, _ forms: [Form], cap: (Int) -> Double = { _ in .infinity })
    -> (form: Int, value: Double, error: Double)?
  {
    var nearest: (form: Int, value: Double, error: Double)?
    for (position, form) in forms.enumerated() {
      guard let (value, error) = self.error(index, form, cap: cap) else { continue }
      if error < 0.01 { return (position, value, 0) }
      if nearest.map({ error < $0.error }) ?? true { nearest = (position, value, error) }
    }
    return nearest
  }

  /// The point spans the safe area across the primary axis everywhere.
  func spansSafeArea(_ index: Int) -> Bool { samples.allSatisfy { $0.spansSafeArea[index] } }

  /// `value` rounded to `places` decimals, for the code.
  static func rounded(_ value: Double, places: Int = 2) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }
}

extension ExportProbe {
  /// The snap points a fixed-form target sizes: the standard ones with a layout (in-between
  /// keyframes are notes).
  static func standardIndices(_ config: ModalConfig) -> [Int] {
    config.snapPoints.indices.filter {
      config.snapPoints[$0].mode == .standard && config.snapPoints[$0].layout != nil
    }
  }

  /// The notes every library without keyboard handling or adaptive layouts shares: keyboard
  /// avoidance and the constrained configs.
  static func keyboardAndAdaptiveNotes(
    _ document: ConfigDocument, library: String, adapts: (ConstrainedConfig) -> String
  ) -> [String] {
    let config = document.config.defaultConfig
    var notes: [String] = []
    if config.keyboardAvoidance != .layout {
      notes.append(
        "keyboardAvoidance \(config.keyboardAvoidance.rawValue): \(library) does not move for the keyboard"
      )
    } else if config.dependsOnKeyboard {
      notes.append(
        "the layouts that follow the keyboard: \(library) has no keyboard value; they use the keyboard-less size"
      )
    }
    for (index, constrained) in document.config.constrained.enumerated() {
      notes.append(
        "constrained config \(document.config.name(of: .constrained(index))): \(adapts(constrained))"
      )
    }
    return notes
  }

  /// The snap points that are not standard (in-between keyframes), one note each.
  static func inBetweenNotes(_ config: ModalConfig, library: String) -> [String] {
    config.snapPoints.indices.filter { config.snapPoints[$0].mode != .standard }.map {
      "snapPoints[\($0)] is an in-between keyframe: \(library) interpolates nothing between its positions"
    }
  }
}
