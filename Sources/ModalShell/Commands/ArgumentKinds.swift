import ModalCore
import ModalRender
import ModalSupport
import ModalSwift

/// A kind of command argument: it parses a word into its value (or says what it expected) and
/// declares what it completes to. Commands read their arguments through an ``ArgumentReader``
/// with these, so a kind's syntax, error and completion are written once.
protocol ArgumentKind: Sendable {
  associatedtype Value
  /// What the argument completes to.
  var completion: Completion { get }
  /// What is missing in `missing NOUN after 'KEYWORD'`.
  var noun: String { get }
  /// The value of a word, or an error naming what was expected.
  func parse(_ word: Word) throws(ShellError) -> Value
}

extension ArgumentKind {
  var completion: Completion { .none }
  var noun: String { "argument" }
}

/// The error `expected WHAT, got 'WORD'`.
func expected(_ what: String, _ word: Word) -> ShellError {
  ShellError("expected \(what), got '\(word.text)'", offset: word.offset)
}

/// The error `expected RANGE, got 'WORD'` (``NumberRange`` declares the range once, for
/// `set`, JSON and the arguments alike).
func outOfRange(_ range: NumberRange, _ word: Word) -> ShellError {
  ShellError(range.error(got: "'\(word.text)'").message, offset: word.offset)
}

/// `a`, `a or b`, `a, b or c`.
func alternatives(_ words: [String]) -> String {
  guard let last = words.last, words.count > 1 else { return words.first ?? "" }
  return words.dropLast().joined(separator: ", ") + " or " + last
}

/// Numbers as users type them.
enum Numbers {
  /// A finite number in plain decimal notation, or nil. Forms Double accepts but users never
  /// mean (hex, "nan", "inf") are refused: only ASCII digits, signs, points and exponents.
  static func parse<Digits: StringProtocol>(_ text: Digits) -> Double? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ byte in
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
          || byte == UInt8(ascii: "E")
      }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// `value` when `range` holds it, else the range's error about `word`.
  static func checked(_ value: Double, _ range: NumberRange, _ word: Word) throws(ShellError)
    -> Double
  {
    guard range.contains(value) else { throw outOfRange(range, word) }
    return value
  }

  /// `text` without `suffix` when it ends with it.
  static func dropping(_ suffix: String, from text: String) -> Substring? {
    text.hasSuffix(suffix) ? text.dropLast(suffix.utf8.count) : nil
  }
}

/// A length along an axis: `0.4`, `40%` or `120pt`, in ``NumberRange/dragFraction`` (a bare
/// number beyond one length is refused with a suggestion), ``NumberRange/dragPercent`` or
/// ``NumberRange/dragPoints``.
struct AmountKind: ArgumentKind {
  func parse(_ word: Word) throws(ShellError) -> Amount {
    let text = word.text
    if let points = Numbers.dropping("pt", from: text).flatMap(Numbers.parse) {
      return .points(try Numbers.checked(points, .dragPoints, word))
    }
    if let percent = Numbers.dropping("%", from: text).flatMap(Numbers.parse) {
      return .fraction(try Numbers.checked(percent, .dragPercent, word) / 100)
    }
    if let fraction = Numbers.parse(text) {
      // A bare number is a fraction of the container: beyond one length it was surely meant
      // in percent or points.
      guard NumberRange.dragFraction.contains(fraction) else {
        throw ShellError(
          outOfRange(.dragFraction, word).message + " ("
            + Suggestions.didYouMean("\(text)% or \(text)pt", quoted: false) + ")",
          offset: word.offset)
      }
      return .fraction(fraction)
    }
    throw expected("an amount like 0.4, 40% or 120pt", word)
  }
}

/// A velocity in points per second: `800`, `-1200pt/s`, in ``NumberRange/velocity``.
struct VelocityKind: ArgumentKind {
  func parse(_ word: Word) throws(ShellError) -> Double {
    guard let value = Numbers.parse(Numbers.dropping("pt/s", from: word.text) ?? word.text[...])
    else { throw expected("a velocity in pt/s like 800 or -1200", word) }
    return try Numbers.checked(value, .velocity, word)
  }
}

