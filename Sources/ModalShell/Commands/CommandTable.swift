import ModalCore
import ModalRender

/// What an argument position completes to.
public enum ArgumentKind: Hashable, Sendable {
  /// Snap indices, keys, next / prev / closest.
  case snapTarget
  case presetName
  case deviceName
  case setPath
  case layoutPreset
  case file
  /// One of these words.
  case words([String])
  /// A command name.
  case commandName
  /// Free text or a number: nothing to complete.
  case free
}

/// The groups of the command list in `help`.
public enum CommandGroup: String, Hashable, Sendable, CaseIterable {
  case modal = "Modal actions"
  case environment = "Environment"
  case config = "Config"
  case inspection = "Inspection and teaching"
  case session = "Session"
}

/// One command: its name, usage, help and argument kinds, and how its words parse. The table
/// of these is the single source of names, arguments, help text and completion.
///
/// A class: a lookup hands out one reference instead of copying five strings and a closure.
public final class CommandSpec: Sendable {
  public let name: String
  public let group: CommandGroup
  /// `snap INDEX|KEY|next|prev|closest`.
  public let usage: String
  /// One line for the command list.
  public let summary: String
  /// Longer help with examples (may be empty).
  public let details: String
  /// What each argument position completes to (the last one repeats).
  public let arguments: [ArgumentKind]
  /// Parses the words after the command name.
  let parse: @Sendable (_ arguments: [Word], _ line: ParseLine) throws(ShellError) -> Command

  init(
    name: String, group: CommandGroup, usage: String, summary: String, details: String,
    arguments: [ArgumentKind],
    parse:
      @escaping @Sendable (_ arguments: [Word], _ line: ParseLine) throws(ShellError) -> Command
  ) {
    self.name = name
    self.group = group
    self.usage = usage
    self.summary = summary
    self.details = details
    self.arguments = arguments
    self.parse = parse
  }
}

/// The whole line being parsed (for commands that take the rest of the line verbatim).
public struct ParseLine: Sendable {
  public var text: String
  public var words: [Word]
}

/// The command table and the parser that reads it.
public enum CommandTable {
  /// Every command, in the order `help` lists them.
  public static let all: [CommandSpec] = modal + environment + config + inspection + session

  /// The names of every command.
  public static let names: [String] = all.map(\.name)

  /// Aliases accepted exactly (never as prefixes).
  static let aliases: [String: String] = ["exit": "quit", "?": "help"]

  /// The specs by name.
  static let byName: [String: CommandSpec] = {
    var table: [String: CommandSpec] = [:]
    for spec in all { table[spec.name] = spec }
    return table
  }()

  /// The spec of a command name (exact).
  public static func spec(named name: String) -> CommandSpec? {
    byName[name]
  }

  /// Resolves a typed word to a command: an exact name or alias, else the only command it is a
  /// prefix of.
  public static func resolve(_ word: Word) throws(ShellError) -> CommandSpec {
    let typed = word.text
    if let spec = spec(named: typed) { return spec }
    if let alias = aliases[typed], let spec = spec(named: alias) { return spec }
    let matches = all.filter { $0.name.hasPrefix(typed) }
    if matches.count == 1 { return matches[0] }
    // From three letters on, a modal action wins over the other commands it shares a prefix
    // with (`pres` = present, not preset; `sna` = snap, not snaps).
    let actions = matches.filter { $0.group == .modal }
    if typed.count >= 3 && actions.count == 1 { return actions[0] }
    if matches.count > 1 {
      throw ShellError(
        "'\(typed)' is ambiguous: \(matches.map(\.name).joined(separator: ", "))",
        offset: word.offset)
    }
    if let near = suggestion(for: typed, among: names) {
      throw ShellError("unknown command '\(typed)' (did you mean '\(near)'?)", offset: word.offset)
    }
    throw ShellError(
      "unknown command '\(typed)' (type help for the list of commands)", offset: word.offset)
  }

