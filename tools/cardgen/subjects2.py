"""Special subjects of months 7-12: boar, moon, geese, sake cup, deer, rain man, swallow,
the lightning drum card and the phoenix. Same contract as cardgen.subjects."""

from __future__ import annotations

from cardgen.glyphs import glyph_path
from cardgen.plants2 import willow_strand
from cardgen.subjects import Subject
from cardgen.svg import (
    BLUE,
    CREAM,
    DARK_GREEN,
    DEEP_RED,
    GREEN,
    GREY,
    INK,
    LINE,
    OCHRE,
    PALE_BLUE,
    RED,
    THIN,
    WHITE,
    YELLOW,
    blob,
    circle,
    ellipse,
    group,
    num,
    path,
    polar,
    rect,
)

BOAR_BROWN = "#5b3a22"
DEER_BROWN = "#a0612c"


# ---- 7-1 boar -------------------------------------------------------------------------------


def boar() -> list[str]:
    """A stocky wild boar running right: low head, bristling dark mane, white tusk."""
    spikes = []
    for i in range(10):
        tip_y = 192 - 8 * (i % 2) - (4 if 3 < i < 9 else 0)
        spikes.append(f"L{64 + 9 * i},{tip_y}L{68 + 9 * i},{num(200 - i * 0.6)}")
    mane = "M58,206" + "".join(spikes)
    return [
        path("M62,250L50,286H62L76,254Z", INK, INK, LINE),  # far hind leg
        path("M142,248L150,284H162L156,246Z", INK, INK, LINE),  # far foreleg
        blob(
            [
                (34, 238),
                (50, 208),
                (110, 190),
                (146, 198),
                (166, 212),
                (182, 226),
                (186, 244),
                (168, 252),
                (146, 258),
                (110, 266),
                (62, 262),
                (38, 254),
            ],
            BOAR_BROWN,
        ),
        path(mane + "L150,200L60,214Z", INK, INK, THIN),  # bristling mane along the back
        path("M84,258L80,292H94L100,258Z", BOAR_BROWN, INK, LINE),  # near hind leg
        path("M124,256L118,292H132L140,254Z", BOAR_BROWN, INK, LINE),  # near foreleg
        ellipse(186, 236, 4, 8, DEEP_RED, INK, THIN),  # snout disc
        path("M170,250Q182,250 180,234", None, WHITE, 3.4),  # tusk
        path("M140,200L148,178L158,202Z", BOAR_BROWN, INK, LINE),  # ear
        circle(164, 216, 3, WHITE, INK, THIN),
        circle(165, 216, 1.5, INK, None),
        path("M36,240Q22,236 24,222", None, INK, 2.4),  # tail
        path("M20,218L24,222L28,216", None, INK, 2),
    ]


BOAR = Subject(after=boar)


# ---- 8-1 full moon, 8-2 geese ---------------------------------------------------------------

MOON = Subject(
    before=lambda: [
        rect(8, 8, 184, 280, RED, None),
        circle(100, 108, 62, CREAM, INK, LINE),
        circle(100, 108, 56, None, OCHRE, THIN),
    ]
)


def goose(cx: float, cy: float, size: float, wings_up: bool) -> str:
    """A goose in flight facing left: long neck, small head, swept wings (black silhouette)."""
    k = size / 100

    def pt(x: float, y: float) -> str:
        return f"{num(x * k)},{num(y * k)}"

    wing_tip = (-30, -95) if wings_up else (-35, 70)
    far_tip = (-5, -80) if wings_up else (-10, 55)
    parts = [
        path(f"M{pt(10, -6)}L{pt(*far_tip)}L{pt(-20, -4)}Z", "#4a2a22", INK, THIN),  # far wing
        ellipse(0, 0, 52 * k, 15 * k, INK, INK, THIN),  # body
        path(f"M{pt(40, -4)}Q{pt(70, -14)} {pt(96, -16)}", None, INK, 9 * k),  # neck
        ellipse(100 * k, -17 * k, 11 * k, 8 * k, INK, INK, THIN),  # head
        path(f"M{pt(108, -16)}L{pt(124, -12)}", None, INK, 3 * k),  # beak
        path(f"M{pt(-46, -6)}L{pt(-74, 2)}L{pt(-46, 10)}Z", INK, INK, THIN),  # tail
        path(
            f"M{pt(22, -4)}Q{pt(0, wing_tip[1] * 0.5)} {pt(*wing_tip)}"
            f"Q{pt(-14, wing_tip[1] * 0.3)} {pt(-18, 0)}Z",
            INK,
            INK,
            THIN,
        ),  # near wing
    ]
    transform = f"translate({num(cx)} {num(cy)}) scale(-1 1) rotate(-12)"
    return group(parts, transform=transform)


