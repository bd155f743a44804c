#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock and machine facts a test report states: how long a run took, when it ran and
/// where. CI servers show them beside each test; nothing that a run prints depends on them, so
/// that transcripts stay byte for byte the same.
public enum RunClock {
  /// Seconds on the monotonic clock: differences of two readings are wall time that a change
  /// of the system date cannot make negative or jump.
  public static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
  }

  /// The current time in UTC as `YYYY-MM-DDTHH:MM:SS`, the ISO 8601 form without a zone that
  /// the JUnit schema requires of a test suite's `timestamp`.
  public static func utcTimestamp() -> String {
    var seconds = time(nil)
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return "1970-01-01T00:00:00" }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  /// This machine's name (gethostname), or `localhost` when it has none: the JUnit schema
  /// requires a non-empty `hostname` on a test suite.
  public static func hostname() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? "localhost" : name
  }
}
