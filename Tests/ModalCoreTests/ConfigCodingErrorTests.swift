import Testing

@testable import ModalCore

/// A malformed document and the exact problems decoding it reports.
struct MalformedCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var expected: [String]

  init(_ name: String, _ text: String, _ expected: [String]) {
    self.name = name
    self.text = text
    self.expected = expected
  }

  var testDescription: String { name }
}

@Suite("ConfigCoding: malformed documents")
struct ConfigCodingErrorTests {
  @Test("every problem is reported, with its path", arguments: malformedCases)
  func reportsEveryProblem(_ malformed: MalformedCase) {
    var document: ConfigDocument?
    var problems: [String] = []
    do {
      document = try ConfigCoding.decodeDocument(malformed.text)
    } catch {
      problems = error.problems.map { "\($0)" }
    }
    #expect(document == nil)
    #expect(problems == malformed.expected)
  }

  @Test("there are enough cases, each with a distinct name")
  func caseCount() {
    #expect(malformedCases.count >= 30)
    #expect(Set(malformedCases.map(\.name)).count == malformedCases.count)
  }

  @Test("the load error lists one problem per line")
  func errorDescription() {
    let error = ConfigLoadError(problems: [
      ConfigProblem(path: "", message: "line 1, column 1: expected a value"),
      ConfigProblem(path: "snapPoints[0].layout", message: "missing required key \"width\""),
    ])
    #expect(
      error.description
        == "line 1, column 1: expected a value\nsnapPoints[0].layout: missing required key \"width\""
    )
  }

  @Test("mapping an already parsed value reports every problem")
  func parsedValueProblems() throws {
    let json = JSONValue.object([("snapPoints", .array([])), ("direction", .string("up"))])
    do {
      _ = try ConfigCoding.decodeDocument(json: json)
      Issue.record("decoded a bad document")
    } catch {
      #expect(
        error.problems.map(\.description) == [
          "snapPoints: expected at least one snap point",
          "direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got \"up\"",
        ])
    }
  }
}

/// A valid layout, to keep the cases short.
let okLayout = #"{ "align": "center/bottom", "width": "stretch", "height": 300 }"#

/// A document with these snap points (JSON text of the array's elements) and extra members.
func documentText(points: String = #"{ "layout": \#(okLayout) }"#, _ extra: String = "") -> String {
  #"{ "snapPoints": [\#(points)]\#(extra.isEmpty ? "" : ", " + extra) }"#
}