GEESE = Subject(
    before=lambda: [rect(8, 8, 184, 290, RED, None)],
    after=lambda: [goose(70, 74, 46, True), goose(122, 124, 40, False), goose(150, 52, 34, True)],
)


# ---- 9-1 sake cup with 寿 --------------------------------------------------------------------


def sake_cup() -> list[str]:
    return [
        path("M70,278L130,278L120,256L80,256Z", RED, INK, LINE),  # foot
        path("M36,208Q40,262 100,264Q160,262 164,208Z", DEEP_RED, INK, LINE),  # bowl outside
        ellipse(100, 208, 64, 30, RED, INK, LINE),  # inside
        ellipse(100, 208, 56, 24, None, YELLOW, 2.4),
        path(glyph_path("寿", 100, 208, 40), YELLOW, YELLOW, 1.2),
    ]


SAKE_CUP = Subject(after=sake_cup)


# ---- 10-1 deer ------------------------------------------------------------------------------


def deer() -> list[str]:
    return [
        path("M70,250L64,304M84,254L86,306M132,250L126,304M146,246L152,302", None, INK, 5),
        blob(
            [
                (54, 222),
                (80, 200),
                (130, 200),
                (156, 212),
                (156, 238),
                (130, 256),
                (80, 258),
                (56, 246),
            ],
            DEER_BROWN,
        ),
        path("M56,224Q40,216 44,204Q54,214 60,214Z", WHITE, INK, THIN),  # tail
        *[
            circle(x, y, 3, WHITE, None)
            for x, y in (
                (86, 216),
                (104, 212),
                (122, 216),
                (96, 230),
                (116, 232),
                (136, 224),
                (76, 234),
            )
        ],
        blob(
            [(140, 210), (150, 178), (160, 156), (172, 160), (166, 190), (158, 214)], DEER_BROWN
        ),  # neck
        blob([(150, 150), (170, 142), (188, 152), (180, 164), (160, 164)], DEER_BROWN),  # head
        path(
            "M158,146L150,120L138,108M150,120L160,106M150,130L140,126M170,144L178,118L190,108"
            "M178,118L172,104M176,128L188,124",
            None,
            INK,
            3,
        ),  # antlers
        circle(174, 152, 2.2, INK, None),
        ellipse(152, 152, 8, 4, DEER_BROWN, INK, THIN, -40),
    ]


DEER = Subject(after=deer)


# ---- 11-1 rain man with umbrella and frog ---------------------------------------------------


def rain() -> list[str]:
    streaks = "".join(f"M{x},{y}l-10,26" for x in range(30, 200, 26) for y in range(20, 250, 58))
    return [path(streaks, None, GREY, THIN)]


def frog(cx: float, cy: float, size: float) -> list[str]:
    """A frog leaping up and to the right, legs stretched behind."""
    s = size / 20
    return [
        path(
            f"M{num(cx - 10 * s)},{num(cy + 6 * s)}L{num(cx - 26 * s)},{num(cy + 22 * s)}"
            f"L{num(cx - 32 * s)},{num(cy + 20 * s)}",
            None,
            DARK_GREEN,
            3.2,
        ),
        path(
            f"M{num(cx - 4 * s)},{num(cy + 10 * s)}L{num(cx - 12 * s)},{num(cy + 30 * s)}"
            f"L{num(cx - 18 * s)},{num(cy + 32 * s)}",
            None,
            DARK_GREEN,
            3.2,
        ),
        ellipse(cx, cy, 16 * s, 10 * s, GREEN, INK, LINE, -35),
        path(
            f"M{num(cx + 8 * s)},{num(cy - 6 * s)}L{num(cx + 18 * s)},{num(cy - 20 * s)}"
            f"M{num(cx + 12 * s)},{num(cy)}L{num(cx + 26 * s)},{num(cy - 10 * s)}",
            None,
            DARK_GREEN,
            3,
        ),
        circle(cx + 9 * s, cy - 9 * s, 3.2 * s, YELLOW, INK, THIN),
        circle(cx + 9.5 * s, cy - 9 * s, 1.2 * s, INK, None),
    ]


