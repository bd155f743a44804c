import ModalCore
import ModalSupport

/// The facts of a step, in the order the JSON step writes them.
public enum StepFacts {
  /// Each fact once. Those under `environment` hold for every step; those after `visible` only
  /// while the modal is shown (``FactValue/absent(_:)`` otherwise).
  public static let all: [StepFact] =
    [
      StepFact("state", ["state"], .name(words: ModalState.allCases.map(\.rawValue)), "the state") {
        m, _ in .name(m.state.rawValue)
      },
      time,
      StepFact(
        "visible", ["visible"], .flag(yes: "visible", no: "not visible"),
        "whether the modal is shown"
      ) { m, _ in
        .flag(m.isVisible)
      },
    ] + environment + position + frame + keyframe + content

  // The facts of the numbers the text step prints (``StepNumber``), by name.

  static let time = StepFact(.time, "time", ["time"], unit: "s", "the simulated clock")

  static let environment: [StepFact] = [
    StepFact(
      "device", ["environment", "device"], .name(words: Device.all.map(\.name)), "the device"
    ) { m, _ in .name(m.environment.device.name) },
    StepFact(
      "orientation", ["environment", "orientation"],
      .name(words: Orientation.allCases.map(\.rawValue)), "portrait or landscape"
    ) { m, _ in .name(m.environment.orientation.rawValue) },
    StepFact(
      "keyboard", ["environment", "keyboard"], .number(decimals: 2), unit: "pt",
      "the keyboard's height"
    ) { m, _ in m.environment.keyboardHeight.map { .number($0) } ?? .none("off") },
    StepFact(
      "voiceover", ["environment", "voiceOver"], .flag(yes: "on", no: "off"),
      "whether VoiceOver runs"
    ) {
      m, _ in .flag(m.environment.voiceOver)
    },
    StepFact(
      "ios", ["environment", "ios"], .name(words: IOSVersion.allCases.map(\.text)),
      "the iOS version Apple's sheet behaves as (ios VERSION)"
    ) { m, _ in .name(m.environment.ios.text) },
    StepFact(
      "flags", ["environment", "flags"], .name(words: []),
      "the app's switches that are on (flag NAME on), in order, comma-separated"
    ) { m, _ in
      m.environment.flags.isEmpty
        ? .none("none") : .name(m.environment.flags.sorted().joined(separator: ","))
    },
    StepFact(
      "config", ["environment", "config"], .name(words: []),
      "the config's name (or its adaptive variant's)",
      aliases: { [$0.adaptiveConfig.name(of: $0.selection)] },
      read: { _, name in .name(name) }),
    StepFact("variant", ["environment", "variant"], .name(words: []), "the adaptive variant") {
      m, _ in .name(m.adaptiveConfig.name(of: m.selection))
    },
  ]

  /// A fact of the shown modal: absent while it is dismissed.
  static func shown(
    _ name: String, _ path: [String], _ kind: StepFact.Kind, unit: String = "", _ summary: String,
    read: @escaping @Sendable (Manager) -> FactValue
  ) -> StepFact {
    StepFact(name, path, kind, unit: unit, summary) { m, _ in
      m.isVisible ? read(m) : .absent("none (dismissed)")
    }
  }

  /// A number fact of the shown modal: absent while it is dismissed.
  static func shownNumber(
    _ number: StepNumber, _ name: String, _ path: [String], unit: String = "", _ summary: String
  ) -> StepFact {
    StepFact(
      number, name, path, unit: unit, summary,
      applies: { $0.isVisible ? nil : .absent("none (dismissed)") })
  }