/// A duration as a number of frames: `0.1s`, `100ms`, `6f`, or a bare number of seconds; in
/// ``NumberRange/elapsed`` (up to an hour, 216000 frames).
struct DurationKind: ArgumentKind {
  func parse(_ word: Word) throws(ShellError) -> Int {
    let text = word.text
    var value: Double? = nil
    var frames = false
    if let milliseconds = Numbers.dropping("ms", from: text) {
      value = Numbers.parse(milliseconds).map { $0 / 1000 }
    } else if let seconds = Numbers.dropping("s", from: text) {
      value = Numbers.parse(seconds)
    } else if let count = Numbers.dropping("f", from: text) {
      value = Numbers.parse(count)
      frames = true
    } else {
      value = Numbers.parse(text)
    }
    guard let value else {
      throw expected("a duration like 0.1s, 100ms or 6f (up to an hour)", word)
    }
    let seconds = try Numbers.checked(
      frames ? value / Clock.framesPerSecond : value, .elapsed, word)
    guard frames else { return Clock.frames(seconds) }
    guard value == value.rounded() else { throw expected("a whole number of frames", word) }
    return Int(saturating: value)
  }
}

/// A snap point: an index or a key, and with `relative` also next / prev / closest (which
/// every snap target parses; `relative` only decides whether completion offers them).
struct SnapTargetKind: ArgumentKind {
  let relative: Bool

  var completion: Completion { .snapPoints(relative: relative) }

  func parse(_ word: Word) -> SnapTarget {
    switch word.text {
    case "next": .next
    case "prev", "previous": .previous
    case "closest": .closest
    default: Int(word.text).map(SnapTarget.index) ?? .key(word.text)
    }
  }
}

/// A finite number, in `range` when one is given.
struct NumberKind: ArgumentKind {
  /// What the number is, for errors (`an inset in points`).
  let what: String
  /// The values accepted (nil: any finite number).
  var range: NumberRange? = nil

  func parse(_ word: Word) throws(ShellError) -> Double {
    guard let value = Numbers.parse(word.text) else { throw expected(what, word) }
    guard let range else { return value }
    return try Numbers.checked(value, range, word)
  }
}

/// A whole number, at least `minimum`.
struct IntegerKind: ArgumentKind {
  /// What the number is, for errors (`a snap point index`).
  let what: String
  let noun: String
  let minimum: Int?
  let completion: Completion

  func parse(_ word: Word) throws(ShellError) -> Int {
    guard let value = Int(word.text) else { throw expected(what, word) }
    if let minimum, value < minimum { throw expected("\(what) of at least \(minimum)", word) }
    return value
  }
}

/// A length in points (`336`, `336pt`) in a range, or `off` / `none` (nil): a keyboard's
/// height, a content's length.
struct LengthOrOffKind: ArgumentKind {
  /// What the length is, for the message (`a keyboard height`).
  var what: String
  var range: NumberRange

  var completion: Completion { .words(["off"]) }

  func parse(_ word: Word) throws(ShellError) -> Double? {
    if word.text == "off" || word.text == "none" { return nil }
    guard let length = Numbers.parse(Numbers.dropping("pt", from: word.text) ?? word.text[...])
    else { throw expected("\(what) in points or off", word) }
    return try Numbers.checked(length, range, word)
  }
}

/// A size `WIDTHxHEIGHT` in points (the environment checks ``NumberRange/size``, with the
/// rest of what a size must leave room for).
struct SizeKind: ArgumentKind {
  func parse(_ word: Word) throws(ShellError) -> Size {
    let parts = word.text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Numbers.parse(parts[0]),
      let height = Numbers.parse(parts[1])
    else { throw expected("a size like 500x800", word) }
    return Size(width: width, height: height)
  }
}

/// A tolerance for `expect`: `~0.01`.
struct ToleranceKind: ArgumentKind {
  func parse(_ word: Word) throws(ShellError) -> Double {
    guard word.text.hasPrefix("~"), let value = Numbers.parse(word.text.dropFirst()), value >= 0
    else { throw expected("a tolerance like ~0.01", word) }
    return value
  }
}

/// A `FIELD=VALUE` pair of `add snap`.
struct FieldKind: ArgumentKind {
  var completion: Completion { .pointFields }

