import ModalCore
import ModalSupport
import ModalTestSupport
import Testing

@testable import ModalRender

// Issue 17: the outline's canvas writes its cells through pointers and stores four bytes per
// cell, and the title is written straight into the top line. These tests hold the new paths to
// the behaviour they replace: exact byte lengths, a writer checked against the drawing spelled
// with Strings, and the title checked against the part-by-part cutting it used to do.

/// The text a cell stands for, spelled with Strings (as a test reference).
private func referenceText(_ cell: UInt32, extras: [String]) -> String {
  if cell & 0xFF == OutlineCanvas.extraMark { return extras[Int(cell >> 8)] }
  var bytes: [UInt8] = []
  var rest = cell
  repeat {
    bytes.append(UInt8(truncatingIfNeeded: rest))
    rest >>= 8
  } while rest != 0
  return String(decoding: bytes, as: UTF8.self)
}

@Suite("Outline canvas: pointers, the four-byte store, the title")
struct OutlineCanvasTests {
  @Test("a packed cell stores its significant bytes, at least one")
  func packedLengths() {
    let cases: [(UInt32, Int)] = [
      (0, 1), (0x20, 1), (0x7E, 1), (OutlineCanvas.packed("é"), 2),
      (OutlineCanvas.packed("─"), 3), (OutlineCanvas.packed("▦"), 3),
      (OutlineCanvas.packed("𝄞"), 4),
    ]
    var bytes = [UInt8](repeating: 0xEE, count: 8)
    for (cell, length) in cases {
      let count = bytes.withUnsafeMutableBufferPointer { buffer in
        OutlineCanvas.storePacked(cell, to: buffer.baseAddress!, at: 2) - 2
      }
      #expect(count == length, "cell \(String(cell, radix: 16))")
      #expect(Array(bytes[2..<(2 + count)]) == Array(referenceText(cell, extras: []).utf8))
    }
  }

  @Test("writes outside the grid are ignored; fill and put clip to it")
  func clipping() {
    let canvas = OutlineCanvas(width: 4, height: 2)
    canvas[-1, 0] = 0x41
    canvas[0, -1] = 0x41
    canvas[2, 0] = 0x41
    canvas[0, 4] = 0x41
    #expect(canvas.string() == "\n\n")
    canvas.fill(0x2D, line: 1, from: -3, through: 9)
    canvas.put([0x61, 0x62, 0x63], line: 0, column: 2)
    #expect(canvas.string() == "  ab\n----\n")
    #expect(canvas[0, 3] == 0x62)
    #expect(canvas[5, 5] == OutlineCanvas.space)
  }

  @Test("1 000 random grids write what their cells spell, colour on and off")
  func randomGrids() {
    var rng = SeededGenerator(seed: 0x17_0C_A4_7A5)
    let texts = ["a", " ", "─", "▦", "é", "𝄞", "👩‍👩‍👧", "e\u{301}", "~", "x"]
    for round in 0..<1000 {
      let width = rng.whole(0...12)
      let height = rng.whole(0...5)
      let painted = rng.chance(0.5)
      let canvas = OutlineCanvas(width: width, height: height, painted: painted)
      var expectedLines: [[(String, UInt8)]] = Array(
        repeating: Array(repeating: (" ", 0), count: width), count: height)
      for _ in 0..<rng.whole(0...30) {
        let line = rng.whole(-1...height)
        let column = rng.whole(-1...width)
        let pen = UInt8(rng.whole(0...3))
        canvas.pen = pen
        let cells = canvas.text(rng.pick(texts))
        canvas[line, column] = cells[0]
        if line >= 0, line < height, column >= 0, column < width {
          expectedLines[line][column] = (referenceText(cells[0], extras: canvas.extras), pen)
        }
      }
      var expected = ""
      for line in expectedLines {
        var cells = line[...]
        while let last = cells.last, last.0 == " " { cells = cells.dropLast() }
        var current: UInt8 = 0
        for (text, pen) in cells {
          let paint = painted ? pen : 0
          if paint != current {
            if current != 0 { expected += Highlight.reset.description }
            current = paint
            if let highlight = Highlight(rawValue: paint) {
              expected += highlight.start.description
            }
          }
          expected += text
        }
        if current != 0 { expected += Highlight.reset.description }
        expected += "\n"
      }
      #expect(canvas.string() == expected, "round \(round)")
      let bytes = ByteBuffer()
      canvas.append(to: bytes)
      #expect(bytes.count == expected.utf8.count, "round \(round)")
    }
  }

