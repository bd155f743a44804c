import ModalCore
import ModalSupport

/// The page of recorded sessions (`modalplay --html OUT.html SCRIPT...` and
/// `record --html FILE`): one self-contained HTML file, its CSS and its classic script inline
/// (``SessionPageAssets``), no URL to anything, so that it opens from `file://` in any current
/// browser without a network. The recording is in it as JSON
/// (`<script type="application/json" id="session-data">`):
///
///     {"title": "...", "lines": ["<rect .../>", ...],
///      "scripts": [{"name": "01-present.modal",
///                   "steps": [{"input": "present", "output": "state ...",
///                              "frames": [[390.00, 844.00, 0, 1, 2, ...], ...]}]}]}
///
/// A `releasemap` or `compare` step also has `"picture"`: its SVG (the map, the final frames
/// side by side), which the page shows under the step's output.
///
/// A frame is the container's width and height (the view box) followed by the indices of its
/// element lines in `lines` (``SessionRecording``). The command list is written here, one `<li>`
/// per command (the first of each script names it in `data-script`); the script draws the
/// frames, plays a step's frames at 60 per second and scrubs the timeline.
public enum SessionPage {
  /// The page of `recording`, titled `title`.
  public static func render(_ recording: SessionRecording, title: String) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(VisibleText.xml(title))</title>
      <style>
      \(SessionPageAssets.css)</style>
      </head>
      <body>
      <header><h1>\(VisibleText.xml(title))</h1><span id="position" aria-live="polite"></span></header>
      <main>
      <nav aria-label="Commands">
      <ol id="steps">

      """
    var number = 0
    for script in recording.scripts {
      for (index, step) in script.steps.enumerated() {
        let name = index == 0 ? " data-script=\"\(VisibleText.xml(script.name))\"" : ""
        number += 1
        html +=
          "<li data-step=\"\(number - 1)\"\(name)><span>\(number)</span> <code>\(VisibleText.xml(step.input))</code></li>\n"
      }
    }
    html += """
      </ol>
      </nav>
      <div id="stage" role="img" aria-label="the modal's frame"></div>
      <section id="side">
      <pre id="output" aria-label="what the command printed"></pre>
      <div id="picture" role="img" aria-label="the command's picture" hidden></div>
      </section>
      </main>
      <footer>
      <button id="play" type="button">Play</button>
      <input type="range" id="timeline" min="0" max="0" value="0" step="1" aria-label="frame">
      <span id="keys">j / &#8595; next, k / &#8593; previous, Home, End, Space play/pause</span>
      </footer>
      <script type="application/json" id="session-data">
      """
    html += escapeScriptData(json(recording, title: title))
    html += "</script>\n<script>\n" + SessionPageAssets.script + "</script>\n</body>\n</html>\n"
    return html
  }

  /// The recording as the page's JSON: the title, the distinct SVG lines, and each script's
  /// steps with their input, output and frames (a frame is `[width, height, line indices...]`).
  static func json(_ recording: SessionRecording, title: String) -> String {
    let scripts = recording.scripts.map { script -> JSONValue in
      let steps = script.steps.map { step -> JSONValue in
        let frames = step.frames.map { frame -> JSONValue in
          .array(
            [.fixed(frame.width, decimals: 2), .fixed(frame.height, decimals: 2)]
              + frame.elements.map { .integer($0) })
        }
        var fields: [(String, JSONValue)] = [
          ("input", .string(step.input)), ("output", .string(step.output)),
          ("frames", .array(frames)),
        ]
        if let picture = step.picture { fields.append(("picture", .string(picture))) }
        return .object(fields)
      }
      return .object([("name", .string(script.name)), ("steps", .array(steps))])
    }
    return JSONValue.object([
      ("title", .string(title)), ("lines", .array(recording.lines.map { .string($0) })),
      ("scripts", .array(scripts)),
    ]).line + "\n"
  }

  /// JSON made safe inside a `<script>` element: `</` becomes `<\/` and `<!--` becomes
  /// `\u003c!--` (both the same JSON), so no text ends the element or changes how it is read.
  static func escapeScriptData(_ json: String) -> String {
    json.replacing("<!--", with: "\\u003c!--").replacing("</", with: "<\\/")
  }
}