  func parse(_ word: Word) throws(ShellError) -> String {
    guard word.text.contains("=") else { throw expected("FIELD=VALUE like height=40%", word) }
    return word.text
  }
}

/// Any word, as typed: a file name, a `set` path, an expected value.
struct TextKind: ArgumentKind {
  let completion: Completion

  func parse(_ word: Word) -> String { word.text }
}

/// One of a few words, each a value of `Value` (`on|off`, `portrait|landscape`): anything else
/// is `expected a, b or c`.
struct ChoiceKind<Value: Sendable>: ArgumentKind {
  let choices: [(word: String, value: Value)]

  var completion: Completion { .words(choices.map(\.word)) }

  func parse(_ word: Word) throws(ShellError) -> Value {
    for choice in choices where choice.word == word.text { return choice.value }
    throw expected(alternatives(choices.map(\.word)), word)
  }
}

extension ChoiceKind where Value: RawRepresentable<String> & CaseIterable {
  /// Every case of an enum, by its raw value.
  init() { choices = Value.allCases.map { ($0.rawValue, $0) } }
}

/// A scroll offset in points (`300`, `300pt`) in ``NumberRange/contentOffset``, `top` or
/// `bottom`.
struct ScrollTargetKind: ArgumentKind {
  var completion: Completion { .words(["top", "bottom"]) }
  var noun: String { "offset" }

  func parse(_ word: Word) throws(ShellError) -> ScrollTarget {
    if word.text == "top" { return .top }
    if word.text == "bottom" { return .bottom }
    guard let offset = Numbers.parse(Numbers.dropping("pt", from: word.text) ?? word.text[...])
    else { throw expected("a scroll offset in points, top or bottom", word) }
    return .offset(try Numbers.checked(offset, .contentOffset, word))
  }
}

/// Where the finger is during a drag: `content`, `handle` or `edge`.
struct DragSurfaceKind: ArgumentKind {
  var completion: Completion { .words(DragSurface.allCases.map(\.rawValue)) }
  var noun: String { "surface" }

  func parse(_ word: Word) throws(ShellError) -> DragSurface {
    guard let surface = DragSurface(rawValue: word.text) else {
      throw expected(alternatives(DragSurface.allCases.map(\.rawValue)), word)
    }
    return surface
  }
}

/// A name from a ``NameSet`` (a device, a preset): anything else is the set's `unknown NAME`
/// error.
struct NameKind<Value: Sendable>: ArgumentKind {
  let names: NameSet
  let lookup: @Sendable (String) -> Value?

  var completion: Completion { .words(names.names) }
  /// The last word of what a name is: `missing preset after 'to'` for a layout preset.
  var noun: String { names.what.split(separator: " ").last.map(String.init) ?? "name" }

  func parse(_ word: Word) throws(ShellError) -> Value {
    guard let value = lookup(word.text) else { throw names.unknown(word) }
    return value
  }
}

/// A command name or a `help` topic: exact, an alias, or an unambiguous prefix.
struct HelpSubjectKind: ArgumentKind {
  var completion: Completion { .words(CommandTable.names + HelpTopic.names) }

  func parse(_ word: Word) throws(ShellError) -> String {
    if HelpTopic.named(word.text) != nil { return word.text }
    return try CommandTable.resolve(word).name
  }
}

