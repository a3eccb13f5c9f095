"""What `replay`, `score` and `simulate` print for the N-seat games (roppyakken, hana-awase,
hachi-hachi): one JSON object with ``--json``, readable lines otherwise."""

from __future__ import annotations

import json

from game.engine import games
from game.engine.spec import LengthUnit


def _emit(data: dict, as_json: bool, lines: list[str]) -> int:
    print(json.dumps(data) if as_json else "\n".join(lines))
    return 0


def _yaku_text(yaku) -> str:
    return ", ".join(f"{name} {points}" for name, points in yaku)


def print_table_score(data: dict, as_json: bool) -> int:
    lines = [f"{'card points':16} {data['card_points']:4}"]
    if "par" in data:
        lines.append(f"{'against par':16} {data['versus_par']:+4}  (par {data['par']})")
    lines += [f"{name:16} {points:4}" for name, points in data["yaku"]]
    unit = f" ({data['unit']})" if "unit" in data else ""
    lines.append(f"{'total' + unit:16} {data['total']:4}")
    return _emit(data, as_json, lines)


def print_teyaku(data: dict, as_json: bool) -> int:
    """A dealt hand's teyaku (``score --teyaku``)."""
    lines = [f"{name:16} {points:4}" for name, points in data["teyaku"]] or ["no teyaku"]
    lines.append(f"{'total (' + data['unit'] + ')':16} {data['total']:4}")
    if data["shown"]:
        lines.append(f"shown: {' '.join(data['shown'])}")
    return _emit(data, as_json, lines)


def print_table_replay(data: dict, as_json: bool, names: list[str]) -> int:
    """Each round of a replayed match and the final scores, the seats by ``names``."""
    lines = []
    for month in data["months"]:
        deltas = " / ".join(f"{d:+d}" for d in month["score_delta"])
        header = f"Month {month['month']:2}: {month['reason']:10} delta {deltas}"
        if month.get("multiplier", 1) != 1:
            header += f"  x{month['multiplier']}"
        if month.get("settled_by"):
            header += f"  {names[month['winner']]} deals next ({month['settled_by']})"
        elif month.get("win_reason"):
            header += f"  {names[month['winner']]} wins the game ({month['win_reason']})"
        lines.append(header)
        for seat, yaku in enumerate(month["yaku"]):
            extras = [f"{month['card_points'][seat]} card points"]
            if month.get("teyaku") and month["teyaku"][seat]:
                extras.append(f"teyaku {_yaku_text(month['teyaku'][seat])}")
            if yaku:
                extras.append(_yaku_text(yaku))
            lines.append(f"          {names[seat]}: {'; '.join(extras)}")
    status = "final" if data["finished"] else "in progress"
    scores = " / ".join(f"{name} {s}" for name, s in zip(names, data["final_scores"], strict=True))
    footer = f"Scores ({status}): {scores}"
    if games.spec(data["game"]).length_unit is LengthUnit.WON_GAMES:
        footer += f"  (games won: {' / '.join(str(w) for w in data['wins'])})"
    lines.append(footer)
    return _emit(data, as_json, lines)


def print_table_simulation(result: dict, as_json: bool) -> int:
    names = [result[f"p{p + 1}"] for p in range(result["players"])]
    lines = [
        f"{' vs '.join(names)}, {result['matches']} matches of {result['game']}, "
        f"rules {result['rules']}",
        f"  wins {' - '.join(str(w) for w in result['wins'])}, draws {result['draws']}",
        f"  mean scores {' / '.join(str(s) for s in result['mean_scores'])}",
        f"  {result['mean_rounds']} rounds and {result['seconds_per_match']} s per match",
    ]
    return _emit(result, as_json, lines)
