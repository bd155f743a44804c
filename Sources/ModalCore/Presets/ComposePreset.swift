// Compose Material 3's ModalBottomSheet as a peer preset, read in brahmkshatriya/compose-native
// @ bba6ae4 (a copy of androidx's compose tree; androidx/androidx is too large to fetch here),
// compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/.

extension BuiltinPresets {
  // `ModalBottomSheet(sheetState = rememberModalBottomSheetState())` with a column of content.
  // - Anchors (BottomSheet.kt L293-327): Hidden at the container's height, PartiallyExpanded at
  //   half of it, Expanded at `fullHeight - sheetHeight` (at most the container). The sheet is
  //   as tall as its column: the top and bottom `safeDrawing` insets
  //   (`BottomSheetDefaults.modalWindowInsets`, SheetDefaults.kt L574-576, padded inside the
  //   sheet), the drag handle's 48 dp (4 dp tall with 22 dp above and below: SheetDefaults.kt
  //   L817, SheetBottomTokens.kt L27-28) and the content. So the points: `partiallyExpanded`
  //   at `50% max sheet` (with `rememberModalBottomSheetState` the anchor exists only when the
  //   sheet is taller than half the container, BottomSheet.kt L417-424 and ModalBottomSheet.kt
  //   L231-242; when it is not, this point meets `expanded` and the `compose` release leaves it
  //   out), `expanded` at `sheet max 100%`.
  // - `skipPartiallyExpanded` (0 / 1) and `skipHiddenState` are options of the `compose`
  //   release; the positional threshold (56 dp) too. The velocity threshold is the fling's
  //   fixed 125 dp/s (AnchoredDraggable.kt L1714).
  // - Width: `widthIn(max = sheetMaxWidth)` with `BottomSheetDefaults.SheetMaxWidth` 640 dp
  //   (SheetDefaults.kt L559, BottomSheet.kt L276-279), centred: `stretch max 640`.
  // - Look: `ExpandedShape` is ShapeKeyTokens.CornerExtraLargeTop, 28 dp on the top corners at
  //   every anchor; the scrim is ScrimTokens' 0.32 black (ScrimTokens.kt L23), shown whenever
  //   the target is not Hidden (ModalBottomSheet.kt L143-156), and a tap on it dismisses.
  // - The drag handle (32 x 4 dp) sits 22 dp below the top inset padding; the model's handle
  //   offset is a number, so it is drawn 22 pt below the sheet's top edge (the top inset
  //   above it is not added).
  // - Motion: the settle is `MaterialTheme.motionScheme.defaultSpatialSpec()` (BottomSheet.kt
  //   L209), the standard scheme's spring of damping ratio 0.9 and stiffness 700
  //   (StandardMotionTokens.kt L20-21): springPhysics mass 1, stiffness 700, damping
  //   2 x 0.9 x sqrt(700) = 47.62: `show()` and a drag's settle or dismissal. `hide()` and
  //   `partialExpand()` use `fastEffectsSpec()` (critically damped, stiffness 3800,
  //   StandardMotionTokens.kt L26-27; SheetDefaults.kt L298, L327): not modelled, the model
  //   has one exit animation for a drag's dismissal and `dismiss` (docs/model.md, compose).
  // - The keyboard: `Modifier.imePadding()` on the sheet (the documented way, ModalBottomSheet.kt
  //   L83-89) pads the sheet's container by the keyboard, so the anchors are computed in
  //   `H - keyboard`: every point's bottom margin is `kb.overlapH`, half of the rest for
  //   `partiallyExpanded`, and the sheet's bottom inset is consumed by the padding
  //   (`kb ? 0 : safe.bottom`, when the keyboard is taller than the bottom inset, as on every
  //   device of the table).
  // - The sheet cannot be dragged past Expanded (`linearTop` 0: the anchors bound the offset).
  static let composeSheet = "safe.top + 48 + content + (kb ? 0 : safe.bottom)"

  static let composeJSON = """
    {
      "name": "compose",
      "description": "Compose Material 3 ModalBottomSheet: partially expanded (half) and expanded, 56 dp / 125 dp/s",
      "snapPoints": [
        {
          "key": "partiallyExpanded",
          "layout": {
            "align": "center/bottom",
            "width": "stretch max 640",
            "height": "50% - (kb.overlapH / 2) max (\(composeSheet))",
            "margins": {
              "bottom": "kb.overlapH"
            }
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
          "key": "expanded",
          "layout": {
            "align": "center/bottom",
            "width": "stretch max 640",
            "height": "\(composeSheet) max (100% - kb.overlapH)",
            "margins": {
              "bottom": "kb.overlapH"
            }
          }
        }
      ],
      "animations": {
        "snap": {
          "type": "springPhysics",
          "mass": 1,
          "stiffness": 700,
          "damping": 47.62
        },
        "entrance": {
          "type": "springPhysics",
          "mass": 1,
          "stiffness": 700,
          "damping": 47.62
        },
        "exit": {
          "type": "springPhysics",
          "mass": 1,
          "stiffness": 700,
          "damping": 47.62
        }
      },
      "release": {
        "strategy": "compose",
        "options": {
          "positionalThreshold": 56,
          "skipHiddenState": 0,
          "skipPartiallyExpanded": 0
        }
      },
      "handoff": {
        "rule": "compose"
      },
      "overdrag": {
        "linearTop": 0
      },
      "content": {
        "length": 600
      }
    }

    """
}
