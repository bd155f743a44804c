import ModalCore

/// The commands `compare` replays on other configs: every modal action, environment change and
/// `animate` since the workspace was made (the start or the last `reset`), where the last
/// `present` is among them and the environment and animate mode it ran in. The commands that
/// change the config (`set`, `preset`, `content`, ...) are kept only to be named: a replay on
/// another config does not run them, and `compare` says so. An `undo` that restored an
/// environment is replayed as that environment.
///
/// Bounded: the last ``limit`` to twice that many entries (trimmed in batches, so appends stay
/// O(1) amortised), so that a long session's memory stays flat (issue 17's W6: ten million
/// lines within 10 % of ten thousand); once the oldest are dropped, `--all` can no longer
/// replay from the start and says so, and a gesture longer than the limit cannot be replayed.
struct GestureLog: Equatable {
  /// One command of the log.
  enum Entry: Equatable {
    /// A command a replay runs: its input as typed, parsed again when replayed (``command``),
    /// so that noting a line costs one string, not a copy of its parsed command.
    case command(input: String)
    /// A config command: not replayed, named in the report.
    case skipped(input: String)
    /// The environment an `undo` restored, replayed as that environment (boxed: an
    /// environment is several times the size of the other cases, and rare).
    indirect case restore(Environment, input: String)

    /// The command's input as typed.
    var input: String {
      switch self {
      case .command(let input), .skipped(let input), .restore(_, let input): input
      }
    }

    /// The command of a `command` entry, parsed from its input (it parsed when it ran).
    var command: Command? {
      guard case .command(let input) = self, let command = try? CommandTable.parse(input) else {
        return nil
      }
      return command
    }
  }

  /// The fewest entries kept once the log is trimmed.
  static let limit = 1_000

  /// The environment when the workspace was made: where `compare --all` starts.
  var start: Environment
  var entries: [Entry] = []
  /// The last `present`: its entry, and the environment and animate mode it ran in.
  var present: (at: Int, environment: Environment, animate: AnimateMode)? = nil
  /// True once the oldest entries were dropped.
  var dropped = false
  /// True when the last `present` itself was dropped (a gesture longer than the bound).
  var presentDropped = false

  init(start: Environment) { self.start = start }

  static func == (a: GestureLog, b: GestureLog) -> Bool {
    a.start == b.start && a.entries == b.entries && a.present?.at == b.present?.at
      && a.present?.environment == b.present?.environment
      && a.present?.animate == b.present?.animate && a.dropped == b.dropped
      && a.presentDropped == b.presentDropped
  }

  /// True for the commands whose ``note(_:input:environment:animate:environmentBefore:)``
  /// reads the environment after them: `present` (the replay starts in it) and the config
  /// commands (an `undo` may restore one).
  static func needsEnvironment(_ command: Command) -> Bool {
    switch command {
    case .modal(.present), .config: true
    default: false
    }
  }

  /// Notes a command that succeeded; `environment` is the manager's after it when
  /// ``needsEnvironment(_:)`` (nil otherwise), `animate` the animate mode before it,
  /// `environmentBefore` the manager's before it when the command was a config command.
  mutating func note(
    _ command: Command, input: String, environment: Environment?, animate: AnimateMode,
    environmentBefore: Environment?
  ) {
    switch command {
    case .modal(let action):
      if case .present = action, let environment {
        present = (entries.count, environment, animate)
        presentDropped = false
      }
      append(.command(input: input))
    case .environment(.devices):
      return
    case .environment:
      append(.command(input: input))
    case .inspection(.animate):
      append(.command(input: input))
    case .config(.override):
      append(.command(input: input))
    case .config(.presets), .config(.save), .config(.exportSwift), .config(.exportSVG),
      .config(.exportKotlin),
      .config(.config), .config(.set(_, nil)):
      return
    case .config:
      append(.skipped(input: input))
      if let environmentBefore, let environment, environment != environmentBefore {
        append(.restore(environment, input: input))
      }
    case .inspection, .session:
      return
    }
  }

  private mutating func append(_ entry: Entry) {
    entries.append(entry)
    guard entries.count > 2 * Self.limit else { return }
    let removed = entries.count - Self.limit
    entries.removeFirst(removed)
    dropped = true
    if let kept = present {
      if kept.at < removed {
        present = nil
        presentDropped = true
      } else {
        present = (kept.at - removed, kept.environment, kept.animate)
      }
    }
  }
}
