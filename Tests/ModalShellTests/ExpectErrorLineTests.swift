import Testing

@testable import ModalShell

/// Issue 36: whether a script line is an `expect error` line is first looked for in its bytes
/// (every `echo` and `expect` line asked String's Character `contains`, about 28 k
/// instructions each); the parse still decides.
@Suite("expect error lines found over bytes")
struct ExpectErrorLineTests {
  @Test("expect error lines, in the forms the parser reads")
  func found() {
    #expect(Session.isExpectError("expect error boom"))
    #expect(Session.isExpectError("expect error 'unknown preset'"))
    #expect(Session.isExpectError("expect  error x"))
  }

  @Test("other lines, some holding the word error")
  func notFound() {
    #expect(!Session.isExpectError("echo an error is printed on standard output"))
    #expect(!Session.isExpectError("expect snap 2"))
    #expect(!Session.isExpectError("expect state errored"))
    #expect(!Session.isExpectError("present"))
    #expect(!Session.isExpectError("e"))
    #expect(!Session.isExpectError(""))
  }

  @Test("the byte match: at the start, the end, across a non-ASCII scalar, too short")
  func bytes() {
    #expect(Session.containsError("error"))
    #expect(Session.containsError("an error"))
    #expect(Session.containsError("éerror"))
    #expect(Session.containsError("errorr\u{301}"))
    #expect(!Session.containsError("erro"))
    #expect(!Session.containsError("err or"))
    #expect(!Session.containsError(""))
  }
}
