import ModalSupport

/// Where an animator stopped.
public enum AnimationPosition: String, Hashable, Sendable {
  /// It reached its target.
  case end
  /// It was interrupted where it was.
  case current
}

/// Something the manager reports (MODEL.md section 9), in the order it happens.
public enum EventKind: Hashable, Sendable {
  case stateWillChange(previous: ModalState, current: ModalState, next: ModalState)
  case willShow
  case didShow
  case willHide
  case didHide
  case willSnap(from: Int, to: Int)
  case didSnap(Int)
  case presentCancelled
  case dismissCancelled
  case animatorStart(target: Int, animated: Bool)
  case animatorCompletion(AnimationPosition)
  case configDidChange(from: String, to: String)
  case backgroundTap(TapInteraction)
  case keyboardWillShow(Double)
  case keyboardWillChange(Double)
  case keyboardWillHide(Double)
  case environmentDidChange(String)

  /// The event's name, as printed.
  public var name: String {
    switch self {
    case .stateWillChange: "stateWillChange"
    case .willShow: "willShow"
    case .didShow: "didShow"
    case .willHide: "willHide"
    case .didHide: "didHide"
    case .willSnap: "willSnap"
    case .didSnap: "didSnap"
    case .presentCancelled: "presentCancelled"
    case .dismissCancelled: "dismissCancelled"
    case .animatorStart: "animatorStart"
    case .animatorCompletion: "animatorCompletion"
    case .configDidChange: "configDidChange"
    case .backgroundTap: "backgroundTap"
    case .keyboardWillShow: "keyboardWillShow"
    case .keyboardWillChange: "keyboardWillChange"
    case .keyboardWillHide: "keyboardWillHide"
    case .environmentDidChange: "environmentDidChange"
    }
  }

  /// The event's arguments as short text (`1 -> 2`, `dismiss`, `300.00`), empty when none.
  public var arguments: String {
    switch self {
    case .stateWillChange(let previous, let current, let next):
      "\(previous.rawValue), \(current.rawValue) -> \(next.rawValue)"
    case .willShow, .didShow, .willHide, .didHide, .presentCancelled, .dismissCancelled: ""
    case .willSnap(let from, let to): "\(from) -> \(to)"
    case .didSnap(let index): "\(index)"
    case .animatorStart(let target, let animated): "\(target)\(animated ? "" : " instant")"
    case .animatorCompletion(let position): position.rawValue
    case .configDidChange(let from, let to): "\(from) -> \(to)"
    case .backgroundTap(let mode): mode.rawValue
    case .keyboardWillShow(let height), .keyboardWillChange(let height),
      .keyboardWillHide(let height):
      FixedFormat.points(height)
    case .environmentDidChange(let what): what
    }
  }

  /// `name(arguments)`, or the name alone, as printed: a constrained config's name in the
  /// arguments is the config's text, its control characters made visible (``VisibleText``).
  public var text: String {
    arguments.isEmpty ? name : "\(name)(\(VisibleText.visible(arguments)))"
  }

  /// Appends ``text`` to a byte buffer without building intermediate strings (the common
  /// events; the rare ones fall back to ``text``).
  package func write(into bytes: ByteBuffer) {
    @inline(__always) func put(_ text: StaticString) {
      bytes.append(text)
    }
    switch self {
    case .willShow: put("willShow")
    case .didShow: put("didShow")
    case .willHide: put("willHide")
    case .didHide: put("didHide")
    case .presentCancelled: put("presentCancelled")
    case .dismissCancelled: put("dismissCancelled")
    case .willSnap(let from, let to):
      put("willSnap(")
      FixedFormat.append(from, to: bytes)
      put(" -> ")
      FixedFormat.append(to, to: bytes)
      put(")")
    case .didSnap(let index):
      put("didSnap(")
      FixedFormat.append(index, to: bytes)
      put(")")
    case .animatorStart(let target, let animated):
      put("animatorStart(")
      FixedFormat.append(target, to: bytes)
      if !animated { put(" instant") }
      put(")")
    case .animatorCompletion(let position):
      put(position == .end ? "animatorCompletion(end)" : "animatorCompletion(current)")
    case .backgroundTap(let mode):
      put("backgroundTap(")
      bytes.append(mode.rawValue)
      put(")")
    case .environmentDidChange(let what):
      put("environmentDidChange")
      if !what.isEmpty {
        put("(")
        bytes.append(what)
        put(")")
      }
    case .keyboardWillShow(let height):
      put("keyboardWillShow(")
      FixedFormat.append(height, decimals: 2, to: bytes)
      put(")")
    case .keyboardWillChange(let height):
      put("keyboardWillChange(")
      FixedFormat.append(height, decimals: 2, to: bytes)
      put(")")
    case .keyboardWillHide(let height):
      put("keyboardWillHide(")
      FixedFormat.append(height, decimals: 2, to: bytes)
      put(")")
    default:
      bytes.append(text)
    }
  }
}

/// An event with the simulated time it happened at.
public struct Event: Hashable, Sendable, CustomStringConvertible {
  /// The simulated clock's frame (1/60 s each).
  public var frame: Int
  public var kind: EventKind

  /// Creates an event.
  public init(frame: Int, kind: EventKind) {
    self.frame = frame
    self.kind = kind
  }

  /// The time in seconds.
  public var time: Double { Clock.seconds(frame) }

  /// `0.400s didSnap(1)`.
  public var description: String { FixedFormat.format(time, decimals: 3) + "s " + kind.text }
}

/// The most recent events, bounded: older ones are dropped (a ring buffer, so appending is
/// O(1) and memory stays flat however long a session runs).
public struct EventLog: Hashable, Sendable {
  /// The largest number of events kept.
  public let capacity: Int
  private var storage: [Event] = []
  private var start = 0

  /// Creates an empty log.
  public init(capacity: Int = 256) {
    self.capacity = Swift.max(1, capacity)
  }

  /// The number of events kept.
  public var count: Int { storage.count }

  /// Appends an event, dropping the oldest when full.
  public mutating func append(_ event: Event) {
    if storage.count < capacity {
      storage.append(event)
    } else {
      storage[start] = event
      start = (start + 1) % capacity
    }
  }

  /// The last `n` events, oldest first.
  public func last(_ n: Int) -> [Event] {
    let take = Swift.max(0, Swift.min(n, storage.count))
    var result: [Event] = []
    result.reserveCapacity(take)
    for i in (storage.count - take)..<storage.count {
      result.append(storage[(start + i) % storage.count])
    }
    return result
  }

  /// Every event kept, oldest first.
  public var all: [Event] { last(storage.count) }
}
