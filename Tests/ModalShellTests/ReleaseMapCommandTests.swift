import Foundation
import ModalCore
import ModalRender
import Testing

@testable import ModalShell

/// A session on `preset`, presented, printing `width` columns without frames.
private func mapSession(
  _ preset: String = "demo01", width: Int = 40, files: any FileSystem = MemoryFileSystem()
) throws -> Session {
  var options = ShellOptions()
  options.quiet = true
  options.width = width
  var session = try Session(preset: preset, options: options, files: files)
  session.run("present")
  _ = session.takeOutput()
  return session
}

@Suite("releasemap: text, JSON, SVG and errors")
struct ReleaseMapCommandTests {
  @Test("a small map of demo01 from 1, exactly")
  func golden() throws {
    var session = try mapSession()
    let out = outputs(&session, "releasemap --rows 6 --velocities -1000..1000").out
    #expect(
      out == """
        releasemap demo01 (adaptive) from 1: landing index, × dismissed
        edge pt  percent     -1000     1000 pt/s
           47.00  0.944 ─ 4 │3333333344444444444
          206.40  0.755     │2222222233333344444
          365.80  0.567 ─ 2 │1111122222222233333
          525.20  0.378 ◀ 1 │1111111111122222222
          684.60  0.189     │××××××××11111111111
          844.00  0.000 ─ 0 │××××××××××××××11111

        """)
  }

  @Test("the axis is no wider than the rows: the last velocity and pt/s end over the last column")
  func axisWidth() throws {
    for width in [64, 80, 132] {
      var session = try mapSession(width: width)
      let lines = outputs(&session, "releasemap --rows 6").out.split(separator: "\n")
      let axis = try #require(lines.first { $0.hasPrefix("edge pt") })
      let row = try #require(lines.first { $0.contains("│") })
      #expect(axis.count == row.count, "width \(width)")
      #expect(lines.allSatisfy { $0.count <= width }, "width \(width)")
      #expect(axis.hasSuffix("3000 pt/s"))
    }
    var session = try mapSession(width: 80)
    let axis = outputs(&session, "releasemap --rows 6").out.split(separator: "\n")[1]
    #expect(
      axis == "edge pt  percent     -3000                        0                    3000 pt/s")
  }

  @Test("--vs marks the cells another rule lands elsewhere; the same rule marks none")
  func versus() throws {
    var session = try mapSession()
    let out = outputs(&session, "releasemap --rows 6 --velocities -1000..1000 --vs nearest").out
    #expect(
      out == """
        releasemap demo01 (adaptive) from 1: landing index, × dismissed
        edge pt  percent     -1000     1000 pt/s
           47.00  0.944 ─ 4 │!!!!!!!!44444444444
          206.40  0.755     │!!!!!!!!333333!!!!!
          365.80  0.567 ─ 2 │!!!!!222222222!!!!!
          525.20  0.378 ◀ 1 │11111111111!!!!!!!!
          684.60  0.189     │!!!!!!!!11111111111
          844.00  0.000 ─ 0 │××××××××××××××!!!!!
        ! 52 of 114 cells land elsewhere with nearest

        """)
    #expect(
      outputs(&session, "releasemap --rows 6 --vs rule:adaptive").out.hasSuffix(
        "! 0 of 114 cells land elsewhere with rule:adaptive\n"))
  }

  @Test("on a terminal the rows fit the window and ! is bold red")
  func terminal() throws {
    var session = try mapSession()
    session.options.height = 12
    session.options.color = true
    let out = outputs(&session, "releasemap --vs nearest").out
    let lines = out.split(separator: "\n")
    // The header, the axis, 12 - 5 rows, the count of differing cells.
    #expect(lines.count == 2 + 7 + 1)
    #expect(out.contains("\u{1B}[1;31m!\u{1B}[0m"))
    // Without colour the same map has no escape.
    session.options.color = false
    #expect(!outputs(&session, "releasemap --vs nearest").out.contains("\u{1B}"))
  }

  @Test("JSON: from, velocities, rows of edge, percent and lands (null dismissed)")
  func json() throws {
    var session = try mapSession(width: 24)
    session.options.format = .json
    let out = outputs(&session, "releasemap --rows 2 --velocities -10..10").out
    #expect(
      out
        == "{\"input\": \"releasemap --rows 2 --velocities -10..10\", \"ok\": true, \"result\": {\"from\": 1, \"velocities\": [-10.00, 0.00, 10.00], \"rows\": [{\"edge\": 47.00, \"percent\": 0.944, \"lands\": [4, 4, 4]}, {\"edge\": 844.00, \"percent\": 0.000, \"lands\": [null, null, null]}]}}\n"
    )
  }

  @Test("bad arguments are one-line errors and change nothing")
  func errors() throws {
    var session = try mapSession()
    let before = session.manager
    let usage =
      "(usage: releasemap [--from I] [--velocities A..B] [--rows N] [--vs X] [--svg F])"
    for (line, error) in [
      ("releasemap --rows 1", "expected a number of rows from 2 to 400, got '1'"),
      ("releasemap --rows 100000", "expected a number of rows from 2 to 400, got '100000'"),
      ("releasemap --velocities 5..1", "expected MIN below MAX in MIN..MAX, got '5..1'"),
      (
        "releasemap --velocities 0..9e9",
        "expected a velocity from -1000000 to 1000000 pt/s, got '0..9e9'"
      ),
      (
        "releasemap --velocities nan..1",
        "expected velocities MIN..MAX in pt/s like -3000..3000, got 'nan..1'"
      ),
      (
        "releasemap --from 9",
        "releasemap: no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)"
      ),
      ("releasemap --from 0", "releasemap: cannot snap to 0: 0 is the undershoot (use dismiss)"),
      ("releasemap --vs demo0l", "unknown preset or rule 'demo0l' (did you mean 'demo01'?)"),
      ("releasemap --from", "missing index after '--from' \(usage)"),
      ("releasemap --rows 3 --rows 4", "unexpected '--rows' \(usage)"),
    ] {
      let err = outputs(&session, line).err
      #expect(err == "error: \(error)\n", "\(line)")
      #expect(session.manager == before, "\(line)")
    }
    session.run("dismiss")
    _ = session.takeOutput()
    #expect(
      outputs(&session, "releasemap").err
        == "error: releasemap: cannot map releases: the modal is not presented (present it first)\n"
    )
  }

  @Test("--svg writes the picture of the map, its text escaped")
  func svg() throws {
    var session = try mapSession(files: LocalFileSystem())
    let path = try temporaryDirectory([:]) + "/map.svg"
    #expect(
      outputs(&session, "releasemap --rows 4 --svg \(path)").out
        == "exported the release map as SVG to \(path)\n")
    let m = session.manager
    let map = try m.releaseMap(
      from: 1, velocities: ReleaseMap.velocities(from: -3000, to: 3000, count: 19),
      edges: try m.releaseMapEdges(from: 1, rows: 4))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == ReleaseMapSVG.render(map, title: "release map of demo01 (adaptive)", vs: nil))
    let svg = ReleaseMapSVG.render(map, title: "a <b> & \"c\"", vs: nil)
    #expect(svg.contains("<title>a &lt;b&gt; &amp; &quot;c&quot;</title>"))
    #expect(svg.contains("id=\"point-1\"") && svg.contains("id=\"cell-3-0\""))
    #expect(svg.contains("release velocity (pt/s)"))
  }
}

