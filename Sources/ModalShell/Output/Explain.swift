import ModalCore
import ModalRender
import ModalSupport

/// `explain`: why the last release (or programmatic snap) went where it did, with the numbers
/// of MODEL.md section 6.
enum Explain {
  /// What `explain` prints: the manager's last explanation (a release or a snap, whichever came
  /// last), or a hint when there is none yet.
  /// Lines wider than the width are wrapped field by field (``TextWrap/fields(_:width:)``).
  static func last(_ manager: Manager, options: ShellOptions) -> String {
    let width = options.width
    var heading = ""
    var manager = manager
    if let prospective = prospective(manager) {
      heading =
        labelled(
          "drag",
          "in progress: a release now, at velocity 0, would go as below (release V for another)",
          width: width) + "\n"
      manager = prospective
    }
    let text =
      switch manager.lastExplanation {
      case .release(let record): heading + release(record, manager, options: options)
      case .snap(let record): heading + snap(record, width: width)
      case .handoff(let record): heading + handoff(record, width: width)
      case nil: "nothing to explain yet: release a drag (drag, release) or snap first"
      }
    return TextWrap.fieldsByLine(text, width: width)
  }

  /// During a drag, the manager after a release at velocity 0 (on a copy: the session is not
  /// changed), so that `explain` speaks of the gesture in hand rather than of the release or
  /// snap before it; nil when no drag is in progress, when the drag's own hand-off step is the
  /// last explanation (that is the gesture's), or when the release is refused.
  static func prospective(_ manager: Manager) -> Manager? {
    guard manager.gesture != nil else { return nil }
    if case .handoff = manager.lastExplanation { return nil }
    var copy = manager
    guard (try? copy.apply(.dragEnd(velocity: 0))) != nil else { return nil }
    return copy
  }

  /// `text` after a 9-column label, wrapped at `width` with continuation lines indented.
  static func labelled(_ label: String, _ text: String, width: Int) -> String {
    let head = label + String(repeating: " ", count: max(1, 9 - label.count))
    // As Text.wrap(text's words, separator: " ", ...), over the bytes.
    return head + TextWrap.joinWords(text, width: max(9 + 20, width), indent: 9)
  }

  static func release(_ record: ReleaseRecord, _ manager: Manager, options: ShellOptions)
    -> String
  {
    var lines: [String] = []
    let width = options.width
    // A release no strategy decided (the hand-off's top bounce) has no summary to add.
    let heading = ReleaseStrategies.summary(of: record.strategy).map {
      "\(record.strategy): \($0)"
    }
    lines.append(labelled("release", heading ?? record.strategy, width: width))
    lines += factLines(record.facts)
    if !record.candidates.isEmpty {
      var table = TextTable(header: ["", "point", "edge", "distance", "note"], wrapsLast: true)
      let points = manager.interpolator.points
      for candidate in record.candidates {
        let key = candidate.index < points.count ? points[candidate.index].key : nil
        let name = String(candidate.index) + (Text.shown(key).map { " (\($0))" } ?? "")
        var note = candidate.excluded.map { "excluded: \($0)" } ?? ""
        if candidate.index == record.chosen && candidate.excluded == nil {
          note = record.chosen == record.target ? "chosen" : "nearest, adjusted"
        }
        table.rows.append([
          candidate.index == record.target ? ">" : "", name, FixedFormat.points(candidate.edge),
          FixedFormat.points(candidate.distance), note,
        ])
      }
      let rendered = table.render(width: width - 9).split(separator: "\n").map { "         " + $0 }
      lines.append("points")
      let paint = Paint(enabled: options.color)
      lines += rendered.map { paint.chosen(String($0).trimmingTrailingSpaces) }
    }
    for adjustment in record.adjustments {
      lines.append(labelled("rule", adjustment, width: width))
    }
    var result = "result   "
    if record.dismisses {
      result += "dismiss (lands on \(record.target))"
    } else {
      result += "snap \(record.target)"
    }
    lines.append(result)
    if let source = ReleaseStrategies.source(of: record.strategy) {
      lines.append(labelled("source", source.citation, width: width))
    }
    return lines.joined(separator: "\n")
  }

