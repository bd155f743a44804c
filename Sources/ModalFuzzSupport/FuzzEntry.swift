import Foundation

/// What the fuzz programs share: libFuzzer's entry (built with `-DFUZZING` by
/// bench/fuzz.sh) and, in a normal build, a replay of corpus files through the same checks.
package enum FuzzEntry {
  /// A fuzz target: runs one input and returns the violated invariants (empty when all hold).
  package typealias Target = ([UInt8]) -> [String]

  /// The targets, by the name bench/fuzz.sh and the replay take.
  package enum Name: String, CaseIterable, Sendable {
    /// (a) command lines run in a session.
    case command
    /// (b) a config document decoded, driven and re-encoded.
    case config
    /// (c) Swift source imported, its config saved, loaded and exported.
    case swift

    /// The names, as usage messages list them (`command|config|swift`).
    package static var usage: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// The target's function.
    package var target: Target {
      switch self {
      case .command: CommandFuzz.run
      case .config: ConfigFuzz.run
      case .swift: SwiftFuzz.run
      }
    }
  }

  /// Runs one input from libFuzzer; a violation is printed and aborts the process, so that
  /// libFuzzer reports it like a crash and saves the input.
  package static func testOneInput(
    _ data: UnsafePointer<UInt8>?, _ size: Int, _ target: Target
  ) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = target(bytes)
    guard violations.isEmpty else {
      FileHandle.standardError.write(
        Data(("invariant violated:\n" + violations.joined(separator: "\n") + "\n").utf8))
      abort()
    }
    return 0
  }

  /// The normal build's `main` (`modalfuzz command|config|swift FILE|FOLDER...`): replays every
  /// file given (folders are read recursively) through the target and prints each violation
  /// with its file. Returns the exit status: 0 when all hold, 1 when one does not, 2 when a
  /// file cannot be read or the arguments are wrong.
  package static func replay(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, let name = Name(rawValue: first), arguments.count > 1
    else {
      FileHandle.standardError.write(Data("usage: modalfuzz \(Name.usage) FILE|FOLDER...\n".utf8))
      return 2
    }
    let target = name.target
    var status: Int32 = 0
    let files = corpusFiles(Array(arguments.dropFirst()))
    for file in files {
      guard let bytes = read(file) else {
        FileHandle.standardError.write(Data("\(file): cannot read\n".utf8))
        status = 2
        continue
      }
      let violations = target(bytes)
      for violation in violations { print("\(file): \(violation)") }
      if !violations.isEmpty && status == 0 { status = 1 }
    }
    print("replayed \(files.count) inputs: \(status == 0 ? "all invariants hold" : "FAILED")")
    return status
  }

  /// The files under `paths`: a file as it is, a folder's files recursively in name order
  /// (names starting with `.` left out).
  package static func corpusFiles(_ paths: [String]) -> [String] {
    let manager = FileManager.default
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        files.append(path)
        continue
      }
      let names = (manager.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      for name in names.sorted()
      where !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        let full = path + "/" + name
        var nested: ObjCBool = false
        if manager.fileExists(atPath: full, isDirectory: &nested), !nested.boolValue {
          files.append(full)
        }
      }
    }
    return files
  }

  /// A file's bytes, or nil when it cannot be read.
  package static func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }
}
