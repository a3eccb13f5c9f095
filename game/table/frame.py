"""What the table shows around its cards, as one frozen value (:class:`HudFrame`), and the
pure functions that put it together from the director's table model, the names, the
cursor and the Hint. The drawer redraws only what changed from one frame to the next."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.core.wording import display_name
from game.engine import games
from game.engine.cards import card_code
from game.engine.koikoi.rules import RuleSet
from game.engine.spec import PLATE_NONE, PLATE_PAR, PLATE_RACE
from game.engine.table_view import Decision, PendingChoice
from game.i18n import tr, tr_later
from game.table.buttons import BUTTONS
from game.table.hint import TableHint
from game.view import layout, seats
from game.view.director import Director
from game.view.summary import TrackerLine, mask_of_codes, table_tracker_lines, tracker_lines

KOIKOI_PROMPT = games.spec(games.KOIKOI).decision_prompt  # the koi-koi / stop prompt
TRACKER_LINES = 6  # per seat with two seats; fewer when more seats share the panel
PENDING_TAGS = {
    "play": tr_later("Played"),
    "draw": tr_later("Drawn"),
}  # whose card waits for a pick, and how


@dataclass(frozen=True)
class Plate:
    """One seat's name plate (and portrait beside it)."""

    seat: int
    name: str
    dealer: bool
    score: int
    koikoi: int
    to_act: bool
    rect: tuple[int, int, int, int]
    place: str  # the seat's place name (cache key of its HUD elements)
    portrait: pygame.Surface | None = None
    compact: bool = False
    tag: str = ""  # roppyakken / hana-awase: card points, the 600 meter, games won
    tag_lit: bool = False  # the seat has reached the target
    unit: str = ""  # the score's unit (GameSpec.score_unit: "" points, "mon")


@dataclass(frozen=True)
class CaptureCaption:
    """ "Brights 2" over one seat's pile of one kind."""

    place: str
    kind: str
    count: int
    position: tuple[int, int]
    compact: bool = False


@dataclass(frozen=True)
class SeatFrame:
    """The outline and name tab of a far seat sharing the top band."""

    seat: int
    name: str
    rect: tuple[int, int, int, int]
    passes_on: bool = False  # play passes from this seat to the next one on its right


@dataclass(frozen=True)
class Tracker:
    names: tuple[str, ...]
    lines: tuple[tuple[TrackerLine, ...], ...]  # per seat
    order: tuple[int, ...]  # seats top to bottom
    hide_key: str = ""  # the key that hides it ("T"), shown in its corner


@dataclass(frozen=True)
class HudFrame:
    """Everything the table shows around its cards at one moment."""

    month: int
    months: int
    stock_left: int
    plates: tuple[Plate, ...]
    captions: tuple[CaptureCaption, ...]
    tracker: Tracker | None
    summary: str
    buttons: tuple[tuple[str, bool], ...]  # (label, focused)
    control_hints: tuple[str, ...]
    advice: tuple[str, ...]  # the Hint's headline and runners-up (replaces the hints)
    seat_frames: tuple[SeatFrame, ...] = ()  # three or four seats: whose region is whose
    pending_tag: str = ""  # over a card waiting for its pick: "Played" / "Drawn"
    game: str = games.KOIKOI
    month_note: str = ""  # under the round number: the game of the match, the target, par
    multiplier: int = 0  # hachi-hachi: the field multiplier shown on the field (0: none)


