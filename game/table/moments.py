"""The flourishes of a match's big moments, beside the yaku flourish (table_flourish):

* finishing slash - a stop that wins the month: pushed over the month-result overlay, so it
  plays first while the overlay waits beneath (only the top scene updates);
* last-month drop - once the match is over, the cards left on the table drop across it with
  pymunk before the match result (or the ladder's own ending) comes (hana-awase: its last
  round; roppyakken, decided by a won game, has none);
* hand yaku - teshi / kuttsuki shown at the deal get their quick fan and stamp;
* victory - the match winner's result screen opens with 勝利, the match score and the
  winner's best yaku of the match (the match result scene plays it); by the place of the
  player at the screen: 敗北 when they came last, their place (第二, 第三) in between.

Each follows the flourish option (``flourish`` vs the CPU, ``flourish_couch`` when every
seat is human; none at the instant animation speed), is skipped by any confirm / click /
pad button and only draws: the engine waits meanwhile and nothing in it changes. The
moments read the table's TableView and the director's cards, never the table itself.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.core.kinds import FLOURISH_MODES, FlourishMode, SeatKind
from game.engine import events as ev
from game.engine import games
from game.engine.cards import CARD_BY_CODE, CARDS
from game.engine.koikoi.scoring import yaku_cards
from game.engine.spec import LengthUnit
from game.engine.table_view import MonthOutcome, TableView
from game.table.flourish import FlourishOverlay
from game.view.director import Director
from game.view.summary import mask_of_codes

logger = logging.getLogger(__name__)

DROP_SEED = 9000
FINISH_SEED = 5000
HAND_SEED = 7000


def flourish_mode(settings, seats: Sequence[str] = (SeatKind.HUMAN, SeatKind.CPU)) -> str:
    """ "off" / "short" / "full" for a match with these seats: couch play (every seat human)
    reads ``flourish_couch``, every other match ``flourish``; the instant speed means off."""
    if settings.animation_speed == "instant":
        return FlourishMode.OFF
    couch = len(seats) > 1 and all(kind == SeatKind.HUMAN for kind in seats)
    mode = settings.flourish_couch if couch else settings.flourish
    return mode if mode in FLOURISH_MODES else FlourishMode.OFF


def codes_of_mask(mask: int) -> tuple[str, ...]:
    return tuple(card.code for card in CARDS if mask >> card.id & 1)


def yaku_codes(name: str, captured: Iterable[str], rules) -> tuple[str, ...]:
    """The captured cards that make the named yaku ("" for hand yaku and unknown names)."""
    try:
        return codes_of_mask(yaku_cards(name, mask_of_codes(captured), rules))
    except (KeyError, ValueError):
        return ()


def best_of(yaku: Iterable[tuple[str, int]]) -> tuple[str, int] | None:
    """The highest-scoring (name, points) pair; the first listed wins a tie."""
    best = None
    for name, points in yaku:
        if best is None or points > best[1]:
            best = (name, points)
    return best


def best_yaku_of_match(
    month_results: Sequence[MonthOutcome],
    month_ends: Sequence[ev.RoundEnded],
    seat: int,
    rules,
) -> tuple[str, int, tuple[str, ...]] | None:
    """The seat's best yaku over the months it won: (name, points, cards). The cards come
    from that month's RoundEnded event when the table saw it (else none)."""
    ends = {end.round: end for end in month_ends}
    best: tuple[str, int, int] | None = None  # name, points, month
    for result in month_results:
        if result.winner != seat:
            continue
        top = best_of(result.yaku[seat])
        if top is not None and (best is None or top[1] > best[1]):
            best = (top[0], top[1], result.month)
    if best is None:
        return None
    name, points, month = best
    end = ends.get(month)
    cards = yaku_codes(name, end.captured[seat], rules) if end is not None else ()
    return name, points, cards


