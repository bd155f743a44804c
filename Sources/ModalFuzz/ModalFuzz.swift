import Foundation
import ModalFuzzSupport

#if FUZZING
  /// The target this process fuzzes, from `MODALFUZZ_TARGET` (`command` or `config`), read
  /// once; bench/fuzz.sh sets it. Without it the process stops at the first input.
  let fuzzTarget = ProcessInfo.processInfo.environment["MODALFUZZ_TARGET"].flatMap(
    FuzzEntry.Name.init(rawValue:))

  /// libFuzzer's entry: one input of the chosen target; a violation aborts.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let fuzzTarget else {
      FileHandle.standardError.write(Data("modalfuzz: set MODALFUZZ_TARGET=command|config\n".utf8))
      exit(2)
    }
    return FuzzEntry.testOneInput(data, size, fuzzTarget.target)
  }
#else
  /// Without `-DFUZZING`: `modalfuzz command|config FILE|FOLDER...` replays corpus files
  /// through the same checks (docs/fuzzing.md).
  @main
  enum ModalFuzzReplay {
    static func main() {
      exit(FuzzEntry.replay(Array(CommandLine.arguments.dropFirst())))
    }
  }
#endif