  /// Parses a line: nil for a blank or comment line.
  public static func parse(_ line: String) throws(ShellError) -> Command? {
    // `echo` prints the rest of the line exactly as typed (apostrophes, `#` and all), so it is
    // recognised before the line is split into words.
    let trimmed = line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    if trimmed.starts(with: "echo".utf8) {
      let after = trimmed.dropFirst(4)
      if after.isEmpty { return .echo("") }
      if after.first == UInt8(ascii: " ") || after.first == UInt8(ascii: "\t") {
        return .echo(String(decoding: after.dropFirst(), as: UTF8.self))
      }
    }
    let words: [Word]
    do {
      words = try Words.split(line)
    } catch {
      throw ShellError(error.message, offset: error.offset)
    }
    guard let first = words.first else { return nil }
    let spec = try resolve(first)
    return try spec.parse(Array(words.dropFirst()), ParseLine(text: line, words: words))
  }

  // MARK: - Argument helpers

  static func expectCount(
    _ words: [Word], _ range: ClosedRange<Int>, _ usage: String
  ) throws(ShellError) {
    if words.count > range.upperBound {
      let extra = words[range.upperBound]
      throw ShellError("unexpected '\(extra.text)' (usage: \(usage))", offset: extra.offset)
    }
    if words.count < range.lowerBound {
      throw ShellError("missing argument (usage: \(usage))")
    }
  }

  /// The parser of a command that takes no arguments.
  static func noArguments(_ command: Command, usage: String)
    -> @Sendable (_ arguments: [Word], _ line: ParseLine) throws(ShellError) -> Command
  {
    { words, _ throws(ShellError) in
      try expectCount(words, 0...0, usage)
      return command
    }
  }

