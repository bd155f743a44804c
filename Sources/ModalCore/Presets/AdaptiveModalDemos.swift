// The configurations of adaptive-modal's README and example app
// (`AdaptiveModalConfigDemoPresets`), transcribed from
// shared/reference/adaptive-modal-demos.md into the JSON schema of docs/config-schema.md.
//
// Only what the reference gives is written: unset keyframe fields are inherited (MODEL.md
// section 4) and config fields that hold their default are left out. Every source is in the
// canonical form, exactly what `ConfigCoding.encodeDocument` writes for it. The demos are adaptive
// documents: their own config by default, the shared compact-height config while the vertical
// size class is compact (a phone in landscape), as the library's example app uses them.

extension BuiltinPresets {
  /// The configurations of adaptive-modal's README and example app.
  static let adaptiveModalDemos: [Entry] = [
    Entry(
      name: "basic",
      summary: "adaptive-modal README basic usage: one bottom sheet at 70% of the height",
      source: basicJSON),
    Entry(
      name: "demo01",
      summary: "adaptive-modal demo 01: four bottom-sheet detents, peek to full screen",
      source: demo01JSON, document: demo01Document),
    Entry(
      name: "demo02",
      summary: "adaptive-modal demo 02: three narrow bottom cards, tilted undershoot",
      source: demo02JSON),
    Entry(
      name: "demo03",
      summary: "adaptive-modal demo 03: left drawer growing to a centered card, scaled offscreen",
      source: demo03JSON),
    Entry(
      name: "demo04",
      summary: "adaptive-modal demo 04: top sheet, overshoot below dismisses",
      source: demo04JSON),
    Entry(
      name: "demo05",
      summary: "adaptive-modal demo 05: full-height left drawer growing to an inset card",
      source: demo05JSON),
    Entry(
      name: "demo06",
      summary: "adaptive-modal demo 06: three floating bottom cards, full-height overshoot",
      source: demo06JSON),
    Entry(
      name: "demo08",
      summary: "adaptive-modal demo 08: two bottom-sheet detents, 30% and 75%",
      source: demo08JSON),
    Entry(
      name: "demo09",
      summary: "adaptive-modal demo 09: floating bottom card that sits above the keyboard",
      source: demo09JSON),
    Entry(
      name: "demo11",
      summary: "adaptive-modal demo 11: bottom sheet that grows by the keyboard's height",
      source: demo11JSON),
    Entry(
      name: "demo12",
      summary: "adaptive-modal demo 12: half-size card sliding right to left, no drag handle",
      source: demo12JSON),
    Entry(
      name: "demo14",
      summary: "adaptive-modal demo 14: full-screen sheet fading in over a blurred background",
      source: demo14JSON),
    Entry(
      name: "compact-height",
      summary: "adaptive-modal demos' landscape config: 80%-wide bottom sheet, half the height",
      source: compactHeightJSON),
    Entry(
      name: "custom",
      summary: "adaptive-modal demo app's override snap point: an inset card above the keyboard",
      source: customJSON),
  ]

  // MARK: - The shared compact-height config

  /// The config every demo uses while the vertical size class is compact, as a JSON object at
  /// indentation 0 (without the final line feed): ``compactHeightConfig`` encoded.
  static let compactHeightConfigJSON = String(
    JSONWriter.format(ConfigWriter.config(compactHeightConfig)).dropLast())

  /// The `constrained` array of every demo: the compact-height config when `v.compact`,
  /// indented to sit at the document's top level.
  static let compactHeightConstrainedJSON = nested(
    """
    [
      {
        "name": "compact-height",
        "when": "v.compact",
        "config": \(nested(compactHeightConfigJSON, indent: 4))
      }
    ]
    """, indent: 2)

  /// `text` with every non-empty line after the first indented by `spaces`, to nest a JSON
  /// value whose first line follows a key.
  static func nested(_ text: String, indent spaces: Int) -> String {
    // Bytes, not Characters: every preset is built at start-up.
    let newline = UInt8(ascii: "\n")
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 4)
    for index in bytes.indices {
      out.append(bytes[index])
      if bytes[index] == newline, index + 1 < bytes.count, bytes[index + 1] != newline {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces))
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The members of a JSON object written at indentation 0 (its lines without the braces),
  /// for a document that puts them next to `name` and `description`; the first line loses its
  /// indentation, which the enclosing literal supplies.
  static func members(of object: String) -> String {
    let newline = UInt8(ascii: "\n")
    let bytes = Array(object.utf8)
    guard let first = bytes.firstIndex(of: newline), let last = bytes.lastIndex(of: newline),
      first < last
    else { return "" }
    var start = first + 1
    while start < last && bytes[start] == UInt8(ascii: " ") { start += 1 }
    return String(decoding: bytes[start..<last], as: UTF8.self)
  }

