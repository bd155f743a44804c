import ModalCore
import ModalRender
import ModalSupport

/// The JSON shapes shared by the records of `--format json` (docs/json-output.md): rects,
/// keyframe values, events, the environment, and the results of the listing commands.
enum RecordJSON {
  /// A number with `decimals` places, or `null` when it is not finite (JSON has no inf/nan).
  static func number(_ value: Double, decimals: Int = 2) -> String {
    value.isFinite ? FixedFormat.format(value, decimals: decimals) : "null"
  }

  /// A string, or `null`.
  static func string(_ text: String?) -> String { text.map(Text.json) ?? "null" }

  /// `{"x": .., "y": .., "width": .., "height": ..}`.
  static func rect(_ r: Rect) -> String {
    "{\"x\": \(number(r.x)), \"y\": \(number(r.y)), \"width\": \(number(r.width)), \"height\": \(number(r.height))}"
  }

  /// The keyframe values a step and `snaps` report.
  static func keyframe(_ v: ModalValues, corners: Corners) -> String {
    "{\"cornerRadius\": \(number(v[.cornerRadius])), \"maskedCorners\": \(Text.json(Text.corners(corners))), \"dim\": \(number(v[.backgroundOpacity])), \"opacity\": \(number(v[.opacity])), \"contentOpacity\": \(number(v[.contentOpacity])), \"shadowOpacity\": \(number(v[.shadowOpacity])), \"scaleX\": \(number(v[.scaleX])), \"scaleY\": \(number(v[.scaleY])), \"translateX\": \(number(v[.translateX])), \"translateY\": \(number(v[.translateY]))}"
  }

  /// One event: `{"time": 0.367, "event": "didSnap", "args": "2"}`.
  static func event(_ event: Event) -> String {
    "{\"time\": \(number(event.time, decimals: 3)), \"event\": \(Text.json(event.kind.name)), \"args\": \(Text.json(event.kind.arguments))}"
  }

  /// The environment a step ran in and the config in use (the document and, for an adaptive
  /// config, the variant selected); cached in the session until one of them changes.
  static func environment(_ session: Session) -> String {
    let m = session.manager
    let cache = session.environmentRecord
    if let text = cache.text, cache.environment == m.environment,
      cache.selection == m.selection, cache.name == session.documentName
    {
      return text
    }
    let e = m.environment
    let keyboard = e.keyboardHeight.map { number($0) } ?? "null"
    // (`voiceOver` only while it runs: the records made before it existed stay as they were.)
    let voiceOver = e.voiceOver ? ", \"voiceOver\": true" : ""
    let text =
      "{\"device\": \(Text.json(e.device.name)), \"orientation\": \(Text.json(e.orientation.rawValue)), \"keyboard\": \(keyboard)\(voiceOver), \"config\": \(Text.json(session.documentName)), \"variant\": \(Text.json(m.adaptiveConfig.name(of: m.selection)))}"
    (cache.environment, cache.selection, cache.name, cache.text) =
      (e, m.selection, session.documentName, text)
    return text
  }

  /// Animation samples (animate on): time, percent, frame and corner radius of each.
  static func samples(_ samples: [ModalValues], times: [Int], interpolator: Interpolator)
    -> String
  {
    let items = zip(samples, times).map { values, frame in
      let rect = values.rect
      let percent = interpolator.percent(forLeadingEdge: interpolator.leadingEdge(of: rect))
      return
        "{\"time\": \(number(Clock.seconds(frame), decimals: 3)), \"percent\": \(number(percent, decimals: 3)), \"frame\": \(self.rect(rect)), \"cornerRadius\": \(number(values[.cornerRadius]))}"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// `snaps`: every interpolation point.
  static func snaps(_ m: Manager) -> String {
    let current = m.isVisible && m.gesture == nil ? m.currentIndex : -1
    let items = m.interpolator.points.map { point in
      return
        "{\"index\": \(point.index), \"key\": \(string(point.key)), \"kind\": \(Text.json(point.kind.rawValue)), \"current\": \(point.index == current), \"percent\": \(number(point.percent, decimals: 3)), \"rect\": \(rect(point.rect)), \"keyframe\": \(keyframe(point.values, corners: point.traits.maskedCorners)), \"snapping\": \(Text.json(Listings.snapping(point)))}"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// `presets`: each built-in preset's name and summary.
  static func presets() -> String {
    let items = BuiltinPresets.all.map {
      "{\"name\": \(Text.json($0.name)), \"summary\": \(Text.json($0.summary))}"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// `devices`: each device with its family, portrait size, safe areas and whether `lint`
  /// checks it.
  static func devices() -> String {
    func insets(_ i: EdgeInsets) -> String {
      "{\"top\": \(number(i.top)), \"left\": \(number(i.left)), \"bottom\": \(number(i.bottom)), \"right\": \(number(i.right))}"
    }
    let items = Device.families.flatMap { family in
      family.devices.map { device in
        "{\"name\": \(Text.json(device.name)), \"family\": \(Text.json(family.title)), \"idiom\": \(Text.json(device.idiom.rawValue)), \"width\": \(number(device.portraitSize.width)), \"height\": \(number(device.portraitSize.height)), \"safeArea\": \(insets(device.portraitSafeArea)), \"landscapeSafeArea\": \(insets(device.landscapeSafeArea)), \"lint\": \(LintEnvironments.devices.contains(device))}"
      }
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// `events`: the events, oldest first.
  static func events(_ events: [Event]) -> String {
    "[" + events.map(event).joined(separator: ", ") + "]"
  }

  /// `plot PROPERTY`: the chart's samples as `{"percent", "value"}` (value null where not
  /// finite).
  static func plot(_ m: Manager, property: PlotProperty, width: Int) -> String {
    let samples = Plot.samples(
      m.interpolator, property: property, current: m.isVisible ? m.percent : nil, width: width)
    let items = samples.map {
      "{\"percent\": \(number($0.percent, decimals: 3)), \"value\": \($0.value.map { number($0) } ?? "null")}"
    }
    return
      "{\"property\": \(Text.json(property.rawValue)), \"samples\": [\(items.joined(separator: ", "))]}"
  }

  /// `plot` alone: the properties.
  static func plotProperties() -> String {
    let items = PlotProperty.allCases.map {
      "{\"property\": \(Text.json($0.rawValue)), \"summary\": \(Text.json($0.summary))}"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// A pretty-printed JSON document (the canonical encoder's) on one line: its line breaks
  /// and indentation are outside strings, which escape their own line breaks.
  static func oneLine(_ json: String) -> String {
    json.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
  }
}

/// What ``RecordJSON/environment(_:)`` built last and from what. A class, so that a step reads
/// and refills it without copying the session.
final class EnvironmentRecordCache {
  var environment: Environment?
  var selection: ConfigSelection?
  var name = ""
  var text: String?
}
