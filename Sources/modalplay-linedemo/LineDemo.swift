import ModalTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test driver for the line readers of `modalplay` (the terminal tests run it; it is not
/// part of the shipped binary).
///
/// It prompts `demo> `, completes the words in `words`, answers each line with
/// `got: <line>` and ends at the end of input. On a terminal it uses libedit (history from
/// `MODALPLAY_HISTORY`, as the shell does); otherwise it reads standard input as a stream,
/// reporting an over-long line on standard error and exiting 1 at the end if there was one.
enum LineDemo {
  /// The words Tab completes.
  static let words = ["present", "preset", "presets", "dismiss", "drag", "devices"]

  /// Runs the demo on the standard streams; returns its exit status.
  ///
  /// Two modes for the history tests, without a terminal: `--read-history FILE` prints the
  /// entries libedit loads from FILE, one Swift string literal a line (exit 1 when it cannot
  /// be read); `--append-history FILE ENTRY...` appends the entries as the editor does.
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.count >= 2 && arguments[0] == "--read-history" {
      guard let entries = HistoryFile(path: arguments[1]).read(size: 1 << 30) else { return 1 }
      for entry in entries { print(String(reflecting: entry)) }
      return 0
    }
    if arguments.count >= 2 && arguments[0] == "--append-history" {
      let file = HistoryFile(path: arguments[1])
      for entry in arguments.dropFirst(2) where file.append(entry) != nil { return 1 }
      return 0
    }
    if isatty(0) != 0 && isatty(1) != 0,
      let editor = EditLineReader(
        historyPath: EditLineReader.defaultHistoryPath(), completer: complete)
    {
      var reader = editor
      return loop(&reader, interactive: true)
    }
    var reader = StreamLineReader(fileDescriptor: 0)
    return loop(&reader, interactive: false)
  }

  /// Completes the last space-separated word of `line` from `words`.
  static func complete(_ line: String) -> Completion {
    let start = line.lastIndex(of: " ").map { line.index(after: $0) } ?? line.startIndex
    let word = line[start...]
    return (line.distance(from: line.startIndex, to: start), words.filter { $0.hasPrefix(word) })
  }

  /// Echoes lines until the end of input; returns the exit status.
  static func loop<Reader: LineReader>(_ reader: inout Reader, interactive: Bool) -> Int32 {
    var lineNumber = 0
    var status: Int32 = 0
    while true {
      switch reader.read(prompt: "demo> ") {
      case .line(let line):
        lineNumber += 1
        reader.remember(line)
        print("got: \(line)")
      case .endOfInput:
        return status
      case .interrupted:
        if !interactive { return 130 }
      case .tooLong(let limit):
        lineNumber += 1
        status = 1
        writeError("error: line \(lineNumber) is longer than \(limit) bytes\n")
      }
    }
  }
}