  static let position: [StepFact] = [
    shown("index", ["index"], .number(decimals: 0), "the current snap point (moving or not)") {
      .number(Double($0.currentIndex))
    },
    shown("key", ["key"], .name(words: []), "the current snap point's key (none without one)") {
      $0.currentKey.map { .name($0) } ?? .none("none")
    },
    shown("dragging", ["dragging"], .flag, "whether a drag is under way") {
      .flag($0.gesture != nil)
    },
    shown("animating", ["animating"], .flag, "whether an animation runs") {
      .flag($0.animation != nil)
    },
    percent,
    shown(
      "between.lower", ["between", "lower"], .number(decimals: 0), "while dragging: the point below"
    ) {
      $0.gesture != nil ? .number(Double($0.bracket.lower)) : .absent("none (not dragging)")
    },
    shown(
      "between.upper", ["between", "upper"], .number(decimals: 0), "while dragging: the point above"
    ) {
      $0.gesture != nil ? .number(Double($0.bracket.upper)) : .absent("none (not dragging)")
    },
    betweenT,
  ]

  static let percent = shownNumber(
    .percent, "percent", ["percent"], "the position from 0 (closed) to 1")

  static let betweenT = StepFact(
    .betweenT, "between.t", ["between", "t"], "while dragging: how far from lower to upper",
    applies: {
      !$0.isVisible
        ? .absent("none (dismissed)") : $0.gesture == nil ? .absent("none (not dragging)") : nil
    })

  static let frame: [StepFact] = [frameX, frameY, frameWidth, frameHeight]

  static let frameX = shownNumber(.frameX, "frame.x", ["frame", "x"], unit: "pt", "the frame's x")
  static let frameY = shownNumber(.frameY, "frame.y", ["frame", "y"], unit: "pt", "the frame's y")
  static let frameWidth = shownNumber(
    .frameWidth, "frame.width", ["frame", "width"], unit: "pt", "the frame's width")
  static let frameHeight = shownNumber(
    .frameHeight, "frame.height", ["frame", "height"], unit: "pt", "the frame's height")

  /// A keyframe channel's value.
  static func channel(
    _ name: String, _ key: String, _ channel: Channel, unit: String = "", _ summary: String
  )
    -> StepFact
  {
    shownNumber(.channel(channel), name, ["keyframe", key], unit: unit, summary)
  }

  static let keyframe: [StepFact] = [
    radius,
    shown(
      "corners", ["keyframe", "maskedCorners"], .name(words: Corners.groups.map(\.name)),
      "the rounded corners"
    ) {
      .name(Text.corners($0.traits.maskedCorners))
    },
    floatingInset, bottomRadius, dim, opacity,
    channel("contentOpacity", "contentOpacity", .contentOpacity, "the content's opacity"),
    channel("shadowOpacity", "shadowOpacity", .shadowOpacity, "the shadow's opacity"),
    scaleX, scaleY, translateX, translateY,
  ]

  static let radius = channel(
    "radius", "cornerRadius", .cornerRadius, unit: "pt", "the corner radius")
  static let floatingInset = StepFact(
    .floatingInset, "inset", ["keyframe", "floatingInset"], unit: "pt",
    "the gap around iOS 26's floating sheet", applies: floatingAbsence)
  static let bottomRadius = StepFact(
    .bottomRadius, "bottomRadius", ["keyframe", "bottomCornerRadius"], unit: "pt",
    "the floating sheet's bottom corner radius", applies: floatingAbsence)

  /// Why a fact of iOS 26's floating sheet does not apply in `m`, nil when it does.
  @Sendable static func floatingAbsence(_ m: Manager) -> FactValue? {
    guard m.isVisible else { return .absent("none (dismissed)") }
    return m.floatingInset == nil ? .absent("none (not floating)") : nil
  }
  static let dim = channel("dim", "dim", .backgroundOpacity, "the dimming behind the modal")
  static let opacity = channel("opacity", "opacity", .opacity, "the modal's opacity")
  static let scaleX = channel("scaleX", "scaleX", .scaleX, "the horizontal scale")
  static let scaleY = channel("scaleY", "scaleY", .scaleY, "the vertical scale")
  static let translateX = channel(
    "translateX", "translateX", .translateX, unit: "pt", "the horizontal translation")
  static let translateY = channel(
    "translateY", "translateY", .translateY, unit: "pt", "the vertical translation")