  @Test("ASCII detection, cell counts and numbers")
  func textsAndNumbers() {
    #expect(OutlineCanvas.isASCII("iphone-14"))
    #expect(OutlineCanvas.isASCII(""))
    #expect(!OutlineCanvas.isASCII("café"))
    #expect(OutlineCanvas.cellCount("e\u{301}te\u{301}") == 3)
    #expect(OutlineCanvas.integerCellCount(0) == 1)
    #expect(OutlineCanvas.integerCellCount(-7) == 2)
    #expect(OutlineCanvas.integerCellCount(1000) == 4)
    #expect(OutlineCanvas.integerCellCount(Int.min) == 20)
    #expect(OutlineCanvas.numberCellCount(390) == 3)
    #expect(OutlineCanvas.numberCellCount(333.3) == 6)
    #expect(
      OutlineCanvas.numberCellCount(1e15) == FixedFormat.format(1e15, decimals: 2).utf8.count)
    #expect(OutlineCanvas.numberCellCount(-0.5, decimals: 0) == 2)
    let canvas = OutlineCanvas(width: 12, height: 1)
    #expect(canvas.putNumber(-12.5, line: 0, column: 1, end: 5) == 5)
    #expect(canvas.putClipped("ab\tc", line: 0, column: 5, end: 12) == 9)
    #expect(canvas.putInteger(42, line: 0, column: 10, end: 12) == 12)
    #expect(canvas.string() == " -12.ab c 42\n")
  }

  /// The title's top line as it was drawn before (each part cut to what was left of the
  /// limit, with an ellipsis), spelled with Strings, for a box of `columns` inner columns.
  static func referenceTitleLine(_ scene: FrameScene, columns: Int) -> String {
    func cells(_ text: String) -> [String] {
      text.map { character in
        character.isNewline
          || character.unicodeScalars.contains {
            $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0)
          } ? " " : String(character)
      }
    }
    func number(_ value: Double) -> String {
      value == value.rounded() && Swift.abs(value) < 1e15
        ? String(Int(value)) : FixedFormat.format(value, decimals: 2)
    }
    var line = ["┌"] + Array(repeating: "─", count: columns) + ["┐"]
    let name = cells(scene.deviceName)
    let orientation = cells(scene.orientation.rawValue)
    let size = cells(number(scene.container.width) + "x" + number(scene.container.height))
    let full = name.count + 1 + orientation.count + 1 + size.count
    let short = name.count + 1 + size.count
    let limit = columns - 4
    guard limit >= 2 else { return line.joined() }
    let parts: [[String]] =
      full <= limit
      ? [name, orientation, size]
      : (short <= limit ? [name, size] : (size.count <= limit ? [size] : [name, size]))
    let count = parts.map(\.count).reduce(0, +) + parts.count - 1
    var column = 3
    for (i, part) in parts.enumerated() {
      let room = limit - (column - 3)
      let kept =
        part.count <= room ? part : (room <= 0 ? [] : Array(part.prefix(room - 1)) + ["…"])
      for cell in kept {
        line[column] = cell
        column += 1
      }
      if i < parts.count - 1, column - 3 < limit {
        line[column] = " "
        column += 1
      }
    }
    let written = column - 3
    if count > limit { line[2 + written] = "…" }
    line[2] = " "
    line[3 + written] = " "
    return line.joined()
  }

  @Test("2 000 random titles read as the part-by-part cutting drew them")
  func randomTitles() {
    var rng = SeededGenerator(seed: 0x717_1E5)
    let names = [
      "", "a", "iphone-14", "ipad-pro-13", "custom", "café", "e\u{301}te\u{301}", "日本語の端末",
      "👩‍👩‍👧 family",
      "tab\tand\nnewline", "a-device-name-far-too-long-for-any-box",
    ]
    let sizes: [Double] = [
      390, 844, 1, 0, -20, 333.3, 0.005, 1e15, 1e16, 12345.678, 2732, .nan, .infinity,
    ]
    for round in 0..<2000 {
      let width = rng.pick(sizes)
      let height = rng.pick(sizes)
      let scene = FrameScene(
        deviceName: rng.pick(names), orientation: rng.chance(0.5) ? .portrait : .landscape,
        container: Size(width: width, height: height), safeArea: .zero, keyboard: nil,
        direction: rng.pick(SnapDirection.allCases), modal: nil, cornerRadius: 0,
        maskedCorners: [], dim: 0, opacity: 1, handleEdge: nil, label: nil, ticks: [])
      let drawing = Outline.render(scene, style: OutlineStyle(width: rng.whole(4...160)))
      let top = String(drawing.prefix { $0 != "\n" })
      let columns = top.count - 2
      #expect(
        top == Self.referenceTitleLine(scene, columns: columns),
        "round \(round): \(scene.deviceName) \(width)x\(height), \(columns) columns")
    }
  }

  @Test("tick entries come by position then index, whatever order the ticks are in")
  func tickOrder() {
    var rng = SeededGenerator(seed: 0x71C4_0D3E)
    for round in 0..<500 {
      let direction = rng.pick(SnapDirection.allCases)
      let count = rng.whole(0...12)
      var positions = (0..<count).map { _ in Double(rng.whole(-100...1000)) }
      switch rng.whole(0...2) {
      case 0: positions.sort()
      case 1: positions.sort(by: >)
      default: break
      }
      let ticks = positions.enumerated().map { index, position in
        FrameScene.Tick(
          index: rng.chance(0.2) ? rng.whole(0...20) : index, position: position,
          isCurrent: rng.chance(0.2))
      }
      let scene = FrameScene(
        deviceName: "custom", orientation: .portrait, container: Size(width: 390, height: 844),
        safeArea: .zero, keyboard: nil, direction: direction, modal: nil, cornerRadius: 0,
        maskedCorners: [], dim: 0, opacity: 1, handleEdge: nil, label: nil, ticks: ticks)
      let cells = rng.whole(1...30)
      let entries = OutlineRenderer.tickEntries(scene, cells: cells)
      let length = direction.axis == .vertical ? 844.0 : 390.0
      let startEdge = direction == .bottomToTop || direction == .rightToLeft
      let expected = ticks.map { tick -> (Int, Int, Bool) in
        let cell =
          startEdge
          ? OutlineSpan.startCell(tick.position, length: length, cells: cells)
          : OutlineSpan.endCell(tick.position, length: length, cells: cells)
        return (cell < 0 ? 0 : (cell >= cells ? cells + 1 : cell + 1), tick.index, tick.isCurrent)
      }.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
      #expect(entries.map(\.position) == expected.map(\.0), "round \(round)")
      #expect(entries.map(\.index) == expected.map(\.1), "round \(round)")
    }
  }
}
