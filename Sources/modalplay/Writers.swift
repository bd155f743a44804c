import ModalShell
import ModalSupport
import ModalTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Standard output and error: buffered, and a write that fails reported at the end of the run
// (docs/scripts.md, "Output that cannot be written").

/// Buffered writes to a file descriptor (no Foundation, no per-line system call).
///
/// A write that fails is remembered, not retried, and the rest of the output is dropped: the
/// run goes on (its files are still written) and ends with the failure reported
/// (``Writers/finish(_:)``). A reader that went away (`EPIPE`, when SIGPIPE is ignored) only
/// drops the rest, quietly, as the signal would have ended the program quietly.
struct Writer {
  let descriptor: Int32
  var buffer: [UInt8] = []
  /// The `errno` of the write that failed (never `EPIPE`); nil while every write succeeded.
  var failure: Int32? = nil
  /// True once the reader has gone (`EPIPE`).
  var closed = false

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes a message that quotes text from outside (a path, a config's keys, a script's
  /// words) with its control characters visible (``VisibleText``, line breaks kept), so that
  /// the message shows them and the terminal does not act on them.
  mutating func writeShown(_ text: String) {
    write(Self.shown(text))
  }

  /// A message as ``writeShown(_:)`` writes it: its control characters visible, line breaks
  /// kept.
  static func shown(_ text: String) -> String {
    VisibleText.visible(text, keepingLineBreaks: true)
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil, !closed else { return }
    var offset = 0
    while offset < buffer.count {
      let count = buffer.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, raw.count - offset)
      }
      if count > 0 {
        offset += count
        continue
      }
      let code = count < 0 ? errno : EIO
      switch code {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK:
        // A descriptor in non-blocking mode (shared with another program): wait until it
        // takes more.
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      case EPIPE:
        closed = true
        return
      default:
        failure = code
        return
      }
    }
  }
}

/// The two output streams, shared by the session's output handler and the main loop.
final class Writers {
  var out: Writer
  var err: Writer

  init(out: Writer, err: Writer) {
    self.out = out
    self.err = err
  }

  /// Writes bytes to a stream. Both streams are buffered (a refused line costs no system call
  /// of its own); the other stream's bytes are flushed first, so that where the two
  /// reach one file or terminal they interleave in order.
  func write(_ stream: OutputStream, _ bytes: UnsafeBufferPointer<UInt8>) {
    if stream == .standardOutput {
      if !err.buffer.isEmpty { err.flush() }
      out.write(bytes)
    } else {
      if !out.buffer.isEmpty { out.flush() }
      err.write(bytes)
    }
  }

  /// Flushes both streams (before the program waits for input, and at its end).
  func flush() {
    out.flush()
    err.flush()
  }

  /// Flushes both streams at the end of the run and returns its exit code: `status`, or 1 in
  /// place of a 0 when a stream could not be written, which is then said on standard error
  /// (`modalplay: cannot write standard output: No space left on device`). Output that did
  /// not reach its file must not look like a success to a script or a `make`.
  func finish(_ status: Int32) -> Int32 {
    flush()
    var failed = false
    for (writer, name) in [(out, "standard output"), (err, "standard error")] {
      guard let code = writer.failure else { continue }
      failed = true
      let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
      writeError("modalplay: cannot write \(name): \(reason)\n")
    }
    return failed && status == 0 ? 1 : status
  }

  /// Writes a text to a stream (as its UTF-8 bytes).
  func write(_ stream: OutputStream, _ text: String) {
    var text = text
    text.withUTF8 { bytes in write(stream, bytes) }
  }

  /// Writes a message that quotes text from outside to a stream, as ``Writer/writeShown(_:)``
  /// shows it, in order with the other stream.
  func writeShown(_ stream: OutputStream, _ text: String) {
    write(stream, Writer.shown(text))
  }
}
