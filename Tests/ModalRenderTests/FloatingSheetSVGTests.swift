import ModalCore
import ModalRender
import ModalTestSupport
import Testing

/// The SVG of iOS 26's floating sheet: a card inset 8 pt with all four corners rounded at a
/// partial detent, edge attached with square bottom corners at large (iphone-16-pro, 402 x 874;
/// the frames of docs/apple-sheet.md's "iOS 26: the floating sheet").
@Suite("SVG: the iOS 26 floating sheet")
struct FloatingSheetSVGTests {
  @Test("medium is a rounded card at (8, 415.03, 386, 450.97); large has square bottom corners")
  func card() throws {
    var environment = Environment(device: try #require(Device.named("iphone-16-pro")))
    environment.ios = .v26
    var m = try presetManager("ios-sheet", environment: environment)
    _ = try m.apply(.present(.key("medium"), animated: false))
    let medium = FrameSVG.render(m, title: "medium")
    #expect(
      medium.contains(
        #"<rect id="modal" x="8.00" y="415.03" width="386.00" height="450.97" rx="38.00""#))
    #expect(!medium.contains(#"id="corner-"#))
    _ = try m.apply(.snap(.key("large")))
    _ = try m.apply(.settle)
    let large = FrameSVG.render(m, title: "large")
    #expect(large.contains(#"<rect id="modal" x="0.00" y="62.00" width="402.00" height="812.00""#))
    #expect(large.contains(#"id="corner-bottom-left""#))
  }
}
