import Foundation
import Testing

@testable import ModalShell

/// The repository's root, from this file's place in it.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// What a parser made of a line: the command (nil for nothing) or the error, compared whole.
private enum Outcome: Hashable {
  case command(Command?)
  case error(ShellError)

  init(_ parse: (String) throws(ShellError) -> Command?, _ line: String) {
    do {
      self = .command(try parse(line))
    } catch {
      self = .error(error)
    }
  }
}

/// The lines of every file of the command fuzz corpus.
private func corpusLines() throws -> [String] {
  let folder = repositoryRoot.appendingPathComponent("Tests/FuzzCorpus/command")
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  var lines: [String] = []
  for name in names {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    let text = String(decoding: data, as: UTF8.self)
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
  return lines
}

/// The lines of both mixes of bench/workload.sh, read from its `cycle=` and `environment=`
/// lists.
private func workloadLines() throws -> [String] {
  let script = try String(
    contentsOf: repositoryRoot.appendingPathComponent("bench/workload.sh"), encoding: .utf8)
  var lines: [String] = []
  for line in script.split(separator: "\n") {
    let trimmed = line.drop(while: { $0 == " " })
    guard trimmed.hasPrefix("cycle=\"") || trimmed.hasPrefix("environment=\"") else { continue }
    let quoted = trimmed.split(separator: "\"", omittingEmptySubsequences: false)
    guard quoted.count >= 2 else { continue }
    lines += quoted[1].split(separator: "|").map(String.init).filter { $0 != "ENV" }
  }
  return lines
}

/// Edge cases: every verb of the table with awkward arguments, and awkward spacing.
private func edgeLines() -> [String] {
  let verbs = CommandTable.all.flatMap { [$0.name] + $0.aliases } + ["dra", "pres", "DRAG", "x"]
  let arguments = [
    "0", "-0", "+0", "0.1", "-0.05", "1", "2", "99", "800", "-400", "1e999", "-1e999", "1e308",
    "1e-400", "nan", "NaN", "inf", "-inf", "infinity", "0x10", "1_000", "9223372036854775807",
    "9223372036854775808", "-9223372036854775809", "99999999999999999999999999", "40pt",
    "40%", "-40%", "120pt/s", "800pt/s", "1e3pt", "0.1s", "100ms", "6f", "1.5f", "off", "none",
    "on", "next", "prev", "previous", "closest", "top", "bottom", "x", ".", "-", "+", "e", "1e",
    "1..2", "--1", "500x800", "portrait", "landscape", "iphone-se", "Ünïcödé", "1\u{301}",
    "0\u{660}",
  ]
  var lines = ["", " ", "\t", "#", "# note", "?", "? snap"]
  for verb in verbs {
    lines += [verb, verb + " ", " " + verb, verb + "\t", verb + "#"]
    for argument in arguments {
      lines += [
        "\(verb) \(argument)", "\(verb)  \(argument)", "\(verb) \(argument) ",
        "\(verb)\t\(argument)", " \(verb) \(argument)", "\(verb) \(argument) \(argument)",
        "\(verb) '\(argument)'", "\(verb) \(argument) # note",
      ]
    }
  }
  return lines
}

@Suite("Parser fast path")
struct FastPathTests {
  /// Both parsers agree on `lines`: the same command or the same error (message and offset).
  private func expectAgreement(_ lines: [String]) {
    for line in lines {
      #expect(
        Outcome(CommandTable.parse, line) == Outcome(CommandTable.parseGeneral, line),
        "line \(line.debugDescription)")
    }
  }

  @Test("the fast path and the general parser agree on the fuzz corpus")
  func corpus() throws {
    let lines = try corpusLines()
    #expect(lines.count > 100)
    expectAgreement(lines)
  }

  @Test("the fast path and the general parser agree on the workload, and it takes every line")
  func workload() throws {
    let lines = try workloadLines()
    #expect(lines.count == 37)
    expectAgreement(lines)
    // Every line but the unknown command (refused by the general parser, with a suggestion).
    for line in lines where line != "frobnicate" {
      #expect(FastPath.words(of: line) != nil, "line \(line.debugDescription)")
    }
    #expect(FastPath.words(of: "frobnicate") == nil)
  }

  @Test("the fast path and the general parser agree on the edge cases")
  func edges() {
    let lines = edgeLines()
    #expect(lines.count > 10_000)
    expectAgreement(lines)
  }

  @Test("a fast line gives the spec and the words the general parser finds")
  func words() throws {
    let drag = try #require(FastPath.words(of: "drag 40pt"))
    #expect(drag.spec.name == "drag")
    #expect(drag.words == [Word("drag", offset: 0), Word("40pt", offset: 5)])
    let present = try #require(FastPath.words(of: "present"))
    #expect(present.spec.name == "present")
    #expect(present.words == [Word("present", offset: 0)])
    #expect(FastPath.words(of: "exit")?.spec.name == "quit")
    #expect(FastPath.words(of: "reduce-motion on")?.spec.name == "reduce-motion")
  }

  @Test("every command but the verbatim ones is a fast verb, by its name and its aliases")
  func verbs() {
    for spec in CommandTable.all {
      for name in [spec.name] + spec.aliases where name != "?" {
        #expect(
          FastPath.words(of: name)?.spec === (spec.verbatim ? nil : spec), "verb \(name)")
      }
    }
    #expect(FastPath.words(of: "?") == nil)
  }

  @Test(
    "other lines go the general way",
    arguments: [
      "", "dra 0.1", "pres", "DRAG 0.1", "drag  0.1", "drag 0.1 ", " drag 0.1", "drag\t0.1",
      "drag 0.1 5pt", "drag '0.1'", "drag 0.1#", "echo hi", "echo", "? snap", "drag ",
      "keyboard 3\u{660}", "rotate # note",
    ])
  func generalWay(line: String) {
    #expect(FastPath.words(of: line) == nil)
  }

  @Test("a fast line's error is the general parser's, offset included")
  func errors() {
    #expect(
      Outcome(CommandTable.parse, "drag 0.1x")
        == .error(
          ShellError("expected an amount like 0.4, 40% or 120pt, got '0.1x'", offset: 5)))
    #expect(
      Outcome(CommandTable.parse, "tap 1")
        == .error(ShellError("unexpected '1' (usage: tap)", offset: 4)))
  }
}
