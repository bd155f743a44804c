import ModalCore

extension SwiftUIExport {
  /// A config switched on the iOS version (``VersionSwitch``: what an import of
  /// `if #available(iOS N, *) { ... } else { ... }` makes) written back as that test in the
  /// view extension's body: the newer versions' modifiers in the `if`, the older config's in
  /// the `else`, each branch with its own `#available` tests for what its floor lacks; or the
  /// names the two configs declare differently (one file cannot declare both), for the
  /// caller to write the newer config alone and say why.
  static func writeSwitched(
    _ document: ConfigDocument, _ detents: AppleDetents, _ older: VersionSwitch.Older,
    ios: IOSVersion?
  ) -> Switched {
    var olderDetents = AppleDetents.read(ConfigDocument(config: older.config), reserved: reserved)
    olderDetents.keepsAppNames = detents.keepsAppNames
    let deployment = IOSDeployment(
      requested: ios, needs: needs(olderDetents, above: nil) + needs(detents, above: older.atLeast))
    let newerDeclarations = declarations(detents, deployment)
    var olderDeclarations = declarations(olderDetents, deployment)
    olderDeclarations.removeAll { newerDeclarations.contains($0) }
    let names = Set(newerDeclarations.flatMap(\.names))
    let clashes = olderDeclarations.flatMap(\.names).filter(names.contains)
    guard clashes.isEmpty else { return .clash(clashes) }
    var file = detents.file(document, for: target, deployment)
    file.notes.removeAll { $0 == AppleDetents.sizeClassNote(older.name) }
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
    file.declarations += (newerDeclarations + olderDeclarations).map(\.code)
    return .written(file.export)
  }

  /// What ``writeSwitched(_:_:_:ios:)`` makes of a config switched on the version.
  enum Switched {
    /// The file with both configs.
    case written(SwiftExport)
    /// The names both configs declare with other meanings.
    case clash([String])
  }

  /// The note for a switched config whose older branch is left out because both declare
  /// `names`; it replaces the size-class note the constrained config would otherwise get.
  static func clashNote(_ older: VersionSwitch.Older, _ names: [String]) -> String {
    let list = names.joined(separator: ", ")
    return
      "constrained config \(older.name) (before iOS \(older.text)) is not written: it gives the detent name\(names.count == 1 ? "" : "s") \(list) another height than the newer config's, and one file cannot declare both"
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
}
