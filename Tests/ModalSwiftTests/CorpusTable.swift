import ModalCore

// The corpus's readings, worked out by hand from each file's code (and the library's source for
// its defaults), one row a file of Corpus/. The device is iphone-14 in portrait: 390 x 844,
// safe area 47 / 34.
//
// Apple's sheet (docs/apple-sheet.md): detent.max = 844 - 47 - 10 - 34 = 753, a detent of value
// V is V + 34 tall: .large 787 (y 57), .medium 376.5 + 34 = 410.5 (y 433.5); with no largest
// undimmed detent every point dims 0.4. SwiftUI opens at the smallest detent unless a selection
// binding's initial value says otherwise; UIKit at the first unless selectedDetentIdentifier
// does.
//

/// The table: every file of Corpus/, in order.
enum CorpusTable {
  static let cases: [CorpusCase] = apple + libraries

  /// SwiftUI and UIKit: Apple's sheet.
  static let apple: [CorpusCase] = [
    // [.medium, .large], selection: $detent with @State detent = .medium (line 16): opens at
    // medium; .presentationDragIndicator(.visible): the grabber.
    CorpusCase(
      file: "01-ha-watch-complication-sheet.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5), .phone(y: 57, height: 787)],
        keys: ["medium", "large"], initial: 1, dims: [0.4, 0.4],
        sheet: SheetConfig(prefersGrabberVisible: true, deploymentTarget: .v16))
    ),
    // .presentationDetents(sheetDetents, ...): sheetDetents is offersCompactDetent ? [.medium,
    // .large] : [.large], decided at run time.
    CorpusCase(
      file: "02-ha-kiosk-view.swift", library: "SwiftUI", kind: .refused,
      reported: [
        "02-ha-kiosk-view.swift:69:14: skipped .presentationDetents(...): not an array literal of detents: write the detents out"
      ],
      error:
        "02-ha-kiosk-view.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "the detents are a computed property whose value depends on run time (offersCompactDetent: the app mode and the server count)"
    ),
    // [.medium, .large] and a visible drag indicator.
    CorpusCase(
      file: "03-ha-labs-label.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5), .phone(y: 57, height: 787)],
        keys: ["medium", "large"], initial: 1, dims: [0.4, 0.4],
        sheet: SheetConfig(prefersGrabberVisible: true, deploymentTarget: .v16))
    ),
    // [.medium, .large] on a sheet that is always presented (.constant(true)).
    CorpusCase(
      file: "04-ha-deeplink-view.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5), .phone(y: 57, height: 787)],
        keys: ["medium", "large"], initial: 1, dims: [0.4, 0.4],
        sheet: SheetConfig(deploymentTarget: .v16)),
      reported: [
        "04-ha-deeplink-view.swift: skipped the code for iOS 15 to 16.4 (before iOS 17): no sheet configuration found there: those versions read as the default config"
      ]
    ),
    // Three sheets; the one with detents (the add-folder sheet) is [.medium]; the others keep the
    // default [.large] and set nothing.
    CorpusCase(
      file: "05-ha-carplay-configuration.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5)],
        keys: ["medium"], initial: 1, dims: [0.4], sheet: SheetConfig(deploymentTarget: .v16))
    ),
    // [.large] and a visible drag indicator (inside #if !targetEnvironment(macCatalyst), the
    // iPhone build).
    CorpusCase(
      file: "06-ha-entity-picker.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 57, height: 787)],
        keys: ["large"], initial: 1, dims: [0.4],
        sheet: SheetConfig(prefersGrabberVisible: true, deploymentTarget: .v16))
    ),
    // Three sheets, each [.medium] (lines 418, 426, 434), named by their item binding
    // (store.basics, store.personalInfo, store.topics: `$store.scope(...).basics`); the code
    // does not choose, so the first (BasicsStep's) is read. It is dismissible: TopicsStep's
    // .interactiveDismissDisabled() (line 289) is the third sheet's, whose content TopicsStep
    // is, and is left out with that sheet's code.
    CorpusCase(
      file: "07-tca-shared-state-onboarding.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5)],
        keys: ["medium"], initial: 1, dims: [0.4], sheet: SheetConfig(deploymentTarget: .v16))
    ),
    // Two sheets, each [.medium], named by their bindings (destination.sheet, L60:
    // `item: $destination.sheet`; destination.sheetWithoutPayload, L73: `isPresented:
    // Binding($destination.sheetWithoutPayload)`); the first is read, the second listed with
    // the sheets (not a skipped line).
    CorpusCase(
      file: "08-swiftnav-enum-navigation.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5)],
        keys: ["medium"], initial: 1, dims: [0.4], sheet: SheetConfig(deploymentTarget: .v16))
    ),
    // Two sheets, each [.medium] (setUp, L114: a hosting controller presented in
    // UINavigationController's setUp(caseStudy:), named by that function; isAboutPresented,
    // L138, by its binding); the first is read, the second listed with the sheets.
    CorpusCase(
      file: "09-swiftnav-case-study.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5)],
        keys: ["medium"], initial: 1, dims: [0.4], sheet: SheetConfig(deploymentTarget: .v16))
    ),
    // [.medium] in a ViewModifier behind if #available(iOS 16.0, *).
    CorpusCase(
      file: "10-ddg-home-message-view.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5)],
        keys: ["medium"], initial: 1, dims: [0.4], sheet: SheetConfig(deploymentTarget: .v16)),
      reported: [
        "10-ddg-home-message-view.swift: skipped the code for iOS 15 (before iOS 16): no sheet configuration found there: those versions read as the default config"
      ]
    ),
    // A PresentationDetent extension: no .presentationDetents in the file.
    CorpusCase(
      file: "11-mbta-detent-extension.swift", library: "SwiftUI", kind: .refused,
      error:
        "11-mbta-detent-extension.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "the file only declares detents (small = .height(150), medium = .fraction(0.56), almostFull = .custom(AlmostFull.self)); no sheet uses them here, and the error does not name the declarations it saw"
    ),
    // [.medium] behind #if os(iOS) || os(visionOS).
    CorpusCase(
      file: "12-pulse-custom-filter-sheet.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5)],
        keys: ["medium"], initial: 1, dims: [0.4], sheet: SheetConfig(deploymentTarget: .v16)),
      reported: [
        "12-pulse-custom-filter-sheet.swift: skipped the code for iOS 15 to 17 (before iOS 18): no sheet configuration found there: those versions read as the default config"
      ]
    ),
    // Two sheets with [.medium, .large] (destinationFilters, L78, and destinationShareStore, L114:
    // the computed properties that hold them); the first is read, the second listed with the
    // sheets.
    CorpusCase(
      file: "13-pulse-console-router.swift", library: "SwiftUI", kind: .right,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5), .phone(y: 57, height: 787)],
        keys: ["medium", "large"], initial: 1, dims: [0.4, 0.4],
        sheet: SheetConfig(deploymentTarget: .v16)),
      reported: [
        "13-pulse-console-router.swift: skipped the code for iOS 15 to 17 (before iOS 18): no sheet configuration found there: those versions read as the default config"
      ]
    ),
    // [.custom(identifier: "crashReportHidden") { _ in 560 }, .large()]: 560 + 34 = 594 (y 250);
    // no selected detent before the sink's run-time change, so it opens at the first.
    CorpusCase(
      file: "14-ddg-crash-collection-onboarding.swift", library: "UIKit", kind: .right,
      expected: CorpusReading(
        library: "UIKit", frames: [.phone(y: 250, height: 594), .phone(y: 57, height: 787)],
        keys: ["crashReportHidden", "large"], initial: 1, dims: [0.4, 0.4], sheet: SheetConfig()),
      reported: [
        "14-ddg-crash-collection-onboarding.swift:95:35: skipped sheet.selectedDetentIdentifier = ... in animateChanges { ... }: a change of the presented sheet at run time, not how it is presented: try it with set initialSnapPointIndex I",
        "14-ddg-crash-collection-onboarding.swift:83:53: skipped sheet.delegate = ...: app code, not modelled: the delegate's callbacks are not run (the events show when UIKit calls them)",
        "14-ddg-crash-collection-onboarding.swift: skipped the code for iOS 15 (before iOS 16): no sheet configuration found there: those versions read as the default config",
      ]
    ),
    // [.custom(resolver: { _ in 462 })]: 462 + 34 = 496 (y 348); no identifier, so the key is the
    // place in the list.
    CorpusCase(
      file: "15-ddg-favicons-onboarding.swift", library: "UIKit", kind: .right,
      expected: CorpusReading(
        library: "UIKit", frames: [.phone(y: 348, height: 496)],
        keys: ["detent1"], initial: 1, dims: [0.4], sheet: SheetConfig()),
      reported: [
        "15-ddg-favicons-onboarding.swift: skipped the code for iOS 15 (before iOS 16): no sheet configuration found there: those versions read as the default config"
      ]
    ),
    // [.custom { _ in 152 }]: 186 tall (y 658); .formSheet; edge attached in compact height, width
    // follows the preferred size. The iOS 15 fallback [.medium()] (L142), in the else of
    // if #available(iOS 16.0, *), is the config before-ios-16 (ios < 16).
    CorpusCase(
      file: "16-ddg-text-zoom.swift", library: "UIKit", kind: .right,
      expected: CorpusReading(
        library: "UIKit", frames: [.phone(y: 658, height: 186)],
        keys: ["detent1"], initial: 1, dims: [0.4],
        sheet: SheetConfig(
          prefersEdgeAttachedInCompactHeight: true,
          widthFollowsPreferredContentSizeWhenEdgeAttached: true, prefersPageSizing: false))
    ),
    // [.custom { _ in targetSize.height }] where targetSize is measured by laying out a hosting
    // controller. The iOS 15 fallback (L59) is the else of if #available: the newest iOS's code
    // gives no sheet, so the file is refused.
    CorpusCase(
      file: "17-ddg-duckplayer-modal.swift", library: "UIKit", kind: .refused,
      reported: [
        "17-ddg-duckplayer-modal.swift:57:34: skipped .custom(identifier: detent1): the resolver is not arithmetic over context.maximumDetentValue: give a value with set snapPoints[N].layout.height detent.height(H)",
        "17-ddg-duckplayer-modal.swift:48:27: skipped viewController.modalTransitionStyle = ...: no setting here: the sheet slides in (give its curve with set animations.entrance ...)",
      ],
      error:
        "17-ddg-duckplayer-modal.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "the only detent's resolver returns a size measured at run time (targetSize.height); the else branch is iOS 15's fallback"
    ),
    // sheetPresentationController.detents = [.custom(resolver: { _ in contentHeight })] inside
    // animateChanges.
    CorpusCase(
      file: "18-ddg-auth-confirmation.swift", library: "UIKit", kind: .refused,
      reported: [
        "18-ddg-auth-confirmation.swift:102:49: skipped sheet.detents = ...: in animateChanges { ... }: a change of the presented sheet at run time, not the detents it is presented with"
      ],
      error:
        "18-ddg-auth-confirmation.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "the detents are only set in animateChanges when the content resizes (contentHeight, a run-time value)"
    ),
    // let detent = .custom(identifier: .init("deeplink")) { context.maximumDetentValue * 0.7 }:
    // 0.7 x 753 + 34 = 561.1 (y 282.9); [detent, .large()]; selected detent.identifier; grabber
    // visible. The second set-up ([.medium(), .large()], L273, openWidgetBuilder) is listed and
    // left out: the first (openDeeplink) is read. Its Mac Catalyst branch (if
    // Current.isCatalyst, L216: modalPresentationStyle = .formSheet) is not the iPhone's: left
    // out and reported, so the sheet keeps page sizing.
    CorpusCase(
      file: "19-ha-entity-add-to.swift", library: "UIKit", kind: .right,
      expected: CorpusReading(
        library: "UIKit", frames: [.phone(y: 282.9, height: 561.1), .phone(y: 57, height: 787)],
        keys: ["deeplink", "large"], initial: 1, dims: [0.4, 0.4],
        sheet: SheetConfig(prefersGrabberVisible: true)),
      reported: [
        "19-ha-entity-add-to.swift:216:9: skipped if Current.isCatalyst { ... }: runs only on Mac Catalyst: left out of the iPhone reading"
      ]
    ),
    // [.medium()], edge attached in compact height, width follows the preferred size.
    CorpusCase(
      file: "20-swiftnav-detents-helper.swift", library: "UIKit", kind: .right,
      expected: CorpusReading(
        library: "UIKit", frames: [.phone(y: 433.5, height: 410.5)],
        keys: ["medium"], initial: 1, dims: [0.4],
        sheet: SheetConfig(
          prefersEdgeAttachedInCompactHeight: true,
          widthFollowsPreferredContentSizeWhenEdgeAttached: true))
    ),
    // Two sheets, each [.custom(resolver: { _ in AutofillViews.emailSignupPromptMinHeight })] on
    // iOS 16, [.medium()] before: four set-ups, named by their delegate methods
    // (emailManager...); the first (L92) is read and refused, the others listed in the refusal
    // so that one can be loaded by name.
    CorpusCase(
      file: "21-ddg-email-prompt.swift", library: "UIKit", kind: .refused,
      reported: [
        "21-ddg-email-prompt.swift:92:55: skipped .custom(identifier: detent1): the resolver is not arithmetic over context.maximumDetentValue: give a value with set snapPoints[N].layout.height detent.height(H)",
        "found 2 UIKit sheets: emailManager (L92), emailManager@120 (L120); emailManager, the first, gives none: load 21-ddg-email-prompt.swift NAME reads another",
      ],
      error:
        "21-ddg-email-prompt.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "the resolver returns AutofillViews.emailSignupPromptMinHeight, declared in another file; the else branches are iOS 15's fallback"
    ),
    // As 18.
    CorpusCase(
      file: "22-ddg-email-signup-prompt.swift", library: "UIKit", kind: .refused,
      reported: [
        "22-ddg-email-signup-prompt.swift:115:49: skipped sheet.detents = ...: in animateChanges { ... }: a change of the presented sheet at run time, not the detents it is presented with"
      ],
      error:
        "22-ddg-email-signup-prompt.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "the detents are only set in animateChanges when the content resizes (contentHeight, a run-time value)"
    ),
    // The MBTA app's map sheet: [.small, .medium, .almostFull], selection $selectedDetent =
    // .medium, background interaction up through .medium, not dismissible. Alone, the file
    // declares none of the three: .small and .almostFull are skipped, and .medium, a system
    // name, reads as SwiftUI's (410.5 tall, y 433.5, undimmed up through it: dim 0), reported
    // as possibly the app's own since the list names the app's undeclared detents. With the
    // app's extension file (11) it reads as the code says (CorpusTests.acrossFiles): small
    // .height(150) 184 tall (y 660), medium .fraction(0.56) 0.56 x 753 + 34 = 455.68 (y
    // 388.32), almostFull max - 0.5 = 786.5 (y 57.5); dims 0, 0, 0.4.
    CorpusCase(
      file: "44-mbta-content-view.swift", library: "SwiftUI", kind: .partly,
      expected: CorpusReading(
        library: "SwiftUI", frames: [.phone(y: 433.5, height: 410.5)], keys: ["medium"],
        initial: 1, dims: [0],
        sheet: SheetConfig(
          largestUndimmedDetentIdentifier: "medium", isModalInPresentation: true,
          deploymentTarget: .v16)
      ),
      reported: [
        "44-mbta-content-view.swift:568:55: skipped .small: no declaration of this detent in the file: declare it here or give its height with set snapPoints[N].layout.height detent.height(H)",
        "44-mbta-content-view.swift:568:72: skipped .almostFull: no declaration of this detent in the file: declare it here or give its height with set snapPoints[N].layout.height detent.height(H)",
        "44-mbta-content-view.swift:568:63: skipped .medium: read as SwiftUI's own .medium, but the list also names .small, .almostFull, which no file read declares: the app's own detents, whose file may declare its own .medium too; load that file with this one (load A.swift B.swift)",
      ],
      why:
        "two of the three detents are declared in another file (11): skipped, and .medium, which that file redeclares as .fraction(0.56), is read as SwiftUI's and reported as such; loaded with 11 the three read as the code says"
    ),
    // DuckDuckGo's tab: three prompts, each [.custom(resolver: { _ in ... })] on iOS 16 with a
    // value from a view model or another file (AutofillViews), [.medium()] or [.large()] before:
    // three set-ups (each with its iOS 15 else); the first (L2783) is read and refused, the
    // others listed in the refusal.
    CorpusCase(
      file: "45-ddg-tab-view-controller.swift", library: "UIKit", kind: .refused,
      reported: [
        "45-ddg-tab-view-controller.swift:2783:55: skipped .custom(identifier: detent1): the resolver is not arithmetic over context.maximumDetentValue: give a value with set snapPoints[N].layout.height detent.height(H)",
        "found 3 UIKit sheets: presentSavePasswordModal (L2783), secureVaultManager (L2905), presentAutofillPromptViewController (L2956); presentSavePasswordModal, the first, gives none: load 45-ddg-tab-view-controller.swift NAME reads another",
      ],
      error:
        "45-ddg-tab-view-controller.swift: no sheet configuration found (expected SwiftUI, UIKit, adaptive-modal, PanModal, FloatingPanel code, e.g. .presentationDetents([...]))",
      why:
        "every detent list's resolver returns a value known at run time (saveLoginController.viewModel?.minHeight) or declared in another file (AutofillViews); the else branches are iOS 15's fallback"
    ),
  ]
}
