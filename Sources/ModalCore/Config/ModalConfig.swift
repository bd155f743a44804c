/// A modal configuration (MODEL.md section 3): the direction, the base snap points, the
/// undershoot and overshoot, keyframes, animations, release and manager flags.
public struct ModalConfig: Hashable, Sendable {
  public var snapDirection: SnapDirection
  /// The base snap points, at least one; the first and the last are `standard`.
  public var snapPoints: [SnapPoint]
  public var undershoot: EdgeSnapPoint
  /// Nil when the config has no overshoot.
  public var overshoot: EdgeSnapPoint?
  public var snapPercentStrategy: SnapPercentStrategy
  public var snapAnimation: AnimationConfig
  public var entranceAnimation: AnimationConfig
  public var exitAnimation: AnimationConfig
  /// In combined indexing (1 = the first base point).
  public var initialSnapPointIndex: Int
  public var dragHandlePosition: DragHandlePosition
  /// Nil means ``ClampingConfig/defaults(for:)``.
  public var interpolationClamping: ClampingConfig?
  public var release: ReleaseConfig
  /// The rule that splits a drag on the content between the content and the sheet.
  public var handoff: HandoffConfig
  public var flags: ManagerFlags
  public var overdrag: Overdrag
  public var keyboardAvoidance: KeyboardAvoidance
  /// What a sheet in a temporary position (``KeyboardAvoidance/interactive``,
  /// ``KeyboardAvoidance/fillParent``) does when the keyboard hides.
  public var keyboardBlurBehavior: KeyboardBlurBehavior
  /// The content inside the modal; nil when the config declares none (then the layout value
  /// `content` resolves to 0).
  public var content: ContentConfig?
  /// Apple's sheet around the points (``SheetConfig``); nil for every other library. With it,
  /// the points in use are laid out as the system sheet lays itself out
  /// (``AppleSheet/effective(_:in:)``).
  public var sheet: SheetConfig?
  /// @gorhom/bottom-sheet's sizing props (``GorhomConfig``); nil for every other library. With
  /// it, the points in use are laid out as the library lays out its detents
  /// (``GorhomSizing/effective(_:in:)``).
  public var gorhom: GorhomConfig?

  /// Creates a config; everything but the direction and the points has the library's default.
  public init(
    snapDirection: SnapDirection = .bottomToTop, snapPoints: [SnapPoint],
    undershoot: EdgeSnapPoint = .automatic, overshoot: EdgeSnapPoint? = nil,
    snapPercentStrategy: SnapPercentStrategy = .position,
    snapAnimation: AnimationConfig = .default, entranceAnimation: AnimationConfig = .default,
    exitAnimation: AnimationConfig = .default, initialSnapPointIndex: Int = 1,
    dragHandlePosition: DragHandlePosition = .automatic,
    interpolationClamping: ClampingConfig? = nil, release: ReleaseConfig = .adaptive,
    handoff: HandoffConfig = .adaptive, flags: ManagerFlags = ManagerFlags(),
    overdrag: Overdrag = .none,
    keyboardAvoidance: KeyboardAvoidance = .layout,
    keyboardBlurBehavior: KeyboardBlurBehavior = .none, content: ContentConfig? = nil,
    sheet: SheetConfig? = nil, gorhom: GorhomConfig? = nil
  ) {
    self.snapDirection = snapDirection
    self.snapPoints = snapPoints
    self.undershoot = undershoot
    self.overshoot = overshoot
    self.snapPercentStrategy = snapPercentStrategy
    self.snapAnimation = snapAnimation
    self.entranceAnimation = entranceAnimation
    self.exitAnimation = exitAnimation
    self.initialSnapPointIndex = initialSnapPointIndex
    self.dragHandlePosition = dragHandlePosition
    self.interpolationClamping = interpolationClamping
    self.release = release
    self.handoff = handoff
    self.flags = flags
    self.overdrag = overdrag
    self.keyboardAvoidance = keyboardAvoidance
    self.keyboardBlurBehavior = keyboardBlurBehavior
    self.content = content
    self.sheet = sheet
    self.gorhom = gorhom
  }

  /// A config whose every field holds the library's default, with no points: what the
  /// writer and the exporters compare a config with to leave its defaults out, so that each
  /// default is stated once, in the initialiser's parameters.
  public static let defaults = ModalConfig(snapPoints: [])

