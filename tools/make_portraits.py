"""Draws the arcade opponents' portraits as SVG files in assets/portraits/ (original art).

Each portrait is a bust on a round backdrop built from simple shapes: face, hair style,
eyes, mouth, kimono colours and one prop that tells the character (a swallow, a sedge hat, a
sake cup, a fox mask, prayer beads, a lantern, a monocle, a maple hairpin, a moon crest).
Run ``python tools/make_portraits.py`` to regenerate; the output is deterministic.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

WIDTH, HEIGHT = 400, 500
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "portraits"


@dataclass(frozen=True)
class Look:
    backdrop: tuple[str, str]  # inner, outer colour of the round backdrop
    skin: str
    hair: str
    hair_style: str  # short, bun, long, bald, topknot, bob
    eyes: str  # round, smile, sharp, closed, narrow
    mouth: str  # grin, smile, flat, smirk, open
    kimono: str
    collar: str
    prop: str  # swallow, hat, cup, fox, beads, lantern, monocle, maple, moon
    cheeks: bool = False
    brows: str = "soft"  # soft, stern, raised


LOOKS: dict[str, Look] = {
    "tsubame": Look(
        ("#9fd3f0", "#3a78b8"),
        "#f3cfa8",
        "#1c1c2a",
        "short",
        "round",
        "grin",
        "#2b4f8f",
        "#f6f0e0",
        "swallow",
        cheeks=True,
        brows="raised",
    ),
    "gonta": Look(
        ("#b9d0a0", "#4e6e3a"),
        "#d9a77a",
        "#3b2b1e",
        "bald",
        "narrow",
        "flat",
        "#6b5a3a",
        "#d8cdb0",
        "hat",
        brows="stern",
    ),
    "oboro": Look(
        ("#f6c6d4", "#b04a6c"),
        "#f6dcc4",
        "#2a1a24",
        "bun",
        "closed",
        "smile",
        "#7a2748",
        "#f4e0c8",
        "cup",
        cheeks=True,
    ),
    "ren": Look(
        ("#f7b08a", "#b8361e"),
        "#f7dcc0",
        "#d8d8e0",
        "bob",
        "sharp",
        "smirk",
        "#c0392b",
        "#fff4e6",
        "fox",
        brows="raised",
    ),
    "mokuren": Look(
        ("#e6d8a8", "#8a7a3a"),
        "#e8bf94",
        "#000000",
        "bald",
        "closed",
        "smile",
        "#c7802c",
        "#5a3a1a",
        "beads",
    ),
    "isaribi": Look(
        ("#2a4a78", "#0c1a34"),
        "#c98e62",
        "#2a2a2a",
        "short",
        "smile",
        "open",
        "#1e3a5a",
        "#d0d8e0",
        "lantern",
        brows="stern",
    ),
    "kurogane": Look(
        ("#9aa4ac", "#2e343a"),
        "#eccaa6",
        "#101014",
        "long",
        "narrow",
        "flat",
        "#22262c",
        "#b8bec6",
        "monocle",
        brows="stern",
    ),
    "hagiwara": Look(
        ("#f0b46a", "#8a3a14"),
        "#f6dcc6",
        "#1a1010",
        "long",
        "sharp",
        "smirk",
        "#6a1e2a",
        "#e8c08a",
        "maple",
    ),
    "tsukikage": Look(
        ("#34305a", "#0a0818"),
        "#d8b08a",
        "#b8b8c0",
        "topknot",
        "sharp",
        "smirk",
        "#141018",
        "#b08a3a",
        "moon",
        brows="stern",
    ),
    # the opponents of the roppyakken and hana-awase stages
    "amane": Look(
        ("#a8c8d8", "#2e4a66"),
        "#f2d2b0",
        "#2a2438",
        "bob",
        "smile",
        "smile",
        "#3c5a8a",
        "#e8e0c8",
        "lantern",
        cheeks=True,
    ),
    "kaede": Look(
        ("#e8c890", "#7a4a18"),
        "#e8c09a",
        "#4a2a18",
        "bun",
        "round",
        "open",
        "#8a3a28",
        "#f0e6d0",
        "maple",
        cheeks=True,
        brows="raised",
    ),
    "sakon": Look(
        ("#b0b8c8", "#3a3a52"),
        "#d8a880",
        "#101014",
        "short",
        "narrow",
        "flat",
        "#2a3a2a",
        "#c8b890",
        "beads",
        brows="stern",
    ),
    "yaegiri": Look(
        ("#d8a8c0", "#5a2a48"),
        "#f6dcc8",
        "#181018",
        "long",
        "closed",
        "smirk",
        "#5a1a3a",
        "#d8b878",
        "fox",
    ),
    # hachi-hachi's two: a money changer who counts in kan and mon, and the boss of the
    # eighty-eight table under the moon
    "hachiro": Look(
        ("#e0d090", "#6a5418"),
        "#e2b48c",
        "#2a2018",
        "topknot",
        "smile",
        "smirk",
        "#3a4a6a",
        "#e8dcc0",
        "monocle",
        brows="raised",
    ),
    "tokiwa": Look(
        ("#a8c8c0", "#1e4a48"),
        "#f2d4bc",
        "#0e0e16",
        "bob",
        "sharp",
        "flat",
        "#1e3a3a",
        "#c8a858",
        "moon",
        brows="stern",
    ),
}


def _backdrop(look: Look) -> str:
    inner, outer = look.backdrop
    return (
        f'<defs><radialGradient id="bg" cx="50%" cy="40%" r="60%">'
        f'<stop offset="0%" stop-color="{inner}"/><stop offset="100%" stop-color="{outer}"/>'
        f"</radialGradient></defs>"
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="{outer}"/>'
        f'<circle cx="200" cy="220" r="190" fill="url(#bg)"/>'
    )


def _body(look: Look) -> str:
    return (
        f'<path d="M40 500 C50 400 110 360 200 352 C290 360 350 400 360 500 Z" '
        f'fill="{look.kimono}"/>'
        f'<path d="M150 362 L200 450 L250 362 L232 358 L200 420 L168 358 Z" '
        f'fill="{look.collar}"/>'
        f'<rect x="178" y="290" width="44" height="74" rx="14" fill="{look.skin}"/>'
    )


def _hair_back(look: Look) -> str:
    hair = look.hair
    if look.hair_style == "long":
        return (
            f'<path d="M110 200 C100 320 110 380 140 400 L260 400 C290 380 300 320 290 200 Z" '
            f'fill="{hair}"/>'
        )
    if look.hair_style == "bob":
        return (
            f'<path d="M118 190 C108 270 120 320 140 330 L260 330 C280 320 292 270 282 190 Z" '
            f'fill="{hair}"/>'
        )
    if look.hair_style == "bun":
        return (
            f'<circle cx="200" cy="92" r="42" fill="{hair}"/>'
            f'<rect x="150" y="84" width="100" height="7" rx="3" fill="#d8b04a" '
            f'transform="rotate(-14 200 88)"/>'
        )
    if look.hair_style == "topknot":
        return (
            f'<path d="M184 112 C176 70 224 70 216 112 Z" fill="{hair}"/>'
            f'<rect x="186" y="100" width="28" height="10" fill="#b03020"/>'
        )
    return ""


def _face(look: Look) -> str:
    return (
        f'<ellipse cx="200" cy="210" rx="84" ry="100" fill="{look.skin}"/>'
        f'<ellipse cx="118" cy="216" rx="12" ry="20" fill="{look.skin}"/>'
        f'<ellipse cx="282" cy="216" rx="12" ry="20" fill="{look.skin}"/>'
    )


def _hair_front(look: Look) -> str:
    hair = look.hair
    style = look.hair_style
    if style == "bald":
        return (
            '<path d="M150 130 C170 118 230 118 250 130" stroke="#ffffff" '
            'stroke-opacity="0.35" stroke-width="8" fill="none" stroke-linecap="round"/>'
        )
    if style == "short":
        return (
            f'<path d="M116 200 C110 120 160 100 200 102 C250 100 292 124 284 200 '
            f"L270 160 L250 176 L236 146 L214 170 L196 140 L176 170 L160 146 L142 178 L130 "
            f'158 Z" '
            f'fill="{hair}"/>'
        )
    if style in ("long", "bob", "bun"):
        return (
            f'<path d="M114 210 C104 120 160 104 200 106 C246 104 298 124 286 210 '
            f'C270 160 240 140 200 138 C170 150 140 166 114 210 Z" fill="{hair}"/>'
        )
    if style == "topknot":
        return (
            f'<path d="M118 190 C116 120 160 100 200 100 C240 100 284 120 282 190 '
            f'C262 150 236 134 200 134 C164 134 138 150 118 190 Z" fill="{hair}"/>'
        )
    return ""


def _eyes(look: Look) -> str:
    ink = "#1a1010"
    out = []
    for x in (166, 234):
        if look.eyes == "round":
            out.append(
                f'<circle cx="{x}" cy="212" r="11" fill="{ink}"/>'
                f'<circle cx="{x + 4}" cy="208" r="4" fill="#ffffff"/>'
            )
        elif look.eyes == "smile":
            out.append(
                f'<path d="M{x - 13} 216 Q{x} 200 {x + 13} 216" stroke="{ink}" '
                f'stroke-width="5" fill="none" stroke-linecap="round"/>'
            )
        elif look.eyes == "closed":
            out.append(
                f'<path d="M{x - 14} 208 Q{x} 222 {x + 14} 208" stroke="{ink}" '
                f'stroke-width="5" fill="none" stroke-linecap="round"/>'
            )
        elif look.eyes == "sharp":
            tilt = -6 if x < 200 else 6
            out.append(
                f'<path d="M{x - 16} {212 - tilt // 2} L{x + 16} {212 + tilt // 2} '
                f'L{x} 220 Z" fill="{ink}"/>'
            )
        else:  # narrow
            out.append(f'<rect x="{x - 14}" y="209" width="28" height="6" rx="3" fill="{ink}"/>')
    brow = {"soft": (0, 0), "stern": (8, 0), "raised": (-6, -8)}[look.brows]
    for x, side in ((166, -1), (234, 1)):
        inner_y = 186 + brow[0] + brow[1]
        outer_y = 186 - brow[0] // 2 + brow[1]
        x_inner, x_outer = x - side * 16, x + side * 18
        brow_colour = look.hair if look.hair_style != "bald" else "#4a3020"
        out.append(
            f'<path d="M{x_outer} {outer_y} L{x_inner} {inner_y}" stroke="{brow_colour}" '
            f'stroke-width="7" stroke-linecap="round"/>'
        )
    if look.cheeks:
        out.append(
            '<ellipse cx="148" cy="246" rx="16" ry="9" fill="#f08080" fill-opacity="0.5"/>'
            '<ellipse cx="252" cy="246" rx="16" ry="9" fill="#f08080" fill-opacity="0.5"/>'
        )
    return "".join(out)


def _mouth(look: Look) -> str:
    ink = "#5a1a1a"
    mouths = {
        "grin": f'<path d="M170 262 Q200 296 230 262 Z" fill="{ink}"/>'
        '<path d="M176 264 L224 264 L222 270 L178 270 Z" fill="#ffffff"/>',
        "smile": (
            f'<path d="M178 264 Q200 282 222 264" stroke="{ink}" stroke-width="5" '
            f'fill="none" stroke-linecap="round"/>'
        ),
        "flat": (
            f'<path d="M182 270 L218 270" stroke="{ink}" stroke-width="5" stroke-linecap="round"/>'
        ),
        "smirk": (
            f'<path d="M180 272 Q206 276 224 260" stroke="{ink}" stroke-width="5" '
            f'fill="none" stroke-linecap="round"/>'
        ),
        "open": f'<ellipse cx="200" cy="270" rx="16" ry="11" fill="{ink}"/>',
    }
    nose = (
        '<path d="M200 226 L194 246 L204 246" stroke="#a0705a" stroke-width="3" fill="none" '
        'stroke-linecap="round"/>'
    )
    return nose + mouths[look.mouth]


def _prop(look: Look) -> str:
    prop = look.prop
    if prop == "swallow":
        return (
            '<path d="M292 92 Q320 70 352 80 Q330 86 322 100 L356 130 Q320 120 304 106 '
            'Q290 112 270 104 Q284 100 292 92 Z" fill="#1a2440"/>'
            '<path d="M304 100 Q316 104 326 100" stroke="#f6f0e0" stroke-width="4" '
            'fill="none"/>'
        )
    if prop == "hat":
        return (
            '<path d="M80 150 L200 66 L320 150 Q200 170 80 150 Z" fill="#c8a45a"/>'
            '<path d="M120 140 L200 82 M200 82 L280 140 M160 146 L200 74 M200 74 L240 146" '
            'stroke="#8a6a2a" stroke-width="3"/>'
        )
    if prop == "cup":
        return (
            '<ellipse cx="310" cy="420" rx="46" ry="14" fill="#c0302a"/>'
            '<path d="M264 420 Q310 470 356 420 Z" fill="#9a1e1a"/>'
            '<ellipse cx="310" cy="420" rx="36" ry="9" fill="#e8c060"/>'
            '<text x="310" y="426" font-size="14" text-anchor="middle" '
            'fill="#9a1e1a">寿</text>'
        )
    if prop == "fox":
        return (
            '<g transform="rotate(18 292 120)"><path d="M252 140 L256 78 L280 108 L304 108 '
            'L328 78 L332 140 Q292 190 252 140 Z" fill="#ffffff" stroke="#c0392b" '
            'stroke-width="3"/>'
            '<path d="M268 128 L284 122 M300 122 L316 128" stroke="#c0392b" stroke-width="5" '
            'stroke-linecap="round"/>'
            '<circle cx="292" cy="150" r="5" fill="#1a1010"/></g>'
        )
    if prop == "beads":
        beads = []
        for i in range(19):
            bead_x = 200 + 70 * math.sin(i / 18 * 3.1416 - 1.57)
            bead_y = 380 + 40 * math.sin(i / 18 * 3.1416)
            beads.append(f'<circle cx="{bead_x:.1f}" cy="{bead_y:.1f}" r="8" fill="#5a2a10"/>')
        return "".join(beads)
    if prop == "lantern":
        return (
            '<rect x="304" y="86" width="6" height="30" fill="#3a2a1a"/>'
            '<ellipse cx="307" cy="150" rx="36" ry="46" fill="#f0a040"/>'
            '<ellipse cx="307" cy="150" rx="36" ry="46" fill="none" stroke="#c05020" '
            'stroke-width="3"/>'
            '<path d="M274 136 L340 136 M272 156 L342 156 M276 176 L338 176" stroke="#c05020" '
            'stroke-width="2"/>'
            '<rect x="290" y="100" width="34" height="10" fill="#2a1a10"/>'
            '<rect x="290" y="192" width="34" height="10" fill="#2a1a10"/>'
            '<path d="M120 150 C160 136 240 136 280 150" stroke="#f6f0e0" stroke-width="12" '
            'fill="none"/>'
        )
    if prop == "monocle":
        return (
            '<circle cx="234" cy="212" r="24" fill="#ffffff" fill-opacity="0.2" '
            'stroke="#d8b04a" stroke-width="5"/>'
            '<path d="M256 222 Q270 300 244 360" stroke="#d8b04a" stroke-width="2" '
            'fill="none"/>'
        )
    if prop == "maple":
        points = []
        for i in range(10):
            radius = 34 if i % 2 == 0 else 14
            angle = -math.pi / 2 + i * math.pi / 5
            point_x = 286 + radius * math.cos(angle)
            point_y = 128 + radius * math.sin(angle)
            points.append(f"{point_x:.1f},{point_y:.1f}")
        return (
            f'<rect x="230" y="140" width="70" height="6" fill="#d8b04a" '
            f'transform="rotate(-30 265 143)"/>'
            f'<polygon points="{" ".join(points)}" fill="#e0502a" stroke="#8a1a0a" '
            f'stroke-width="2"/>'
        )
    if prop == "moon":
        return (
            '<circle cx="200" cy="410" r="26" fill="#e8c060"/>'
            '<circle cx="212" cy="402" r="22" fill="#141018"/>'
            '<path d="M230 170 L262 240" stroke="#8a4a3a" stroke-width="4" '
            'stroke-linecap="round"/>'
            '<circle cx="330" cy="80" r="34" fill="#f4ecc8" fill-opacity="0.9"/>'
        )
    return ""


def portrait_svg(look: Look) -> str:
    """The SVG text of one portrait."""
    parts = [
        _backdrop(look),
        _hair_back(look),
        _body(look),
        _face(look),
        _hair_front(look),
        _eyes(look),
        _mouth(look),
        _prop(look),
    ]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}">' + "".join(parts) + "</svg>\n"
    )


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, look in LOOKS.items():
        (OUT_DIR / f"{name}.svg").write_text(portrait_svg(look), encoding="utf-8")
    print(f"wrote {len(LOOKS)} portraits to {OUT_DIR}")


if __name__ == "__main__":
    main()
