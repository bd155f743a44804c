import ModalCore
import ModalSupport

/// The modal actions: what a user or the app does to the modal.
public enum ModalCommand: Hashable, Sendable {
  case present(SnapTarget?, instant: Bool)
  case dismiss(DismissMode, instant: Bool)
  case snap(SnapTarget)
  /// A drag step; `on` is where the finger is (the handle unless the line says `on`), `at` the
  /// finger's velocity in pt/s (0, a slow drag, unless the line says `at`).
  case drag(Amount, secondary: Amount?, on: DragSurface = .handle, at: Double = 0)
  case release(velocity: Double)
  case fling(velocity: Double)
  case tap
  /// Advance the clock by a number of frames.
  case tick(frames: Int)
  case settle
  /// Set the content's scroll offset (`setContentOffset`).
  case scroll(ScrollTarget)
}

extension CommandTable {
  static let modal: [CommandSpec] = [
    CommandSpec(
      "present", group: .modal, usage: "present [INDEX|KEY] [instant]",
      summary: "present the modal with its entrance animation",
      details:
        "present            at the config's initial snap point\npresent 2 instant  at snap point 2, without animating"
    ) { arguments throws(ShellError) in
      // `present instant` has no target; a target comes before `instant`.
      var instant = arguments.keyword("instant") != nil
      let target = instant ? nil : try arguments.optional(.snapPoint)
      if !instant { instant = arguments.keyword("instant") != nil }
      return .modal(.present(target, instant: instant))
    },
    CommandSpec(
      "dismiss", group: .modal, usage: "dismiss [instant] [via | to PRESET]",
      summary: "dismiss with the exit animation",
      details:
        "dismiss              slide the current layout out (direct)\ndismiss via          snap down through every snap point\ndismiss to offscreenLeft  slide out to a layout preset\ndismiss instant      without animating"
    ) { arguments throws(ShellError) in
      var instant = false
      var mode = DismissMode.direct
      while true {
        if !instant, arguments.keyword("instant") != nil {
          instant = true
        } else if mode == .direct, arguments.keyword("via") != nil {
          mode = .viaSnapPoints
        } else if mode == .direct, let to = arguments.keyword("to") {
          mode = .preset(try arguments.required(.layoutPreset, after: to))
        } else {
          break
        }
      }
      return .modal(.dismiss(mode, instant: instant))
    },
    CommandSpec(
      "snap", group: .modal, usage: "snap INDEX|KEY|next|prev|closest",
      summary: "snap to a snap point programmatically",
      details:
        "snap 2      to combined index 2 (0 is the undershoot)\nsnap half   to the point with key 'half'\nsnap next   to the next point towards more open"
    ) { arguments throws(ShellError) in .modal(.snap(try arguments.required(.snapTarget))) },
    CommandSpec(
      "drag", group: .modal,
      usage: "drag AMOUNT [ACROSS] [on content|handle|edge] [at VELOCITY]",
      summary: "move the finger along the primary axis (positive = towards more open)",
      details:
        "drag 0.4     40% of the container's length towards more open\n             (a bare number is a fraction: for drag 40, write 40% or 40pt)\ndrag -40%    the same towards closed\ndrag 120pt   in points\ndrag 0 30pt  30 pt along the secondary axis only\ndrag -80pt on content  the finger on the scroll view: the config's hand-off rule\n              splits the movement between the content and the sheet\ndrag 80pt on content at 900  the finger moving at 900 pt/s (default 0, a slow drag)\nThe gesture stays open until release."
    ) { arguments throws(ShellError) in
      let amount = try arguments.required(.amount)
      var on = arguments.keyword("on")
      var at = on == nil ? arguments.keyword("at") : nil
      var secondary: Amount?
      if on == nil && at == nil {
        secondary = try arguments.optional(.amount)
        on = arguments.keyword("on")
      }
      var surface = DragSurface.handle
      if let on { surface = try arguments.required(.dragSurface, after: on) }
      if at == nil { at = arguments.keyword("at") }
      var velocity = 0.0
      if let at { velocity = try arguments.required(.velocity, after: at) }
      return .modal(.drag(amount, secondary: secondary, on: surface, at: velocity))
    },
    CommandSpec(
      "release", group: .modal, usage: "release [VELOCITY]",
      summary: "end the gesture with a velocity in pt/s (positive = towards more open) and snap",
      details: "release       velocity 0\nrelease 800   a flick towards more open"
    ) { arguments throws(ShellError) in
      .modal(.release(velocity: try arguments.optional(.velocity) ?? 0))
    },
    CommandSpec(
      "fling", group: .modal, usage: "fling VELOCITY",
      summary: "a release with that velocity (a zero-length gesture if none is running)"
    ) { arguments throws(ShellError) in
      .modal(.fling(velocity: try arguments.required(.velocity)))
    },
    CommandSpec("tap", group: .modal, summary: "tap the background", command: .modal(.tap)),
    CommandSpec(
      "tick", group: .modal, usage: "tick [DURATION]",
      summary: "advance the simulated clock (0.1s, 100ms, 6f; default one frame)",
      details: "Only needed in `animate step` mode."
    ) { arguments throws(ShellError) in
      .modal(.tick(frames: try arguments.optional(.duration) ?? 1))
    },
    CommandSpec(
      "scroll", group: .modal, usage: "scroll OFFSET|top|bottom",
      summary: "set the content's scroll offset in points, like setContentOffset",
      details:
        "scroll 300     300 pt from the top of the content\nscroll top     offset 0\nscroll bottom  the largest offset (length - viewport)\nAn offset outside 0 to the largest is clamped to it, and the reply says so."
    ) { arguments throws(ShellError) in
      .modal(.scroll(try arguments.required(.scrollTarget)))
    },
    CommandSpec(
      "settle", group: .modal, summary: "finish the running animation",
      details: "Only needed in `animate step` mode.", command: .modal(.settle)),
  ]
}

