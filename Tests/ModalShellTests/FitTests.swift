import ModalCore
import ModalRender
import ModalSupport
import Testing

@testable import ModalShell

/// Issue 16, "Fit the terminal": every listing wraps at the width, tables leave out columns in
/// their documented order, the outline follows the window's rows, and the help topics are
/// generated from their declarations.
@Suite("Fitting the terminal")
struct FitTests {
  /// A session at `width` with the outline drawn.
  func session(
    _ preset: String = "demo01", width: Int, height: Int? = nil, presented: Bool = true
  ) throws -> Session {
    var options = ShellOptions()
    options.width = width
    options.height = height
    var session = try Session(preset: preset, options: options, files: MemoryFileSystem())
    if presented {
      session.run("present")
      _ = session.takeOutput()
    }
    return session
  }

  /// The widest line of a text, in terminal columns.
  func widest(_ text: String) -> Int {
    text.split(separator: "\n").map { TextWrap.columns($0) }.max() ?? 0
  }

  /// Every listing, and a step's lines, at 40 and 80 columns: no line passes the width.
  @Test(
    "no listing is wider than the width",
    arguments: [40, 80],
    [
      "help", "help set", "help present", "help snap", "help values", "help paths",
      "help outline", "help peers", "help handoff", "presets", "snaps", "devices", "lint",
      "config", "plot", "state", "show", "drag 100pt", "explain", "release", "animated snap",
    ])
  func listingWidths(width: Int, line: String) throws {
    for preset in ["demo01", "modalkit", "demo03", "ios-sheet"] {
      var session = try session(preset, width: width)
      if line == "explain" || line == "release" {
        _ = outputs(&session, "drag -200pt")
        if line == "explain" { _ = outputs(&session, "release") }
      }
      if line == "animated snap" { _ = outputs(&session, "animate on") }
      let (out, err) = outputs(&session, line == "animated snap" ? "snap 2" : line)
      #expect(err == "", "\(preset): \(line)")
      #expect(
        widest(out) <= width, "\(preset): \(line) at \(width):\n\(out)")
    }
  }

  @Test("presets wrap their description under its column, on words")
  func presetsWrap() throws {
    let text = Listings.presets(width: 40)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "preset            what it is")
    let modalkit = try #require(lines.firstIndex { $0.hasPrefix("modalkit ") })
    #expect(lines[modalkit] == "modalkit          ModalKit: small /")
    #expect(lines[modalkit + 1] == "                  medium / large sheet")
    #expect(widest(text) <= 40)
  }

  @Test("snaps abbreviates the kinds, then leaves out radius, dim, x, y ... and says which")
  func snapsDropColumns() throws {
    let session = try session(width: 40)
    let text = Listings.snaps(session.manager, width: 40)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("   index  ") == true)
    #expect(lines.last == "  dim, x, y, kind, snap)")
    #expect(widest(text) <= 40)
    let wide = Listings.snaps(session.manager, width: 200)
    #expect(!wide.contains("left out"))
    #expect(wide.split(separator: "\n")[0].hasSuffix("radius  dim   snap"))
  }

  @Test("help snaps and help devices say how the tables fit, from their declarations")
  func fittingHelp() {
    #expect(
      Help.text(for: "snaps", width: 1000).hasSuffix(
        "\n\nNarrower than the table: kind abbreviated (betw = inBetween, over = overshoot, std = standard, under = undershoot); then radius, dim, x, y, kind, snap, percent, key left out in this order (named under it)."
      ))
    #expect(
      Help.text(for: "devices", width: 1000).hasSuffix(
        "\n\nNarrower than the table: landscape safe area, safe area (t l b r) left out in this order (named under it)."
      ))
  }

  @Test("the table leaves out columns in its drop order and wraps a prose column")
  func tableRule() {
    var table = TextTable(
      header: ["a", "bb", "c"], rows: [["1", "22", "three four five six"]], fitting: [.drop(1)],
      wrapsLast: true)
    #expect(table.render(width: 80) == "a  bb  c\n1  22  three four five six\n")
    #expect(
      table.render(width: 18) == """
        a  c
        1  three four five
           six
        (left out to fit
          18 columns: bb)

        """)
    table.wrapsLast = false
    #expect(table.render() == "a  bb  c\n1  22  three four five six\n")
  }

  @Test(
    "an abbreviated column is measured again, a wide cell padded by its columns, and a prose cell past half the width goes under the row"
  )
  func tableAbbreviatesAndMovesProse() {
    let table = TextTable(
      header: ["name", "kind", "note"],
      rows: [["α", "standard", "one two three"], ["bb", "overshoot", "x"]],
      fitting: [.abbreviate(1, ["standard": "std", "overshoot": "over"])], wrapsLast: true)
    #expect(
      table.render(width: 16) == """
        name  kind  note
        α     std
            one two
            three
        bb    over  x

        """)
    #expect(
      table.render(width: 40) == """
        name  kind       note
        α     standard   one two three
        bb    overshoot  x

        """)
  }

  @Test("the step's at, frame and look lines wrap field by field at 40 columns")
  func stepFields() throws {
    var session = try session(width: 40, presented: false)
    session.options.quiet = true
    let out = outputs(&session, "present").out
    let lines = out.split(separator: "\n")
    let at = try #require(lines.firstIndex { $0.hasPrefix("at ") })
    #expect(
      lines[at...].joined(separator: "\n") == """
        at       snap 1   percent 0.300
                 time 0.383s
        frame    x 0.00  y 590.80  width 390.00
                 height 253.20
        look     radius 25.00 top, dim 0.00,
                 opacity 1.00
        """)
  }

  @Test("the one wrapping rule: fields, lines, joins")
  func wrapRule() {
    #expect(TextWrap.fields("at       a b   c d", width: 40) == "at       a b   c d")
    #expect(
      TextWrap.fields("lbl      one two  three four", width: 20)
        == "lbl      one two\n         three four")
    #expect(TextWrap.lines("aaaa bbbb cccc", width: 9) == "aaaa bbbb\n  cccc")
    #expect(TextWrap.lines("  aa bb cc dd", width: 8) == "  aa bb\n    cc\n    dd")
    #expect(TextWrap.lines("word  text goes on", width: 13) == "word  text\n      goes on")
    #expect(TextWrap.join(["a", "b", "c"], separator: ", ", width: 5, indent: 0) == "a, b,\nc")
    // Only a word wider than a whole line is cut: after a dot (a path), else at the width.
    #expect(TextWrap.lines("x abcdefghijkl", width: 6) == "x abcd\n  efgh\n  ijkl")
    #expect(
      TextWrap.lines("p snapPoints.keyframe.radius", width: 14)
        == "p snapPoints.\n  keyframe.\n  radius")
    #expect(TextWrap.columns("\u{1B}[1mat\u{1B}[0m ▒") == 4)
  }

  @Test("the outline follows the window's rows: the whole step fits, or a note")
  func outlineHeight() throws {
    var tall = try session(width: 80, height: nil, presented: false)
    let free = outputs(&tall, "present").out
    var fitted = try session(width: 80, height: 24, presented: false)
    let out = outputs(&fitted, "present").out
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    // 24 rows: the 6 lines of text, 17 of outline (15 inner rows), then the prompt's line.
    #expect(lines.count == 23)
    #expect(lines[6].hasPrefix("┌─ 390x844 "))
    #expect(lines.first?.hasPrefix("state") == true)
    // Unfitted: 6 lines of text and the 26 of the outline (24 inner rows).
    #expect(free.split(separator: "\n").count == 32)
    var short = try session(width: 80, height: 12, presented: false)
    let hidden = outputs(&short, "present").out.split(separator: "\n").map(String.init)
    // 6 lines of text, the prompt and the 8 lines of the smallest outline: 15.
    #expect(hidden.last == "outline: hidden, the window has 12 rows; the step needs 15 to draw it")
    #expect(hidden.count == 7)
    // The fewest lines: 8 for a vertical direction (6 inner rows and the border).
    #expect(Outline.fewestLines(for: FrameScene(short.manager)) == 8)
  }

  @Test("help lists the topics; each topic's page comes from its declarations")
  func topics() throws {
    let help = Help.text(for: nil)
    for name in ["values", "paths", "outline", "peers", "handoff"] {
      #expect(help.contains("  help \(name)"), "\(name)")
    }
    let values = Help.text(for: "values")
    for form in LayoutValueSyntax.valueForms + LayoutValueSyntax.conditionForms {
      #expect(values.contains(form.example))
    }
    #expect(values.contains("kb.overlapH"))
    let outline = Help.text(for: "outline")
    #expect(outline.contains("\n  ▦        #        the keyboard\n"))
    #expect(outline.contains("\n  ▲ ▼ ◀ ▶  ^ v < >  the modal is off-screen on that side\n"))
    #expect(outline.contains("\n  ┏ ┓ ┗ ┛  [ ] [ ]  a modal corner that is square\n"))
    let peers = Help.text(for: "peers")
    #expect(peers.contains("  modalkit, modalkit-content"))
    #expect(peers.contains("panmodal"))
  }

  @Test("Tab offers the topics after help")
  func topicCompletion() throws {
    let session = try session(width: 80, presented: false)
    #expect(session.complete("help va").candidates == ["values"])
    #expect(session.complete("help pe").candidates == ["peers"])
    #expect(session.complete("help ou").candidates == ["outline"])
  }

  @Test("the frames of an animated step leave out radius, x, y, width to fit")
  func framesTable() throws {
    var session = try session(width: 40)
    session.options.quiet = true
    _ = outputs(&session, "animate on")
    let out = outputs(&session, "snap 2").out
    let lines = out.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("frames ") })
    #expect(lines[start] == "frames   t       percent  height")
    #expect(lines[start + 1] == "         0.383s  0.300    253.20")
    #expect(lines.contains("(left out to fit 40 columns: radius, x,"))
    #expect(lines.contains("  y, width)"))
  }

  @Test("every example of the value syntax parses")
  func formsParse() throws {
    for form in LayoutValueSyntax.valueForms {
      #expect(throws: Never.self, "\(form.example)") {
        _ = try LayoutValueSyntax.parseValue(form.example)
      }
    }
    for form in LayoutValueSyntax.conditionForms {
      #expect(throws: Never.self, "\(form.example)") {
        _ = try LayoutValueSyntax.parseCondition(form.example)
      }
    }
  }

  @Test("a long help goes through the pager when there is one, else is printed")
  func pagerHook() throws {
    final class Seen: @unchecked Sendable { var pages: [String] = [] }
    let seen = Seen()
    var session = try session(width: 80, height: 24)
    session.pager = { text in
      seen.pages.append(text)
      return true
    }
    #expect(outputs(&session, "help").out == "")
    #expect(seen.pages.count == 1)
    // Short enough for the window: printed.
    #expect(outputs(&session, "help tap").out == "usage: tap\ntap the background\n")
    session.pager = { _ in false }
    #expect(outputs(&session, "help").out.hasPrefix("Modal actions:"))
    // Scripts never page.
    session.options.height = nil
    session.pager = { _ in
      seen.pages.append("x")
      return true
    }
    #expect(outputs(&session, "help").out.hasPrefix("Modal actions:"))
    #expect(seen.pages.count == 1)
  }
}
