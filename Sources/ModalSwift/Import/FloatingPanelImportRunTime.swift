import ModalCore

/// A layout chooser's branches read one at a time: the document of a branch's layout, and a
/// chooser on the app's own Bool var, which starts with one branch and changes at run time.
extension FloatingPanelImport {
  /// The document of the layout a branch returns: a sheet of the file alone, or
  /// FloatingPanel's own bottom layout with the file's set-up and behavior (whose lines are
  /// said where the file's layouts are read); nil for another type.
  static func read(
    _ layout: String, _ parser: SwiftParser, _ sheets: [SwiftSheet], _ at: SourceLocation,
    _ own: inout SwiftImportLog
  ) -> ConfigDocument? {
    if let sheet = sheets.first(where: { $0.name == layout }) {
      return read(SwiftImporters.masking(parser, for: sheet, in: sheets), &own)
    }
    guard layout == "FloatingPanelBottomLayout" else { return nil }
    let others = sheets.flatMap(\.spans)
    var names: [String: SourceLocation] = [:]
    for sheet in sheets { names[sheet.name] = sheet.at }
    var quiet = SwiftImportLog(sources: own.sources)
    let document = read(
      parser.masking(others, sheets: names).appending(SwiftParser(bottomLayout)), &quiet)
    own.recognise(
      "\(layout)(): FloatingPanel's own layout (tip 69 pt, half 50%, full 18 pt from the top, at half)",
      at: at)
    // Its points come from the library's layout, which the chooser names.
    for key in document?.config.defaultConfig.snapPoints.compactMap(\.key) ?? [] {
      own.origin(ofPoint: key, at: at)
    }
    return document
  }

  /// A chooser on the app's Bool var (`return isNewlayout ? ModalSecondLayout() :
  /// FloatingPanelBottomLayout()` with `var isNewlayout = false`, FloatingPanel's Samples
  /// ModalViewController): the panel starts with the branch the var's initial value takes,
  /// which is read; the others wait for a change at run time, and each is reported (an
  /// approximation: the code switches while the panel is shown). Nil when a branch tests the
  /// device too, or its layout is not read.
  static func startingBranch(
    _ name: String, _ at: SourceLocation, _ branches: [Branch], _ parser: SwiftParser,
    _ sheets: [SwiftSheet], _ log: inout SwiftImportLog
  ) -> (ConfigDocument, String)? {
    guard branches.allSatisfy({ $0.condition == nil }) else { return nil }
    let chosen = branches.firstIndex { $0.initially == true } ?? branches.count - 1
    var own = SwiftImportLog(sources: log.sources)
    guard let document = read(branches[chosen].layout, parser, sheets, at, &own) else {
      return nil
    }
    let start = branches[chosen]
    let tests = branches.compactMap { branch in
      branch.text.map { "\($0) is \(branch.initially == true) at first" }
    }
    own.recognise(
      "\(name): \(start.layout) at first (\(tests.joined(separator: ", ")))", at: at)
    // The fallback's test: none of the others' (`!isNewlayout`).
    let otherwise = branches.compactMap(\.text).map {
      $0.hasPrefix("!") ? String($0.dropFirst()) : "!" + $0
    }.joined(separator: " && ")
    for branch in branches.indices where branch != chosen {
      let other = branches[branch]
      let test = other.text ?? otherwise
      let read =
        sheets.contains { $0.name == other.layout }
        ? "load FILE.swift \(other.layout) to read it" : "give its points with set"
      own.skip(
        "\(other.layout)() of \(name)",
        "taken when \(test), which the app changes at run time: the panel starts with \(start.layout), read here; \(read)",
        at: other.at ?? at)
    }
    log.merge(own)
    let described = branches.enumerated().map { index, branch in
      index == chosen
        ? "\(branch.layout) at first"
        : "\(branch.layout) when \(branch.text ?? otherwise)"
    }
    return (
      document,
      "\(name) (\(log.sources.shortPlace(of: at))) chooses at run time: \(described.joined(separator: ", "))"
    )
  }

  /// A test of the app's own Bool var from `start` to `end` (the `{` or `?` after it):
  /// `[(][!][self.]NAME[)]` where the file declares `var NAME = true|false` (or `: Bool =`).
  /// Its text, whether it holds with the var's initial value, and where it is.
  static func variableTest(_ parser: SwiftParser, from start: Int, to end: Int)
    -> (String, Bool, SourceLocation)?
  {
    let tokens = parser.tokens
    var (first, last) = (start, end)
    if last - first >= 3, tokens[first].kind == .symbol("("),
      tokens[last - 1].kind == .symbol(")")
    {
      (first, last) = (first + 1, last - 1)
    }
    let negated = first < last && tokens[first].kind == .symbol("!")
    if negated { first += 1 }
    if last - first == 3, tokens[first].kind == .identifier("self"),
      tokens[first + 1].kind == .symbol(".")
    {
      first += 2
    }
    guard last - first == 1, case .identifier(let name) = tokens[first].kind,
      let declaration = parser.declaration(ofProperty: name), declaration >= 1,
      tokens[declaration - 1].kind == .identifier("var"),
      case .bool(let value)? = parser.rawProperty(name)?.value?.kind
    else { return nil }
    return ((negated ? "!" : "") + name, value != negated, tokens[first].location)
  }
}
