import ModalCore

/// The text output of a step (SHELL.md "Output of a step"): the state transitions, the events,
/// where the modal is, its frame and its main keyframe values.
///
/// Built into one byte buffer (the hot path of every script): no intermediate strings for the
/// numbers and the common events.
enum StepText {
  static let labelWidth = 9

  static func put(_ text: StaticString, _ bytes: inout [UInt8]) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  static func label(_ name: StaticString, _ paint: Paint, _ bytes: inout [UInt8]) {
    if paint.enabled { bytes.append(contentsOf: "\u{1B}[1m".utf8) }
    put(name, &bytes)
    if paint.enabled { bytes.append(contentsOf: "\u{1B}[0m".utf8) }
    let count = name.utf8CodeUnitCount
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(1, labelWidth - count)))
  }

  static func render(
    events: [Event], session: Session, samples: [ModalValues], times: [Int]
  ) -> String {
    var bytes: [UInt8] = []
    render(events: events, session: session, samples: samples, times: times, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the step's text to a byte buffer.
  static func render(
    events: [Event], session: Session, samples: [ModalValues], times: [Int],
    into bytes: inout [UInt8]
  ) {
    let paint = Paint(enabled: session.options.color)
    let limit = max(labelWidth + 20, session.options.width)
    // 1. States, wrapped at the width.
    var states: [[UInt8]] = []
    for event in events {
      if case .stateWillChange(_, let current, let next) = event.kind {
        if states.isEmpty { states.append(Array(current.rawValue.utf8)) }
        states.append(Array(next.rawValue.utf8))
      }
    }
    if !states.isEmpty {
      label("state", paint, &bytes)
      appendWrapped(states, glue: Array(" ->".utf8), limit: limit, &bytes)
    }
    // 2. Events (the state changes are on the line above), wrapped at the width.
    let shown = events.filter {
      if case .stateWillChange = $0.kind { return false }
      return true
    }
    if !shown.isEmpty {
      label("events", paint, &bytes)
      // One scratch buffer for every event's text (its length decides the wrapping).
      var text: [UInt8] = []
      text.reserveCapacity(48)
      var lineLength = labelWidth
      for (i, event) in shown.enumerated() {
        text.removeAll(keepingCapacity: true)
        event.kind.write(into: &text)
        let last = i == shown.count - 1
        let pieceLength = text.count + (last ? 0 : 1)
        if i > 0 {
          if lineLength + 1 + pieceLength > limit {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: labelWidth))
            lineLength = labelWidth
          } else {
            bytes.append(UInt8(ascii: " "))
            lineLength += 1
          }
        }
        bytes.append(contentsOf: text)
        if !last { bytes.append(UInt8(ascii: ",")) }
        lineLength += pieceLength
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    // Sampled frames (animate on).
    if samples.count > 1 {
      label("frames", paint, &bytes)
      put("t       percent  x        y        width    height   radius\n", &bytes)
      let interpolator = session.manager.interpolator
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
        bytes.append(contentsOf: row.trimmingTrailingSpaces.utf8)
        bytes.append(UInt8(ascii: "\n"))
      }
    }
    // 3. Summary.
    summary(session, paint, &bytes)
  }

  /// Appends items joined by `glue` + a space, breaking lines before an item that would pass
  /// `limit` (continuation lines indented under the label), then a newline.
  static func appendWrapped(
    _ items: [[UInt8]], glue: [UInt8], limit: Int, _ bytes: inout [UInt8]
  ) {
    var lineLength = labelWidth
    for (i, item) in items.enumerated() {
      let last = i == items.count - 1
      let pieceLength = item.count + (last ? 0 : glue.count)
      if i > 0 {
        if lineLength + 1 + pieceLength > limit {
          bytes.append(UInt8(ascii: "\n"))
          bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: labelWidth))
          lineLength = labelWidth
        } else {
          bytes.append(UInt8(ascii: " "))
          lineLength += 1
        }
      }
      bytes.append(contentsOf: item)
      if !last { bytes.append(contentsOf: glue) }
      lineLength += pieceLength
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  static func summary(_ session: Session, _ paint: Paint) -> String {
    var bytes: [UInt8] = []
    summary(session, paint, &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func summary(_ session: Session, _ paint: Paint, _ bytes: inout [UInt8]) {
    let m = session.manager
    label("at", paint, &bytes)
    guard m.isVisible else {
      put("dismissed   time ", &bytes)
      FixedFormat.append(m.time, decimals: 3, to: &bytes)
      put("s\n", &bytes)
      return
    }
    if m.gesture != nil {
      let (low, high, t) = session.bracket()
      put("between ", &bytes)
      FixedFormat.append(low, to: &bytes)
      put(" and ", &bytes)
      FixedFormat.append(high, to: &bytes)
      put(", t = ", &bytes)
      FixedFormat.append(t, decimals: 2, to: &bytes)
      put("   (dragging)", &bytes)
    } else if let running = m.animation {
      FixedFormat.append(m.currentIndex, to: &bytes)
      put(" -> ", &bytes)
      FixedFormat.append(running.target, to: &bytes)
      put(" (animating)", &bytes)
    } else {
      put("snap ", &bytes)
      FixedFormat.append(m.currentIndex, to: &bytes)
      if let key = m.interpolator.points[m.currentIndex].key {
        put(" (", &bytes)
        bytes.append(contentsOf: key.utf8)
        put(")", &bytes)
      }
    }
    put("   percent ", &bytes)
    FixedFormat.append(m.percent, decimals: 3, to: &bytes)
    put("   time ", &bytes)
    FixedFormat.append(m.time, decimals: 3, to: &bytes)
    put("s\n", &bytes)
    let rect = m.frame
    let values = m.values
    label("frame", paint, &bytes)
    put("x ", &bytes)
    FixedFormat.append(rect.x, decimals: 2, to: &bytes)
    put("  y ", &bytes)
    FixedFormat.append(rect.y, decimals: 2, to: &bytes)
    put("  width ", &bytes)
    FixedFormat.append(rect.width, decimals: 2, to: &bytes)
    put("  height ", &bytes)
    FixedFormat.append(rect.height, decimals: 2, to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    label("look", paint, &bytes)
    put("radius ", &bytes)
    FixedFormat.append(values[.cornerRadius], decimals: 2, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: Text.corners(m.traits.maskedCorners).utf8)
    put(", dim ", &bytes)
    FixedFormat.append(values[.backgroundOpacity], decimals: 2, to: &bytes)
    put(", opacity ", &bytes)
    FixedFormat.append(values[.opacity], decimals: 2, to: &bytes)
    if !values.hasIdentityTransform {
      put(", ", &bytes)
      bytes.append(contentsOf: transform(values).utf8)
    }
    bytes.append(UInt8(ascii: "\n"))
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