  /// One indented line per fact: its name, its value and its unit; a flag reads `true` /
  /// `false`.
  static func factLines(_ facts: [ReleaseRecord.Fact]) -> [String] {
    let nameWidth = max(16, facts.map(\.name.count).max() ?? 0)
    return facts.map { fact in
      let value =
        fact.isFlag
        ? String(fact.value != 0)
        : fact.unit.isEmpty
          ? FixedFormat.format(fact.value, decimals: 4) : FixedFormat.points(fact.value)
      var line =
        "         " + fact.name + String(repeating: " ", count: nameWidth - fact.name.count + 2)
        + pad(value, 9)
      if !fact.unit.isEmpty { line += " " + fact.unit }
      return line
    }
  }

  /// After a step of a touch on the content or the edge strip: the rule, the clause that
  /// decided, the split and the numbers the clause compared.
  static func handoff(_ record: Manager.HandoffRecord, width: Int) -> String {
    let f = FixedFormat.points
    let summary = HandoffRules.summary(of: record.rule) ?? record.rule
    var lines = [labelled("handoff", "\(record.rule): \(summary)", width: width)]
    lines.append(labelled("clause", "\(record.clause.id): \(record.clause.text)", width: width))
    lines.append(
      record.isRelease
        ? "step     release at \(f(record.velocity)) pt/s after a touch on \(record.surface.rawValue)"
        : "step     finger \(f(record.movement)) pt at \(f(record.velocity)) pt/s on \(record.surface.rawValue): sheet \(f(record.sheet)), content \(f(record.content))"
    )
    lines.append(
      "owner    \(record.ownerBefore?.rawValue ?? "none (first step)") -> \(record.owner.rawValue)")
    lines += factLines(record.facts)
    if let source = HandoffRules.source(of: record.rule) {
      lines.append(labelled("source", source.citation, width: width))
    }
    return lines.joined(separator: "\n")
  }

  /// A rule's reference in JSON, or `null` for the model's own rules.
  static func sourceJSON(_ source: RuleSource?) -> JSONValue {
    guard let source else { return .null }
    return .object([
      ("library", .string(source.library)), ("repository", .string(source.repository)),
      ("commit", .string(source.commit)), ("file", .string(source.file)),
      ("lines", .string(source.lines)), ("citation", .string(source.citation)),
    ])
  }

  static func snap(_ record: Manager.SnapRecord, width: Int) -> String {
    func rect(_ r: Rect) -> String {
      "x \(FixedFormat.points(r.x))  y \(FixedFormat.points(r.y))  width \(FixedFormat.points(r.width))  height \(FixedFormat.points(r.height))"
    }
    var lines = [
      "snap     \(record.from) -> \(record.to) (\(record.cause.name))",
      "from     " + rect(record.fromRect),
      "to       " + rect(record.toRect),
    ]
    if record.crossFade {
      lines.append("motion   " + crossFade)
    } else {
      lines.append(labelled("motion", animation(record.animation), width: width))
    }
    if let rule = record.rule { lines.append(labelled("rule", rule, width: width)) }
    if let source = record.source {
      lines.append(labelled("source", source.citation, width: width))
    }
    return lines.joined(separator: "\n")
  }

  /// The motion of a snap under reduce motion.
  static let crossFade = "reduce motion: a 0.30 s cross-fade (opacity only)"

  static func animation(_ config: AnimationConfig) -> String {
    let f = FixedFormat.points
    switch config {
    case .springGesture(let duration, let damping, let maxVelocity):
      return
        "springGesture: \(f(duration)) s, damping ratio \(f(damping)), starts with the release velocity relative to the remaining distance (at most \(f(maxVelocity)))"
    case .spring(let duration, let damping):
      return "spring: \(f(duration)) s, damping ratio \(f(damping))"
    case .springPhysics(let mass, let stiffness, let damping, let velocity):
      return
        "springPhysics: mass \(f(mass)), stiffness \(f(stiffness)), damping \(f(damping)), initial velocity \(f(velocity))"
    case .curve(let duration, let kind):
      return "curve: \(f(duration)) s \(kind.rawValue)"
    case .bezier(let duration, let x1, let y1, let x2, let y2):
      return "bezier: \(f(duration)) s (\(f(x1)), \(f(y1)), \(f(x2)), \(f(y2)))"
    case .reanimatedSpring(let mass, let stiffness, let damping, let clamps, let rest, let speed):
      return
        "reanimatedSpring: mass \(f(mass)), stiffness \(f(stiffness)), damping \(f(damping)), \(clamps ? "overshoot clamped" : "overshoot allowed"), at rest within \(f(rest)) pt and \(f(speed)) pt/s"
    case .exponentialOut(let duration):
      return "exponentialOut: \(f(duration)) s, 1 - 2^(-10 t)"
    }
  }

