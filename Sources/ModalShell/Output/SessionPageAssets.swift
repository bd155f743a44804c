/// The style and the script of the session page (``SessionPage``), inline in it. The script is
/// a classic one using only standard DOM APIs (no modules, no fetch, no URL), so that the page
/// works from `file://` in Chromium, Firefox and Safari. It draws frame `i` by setting the
/// stage's `innerHTML` to an `<svg>` of that frame's element lines; a chosen step plays its
/// frames at 60 per second of `requestAnimationFrame` time (the frame index comes from the
/// time elapsed, so it is never faster) and stops at its last one. While it plays, the
/// `<body>` has `data-playing`; the browser test waits for it to go.
enum SessionPageAssets {
  static let css = """
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body { display: grid; grid-template-rows: auto 1fr auto; font: 14px/1.4 system-ui, sans-serif;
      color: #1c1c1e; background: #fafafa; }
    header { display: flex; align-items: baseline; gap: 1em; padding: 0.4em 1em;
      border-bottom: 1px solid #d1d1d6; }
    h1 { font-size: 1.1em; margin: 0; }
    #position { color: #636366; font-variant-numeric: tabular-nums; }
    main { display: grid; grid-template-columns: minmax(9em, 13em) minmax(12em, 1fr) auto;
      min-height: 0; }
    nav { overflow: auto; border-right: 1px solid #d1d1d6; }
    #steps { margin: 0; padding: 0.3em 0.5em 1em 0.5em; list-style: none; }
    #steps li { display: grid; grid-template-columns: 2.6em 1fr; cursor: pointer;
      padding: 0.1em 0.3em; border-radius: 4px; }
    #steps li span { color: #8e8e93; text-align: right; padding-right: 0.6em;
      font-variant-numeric: tabular-nums; }
    #steps li:hover { background: #e5e5ea; }
    #steps li[aria-current="step"] { background: #007aff; color: #ffffff; }
    #steps li[aria-current="step"] span { color: #ffffff; }
    #steps li[data-script]::before { content: attr(data-script); grid-column: 1 / -1;
      margin: 0.8em 0 0.2em 0; font-weight: 600; color: #1c1c1e; }
    #steps code { font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap;
      overflow-wrap: anywhere; }
    #stage { min-width: 0; min-height: 0; padding: 0.5em; }
    #stage svg { display: block; width: 100%; height: 100%; }
    #side { display: flex; flex-direction: column; min-height: 0; border-left: 1px solid #d1d1d6; }
    /* 80 columns (and one spare) beside a scroll bar's gutter, kept whether or not the text
       scrolls: a long output above a picture scrolls without a line getting wider than it. */
    #output { margin: 0; padding: 0.5em 1em; overflow: auto; flex: 1 1 auto; min-height: 0;
      font: 11px/1.35 ui-monospace, Menlo, Consolas, monospace; scrollbar-gutter: stable;
      width: calc(81ch + 2em + 16px); }
    /* A releasemap's or compare's picture, under its text: as wide as the pane (the text sets
       the pane's width; width 0 and min-width 100% keep the picture from widening it). */
    #picture { flex: 0 0 auto; max-height: 55%; overflow: auto; padding: 0.5em 1em;
      border-top: 1px solid #d1d1d6; background: #ffffff; width: 0; min-width: 100%; }
    #picture svg { display: block; width: 100%; height: auto; }
    #output.quiet { color: #8e8e93; }
    footer { display: flex; align-items: center; gap: 0.8em; padding: 0.4em 1em;
      border-top: 1px solid #d1d1d6; }
    #timeline { flex: 1; }
    #keys { color: #636366; font-size: 0.85em; }
    /* The frame: the screen behind the sheet is drawn in grey, so that a white sheet stands
       out (a contrast above 3:1), and the sheet has an edge. */
    #stage #container { fill: #48484a; }
    #stage #presenting { fill: #7c7c80; }
    #stage #modal { stroke: #48484a; stroke-width: 1; }
    #stage #status-time { fill: #ffffff; }
    @media (prefers-color-scheme: dark) {
      body { color: #f2f2f7; background: #1c1c1e; }
      header, footer, nav, #side, #picture { border-color: #48484a; }
      #stage #screen-edge { stroke: #8e8e93; }
      #stage #home-indicator { fill: #ffffff; }
      #position, #keys, #steps li span, #output.quiet { color: #aeaeb2; }
      #steps li:hover { background: #3a3a3c; }
      #steps li[data-script]::before { color: #f2f2f7; }
      #stage #container { fill: #000000; }
      #stage #presenting { fill: #000000; }
      #stage #modal, #stage [id^="corner-"] { fill: #8e8e93; }
      #stage #modal { stroke: #d1d1d6; }
    }

    """

