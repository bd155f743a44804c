import ModalCore

extension GorhomExport {
  /// The sizing props from the config's `gorhom` section (``GorhomConfig``), each under its
  /// name in `BottomSheetProps` (src/components/bottomSheet/types.d.ts@bc94d54 L62, L92,
  /// L140, L147, L154): `enableDynamicSizing` always (the library's default is true; a config
  /// without the section has no content-sized point, so false), the others when they differ
  /// from the library's defaults.
  static func sizingProps(_ config: ModalConfig) -> [String] {
    guard let gorhom = config.gorhom else { return ["enableDynamicSizing={false}"] }
    var props = ["enableDynamicSizing={\(gorhom.enableDynamicSizing)}"]
    if let size = gorhom.maxDynamicContentSize {
      props.append("maxDynamicContentSize={\(number(size))}")
    }
    if gorhom.detached { props.append("detached={true}") }
    if gorhom.bottomInset != 0 { props.append("bottomInset={\(number(gorhom.bottomInset))}") }
    if gorhom.topInset != 0 { props.append("topInset={\(number(gorhom.topInset))}") }
    return props
  }
}