  static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

extension Explain {
  /// The facts as a JSON array of `{name, value, unit}` (a flag's value `true` / `false`).
  static func factsJSON(_ facts: [ReleaseRecord.Fact]) -> JSONValue {
    .array(
      facts.map {
        .object([
          ("name", .string($0.name)),
          ("value", $0.isFlag ? .bool($0.value != 0) : RecordJSON.number($0.value, decimals: 4)),
          ("unit", .string($0.unit)),
        ])
      })
  }

  /// `explain` in JSON: the last explanation's numbers as fields (`null` when there is none);
  /// during a drag, what a release now would do, marked `"prospective": true`.
  static func json(_ manager: Manager) -> JSONValue {
    guard let prospective = prospective(manager) else { return record(manager) }
    guard case .object(let members) = record(prospective) else { return .null }
    return .object([("prospective", .bool(true))] + members)
  }

  /// The JSON record of the session's last explanation.
  static func record(_ manager: Manager) -> JSONValue {
    let n = { (value: Double) in RecordJSON.number(value, decimals: 4) }
    switch manager.lastExplanation {
    case .release(let r):
      let points = manager.interpolator.points
      let candidates = r.candidates.map { c -> JSONValue in
        let key = c.index < points.count ? points[c.index].key : nil
        return .object([
          ("index", .integer(c.index)), ("key", .string(key)), ("edge", n(c.edge)),
          ("distance", n(c.distance)), ("excluded", .string(c.excluded)),
        ])
      }
      return .object([
        ("kind", .string("release")), ("strategy", .string(r.strategy)),
        ("velocity", n(r.velocity)), ("leadingEdge", n(r.leadingEdge)),
        ("facts", factsJSON(r.facts)), ("candidates", .array(candidates)),
        ("chosen", .integer(r.chosen)), ("target", .integer(r.target)),
        ("dismisses", .bool(r.dismisses)),
        ("adjustments", .array(r.adjustments.map { .string($0) })),
        ("source", sourceJSON(ReleaseStrategies.source(of: r.strategy))),
      ])
    case .snap(let r):
      var members: [(key: String, value: JSONValue)] = [
        ("kind", .string("snap")), ("from", .integer(r.from)), ("to", .integer(r.to)),
        ("cause", .string(r.cause.name)), ("fromRect", RecordJSON.rect(r.fromRect)),
        ("toRect", RecordJSON.rect(r.toRect)), ("crossFade", .bool(r.crossFade)),
        ("animation", .string(r.crossFade ? crossFade : animation(r.animation))),
      ]
      // A peer's rule (a temporary position's move) names itself and its source.
      if let rule = r.rule { members.append(("rule", .string(rule))) }
      if let source = r.source { members.append(("source", sourceJSON(source))) }
      return .object(members)
    case .handoff(let r):
      return .object([
        ("kind", .string("handoff")), ("rule", .string(r.rule)), ("clause", .string(r.clause.id)),
        ("text", .string(r.clause.text)), ("surface", .string(r.surface.rawValue)),
        ("movement", n(r.movement)), ("velocity", n(r.velocity)), ("sheet", n(r.sheet)),
        ("content", n(r.content)), ("ownerBefore", .string(r.ownerBefore?.rawValue)),
        ("owner", .string(r.owner.rawValue)), ("isRelease", .bool(r.isRelease)),
        ("facts", factsJSON(r.facts)),
        ("source", sourceJSON(HandoffRules.source(of: r.rule))),
      ])
    case nil:
      return .null
    }
  }
}
