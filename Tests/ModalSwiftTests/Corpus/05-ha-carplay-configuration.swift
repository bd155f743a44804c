// Source: https://github.com/home-assistant/iOS/blob/d722d7811aec72397d05837477c5f146943b6248/Sources/App/Settings/CarPlay/CarPlayConfigurationView.swift (Apache-2.0)
// swift-format-ignore-file
import Foundation
import SFSafeSymbols
import Shared
import StoreKit
import SwiftUI
import UIKit

struct CarPlayConfigurationView: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var viewModel: CarPlayConfigurationViewModel

    @State private var isLoaded = false
    @State private var showResetConfirmation = false
    @State private var showAssistSettings = false
    @State private var addItemDestination: CarPlayAddItemDestination?
    @State private var showAddFolderSheet = false
    @State private var newFolderName: String = L10n.Watch.Configuration.Folder.defaultName

    private let needsNavigationController: Bool

    init(needsNavigationController: Bool = true, viewModel: CarPlayConfigurationViewModel? = nil) {
        self.needsNavigationController = needsNavigationController
        self._viewModel = .init(wrappedValue: viewModel ?? CarPlayConfigurationViewModel())
    }

    var body: some View {
        if needsNavigationController {
            NavigationStack {
                content
            }
        } else {
            content
        }
    }

    private var content: some View {
        List {
            carPlayLogo
            tabsSection
            itemsSection
            addEditButtonsSection
            assistSettingsRow
            troubleshootingSection
            resetView
            DebugDatabaseTransferSection(part: .carPlayConfiguration) {
                viewModel.loadConfig()
            }
        }
        .navigationTitle("CarPlay")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar(content: {
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: {
                    if let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                        SKStoreReviewController.requestReview(in: windowScene)
                    }
                    dismiss()
                }, label: {
                    Text(L10n.doneLabel)
                })
            }
        })
        .onAppear {
            // Prevent trigger when popping nav controller
            guard !isLoaded else { return }
            viewModel.loadConfig()
            isLoaded = true
        }
        .sheet(item: $addItemDestination, content: { destination in
            switch destination {
            case .entity, .assist:
                if let magicItemType = destination.magicItemType, let pickerOption = destination.pickerOption {
                    MagicItemAddView(
                        context: .carPlay,
                        initialItemType: magicItemType,
                        visiblePickerOptions: [pickerOption],
                        allowMultipleSelection: true
                    ) { itemToAdd in
                        guard let itemToAdd else { return }
                        viewModel.addItem(itemToAdd)
                    }
                }
            case .assistPrompt:
                NavigationView {
                    AssistPromptMagicItemView(mode: .add) { itemToAdd in
                        viewModel.addItem(itemToAdd)
                    }
                }
                .navigationViewStyle(.stack)
            }
        })
        .alert(viewModel.errorMessage ?? L10n.errorLabel, isPresented: $viewModel.showError) {
            Button(action: {}, label: {
                Text(verbatim: L10n.okLabel)
            })
        }
        .sheet(isPresented: $showAddFolderSheet) {
            addFolderSheet
        }
        .listTopContentMargin()
    }

    @ViewBuilder
    private var addFolderSheet: some View {
        NavigationStack {
            addFolderForm
        }
        .presentationDetents([.medium])
    }

    private var addFolderForm: some View {
        Form {
            Section(L10n.Watch.Configuration.FolderName.title) {
                TextField(L10n.Watch.Configuration.Folder.defaultName, text: $newFolderName)
                    .textInputAutocapitalization(.words)
            }
        }
        .navigationTitle(L10n.Watch.Configuration.NewFolder.title)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(action: { showAddFolderSheet = false }) {
                    Text(L10n.cancelLabel)
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button(action: {
                    let name = newFolderName.trimmingCharacters(in: .whitespacesAndNewlines)
                    viewModel.addFolder(
                        named: name.isEmpty ? L10n.Watch.Configuration.Folder.defaultName : name
                    )
                    showAddFolderSheet = false
                }) {
                    Text(L10n.Watch.Configuration.AddFolder.title)
                }
            }
        }
    }

    private var itemsSection: some View {
        Section(L10n.CarPlay.Navigation.Tab.quickAccess) {
            Picker(L10n.Carplay.Tab.QuickAccess.layout, selection: Binding(
                get: { viewModel.quickAccessLayout },
                set: { newValue in
                    // selectionDisabled is iOS 17+, so also ignore Grid here for iOS 16
                    guard newValue != .grid || isGridLayoutSupported else { return }
                    viewModel.quickAccessLayout = newValue
                }
            )) {
                ForEach(CarPlayQuickAccessLayout.allCases, id: \.rawValue) { layout in
                    layoutPickerOption(layout).tag(layout)
                }
            }
            ForEach(viewModel.config.quickAccessItems, id: \.id) { item in
                makeListItem(item: item)
            }
            .onMove { indices, newOffset in
                viewModel.moveItem(from: indices, to: newOffset)
            }
            .onDelete { indexSet in
                viewModel.deleteItem(at: indexSet)
            }
            addItemButton
        }
    }

    @ViewBuilder
    private func layoutPickerOption(_ layout: CarPlayQuickAccessLayout) -> some View {
        let isUnsupported = layout == .grid && !isGridLayoutSupported
        let label = VStack(alignment: .leading, spacing: 2) {
            Text(layout.name)
            if isUnsupported {
                Text(L10n.CarPlay.Config.QuickAccess.Layout.GridRequirement.subtitle)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        if #available(iOS 17.0, *) {
            label.selectionDisabled(isUnsupported)
        } else {
            label
        }
    }

    private var isGridLayoutSupported: Bool {
        if #available(iOS 26.0, *) {
            return true
        } else {
            return false
        }
    }

    private var addEditButtonsSection: some View {
        Section {
            Toggle(isOn: Binding(
                get: { viewModel.showAddEditButtons },
                set: { viewModel.showAddEditButtons = $0 }
            )) {
                Text(L10n.CarPlay.Config.QuickAccess.ShowAddEditButtons.title)
            }
        } footer: {
            Text(L10n.CarPlay.Config.QuickAccess.ShowAddEditButtons.footer)
        }
    }

    private var addItemButton: some View {
        CarPlayAddItemMenu(
            showAddFolder: true,
            onSelectDestination: { addItemDestination = $0 },
            onAddFolder: {
                newFolderName = ""
                showAddFolderSheet = true
            }
        )
    }

    private func makeListItem(item: MagicItem) -> some View {
        let itemInfo = viewModel.magicItemInfo(for: item) ?? .init(
            id: item.id,
            name: item.id,
            iconName: "",
            customization: nil
        )
        return makeListItemRow(item: item, info: itemInfo)
    }

    @ViewBuilder
    private func makeListItemRow(item: MagicItem, info: MagicItem.Info) -> some View {
        if item.type == .folder {
            NavigationLink {
                CarPlayFolderDetailView(
                    folderId: item.id,
                    viewModel: viewModel
                )
            } label: {
                itemRow(item: item, info: info)
            }
        } else if item.type == .assistPrompt {
            NavigationLink {
                AssistPromptMagicItemView(mode: .edit, item: item) { updatedMagicItem in
                    viewModel.updateItem(updatedMagicItem)
                }
            } label: {
                itemRow(item: item, info: info)
            }
        } else {
            NavigationLink {
                MagicItemCustomizationView(mode: .edit, context: .carPlay, item: item) { updatedMagicItem in
                    viewModel.updateItem(updatedMagicItem)
                }
            } label: {
                itemRow(item: item, info: info)
            }
        }
    }

    private func itemRow(item: MagicItem, info: MagicItem.Info) -> some View {
        HStack {
            Image(uiImage: image(for: item, itemInfo: info, watchPreview: false, color: .accent))
            VStack(alignment: .leading, spacing: 2) {
                Text(title(for: item, info: info))
                // Assist-prompt items show their prompt text; everything else shows the
                // Server • Area • Device context line.
                if let subtitle = subtitle(for: item) ?? info.contextSubtitle {
                    Text(subtitle)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemSymbol: .line3Horizontal)
                .foregroundStyle(.gray)
        }
    }

    private func title(for item: MagicItem, info: MagicItem.Info) -> String {
        if item.type == .assistPrompt,
           let displayText = item.displayText?.trimmingCharacters(in: .whitespacesAndNewlines),
           !displayText.isEmpty {
            return displayText
        }

        return item.name(info: info)
    }

    private func subtitle(for item: MagicItem) -> String? {
        guard item.type == .assistPrompt,
              let assistPrompt = item.assistPrompt?.trimmingCharacters(in: .whitespacesAndNewlines),
              !assistPrompt.isEmpty else {
            return nil
        }

        return assistPrompt
    }

    private func image(
        for item: MagicItem,
        itemInfo: MagicItem.Info,
        watchPreview: Bool,
        color: UIColor? = nil
    ) -> UIImage {
        let icon: MaterialDesignIcons = item.icon(info: itemInfo)

        return icon.image(
            ofSize: .init(width: watchPreview ? 24 : 18, height: watchPreview ? 24 : 18),
            color: color ?? .init(hex: itemInfo.customization?.iconColor)
        )
    }

    private var carPlayLogo: some View {
        Image(.carplayLogo)
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(maxWidth: .infinity, alignment: .center)
            .frame(height: 150)
            .listRowBackground(Color.clear)
    }

    private var tabsSection: some View {
        Section(L10n.CarPlay.Config.Tabs.title) {
            NavigationLink {
                CarPlayTabsSelectionView(viewModel: viewModel)
            } label: {
                Text(viewModel.config.tabs.map { viewModel.config.name(for: $0) }.joined(separator: ", "))
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .animation(.bouncy, value: viewModel.config.tabs)
    }

    private var resetView: some View {
        Button(L10n.CarPlay.Debug.DeleteDb.Reset.title, role: .destructive) {
            showResetConfirmation = true
        }
        .confirmationDialog(
            L10n.CarPlay.Debug.DeleteDb.Alert.title,
            isPresented: $showResetConfirmation,
            titleVisibility: .visible
        ) {
            Button(L10n.yesLabel, role: .destructive) {
                viewModel.deleteConfiguration { success in
                    if success {
                        dismiss()
                    }
                }
            }
            Button(L10n.noLabel, role: .cancel) {}
        }
    }

    /// Opens the same global Assist settings used by the in-app Assist; the CarPlay Assist
    /// session reads the same configuration.
    private var assistSettingsRow: some View {
        Button {
            showAssistSettings = true
        } label: {
            Text(L10n.Assist.Settings.title)
                .foregroundStyle(Color.primary)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .sheet(isPresented: $showAssistSettings) {
            AssistSettingsView()
        }
    }

    private var troubleshootingSection: some View {
        NavigationLink {
            CarPlayTroubleshootingSettingsView()
        } label: {
            Text(L10n.CarPlay.Labels.Settings.Troubleshooting.Section.title)
        }
    }
}

#Preview {
    CarPlayConfigurationView()
}

extension CarPlayConfigurationView: SettingsScreenSearchable {
    static var settingsSearchEntries: [SettingsSearchEntry] {
        [
            SettingsSearchEntry(L10n.CarPlay.Navigation.Tab.quickAccess),
            SettingsSearchEntry(L10n.Carplay.Tab.QuickAccess.layout),
            SettingsSearchEntry(L10n.CarPlay.Config.Tabs.title),
            SettingsSearchEntry(L10n.CarPlay.Config.QuickAccess.ShowAddEditButtons.title),
            SettingsSearchEntry(L10n.Watch.Configuration.AddFolder.title),
            SettingsSearchEntry(L10n.Assist.Settings.title),
        ]
    }
}
