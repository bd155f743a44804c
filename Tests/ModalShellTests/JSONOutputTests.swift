import Foundation
import ModalCore
import Testing

@testable import ModalShell

/// Every line parsed back as a JSON object.
func jsonObjects(_ text: String) throws -> [[String: Any]] {
  try text.split(separator: "\n").map { line in
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: Any], "not an object: \(line)")
  }
}

@Suite("--format json records are data")
struct JSONOutputTests {
  /// A presented demo01 session in JSON mode.
  static func session() throws -> Session {
    var session = try quietSession()
    session.options.format = .json
    return session
  }

  /// The one record a line printed.
  static func record(_ session: inout Session, _ line: String) throws -> [String: Any] {
    let printed = outputs(&session, line)
    #expect(printed.err == "")
    let objects = try jsonObjects(printed.out)
    #expect(objects.count == 1, "\(printed.out)")
    return try #require(objects.first)
  }

  @Test("config json carries the config as an object; presets and devices as arrays")
  func listings() throws {
    var session = try Self.session()
    let config = try #require(try Self.record(&session, "config json")["result"] as? [String: Any])
    #expect(config["name"] as? String == "demo01")
    let defaults = try #require(config["default"] as? [String: Any])
    #expect((defaults["snapPoints"] as? [Any])?.count == 4)
    let presets = try #require(try Self.record(&session, "presets")["result"] as? [[String: Any]])
    #expect(presets.map { $0["name"] as? String } == BuiltinPresets.all.map(\.name))
    let devices = try #require(try Self.record(&session, "devices")["result"] as? [[String: Any]])
    #expect(devices.count == Device.all.count)
    #expect(devices[0]["name"] as? String == "iphone-se")
    #expect(devices[0]["width"] as? Double == 375)
    #expect((devices[0]["safeArea"] as? [String: Any])?["top"] as? Double == 20)
    #expect(devices[0]["family"] as? String == "iPhone SE")
    #expect(devices[0]["lint"] as? Bool == true)
    let air = try #require(devices.first { $0["name"] as? String == "iphone-air" })
    #expect(air["family"] as? String == "iPhone 17 and Air")
    #expect(air["lint"] as? Bool == false)
    #expect(air["width"] as? Double == 420)
    #expect((air["landscapeSafeArea"] as? [String: Any])?["left"] as? Double == 68)
  }

  @Test("snaps: points with index, key, kind, percent, rect and keyframe values")
  func snaps() throws {
    var session = try Self.session()
    let points = try #require(try Self.record(&session, "snaps")["result"] as? [[String: Any]])
    #expect(points.map { $0["index"] as? Int } == [0, 1, 2, 3, 4, 5])
    #expect(points[0]["kind"] as? String == "undershoot")
    let first = points[1]
    #expect(first["kind"] as? String == "standard")
    #expect(first["current"] as? Bool == true)
    #expect(first["percent"] as? Double == 0.3)
    let rect = try #require(first["rect"] as? [String: Double])
    #expect(rect == ["x": 0, "y": 590.8, "width": 390, "height": 253.2])
    #expect((first["keyframe"] as? [String: Any])?["cornerRadius"] as? Double == 25)
    #expect(first["snapping"] as? String == "yes")
  }

  @Test("explain: a snap's and a release's numbers as fields")
  func explain() throws {
    var session = try Self.session()
    let snap = try #require(try Self.record(&session, "explain")["result"] as? [String: Any])
    #expect(snap["kind"] as? String == "snap")
    #expect(snap["from"] as? Int == 0)
    #expect(snap["to"] as? Int == 1)
    #expect(snap["cause"] as? String == "present")
    #expect((snap["toRect"] as? [String: Double])?["y"] == 590.8)
    _ = outputs(&session, "drag 0.3")
    _ = outputs(&session, "release")
    let release = try #require(try Self.record(&session, "explain")["result"] as? [String: Any])
    #expect(release["kind"] as? String == "release")
    #expect(release["target"] as? Int == session.manager.currentIndex)
    #expect(release["dismisses"] as? Bool == false)
    #expect((release["candidates"] as? [Any])?.isEmpty == false)
    var fresh = try quietSession(presented: false)
    fresh.options.format = .json
    #expect(try Self.record(&fresh, "explain")["result"] is NSNull)
  }

