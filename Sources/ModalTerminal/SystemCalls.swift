#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `write(2)`, named apart from the `write` methods of the callers' types.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}

/// `read(2)`, named apart from the `read(prompt:)` methods of the line readers.
package func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

/// Writes a message to standard error, unbuffered.
package func writeError(_ message: String) {
  var text = message
  text.withUTF8 { bytes in _ = systemWrite(2, bytes.baseAddress, bytes.count) }
}
