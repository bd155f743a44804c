/// The fields of a base snap point and of a layout (shared by the base points and the edge
/// points that have a full layout).
extension ConfigSchema {
  /// A base snap point's fields: its own, its layout's, then its keyframe's.
  public static let pointFields: [FieldDescriptor] =
    [
      .config(
        in: .snapPoint, "key", ScalarCodecs.text.optional(), "a name `snap KEY` accepts; unique",
        get: { config, at in config.snapPoints[at.point].key },
        set: { (config: inout ModalConfig, at: FieldLocation, key: String?) throws(ValueError) in
          if let key,
            let other = config.snapPoints.indices.first(where: {
              $0 != at.point && config.snapPoints[$0].key == key
            })
          {
            throw ValueError(
              "snap point \(other + 1) already has the key \(SchemaText.quoted(key)) (keys are unique)"
            )
          }
          config.snapPoints[at.point].key = key
        }),
      .config(
        in: .snapPoint, "page", ScalarCodecs.text.optional(),
        "a content label drawn inside the modal",
        get: { config, at in config.snapPoints[at.point].page },
        set: { config, at, page in config.snapPoints[at.point].page = page }),
      .config(
        in: .snapPoint, "contentLength", ScalarCodecs.number(.contentLength).optional(),
        "this page's content length, overriding content.length at this point (none: the config's)",
        get: { config, at in config.snapPoints[at.point].contentLength },
        set: { config, at, length in config.snapPoints[at.point].contentLength = length }),
      .config(
        in: .snapPoint, "mode", ScalarCodecs.enumeration(SnapPoint.Mode.self),
        "standard points can be snapped to; inBetween ones are keyframes the drag passes",
        get: { config, at in config.snapPoints[at.point].mode },
        set: {
          (config: inout ModalConfig, at: FieldLocation, mode: SnapPoint.Mode) throws(ValueError) in
          if mode == .standard && config.snapPoints[at.point].layout == nil {
            let n = at.point + 1
            throw ValueError(
              "snap point \(n) has no layout, and a standard snap point needs one (set a layout field first, e.g. snapPoints[\(at.point)].layout.height)"
            )
          }
          config.snapPoints[at.point].mode = mode
        }),
    ] + LayoutSlot.descriptors(.snapPoint)
    + KeyframeFields.all.map { $0.descriptor(.snapPoint) }

  /// An edge point's fields: the overshoot's preset (the undershoot's is the config field
  /// `undershoot`), its full layout's, then its keyframe's.
  public static func edgeFields(_ side: EdgeSide) -> [FieldDescriptor] {
    side == .undershoot ? undershootFields : overshootFields
  }

  static let undershootFields =
    LayoutSlot.descriptors(.edge(.undershoot))
    + KeyframeFields.all.map { $0.descriptor(.edge(.undershoot)) }

  static let overshootFields =
    [
      FieldDescriptor.config(
        in: .edge(.overshoot), "preset", EdgeFields.presetText(.overshoot),
        "the overshoot's preset, applied to the last base point's layout",
        get: { config, _ in config.overshoot?.preset.name ?? "none" },
        set: { (config: inout ModalConfig, _, text: String) throws(ValueError) in
          var edge = config.overshoot ?? .automatic
          edge.preset = try EdgeFields.preset(text, side: .overshoot, current: edge.preset)
          config.overshoot = edge
        })
    ] + LayoutSlot.descriptors(.edge(.overshoot))
    + KeyframeFields.all.map { $0.descriptor(.edge(.overshoot)) }
}

/// The preset of an edge point and the full layout some edge points have.
enum EdgeFields {
  /// The text of a preset name, checked by ``preset(_:side:current:)`` (which knows the
  /// side's notes).
  static func presetText(_ side: EdgeSide) -> ValueCodec<String> {
    ValueCodec(
      kind: LayoutCodecs.preset.kind, range: LayoutCodecs.preset.range,
      candidates: LayoutCodecs.preset.candidates + (side == .overshoot ? ["none"] : [])
    ) { (text: String) throws(ValueError) in
      text
    } format: {
      $0
    }
  }

