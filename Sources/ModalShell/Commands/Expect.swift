import ModalCore
import ModalSupport

/// What `expect` can check, in the order its error lists them.
///
/// Numeric facts pass within a tolerance (``defaultTolerance`` unless the line gives
/// `~TOLERANCE`); `visible` compares as a boolean; `snap` passes only at rest (neither dragging
/// nor animating); `between LOW HIGH` passes only between those two points (its value is the two
/// indices separated by a space); `lint clean` passes when `lint` finds no error or warning.
public enum ExpectTarget: String, Hashable, Sendable, CaseIterable {
  case state, snap, between, key, percent
  case frameX = "frame.x"
  case frameY = "frame.y"
  case frameWidth = "frame.width"
  case frameHeight = "frame.height"
  case radius, dim, opacity
  /// The content's length (issue 12); fails with `none (no content)` without content.
  case contentLength = "content.length"
  /// The content's scroll offset (issue 12); fails with `none (no content)` without content.
  case contentOffset = "content.offset"
  case config, event, visible, keyboard, orientation
  /// The VoiceOver flag (issue 13): `on` or `off`.
  case voiceOver = "voiceover"
  case lint
  /// The command before failed with this text in its message (docs/scripts.md).
  case error

  /// The tolerance of a percent when the line gives none: half of the last digit printed
  /// (percents print with three decimals).
  public static let percentTolerance = 0.0005
  /// The tolerance of a length, a radius, a dim or an opacity when the line gives none: half of
  /// the last digit printed (they print with two decimals).
  public static let valueTolerance = 0.005

  /// The tolerance used without `~TOLERANCE`, nil for a fact that is not a number.
  public var defaultTolerance: Double? {
    switch self {
    case .percent: Self.percentTolerance
    case .frameX, .frameY, .frameWidth, .frameHeight, .radius, .dim, .opacity, .contentLength,
      .contentOffset, .keyboard:
      Self.valueTolerance
    case .state, .snap, .between, .key, .config, .event, .visible, .orientation, .voiceOver,
      .lint, .error:
      nil
    }
  }

  /// What Tab offers for the value: the words the check compares with, read from the same
  /// declarations as the commands that set them (the states, the booleans, the orientations,
  /// the snap indices and keys).
  var valueCompletion: Completion {
    switch self {
    case .state: .words(ModalState.allCases.map(\.rawValue))
    case .snap: .snapIndices
    case .key: .snapKeys
    case .visible: .words(Self.booleans.map(\.word))
    case .orientation: SharedKinds.orientation.completion
    case .voiceOver: SharedKinds.onOff.completion
    case .keyboard: LengthOrOffKind.keyboardHeight.completion
    case .between, .percent, .frameX, .frameY, .frameWidth, .frameHeight, .radius, .dim,
      .opacity, .contentLength, .contentOffset, .config, .event, .lint, .error:
      .none
    }
  }

  /// The words `expect visible` accepts, and the boolean each means.
  public static let booleans: [(word: String, value: Bool)] = [
    ("yes", true), ("no", false), ("true", true), ("false", false), ("on", true),
    ("off", false), ("1", true), ("0", false),
  ]

