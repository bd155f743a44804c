import ModalCore
import ModalSwift

/// Fuzz target (c): Swift source read by the importers of `load FILE.swift`, and the same
/// bytes read as TSX by `load Sheet.tsx` (the input is the file). The import must end (no crash, no hang; libFuzzer's limits bound its time and
/// memory) in a result or one error whose first line names the file, every line of its report
/// naming the file too. A config it reads is saved (the config coding's JSON) and must load
/// back equal and save to the same text (``FuzzInvariants/checkRoundTrip(_:)``), and must
/// export for every target (or be refused by the target with a reason).
package enum SwiftFuzz {
  /// The name the input is read as.
  static let file = "fuzz.swift"

  /// The name the input is read as by the TSX reader of `load Sheet.tsx`.
  static let tsxFile = "fuzz.tsx"

  /// Runs one input, read as Swift and as TSX (`load Sheet.tsx`: the same invariants); returns
  /// the violated invariants, one line each (empty when all hold).
  package static func run(_ bytes: [UInt8]) -> [String] {
    let source = String(decoding: bytes, as: UTF8.self)
    return check(file) { () throws(SwiftImportError) in
      try SwiftImporters.read(source, file: file)
    }
      + check(tsxFile) { () throws(SwiftImportError) in
        try GorhomImport.read(source, file: tsxFile)
      }
  }

  /// The invariants of one import of `file`.
  static func check(
    _ file: String, _ read: () throws(SwiftImportError) -> SwiftImportResult
  ) -> [String] {
    let result: SwiftImportResult
    do {
      result = try read()
    } catch {
      guard error.message.hasPrefix(file + ":") else {
        return ["the error does not start with the file's name: \(error.message.prefix(200))"]
      }
      return []
    }
    var violations: [String] = []
    for line in result.recognised + result.approximated + result.skipped
    where !line.hasPrefix(file + ":") {
      violations.append("a report line does not start with the file's name: \(line.prefix(200))")
    }
    violations += FuzzInvariants.checkRoundTrip(result.document)
    violations += checkExports(result.document)
    return violations
  }

  /// Every target exports a document read from Swift, or says why not.
  static func checkExports(_ document: ConfigDocument) -> [String] {
    var violations: [String] = []
    for target in SwiftExportTargets.all {
      do {
        _ = try target.export(document)
      } catch {
        if error.message.isEmpty { violations.append("\(target.name) refuses without a reason") }
      }
    }
    return violations
  }
}