  /// A preset name for an edge point whose preset is `current`. `layout` names the full
  /// layout the point already has (a full layout is set field by field, `undershoot.layout.height`).
  static func preset(_ text: String, side: EdgeSide, current: LayoutPreset?) throws(ValueError)
    -> LayoutPreset
  {
    if text == "layout", let current, case .layout = current { return current }
    do {
      return try LayoutCodecs.preset.parse(text)
    } catch {
      let note: String
      switch text {
      case "none" where side == .undershoot: note = "the undershoot cannot be removed"
      case "none": note = "remove the overshoot with 'set overshoot none'"
      case "layout": note = "set a field of its layout instead, e.g. \(side.rawValue).layout.height"
      default: throw error
      }
      throw ValueError("\(error.message) (\(note))")
    }
  }

  /// `set overshoot PRESET`: adds an overshoot or changes its preset; `none` removes it.
  static func setOvershoot(_ text: String, in config: inout ModalConfig) throws(ValueError) {
    if text == "none" {
      config.overshoot = nil
    } else {
      let preset = try preset(text, side: .overshoot, current: config.overshoot?.preset)
      config.overshoot = EdgeSnapPoint(preset: preset, keyframe: config.overshoot?.keyframe)
    }
  }

  /// The edge point of a side (the automatic undershoot for a config without an overshoot).
  static func point(_ side: EdgeSide, in config: ModalConfig) -> EdgeSnapPoint {
    (side == .undershoot ? config.undershoot : config.overshoot) ?? .automatic
  }

  static func setPoint(_ point: EdgeSnapPoint, _ side: EdgeSide, in config: inout ModalConfig) {
    if side == .undershoot { config.undershoot = point } else { config.overshoot = point }
  }

  /// The full layout of an edge point, if it has one.
  static func layout(_ side: EdgeSide, in config: ModalConfig) -> Layout? {
    if case .layout(let layout) = point(side, in: config).preset { return layout }
    return nil
  }

  /// The layout an edge point has now: its preset applied to the first (last) base layout.
  static func effectiveLayout(_ side: EdgeSide, in config: ModalConfig) -> Layout {
    let points = side == .undershoot ? config.snapPoints : config.snapPoints.reversed()
    let base = points.lazy.compactMap(\.layout).first ?? LayoutSlot.defaultLayout
    var preset = point(side, in: config).preset
    if preset == .automatic {
      let direction = config.snapDirection
      preset = side == .undershoot ? direction.undershootPreset : direction.overshootPreset
    }
    return preset.apply(to: base)
  }
}

/// A value of a layout: `align`, `width`, `height`, the margins, the paddings, the offset.
struct LayoutSlot: Sendable {
  /// The path inside the layout (`margins.top`) and the short alias (`margin.top`).
  var path: String
  var alias: String
  var doc: String
  /// Width and height cannot be removed.
  var isRequired: Bool
  var get: @Sendable (Layout) -> LayoutValue?
  var set: @Sendable (inout Layout, LayoutValue?) -> Void

  /// The layout a point without one starts from: `center/bottom, stretch x 50%`.
  static let defaultLayout = Layout(
    horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
    height: .percent(50))

  static let all: [LayoutSlot] = {
    var slots: [LayoutSlot] = [
      LayoutSlot(
        path: "width", alias: "width", doc: "the width", isRequired: true, get: { $0.width },
        set: { layout, value in if let value { layout.width = value } }),
      LayoutSlot(
        path: "height", alias: "height", doc: "the height", isRequired: true,
        get: { $0.height }, set: { layout, value in if let value { layout.height = value } }),
    ]
    let edges:
      [(
        String, WritableKeyPath<Layout, LayoutValue?> & Sendable,
        WritableKeyPath<Layout, LayoutValue?> & Sendable
      )] = [
        ("top", \.marginTop, \.paddingTop), ("left", \.marginLeft, \.paddingLeft),
        ("bottom", \.marginBottom, \.paddingBottom), ("right", \.marginRight, \.paddingRight),
      ]
    for (edge, margin, _) in edges {
      slots.append(
        LayoutSlot(
          path: "margins." + edge, alias: "margin." + edge, doc: "the \(edge) margin",
          isRequired: false, get: { $0[keyPath: margin] },
          set: { layout, value in layout[keyPath: margin] = value }))
    }
    for (edge, _, padding) in edges {
      slots.append(
        LayoutSlot(
          path: "paddings." + edge, alias: "padding." + edge,
          doc: "the \(edge) content inset", isRequired: false, get: { $0[keyPath: padding] },
          set: { layout, value in layout[keyPath: padding] = value }))
    }
    let offsets: [(String, WritableKeyPath<Layout, LayoutValue?> & Sendable)] = [
      ("x", \.offsetX), ("y", \.offsetY),
    ]
    for (axis, keyPath) in offsets {
      slots.append(
        LayoutSlot(
          path: "offset." + axis, alias: "offset." + axis, doc: "moves the rect along \(axis)",
          isRequired: false, get: { $0[keyPath: keyPath] },
          set: { layout, value in layout[keyPath: keyPath] = value }))
    }
    return slots
  }()

