import CEditShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What reading one line gave.
package enum LineInput: Equatable, Sendable {
  /// A line, without its line terminator (`\n` or `\r\n`).
  case line(String)
  /// The input ended: end of file, or Ctrl-D on an empty line in a terminal.
  case endOfInput
  /// Ctrl-C (SIGINT) arrived while waiting for the line; the half-typed line is gone.
  case interrupted
  /// The line was longer than the reader's limit (the associated value, in bytes) and was
  /// skipped entirely; the next read continues with the line after it. Only stream readers
  /// produce it: a caller reports it as an error for that line, like a command error.
  case tooLong(Int)
}

/// Where input lines come from: a terminal (libedit), a file, or a test.
///
/// The evaluator asks for one line at a time and tells the reader which lines are worth
/// keeping in the history; it never knows which kind of reader it has.
package protocol LineReader {
  /// Reads the next line, showing `prompt` first when the reader is interactive.
  mutating func read(prompt: String) -> LineInput
  /// Offers a line to the history (interactive readers trim it, skip it when empty, and
  /// persist it); readers without a history ignore it.
  mutating func remember(_ line: String)
}

/// Tab completion: the word being completed starts at `start` (a Character offset into the
/// line up to the cursor); `candidates` are full replacements for that word, in the order they
/// should be listed. A tuple, so that the shell's own result type (`CompletionResult`, which
/// knows nothing of terminals) converts to it without a second declaration of the same shape.
package typealias Completion = (start: Int, candidates: [String])