  /// What the layout value `content` resolves to in this config: the content's length plus
  /// its insets along the primary axis, or 0 without content.
  public var contentLayoutLength: Double {
    content?.layoutLength(along: snapDirection.axis) ?? 0
  }

  /// The first layout (base points, then the undershoot's and the overshoot's own layouts)
  /// that uses the content's extent across the primary axis (`content.width` in a sheet,
  /// `content.height` in a drawer) as the path of its layout, or nil.
  var crossContentUse: (path: String, name: String)? {
    let cross: Axis = snapDirection.axis == .vertical ? .horizontal : .vertical
    let name = cross == .horizontal ? "content.width" : "content.height"
    func uses(_ layout: Layout?) -> Bool {
      layout?.values.contains {
        $0?.containsKind { $0 == .contentExtent(cross) } ?? false
      } ?? false
    }
    if let i = snapPoints.firstIndex(where: { uses($0.layout) }) {
      return ("snapPoints[\(i)].layout", name)
    }
    if case .layout(let layout) = undershoot.preset, uses(layout) {
      return ("undershoot.layout", name)
    }
    if case .layout(let layout) = overshoot?.preset, uses(layout) {
      return ("overshoot.layout", name)
    }
    return nil
  }

  /// `content.across` is missing while a layout uses the cross-axis extent: without it that
  /// value would be a silent 0. Without content every content value is 0 by definition,
  /// which is nothing to report.
  var acrossProblem: ConfigProblem? {
    guard let content, content.across == nil, let use = crossContentUse else { return nil }
    return ConfigProblem(
      path: "content.across",
      message:
        "\(use.path) uses \(use.name), the content's extent across the primary axis: declare content.across"
    )
  }

  /// The number of points in the combined list (undershoot + base + overshoot).
  public var combinedCount: Int { snapPoints.count + 1 + (hasOvershoot ? 1 : 0) }

  /// True when the config has an overshoot point (tested in place: `overshoot == nil` copies
  /// the whole optional snap point first).
  public var hasOvershoot: Bool {
    if case .some = overshoot { return true }
    return false
  }

  /// The combined index of the overshoot point, if there is one.
  public var overshootIndex: Int? { hasOvershoot ? snapPoints.count + 1 : nil }

  /// The clamping in effect.
  public var effectiveClamping: ClampingConfig {
    let groups = effectiveClampGroups
    return ClampingConfig(start: Set(groups.start), end: Set(groups.end))
  }

  /// The groups of ``effectiveClamping`` as lists: the config's own, else
  /// ``ClampingConfig/defaultGroups(for:)``. The interpolator reads these, so that a config
  /// without clamping builds no Set (whose first use costs start-up a conformance lookup).
  var effectiveClampGroups: (start: [ClampGroup], end: [ClampGroup]) {
    if let clamping = interpolationClamping { return (Array(clamping.start), Array(clamping.end)) }
    let groups = ClampingConfig.defaultGroups(for: snapDirection)
    return (groups, groups)
  }

  /// Where the drag handle sits, or nil for none.
  public var effectiveHandleEdge: Edge? {
    switch dragHandlePosition {
    case .automatic: snapDirection.automaticHandleEdge
    case .none: nil
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    }
  }

  /// True when the resolved points can change with the keyboard: a layout refers to it, or
  /// the config lifts frames above it. Otherwise two environments that differ only in the
  /// keyboard give the same points (`lint` resolves them once for both).
  public var pointsDependOnKeyboard: Bool {
    pointsDependOnKeyboard(layoutsDependOnKeyboard: dependsOnKeyboard)
  }

  /// ``pointsDependOnKeyboard`` when the caller already knows whether a layout refers to the
  /// keyboard (walking every layout is not free: the manager caches it).
  public func pointsDependOnKeyboard(layoutsDependOnKeyboard: Bool) -> Bool {
    keyboardAvoidance == .lift || layoutsDependOnKeyboard
  }

  /// True when any layout of the config refers to the keyboard: a base point's
  /// (``snapPointsReferToKeyboard``) or the undershoot's or the overshoot's own.
  public var dependsOnKeyboard: Bool {
    snapPoints.indices.contains { snapPoints[$0].layout?.dependsOnKeyboard ?? false }
      || edgeLayoutsDependOnKeyboard
  }

  /// For each base point, whether its layout refers to the keyboard (`lint` keeps these).
  public var snapPointsReferToKeyboard: [Bool] {
    snapPoints.indices.map { snapPoints[$0].layout?.dependsOnKeyboard ?? false }
  }

