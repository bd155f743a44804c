import Foundation
import ModalCore

/// The invariants the fuzz targets check after every input (docs/fuzzing.md): each returns
/// the violations found as one line each, empty when all hold. The fuzz entry traps on a
/// violation (so that libFuzzer reports it); the corpus replay test expects none.
package enum FuzzInvariants {
  /// What must hold for a manager at any moment: every drawn value and every resolved point
  /// finite, the state one of the fourteen, a dismissed modal neither dragged nor animated,
  /// a gesture or an animation only in their states, the content's offset within its range (0
  /// once dismissed), the clock not going backwards.
  package static func check(_ manager: Manager, after before: Manager? = nil) -> [String] {
    var violations: [String] = []
    if !manager.values.isFinite {
      violations.append("a value is not finite: \(manager.values.storage)")
    }
    for (index, point) in manager.interpolator.points.enumerated()
    where !point.values.isFinite || !point.percent.isFinite {
      violations.append("point \(index) is not finite: \(point.values.storage) \(point.percent)")
    }
    if !ModalState.allCases.contains(manager.state) {
      violations.append("the state \(manager.state) is not one of the fourteen")
    }
    if let gesture = manager.gesture {
      let fields = [gesture.startEdge, gesture.travel, gesture.secondary, gesture.edge]
      if !fields.allSatisfy(\.isFinite) {
        violations.append("the gesture is not finite: \(gesture)")
      }
      if manager.state != .gestureDragging && manager.state != .dismissingGesture {
        violations.append("a gesture runs in \(manager.state.rawValue)")
      }
    }
    if !manager.isVisible && (manager.gesture != nil || manager.animation != nil) {
      violations.append("dismissed (\(manager.state.rawValue)) but dragged or animated")
    }
    if manager.animation != nil && !manager.state.isAnimating {
      violations.append("an animation runs in \(manager.state.rawValue)")
    }
    if !manager.interpolator.points.indices.contains(manager.currentIndex) {
      violations.append("the current index \(manager.currentIndex) is not a point's")
    }
    let maxOffset = manager.contentMaxOffset ?? 0
    if !(0...maxOffset).contains(manager.contentOffset) {
      violations.append(
        "the content offset \(manager.contentOffset) is outside 0...\(maxOffset)")
    }
    if !manager.isVisible && manager.contentOffset != 0 {
      violations.append("dismissed with the content scrolled to \(manager.contentOffset)")
    }
    if let before, manager.clock < before.clock {
      violations.append("the clock went back from \(before.clock) to \(manager.clock)")
    }
    return violations
  }

  /// Every state change the events report is one of the allowed transitions.
  package static func check(events: [Event]) -> [String] {
    events.compactMap { event in
      guard case .stateWillChange(_, let current, let next) = event.kind,
        !ModalState.allowedTransitions.contains(where: { $0.from == current && $0.to == next })
      else { return nil }
      return "a transition that is not allowed: \(current.rawValue) -> \(next.rawValue)"
    }
  }

  /// A document saved (the encoder's JSON) loads back equal, and saves to the same text.
  package static func checkRoundTrip(_ document: ConfigDocument) -> [String] {
    let encoded = ConfigCoding.encodeDocument(document)
    let again: ConfigDocument
    do {
      again = try ConfigCoding.decodeDocument(encoded)
    } catch {
      return ["the saved config does not load: \(error.description)\n\(encoded)"]
    }
    if again != document.saved { return ["the saved config loads back different:\n\(encoded)"] }
    if ConfigCoding.encodeDocument(again) != encoded {
      return ["the saved config saves to a different text:\n\(encoded)"]
    }
    return []
  }

  /// A refused document says why: at least one problem, none without a message.
  package static func check(_ error: ConfigLoadError) -> [String] {
    if error.problems.isEmpty { return ["a refused document has no problem"] }
    if error.problems.contains(where: \.message.isEmpty) {
      return ["a problem has no message: \(error.description)"]
    }
    return []
  }

  /// In `--format json`, a line that is not blank or a comment prints at least one record,
  /// and every line printed is a JSON object with an `ok`.
  package static func checkRecords(_ output: String, line: String) -> [String] {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if output.isEmpty {
      return trimmed.isEmpty || trimmed.hasPrefix("#") ? [] : ["no JSON record"]
    }
    var violations: [String] = []
    for record in output.split(separator: "\n") {
      let object = try? JSONSerialization.jsonObject(with: Data(record.utf8))
      if (object as? [String: Any])?["ok"] == nil {
        violations.append("not a JSON record with ok: \(record.prefix(200))")
      }
    }
    return violations
  }
}