  // MARK: - The presets

  // Interpretation: "shadow (0,0)/0.1/10 black" writes the offset and leaves the colour out
  // (black is the default shadow colour).
  static let basicJSON = """
    {
      "name": "basic",
      "description": "adaptive-modal's README basic usage: one bottom sheet at 70% of the height",
      "snapPoints": [
        {
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "70%"
          },
          "keyframe": {
            "cornerRadius": 15,
            "maskedCorners": "top",
            "shadow": {
              "opacity": 0.1,
              "radius": 10,
              "offset": [0, 0]
            },
            "backgroundOpacity": 0.2
          }
        }
      ],
      "overshoot": "fitScreenVertically"
    }

    """

  /// demo01's JSON: ``demo01Document`` encoded (start-up uses the value itself).
  static let demo01JSON = ConfigCoding.encodeDocument(demo01Document)

  // Interpretation: the undershoot is the automatic preset with its own keyframe, written
  // `{ "keyframe": ... }` (the canonical form leaves the default `"preset": "automatic"`
  // out); "rotateX -25 degrees, perspective 0.002" go into its transform.
  static let demo02JSON = """
    {
      "name": "demo02",
      "description": "adaptive-modal demo 02: three narrow bottom cards; the undershoot tilts back",
      "default": {
        "snapPoints": [
          {
            "layout": {
              "align": "center/bottom",
              "width": "80%",
              "height": "20%"
            },
            "keyframe": {
              "cornerRadius": 10,
              "maskedCorners": "top",
              "contentOpacity": 1,
              "shadow": {
                "opacity": 0.3,
                "radius": 7,
                "offset": [0, -2]
              },
              "transform": {
                "rotateX": 0
              },
              "backgroundOpacity": 0,
              "backgroundBlur": {
                "effect": "regular",
                "intensity": 0
              }
            }
          },
          {
            "layout": {
              "align": "center/bottom",
              "width": "80%",
              "height": "40%"
            },
            "keyframe": {
              "cornerRadius": 15,
              "maskedCorners": "top",
              "shadow": {
                "opacity": 0.4,
                "radius": 7,
                "offset": [1, 1]
              },
              "backgroundOpacity": 0.1,
              "backgroundTapInteraction": "dismiss"
            }
          },
          {
            "layout": {
              "align": "center/bottom",
              "width": "90%",
              "height": "70%"
            },
            "keyframe": {
              "shadow": {
                "opacity": 0.3,
                "radius": 8,
                "offset": [2, 2]
              },
              "backgroundOpacity": 0.3,
              "backgroundBlur": {
                "intensity": 0.3
              },
              "backgroundTapInteraction": "ignore"
            }
          }
        ],
        "undershoot": {
          "keyframe": {
            "contentOpacity": 0.5,
            "transform": {
              "rotateX": -25,
              "perspective": 0.002
            }
          }
        },
        "overshoot": "fitScreenVertically"
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "scale" is the transform's uniform scale and "handleOffset" the drag
  // handle's offset.
  static let demo03JSON = """
    {
      "name": "demo03",
      "description": "adaptive-modal demo 03: a left drawer that grows into a centered card",
      "default": {
        "direction": "leftToRight",
        "snapPoints": [
          {
            "layout": {
              "align": "left/center",
              "width": "50%",
              "height": "65%",
              "margins": {
                "left": 15
              }
            },
            "keyframe": {
              "cornerRadius": 10,
              "contentOpacity": 1,
              "modalBackgroundOpacity": 0.87,
              "modalBlur": {
                "intensity": 1
              },
              "shadow": {
                "opacity": 0.3,
                "radius": 8,
                "offset": [1, 1]
              },
              "transform": {
                "scale": 1
              },
              "dragHandle": {
                "offset": -14
              },
              "backgroundBlur": {
                "intensity": 0.04
              },
              "secondaryAxisDamping": 0.5
            }
          },
          {
            "layout": {
              "align": "center/center",
              "width": "stretch",
              "height": "85%",
              "margins": {
                "left": 20,
                "right": 20
              }
            },
            "keyframe": {
              "cornerRadius": 15,
              "modalBackgroundOpacity": 0.9,
              "modalBlur": {
                "intensity": 0.5
              },
              "shadow": {
                "opacity": 0.2,
                "radius": 15,
                "offset": [2, 2]
              },
              "dragHandle": {
                "offset": 6
              },
              "backgroundBlur": {
                "intensity": 0.5
              },
              "secondaryAxisDamping": 1
            }
          }
        ],
        "undershoot": {
          "preset": "offscreenLeft",
          "keyframe": {
            "cornerRadius": 5,
            "contentOpacity": 0.3,
            "transform": {
              "scale": 0.5
            },
            "dragHandle": {
              "offset": -14
            },
            "backgroundBlur": {
              "intensity": 0
            }
          }
        },
        "overshoot": "offscreenRight"
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "translate (1,1)" is translateX 1 and translateY 1; "shadow opacity 0.3
  // radius 10" sets only those two shadow fields; the demo app's two flags are written.
  static let demo04JSON = """
    {
      "name": "demo04",
      "description": "adaptive-modal demo 04: a top sheet; snapping to the overshoot below dismisses",
      "default": {
        "direction": "topToBottom",
        "snapPoints": [
          {
            "layout": {
              "align": "center/top",
              "width": "stretch",
              "height": "20%",
              "margins": {
                "top": "safe.top + 10",
                "left": 10,
                "right": 10
              }
            },
            "keyframe": {
              "cornerRadius": 10,
              "shadow": {
                "opacity": 0.3,
                "radius": 10
              },
              "transform": {
                "translateX": 1,
                "translateY": 1,
                "scale": 1
              }
            }
          },
          {
            "layout": {
              "align": "center/center",
              "width": "stretch",
              "height": "50%",
              "margins": {
                "left": 15,
                "right": 15
              }
            },
            "keyframe": {
              "cornerRadius": 15,
              "shadow": {
                "opacity": 0.2,
                "radius": 5,
                "offset": [2, 2]
              },
              "backgroundOpacity": 0.25
            }
          }
        ],
        "undershoot": {
          "preset": "offscreenTop",
          "keyframe": {
            "transform": {
              "scale": 0.75
            }
          }
        },
        "overshoot": {
          "preset": "offscreenBottom",
          "keyframe": {
            "opacity": 0.8,
            "transform": {
              "scale": 0.9
            },
            "backgroundOpacity": 0
          }
        },
        "flags": {
          "overrideShouldSnapToOvershootSnapPoint": true,
          "shouldDismissModalOnSnapToOverShootSnapPoint": true
        }
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "h stretch - (safe.top + safe.bottom + 40)" is stretch with the sum
  // subtracted as one offset.
  static let demo05JSON = """
    {
      "name": "demo05",
      "description": "adaptive-modal demo 05: a full-height left drawer that grows into an inset card",
      "default": {
        "direction": "leftToRight",
        "snapPoints": [
          {
            "layout": {
              "align": "left/center",
              "width": "70%",
              "height": "stretch"
            },
            "keyframe": {
              "modalBackgroundOpacity": 0.87,
              "modalBlur": {
                "intensity": 1
              },
              "shadow": {
                "opacity": 0.3,
                "radius": 8,
                "offset": [1, 0]
              },
              "backgroundBlur": {
                "intensity": 0.04
              }
            }
          },
          {
            "layout": {
              "align": "center/center",
              "width": "stretch - 40",
              "height": "stretch - (safe.top + safe.bottom + 40)"
            },
            "keyframe": {
              "cornerRadius": 15,
              "modalBackgroundOpacity": 0.9,
              "modalBlur": {
                "intensity": 0.5
              },
              "shadow": {
                "opacity": 0.2,
                "radius": 15,
                "offset": [2, 2]
              },
              "backgroundBlur": {
                "intensity": 0.5
              }
            }
          }
        ],
        "undershoot": {
          "preset": "offscreenLeft",
          "keyframe": {
            "backgroundBlur": {
              "intensity": 0
            }
          }
        },
        "overshoot": "edgeRight"
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "radius 10" without corners leaves maskedCorners to the default (all);
  // the overshoot is a full layout (`{ "layout": ..., "keyframe": ... }`).
  static let demo06JSON = """
    {
      "name": "demo06",
      "description": "adaptive-modal demo 06: three floating bottom cards, a full-height overshoot",
      "default": {
        "snapPoints": [
          {
            "layout": {
              "align": "center/bottom",
              "width": "80%",
              "height": "20%",
              "margins": {
                "bottom": "safe.bottom min 15"
              }
            },
            "keyframe": {
              "cornerRadius": 10,
              "shadow": {
                "opacity": 0.3,
                "radius": 7,
                "offset": [0, -2]
              },
              "backgroundOpacity": 0,
              "backgroundBlur": {
                "intensity": 0
              }
            }
          },
          {
            "layout": {
              "align": "center/bottom",
              "width": "85%",
              "height": "50%",
              "margins": {
                "bottom": "safe.bottom min 15"
              }
            },
            "keyframe": {
              "cornerRadius": 15,
              "shadow": {
                "opacity": 0.4,
                "radius": 7,
                "offset": [1, 1]
              },
              "backgroundOpacity": 0.1
            }
          },
          {
            "layout": {
              "align": "center/bottom",
              "width": "87%",
              "height": "70%",
              "margins": {
                "bottom": "safe.bottom min 15"
              }
            },
            "keyframe": {
              "shadow": {
                "opacity": 0.3,
                "radius": 8,
                "offset": [2, 2]
              },
              "backgroundOpacity": 0.3,
              "backgroundBlur": {
                "intensity": 0.3
              }
            }
          }
        ],
        "overshoot": {
          "layout": {
            "align": "center/center",
            "width": "87%",
            "height": "stretch",
            "margins": {
              "top": "safe.top min 15",
              "bottom": "safe.bottom min 15"
            }
          },
          "keyframe": {
            "shadow": {
              "opacity": 0.35,
              "radius": 15,
              "offset": [3, 3]
            }
          }
        }
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "radius 0 top" is cornerRadius 0 with maskedCorners top.
  static let demo08JSON = """
    {
      "name": "demo08",
      "description": "adaptive-modal demo 08: two bottom-sheet detents at 30% and 75% of the height",
      "default": {
        "snapPoints": [
          {
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "30%"
            },
            "keyframe": {
              "cornerRadius": 0,
              "maskedCorners": "top",
              "modalBackgroundOpacity": 0.9,
              "modalBlur": {
                "intensity": 1
              },
              "shadow": {
                "opacity": 0.2,
                "radius": 7,
                "offset": [0, -2]
              },
              "backgroundBlur": {
                "intensity": 0
              }
            }
          },
          {
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "75%"
            },
            "keyframe": {
              "cornerRadius": 15,
              "maskedCorners": "top",
              "modalBackgroundOpacity": 0.85,
              "modalBlur": {
                "intensity": 0.25
              },
              "shadow": {
                "opacity": 0.2,
                "radius": 7,
                "offset": [0, -2]
              },
              "backgroundBlur": {
                "intensity": 0.75
              }
            }
          }
        ],
        "overshoot": "fitScreen"
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "the demo app dismisses the keyboard when a swipe starts" is app
  // behaviour, not config, and is not written; fitScreenVertically keeps the bottom margin
  // by itself (MODEL.md section 2).
  static let demo09JSON = """
    {
      "name": "demo09",
      "description": "adaptive-modal demo 09: a floating bottom card that sits above the keyboard",
      "default": {
        "snapPoints": [
          {
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "30%",
              "margins": {
                "left": "safe.left + 15",
                "bottom": "safe.bottom + kb.overlapH + 15",
                "right": "safe.right + 15"
              }
            },
            "keyframe": {
              "cornerRadius": 12,
              "maskedCorners": "all",
              "modalBackgroundOpacity": 0.9,
              "modalBlur": {
                "intensity": 1
              },
              "shadow": {
                "opacity": 0.2,
                "radius": 7,
                "offset": [0, -2]
              },
              "backgroundBlur": {
                "intensity": 0
              }
            }
          }
        ],
        "overshoot": "fitScreenVertically"
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "padding left / right / bottom" are the layout's paddings (content
  // insets), not margins.
  static let demo11JSON = """
    {
      "name": "demo11",
      "description": "adaptive-modal demo 11: a bottom sheet that grows by the keyboard's height",
      "default": {
        "snapPoints": [
          {
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "30% + (kb ? kb.overlapH : safe.bottom)",
              "paddings": {
                "left": "safe.left + 15",
                "bottom": "kb ? kb.overlapH : safe.bottom",
                "right": "safe.right + 15"
              }
            },
            "keyframe": {
              "cornerRadius": 12,
              "maskedCorners": "top",
              "modalBackgroundOpacity": 0.9,
              "modalBlur": {
                "intensity": 1
              },
              "shadow": {
                "opacity": 0.25,
                "radius": 7,
                "offset": [0, -2]
              },
              "backgroundBlur": {
                "intensity": 0
              }
            }
          }
        ],
        "overshoot": "fitScreenVertically"
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: the undershoot and overshoot are bare preset names (no keyframe), so
  // both inherit everything (the undershoot from point 1, without the undershoot defaults);
  // point 2 has no keyframe at all; the demo app's two flags are written.
  static let demo12JSON = """
    {
      "name": "demo12",
      "description": "adaptive-modal demo 12: a half-size card sliding from right to left, no handle",
      "default": {
        "direction": "rightToLeft",
        "snapPoints": [
          {
            "layout": {
              "align": "right/center",
              "width": "50%",
              "height": "50%",
              "margins": {
                "right": "safe.right + 10"
              }
            },
            "keyframe": {
              "cornerRadius": 10,
              "secondaryAxisDamping": 0.25
            }
          },
          {
            "layout": {
              "align": "left/center",
              "width": "50%",
              "height": "50%",
              "margins": {
                "left": "safe.left + 10"
              }
            }
          }
        ],
        "undershoot": "offscreenRight",
        "overshoot": "offscreenLeft",
        "dragHandle": "none",
        "flags": {
          "overrideShouldSnapToOvershootSnapPoint": true,
          "shouldDismissModalOnSnapToOverShootSnapPoint": true
        }
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  // Interpretation: "background color white" in the undershoot is the modal's background
  // colour (modalBackgroundColor), not the dimming layer's.
  static let demo14JSON = """
    {
      "name": "demo14",
      "description": "adaptive-modal demo 14: a full-screen sheet fading in over a blurred background",
      "default": {
        "snapPoints": [
          {
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "stretch"
            },
            "keyframe": {
              "contentOpacity": 1,
              "backgroundOpacity": 0.2,
              "backgroundBlur": {
                "intensity": 1
              }
            }
          }
        ],
        "undershoot": {
          "preset": "offscreenBottom",
          "keyframe": {
            "contentOpacity": 0,
            "modalBackgroundColor": "#ffffff",
            "modalBackgroundOpacity": 0,
            "backgroundOpacity": 0,
            "backgroundBlur": {
              "intensity": 0
            }
          }
        },
        "overshoot": "halfOffscreenTop",
        "dragHandle": "none"
      },
      "constrained": \(compactHeightConstrainedJSON)
    }

    """

  static let compactHeightJSON = """
    {
      "name": "compact-height",
      "description": "adaptive-modal demos' config for a compact height (a phone in landscape)",
      \(members(of: compactHeightConfigJSON))
    }

    """

  // Interpretation: the custom point alone, as a static config with no overshoot; "w stretch
  // - 30" is stretch with 30 subtracted (a stretched width, so zero margins leave it as is).
  static let customJSON = """
    {
      "name": "custom",
      "description": "adaptive-modal demo app's override snap point: an inset card above the keyboard",
      "snapPoints": [
        {
          "key": "custom",
          "layout": {
            "align": "center/center",
            "width": "stretch - 30",
            "height": "stretch",
            "margins": {
              "top": "safe.top + 15",
              "bottom": "safe.bottom + kb.overlapH + 15"
            }
          },
          "keyframe": {
            "cornerRadius": 15,
            "maskedCorners": "all",
            "modalBackgroundOpacity": 0.85,
            "modalBlur": {
              "intensity": 1
            }
          }
        }
      ]
    }

    """
}
