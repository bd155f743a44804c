/// Reading the optional `sheet` object of a config (``SheetFields``).
extension ConfigReader {
  /// The sheet object: every key optional, Apple's defaults for the missing ones.
  func sheet(_ value: JSONValue, at path: ReadPath) -> SheetConfig? {
    let start = problems.count
    var sheet = SheetConfig()
    readObject(value, at: path, "a sheet object", keys: ConfigSchemaKeys.sheet) {
      key, value, path in
      switch key {
      case "largestUndimmedDetentIdentifier":
        if case .null = value { return }
        sheet.largestUndimmedDetentIdentifier = string(value, at: path)
      case "preferredCornerRadius":
        if case .string("automatic") = value { return }
        sheet.preferredCornerRadius = number(value, at: path, .inset)
      case "preferredContentSize":
        var size = AppleSheet.formSheetSize
        readObject(value, at: path, "a size", keys: SheetFields.sizeSides.map(\.name)) {
          key, value, path in
          guard let side = SheetFields.sizeSides.first(where: { $0.name == key }),
            let length = number(value, at: path, .size)
          else { return }
          size[keyPath: side.keyPath] = length
        }
        sheet.preferredContentSize = size
      case "deploymentTarget":
        sheet.deploymentTarget = iosVersion(value, at: path) ?? sheet.deploymentTarget
      case "background":
        guard let background = enumeration(value, at: path, SheetBackground.self) else { return }
        sheet.background = background
      case "sizing":
        guard let sizing = enumeration(value, at: path, SheetSizing.self) else { return }
        sheet.sizing = sizing
      case "placement":
        guard let placement = enumeration(value, at: path, SheetPlacement.self) else { return }
        sheet.placement = placement
      default:
        guard let flag = SheetFields.flags.first(where: { $0.name == key }),
          let on = bool(value, at: path)
        else { return }
        sheet[keyPath: flag.keyPath] = on
      }
    }
    return problems.count == start ? sheet : nil
  }

  /// The gorhom object (``GorhomFields``): every key optional, the library's defaults for the
  /// missing ones.
  func gorhom(_ value: JSONValue, at path: ReadPath) -> GorhomConfig? {
    let start = problems.count
    var gorhom = GorhomConfig()
    readObject(value, at: path, "a gorhom object", keys: ConfigSchemaKeys.gorhom) {
      key, value, path in
      switch key {
      case "enableDynamicSizing":
        gorhom.enableDynamicSizing = bool(value, at: path) ?? gorhom.enableDynamicSizing
      case "maxDynamicContentSize":
        if case .null = value { return }
        gorhom.maxDynamicContentSize = number(value, at: path, .size)
      case "detached":
        gorhom.detached = bool(value, at: path) ?? gorhom.detached
      case "bottomInset":
        gorhom.bottomInset = number(value, at: path, .inset) ?? 0
      default:
        gorhom.topInset = number(value, at: path, .inset) ?? 0
      }
    }
    return problems.count == start ? gorhom : nil
  }

  /// An iOS version, as a number (`15`, `16.4`) or as text (`"16.4"`); one of
  /// ``IOSVersion/allCases``.
  func iosVersion(_ value: JSONValue, at path: ReadPath) -> IOSVersion? {
    let expected = "expected an iOS version (\(IOSVersion.listed))"
    let text: String
    switch value {
    case .number(let number): text = LayoutValueSyntax.formatNumber(number)
    case .string(let string): text = string
    default: return mismatch(value, at: path, expected)
    }
    if let version = IOSVersion.named(text) { return version }
    report(path, "\(expected), got \(SchemaText.quoted(text))")
    return nil
  }
}
