// Source: https://github.com/mbta/mobile_app/blob/1c644338e22b557dd13b51695ab2a1a01b382958/iosApp/iosApp/ContentView.swift (MIT)
// swift-format-ignore-file
import CoreLocation
@_spi(Experimental) import MapboxMaps
import Shared
import SwiftPhoenixClient
import SwiftUI

// swiftlint:disable:next type_body_length
struct ContentView: View {
    @ObserveInjection var inject
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.accessibilityVoiceOverEnabled) var voiceOver

    @StateObject var navManager = NavigationManager()
    @StateObject var searchObserver = TextFieldObserver()
    @EnvironmentObject var locationDataManager: LocationDataManager

    @EnvironmentObject var socketProvider: SocketProvider
    @EnvironmentObject var viewportProvider: ViewportProvider

    @ObservedObject var contentVM: ContentViewModel
    @ObservedObject var fcmTokenContainer = FcmTokenContainer.shared
    @ObservedObject var notificationDeepLinkOwner = AppDelegate.notificationDeepLinkOwner

    @State private var contentHeight: CGFloat = UIScreen.current?.bounds.height ?? 0
    @State private var sheetHeight: CGFloat =
        (UIScreen.current?.bounds.height ?? 0) * PresentationDetent.mediumDetentFraction
    @State var errorBannerVM = ViewModelDI().errorBanner
    @State var favoritesVM = ViewModelDI().favorites
    @State var nearbyVM = ViewModelDI().nearby
    @State var routeCardDataVM = ViewModelDI().routeCardData
    @State var stopDetailsVM = ViewModelDI().stopDetails
    @State var toastVM = ViewModelDI().toast

    @State var scheduleCache = RepositoryDI().scheduleCache
    @State var mapVM = ViewModelDI().map

    @EnvironmentObject var settingsCache: SettingsCache
    var hideMaps: Bool { settingsCache.get(.hideMaps) }
    var includeAccessibility: Bool { settingsCache.get(.stationAccessibility) }
    var notificationsFlag: Bool { settingsCache.get(.notifications) }

    let transition: AnyTransition = .asymmetric(insertion: .push(from: .bottom), removal: .opacity)
    let analytics: Analytics = AnalyticsProvider.shared

    let inspection = Inspection<Self>()

    @State var selectedDetent: PresentationDetent = .medium
    @State private var alerts: AlertsStreamDataResponse?
    @State private var selectedTab: SelectedTab?
    @State private var showingLocationPermissionAlert = false
    @State private var tabBarVisibility = Visibility.hidden
    @State private var selectedVehicle: Vehicle?
    @State private var globalData: GlobalResponse?

    struct AnalyticsParams: Equatable {
        let stopId: String?
        let analyticsScreen: AnalyticsScreen?
    }

    var body: some View {
        VStack {
            contents
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.frame(in: .global).height
        } action: { height in
            contentHeight = height
        }
        .onAppear {
            socketProvider.socket.attach()
        }
        .withScenePhaseHandlers(
            onActive: {
                socketProvider.socket.attach()
                errorBannerVM.returnFromBackground()
            },
            onBackground: {
                socketProvider.socket.detach()
                errorBannerVM.sendToBackground()
            }
        )
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
        .onAppear {
            mapVM.setViewportManager(viewportManager: viewportProvider)
            Task { await contentVM.loadPendingFeaturePromosAndTabPreferences() }
            Task { await contentVM.loadOnboardingScreens() }
            Task {
                if let notificationDeepLink = notificationDeepLinkOwner.notificationDeepLink {
                    handleDeepLink(deepLinkState: notificationDeepLink)
                    notificationDeepLinkOwner.notificationDeepLink = nil
                }
            }
            Task { try? await scheduleCache.deleteStaleSchedules(serviceDate: EasternTimeInstant.now().serviceDate) }
            analytics.recordSession(colorScheme: colorScheme)
            analytics.recordSession(voiceOver: voiceOver)
            analytics.recordSession(hideMaps: hideMaps)
            analytics.recordSession(stationAccessibility: includeAccessibility)
            updateTabBarVisibility()

            if let screen = navManager.navigationStack.lastSafe().analyticsScreen {
                analytics.track(screen: screen)
            }
        }
        .onChange(of: notificationDeepLinkOwner.notificationDeepLink) { notificationDeepLink in
            if let notificationDeepLink {
                handleDeepLink(deepLinkState: notificationDeepLink)
                notificationDeepLinkOwner.notificationDeepLink = nil
            }
        }
        .alerts($alerts)
        .global($globalData, errorKey: ErrorKey(sheets: [], id: "ContentView"))
        .handleFcmTokenSubscriptions(
            fcmToken: fcmTokenContainer.token,
            includeAccessibility: includeAccessibility,
            notificationsEnabled: notificationsFlag
        )
        .onChange(of: fcmTokenContainer.token) { token in
            favoritesVM.clearStaleFavorites(fcmToken: token)
        }
        .onChange(of: globalData) { _ in
            favoritesVM.clearStaleFavorites(fcmToken: fcmTokenContainer.token)
        }
        .onChange(of: contentVM.defaultTab) { newTab in
            // if we aren't on an entrypoint, then the default tab may have loaded after
            // we navigated via deeplink. Don't navigate away from the deeplinked location
            if navManager.navigationStack.lastSafe().isEntrypoint {
                selectedTab = switch newTab {
                case .favorites: .favorites
                case .nearby: .nearby
                case nil: nil
                }
            }
        }
        .onChange(of: selectedTab) { nextTab in
            if let nextTab {
                navManager.pushNavEntry(nextTab.associatedSheetNavEntry)
                updateTabBarVisibility()
            }
        }
        .onChange(of: navManager.navigationStack.lastSafe()) { _ in
            updateTabBarVisibility()
        }
        .onChange(of: AnalyticsParams(
            stopId: navManager.navigationStack.lastSafe().stopId(),
            analyticsScreen: navManager.navigationStack.lastSafe().analyticsScreen
        )) { params in
            guard let screen = params.analyticsScreen else { return }
            analytics.track(screen: screen)
        }
        .onChange(of: searchObserver.isSearching) { _ in updateTabBarVisibility() }
        .onChange(of: colorScheme) { colorScheme in
            analytics.recordSession(colorScheme: colorScheme)
        }
        .onChange(of: voiceOver) { voiceOver in
            analytics.recordSession(voiceOver: voiceOver)
        }
        .onChange(of: hideMaps) { hideMaps in
            analytics.recordSession(hideMaps: hideMaps)
        }
        .onChange(of: includeAccessibility) { includeAccessibility in
            analytics.recordSession(stationAccessibility: includeAccessibility)
        }
        .onChange(of: contentVM.featurePromosPending) { promos in
            if let promos, promos.contains(where: { $0 == .enhancedFavorites }) {
                favoritesVM.setIsFirstExposureToNewFavorites(isFirst: true)
            }
        }
        .withBackgroundTimer {
            navManager.popToEntrypoint()
            mapVM.recenter(type: .currentLocation)
        }
        .onReceive(
            contentVM.mapboxConfigManager.lastMapboxErrorSubject
                .debounce(for: .seconds(1), scheduler: DispatchQueue.main)
        ) { _ in
            Task { await contentVM.loadConfig() }
        }
        .enableInjection()
    }

    @ViewBuilder
    var contents: some View {
        if let onboardingScreensPending = contentVM.onboardingScreensPending, !onboardingScreensPending.isEmpty {
            OnboardingPage(screens: onboardingScreensPending, onFinish: {
                if contentVM.onboardingScreensPending?.contains(.notificationsBeta) == true {
                    selectedTab = .favorites
                }
                contentVM.onboardingScreensPending = []
            })
        } else if let featurePromosPending = contentVM.featurePromosPending, !featurePromosPending.isEmpty {
            PromoPage(screens: featurePromosPending, onFinish: {
                contentVM.featurePromosPending = []
            })
        } else {
            mainContent
        }
    }

    @ViewBuilder
    var mainContent: some View {
        VStack {
            if hideMaps {
                ZStack(alignment: .top) {
                    searchHeaderBackground
                    VStack {
                        if navManager.navigationStack.lastSafe().isEntrypoint {
                            SearchOverlay(searchObserver: searchObserver, navManager: navManager)
                                .padding(.top, 12)
                            if !searchObserver.isSearching {
                                LocationAuthButton(showingAlert: $showingLocationPermissionAlert)
                                    .padding(.bottom, 8)
                            }
                        }

                        if !(navManager.navigationStack.lastSafe().isEntrypoint && searchObserver.isSearching) {
                            mapWithSheets
                        }
                    }
                }
            } else {
                ZStack(alignment: .top) {
                    mapWithSheets.accessibilityHidden(searchObserver.isSearching)
                    searchHeaderBackground
                    VStack(alignment: .center, spacing: 20) {
                        if navManager.navigationStack.lastSafe().isEntrypoint {
                            SearchOverlay(searchObserver: searchObserver, navManager: navManager)

                            if !searchObserver.isSearching {
                                LocationAuthButton(showingAlert: $showingLocationPermissionAlert)
                            }
                        }
                        if !searchObserver.isSearching || !navManager.navigationStack.lastSafe().isEntrypoint {
                            HStack(alignment: .top) {
                                VStack(alignment: .leading) {
                                    if navCallbacks.backButtonPresentation == .floating {
                                        RecenterButton(
                                            icon: .faChevronLeft,
                                            label: Text("Back", comment: "VoiceOver label for a generic back button"),
                                            size: 18.67
                                        ) {
                                            navManager.goBack()
                                        }
                                    }
                                }
                                Spacer()
                                VStack(alignment: .trailing, spacing: 20) {
                                    if !(viewportProvider.viewport?.isFollowing ?? true),
                                       locationDataManager.currentLocation != nil,
                                       navManager.navigationStack.lastSafe().showCurrentLocation {
                                        RecenterButton(icon: .faLocationArrowSolid, label: Text(
                                            "Recenter map on my location",
                                            comment: "Screen reader text describing the behavior of the map recenter on current location button"
                                        ), size: 17.33) {
                                            mapVM.recenter(type: .currentLocation)
                                        }
                                    }
                                    if !(viewportProvider.viewport?.isOverview ?? true),
                                       let routeType = vehicleRouteType() {
                                        RecenterButton(icon: routeIconResource(routeType), label: Text(
                                            "Recenter map on \(routeType.typeText(isOnly: true))",
                                            comment: "Screen reader text describing the behavior of the map recenter on trip button (e.g. “Recenter map on train”)"
                                        ), size: 32) {
                                            mapVM.recenter(type: .trip)
                                        }
                                    }
                                }
                            }.frame(maxWidth: .infinity, alignment: .top)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .padding(.top, 12)
                }
            }
        }
        .background(Color.sheetBackground)
    }

    @ViewBuilder
    var sheetContents: some View {
        let navEntry = navManager.navigationStack.lastSafe()
        NavigationStack {
            VStack {
                switch navEntry {
                case .editFavorites, .favorites, .nearby:
                    tabbedSheetContents.transition(transition)

                case let .routeDetails(navEntry):
                    // Wrapping in a TabView helps the page to animate in as a single unit
                    // Otherwise only the header animates
                    TabView {
                        RouteDetailsView(
                            selectionId: navEntry.routeId, context: navEntry.context,
                            onOpenStopDetails: { navManager.pushNavEntry(.stopDetails(
                                stopId: $0,
                                stopFilter: nil,
                                tripFilter: nil
                            )) },
                            pushNavEntry: { entry in navManager.pushNavEntry(entry) },
                            navCallbacks: navCallbacks,
                            errorBannerVM: errorBannerVM,
                        )
                        .toolbar(.hidden, for: .tabBar)
                    }
                    .transition(transition)

                case let .routePicker(navEntry):
                    // Wrapping in a TabView helps the page to animate in as a single unit
                    // Otherwise only the header animates
                    TabView {
                        RoutePickerView(
                            context: navEntry.context,
                            path: navEntry.path,
                            errorBannerVM: errorBannerVM,
                            onOpenRouteDetails: { routeId, context in
                                navManager.pushNavEntry(
                                    SheetNavigationStackEntry.routeDetails(
                                        SheetRoutes.RouteDetails(routeId: routeId, context: context)
                                    )
                                )
                            },
                            onOpenPickerPath: { path, context in
                                if navEntry.path != path {
                                    navManager.pushNavEntry(
                                        SheetNavigationStackEntry.routePicker(
                                            SheetRoutes.RoutePicker(path: path, context: context)
                                        )
                                    )
                                }
                            },
                            navCallbacks: navCallbacks
                        )
                        .toolbar(.hidden, for: .tabBar)
                    }
                    .id(navEntry)
                    .transition(transition)
                    .animation(.easeOut, value: navEntry)

                case let .stopDetails(stopId, stopFilter, tripFilter):
                    // Wrapping in a TabView helps the page to animate in as a single unit
                    // Otherwise only the header animates
                    TabView {
                        StopDetailsPage(
                            filters: .init(
                                stopId: stopId,
                                stopFilter: stopFilter,
                                tripFilter: tripFilter
                            ),
                            navCallbacks: navCallbacks,
                            alerts: alerts,
                            errorBannerVM: errorBannerVM,
                            mapVM: mapVM,
                            routeCardDataVM: routeCardDataVM,
                            stopDetailsVM: stopDetailsVM,
                            navManager: navManager,
                            viewportProvider: viewportProvider,
                        )
                        .toolbar(.hidden, for: .tabBar)
                    }
                    // Set id per stop so that transitioning from one stop to another is handled by removing
                    // the existing stop view & creating a new one
                    .id(stopId)
                    .transition(transition)
                    .animation(.easeOut, value: stopId)

                case let .tripDetails(filter: filter):
                    // Wrapping in a TabView helps the page to animate in as a single unit
                    // Otherwise only the header animates
                    TabView {
                        TripDetailsPage(
                            filter: filter,
                            alerts: alerts,
                            navCallbacks: navCallbacks,
                            navManager: navManager,
                        )
                        .toolbar(.hidden, for: .tabBar)
                    }
                    // Set id per trip so that transitioning from one trip to another is handled
                    // by removing the existing trip view & creating a new one
                    .id(filter.tripId)
                    .transition(transition)
                    .animation(.easeOut, value: filter.tripId)

                default: EmptyView()
                }
            }
            .animation(.easeOut, value: navManager.navigationStack.lastSafe().sheetItemIdentifiable()?.id)
            .background { Color.fill2.ignoresSafeArea(edges: .all).animation(nil, value: "") }
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { handleDeepLink(url: $0.webpageURL) }
        .onOpenURL { handleDeepLink(url: $0) }
    }

    @ViewBuilder
    var sheetContentsPlaceholder: some View {
        ZStack {
            Color.sheetBackground.ignoresSafeArea(.all)
            VStack {
                VStack(spacing: 16) {
                    SheetHeader(
                        title: NSLocalizedString("Nearby Transit", comment: ""),
                        navCallbacks: .init(onBack: nil, onClose: nil, backButtonPresentation: .floating)
                    )
                    .loadingPlaceholder(withShimmer: false)
                    ScrollView {
                        LazyVStack(alignment: .center, spacing: 14) {
                            ForEach(0 ..< 5) { _ in
                                LoadingRouteCard()
                            }
                        }
                        .padding(.vertical, 4)
                        .padding(.horizontal, 16)
                        .loadingPlaceholder(withShimmer: false)
                    }
                    Spacer()
                }
            }
        }
    }

    @ViewBuilder
    var navSheetContents: some View {
        if let defaultTab = contentVM.defaultTab,
           let featurePromosPending = contentVM.featurePromosPending,
           let onboardingScreensPending = contentVM.onboardingScreensPending {
            sheetContents
                .toast(vm: toastVM, tabBarVisible: tabBarVisibility == .visible)
        } else {
            sheetContentsPlaceholder
        }
    }

    @ViewBuilder
    var tabbedSheetContents: some View {
        // Putting the TabView in a VStack prevents the tabs from covering the nearby transit contents
        // when re-opening nearby transit
        VStack {
            TabView(selection: $selectedTab) {
                favoritesPage
                    .toolbar(tabBarVisibility, for: .tabBar)
                    .tag(SelectedTab.favorites)
                    .tabItem { TabLabel(tab: SelectedTab.favorites) }
                nearbyPage
                    .toolbar(tabBarVisibility, for: .tabBar)
                    .tag(SelectedTab.nearby)
                    .tabItem { TabLabel(tab: SelectedTab.nearby) }

                VStack {}
                    .toolbar(.hidden, for: .tabBar)
                    .onAppear { selectedTab = .more(highlight: nil) }
                    .tag(SelectedTab.more(highlight: nil))
                    .tabItem { TabLabel(tab: SelectedTab.more(highlight: nil)) }
            }
        }
    }

    @ViewBuilder
    var favoritesPage: some View {
        let navEntry = navManager.navigationStack.lastSafe()
        VStack {
            if case .editFavorites = navEntry {
                // Wrapping in a TabView helps the page to animate in as a single unit
                // Otherwise only the header animates
                TabView {
                    EditFavoritesPage(
                        viewModel: favoritesVM,
                        navCallbacks: navCallbacks.doCopy(
                            onBack: navCallbacks.onBack,
                            onClose: navCallbacks.onClose,
                            backButtonPresentation: .header
                        ),
                        onOpenEditModal: { rsd in
                            navManager.pushNavEntry(
                                .saveFavorite(
                                    routeId: rsd.route,
                                    stopId: rsd.stop,
                                    selectedDirection: rsd.direction,
                                    context: .favorites
                                )
                            )
                        },
                        errorBannerVM: errorBannerVM,
                        toastVM: toastVM,
                    )
                    .toolbar(.hidden, for: .tabBar)
                }
                .transition(transition)
            } else {
                FavoritesPage(
                    alerts: alerts,
                    errorBannerVM: errorBannerVM,
                    favoritesVM: favoritesVM,
                    navManager: navManager,
                    viewportProvider: viewportProvider
                )
                .transition(transition)
            }
        }
        .animation(.easeOut, value: navEntry.sheetItemIdentifiable()?.id)
        .task { await contentVM.setTabPreference(.favorites) }
    }

    @ViewBuilder
    var nearbyPage: some View {
        NearbyTransitPage(
            alerts: alerts,
            errorBannerVM: errorBannerVM,
            nearbyVM: nearbyVM,
            navManager: navManager,
            noNearbyStops: { NoNearbyStopsView(
                onOpenSearch: { searchObserver.isFocused = true },
                onPanToDefaultCenter: {
                    viewportProvider.panToDefaultCenter()
                }
            ) }
        )
        .task { await contentVM.setTabPreference(.nearby) }
    }

    @ViewBuilder
    var map: some View {
        HomeMapView(
            alerts: alerts,
            contentVM: contentVM,
            mapVM: mapVM,
            routeCardDataVM: routeCardDataVM,
            sheetHeight: $sheetHeight,
            selectedVehicle: $selectedVehicle,
            locationDataManager: locationDataManager,
            navManager: navManager,
            viewportProvider: viewportProvider,
        ).accessibilityHidden(searchObserver.isSearching)
    }

    @ViewBuilder var mapWithSheets: some View {
        let nav = navManager.navigationStack.lastSafe()
        let sheetRoute = nav.toSheetRoute()
        VStack {
            if hideMaps {
                navSheetContents
                    .fullScreenCover(item: .constant(nav.coverItemIdentifiable()), onDismiss: {
                        // Don't navigate back if hideMaps has been changed and the cover is being switched over
                        if hideMaps == false { return }
                        switch navManager.navigationStack.last {
                        case .alertDetails, .more, .saveFavorite: navManager.goBack()
                        default: break
                        }
                    }, content: coverContents)
                    .onAppear {
                        // The NearbyTransitPageView uses the viewport provider to determine what location to load,
                        // since we have no map when it's hidden, we need to manually update the camera position.
                        viewportProvider.updateCameraState(locationDataManager.currentLocation)
                    }
                    .onChange(of: locationDataManager.currentLocation) { location in
                        viewportProvider.updateCameraState(location)
                    }
            } else {
                map.sheet(
                    isPresented: .constant(
                        !(searchObserver.isSearching && nav.isEntrypoint)
                            && !showingLocationPermissionAlert
                            && contentVM.onboardingScreensPending != nil
                    ),
                    content: {
                        VStack {
                            navSheetContents
                                .presentationDetents([.small, .medium, .almostFull], selection: $selectedDetent)
                                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                                .interactiveDismissDisabled()
                        }
                        // within the sheet to prevent issues on iOS 16 with two modal views open at once
                        .fullScreenCover(
                            item: .constant(nav.coverItemIdentifiable()),
                            onDismiss: {
                                // Don't navigate back if hideMaps has been changed and the cover is being switched over
                                if hideMaps { return }
                                switch navManager.navigationStack.last {
                                case .alertDetails, .more, .saveFavorite: navManager.goBack()
                                default: break
                                }
                            },
                            content: coverContents
                        )
                        .onChange(of: sheetRoute) { [oldSheetRoute = sheetRoute] newSheetRoute in
                            if let oldSheetRoute, let newSheetRoute,
                               SheetRoutes.companion.shouldResetSheetHeight(
                                   first: oldSheetRoute,
                                   second: newSheetRoute
                               ) {
                                selectedDetent = .medium
                            }
                            errorBannerVM.setSheetRoute(sheetRoute: newSheetRoute)
                        }
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.frame(in: .global).height
                        } action: { height in
                            recordSheetHeight(height)
                        }
                    }
                )
            }
        }
        .onChange(of: locationDataManager
            .authorizationStatus) { [oldStatus = locationDataManager.authorizationStatus] status in
                if oldStatus == nil, [.denied, .notDetermined, .restricted].contains(status) {
                    let center = ViewportProvider.Defaults.center
                    viewportProvider.initViewport(location: CLLocation(
                        latitude: center.latitude,
                        longitude: center.longitude
                    ))
                }
        }
        .onChange(of: locationDataManager
            .currentLocation) { [oldLocation = locationDataManager.currentLocation] location in
                if let location, oldLocation == nil {
                    viewportProvider.initViewport(location: location)
                }
        }
    }

    @ViewBuilder
    private func coverContents(coverIdentityEntry: NearbyCoverItem) -> some View {
        let entry = coverIdentityEntry.stackEntry
        NavigationStack {
            switch entry {
            case let .alertDetails(alertId, line, routes, stop):
                AlertDetailsPage(
                    alertId: alertId,
                    alerts: alerts,
                    line: line,
                    routes: routes,
                    stop: stop,
                    navManager: navManager,
                )

            case let .more(category):
                TabView(selection: $selectedTab) {
                    VStack {}
                        .onAppear { selectedTab = .favorites }
                        .toolbar(.hidden, for: .tabBar)
                        .tag(SelectedTab.favorites)
                        .tabItem { TabLabel(tab: SelectedTab.favorites) }
                    VStack {}
                        .onAppear { selectedTab = .nearby }
                        .toolbar(.hidden, for: .tabBar)
                        .tag(SelectedTab.nearby)
                        .tabItem { TabLabel(tab: SelectedTab.nearby) }

                    MorePage(highlight: category, reloadPendingOnboarding: { await contentVM.loadOnboardingScreens() })
                        .toolbar(tabBarVisibility, for: .tabBar)
                        .toolbarBackground(.visible, for: .tabBar)
                        .tag(SelectedTab.more(highlight: nil))
                        .tabItem { TabLabel(tab: SelectedTab.more(highlight: nil)) }
                }

            case let .saveFavorite(routeId, stopId, selectedDirection, context):
                SaveFavoritePage(
                    routeId: routeId,
                    stopId: stopId,
                    initialSelectedDirection: selectedDirection,
                    context: context,
                    updateFavorites: { favorites in
                        favoritesVM.updateFavorites(
                            updatedFavorites: favorites,
                            context: context,
                            defaultDirection: selectedDirection,
                            fcmToken: fcmTokenContainer.token,
                        )
                    },
                    navCallbacks: navCallbacks,
                )

            default:
                EmptyView()
            }
        }
    }

    @ViewBuilder
    var searchHeaderBackground: some View {
        (
            searchObserver.isSearching && navManager.navigationStack.lastSafe().isEntrypoint
                ? Color.fill2 : Color.clear
        ).ignoresSafeArea(.all)
    }

    var navCallbacks: NavigationCallbacks {
        .init(
            onBack: { navManager.goBack() },
            onClose: { navManager.popToEntrypoint() },
            backButtonPresentation: selectedDetent == .almostFull || hideMaps ||
                !navManager.navigationStack.hasFloatingBackButton() ? .header : .floating
        )
    }

    private func handleDeepLink(url: URL?) {
        guard let url, let deepLinkState = DeepLinkState.companion.from(url: url.absoluteString) else { return }
        handleDeepLink(deepLinkState: deepLinkState)
    }

    private func handleDeepLink(deepLinkState: DeepLinkState) {
        navManager.popToEntrypoint()

        switch onEnum(of: deepLinkState) {
        case let .stop(stop):
            let nav = stop.sheetRoute
            navManager.pushNavEntry(.stopDetails(
                stopId: nav.stopId,
                stopFilter: nav.stopFilter,
                tripFilter: nav.tripFilter
            ))

        case let .alert(alert):
            var stop: Stop?
            if let stopId = alert.stopId {
                navManager.pushNavEntry(
                    .stopDetails(stopId: stopId, stopFilter: nil, tripFilter: nil)
                )
                stop = globalData?.getStop(stopId: alert.stopId)
            }
            var line: Line?
            var routes: [Route]?
            if let routeId = alert.routeId {
                let lineOrRouteId = LineOrRoute.Id.companion.fromString(id: routeId)
                let lineOrRoute = globalData?.getLineOrRoute(lineOrRouteId: lineOrRouteId)
                switch onEnum(of: lineOrRoute) {
                case let .line(resolved):
                    line = resolved.line
                    routes = Array(resolved.routes)
                case let .route(resolved):
                    routes = [resolved.route]
                default: break
                }
            }
            navManager.pushNavEntry(
                .alertDetails(alertId: alert.alertId, line: line, routes: routes, stop: stop)
            )

        default: break
        }
    }

    private func vehicleRouteType() -> RouteType? {
        guard let routeId = selectedVehicle?.routeId,
              let route = globalData?.getRoute(routeId: routeId)
        else { return nil }
        return route.type
    }

    private func recordSheetHeight(_ newSheetHeight: CGFloat) {
        /*
         Only update this if we're less than half way up the users screen. Otherwise,
         the entire map is blocked by the sheet anyway, so it doesn't need to respond to height changes
         */

        let mediumSheetHeight = if #available(iOS 26, *) {
            (contentHeight * PresentationDetent.mediumDetentFraction) - 17
        } else {
            (contentHeight * PresentationDetent.mediumDetentFraction) - 5
        }
        guard newSheetHeight < mediumSheetHeight else { return }
        sheetHeight = newSheetHeight
    }

    private func updateTabBarVisibility() {
        let shouldShowTabBar =
            navManager.navigationStack.lastSafe().isEntrypoint
                && !searchObserver.isSearching

        tabBarVisibility = shouldShowTabBar ? .visible : .hidden
    }
}
