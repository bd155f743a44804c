// The peers of shared/design/PEERS.md: other modal and sheet systems, each a built-in preset
// that behaves as that system does (its sizes, look, animations, overdrag and release rule),
// so that `preset panmodal`, a drag and a release show what PanModal would do and `explain`
// shows why.
//
// Every number is PEERS.md's, written as a layout value that holds on any device (safe-area
// insets, percents, `min` / `max`) rather than the default device's result. Every source is in
// the canonical form, exactly what `ConfigCoding.encodeDocument` writes for it. Where PEERS.md
// is silent or ambiguous, the comment above a preset says what we chose and why: what a user
// of that library sees with its defaults.
//
// Two conventions the comments rely on:
// - A drag handle's `offset` is measured from the modal's leading edge to the near side of the
//   handle (MODEL.md section 4: "offset 8 from the leading side"); a negative offset puts the
//   handle outside the modal.
// - `flags.overrideShouldSnapToUnderShootSnapPoint: false` marks a system that cannot be
//   dismissed by a drag: the release rules never land on the undershoot.

extension BuiltinPresets {
  /// The peer presets, in the order of PEERS.md.
  static let peerPresets: [Entry] = [
    Entry(
      name: "modalkit",
      summary:
        "ModalKit: small / medium / large sheet (H/4, H/2, H - safe.top), dim 0.5, 60% dismiss",
      source: modalKitJSON),
    Entry(
      name: "modalkit-content",
      summary: "ModalKit: contentHeight(300), additionalHeight(contentHeight(300), 200) and large",
      source: modalKitContentJSON),
    Entry(
      name: "square-card",
      summary:
        "Square's Modals card style: a centered 240 pt card, overlay 0.6, scales in from 0.8",
      source: squareCardJSON),
    Entry(
      name: "deck",
      summary:
        "DeckTransition (Apple Music card): the card under the status bar, dismisses at 240 pt",
      source: deckJSON),
    Entry(
      name: "half-modal",
      summary:
        "UIKit half modal (hand-written half sheet): 300 pt, dim 0.8, dismissed below 295 pt",
      source: halfModalJSON),
    Entry(
      name: "panmodal",
      summary:
        "PanModal (Slack): short form at contentHeight 300, long form at its 1200 pt list; \(panModalSpeed) pt/s",
      source: panModalJSON),
    Entry(
      name: "floatingpanel",
      summary: "FloatingPanel: tip / half / full anchors, backdrop 0.3 at full, redirectional 0.5",
      source: floatingPanelJSON),
    Entry(
      name: "ios-sheet",
      summary:
        "Apple's sheet (UISheetPresentationController), Apple's sample: medium / large, edge attached",
      source: iosSheetJSON),
    Entry(
      name: "swiftui-sheet",
      summary:
        "SwiftUI's sheet (presentationDetents): 25% / 300 pt / medium / large, undimmed up to 300",
      source: swiftuiSheetJSON),
    Entry(
      name: "material",
      summary:
        "Material BottomSheetBehavior (Android): peek / half / expanded, hides past 500 pt/s",
      source: materialJSON),
    Entry(
      name: "flutter",
      summary:
        "Flutter DraggableScrollableSheet: snap sizes 0.25 / 0.5 / 1.0, next size on a flick",
      source: flutterJSON),
    Entry(
      name: "compose",
      summary:
        "Compose Material 3 ModalBottomSheet: partially expanded at half, expanded; 56 dp or 125 dp/s",
      source: composeJSON),
    gorhomEntry,
  ]

  // MARK: - ModalKit

  // ModalKit's sizes are heights of a full-width, bottom-aligned sheet, each clamped to
  // [minH, H - safe.top] with minH = safe.bottom + 17 (the drag indicator shows), written on
  // every size (`min (safe.bottom + 17) max (100% - safe.top)`).
  // Interpretation:
  // - "corner radius 20 (all corners) when rounded": the sheet is rounded (the look users
  //   choose it for), so radius 20 on all four corners.
  // - The 40 x 5 indicator sits 6 pt below the top: PEERS.md gives only the 17 pt it adds to
  //   minH, which we read as 6 + 5 + 6.
  // - "a constant black dim of 0.5 that only fades in and out with presentation": 0.5 on every
  //   size; the undershoot keeps the undershoot default 0, so the dim fades in while the sheet
  //   is presented and out while it is dismissed (a drag below the small size fades it too, the
  //   price of a dim that is a function of the position).
  // - dragResistance defaults to 0, so the overdrag factor 1 - 0 = 1 is `none` (the default,
  //   left out): above the large size the sheet follows the finger.
  // - PEERS.md gives no animation nor background tap: the model's defaults (springGesture 0.4 /
  //   0.9; an automatic tap, which the 0.5 dim makes `ignore`).
  static let modalKitJSON = """
    {
      "name": "modalkit",
      "description": "ModalKit's MKPresentationSize sheet: small, medium and large sizes",
      "snapPoints": [
        {
          "key": "small",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "25% min (safe.bottom + 17) max (100% - safe.top)"
          },
          "keyframe": {
            "cornerRadius": 20,
            "maskedCorners": "all",
            "dragHandle": {
              "width": 40,
              "height": 5,
              "offset": 6
            },
            "backgroundOpacity": 0.5
          }
        },
        {
          "key": "medium",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "50% min (safe.bottom + 17) max (100% - safe.top)"
          }
        },
        {
          "key": "large",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "100% - safe.top min (safe.bottom + 17) max (100% - safe.top)"
          }
        }
      ],
      "release": {
        "strategy": "biasedNearest",
        "options": {
          "dismissibleScale": 0.6,
          "isDismissable": 1
        }
      },
      "handoff": {
        "rule": "modalkit"
      }
    }

    """

