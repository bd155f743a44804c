#!/usr/bin/env python3
"""Prints Tests/ModalCoreTests/PresetExpectedPoints.swift, the expected points of the presets.

An independent calculator for the rect and percent of every interpolation point of the
adaptive-modal presets (basic, the demos, compact-height, custom) in eight environments. It
implements MODEL.md section 1 (devices, landscape safe areas, the keyboard's overlap),
section 2 (layout values, the six steps of a layout, the layout presets) and section 3 (the
combined list and the position percent) from the text of the model, not from the Swift code;
the layouts are transcribed from shared/reference/adaptive-modal-demos.md into PRESETS below,
not read from the presets' JSON. The file it prints is data only; its types are written by
hand in Tests/ModalCoreTests/PresetPointTypes.swift.

    python3 Tests/Generators/preset_points.py > Tests/ModalCoreTests/PresetExpectedPoints.swift

Python 3 standard library only. See Tests/Generators/README.md.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace
from typing import Optional

# MARK: - Section 1: devices and environments

# name: (portrait width, portrait height, safe top, safe bottom, idiom, notched). MODEL.md
# section 1: a notched phone in landscape has left / right insets equal to its portrait top
# inset, top 0, bottom 21; a phone without a notch (iphone-se) has none. iPads keep their
# top / bottom insets in both orientations.
DEVICES = {
    "iphone-se": (375, 667, 20, 0, "phone", False),
    "iphone-14": (390, 844, 47, 34, "phone", True),
    "iphone-15-pro": (393, 852, 59, 34, "phone", True),
    "iphone-15-pro-max": (430, 932, 59, 34, "phone", True),
    "ipad-air": (820, 1180, 24, 20, "pad", False),
    "ipad-pro-13": (1024, 1366, 24, 20, "pad", False),
}


@dataclass(frozen=True)
class Env:
    """A device in an orientation, with or without a keyboard of some height."""

    device: str
    landscape: bool = False
    keyboard: Optional[float] = None

    @property
    def size(self) -> tuple[float, float]:
        width, height, *_ = DEVICES[self.device]
        return (height, width) if self.landscape else (width, height)

    @property
    def safe(self) -> dict[str, float]:
        _, _, top, bottom, idiom, notched = DEVICES[self.device]
        if not self.landscape or idiom == "pad":
            return {"top": top, "left": 0, "bottom": bottom, "right": 0}
        side = top if notched else 0
        return {"top": 0, "left": side, "bottom": 21 if notched else 0, "right": side}

    @property
    def vertical_compact(self) -> bool:
        """A phone in landscape has a compact vertical size class."""
        return DEVICES[self.device][4] == "phone" and self.landscape

    @property
    def keyboard_overlap_height(self) -> float:
        """The height of the keyboard frame (0, H - h, W, h) intersected with the container."""
        if not self.keyboard:
            return 0
        _, height = self.size
        top, bottom = height - self.keyboard, height
        return max(0.0, min(bottom, height) - max(top, 0.0))


# The environments of the table, in the order of the Swift enum `PresetEnvironment`
# (PresetPointTypes.swift): each device portrait then landscape, without then with a 300 pt
# keyboard. Each is (the Swift case, the environment).
SWIFT_DEVICE_NAMES = {"iphone-14": "iphone14", "iphone-se": "iphoneSE"}
ENVIRONMENTS = [
    (
        SWIFT_DEVICE_NAMES[device] + ("Landscape" if landscape else "")
        + ("Keyboard" if keyboard else ""),
        Env(device, landscape, keyboard),
    )
    for device in SWIFT_DEVICE_NAMES
    for landscape in (False, True)
    for keyboard in (None, 300)
]

# MARK: - Section 2: layout values


@dataclass(frozen=True)
class Context:
    """What a value resolves in: the environment, the axis, and the rect's size from step 1."""

    env: Env
    axis: str  # "h" (widths, left / right margins) or "v" (heights, top / bottom margins)
    current: tuple[float, float] = (0, 0)

    @property
    def length(self) -> float:
        width, height = self.env.size
        return width if self.axis == "h" else height


