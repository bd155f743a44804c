import ModalCore
import Testing

@testable import ModalShell

/// Every step copies its command and actions a few times; a case that holds a whole config
/// inline made each copy a kilobyte (the large payloads are `indirect`).
@Suite("Value sizes")
struct ValueSizeTests {
  @Test("actions, commands and their payloads stay a few words long")
  func small() {
    #expect(MemoryLayout<Action>.size <= 48)
    #expect(MemoryLayout<EnvironmentChange>.size <= 48)
    #expect(MemoryLayout<DismissMode>.size <= 16)
    #expect(MemoryLayout<Command>.size <= 64)
  }
}