  static let script = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("session-data").textContent);
      var lines = data.lines;
      var stage = document.getElementById("stage");
      var output = document.getElementById("output");
      var picture = document.getElementById("picture");
      var timeline = document.getElementById("timeline");
      var playButton = document.getElementById("play");
      var position = document.getElementById("position");
      var items = document.querySelectorAll("#steps li");
      // Every frame of the whole session in order, and the step each belongs to.
      var frames = [];
      var frameStep = [];
      var steps = [];
      data.scripts.forEach(function (script) {
        script.steps.forEach(function (step) {
          var first = frames.length;
          step.frames.forEach(function (frame) {
            frames.push(frame);
            frameStep.push(steps.length);
          });
          steps.push({ input: step.input, output: step.output, picture: step.picture || null,
            first: first, last: frames.length - 1 });
        });
      });
      var currentStep = -1;
      var shownFrame = -1;
      // The running playback: frames from..to from time start, then (when continuing) the
      // next steps after a pause; null when stopped.
      var playing = null;
      var pause = 800;

      function draw(index) {
        if (index === shownFrame) { return; }
        var frame = frames[index];
        var svg = ["<svg viewBox=\\"0 0 " + frame[0] + " " + frame[1] +
          "\\" preserveAspectRatio=\\"xMidYMid meet\\" role=\\"presentation\\">"];
        for (var i = 2; i < frame.length; i++) { svg.push(lines[frame[i]]); }
        svg.push("</svg>");
        stage.innerHTML = svg.join("\\n");
        shownFrame = index;
        timeline.value = String(index);
        select(frameStep[index]);
        var step = steps[currentStep];
        position.textContent = "step " + (currentStep + 1) + " of " + steps.length + ": " +
          step.input + " (frame " + (index - step.first + 1) + " of " +
          (step.last - step.first + 1) + ")";
      }

      function select(number) {
        if (number === currentStep) { return; }
        if (currentStep >= 0) { items[currentStep].removeAttribute("aria-current"); }
        currentStep = number;
        var item = items[number];
        item.setAttribute("aria-current", "step");
        if (item.scrollIntoView) { item.scrollIntoView({ block: "nearest" }); }
        // An expect that held prints nothing: the pane keeps the output it checked (the last
        // step's that printed something) and marks the check as passed. Another step that
        // printed nothing (a set) says so, in grey.
        var shown = steps[number].output;
        var quiet = false;
        if (!shown && /^expect\\s/.test(steps[number].input)) {
          var back = number - 1;
          while (back >= 0 && !steps[back].output) { back--; }
          shown = (back >= 0 ? steps[back].output + "\\n\\n" : "") +
            "\\u2713 " + steps[number].input + ": passed";
        } else if (!shown) {
          shown = "(this step printed nothing)";
          quiet = true;
        }
        output.textContent = shown;
        output.className = quiet ? "quiet" : "";
        // releasemap's and compare's SVG (escaped by their renderers), under the text; its ids
        // do not repeat the frame's (compare's panels prefix theirs: p0-screen-clip).
        var drawn = steps[number].picture;
        picture.innerHTML = drawn || "";
        picture.hidden = !drawn;
      }

      function stop() {
        playing = null;
        document.body.removeAttribute("data-playing");
        playButton.textContent = "Play";
      }

      function tick(now) {
        if (!playing) { return; }
        if (playing.start === null) { playing.start = now; }
        var index = playing.from + Math.floor((now - playing.start) * 60 / 1000);
        if (index < playing.to) {
          draw(index);
        } else {
          draw(playing.to);
          if (!playing.continuing || currentStep + 1 >= steps.length) {
            stop();
            return;
          }
          if (playing.hold === null) { playing.hold = now + pause; }
          if (now >= playing.hold) {
            var next = steps[currentStep + 1];
            playing = { from: next.first, to: next.last, start: now, hold: null, continuing: true };
            draw(next.first);
          }
        }
        window.requestAnimationFrame(tick);
      }

      function play(from, to, continuing) {
        draw(from);
        playing = { from: from, to: to, start: null, hold: null, continuing: continuing };
        document.body.setAttribute("data-playing", "true");
        playButton.textContent = "Pause";
        window.requestAnimationFrame(tick);
      }

      // A chosen step plays its animation and stops at its last frame.
      function choose(number) {
        if (number < 0 || number >= steps.length) { return; }
        stop();
        var step = steps[number];
        if (step.first === step.last) {
          draw(step.last);
        } else {
          play(step.first, step.last, false);
        }
      }

      function togglePlay() {
        if (playing) {
          stop();
          return;
        }
        var step = steps[currentStep];
        if (shownFrame < step.last) {
          play(shownFrame, step.last, true);
        } else if (currentStep + 1 < steps.length) {
          var next = steps[currentStep + 1];
          play(next.first, next.last, true);
        }
      }

      function openFromHash() {
        var match = /^#step=(\\d+)$/.exec(window.location.hash);
        if (!match) { return false; }
        var number = parseInt(match[1], 10) - 1;
        if (number < 0 || number >= steps.length) { return false; }
        stop();
        draw(steps[number].last);
        return true;
      }

      document.getElementById("steps").addEventListener("click", function (event) {
        var item = event.target.closest ? event.target.closest("li") : null;
        if (item && item.hasAttribute("data-step")) {
          choose(parseInt(item.getAttribute("data-step"), 10));
        }
      });
      timeline.addEventListener("input", function () {
        stop();
        draw(parseInt(timeline.value, 10));
      });
      playButton.addEventListener("click", function (event) {
        togglePlay();
        // A key press after a click is the page's, not the button's.
        if (event.detail > 0) { playButton.blur(); }
      });
      document.addEventListener("keydown", function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) { return; }
        var key = event.key;
        if (event.target === timeline && key.indexOf("Arrow") === 0) { return; }
        if (key === "ArrowDown" || key === "ArrowRight" || key === "j") {
          choose(currentStep + 1);
        } else if (key === "ArrowUp" || key === "ArrowLeft" || key === "k") {
          choose(currentStep - 1);
        } else if (key === "Home") {
          choose(0);
        } else if (key === "End") {
          choose(steps.length - 1);
        } else if (key === " " || key === "Spacebar") {
          togglePlay();
        } else {
          return;
        }
        event.preventDefault();
      });
      window.addEventListener("hashchange", openFromHash);

      timeline.max = String(Math.max(0, frames.length - 1));
      if (steps.length === 0) {
        output.textContent = "(no commands were recorded)";
      } else if (!openFromHash()) {
        draw(steps[0].last);
      }
    })();

    """
}