@Suite("tune: set lines, --apply and errors")
struct TuneCommandTests {
  @Test("tune --apply sets the options found in one undo step")
  func apply() throws {
    var session = try mapSession(width: 80)
    session.run("set release.strategy momentum")
    _ = session.takeOutput()
    let out = outputs(&session, "tune flick 100 from 1 to 2 --apply").out
    #expect(
      out.hasPrefix(
        "tune demo01 (momentum): 12 configurations tried\n  flick 100 from 1 to 2  now fails, tuned met\nset release.decelerationRate 0.9999\nbefore:\n"
      ))
    #expect(session.manager.config.release.options["decelerationRate"] == 0.9999)
    _ = outputs(&session, "undo")
    #expect(session.manager.config.release.options["decelerationRate"] == nil)
    // Without --apply nothing changes.
    let before = session.manager
    _ = outputs(&session, "tune flick 100 from 1 to 2")
    #expect(session.manager == before)
  }

  @Test("bad goals are one-line errors and change nothing")
  func errors() throws {
    var session = try mapSession()
    let before = session.manager
    for (line, error) in [
      ("tune fly", "expected a goal (flick, drag, never-skip or no-dismiss-above), got 'fly'"),
      ("tune flick 100 from 1 to x", "expected a snap point index or dismissed, got 'x'"),
      ("tune flick fast from 1 to 2", "expected a velocity in pt/s like 800 or -1200, got 'fast'"),
      (
        "tune flick 100 from 9 to 2",
        "tune: no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)"
      ),
    ] {
      #expect(outputs(&session, line).err == "error: \(error)\n", "\(line)")
      #expect(session.manager == before, "\(line)")
    }
  }
}
