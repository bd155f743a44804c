import ModalCore
import Testing

@testable import ModalShell

@Suite("Peer presets in the shell")
struct PeerPresetListingTests {
  /// Each peer preset and the library its summary names.
  static let libraries: [(String, String)] = [
    ("modalkit", "ModalKit"), ("modalkit-content", "ModalKit"),
    ("square-card", "Square's Modals"), ("deck", "DeckTransition"),
    ("half-modal", "UIKit half modal"), ("panmodal", "PanModal"),
    ("floatingpanel", "FloatingPanel"), ("ios-sheet", "UISheetPresentationController"),
    ("swiftui-sheet", "SwiftUI"),
    ("material", "Material BottomSheetBehavior"),
    ("flutter", "Flutter DraggableScrollableSheet"),
    ("compose", "Compose Material 3 ModalBottomSheet"),
    ("gorhom", "@gorhom/bottom-sheet"),
  ]

  @Test("`presets` lists every peer after the demos, on a line naming its library")
  func presetsListing() throws {
    var session = try quietSession(presented: false)
    // One row a preset: wide enough that no description wraps (wrapping: FitTests).
    session.options.width = 200
    let listing = outputs(&session, "presets").out
    let rows = listing.split(separator: "\n").map(String.init)
    let names = rows.dropFirst().map { String($0.prefix { $0 != " " }) }
    #expect(names.suffix(Self.libraries.count) == Self.libraries.map(\.0)[...])
    for (name, library) in Self.libraries {
      let row = rows.first { $0.hasPrefix(name + " ") }
      #expect(row?.contains(library) == true, "\(name): \(row ?? "missing")")
    }
  }

  @Test("`preset NAME` loads each peer, and presenting it works", arguments: libraries.map(\.0))
  func loads(name: String) throws {
    var session = try quietSession(presented: false)
    #expect(outputs(&session, "preset \(name)").err == "")
    #expect(session.documentName == name)
    #expect(outputs(&session, "present").err == "")
    #expect(session.manager.isVisible)
  }
}
