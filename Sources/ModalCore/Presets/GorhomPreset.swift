// The @gorhom/bottom-sheet peer preset (React Native), read from
// gorhom/react-native-bottom-sheet v5.2.13 (commit bc94d54).

extension BuiltinPresets {
  /// The `gorhom` entry of ``peerPresets``.
  static let gorhomEntry = Entry(
    name: "gorhom",
    summary:
      "@gorhom/bottom-sheet (React Native): snap points 25% / 50% / 90%, index 1, 24 pt handle, no backdrop",
    source: gorhomJSON)

  // `<BottomSheet index={1} snapPoints={['25%', '50%', '90%']} enableDynamicSizing={false}>`,
  // the library's basic example (example/src/screens/basic/BasicExamples.tsx L27, L98-108) in
  // a container that fills the screen (topInset 0).
  // - Snap points: `normalizeSnapPoint` (src/utilities/normalizeSnapPoint.ts L4-17) makes a
  //   percentage a share of the container's height and the sheet's top `max(0, H - value)`:
  //   heights 25%, 50% and 90% of the screen, safe areas included (the library does not inset
  //   them). `index={1}` is the second detent, combined index 2 here. The keys name them after
  //   the sheet's `collapse()` (the first detent) and `expand()` (the last) methods.
  // - Handle: `DEFAULT_HANDLE_HEIGHT = 24` (src/components/bottomSheet/constants.ts L8), the
  //   handle's padding 10 around a 4 pt indicator 7.5% of the window wide
  //   (src/components/bottomSheetHandle/styles.ts L4-20): 29.25 pt on a 390 pt window, 10 pt
  //   below the sheet's top.
  // - Background: white with `borderRadius: 15` on every corner
  //   (src/components/bottomSheetBackground/styles.ts); no backdrop (`backdropComponent` is
  //   none by default), so no dim and taps pass through.
  // - Animations: `ANIMATION_CONFIGS` (src/constants.ts L68-84), on iOS reanimated's spring of
  //   damping 500, stiffness 1000, mass 3 with overshoot clamping, at rest within 10 pt and 10
  //   pt/s (`reanimatedSpring`; a release starts it with half its velocity, `velocityY / 2`,
  //   src/hooks/useGestureEventsHandlersDefault.tsx L412-416). Android's, a 250 ms timing with
  //   `Easing.out(Easing.exp)`, is `exponentialOut 0.25`.
  // - Release `gorhom` (enablePanDownToClose 0, the default), hand-off `gorhom`, overdrag
  //   `gorhom` (overDragResistanceFactor 2.5). Without pan-down-to-close the sheet cannot be
  //   dismissed by a drag: the undershoot is not allowed.
  // - Sizing: the `gorhom` section (``GorhomConfig``) with `enableDynamicSizing` false, as in
  //   the example; `set gorhom.enableDynamicSizing true` with `content N` adds the content-sized
  //   point (src/hooks/useAnimatedDetents.ts L78-98), `gorhom.bottomInset`,
  //   `gorhom.topInset` and `gorhom.detached` inset the container (``GorhomSizing``).
  // - Not modelled: the sheet's view is the highest detent's height at every detent,
  //   translated down (the model's frame is its visible part).
  static let gorhomJSON = """
    {
      "name": "gorhom",
      "description": "@gorhom/bottom-sheet: snap points 25%, 50% and 90% of the container",
      "snapPoints": [
        {
          "key": "collapsed",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "25%"
          },
          "keyframe": {
            "cornerRadius": 15,
            "maskedCorners": "all",
            "dragHandle": {
              "width": 29.25,
              "height": 4,
              "offset": 10
            }
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
          "key": "expanded",
          "layout": {
            "align": "center/bottom",
            "width": "stretch",
            "height": "90%"
          }
        }
      ],
      "initialIndex": 2,
      "animations": {
        "snap": {
          "type": "reanimatedSpring",
          "mass": 3,
          "stiffness": 1000,
          "damping": 500,
          "overshootClamping": 1,
          "restDisplacementThreshold": 10,
          "restSpeedThreshold": 10
        },
        "entrance": {
          "type": "reanimatedSpring",
          "mass": 3,
          "stiffness": 1000,
          "damping": 500,
          "overshootClamping": 1,
          "restDisplacementThreshold": 10,
          "restSpeedThreshold": 10
        },
        "exit": {
          "type": "reanimatedSpring",
          "mass": 3,
          "stiffness": 1000,
          "damping": 500,
          "overshootClamping": 1,
          "restDisplacementThreshold": 10,
          "restSpeedThreshold": 10
        }
      },
      "release": "gorhom",
      "handoff": {
        "rule": "gorhom"
      },
      "flags": {
        "overrideShouldSnapToUnderShootSnapPoint": false
      },
      "overdrag": "gorhom",
      "gorhom": {
        "enableDynamicSizing": false
      }
    }

    """
}
