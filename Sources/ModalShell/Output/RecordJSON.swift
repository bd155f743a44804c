import ModalCore
import ModalRender
import ModalSupport

/// The JSON shapes shared by the records of `--format json` (docs/json-output.md): rects,
/// keyframe values, events, the environment, and the results of the listing commands.
enum RecordJSON {
  /// A measured number as the text prints it: `decimals` places, `null` when not finite.
  static func number(_ value: Double, decimals: Int = 2) -> JSONValue {
    .fixed(value, decimals: decimals)
  }

  /// `{"x": .., "y": .., "width": .., "height": ..}`.
  static func rect(_ r: Rect) -> JSONValue {
    .object([
      ("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)),
      ("height", number(r.height)),
    ])
  }

  /// The keyframe values `snaps` reports (a step reads ``StepFacts``).
  static func keyframe(_ v: ModalValues, corners: Corners) -> JSONValue {
    .object([
      ("cornerRadius", number(v[.cornerRadius])), ("maskedCorners", .string(Text.corners(corners))),
      ("dim", number(v[.backgroundOpacity])), ("opacity", number(v[.opacity])),
      ("contentOpacity", number(v[.contentOpacity])),
      ("shadowOpacity", number(v[.shadowOpacity])), ("scaleX", number(v[.scaleX])),
      ("scaleY", number(v[.scaleY])), ("translateX", number(v[.translateX])),
      ("translateY", number(v[.translateY])),
    ])
  }

  /// One event, its arguments typed: `{"time": 0.383, "name": "willSnap", "from": 1, "to": 2}`.
  static func event(_ event: Event) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("time", number(event.time, decimals: 3)), ("name", .string(event.kind.name)),
    ]
    switch event.kind {
    case .stateWillChange(let previous, let current, let next):
      members += [
        ("previous", .string(previous.rawValue)), ("current", .string(current.rawValue)),
        ("next", .string(next.rawValue)),
      ]
    case .willShow, .didShow, .willHide, .didHide, .presentCancelled, .dismissCancelled: break
    case .willSnap(let from, let to): members += [("from", .integer(from)), ("to", .integer(to))]
    case .didSnap(let index): members.append(("index", .integer(index)))
    case .animatorStart(let target, let animated):
      members += [("target", .integer(target)), ("animated", .bool(animated))]
    case .animatorCompletion(let position): members.append(("position", .string(position.rawValue)))
    case .configDidChange(let from, let to):
      members += [("from", .string(from)), ("to", .string(to))]
    case .backgroundTap(let interaction):
      members.append(("interaction", .string(interaction.rawValue)))
    case .keyboardWillShow(let height), .keyboardWillChange(let height),
      .keyboardWillHide(let height):
      members.append(("height", number(height)))
    case .environmentDidChange(let what): members.append(("what", .string(what)))
    }
    return .object(members)
  }

  /// Animation samples (animate on): time, percent, frame and corner radius of each.
  static func samples(_ samples: [ModalValues], times: [Int], interpolator: Interpolator)
    -> JSONValue
  {
    .array(
      zip(samples, times).map { values, frame in
        let rect = values.rect
        let percent = interpolator.percent(forLeadingEdge: interpolator.leadingEdge(of: rect))
        return .object([
          ("time", number(Clock.seconds(frame), decimals: 3)),
          ("percent", number(percent, decimals: 3)), ("frame", self.rect(rect)),
          ("cornerRadius", number(values[.cornerRadius])),
        ])
      })
  }

  /// `snaps`: every interpolation point.
  static func snaps(_ m: Manager) -> JSONValue {
    let current = m.isVisible && m.gesture == nil ? m.currentIndex : -1
    return .array(
      m.interpolator.points.map { point in
        .object([
          ("index", .integer(point.index)), ("key", .string(point.key)),
          ("kind", .string(point.kind.rawValue)), ("current", .bool(point.index == current)),
          ("percent", number(point.percent, decimals: 3)), ("rect", rect(point.rect)),
          ("keyframe", keyframe(point.values, corners: point.traits.maskedCorners)),
          ("snapping", .string(Listings.snapping(point))),
        ])
      })
  }

  /// `presets`: each built-in preset's name and summary.
  static func presets() -> JSONValue {
    .array(
      BuiltinPresets.all.map {
        .object([("name", .string($0.name)), ("summary", .string($0.summary))])
      })
  }

  /// Safe-area insets.
  static func insets(_ i: EdgeInsets) -> JSONValue {
    .object([
      ("top", number(i.top)), ("left", number(i.left)), ("bottom", number(i.bottom)),
      ("right", number(i.right)),
    ])
  }

  /// `devices`: each device with its family, portrait size, safe areas and whether `lint`
  /// checks it.
  static func devices() -> JSONValue {
    .array(
      Device.families.flatMap { family in
        family.devices.map { device -> JSONValue in
          .object([
            ("name", .string(device.name)), ("family", .string(family.title)),
            ("idiom", .string(device.idiom.rawValue)),
            ("width", number(device.portraitSize.width)),
            ("height", number(device.portraitSize.height)),
            ("safeArea", insets(device.portraitSafeArea)),
            ("landscapeSafeArea", insets(device.landscapeSafeArea)),
            ("lint", .bool(LintEnvironments.devices.contains(device))),
          ])
        }
      })
  }

  /// An environment a finding holds in: device, orientation and keyboard (null for none).
  static func environment(_ e: Environment) -> JSONValue {
    .object([
      ("device", .string(e.device.name)), ("orientation", .string(e.orientation.rawValue)),
      ("keyboard", e.keyboardHeight.map { number($0) } ?? .null),
    ])
  }

  /// `events`: the events, oldest first.
  static func events(_ events: [Event]) -> JSONValue { .array(events.map(event)) }

  /// `plot PROPERTY`: the chart's samples as `{"percent", "value"}` (value null where not
  /// finite).
  static func plot(_ m: Manager, property: PlotProperty, width: Int) -> JSONValue {
    let samples = Plot.samples(
      m.interpolator, property: property, current: m.isVisible ? m.percent : nil, width: width)
    return .object([
      ("property", .string(property.rawValue)),
      (
        "samples",
        .array(
          samples.map {
            .object([
              ("percent", number($0.percent, decimals: 3)),
              ("value", $0.value.map { number($0) } ?? .null),
            ])
          })
      ),
    ])
  }

  /// `plot` alone: the properties.
  static func plotProperties() -> JSONValue {
    .array(
      PlotProperty.allCases.map {
        .object([("property", .string($0.rawValue)), ("summary", .string($0.summary))])
      })
  }
}
