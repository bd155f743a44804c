import ModalCore

// The corpus's readings of the other libraries' files (see CorpusTable.swift for the
// device).
//
// FloatingPanel (scenee/FloatingPanel 7efcc76, Sources/Layout.swift): a bottom panel's
// absoluteInset a from the safe area's bottom is 34 + a tall, from its top at y 47 + a; a
// fractionalInset f from the bottom is 34 + f x 763 tall; FloatingPanelBottomLayout (lines 26-40)
// is full 18 from the top, half 0.5, tip 69, initial .half; the default backdrop is 0.3 at .full
// and 0 elsewhere (lines 53-55).
//
// PanModal (slackhq/PanModal 76ab89f, PanModalPresentable+Defaults.swift and +LayoutHelpers.swift):
// topOffset is the safe top + 21 = 68, .maxHeight 844 - 68 = 776 tall (y 68), .contentHeight(h)
// h + 34, .maxHeightWithTopInset(i) 776 - i; the short form defaults to the long form, the long
// form to .maxHeight (with a panScrollable, the scroll view's content height); the background is
// black at 0.7.
//
// adaptive-modal: the layout's percentages of the 390 x 844 container.

extension CorpusTable {
  /// FloatingPanel, PanModal and adaptive-modal.
  static let libraries: [CorpusCase] = [
    // The search panel. floatingPanel(_:layoutFor:) (L169) chooses on verticalSizeClass: an
    // iPhone in portrait gets FloatingPanelBottomLayout (Layout.swift 26-40): full 18 from the
    // top (y 65), half 0.5 (415.5, y 428.5), tip 69 (103, y 741), initial .half;
    // SearchPanelLandscapeLayout in compact height. The search controller (fpc, whose delegate
    // holds the chooser) never enables removal (removalThreshold 0): detailFpc's removal is the
    // detail panel's, reported. fpc takes SearchPaneliPadBehavior on an iPad only (L66, in
    // layoutPanelForPad(), called under case .pad of the idiom): left out with the iPad's
    // appearance, and reported.
    CorpusCase(
      file: "23-fp-maps-main.swift", library: "FloatingPanel", kind: .right,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [
          .phone(y: 741, height: 103), .phone(y: 428.5, height: 415.5), .phone(y: 65, height: 779),
        ],
        keys: ["tip", "half", "full"], initial: 2, dims: [0, 0, 0.3],
        options: ["removalThreshold": 0]),
      reported: [
        "23-fp-maps-main.swift:227:10: skipped prepareLayout(surfaceView:in:): the panel keeps the default one (across the safe area): give another frame with set snapPoints[N].layout.margins ...",
        "23-fp-maps-main.swift:32:27: skipped fpc.contentMode: not modelled: the content keeps its length (set content.length N)",
        "23-fp-maps-main.swift:37:49: skipped detailFpc.isRemovalInteractionEnabled: set on detailFpc, the controller of another panel: this panel is fpc's",
        "23-fp-maps-main.swift:100:38: skipped appearance.cornerCurve: no setting here: the panel's look keeps the preset's",
        "23-fp-maps-main.swift:103:38: skipped appearance.backgroundColor: no setting here: the panel's look keeps the preset's",
        "23-fp-maps-main.swift:173:38: skipped appearance.borderWidth: not read: give it with set snapPoints[N].keyframe.borderWidth W",
        "23-fp-maps-main.swift:174:38: skipped appearance.borderColor: not read: give it with set snapPoints[N].keyframe.borderRed R (borderGreen, ...)",
        "23-fp-maps-main.swift:179:38: skipped appearance.borderWidth: not read: give it with set snapPoints[N].keyframe.borderWidth W",
        "23-fp-maps-main.swift:180:38: skipped appearance.borderColor: not read: give it with set snapPoints[N].keyframe.borderRed R (borderGreen, ...)",
        "23-fp-maps-main.swift:268:48: skipped fpc.surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ...",
        "23-fp-maps-main.swift:271:44: skipped fpc.surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ...",
        "23-fp-maps-main.swift:339:48: skipped fpc.surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ...",
        "23-fp-maps-main.swift:343:48: skipped fpc.surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ...",
        "23-fp-maps-main.swift:346:44: skipped fpc.surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ...",
        "23-fp-maps-main.swift:172:13: skipped a statement of floatingPanel(_:layoutFor:): only the layout it returns is read (set the rest with set)",
        "23-fp-maps-main.swift:178:13: skipped a statement of floatingPanel(_:layoutFor:): only the layout it returns is read (set the rest with set)",
        "23-fp-maps-main.swift:65:5: skipped layoutPanelForPad(): used only by code that runs only on iPad (L42): left out of the iPhone reading",
        "23-fp-maps-main.swift:107:5: skipped setAppearanceForPad(): used only by code that runs only on iPad (L85): left out of the iPhone reading",
        "23-fp-maps-main.swift:315:1: skipped SearchPaneliPadBehavior: used only by code that runs only on iPad (L66): left out of the iPhone reading",
      ]
    ),
    // Seven layouts, none chosen by the code: the first, MainViewController's (L13), is read. Its
    // full is 16 on a 844 pt screen (UIScreen.main.bounds.height == 667 ? 18 : 16, read as the
    // conditional value height == 667 ? 18 : 16 of the screen-sized container: y 63), half 262
    // (296, y 548), tip 69 (103, y 741), initial .half. The other six layouts are listed, not
    // read (RemovablePanelLayout's backdropAlpha is not merged).
    CorpusCase(
      file: "24-fp-panel-layouts.swift", library: "FloatingPanel", kind: .right,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [
          .phone(y: 741, height: 103), .phone(y: 548, height: 296), .phone(y: 63, height: 781),
        ],
        keys: ["tip", "half", "full"], initial: 2, dims: [0, 0, 0.3])
    ),
    // Custom states: full 0 (y 47), lastQuart 0.75 (606.25), half 0.5 (415.5), firstQuart 0.25
    // (224.75), tip 20 (54); initial .half from FloatingPanelBottomLayout.
    CorpusCase(
      file: "25-fp-custom-state.swift", library: "FloatingPanel", kind: .right,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [
          .phone(y: 790, height: 54), .phone(y: 619.25, height: 224.75),
          .phone(y: 428.5, height: 415.5), .phone(y: 237.75, height: 606.25),
          .phone(y: 47, height: 797),
        ],
        keys: ["tip", "firstQuart", "half", "lastQuart", "full"], initial: 3,
        dims: [0, 0, 0, 0, 0.3])
    ),
    // The default layout, as 23: layoutFor returns isNewlayout ? ModalSecondLayout() :
    // FloatingPanelBottomLayout() with var isNewlayout = false until a button toggles it. The
    // panel starts with FloatingPanelBottomLayout, which is read; ModalSecondLayout, the
    // branch a run-time change takes, is reported.
    CorpusCase(
      file: "26-fp-modal.swift", library: "FloatingPanel", kind: .partly,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [
          .phone(y: 741, height: 103), .phone(y: 428.5, height: 415.5), .phone(y: 65, height: 779),
        ],
        keys: ["tip", "half", "full"], initial: 2, dims: [0, 0, 0.3]),
      reported: [
        "26-fp-modal.swift:66:17: skipped ModalSecondLayout() of floatingPanel(_:layoutFor:): taken when isNewlayout, which the app changes at run time: the panel starts with FloatingPanelBottomLayout, read here; load FILE.swift ModalSecondLayout to read it"
      ],
      why:
        "layoutFor chooses on isNewlayout, a run-time var: the layout it starts with (false at first: FloatingPanelBottomLayout) is read, the other branch (ModalSecondLayout, after a button toggles the var) reported"
    ),
    // FirstViewLayout: full 40 from the superview's top (y 40, 804 tall).
    CorpusCase(
      file: "27-fp-multi-panel.swift", library: "FloatingPanel", kind: .right,
      expected: CorpusReading(
        library: "FloatingPanel", frames: [Rect(x: 0, y: 40, width: 390, height: 804)],
        keys: ["full"], initial: 1, dims: [0.3]),
      reported: [
        "27-fp-multi-panel.swift:45:44: skipped surfaceView.containerMargins: not modelled: the content fills the panel; give margins with set snapPoints[N].layout.margins ..."
      ]
    ),
    // Three layouts chosen on tabBarItem.tag (L128, run time: not a choice the import makes):
    // the first, OneTabBarPanelLayout (L188, tab 0), is read: tip 22 (56, y 788), full 16 (y
    // 63), initial .tip; default backdrop. The skipped line is TwoTabBarPanelBehavior's (L208),
    // which only tab 1 sets (L52): reported, not read into this panel, though it is another
    // panel's.
    CorpusCase(
      file: "28-fp-tab-bar.swift", library: "FloatingPanel", kind: .right,
      expected: CorpusReading(
        library: "FloatingPanel", frames: [.phone(y: 788, height: 56), .phone(y: 63, height: 781)],
        keys: ["tip", "full"], initial: 1, dims: [0, 0.3]),
      reported: [
        "28-fp-tab-bar.swift:210:16: skipped allowsRubberBanding: not true or false: give the overdrag with set overdrag rubberBand"
      ]
    ),
    // Adaptive anchors on targetGuide from the superview's bottom: full shows the whole guide,
    // half half of it; the guide's size is a run time value, 300 pt standing in (reported):
    // full 300 (y 544), half 150 (y 694), initial .full, default backdrop.
    CorpusCase(
      file: "29-fp-image-adaptive.swift", library: "FloatingPanel", kind: .partly,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [.phone(y: 694, height: 150), .phone(y: 544, height: 300)],
        keys: ["half", "full"], initial: 2, dims: [0, 0.3]),
      reported: [
        "29-fp-image-adaptive.swift:18:24: approximated the contentLayout guide's size: a runtime value: it stands for 300 pt here; give it with set content.length N"
      ],
      why:
        "FloatingPanelAdaptiveLayoutAnchor's extent is the content layout guide's size at run time: reported, 300 pt standing in"
    ),
    // As 29, the guide's size bounded by the safe area (763 pt here, over the 300 standing in).
    CorpusCase(
      file: "30-fp-table-adaptive.swift", library: "FloatingPanel", kind: .partly,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [.phone(y: 694, height: 150), .phone(y: 544, height: 300)],
        keys: ["half", "full"], initial: 2, dims: [0, 0.3]),
      reported: [
        "30-fp-table-adaptive.swift:21:24: approximated the contentLayout guide's size: a runtime value: it stands for 300 pt here; give it with set content.length N"
      ],
      why:
        "FloatingPanelAdaptiveLayoutAnchor's extent is the content layout guide's size at run time: reported, 300 pt standing in"
    ),
    // tip 85 + 44 = 129 (163, y 681), half 262 (296, y 548), full 56 (y 103), initial .tip,
    // backdrop 0; springDecelerationRate has no setting here (reported).
    CorpusCase(
      file: "31-fp-stocks-main.swift", library: "FloatingPanel", kind: .right,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [
          .phone(y: 681, height: 163), .phone(y: 548, height: 296), .phone(y: 103, height: 741),
        ],
        keys: ["tip", "half", "full"], initial: 1, dims: [0, 0, 0]),
      reported: [
        "31-fp-stocks-main.swift:121:9: skipped springDecelerationRate: no setting here: FloatingPanel derives the spring's damping from it above 300 pt/s",
        "31-fp-stocks-main.swift:27:43: skipped fpc.surfaceView.backgroundColor: no setting here: the panel's look keeps the preset's",
        "31-fp-stocks-main.swift:29:46: skipped fpc.surfaceView.appearance.shadows: not read: the shadow keeps the preset's; give it with set snapPoints[N].keyframe.shadowOpacity A (shadowRadius, ...)",
        "31-fp-stocks-main.swift:30:50: skipped fpc.surfaceView.appearance.borderWidth: not read: give it with set snapPoints[N].keyframe.borderWidth W",
        "31-fp-stocks-main.swift:31:50: skipped fpc.surfaceView.appearance.borderColor: not read: give it with set snapPoints[N].keyframe.borderRed R (borderGreen, ...)",
      ]
    ),
    // MyFloatingPanelLayout: tip 44 (78, y 766), half 0.4 (34 + 305.2 = 339.2, y 504.8), full 16
    // (y 63), initial .tip.
    CorpusCase(
      file: "32-fp-swiftui-main-view.swift", library: "FloatingPanel", kind: .right,
      expected: CorpusReading(
        library: "FloatingPanel",
        frames: [
          .phone(y: 766, height: 78), .phone(y: 504.8, height: 339.2), .phone(y: 63, height: 781),
        ],
        keys: ["tip", "half", "full"], initial: 1, dims: [0, 0, 0.3])
    ),
    // alertViewHeight = 68: .contentHeight(68) is 102 (y 742); longFormHeight is shortFormHeight;
    // background alpha 0.1; isUserInteractionEnabled has no setting here (reported).
    CorpusCase(
      file: "33-pm-alert.swift", library: "PanModal", kind: .right,
      expected: CorpusReading(
        library: "PanModal", frames: [.phone(y: 742, height: 102), .phone(y: 742, height: 102)],
        keys: ["short", "long"], initial: 1, dims: [0.1, 0.1]),
      reported: [
        "33-pm-alert.swift:39:9: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        "33-pm-alert.swift:67:9: skipped isUserInteractionEnabled: no setting here: the sheet always takes the drag",
      ]
    ),
    // class TransientAlertViewController: AlertViewController.
    CorpusCase(
      file: "34-pm-transient-alert.swift", library: "PanModal", kind: .refused,
      error:
        "34-pm-transient-alert.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "a subclass of AlertViewController (another file) that only overrides properties: the conformance and the heights are in the superclass"
    ),
    // .maxHeightWithTopInset(200): 776 - 200 = 576 (y 268); the short form defaults to the long
    // form.
    CorpusCase(
      file: "35-pm-basic.swift", library: "PanModal", kind: .right,
      expected: CorpusReading(
        library: "PanModal", frames: [.phone(y: 268, height: 576), .phone(y: 268, height: 576)],
        keys: ["short", "long"], initial: 1, dims: [0.7, 0.7]),
      reported: [
        "35-pm-basic.swift:27:9: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view"
      ]
    ),
    // topOffset 0: .maxHeight (the default long form) is the whole screen, 844 tall (y 0);
    // springDamping 1 and transitionDuration 0.4 are read.
    CorpusCase(
      file: "36-pm-full-screen.swift", library: "PanModal", kind: .right,
      expected: CorpusReading(
        library: "PanModal", frames: [.phone(y: 0, height: 844), .phone(y: 0, height: 844)],
        keys: ["short", "long"], initial: 1, dims: [0.7, 0.7]),
      reported: [
        "36-pm-full-screen.swift:23:9: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
        "36-pm-full-screen.swift:39:9: skipped transitionAnimationOptions: no setting here: the animations keep their springs (animations.snap)",
      ]
    ),
    // .maxHeight for both forms.
    CorpusCase(
      file: "37-pm-navigation.swift", library: "PanModal", kind: .right,
      expected: CorpusReading(
        library: "PanModal", frames: [.phone(y: 68, height: 776), .phone(y: 68, height: 776)],
        keys: ["short", "long"], initial: 1, dims: [0.7, 0.7])
    ),
    // .intrinsicHeight as the long form; the short form defaults to it.
    CorpusCase(
      file: "38-pm-stacked-profile.swift", library: "PanModal", kind: .partly,
      expected: CorpusReading(
        library: "PanModal", frames: [.phone(y: 68, height: 776), .phone(y: 68, height: 776)],
        keys: ["short", "long"], initial: 1, dims: [0.7, 0.7]),
      reported: [
        "38-pm-stacked-profile.swift:103:9: approximated longFormHeight .intrinsicHeight: a runtime value (the view's layout-fitting height): the form follows the content, 1200 pt here; give its length with set content.length N",
        "38-pm-stacked-profile.swift:99:9: skipped panScrollable nil: not read: the content here still scrolls, handed off by PanModal's rule; set content.scrolls false for a sheet without a scroll view",
      ],
      why:
        ".intrinsicHeight is the view's layout-fitting height at run time: reported, the content's 1200 pt stand in (capped at 776)"
    ),
    // class UserGroupStackedViewController: UserGroupViewController.
    CorpusCase(
      file: "39-pm-user-group-stacked.swift", library: "PanModal", kind: .refused,
      reported: [
        "39-pm-user-group-stacked.swift:24:18: skipped shortFormHeight: not a PanModalHeight: give the height with set snapPoints[0].layout.height H"
      ],
      error:
        "39-pm-user-group-stacked.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "a subclass of UserGroupViewController (another file) whose shortFormHeight returns the inherited longFormHeight"
    ),
    // var isShortFormEnabled = true: .contentHeight(300.0) is 334 (y 510).
    CorpusCase(
      file: "40-pm-user-group.swift", library: "PanModal", kind: .partly,
      expected: CorpusReading(
        library: "PanModal", frames: [.phone(y: 510, height: 334), .phone(y: 68, height: 776)],
        keys: ["short", "long"], initial: 1, dims: [0.7, 0.7]),
      reported: [
        "40-pm-user-group.swift:94:9: approximated longFormHeight: not declared: PanModal's default with a panScrollable is the scroll view's content height, a runtime value: the form follows the content, 1200 pt here; give its length with set content.length N",
        "40-pm-user-group.swift:102:9: skipped scrollIndicatorInsets: no setting here: the content has no scroll indicator",
        "40-pm-user-group.swift:111:10: skipped shouldPrioritize(panModalGestureRecognizer:): not modelled: the content's own gestures are not simulated, the sheet's drag wins",
        "40-pm-user-group.swift:116:10: skipped willTransition(to:): a callback of the app, not modelled: the events (willSnap) show when PanModal calls it",
      ],
      why:
        "no longFormHeight with a panScrollable: PanModal's default is the table's content height at run time, reported, the content's 1200 pt stand in (capped at 776)"
    ),
    // One point: stretch, 70% of 844 = 590.8 tall at the bottom (y 253.2), background opacity 0.2.
    CorpusCase(
      file: "41-am-basic-usage.swift", library: "adaptive-modal", kind: .right,
      expected: CorpusReading(
        library: "adaptive-modal", frames: [Rect(x: 0, y: 253.2, width: 390, height: 590.8)],
        keys: [nil], initial: 1, dims: [0.2])
    ),
    // 80% x 20% centred at the bottom (312 x 168.8 at x 39, y 675.2), then 90% x 70% (351 x 590.8
    // at x 19.5, y 253.2); background opacity 0.1, 0.3.
    CorpusCase(
      file: "42-am-root-view-controller.swift", library: "adaptive-modal", kind: .right,
      expected: CorpusReading(
        library: "adaptive-modal",
        frames: [
          Rect(x: 39, y: 675.2, width: 312, height: 168.8),
          Rect(x: 19.5, y: 253.2, width: 351, height: 590.8),
        ],
        keys: [nil, nil], initial: 1, dims: [0.1, 0.3])
    ),
    // A React Native view: modalConfig = try AdaptiveModalConfig(fromDict: newValue).
    CorpusCase(
      file: "43-am-rn-modal-view.swift", library: "adaptive-modal", kind: .refused,
      reported: [
        "43-am-rn-modal-view.swift:76:61: skipped the argument fromDict: not an argument of AdaptiveModalConfig",
        "43-am-rn-modal-view.swift:142:43: skipped newValue: not a value the import can resolve: give a value with set flags.shouldEnableSnapping VALUE",
        "43-am-rn-modal-view.swift:152:47: skipped newValue: not a value the import can resolve: give a value with set flags.shouldEnableOverShooting VALUE",
        "43-am-rn-modal-view.swift:162:58: skipped modalManager.shouldDismissKeyboardOnGestureSwipe: not modelled: the keyboard stays until keyboard 0 (a drag does not dismiss it)",
        "43-am-rn-modal-view.swift:172:53: skipped newValue: not a value the import can resolve: give a value with set flags.shouldLockAxisToModalDirection VALUE",
        "43-am-rn-modal-view.swift:179:62: skipped newValue: not a value the import can resolve: give a value with set flags.overrideShouldSnapToUnderShootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:186:61: skipped newValue: not a value the import can resolve: give a value with set flags.overrideShouldSnapToOvershootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:196:68: skipped newValue: not a value the import can resolve: give a value with set flags.shouldDismissModalOnSnapToUnderShootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:206:67: skipped newValue: not a value the import can resolve: give a value with set flags.shouldDismissModalOnSnapToOverShootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:216:44: skipped modalManager.isSwipeGestureEnabled: not modelled: the modal always takes the drag here",
        "43-am-rn-modal-view.swift:226:56: skipped modalManager.isModalContentSwipeGestureEnabled: not modelled: the modal always takes the drag here",
        "43-am-rn-modal-view.swift:236:64: skipped modalManager.allowModalToDragWhenAtMinScrollViewOffset: not modelled: the hand-off follows the config's handoff rule",
        "43-am-rn-modal-view.swift:246:64: skipped modalManager.allowModalToDragWhenAtMaxScrollViewOffset: not modelled: the hand-off follows the config's handoff rule",
        "43-am-rn-modal-view.swift:256:54: skipped modalManager.isModalDragHandleGestureEnabled: not modelled: the drag handle always takes the drag here",
        "43-am-rn-modal-view.swift:378:43: skipped value: not a value the import can resolve: give a value with set flags.shouldEnableSnapping VALUE",
        "43-am-rn-modal-view.swift:382:47: skipped value: not a value the import can resolve: give a value with set flags.shouldEnableOverShooting VALUE",
        "43-am-rn-modal-view.swift:386:58: skipped modalManager.shouldDismissKeyboardOnGestureSwipe: not modelled: the keyboard stays until keyboard 0 (a drag does not dismiss it)",
        "43-am-rn-modal-view.swift:390:53: skipped value: not a value the import can resolve: give a value with set flags.shouldLockAxisToModalDirection VALUE",
        "43-am-rn-modal-view.swift:394:7: skipped self.overrideShouldSnapToUnderShootSnapPoint: not a value the import can resolve: give a value with set flags.overrideShouldSnapToUnderShootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:397:7: skipped self.overrideShouldSnapToOvershootSnapPoint: not a value the import can resolve: give a value with set flags.overrideShouldSnapToOvershootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:400:68: skipped value: not a value the import can resolve: give a value with set flags.shouldDismissModalOnSnapToUnderShootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:404:67: skipped value: not a value the import can resolve: give a value with set flags.shouldDismissModalOnSnapToOverShootSnapPoint VALUE",
        "43-am-rn-modal-view.swift:408:44: skipped modalManager.isSwipeGestureEnabled: not modelled: the modal always takes the drag here",
        "43-am-rn-modal-view.swift:412:56: skipped modalManager.isModalContentSwipeGestureEnabled: not modelled: the modal always takes the drag here",
        "43-am-rn-modal-view.swift:416:64: skipped modalManager.allowModalToDragWhenAtMinScrollViewOffset: not modelled: the hand-off follows the config's handoff rule",
        "43-am-rn-modal-view.swift:420:64: skipped modalManager.allowModalToDragWhenAtMaxScrollViewOffset: not modelled: the hand-off follows the config's handoff rule",
        "43-am-rn-modal-view.swift:424:54: skipped modalManager.isModalDragHandleGestureEnabled: not modelled: the drag handle always takes the drag here",
        "43-am-rn-modal-view.swift: snapPoints: expected at least one snap point",
      ],
      error: "43-am-rn-modal-view.swift: the adaptive-modal code gives no valid config:",
      why: "the config comes from React Native's props at run time (AdaptiveModalConfig(fromDict:))"
    ),
  ]
}