  // contentHeight(h) is h + minH: the sheet declares 300 pt of content (`content.length`, the
  // height the other presets use) and its first size is `content + safe.bottom + 17`, so
  // `content LENGTH` resizes it like ModalKit's `layoutIfNeeded()` after the content changed.
  // The preset has no `.intrinsicHeight` size (it would be the same `content + minH`).
  // Interpretation: additionalHeight(contentHeight(300), 200) = (300 + minH) + 200, clamped
  // once (clamping the inner height first gives the same result: if 300 + minH reaches the top
  // the sum does too). Where the content does not fit (a phone in landscape) the additional
  // size is clamped to H - safe.top, the same height as large: ModalKit does that too, and
  // `lint` reports the two points with the same percent. The look is modalkit's.
  static let modalKitContentJSON = """
    {
      "name": "modalkit-content",
      "description": "ModalKit's MKPresentationSize sheet: contentHeight(300), additionalHeight(contentHeight(300), 200) and large; lint --strict warns that large and the additional height meet on a phone in landscape, as they do in ModalKit (both are capped by the screen there)",
      "snapPoints": [
        {
          "key": "content",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "content + safe.bottom + 17 min (safe.bottom + 17) max (100% - safe.top)"
          },
          "keyframe": {
            "cornerRadius": 20,
            "maskedCorners": "all",
            "dragHandle": {
              "width": 40,
              "height": 5,
              "offset": 6
            },
            "backgroundOpacity": 0.5
          }
        },
        {
          "key": "additional",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "content + safe.bottom + 17 + 200 min (safe.bottom + 17) max (100% - safe.top)"
          }
        },
        {
          "key": "large",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "100% - safe.top min (safe.bottom + 17) max (100% - safe.top)"
          }
        }
      ],
      "release": {
        "strategy": "biasedNearest",
        "options": {
          "dismissibleScale": 0.6,
          "isDismissable": 1
        }
      },
      "handoff": {
        "rule": "modalkit"
      },
      "content": {
        "length": 300
      }
    }

    """

  // MARK: - Square's Modals

  // The card style: the display values are the snap point, the enter / exit values the
  // undershoot (a full layout: the same frame, opacity 0, scale 0.8). The card is centred in
  // the safe area: centred in the container, then moved by half the difference of the
  // opposite insets ((safe.top - safe.bottom) / 2 vertically, (safe.left - safe.right) / 2
  // horizontally).
  // Interpretation:
  // - "height = preferred content height (or 240 when unknown)": the preset has no content,
  //   so 240, capped at the safe height.
  // - Swipe-down dismissal is opt-in and the card style does not opt in (its enter and exit
  //   frames equal the display frame, so its progress |dy| / (exit.minY - display.minY) would
  //   divide by zero): the card does not move under the finger (`linear` 0: the undershoot and
  //   the card are both ends of the travel) and a release lands back on it (`nearest`, the
  //   undershoot not allowed).
  // - The overlay tap is disabled by default: `ignore`.
  // - The shadow of the display values is not given: none. No drag handle.
  // - The default spring (mass 3, stiffness 1000, damping 500) drives every animation. It is
  //   Square's own default, checked in its source: `ModalAnimation.spring(mass: 3, stiffness:
  //   1000, damping: 500)` (Modals/Sources/ModalAnimation.swift, the default `animation` of
  //   the transition values), run by `UIViewPropertyAnimator(duration: 0, timingParameters:
  //   UISpringTimingParameters(mass:stiffness:damping:initialVelocity:))`, so its length is
  //   the spring's own. Its damping ratio is 500 / (2 sqrt(3 x 1000)) = 4.56, the ratio UIKit
  //   documents for `UISpringTimingParameters()`: heavily overdamped, its slow mode decays at
  //   sqrt(1000 / 3) x (4.56 - sqrt(4.56^2 - 1)) = 2.03 per second, so the card is 90 % of the
  //   way after 1.1 s and at rest after about 2.6 s, where the other presets take 0.4 s. That
  //   is what these numbers do, so the preset keeps them: a card that seems slow here is
  //   slow in Square's library too.
  static let squareCardJSON = """
    {
      "name": "square-card",
      "description": "Square's Modals card style: a centered card that fades and scales in and out",
      "snapPoints": [
        {
          "key": "card",
          "layout": {
            "align": "center/center",
            "width": "100% - (safe.left + safe.right + 20) max 400",
            "height": "240 max (100% - (safe.top + safe.bottom))",
            "offset": {
              "x": "(safe.left - safe.right) / 2",
              "y": "(safe.top - safe.bottom) / 2"
            }
          },
          "keyframe": {
            "cornerRadius": 12,
            "maskedCorners": "all",
            "backgroundOpacity": 0.6,
            "backgroundTapInteraction": "ignore"
          }
        }
      ],
      "undershoot": {
        "layout": {
          "align": "center/center",
          "width": "100% - (safe.left + safe.right + 20) max 400",
          "height": "240 max (100% - (safe.top + safe.bottom))",
          "offset": {
            "x": "(safe.left - safe.right) / 2",
            "y": "(safe.top - safe.bottom) / 2"
          }
        },
        "keyframe": {
          "opacity": 0,
          "transform": {
            "scale": 0.8
          }
        }
      },
      "dragHandle": "none",
      "animations": {
        "snap": {
          "type": "springPhysics",
          "mass": 3,
          "stiffness": 1000,
          "damping": 500
        },
        "entrance": {
          "type": "springPhysics",
          "mass": 3,
          "stiffness": 1000,
          "damping": 500
        },
        "exit": {
          "type": "springPhysics",
          "mass": 3,
          "stiffness": 1000,
          "damping": 500
        }
      },
      "release": "nearest",
      "flags": {
        "overrideShouldSnapToUnderShootSnapPoint": false
      },
      "overdrag": {
        "linear": 0
      }
    }

    """

  // MARK: - DeckTransition