  /// A fact of the modal's scrolling content: absent without content, and (`whileShown`) while
  /// the modal is dismissed; the content's length and offset hold while it is dismissed too.
  static func contentFact(
    _ name: String, _ summary: String, kind: StepFact.Kind = .number(decimals: 2),
    unit: String = "pt", whileShown: Bool = true, read: @escaping @Sendable (Manager) -> FactValue
  ) -> StepFact {
    StepFact("content." + name, ["content", name], kind, unit: unit, summary) { m, _ in
      contentAbsence(m, whileShown: whileShown) ?? read(m)
    }
  }

  /// Why a content fact does not apply in `m`, nil when it does.
  static func contentAbsence(_ m: Manager, whileShown: Bool) -> FactValue? {
    guard m.effectiveContent != nil else { return .absent("none (no content)") }
    guard m.isVisible || !whileShown else { return .absent("none (dismissed)") }
    return nil
  }

  /// A number fact of the content: absent as ``contentFact(_:_:kind:unit:whileShown:read:)``'s
  /// are, and where `absence` says (nil: it applies).
  static func contentNumber(
    _ number: StepNumber, _ name: String, _ summary: String, whileShown: Bool = true,
    absence: @escaping @Sendable (Manager) -> FactValue? = { _ in nil }
  ) -> StepFact {
    StepFact(
      number, "content." + name, ["content", name], unit: "pt", summary,
      applies: { contentAbsence($0, whileShown: whileShown) ?? absence($0) })
  }

  static let content: [StepFact] = [
    contentFact("length", "the content's length", whileShown: false) {
      .number($0.effectiveContent?.length ?? 0)
    },
    contentOffset, contentMaxOffset, contentViewport, movedSheet, movedContent,
    contentFact(
      "decelerating", "whether the content still scrolls after a fling", kind: .flag, unit: ""
    ) {
      .flag($0.deceleration != nil)
    },
  ]

  static let contentOffset = contentNumber(
    .contentOffset, "offset", "the content's scroll offset", whileShown: false)
  static let contentMaxOffset = contentNumber(
    .contentMaxOffset, "maxOffset", "the largest scroll offset")
  static let contentViewport = contentNumber(
    .contentViewport, "viewport", "the content's visible length")
  static let movedSheet = contentNumber(
    .movedSheet, "movedSheet", "the last drag step's movement of the sheet",
    absence: noDragStep)
  static let movedContent = contentNumber(
    .movedContent, "movedContent", "the last drag step's scrolling of the content",
    absence: noDragStep)

  /// Why the last drag step's split does not apply in `m`, nil when it does.
  @Sendable static func noDragStep(_ m: Manager) -> FactValue? {
    m.lastStep == nil ? .absent("none (no drag step)") : nil
  }

  /// The fact `expect` calls `name`.
  public static func named(_ name: String) -> StepFact? { byName[name] }

  static let byName: [String: StepFact] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The facts of `manager` as the members of the JSON step, in table order (members with the
  /// same first path component are one object).
  static func json(_ m: Manager, documentName: String) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    for fact in all {
      guard let value = fact.json(fact.read(m, documentName)) else { continue }
      insert(value, at: fact.path[...], into: &members)
    }
    return members
  }

  static func insert(
    _ value: JSONValue, at path: ArraySlice<String>,
    into members: inout [(key: String, value: JSONValue)]
  ) {
    guard let key = path.first else { return }
    guard path.count > 1 else { return members.append((key, value)) }
    if let last = members.last, last.key == key, case .object(var inner) = last.value {
      insert(value, at: path.dropFirst(), into: &inner)
      members[members.count - 1].value = .object(inner)
    } else {
      var inner: [(key: String, value: JSONValue)] = []
      insert(value, at: path.dropFirst(), into: &inner)
      members.append((key, .object(inner)))
    }
  }
}