  @Test("lint findings are objects; plot samples are {percent, value}; events an array")
  func findingsSamplesEvents() throws {
    var session = try Self.session()
    let lint = try #require(try Self.record(&session, "lint")["result"] as? [String: Any])
    let findings = try #require(lint["findings"] as? [[String: Any]])
    let expected = Lint.check(session.manager.adaptiveConfig)
    #expect(lint["count"] as? Int == expected.count)
    #expect(findings.map { $0["check"] as? String } == expected.map(\.kind.rawValue))
    #expect(findings.map { $0["severity"] as? String } == expected.map(\.severity.rawValue))
    #expect(findings.map { $0["message"] as? String } == expected.map(\.message))
    let plot = try #require(try Self.record(&session, "plot height")["result"] as? [String: Any])
    #expect(plot["property"] as? String == "height")
    let samples = try #require(plot["samples"] as? [[String: Double]])
    #expect(samples.first == ["percent": -0.1, "value": 253.2])
    #expect(samples.count > 10)
    let events = try #require(try Self.record(&session, "events 2")["result"] as? [[String: Any]])
    #expect(events.map { $0["name"] as? String } == ["didSnap", "didShow"])
    #expect(events.map { $0["time"] as? Double } == [0.383, 0.383])
  }

  @Test("a step carries its environment and, with animate on, its samples")
  func steps() throws {
    var session = try Self.session()
    let keyboard = try Self.record(&session, "keyboard 300")
    let environment = try #require(keyboard["environment"] as? [String: Any])
    #expect(environment["device"] as? String == "iphone-14")
    #expect(environment["orientation"] as? String == "portrait")
    #expect(environment["keyboard"] as? Double == 300)
    #expect(environment["config"] as? String == "demo01")
    #expect(environment["variant"] as? String == "default")
    // The environment record is cached between steps: it follows every change.
    let off = try #require(
      try Self.record(&session, "keyboard off")["environment"] as? [String: Any])
    #expect(off["keyboard"] is NSNull)
    let rotated = try #require(try Self.record(&session, "rotate")["environment"] as? [String: Any])
    #expect(rotated["orientation"] as? String == "landscape")
    let basic = try #require(
      try Self.record(&session, "preset basic")["environment"] as? [String: Any])
    #expect(basic["config"] as? String == "basic")
    _ = outputs(&session, "rotate")
    let before = try Self.record(&session, "preset demo01")["time"] as? Double
    _ = outputs(&session, "animate on")
    let snap = try Self.record(&session, "snap 3")
    let samples = try #require(snap["samples"] as? [[String: Any]])
    #expect(samples.count > 2)
    #expect(samples.first?["time"] as? Double == before)
    #expect(samples.last?["percent"] as? Double == snap["percent"] as? Double)
    #expect(
      (samples.last?["frame"] as? [String: Double]) == (snap["frame"] as? [String: Double]))
  }

  @Test("errors carry file and line in scripts and -c, none interactively")
  func errors() throws {
    var session = try Self.session()
    let interactive = try Self.record(&session, "snap 9")
    #expect(interactive["ok"] as? Bool == false)
    #expect(interactive["input"] as? String == "snap 9")
    #expect(interactive["file"] == nil && interactive["line"] == nil)
    let run = try runModalplay(["--format", "json", "-c", "present", "-c", "snap 9"])
    #expect(run.status == 1)
    let error = try #require(try jsonObjects(run.stdout).last)
    #expect(error["file"] as? String == "-c")
    #expect(error["line"] as? Int == 2)
    let unreadable = try runModalplay(["--format", "json", "missing.modal"])
    #expect(unreadable.status == 2)
    #expect(
      try jsonObjects(unreadable.stdout).first?["error"] as? String
        == "cannot read 'missing.modal': No such file or directory")
  }

  @Test("a mixed script: every line of output is one JSON object, binary lines included")
  func mixedScript() throws {
    let commands = [
      "present", "snap 9", "config json", "config", "snaps", "explain", "lint", "plot height",
      "plot", "presets", "devices", "events 3", "animate on", "snap 3", "bad\u{1}line", "state",
      "source inner.modal", "help snap", "echo done",
    ]
    let long = "echo " + String(repeating: "x", count: 1_100_000)
    let directory = try temporaryDirectory([
      "mixed.modal": commands.joined(separator: "\n") + "\n" + long + "\n",
      "inner.modal": "snap 1\nsnap 9\n",
    ])
    let run = try runModalplay(
      ["--format", "json", "--keep-going", "mixed.modal"], directory: directory)
    #expect(run.status == 1)
    let records = try jsonObjects(run.stdout)
    // One record per command; the source prints its two lines' records.
    #expect(records.count == commands.count + 2)
    let failures = records.filter { $0["ok"] as? Bool == false }
    #expect(
      failures.map { $0["file"] as? String } == [
        "mixed.modal", "mixed.modal", "inner.modal", "mixed.modal",
      ])
    #expect(failures.map { $0["line"] as? Int } == [2, 15, 2, 20])
    #expect(failures[1]["error"] as? String == "line contains binary data")
    #expect(failures[2]["in"] as? [String] == ["mixed.modal:17"])
    #expect((failures[3]["error"] as? String)?.hasPrefix("line is too long") == true)
  }
}
