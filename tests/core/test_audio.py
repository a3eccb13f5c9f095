"""Audio: sounds are synthesised (non-silent, deterministic); no device means silence, no
errors and no output."""

import pygame
import pytest

from game.core import audio
from game.core.audio import Audio


def test_every_sound_synthesises_to_real_samples():
    for name in audio.SYNTHS:
        if name == "music":
            continue
        samples = audio.synthesize(name, 11025)
        assert len(samples) > 200, name
        assert max(abs(value) for value in samples) > 10000, name
    assert audio.synthesize("card_slap", 11025) == audio.synthesize("card_slap", 11025)


def test_stereo_interleaves_the_same_samples():
    mono = audio.synthesize("menu_move", 11025, 1)
    stereo = audio.synthesize("menu_move", 11025, 2)
    assert len(stereo) == 2 * len(mono)
    assert stereo[0::2] == mono and stereo[1::2] == mono


def test_no_audio_device_is_silent_without_errors(monkeypatch, capsys):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Audio(use_dummy_driver=True)
    assert sound.start() is False
    for name in list(audio.SYNTHS) + ["no_such_sound"]:
        sound.play(name)
    sound.play_music()
    sound.update()
    sound.set_volumes(0.3, 0.4)
    sound.pause_all()
    sound.resume_all()
    sound.stop_music()
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""
    assert sound.sound("card_slap") is None


def test_dummy_driver_counts_as_no_device(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert Audio().start() is False


@pytest.fixture()
def mixer():
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    yield
    pygame.mixer.quit()


def test_with_a_mixer_sounds_are_made_and_played(mixer):
    sound = Audio(music_volume=0.5, effects_volume=0.25, use_dummy_driver=True)
    assert sound.start() is True
    slap = sound.sound("card_slap")
    assert isinstance(slap, pygame.mixer.Sound)
    assert slap.get_length() == pytest.approx(0.16, abs=0.01)
    sound.play("capture")
    assert sound.sound("capture").get_volume() == pytest.approx(0.25, abs=0.01)
    assert sound.sound("card_slap") is slap  # cached
