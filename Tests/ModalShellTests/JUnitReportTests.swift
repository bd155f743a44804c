import Foundation
import Testing

/// A file's text, or nil when it cannot be read.
private func contents(_ path: String) -> String? {
  try? String(contentsOfFile: path, encoding: .utf8)
}

/// A folder `t` of one passing transcript (`t/a.modal`) and one without its `.expected`
/// (`t/n.modal`), and a `report.xml` another program wrote.
private func transcripts() throws -> String {
  let directory = try temporaryDirectory(["report.xml": "not ours\n"])
  try FileManager.default.createDirectory(
    atPath: directory + "/t", withIntermediateDirectories: true)
  for (name, text) in [
    "a.modal": "echo a\n", "a.expected": "a\n", "n.modal": "echo n\n",
  ] {
    try text.write(toFile: directory + "/t/" + name, atomically: true, encoding: .utf8)
  }
  return directory
}

/// A report with its times, timestamp and hostname (which vary from run to run) replaced by
/// `T`, `TS` and `H` when they have their formats.
private func fixed(_ report: String) -> String {
  report.replacing(#/ time="[0-9]+\.[0-9]{3}"/#, with: " time=\"T\"")
    .replacing(
      #/ timestamp="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}"/#,
      with: " timestamp=\"TS\""
    )
    .replacing(#/ hostname="[^"]+"/#, with: " hostname=\"H\"")
}

/// `modalplay test --junit FILE` follows the rule of every writer: never over a script or
/// transcript being tested, over another existing file only with `--force`, atomically.
@Suite("modalplay test --junit never replaces a file unasked")
struct JUnitReportTests {
  @Test("a .modal or .expected of the run is refused, even with --force, and nothing runs")
  func inputsOfTheRun() throws {
    let directory = try transcripts()
    for (report, extra) in [
      ("t/a.modal", ["--force"]), ("t/a.expected", ["--force"]), ("./t/../t/a.modal", []),
    ] {
      let run = try runModalplay(["test", "t", "--junit", report] + extra, directory: directory)
      #expect(run.status == 2)
      #expect(run.stdout == "")
      #expect(
        run.stderr
          == "modalplay test: --junit \(report): refused, it is a transcript being tested\n")
    }
    // The .expected --update is about to make counts too.
    let update = try runModalplay(
      ["test", "t", "--update", "--junit", "t/n.expected"], directory: directory)
    #expect(update.status == 2)
    #expect(
      update.stderr
        == "modalplay test: --junit t/n.expected: refused, it is a transcript being tested\n")
    #expect(contents(directory + "/t/a.modal") == "echo a\n")
    #expect(contents(directory + "/t/a.expected") == "a\n")
    #expect(!FileManager.default.fileExists(atPath: directory + "/t/n.expected"))
  }

  @Test("an existing report needs --force; a new one does not")
  func existingReport() throws {
    let directory = try transcripts()
    let refused = try runModalplay(
      ["test", "t/a.modal", "--junit", "report.xml"], directory: directory)
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "modalplay test: --junit report.xml: refused, the file exists (--junit report.xml --force replaces it)\n"
    )
    #expect(contents(directory + "/report.xml") == "not ours\n")
    let forced = try runModalplay(
      ["test", "t/a.modal", "--junit", "report.xml", "--force"], directory: directory)
    #expect(forced.status == 0)
    #expect(forced.stdout == "ok      t/a.modal\n1 transcript: 1 passed, 0 failed\n")
    let report = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites tests="1" failures="0" errors="0" time="T">
        <testsuite name="modalplay" tests="1" failures="0" errors="0" skipped="0" time="T" timestamp="TS" hostname="H">
          <testcase classname="modalplay.transcripts" name="t/a.modal" time="T"/>
        </testsuite>
      </testsuites>

      """
    #expect(contents(directory + "/report.xml").map(fixed) == report)
    let fresh = try runModalplay(
      ["test", "t/a.modal", "--junit", "fresh.xml"], directory: directory)
    #expect(fresh.status == 0)
    #expect(contents(directory + "/fresh.xml").map(fixed) == report)
  }

  @Test("the report is written atomically: a read-only file is refused and kept")
  func atomic() throws {
    let directory = try transcripts()
    let path = directory + "/report.xml"
    #expect(chmod(path, 0o444) == 0)
    let run = try runModalplay(
      ["test", "t/a.modal", "--junit", "report.xml", "--force"], directory: directory)
    #expect(run.status == 2)
    #expect(run.stderr == "modalplay test: cannot write 'report.xml': it is read-only\n")
    #expect(contents(path) == "not ours\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "report.xml", "t",
      ])
  }
}
