import Foundation
import ModalCore
import ModalRender
import Testing

@testable import ModalShell

/// `plot PROPERTY --svg [--force] FILE.svg` (issue 15): the file is the chart the session's
/// width gives (the text chart's samples), and an existing file is refused without --force,
/// as `export svg` and `save` refuse it.
@Suite("plot --svg FILE")
struct PlotSVGCommandTests {
  @Test("writes the chart of the session's width and refuses a file it did not write")
  func writes() throws {
    let directory = try temporaryDirectory(["old.svg": "keep"])
    var session = try quietSession(files: LocalFileSystem())
    let path = directory + "/height.svg"
    #expect(
      outputs(&session, "plot height --svg \(path)").out
        == "exported the plot of height as SVG to \(path)\n")
    let m = session.manager
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      written
        == PlotSVG.render(
          m.interpolator, property: .height, current: m.percent, width: 80,
          title: "height of demo01 by percent"))
    // Written by this session: written again without --force.
    #expect(outputs(&session, "plot dim --svg \(path)").err == "")
    let old = directory + "/old.svg"
    #expect(
      outputs(&session, "plot height --svg \(old)").err
        == "error: plot height --svg \(old): refused, the file exists and this session did not write it (plot height --svg --force \(old) replaces it)\n"
    )
    #expect(try String(contentsOfFile: old, encoding: .utf8) == "keep")
    #expect(outputs(&session, "plot height --svg --force \(old)").err == "")
    #expect(try String(contentsOfFile: old, encoding: .utf8).hasPrefix("<svg "))
    // Without a file: the usage.
    #expect(outputs(&session, "plot height --svg").err.hasPrefix("error: "))
    // The text chart is unchanged by the option's existence.
    #expect(outputs(&session, "plot height").out.hasPrefix("height: the modal's height"))
  }
}
