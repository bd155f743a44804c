import Foundation
import ModalCore
import ModalShell
import Testing

@testable import ModalFuzzSupport

/// The seed corpus of the fuzz targets (Tests/FuzzCorpus), next to this file's folder.
private let corpusRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("FuzzCorpus").path

/// The corpus files still waiting for a fix (`pending.txt`, paths relative to the corpus, one
/// a line, `#` comments): they crash or hang this process until then, so they are left out.
private func pendingFiles() -> Set<String> {
  guard let text = try? String(contentsOfFile: corpusRoot + "/pending.txt", encoding: .utf8)
  else { return [] }
  var pending = Set<String>()
  for line in text.split(separator: "\n") {
    let path = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      .trimmingCharacters(in: .whitespaces)
    if !path.isEmpty { pending.insert(path) }
  }
  return pending
}

@Suite("Fuzz corpus replay")
struct CorpusReplayTests {
  @Test("every corpus input holds the fuzz invariants", arguments: FuzzEntry.Name.allCases)
  func replay(target: FuzzEntry.Name) throws {
    let folder = corpusRoot + "/" + target.rawValue
    let pending = pendingFiles()
    let files = FuzzEntry.corpusFiles([folder])
    #expect(files.count >= 20, "the \(target.rawValue) corpus is missing (\(folder))")
    var replayed = 0
    for file in files where !pending.contains(String(file.dropFirst(corpusRoot.count + 1))) {
      let bytes = try #require(FuzzEntry.read(file))
      let violations = target.target(bytes)
      #expect(violations.isEmpty, "\(file):\n\(violations.joined(separator: "\n"))")
      replayed += 1
    }
    #expect(replayed > 0)
  }

  @Test("every pending input is in the corpus")
  func pendingExist() {
    for path in pendingFiles().sorted() {
      #expect(FuzzEntry.read(corpusRoot + "/" + path) != nil, "pending.txt names \(path)")
    }
  }

  @Test("the checks report what breaks an invariant, and pass what holds")
  func checksLook() throws {
    let event = Event(
      frame: 0,
      kind: .stateWillChange(previous: .initial, current: .initial, next: .gestureDragging))
    #expect(
      FuzzInvariants.check(events: [event]) == [
        "a transition that is not allowed: INITIAL -> GESTURE_DRAGGING"
      ])
    let document = try #require(try BuiltinPresets.document(named: "demo01"))
    #expect(FuzzInvariants.checkRoundTrip(document) == [])
    #expect(
      FuzzInvariants.check(ConfigLoadError(problems: [])) == ["a refused document has no problem"])
    #expect(FuzzInvariants.checkRecords("", line: "state") == ["no JSON record"])
    #expect(FuzzInvariants.checkRecords("", line: "  # a comment") == [])
    #expect(FuzzInvariants.checkRecords("{\"ok\": true}\n{\"ok\": false}\n", line: "x") == [])
    #expect(
      FuzzInvariants.checkRecords("{\"nope\": 1}\n", line: "x") == [
        "not a JSON record with ok: {\"nope\": 1}"
      ])
    #expect(CommandFuzz.run(Array("present\ndrag 40pt\nrelease\nsnpa 2\n".utf8)) == [])
    #expect(CommandFuzz.run(Array("#!json\npresent\n\u{1}binary\nsnpa 2\nhelp\n".utf8)) == [])
    #expect(ConfigFuzz.run(Array("{\"snapPoints\": [".utf8)) == [])
    #expect(ConfigFuzz.run(Array((BuiltinPresets.source(named: "demo04") ?? "").utf8)) == [])
  }

  /// Found by the command target: each unknown path searched its shorter paths for an
  /// enclosing field, and each of those searched again, so a path of N dots or brackets took
  /// 2^N steps (12 dots: 49 s).
  @Test("a path of many dots or brackets is answered at once")
  func manyDotsPath() throws {
    var options = ShellOptions()
    options.quiet = true
    var session = try Session(options: options, files: MemoryFileSystem())
    let dots = String(repeating: ".", count: 30)
    let brackets = String(repeating: "[", count: 30)
    let start = ContinuousClock.now
    let first = session.run("set un\(dots)dershoot.presenting.scale")
    let second = session.run("set release\(brackets).skipCollapsed 1")
    #expect(!first && !second)
    #expect(ContinuousClock.now - start < .seconds(5))
    let errors = session.takeOutput().map(\.1)
    #expect(
      errors == [
        "error: unknown path 'un\(dots)dershoot.presenting.scale' (expected a path like direction, animations.snap, flags.shouldEnableSnapping, snapPoints[0].layout.height or undershoot.keyframe.cornerRadius; 'help paths' lists them all)\n",
        "error: 'release\(brackets).skipCollapsed' is part of the value of default.release.strategy (strategy): set the whole value (one of adaptive, nearest, biasedNearest, velocityThreshold, momentum, appleSheet, material, deck, halfModal, distance, flutter, compose, gorhom), e.g. set default.release.strategy adaptive\n",
      ])
  }
}