def hud_frame(
    director: Director,
    names: tuple[str, ...],
    portraits: dict,
    to_act: int,
    *,
    summary: str,
    tracker: Tracker | None,
    buttons: tuple[tuple[str, bool], ...],
    control_hints: tuple[str, ...],
    advice: tuple[str, ...],
    game: str = games.KOIKOI,
    par: int = 0,
) -> HudFrame:
    """The frame of the director's table now (``to_act``: the seat whose plate says so;
    ``par``: hana-awase's card points par for this seat count)."""
    model = director.model
    plates = []
    captions = []
    for seat, place in enumerate(director.places):
        for kind in layout.KIND_ORDER:
            captions.append(
                CaptureCaption(
                    place.name,
                    kind,
                    len(model.captured[seat][kind]),
                    seats.capture_label_pos(place, kind),
                    place.compact,
                )
            )
        plates.append(
            Plate(
                seat=seat,
                name=names[seat],
                dealer=model.dealer == seat,
                score=model.scores[seat],
                koikoi=model.koikoi[seat],
                to_act=to_act == seat,
                rect=place.plate,
                place=place.name,
                portrait=portraits.get(seat),
                compact=place.compact,
                tag=plate_tag(game, model, seat, par),
                tag_lit=bool(model.target) and model.totals[seat] >= model.target,
                unit=games.spec(game).score_unit,
            )
        )
    return HudFrame(
        month=model.month,
        months=model.months,
        stock_left=len(model.stock),
        plates=tuple(plates),
        captions=tuple(captions),
        tracker=tracker,
        summary=summary,
        buttons=buttons,
        control_hints=control_hints,
        advice=advice,
        seat_frames=seat_frames(director.places, names),
        pending_tag=PENDING_TAGS.get(model.pending_source, "") if model.pending else "",
        game=game,
        month_note=month_note(game, model, par),
        multiplier=model.multiplier,
    )


def seat_frames(places, names: tuple[str, ...]) -> tuple[SeatFrame, ...]:
    """The far seats' outlines; turn order runs left to right across the top band (every
    seat but the rightmost passes play on to its right, the rightmost to the near seat)."""
    shared = [(seat, place) for seat, place in enumerate(places) if place.compact]
    rightmost = max((place.region[0] for _seat, place in shared), default=0)
    return tuple(
        SeatFrame(seat, names[seat], place.region, passes_on=place.region[0] < rightmost)
        for seat, place in shared
    )


def plate_tag(game: str, model, seat: int, par: int) -> str:
    """A seat's game line on its plate: roppyakken's 600 meter and games won, hana-awase's
    card points against par (koi-koi: none)."""
    return games.per_game(PLATE_TAGS, games.spec(game).plate, "plate line")(model, seat, par)


def month_note(game: str, model, par: int) -> str:
    """The line under the round number."""
    return games.per_game(MONTH_NOTES, games.spec(game).plate, "round line")(model, par)


def _race_tag(model, seat: int, par: int) -> str:
    wins = model.wins[seat] if seat < len(model.wins) else 0
    line = f"{model.totals[seat]}/{model.target}"
    return tr("{total} · won {wins}", total=line, wins=wins) if wins else line


def _par_tag(model, seat: int, par: int) -> str:
    points = model.card_points[seat]
    return tr(
        "Cards {points} ({par_difference})", points=points, par_difference=f"{points - par:+d}"
    )


def _race_note(model, par: int) -> str:
    return tr("Game {number} · first to {target}", number=model.game_number, target=model.target)


def _par_note(model, par: int) -> str:
    return tr("Par {par} card points", par=par)


# by the game's plate kind (GameSpec.plate)
PLATE_TAGS = {PLATE_NONE: lambda model, seat, par: "", PLATE_RACE: _race_tag, PLATE_PAR: _par_tag}
MONTH_NOTES = {PLATE_NONE: lambda model, par: "", PLATE_RACE: _race_note, PLATE_PAR: _par_note}


