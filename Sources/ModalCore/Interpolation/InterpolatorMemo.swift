/// The last few entries of a memo, the oldest replaced first once `capacity` are kept: the
/// storage of the manager's memos (``InterpolatorMemo``, `RestFrameCache`).
struct RecentEntries<Entry: Sendable>: Sendable {
  /// The most entries kept.
  let capacity: Int
  private(set) var entries: [Entry] = []
  private var next = 0

  /// An empty memo that keeps at most `capacity` entries.
  init(capacity: Int) { self.capacity = capacity }

  /// The first entry that `matches`; else the one `make` gives, kept.
  mutating func find(_ matches: (Entry) -> Bool, orMake make: () -> Entry) -> Entry {
    for entry in entries where matches(entry) { return entry }
    let made = make()
    insert(made)
    return made
  }

  /// Keeps `entry`, in place of the oldest when full.
  mutating func insert(_ entry: Entry) {
    if entries.count < capacity {
      entries.append(entry)
    } else {
      entries[next] = entry
      next = (next + 1) % capacity
    }
  }
}

/// The interpolators resolved lately, keyed by (config, environment): a rotation back and
/// forth, or a keyboard shown and hidden again, finds its points here instead of laying every
/// point out again. A memo, not part of a manager's identity (two memos are always
/// equal); bounded, the oldest entry replaced first.
struct InterpolatorMemo: Equatable, Sendable {
  struct Entry: Sendable {
    var config: ModalConfig
    var environment: Environment
    var interpolator: Interpolator
    /// `config.dependsOnKeyboard`, worked out once (it walks every layout).
    var dependsOnKeyboard: Bool
  }

  /// The most entries kept (portrait and landscape, each with and without a keyboard, and a
  /// few devices).
  static var capacity: Int { 8 }
  private var recent = RecentEntries<Entry>(capacity: capacity)

  /// How many entries are kept now (for tests).
  var count: Int { recent.entries.count }

  /// The points of `config` in `environment`: the memo's when it holds them, else resolved
  /// (``Interpolator/init(config:environment:)``) and kept.
  mutating func interpolator(config: ModalConfig, environment: Environment) -> Interpolator {
    entry(config: config, environment: environment).interpolator
  }

  /// The entry of `config` in `environment`: the memo's, else made and kept.
  mutating func entry(config: ModalConfig, environment: Environment) -> Entry {
    recent.find(
      { $0.environment == environment && $0.config == config },
      orMake: {
        Entry(
          config: config, environment: environment,
          interpolator: Interpolator(config: config, environment: environment),
          dependsOnKeyboard: config.dependsOnKeyboard)
      })
  }

  static func == (a: InterpolatorMemo, b: InterpolatorMemo) -> Bool { true }
}