/// Reads lines from a file descriptor (standard input or a script file) with POSIX `read`.
///
/// Lines end at `\n`; a `\r` right before it is dropped too, so files with `\r\n` endings
/// read the same. A last line without a terminator is still a line. Bytes that are not
/// valid UTF-8 become U+FFFD instead of failing. A line longer than `maximumLineLength`
/// bytes is refused with `.tooLong` without ever being held in memory whole. `read` ignores
/// the prompt (the caller echoes what it needs) and `remember` does nothing: scripts never
/// touch the history.
///
/// The reader owns a buffer but not the descriptor: the caller opens and closes it. Copies
/// of a reader share the descriptor, so only one of them should be used.
package struct StreamLineReader: LineReader {
  /// The default limit on one line: 1 MiB.
  package static let defaultMaximumLineLength = 1 << 20

  /// The descriptor lines are read from.
  package let fileDescriptor: Int32
  /// The longest line accepted, in bytes, without its terminator.
  package let maximumLineLength: Int
  /// How many lines (including refused ones) have been returned so far: the 1-based number
  /// of the line the last `read` returned.
  package private(set) var lineNumber = 0
  /// The `errno` of a failed `read(2)`, which ends the input; nil while none failed.
  package private(set) var readError: Int32?
  /// False when the last line returned had bytes that were not valid UTF-8 (repaired with
  /// U+FFFD), so that a script can refuse it while accepting a U+FFFD that was typed.
  package private(set) var lastLineWasUTF8 = true

  /// Bytes read but not yet returned live in `buffer[start..<end]`.
  private var buffer: [UInt8]
  /// The first byte not yet returned.
  private var start = 0
  /// One past the last byte read.
  private var end = 0
  /// Bytes in `start..<scanned` are known not to contain `\n`.
  private var scanned = 0
  /// `read(2)` reported end of file (or failed).
  private var reachedEnd = false
  /// The rest of a refused over-long line is being discarded up to its `\n`.
  private var skippingLongLine = false

  /// How many bytes one `read(2)` asks for.
  private static let chunkSize = 64 * 1024

  /// A reader over `fileDescriptor` refusing lines longer than `maximumLineLength` bytes.
  package init(
    fileDescriptor: Int32, maximumLineLength: Int = StreamLineReader.defaultMaximumLineLength
  ) {
    self.fileDescriptor = fileDescriptor
    self.maximumLineLength = max(1, maximumLineLength)
    buffer = [UInt8](repeating: 0, count: Self.chunkSize)
  }

  /// Returns the next line (the prompt is ignored), `.endOfInput` at the end,
  /// `.interrupted` when SIGINT interrupted a blocking read (only possible when a handler
  /// from `mp_install_sigint` is installed; otherwise SIGINT ends the process), or
  /// `.tooLong` for a line over the limit.
  package mutating func read(prompt: String) -> LineInput {
    while true {
      if let newline = findNewline() {
        let skipped = skippingLongLine
        skippingLongLine = false
        var lineEnd = newline
        if lineEnd > start && buffer[lineEnd - 1] == 13 { lineEnd -= 1 }
        let lineStart = start
        start = newline + 1
        scanned = start
        if skipped { continue }  // the refused line's tail: already reported
        lineNumber += 1
        if lineEnd - lineStart > maximumLineLength { return .tooLong(maximumLineLength) }
        return .line(makeString(lineStart, lineEnd))
      }
      if skippingLongLine {
        start = 0
        end = 0
        scanned = 0
      } else if end - start > maximumLineLength + 1 {
        // No terminator within the limit (+1 for a `\r` before the `\n`): refuse the line
        // now and drop the rest of it as it arrives.
        lineNumber += 1
        skippingLongLine = true
        start = 0
        end = 0
        scanned = 0
        return .tooLong(maximumLineLength)
      }
      if reachedEnd {
        if skippingLongLine || start == end {
          skippingLongLine = false
          start = end
          return .endOfInput
        }
        let lineStart = start
        start = end
        scanned = end
        lineNumber += 1
        if end - lineStart > maximumLineLength { return .tooLong(maximumLineLength) }
        return .line(makeString(lineStart, end))
      }
      if let interrupted = fill() { return interrupted }
    }
  }

  /// Scripts have no history: does nothing.
  package mutating func remember(_ line: String) {}

  /// The index of the first `\n` in the unread bytes, scanning only bytes not seen before.
  private mutating func findNewline() -> Int? {
    guard scanned < end else { return nil }
    let from = scanned
    let count = end - from
    let found: Int? = buffer.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress,
        let hit = memchr(base + from, 10, count)
      else { return nil }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }
    scanned = found ?? end
    return found
  }

  /// Decodes `buffer[from..<to]` as UTF-8, repairing invalid sequences with U+FFFD (and
  /// setting ``lastLineWasUTF8``).
  private mutating func makeString(_ from: Int, _ to: Int) -> String {
    let (text, valid) = buffer.withUnsafeBufferPointer { bytes -> (String, Bool) in
      let line = UnsafeBufferPointer(rebasing: bytes[from..<to])
      var text = String(decoding: line, as: UTF8.self)
      // The repaired text has the same bytes only when there was nothing to repair.
      let valid = text.withUTF8 { repaired in
        repaired.count == line.count
          && (line.isEmpty || memcmp(repaired.baseAddress!, line.baseAddress!, line.count) == 0)
      }
      return (text, valid)
    }
    lastLineWasUTF8 = valid
    return text
  }

  /// Reads more bytes after compacting (and if needed growing) the buffer. Returns
  /// `.interrupted` when SIGINT interrupted the read, nil otherwise.
  private mutating func fill() -> LineInput? {
    if start > 0 {
      let pending = end - start
      if pending > 0 {
        buffer.withUnsafeMutableBufferPointer { bytes in
          guard let base = bytes.baseAddress else { return }
          memmove(base, base + start, pending)
        }
      }
      scanned -= start
      end = pending
      start = 0
    }
    if end == buffer.count {
      buffer.append(contentsOf: repeatElement(0, count: buffer.count))
    }
    let capacity = buffer.count - end
    let offset = end
    let count = buffer.withUnsafeMutableBufferPointer { bytes -> Int in
      guard let base = bytes.baseAddress else { return 0 }
      return systemRead(fileDescriptor, base + offset, capacity)
    }
    if count > 0 {
      end += count
    } else if count == 0 {
      reachedEnd = true
    } else {
      let error = errno
      if error == EINTR {
        if mp_take_interrupt() != 0 { return .interrupted }
      } else if error == EAGAIN || error == EWOULDBLOCK {
        // A non-blocking descriptor: wait until it is readable instead of spinning.
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
      } else {
        readError = error
        reachedEnd = true
      }
    }
    return nil
  }
}
