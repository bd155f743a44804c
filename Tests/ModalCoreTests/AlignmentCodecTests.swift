import Testing

@testable import ModalCore

/// The alignment codec (`"center/bottom"`): the whole text is looked up among the nine
/// combinations of the cases' raw values, so exactly those read, and anything else is refused
/// with one message.
@Suite("Alignment codec")
struct AlignmentCodecTests {
  @Test("the nine combinations read as their cases and format back")
  func everyCombination() throws {
    for horizontal in HorizontalAlignment.allCases {
      for vertical in VerticalAlignment.allCases {
        let text = horizontal.rawValue + "/" + vertical.rawValue
        let parsed = try LayoutCodecs.alignment.parse(text)
        #expect(parsed.0 == horizontal && parsed.1 == vertical, "\(text)")
        #expect(LayoutCodecs.alignment.format(parsed) == text)
      }
    }
  }

  @Test(
    "a missing, empty, extra or misspelt half is refused with the expected form",
    arguments: [
      "", "center", "center/", "/top", "a/b/c", "center/bottom/x", "centre/bottom", "Center/bottom",
    ])
  func refused(_ text: String) {
    #expect {
      _ = try LayoutCodecs.alignment.parse(text)
    } throws: { error in
      (error as? ValueError)?.message
        == LayoutCodecs.alignmentExpected + ", got " + SchemaText.quoted(text)
    }
  }
}
