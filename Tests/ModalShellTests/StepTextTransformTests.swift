import ModalCore
import Testing

@testable import ModalShell

/// Issue 17: the `look` line's transform is written straight into the step's bytes. Its text
/// must stay what it was (the expected lines are main's output before the change).
@Suite("Step text: the transform")
struct StepTextTransformTests {
  /// The `look` lines a text session prints for `lines`, `width` columns wide.
  func lookLines(_ lines: [String], width: Int) throws -> [String] {
    var options = ShellOptions()
    options.width = width
    options.quiet = true
    var session = try Session(preset: "demo01", options: options, files: MemoryFileSystem())
    var text = ""
    for line in lines {
      session.run(line)
      for (_, piece) in session.takeOutput() { text += piece }
    }
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    var looks: [String] = []
    for (i, line) in all.enumerated() where line.hasPrefix("look ") {
      var look = String(line)
      var next = i + 1
      while next < all.count && all[next].hasPrefix("         ") {
        look += "\n" + all[next]
        next += 1
      }
      looks.append(look)
    }
    return looks
  }

  static let setUp = [
    "scaleX 0.9", "scaleY 0.8", "translateX 3", "translateY -4.5", "translateZ 2", "rotateX 10",
    "rotateZ -5", "skewY 1.25", "skewX 0.5",
  ].map { "set snap.1.keyframe.transform.\($0)" }

  static let changes = [
    "scaleY 0.9", "translateZ 0", "rotateX 0", "translateX 0", "translateY 0", "rotateY 7",
    "scaleX 1", "scaleY 1",
  ].map { "set snap.1.keyframe.transform.\($0)" }

  @Test("every part: scale (one or two), translate (two or three), the angles in order")
  func parts() throws {
    let head = "look     radius 25.00 top, dim 0.00, opacity 1.00, transform "
    let looks = try lookLines(Self.setUp + ["present"] + Self.changes, width: 200)
    #expect(
      looks
        == [
          "scale 0.90x0.80 translate 3.00,-4.50,2.00 rotateX 10.00 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "scale 0.90 translate 3.00,-4.50,2.00 rotateX 10.00 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "scale 0.90 translate 3.00,-4.50 rotateX 10.00 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "scale 0.90 translate 3.00,-4.50 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "scale 0.90 translate 0.00,-4.50 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "scale 0.90 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "scale 0.90 rotateY 7.00 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "scale 1.00x0.90 rotateY 7.00 rotateZ -5.00 skewX 0.50 skewY 1.25",
          "rotateY 7.00 rotateZ -5.00 skewX 0.50 skewY 1.25",
        ].map { head + $0 })
  }

  @Test("at 80 columns the line wraps as before")
  func wrapped() throws {
    let looks = try lookLines(Self.setUp + ["present"], width: 80)
    #expect(
      looks == [
        """
        look     radius 25.00 top, dim 0.00, opacity 1.00, transform scale 0.90x0.80
                 translate 3.00,-4.50,2.00 rotateX 10.00 rotateZ -5.00 skewX 0.50 skewY
                 1.25
        """
      ])
  }
}
