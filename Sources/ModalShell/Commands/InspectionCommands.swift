import ModalCore
import ModalRender
import ModalSupport

/// Inspection and teaching: explanations, charts, tables, assertions.
public enum InspectionCommand: Hashable, Sendable {
  case explain
  /// `lint`; `strict` (`--strict`) fails on a warning too.
  case lint(strict: Bool)
  /// A chart of a property against percent (nil lists the properties).
  case plot(PlotProperty?)
  /// `plot PROPERTY --svg [--force] FILE.svg`: the same chart as SVG, written to a file.
  case plotSVG(PlotProperty, path: String, force: Bool)
  case state
  case show
  case snaps
  case events(count: Int?)
  case expect(ExpectTarget, value: String, tolerance: Double?)
  case echo(String)
  case animate(AnimateMode)
  /// `compare`: the session's gesture replayed on presets (``CompareRequest``).
  case compare(CompareRequest)
  /// `releasemap`: where releases land (changes nothing but the file `--svg` writes).
  indirect case releaseMap(ReleaseMapRequest)
  /// `tune`: a search of the release rule's options (changes the config with `--apply`).
  indirect case tune(TuneRequest)
}

extension CommandTable {
  static let inspection: [CommandSpec] =
    [
      CommandSpec(
        "explain", group: .inspection,
        summary: "why the last release (or snap) went where it did, with its numbers",
        details:
          "After a release: the velocity, its clamp, the projection, each point's leading edge and\ndistance, what was excluded and why, the undershoot / overshoot rules, whether it\ndismisses, and the source: where the rule's library states it (file@commit and lines).\nAfter a programmatic snap: from, to and the animation. During a drag: the release a\nrelease at velocity 0 would make now (the drag goes on).",
        command: .inspection(.explain)),
      CommandSpec(
        "plot", group: .inspection,
        usage: "plot [PROPERTY] | plot PROPERTY --svg [--force] FILE.svg",
        summary:
          "a chart of a property against percent, snap points marked (plot alone lists them)",
        details: "plot height\nplot radius\nplot dim\nplot height --svg height.svg",
        notes: replacing("plot --svg")
      ) { arguments throws(ShellError) in
        let property = try arguments.optional(.plotProperty)
        guard let property, arguments.keyword("--svg") != nil else {
          return .inspection(.plot(property))
        }
        let force = arguments.keyword("--force") != nil
        return .inspection(
          .plotSVG(property, path: try arguments.required(.file), force: force))
      },
      CommandSpec(
        "lint", group: .inspection, usage: "lint [--strict]",
        summary: "check the config on every device, orientation and keyboard (none / 300 pt)",
        details:
          "Reports duplicate percents, points out of order, a visible undershoot, an overshoot\nbelow or shorter than the last point, frames outside the container, the keyboard\ncovering a point's content; each with its severity (error, warning, note), where it\nhappens and a one-line hint.",
        notes:
          "lint fails (a script stops, modalplay exits 1) when it finds an error; lint --strict\nalso on a warning. Notes never fail it. See docs/lint.md for every check."
      ) { arguments throws(ShellError) in
        .inspection(.lint(strict: arguments.keyword("--strict") != nil))
      },
      compare,
      CommandSpec(
        "state", group: .inspection, summary: "the current step output again, without the frame",
        command: .inspection(.state)),
      CommandSpec(
        "show", group: .inspection, summary: "the current step output again, with the frame",
        command: .inspection(.show)),
      CommandSpec(
        "snaps", group: .inspection, usage: "snaps",
        summary: "a table of every interpolation point",
        notes: Listings.snapsTable.fittingSummary
      ) { _ throws(ShellError) in .inspection(.snaps) },
      CommandSpec(
        "events", group: .inspection, usage: "events [N]",
        summary: "the last N events with their simulated times (default 20)"
      ) { arguments throws(ShellError) in
        .inspection(.events(count: try arguments.optional(.count("a number of events"))))
      },
      CommandSpec(
        "expect", group: .inspection, usage: "expect WHAT VALUE [~TOLERANCE]",
        summary: "an assertion for scripts; a failed expectation is an error",
        details:
          "expect state PRESENTED_PROGRAMMATIC\nexpect snap 2\nexpect between 1 2\nexpect key half\nexpect frame.y 388\nexpect percent 0.54 ~0.01\nexpect radius 10\nexpect dim 0.1\nexpect opacity 1\nexpect config compact-height\nexpect event didSnap(2)\nexpect visible no\nexpect keyboard 300\nexpect lint clean\nexpect error \"no snap point 9\"",
        notes: ExpectTarget.helpNotes
      ) { arguments throws(ShellError) in
        .inspection(try .expectation(&arguments))
      },
      CommandSpec(
        "echo", group: .inspection, usage: "echo TEXT", summary: "print a line (for lessons)",
        verbatim: true
      ) { arguments throws(ShellError) in .inspection(.echo(arguments.rest())) },
      CommandSpec(
        "animate", group: .inspection, usage: "animate off|on|step",
        summary: "off: jump to the end; on: also a table of sampled frames; step: use tick"
      ) { arguments throws(ShellError) in
        .inspection(.animate(try arguments.required(.animateMode)))
      },
    ] + releaseTools + [tuneCommand]
}

