"""The flourishes of a match's big moments, beside the yaku flourish (table_flourish):

* finishing slash - a stop that wins the month: pushed over the month-result overlay, so it
  plays first while the overlay waits beneath (only the top scene updates);
* last-month drop - once the match is over, the cards left on the table drop across it with
  pymunk before the match result (or the ladder's own ending) comes;
* hand yaku - teshi / kuttsuki shown at the deal get their quick fan and stamp;
* victory - the match winner's result screen opens with 勝利, the match score and the
  winner's best yaku of the match (game.scenes.match_result plays it).

Each follows the flourish option (``flourish`` vs the CPU, ``flourish_couch`` when both seats
are human; none at the instant animation speed), is skipped by any confirm / click / pad
button and only draws: the engine waits meanwhile and nothing in it changes.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence

import pygame

from game.core.settings import FLOURISH_MODES
from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE, CARDS
from game.engine.scoring import yaku_cards
from game.view.summary import mask_of_codes

logger = logging.getLogger(__name__)

DROP_SEED = 9000
FINISH_SEED = 5000
HAND_SEED = 7000


def flourish_mode(settings, seats: Sequence[str] = ("human", "cpu")) -> str:
    """ "off" / "short" / "full" for a match with these seats: couch play (both seats human)
    reads ``flourish_couch``, every other match ``flourish``; the instant speed means off."""
    if settings is None:
        return "full"
    if getattr(settings, "animation_speed", "normal") == "instant":
        return "off"
    couch = tuple(seats) == ("human", "human")
    mode = getattr(settings, "flourish_couch", "short") if couch else settings.flourish
    return mode if mode in FLOURISH_MODES else "off"


def table_mode(table) -> str:
    """The flourish mode for this table now (instant animations: off)."""
    if table.director.tweens.instant:
        return "off"
    return flourish_mode(table.settings, table.config.seats)


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
    month_results: Sequence[dict], month_ends: Sequence[ev.MonthEnded], seat: int, rules
) -> tuple[str, int, tuple[str, ...]] | None:
    """The seat's best yaku over the months it won: (name, points, cards). The cards come
    from that month's MonthEnded event when the table saw it (else none)."""
    ends = {end.month: end for end in month_ends}
    best: tuple[str, int, int] | None = None  # name, points, month
    for result in month_results:
        if result.get("winner") != seat:
            continue
        top = best_of(result["yaku"][seat])
        if top is not None and (best is None or top[1] > best[1]):
            best = (top[0], top[1], result["month"])
    if best is None:
        return None
    name, points, month = best
    end = ends.get(month)
    cards = yaku_codes(name, end.captured[seat], rules) if end is not None else ()
    return name, points, cards