def rain_man() -> list[str]:
    canopy_top = (84, 52)
    scallops = [(22, 112), (53, 104), (84, 110), (115, 104), (146, 112)]
    rim = "".join(
        f"Q{num((a[0] + b[0]) / 2)},{num(min(a[1], b[1]) - 8)} {num(b[0])},{num(b[1])}"
        for a, b in zip(scallops[::-1], scallops[-2::-1], strict=False)
    )
    canopy = (
        f"M{scallops[0][0]},{scallops[0][1]}Q{num(canopy_top[0] - 50)},{canopy_top[1]} "
        f"{canopy_top[0]},{canopy_top[1]}Q{num(canopy_top[0] + 50)},{canopy_top[1]} "
        f"{scallops[-1][0]},{scallops[-1][1]}" + rim + "Z"
    )
    ribs = "".join(f"M{canopy_top[0]},{canopy_top[1]}L{x},{y}" for x, y in scallops[1:-1])
    return [
        path("M8,270Q60,252 110,270T192,266V312H8Z", BLUE, INK, LINE),  # stream
        path("M20,288Q50,280 80,290M110,294Q140,286 170,294", None, PALE_BLUE, 1.6),
        # robe, with a black under-robe showing at the hem
        path("M58,250L50,272H118L108,250Z", INK, INK, LINE),
        blob(
            [(60, 152), (96, 146), (116, 176), (118, 252), (90, 262), (56, 256), (48, 210)], YELLOW
        ),
        path("M76,160L70,254M96,158L98,256", None, OCHRE, 1.6),
        path("M68,262L64,278M98,262L100,278", None, INK, 3.4),  # legs
        circle(82, 134, 14, CREAM),  # face
        path("M72,128Q82,116 94,128", None, INK, 3),  # hair
        circle(87, 134, 1.6, INK, None),
        # sleeve reaching to the umbrella handle
        blob([(96, 162), (120, 170), (112, 190), (92, 184)], BLUE),
        circle(116, 176, 5, CREAM, INK, THIN),
        # umbrella: handle, canopy, ribs
        path(f"M{canopy_top[0]},{canopy_top[1]}L116,190", None, INK, 3),
        path(canopy, RED, INK, LINE),
        path(ribs, None, DEEP_RED, 1.6),
        circle(*canopy_top, 4, INK, None),
        *frog(150, 248, 22),
    ]


RAIN_MAN = Subject(before=rain, after=rain_man)


# ---- 11-2 swallow ---------------------------------------------------------------------------


def swallow() -> list[str]:
    return [
        path("M60,210L20,250L40,226L14,232L52,204Z", INK, INK, LINE),  # forked tail
        path("M90,190C70,150 44,130 14,126C40,150 56,178 70,206Z", INK, INK, LINE),  # far wing
        blob([(54, 206), (84, 184), (118, 176), (134, 190), (112, 206), (80, 214)], INK),
        blob([(80, 206), (108, 200), (126, 192), (112, 210)], WHITE, INK, THIN),  # belly
        circle(132, 182, 11, INK),
        circle(138, 188, 6, RED, None),  # head and red throat
        circle(134, 178, 2, WHITE, None),
        path("M142,180L152,182L142,186Z", INK, INK, THIN),
        path(
            "M96,192C110,240 140,262 176,270C150,246 130,220 116,190Z", INK, INK, LINE
        ),  # near wing
    ]


SWALLOW = Subject(
    before=lambda: [path("M8,290Q60,280 110,292T192,288V312H8Z", BLUE, INK, LINE)], after=swallow
)


# ---- 11-4 lightning drum card ---------------------------------------------------------------


def drum(cx: float, cy: float, r: float) -> str:
    head = circle(cx, cy, r, RED, INK, LINE) + circle(cx, cy, r * 0.8, OCHRE, INK, THIN)
    tomoe = ""
    for i in range(3):
        angle = -90 + i * 120
        hx, hy = polar(cx, cy, r * 0.38, angle)
        tx, ty = polar(cx, cy, r * 0.62, angle + 95)
        tomoe += circle(hx, hy, r * 0.2, INK, None) + path(
            f"M{num(hx - r * 0.2)},{num(hy)}Q{num(tx)},{num(ty)} {num(tx)},{num(ty)}"
            f"L{num(hx + r * 0.2)},{num(hy)}",
            INK,
            None,
            0,
        )
    studs = "".join(
        circle(*polar(cx, cy, r * 0.9, a * 30), r * 0.05, YELLOW, None) for a in range(12)
    )
    return head + tomoe + studs


