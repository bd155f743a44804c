import ModalCore

/// Golden transcripts: a `.modal` script run in a fresh session (the default preset and
/// device, width 80, no color, frames drawn, `--echo`) gives exactly what
/// `modalplay --echo NAME.modal` prints; the `.expected` file beside it holds that text.
public enum Transcript {
  /// One run of a script: its transcript, how it ended, its first failure and which script
  /// line printed each part.
  public struct Run: Sendable {
    /// The transcript.
    public var text: String
    public var result: ScriptResult
    /// The first failure no `expect error` accepted (nil when the run did not fail).
    public var failure: ScriptFailure?
    /// Where each script line's output starts: the 0-based transcript line and the script
    /// line's location (`main.modal:4`, `main.modal:4: in b.modal:2`), in order.
    public var lineStarts: [(line: Int, location: String)]

    /// The location of the script line whose output holds transcript line `line` (1-based).
    public func location(ofLine line: Int) -> String? {
      lineStarts.last(where: { $0.line < line })?.location
    }
  }

  /// The transcript of a script. Relative `source` / `load` paths resolve as the file system
  /// resolves them (the working directory for the real one).
  public static func run(
    _ script: String, name: String, files: any FileSystem = LocalFileSystem()
  ) -> (text: String, result: ScriptResult) {
    let run = record(script, name: name, path: nil, files: files)
    return (run.text, run.result)
  }

  /// The full run of a script named `name`; with `path`, relative paths in it resolve in the
  /// folder of `path`.
  public static func record(
    _ script: String, name: String, path: String?, files: any FileSystem = LocalFileSystem()
  ) -> Run {
    record(bytes: Array(script.utf8), name: name, path: path, files: files)
  }

  /// ``record(_:name:path:files:)`` of a script file's bytes as read (a line that is not UTF-8
  /// is refused as binary).
  public static func record(
    bytes: [UInt8], name: String, path: String?, files: any FileSystem = LocalFileSystem()
  ) -> Run {
    var options = ShellOptions()
    options.width = 80
    options.echo = true
    let collector = Collector()
    do {
      var session = try Session(options: options, files: files)
      session.outputHandler = { _, text in collector.append(text) }
      session.onScriptLine = { location in collector.mark(location) }
      var lines = TextLines(bytes: bytes)
      let result =
        if let path {
          session.runScript(&lines, name: name, path: path)
        } else {
          session.runScript(&lines, name: name)
        }
      session.removeTemporaryFiles()
      return Run(
        text: collector.text, result: result, failure: session.firstFailure,
        lineStarts: collector.marks)
    } catch {
      return Run(
        text: "error: \(error.message)\n", result: .failed,
        failure: ScriptFailure(location: name, message: error.message), lineStarts: [])
    }
  }

  /// The output of a run as it comes, with the line each script line started at.
  final class Collector {
    var text = ""
    var lines = 0
    var marks: [(line: Int, location: String)] = []

    func append(_ piece: String) {
      text += piece
      for byte in piece.utf8 where byte == UInt8(ascii: "\n") { lines += 1 }
    }

    func mark(_ location: String) { marks.append((lines, location)) }
  }
}