extension Session.Workspace {
  /// Runs an inspection command: it changes nothing but `animate`'s mode (the files
  /// `plot --svg` and `releasemap --svg` write, and the config `tune --apply` edits, recorded
  /// by `recording`); `lastError` is the line before's, for `expect error`; the options say
  /// how the text is laid out.
  mutating func run(
    _ command: InspectionCommand, input: String, files: inout FileAccess, lastError: String?,
    options: ShellOptions, recording: SessionRecording? = nil
  ) throws(ShellError) -> Reply {
    switch command {
    case .explain:
      let m = manager
      return .data(text: { Explain.last(m, options: options) }, json: { Explain.json(m) })
    case .plot(let property):
      guard let property else {
        let width = options.width
        return .data(text: { Plot.list(width: width) }, json: { RecordJSON.plotProperties() })
      }
      let m = manager
      let style = OutlineStyle(width: options.width, ascii: options.ascii, color: options.color)
      return .data(
        text: {
          String(
            Plot.render(
              m.interpolator, property: property, current: m.isVisible ? m.percent : nil,
              style: style
            ).dropLast())
        }, json: { RecordJSON.plot(m, property: property, width: style.width) })
    case .plotSVG(let property, let path, let force):
      let m = manager
      let title = "\(property.rawValue) of \(documentName) by percent"
      let svg = PlotSVG.render(
        m.interpolator, property: property, current: m.isVisible ? m.percent : nil,
        width: options.width, title: title)
      try files.write(path, svg, command: "plot \(property.rawValue) --svg", force: force)
      return .text("exported the plot of \(property.rawValue) as SVG to \(Text.shown(path))")
    case .lint(let strict):
      return try lint(strict: strict, width: options.width)
    case .state:
      return .step(StepReport(events: [], drawFrame: false))
    case .show:
      return .step(StepReport(events: []))
    case .snaps:
      let m = manager
      let width = options.width
      return .data(text: { Listings.snaps(m, width: width) }, json: { RecordJSON.snaps(m) })
    case .events(let count):
      let events = manager.log.last(count ?? 20)
      return .data(
        text: {
          events.isEmpty ? "no events yet" : events.map(\.description).joined(separator: "\n")
        }, json: { RecordJSON.events(events) })
    case .expect(let target, let value, let tolerance):
      try expect(target, value, tolerance: tolerance, lastError: lastError)
      return .done
    case .echo(let text):
      return .text(Text.shown(text))
    case .animate(let mode):
      animateMode = mode
      return .text("animate \(mode.rawValue)")
    case .compare(let request):
      return try compare(request, files: &files, options: options, recording: recording)
    case .releaseMap(let request):
      return try releaseMap(request, files: &files, options: options)
    case .tune(let request):
      return try tune(request, input: input, options: options, recording: recording)
    }
  }
}

extension Session.Workspace {
  /// `lint`: answers the report; fails when it found an error (with `strict`, a warning), so
  /// that a script or `-c` stops with exit 1, the report then the error's detail (printed
  /// before the error in text, a part of the error record in JSON).
  func lint(strict: Bool, width: Int) throws(ShellError) -> Reply {
    let findings = Lint.check(manager.adaptiveConfig)
    // Written only where it is printed (a passing lint in JSON prints the findings' JSON),
    // wrapped line by line as it is written (``Lint/write(_:configName:width:into:)``).
    let name = documentName
    let report = { () -> ByteBuffer in
      let out = ByteBuffer(capacity: 64 + findings.count * 256)
      Lint.write(findings, configName: name, width: width, into: out)
      return out
    }
    let failure = Lint.failure(findings, strict: strict)
    guard let failure else { return .report(report, json: { LintJSON.record(findings) }) }
    let message = "lint\(strict ? " --strict" : ""): \(documentName) has \(failure)"
    throw ShellError(message, detail: report().string)
  }
}
