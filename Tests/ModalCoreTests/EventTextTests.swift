import ModalSupport
import Testing

@testable import ModalCore

@Suite("Event text")
struct EventTextTests {
  static let kinds: [EventKind] = [
    .stateWillChange(previous: .initial, current: .presentingProgrammatic, next: .presentedGesture),
    .willShow, .didShow, .willHide, .didHide, .willSnap(from: 0, to: 12), .didSnap(3),
    .presentCancelled, .dismissCancelled, .animatorStart(target: 2, animated: true),
    .animatorStart(target: 5, animated: false), .animatorCompletion(.end),
    .animatorCompletion(.current), .configDidChange(from: "demo01", to: "peer-ios-sheet"),
    .backgroundTap(.dismiss), .keyboardWillShow(336), .keyboardWillChange(291.5),
    .keyboardWillHide(0), .environmentDidChange("rotate"), .environmentDidChange(""),
    .backgroundTap(.passthrough), .configDidChange(from: "", to: "x"),
  ]

  @Test("writing an event's bytes gives exactly its text", arguments: kinds)
  func writeMatchesText(kind: EventKind) {
    let buffer = ByteBuffer()
    kind.write(into: buffer)
    #expect(buffer.string == kind.text)
  }

  @Test("the texts users read")
  func texts() {
    #expect(EventKind.willSnap(from: 0, to: 12).text == "willSnap(0 -> 12)")
    #expect(EventKind.animatorStart(target: 5, animated: false).text == "animatorStart(5 instant)")
    #expect(EventKind.keyboardWillChange(291.5).text == "keyboardWillChange(291.50)")
    #expect(EventKind.didShow.text == "didShow")
  }
}
