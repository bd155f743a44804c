import ModalCore

/// The text output of a step (SHELL.md "Output of a step"): the state transitions, the events,
/// where the modal is, its frame and its main keyframe values.
enum StepText {
  static let labelWidth = 9

  static func label(_ name: String, _ paint: Paint) -> String {
    paint.bold(name) + String(repeating: " ", count: max(1, labelWidth - name.count))
  }

  static func render(
    events: [Event], session: Session, samples: [ModalValues], times: [Int]
  ) -> String {
    let paint = Paint(enabled: session.options.color)
    let m = session.manager
    var out = ""
    // 1. States.
    var chain: [String] = []
    for event in events {
      if case .stateWillChange(_, let current, let next) = event.kind {
        if chain.isEmpty { chain.append(current.rawValue) }
        chain.append(next.rawValue)
      }
    }
    if !chain.isEmpty {
      out += label("state", paint) + chain.joined(separator: " -> ") + "\n"
    }
    // 2. Events.
    let shown = events.filter {
      if case .stateWillChange = $0.kind { return false }
      return true
    }.map(\.kind.text)
    if !shown.isEmpty {
      out +=
        label("events", paint)
        + Text.wrap(
          shown, separator: ", ", width: session.options.width, indent: labelWidth) + "\n"
    }
    // Sampled frames (animate on).
    if samples.count > 1 {
      out +=
        label("frames", paint) + "t       percent  x        y        width    height   radius\n"
      let interpolator = m.interpolator
      for (values, frame) in zip(samples, times) {
        let rect = values.rect
        let percent = interpolator.percent(forLeadingEdge: interpolator.leadingEdge(of: rect))
        let cells = [
          FixedFormat.format(Clock.seconds(frame), decimals: 3) + "s", Text.pct(percent),
          Text.pt(rect.x), Text.pt(rect.y), Text.pt(rect.width), Text.pt(rect.height),
          Text.pt(values[.cornerRadius]),
        ]
        let widths = [8, 9, 9, 9, 9, 9, 0]
        var row = String(repeating: " ", count: labelWidth)
        for (cell, width) in zip(cells, widths) {
          row += cell + String(repeating: " ", count: max(width == 0 ? 0 : 1, width - cell.count))
        }
        out += row.trimmingTrailingSpaces + "\n"
      }
    }
    // 3. Summary.
    out += summary(session, paint)
    return out
  }

  static func summary(_ session: Session, _ paint: Paint) -> String {
    let m = session.manager
    let time = "time " + FixedFormat.format(m.time, decimals: 3) + "s"
    guard m.isVisible else {
      return label("at", paint) + "dismissed   " + time + "\n"
    }
    var at: String
    if m.gesture != nil {
      let (low, high, t) = session.bracket()
      at = "between \(low) and \(high), t = \(FixedFormat.format(t, decimals: 2))   (dragging)"
    } else if let running = m.animation {
      at = "\(m.currentIndex) -> \(running.target) (animating)"
    } else {
      at = "snap \(m.currentIndex)"
      if let key = m.currentPoint.key { at += " (\(key))" }
    }
    at += "   percent " + Text.pct(m.percent) + "   " + time
    let rect = m.frame
    let values = m.values
    var look =
      "radius \(Text.pt(values[.cornerRadius])) \(Text.corners(m.traits.maskedCorners)), dim \(Text.pt(values[.backgroundOpacity])), opacity \(Text.pt(values[.opacity]))"
    if !values.hasIdentityTransform { look += ", " + transform(values) }
    var text = label("at", paint) + at + "\n"
    text +=
      label("frame", paint)
      + "x \(Text.pt(rect.x))  y \(Text.pt(rect.y))  width \(Text.pt(rect.width))  height \(Text.pt(rect.height))\n"
    text += label("look", paint) + look + "\n"
    return text
  }

  /// The non-identity parts of the transform.
  static func transform(_ values: ModalValues) -> String {
    var parts: [String] = []
    if values[.scaleX] != 1 || values[.scaleY] != 1 {
      parts.append(
        values[.scaleX] == values[.scaleY]
          ? "scale \(Text.pt(values[.scaleX]))"
          : "scale \(Text.pt(values[.scaleX]))x\(Text.pt(values[.scaleY]))")
    }
    if values[.translateX] != 0 || values[.translateY] != 0 || values[.translateZ] != 0 {
      parts.append(
        "translate \(Text.pt(values[.translateX])),\(Text.pt(values[.translateY]))"
          + (values[.translateZ] != 0 ? ",\(Text.pt(values[.translateZ]))" : ""))
    }
    for (channel, name) in [
      (Channel.rotateX, "rotateX"), (.rotateY, "rotateY"), (.rotateZ, "rotateZ"),
    ]
    where values[channel] != 0 {
      parts.append("\(name) \(Text.pt(values[channel]))")
    }
    for (channel, name) in [(Channel.skewX, "skewX"), (.skewY, "skewY")] where values[channel] != 0
    {
      parts.append("\(name) \(Text.pt(values[channel]))")
    }
    return "transform " + parts.joined(separator: " ")
  }
}

/// The JSON output of a step: one object per command.
enum StepJSON {
  static func render(input: String, events: [Event], session: Session) -> String {
    let m = session.manager
    var states: [String] = []
    for event in events {
      if case .stateWillChange(_, let current, let next) = event.kind {
        if states.isEmpty { states.append(Text.json(current.rawValue)) }
        states.append(Text.json(next.rawValue))
      }
    }
    let eventItems = events.compactMap { event -> String? in
      if case .stateWillChange = event.kind { return nil }
      return
        "{\"time\": \(FixedFormat.format(event.time, decimals: 3)), \"event\": \(Text.json(event.kind.name)), \"args\": \(Text.json(event.kind.arguments))}"
    }
    var out = "{\"input\": \(Text.json(input)), \"ok\": true"
    out += ", \"state\": \(Text.json(m.state.rawValue))"
    out += ", \"states\": [\(states.joined(separator: ", "))]"
    out += ", \"events\": [\(eventItems.joined(separator: ", "))]"
    out += ", \"time\": \(FixedFormat.format(m.time, decimals: 3))"
    out += ", \"visible\": \(m.isVisible)"
    if m.isVisible {
      let key = m.currentPoint.key.map(Text.json) ?? "null"
      out += ", \"index\": \(m.currentIndex), \"key\": \(key), \"dragging\": \(m.gesture != nil)"
      out += ", \"animating\": \(m.animation != nil), \"percent\": \(Text.pct(m.percent))"
      let r = m.frame
      out +=
        ", \"frame\": {\"x\": \(Text.pt(r.x)), \"y\": \(Text.pt(r.y)), \"width\": \(Text.pt(r.width)), \"height\": \(Text.pt(r.height))}"
      let v = m.values
      out +=
        ", \"keyframe\": {\"cornerRadius\": \(Text.pt(v[.cornerRadius])), \"maskedCorners\": \(Text.json(Text.corners(m.traits.maskedCorners))), \"dim\": \(Text.pt(v[.backgroundOpacity])), \"opacity\": \(Text.pt(v[.opacity])), \"contentOpacity\": \(Text.pt(v[.contentOpacity])), \"shadowOpacity\": \(Text.pt(v[.shadowOpacity])), \"scaleX\": \(Text.pt(v[.scaleX])), \"scaleY\": \(Text.pt(v[.scaleY])), \"translateX\": \(Text.pt(v[.translateX])), \"translateY\": \(Text.pt(v[.translateY]))}"
    }
    return out + "}"
  }
}