  /// DeckTransition's config for a top inset (the device's top safe inset, at least 20) and a
  /// container height, as a JSON object at indentation 0. The layout holds on any device; the
  /// presenting view's keyframe is numbers (s = 1 - 2 x topInset / H, translateY topInset,
  /// corner radius 8 x s, overlay 0.2), so it is computed here for each device.
  static func deckConfigJSON(topInset: Double, height: Double) -> String {
    let scale = 1 - 2 * topInset / height
    let number = LayoutValueSyntax.formatNumber
    return """
      {
        "snapPoints": [
          {
            "key": "card",
            "layout": {
              "align": "center/bottom",
              "width": "stretch",
              "height": "100% - ((safe.top min 20) + 8)"
            },
            "keyframe": {
              "cornerRadius": 8,
              "maskedCorners": "top",
              "backgroundTapInteraction": "ignore",
              "presenting": {
                "scale": \(number(scale)),
                "translateY": \(number(topInset)),
                "cornerRadius": \(number(8 * scale)),
                "overlayOpacity": 0.2
              }
            }
          }
        ],
        "undershoot": {
          "keyframe": {
            "presenting": {
              "scale": 1,
              "translateY": 0,
              "cornerRadius": 0,
              "overlayOpacity": 0
            }
          }
        },
        "dragHandle": "none",
        "animations": {
          "snap": {
            "type": "curve",
            "duration": 0.25,
            "curve": "easeInOut"
          },
          "entrance": {
            "type": "curve",
            "duration": 0.3,
            "curve": "easeOut"
          },
          "exit": {
            "type": "curve",
            "duration": 0.3,
            "curve": "easeOut"
          }
        },
        "release": {
          "strategy": "deck",
          "options": {
            "dismissThreshold": 240
          }
        },
        "handoff": {
          "rule": "deck"
        },
        "overdrag": "deck"
      }
      """
  }

  /// The card's top inset on a device in an orientation: its top safe inset, at least the
  /// 20 pt status bar (`safe.top min 20`).
  static func deckTopInset(_ environment: Environment) -> Double {
    Swift.max(environment.safeArea.top, 20)
  }

  /// The model's devices in both orientations but the default one (iphone-14 in portrait),
  /// portraits first, each told apart by the container's height and the top safe inset: the
  /// constrained config's name, its conditions, the top inset and the height. The numbers are
  /// the device table's (``Device/modelDevices``).
  static let deckDevices: [(name: String, when: [String], topInset: Double, height: Double)] =
    Orientation.allCases.flatMap { orientation in
      Device.modelDevices.compactMap { device in
        let environment = Environment(device: device, orientation: orientation)
        guard device != .defaultDevice || orientation != .portrait else { return nil }
        let number = LayoutValueSyntax.formatNumber
        let height = environment.containerSize.height
        let top = environment.safeArea.top
        let inset = deckTopInset(environment)
        let name = orientation == .portrait ? device.name : device.name + "-landscape"
        let safe = top <= 20 ? "safe.top <= 20" : "safe.top == \(number(top))"
        return (name, ["height == \(number(height))", safe], inset, height)
      }
    }

  /// The `constrained` array of the deck preset, indented to sit at the document's top level.
  static let deckConstrainedJSON: String = {
    let entries = deckDevices.map { device in
      let when = device.when.map { "      \"\($0)\"" }.joined(separator: ",\n")
      return """
          {
            "name": "\(device.name)",
            "when": [
        \(when)
            ],
            "config": \(nested(deckConfigJSON(topInset: device.topInset, height: device.height), indent: 4))
          }
        """
    }
    return nested("[\n" + entries.joined(separator: ",\n") + "\n]", indent: 2)
  }()

  // The card's top is at topInset + 8 with topInset = max(safe.top, 20) (`safe.top min 20` is
  // safe.top bounded below by 20); the card is full width and bottom aligned, radius 8 on its
  // top corners. The presenting view is scaled by s = 1 - 2 x topInset / H, moved down by
  // topInset, rounded by 8 x s and darkened by 0.2 on the card's point, and untouched (scale
  // 1, no move, no radius, no overlay) on the undershoot; in between it follows the card.
  // Interpretation:
  // - The presenting keyframe holds numbers, not layout values, so the preset is adaptive: the
  //   default config carries iphone-14's numbers in portrait (s = 1 - 94 / 844) and a
  //   constrained config per other named device and orientation carries its own (in landscape
  //   a phone's top inset is 0, so topInset = 20). A custom container gets iphone-14's numbers.
  // - The release goes back in 0.25 s with UIView's default curve (easeInOut); the dismissal
  //   takes the presentation's 0.3 s ease-out (DeckTransition's dismiss duration defaults to
  //   its present duration).
  // - No drag handle and no dim: DeckTransition draws neither; the presenting view behind the
  //   card is a non-interactive snapshot, so a tap on it does nothing (`ignore`).
  /// The deck's default config: the default device's numbers in portrait.
  static let deckDefaultJSON: String = {
    let environment = Environment()
    return deckConfigJSON(
      topInset: deckTopInset(environment), height: environment.containerSize.height)
  }()

  static let deckJSON = """
    {
      "name": "deck",
      "description": "DeckTransition (the Apple Music card): a card below the status bar over the scaled-down presenting view",
      "default": \(nested(deckDefaultJSON, indent: 2)),
      "constrained": \(deckConstrainedJSON)
    }

    """

  // MARK: - The half modal

  // One default height, full width, bottom aligned, dim 0.8, and the maximum height H -
  // safe.top; the release rule derives dismissHeight = 300 - 5 = 295 from the first point.
  // Interpretation:
  // - defaultHeight is not given: 300 pt (the content height the other presets use), the
  //   whole sheet (its bottom constraint is the screen's bottom, not the safe area). It is a
  //   constant in the hand-written code, not the content's height: a list longer than the
  //   sheet scrolls inside it (the preset declares a 300 pt `content`, so `content 1200` makes
  //   the list longer without growing the sheet past the screen).
  // - The sheet cannot be dragged above the maximum height (the hand-written pan handler only
  //   applies heights below it): `linearTop` 0.
  // - Its corners: radius 16 on the top (the usual hand-written sheet; the bottom corners sit
  //   on the screen's edge). No drag handle.
  // - "Tapping the dim dismisses when enabled": enabled. All animations 0.2 s ease-out.
  static let halfModalJSON = """
    {
      "name": "half-modal",
      "description": "a hand-written UIKit half modal: a 300 pt sheet that can grow to the safe top",
      "snapPoints": [
        {
          "key": "default",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": 300
          },
          "keyframe": {
            "cornerRadius": 16,
            "maskedCorners": "top",
            "backgroundOpacity": 0.8,
            "backgroundTapInteraction": "dismiss"
          }
        },
        {
          "key": "maximum",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "100% - safe.top"
          }
        }
      ],
      "dragHandle": "none",
      "animations": \(nested(easeOutAnimationsJSON, indent: 2)),
      "release": {
        "strategy": "halfModal",
        "options": {
          "scrollingEnabled": 1
        }
      },
      "handoff": {
        "rule": "halfModal"
      },
      "overdrag": {
        "linearTop": 0
      },
      "content": {
        "length": 300
      }
    }

    """