@dataclass(frozen=True)
class Value:
    """A layout value: `kind` and its arguments, then offset (added) and min / max bounds."""

    kind: str
    args: tuple = ()
    offset: Optional["Value"] = None
    low: Optional["Value"] = None
    high: Optional["Value"] = None

    def raw(self, ctx: Context) -> Optional[float]:
        width, height = ctx.env.size
        if self.kind == "const":
            return self.args[0]
        if self.kind == "stretch":
            return ctx.length
        if self.kind == "percent":
            percent, target = self.args
            base = {
                "target": ctx.length,
                "screen.width": width,
                "screen.height": height,
                "current.width": ctx.current[0],
                "current.height": ctx.current[1],
            }[target]
            return percent / 100 * base
        if self.kind == "safe":
            return ctx.env.safe[self.args[0]]
        if self.kind == "kb.overlapH":
            return ctx.env.keyboard_overlap_height
        if self.kind == "sum":
            return sum(resolve(part, ctx) or 0 for part in self.args)
        if self.kind == "negate":
            inner = resolve(self.args[0], ctx)
            return None if inner is None else -inner
        if self.kind == "ifKeyboard":
            present, absent = self.args
            return resolve(present if ctx.env.keyboard else absent, ctx)
        raise ValueError(f"unknown value kind {self.kind}")

    def value(self, ctx: Context) -> Optional[float]:
        """raw -> offset -> clamp(min, max), MODEL.md section 2."""
        result = self.raw(ctx)
        if result is None:
            return None
        if self.offset is not None:
            result += resolve(self.offset, ctx) or 0
        low, high = resolve(self.low, ctx), resolve(self.high, ctx)
        if low is not None:
            result = max(result, low)
        if high is not None:
            result = min(result, high)
        return result


def as_value(v) -> Value:
    return v if isinstance(v, Value) else Value("const", (float(v),))


def resolve(v, ctx: Context) -> Optional[float]:
    if v is None:
        return None
    return as_value(v).value(ctx)


def bounded(v, min=None, max=None) -> Value:
    """`v (min m)` / `v (max m)` in the reference's notation."""
    low = None if min is None else as_value(min)
    high = None if max is None else as_value(max)
    return replace(as_value(v), low=low, high=high)


# The reference's notation, as constructors.
STRETCH = Value("stretch")


def stretch_minus(v) -> Value:
    """`stretch - X`: stretch with the offset -X (still a stretched length for step 3)."""
    return Value("stretch", offset=Value("negate", (as_value(v),)))


def pct(percent, of="target") -> Value:
    return Value("percent", (float(percent), of))


def safe(edge) -> Value:
    return Value("safe", (edge,))


def total(*parts) -> Value:
    return Value("sum", tuple(as_value(p) for p in parts))


def kb(present, absent) -> Value:
    """`kb? a : b`."""
    return Value("ifKeyboard", (as_value(present), as_value(absent)))


KB_OVERLAP_H = Value("kb.overlapH")

# MARK: - Section 2: layouts and their six steps

EDGES = ("top", "left", "bottom", "right")


@dataclass(frozen=True)
class Layout:
    """A layout: `align` is "horizontal/vertical" as the reference writes it."""

    align: str
    w: Value
    h: Value
    margins: dict = field(default_factory=dict)  # edge -> value; a missing edge is nil

    @property
    def h_align(self) -> str:
        return self.align.split("/")[0]

    @property
    def v_align(self) -> str:
        return self.align.split("/")[1]

    def with_align(self, h: Optional[str] = None, v: Optional[str] = None) -> "Layout":
        return replace(self, align=f"{h or self.h_align}/{v or self.v_align}")

    def with_margins(self, **changes) -> "Layout":
        return replace(self, margins={**self.margins, **changes})


