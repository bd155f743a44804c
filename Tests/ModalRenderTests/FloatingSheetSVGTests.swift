import ModalCore
import ModalRender
import ModalTestSupport
import Testing

/// The SVG of iOS 26's floating sheet: a card inset 8 pt at a partial detent, its top corners
/// 38 pt and its bottom corners concentric with the display's (62 - 8 = 54 pt), edge attached with square bottom corners at large (iphone-16-pro, 402 x 874;
/// the frames of docs/apple-sheet.md's "iOS 26: the floating sheet").
@Suite("SVG: the iOS 26 floating sheet")
struct FloatingSheetSVGTests {
  @Test(
    "medium is a card at (8, 415.03, 386, 450.97), corners 38 top and 54 bottom; large has square bottom corners"
  )
  func card() throws {
    var environment = Environment(device: try #require(Device.named("iphone-16-pro")))
    environment.ios = .v26
    var m = try presetManager("ios-sheet", environment: environment)
    _ = try m.apply(.present(.key("medium"), animated: false))
    let medium = FrameSVG.render(m, title: "medium")
    // From the top left, clockwise: the top edge between the 38 pt corners, the right edge down
    // to the 54 pt corner that ends at the bottom (415.03 + 450.97 = 866), the bottom edge.
    #expect(
      medium.contains(
        #"<path id="modal" d="M46.00 415.03H356.00A38.00 38.00 0 0 1 394.00 453.03V812.00"#
          + #"A54.00 54.00 0 0 1 340.00 866.00H62.00A54.00 54.00 0 0 1 8.00 812.00"#
          + #"V453.03A38.00 38.00 0 0 1 46.00 415.03Z""#))
    #expect(!medium.contains(#"id="corner-"#))
    _ = try m.apply(.snap(.key("large")))
    _ = try m.apply(.settle)
    let large = FrameSVG.render(m, title: "large")
    #expect(large.contains(#"<rect id="modal" x="0.00" y="62.00" width="402.00" height="812.00""#))
    #expect(large.contains(#"id="corner-bottom-left""#))
  }
}