class FlourishMoments:
    """The table's finishing slash, last-month drop and hand-yaku flourishes, and the month
    ends it saw (for the victory's best yaku).

    ``mode()`` is the table's flourish mode now, ``view()`` its TableView, ``hold(surface)``
    draws the table frame a flourish plays over."""

    def __init__(
        self,
        context,
        director: Director,
        mode: Callable[[], str],
        view: Callable[[], TableView],
        hold: Callable[[pygame.Surface], None],
    ) -> None:
        self.context = context
        self.director = director
        self.mode = mode
        self.view = view
        self.hold = hold
        self.month_ends: list[ev.RoundEnded] = []
        self.drop: FlourishOverlay | None = None  # the last-month drop overlay once pushed
        self.drop_asked = False
        self.finishing: FlourishOverlay | None = None  # the latest finishing-slash overlay
        director.listeners.append(self._on_event)

    def _on_event(self, event) -> None:
        # koi-koi's months (the victory's best yaku is looked up in their capture piles)
        if isinstance(event, ev.RoundEnded) and not games.is_table_game(event.game):
            self.month_ends.append(event)

    def _overlay(self, spec, seed: int) -> FlourishOverlay | None:
        from game.fx.flourish import flourish_for

        flourish = flourish_for(self.mode(), spec, seed=seed, play_sound=self.context.play_sound)
        if flourish is None:
            return None
        overlay = FlourishOverlay(self.context, self.hold, flourish)
        self.director.banner = None
        self.context.scenes.push(overlay)
        return overlay

    def hand_yaku(self, event: ev.TeyakuShown) -> FlourishOverlay | None:
        """The teshi / kuttsuki flourish for a hand shown at the deal (overlay or None; the
        presenter asks for it)."""
        if self.mode() == FlourishMode.OFF:
            return None
        try:
            from game.fx.spec import spec_for

            cards = tuple(event.cards)
            name = event.teyaku[0][0]
            if name == "teshi":  # the four cards of one month
                months = [CARD_BY_CODE[code].month for code in cards]
                cards = tuple(c for c, m in zip(cards, months, strict=True) if months.count(m) == 4)
            view = self.view()
            spec = spec_for(name, view.rules.hand_yaku_points, cards)
            return self._overlay(spec, HAND_SEED + view.month * 10 + event.player)
        except Exception:  # noqa: BLE001 - a broken flourish must never stop the match
            logger.exception("hand yaku flourish failed")
            return None

    def big_teyaku(self, event: ev.TeyakuShown) -> FlourishOverlay | None:
        """The flourish of a big teyaku shown at the deal (hachi-hachi's shiso, ichinishi,
        nitatesanbon, haneken, karasu, pikaichi: fx.spec.BIG_TEYAKU) with its value and the
        cards laid face up; None for any other teyaku, or with flourishes off."""
        if self.mode() == FlourishMode.OFF:
            return None
        try:
            from game.fx.spec import BIG_TEYAKU, spec_for

            big = [(name, value) for name, value in event.teyaku if name in BIG_TEYAKU]
            if not big:
                return None
            name, value = max(big, key=lambda item: item[1])
            spec = spec_for(name, value, tuple(event.cards)[:7], unit="kan")
            return self._overlay(spec, HAND_SEED + self.view().month * 10 + event.player)
        except Exception:  # noqa: BLE001 - a broken flourish must never stop the match
            logger.exception("big teyaku flourish failed")
            return None

    def finishing_slash(self, event: ev.RoundEnded) -> FlourishOverlay | None:
        """Push the finishing slash when ``event`` is a stop that won the month (call right
        after pushing the month result: the slash plays over it first). The overlay or None."""
        if event.reason != "stop" or event.winner is None or self.mode() == FlourishMode.OFF:
            return None
        try:
            from game.fx.spec import finishing_spec

            winner = event.winner
            best = best_of(event.yaku[winner])
            rules = self.view().rules
            cards = yaku_codes(best[0], event.captured[winner], rules) if best is not None else ()
            spec = finishing_spec(event.score_delta[winner], cards[:5])
            self.finishing = self._overlay(spec, FINISH_SEED + event.round * 10 + winner)
        except Exception:  # noqa: BLE001 - a broken flourish must never stop the match
            logger.exception("finishing slash failed")
            self.finishing = None
        return self.finishing

    def remaining_cards(self) -> tuple[str, ...]:
        """The cards the table still shows face up or knows (field, hands, stock), in order."""
        model = self.director.model
        keys = sorted(model.field_slots, key=model.field_slots.get)
        keys += [key for hand in model.hands for key in hand]
        keys += list(model.stock)
        if model.pending:
            keys.append(model.pending)
        return tuple(dict.fromkeys(key for key in keys if key in CARD_BY_CODE))

    def last_month_playing(self) -> bool:
        """Call once the match is over: pushes the last-month drop the first time; True
        while it plays (the table waits to finish the match)."""
        if not self.drop_asked:
            self.drop_asked = True
            game = self.view().game
            if self.mode() == FlourishMode.OFF or not has_last_month(game):
                return False
            cards = self.remaining_cards()
            if not cards:
                return False
            try:
                from game.fx.spec import last_month_spec

                self.drop = self._overlay(
                    last_month_spec(cards[:24], game), DROP_SEED + self.view().month
                )
            except Exception:  # noqa: BLE001
                logger.exception("last-month drop failed")
                self.drop = None
        return self.drop is not None and not self.drop.done