def place(length, size, align, lead, trail, stretched):
    """Steps 2 to 5 along one axis; `align` is "lead", "trail" or "center"."""
    # 2. origin from the alignment.
    position = {"lead": 0, "trail": length - size, "center": (length - size) / 2}[align]
    # 3. margins: a nil margin counts as 0.
    lead, trail = lead or 0, trail or 0
    resized = False
    if stretched and lead >= 0 and trail >= 0:
        resized = lead + trail != 0
        size -= lead + trail
    elif lead > 0 and trail > 0 and lead + trail > size:  # (no preset here reaches this case)
        size -= lead + trail - size
        resized = True
    # 4. push the rect inside the margin band (for center alignment both tests are exactly
    # "overlaps a margin band"; the outward pushes apply to edge alignments only).
    moved = False
    if position < lead:
        position, moved = lead, True
    elif align == "lead" and lead < 0:
        position, moved = position - abs(lead), True
    if position + size > length - trail:
        position, moved = position - (position + size - (length - trail)), True
    elif align == "trail" and trail < 0:
        position, moved = position + abs(trail), True
    # 5. a centred axis resized by step 3 and not moved by step 4 is centred again.
    if align == "center" and resized and not moved:
        position = (length - size) / 2
    return position, size


def rect(layout: Layout, env: Env) -> tuple[float, float, float, float]:
    """The six steps of MODEL.md section 2 (the presets here have no offsets: step 6 is 0)."""
    width, height = env.size
    # 1. the size, each value on its own axis.
    w = resolve(layout.w, Context(env, "h")) or 0
    h = resolve(layout.h, Context(env, "v")) or 0
    current = (w, h)
    margin = {
        edge: resolve(value, Context(env, "h" if edge in ("left", "right") else "v", current))
        for edge, value in layout.margins.items()
    }
    names = {"left": "lead", "right": "trail", "top": "lead", "bottom": "trail"}
    x, w = place(
        width, w, names.get(layout.h_align, "center"), margin.get("left"),
        margin.get("right"), layout.w.kind == "stretch")
    y, h = place(
        height, h, names.get(layout.v_align, "center"), margin.get("top"),
        margin.get("bottom"), layout.h.kind == "stretch")
    return (x, y, w, h)


def derive(preset, base: Layout) -> Layout:
    """A layout preset applied to a base layout (MODEL.md section 2); a Layout replaces it."""
    if isinstance(preset, Layout):
        return preset
    if preset == "automatic":
        return base
    for prefix, fraction in (("offscreen", -100), ("halfOffscreen", -50)):
        if preset.startswith(prefix) and preset[len(prefix):].lower() in EDGES:
            edge = preset[len(prefix):].lower()
            away = pct(fraction, "current." + ("height" if edge in ("top", "bottom") else "width"))
            opposite = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}[edge]
            aligned = (
                base.with_align(v=edge) if edge in ("top", "bottom") else base.with_align(h=edge))
            return aligned.with_margins(**{edge: away, opposite: as_value(0)})
    if preset.startswith("edge"):
        edge = preset[len("edge"):].lower()
        aligned = base.with_align(v=edge) if edge in ("top", "bottom") else base.with_align(h=edge)
        return aligned.with_margins(**{edge: as_value(0)})
    if preset == "fitScreen":
        zero = {edge: as_value(0) for edge in EDGES}
        return Layout("center/center", STRETCH, STRETCH, zero)
    if preset == "fitScreenHorizontally":
        return replace(base, w=STRETCH).with_margins(left=as_value(0), right=as_value(0))
    if preset == "fitScreenVertically":
        return replace(base, h=STRETCH).with_margins(top=as_value(0))
    if preset == "center":
        return base.with_align(v="center")
    raise ValueError(f"unknown layout preset {preset}")


# MARK: - Section 3: configs, the combined list and the percent

# direction: (the automatic undershoot, the automatic overshoot, the percent of a rect).
DIRECTIONS = {
    "bottomToTop": ("offscreenBottom", "edgeTop", lambda x, y, w, h, W, H: 1 - y / H),
    "topToBottom": ("offscreenTop", "edgeBottom", lambda x, y, w, h, W, H: (y + h) / H),
    "leftToRight": ("offscreenLeft", "edgeRight", lambda x, y, w, h, W, H: (x + w) / W),
    "rightToLeft": ("offscreenRight", "edgeLeft", lambda x, y, w, h, W, H: 1 - x / W),
}


