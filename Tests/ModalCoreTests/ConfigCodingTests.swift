import Testing

@testable import ModalCore

/// Decodes a document, or records the problems as an issue.
func decodeOrRecord(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) -> ConfigDocument? {
  do {
    return try ConfigCoding.decodeDocument(text)
  } catch {
    Issue.record("unexpected problems:\n\(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// A document that uses every feature of the schema.
let everyFeatureDocument = #"""
  {
    "name": "everything",
    "description": "every feature of the schema",
    "default": {
      "direction": "leftToRight",
      "snapPoints": [
        {
          "key": "peek",
          "page": "Peek",
          "layout": {
            "align": "left/center",
            "width": "30%",
            "height": "stretch",
            "margins": { "top": "safe.top", "left": 0, "bottom": "safe.bottom min 15", "right": -10 },
            "paddings": {
              "top": 8, "left": "kb ? kb.overlapH : safe.left", "bottom": 1,
              "right": "50% of current.width"
            },
            "offset": { "x": 5, "y": -2.5 }
          },
          "keyframe": {
            "cornerRadius": 12,
            "maskedCorners": "right",
            "opacity": 0.9,
            "contentOpacity": 0.75,
            "modalBackgroundColor": "#FF8000",
            "modalBackgroundOpacity": 0.5,
            "modalBlur": { "effect": "systemThinMaterial", "intensity": 0.3 },
            "border": { "width": 1, "color": "gray" },
            "shadow": { "color": "#00000080", "opacity": 0.2, "radius": 6, "offset": [0, -2] },
            "transform": {
              "translateX": 1, "translateY": 2, "translateZ": 3, "scale": 0.95, "rotateX": 10,
              "rotateY": 20, "rotateZ": 30, "perspective": 500, "skewX": 4, "skewY": 5
            },
            "dragHandle": {
              "width": 6, "height": 40, "offset": 10, "color": "white", "opacity": 0.7,
              "cornerRadius": 3
            },
            "backgroundColor": "black",
            "backgroundOpacity": 0.1,
            "backgroundBlur": { "effect": "dark", "intensity": 0.4 },
            "allowSnapping": false,
            "backgroundTapInteraction": "dismiss",
            "secondaryAxisDamping": 0.5,
            "presenting": { "scale": 0.9, "translateY": 10, "cornerRadius": 8, "overlayOpacity": 0.2 }
          }
        },
        {
          "mode": "inBetween",
          "keyframe": {
            "maskedCorners": ["topLeft", "bottomRight"],
            "transform": { "scaleX": 1.5, "scaleY": 2 }
          }
        },
        {
          "key": "full",
          "layout": {
            "align": "right/top",
            "width": { "value": "stretch", "op": "multiply", "offset": 0.5, "min": 0, "max": "100%" },
            "height": { "sum": ["30%", "safe.bottom"], "max": 400 }
          }
        }
      ],
      "undershoot": { "preset": "offscreenLeft", "keyframe": { "opacity": 0 } },
      "overshoot": {
        "layout": { "align": "center/center", "width": "stretch", "height": "stretch" },
        "keyframe": {}
      },
      "percentStrategy": "index",
      "initialIndex": 3,
      "dragHandle": "right",
      "animations": {
        "snap": { "type": "spring", "duration": 0.3, "dampingRatio": 0.8 },
        "entrance": { "type": "springPhysics", "mass": 1, "stiffness": 200, "damping": 20 },
        "exit": { "type": "curve", "duration": 0.25, "curve": "easeInOut" }
      },
      "clamping": { "start": ["x", "cornerRadius"], "end": [] },
      "release": { "strategy": "adaptive", "options": { "threshold": 300, "bias": 0.25 } },
      "flags": {
        "shouldEnableSnapping": false,
        "shouldEnableOverShooting": false,
        "overrideShouldSnapToUnderShootSnapPoint": true,
        "overrideShouldSnapToOvershootSnapPoint": null,
        "shouldDismissModalOnSnapToUnderShootSnapPoint": false,
        "shouldDismissModalOnSnapToOverShootSnapPoint": true,
        "shouldLockAxisToModalDirection": true
      },
      "overdrag": { "linear": 0.5 },
      "keyboardAvoidance": "lift"
    },
    "constrained": [
      {
        "name": "compact-height",
        "when": "v.compact",
        "config": {
          "direction": "topToBottom",
          "snapPoints": [
            {
              "layout": {
                "align": "center/top",
                "width": "stretch",
                "height": { "if": "kb", "then": "kb.overlapH", "else": "safe.bottom" }
              }
            }
          ],
          "undershoot": "halfOffscreenBottom",
          "overshoot": "fitScreen",
          "animations": {
            "snap": { "type": "bezier", "duration": 0.5, "controlPoints": [0.42, 0, 0.58, 1] },
            "exit": { "type": "springGesture", "duration": 0.6 }
          },
          "release": "nearest",
          "overdrag": "rubberBand"
        }
      },
      {
        "when": ["landscape", "width >= 700 && !kb"],
        "config": {
          "snapPoints": [
            { "layout": { "align": "center/bottom", "width": 375, "height": "min(85%, 600)" } }
          ]
        }
      }
    ]
  }
  """#

/// The model `everyFeatureDocument` describes, built by hand.
func everyFeatureModel() -> ConfigDocument {
  var peekFrame = Keyframe(
    maskedCorners: .right, modalBlurEffect: "systemThinMaterial", backgroundBlurEffect: "dark",
    allowSnapping: false, backgroundTapInteraction: .dismiss)
  let numbers: [(Channel, Double)] = [
    (.cornerRadius, 12), (.opacity, 0.9), (.contentOpacity, 0.75), (.modalBackgroundOpacity, 0.5),
    (.modalBlurIntensity, 0.3), (.borderWidth, 1), (.shadowOpacity, 0.2), (.shadowRadius, 6),
    (.shadowOffsetX, 0), (.shadowOffsetY, -2), (.translateX, 1), (.translateY, 2),
    (.translateZ, 3), (.scaleX, 0.95), (.scaleY, 0.95), (.rotateX, 10), (.rotateY, 20),
    (.rotateZ, 30), (.perspective, 500), (.skewX, 4), (.skewY, 5), (.handleWidth, 6),
    (.handleHeight, 40), (.handleOffset, 10), (.handleOpacity, 0.7), (.handleCornerRadius, 3),
    (.backgroundOpacity, 0.1), (.backgroundBlurIntensity, 0.4), (.secondaryAxisDamping, 0.5),
    (.presentingScale, 0.9), (.presentingTranslateY, 10), (.presentingCornerRadius, 8),
    (.presentingOverlayOpacity, 0.2),
  ]
  for (channel, value) in numbers { peekFrame[channel] = value }
  peekFrame.setColor(Color(red: 1, green: 128 / 255, blue: 0), .modalBackground)
  peekFrame.setColor(.systemGray, .border)
  peekFrame.setColor(Color(red: 0, green: 0, blue: 0, alpha: 128 / 255), .shadow)
  peekFrame.setColor(.white, .handle)
  peekFrame.setColor(.black, .background)

  let peek = SnapPoint(
    key: "peek", page: "Peek",
    layout: Layout(
      horizontalAlignment: .left, verticalAlignment: .center, width: .percent(30),
      height: .stretch, marginTop: .safeArea(.top), marginLeft: .constant(0),
      marginBottom: LayoutValue(.safeArea(.bottom), min: .constant(15)),
      marginRight: .constant(-10), paddingTop: .constant(8),
      paddingLeft: LayoutValue(
        .conditional(
          .keyboardPresent, then: LayoutValue(.keyboardOverlap(.vertical)),
          else: .safeArea(.left))),
      paddingBottom: .constant(1), paddingRight: .percent(50, of: .currentWidth),
      offsetX: .constant(5), offsetY: .constant(-2.5)),
    keyframe: peekFrame)
  let between = SnapPoint(
    mode: .inBetween, layout: nil,
    keyframe: Keyframe(
      values: [.scaleX: 1.5, .scaleY: 2], maskedCorners: [.topLeft, .bottomRight]))
  let full = SnapPoint(
    key: "full",
    layout: Layout(
      horizontalAlignment: .right, verticalAlignment: .top,
      width: LayoutValue(
        .stretch, offset: .init(.multiply, .constant(0.5)), min: .constant(0), max: .percent(100)),
      height: LayoutValue(.sum([.percent(30), .safeArea(.bottom)]), max: .constant(400))))

  var flags = ManagerFlags()
  flags.shouldEnableSnapping = false
  flags.shouldEnableOverShooting = false
  flags.overrideShouldSnapToUnderShootSnapPoint = true
  flags.overrideShouldSnapToOvershootSnapPoint = nil
  flags.shouldDismissModalOnSnapToUnderShootSnapPoint = false
  flags.shouldDismissModalOnSnapToOverShootSnapPoint = true
  flags.shouldLockAxisToModalDirection = true

  let defaultConfig = ModalConfig(
    snapDirection: .leftToRight, snapPoints: [peek, between, full],
    undershoot: EdgeSnapPoint(preset: .offscreenLeft, keyframe: Keyframe(values: [.opacity: 0])),
    overshoot: EdgeSnapPoint(
      preset: .layout(Layout(horizontalAlignment: .center, verticalAlignment: .center)),
      keyframe: .empty),
    snapPercentStrategy: .index,
    snapAnimation: .spring(duration: 0.3, dampingRatio: 0.8),
    entranceAnimation: .springPhysics(mass: 1, stiffness: 200, damping: 20, initialVelocity: 0),
    exitAnimation: .curve(duration: 0.25, .easeInOut),
    initialSnapPointIndex: 3, dragHandlePosition: .right,
    interpolationClamping: ClampingConfig(start: [.x, .cornerRadius], end: []),
    release: ReleaseConfig(strategy: "adaptive", options: ["threshold": 300, "bias": 0.25]),
    flags: flags, overdrag: .linear(0.5), keyboardAvoidance: .lift)

  let compactHeight = ModalConfig(
    snapDirection: .topToBottom,
    snapPoints: [
      SnapPoint(
        layout: Layout(
          horizontalAlignment: .center, verticalAlignment: .top, width: .stretch,
          height: LayoutValue(
            .conditional(
              .keyboardPresent, then: LayoutValue(.keyboardOverlap(.vertical)),
              else: .safeArea(.bottom)))))
    ],
    undershoot: EdgeSnapPoint(preset: .halfOffscreenBottom),
    overshoot: EdgeSnapPoint(preset: .fitScreen),
    snapAnimation: .bezier(duration: 0.5, x1: 0.42, y1: 0, x2: 0.58, y2: 1),
    exitAnimation: .springGesture(duration: 0.6, dampingRatio: 0.9, maxGestureVelocity: 15),
    release: ReleaseConfig(strategy: "nearest"), overdrag: .rubberBand)

  let wide = ModalConfig(snapPoints: [
    SnapPoint(
      layout: Layout(
        width: .constant(375), height: LayoutValue(.percent(85, of: .target), max: .constant(600))))
  ])

  return ConfigDocument(
    name: "everything", description: "every feature of the schema",
    config: AdaptiveConfig(
      defaultConfig: defaultConfig,
      constrained: [
        ConstrainedConfig(
          name: "compact-height", conditions: [.verticalSizeClass(.compact)], config: compactHeight),
        ConstrainedConfig(
          conditions: [
            .orientation(.landscape),
            .all([.compare(.width, .greaterThanOrEqual(700)), .not(.keyboardPresent)]),
          ], config: wide),
      ]))
}

@Suite("ConfigCoding: decoding and encoding")
struct ConfigCodingTests {
  @Test("a document of every feature decodes to the exact model")
  func decodesEveryFeature() throws {
    let document = try #require(decodeOrRecord(everyFeatureDocument))
    let expected = everyFeatureModel()
    // Field by field first, so that a difference is easy to find.
    #expect(document.name == expected.name)
    #expect(document.description == expected.description)
    let config = document.config.defaultConfig
    let expectedConfig = expected.config.defaultConfig
    for (point, expectedPoint) in zip(config.snapPoints, expectedConfig.snapPoints) {
      #expect(point.layout == expectedPoint.layout)
      #expect(point.keyframe == expectedPoint.keyframe)
      #expect(point == expectedPoint)
    }
    #expect(config.undershoot == expectedConfig.undershoot)
    #expect(config.overshoot == expectedConfig.overshoot)
    #expect(config.flags == expectedConfig.flags)
    #expect(config == expectedConfig)
    #expect(document.config.constrained == expected.config.constrained)
    #expect(document == expected)
  }

  @Test("a static document with only snap points gets every default")
  func decodesDefaults() throws {
    let text =
      #"{ "snapPoints": [ { "layout": { "align": "center/bottom", "width": "stretch", "height": 300 } } ] }"#
    let document = try #require(decodeOrRecord(text))
    let expected = ConfigDocument(
      config: ModalConfig(snapPoints: [SnapPoint(layout: Layout(height: .constant(300)))]))
    #expect(document == expected)
    #expect(!document.config.isAdaptive)
  }

  @Test("the writer leaves out each field that holds ModalConfig.defaults' value, only that")
  func writerLeavesDefaultsOut() {
    func keys(_ change: (inout ModalConfig) -> Void) -> [String] {
      var config = ModalConfig.defaults
      config.snapPoints = [SnapPoint(layout: Layout(height: .constant(300)))]
      change(&config)
      guard case .object(let members) = ConfigWriter.config(config) else { return [] }
      return members.map(\.key)
    }
    #expect(keys { _ in } == ["snapPoints"])
    #expect(keys { $0.snapDirection = .topToBottom } == ["direction", "snapPoints"])
    #expect(keys { $0.initialSnapPointIndex = 2 } == ["snapPoints", "initialIndex"])
    #expect(
      keys { $0.exitAnimation = .spring(duration: 1, dampingRatio: 1) } == [
        "snapPoints", "animations",
      ])
    #expect(keys { $0.overdrag = .rubberBand } == ["snapPoints", "overdrag"])
    #expect(keys { $0.keyboardAvoidance = .lift } == ["snapPoints", "keyboardAvoidance"])
    #expect(keys { $0.release = ReleaseConfig(strategy: "nearest") } == ["snapPoints", "release"])
    #expect(keys { $0.handoff = HandoffConfig(rule: "deck") } == ["snapPoints", "handoff"])
    let physics = AnimationConfig.springPhysics(
      mass: 1, stiffness: 100, damping: 10,
      initialVelocity: AnimationConfig.springPhysicsDefaultVelocity)
    var config = ModalConfig.defaults
    config.snapAnimation = physics
    let text = JSONWriter.format(ConfigWriter.config(config))
    #expect(text.contains(#""type": "springPhysics""#) && !text.contains("initialVelocity"))
  }

  @Test("the schema's example decodes")
  func decodesSchemaExample() throws {
    let document = try #require(decodeOrRecord(twoStepDocument))
    let config = document.config.defaultConfig
    #expect(document.name == "two-step")
    #expect(config.snapPoints.map(\.key) == ["peek", "half"])
    #expect(config.overshoot == EdgeSnapPoint(preset: .fitScreen))
    #expect(
      config.snapPoints[1].layout?.marginBottom
        == LayoutValue(.safeArea(.bottom), min: .constant(15)))
    #expect(config.snapPoints[0].keyframe.maskedCorners == .top)
    #expect(config.snapPoints[1].keyframe[.backgroundOpacity] == 0.1)
  }

  // MARK: - Round trips

  @Test("a feature-rich document survives decode, encode, decode")
  func roundTripsEveryFeature() throws {
    let document = try #require(decodeOrRecord(everyFeatureDocument))
    let text = ConfigCoding.encodeDocument(document)
    let again = try #require(decodeOrRecord(text))
    #expect(again == document)
    #expect(ConfigCoding.encodeDocument(again) == text)
  }

  @Test("the hand-built model survives encode, decode, encode")
  func roundTripsModel() throws {
    let model = everyFeatureModel()
    let text = ConfigCoding.encodeDocument(model)
    let decoded = try #require(decodeOrRecord(text))
    #expect(decoded == model)
    #expect(ConfigCoding.encodeDocument(decoded) == text)
  }

  @Test("every built-in preset that decodes survives a round trip")
  func builtinPresetsRoundTrip() {
    for entry in BuiltinPresets.all {
      // Presets that do not decode are reported by the preset tests.
      guard let document = try? ConfigCoding.decodeDocument(entry.source) else { continue }
      let text = ConfigCoding.encodeDocument(document)
      #expect(decodeOrRecord(text) == document, "\(entry.name)")
      #expect(decodeOrRecord(text).map(ConfigCoding.encodeDocument) == text, "\(entry.name)")
    }
  }

  @Test("the canonical text of a small config")
  func canonicalText() {
    var peek = Keyframe(maskedCorners: .top)
    peek[.cornerRadius] = 25
    peek[.backgroundOpacity] = 0
    peek[.shadowOffsetX] = 0
    peek[.shadowOffsetY] = -2
    var half = Keyframe(
      maskedCorners: [.topLeft, .bottomRight], backgroundTapInteraction: .dismiss)
    half[.cornerRadius] = 10
    half[.backgroundOpacity] = 0.1
    half.setColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5), .background)
    half[.scaleX] = 0.9
    half[.scaleY] = 0.9
    let config = ModalConfig(
      snapPoints: [
        SnapPoint(
          key: "peek", layout: Layout(width: .stretch, height: .percent(30)), keyframe: peek),
        SnapPoint(
          key: "half",
          layout: Layout(
            width: .stretch, height: .percent(50), marginLeft: .constant(15),
            marginBottom: LayoutValue(.safeArea(.bottom), min: .constant(15)),
            marginRight: .constant(15)),
          keyframe: half),
      ],
      overshoot: EdgeSnapPoint(preset: .fitScreen), initialSnapPointIndex: 2,
      release: ReleaseConfig(strategy: "nearest"))
    let text = ConfigCoding.encodeDocument(
      ConfigDocument(name: "two-step", description: "a \"quoted\"\tdescription", config: config))
    let expected = """
      {
        "name": "two-step",
        "description": "a \\"quoted\\"\\tdescription",
        "snapPoints": [
          {
            "key": "peek",
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "30%"
            },
            "keyframe": {
              "cornerRadius": 25,
              "maskedCorners": "top",
              "shadow": {
                "offset": [0, -2]
              },
              "backgroundOpacity": 0
            }
          },
          {
            "key": "half",
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "50%",
              "margins": {
                "left": 15,
                "bottom": "safe.bottom min 15",
                "right": 15
              }
            },
            "keyframe": {
              "cornerRadius": 10,
              "maskedCorners": [
                "topLeft",
                "bottomRight"
              ],
              "transform": {
                "scale": 0.9
              },
              "backgroundColor": "#ff000080",
              "backgroundOpacity": 0.1,
              "backgroundTapInteraction": "dismiss"
            }
          }
        ],
        "overshoot": "fitScreen",
        "initialIndex": 2,
        "release": "nearest"
      }

      """
    #expect(text == expected)
  }

  @Test("an adaptive document is written with default and constrained")
  func canonicalAdaptiveText() {
    let base = ModalConfig(snapPoints: [SnapPoint(layout: Layout(height: .constant(200)))])
    let document = ConfigDocument(
      config: AdaptiveConfig(
        defaultConfig: base,
        constrained: [
          ConstrainedConfig(
            name: "short", conditions: [.compare(.height, .lessThan(500))], config: base),
          ConstrainedConfig(conditions: [.idiom(.pad), .keyboardPresent], config: base),
        ]))
    let snapPoints = """
          "snapPoints": [
            {
              "layout": {
                "align": "center/bottom",
                "width": "stretch",
                "height": 200
              }
            }
          ]
      """
    let nested = snapPoints.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    let expected = """
      {
        "default": {
      \(snapPoints)
        },
        "constrained": [
          {
            "name": "short",
            "when": "height < 500",
            "config": {
      \(nested)
            }
          },
          {
            "when": [
              "pad",
              "kb"
            ],
            "config": {
      \(nested)
            }
          }
        ]
      }

      """
    #expect(ConfigCoding.encodeDocument(document) == expected)
    #expect(decodeOrRecord(expected) == document)
  }

  @Test("a value the string syntax cannot express is written in the object form")
  func objectFormFallback() throws {
    let value = LayoutValue(.stretch, offset: .init(.add, .constant(10)))
    #expect(LayoutValueSyntax.format(value) == nil)
    let config = ModalConfig(
      snapPoints: [
        SnapPoint(
          layout: Layout(
            width: value, height: .percent(40),
            marginTop: LayoutValue(
              .sum([.percent(10), .constant(5)]), offset: .init(.divide, .constant(2))),
            marginBottom: LayoutValue(
              .conditional(
                .isNilOrZero(LayoutValue(.keyboard(.height))), then: .safeArea(.bottom),
                else: value))))
      ])
    let document = ConfigDocument(config: config)
    let text = ConfigCoding.encodeDocument(document)
    #expect(
      text.contains(
        """
                "width": {
                  "value": "stretch",
                  "offset": 10
                },
        """))
    let decoded = try #require(decodeOrRecord(text))
    #expect(decoded == document)
    #expect(ConfigCoding.encodeDocument(decoded) == text)

    let objectForm = ConfigWriter.value(value)
    #expect(objectForm == .object([("value", .string("stretch")), ("offset", .number(10))]))
    let reader = ConfigReader()
    #expect(reader.layoutValue(objectForm, at: "v") == value)
    #expect(reader.problems.isEmpty)
  }

  @Test(
    "layout value strings round-trip through the coder",
    arguments: [
      "stretch", "120", "-15", "50%", "50% of width", "-100% of current.height", "safe.bottom",
      "kb.minY", "keyboard.overlapW", "30% + safe.bottom", "stretch - 40", "85% max 375",
      "safe.bottom min 15", "min(85%, 375)", "max(stretch - 20, 100)",
      "kb ? kb.overlapH : safe.bottom", "(stretch - 40) * 0.5", "stretch - 40 * 0.5",
      "isNilOrZero(kb.height) ? safe.bottom : kb.overlapH + 10",
      "width < 500 && !kb ? 50% : (landscape || pad ? 30% : 40%) min 100",
      "1e+16", "0.1 + 0.2", "(30% + 10) / 2 max 400 min 100", "(kb ? 1 : 2) + 3",
    ])
  func layoutValueStrings(_ text: String) throws {
    let reader = ConfigReader()
    let value = try #require(reader.layoutValue(.string(text), at: "v"))
    let encoded = ConfigWriter.value(value)
    let again = ConfigReader()
    #expect(again.layoutValue(encoded, at: "v") == value)
    #expect(again.problems.isEmpty)
    #expect(ConfigWriter.value(try #require(again.layoutValue(encoded, at: "v"))) == encoded)
  }

  @Test("complex values near the limit round-trip; deep ones use the object form")
  func complexValues() throws {
    // 20 comparisons: 40 operators in the text, 61 in the canonical text (which adds
    // parentheses), just under the limit.
    let condition = "kb || " + (1...20).map { "width < \($0)" }.joined(separator: " && ")
    // A flat sum of 60 terms.
    let sum = (1...60).map { "\($0)%" }.joined(separator: " + ")
    let text =
      #"{ "snapPoints": [{ "layout": { "align": "center/bottom", "width": "\#(sum)", "height": { "if": "\#(condition)", "then": 1, "else": 2 } } }] }"#
    let document = try #require(decodeOrRecord(text))
    let encoded = ConfigCoding.encodeDocument(document)
    #expect(decodeOrRecord(encoded) == document)

    // 40 nested "value" levels, each with an offset: far too deep for one string, so the
    // encoder keeps the object form, and it reads back the same.
    var nested = "\"stretch\""
    for level in 1...40 {
      nested = #"{ "value": \#(nested), "op": "subtract", "offset": \#(level) }"#
    }
    let deep =
      #"{ "snapPoints": [{ "layout": { "align": "center/bottom", "width": \#(nested), "height": 1 } }] }"#
    let deepDocument = try #require(decodeOrRecord(deep))
    let deepEncoded = ConfigCoding.encodeDocument(deepDocument)
    #expect(deepEncoded.contains(#""op": "subtract""#))
    #expect(!deepEncoded.contains(#""sum""#))
    #expect(decodeOrRecord(deepEncoded) == deepDocument)
    #expect(ConfigWriter.isDeeper(LayoutValue.stretch, than: 0))
    #expect(!ConfigWriter.isDeeper(LayoutValue.stretch, than: 1))
  }

  @Test("colors: hex in both cases, names, alpha")
  func colors() {
    let reader = ConfigReader()
    #expect(reader.color(.string("#FFffFF"), at: "c") == .white)
    #expect(
      reader.color(.string("#0080ff40"), at: "c")
        == Color(red: 0, green: 128 / 255, blue: 1, alpha: 64 / 255))
    #expect(reader.color(.string("clear"), at: "c") == .clear)
    #expect(reader.problems.isEmpty)
    #expect(
      SchemaText.hex(Color(red: 0, green: 128 / 255, blue: 1, alpha: 64 / 255)) == "#0080ff40")
    #expect(SchemaText.hex(.systemGray) == "#8e8e93")
    #expect(SchemaText.hex(Color(red: 2, green: -1, blue: .nan)) == "#ff0000")
  }
}

/// The example of `docs/config-schema.md`.
let twoStepDocument = #"""
  {
    "name": "two-step",
    "description": "a bottom sheet with a peek and a half-height detent",
    "snapPoints": [
      {
        "key": "peek",
        "layout": { "align": "center/bottom", "width": "stretch", "height": "30%" },
        "keyframe": { "cornerRadius": 25, "maskedCorners": "top", "backgroundOpacity": 0 }
      },
      {
        "key": "half",
        "layout": {
          "align": "center/bottom",
          "width": "stretch",
          "height": "50%",
          "margins": { "left": 15, "right": 15, "bottom": "safe.bottom min 15" }
        },
        "keyframe": { "cornerRadius": 10, "maskedCorners": "all", "backgroundOpacity": 0.1 }
      }
    ],
    "overshoot": "fitScreen"
  }
  """#