  /// Reads the layout of the point (nil when it has none) and the layout to start from when
  /// it has none.
  static func host(_ scope: FieldDescriptor.Scope) -> (
    get: @Sendable (ModalConfig, Int) -> Layout?, start: @Sendable (ModalConfig, Int) -> Layout,
    set: @Sendable (inout ModalConfig, Int, Layout?) -> Void
  ) {
    switch scope {
    case .edge(let side):
      return (
        { config, _ in EdgeFields.layout(side, in: config) },
        { config, _ in EdgeFields.effectiveLayout(side, in: config) },
        { config, _, layout in
          guard let layout else { return }
          var point = EdgeFields.point(side, in: config)
          point.preset = .layout(layout)
          EdgeFields.setPoint(point, side, in: &config)
        }
      )
    default:
      return (
        { config, position in config.snapPoints[position].layout },
        { config, position in ConfigSchema.inheritedLayout(before: position, in: config.snapPoints)
        },
        { config, position, layout in config.snapPoints[position].layout = layout }
      )
    }
  }

  /// The field of this slot in a scope; `align` is declared first by ``alignDescriptor(_:)``.
  func descriptor(_ scope: FieldDescriptor.Scope) -> FieldDescriptor {
    let host = LayoutSlot.host(scope)
    let slot = self
    let codec = LayoutCodecs.layoutValue.optional()
    return .config(
      in: scope, "layout." + path, codec, default: isRequired ? "required" : "none", doc,
      aliases: [alias], get: { config, at in host.get(config, at.point).flatMap(slot.get) },
      set: {
        (config: inout ModalConfig, at: FieldLocation, value: LayoutValue?) throws(ValueError) in
        guard let value else {
          // A point without a layout has nothing to remove.
          guard var layout = host.get(config, at.point) else { return }
          if slot.isRequired {
            throw ValueError(
              "expected a layout value like \"50%\", got \"none\" (the \(slot.path) cannot be removed)"
            )
          }
          slot.set(&layout, nil)
          host.set(&config, at.point, layout)
          return
        }
        var layout = host.get(config, at.point) ?? host.start(config, at.point)
        slot.set(&layout, value)
        host.set(&config, at.point, layout)
      })
  }

  /// The layout fields of a scope: `align`, then the slots.
  static func descriptors(_ scope: FieldDescriptor.Scope) -> [FieldDescriptor] {
    [alignDescriptor(scope)] + all.map { $0.descriptor(scope) }
  }

  /// `layout.align` in a scope.
  static func alignDescriptor(_ scope: FieldDescriptor.Scope) -> FieldDescriptor {
    let host = host(scope)
    return .config(
      in: scope, "layout.align", LayoutCodecs.alignment.optional(), default: "required",
      "where the rect sits in the container: horizontal/vertical", aliases: ["align"],
      get: { config, at in
        host.get(config, at.point).map { ($0.horizontalAlignment, $0.verticalAlignment) }
      },
      set: {
        (
          config: inout ModalConfig, at: FieldLocation,
          value: (HorizontalAlignment, VerticalAlignment)?
        ) throws(ValueError) in
        guard let value else {
          // A point without a layout has no alignment to remove.
          guard host.get(config, at.point) != nil else { return }
          throw ValueError(
            "\(LayoutCodecs.alignmentExpected), got \"none\" (the alignment cannot be removed)")
        }
        var layout = host.get(config, at.point) ?? host.start(config, at.point)
        layout.horizontalAlignment = value.0
        layout.verticalAlignment = value.1
        host.set(&config, at.point, layout)
      })
  }
}

extension ConfigSchema {
  /// The layout of the nearest point before `position` that has one, or
  /// ``LayoutSlot/defaultLayout``: what a new point or a point without a layout starts from.
  public static func inheritedLayout(before position: Int, in points: [SnapPoint]) -> Layout {
    for index in stride(from: min(position, points.count) - 1, through: 0, by: -1) {
      if let layout = points[index].layout { return layout }
    }
    return LayoutSlot.defaultLayout
  }
}