  /// A 0.2 s ease-out for the snap, the entrance and the exit: the half modal's UIView
  /// animation and the iPad popover's fade (PanModal).
  static let easeOutAnimationsJSON = """
    {
      "snap": {
        "type": "curve",
        "duration": 0.2,
        "curve": "easeOut"
      },
      "entrance": {
        "type": "curve",
        "duration": 0.2,
        "curve": "easeOut"
      },
      "exit": {
        "type": "curve",
        "duration": 0.2,
        "curve": "easeOut"
      }
    }
    """

  // MARK: - PanModal

  // The short form `.contentHeight(300)` (a constant in the app's code) is at
  // y = H - (300 + safe.bottom), a sheet `300 + safe.bottom` tall, never above the long form
  // (`shortFormYPos` = max(short, longFormYPos): `max (content + safe.bottom)`). The long form is the one PanModal gives a `panScrollable`:
  // `.contentHeight(scrollView.contentSize.height)`, capped at topOffset = safe.top + 21
  // (`longFormYPos` is never above the `.maxHeight` position): `content + safe.bottom max
  // (100% - (safe.top + 21))`. The preset's list is 1200 pt long (`content.length`), so the long
  // form sits at maxHeight; `content LENGTH` moves it like `panModalSetNeedsLayoutUpdate()`
  // (`content 200` brings both forms down to 234 pt).
  // Interpretation:
  // - "dim = 1 - (y - shortY) / sheet height" (of the 0.7 dim): both forms dim 0.7 and the
  //   undershoot 0, so below shortY the dim falls linearly to 0 at the bottom, which is the
  //   rule with the short form's height H - shortY as the sheet height.
  // - "indicator 36 x 5 placed 8 above the sheet": its bottom is 8 pt above the top edge, so
  //   its near side is 8 + 5 = 13 pt outside: offset -13.
  // - allowsTapToDismiss defaults to true: a background tap dismisses.
  // - The spring (0.5 s, damping 0.8) drives every animation.
  // - VoiceOver: PanModal "do[es] not support short form when voiceover is on"
  //   (`PanModalPresentable+LayoutHelpers.swift` @ 76ab89f: `shortFormYPos` returns
  //   `longFormYPos` while `UIAccessibility.isVoiceOverRunning`). The constrained config
  //   `voiceover` (condition `voiceover`) keeps both forms and gives the short form the long
  //   form's layout rather than dropping it, because PanModal keeps its two states too: the
  //   keys and indices stay those of the default config, so `snap short` and the initial
  //   index 1 land on the long form's position (as `panModalTransition(to: .shortForm)` and
  //   the presentation animator do), and the release rule sees PanModal's three positions
  //   (a flick down dismisses: nothing is above the short form). A release that PanModal
  //   calls the long form rests on `short` here (the lower index of two equal points); the
  //   rect is the same. Switching configs keeps the nearest rect, so VoiceOver on moves a
  //   sheet at the short form to y = topOffset and VoiceOver off leaves it there (at
  //   `long`). PanModal reads the flag at each layout pass (`containerViewWillLayoutSubviews`);
  //   here the sheet moves when the flag changes, as on a rotation.
  /// PanModal's config, its short form `shortHeight` tall (a layout value), as a JSON object at
  /// indentation 0: the default config has the short form, the `voiceover` one the long form's.
  /// PanModal's release speed as the preset writes it.
  static let panModalSpeed = LayoutValueSyntax.formatNumber(
    VelocityThresholdRelease.panModalThreshold)

  static func panModalConfigJSON(shortHeight: String) -> String {
    """
    {
      "snapPoints": [
        {
          "key": "short",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "\(shortHeight)"
          },
          "keyframe": {
            "cornerRadius": 8,
            "maskedCorners": "top",
            "dragHandle": {
              "width": 36,
              "height": 5,
              "offset": -13
            },
            "backgroundOpacity": 0.7,
            "backgroundTapInteraction": "dismiss"
          }
        },
        {
          "key": "long",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "\(panModalLongHeight)"
          }
        }
      ],
      "animations": {
        "snap": {
          "type": "spring",
          "duration": 0.5,
          "dampingRatio": 0.8
        },
        "entrance": {
          "type": "spring",
          "duration": 0.5,
          "dampingRatio": 0.8
        },
        "exit": {
          "type": "spring",
          "duration": 0.5,
          "dampingRatio": 0.8
        }
      },
      "release": {
        "strategy": "velocityThreshold",
        "options": {
          "allowsDragToDismiss": 1,
          "threshold": \(panModalSpeed)
        }
      },
      "handoff": {
        "rule": "panmodal"
      },
      "overdrag": {
        "linearTop": 0.5
      },
      "content": {
        "length": 1200
      }
    }
    """
  }

  /// The short form's height: `.contentHeight(300)`, never above the long form.
  static let panModalShortHeight =
    "(300 + safe.bottom max (content + safe.bottom)) max (100% - (safe.top + 21))"
  /// The long form's height: the list's `.contentHeight`, capped at topOffset.
  static let panModalLongHeight = "content + safe.bottom max (100% - (safe.top + 21))"