def tracker(
    director: Director,
    rules: RuleSet,
    names: tuple[str, ...],
    game: str = games.KOIKOI,
    hide_key: str = "",
    teyaku: Sequence[Sequence[tuple[str, int]]] = (),
) -> Tracker:
    """Every seat's yaku held and in reach (out of reach ones last, greyed), the others
    first and the near seat last (in roppyakken and hana-awase with each seat's card points
    and hand bonuses, ``teyaku`` per seat, first); ``hide_key`` names the key that hides it."""
    model = director.model
    count = model.seat_count
    limit = TRACKER_LINES if count <= 2 else max(2, TRACKER_LINES * 2 // count - 1)
    piles = [mask_of_codes(model.captured_codes(seat)) for seat in range(count)]
    if not games.spec(game).is_table_game:
        lines = tuple(
            tuple(tracker_lines(piles, seat, rules, model.koikoi[seat], limit))
            for seat in range(count)
        )
    else:
        every = 0
        for pile in piles:
            every |= pile
        lines = tuple(
            tuple(
                table_tracker_lines(
                    game,
                    piles[seat],
                    rules,
                    every & ~piles[seat],
                    limit,
                    teyaku[seat] if seat < len(teyaku) else (),
                )
            )
            for seat in range(count)
        )
    near = director.near
    order = tuple(seat for seat in range(count) if seat != near) + (near,)
    return Tracker(names, lines, order, hide_key)


def buttons(
    show_tracker: bool,
    focus: int | None,
    keyboard: bool,
    key_prompt: Callable[[str, str], str],
) -> tuple[tuple[str, bool], ...]:
    """(label, focused) of each right-column button, with the key that presses it."""
    out = []
    for index, (_key, label, action_name, fallback) in enumerate(BUTTONS):
        if action_name == "toggle_tracker":  # a pad has no default button for it
            shown_key = key_prompt(action_name, fallback) if keyboard else ""
            label = tr("Tracker: on") if show_tracker else tr("Tracker: off")
        else:
            shown_key = key_prompt(action_name, fallback)
            label = tr(label)
        text = tr("{label}  [{key}]", label=label, key=shown_key) if shown_key else label
        out.append((text, focus == index))
    return tuple(out)


def advice(hint: TableHint) -> tuple[str, ...]:
    """The Hint's headline and runners-up (empty when no hint was asked for)."""
    if not hint.active:
        return ()
    return (hint.headline(), *hint.runners_up())


def take_instruction(pending: PendingChoice | None, game: str, take: str) -> str:
    """What a take choice asks: in a game with a wild card (roppyakken's rain man: its spec's
    ``wild_card``) the wild card takes any lit card, and a card that may take it from the
    field says so; otherwise two cards match."""
    wild = games.spec(game).wild_card
    if wild is not None and pending is not None:
        wild_code = card_code(wild)
        if pending.card == wild_code:
            return tr("Rain man is wild: take any lit card ({take})", take=take)
        if wild_code in pending.options:
            return tr("Take its match or the wild rain man ({take})", take=take)
    return tr("Two cards match: pick the one to take ({take})", take=take)


def control_hints(
    decision: Decision | None,
    device: str,
    confirm: str,
    *,
    no_match: bool,
    waiting_for: str | None,
    thinking: float | None,
    pending: PendingChoice | None = None,
    game: str = games.KOIKOI,
    remote: bool = False,
    away: bool = False,
) -> tuple[str, ...]:
    """The left column's tips for the device in use: what to press now, or whom the table
    waits for (``waiting_for``: the seat to act is not a player here; ``remote``: it is
    played elsewhere - online - and no key here hastens it; ``away``: that player's link is
    down, so nobody is playing it now); ``pending`` and ``game`` say whether a take choice
    is the roppyakken wild card's."""
    if device == "mouse":
        pick, play, take = tr("click a card"), tr("click it again"), tr("click the one to take")
    elif device == "pad":
        pick, play, take = tr("D-pad"), confirm, tr("D-pad, {confirm}", confirm=confirm)
    else:
        pick, play = tr("Left/Right"), confirm
        take = tr("Left/Right, {confirm}", confirm=confirm)
    if decision is Decision.PLAY:
        lines = [tr("Your turn: pick a card ({pick}), play it ({play})", pick=pick, play=play)]
        if no_match:
            lines.append(tr("No match: this card will stay on the field"))
        return tuple(lines)
    if decision is Decision.TAKE:
        return (take_instruction(pending, game, take),)
    if decision is Decision.DECIDE:
        if games.spec(game).decision_prompt != KOIKOI_PROMPT:
            return (tr("Decide in the prompt"),)  # hachi-hachi's show / hide, shobu / sage
        return (tr("Koi-Koi or Stop?"),)
    if waiting_for is not None:
        skip = tr("click") if device == "mouse" else confirm
        name = display_name(waiting_for)
        if thinking is not None:
            percent = int(thinking * 10) * 10
            return (tr("{name} is thinking... {percent}%", name=name, percent=percent),)
        if remote and away:
            return (tr("{name} is away - the table waits for them to come back", name=name),)
        if remote:
            return (tr("{name} is playing - wait for your turn", name=name),)
        return (tr("{name} is playing... ({skip}: fast-forward)", name=name, skip=skip),)
    return ()
