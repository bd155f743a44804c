import ModalCore
import ModalSupport

/// What `expect` can check: a fact of the step (``StepFacts``, compared by its kind: numbers
/// within a tolerance, names exactly, flags as booleans), or one of the checks that are not a
/// single fact.
public enum ExpectTarget: Hashable, Sendable {
  case fact(StepFact)
  case check(ExpectCheck)

  /// Every target, in the order its error lists them: the facts, then the checks.
  public static let allCases: [ExpectTarget] =
    StepFacts.all.map { .fact($0) } + ExpectCheck.allCases.map { .check($0) }

  /// The target `expect` calls `name`.
  public init?(rawValue name: String) {
    if let fact = StepFacts.named(name) {
      self = .fact(fact)
    } else if let check = ExpectCheck(rawValue: name) {
      self = .check(check)
    } else {
      return nil
    }
  }

  /// What `expect` calls it.
  public var rawValue: String {
    switch self {
    case .fact(let fact): fact.name
    case .check(let check): check.rawValue
    }
  }

  /// The tolerance used without `~TOLERANCE`, nil for a target that is not a number.
  public var defaultTolerance: Double? {
    guard case .fact(let fact) = self else { return nil }
    return fact.tolerance
  }

  /// What Tab offers for the value: the words the fact can hold (the states, the booleans, the
  /// orientations, the devices), or the snap indices and keys.
  var valueCompletion: Completion {
    switch self {
    case .check(.snap): return .snapIndices
    case .check: return .none
    case .fact(let fact):
      switch (fact.name, fact.kind) {
      case ("key", _): return .snapKeys
      case ("index", _): return .snapIndices
      case ("keyboard", _): return LengthOrOffKind.keyboardHeight.completion
      case (_, .name(let words)): return words.isEmpty ? .none : .words(words)
      case (_, .flag(let yes, let no)):
        // A flag shown as two of the words offers those two, else every word.
        let words = Self.booleans.map(\.word)
        return .words(words.contains(yes) && words.contains(no) ? [yes, no] : words)
      case (_, .number): return .none
      }
    }
  }

  /// The words a flag accepts, and the boolean each means.
  public static let booleans: [(word: String, value: Bool)] = [
    ("yes", true), ("no", false), ("true", true), ("false", false), ("on", true),
    ("off", false), ("1", true), ("0", false),
  ]

  /// `help expect`'s list of facts and checks, read from ``StepFacts/all`` and
  /// ``ExpectCheck``, with each number's tolerance.
  static var helpNotes: String {
    let width = max(
      StepFacts.all.map(\.name.count).max() ?? 0, ExpectCheck.allCases.map(\.usage.count).max() ?? 0
    )
    let pad = { (text: String) in text + String(repeating: " ", count: width - text.count + 2) }
    var lines = ["Facts (expect FACT VALUE [~TOLERANCE]):"]
    for fact in StepFacts.all {
      var summary = fact.summary
      if let tolerance = fact.tolerance {
        let unit = fact.unit.isEmpty ? "" : " " + fact.unit
        summary += " (within \(Expectations.decimal(tolerance))\(unit))"
      }
      lines.append("  " + pad(fact.name) + summary)
    }
    lines.append("Checks:")
    for check in ExpectCheck.allCases { lines.append("  " + pad(check.usage) + check.summary) }
    lines += [
      "A number passes within ~TOLERANCE, else within half of the last digit printed (listed);",
      "a failure prints the difference and the tolerance. A flag takes "
        + booleans.map(\.word).joined(separator: "/") + ". A fact of the",
      "shown modal fails while it is dismissed; keyboard 0 or off is no keyboard.",
    ]
    return lines.joined(separator: "\n")
  }
}

/// The checks of `expect` that are not one fact of the step.
public enum ExpectCheck: String, Hashable, Sendable, CaseIterable {
  /// At rest at a snap point (not while dragging or animating).
  case snap
  /// Between two snap points (while dragging or animating).
  case between
  /// An event of the last step.
  case event
  /// `lint clean`: no error or warning.
  case lint
  /// The command before failed with this text in its message (docs/scripts.md).
  case error

  /// How `help expect` shows it.
  var usage: String {
    switch self {
    case .snap: "snap INDEX"
    case .between: "between LOW HIGH"
    case .event: "event NAME"
    case .lint: "lint clean"
    case .error: "error TEXT"
    }
  }

  /// One line for `help expect`.
  var summary: String {
    switch self {
    case .snap: "at rest at that point (not while dragging or animating)"
    case .between: "between those points (while dragging or animating)"
    case .event: "the last step had that event (its text or its name)"
    case .lint: "lint finds no error or warning"
    case .error: "the command before failed with TEXT in its message"
    }
  }
}

extension InspectionCommand {
  /// Reads `expect`'s arguments: `expect WHAT VALUE [~TOLERANCE]`, `expect between LOW HIGH`,
  /// `expect lint clean`.
  static func expectation(_ arguments: inout ArgumentReader) throws(ShellError) -> Self {
    // A form that is not about a fact of the session (such as one about the previous
    // command's error) is read here, before the target.
    let target = try arguments.required(.expectTarget)
    switch target {
    case .check(.between):
      let low = try arguments.required(.index)
      let high = try arguments.required(.index)
      return .expect(target, value: "\(low) \(high)", tolerance: nil)
    case .check(.lint):
      try arguments.expectKeyword("clean")
      return .expect(target, value: "clean", tolerance: nil)
    default:
      return .expect(
        target, value: try arguments.required(TextKind(completion: target.valueCompletion)),
        tolerance: try arguments.optional(.tolerance))
    }
  }
}

