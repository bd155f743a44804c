import ModalCore
import ModalRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a message to standard error.
func writeError(_ message: String) {
  var text = message
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// Until the shell exists: print the default preset's snap-point table for the default device.
func runDefault() -> Int32 {
  let environment = Environment()
  let name = BuiltinPresets.defaultName
  let document: ConfigDocument
  do {
    guard let found = try BuiltinPresets.document(named: name) else {
      writeError("modalplay: no built-in preset named \(name)\n")
      return 1
    }
    document = found
  } catch {
    writeError("modalplay: built-in preset \(name) is invalid:\n\(error)\n")
    return 1
  }
  let selection = document.config.selection(for: environment)
  let config = document.config.config(for: selection)
  let interpolator = Interpolator(config: config, environment: environment)
  let size = environment.containerSize
  print(
    "\(name) on \(environment.device.name) \(environment.orientation.rawValue) "
      + "(\(FixedFormat.format(size.width, decimals: 0)) x \(FixedFormat.format(size.height, decimals: 0))), "
      + "config: \(document.config.name(of: selection))")
  print(SnapPointTable.render(interpolator), terminator: "")
  return 0
}

exit(runDefault())
