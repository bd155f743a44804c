import ModalCore

/// Golden transcripts: a `.modal` script run in a fresh session (the default preset and
/// device, width 80, no color, frames drawn, `--echo`) gives exactly what
/// `modalplay --echo NAME.modal` prints; the `.expected` file beside it holds that text.
public enum Transcript {
  /// The transcript of a script. Relative `source` / `load` paths resolve as the file system
  /// resolves them (the working directory for the real one).
  public static func run(
    _ script: String, name: String, files: any FileSystem = LocalFileSystem()
  ) -> (text: String, result: ScriptResult) {
    var options = ShellOptions()
    options.width = 80
    options.echo = true
    do {
      var session = try Session(options: options, files: files)
      let result = session.runScript(script, name: name)
      let text = session.takeOutput().map(\.1).joined()
      return (text, result)
    } catch {
      return ("error: \(error.message)\n", .failed)
    }
  }
}
