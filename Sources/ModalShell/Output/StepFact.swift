import ModalCore
import ModalSupport

/// What a step fact holds in one session.
public enum FactValue: Equatable, Sendable {
  case number(Double)
  case name(String)
  case flag(Bool)
  /// The fact does not apply (no keyframe while dismissed, no content offset without content):
  /// the JSON step leaves it out, and `expect` fails with `got TEXT`.
  case absent(String)
  /// The fact applies and has no value (no key, no keyboard): `null` in the JSON step;
  /// `expect` passes on `TEXT` (`none`, `off`), and a number fact on 0 too.
  case none(String)
}

/// One fact of a step, declared once: its name (what `expect` calls it), where the JSON step
/// holds it, its kind and decimals (which decide its tolerance), what it says in `help expect`
/// and how it is read from the session. The JSON step, `expect`, `help expect` and Tab
/// completion read ``StepFacts/all``; adding a fact is one row there.
///
/// A class: `expect`'s parsed command holds one, and a reference keeps the command small.
public final class StepFact: Sendable, Hashable {
  /// How a fact is written and compared.
  public enum Kind: Hashable, Sendable {
    /// A number printed with `decimals` places (and compared within half of the last one).
    case number(decimals: Int)
    /// A word, compared exactly; `words` are what Tab offers (empty: anything).
    case name(words: [String])
    /// A boolean, shown as `yes` / `no` (`on` / `off`, `visible` / `not visible`); `expect`
    /// takes any of `yes`/`no`, `on`/`off`, `true`/`false`, `1`/`0`.
    case flag(yes: String, no: String)

    /// A flag shown as `yes` / `no`.
    public static let flag = Kind.flag(yes: "yes", no: "no")
  }

  /// What `expect` calls it: `frame.y`, `keyboard`.
  public let name: String
  /// Its place in the JSON step: `["frame", "y"]`.
  public let path: [String]
  public let kind: Kind
  /// The unit of a number (`pt`, `s`), empty for none.
  public let unit: String
  /// One line for `help expect`.
  public let summary: String
  /// Reads the fact from the manager and the name of the config document.
  let read: @Sendable (Manager, String) -> FactValue
  /// Other names that `expect` accepts for the same fact's value (the adaptive variant for
  /// `config`).
  let aliases: (@Sendable (Manager) -> [String])?
  init(
    _ name: String, _ path: [String], _ kind: Kind, unit: String = "", _ summary: String,
    aliases: (@Sendable (Manager) -> [String])? = nil,
    read: @escaping @Sendable (Manager, String) -> FactValue
  ) {
    self.name = name
    self.path = path
    self.kind = kind
    self.unit = unit
    self.summary = summary
    self.aliases = aliases
    self.read = read
  }

  /// A fact of a number the text step prints (`applies` says why it does not apply, else nil).
  init(
    _ number: StepNumber, _ name: String, _ path: [String], unit: String = "", _ summary: String,
    applies: @escaping @Sendable (Manager) -> FactValue? = { _ in nil }
  ) {
    self.name = name
    self.path = path
    self.kind = .number(decimals: number.decimals)
    self.unit = unit
    self.summary = summary
    self.aliases = nil
    self.read = { m, _ in applies(m) ?? .number(number.value(m)) }
  }

  /// The decimals a number is printed with (in the text step, the JSON step and `expect`'s
  /// messages); 0 for a name or a flag.
  public var decimals: Int {
    guard case .number(let decimals) = kind else { return 0 }
    return decimals
  }

  /// Half of the last digit printed, for a number; nil for a name or a flag.
  public var tolerance: Double? {
    guard case .number(let decimals) = kind else { return nil }
    var step = 0.5
    for _ in 0..<decimals { step /= 10 }
    return step
  }

  /// The value as text prints it (`590.80`, `none`).
  func shown(_ value: FactValue) -> String {
    switch value {
    case .number(let number):
      guard case .number(let decimals) = kind else {
        return FixedFormat.format(number, decimals: 2)
      }
      return FixedFormat.format(number, decimals: decimals)
    case .name(let text): return text
    case .flag(let flag):
      guard case .flag(let yes, let no) = kind else { return flag ? "yes" : "no" }
      return flag ? yes : no
    case .absent(let text), .none(let text): return text
    }
  }

  /// The value in the JSON step; nil when it is left out.
  func json(_ value: FactValue) -> JSONValue? {
    switch value {
    case .number(let number):
      guard case .number(let decimals) = kind, decimals > 0 else { return .number(number) }
      return .fixed(number, decimals: decimals)
    case .name(let text): return .string(text)
    case .flag(let flag): return .bool(flag)
    case .absent: return nil
    case .none: return .null
    }
  }

  public static func == (lhs: StepFact, rhs: StepFact) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
