#!/usr/bin/env python3
"""Rebuilds the seed corpus of the fuzz targets (docs/fuzzing.md) in Tests/FuzzCorpus.

command/: the sessions (sessions/**/*.modal) cut into inputs of at most LINES commands,
          and the command-line crashers of issue 11.
command.dict: the command names, the config paths (`help`, `help paths`) and odd numbers,
          a libFuzzer dictionary bench/fuzz.sh passes to the command target.
config/:  every preset's config as `modalplay` prints it (`config json`), driven by the
          default drive, some with a drive of extreme drags; and the config crashers of
          issue 11 (fields written into the `basic` preset's JSON).
swift/:   every preset's export for every export target (`modalplay --preset P --export T`)
          and small hand-written files of each library's shapes (SWIFT_CASES), read by the
          Swift importers.
swift.dict: the identifiers of those files and Swift's symbols, the swift target's dictionary.

Usage (from the package root, after `swift build`):
    python3 Tests/Generators/fuzz_corpus.py [PATH-TO-MODALPLAY]
Files it does not write are removed from command/ and config/, so the corpus is exactly
what this script makes. Inputs libFuzzer found are added by hand under a `found-` name and
listed in FOUND below so that a rebuild keeps them.
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Tests", "FuzzCorpus")
LINES = 12  # commands per input (the command target runs at most 16 lines)

# The command target's drive bytes of the config target: two per action (kind, argument),
# see ConfigFuzz.action: 0 present (odd argument: not animated), 1 drag by (signed) 4 x arg,
# 2 release at 40 x arg, 3 rotate, 5 snap, 7 settle, 8 dismiss, 11 an extreme drag
# (argument 4: 1e308, 5: -1e308, 2: 1e19), 12 an extreme release, 14 scroll to 8 x arg,
# 15 a drag on the content by 4 x arg, 16 scroll to the top (even arg) or the bottom.
DRAG_1E308_TWICE = bytes([0, 1, 11, 5, 11, 5, 2, 0])
DRAG_1E19_RELEASE = bytes([0, 1, 11, 2, 2, 0])
EXTREME_DRAGS = bytes([0, 0, 11, 0, 11, 1, 12, 0, 3, 0, 11, 2, 12, 3, 8, 1])

# The crashers and odd inputs of issue 11 as command lines.
COMMAND_CASES = {
    "crash-duration-1e300": "set animation.entrance curve 1e300 linear\npresent\n",
    "hang-duration-1e10": "set animation.entrance curve 1e10 linear\npresent\n",
    "hang-duration-1e10-snap": "present\nset animation.snap curve 1e10 linear\nsnap 2\n",
    "crash-spring-3.9e16": "set animation.entrance spring 3.9e16 0.9\npresent\n",
    "crash-drag-1e308-twice": "present\ndrag -1e308pt\ndrag -1e308pt\n",
    "crash-overdrag-linear-1e308": "set overdrag linear 1e308\npresent\ndrag 1000000pt\nrelease\n",
    "overdrag-negative": "set overdrag linear -2\npresent\ndrag 500pt\ndrag -900pt\nrelease\n",
    "drag-1e19-release": "present\ndrag 1e19pt\nrelease\n",
    "bezier-extreme": "set animation.snap bezier 0.3 -1e300 1e300 1e300 -1e300\n"
    "present\nsnap 2\nset animate on\nsnap 1\n",
    "line-fffd": "present\n\ufffd\nstate\n",
    "line-binary": b"present\n\x00\x01\x02binary\xff\xfe\nstate\n",
    "json-binary-line": b"#!json\npresent\n\x00\x01binary\xff\nstate\n",
    "json-session": "#!json\npresent\ndrag 40pt\nrelease 300\nconfig\nsnaps\nundo\n",
    "files-in-memory": "load fuzz.json\npresent\nsource fuzz.modal\nsave x.json\nrecord x.modal\n",
    "load-swift": "load fuzz.swift\npresent\nsnaps\nexport swift uikit\nundo\nload fuzz.swift\n",
}

# Config crashers: fields set in the JSON of the `basic` preset (a static document; the
# values are written here, not through `set`, so that they stay in the corpus once `set`
# refuses them), and a drive.
def curve(duration):
    return {"type": "curve", "duration": duration, "curve": "linear"}


CONFIG_CASES = {
    "crash-duration-1e300": ({"animations": {"entrance": curve(1e300)}}, None),
    "hang-duration-1e10": ({"animations": {"entrance": curve(1e10)}}, None),
    "crash-spring-3.9e16": (
        {"animations": {"entrance": {"type": "spring", "duration": 3.9e16, "dampingRatio": 0.9}}},
        None,
    ),
    "crash-overdrag-linear-1e308": ({"overdrag": {"linear": 1e308}}, EXTREME_DRAGS),
    "overdrag-negative": ({"overdrag": {"linear": -2}}, None),
    "bezier-extreme": (
        {
            "animations": {
                "snap": {
                    "type": "bezier",
                    "duration": 0.3,
                    "controlPoints": [-1e300, 1e300, 1e300, -1e300],
                }
            }
        },
        bytes([0, 0, 5, 2, 6, 10, 5, 1, 7, 0]),
    ),
    "crash-drag-1e308-twice": ({}, DRAG_1E308_TWICE),
    "drag-1e19-release": ({}, DRAG_1E19_RELEASE),
    # Content that scrolls, driven by drags on it, scrolls, releases and a rotation.
    "content-drive": (
        {"content": {"length": 1200}},
        bytes([0, 0, 15, 10, 15, 246, 14, 50, 16, 1, 15, 20, 2, 100, 6, 30, 16, 0, 15, 200,
               2, 0, 3, 0, 15, 100, 8, 0]),
    ),
}

# Hand-written Swift of each importer's shapes (the exports cover what the exporters write),
# and small hostile ones (cycles, nesting and chains past the reader's limit).
SWIFT_CASES = {
    "swiftui-modifiers": """Text("x")
  .sheet(isPresented: $shown) {
    Settings()
      .presentationDetents([.bar, .small, .medium, .large, .fraction(0.3), .height(420), .extraLarge])
      .presentationBackgroundInteraction(.enabled(upThrough: .small))
      .presentationDragIndicator(.visible)
      .presentationCornerRadius(24)
      .presentationContentInteraction(.scrolls)
      .presentationCompactAdaptation(.sheet)
      .presentationSizing(.form)
      .interactiveDismissDisabled(false)
  }