def has_last_month(game: str) -> bool:
    """Whether a match of ``game`` ends with a last month (round) whose cards drop: koi-koi's
    months and hana-awase's rounds run to a set number; a roppyakken match ends when a game
    is won, with no last month to mark after the round result told it."""
    return games.spec(game).length_unit is not LengthUnit.WON_GAMES


def match_points(view: TableView) -> tuple[int, ...]:
    """Each seat's standing at the match's end: koi-koi's scores, the other games' returns
    (hana-awase's settled scores, roppyakken's payments)."""
    if view.is_koikoi or not view.returns:
        return view.scores
    return view.returns


def player_place(view: TableView, seats: Sequence[str]) -> tuple[int, int] | None:
    """(place, seat count) of the one person playing against CPUs: 1 + the seats that
    finished ahead (ties share a place); None for couch play or a CPU-only match."""
    humans = [seat for seat, kind in enumerate(seats) if kind == SeatKind.HUMAN]
    if len(humans) != 1 or SeatKind.CPU not in seats:
        return None
    totals = match_points(view)
    mine = totals[humans[0]]
    return 1 + sum(1 for points in totals if points > mine), len(totals)


def victory_flourish(
    settings,
    play_sound: Callable[[str], None],
    view: TableView,
    seats: Sequence[str],
    seed: int | None,
    month_ends: Sequence[ev.RoundEnded] = (),
    *,
    names: Sequence[str] = (),
    size: tuple[int, int] = (1920, 1080),
):
    """The match end's flourish for the match result, or None (a draw, option off), by the
    place of the player at the screen: first - the victory, named; last - a CPU beat them,
    their defeat with the CPU's name and best yaku (never a 勝利 for the player's loss);
    between (three or four seats) - their place (第二 2ND PLACE), never a defeat."""
    winner = view.winner
    mode = flourish_mode(settings, seats)
    if winner is None or mode == FlourishMode.OFF:
        return None
    try:
        from game.fx.flourish import flourish_for
        from game.fx.spec import PLACES, placing_spec, victory_spec

        totals = match_points(view)
        name = names[winner] if winner < len(names) else ""
        place = player_place(view, seats)
        if place is not None and place[0] in PLACES and place[0] < place[1]:
            person = seats.index(SeatKind.HUMAN)
            best = best_yaku_of_match(view.results, month_ends, person, view.rules)
            cards = best[2][:6] if best is not None else ()
            spec = placing_spec(place[0], totals[person], cards, winner=name)
            return flourish_for(mode, spec, seed=seed or 0, play_sound=play_sound, canvas_size=size)
        points = totals[winner]
        best = best_yaku_of_match(view.results, month_ends, winner, view.rules)
        defeat = seats[winner] == SeatKind.CPU and SeatKind.HUMAN in seats
        cards = best[2][:6] if best is not None else ()
        try:
            spec = victory_spec(
                points, best[0] if best else None, cards, winner=name, defeat=defeat
            )
        except ValueError:  # a yaku with no flourish name (house rules)
            spec = victory_spec(points, None, cards, winner=name, defeat=defeat)
        return flourish_for(mode, spec, seed=seed or 0, play_sound=play_sound, canvas_size=size)
    except Exception:  # noqa: BLE001 - the result screen must show whatever happens
        logger.exception("victory flourish failed")
        return None