  // PanModal on the iPad idiom: `presentPanModal(_:sourceView:sourceRect:)`
  // (UIViewController+PanModalPresenter.swift, 1.2.7) checks `UIDevice.current
  // .userInterfaceIdiom == .pad` (the idiom, deliberately not the size class) and then sets
  // `modalPresentationStyle = .popover` with `sourceRect` (default `.zero`) in `sourceView`
  // (default the presenter's view); the PanModal transition and presentation controller are not
  // used at all. So none of PanModal's own behaviour applies: no short form, no long form, no
  // pan gesture (no drag dismissal), no dim, no drag indicator; its
  // `adaptivePresentationStyle(for:traitCollection:)` returns `.none`, so the popover stays a
  // popover in a compact-width split view. The constrained config `ipad-popover` (`pad`).
  // Approximated (the model has no popover):
  // - The anchor: the popover points at `sourceRect`, by default a zero rect at the
  //   presenter's top-left corner; the model has no source rect, so the card is centred in the
  //   safe area instead.
  // - The size: PanModal sets no `preferredContentSize`, so UIKit's default popover size
  //   applies; assumed 320 pt wide (the popover's long-standing default width) and as tall as
  //   the 1200 pt list within the safe area: `content max (100% - (safe.top + safe.bottom))`.
  // - The look and motion, assumed: corner radius 13 on every corner, no dim, a tap outside
  //   dismisses (a popover's default), a 0.2 s ease-out fade in and out.
  // - A drag on the card moves nothing (`overdrag linear 0`, one point, `nearest`); the list
  //   scrolls under the default hand-off rule.
  /// The popover's frame, for its point and its undershoot (it fades in place).
  static let panModalPopoverLayoutJSON = """
    {
      "align": "center/center",
      "width": "320 max (100% - (safe.left + safe.right))",
      "height": "content max (100% - (safe.top + safe.bottom))",
      "offset": {
        "x": "(safe.left - safe.right) / 2",
        "y": "(safe.top - safe.bottom) / 2"
      }
    }
    """

  static let panModalPopoverJSON = """
    {
      "snapPoints": [
        {
          "key": "popover",
          "layout": \(nested(panModalPopoverLayoutJSON, indent: 6)),
          "keyframe": {
            "cornerRadius": 13,
            "maskedCorners": "all",
            "backgroundOpacity": 0,
            "backgroundTapInteraction": "dismiss"
          }
        }
      ],
      "undershoot": {
        "layout": \(nested(panModalPopoverLayoutJSON, indent: 4)),
        "keyframe": {
          "opacity": 0
        }
      },
      "dragHandle": "none",
      "animations": \(nested(easeOutAnimationsJSON, indent: 2)),
      "release": "nearest",
      "flags": {
        "overrideShouldSnapToUnderShootSnapPoint": false
      },
      "overdrag": {
        "linear": 0
      },
      "content": {
        "length": 1200
      }
    }
    """

  static let panModalJSON = """
    {
      "name": "panmodal",
      "description": "PanModal (Slack): a short form at contentHeight(300) and a long form at the contentHeight of its 1200 pt list (maxHeight); a popover on the iPad idiom; lint --strict warns that the short form is unreachable under VoiceOver, as it is in PanModal (shortFormYPos returns longFormYPos while VoiceOver runs)",
      "default": \(nested(panModalConfigJSON(shortHeight: panModalShortHeight), indent: 2)),
      "constrained": [
        {
          "name": "ipad-popover",
          "when": "pad",
          "config": \(nested(panModalPopoverJSON, indent: 6))
        },
        {
          "name": "voiceover",
          "when": "voiceover",
          "config": \(nested(panModalConfigJSON(shortHeight: panModalLongHeight), indent: 6))
        }
      ]
    }

    """

  // MARK: - FloatingPanel

  // FloatingPanelBottomLayout: full 18 below the safe top (a panel H - (safe.top + 18) tall),
  // half at 50 % of the safe area's height from the safe bottom (safe.bottom + (H - safe.top -
  // safe.bottom) / 2 = 50% + (safe.bottom - safe.top) / 2), tip 69 above the safe bottom
  // (safe.bottom + 69); initial half; backdrop 0.3 at full and 0 at half and tip.
  // The default layout has no FloatingPanelIntrinsicLayoutAnchor, so the preset declares no
  // content: an intrinsic state would be a fourth point, moving the indices every transcript of
  // the preset relies on. A config writes one as a point of height `content + safe.bottom`
  // (absoluteOffset 0, the whole content shown) or `content * 0.5 + safe.bottom` (half).
  // Interpretation:
  // - The anchors are relative to the safe area (`referenceGuide: .safeArea`) and the surface
  //   is pinned to the safe area's left and right (the default `prepareLayout`): margins
  //   safe.left / safe.right on a stretched width.
  // - The look of the default SurfaceAppearance: corner radius 0 (on the top corners), one
  //   shadow (black, offset (0, 1), opacity 0.2, radius 3), a 36 x 5 grabber 6 pt below the top
  //   with corner radius 2.5.
  // - Hidden is not an anchor of the default layout and removal is opt-in: a release never
  //   lands on the undershoot, and `removalThreshold` stays 0.
  // - No rubber band: `FloatingPanelDefaultBehavior.allowsRubberBanding(for:)` returns false
  //   (scenee/FloatingPanel @ 7efcc76, Sources/Behavior.swift L80-82), so
  //   `LayoutAdapter.updateInteractiveEdgeConstraint` (Sources/Layout.swift L737-750) moves the
  //   panel 1:1 past the most expanded anchor (overdrag `none`, the default). `set overdrag
  //   rubberBand` is the opt-in, whose curve is the library's `rubberBandEffect` (L763-765).
  // - The backdrop holds its full alpha past full (FloatingPanel takes the alpha of the
  //   nearest state outside the anchors): the background is clamped at the open end, besides
  //   the default groups.
  // - The spring: response 0.4 s, damping 1 (FloatingPanel's ratio for all but fast moves).
  // - A background tap: the backdrop's dismissal tap is disabled by default and a backdrop of
  //   alpha 0 lets touches through, so `automatic`: passthrough at tip and half, ignore at
  //   full.
  static let floatingPanelJSON = """
    {
      "name": "floatingpanel",
      "description": "FloatingPanel's default bottom layout: tip, half and full anchors",
      "snapPoints": [
        {
          "key": "tip",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "safe.bottom + 69",
            "margins": {
              "left": "safe.left",
              "right": "safe.right"
            }
          },
          "keyframe": {
            "cornerRadius": 0,
            "maskedCorners": "top",
            "shadow": {
              "opacity": 0.2,
              "radius": 3,
              "offset": [0, 1]
            },
            "dragHandle": {
              "width": 36,
              "height": 5,
              "offset": 6,
              "cornerRadius": 2.5
            },
            "backgroundOpacity": 0
          }
        },
        {
          "key": "half",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "50% + ((safe.bottom - safe.top) / 2)",
            "margins": {
              "left": "safe.left",
              "right": "safe.right"
            }
          }
        },
        {
          "key": "full",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "100% - (safe.top + 18)",
            "margins": {
              "left": "safe.left",
              "right": "safe.right"
            }
          },
          "keyframe": {
            "backgroundOpacity": 0.3
          }
        }
      ],
      "initialIndex": 2,
      "animations": {
        "snap": {
          "type": "springGesture",
          "dampingRatio": 1
        },
        "entrance": {
          "type": "springGesture",
          "dampingRatio": 1
        },
        "exit": {
          "type": "springGesture",
          "dampingRatio": 1
        }
      },
      "clamping": {
        "start": [
          "x",
          "width",
          "horizontalPadding",
          "cornerRadius",
          "border",
          "shadow",
          "dragHandle"
        ],
        "end": [
          "x",
          "width",
          "horizontalPadding",
          "cornerRadius",
          "border",
          "shadow",
          "dragHandle",
          "background"
        ]
      },
      "release": {
        "strategy": "momentum",
        "options": {
          "decelerationRate": 0.998,
          "momentumProjection": 0,
          "removalThreshold": 0,
          "threshold": 0.5
        }
      },
      "handoff": {
        "rule": "floatingpanel"
      },
      "flags": {
        "overrideShouldSnapToUnderShootSnapPoint": false
      }
    }

    """

