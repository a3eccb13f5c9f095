"""Corrupt settings and autosave files: safe fallback, the original kept aside, told once."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.core import settings as settings_module
from game.persist import autosave
from game.persist.headless import play_decisions


def _good_autosave_text() -> str:
    path = autosave.save(play_decisions(8, 12), autosave.MatchInfo(seed=8))
    return path.read_text(encoding="utf-8")


def _wrong_types(text: str) -> bytes:
    data = json.loads(text)
    data["months"][0]["decisions"] = [{"play": 17}]
    return json.dumps(data).encode()


def _bad_rng(text: str) -> bytes:
    data = json.loads(text)
    data["autosave"]["rng"] = [3, ["x"] * 625, None]
    return json.dumps(data).encode()


def _illegal_move(text: str) -> bytes:
    data = json.loads(text)
    data["months"][0]["decisions"].insert(0, {"koikoi": True})
    return json.dumps(data).encode()


CORRUPTIONS = {
    "truncated": lambda text: text.encode()[: len(text) // 2],
    "wrong_types": _wrong_types,
    "bad_rng": _bad_rng,
    "illegal_move": _illegal_move,
    "not_an_object": lambda text: b"[1, 2, 3]",
    "random_bytes": lambda text: random.Random(3).randbytes(4000),
    "huge": lambda text: b"[" + b"0," * 1_500_000 + b"0]",
    "empty": lambda text: b"",
}


@pytest.mark.parametrize("kind", sorted(CORRUPTIONS))
def test_corrupt_autosave_falls_back_and_keeps_the_original(kind: str) -> None:
    payload = CORRUPTIONS[kind](_good_autosave_text())
    path = autosave.autosave_path()
    path.write_bytes(payload)
    loaded = autosave.load()
    assert not loaded.ok
    assert loaded.warning and "saved match" in loaded.warning
    assert loaded.moved_to is not None
    assert loaded.moved_to.name.startswith("autosave.json.corrupt-")
    assert loaded.moved_to.read_bytes() == payload
    assert not path.exists()
    again = autosave.load()  # told once: the next look finds nothing to complain about
    assert not again.ok and again.warning is None


def _good_settings_text() -> str:
    settings_module.save(settings_module.Settings(hints=False))
    return settings_module.settings_path().read_text(encoding="utf-8")


SETTINGS_CORRUPTIONS = {
    "truncated": lambda text: text.encode()[: len(text) // 3],
    "wrong_types": lambda text: json.dumps({**json.loads(text), "hints": "yes"}).encode(),
    "random_bytes": lambda text: random.Random(5).randbytes(3000),
    "huge": lambda text: b'{"pad": "' + b"x" * (5 * 1024 * 1024) + b'"}',
}


@pytest.mark.parametrize("kind", sorted(SETTINGS_CORRUPTIONS))
def test_corrupt_settings_fall_back_to_defaults_and_keep_the_original(kind: str) -> None:
    payload = SETTINGS_CORRUPTIONS[kind](_good_settings_text())
    path: Path = settings_module.settings_path()
    path.write_bytes(payload)
    loaded, warning = settings_module.load()
    assert loaded == settings_module.Settings()
    assert warning
    kept = list(path.parent.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == payload
    again, second_warning = settings_module.load()
    assert again == settings_module.Settings() and second_warning is None