// The kinds by name, for the declarations: `try arguments.required(.amount)`.
extension ArgumentKind where Self == AmountKind {
  static var amount: Self { AmountKind() }
}
extension ArgumentKind where Self == VelocityKind {
  static var velocity: Self { VelocityKind() }
}
extension ArgumentKind where Self == DurationKind {
  static var duration: Self { DurationKind() }
}
extension ArgumentKind where Self == SnapTargetKind {
  /// An index or key (next / prev / closest parse but are not offered).
  static var snapPoint: Self { SnapTargetKind(relative: false) }
  /// An index, a key, next, prev or closest.
  static var snapTarget: Self { SnapTargetKind(relative: true) }
}
extension ArgumentKind where Self == DragSurfaceKind {
  static var dragSurface: Self { DragSurfaceKind() }
}
extension ArgumentKind where Self == ScrollTargetKind {
  static var scrollTarget: Self { ScrollTargetKind() }
}
extension ArgumentKind where Self == NumberKind {
  static func number(_ what: String, _ range: NumberRange? = nil) -> Self {
    NumberKind(what: what, range: range)
  }
}
extension ArgumentKind where Self == IntegerKind {
  /// A snap point index.
  static var index: Self {
    IntegerKind(what: "a snap point index", noun: "index", minimum: nil, completion: .snapIndices)
  }
  /// The index of a snap point `remove snap` would remove (completion leaves out the rest).
  static var removableIndex: Self {
    IntegerKind(
      what: "a snap point index", noun: "index", minimum: nil, completion: .removableSnaps)
  }
  /// A count of at least 1.
  static func count(_ what: String) -> Self {
    IntegerKind(what: what, noun: "number", minimum: 1, completion: .none)
  }
}
extension ArgumentKind where Self == LengthOrOffKind {
  static var keyboardHeight: Self {
    LengthOrOffKind(what: "a keyboard height", range: .keyboardHeight)
  }
  static var contentLength: Self {
    LengthOrOffKind(what: "a content length", range: .contentLength)
  }
}
extension ArgumentKind where Self == SizeKind {
  static var size: Self { SizeKind() }
}
extension ArgumentKind where Self == ToleranceKind {
  static var tolerance: Self { ToleranceKind() }
}
extension ArgumentKind where Self == FieldKind {
  static var field: Self { FieldKind() }
}
extension ArgumentKind where Self == TextKind {
  /// A word with nothing to complete.
  static var text: Self { TextKind(completion: .none) }
  /// A file name.
  static var file: Self { TextKind(completion: .files) }
  /// A `set` path.
  static var setPath: Self { TextKind(completion: .setPaths) }
  /// A flag's name (``Environment/flags``): what the config's conditions name is offered.
  static var flagName: Self { TextKind(completion: .flags) }
}
/// The kinds whose values hold arrays, made once (a declaration reads them on every line).
enum SharedKinds {
  static let onOff = ChoiceKind(choices: [("on", true), ("off", false)])
  static let orientation = ChoiceKind<Orientation>()
  static let animateMode = ChoiceKind<AnimateMode>()
  static let iosVersion = ChoiceKind<IOSVersion>()
}

extension ArgumentKind where Self == ChoiceKind<Bool> {
  /// `on` (true) or `off` (false).
  static var onOff: Self { SharedKinds.onOff }
}
extension ArgumentKind where Self == ChoiceKind<String> {
  /// Exactly this word.
  static func word(_ word: String) -> Self { ChoiceKind(choices: [(word, word)]) }
}
extension ArgumentKind where Self == ChoiceKind<Orientation> {
  static var orientation: Self { SharedKinds.orientation }
}
extension ArgumentKind where Self == ChoiceKind<AnimateMode> {
  static var animateMode: Self { SharedKinds.animateMode }
}
extension ArgumentKind where Self == ChoiceKind<IOSVersion> {
  /// An iOS version `export swift --ios` writes code for (`16.4`).
  static var iosVersion: Self { SharedKinds.iosVersion }
}
extension ArgumentKind where Self == NameKind<String> {
  /// A built-in preset's name.
  static var preset: Self {
    NameKind(names: .presets) { BuiltinPresets.source(named: $0) != nil ? $0 : nil }
  }
  /// An `export swift` target's name.
  static var exportTarget: Self {
    NameKind(names: .exportTargets) { SwiftExportTargets.named($0) != nil ? $0 : nil }
  }
  /// A device's name.
  static var device: Self {
    NameKind(names: .devices) { Device.named($0) != nil ? $0 : nil }
  }
}
extension ArgumentKind where Self == NameKind<LayoutPreset> {
  static var layoutPreset: Self {
    NameKind(names: .layoutPresets, lookup: LayoutPreset.named)
  }
}
extension ArgumentKind where Self == NameKind<PlotProperty> {
  static var plotProperty: Self {
    NameKind(names: .plotProperties) { PlotProperty(rawValue: $0) }
  }
}
extension ArgumentKind where Self == NameKind<ExpectTarget> {
  static var expectTarget: Self {
    NameKind(names: .expectTargets) { ExpectTarget(rawValue: $0) }
  }
}
extension ArgumentKind where Self == HelpSubjectKind {
  static var helpSubject: Self { HelpSubjectKind() }
}
