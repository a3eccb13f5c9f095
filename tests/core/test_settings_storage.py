"""Settings and atomic JSON storage: round-trip, atomic replace, and every corrupt-file kind
falls back to defaults with the original kept aside and a one-time message."""

import json
import os

import pytest

from game import i18n
from game.core import settings as settings_module
from game.core import storage
from game.core.settings import Settings


def test_settings_round_trip(private_user_dir):
    settings = Settings(
        music_volume=0.25,
        animation_speed="instant",
        corner_badges=False,
        fps_cap=144,
        flourish="short",
        swap_confirm_back=True,
    )
    settings.key_bindings["confirm"] = ["k"]
    settings_module.save(settings)
    path = private_user_dir / "config" / "settings.json"
    assert path.exists()
    loaded, warning = settings_module.load()
    assert warning is None
    assert loaded == settings
    assert loaded.key_bindings["confirm"] == ["k"]
    assert loaded.animation_multiplier == float("inf")


def test_missing_file_gives_defaults_without_warning():
    loaded, warning = settings_module.load()
    assert loaded == Settings() and warning is None


def test_missing_keys_take_defaults_and_unknown_keys_are_ignored(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"hints": False, "from_the_future": 3}))
    loaded, warning = settings_module.load(path)
    assert warning is None
    assert loaded.hints is False and loaded.music_volume == Settings().music_volume
    assert loaded.key_bindings == Settings().key_bindings


def test_atomic_write_leaves_no_temp_files_and_replaces(tmp_path):
    path = tmp_path / "data.json"
    storage.write_json_atomic(path, {"a": 1})
    storage.write_json_atomic(path, {"a": 2})
    assert json.loads(path.read_text()) == {"a": 2}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.json"]


def test_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "data.json"
    storage.write_json_atomic(path, {"version": "old"})

    def broken_replace(source, target):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        storage.write_json_atomic(path, {"version": "new"})
    monkeypatch.undo()
    assert json.loads(path.read_text()) == {"version": "old"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.json"]


def test_write_is_fsynced(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    storage.write_json_atomic(tmp_path / "x.json", [1, 2, 3])
    assert len(synced) >= 1


GOOD = json.dumps(Settings().to_dict()).encode()
CORRUPT_FILES = {
    "truncated": GOOD[: len(GOOD) // 2],
    "wrong_types": json.dumps({"music_volume": "loud", "hints": 1}).encode(),
    "wrong_bindings": json.dumps({"key_bindings": {"confirm": "return"}}).encode(),
    "bad_choice": json.dumps({"animation_speed": "ludicrous"}).encode(),
    "not_an_object": b"[1, 2, 3]",
    "random_bytes": bytes(range(256)) * 4,
    "huge": b'{"hints": true, "pad": "' + b"x" * (storage.MAX_JSON_BYTES + 10) + b'"}',
    "nan": b'{"music_volume": NaN}',
}


@pytest.mark.parametrize("kind", sorted(CORRUPT_FILES))
def test_corrupt_settings_fall_back_and_keep_original(kind, private_user_dir):
    path = settings_module.settings_path()
    payload = CORRUPT_FILES[kind]
    path.write_bytes(payload)
    loaded, warning = settings_module.load()
    assert loaded == Settings()
    assert warning is not None and "reset to defaults" in warning
    assert not path.exists()
    moved = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(moved) == 1
    assert moved[0].read_bytes() == payload
    assert moved[0].name in warning
    # the warning is one-time: the next load finds no file and says nothing
    again, second_warning = settings_module.load()
    assert again == Settings() and second_warning is None


def test_two_corrupt_files_in_the_same_second_both_kept(tmp_path):
    path = tmp_path / "profile.json"
    for payload in (b"{", b"}"):
        path.write_bytes(payload)
        result = storage.read_json_safe(path, what="profile")
        assert result.data is None and result.moved_to is not None
    assert sorted(p.read_bytes() for p in tmp_path.iterdir()) == [b"{", b"}"]


def test_read_json_safe_validator_result_is_returned(tmp_path):
    path = tmp_path / "n.json"
    storage.write_json_atomic(path, {"n": 3})
    result = storage.read_json_safe(path, lambda data: data["n"] * 2)
    assert result.ok and result.data == 6 and result.problem is None


REASONS = {
    "truncated": "The problem: it is not valid JSON (line 1).",
    "random_bytes": "The problem: it is not UTF-8 text.",
    "huge": f"The problem: it is too large ({len(CORRUPT_FILES['huge'])} bytes).",
    "not_an_object": "The problem: settings must be a JSON object.",
    "wrong_types": "The problem: music_volume must be a number.",
}


@pytest.mark.parametrize("kind", sorted(REASONS))
def test_the_warning_names_the_problem_too(kind, private_user_dir):
    """The player reads what was wrong with the file, not only that it was reset."""
    path = settings_module.settings_path()
    path.write_bytes(CORRUPT_FILES[kind])
    _loaded, warning = settings_module.load()
    assert warning is not None and REASONS[kind] in warning
    assert warning.index("kept as settings.json.corrupt-") < warning.index("The problem:")


def test_the_problem_is_worded_in_the_language_in_force(private_user_dir):
    path = settings_module.settings_path()
    path.write_bytes(CORRUPT_FILES["truncated"])
    i18n.set_language("ja")
    try:
        _loaded, warning = settings_module.load()
    finally:
        i18n.set_language("en")
    assert warning is not None and "原因：JSON として正しくありません（1行目）。" in warning