  /// `help expect`'s note on tolerances and booleans.
  static var helpNotes: String {
    [
      "WHAT is one of " + allCases.map(\.rawValue).joined(separator: ", ") + ".", "",
      "Numbers pass within ~TOLERANCE, else within \(Expectations.decimal(percentTolerance)) (percent) or "
        + "\(Expectations.decimal(valueTolerance)) (frame.*,",
      "radius, dim, opacity, content.length, content.offset, keyboard): half of the last digit",
      "printed; keyboard 0 or off is no keyboard.",
      "A failure prints the difference and the tolerance.",
      "snap passes only at rest (not while dragging or animating), between LOW HIGH only",
      "while between those points. visible takes "
        + booleans.map(\.word).joined(separator: "/") + ".",
      "lint clean passes when lint finds no error or warning.",
    ].joined(separator: "\n")
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
    case .between:
      let low = try arguments.required(.index)
      let high = try arguments.required(.index)
      return .expect(.between, value: "\(low) \(high)", tolerance: nil)
    case .lint:
      try arguments.expectKeyword("clean")
      return .expect(.lint, value: "clean", tolerance: nil)
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

extension Session {
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
    let (lower, upper, fraction) = bracket()
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
  func expect(_ target: ExpectTarget, _ value: String, tolerance: Double?) throws(ShellError) {
    let what = target.rawValue
    let m = manager
    func failure(_ actual: String) -> ShellError {
      ShellError("expect \(what) \(value): got \(actual)")
    }
    func number(_ actual: Double, _ format: (Double) -> String) throws(ShellError) {
      guard let expected = Numbers.parse(value) else {
        throw ShellError("expect \(what): expected a number, got '\(value)'")
      }
      let allowed = tolerance ?? target.defaultTolerance ?? 0
      let difference = abs(actual - expected)
      guard difference > allowed + 1e-9 else { return }
      // The difference as the value prints, unless its rounding hides that it is over.
      let printed = format(difference)
      let rounding = abs((Numbers.parse(printed) ?? 0) - difference)
      let shown = rounding < difference - allowed ? printed : Expectations.decimal(difference)
      throw failure(
        "\(format(actual)), difference \(shown) > tolerance \(Expectations.decimal(allowed))")
    }
    func text(_ actual: String) throws(ShellError) {
      guard actual == value else { throw failure(actual) }
    }
    switch target {
    case .state: try text(m.state.rawValue)
    case .snap:
      let position = position()
      if position.rest == nil || value != position.text { throw failure(position.text) }
    case .between:
      let position = position()
      let wanted = value.split(separator: " ").compactMap { Int($0) }.sorted()
      guard let pair = position.pair, wanted == [pair.0, pair.1].sorted(),
        position.text.hasPrefix("between")
      else { throw failure(position.text) }
    case .key: try text(m.currentPoint.key ?? "none")
    case .percent: try number(m.percent, Text.pct)
    case .frameX: try number(m.frame.x, Text.pt)
    case .frameY: try number(m.frame.y, Text.pt)
    case .frameWidth: try number(m.frame.width, Text.pt)
    case .frameHeight: try number(m.frame.height, Text.pt)
    case .radius: try number(m.values[.cornerRadius], Text.pt)
    case .dim: try number(m.values[.backgroundOpacity], Text.pt)
    case .opacity: try number(m.values[.opacity], Text.pt)
    case .contentLength:
      guard let length = m.contentLength else { throw failure("none (no content)") }
      try number(length, Text.pt)
    case .contentOffset:
      guard m.config.content != nil else { throw failure("none (no content)") }
      try number(m.contentOffset, Text.pt)
    case .config:
      let selected = m.adaptiveConfig.name(of: m.selection)
      if value != selected && value != documentName {
        throw failure("\(documentName) (\(selected))")
      }
    case .event: try expectEvent(value)
    case .visible:
      guard let expected = Expectations.boolean(value) else {
        throw ShellError(
          "expect visible: expected \(ExpectTarget.booleans.map(\.word).joined(separator: ", ")), got '\(value)'"
        )
      }
      if expected != m.isVisible { throw failure(m.isVisible ? "visible" : "not visible") }
    case .keyboard:
      // A height in points, compared as a number; no keyboard is 0 (`off` says the same).
      let height = m.environment.keyboardHeight ?? 0
      if value == "off" {
        if height != 0 { throw failure(Text.pt(height)) }
      } else {
        try number(height, Text.pt)
      }
    case .orientation: try text(m.environment.orientation.rawValue)
    case .voiceOver: try text(m.environment.voiceOver ? "on" : "off")
    case .error: try expectError(value)
    case .lint:
      let failing = Lint.check(m.adaptiveConfig).filter { $0.fails(strict: true) }
      if let first = failing.first {
        let more = failing.count > 1 ? " and \(failing.count - 1) more" : ""
        throw failure("\(Lint.failure(failing, strict: true) ?? ""): \(first.line)\(more)")
      }
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