extension PresentationDetent {
  static let bar = Self.custom(BarDetent.self)
  static let small = Self.height(100)
  static let extraLarge = Self.fraction(0.75)
}

private struct BarDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    max(44, min(context.maxDetentValue * 0.1, (context.maxDetentValue - 20) / 2))
  }
}
""",
    "swiftui-cycle": """extension PresentationDetent {
  static let a = Self.b
  static let b = Self.a
  static let c = Self.c
}
Text("x").presentationDetents([.a, .c, .medium])
  .presentationBackgroundInteraction(.enabled)
""",
    "uikit-sheet": """extension UISheetPresentationController.Detent.Identifier {
  static let peek = Self("peek")
  static let loop = Self.loop
}
func present() {
  let half = UISheetPresentationController.Detent.Identifier("half")
  if let sheet = viewController.sheetPresentationController {
    sheet.detents = [
      .custom(identifier: .peek) { context in 120 },
      .custom(identifier: half) { context in 0.5 * context.maximumDetentValue },
      .custom(identifier: .init("tall")) { context in context.maximumDetentValue - 40 },
      .custom(identifier: .loop) { _ in 10 },
      .medium(), .large(),
    ]
    sheet.selectedDetentIdentifier = half
    sheet.largestUndimmedDetentIdentifier = .peek
    sheet.prefersGrabberVisible = true
    sheet.preferredCornerRadius = 16
    sheet.prefersScrollingExpandsWhenScrolledToEdge = false
    sheet.prefersEdgeAttachedInCompactHeight = true
    sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    sheet.prefersPageSizing = false
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
  }
  viewController.isModalInPresentation = true
  viewController.preferredContentSize = CGSize(width: 400, height: 600)
  viewController.modalPresentationStyle = .formSheet
}
""",
    "adaptive-modal": """let config = AdaptiveModalConfig(
  snapPoints: [
    AdaptiveModalSnapPointConfig(
      key: "half",
      layoutConfig: ComputableLayout(
        horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
        height: .percent(percentValue: 0.5, offsetValue: .safeAreaInsets(insetKey: \\.bottom)),
        marginLeft: .constant(12), marginRight: .constant(12)),
      keyframeConfig: AdaptiveModalKeyframeConfig(
        modalCornerRadius: 10, backgroundOpacity: 0.2, modalMaskedCorners: [.layerMinXMinYCorner])),
    AdaptiveModalSnapPointConfig(
      key: "full",
      layoutConfig: ComputableLayout(
        horizontalAlignment: .center, verticalAlignment: .bottom, width: .stretch,
        height: .conditionalValue(
          condition: .ifAnyAreTrue([.deviceIdiom(is: .pad), .negate(.verticalSizeClass(is: .compact))]),
          trueValue: .percent(percentValue: 0.9), falseValue: .stretch))),
  ],
  snapDirection: .bottomToTop,
  snapAnimationConfig: .springGesture(duration: 0.4, dampingRatio: 0.9, maxGestureVelocity: 15),
  undershootSnapPoint: .automatic
)
let manager = AdaptiveModalManager(staticConfig: config)
manager.shouldSnapToOvershootSnapPoint = true
manager.shouldDismissModalOnSnapToUnderShootSnapPoint = nil
""",
    "panmodal": """extension SheetViewController: PanModalPresentable {
  var panScrollable: UIScrollView? { nil }
  var shortFormHeight: PanModalHeight { .contentHeight(300) }
  var longFormHeight: PanModalHeight {
    return .maxHeightWithTopInset(40)
  }
  var cornerRadius: CGFloat { 12 }
  var springDamping: CGFloat { 0.8 }
  var transitionDuration: Double { 0.5 }
  var panModalBackgroundColor: UIColor { UIColor.black.withAlphaComponent(0.5) }
  var anchorModalToLongForm: Bool { false }
  var allowsDragToDismiss: Bool { true }
  var allowsTapToDismiss: Bool { false }
  var showDragIndicator: Bool { false }
  var topOffset: CGFloat { 40 }
}
""",
    "floatingpanel": """class MyLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 16.0, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
    .peek: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: -20, referenceGuide: .superview),
  ]
  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    switch state {
    case .full, .half: return 0.3
    default: return 0.0
    }
  }
}
extension FloatingPanelState { static let peek = FloatingPanelState(rawValue: "peek", order: 250) }
class Behavior: FloatingPanelBehavior {
  let springResponseTime = 0.4
  let momentumProjectionRate = 0.99
  func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposed: FloatingPanelState) -> Bool { true }
  func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
}
fpc.isRemovalInteractionEnabled = true
fpc.backdropView.dismissalTapGestureRecognizer.isEnabled = true
fpc.surfaceView.appearance.cornerRadius = 20
fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 5)
""",
    "deep-nesting": "Text(\"x\").presentationDetents([.height(" + "(" * 200 + "1" + ")" * 200
    + "), .medium, .height(" + "-" * 200 + "1), .height(x" + ".a" * 200 + ")])\n",
    "long-chains": "Text(\"x\").presentationDetents([.height(1" + " + 1" * 300 + "), .large])\n"
    + "sheet.detents = [.custom { _ in " + "{ " * 100 + "1" + " }" * 100 + " }, .medium()]\n",
}

# Inputs found by libFuzzer, kept as they are (file names under command/, config/ or swift/).
FOUND = [
    "found-set-path-dots-hang", "found-set-path-brackets-hang", "found-reset-clock",
    "found-adaptive-no-point", "found-floatingpanel-radius-1e308",
]


def modalplay(binary, preset):
    args = [binary, "--quiet", "--preset", preset, "-c", "config json"]
    return subprocess.run(args, check=True, capture_output=True).stdout


def session_inputs():
    for path in sorted(glob.glob(os.path.join(ROOT, "sessions", "**", "*.modal"), recursive=True)):
        name = os.path.relpath(path, os.path.join(ROOT, "sessions"))[: -len(".modal")]
        with open(path, encoding="utf-8") as f:
            commands = [
                line for line in f.read().splitlines()
                if line.strip() and not line.strip().startswith("#")
            ]
        for part in range(0, len(commands), LINES):
            chunk = commands[part : part + LINES]
            yield "session-%s-%d" % (name.replace("/", "-"), part // LINES + 1), (
                "\n".join(chunk) + "\n"
            ).encode()


def presets(binary):
    out = subprocess.run([binary, "-c", "presets"], check=True, capture_output=True, text=True)
    rows = out.stdout.splitlines()[1:]
    # A wrapped summary continues on an indented line (issue 16): only a row's first line
    # starts with the name.
    return [row.split()[0] for row in rows if row.strip() and not row[0].isspace()]


# Words of the command target's dictionary besides the commands and paths.
DICT_WORDS = [
    "1e308", "-1e308", "1e19", "1e300", "1e10", "3.9e16", "nan", "inf", "-0", "0.0001",
    "pt", "%", "s", "ms", "f", "next", "prev", "closest", "instant", "on", "off", "linear",
    "curve", "spring", "springGesture", "springPhysics", "bezier", "landscape", "portrait",
    "on content", "on edge", "on handle", "at", "top", "bottom", "content.length",
    "content.offset", "detent.medium", "detent.large", "detent.max", "detent.fraction(",
    "detent.height(", "detent.custom(", "inactive", "expand", "\\xef\\xbf\\xbd", "\\x00", "#!json", "expect error", "fuzz.json", "fuzz.modal", ".", "[",
    "fuzz.swift", "load fuzz.swift",
]

# Symbols of Swift for the swift target's dictionary (its identifiers come from the seeds).
SWIFT_SYMBOLS = [
    "(", ")", "[", "]", "{", "}", ",", ":", ".", "=", "\\\\", "->", "==", "!=", "<=", ">=", "&&",
    "||", "+", "-", "*", "/", "<", ">", "?", "!", "\\\"", "//", "/*", "*/", "...", "`", " in ",
    "\\x0A", "1e308", "0.5", "-1",
]


def swift_exports(binary):
    """Every preset's export for every target that expresses it: name -> bytes."""
    out = subprocess.run([binary, "-c", "help export"], check=True, capture_output=True, text=True)
    line = next(l for l in out.stdout.splitlines() if l.startswith("Targets: "))
    targets = line[len("Targets: "):].rstrip(".").split(", ")
    made = {}
    for preset in presets(binary):
        for target in targets:
            run = subprocess.run(
                [binary, "--quiet", "--preset", preset, "--export", target], capture_output=True)
            if run.returncode == 0:
                made["export-%s-%s" % (preset, target)] = run.stdout
    return made


