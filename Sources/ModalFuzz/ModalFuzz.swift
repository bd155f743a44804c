import Foundation
import ModalFuzzSupport

#if FUZZING
  /// The target this process fuzzes, from `MODALFUZZ_TARGET` (`command`, `config` or `swift`), read
  /// once; bench/fuzz.sh sets it. Without it the process stops at the first input.
  let fuzzTarget = ProcessInfo.processInfo.environment["MODALFUZZ_TARGET"].flatMap(
    FuzzEntry.Name.init(rawValue:))

  /// libFuzzer's entry: one input of the chosen target; a violation aborts.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let fuzzTarget else {
      FileHandle.standardError.write(
        Data("modalfuzz: set MODALFUZZ_TARGET=\(FuzzEntry.Name.usage)\n".utf8))
      exit(2)
    }
    return FuzzEntry.testOneInput(data, size, fuzzTarget.target)
  }

  /// libFuzzer's driver (in its runtime, linked by `-sanitize=fuzzer`).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The program's entry. SwiftPM links an executable target with `main` set to this symbol
  /// (its module's entry point), so libFuzzer's own `main` is not used: this one hands the
  /// arguments to libFuzzer's driver instead.
  @_cdecl("modalfuzz_main")
  func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzTestOneInput(data, size) }
  }
#else
  /// Without `-DFUZZING`: `modalfuzz command|config|swift FILE|FOLDER...` replays corpus files
  /// through the same checks (docs/fuzzing.md).
  @main
  enum ModalFuzzReplay {
    static func main() {
      exit(FuzzEntry.replay(Array(CommandLine.arguments.dropFirst())))
    }
  }
#endif
