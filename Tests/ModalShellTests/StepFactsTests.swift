import Foundation
import ModalCore
import Testing

@testable import ModalShell

@Suite("One table of step facts: the JSON step and expect read it")
struct StepFactsTests {
  /// The value at `path` in a parsed object.
  static func value(_ object: [String: Any], _ path: [String]) -> Any? {
    var current: Any? = object
    for key in path { current = (current as? [String: Any])?[key] }
    return current
  }

  @Test(
    "every fact the table reads is where its path says in the JSON step, and expect passes on it")
  func jsonAndExpectAgree() throws {
    var session = try JSONOutputTests.session()
    _ = outputs(&session, "content 1200")
    let step = try JSONOutputTests.record(&session, "drag 0.1")
    var text = try quietSession()
    _ = outputs(&text, "content 1200")
    _ = outputs(&text, "drag 0.1")
    for fact in StepFacts.all {
      let value = fact.read(session.manager, session.documentName)
      let found = Self.value(step, fact.path)
      switch value {
      case .absent: #expect(found == nil, "\(fact.name)")
      case .none: #expect(found is NSNull, "\(fact.name)")
      case .number(let number):
        let parsed = try #require(found as? Double, "\(fact.name)")
        #expect(abs(parsed - number) <= (fact.tolerance ?? 0) + 1e-9, "\(fact.name)")
      case .name(let name): #expect(found as? String == name, "\(fact.name)")
      case .flag(let flag): #expect(found as? Bool == flag, "\(fact.name)")
      }
      guard case .absent = value else {
        // A flag by a word of expect's (visible's own words are two).
        let shown =
          if case .flag(let flag) = value { flag ? "yes" : "no" } else { fact.shown(value) }
        #expect(outputs(&text, "expect \(fact.name) \(shown)") == ("", ""), "\(fact.name) \(shown)")
        continue
      }
    }
    // While dragging: the two points around the modal and how far between them.
    #expect(
      Self.value(step, ["between"]) as? [String: Double] == ["lower": 1, "upper": 2, "t": 0.42])
    #expect(step["dragging"] as? Bool == true)
  }

  @Test("the text step prints each of its numbers as its fact does: the value and decimals")
  func textReadsTheFacts() throws {
    var session = try quietSession("demo01")
    _ = outputs(&session, "content 1200")
    session.options.quiet = false
    let text = outputs(&session, "drag 0.1").out
    let m = session.manager
    // Each label of the text's summary and the fact whose value follows it.
    let shown: [(String, StepFact)] = [
      ("t = ", StepFacts.betweenT), ("percent ", StepFacts.percent), ("time ", StepFacts.time),
      ("x ", StepFacts.frameX), ("  y ", StepFacts.frameY), ("width ", StepFacts.frameWidth),
      ("height ", StepFacts.frameHeight), ("radius ", StepFacts.radius), ("dim ", StepFacts.dim),
      ("opacity ", StepFacts.opacity), ("offset ", StepFacts.contentOffset),
      (" of ", StepFacts.contentMaxOffset), ("viewport ", StepFacts.contentViewport),
      ("moved sheet ", StepFacts.movedSheet), (", content ", StepFacts.movedContent),
    ]
    for (label, fact) in shown {
      let value = fact.read(m, session.documentName)
      guard case .number = value else {
        Issue.record("\(fact.name) has no number here")
        continue
      }
      // The number whole: what follows it is not another digit.
      let printed = label + fact.shown(value)
      #expect(
        [" ", "\n", ",", "s"].contains { text.contains(printed + $0) }, "\(fact.name): \(text)")
    }
    #expect(
      text.contains(
        "at       between 1 and 2, t = 0.42   (dragging)   percent 0.400   time 0.383s\n"),
      "\(text)")
  }

  @Test("expect compares numbers as numbers, names as names, flags as booleans")
  func kinds() throws {
    var session = try quietSession()
    _ = outputs(&session, "drag 0.1")
    #expect(outputs(&session, "expect between.t 0.42") == ("", ""))
    #expect(outputs(&session, "expect between.t 0.4 ~0.05") == ("", ""))
    #expect(
      outputs(&session, "expect between.t 0.5").err
        == "error: expect between.t 0.5: got 0.42, difference 0.08 > tolerance 0.005\n")
    #expect(outputs(&session, "expect dragging yes") == ("", ""))
    #expect(outputs(&session, "expect dragging 0").err == "error: expect dragging 0: got yes\n")
    #expect(
      outputs(&session, "expect dragging maybe").err
        == "error: expect dragging: expected yes, no, true, false, on, off, 1, 0, got 'maybe'\n")
    #expect(outputs(&session, "expect index 1") == ("", ""))
    #expect(
      outputs(&session, "expect device iphone-15").err
        == "error: expect device iphone-15: got iphone-14\n")
    #expect(
      outputs(&session, "expect frame.y high").err
        == "error: expect frame.y: expected a number, got 'high'\n")
    _ = outputs(&session, "release 0")
    #expect(
      outputs(&session, "expect between.t 0").err
        == "error: expect between.t 0: got none (not dragging)\n")
    _ = outputs(&session, "dismiss")
    #expect(
      outputs(&session, "expect frame.y 0").err == "error: expect frame.y 0: got none (dismissed)\n"
    )
    #expect(
      outputs(&session, "expect visible not").err.hasPrefix("error: expect visible: expected"))
    #expect(outputs(&session, "expect visible no") == ("", ""))
  }

  @Test("every fact has a name, a path and a summary once; numbers' tolerance is half a digit")
  func table() {
    let names = StepFacts.all.map(\.name)
    #expect(Set(names).count == names.count)
    let paths = StepFacts.all.map { $0.path.joined(separator: ".") }
    #expect(Set(paths).count == paths.count)
    #expect(StepFacts.named("percent")?.tolerance == 0.0005)
    #expect(StepFacts.named("frame.y")?.tolerance == 0.005)
    #expect(StepFacts.named("index")?.tolerance == 0.5)
    #expect(StepFacts.named("state")?.tolerance == nil)
    #expect(StepFacts.all.allSatisfy { !$0.summary.isEmpty })
  }

  @Test("set answers its path, old and new value in JSON; undo what it undid")
  func setAndUndo() throws {
    var session = try JSONOutputTests.session()
    let set = try JSONOutputTests.record(&session, "set snap.1.height 200")
    let change = try #require(set["set"] as? [String: Any])
    #expect(change["path"] as? String == "default.snapPoints[0].layout.height")
    #expect(change["old"] as? String == "30%")
    #expect(change["new"] as? Double == 200)
    #expect(set["message"] as? String == "default.snapPoints[0].layout.height = 200 (was 30%)")
    let undo = try JSONOutputTests.record(&session, "undo")
    #expect(undo["undid"] as? String == "set snap.1.height 200")
  }

  @Test("explain in JSON during a drag is the prospective release, marked so")
  func prospectiveExplain() throws {
    var session = try JSONOutputTests.session()
    _ = outputs(&session, "drag 0.3")
    let explain = try #require(
      try JSONOutputTests.record(&session, "explain")["result"] as? [String: Any])
    #expect(explain["prospective"] as? Bool == true)
    #expect(explain["kind"] as? String == "release")
    #expect(explain["velocity"] as? Double == 0)
  }

  @Test("events carry typed arguments")
  func typedEvents() throws {
    var session = try JSONOutputTests.session()
    let step = try JSONOutputTests.record(&session, "snap 2")
    let events = try #require(step["events"] as? [[String: Any]])
    let willSnap = try #require(events.first)
    #expect(willSnap["name"] as? String == "willSnap")
    #expect(willSnap["from"] as? Int == 1)
    #expect(willSnap["to"] as? Int == 2)
    #expect(events.last?["index"] as? Int == 2)
  }
}