let malformedCases: [MalformedCase] = [
  MalformedCase(
    "missing comma between members",
    "{\n  \"name\": \"a\",\n  \"snapPoints\": [],\n  \"x\": 1\n  \"y\": 2\n}",
    [
      "line 5, column 3: expected ',' or '}' after an object member"
    ]),
  MalformedCase(
    "missing comma between elements", "{\n  \"snapPoints\": [\n    {}\n    {}\n  ]\n}",
    [
      "line 4, column 5: expected ',' or ']' after an array element"
    ]),
  MalformedCase(
    "trailing comma in an array", #"{ "snapPoints": [1, 2,] }"#,
    [
      "line 1, column 23: expected a value (an object, an array, a string, a number, true, false or null), got ']'"
    ]),
  MalformedCase(
    "trailing comma in an object", #"{ "name": "a", }"#,
    [
      "line 1, column 16: expected a string key after ','"
    ]),
  MalformedCase(
    "missing colon", #"{ "name" "a" }"#,
    [
      "line 1, column 10: expected ':' after an object key"
    ]),
  MalformedCase(
    "unterminated string", "{ \"name\": \"abc",
    [
      "line 1, column 15: expected '\"' to close the string that starts at line 1, column 11"
    ]),
  MalformedCase(
    "raw newline in a string", "{ \"name\": \"a\nb\" }",
    [
      "line 1, column 13: expected an escape sequence (such as \\n) instead of the control character U+000A in a string"
    ]),
  MalformedCase(
    "invalid escape", #"{ "name": "a\qb" }"#,
    [
      "line 1, column 13: expected a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)"
    ]),
  MalformedCase(
    "lone high surrogate", #"{ "name": "\ud83dx" }"#,
    [
      "line 1, column 12: expected a low surrogate (\\uDC00 to \\uDFFF) after the high surrogate \\uD83D"
    ]),
  MalformedCase(
    "lone low surrogate", #"{ "name": "\ude00" }"#,
    [
      "line 1, column 12: expected a high surrogate (\\uD800 to \\uDBFF) before the low surrogate \\uDE00"
    ]),
  MalformedCase(
    "short unicode escape", #"{ "name": "\u12" }"#,
    [
      "line 1, column 16: expected four hexadecimal digits after \\u"
    ]),
  MalformedCase(
    "Python literal", #"{ "name": None }"#,
    [
      "line 1, column 11: expected a value (an object, an array, a string, a number, true, false or null), got 'None'"
    ]),
  MalformedCase(
    "single quotes", #"{ 'name': 1 }"#,
    [
      "line 1, column 3: expected a string key or '}'"
    ]),
  MalformedCase(
    "leading zero", #"{ "initialIndex": 01 }"#,
    [
      "line 1, column 20: expected no leading zero in a number"
    ]),
  MalformedCase(
    "bare minus", #"{ "initialIndex": - }"#,
    [
      "line 1, column 20: expected a digit after '-'"
    ]),
  MalformedCase(
    "trailing garbage", #"{ "snapPoints": [] } x"#,
    [
      "line 1, column 22: expected the end of the document after the top-level value"
    ]),
  MalformedCase(
    "number overflowing to infinity", #"{ "snapPoints": [], "initialIndex": 1e999 }"#,
    [
      "line 1, column 37: expected a finite number, got 1e999 (too large for a double)"
    ]),
  MalformedCase(
    "300 nested arrays", String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    [
      "line 1, column 257: expected at most 256 levels of nested arrays and objects"
    ]),
  MalformedCase(
    "not an object", "[1, 2]",
    [
      "expected a config document (an object), got an array"
    ]),
  MalformedCase(
    "a string document", #""snapPoints""#,
    [
      "expected a config document (an object), got a string"
    ]),
  MalformedCase(
    "empty string", "",
    [
      "line 1, column 1: expected a value (an object, an array, a string, a number, true, false or null), got the end of the document"
    ]),
  MalformedCase(
    "whitespace only", " \n\t ",
    [
      "line 2, column 3: expected a value (an object, an array, a string, a number, true, false or null), got the end of the document"
    ]),
  MalformedCase(
    "binary garbage", "\u{0}\u{1}ÿ",
    [
      "line 1, column 1: expected a value (an object, an array, a string, a number, true, false or null), got U+0000"
    ]),
  MalformedCase(
    "wrong types",
    documentText(
      points:
        #"{ "key": 5, "layout": \#(okLayout), "keyframe": { "cornerRadius": "big", "allowSnapping": 1 } }"#,
      #""direction": 3, "flags": { "shouldEnableSnapping": "yes", "overrideShouldSnapToOvershootSnapPoint": 0 }"#
    ),
    [
      "snapPoints[0].key: expected a string, got a number",
      "snapPoints[0].keyframe.cornerRadius: expected a number, got a string",
      "snapPoints[0].keyframe.allowSnapping: expected true or false, got a number",
      "direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got a number",
      "flags.shouldEnableSnapping: expected true or false, got a string",
      "flags.overrideShouldSnapToOvershootSnapPoint: expected true, false or null, got a number",
    ]),
  MalformedCase(
    "snapPoints is not an array", #"{ "snapPoints": { "layout": {} } }"#,
    [
      "snapPoints: expected an array of snap points, got an object"
    ]),
  MalformedCase(
    "unknown key with a suggestion",
    documentText(
      points: #"{ "layout": \#(okLayout), "keyframe": { "cornerRdius": 10 } }"#,
      #""initalIndex": 1"#),
    [
      "snapPoints[0].keyframe.cornerRdius: unknown key (did you mean \"cornerRadius\"?)",
      "initalIndex: unknown key (did you mean \"initialIndex\"?)",
    ]),
  MalformedCase(
    "unknown key without a suggestion", documentText(#""colour": "red""#),
    [
      "colour: unknown key (expected one of name, description, direction, snapPoints, undershoot, overshoot, percentStrategy, initialIndex, dragHandle, animations, clamping, release, handoff, flags, overdrag, keyboardAvoidance, keyboardBlurBehavior, content, sheet, gorhom)"
    ]),
  MalformedCase(
    "bad enum strings",
    documentText(
      #""direction": "up", "percentStrategy": "Index", "dragHandle": 2, "keyboardAvoidance": "avoid""#
    ),
    [
      "direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got \"up\"",
      "percentStrategy: expected one of position, index, got \"Index\"",
      "dragHandle: expected one of automatic, none, top, bottom, left, right, got a number",
      "keyboardAvoidance: expected one of layout, lift, expand, extend, interactive, fillParent, got \"avoid\"",
    ]),
  MalformedCase(
    "bad layout value strings",
    documentText(
      points:
        #"{ "layout": { "align": "center/bottom", "width": "(30%", "height": "fifty", "margins": { "top": "50% of nothing", "bottom": "kb ? 5" } } }"#
    ),
    [
      "snapPoints[0].layout.width: expected a layout value like \"50%\", got \"(30%\" (expected ')', got the end)",
      "snapPoints[0].layout.height: expected a layout value like \"50%\", got \"fifty\" (unknown name 'fifty')",
      "snapPoints[0].layout.margins.top: expected a layout value like \"50%\", got \"50% of nothing\" (expected a percent target (width, height, screen, screen.width, window, current.height, ...), got 'nothing')",
      "snapPoints[0].layout.margins.bottom: expected a layout value like \"50%\", got \"kb ? 5\" (expected ':' of the conditional, got the end)",
    ]),
  MalformedCase(
    "layout values of the wrong type",
    documentText(
      points:
        #"{ "layout": { "align": "center/bottom", "width": true, "height": null, "offset": { "x": [1] } } }"#
    ),
    [
      "snapPoints[0].layout.width: expected a layout value (a number, a string like \"50%\" or an object), got a boolean",
      "snapPoints[0].layout.height: expected a layout value (a number, a string like \"50%\" or an object), got null",
      "snapPoints[0].layout.offset.x: expected a layout value (a number, a string like \"50%\" or an object), got an array",
    ]),
  MalformedCase(
    "bad alignment",
    documentText(points: #"{ "layout": { "align": "middle", "width": "stretch", "height": 1 } }"#),
    [
      "snapPoints[0].layout.align: expected an alignment \"horizontal/vertical\" like \"center/bottom\" (left, center or right / top, center or bottom), got \"middle\""
    ]),
  MalformedCase(
    "missing layout keys", documentText(points: #"{ "layout": { "align": "center/top" } }"#),
    [
      "snapPoints[0].layout: missing required key \"width\"",
      "snapPoints[0].layout: missing required key \"height\"",
    ]),
  MalformedCase(
    "bad object forms",
    documentText(
      points:
        #"{ "layout": { "align": "center/bottom", "width": { "value": "stretch", "sum": [1] }, "height": { "op": "add", "max": 3 }, "margins": { "top": { "if": "kb", "then": 1 }, "left": { "value": 1, "else": 2, "op": "plus", "offset": 1 } } } }"#
    ),
    [
      "snapPoints[0].layout.width: expected only one of the keys \"value\", \"sum\" and \"if\"",
      "snapPoints[0].layout.height: expected one of the keys \"value\", \"sum\" or \"if\"",
      "snapPoints[0].layout.height.op: \"op\" goes with \"offset\"",
      "snapPoints[0].layout.margins.top: missing required key \"else\"",
      "snapPoints[0].layout.margins.left.op: expected one of add, subtract, multiply, divide, got \"plus\"",
      "snapPoints[0].layout.margins.left.else: \"else\" goes with \"if\"",
    ]),
  MalformedCase(
    "bad conditions",
    #"{ "default": \#(documentText()), "constrained": [ { "when": "vertical", "config": \#(documentText()) }, { "when": ["kb", "width <"], "config": \#(documentText()) }, { "when": 5, "config": \#(documentText()) } ] }"#,
    [
      "constrained[0].when: expected a condition like \"v.compact\", got \"vertical\" (unknown condition 'vertical' (expected kb, portrait, landscape, phone, pad, voiceover, h.compact, h.regular, v.compact, v.regular, a comparison such as width < 500 or ios >= 16, isNilOrZero(...) or flag(NAME)))",
      "constrained[1].when[1]: expected a condition like \"v.compact\", got \"width <\" (expected a number, got the end)",
      "constrained[2].when: expected a condition string or an array of them, got a number",
    ]),
  MalformedCase(
    "bad condition in a conditional value",
    documentText(
      points:
        #"{ "layout": { "align": "center/bottom", "width": "stretch", "height": { "if": "keyboard > 3", "then": 1, "else": 2 } } }"#
    ),
    [
      "snapPoints[0].layout.height.if: expected a condition like \"v.compact\", got \"keyboard > 3\" (unexpected '>')"
    ]),
  MalformedCase(
    "bad colors",
    documentText(
      points:
        ##"{ "layout": \##(okLayout), "keyframe": { "modalBackgroundColor": "#12345", "backgroundColor": "purple", "border": { "color": 5 }, "shadow": { "color": "#gg0000" } } }"##
    ),
    [
      "snapPoints[0].keyframe.modalBackgroundColor: expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of black, white, clear, gray, red, green, blue), got \"#12345\"",
      "snapPoints[0].keyframe.backgroundColor: expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of black, white, clear, gray, red, green, blue), got \"purple\"",
      "snapPoints[0].keyframe.border.color: expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of black, white, clear, gray, red, green, blue), got a number",
      "snapPoints[0].keyframe.shadow.color: expected a color (\"#rrggbb\", \"#rrggbbaa\" or one of black, white, clear, gray, red, green, blue), got \"#gg0000\"",
    ]),
  MalformedCase(
    "empty snapPoints", #"{ "snapPoints": [] }"#,
    [
      "snapPoints: expected at least one snap point"
    ]),
  MalformedCase(
    "missing snapPoints", #"{ "name": "x" }"#,
    [
      "missing required key \"snapPoints\""
    ]),
  MalformedCase(
    "a standard point without layout",
    documentText(
      points: #"{ "layout": \#(okLayout) }, { "key": "b" }, { "mode": "standard", "page": "p" }"#),
    [
      "snapPoints[1]: missing required key \"layout\"",
      "snapPoints[2]: missing required key \"layout\"",
    ]),
  MalformedCase(
    "duplicate keys",
    "{\n  \"snapPoints\": [{ \"layout\": { \"align\": \"center/bottom\", \"width\": 1, \"height\": 2, \"width\": 3 } }],\n  \"name\": \"a\",\n  \"name\": \"b\"\n}",
    [
      "snapPoints[0].layout.width: duplicate key at line 2, column 83 (first at line 2, column 58)",
      "name: duplicate key at line 4, column 3 (first at line 3, column 3)",
    ]),
  MalformedCase(
    "initialIndex out of range", documentText(#""initialIndex": 2"#),
    [
      "initialIndex: expected an index from 1 to 1, got 2"
    ]),
  MalformedCase(
    "initialIndex not an integer", documentText(#""initialIndex": 1.5"#),
    [
      "initialIndex: expected an integer, got 1.5"
    ]),
  MalformedCase(
    "two problems in one document",
    documentText(
      points: #"{ "layout": { "align": "center/bottom", "width": "stretch", "height": "fifty" } }"#,
      #""direction": "up""#),
    [
      "snapPoints[0].layout.height: expected a layout value like \"50%\", got \"fifty\" (unknown name 'fifty')",
      "direction: expected one of bottomToTop, topToBottom, leftToRight, rightToLeft, got \"up\"",
    ]),
  MalformedCase(
    "problems inside constrained configs",
    #"{ "default": \#(documentText()), "constrained": [ { "when": "kb", "config": \#(documentText(points: #"{ "layout": \#(okLayout) }, { "layout": \#(okLayout), "keyframe": { "shadow": { "offset": [1] } } }"#)) }, { "when": "pad", "config": \#(documentText(#""initialIndex": 0"#)) } ] }"#,
    [
      "constrained[0].config.snapPoints[1].keyframe.shadow.offset: expected an array of 2 numbers [x, y], got an array of 1",
      "constrained[1].config.initialIndex: expected an index from 1 to 1, got 0",
    ]),
  MalformedCase(
    "problems in the default config",
    #"{ "name": 1, "default": \#(documentText(points: #"{ "mode": "inBetween" }, { "layout": \#(okLayout) }"#)), "constrained": [] }"#,
    [
      "name: expected a string, got a number",
      "default.snapPoints[0].mode: the first and the last snap points must be standard (an inBetween point needs a standard point on each side)",
      "default.initialIndex: snap point 1 is inBetween and cannot be snapped to",
    ]),
  MalformedCase(
    "adaptive document without default",
    #"{ "constrained": [ { "when": "kb" } ], "snapPoints": [] }"#,
    [
      "constrained[0]: missing required key \"config\"",
      "snapPoints: unknown key (expected one of name, description, default, constrained)",
      "missing required key \"default\"",
    ]),
  MalformedCase(
    "negative duration",
    documentText(
      #""animations": { "snap": { "type": "spring", "duration": -0.3, "dampingRatio": 0.8 }, "exit": { "type": "springPhysics", "mass": 0, "stiffness": 1, "damping": -1 } }"#
    ),
    [
      "animations.snap.duration: expected a duration from 0.001 to 3600 s, got -0.3",
      "animations.exit.mass: expected a mass from 0.001 to 1000000, got 0",
      "animations.exit.damping: expected a damping from 0 to 1000000000, got -1",
    ]),
  MalformedCase(
    "bad reanimated animations",
    documentText(
      #""animations": { "snap": { "type": "reanimatedSpring", "overshootClamping": 0.5, "restSpeedThreshold": 0 }, "exit": { "type": "exponentialOut" } }"#
    ),
    [
      "animations.snap.overshootClamping: expected an overshoot clamping flag, a whole number from 0 to 1, got 0.5",
      "animations.snap.restSpeedThreshold: expected a rest speed from 0.0001 to 100000 pt/s, got 0",
      "animations.exit: missing required key \"duration\"",
    ]),
  MalformedCase(
    "bad animations",
    documentText(
      #""animations": { "snap": { "duration": 1 }, "entrance": { "type": "bounce" }, "exit": { "type": "bezier", "duration": 1, "controlPoints": [1, 2, 3], "curve": "linear" }, "other": 1 }"#
    ),
    [
      "animations.snap: missing required key \"type\"",
      "animations.entrance.type: expected one of springGesture, spring, springPhysics, curve, bezier, reanimatedSpring, exponentialOut, got \"bounce\"",
      "animations.exit.controlPoints: expected an array of 4 numbers [x1, y1, x2, y2], got an array of 3",
      "animations.exit.curve: unknown key (expected one of type, duration, controlPoints)",
      "animations.other: unknown key (expected one of snap, entrance, exit)",
    ]),
  MalformedCase(
    "bad release, overdrag, clamping",
    documentText(
      #""release": "magic", "overdrag": "linear", "clamping": { "start": ["x", "size"] }"#),
    [
      "release: expected one of adaptive, nearest, biasedNearest, velocityThreshold, momentum, appleSheet, material, deck, halfModal, distance, flutter, compose, gorhom, got \"magic\"",
      "overdrag: expected one of none, rubberBand, deck, gorhom or an object { \"linear\": factor }, { \"linearTop\": factor } or { \"gorhom\": factor }, got \"linear\"",
      "clamping.start[1]: expected one of x, y, width, height, horizontalPadding, verticalPadding, cornerRadius, opacity, modalBackground, border, shadow, transform, dragHandle, background, damping, presenting, got \"size\"",
      "clamping: missing required key \"end\"",
    ]),
  MalformedCase(
    "bad release object", documentText(#""release": { "options": { "a": "b" } }"#),
    [
      "release.options.a: expected a number, got a string",
      "release: missing required key \"strategy\"",
    ]),
  MalformedCase(
    "bad edge points",
    documentText(
      #""undershoot": "offscreen", "overshoot": { "preset": "fitScreen", "layout": \#(okLayout) }"#),
    [
      "undershoot: expected one of automatic, offscreenBottom, offscreenTop, offscreenLeft, offscreenRight, halfOffscreenBottom, halfOffscreenTop, halfOffscreenLeft, halfOffscreenRight, edgeTop, edgeBottom, edgeLeft, edgeRight, fitScreen, fitScreenHorizontally, fitScreenVertically, center, got \"offscreen\"",
      "overshoot: expected either \"preset\" or \"layout\", not both",
    ]),
  MalformedCase(
    "bad keys of snap points",
    documentText(
      points:
        #"{ "layout": \#(okLayout), "key": "next" }, { "layout": \#(okLayout), "key": "7" }, { "layout": \#(okLayout), "key": "next" }"#
    ),
    [
      "snapPoints[0].key: \"next\" cannot be a key: keys must not be numbers or next / prev / closest",
      "snapPoints[1].key: \"7\" cannot be a key: keys must not be numbers or next / prev / closest",
      "snapPoints[2].key: \"next\" cannot be a key: keys must not be numbers or next / prev / closest",
    ]),
  MalformedCase(
    "bad keyframe groups",
    documentText(
      points:
        #"{ "layout": \#(okLayout), "keyframe": { "maskedCorners": ["top", "topLeft"], "transform": { "scale": 2, "scaleX": 1 }, "modalBlur": { "intensity": "high" }, "backgroundTapInteraction": "close", "presenting": { "rotate": 1 } } }"#
    ),
    [
      "snapPoints[0].keyframe.maskedCorners[0]: expected one of topLeft, topRight, bottomLeft, bottomRight, got \"top\"",
      "snapPoints[0].keyframe.transform.scaleX: \"scale\" already sets scaleX and scaleY",
      "snapPoints[0].keyframe.modalBlur.intensity: expected a number, got a string",
      "snapPoints[0].keyframe.backgroundTapInteraction: expected one of automatic, dismiss, passthrough, ignore, got \"close\"",
      "snapPoints[0].keyframe.presenting.rotate: unknown key (expected one of scale, translateY, cornerRadius, overlayOpacity)",
    ]),
  MalformedCase(
    "expression nested too deeply",
    documentText(
      points:
        #"{ "layout": { "align": "center/bottom", "width": "stretch", "height": "\#(String(repeating: "(", count: 100))1\#(String(repeating: ")", count: 100))" } }"#
    ),
    [
      "snapPoints[0].layout.height: expected a layout value like \"50%\", got \"(((((((((((((((((((((((((((((((((((((((((((((((((((((((((...\" (too complex: at most 64 operators and parentheses)"
    ]),
  MalformedCase(
    "expression whose canonical text is too complex",
    documentText(
      points:
        #"{ "layout": { "align": "center/bottom", "width": "\#((1...40).map(String.init).joined(separator: " - "))", "height": 1 } }"#
    ),
    [
      "snapPoints[0].layout.width: expected a layout value like \"50%\", got \"1 - 2 - 3 - 4 - 5 - 6 - 7 - 8 - 9 - 10 - 11 - 12 - 13 - 1...\" (too complex: at most 64 operators and parentheses)"
    ]),
  MalformedCase(
    "condition too complex",
    #"{ "default": \#(documentText()), "constrained": [ { "when": "\#(String(repeating: "!", count: 65))kb", "config": \#(documentText()) } ] }"#,
    [
      "constrained[0].when: expected a condition like \"v.compact\", got \"!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!...\" (too complex: at most 64 operators and parentheses)"
    ]),
  MalformedCase(
    "odd keys in paths", documentText(#""my key": 1, "a.b": 2"#),
    [
      "[\"my key\"]: unknown key (expected one of name, description, direction, snapPoints, undershoot, overshoot, percentStrategy, initialIndex, dragHandle, animations, clamping, release, handoff, flags, overdrag, keyboardAvoidance, keyboardBlurBehavior, content, sheet, gorhom)",
      "[\"a.b\"]: unknown key (expected one of name, description, direction, snapPoints, undershoot, overshoot, percentStrategy, initialIndex, dragHandle, animations, clamping, release, handoff, flags, overdrag, keyboardAvoidance, keyboardBlurBehavior, content, sheet, gorhom)",
    ]),
]