  // MARK: - Apple's sheet

  // ios-sheet is the sample on Apple's page for UISheetPresentationController:
  //
  //   sheet.detents = [.medium(), .large()]
  //   sheet.largestUndimmedDetentIdentifier = .medium
  //   sheet.prefersScrollingExpandsWhenScrolledToEdge = false
  //   sheet.prefersEdgeAttachedInCompactHeight = true
  //   sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
  //
  // plus `prefersGrabberVisible = true` (the preset showed a grabber before). The rules are
  // docs/apple-sheet.md's, each with its source there; "assumed" marks a figure Apple does not
  // document.
  // - The detents are layout values: `detent.medium` is 0.5 x detent.max + safe.bottom
  //   (`Detent.medium()`: "approximately half the height of the screen"; the 0.5 is assumed)
  //   and "inactive in compact height"; `detent.large` is detent.max + safe.bottom ("a sheet
  //   at full height"), detent.max = H - safe.top - 10 - safe.bottom (`maximumDetentValue`;
  //   the 10 pt gap below the status bar is assumed). On iphone-14: max 844 - 47 - 10 - 34 =
  //   753, medium 410.5 tall (y 433.5), large 787 (y 57).
  // - No selected detent: the sheet presents at "the smallest detent" (Apple's page for
  //   `selectedDetentIdentifier`), medium.
  // - The sheet decides each point's alignment and width (`appleSheetPoints` writes the
  //   schema's required `align` and `width`, which it overrides): full width and bottom
  //   aligned in compact width.
  // - `largestUndimmedDetentIdentifier` medium: no dim and background taps pass through at
  //   medium (Apple's page); above it the dim is 0.4 (assumed) and a tap dismisses (the sheet
  //   is not modal in presentation).
  // - `prefersScrollingExpandsWhenScrolledToEdge = false` is the `apple` hand-off rule's option
  //   `expandsWhenScrolledToEdge` 0: the content scrolls first, the sheet resizes at the end of
  //   the scroll view (Apple's page for the property).
  // - `prefersEdgeAttachedInCompactHeight` (Apple's page: "only attach to the screen on its
  //   bottom edge") with `widthFollowsPreferredContentSizeWhenEdgeAttached` and no
  //   `preferredContentSize`: in compact height (a phone in landscape) the sheet is as wide as
  //   the safe area, centred, and medium is inactive, so `large` alone (x 47, y 10, 750 x 380
  //   on iphone-14 in landscape).
  // - The grabber: 36 x 5, 5 pt below the top (assumed); the automatic corner radius 10 on the
  //   top corners (assumed).
  // - Behind a dimmed large detent in portrait the presenting view is scaled by 1 - 2 x
  //   safe.top / H (assumed: the iOS 13 card stack).
  // - In regular width and height (an iPad) the sheet is a page sheet (`prefersPageSizing`
  //   defaults to true, Apple's page): one point, centred, min(704, W - 80) wide, H - 2 x
  //   (safe.top + 16) tall, all corners rounded, dim 0.4, a background tap ignored (assumed).
  // - `keyboardAvoidance` `expand`: the keyboard moves a sheet resting below large to large
  //   (the system sheet's behaviour, FB17890661), where the dim comes back; the frames stay.
  // What the sheet does not decide is kept from the preset before:
  // - The release is `appleSheet` (FloatingPanel's momentum rule and defaults, PEERS.md); the
  //   sheet may be swiped away (the undershoot is allowed). Dragging above large stretches the sheet a
  //   little: `rubberBand`, with the dim held at 0.4 there (the background clamped at the
  //   open end, besides the default groups).
  // - Animations: a critically damped 0.5 s spring, the system's sheet motion.
  static let iosSheetJSON = """
    {
      "name": "ios-sheet",
      "description": "Apple's sheet (UISheetPresentationController), Apple's sample: medium and large detents, undimmed at medium, grabber, edge attached in compact height",
      "snapPoints": \(appleSheetPoints([("medium", "detent.medium"), ("large", "detent.large")])),
      \(appleSheetMotion),
      "handoff": {
        "rule": "apple",
        "options": {
          "expandsWhenScrolledToEdge": 0
        }
      },
      "overdrag": "rubberBand",
      "keyboardAvoidance": "expand",
      "sheet": {
        "largestUndimmedDetentIdentifier": "medium",
        "prefersGrabberVisible": true,
        "prefersEdgeAttachedInCompactHeight": true,
        "widthFollowsPreferredContentSizeWhenEdgeAttached": true
      }
    }

    """