  /// ``dependsOnKeyboard`` from ``snapPointsReferToKeyboard`` already worked out: the base
  /// points are not walked again.
  public func dependsOnKeyboard(snapPointsReferToKeyboard references: [Bool]) -> Bool {
    references.contains(true) || edgeLayoutsDependOnKeyboard
  }

  /// True when the undershoot's or the overshoot's own layout refers to the keyboard.
  var edgeLayoutsDependOnKeyboard: Bool {
    if case .layout(let layout) = undershoot.preset, layout.dependsOnKeyboard { return true }
    if case .layout(let layout) = overshoot?.preset, layout.dependsOnKeyboard { return true }
    return false
  }

  /// Structural problems that make the config unusable, each with the path of the field
  /// (relative to the config) and what is wrong. Empty for a valid config.
  public func problems() -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    if snapPoints.isEmpty {
      problems.append(
        ConfigProblem(path: "snapPoints", message: "expected at least one snap point"))
    }
    // The keys met so far: a duplicate is found in one pass, not by searching those before.
    var keys = Set<String>()
    for (i, point) in snapPoints.enumerated() {
      // The path only for a problem: a valid config of many points builds none.
      var path: String { "snapPoints[\(i)]" }
      if point.mode == .standard && point.layout == nil {
        problems.append(
          ConfigProblem(path: path + ".layout", message: "a standard snap point needs a layout"))
      }
      if point.mode == .inBetween && (i == 0 || i == snapPoints.count - 1) {
        problems.append(
          ConfigProblem(
            path: path + ".mode",
            message:
              "the first and the last snap points must be standard (an inBetween point needs a standard point on each side)"
          ))
      }
      if let key = point.key {
        if key.isEmpty {
          problems.append(ConfigProblem(path: path + ".key", message: "expected a non-empty key"))
        } else if Int(key) != nil || ["next", "prev", "closest"].contains(key) {
          problems.append(
            ConfigProblem(
              path: path + ".key",
              message:
                "\"\(key)\" cannot be a key: keys must not be numbers or next / prev / closest"
            ))
        } else if !keys.insert(key).inserted {
          problems.append(
            ConfigProblem(path: path + ".key", message: "duplicate key \"\(key)\""))
        }
      }
    }
    let lastBase = snapPoints.count
    if !snapPoints.isEmpty && (initialSnapPointIndex < 1 || initialSnapPointIndex > lastBase) {
      problems.append(
        ConfigProblem(
          path: "initialIndex",
          message: "expected an index from 1 to \(lastBase), got \(initialSnapPointIndex)"))
    } else if initialSnapPointIndex >= 1 && initialSnapPointIndex <= lastBase
      && snapPoints[initialSnapPointIndex - 1].mode == .inBetween
    {
      problems.append(
        ConfigProblem(
          path: "initialIndex",
          message: "snap point \(initialSnapPointIndex) is inBetween and cannot be snapped to"))
    }
    if let problem = acrossProblem { problems.append(problem) }
    if let problem = ReleaseStrategies.nameProblem(release.strategy, at: "release.strategy") {
      problems.append(problem)
    } else {
      problems += ReleaseStrategies.optionProblems(of: release)
    }
    problems += HandoffRules.problems(of: handoff)
    if keyboardAvoidance.usesTemporaryPosition && snapDirection != .bottomToTop {
      problems.append(
        ConfigProblem(
          path: "keyboardAvoidance",
          message:
            "\(keyboardAvoidance.rawValue) needs snapDirection bottomToTop (@gorhom/bottom-sheet's temporary positions are measured from the container's top)"
        ))
    }
    if let key = sheet?.largestUndimmedDetentIdentifier,
      !snapPoints.contains(where: { $0.key == key })
    {
      let keys = snapPoints.compactMap(\.key)
      problems.append(
        ConfigProblem(
          path: "sheet.largestUndimmedDetentIdentifier",
          message:
            "no snap point has the key \"\(key)\" (keys: \(keys.isEmpty ? "none" : keys.joined(separator: ", ")))"
        ))
    }
    return problems
  }
}

/// A problem found in a config: where (a JSON-style path) and what.
public struct ConfigProblem: Hashable, Sendable, CustomStringConvertible {
  /// The path of the field, e.g. `snapPoints[2].layout.height`; empty for the whole document.
  public var path: String
  /// What is wrong and what was expected.
  public var message: String

  /// Creates a problem.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message` (or the message alone for the whole document).
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
