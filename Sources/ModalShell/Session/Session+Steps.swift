import ModalCore
import ModalRender
import ModalSupport

/// Steps: the commands that change the workspace apply their actions here (all or nothing),
/// let the animation run as the animate mode says, keep what `undo` restores, and answer the
/// step. They change the workspace only (and sample the motion into a recording, when one
/// runs), so the commands that only step work on the workspace alone.
extension Session.Workspace {
  /// Applies the actions (all or nothing), lets the animation run according to the animate
  /// mode, and answers the step.
  mutating func step(
    _ input: String, _ actions: [Action], settles: Bool = true, notes: [StepNote] = [],
    recording: SessionRecording? = nil
  ) throws(ShellError) -> Reply {
    // One array for the step's events: each action and the animation append to it.
    var events: [Event] = []
    if let recording, case .advance(let frames)? = actions.first, actions.count == 1 {
      recording.sampleMotion(manager, limit: frames)
    }
    do {
      if actions.count == 1 {
        // apply is all or nothing by itself: no copy needed.
        try manager.apply(actions[0], appendingTo: &events)
      } else {
        var next = manager
        for action in actions { try next.apply(action, appendingTo: &events) }
        manager = next
      }
    } catch {
      throw ShellError(error.description)
    }
    var samples: [ModalValues] = []
    var sampleTimes: [Int] = []
    // A drag that ends in a dismissal (DeckTransition dismisses during the drag) has no gesture
    // left: its animation plays like any other.
    if (settles || manager.gesture == nil) && manager.isMoving {
      if animateMode != .step { recording?.sampleMotion(manager) }
      switch animateMode {
      case .off:
        manager.settleAnimation(appendingTo: &events)
      case .on:
        var guardCount = 0
        while manager.isMoving && guardCount < 10_000 {
          samples.append(manager.values)
          sampleTimes.append(manager.clock)
          // Frame by frame within the 4, so that the last sample is the animation's end,
          // not up to 3 frames after it (the same end time as `animate off`).
          for _ in 0..<4 where manager.isMoving {
            manager.advanceClock(frames: 1, appendingTo: &events)
          }
          guardCount += 1
        }
        samples.append(manager.values)
        sampleTimes.append(manager.clock)
      case .step:
        break
      }
    }
    lastEvents = events
    return .step(StepReport(events: events, samples: samples, times: sampleTimes, notes: notes))
  }

  mutating func environmentStep(
    _ input: String, _ change: EnvironmentChange, recording: SessionRecording?
  ) throws(ShellError) -> Reply {
    let snapshot = Session.Snapshot(
      document: document, name: documentName, environment: manager.environment, command: input)
    let reply = try step(input, [.environment(change)], recording: recording)
    pushUndo(snapshot)
    return reply
  }

  mutating func pushUndo(_ snapshot: Session.Snapshot) {
    undoStack.append(snapshot)
    // Keep the last 100 to 200 (trimming in batches keeps appends O(1) amortised).
    if undoStack.count > 200 { undoStack.removeFirst(undoStack.count - 100) }
  }

  /// Replaces the document as one undoable step; `notes` go into the step's JSON object.
  mutating func replaceDocument(
    _ input: String, _ replacement: ConfigDocument, name: String,
    notes: [StepNote] = [], recording: SessionRecording?
  ) throws(ShellError) -> Reply {
    let snapshot = Session.Snapshot(
      document: document, name: documentName, environment: manager.environment, command: input)
    let previous = (document, documentName)
    document = replacement
    documentName = name
    let reply: Reply
    do {
      reply = try step(
        input, [.replaceConfig(replacement.config, name: name)], notes: notes,
        recording: recording)
    } catch {
      (document, documentName) = previous
      throw error
    }
    pushUndo(snapshot)
    return reply
  }

  mutating func undo(_ input: String) throws(ShellError) -> Reply {
    guard let snapshot = undoStack.last else { throw ShellError("nothing to undo") }
    var next = manager
    var events: [Event] = []
    do {
      events += try next.apply(.replaceConfig(snapshot.document.config, name: snapshot.name))
      events += try next.apply(.environment(.restore(snapshot.environment)))
    } catch {
      throw ShellError(error.description)
    }
    if next.animation != nil && animateMode != .step {
      events += (try? next.apply(.settle)) ?? []
    }
    undoStack.removeLast()
    manager = next
    document = snapshot.document
    documentName = snapshot.name
    lastEvents = events
    // What was undone heads the step: the command's own words, shown as data.
    return .step(
      StepReport(
        events: events, notes: [StepNote("undid", .string(snapshot.command))],
        heading: "undid    " + VisibleText.visible(snapshot.command)))
  }

}

extension Session {
  /// One step of the workspace (``Workspace/step(_:_:settles:notes:recording:)``), sampled into
  /// the session's recording when one runs.
  mutating func step(
    _ input: String, _ actions: [Action], settles: Bool = true, notes: [StepNote] = []
  ) throws(ShellError) -> Reply {
    try workspace.step(input, actions, settles: settles, notes: notes, recording: recording)
  }

  /// Replaces the document as one undoable step of the workspace.
  mutating func replaceDocument(
    _ input: String, _ replacement: ConfigDocument, name: String, notes: [StepNote] = []
  ) throws(ShellError) -> Reply {
    try workspace.replaceDocument(
      input, replacement, name: name, notes: notes, recording: recording)
  }

  /// `undo`: the workspace's last snapshot restored.
  mutating func undo(_ input: String) throws(ShellError) -> Reply {
    try workspace.undo(input)
  }

  // MARK: - Step output

  /// The two points around the current percent during a drag, and t between them.
  func bracket() -> (Int, Int, Double) {
    let bracket = manager.bracket
    return (bracket.lower, bracket.upper, bracket.fraction)
  }
}
