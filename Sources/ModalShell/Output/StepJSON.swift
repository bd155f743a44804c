import ModalCore
import ModalSupport

/// The JSON output of a step: one object per command.
enum StepJSON {
  /// The step's object; `notes` are extra string members (a set's `message`, an add snap's
  /// `warning`), so that each command stays one object.
  static func render(
    input: String, events: [Event], session: Session, notes: [(key: String, text: String)] = [],
    samples: [ModalValues] = [], times: [Int] = []
  ) -> String {
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
      return RecordJSON.event(event)
    }
    var out = "{\"input\": \(Text.json(input)), \"ok\": true"
    for note in notes { out += ", \(Text.json(note.key)): \(Text.json(note.text))" }
    out += ", \"state\": \(Text.json(m.state.rawValue))"
    out += ", \"states\": [\(states.joined(separator: ", "))]"
    out += ", \"events\": [\(eventItems.joined(separator: ", "))]"
    out += ", \"time\": \(FixedFormat.format(m.time, decimals: 3))"
    out += ", \"visible\": \(m.isVisible)"
    out += ", \"environment\": \(RecordJSON.environment(session))"
    if m.isVisible {
      let key = m.currentPoint.key.map(Text.json) ?? "null"
      out += ", \"index\": \(m.currentIndex), \"key\": \(key), \"dragging\": \(m.gesture != nil)"
      out += ", \"animating\": \(m.animation != nil), \"percent\": \(Text.pct(m.percent))"
      out += ", \"frame\": \(RecordJSON.rect(m.frame))"
      out += ", \"keyframe\": \(RecordJSON.keyframe(m.values, corners: m.traits.maskedCorners))"
      if let content = m.effectiveContent, let viewport = m.contentViewport,
        let maxOffset = m.contentMaxOffset
      {
        out += ", \"content\": {\"length\": \(RecordJSON.number(content.length))"
        out += ", \"offset\": \(RecordJSON.number(m.contentOffset))"
        out += ", \"maxOffset\": \(RecordJSON.number(maxOffset))"
        out += ", \"viewport\": \(RecordJSON.number(viewport))"
        if let split = m.lastStep {
          out += ", \"movedSheet\": \(RecordJSON.number(split.sheet))"
          out += ", \"movedContent\": \(RecordJSON.number(split.content))"
        }
        if m.deceleration != nil { out += ", \"decelerating\": true" }
        out += "}"
      }
    }
    if samples.count > 1 {
      out +=
        ", \"samples\": \(RecordJSON.samples(samples, times: times, interpolator: m.interpolator))"
    }
    return out + "}"
  }
}