@dataclass(frozen=True)
class Config:
    direction: str
    points: tuple  # the base snap points' layouts
    undershoot: object = "automatic"  # a layout preset name or a Layout
    overshoot: object = None  # None: no overshoot point

    def combined(self, env: Env) -> list[tuple[float, float, float, float, float]]:
        """`[undershoot] + base + [overshoot?]`, each as (x, y, width, height, percent)."""
        automatic_under, automatic_over, percent = DIRECTIONS[self.direction]
        under = automatic_under if self.undershoot == "automatic" else self.undershoot
        layouts = [derive(under, self.points[0]), *self.points]
        if self.overshoot is not None:
            over = automatic_over if self.overshoot == "automatic" else self.overshoot
            layouts.append(derive(over, self.points[-1]))
        width, height = env.size
        return [(*r, percent(*r, width, height)) for r in (rect(lay, env) for lay in layouts)]


# MARK: - The presets, transcribed from shared/reference/adaptive-modal-demos.md
#
# Only what decides a rect is written: alignments, sizes and margins. Keyframes, paddings
# (they do not move the frame), animations and flags are left out. A margin or value written
# `X (min m)` there is `bounded(X, min=m)` here.


def point(align, w, h, **margins) -> Layout:
    return Layout(align, as_value(w), as_value(h), margins)


SAFE_TOP, SAFE_LEFT, SAFE_BOTTOM, SAFE_RIGHT = (safe(edge) for edge in EDGES)

# The shared compact-height config (used by every demo while the vertical size class is
# compact). The reference writes its height `(kb? kb.overlapH : safe.bottom) + 50% (max 100%
# of the screen height)`; the bound is read as bounding the whole sum. Bounding only the 50%
# would make it 300 + 195 = 495 pt high in a 390 pt landscape screen with the keyboard: point
# 1 at y = -105, percent 1.269, above its own overshoot (fitScreenVertically, percent 1).
COMPACT_HEIGHT = Config(
    "bottomToTop",
    (
        point(
            "center/bottom", pct(80),
            bounded(total(kb(KB_OVERLAP_H, SAFE_BOTTOM), pct(50)), max=pct(100, "screen.height")),
            top=10),
    ),
    overshoot="fitScreenVertically",
)


@dataclass(frozen=True)
class Preset:
    name: str
    config: Config
    adaptive: bool  # True: its own config by default, COMPACT_HEIGHT when vertically compact
    note: str  # the hand derivation printed above its table (pre-wrapped, without `// `)

    @property
    def swift_name(self) -> str:
        head, *rest = self.name.split("-")
        return head + "".join(part.capitalize() for part in rest)

    def config_in(self, env: Env) -> tuple[Config, str]:
        """The config this preset uses in `env`, and the Swift selection it is checked with."""
        if not self.adaptive:
            return self.config, "nil"
        if env.vertical_compact:
            return COMPACT_HEIGHT, ".constrained(0)"
        return self.config, ".defaultConfig"


