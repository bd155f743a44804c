import ModalCore
import ModalSupport

/// The JSON output of a step: one object per command, its facts read from ``StepFacts``.
enum StepJSON {
  /// The step's members after the envelope: `notes` (a set's `set` and `message`, an add
  /// snap's `warning`), the states passed through, the events, the facts, and the animation's
  /// samples when it was sampled.
  static func members(
    events: [Event], session: Session, notes: [(key: String, value: JSONValue)] = [],
    samples: [ModalValues] = [], times: [Int] = []
  ) -> [(key: String, value: JSONValue)] {
    let m = session.manager
    var states: [JSONValue] = []
    var items: [JSONValue] = []
    for event in events {
      if case .stateWillChange(_, let current, let next) = event.kind {
        if states.isEmpty { states.append(.string(current.rawValue)) }
        states.append(.string(next.rawValue))
      } else {
        items.append(RecordJSON.event(event))
      }
    }
    // The state first, then how it got there, then the other facts.
    var facts = StepFacts.json(m, documentName: session.documentName)
    facts.insert(contentsOf: [("states", .array(states)), ("events", .array(items))], at: 1)
    var members = notes + facts
    if samples.count > 1 {
      members.append(
        ("samples", RecordJSON.samples(samples, times: times, interpolator: m.interpolator)))
    }
    return members
  }
}