  // swiftui-sheet is SwiftUI's sheet with every kind of detent:
  //
  //   .sheet(isPresented: $shown) {
  //     Content()
  //       .presentationDetents([.fraction(0.25), .height(300), .medium, .large])
  //       .presentationBackgroundInteraction(.enabled(upThrough: .height(300)))
  //       .presentationDragIndicator(.visible)
  //       .presentationCornerRadius(20)
  //   }
  //
  // The keys name the detents: `quarter` (.fraction(0.25)), `short` (.height(300)), `medium`,
  // `large`. The rules are docs/apple-sheet.md's, as for ios-sheet:
  // - `detent.fraction(0.25)` is 0.25 x detent.max + safe.bottom ("of the maximum detent
  //   value" is assumed), `detent.height(300)` min(300, detent.max) + safe.bottom
  //   (`PresentationDetent.height(_:)`: a height within the safe area). On iphone-14 (max 753):
  //   quarter 222.25 tall (y 621.75), short 334 (y 510), medium 410.5 (y 433.5), large 787 (y
  //   57). The sheet presents at the smallest, quarter.
  // - `presentationBackgroundInteraction(.enabled(upThrough: .height(300)))` is
  //   `largestUndimmedDetentIdentifier` `short`: no dim and taps pass through at quarter and
  //   short; dim 0.4 (assumed) and a tap dismisses at medium and large.
  // - `presentationDragIndicator(.visible)`: the grabber (36 x 5, 5 pt below the top, assumed);
  //   `presentationCornerRadius(20)`: radius 20 on the top corners.
  // - `presentationCompactAdaptation` is left automatic: "a full screen appearance at compact
  //   height" (Apple's page for `prefersEdgeAttachedInCompactHeight`, false by default), one
  //   point keyed `large`, the whole container, no corners, no grabber, no dim.
  // - `presentationContentInteraction` is left automatic: the `apple` hand-off rule with its
  //   default (`expandsWhenScrolledToEdge` 1: scrolling up at the top grows the sheet first).
  // - On an iPad a page sheet, as ios-sheet; the presenting view scaled behind large, as
  //   ios-sheet; `keyboardAvoidance` `expand`: the keyboard moves the sheet to large.
  // - Animations, clamping, release and overdrag: ios-sheet's (the system's sheet motion).
  // - `deploymentTarget` 16: `presentationDetents` is iOS 16.0+ (Apple's page), so the app
  //   supports iOS 16 and later; `lint` checks 16 to the newest.
  static let swiftuiSheetJSON = """
    {
      "name": "swiftui-sheet",
      "description": "SwiftUI's sheet: presentationDetents([.fraction(0.25), .height(300), .medium, .large]), presentationBackgroundInteraction(.enabled(upThrough: .height(300))), presentationDragIndicator(.visible), presentationCornerRadius(20); full screen in compact height",
      "snapPoints": \(appleSheetPoints([
        ("quarter", "detent.fraction(0.25)"), ("short", "detent.height(300)"),
        ("medium", "detent.medium"), ("large", "detent.large"),
      ])),
      \(appleSheetMotion),
      "handoff": {
        "rule": "apple"
      },
      "overdrag": "rubberBand",
      "keyboardAvoidance": "expand",
      "sheet": {
        "largestUndimmedDetentIdentifier": "short",
        "preferredCornerRadius": 20,
        "prefersGrabberVisible": true,
        "deploymentTarget": 16
      }
    }

    """

  /// The snap points of an Apple sheet, one per detent (key, height), as the `snapPoints`
  /// array at a document's top level. Their alignment and width are the schema's: the sheet
  /// section decides both.
  static func appleSheetPoints(_ detents: [(key: String, height: String)]) -> String {
    let points = detents.map { detent in
      """
        {
          "key": "\(detent.key)",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "\(detent.height)"
          }
        }
      """
    }
    return nested("[\n" + points.joined(separator: ",\n") + "\n]", indent: 2)
  }

  /// What both Apple sheets keep from the system's motion (the sheet section does not decide
  /// it): the critically damped 0.5 s spring, the clamping that holds the dim above the largest
  /// detent, and Apple's release (`appleSheet`: FloatingPanel's momentum rule and defaults,
  /// PEERS.md). The members of
  /// a document's top level.
  static let appleSheetMotion = members(
    of: """
      {
        "animations": {
          "snap": {
            "type": "spring",
            "duration": 0.5,
            "dampingRatio": 1
          },
          "entrance": {
            "type": "spring",
            "duration": 0.5,
            "dampingRatio": 1
          },
          "exit": {
            "type": "spring",
            "duration": 0.5,
            "dampingRatio": 1
          }
        },
        "clamping": {
          "start": [
            "x",
            "width",
            "horizontalPadding",
            "cornerRadius",
            "border",
            "shadow",
            "dragHandle"
          ],
          "end": [
            "x",
            "width",
            "horizontalPadding",
            "cornerRadius",
            "border",
            "shadow",
            "dragHandle",
            "background"
          ]
        },
        "release": {
          "strategy": "appleSheet",
          "options": {
            "decelerationRate": 0.998,
            "momentumProjection": 0,
            "threshold": 0.5
          }
        }
      }
      """)

  // MARK: - Material