PRESETS = [
    Preset(
        "basic",
        Config(
            "bottomToTop", (point("center/bottom", STRETCH, pct(70)),),
            overshoot="fitScreenVertically"),
        adaptive=False,
        note="""\
basic, checked by hand on iphone-14 portrait (390 x 844): point 1 is 70% = 590.8 high,
bottom-aligned at y = 844 - 590.8 = 253.2, percent 1 - 253.2 / 844 = 0.7; the undershoot
(offscreenBottom) has bottom margin -590.8, which pushes it down by its height to y = 844,
percent 0; the overshoot (fitScreenVertically) is stretched with top margin 0: the screen.""",
    ),
    Preset(
        "demo01",
        Config(
            "bottomToTop",
            (
                point("center/bottom", STRETCH, pct(30)),
                point(
                    "center/bottom", STRETCH, pct(50),
                    left=15, right=15, bottom=bounded(SAFE_BOTTOM, min=15)),
                point("center/center", bounded(pct(85), max=375), bounded(pct(75), max=667)),
                point("center/bottom", STRETCH, STRETCH, top=SAFE_TOP),
            ),
            overshoot="fitScreen"),
        adaptive=True,
        note="""\
demo01 by hand on iphone-14 portrait: point 2 is 50% = 422 high, stretch - 15 - 15 = 360
wide at x = 15; bottom margin max(34, 15) = 34 lifts it to y = 844 - 34 - 422 = 388,
percent 1 - 388 / 844 = 0.540284. Point 3: 85% = 331.5 (under 375) by 75% = 633 (under
667), centred at (29.25, 105.5), percent 0.875. Point 4: stretch with top margin 47:
(0, 47, 390, 797). In landscape (v.compact) the compact-height config takes over.""",
    ),
    Preset(
        "demo02",
        Config(
            "bottomToTop",
            (
                point("center/bottom", pct(80), pct(20)),
                point("center/bottom", pct(80), pct(40)),
                point("center/bottom", pct(90), pct(70)),
            ),
            overshoot="fitScreenVertically"),
        adaptive=True,
        note="""\
demo02 by hand on iphone-14 portrait: point 1 is 80% = 312 wide centred at x = 39,
20% = 168.8 high at y = 675.2 (percent 0.2); point 3 is 90% = 351 wide at x = 19.5; the
overshoot (fitScreenVertically) keeps point 3's width and fills the height.""",
    ),
    Preset(
        "demo03",
        Config(
            "leftToRight",
            (
                point("left/center", pct(50), pct(65), left=15),
                point("center/center", STRETCH, pct(85), left=20, right=20),
            ),
            undershoot="offscreenLeft", overshoot="offscreenRight"),
        adaptive=True,
        note="""\
demo03 (leftToRight, percent = maxX / W) by hand on iphone-14 portrait: point 1 is
50% = 195 wide, pushed to x = 15 by its left margin, 65% = 548.6 high centred at
y = 147.7, percent 210 / 390 = 0.538462; the undershoot (offscreenLeft, left margin -195)
sits at x = -195, percent 0; point 2 is stretch - 40 = 350 wide at x = 20, percent
370 / 390 = 0.948718; the overshoot (offscreenRight, right margin -390) is 390 wide
(stretch, not shrunk by a negative margin) at x = 390: maxX 780, percent 2.""",
    ),
    Preset(
        "demo04",
        Config(
            "topToBottom",
            (
                point(
                    "center/top", STRETCH, pct(20),
                    left=10, right=10, top=total(SAFE_TOP, 10)),
                point("center/center", STRETCH, pct(50), left=15, right=15),
            ),
            undershoot="offscreenTop", overshoot="offscreenBottom"),
        adaptive=True,
        note="""\
demo04 (topToBottom, percent = maxY / H) by hand on iphone-14 portrait: point 1 has top
margin 47 + 10 = 57: (10, 57, 370, 168.8), percent 225.8 / 844 = 0.267536; the undershoot
(offscreenTop, top margin -168.8) is at y = -168.8, percent 0; point 2 is centred
(15, 211, 360, 422), percent 0.75; the overshoot (offscreenBottom) is at y = 844,
percent (844 + 422) / 844 = 1.5.""",
    ),
    Preset(
        "demo05",
        Config(
            "leftToRight",
            (
                point("left/center", pct(70), STRETCH),
                point(
                    "center/center", stretch_minus(40),
                    stretch_minus(total(SAFE_TOP, SAFE_BOTTOM, 40))),
            ),
            undershoot="offscreenLeft", overshoot="edgeRight"),
        adaptive=True,
        note="""\
demo05 (leftToRight) by hand on iphone-14 portrait: point 1 is 70% = 273 wide, full
height, percent 0.7; point 2 is 390 - 40 = 350 wide centred at x = 20 and
844 - (47 + 34 + 40) = 723 high centred at y = 60.5, percent 370 / 390; the overshoot
(edgeRight) moves it to x = 390 - 350 = 40, percent 1.""",
    ),
    Preset(
        "demo06",
        Config(
            "bottomToTop",
            (
                point("center/bottom", pct(80), pct(20), bottom=bounded(SAFE_BOTTOM, min=15)),
                point("center/bottom", pct(85), pct(50), bottom=bounded(SAFE_BOTTOM, min=15)),
                point("center/bottom", pct(87), pct(70), bottom=bounded(SAFE_BOTTOM, min=15)),
            ),
            overshoot=point(
                "center/center", pct(87), STRETCH,
                top=bounded(SAFE_TOP, min=15), bottom=bounded(SAFE_BOTTOM, min=15))),
        adaptive=True,
        note="""\
demo06 by hand on iphone-14 portrait: point 1 is 312 x 168.8 with bottom margin
max(34, 15) = 34: y = 844 - 34 - 168.8 = 641.2, percent 0.240284; the overshoot (a full
layout) is 87% = 339.3 wide at x = 25.35 and stretched between the margins 47 and 34:
(25.35, 47, 339.3, 763). On iphone-se (safe area 20 / 0) the bottom margin is 15.""",
    ),
    Preset(
        "demo08",
        Config(
            "bottomToTop",
            (
                point("center/bottom", STRETCH, pct(30)),
                point("center/bottom", STRETCH, pct(75)),
            ),
            overshoot="fitScreen"),
        adaptive=True,
        note="""\
demo08 by hand on iphone-14 portrait: 30% = 253.2 at y = 590.8 and 75% = 633 at y = 211
(percents 0.3 and 0.75); the overshoot is the screen (fitScreen).""",
    ),
    Preset(
        "demo09",
        Config(
            "bottomToTop",
            (
                point(
                    "center/bottom", STRETCH, pct(30),
                    left=total(SAFE_LEFT, 15), right=total(SAFE_RIGHT, 15),
                    bottom=total(SAFE_BOTTOM, KB_OVERLAP_H, 15)),
            ),
            overshoot="fitScreenVertically"),
        adaptive=True,
        note="""\
demo09 by hand on iphone-14 portrait: bottom margin 34 + 0 + 15 = 49 puts point 1 at
y = 844 - 49 - 253.2 = 541.8; with the 300 pt keyboard the margin is 34 + 300 + 15 = 349:
y = 241.8, percent 1 - 241.8 / 844 = 0.713507. The overshoot (fitScreenVertically) keeps
the bottom margin: 844 - 349 = 495 high at y = 0.""",
    ),
    Preset(
        "demo11",
        Config(
            "bottomToTop",
            (point("center/bottom", STRETCH, total(pct(30), kb(KB_OVERLAP_H, SAFE_BOTTOM))),),
            overshoot="fitScreenVertically"),
        adaptive=True,
        note="""\
demo11 by hand on iphone-14 portrait: the height is 30% + safe.bottom = 253.2 + 34 = 287.2
(y = 556.8); with the keyboard 253.2 + 300 = 553.2 (y = 290.8, percent 0.655450).""",
    ),
    Preset(
        "demo12",
        Config(
            "rightToLeft",
            (
                point("right/center", pct(50), pct(50), right=total(SAFE_RIGHT, 10)),
                point("left/center", pct(50), pct(50), left=total(SAFE_LEFT, 10)),
            ),
            undershoot="offscreenRight", overshoot="offscreenLeft"),
        adaptive=True,
        note="""\
demo12 (rightToLeft, percent = 1 - minX / W) by hand on iphone-14 portrait: point 1 is
195 x 422, right-aligned and pulled in by its right margin 0 + 10 to x = 185, percent
1 - 185 / 390 = 0.525641; point 2 sits at x = 10, percent 0.974359; the undershoot
(offscreenRight) is at x = 390 (percent 0), the overshoot (offscreenLeft) at x = -195
(percent 1.5).""",
    ),
    Preset(
        "demo14",
        Config(
            "bottomToTop", (point("center/bottom", STRETCH, STRETCH),),
            undershoot="offscreenBottom", overshoot="halfOffscreenTop"),
        adaptive=True,
        note="""\
demo14 by hand on iphone-14 portrait: point 1 is the screen (percent 1); the overshoot
(halfOffscreenTop, top margin -50% of 844) is at y = -422, percent 1.5.""",
    ),
    Preset(
        "compact-height",
        COMPACT_HEIGHT,
        adaptive=False,
        note="""\
compact-height by hand on iphone-14 landscape (844 x 390, safe area 0 / 47 / 21 / 47):
80% = 675.2 wide at x = 84.4, 21 + 50% = 216 high at y = 174, percent 0.553846. With the
keyboard the height is min(300 + 195, 390) = 390: the top margin 10 pushes it to y = 10,
then the bottom edge (margin 0) pushes it back to y = 0 (step 4), percent 1, the same as
the overshoot's.""",
    ),
    Preset(
        "custom",
        # The override point alone, as a static config with no overshoot.
        Config(
            "bottomToTop",
            (
                point(
                    "center/center", stretch_minus(30), STRETCH,
                    top=total(SAFE_TOP, 15), bottom=total(SAFE_BOTTOM, KB_OVERLAP_H, 15)),
            )),
        adaptive=False,
        note="""\
custom by hand on iphone-14 portrait: stretch - 30 = 360 wide centred at x = 15; stretched
between the margins 47 + 15 = 62 and 34 + 0 + 15 = 49: (15, 62, 360, 733), percent
1 - 62 / 844 = 0.926540; with the keyboard the bottom margin is 349: 433 high. The
undershoot is the unshrunk 844 pt stretch pushed below the screen (y = 844).""",
    ),
]


