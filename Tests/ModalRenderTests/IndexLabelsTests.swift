import Testing

@testable import ModalRender

/// The labels' cells as text.
private func texts(_ labels: [(start: Int, cells: [UInt32])]) -> [String] {
  labels.map { label in
    "\(label.start):"
      + String(decoding: label.cells.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
  }
}

// The index labels under a row of marks, shared by the outline's column ticks and the plot's
// x axis (IndexLabels.swift).
@Suite("Index labels")
struct IndexLabelsTests {
  @Test("apart, each label starts under its mark")
  func apart() {
    let labels = IndexLabels.joined([(2, 0), (5, 1), (9, 12)], width: 40)
    #expect(texts(labels) == ["2:0", "5:1", "9:12"])
  }

  @Test("one column, and a label that would touch the one before, are joined with commas")
  func joinedWhenTouching() {
    // 1 and 3 share column 4; `1,3` ends in column 6, so 7 (column 7) touches it; 8 in
    // column 10 stays apart.
    let labels = IndexLabels.joined([(4, 1), (4, 3), (7, 7), (10, 8)], width: 40)
    #expect(texts(labels) == ["4:1,3,7", "10:8"])
  }

  @Test("the last label moves left to fit the width, joining the one before when it touches")
  func movedLeft() {
    // `12` at column 19 of a width of 20 moves to column 18; `5` at 10 stays.
    #expect(texts(IndexLabels.joined([(10, 5), (19, 12)], width: 20)) == ["10:5", "18:12"])
    // `123` at column 19 moves to 17, which touches `4,5` (columns 15-17): one label of 7
    // cells, which moves in its turn to column 13.
    #expect(texts(IndexLabels.joined([(15, 4), (15, 5), (19, 123)], width: 20)) == ["13:4,5,123"])
  }

  @Test("a lone label wider than the width starts at 0 and is left wider")
  func tooWide() {
    #expect(texts(IndexLabels.joined([(1, 100), (1, 200)], width: 5)) == ["0:100,200"])
    #expect(IndexLabels.joined([], width: 5).isEmpty)
  }
}