  // BottomSheetBehavior with fitToContents false (so HALF_EXPANDED exists, the point keyed
  // `half`), hideable. COLLAPSED is the peek: auto, min(max(64, H - W x 9 / 16), content
  // height) with a 300 pt content (`content.length`), written `64 min (100% - 56.25% of
  // width) max content` (64 as a lower bound, the content's height as an upper bound). With
  // fitToContents false EXPANDED does not follow the content (fitToContentsOffset is not
  // used). HALF_EXPANDED is at H x (1 - 0.5) (a sheet 50% tall);
  // EXPANDED at expandedOffset 0 (the whole height).
  // Interpretation:
  // - The look of a Material 3 modal bottom sheet: top corners 28, animated to 0 at expanded;
  //   the 32 x 4 drag handle centred in its 48 pt view (22 pt below the top); the dialog's
  //   scrim, a constant 0.32 (it fades in and out with the dialog, like ModalKit's dim); a tap
  //   on the scrim dismisses (canceledOnTouchOutside).
  // - The sheet cannot be dragged above EXPANDED (ViewDragHelper clamps it): `linearTop` 0.
  // - The settle animation: ViewDragHelper's 256 ms base duration with its quintic ease-out
  //   (the bezier 0.23, 1, 0.32, 1).
  // - No safe-area inset: PEERS.md's numbers are the container's.
  // - The width: `Widget.MaterialComponents.BottomSheet` (bottomsheet/res/values/styles.xml,
  //   which Widget.Material3.BottomSheet inherits) sets `android:layout_gravity`
  //   center_horizontal and `android:maxWidth` @dimen/material_bottom_sheet_max_width, 640dp
  //   (docs/components/BottomSheet.md, "Max width ... 640dp"), with no size qualifier: wherever
  //   the container is wider than 640 the sheet is 640 wide and centred, on a tablet and on a
  //   phone in landscape alike (iphone-14 landscape, 844 wide: x 102). One dp is taken as one
  //   pt (a dp is 1/160 inch, an iPhone point about 1/163). Below 640 it stretches: `stretch
  //   max 640`.
  static let materialJSON = """
    {
      "name": "material",
      "description": "Material BottomSheetBehavior (Android): peek, half-expanded and expanded, hideable",
      "snapPoints": [
        {
          "key": "peek",
          "layout": {
            "align": "center/bottom",
            "width": "stretch max 640",
            "height": "64 min (100% - 56.25% of width) max content"
          },
          "keyframe": {
            "cornerRadius": 28,
            "maskedCorners": "top",
            "dragHandle": {
              "width": 32,
              "height": 4,
              "offset": 22
            },
            "backgroundOpacity": 0.32,
            "backgroundTapInteraction": "dismiss"
          }
        },
        {
          "key": "half",
          "layout": {
            "align": "center/bottom",
            "width": "stretch max 640",
            "height": "50%"
          }
        },
        {
          "key": "expanded",
          "layout": {
            "align": "center/bottom",
            "width": "stretch max 640",
            "height": "stretch"
          },
          "keyframe": {
            "cornerRadius": 0
          }
        }
      ],
      "animations": {
        "snap": {
          "type": "bezier",
          "duration": 0.256,
          "controlPoints": [0.23, 1, 0.32, 1]
        },
        "entrance": {
          "type": "bezier",
          "duration": 0.256,
          "controlPoints": [0.23, 1, 0.32, 1]
        },
        "exit": {
          "type": "bezier",
          "duration": 0.256,
          "controlPoints": [0.23, 1, 0.32, 1]
        }
      },
      "release": {
        "strategy": "material",
        "options": {
          "fitToContents": 0,
          "hideFriction": 0.1,
          "hideable": 1,
          "significantVelocityThreshold": 500,
          "skipCollapsed": 0
        }
      },
      "handoff": {
        "rule": "material"
      },
      "overdrag": {
        "linearTop": 0
      },
      "content": {
        "length": 300
      }
    }

    """

  // MARK: - Flutter

  // DraggableScrollableSheet with snap sizes 0.25, 0.5 and 1.0 of the parent (min 0.25, max
  // 1.0), initial 0.5.
  // The release: the `flutter` strategy, `_SnappingSimulation._getSnapSize` as the current
  // source has it (flutter/flutter @ 02a909a): above the velocity tolerance 1 / (0.05 x
  // devicePixelRatio) (scroll_physics.dart L439-445; the device table's scale) the next snap
  // size in the velocity's direction, from exactly a size the one after it; else the nearest,
  // a tie going to the larger size.
  // Interpretation:
  // - The sheet cannot go beyond max 1.0 (`linearTop` 0) nor be dismissed below min 0.25 (the
  //   undershoot is not allowed; below 0.25 the model lets it follow the finger, and the
  //   release brings it back).
  // - "The move is linear at max(|v|, 1600) px/s": the model's durations are fixed, so a linear
  //   snap of 0.13 s, a quarter of iphone-14's height at 1600 pt/s (211 / 1600). Entrance and
  //   exit: showModalBottomSheet's 250 ms and 200 ms with an ease-out.
  // - The widget draws nothing itself: no corner radius, no drag handle, no dim (so background
  //   taps pass through).
  static let flutterJSON = """
    {
      "name": "flutter",
      "description": "Flutter's DraggableScrollableSheet: snap sizes 0.25, 0.5 and 1.0 of the parent",
      "snapPoints": [
        {
          "key": "quarter",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "25%"
          }
        },
        {
          "key": "half",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "50%"
          }
        },
        {
          "key": "full",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "100%"
          }
        }
      ],
      "initialIndex": 2,
      "dragHandle": "none",
      "animations": {
        "snap": {
          "type": "curve",
          "duration": 0.13,
          "curve": "linear"
        },
        "entrance": {
          "type": "curve",
          "duration": 0.25,
          "curve": "easeOut"
        },
        "exit": {
          "type": "curve",
          "duration": 0.2,
          "curve": "easeOut"
        }
      },
      "release": "flutter",
      "handoff": {
        "rule": "flutter"
      },
      "flags": {
        "overrideShouldSnapToUnderShootSnapPoint": false
      },
      "overdrag": {
        "linearTop": 0
      }
    }

    """
}