  /// A finite number, or an error naming what was expected.
  static func number(_ text: String) -> Double? {
    // Reject forms Double accepts but users never mean (hex, "nan", "inf"): only ASCII digits,
    // signs, points and exponents.
    guard !text.isEmpty,
      text.utf8.allSatisfy({ byte in
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
          || byte == UInt8(ascii: "E")
      }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  static func number(_ word: Word, _ what: String) throws(ShellError) -> Double {
    guard let value = number(word.text) else {
      throw ShellError("expected \(what), got '\(word.text)'", offset: word.offset)
    }
    return value
  }

  static func amount(_ word: Word) throws(ShellError) -> Amount {
    let text = word.text
    let what = "an amount like 0.4, 40% or 120pt"
    if text.hasSuffix("pt"), let value = number(String(text.dropLast(2))) {
      return .points(value)
    }
    if text.hasSuffix("%"), let value = number(String(text.dropLast())) {
      return .fraction(value / 100)
    }
    if let value = number(text) { return .fraction(value) }
    throw ShellError("expected \(what), got '\(text)'", offset: word.offset)
  }

  static func velocity(_ word: Word) throws(ShellError) -> Double {
    var text = word.text
    if text.hasSuffix("pt/s") { text.removeLast(4) }
    guard let value = number(text) else {
      throw ShellError(
        "expected a velocity in pt/s like 800 or -1200, got '\(word.text)'", offset: word.offset)
    }
    return value
  }

  /// `0.1s`, `100ms`, `6f` (frames), or a bare number of seconds.
  static func frames(_ word: Word) throws(ShellError) -> Int {
    let text = word.text
    var value: Double? = nil
    var frames = false
    if text.hasSuffix("ms") {
      value = number(String(text.dropLast(2))).map { $0 / 1000 }
    } else if text.hasSuffix("s") {
      value = number(String(text.dropLast()))
    } else if text.hasSuffix("f") {
      value = number(String(text.dropLast()))
      frames = true
    } else {
      value = number(text)
    }
    guard let value, value >= 0, value <= 3600 else {
      throw ShellError(
        "expected a duration like 0.1s, 100ms or 6f (up to an hour), got '\(text)'",
        offset: word.offset)
    }
    if frames {
      guard value == value.rounded() else {
        throw ShellError("expected a whole number of frames, got '\(text)'", offset: word.offset)
      }
      return Int(value)
    }
    return Clock.frames(value)
  }

  static func snapTarget(_ word: Word) -> SnapTarget {
    switch word.text {
    case "next": return .next
    case "prev", "previous": return .previous
    case "closest": return .closest
    default:
      if let index = Int(word.text) { return .index(index) }
      return .key(word.text)
    }
  }

  static func integer(_ word: Word, _ what: String) throws(ShellError) -> Int {
    guard let value = Int(word.text) else {
      throw ShellError("expected \(what), got '\(word.text)'", offset: word.offset)
    }
    return value
  }

  /// The text of the line after the first `count` words, verbatim.
  static func rest(_ line: ParseLine, after count: Int) -> String {
    guard line.words.count > count else { return "" }
    let start = line.words[count].offset
    return String(decoding: line.text.utf8.dropFirst(start), as: UTF8.self)
  }

  // MARK: - The commands

  static let modal: [CommandSpec] = [
    CommandSpec(
      name: "present", group: .modal, usage: "present [INDEX|KEY] [instant]",
      summary: "present the modal with its entrance animation",
      details:
        "present            at the config's initial snap point\npresent 2 instant  at snap point 2, without animating",
      arguments: [.snapTarget, .words(["instant"])],
      parse: { words, _ throws(ShellError) in
        var target: SnapTarget? = nil
        var instant = false
        for word in words {
          if word.text == "instant" && !instant {
            instant = true
          } else if target == nil && !instant {
            target = snapTarget(word)
          } else {
            throw ShellError(
              "unexpected '\(word.text)' (usage: present [INDEX|KEY] [instant])",
              offset: word.offset)
          }
        }
        return .present(target, instant: instant)
      }),
    CommandSpec(
      name: "dismiss", group: .modal, usage: "dismiss [instant] [via | to PRESET]",
      summary: "dismiss with the exit animation",
      details:
        "dismiss              slide the current layout out (direct)\ndismiss via          snap down through every snap point\ndismiss to offscreenLeft  slide out to a layout preset\ndismiss instant      without animating",
      arguments: [.words(["instant", "via", "to"]), .layoutPreset],
      parse: { words, _ throws(ShellError) in
        var instant = false
        var mode: DismissMode = .direct
        var i = 0
        let usage = "dismiss [instant] [via | to PRESET]"
        while i < words.count {
          let word = words[i]
          switch word.text {
          case "instant" where !instant:
            instant = true
          case "via" where mode == .direct:
            mode = .viaSnapPoints
          case "to" where mode == .direct:
            guard i + 1 < words.count else {
              throw ShellError("missing preset after 'to' (usage: \(usage))", offset: word.offset)
            }
            let name = words[i + 1]
            guard let preset = LayoutPreset.named(name.text) else {
              let names = LayoutPreset.named.map(\.name)
              let hint =
                suggestion(for: name.text, among: names).map { " (did you mean '\($0)'?)" } ?? ""
              throw ShellError(
                "unknown layout preset '\(name.text)'\(hint); presets: \(names.joined(separator: ", "))",
                offset: name.offset)
            }
            mode = .preset(preset)
            i += 1
          default:
            throw ShellError("unexpected '\(word.text)' (usage: \(usage))", offset: word.offset)
          }
          i += 1
        }
        return .dismiss(mode, instant: instant)
      }),
    CommandSpec(
      name: "snap", group: .modal, usage: "snap INDEX|KEY|next|prev|closest",
      summary: "snap to a snap point programmatically",
      details:
        "snap 2      to combined index 2 (0 is the undershoot)\nsnap half   to the point with key 'half'\nsnap next   to the next point towards more open",
      arguments: [.snapTarget],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "snap INDEX|KEY|next|prev|closest")
        return .snap(snapTarget(words[0]))
      }),
    CommandSpec(
      name: "drag", group: .modal, usage: "drag AMOUNT [ACROSS]",
      summary: "move the finger along the primary axis (positive = towards more open)",
      details:
        "drag 0.4     40% of the container's length towards more open\ndrag -40%    the same towards closed\ndrag 120pt   in points\ndrag 0 30pt  30 pt along the secondary axis only\nThe gesture stays open until release.",
      arguments: [.free],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...2, "drag AMOUNT [ACROSS]")
        return .drag(
          try amount(words[0]), secondary: words.count > 1 ? try amount(words[1]) : nil)
      }),
    CommandSpec(
      name: "release", group: .modal, usage: "release [VELOCITY]",
      summary: "end the gesture with a velocity in pt/s (positive = towards more open) and snap",
      details: "release       velocity 0\nrelease 800   a flick towards more open",
      arguments: [.free],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 0...1, "release [VELOCITY]")
        return .release(velocity: words.isEmpty ? 0 : try velocity(words[0]))
      }),
    CommandSpec(
      name: "fling", group: .modal, usage: "fling VELOCITY",
      summary: "a release with that velocity (a zero-length gesture if none is running)",
      details: "", arguments: [.free],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "fling VELOCITY")
        return .fling(velocity: try velocity(words[0]))
      }),
    CommandSpec(
      name: "tap", group: .modal, usage: "tap", summary: "tap the background", details: "",
      arguments: [],
      parse: noArguments(.tap, usage: "tap")),
    CommandSpec(
      name: "tick", group: .modal, usage: "tick [DURATION]",
      summary: "advance the simulated clock (0.1s, 100ms, 6f; default one frame)",
      details: "Only needed in `animate step` mode.", arguments: [.free],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 0...1, "tick [DURATION]")
        return .tick(frames: words.isEmpty ? 1 : try frames(words[0]))
      }),
    CommandSpec(
      name: "settle", group: .modal, usage: "settle",
      summary: "finish the running animation", details: "Only needed in `animate step` mode.",
      arguments: [],
      parse: noArguments(.settle, usage: "settle")),
  ]

  static let environment: [CommandSpec] = [
    CommandSpec(
      name: "rotate", group: .environment, usage: "rotate [portrait|landscape]",
      summary: "rotate the device (no argument toggles)", details: "",
      arguments: [.words(["portrait", "landscape"])],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 0...1, "rotate [portrait|landscape]")
        guard let word = words.first else { return .rotate(nil) }
        guard let orientation = Orientation(rawValue: word.text) else {
          throw ShellError(
            "expected portrait or landscape, got '\(word.text)'", offset: word.offset)
        }
        return .rotate(orientation)
      }),
    CommandSpec(
      name: "keyboard", group: .environment, usage: "keyboard HEIGHT|off",
      summary: "show, resize or hide the keyboard", details: "keyboard 336\nkeyboard off",
      arguments: [.words(["off"])],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "keyboard HEIGHT|off")
        let word = words[0]
        if word.text == "off" || word.text == "none" { return .keyboard(height: nil) }
        var text = word.text
        if text.hasSuffix("pt") { text.removeLast(2) }
        guard let height = number(text) else {
          throw ShellError(
            "expected a keyboard height in points or off, got '\(word.text)'", offset: word.offset)
        }
        return .keyboard(height: height)
      }),
    CommandSpec(
      name: "device", group: .environment, usage: "device NAME",
      summary: "switch to a device (see devices)", details: "",
      arguments: [.deviceName],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "device NAME")
        let word = words[0]
        guard Device.named(word.text) != nil else {
          let names = Device.all.map(\.name)
          let hint =
            suggestion(for: word.text, among: names).map { " (did you mean '\($0)'?)" } ?? ""
          throw ShellError(
            "unknown device '\(word.text)'\(hint); devices: \(names.joined(separator: ", "))",
            offset: word.offset)
        }
        return .device(word.text)
      }),
    CommandSpec(
      name: "devices", group: .environment, usage: "devices", summary: "list the devices",
      details: "", arguments: [],
      parse: noArguments(.devices, usage: "devices")),
    CommandSpec(
      name: "size", group: .environment, usage: "size WxH",
      summary: "a custom container size in points", details: "size 500x800", arguments: [.free],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "size WxH")
        let word = words[0]
        let parts = word.text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = number(String(parts[0])),
          let height = number(String(parts[1]))
        else {
          throw ShellError("expected a size like 500x800, got '\(word.text)'", offset: word.offset)
        }
        return .size(width: width, height: height)
      }),
    CommandSpec(
      name: "safearea", group: .environment, usage: "safearea TOP LEFT BOTTOM RIGHT",
      summary: "a custom safe area", details: "safearea 47 0 34 0", arguments: [.free],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 4...4, "safearea TOP LEFT BOTTOM RIGHT")
        var values: [Double] = []
        for word in words { values.append(try number(word, "an inset in points")) }
        return .safeArea(
          EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
      }),
    CommandSpec(
      name: "reduce-motion", group: .environment, usage: "reduce-motion on|off",
      summary: "the accessibility flag: snaps become cross-fades", details: "",
      arguments: [.words(["on", "off"])],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "reduce-motion on|off")
        switch words[0].text {
        case "on": return .reduceMotion(true)
        case "off": return .reduceMotion(false)
        default:
          throw ShellError("expected on or off, got '\(words[0].text)'", offset: words[0].offset)
        }
      }),
  ]

  static let config: [CommandSpec] = [
    CommandSpec(
      name: "preset", group: .config, usage: "preset NAME",
      summary: "load a built-in config (see presets)", details: "", arguments: [.presetName],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "preset NAME")
        let word = words[0]
        guard BuiltinPresets.source(named: word.text) != nil else {
          let names = BuiltinPresets.names
          let hint =
            suggestion(for: word.text, among: names).map { " (did you mean '\($0)'?)" } ?? ""
          throw ShellError(
            "unknown preset '\(word.text)'\(hint); presets: \(names.joined(separator: ", "))",
            offset: word.offset)
        }
        return .preset(word.text)
      }),
    CommandSpec(
      name: "presets", group: .config, usage: "presets",
      summary: "list the built-in configs, one line each", details: "", arguments: [],
      parse: noArguments(.presets, usage: "presets")),
    CommandSpec(
      name: "load", group: .config, usage: "load FILE.json",
      summary: "load a config (validated fully; every problem reported with its JSON path)",
      details: "", arguments: [.file],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "load FILE.json")
        return .load(path: words[0].text)
      }),
    CommandSpec(
      name: "save", group: .config, usage: "save FILE.json",
      summary: "save the config as JSON (atomically)", details: "", arguments: [.file],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "save FILE.json")
        return .save(path: words[0].text)
      }),
    CommandSpec(
      name: "config", group: .config, usage: "config [json]",
      summary: "the current config, summarised or as JSON", details: "",
      arguments: [.words(["json"])],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 0...1, "config [json]")
        if let word = words.first, word.text != "json" {
          throw ShellError("expected json, got '\(word.text)'", offset: word.offset)
        }
        return .config(json: !words.isEmpty)
      }),
    CommandSpec(
      name: "set", group: .config, usage: "set PATH VALUE",
      summary: "change one config field (set PATH alone shows it)",
      details:
        "set direction leftToRight\nset snap.2.height 60%\nset snap.1.radius 12\nset overshoot fitScreen\nset release nearest\nset manager.shouldEnableOverShooting false\nValues use the layout-value syntax: stretch, 120, 50%, 50% of width, safe.bottom,\nkb.height, 50% + safe.bottom, 85% max 375, kb ? kb.overlapH : safe.bottom.",
      arguments: [.setPath, .free],
      parse: { words, line throws(ShellError) in
        guard let path = words.first else {
          throw ShellError("missing argument (usage: set PATH VALUE)")
        }
        let value = rest(line, after: 2).trimmingSpaces
        return .set(path: path.text, value: value.isEmpty ? nil : value)
      }),
    CommandSpec(
      name: "add", group: .config, usage: "add snap [at INDEX] FIELD=VALUE...",
      summary: "add a snap point",
      details: "add snap height=40% radius=10 dim=0.2\nadd snap at 2 height=45%",
      arguments: [.words(["snap"]), .free],
      parse: { words, _ throws(ShellError) in
        let usage = "add snap [at INDEX] FIELD=VALUE..."
        guard let first = words.first else {
          throw ShellError("missing argument (usage: \(usage))")
        }
        guard first.text == "snap" else {
          throw ShellError("expected 'snap' (usage: \(usage))", offset: first.offset)
        }
        var rest = Array(words.dropFirst())
        var index: Int? = nil
        if let at = rest.first, at.text == "at" {
          guard rest.count > 1 else {
            throw ShellError("missing index after 'at' (usage: \(usage))", offset: at.offset)
          }
          index = try integer(rest[1], "a snap point index")
          rest.removeFirst(2)
        }
        for field in rest where !field.text.contains("=") {
          throw ShellError(
            "expected FIELD=VALUE like height=40%, got '\(field.text)'", offset: field.offset)
        }
        return .addSnap(at: index, fields: rest.map(\.text))
      }),
    CommandSpec(
      name: "remove", group: .config, usage: "remove snap INDEX", summary: "remove a snap point",
      details: "", arguments: [.words(["snap"]), .snapTarget],
      parse: { words, _ throws(ShellError) in
        let usage = "remove snap INDEX"
        try expectCount(words, 2...2, usage)
        guard words[0].text == "snap" else {
          throw ShellError("expected 'snap' (usage: \(usage))", offset: words[0].offset)
        }
        return .removeSnap(try integer(words[1], "a snap point index"))
      }),
    CommandSpec(
      name: "undo", group: .config, usage: "undo",
      summary: "undo the last config or environment change", details: "", arguments: [],
      parse: noArguments(.undo, usage: "undo")),
    CommandSpec(
      name: "override", group: .config, usage: "override PRESET | override clear",
      summary: "snap to a temporary override point (the first point of a preset, e.g. custom)",
      details:
        "override custom   the demo app's custom point\noverride clear    back to the real point",
      arguments: [.presetName],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "override PRESET | override clear")
        let word = words[0]
        if word.text == "clear" { return .override(preset: nil) }
        guard BuiltinPresets.source(named: word.text) != nil else {
          throw ShellError(
            "unknown preset '\(word.text)'; presets: \(BuiltinPresets.names.joined(separator: ", "))",
            offset: word.offset)
        }
        return .override(preset: word.text)
      }),
  ]

  static let inspection: [CommandSpec] = [
    CommandSpec(
      name: "explain", group: .inspection, usage: "explain",
      summary: "why the last release (or snap) went where it did, with its numbers",
      details:
        "After a release: the velocity, its clamp, the projection, each point's leading edge and\ndistance, what was excluded and why, the undershoot / overshoot rules, whether it\ndismisses. After a programmatic snap: from, to and the animation.",
      arguments: [],
      parse: noArguments(.explain, usage: "explain")),
    CommandSpec(
      name: "plot", group: .inspection, usage: "plot [PROPERTY]",
      summary: "a chart of a property against percent, snap points marked (plot alone lists them)",
      details: "plot height\nplot radius\nplot dim",
      arguments: [.words(PlotProperty.allCases.map(\.rawValue))],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 0...1, "plot [PROPERTY]")
        guard let word = words.first else { return .plot(nil) }
        guard let property = PlotProperty(rawValue: word.text) else {
          let names = PlotProperty.allCases.map(\.rawValue)
          let hint =
            suggestion(for: word.text, among: names).map { " (did you mean '\($0)'?)" } ?? ""
          throw ShellError(
            "unknown property '\(word.text)'\(hint); properties: \(names.joined(separator: ", "))",
            offset: word.offset)
        }
        return .plot(property)
      }),
    CommandSpec(
      name: "lint", group: .inspection, usage: "lint",
      summary: "check the config on every device, orientation and keyboard (none / 300 pt)",
      details:
        "Reports duplicate percents, points out of order, a visible undershoot, an overshoot\nbelow or shorter than the last point, frames outside the container, the keyboard\ncovering a point's content; each with where it happens and a one-line hint.",
      arguments: [],
      parse: noArguments(.lint, usage: "lint")),
    CommandSpec(
      name: "state", group: .inspection, usage: "state",
      summary: "the current step output again, without the frame", details: "", arguments: [],
      parse: noArguments(.state, usage: "state")),
    CommandSpec(
      name: "show", group: .inspection, usage: "show",
      summary: "the current step output again, with the frame", details: "", arguments: [],
      parse: noArguments(.show, usage: "show")),
    CommandSpec(
      name: "snaps", group: .inspection, usage: "snaps",
      summary: "a table of every interpolation point", details: "", arguments: [],
      parse: noArguments(.snaps, usage: "snaps")),
    CommandSpec(
      name: "events", group: .inspection, usage: "events [N]",
      summary: "the last N events with their simulated times (default 20)", details: "",
      arguments: [.free],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 0...1, "events [N]")
        guard let word = words.first else { return .events(count: nil) }
        let count = try integer(word, "a number of events")
        guard count >= 1 else {
          throw ShellError(
            "expected a number of events of at least 1, got '\(word.text)'", offset: word.offset)
        }
        return .events(count: count)
      }),
    CommandSpec(
      name: "expect", group: .inspection, usage: "expect WHAT VALUE [~TOLERANCE]",
      summary: "an assertion for scripts; a failed expectation is an error",
      details:
        "expect state PRESENTED_PROGRAMMATIC\nexpect snap 2\nexpect key half\nexpect frame.y 388\nexpect percent 0.54 ~0.01\nexpect radius 10\nexpect dim 0.1\nexpect opacity 1\nexpect config compact-height\nexpect event didSnap(2)\nexpect visible false",
      arguments: [.words(ExpectTarget.names), .free],
      parse: { words, _ throws(ShellError) in
        let usage = "expect WHAT VALUE [~TOLERANCE]"
        try expectCount(words, 2...3, usage)
        guard ExpectTarget.names.contains(words[0].text) else {
          let hint =
            suggestion(for: words[0].text, among: ExpectTarget.names).map {
              " (did you mean '\($0)'?)"
            }
            ?? ""
          throw ShellError(
            "cannot expect '\(words[0].text)'\(hint); one of \(ExpectTarget.names.joined(separator: ", "))",
            offset: words[0].offset)
        }
        var tolerance: Double? = nil
        if words.count == 3 {
          let word = words[2]
          guard word.text.hasPrefix("~"), let value = number(String(word.text.dropFirst())),
            value >= 0
          else {
            throw ShellError(
              "expected a tolerance like ~0.01, got '\(word.text)'", offset: word.offset)
          }
          tolerance = value
        }
        return .expect(what: words[0].text, value: words[1].text, tolerance: tolerance)
      }),
    CommandSpec(
      name: "echo", group: .inspection, usage: "echo TEXT", summary: "print a line (for lessons)",
      details: "", arguments: [.free],
      parse: { _, line throws(ShellError) in .echo(rest(line, after: 1)) }),
    CommandSpec(
      name: "animate", group: .inspection, usage: "animate off|on|step",
      summary: "off: jump to the end; on: also a table of sampled frames; step: use tick",
      details: "", arguments: [.words(["off", "on", "step"])],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "animate off|on|step")
        guard let mode = AnimateMode(rawValue: words[0].text) else {
          throw ShellError(
            "expected off, on or step, got '\(words[0].text)'", offset: words[0].offset)
        }
        return .animate(mode)
      }),
  ]

  static let session: [CommandSpec] = [
    CommandSpec(
      name: "frames", group: .session, usage: "frames on|off",
      summary: "draw the outline after each step, or not (--quiet starts with off)",
      details: "", arguments: [.words(["on", "off"])],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "frames on|off")
        switch words[0].text {
        case "on": return .frames(true)
        case "off": return .frames(false)
        default:
          throw ShellError("expected on or off, got '\(words[0].text)'", offset: words[0].offset)
        }
      }),
    CommandSpec(
      name: "source", group: .session, usage: "source FILE",
      summary: "run a script (nesting allowed, cycles refused)", details: "", arguments: [.file],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "source FILE")
        return .source(path: words[0].text)
      }),
    CommandSpec(
      name: "record", group: .session, usage: "record FILE",
      summary: "write the session's input lines so far to a file", details: "", arguments: [.file],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 1...1, "record FILE")
        return .record(path: words[0].text)
      }),
    CommandSpec(
      name: "history", group: .session, usage: "history", summary: "show the input history",
      details: "", arguments: [],
      parse: noArguments(.history, usage: "history")),
    CommandSpec(
      name: "help", group: .session, usage: "help [COMMAND]",
      summary: "the list of commands, or one command's help", details: "",
      arguments: [.commandName],
      parse: { words, _ throws(ShellError) in
        try expectCount(words, 0...1, "help [COMMAND]")
        guard let word = words.first else { return .help(nil) }
        return .help(try resolve(word).name)
      }),
    CommandSpec(
      name: "quit", group: .session, usage: "quit", summary: "leave (also exit, Ctrl-D)",
      details: "", arguments: [],
      parse: noArguments(.quit, usage: "quit")),
  ]
}

/// What `expect` can check.
public enum ExpectTarget {
  /// The names, in the order `help expect` lists them.
  public static let names = [
    "state", "snap", "key", "percent", "frame.x", "frame.y", "frame.width", "frame.height",
    "radius", "dim", "opacity", "config", "event", "visible", "keyboard", "orientation",
  ]
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let bytes = utf8
    guard let first = bytes.first, let last = bytes.last else { return self }
    func blank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    if !blank(first) && !blank(last) { return self }
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end && blank(bytes[start]) { start = bytes.index(after: start) }
    while end > start && blank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
    return String(self[start..<end])
  }
}
