/// Reading the optional `sheet` object of a config (``SheetFields``).
extension ConfigReader {
  /// The sheet object: every key optional, Apple's defaults for the missing ones.
  func sheet(_ value: JSONValue, at path: String) -> SheetConfig? {
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
}
