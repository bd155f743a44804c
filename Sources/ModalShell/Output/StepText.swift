import ModalCore
import ModalRender
import ModalSupport

/// The text output of a step (SHELL.md "Output of a step"): the state transitions, the events,
/// where the modal is, its frame and its main keyframe values.
///
/// Built into one byte buffer (the hot path of every script): no intermediate strings for the
/// numbers and the common events.
enum StepText {
  static let labelWidth = 9

  @inline(__always)
  static func put(_ text: StaticString, _ bytes: ByteBuffer) {
    bytes.append(text)
  }

  /// Appends `number`'s value in `m` with its decimals, as `expect` compares it and the JSON
  /// step writes it.
  @inline(__always)
  static func put(_ number: StepNumber, _ m: Manager, _ bytes: ByteBuffer) {
    FixedFormat.append(number.value(m), decimals: number.decimals, to: bytes)
  }

  /// Inlined, so that each call site's literal and its padding are known when compiled.
  @inline(__always)
  static func label(_ name: StaticString, _ paint: Paint, _ bytes: ByteBuffer) {
    if paint.enabled { bytes.append("\u{1B}[1m" as StaticString) }
    put(name, bytes)
    if paint.enabled { bytes.append("\u{1B}[0m" as StaticString) }
    let count = name.utf8CodeUnitCount
    bytes.append(repeating: UInt8(ascii: " "), count: max(1, labelWidth - count))
  }

  static func render(
    events: [Event], session: Session, samples: [ModalValues], times: [Int]
  ) -> String {
    let bytes = ByteBuffer()
    render(events: events, session: session, samples: samples, times: times, into: bytes)
    return bytes.string
  }

  /// Where a wrapped list is on its line (``LineFill``, the wrapping rule of every text):
  /// items are separated by a space, or by a line break and the label's indent when the next
  /// item (with its glue) would pass the limit.
  struct Wrap {
    var fill: LineFill

    init(limit: Int) { fill = LineFill(limit: limit, indent: labelWidth, column: labelWidth) }

