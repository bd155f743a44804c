#!/usr/bin/env python3
"""The browser test of the session page (`modalplay --html`, docs/html.md).

Opens PAGE headless in Chromium from a file:// URL, driven over the DevTools protocol on a
pipe (--remote-debugging-pipe: commands on the browser's fd 3, replies on its fd 4, JSON
messages ending in NUL), and checks:

- the page made no network request: every request is the page's own file:// URL;
- the step list has one entry per command of TRANSCRIPT (the `--echo` output of the script);
- after choosing step A (a click on its entry) and step B (ArrowDown key presses) and waiting
  for the animation to finish (the page clears `data-playing`), the output pane shows the
  step's `at` line, and the screenshot's pixels at the modal's centre and just above its top
  edge (from the `frame` line the transcript prints, scaled like the stage) differ between the
  two steps' sheets;
- the device is drawn as a device: its outline with rounded corners (`screen-edge`), the screen
  clipped to them (the view box's corner shows the page);
- each `releasemap` or `compare` step (clicked) shows its picture under its output, its
  references to its own clip paths and filters, and neither the output's lines nor the picture
  is wider than its pane.

Python 3 standard library only (zlib and struct decode the PNG screenshots). Exit 0 when
every check passes, 1 when one fails, 2 when the browser cannot be driven. Chromium is killed
on every path, and the whole run is bounded by --timeout seconds.
"""

import argparse
import base64
import fcntl
import json
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

VIEWPORT = (1024, 768)


class BrowserError(Exception):
    """The browser could not be driven (it exited, a reply timed out, a command failed)."""


class Browser:
    """Chromium headless with the DevTools protocol on a pipe."""

    def __init__(self, chromium, profile, log):
        command_read, command_write = os.pipe()
        reply_read, reply_write = os.pipe()
        # Copies above the low numbers, moved to 3 and 4 in the child (pass_fds keeps them).
        child_in = fcntl.fcntl(command_read, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(reply_write, fcntl.F_DUPFD_CLOEXEC, 10)

        def place_pipes():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        arguments = [
            chromium,
            "--headless=new",
            "--remote-debugging-pipe",
            "--user-data-dir=" + profile,
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-gpu",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--window-size=%d,%d" % VIEWPORT,
            "about:blank",
        ]
        if os.geteuid() == 0:
            arguments.append("--no-sandbox")
        self.process = subprocess.Popen(
            arguments,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            pass_fds=(3, 4),
            preexec_fn=place_pipes,
            start_new_session=True,
        )
        for descriptor in (command_read, reply_write, child_in, child_out):
            os.close(descriptor)
        self.commands = command_write
        self.replies = reply_read
        self.pending = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None, timeout=10.0):
        """Sends a command and returns its result; events that arrive meanwhile are kept."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.commands, data):]
        deadline = time.monotonic() + timeout
        while True:
            reply = self.receive(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError("%s failed: %s" % (method, reply["error"]))
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def receive(self, deadline):
        """The next message from the browser."""
        while b"\0" not in self.pending:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("no reply from the browser in time")
            ready, _, _ = select.select([self.replies], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise BrowserError("the browser closed its pipe (exit %s)" % self.process.poll())
            self.pending += chunk
        message, self.pending = self.pending.split(b"\0", 1)
        return json.loads(message)

    def wait_for_event(self, method, session, timeout=10.0):
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events:
                if event["method"] == method and event.get("sessionId") == session:
                    return event
            self.events.append(self.receive(deadline))

    def close(self):
        """Asks the browser to close, then kills its process group whatever happened."""
        try:
            if self.process.poll() is None:
                self.send("Browser.close", timeout=2.0)
        except (BrowserError, OSError):
            pass
        try:
            self.process.wait(timeout=3)
        except subprocess.TimeoutExpired:
            pass
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.process.wait()
        for descriptor in (self.commands, self.replies):
            try:
                os.close(descriptor)
            except OSError:
                pass


def decode_png(data):
    """(width, height, rows of RGB(A) bytes, bytes per pixel) of an 8-bit RGB or RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position = 8
    idat = b""
    width = height = channels = None
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace != 0:
                raise ValueError("unsupported PNG (depth %d, colour %d)" % (depth, color))
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(line)
        previous = line
    return width, height, rows, channels