def swift_dictionary(files):
    words = set()
    for data in files.values():
        words.update(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", data.decode("utf-8", "replace")))
    entries = ['"%s"' % w for w in sorted(words)]
    entries += ['"%s"' % w for w in SWIFT_SYMBOLS]
    return "".join(e + "\n" for e in entries)


def dictionary(binary):
    words = set()
    for line in subprocess.run(
        [binary, "-c", "help"], check=True, capture_output=True, text=True
    ).stdout.splitlines():
        # A command's usage is indented 2; its summary (and a wrapped line) further.
        if line.startswith("  ") and not line.startswith("   ") and line.strip():
            words.add(line.split()[0])
    for line in subprocess.run(
        [binary, "-c", "help paths"], check=True, capture_output=True, text=True
    ).stdout.splitlines():
        if line.startswith("  ") and not line.startswith("   ") and line.strip():
            words.add(line.split()[0])
    entries = ['"%s"' % w.replace("\\", "\\\\").replace('"', '\\"') for w in sorted(words)]
    return "".join(e + "\n" for e in entries + ['"%s"' % w for w in DICT_WORDS])


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "modalplay")
    made = {"command": {}, "config": {}, "swift": {}}
    for name, data in session_inputs():
        made["command"][name] = data
    for name, text in COMMAND_CASES.items():
        made["command"][name] = text if isinstance(text, bytes) else text.encode()
    for preset in presets(binary):
        made["config"]["preset-" + preset] = modalplay(binary, preset)
    for preset in ["demo01", "demo04", "deck", "material"]:
        made["config"]["preset-%s-extreme-drags" % preset] = (
            modalplay(binary, preset) + b"\0" + EXTREME_DRAGS
        )
    basic = json.loads(modalplay(binary, "basic"))
    for name, (fields, drive) in CONFIG_CASES.items():
        data = (json.dumps(dict(basic, **fields), indent=2) + "\n").encode()
        made["config"][name] = data if drive is None else data + b"\0" + drive
    made["swift"].update(swift_exports(binary))
    for name, text in SWIFT_CASES.items():
        made["swift"][name] = text.encode()
    for target, files in made.items():
        folder = os.path.join(CORPUS, target)
        os.makedirs(folder, exist_ok=True)
        for old in os.listdir(folder):
            if old not in files and old not in FOUND:
                os.remove(os.path.join(folder, old))
        for name, data in files.items():
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
        print("%s: %d inputs" % (target, len(files)))
    with open(os.path.join(CORPUS, "command.dict"), "w", encoding="utf-8") as f:
        f.write(dictionary(binary))
    with open(os.path.join(CORPUS, "swift.dict"), "w", encoding="utf-8") as f:
        f.write(swift_dictionary(made["swift"]))


if __name__ == "__main__":
    main()
