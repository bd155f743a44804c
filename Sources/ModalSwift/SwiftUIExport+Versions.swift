import ModalCore

extension SwiftUIExport {
  /// A config switched on the iOS version (``VersionSwitch``: what an import of
  /// `if #available(iOS N, *) { ... } else { ... }` makes) written back as that test in the
  /// view extension's body: the newer versions' modifiers in the `if`, the older config's in
  /// the `else`, each branch with its own `#available` tests for what its floor lacks. Nil
  /// when the two configs name a detent differently (one file cannot declare both): the
  /// caller then writes the newer config alone, with a note.
  static func writeSwitched(
    _ document: ConfigDocument, _ detents: AppleDetents, _ older: VersionSwitch.Older,
    ios: IOSVersion?
  ) -> SwiftExport? {
    var olderDetents = AppleDetents.read(ConfigDocument(config: older.config), reserved: reserved)
    olderDetents.keepsAppNames = detents.keepsAppNames
    let deployment = IOSDeployment(
      requested: ios, needs: needs(olderDetents, above: nil) + needs(detents, above: older.atLeast))
    let newerDeclarations = declarations(detents, deployment)
    var olderDeclarations = declarations(olderDetents, deployment)
    olderDeclarations.removeAll { newerDeclarations.contains($0) }
    let names = Set(newerDeclarations.flatMap(declaredNames))
    guard olderDeclarations.flatMap(declaredNames).allSatisfy({ !names.contains($0) }) else {
      return nil
    }
    var file = detents.file(document, for: target, deployment)
    file.notes.removeAll {
      $0 == "constrained config \(older.name): the system sheet adapts to the size class by itself"
    }
    file.notes += olderDetents.notes.map { "before iOS \(older.text): " + $0 }
    let name = file.documentName
    var lines = ["extension View {"]
    lines += SwiftFile.comment(
      "The sheet of the modalplay config \"\(name)\": apply it to the sheet's content.",
      indentation: "  ", marker: "///")
    lines.append("  @ViewBuilder")
    lines.append("  func \(SwiftNames.identifier(name) + "Presentation")() -> some View {")
    lines.append("    if #available(iOS \(older.text), *) {")
    lines += body(
      "self", detents, binding: nil, dismissal: nil,
      floor: max(deployment.version, older.atLeast), indentation: "      ", notes: &file.notes)
    lines.append("    } else {")
    lines += SwiftFile.comment(
      "Before iOS \(older.text): the config \(older.name).", indentation: "      ")
    var olderNotes: [String] = []
    lines += body(
      "self", olderDetents, binding: nil, dismissal: nil, floor: deployment.version,
      indentation: "      ", notes: &olderNotes)
    file.notes += olderNotes.map { "before iOS \(older.text): " + $0 }
    lines += ["    }", "  }", "}"]
    file.declarations.append(lines.joined(separator: "\n"))
    file.declarations += newerDeclarations + olderDeclarations
    return file.export
  }

  /// What `detents`' modifiers and custom detents need, leaving out what a branch tested for
  /// `above` has already.
  static func needs(_ detents: AppleDetents, above: IOSVersion?) -> [IOSNeed] {
    var needs = modifiers(detents, binding: nil, inner: "").map {
      IOSNeed(api: $0.api, version: $0.version)
    }
    if detents.points.contains(where: { if case .custom = $0.kind { true } else { false } }) {
      needs.append(IOSNeed(api: "CustomPresentationDetent", version: .v16))
    }
    return above.map { floor in needs.filter { $0.version > floor } } ?? needs
  }

  /// The names a declaration gives (`fileprivate static let NAME`, `struct NAME`).
  static func declaredNames(_ declaration: String) -> [String] {
    declaration.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      for marker in ["let", "struct"] {
        if let at = words.firstIndex(of: Substring(marker)), at + 1 < words.count {
          return String(words[at + 1].prefix { $0 != ":" && $0 != "=" })
        }
      }
      return nil
    }
  }
}