/// Formatting for `expect`'s messages.
enum Expectations {
  /// A number with as few decimals as it needs (up to six): `0.005`, `2.5`, `10`.
  static func decimal(_ value: Double) -> String {
    var text = FixedFormat.format(value, decimals: 6)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The boolean a word of ``ExpectTarget/booleans`` means, or nil.
  static func boolean(_ word: String) -> Bool? {
    ExpectTarget.booleans.first { $0.word == word.lowercased() }?.value
  }
}

extension Session.Workspace {
  /// Where the modal is, as `expect snap` and `expect between` compare it: `2` at rest,
  /// `between 1 and 2 (dragging)`, `at 2 (animating to 3)`, `none (dismissed)`; `rest` is the
  /// index at rest, `pair` the two points around it while it moves.
  func position() -> (text: String, rest: Int?, pair: (Int, Int)?) {
    let m = manager
    guard m.isVisible else { return ("none (dismissed)", nil, nil) }
    let motion: String
    if m.gesture != nil {
      motion = "dragging"
    } else if let running = m.animation {
      motion = "animating to \(running.target)"
    } else {
      return (String(m.currentIndex), m.currentIndex, nil)
    }
    let bracket = m.bracket
    let (lower, upper, fraction) = (bracket.lower, bracket.upper, bracket.fraction)
    let place: String
    if abs(fraction) < 1e-9 {
      place = "at \(lower)"
    } else if abs(fraction - 1) < 1e-9 {
      place = "at \(upper)"
    } else {
      place = "between \(lower) and \(upper)"
    }
    return ("\(place) (\(motion))", nil, (lower, upper))
  }

  /// Checks an expectation; a failed one is an error that says what was found:
  /// `expect frame.y 388: got 390.50, difference 2.50 > tolerance 0.005`.
  /// `lastError` is the error of the line before (nil when it succeeded), for `expect error`.
  func expect(_ target: ExpectTarget, _ value: String, tolerance: Double?, lastError: String?)
    throws(ShellError)
  {
    let failure = { (actual: String) in
      ShellError("expect \(target.rawValue) \(value): got \(actual)")
    }
    let check: ExpectCheck
    switch target {
    case .fact(let fact): return try expect(fact, value, tolerance: tolerance)
    case .check(let which): check = which
    }
    switch check {
    case .snap:
      let position = position()
      if position.rest == nil || value != position.text { throw failure(position.text) }
    case .between:
      let position = position()
      let wanted = value.split(separator: " ").compactMap { Int($0) }.sorted()
      guard let pair = position.pair, wanted == [pair.0, pair.1].sorted(),
        position.text.hasPrefix("between")
      else { throw failure(position.text) }
    case .event: try expectEvent(value)
    case .error: try Session.expectError(value, lastError: lastError)
    case .lint:
      let failing = Lint.check(manager.adaptiveConfig).filter { $0.fails(strict: true) }
      if let first = failing.first {
        let more = failing.count > 1 ? " and \(failing.count - 1) more" : ""
        throw failure("\(Lint.failure(failing, strict: true) ?? ""): \(first.line)\(more)")
      }
    }
  }

  /// `expect FACT VALUE [~TOLERANCE]`: a number within the tolerance (the fact's unless the
  /// line gives one), a name exactly (or one of its aliases), a flag as a boolean.
  func expect(_ fact: StepFact, _ value: String, tolerance: Double?) throws(ShellError) {
    let actual = fact.read(manager, documentName)
    let failure = { (shown: String) in ShellError("expect \(fact.name) \(value): got \(shown)") }
    if case .absent(let text) = actual { throw failure(text) }
    if case .none(let text) = actual, value == text { return }
    switch fact.kind {
    case .number:
      guard let expected = Numbers.parse(value) else {
        // The word of a fact with no value (`off`, `none`) while it has one.
        if value == "off" || value == "none" { throw failure(fact.shown(actual)) }
        throw ShellError("expect \(fact.name): expected a number, got '\(value)'")
      }
      // No value (no keyboard) is 0.
      let number: Double = if case .number(let n) = actual { n } else { 0 }
      let allowed = tolerance ?? fact.tolerance ?? 0
      let difference = abs(number - expected)
      guard difference > allowed + 1e-9 else { return }
      // The difference as the value prints, unless its rounding hides that it is over.
      let printed = fact.shown(.number(difference))
      let rounding = abs((Numbers.parse(printed) ?? 0) - difference)
      let shown = rounding < difference - allowed ? printed : Expectations.decimal(difference)
      throw failure(
        "\(fact.shown(.number(number))), difference \(shown) > tolerance \(Expectations.decimal(allowed))"
      )
    case .flag:
      guard let expected = Expectations.boolean(value) else {
        let words = ExpectTarget.booleans.map(\.word).joined(separator: ", ")
        throw ShellError("expect \(fact.name): expected \(words), got '\(value)'")
      }
      if case .flag(let flag) = actual, flag != expected { throw failure(fact.shown(actual)) }
    case .name:
      let names = [fact.shown(actual)] + (fact.aliases?(manager) ?? [])
      guard !names.contains(value) else { return }
      let others = names.dropFirst().filter { $0 != names[0] }
      throw failure(names[0] + (others.isEmpty ? "" : " (\(others.joined(separator: ", ")))"))
    }
  }

  /// `expect event NAME`: an event of the last step, by its text or its name.
  func expectEvent(_ value: String) throws(ShellError) {
    let texts = lastEvents.filter {
      if case .stateWillChange = $0.kind { return false }
      return true
    }.map(\.kind.text)
    if !texts.contains(value) && !lastEvents.contains(where: { $0.kind.name == value }) {
      throw ShellError(
        "expect event: \(value) did not happen in the last step (events: \(texts.isEmpty ? "none" : texts.joined(separator: ", ")))"
      )
    }
  }
}
