import ModalCore
import ModalRender

/// Inspection and teaching: explanations, charts, tables, assertions.
public enum InspectionCommand: Hashable, Sendable {
  case explain
  case lint
  /// A chart of a property against percent (nil lists the properties).
  case plot(PlotProperty?)
  case state
  case show
  case snaps
  case events(count: Int?)
  case expect(ExpectTarget, value: String, tolerance: Double?)
  case echo(String)
  case animate(AnimateMode)
}

/// What `expect` can check, in the order its error lists them.
public enum ExpectTarget: String, Hashable, Sendable, CaseIterable {
  case state, snap, key, percent
  case frameX = "frame.x"
  case frameY = "frame.y"
  case frameWidth = "frame.width"
  case frameHeight = "frame.height"
  case radius, dim, opacity, config, event, visible, keyboard, orientation
  /// The command before failed with this text in its message (docs/scripts.md).
  case error
}

extension CommandTable {
  static let inspection: [CommandSpec] = [
    CommandSpec(
      "explain", group: .inspection,
      summary: "why the last release (or snap) went where it did, with its numbers",
      details:
        "After a release: the velocity, its clamp, the projection, each point's leading edge and\ndistance, what was excluded and why, the undershoot / overshoot rules, whether it\ndismisses. After a programmatic snap: from, to and the animation.",
      command: .inspection(.explain)),
    CommandSpec(
      "plot", group: .inspection, usage: "plot [PROPERTY]",
      summary: "a chart of a property against percent, snap points marked (plot alone lists them)",
      details: "plot height\nplot radius\nplot dim"
    ) { arguments throws(ShellError) in
      .inspection(.plot(try arguments.optional(.plotProperty)))
    },
    CommandSpec(
      "lint", group: .inspection,
      summary: "check the config on every device, orientation and keyboard (none / 300 pt)",
      details:
        "Reports duplicate percents, points out of order, a visible undershoot, an overshoot\nbelow or shorter than the last point, frames outside the container, the keyboard\ncovering a point's content; each with where it happens and a one-line hint.",
      command: .inspection(.lint)),
    CommandSpec(
      "state", group: .inspection, summary: "the current step output again, without the frame",
      command: .inspection(.state)),
    CommandSpec(
      "show", group: .inspection, summary: "the current step output again, with the frame",
      command: .inspection(.show)),
    CommandSpec(
      "snaps", group: .inspection, summary: "a table of every interpolation point",
      command: .inspection(.snaps)),
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
        "expect state PRESENTED_PROGRAMMATIC\nexpect snap 2\nexpect key half\nexpect frame.y 388\nexpect percent 0.54 ~0.01\nexpect radius 10\nexpect dim 0.1\nexpect opacity 1\nexpect config compact-height\nexpect event didSnap(2)\nexpect visible false\nexpect error \"no snap point 9\""
    ) { arguments throws(ShellError) in
      .inspection(
        .expect(
          try arguments.required(.expectTarget), value: try arguments.required(.text),
          tolerance: try arguments.optional(.tolerance)))
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
  ]
}

extension Session {
  /// Runs an inspection command: it prints and changes nothing (but `animate`'s mode).
  mutating func run(_ command: InspectionCommand, input: String) throws(ShellError) {
    switch command {
    case .explain:
      let session = self
      reply(
        input, text: { Explain.last(session: session) }, json: { Explain.json(session: session) })
    case .plot(let property):
      guard let property else {
        return reply(input, text: { Plot.list() }, json: { RecordJSON.plotProperties() })
      }
      let m = manager
      let style = OutlineStyle(width: options.width, ascii: options.ascii)
      reply(
        input,
        text: {
          String(
            Plot.render(
              m.interpolator, property: property, current: m.isVisible ? m.percent : nil,
              style: style
            ).dropLast())
        }, json: { RecordJSON.plot(m, property: property, width: style.width) })
    case .lint:
      let findings = Lint.check(manager.adaptiveConfig)
      let (name, width) = (documentName, options.width)
      reply(
        input,
        text: { Text.wrapLines(Lint.report(findings, configName: name), width: width) },
        json: { LintJSON.record(findings) })
    case .state:
      emitStep(input, events: [], drawFrame: false)
    case .show:
      emitStep(input, events: [], drawFrame: !options.quiet)
    case .snaps:
      let m = manager
      reply(input, text: { Listings.snaps(m) }, json: { RecordJSON.snaps(m) })
    case .events(let count):
      let events = manager.log.last(count ?? 20)
      reply(
        input,
        text: {
          events.isEmpty ? "no events yet" : events.map(\.description).joined(separator: "\n")
        }, json: { RecordJSON.events(events) })
    case .expect(let target, let value, let tolerance):
      try expect(target, value, tolerance: tolerance)
      acknowledge(input)
    case .echo(let text):
      reply(input, text)
    case .animate(let mode):
      animateMode = mode
      reply(input, "animate \(mode.rawValue)")
    }
  }

  /// Checks an expectation; a failed one is an error that says what was found.
  func expect(_ target: ExpectTarget, _ value: String, tolerance: Double?) throws(ShellError) {
    let what = target.rawValue
    let m = manager
    func number(_ actual: Double, _ defaultTolerance: Double, _ format: (Double) -> String)
      throws(ShellError)
    {
      guard let expected = Numbers.parse(value) else {
        throw ShellError("expect \(what): expected a number, got '\(value)'")
      }
      guard abs(actual - expected) <= (tolerance ?? defaultTolerance) + 1e-9 else {
        throw ShellError("expect \(what): expected \(value), got \(format(actual))")
      }
    }
    func text(_ actual: String) throws(ShellError) {
      guard actual == value else {
        throw ShellError("expect \(what): expected \(value), got \(actual)")
      }
    }
    switch target {
    case .state: try text(m.state.rawValue)
    case .snap: try text(m.isVisible ? String(m.currentIndex) : "none (dismissed)")
    case .key: try text(m.currentPoint.key ?? "none")
    case .percent: try number(m.percent, 0.0005, Text.pct)
    case .frameX: try number(m.frame.x, 0.005, Text.pt)
    case .frameY: try number(m.frame.y, 0.005, Text.pt)
    case .frameWidth: try number(m.frame.width, 0.005, Text.pt)
    case .frameHeight: try number(m.frame.height, 0.005, Text.pt)
    case .radius: try number(m.values[.cornerRadius], 0.005, Text.pt)
    case .dim: try number(m.values[.backgroundOpacity], 0.005, Text.pt)
    case .opacity: try number(m.values[.opacity], 0.005, Text.pt)
    case .config:
      let selected = m.adaptiveConfig.name(of: m.selection)
      if value != selected && value != documentName {
        throw ShellError("expect config: expected \(value), got \(documentName) (\(selected))")
      }
    case .event: try expectEvent(value)
    case .visible: try text(m.isVisible ? "true" : "false")
    case .keyboard: try text(m.environment.keyboardHeight.map(Text.pt) ?? "off")
    case .orientation: try text(m.environment.orientation.rawValue)
    case .error: try expectError(value)
    }
  }

  /// `expect event NAME`: an event of the last step, by its text or its name.
  func expectEvent(_ value: String) throws(ShellError) {
    let texts = lastEvents.filter {
      if case .stateWillChange = $0.kind { return false }
      return true
    }.map(\.kind.text)
    if !texts.contains(value) && !lastEvents.contains(where: { $0.kind.name == value }) {
      throw ShellError(
        "expect event: \(value) did not happen in the last step (events: \(texts.isEmpty ? "none" : texts.joined(separator: ", ")))"
      )
    }
  }
}