    /// Appends one item of `length` bytes (written by `write`), then `glue` unless it is the
    /// last.
    mutating func piece(
      length: Int, glue: StaticString, last: Bool, _ bytes: ByteBuffer, write: () -> Void
    ) {
      let first = fill.empty
      if fill.place(length + (last ? 0 : glue.utf8CodeUnitCount)) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(repeating: UInt8(ascii: " "), count: fill.lineIndent)
      } else if !first {
        bytes.append(UInt8(ascii: " "))
      }
      write()
      if !last { bytes.append(glue) }
    }
  }

  /// Appends the step's text to a byte buffer.
  static func render(
    events: [Event], session: Session, samples: [ModalValues], times: [Int],
    into bytes: ByteBuffer
  ) {
    let paint = Paint(enabled: session.options.color)
    let limit = max(labelWidth + 20, session.options.width)
    // 1. States, wrapped at the width.
    var transitions = 0
    for event in events {
      if case .stateWillChange = event.kind { transitions += 1 }
    }
    if transitions > 0 {
      label("state", paint, bytes)
      var wrap = Wrap(limit: limit)
      var seen = 0
      for event in events {
        guard case .stateWillChange(_, let current, let next) = event.kind else { continue }
        if seen == 0 {
          let name = current.rawValue
          wrap.piece(length: name.utf8.count, glue: " ->", last: false, bytes) {
            bytes.append(name)
          }
        }
        seen += 1
        let name = next.rawValue
        wrap.piece(length: name.utf8.count, glue: " ->", last: seen == transitions, bytes) {
          bytes.append(name)
        }
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    // 2. Events (the state changes are on the line above), wrapped at the width.
    let shown = events.count - transitions
    if shown > 0 {
      label("events", paint, bytes)
      // One scratch buffer for every event's text (its length decides the wrapping).
      let text = session.eventBuffer
      var wrap = Wrap(limit: limit)
      var seen = 0
      for event in events {
        if case .stateWillChange = event.kind { continue }
        text.removeAll()
        event.kind.write(into: text)
        seen += 1
        wrap.piece(length: text.count, glue: ",", last: seen == shown, bytes) {
          text.withUnsafeBytes { bytes.append($0) }
        }
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    // Sampled frames (animate on).
    if samples.count > 1 { frames(session, samples: samples, times: times, paint, limit, bytes) }
    // 3. Summary, its fields wrapped when a line would pass the width (never at 80).
    let start = bytes.count
    summary(session.manager, paint, bytes)
    refit(bytes, from: start, limit: limit)
  }

  /// Wraps the lines written after `start` that are wider than `limit` with
  /// ``TextWrap/fields(_:_:width:into:)``; a scan for the line feeds when every line fits.
  static func refit(_ bytes: ByteBuffer, from start: Int, limit: Int) {
    let fits = bytes.withUnsafeBytes { TextWrap.linesFit($0, start..<$0.count, width: limit) }
    guard !fits else { return }
    let text = bytes.withUnsafeBytes { Array($0[start...]) }
    bytes.truncate(to: start)
    text.withUnsafeBufferPointer { text in
      var line = 0
      while line < text.count {
        let end = TextWrap.lineEnd(text, from: line, end: text.count)
        if end > line {
          TextWrap.fields(text, line..<end, width: limit, into: bytes)
          bytes.append(UInt8(ascii: "\n"))
        }
        line = end + 1
      }
    }
  }

  /// The columns of the sampled frames (animate on), their widths, and the order they are
  /// left out in when a row would pass the width: radius, x, y, width.
  static let frameColumns = ["t", "percent", "x", "y", "width", "height", "radius"]
  static let frameWidths = [8, 9, 9, 9, 9, 9, 0]
  static let frameDropOrder = [6, 2, 3, 4]

  /// The table of the sampled frames (`animate on`), fitted to `limit`.
  static func frames(
    _ session: Session, samples: [ModalValues], times: [Int], _ paint: Paint, _ limit: Int,
    _ bytes: ByteBuffer
  ) {
    let interpolator = session.manager.interpolator
    var table: [[String]] = [frameColumns]
    for (values, frame) in zip(samples, times) {
      let rect = values.rect
      let percent = interpolator.percent(forLeadingEdge: interpolator.leadingEdge(of: rect))
      table.append([
        FixedFormat.format(Clock.seconds(frame), decimals: 3) + "s", Text.pct(percent),
        Text.pt(rect.x), Text.pt(rect.y), Text.pt(rect.width), Text.pt(rect.height),
        Text.pt(values[.cornerRadius]),
      ])
    }
    func rows(_ kept: [Int]) -> [String] {
      table.map { cells in
        var row = ""
        for (n, column) in kept.enumerated() {
          let cell = cells[column]
          let width = n == kept.count - 1 ? 0 : frameWidths[column]
          row += cell + String(repeating: " ", count: max(width == 0 ? 0 : 1, width - cell.count))
        }
        return row.trimmingTrailingSpaces
      }
    }
    var kept = Array(frameColumns.indices)
    var dropped: [String] = []
    var lines = rows(kept)
    for column in frameDropOrder where lines.contains(where: { labelWidth + $0.count > limit }) {
      kept.removeAll { $0 == column }
      dropped.append(frameColumns[column])
      lines = rows(kept)
    }
    label("frames", paint, bytes)
    for (i, line) in lines.enumerated() {
      if i > 0 { bytes.append(repeating: UInt8(ascii: " "), count: labelWidth) }
      bytes.append(line)
      bytes.append(UInt8(ascii: "\n"))
    }
    if !dropped.isEmpty { bytes.append(TextTable.leftOutNote(dropped, width: limit)) }
  }

  /// Appends the summary of where the modal is (`at`, `frame`, `look`, `content`). It takes
  /// the manager itself (borrowed), not a copy of it out of the session.
  static func summary(_ m: Manager, _ paint: Paint, _ bytes: ByteBuffer) {
    label("at", paint, bytes)
    guard m.isVisible else {
      put("dismissed   time ", bytes)
      put(.time, m, bytes)
      put("s\n", bytes)
      return
    }
    if m.gesture != nil {
      let bracket = m.bracket
      let t = bracket.fraction
      put("between ", bytes)
      FixedFormat.append(bracket.lower, to: bytes)
      put(" and ", bytes)
      FixedFormat.append(bracket.upper, to: bytes)
      put(", t = ", bytes)
      // The bracket is at hand: its fraction is `StepNumber.betweenT`'s value.
      FixedFormat.append(t, decimals: StepNumber.betweenT.decimals, to: bytes)
      // Beyond the outermost points the bracket extrapolates: say so.
      if t > 1 {
        put(", past the last point", bytes)
      } else if t < 0 {
        put(", before the first point", bytes)
      }
      put("   (dragging)", bytes)
    } else if let running = m.animation {
      FixedFormat.append(m.currentIndex, to: bytes)
      put(" -> ", bytes)
      FixedFormat.append(running.target, to: bytes)
      put(" (animating)", bytes)
    } else {
      put("snap ", bytes)
      FixedFormat.append(m.currentIndex, to: bytes)
      if let key = m.currentKey {
        put(" (", bytes)
        VisibleText.append(key, to: bytes)
        put(")", bytes)
      }
      // @gorhom/bottom-sheet's temporary position: counted at that detent, resting elsewhere.
      if m.temporary != nil { put(", temporary position", bytes) }
    }
    put("   percent ", bytes)
    put(.percent, m, bytes)
    put("   time ", bytes)
    put(.time, m, bytes)
    put("s\n", bytes)
    let values = m.values
    label("frame", paint, bytes)
    put("x ", bytes)
    put(.frameX, m, bytes)
    put("  y ", bytes)
    put(.frameY, m, bytes)
    put("  width ", bytes)
    put(.frameWidth, m, bytes)
    put("  height ", bytes)
    put(.frameHeight, m, bytes)
    bytes.append(UInt8(ascii: "\n"))
    label("look", paint, bytes)
    put("radius ", bytes)
    put(.channel(.cornerRadius), m, bytes)
    let floating = m.floatingInset != nil
    if floating {
      // iOS 26's floating card: its bottom corners nest in the display's.
      put(" top, ", bytes)
      put(.bottomRadius, m, bytes)
      put(" bottom", bytes)
    } else {
      bytes.append(UInt8(ascii: " "))
      bytes.append(Text.corners(m.traits.maskedCorners))
    }
    put(", dim ", bytes)
    put(.channel(.backgroundOpacity), m, bytes)
    put(", opacity ", bytes)
    put(.channel(.opacity), m, bytes)
    if floating {
      // The gap at its sides (and bottom, at rest): 8 pt at a partial detent, shrinking to 0
      // on the way to large.
      put(", inset ", bytes)
      put(.floatingInset, m, bytes)
    }
    if !values.hasIdentityTransform {
      put(", ", bytes)
      transform(m, bytes)
    }
    bytes.append(UInt8(ascii: "\n"))
    if m.contentViewport != nil, m.contentMaxOffset != nil {
      label("content", paint, bytes)
      put("offset ", bytes)
      put(.contentOffset, m, bytes)
      put(" of ", bytes)
      put(.contentMaxOffset, m, bytes)
      put("   viewport ", bytes)
      put(.contentViewport, m, bytes)
      if m.lastStep != nil {
        put("   moved sheet ", bytes)
        put(.movedSheet, m, bytes)
        put(", content ", bytes)
        put(.movedContent, m, bytes)
      }
      if m.deceleration != nil { put("   decelerating", bytes) }
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  /// The rotations and skews, in the order they are printed.
  static let angles: [(Channel, StaticString)] = [
    (.rotateX, "rotateX"), (.rotateY, "rotateY"), (.rotateZ, "rotateZ"), (.skewX, "skewX"),
    (.skewY, "skewY"),
  ]

  /// Appends the non-identity parts of the transform (`transform scale 0.95 translate 0,12`):
  /// the scale and translation facts, then the depth, rotations and skews (no facts of their
  /// own), with as many decimals.
  static func transform(_ m: Manager, _ bytes: ByteBuffer) {
    let values = m.values
    put("transform", bytes)
    let scaleX = values[.scaleX]
    let scaleY = values[.scaleY]
    if scaleX != 1 || scaleY != 1 {
      put(" scale ", bytes)
      put(.channel(.scaleX), m, bytes)
      if scaleX != scaleY {
        put("x", bytes)
        put(.channel(.scaleY), m, bytes)
      }
    }
    let translateZ = values[.translateZ]
    if values[.translateX] != 0 || values[.translateY] != 0 || translateZ != 0 {
      put(" translate ", bytes)
      put(.channel(.translateX), m, bytes)
      put(",", bytes)
      put(.channel(.translateY), m, bytes)
      if translateZ != 0 {
        put(",", bytes)
        FixedFormat.append(translateZ, decimals: 2, to: bytes)
      }
    }
    for (channel, name) in angles where values[channel] != 0 {
      put(" ", bytes)
      put(name, bytes)
      put(" ", bytes)
      FixedFormat.append(values[channel], decimals: 2, to: bytes)
    }
  }
}
