import ModalCore
import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalRender

// Issue 16, "Drawings that read": each element of the outline has a glyph of its own in both
// character sets, ticks sit in the column or row of the edge they mark, and colour marks the
// modal, the dim, the keyboard and the current tick without changing a character.

/// The drawing's lines as arrays of characters (every glyph is one character, one column).
func drawingCells(_ drawing: String) -> [[Character]] {
  drawing.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
}

/// The character at a line and column of a drawing (a space past a line's end).
func glyph(_ cells: [[Character]], _ line: Int, _ column: Int) -> Character {
  line < cells.count && column < cells[line].count ? cells[line][column] : " "
}

/// The character of a canvas cell (its UTF-8 bytes, first lowest).
func cellText(_ cell: UInt32) -> String {
  var bytes: [UInt8] = []
  var rest = cell
  while rest != 0 {
    bytes.append(UInt8(truncatingIfNeeded: rest))
    rest >>= 8
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Every ANSI SGR sequence removed.
func strippingEscapes(_ text: String) -> String {
  var result = ""
  var escaping = false
  for character in text {
    if escaping {
      if character == "m" { escaping = false }
    } else if character == "\u{1B}" {
      escaping = true
    } else {
      result.append(character)
    }
  }
  return result
}

/// The glyphs one character set gives the elements the issue names.
struct ElementGlyphs {
  var ascii: Bool
  var squareCorners: [Character]
  var roundCorners: [Character]
  var handleHorizontal: Character
  var handleVertical: Character
  var keyboard: Character
  var dims: [Character]
  var safeLeft: Character
  var safeBottom: Character

  static let unicode = ElementGlyphs(
    ascii: false, squareCorners: ["┏", "┓", "┗", "┛"], roundCorners: ["╭", "╮", "╰", "╯"],
    handleHorizontal: "▬", handleVertical: "▮", keyboard: "▦", dims: [".", "░", "▒", "▓"],
    safeLeft: "├", safeBottom: "┴")
  static let ascii = ElementGlyphs(
    ascii: true, squareCorners: ["[", "]", "[", "]"], roundCorners: ["/", "\\", "\\", "/"],
    handleHorizontal: "=", handleVertical: "=", keyboard: "#", dims: [".", ":", "%", "@"],
    safeLeft: "*", safeBottom: "*")
  static let both = [unicode, ascii]
}

@Suite("Glyphs: each element its own character, in both sets")
struct GlyphElementTests {
  // demo01 at point 1 (OutlineTests): rows 16-23 (lines 17-24), columns 0-21 (text columns
  // 1-22), radius 25 on the top corners only; the handle one row inside the top edge, text
  // columns 10-13; the safe-area marks on lines 2 and 24 of the left border.
  @Test("the modal's rounded and square corners, the handle and the safe-area marks")
  func modalCornersHandleSafeArea() throws {
    for set in ElementGlyphs.both {
      let cells = drawingCells(outlineDrawing(try presented("demo01", at: 1), ascii: set.ascii))
      #expect(glyph(cells, 17, 1) == set.roundCorners[0], "\(set.ascii)")
      #expect(glyph(cells, 17, 22) == set.roundCorners[1], "\(set.ascii)")
      #expect(glyph(cells, 24, 1) == set.squareCorners[2], "\(set.ascii)")
      #expect(glyph(cells, 24, 22) == set.squareCorners[3], "\(set.ascii)")
      #expect(cells[18][10...13].allSatisfy { $0 == set.handleHorizontal }, "\(set.ascii)")
      #expect(glyph(cells, 18, 9) == " " && glyph(cells, 18, 14) == " ", "\(set.ascii)")
      #expect(glyph(cells, 2, 0) == set.safeLeft, "\(set.ascii)")
      #expect(glyph(cells, 24, 0) == set.safeLeft, "\(set.ascii)")
      // The container keeps its corners: the modal's are its own.
      #expect(glyph(cells, 0, 0) == (set.ascii ? "+" : "┌"), "\(set.ascii)")
      #expect(glyph(cells, 25, 0) == (set.ascii ? "+" : "└"), "\(set.ascii)")
    }
  }

  // A modal with no radius: all four corners square. demo01's point 1 with the radius 0 and
  // every corner masked.
  @Test("a modal without a radius has four square corners of its own")
  func squareModal() throws {
    var scene = FrameScene(try presented("demo01", at: 1))
    scene.cornerRadius = 0
    for set in ElementGlyphs.both {
      let cells = drawingCells(Outline.render(scene, style: OutlineStyle(ascii: set.ascii)))
      #expect(
        [glyph(cells, 17, 1), glyph(cells, 17, 22), glyph(cells, 24, 1), glyph(cells, 24, 22)]
          == set.squareCorners, "\(set.ascii)")
    }
  }

  // demo03 at point 1, a left drawer: columns 0-11 (text columns 1-12), rows 4-19 (lines
  // 5-20); its handle on the right edge, one column inside (text column 11), two rows centred
  // in the 14 inner rows 5-18: rows 11 and 12 (lines 12-13).
  @Test("the handle of a drawer runs down a column")
  func verticalHandle() throws {
    for set in ElementGlyphs.both {
      let cells = drawingCells(outlineDrawing(try presented("demo03", at: 1), ascii: set.ascii))
      #expect(glyph(cells, 12, 11) == set.handleVertical, "\(set.ascii)")
      #expect(glyph(cells, 13, 11) == set.handleVertical, "\(set.ascii)")
      #expect(glyph(cells, 11, 11) == " " && glyph(cells, 14, 11) == " ", "\(set.ascii)")
      #expect(glyph(cells, 5, 12) == set.roundCorners[1], "\(set.ascii)")
    }
  }

  // Each dim level fills the cells around the modal: line 1, column 1 is above demo01's
  // point 1.
  @Test("each dim level has its glyph")
  func dimLevels() throws {
    let base = FrameScene(try presented("demo01", at: 1))
    for set in ElementGlyphs.both {
      for (dim, expected) in zip([0.1, 0.3, 0.6, 0.9], set.dims) {
        var scene = base
        scene.dim = dim
        let cells = drawingCells(Outline.render(scene, style: OutlineStyle(ascii: set.ascii)))
        #expect(glyph(cells, 1, 1) == expected, "\(set.ascii) \(dim)")
        #expect(glyph(cells, 16, 22) == expected, "\(set.ascii) \(dim)")
      }
      var clear = base
      clear.dim = 0.04
      let cells = drawingCells(Outline.render(clear, style: OutlineStyle(ascii: set.ascii)))
      #expect(glyph(cells, 1, 1) == " ", "\(set.ascii)")
    }
  }

  // modalkit, present, keyboard 300 (the issue's case): a 0.5 dim and a 300 pt keyboard. The
  // band is 844 - 300 = 544 pt down: rows floor(544 / 844 x 24) = 15 to 23, lines 16-24; its
  // label ` keyboard 300 ` (14 cells) centred in 22 columns on the middle row 19 (line 20),
  // from text column 1 + 4 = 5. Above it the dim is the dense level.
  @Test("the keyboard's band is told apart from a 0.5 dim")
  func keyboardOverDim() throws {
    var scene = FrameScene(try presented("modalkit", at: 1))
    scene.dim = 0.5
    scene.keyboard = Rect(x: 0, y: 544, width: 390, height: 300)
    for set in ElementGlyphs.both {
      let cells = drawingCells(Outline.render(scene, style: OutlineStyle(ascii: set.ascii)))
      #expect(glyph(cells, 1, 1) == set.dims[2], "\(set.ascii)")
      for line in 16...24 {
        #expect(glyph(cells, line, 1) == set.keyboard, "\(set.ascii) \(line)")
        #expect(glyph(cells, line, 22) == set.keyboard, "\(set.ascii) \(line)")
      }
      #expect(String(cells[20][5..<19]) == " keyboard 300 ", "\(set.ascii)")
      #expect(glyph(cells, 15, 1) != set.keyboard, "\(set.ascii)")
      #expect(set.keyboard != set.dims[2] && set.keyboard != set.dims[3])
    }
  }

  // A left inset: the bottom border's mark, at the inset's end cell. 44 pt of 390 in 22
  // columns: ceil(2.48) - 1 = 2, text column 3.
  @Test("the safe-area mark on the bottom border")
  func bottomSafeMark() throws {
    var scene = FrameScene(try presented("demo01", at: 1))
    scene.safeArea = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
    for set in ElementGlyphs.both {
      let cells = drawingCells(Outline.render(scene, style: OutlineStyle(ascii: set.ascii)))
      #expect(glyph(cells, 25, 3) == set.safeBottom, "\(set.ascii)")
      #expect(glyph(cells, 25, 2) == (set.ascii ? "-" : "─"), "\(set.ascii)")
    }
  }

  @Test("the named elements share no glyph with any other element of the legend")
  func ownGlyphs() {
    for glyphs in [OutlineGlyphs.unicode, OutlineGlyphs.ascii] {
      let named: [[UInt32]] = [
        [glyphs.keyboard], [glyphs.shadeLight], [glyphs.shadeMedium], [glyphs.shadeDense],
        [glyphs.shadeFull], [glyphs.safeMarkLeft, glyphs.safeMarkBottom],
        [
          glyphs.modalTopLeft, glyphs.modalTopRight, glyphs.modalBottomLeft,
          glyphs.modalBottomRight,
        ],
        [
          glyphs.roundTopLeft, glyphs.roundTopRight, glyphs.roundBottomLeft,
          glyphs.roundBottomRight,
        ],
        [glyphs.handleHorizontal, glyphs.handleVertical],
      ]
      for element in named {
        let others = glyphs.legend.filter { $0.glyphs != element }.flatMap(\.glyphs)
        for cell in element {
          #expect(!others.contains(cell), "\(cellText(cell)) is shared")
        }
      }
    }
  }

  @Test("the plot's curve turns with its own ASCII glyphs, not the axes' +")
  func plotCurveGlyphs() {
    let ascii = PlotGlyphs.ascii
    let curve = [ascii.riseFrom, ascii.riseTo, ascii.fallFrom, ascii.fallTo]
    #expect(curve.map(cellText) == ["'", ".", ".", "'"])
    for axis in [ascii.labelledAxis, ascii.corner, ascii.mark] {
      #expect(!curve.contains(axis))
    }
  }
}

@Suite("Glyphs: a tick sits on the edge it marks")
struct TickAlignmentTests {
  /// The line of the current tick's `◀` right of the box (vertical directions).
  func currentTickLine(_ cells: [[Character]], boxWidth: Int) -> Int? {
    cells.indices.first { glyph(cells, $0, boxWidth + 1) == "◀" }
  }

  // A bottom sheet (demo01, point 2): its top edge at 388 pt, row floor(11.03) = 11, line 12;
  // the top border and the tick both there.
  @Test("bottom sheet: the tick on the modal's top border line")
  func bottom() throws {
    let cells = drawingCells(outlineDrawing(try presented("demo01", at: 2)))
    #expect(glyph(cells, 12, 1) == "╭")
    #expect(currentTickLine(cells, boxWidth: 24) == 12)
    #expect(String(cells[12][24...]) == " ◀ 2")
  }

  // A top sheet (demo04, point 1): its bottom edge, row 6 (line 7), and the tick there.
  @Test("top sheet: the tick on the modal's bottom border line")
  func top() throws {
    let cells = drawingCells(outlineDrawing(try presented("demo04", at: 1)))
    #expect(glyph(cells, 7, 1) == "╰")
    #expect(glyph(cells, 8, 1) == " ")
    #expect(currentTickLine(cells, boxWidth: 24) == 7)
  }

  // A left drawer (demo03, the issue's case): point 1's right edge at 15 + 195 = 210 pt,
  // 210 / 390 x 22 = 11.85, cell ceil(11.85) - 1 = 11, text column 12: the border and the mark
  // (line rows + 2 = 26). Point 2's right edge (the card, cell 20, text column 21) too.
  @Test("left drawer: the mark in the modal's right border column")
  func left() throws {
    let first = drawingCells(outlineDrawing(try presented("demo03", at: 1)))
    #expect(glyph(first, 5, 12) == "╮")
    #expect(glyph(first, 26, 12) == "▲")
    #expect(glyph(first, 26, 11) == " " && glyph(first, 26, 13) == " ")
    #expect(glyph(first, 26, 21) == "│")
    let second = drawingCells(outlineDrawing(try presented("demo03", at: 2)))
    #expect(glyph(second, 2, 21) == "╮")
    #expect(glyph(second, 26, 21) == "▲")
  }

  // A right drawer (demo12): point 1's left edge at 185 pt, floor(185 / 390 x 22) = 10, text
  // column 11; point 2's at 10 pt, cell 0, text column 1.
  @Test("right drawer: the mark in the modal's left border column")
  func right() throws {
    let first = drawingCells(outlineDrawing(try presented("demo12", at: 1)))
    #expect(glyph(first, 7, 11) == "╭")
    #expect(glyph(first, 26, 11) == "▲")
    #expect(glyph(first, 26, 1) == "│")
    let second = drawingCells(outlineDrawing(try presented("demo12", at: 2)))
    #expect(glyph(second, 7, 1) == "╭")
    #expect(glyph(second, 26, 1) == "▲")
  }
}

@Suite("Glyphs: colour marks the modal, the dim, the keyboard and the current tick")
struct OutlineColourTests {
  static let modal = "\u{1B}[36m"
  static let dim = "\u{1B}[34m"
  static let keyboard = "\u{1B}[35m"
  static let current = "\u{1B}[1;32m"
  static let reset = "\u{1B}[0m"

  func scenes() throws -> [FrameScene] {
    var keyboard = FrameScene(try presented("modalkit", at: 1))
    keyboard.dim = 0.5
    keyboard.keyboard = Rect(x: 0, y: 544, width: 390, height: 300)
    return [
      keyboard, FrameScene(try presented("demo01", at: 2)),
      FrameScene(try presented("demo03", at: 1)), FrameScene(try presented("deck", at: 1)),
    ]
  }

  @Test("without the escapes the coloured drawing is the colourless one, in both sets")
  func readsTheSame() throws {
    for scene in try scenes() {
      for ascii in [false, true] {
        for width in [40, 80] {
          let plain = Outline.render(scene, style: OutlineStyle(width: width, ascii: ascii))
          let coloured = Outline.render(
            scene, style: OutlineStyle(width: width, ascii: ascii, color: true))
          #expect(coloured != plain)
          #expect(strippingEscapes(coloured) == plain)
          let bytes = ByteBuffer()
          Outline.render(
            scene, style: OutlineStyle(width: width, ascii: ascii, color: true), into: bytes)
          #expect(bytes.string == coloured)
        }
      }
    }
  }

  // demo01 at point 2, dim 0.1: line 1 is the dim's light shade in 22 cells (and point 5's
  // tick, not current: no colour); line 12 the
  // modal's top border (text columns 1-22) and the current tick; line 13 the handle (text
  // columns 10-13) between the modal's sides.
  @Test("the exact sequences: dim, modal border, handle, current tick")
  func exactSequences() throws {
    let lines = Outline.render(
      FrameScene(try presented("demo01", at: 2)), style: OutlineStyle(color: true)
    ).split(separator: "\n").map(String.init)
    let (m, d, c, r) = (Self.modal, Self.dim, Self.current, Self.reset)
    #expect(lines[1] == "│\(d)\(String(repeating: ".", count: 22))\(r)│ ─ 5")
    #expect(lines[12] == "│\(m)╭────────────────────╮\(r)│ \(c)◀\(r) 2")
    #expect(lines[13] == "│\(m)│\(r)        \(m)▬▬▬▬\(r)        \(m)│\(r)│")
  }

  // The keyboard scene: line 16 is the band's first row, line 20 holds its label (text
  // columns 5-18), in the band's colour too.
  @Test("the keyboard's band and label in the keyboard's colour")
  func keyboardSequence() throws {
    let lines = Outline.render(try scenes()[0], style: OutlineStyle(color: true))
      .split(separator: "\n").map(String.init)
    let (k, r) = (Self.keyboard, Self.reset)
    #expect(lines[16] == "│\(k)\(String(repeating: "▦", count: 22))\(r)│")
    #expect(
      lines[20] == "│\(k)▦▦▦▦ keyboard 300 ▦▦▦▦\(r)│")
  }

  // demo03 at point 1: the current mark below the box, text column 12 of line 26.
  @Test("the current mark below the box of a drawer")
  func columnTick() throws {
    let lines = Outline.render(
      FrameScene(try presented("demo03", at: 1)), style: OutlineStyle(color: true)
    ).split(separator: "\n").map(String.init)
    #expect(lines[26] == "◂           \(Self.current)▲\(Self.reset)        │ ▸")
  }

  @Test("the plot's curve in its colour; the chart reads the same without it")
  func plotCurve() throws {
    let manager = try presented("demo01", at: 1)
    for ascii in [false, true] {
      let plain = Plot.render(
        manager.interpolator, property: .height, current: 0.3, style: OutlineStyle(ascii: ascii))
      let coloured = Plot.render(
        manager.interpolator, property: .height, current: 0.3,
        style: OutlineStyle(ascii: ascii, color: true))
      #expect(strippingEscapes(coloured) == plain)
      #expect(coloured.contains("\u{1B}[32m"))
      // Only the curve rows (lines 1-12) are coloured.
      let lines = coloured.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(!lines[0].contains("\u{1B}") && !lines[13].contains("\u{1B}"))
    }
  }
}
