import ModalCore
import ModalRender
import ModalSwift

/// The pages of the `help` topics that describe a syntax or a table, each generated
/// from the declarations it describes, so that it follows them: the layout-value syntax
/// (``LayoutValueSyntax/valueForms``), the outline's legend (``Outline/legend(ascii:)``), the
/// peer libraries (their presets' summaries and the Swift export targets).
enum HelpPages {
  /// `help values`: the forms of a layout value and of a condition, then the names they take.
  static func values(width: Int) -> [String] {
    var lines = ["layout values (set snap.N.height VALUE, and the strings of the JSON schema):"]
    lines += Help.table(LayoutValueSyntax.valueForms.map { ($0.example, $0.meaning) }, width: width)
    lines.append("percent targets: " + LayoutValueSyntax.percentTargets.joined(separator: ", "))
    lines.append("keyboard: " + LayoutValueSyntax.keyboardValueNames.joined(separator: ", "))
    lines.append("conditions (constrained[N].when, and before ? in a value):")
    lines += Help.table(
      LayoutValueSyntax.conditionForms.map { ($0.example, $0.meaning) }, width: width)
    lines.append("condition words: " + LayoutValueSyntax.conditionNames.joined(separator: ", "))
    return lines
  }

  /// `help outline`: what each glyph of the drawing means, in the box-drawing set and in
  /// `--ascii`.
  static func outline(width: Int) -> [String] {
    var table = TextTable(header: ["glyphs", "--ascii", "meaning"], wrapsLast: true)
    for (wide, plain) in zip(Outline.legend(ascii: false), Outline.legend(ascii: true)) {
      table.rows.append([wide.glyphs, plain.glyphs, wide.meaning])
    }
    return ["the outline's glyphs, box-drawing and --ascii:"]
      + table.render(width: width - 2).split(separator: "\n").map { "  " + $0 }
  }

  /// `help peers`: each peer library with its presets (from the summaries, which start with
  /// the library's name), then the libraries `export swift` writes for.
  static func peers(width: Int) -> [String] {
    var libraries: [(name: String, presets: [String])] = []
    for entry in BuiltinPresets.peers {
      guard let colon = entry.summary.firstIndex(of: ":") else { continue }
      let name = String(entry.summary[..<colon])
      if let index = libraries.firstIndex(where: { $0.name == name }) {
        libraries[index].presets.append(entry.name)
      } else {
        libraries.append((name, [entry.name]))
      }
    }
    var lines = ["peer libraries and their presets (preset NAME; presets for what each is):"]
    lines += Help.table(
      libraries.map { ($0.name, $0.presets.joined(separator: ", ")) }, width: width)
    lines.append("export swift TARGET writes the config for:")
    lines += Help.table(SwiftExportTargets.swift.map { ($0.name, $0.summary) }, width: width)
    lines.append("export tsx TARGET writes it for React Native:")
    lines += Help.table(
      SwiftExportTargets.all.filter { $0.language == .tsx }.map { ($0.name, $0.summary) },
      width: width)
    lines.append("export kotlin TARGET writes the config for:")
    lines += Help.table([(ComposeExport.name, ComposeExport.summary)], width: width)
    return lines
  }
}
