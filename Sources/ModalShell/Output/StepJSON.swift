import ModalCore
import ModalSupport

/// The JSON output of a step: one object per command.
enum StepJSON {
  /// The step's object; `notes` are extra string members (a set's `message`, an add snap's
  /// `warning`), so that each command stays one object.
  static func render(
    input: String, events: [Event], session: Session, notes: [(key: String, text: String)] = []
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
      return
        "{\"time\": \(FixedFormat.format(event.time, decimals: 3)), \"event\": \(Text.json(event.kind.name)), \"args\": \(Text.json(event.kind.arguments))}"
    }
    var out = "{\"input\": \(Text.json(input)), \"ok\": true"
    for note in notes { out += ", \(Text.json(note.key)): \(Text.json(note.text))" }
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