# MARK: - The Swift file

HEADER = """\
import ModalCore

// The expected interpolation points of every built-in preset, in eight environments (the types
// are in PresetPointTypes.swift).
//
// GENERATED by Tests/Generators/preset_points.py: do not edit by hand. To change a number,
// change the script (its PRESETS table or its model), then regenerate and review the diff:
//
//   python3 Tests/Generators/preset_points.py > Tests/ModalCoreTests/PresetExpectedPoints.swift
//
// PresetExpectedPointsGeneratorTests fails when this file and the script's output differ.
//
// These numbers are NOT produced by the Swift code: the script is an independent calculator
// that implements MODEL.md section 1 (devices, landscape safe areas, the keyboard's overlap),
// section 2 (layout values and the six steps of a layout, the layout presets) and section 3
// (the position percent), with the layouts transcribed directly from
// shared/reference/adaptive-modal-demos.md rather than from the presets' JSON. A few of them
// are derived by hand in the comments above each table.

/// The expected points, one table per preset.
enum PresetExpectedPoints {
  /// Short for the table rows: `P(x, y, width, height, percent)`.
  typealias P = ExpectedPresetPoint

  /// Every case, preset by preset.
  static let all: [PresetPointsCase] =
"""


def number(v: float) -> str:
    """At most six decimals, no trailing zeros, never `-0`: `590.8`, `0.540284`, `844`."""
    text = f"{v:.6f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def wrapped_sum(names: list[str], indent: str = "    ", width: int = 90) -> list[str]:
    """`a + b + ...` over lines of at most `width` columns, continuation lines led by `+`."""
    lines, line = [], indent + names[0]
    for name in names[1:]:
        if len(line) + len(" + " + name) > width:
            lines.append(line)
            line = indent + "+ " + name
        else:
            line += " + " + name
    return lines + [line]


def table(preset: Preset) -> list[str]:
    out = [""] + ["  // " + line for line in preset.note.split("\n")]
    out.append(f"  static let {preset.swift_name}: [PresetPointsCase] = [")
    for case, env in ENVIRONMENTS:
        config, selection = preset.config_in(env)
        out += [
            "    PresetPointsCase(",
            f'      "{preset.name}", .{case}, {selection},',
            "      [",
        ]
        out += ["        P(" + ", ".join(map(number, p)) + ")," for p in config.combined(env)]
        out.append("      ]),")
    out.append("  ]")
    return out


def swift_file() -> str:
    lines = HEADER.split("\n")[:-1]
    lines += wrapped_sum([p.swift_name for p in PRESETS])
    for preset in PRESETS:
        lines += table(preset)
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(swift_file())
