/// The interpolators resolved lately, keyed by (config, environment): a rotation back and
/// forth, or a keyboard shown and hidden again, finds its points here instead of laying every
/// point out again (issue 17). A memo, not part of a manager's identity (two memos are always
/// equal); bounded, the oldest entry replaced first.
struct InterpolatorMemo: Equatable, Sendable {
  struct Entry: Sendable {
    var config: ModalConfig
    var environment: Environment
    var interpolator: Interpolator
  }

  /// The most entries kept: portrait and landscape, each with and without a keyboard, and a
  /// few devices.
  static let capacity = 8
  private var entries: [Entry] = []
  private var next = 0

  /// How many entries are kept now (for tests).
  var count: Int { entries.count }

  /// The points of `config` in `environment`: the memo's when it holds them, else resolved
  /// (``Interpolator/init(config:environment:)``) and kept.
  mutating func interpolator(config: ModalConfig, environment: Environment) -> Interpolator {
    for entry in entries where entry.environment == environment && entry.config == config {
      return entry.interpolator
    }
    let interpolator = Interpolator(config: config, environment: environment)
    let entry = Entry(config: config, environment: environment, interpolator: interpolator)
    if entries.count < Self.capacity {
      entries.append(entry)
    } else {
      entries[next] = entry
      next = (next + 1) % Self.capacity
    }
    return interpolator
  }

  static func == (a: InterpolatorMemo, b: InterpolatorMemo) -> Bool { true }
}