extension Session.Workspace {
  /// `reply` with the notes of what the sheet in use goes without on the session's iOS
  /// version (``SheetVersions/notes(_:on:)``: sizing before 18, placement before 27, SwiftUI's
  /// 16.4 modifiers), after the step, wrapped at `width`.
  func versionNotes(_ reply: Reply, width: Int) -> Reply {
    // Without a sheet section there is nothing to say: skip copying the selected config (the
    // config in use has the same section; its points alone are laid out per environment).
    guard manager.config.sheet != nil else { return reply }
    let notes = SheetVersions.notes(
      manager.adaptiveConfig.config(for: manager.selection), on: manager.environment.ios)
    guard case .step(var report) = reply, !notes.isEmpty else { return reply }
    report.notes.append(
      StepNote(
        "notes", .array(notes.map { .string($0) }),
        text: notes.map { TextWrap.lines("note: " + $0, width: width) }.joined(separator: "\n")))
    return .step(report)
  }

  /// Runs a modal action: one step of the manager, which changes the workspace alone; notes
  /// wrap at `width`.
  mutating func run(
    _ command: ModalCommand, input: String, recording: SessionRecording?, width: Int
  ) throws(ShellError) -> Reply {
    switch command {
    case .present(let target, let instant):
      // What the iOS version does without, said as the sheet appears (a session started with
      // `--ios 15` runs no `ios` step to say it).
      let reply = try step(input, [.present(target, animated: !instant)], recording: recording)
      return versionNotes(reply, width: width)
    case .dismiss(let mode, let instant):
      return try step(input, [.dismiss(mode, animated: !instant)], recording: recording)
    case .snap(let target):
      return try step(input, [.snap(target)], recording: recording)
    case .drag(let amount, let secondary, let surface, let velocity):
      let size = manager.interpolator.container
      let axis = manager.config.snapDirection.axis
      let across: Axis = axis == .vertical ? .horizontal : .vertical
      let points = amount.points(of: size[axis])
      let sideways = secondary?.points(of: size[across]) ?? 0
      // On the handle the sheet drags; on the content or the edge strip the hand-off rule
      // splits the movement.
      let move =
        surface == .handle
        ? Action.dragMove(amount: points, secondary: sideways)
        : Action.dragContent(
          amount: points, secondary: sideways, on: surface, velocity: velocity)
      return try step(input, [move], settles: false, recording: recording)
    case .release(let velocity):
      return try step(input, [.dragEnd(velocity: velocity)], recording: recording)
    case .fling(let velocity):
      if !manager.isTouching {
        return try step(input, [.dragBegin, .dragEnd(velocity: velocity)], recording: recording)
      } else {
        return try step(input, [.dragEnd(velocity: velocity)], recording: recording)
      }
    case .tap:
      return try step(input, [.backgroundTap], recording: recording)
    case .tick(let frames):
      return try step(input, [.advance(frames: frames)], settles: false, recording: recording)
    case .settle:
      return try step(input, [.settle], settles: false, recording: recording)
    case .scroll(let target):
      return try scroll(target, input: input, recording: recording)
    }
  }
}

extension Session.Workspace {
  /// Runs `scroll`: one step of the manager; an offset outside the content's range is clamped
  /// by the manager, and the reply says so (in JSON, a `message` member of the step).
  mutating func scroll(_ target: ScrollTarget, input: String, recording: SessionRecording?)
    throws(ShellError) -> Reply
  {
    var message: String?
    if case .offset(let asked) = target, let content = manager.effectiveContent,
      let viewport = manager.contentViewport, let maximum = manager.contentMaxOffset,
      content.clamped(offset: asked, viewport: viewport) != asked
    {
      message =
        "offset \(Text.pt(asked)) is outside 0 to \(Text.pt(maximum)): clamped to "
        + Text.pt(content.clamped(offset: asked, viewport: viewport))
    }
    return try step(
      input, [.scroll(target)], notes: message.map { [StepNote.line("message", $0)] } ?? [])
  }
}