def lightning() -> list[str]:
    cloud = [
        blob(
            [
                (8, 8),
                (192, 8),
                (192, 96),
                (160, 110),
                (130, 94),
                (100, 116),
                (66, 98),
                (36, 114),
                (8, 96),
            ],
            INK,
        )
    ]
    bolts = [
        path("M60,104L46,150L64,148L44,206L84,134L64,138L78,104Z", YELLOW, INK, LINE),
        path("M150,100L136,140L150,140L132,186L168,128L152,130L164,100Z", YELLOW, INK, LINE),
    ]
    ring = path("M28,66Q30,20 100,22Q170,20 172,66", None, RED, 5)  # the ring that bears the drums
    drums = [ring, drum(100, 60, 30), drum(40, 56, 18), drum(160, 56, 18)]
    strands = [willow_strand(30, 200, 100, 10), willow_strand(170, 190, 110, -12)]
    ground = [rect(8, 254, 184, 58, RED, None), path("M8,254H192", None, INK, LINE)]
    rain_lines = path(
        "".join(f"M{x},{y}l-8,20" for x in range(24, 200, 20) for y in (262, 286)), None, INK, 1.6
    )
    return cloud + drums + bolts + strands + ground + [rain_lines]


LIGHTNING = Subject(after=lightning)


# ---- 12-1 phoenix ---------------------------------------------------------------------------


def phoenix() -> list[str]:
    plumes = []
    colours = (RED, GREEN, YELLOW, BLUE, RED)
    for i, colour in enumerate(colours):
        start = (92, 150)
        end = (20 + i * 8, 236 - i * 6)
        control = (40 + i * 16, 120 + i * 14)
        plumes.append(
            path(
                f"M{start[0]},{start[1]}Q{control[0]},{control[1]} {end[0]},{end[1]}"
                f"Q{control[0] + 12},{control[1] + 16} {start[0] + 6},{start[1] + 8}Z",
                colour,
                INK,
                LINE,
            )
        )
        plumes.append(
            circle(end[0] + 4, end[1] - 6, 4, YELLOW if colour != YELLOW else RED, INK, THIN)
        )
    wing_far = path("M104,130C110,80 150,40 192,30C170,60 160,90 136,132Z", WHITE, INK, LINE)
    wing_feathers = path("M120,108L150,80M128,116L164,86M134,124L176,96", None, RED, 2.4)
    body = blob([(86, 148), (110, 122), (140, 118), (150, 134), (132, 156), (100, 164)], RED)
    wing_near = path("M116,136C90,96 60,70 28,64C46,92 66,124 98,150Z", GREEN, INK, LINE)
    wing_near_feathers = path("M96,122L62,90M104,132L70,108M88,134L52,112", None, YELLOW, 2.4)
    head = [
        path("M140,120C146,98 152,84 164,78C166,90 160,108 150,124Z", RED, INK, LINE),
        circle(166, 76, 10, RED),
        path("M174,74L188,80L174,82Z", OCHRE, INK, THIN),
        path("M162,68L154,52M166,66L164,48M170,68L176,52", None, RED, 2.4),
        circle(167, 74, 2, INK, None),
        path("M160,86Q164,98 158,104", None, RED, 3),
    ]
    return plumes + [wing_far, wing_feathers, body, wing_near, wing_near_feathers] + head


def phoenix_sky() -> list[str]:
    """A golden sky with a band of red clouds behind the phoenix."""
    clouds = (
        "M8,196"
        + "".join(
            f"Q{x + 12},{178 - 8 * (i % 2)} {x + 24},196" for i, x in enumerate(range(8, 192, 24))
        )
        + "V222H8Z"
    )
    return [rect(8, 8, 184, 214, YELLOW, None), path(clouds, RED, INK, LINE)]


PHOENIX = Subject(before=phoenix_sky, after=phoenix)


SUBJECTS_SECOND_HALF: dict[str, Subject] = {
    "7-1": BOAR,
    "8-1": MOON,
    "8-2": GEESE,
    "9-1": SAKE_CUP,
    "10-1": DEER,
    "11-1": RAIN_MAN,
    "11-2": SWALLOW,
    "11-4": LIGHTNING,
    "12-1": PHOENIX,
}