def pixel(image, x, y):
    width, height, rows, channels = image
    x = min(max(int(round(x)), 0), width - 1)
    y = min(max(int(round(y)), 0), height - 1)
    start = x * channels
    return tuple(rows[y][start:start + 3])


def read_transcript(path, script):
    """The commands of `script`, each with its output lines from its `--echo` transcript.

    A transcript echoes each command after the prompt, except an `echo` line, which prints only
    its text: the text of the echo lines after a command ends that command's block (the
    lines before the first prompt are the leading echo lines')."""
    prompt = re.compile(r"^modal\[[^\]]*\]> (.*)$")
    blocks = [[]]
    with open(path, encoding="utf-8") as handle:
        for line in handle.read().splitlines():
            if prompt.match(line):
                blocks.append([])
            else:
                blocks[-1].append(line)
    with open(script, encoding="utf-8") as handle:
        commands = [line.strip() for line in handle.read().splitlines()]
    commands = [line for line in commands if line and not line.startswith("#")]
    is_echo = [line == "echo" or line.startswith("echo ") for line in commands]

    def split_echoes(lines, count, texts):
        """The block's own lines and, in order, each following echo's lines (from the end)."""
        lines = list(lines)
        echoed = []
        for text in reversed(texts[:count]):
            taken = []
            while lines and " ".join(taken) != text:
                taken.insert(0, lines.pop())
            echoed.insert(0, taken)
        return lines, echoed

    def following(index):
        texts = []
        while index < len(commands) and is_echo[index]:
            texts.append(commands[index][5:].strip())
            index += 1
        return texts

    steps = []
    pending = []
    block = 0
    texts = following(0)
    _, pending = split_echoes(blocks[0], len(texts), texts)
    for index, command in enumerate(commands):
        if is_echo[index]:
            steps.append({"input": command, "output": pending.pop(0) if pending else []})
            continue
        block += 1
        texts = following(index + 1)
        own, pending = split_echoes(blocks[block] if block < len(blocks) else [], len(texts), texts)
        steps.append({"input": command, "output": own})
    return steps


def frame_of(step):
    """The modal's frame the step's `frame` line prints: x, y, width, height in points."""
    for line in step["output"]:
        match = re.match(
            r"^frame\s+x (-?[\d.]+)\s+y (-?[\d.]+)\s+width ([\d.]+)\s+height ([\d.]+)", line)
        if match:
            return tuple(float(value) for value in match.groups())
    raise ValueError("step '%s' prints no frame line" % step["input"])


def at_line(step):
    for line in step["output"]:
        if line.startswith("at "):
            return line
    raise ValueError("step '%s' prints no at line" % step["input"])


class Check:
    def __init__(self):
        self.failures = []

    def expect(self, condition, message):
        print(("ok    " if condition else "FAIL  ") + message)
        if not condition:
            self.failures.append(message)


def evaluate(browser, session, expression):
    result = browser.send(
        "Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
    if "exceptionDetails" in result:
        raise BrowserError("script error in %r: %s" % (expression, result["exceptionDetails"]))
    return result["result"].get("value")


def wait_until_shown(browser, session, step, timeout=10.0):
    """Waits until step `step` is current and its animation has stopped; True when it was
    seen playing first (or it has one frame)."""
    expression = (
        "JSON.stringify({current: (document.querySelector('#steps li[aria-current=\"step\"]')"
        " || {dataset: {}}).dataset.step, playing: document.body.hasAttribute('data-playing')})"
    )
    deadline = time.monotonic() + timeout
    seen_playing = False
    while time.monotonic() < deadline:
        state = json.loads(evaluate(browser, session, expression))
        seen_playing = seen_playing or state["playing"]
        if state["current"] == str(step) and not state["playing"]:
            return seen_playing
        time.sleep(0.02)
    raise BrowserError("step %d did not finish playing in %.0f s" % (step, timeout))


def screenshot(browser, session):
    data = browser.send("Page.captureScreenshot", {"format": "png"}, session)["data"]
    return decode_png(base64.b64decode(data))


def stage_mapping(browser, session):
    """Where the stage draws a point: its SVG's box in the page and its view box."""
    box = json.loads(evaluate(
        browser, session,
        "(function () { var svg = document.querySelector('#stage svg');"
        " var r = svg.getBoundingClientRect(); var v = svg.viewBox.baseVal;"
        " return JSON.stringify([r.left, r.top, r.width, r.height, v.width, v.height]); })()"))
    left, top, width, height, view_width, view_height = box
    scale = min(width / view_width, height / view_height)
    origin_x = left + (width - view_width * scale) / 2
    origin_y = top + (height - view_height * scale) / 2
    return lambda x, y: (origin_x + x * scale, origin_y + y * scale)


def luminance(colour):
    """The relative luminance of an sRGB colour (WCAG 2)."""
    def channel(value):
        value /= 255.0
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(value) for value in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first, second):
    """The WCAG contrast ratio of two colours (1 to 21)."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def probe(image, mapping, frame):
    """The pixels at the modal's centre and 4 points above its top edge."""
    x, y, width, height = frame
    centre = pixel(image, *mapping(x + width / 2, y + height / 2))
    above = pixel(image, *mapping(x + width / 2, y - 4))
    return centre, above


