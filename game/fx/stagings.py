"""How each yaku family is staged: timings, particles, backdrop and props, as data.

Flourish reads one Staging per yaku id. Families differ in layout (byobu screen, a quick fan,
physics card drop), in what bursts (gold sparks, petals, leaves and butterflies, paper slips,
confetti), in the backdrop (gold rays, moonlight, rain, cherry glow) and in props (sake cup,
ribbon banners, lightning when the rain man joins, a double finishing slash).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import CARD_BY_CODE, Kind

Colour = tuple[int, int, int]

GOLD: Colour = (255, 200, 80)
WHITE: Colour = (255, 255, 255)
SAKURA: Colour = (255, 170, 200)
MOON: Colour = (190, 210, 255)


@dataclass(frozen=True)
class Staging:
    """The staging of one flourish family. Times are seconds in full mode."""

    layout: str = "byobu"  # "byobu" | "fan" | "drop"
    burst: tuple[tuple[str, int], ...] = (("slip", 60),)  # (particle kind, count) at the stamp
    emit: str = ""  # particle kind emitted continuously while holding
    emit_rate: float = 0.0  # particles per second
    emit_early: bool = False  # emit from the first card's leap, not from the stamp
    flash: Colour = WHITE
    seal: Colour = (196, 30, 36)
    swash: Colour = (150, 20, 24)  # brush band behind the title
    backdrop: str = ""  # "" | "gold" | "moon" | "sakura" | "rain"
    hold: float = 1.4  # seconds the finished screen is held (full)
    leap: float = 0.36  # seconds for one card to leap into place
    stagger: float = 0.26  # seconds between two cards leaping
    unfold: float = 0.26  # seconds for one panel to unfold
    slashes: int = 1
    sake_cup: bool = False
    banners: bool = False
    thunder_card: str = ""  # card code whose arrival strikes lightning
    paths: tuple[str, ...] = ()  # per card: "arc" | "charge" | "bound" | "spiral"
    wind: float = 160.0  # px/s^2 gust at 1080p
    chime: bool = False  # chime at the stamp
    last_codes: tuple[str, ...] = ()  # cards moved to the end of the row (drama)
    # the yaku's own cards, staged first and in this order (a path each, their banners);
    # the extra cards a modern count adds (any ribbon with aotan) follow them, no banner
    lead_codes: tuple[str, ...] = ()


_BRIGHT_BURST = (("spark", 70), ("slip", 40))
POETRY_RIBBONS: tuple[str, ...] = ("1-2", "2-2", "3-2")  # akatan's red poetry ribbons
BLUE_RIBBONS: tuple[str, ...] = ("6-2", "9-2", "10-2")  # aotan's

STAGINGS: dict[str, Staging] = {
    "goko": Staging(
        burst=(("spark", 110), ("slip", 70)),
        emit="slip",
        emit_rate=26,
        flash=GOLD,
        backdrop="gold",
        hold=1.9,
        stagger=0.3,
        unfold=0.3,
        thunder_card="11-1",
        last_codes=("11-1",),
        swash=(120, 80, 10),
        seal=(200, 36, 30),
    ),
    "shiko": Staging(
        burst=_BRIGHT_BURST,
        emit="slip",
        emit_rate=14,
        flash=GOLD,
        backdrop="gold",
        hold=1.5,
        stagger=0.24,
    ),
    "ame-shiko": Staging(
        burst=(("spark", 50), ("slip", 40)),
        emit="rain",
        emit_rate=90,
        emit_early=True,
        flash=(200, 220, 255),
        backdrop="rain",
        hold=1.5,
        stagger=0.24,
        thunder_card="11-1",
        last_codes=("11-1",),
        swash=(30, 40, 80),
        wind=60.0,
    ),
    "sanko": Staging(burst=_BRIGHT_BURST, flash=GOLD, backdrop="gold", hold=1.2, stagger=0.22),
    "hanami-zake": Staging(
        burst=(("petal", 110),),
        emit="petal",
        emit_rate=30,
        emit_early=True,
        flash=SAKURA,
        backdrop="sakura",
        hold=1.6,
        sake_cup=True,
        swash=(170, 60, 100),
        chime=True,
        wind=220.0,
        last_codes=("9-1",),
    ),
    "tsukimi-zake": Staging(
        burst=(("mote", 60), ("slip", 20)),
        emit="mote",
        emit_rate=18,
        emit_early=True,
        flash=MOON,
        backdrop="moon",
        hold=1.6,
        sake_cup=True,
        swash=(40, 50, 110),
        chime=True,
        wind=70.0,
        last_codes=("9-1",),
    ),
    "ino-shika-cho": Staging(
        burst=(("leaf", 80), ("butterfly", 14)),
        emit="leaf",
        emit_rate=14,
        flash=(255, 170, 90),
        hold=1.5,
        stagger=0.34,
        paths=("charge", "bound", "spiral"),
        lead_codes=("7-1", "10-1", "6-1"),  # the boar charges, the deer bounds, butterflies
        swash=(120, 40, 10),
    ),
    "akatan": Staging(
        burst=(("slip", 70),),
        flash=(255, 120, 110),
        banners=True,
        hold=1.7,
        swash=(170, 20, 30),
        wind=260.0,
        lead_codes=POETRY_RIBBONS,
    ),
    "aotan": Staging(
        burst=(("slip", 70),),
        flash=(140, 170, 255),
        banners=True,
        hold=1.7,
        swash=(30, 50, 140),
        seal=(40, 70, 170),
        wind=260.0,
        lead_codes=BLUE_RIBBONS,
    ),
    "akatan-aotan": Staging(
        burst=(("slip", 90), ("spark", 40)),
        flash=(230, 150, 255),
        banners=True,
        hold=1.9,
        stagger=0.2,
        swash=(110, 30, 90),
        wind=260.0,
        lead_codes=POETRY_RIBBONS + BLUE_RIBBONS,
    ),
    "tane": Staging(
        layout="fan", burst=(("leaf", 40),), hold=0.6, leap=0.26, stagger=0.05, swash=(60, 50, 30)
    ),
    "tan": Staging(
        layout="fan", burst=(("slip", 40),), hold=0.6, leap=0.26, stagger=0.05, swash=(120, 30, 30)
    ),
    "kasu": Staging(
        layout="fan",
        burst=(("leaf", 30), ("slip", 20)),
        hold=0.6,
        leap=0.24,
        stagger=0.035,
        swash=(50, 60, 40),
    ),
    "nomi": Staging(
        burst=(("petal", 60), ("mote", 30)),
        emit="petal",
        emit_rate=20,
        emit_early=True,
        flash=SAKURA,
        backdrop="moon",
        hold=1.6,
        sake_cup=True,
        swash=(120, 40, 90),
        chime=True,
        wind=160.0,
        last_codes=("9-1",),
    ),
    "nanatan": Staging(  # roppyakken's ichikoro by ribbons: the banners of seven poems
        burst=(("slip", 90), ("spark", 40)),
        emit="slip",
        emit_rate=18,
        flash=GOLD,
        backdrop="gold",
        banners=True,
        hold=1.8,
        stagger=0.16,
        swash=(130, 30, 40),
    ),
    "teppo": Staging(  # the gun: curtain, moon and sake cup fired with two slashes
        burst=(("spark", 90), ("mote", 30)),
        flash=WHITE,
        backdrop="moon",
        slashes=2,
        hold=1.4,
        sake_cup=True,
        swash=(60, 40, 100),
        chime=True,
        last_codes=("9-1",),
    ),
    "shima": Staging(  # four of a month fanned out
        layout="fan",
        burst=(("leaf", 40), ("slip", 30)),
        hold=1.0,
        leap=0.26,
        stagger=0.08,
        swash=(60, 90, 50),
    ),
    "bukku": Staging(
        burst=(("slip", 90), ("spark", 60)),
        flash=GOLD,
        backdrop="gold",
        banners=True,
        hold=1.9,
        stagger=0.2,
        swash=(120, 80, 10),
        wind=260.0,
        lead_codes=POETRY_RIBBONS + BLUE_RIBBONS,
    ),
    "teshi": Staging(
        layout="fan",
        burst=(("spark", 50), ("slip", 30)),
        hold=0.9,
        leap=0.26,
        stagger=0.06,
        swash=(100, 20, 30),
    ),
    "kuttsuki": Staging(
        layout="fan",
        burst=(("spark", 50), ("slip", 30)),
        hold=0.9,
        leap=0.26,
        stagger=0.05,
        swash=(100, 20, 30),
    ),
    # hachi-hachi's big teyaku: the dealt hand fanned out, the biggest with gold and sparks
    "shiso": Staging(
        layout="fan",
        burst=(("spark", 90), ("slip", 50)),
        flash=GOLD,
        backdrop="gold",
        hold=1.4,
        leap=0.26,
        stagger=0.07,
        swash=(150, 90, 10),
        chime=True,
    ),
    "ichinishi": Staging(
        layout="fan",
        burst=(("spark", 60), ("slip", 30)),
        hold=1.0,
        leap=0.26,
        stagger=0.06,
        swash=(40, 70, 120),
    ),
    "haneken": Staging(
        layout="fan",
        burst=(("leaf", 50), ("spark", 30)),
        hold=0.9,
        leap=0.26,
        stagger=0.06,
        swash=(40, 100, 60),
    ),
    "nitatesanbon": Staging(
        layout="fan",
        burst=(("petal", 50), ("spark", 30)),
        flash=SAKURA,
        hold=1.0,
        leap=0.26,
        stagger=0.06,
        swash=(110, 40, 110),
    ),
    "karasu": Staging(
        layout="fan",
        burst=(("leaf", 50), ("mote", 30)),
        hold=0.9,
        leap=0.26,
        stagger=0.05,
        swash=(30, 30, 40),
    ),
    "pikaichi": Staging(
        layout="fan",
        burst=(("leaf", 50), ("mote", 30)),
        hold=0.9,
        leap=0.26,
        stagger=0.05,
        swash=(30, 30, 40),
    ),
    "finishing-slash": Staging(
        layout="fan",
        burst=(("spark", 120),),
        slashes=2,
        hold=1.0,
        leap=0.26,
        stagger=0.06,
        flash=WHITE,
        swash=(150, 14, 22),
    ),
    "last-month-drop": Staging(
        layout="drop",
        burst=(("slip", 30),),
        hold=1.9,
        leap=0.0,
        stagger=0.12,
        swash=(40, 40, 50),
        seal=(110, 110, 120),
    ),
    "victory": Staging(
        burst=(("confetti", 120), ("spark", 50)),
        emit="confetti",
        emit_rate=30,
        flash=GOLD,
        backdrop="gold",
        hold=2.2,
        stagger=0.24,
        chime=True,
        swash=(130, 90, 10),
    ),
    "defeat": Staging(  # the player lost: rain and ink, no confetti
        burst=(("slip", 24),),
        emit="rain",
        emit_rate=70,
        flash=(150, 160, 190),
        backdrop="rain",
        hold=2.2,
        stagger=0.3,
        swash=(40, 46, 70),
        seal=(90, 96, 110),
    ),
}


def staging_for(yaku_id: str) -> Staging:
    return STAGINGS[yaku_id]


def ribbon_colour(code: str) -> Colour:
    """Banner colour of a ribbon card: blue for the aotan months, red otherwise."""
    month = int(code.split("-")[0])
    return (40, 80, 190) if month in (6, 9, 10) else (205, 32, 40)


def order_cards(cards: tuple[str, ...], staging: Staging) -> tuple[str, ...]:
    """The row order: the yaku's own cards (``lead_codes``) first in their order, then the
    others as given; cards named in ``last_codes`` move to the end (the rain man last)."""
    lead = tuple(code for code in staging.lead_codes if code in cards)
    front = tuple(code for code in cards if code not in staging.last_codes and code not in lead)
    back = tuple(code for code in cards if code in staging.last_codes)
    return lead + front + back


def has_banner(code: str, staging: Staging) -> bool:
    """Whether a ribbon card's panel unfurls a banner: with ``banners``, the yaku's own
    ribbons (all its ribbons when it names none)."""
    if not staging.banners or CARD_BY_CODE[code].kind is not Kind.RIBBON:
        return False
    return not staging.lead_codes or code in staging.lead_codes
