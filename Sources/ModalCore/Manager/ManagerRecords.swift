extension Manager {
  /// What caused a programmatic snap, as `explain` names it.
  public enum SnapCause: String, Hashable, Sendable, CaseIterable {
    case snap
    case present
    case dismiss
    case keyboard
    case environment
    case config
    case override
    case clearOverride = "clear override"

    /// The name `explain` prints (`clear override`, `keyboard`, ...).
    public var name: String { rawValue }
  }

  /// What the last programmatic snap did, for `explain`.
  public struct SnapRecord: Hashable, Sendable {
    public var from: Int
    public var to: Int
    public var fromRect: Rect
    public var toRect: Rect
    public var animation: AnimationConfig
    public var crossFade: Bool
    /// What caused it.
    public var cause: SnapCause
    /// The library's rule that chose the target, when a peer's rule did.
    public var rule: String? = nil
    /// Where that rule is in the library's source.
    public var source: RuleSource? = nil
  }

  /// The last thing `explain` can explain: a release, a programmatic snap or a hand-off step.
  public enum Explanation: Hashable, Sendable {
    /// A drag's release (or a dismissal during the drag): the strategy's numbers.
    case release(ReleaseRecord)
    /// A programmatic snap (present, dismiss, snap, an environment or config change, ...).
    case snap(SnapRecord)
    /// A step of a touch on the content or the edge strip: the hand-off rule's clause.
    case handoff(HandoffRecord)
  }

  /// The explain records of releases and snaps: the last of each kind, and which came last
  /// (the manager keeps the hand-off record inline and says when it is the latest).
  @usableFromInline struct Records: Equatable, Sendable {
    var lastRelease: ReleaseRecord? {
      didSet { releaseIsLatest = true }
    }
    var lastSnap: SnapRecord? {
      didSet { releaseIsLatest = false }
    }
    /// True when `lastRelease` was recorded after `lastSnap`.
    var releaseIsLatest = false

    var lastExplanation: Explanation? {
      if releaseIsLatest, let release = lastRelease { return .release(release) }
      if let snap = lastSnap { return .snap(snap) }
      return lastRelease.map { .release($0) }
    }
  }
}

/// A value stored out of line in an immutable, shared box: copies share it, and a change
/// makes a new box (copy on write by hand), so it is still a value.
@usableFromInline struct Shared<Value: Equatable & Sendable>: Equatable, Sendable {
  @usableFromInline typealias Storage = SharedStorage<Value>

  @usableFromInline var storage: Storage

  init(_ value: Value) { storage = Storage(value) }

  /// The value: read in place (no copy of the whole value for one field), replaced on write.
  @usableFromInline var value: Value {
    @inlinable _read { yield storage.value }
    set { storage = Storage(newValue) }
  }

  @usableFromInline static func == (a: Shared, b: Shared) -> Bool {
    a.storage === b.storage || a.storage.value == b.storage.value
  }
}

/// The box of a ``Shared`` value. Outside `Shared`, so that its only requirement is Sendable (a
/// marker): the first box of each kind then makes the runtime check no conformance (Equatable,
/// as a class nested in `Shared` would), which costs start-up about 90 000 instructions each.
@usableFromInline final class SharedStorage<Value: Sendable>: Sendable {
  @usableFromInline let value: Value
  init(_ value: Value) { self.value = value }
}
