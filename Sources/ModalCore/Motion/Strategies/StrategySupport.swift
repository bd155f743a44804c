import ModalSupport

/// Geometry and option helpers shared by the peer strategies. Every peer describes its rule in
/// its own coordinates (a bottom sheet's top, a "visible height"); these helpers express those
/// in the model's terms for any direction, so each strategy reads like its peer's rule.
extension ReleaseInput {
  /// The value the config sets for an option, or nil.
  func configured(_ option: ReleaseOptionSpec) -> Double? {
    let options = config.release.options
    // A rule declares a handful of options: comparing their names costs less than hashing
    // one, and the release map asks a rule's options at every cell.
    guard options.count > 8 else {
      for (name, value) in options where name == option.name { return value }
      return nil
    }
    return options[option.name]
  }

  /// A numeric release option: the config's value, else the option's declared default. An
  /// option whose default is derived from the config (no declared default) is read with
  /// ``configured(_:)`` instead; here it falls back to the bottom of its range.
  func option(_ option: ReleaseOptionSpec) -> Double {
    configured(option) ?? option.defaultValue ?? option.range.lowerBound
  }

  /// An on / off release option (0 = off, anything else = on), else its declared default.
  func flag(_ option: ReleaseOptionSpec) -> Bool {
    self.option(option) != 0
  }

  /// The container's length along the primary axis.
  var axisLength: Double { interpolator.container[config.snapDirection.axis] }

  /// The leading edge of a modal that shows nothing: the container's bottom for a bottom sheet
  /// (the right side for a right drawer), 0 for a top sheet or a left drawer.
  var closedEdge: Double { openingSign < 0 ? axisLength : 0 }

  /// How far a leading edge lies inside the container from the side the modal comes from: the
  /// "visible height" of a bottom sheet (`H - minY`), generalised to every direction.
  func visibleExtent(_ edge: Double) -> Double { (edge - closedEdge) * openingSign }

  /// An edge as a position that grows as the modal opens, so that rules can compare with `<`.
  func openness(_ edge: Double) -> Double { edge * openingSign }

  /// The inverse of ``openness(_:)``.
  func edge(openness value: Double) -> Double { value * openingSign }

  /// The leading edge of the point at a combined index, or nil when there is no such point.
  func pointEdge(_ index: Int) -> Double? {
    guard index >= 0, index < interpolator.points.count else { return nil }
    return interpolator.leadingEdge(of: interpolator.points[index].rect)
  }

  /// True for the base points a rule may land on (standard, and allowSnapping not false).
  func isSnappableBase(_ candidate: ReleaseRecord.Candidate) -> Bool {
    candidate.index >= 1 && candidate.index <= lastBaseIndex && candidate.excluded == nil
  }

  /// ``candidates(from:)`` with the undershoot and the overshoot excluded when a release may
  /// not land on them (step 4 of the adaptive rule), for the rules that walk from point to
  /// point: they need the exclusion before choosing, not after.
  func anchorCandidates(from edge: Double) -> [ReleaseRecord.Candidate] {
    var list = candidates(from: edge)
    for i in list.indices where list[i].excluded == nil {
      if list[i].index == 0 && !undershootAllowed {
        list[i].excluded = "the undershoot is not allowed"
      } else if list[i].index == overshootIndex && !overshootAllowed {
        list[i].excluded = "the overshoot is not allowed"
      }
    }
    return list
  }

  /// The record of the decision of the strategy `name` on this release, before its facts.
  func record(of name: String) -> ReleaseRecord {
    var record = ReleaseRecord(strategy: name, velocity: velocity, leadingEdge: leadingEdge)
    record.explains = explains
    return record
  }

  /// A decision to dismiss that the strategy's own rule took (PanModal's dismiss, Material's
  /// HIDDEN, ...): target 0 and dismissing, whatever the undershoot flags say, because the
  /// peer's dismissal is governed by its own options (`isDismissable`, `allowsDragToDismiss`,
  /// `hideable`).
  func dismissal(record: inout ReleaseRecord) -> ReleaseDecision {
    record.chosen = 0
    record.target = 0
    record.dismisses = true
    return ReleaseDecision(target: 0, dismisses: true, record: record)
  }

  /// The decision when the config has too few resolved points for the rule: stay at the start.
  func fallback(record: inout ReleaseRecord, _ reason: String) -> ReleaseDecision {
    record.note(reason + ": back to \(startIndex)")
    return finish(startIndex, record: &record)
  }
}

/// Number formatting for the rule notes of a ``ReleaseRecord`` (`320`, `590.8`, `0.51`).
enum ReleaseText {
  /// `decimals` decimals at most (2 by default), without trailing zeros.
  static func number(_ value: Double, decimals: Int = 2) -> String {
    var text = FixedFormat.format(value, decimals: decimals)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// "on" / "off".
  static func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }
}