def run(arguments, check):
    steps = read_transcript(arguments.transcript, arguments.script)
    first, second = arguments.steps
    page_url = "file://" + os.path.abspath(arguments.page)
    profile = tempfile.mkdtemp(prefix="modalplay-browser-")
    log = open(os.path.join(profile, "chromium.log"), "wb")
    browser = None
    try:
        browser = Browser(arguments.chromium, profile, log)
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Network", "Page", "Runtime"):
            browser.send(domain + ".enable", {}, session)
        browser.send("Emulation.setDeviceMetricsOverride", {
            "width": VIEWPORT[0], "height": VIEWPORT[1], "deviceScaleFactor": 1,
            "mobile": False}, session)
        browser.events.clear()
        browser.send("Page.navigate", {"url": page_url}, session)
        browser.wait_for_event("Page.loadEventFired", session)

        items = evaluate(browser, session, "document.querySelectorAll('#steps li').length")
        check.expect(items == len(steps),
                     "the step list has %s entries, one per command (%d)" % (items, len(steps)))

        # Step `first` by a click on its entry.
        rect = json.loads(evaluate(
            browser, session,
            "(function () { var li = document.querySelectorAll('#steps li')[%d];"
            " li.scrollIntoView({block: 'center'}); var r = li.getBoundingClientRect();"
            " return JSON.stringify([r.left + r.width / 2, r.top + r.height / 2]); })()" % first))
        for kind in ("mousePressed", "mouseReleased"):
            browser.send("Input.dispatchMouseEvent", {
                "type": kind, "x": rect[0], "y": rect[1], "button": "left",
                "clickCount": 1}, session)
        played = wait_until_shown(browser, session, first)
        check.expect(played, "step %d (%s) played its animation" % (first + 1,
                                                                  steps[first]["input"]))
        shots = [screenshot(browser, session)]
        outputs = [evaluate(browser, session, "document.getElementById('output').textContent")]
        mapping = stage_mapping(browser, session)
        check.expect(evaluate(browser, session, "document.getElementById('picture').hidden")
                     is True, "step %d has no picture under its output" % (first + 1))

        # The device: the screen's rounded outline is drawn (screen-edge, rx above 0) and the
        # screen is clipped to it, so the corner of the view box shows the page, not the screen.
        radius = evaluate(browser, session,
                          "(function () { var e = document.querySelector('#stage #screen-edge');"
                          " return e ? Number(e.getAttribute('rx')) : 0; })()")
        check.expect(radius > 0 and evaluate(
            browser, session, "document.querySelectorAll('#stage #screen-clip').length") == 1,
            "the device's outline is drawn with rounded corners (rx %s) and clips the screen"
            % radius)
        corner = pixel(shots[0], *mapping(2, 2))
        inside = pixel(shots[0], *mapping(radius, radius + 40))
        check.expect(corner != inside and luminance(corner) > 0.8,
                     "the view box's corner is outside the screen: %s there, %s inside" % (
                         corner, inside))

        # Step `second` by ArrowDown key presses.
        for _ in range(second - first):
            for kind in ("keyDown", "keyUp"):
                browser.send("Input.dispatchKeyEvent", {
                    "type": kind, "key": "ArrowDown", "code": "ArrowDown",
                    "windowsVirtualKeyCode": 40, "nativeVirtualKeyCode": 40}, session)
        wait_until_shown(browser, session, second)
        shots.append(screenshot(browser, session))
        outputs.append(evaluate(browser, session, "document.getElementById('output').textContent"))

        fits = evaluate(browser, session,
                        "(function () { var o = document.getElementById('output');"
                        " return o.scrollWidth <= o.clientWidth; })()")
        check.expect(fits is True, "the output pane is as wide as its longest line (80 columns)")
        for index, output in zip((first, second), outputs):
            line = at_line(steps[index])
            check.expect(line in output.splitlines(),
                         "the output pane of step %d shows '%s'" % (index + 1, line))
        # The End key shows the last step: an expect that held keeps the output it checked and
        # marks the check as passed; another step that printed nothing says so.
        last = len(steps) - 1
        for kind in ("keyDown", "keyUp"):
            browser.send("Input.dispatchKeyEvent", {
                "type": kind, "key": "End", "code": "End",
                "windowsVirtualKeyCode": 35, "nativeVirtualKeyCode": 35}, session)
        wait_until_shown(browser, session, last)
        shown = evaluate(browser, session, "document.getElementById('output').textContent")
        if not steps[last]["output"] and steps[last]["input"].startswith("expect "):
            checked = [step for step in steps[:last] if step["output"]][-1]
            passed = "\u2713 " + steps[last]["input"] + ": passed"
            check.expect(shown.splitlines()[-1] == passed and at_line(checked) in shown.splitlines(),
                         "the last step (%s) keeps the output it checked and says '%s' (the pane "
                         "shows %r)" % (steps[last]["input"], passed, shown))
        elif not steps[last]["output"]:
            check.expect(shown == "(this step printed nothing)",
                         "the last step (%s) says it printed nothing (the pane shows %r)" % (
                             steps[last]["input"], shown))
        frames = [frame_of(steps[first]), frame_of(steps[second])]
        (centre_a, above_a), (centre_b, above_b) = [
            probe(shot, mapping, frame) for shot, frame in zip(shots, frames)]
        print("      step %d: centre %s, above the top %s" % (first + 1, centre_a, above_a))
        print("      step %d: centre %s, above the top %s" % (second + 1, centre_b, above_b))
        check.expect(centre_a != above_a and centre_b != above_b,
                     "each sheet's centre differs from the pixel just above its top edge")
        ratios = [contrast(centre_a, above_a), contrast(centre_b, above_b)]
        check.expect(min(ratios) > 3,
                     "the sheet stands out from the screen: contrast %s, above 3:1" % (
                         ", ".join("%.2f" % ratio for ratio in ratios)))
        # The first sheet's just-above-the-top point is covered by the second sheet.
        covered = pixel(shots[1], *mapping(frames[0][0] + frames[0][2] / 2, frames[0][1] - 4))
        check.expect(covered != above_a,
                     "the point above the first sheet is drawn differently under the second")
        check.expect(covered == centre_b, "that point shows the second sheet's fill")

        # In the dark colour scheme too (the last step's frame is the second step's).
        browser.send("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": "dark"}]}, session)
        dark_centre, dark_above = probe(screenshot(browser, session), mapping, frames[1])
        ratio = contrast(dark_centre, dark_above)
        check.expect(dark_centre != centre_b and ratio > 3,
                     "in the dark scheme the sheet is drawn dark-themed and stands out: "
                     "centre %s, above %s, contrast %.2f" % (dark_centre, dark_above, ratio))

        # A releasemap's or compare's step shows its picture under its text, inside the pane,
        # and neither the text nor the picture is wider than the pane.
        drawn = [index for index, step in enumerate(steps)
                 if step["input"].split(" ")[0] in ("releasemap", "compare")]
        check.expect(drawn != [], "the lesson has a releasemap or compare step")
        for index in drawn:
            browser.send("Emulation.setEmulatedMedia", {"features": []}, session)
            position = json.loads(evaluate(
                browser, session,
                "(function () { var li = document.querySelectorAll('#steps li')[%d];"
                " li.scrollIntoView({block: 'center'}); var r = li.getBoundingClientRect();"
                " return JSON.stringify([r.left + r.width / 2, r.top + r.height / 2]); })()"
                % index))
            for kind in ("mousePressed", "mouseReleased"):
                browser.send("Input.dispatchMouseEvent", {
                    "type": kind, "x": position[0], "y": position[1], "button": "left",
                    "clickCount": 1}, session)
            wait_until_shown(browser, session, index)
            shown = json.loads(evaluate(
                browser, session,
                "(function () { var p = document.getElementById('picture');"
                " var o = document.getElementById('output'); var svg = p.querySelector('svg');"
                " var r = p.getBoundingClientRect(); var s = svg ? svg.getBoundingClientRect()"
                " : {width: 0, height: 0, right: 0};"
                " return JSON.stringify({hidden: p.hidden, elements: svg ?"
                " svg.querySelectorAll('*').length : 0, svgWidth: s.width, svgHeight: s.height,"
                " svgRight: s.right, paneRight: r.right, paneWidth: p.clientWidth,"
                " fits: o.scrollWidth <= o.clientWidth && p.scrollWidth <= p.clientWidth,"
                " text: [o.scrollWidth, o.clientWidth], picture: [p.scrollWidth, p.clientWidth],"
                " local: Array.prototype.every.call(p.querySelectorAll('[clip-path], [filter],"
                " use'), function (e) { var r = (e.getAttribute('clip-path') ||"
                " e.getAttribute('filter') || e.getAttribute('href') || '').match(/#([^)\"]+)/);"
                " return !r || (document.getElementById(r[1]) !== null &&"
                " p.contains(document.getElementById(r[1]))); }),"
                " viewport: window.innerWidth}); })()"))
            print("      step %d (%s): %s" % (index + 1, steps[index]["input"], shown))
            check.expect(not shown["hidden"] and shown["elements"] > 10
                         and shown["svgWidth"] > 100 and shown["svgHeight"] > 50,
                         "step %d (%s) shows its picture under its output (%d elements, %.0f x "
                         "%.0f)" % (index + 1, steps[index]["input"], shown["elements"],
                                    shown["svgWidth"], shown["svgHeight"]))
            check.expect(shown["local"],
                         "step %d's picture refers to its own clip paths and filters, not the "
                         "frame's" % (index + 1))
            check.expect(shown["fits"] and shown["svgRight"] <= shown["paneRight"] + 0.5
                         and shown["paneRight"] <= shown["viewport"],
                         "no output line and not the picture is wider than its pane (picture "
                         "%.0f px in a %d px pane)" % (shown["svgWidth"], shown["paneWidth"]))

        requests = [event["params"]["request"]["url"] for event in browser.events
                    if event["method"] == "Network.requestWillBeSent"]
        foreign = [url for url in requests if url.split("#")[0] != page_url]
        check.expect(requests != [] and foreign == [],
                     "no network request but the page's own file:// URL (%d requests%s)" % (
                         len(requests), ", others: " + ", ".join(foreign) if foreign else ""))
    finally:
        if browser is not None:
            browser.close()
        log.close()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--page", required=True)
    parser.add_argument("--transcript", required=True, help="the script's --echo output")
    parser.add_argument("--script", required=True, help="the script the page and transcript ran")
    parser.add_argument("--steps", required=True,
                        help="two step numbers counted from 1, A,B with A < B")
    parser.add_argument("--timeout", type=float, default=45.0)
    arguments = parser.parse_args()
    first, second = (int(value) - 1 for value in arguments.steps.split(","))
    if not 0 <= first < second:
        parser.error("--steps takes A,B with 1 <= A < B")
    arguments.steps = (first, second)

    def expire(signum, frame):
        raise BrowserError("the check took more than %.0f s" % arguments.timeout)

    def terminate(signum, frame):
        raise BrowserError("stopped by signal %d" % signum)

    signal.signal(signal.SIGALRM, expire)
    signal.signal(signal.SIGTERM, terminate)
    signal.alarm(int(arguments.timeout))
    started = time.monotonic()
    check = Check()
    try:
        run(arguments, check)
    except (BrowserError, OSError, ValueError) as error:
        print("error: %s" % error)
        return 2
    finally:
        signal.alarm(0)
    print("took %.1f s" % (time.monotonic() - started))
    if check.failures:
        print("%d check(s) failed" % len(check.failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