class FlourishMoments:
    """The table's finishing slash and last-month drop, and the month ends it saw (for the
    victory's best yaku). ``TableScene`` owns one."""

    def __init__(self, table) -> None:
        self.table = table
        self.month_ends: list[ev.MonthEnded] = []
        self.drop = None  # the last-month drop overlay once pushed
        self.drop_asked = False
        self.finishing = None  # the latest finishing-slash overlay
        table.director.listeners.append(self._on_event)
        table.director.presenters.setdefault(ev.HandYakuShown, self.hand_yaku)

    def _on_event(self, event) -> None:
        if isinstance(event, ev.MonthEnded):
            self.month_ends.append(event)

    def _overlay(self, spec, seed: int):
        from game.fx.flourish import flourish_for
        from game.scenes.table_flourish import FlourishOverlay

        table = self.table
        flourish = flourish_for(
            table_mode(table), spec, seed=seed, play_sound=table.context.play_sound
        )
        if flourish is None:
            return None
        overlay = FlourishOverlay(table.context, table, flourish)
        table.director.banner = None
        table.stack.push(overlay)
        return overlay

    def hand_yaku(self, event: ev.HandYakuShown):
        """The teshi / kuttsuki flourish for a hand shown at the deal (overlay or None)."""
        if table_mode(self.table) == "off":
            return None
        try:
            from game.fx.spec import spec_for

            cards = tuple(event.cards)
            if event.yaku == "teshi":  # the four cards of one month
                months = [CARD_BY_CODE[code].month for code in cards]
                cards = tuple(c for c, m in zip(cards, months, strict=True) if months.count(m) == 4)
            points = getattr(self.table.state.rules, "hand_yaku_points", 6)
            spec = spec_for(event.yaku, points, cards)
            return self._overlay(spec, HAND_SEED + self.table.state.month * 10 + event.player)
        except Exception:  # noqa: BLE001 - a broken flourish must never stop the match
            logger.exception("hand yaku flourish failed")
            return None

    def finishing_slash(self, event: ev.MonthEnded):
        """Push the finishing slash when ``event`` is a stop that won the month (call right
        after pushing the month result: the slash plays over it first). The overlay or None."""
        if event.reason != "stop" or event.winner is None or table_mode(self.table) == "off":
            return None
        try:
            from game.fx.spec import finishing_spec

            winner = event.winner
            best = best_of(event.yaku[winner])
            cards = (
                yaku_codes(best[0], event.captured[winner], self.table.state.rules)
                if best is not None
                else ()
            )
            spec = finishing_spec(event.score_delta[winner], cards[:5])
            self.finishing = self._overlay(spec, FINISH_SEED + event.month * 10 + winner)
        except Exception:  # noqa: BLE001 - a broken flourish must never stop the match
            logger.exception("finishing slash failed")
            self.finishing = None
        return self.finishing

    def remaining_cards(self) -> tuple[str, ...]:
        """The cards the table still shows face up or knows (field, hands, stock), in order."""
        model = self.table.director.model
        keys = sorted(model.field_slots, key=model.field_slots.get)
        keys += [key for seat in (0, 1) for key in model.hands[seat]]
        keys += list(model.stock)
        if model.pending:
            keys.append(model.pending)
        return tuple(dict.fromkeys(key for key in keys if key in CARD_BY_CODE))

    def last_month_playing(self) -> bool:
        """Call once the match is over: pushes the last-month drop the first time; True
        while it plays (the table waits to finish the match)."""
        if not self.drop_asked:
            self.drop_asked = True
            if table_mode(self.table) == "off":
                return False
            cards = self.remaining_cards()
            if not cards:
                return False
            try:
                from game.fx.spec import last_month_spec

                self.drop = self._overlay(
                    last_month_spec(cards[:24]), DROP_SEED + self.table.state.month
                )
            except Exception:  # noqa: BLE001
                logger.exception("last-month drop failed")
                self.drop = None
        return self.drop is not None and not self.drop.done


def victory_flourish(
    context,
    session,
    month_ends: Sequence[ev.MonthEnded] = (),
    *,
    size: tuple[int, int] = (1920, 1080),
):
    """The winner's victory flourish for the match result, or None (a draw, option off)."""
    state = session.state
    winner = state.winner()
    mode = flourish_mode(context.settings, session.config.seats)
    if winner is None or mode == "off":
        return None
    try:
        from game.fx.flourish import flourish_for
        from game.fx.spec import spec_for, victory_spec

        points = state.returns()[winner]
        best = best_yaku_of_match(state.month_results, month_ends, winner, state.rules)
        try:
            spec = (
                victory_spec(points, best[0], best[2][:6])
                if best is not None
                else spec_for("victory", points, ())
            )
        except ValueError:  # a yaku with no flourish name (house rules)
            spec = spec_for("victory", points, best[2][:6] if best is not None else ())
        seed = session.config.seed if session.config.seed is not None else 0
        return flourish_for(mode, spec, seed=seed, play_sound=context.play_sound, canvas_size=size)
    except Exception:  # noqa: BLE001 - the result screen must show whatever happens
        logger.exception("victory flourish failed")
        return None


def held_frame(draw, size: tuple[int, int] = (1920, 1080)) -> pygame.Surface:
    """A surface with ``draw(surface)`` drawn on it (the frame a flourish freezes)."""
    surface = pygame.Surface(size)
    draw(surface)
    return surface
