import ModalCore
import Testing

@testable import ModalShell

/// A session on demo01 with frames off, presented at snap 1 unless `presented` is false.
func quietSession(
  _ preset: String = "demo01", presented: Bool = true,
  files: any FileSystem = MemoryFileSystem()
) throws -> Session {
  var options = ShellOptions()
  options.quiet = true
  var session = try Session(preset: preset, options: options, files: files)
  if presented {
    session.run("present")
    _ = session.takeOutput()
  }
  return session
}

/// Runs a line and returns what it printed on each stream.
func outputs(_ session: inout Session, _ line: String) -> (out: String, err: String) {
  let result = outcome(&session, line)
  return (result.out, result.err)
}

/// Runs a line and returns whether it succeeded and what it printed on each stream.
func outcome(_ session: inout Session, _ line: String) -> (ok: Bool, out: String, err: String) {
  let ok = session.run(line)
  var out = ""
  var err = ""
  for (stream, text) in session.takeOutput() {
    if stream == .standardOutput { out += text } else { err += text }
  }
  return (ok, out, err)
}

@Suite("Invalid input")
struct ShellErrorTests {
  static let cases: [(String, String)] = [
    ("snpa 2", "unknown command 'snpa' (did you mean 'snap'?)"),
    ("frobnicate", "unknown command 'frobnicate' (type help for the list of commands)"),
    ("d", "'d' is ambiguous: dismiss, drag, device, devices"),
    (
      "s 2",
      "'s' is ambiguous: snap, scroll, settle, size, safearea, save, set, state, show, snaps, source"
    ),
    ("re", "'re' is ambiguous: release, reduce-motion, remove, releasemap, record, reset"),
    ("snap", "missing argument (usage: snap INDEX|KEY|next|prev|closest)"),
    ("snap 1 2", "unexpected '2' (usage: snap INDEX|KEY|next|prev|closest)"),
    ("snap 9", "no snap point 9: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)"),
    ("snap -1", "no snap point -1: the indices are 1 to 4 (0 is the undershoot, 5 the overshoot)"),
    ("snap 0", "cannot snap to 0: 0 is the undershoot (use dismiss)"),
    ("snap half", "no snap point named 'half': this config has no keys (use an index)"),
    ("snap prev", "already at the first snap point (use dismiss to close)"),
    ("present", "the modal is already presented (dismiss it first)"),
    ("present 2 3", "unexpected '3' (usage: present [INDEX|KEY] [instant])"),
    ("dismiss now", "unexpected 'now' (usage: dismiss [instant] [via | to PRESET])"),
    ("dismiss to", "missing preset after 'to' (usage: dismiss [instant] [via | to PRESET])"),
    (
      "dismiss to offscreenLeftt",
      "unknown layout preset 'offscreenLeftt' (did you mean 'offscreenLeft'?); presets: automatic, offscreenBottom, offscreenTop, offscreenLeft, offscreenRight, halfOffscreenBottom, halfOffscreenTop, halfOffscreenLeft, halfOffscreenRight, edgeTop, edgeBottom, edgeLeft, edgeRight, fitScreen, fitScreenHorizontally, fitScreenVertically, center"
    ),
    (
      "drag",
      "missing argument (usage: drag AMOUNT [ACROSS] [on content|handle|edge] [at VELOCITY])"
    ),
    ("drag abc", "expected an amount like 0.4, 40% or 120pt, got 'abc'"),
    (
      "drag 0.4 0.1 0.2",
      "unexpected '0.2' (usage: drag AMOUNT [ACROSS] [on content|handle|edge] [at VELOCITY])"
    ),
    ("drag nan", "expected an amount like 0.4, 40% or 120pt, got 'nan'"),
    ("drag 1e999", "expected an amount like 0.4, 40% or 120pt, got '1e999'"),
    ("drag 12px", "expected an amount like 0.4, 40% or 120pt, got '12px'"),
    ("release", "no drag in progress (start one with drag)"),
    ("release fast", "expected a velocity in pt/s like 800 or -1200, got 'fast'"),
    ("release 1 2", "unexpected '2' (usage: release [VELOCITY])"),
    ("fling", "missing argument (usage: fling VELOCITY)"),
    ("fling inf", "expected a velocity in pt/s like 800 or -1200, got 'inf'"),
    ("tap now", "unexpected 'now' (usage: tap)"),
    ("tick soon", "expected a duration like 0.1s, 100ms or 6f (up to an hour), got 'soon'"),
    ("tick -1s", "expected a duration from 0 to 3600 s, got '-1s'"),
    ("tick 2.5f", "expected a whole number of frames, got '2.5f'"),
    ("settle now", "unexpected 'now' (usage: settle)"),
    ("rotate sideways", "expected portrait or landscape, got 'sideways'"),
    ("keyboard", "missing argument (usage: keyboard HEIGHT|off)"),
    ("keyboard tall", "expected a keyboard height in points or off, got 'tall'"),
    (
      "keyboard 2000",
      "the keyboard height must be more than 0 and at most the container's height (844.00)"
    ),
    (
      "keyboard 0",
      "the keyboard height must be more than 0 and at most the container's height (844.00)"
    ),
    (
      "device iphone14",
      "unknown device 'iphone14' (did you mean 'iphone-14'?)"
    ),
    ("size 500", "expected a size like 500x800, got '500'"),
    ("size 0x800", "the size must be from 1x1 to 100000x100000 points"),
    ("size axb", "expected a size like 500x800, got 'axb'"),
    ("safearea 1 2 3", "missing argument (usage: safearea TOP LEFT BOTTOM RIGHT)"),
    ("safearea 1 2 x 4", "expected an inset in points, got 'x'"),
    (
      "safearea 500 0 500 0",
      "the safe area must be 4 non-negative insets that leave room inside the container"
    ),
    ("reduce-motion maybe", "expected on or off, got 'maybe'"),
    (
      "preset demo7",
      "unknown preset 'demo7' (did you mean 'demo01'?); presets: basic, demo01, demo02, demo03, demo04, demo05, demo06, demo08, demo09, demo11, demo12, demo14, compact-height, custom, modalkit, modalkit-content, square-card, deck, half-modal, panmodal, floatingpanel, ios-sheet, swiftui-sheet, material, flutter, compose, gorhom"
    ),
    (
      "load",
      "missing argument (usage: load FILE.json | load FILE.swift... [NAME] | load FILE.tsx [NAME] | load FOLDER [NAME])"
    ),
    ("load missing.json", "cannot read 'missing.json': No such file or directory"),
    ("config yaml", "expected json, got 'yaml'"),
    ("set", "missing argument (usage: set PATH [VALUE])"),
    (
      "set direction up",
      "default.direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got \"up\""
    ),
    ("set snap.9.height 50%", "snap.9: no snap point 9 (the base points are 1 to 4)"),
    (
      "set snap.2.height fifty",
      "default.snapPoints[1].layout.height: expected a layout value like \"50%\", got \"fifty\" (unknown name 'fifty')"
    ),
    ("add", "missing argument (usage: add snap [at INDEX] FIELD=VALUE...)"),
    ("add point height=40%", "expected 'snap' (usage: add snap [at INDEX] FIELD=VALUE...)"),
    ("add snap at", "missing index after 'at' (usage: add snap [at INDEX] FIELD=VALUE...)"),
    ("add snap at two height=40%", "expected a snap point index, got 'two'"),
    ("add snap height", "expected FIELD=VALUE like height=40%, got 'height'"),
    ("remove snap", "missing argument (usage: remove snap INDEX)"),
    ("remove snap x", "expected a snap point index, got 'x'"),
    ("undo", "nothing to undo"),
    ("override clear", "there is no override point to clear"),
    ("events 0", "expected a number of events of at least 1, got '0'"),
    ("events many", "expected a number of events, got 'many'"),
    ("expect", "missing argument (usage: expect WHAT VALUE [~TOLERANCE])"),
    (
      "expect colour red",
      "unknown expect target 'colour'; targets: state, time, visible, device, orientation, keyboard, voiceover, ios, flags, config, variant, index, key, dragging, animating, percent, between.lower, between.upper, between.t, frame.x, frame.y, frame.width, frame.height, radius, corners, inset, bottomRadius, dim, opacity, contentOpacity, shadowOpacity, scaleX, scaleY, translateX, translateY, content.length, content.offset, content.maxOffset, content.viewport, content.movedSheet, content.movedContent, content.decelerating, snap, between, event, lint, error"
    ),
    (
      "expect state SNAPPED_PROGRAMMATIC",
      "expect state SNAPPED_PROGRAMMATIC: got PRESENTED_PROGRAMMATIC"
    ),
    ("expect frame.y 388", "expect frame.y 388: got 590.80, difference 202.80 > tolerance 0.005"),
    (
      "expect percent 0.5 ~0.01",
      "expect percent 0.5: got 0.300, difference 0.200 > tolerance 0.01"
    ),
    ("expect snap 2", "expect snap 2: got 1"),
    ("expect between 1 2", "expect between 1 2: got 1"),
    ("expect between 1", "missing argument (usage: expect WHAT VALUE [~TOLERANCE])"),
    ("expect between 1 two", "expected a snap point index, got 'two'"),
    ("expect visible no", "expect visible no: got visible"),
    (
      "expect visible maybe",
      "expect visible: expected yes, no, true, false, on, off, 1, 0, got 'maybe'"
    ),
    ("expect lint tidy", "expected 'clean' (usage: expect WHAT VALUE [~TOLERANCE])"),
    ("expect percent 0.3 0.01", "expected a tolerance like ~0.01, got '0.01'"),
    ("expect frame.y abc", "expect frame.y: expected a number, got 'abc'"),
    (
      "expect event didHide",
      "expect event: didHide did not happen in the last step (events: willShow, willSnap(0 -> 1), animatorStart(1), animatorCompletion(end), didSnap(1), didShow)"
    ),
    ("dev", "'dev' is ambiguous: device, devices"),
    ("animate fast", "expected off, on or step, got 'fast'"),
    ("source", "missing argument (usage: source FILE)"),
    ("source nowhere.modal", "cannot read 'nowhere.modal': No such file or directory"),
    ("help frobnicate", "unknown command 'frobnicate' (type help for the list of commands)"),
    ("quit now", "unexpected 'now' (usage: quit)"),
    ("snap 'half", "unterminated quote"),
    ("export swift uikit --ios 14", "expected 15, 16, 16.4, 17, 18, 26 or 27, got '14'"),
    ("export kotlin gorhom", "expected compose, got 'gorhom'"),
    ("export swift gorhom", "export swift: gorhom is a tsx target: export tsx gorhom"),
    ("export tsx uikit", "export tsx: uikit is a swift target: export swift uikit"),
  ]

  @Test("each bad line gets its exact one-line error and changes nothing", arguments: cases)
  func invalid(line: String, message: String) throws {
    var session = try quietSession()
    let manager = session.manager
    let name = session.documentName
    let undo = session.undoStack.count
    let mode = session.animateMode
    let (out, err) = outputs(&session, line)
    #expect(out == "")
    #expect(err == "error: \(message)\n")
    #expect(session.manager == manager)
    #expect(session.documentName == name)
    #expect(session.undoStack.count == undo)
    #expect(session.animateMode == mode)
  }

  @Test("the list has at least 60 cases")
  func count() { #expect(Self.cases.count >= 60) }
}
