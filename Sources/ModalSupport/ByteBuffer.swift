/// A growable buffer of bytes for building output: the step text, the outline and the numbers
/// in them are appended here and written out in one piece.
///
/// An append is a capacity check and a copy into one allocation; `Array.append(contentsOf:)`
/// costs several times that for the short pieces (a label, a number) that output is made of.
/// A reference type, so that it is passed to the writers without `inout`; it is not meant to
/// be shared between threads.
///
/// Its members are `package`, but the type itself is `public` (in a module that no product
/// exports): Swift 6.3 inlines `@inlinable` members into other modules only when their type
/// is public, and the shell and the renderer append here dozens of times per step.
public final class ByteBuffer {
  /// Where the bytes are and how many: kept behind a pointer (a `let`), so that appends do not
  /// pay for the dynamic exclusivity checks of a class's `var` properties.
  @usableFromInline struct State {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var written: Int
  }

  @usableFromInline let state: UnsafeMutablePointer<State>

  /// The number of bytes written.
  @inlinable
  package var count: Int { state.pointee.written }

  /// An empty buffer with room for `capacity` bytes before it grows.
  package init(capacity: Int = 256) {
    let capacity = Swift.max(16, capacity)
    state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(
      to: State(
        base: UnsafeMutablePointer<UInt8>.allocate(capacity: capacity), capacity: capacity,
        written: 0))
  }

  deinit {
    state.pointee.base.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Makes room for `extra` more bytes; the pointer to the first of them.
  @inlinable
  package func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    let needed = state.pointee.written + extra
    if needed > state.pointee.capacity { grow(to: needed) }
    return state.pointee.base + state.pointee.written
  }

  /// Marks `written` bytes after the current end (obtained from ``reserve(_:)``) as written.
  @inlinable
  package func commit(_ written: Int) {
    state.pointee.written += written
  }

  @usableFromInline
  func grow(to minimum: Int) {
    var next = Swift.max(state.pointee.capacity * 2, 16)
    while next < minimum { next *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: next)
    bigger.update(from: state.pointee.base, count: state.pointee.written)
    state.pointee.base.deallocate()
    state.pointee.base = bigger
    state.pointee.capacity = next
  }

  /// Appends one byte.
  @inlinable
  package func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    commit(1)
  }

  /// Appends bytes.
  @inlinable
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    reserve(bytes.count).update(from: source, count: bytes.count)
    commit(bytes.count)
  }

  /// Appends the UTF-8 bytes of a literal.
  @inlinable @inline(__always)
  package func append(_ text: StaticString) {
    if text.hasPointerRepresentation {
      let count = text.utf8CodeUnitCount
      reserve(count).update(from: text.utf8Start, count: count)
      commit(count)
    } else {
      appendScalar(text)
    }
  }

  /// A literal of one Unicode scalar (no pointer representation).
  @usableFromInline
  func appendScalar(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends the UTF-8 bytes of a string.
  @inlinable
  package func append(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      var text = text
      text.withUTF8 { append($0) }
    }
  }

  /// Appends an array of bytes.
  @inlinable
  package func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends `byte` `count` times (nothing when `count` is not positive).
  @inlinable
  package func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    reserve(count).update(repeating: byte, count: count)
    commit(count)
  }

  /// Forgets the contents, keeping the allocation.
  @inlinable
  package func removeAll() {
    state.pointee.written = 0
  }

  /// Forgets the bytes after the first `count` (a part to write again), keeping the
  /// allocation.
  @inlinable
  package func truncate(to count: Int) {
    state.pointee.written = Swift.max(0, Swift.min(count, state.pointee.written))
  }

  /// Calls `body` with the bytes written so far.
  @inlinable
  package func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
    rethrows -> Result
  {
    try body(UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.written))
  }

  /// A copy of the bytes.
  @inlinable
  package var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

  /// The bytes as a string (invalid UTF-8 repaired).
  @inlinable
  package var string: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}
