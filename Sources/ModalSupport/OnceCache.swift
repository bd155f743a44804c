#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Values made once per process and kept, by key, safe to read from several threads
/// (`modalplay test` runs transcripts in parallel). For what is dear to make and never
/// changes once made, such as a built-in preset's decoded document (a `preset` line would
/// otherwise parse its JSON again each time). A `pthread_mutex_t` rather than
/// `Synchronization.Mutex`, which needs macOS 15 where the package supports 13.
public final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private var values: [Key: Value] = [:]
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  public init() {
    lock = .allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// The value kept for `key`, else `make()`'s, kept for the next call (made under the lock,
  /// so at most once per key).
  public func value<Failure: Error>(
    for key: Key, make: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let kept = values[key] { return kept }
    let made = try make()
    values[key] = made
    return made
  }
}
