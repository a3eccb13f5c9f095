"""Original synthesized sound: effects and a short looping tune, made in code (no files).

Every sound is generated with the standard library (math, array, random with a fixed seed)
the first time it is needed and cached; ``preload()`` makes them all (about 0.1 s).
``Audio.play(name)`` plays an effect at the effects volume; ``play_music()`` loops the
pentatonic koto-and-drone tune at the music volume on its own channel. Without an audio
device (mixer init fails) the game is silent and says so once in the log, never on screen.

Sound names: card_slap, card_flip, capture, draw, koikoi, stop, yaku, month_end,
menu_move, menu_confirm, menu_back, the flourish's slash, thud, thunder, whoosh, stamp, and
music.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import math
import os
import random
import sys
import threading
from array import array
from collections.abc import Callable

import pygame

logger = logging.getLogger(__name__)

SAMPLE_RATE = 22050
TAU = 2.0 * math.pi
# Japanese "in" / yo pentatonic degrees (semitones above the root).
MIYAKO_BUSHI = (0, 1, 5, 7, 8)
YO_SCALE = (0, 2, 5, 7, 9)


def _frequency(semitones_from_a4: float) -> float:
    return 440.0 * 2.0 ** (semitones_from_a4 / 12.0)


def _buffer(seconds: float, rate: int) -> list[float]:
    return [0.0] * max(1, int(seconds * rate))


def _add(
    target: list[float], source: list[float], start_seconds: float, rate: int, gain: float = 1.0
) -> None:
    offset = int(start_seconds * rate)
    end = min(len(target), offset + len(source))
    if end <= offset:
        return
    target[offset:end] = [
        mixed + added * gain
        for mixed, added in zip(target[offset:end], source[: end - offset], strict=True)
    ]


_WAVETABLE_SIZE = 2048


@functools.lru_cache(maxsize=16)
def _wavetable(brightness: float) -> list[float]:
    harmonics = (
        (1.0, 1.0),
        (2.0, 0.5 * brightness),
        (3.0, 0.25 * brightness),
        (4.0, 0.12 * brightness),
    )
    return [
        sum(
            amplitude * math.sin(TAU * multiple * index / _WAVETABLE_SIZE)
            for multiple, amplitude in harmonics
        )
        for index in range(_WAVETABLE_SIZE)
    ]


@functools.lru_cache(maxsize=32)
def _envelope(decay_per_sample: float, count: int) -> list[float]:
    """decay_per_sample ** index, computed in blocks (one pow per 64 samples)."""
    block = 64
    block_factor = [decay_per_sample**offset for offset in range(block)]
    out: list[float] = []
    for start in range(0, count, block):
        base = decay_per_sample**start
        out.extend(base * factor for factor in block_factor[: min(block, count - start)])
    return out


def _pluck(
    freq: float, seconds: float, rate: int, decay: float = 5.0, brightness: float = 0.5
) -> list[float]:
    """Koto-like pluck: a few harmonics (one wavetable) with a sharp attack and decay."""
    count = int(seconds * rate)
    table = _wavetable(round(brightness, 2))
    increment = freq * _WAVETABLE_SIZE / rate
    decay_per_sample = math.exp(-decay / rate)
    mask = _WAVETABLE_SIZE - 1
    envelope = _envelope(decay_per_sample, count)
    out = [table[int(index * increment) & mask] * level for index, level in enumerate(envelope)]
    attack = min(count, max(1, int(0.004 * rate)))
    out[:attack] = [value * index / attack for index, value in enumerate(out[:attack])]
    return out


def _noise_burst(
    seconds: float, rate: int, decay: float, seed: int, smoothing: float = 0.0
) -> list[float]:
    """White noise with exponential decay; ``smoothing`` (0..0.95) low-passes it."""
    rng = random.Random(seed)
    count = int(seconds * rate)
    decay_per_sample = math.exp(-decay / rate)
    out = [0.0] * count
    envelope = 1.0
    previous = 0.0
    for index in range(count):
        sample = rng.uniform(-1.0, 1.0)
        previous = previous * smoothing + sample * (1.0 - smoothing)
        out[index] = previous * envelope
        envelope *= decay_per_sample
    return out


def _thump(
    freq_start: float, freq_end: float, seconds: float, rate: int, decay: float
) -> list[float]:
    """A drum-like tone sliding down in pitch (taiko / table knock)."""
    count = int(seconds * rate)
    out = [0.0] * count
    phase = 0.0
    decay_per_sample = math.exp(-decay / rate)
    envelope = 1.0
    for index in range(count):
        progress = index / count
        freq = freq_start + (freq_end - freq_start) * progress
        phase += TAU * freq / rate
        out[index] = math.sin(phase) * envelope
        envelope *= decay_per_sample
    return out


def _swish(seconds: float, rate: int, seed: int) -> list[float]:
    """Rising-and-falling filtered noise (a card sliding or flipping)."""
    rng = random.Random(seed)
    count = int(seconds * rate)
    out = [0.0] * count
    previous = 0.0
    for index in range(count):
        progress = index / count
        envelope = math.sin(math.pi * progress) ** 2
        smoothing = 0.85 - 0.5 * progress
        previous = previous * smoothing + rng.uniform(-1.0, 1.0) * (1.0 - smoothing)
        out[index] = previous * envelope * 1.6
    return out


# -- the sounds -----------------------------------------------------------------------------


def _card_slap(rate: int) -> list[float]:
    out = _buffer(0.16, rate)
    _add(out, _noise_burst(0.12, rate, 45.0, seed=1, smoothing=0.35), 0.0, rate, 0.8)
    _add(out, _thump(190.0, 80.0, 0.14, rate, 30.0), 0.0, rate, 0.7)
    return out


def _card_flip(rate: int) -> list[float]:
    out = _buffer(0.12, rate)
    _add(out, _swish(0.09, rate, seed=2), 0.0, rate, 0.7)
    _add(out, _noise_burst(0.03, rate, 120.0, seed=3, smoothing=0.2), 0.085, rate, 0.5)
    return out


def _capture(rate: int) -> list[float]:
    out = _buffer(0.32, rate)
    _add(out, _card_slap(rate), 0.0, rate, 0.9)
    _add(out, _card_slap(rate), 0.09, rate, 0.7)
    _add(out, _pluck(_frequency(15), 0.2, rate, decay=18.0, brightness=0.8), 0.1, rate, 0.25)
    return out


def _draw(rate: int) -> list[float]:
    out = _buffer(0.2, rate)
    _add(out, _swish(0.16, rate, seed=4), 0.0, rate, 0.6)
    return out


def _melody(
    notes: list[tuple[float, float]],
    root: float,
    rate: int,
    length: float,
    decay: float = 4.0,
    gain: float = 0.45,
    note_seconds: float = 1.0,
) -> list[float]:
    out = _buffer(length, rate)
    cache: dict[float, list[float]] = {}
    for start, semitone in notes:
        if semitone not in cache:
            cache[semitone] = _pluck(
                _frequency(root + semitone), min(note_seconds, length - start), rate, decay
            )
        _add(out, cache[semitone], start, rate, gain)
    return out


def _koikoi(rate: int) -> list[float]:
    notes = [(0.0, 0), (0.08, 5), (0.16, 7), (0.24, 12), (0.36, 17)]
    out = _melody(notes, 3.0, rate, 0.9, decay=5.0)
    _add(out, _thump(120.0, 60.0, 0.3, rate, 9.0), 0.0, rate, 0.6)
    return out


def _stop(rate: int) -> list[float]:
    out = _melody([(0.0, 12), (0.16, 7), (0.32, 0)], -5.0, rate, 1.0, decay=4.0)
    _add(out, _thump(90.0, 55.0, 0.6, rate, 5.0), 0.3, rate, 0.7)
    return out


def _yaku(rate: int) -> list[float]:
    notes = [(0.0, 0), (0.07, 2), (0.14, 5), (0.21, 7), (0.28, 9), (0.36, 12)]
    out = _melody(notes, 3.0, rate, 1.4, decay=3.5, gain=0.35)
    for semitone in (12, 16, 19):
        _add(out, _pluck(_frequency(3.0 + semitone), 0.9, rate, 3.0), 0.48, rate, 0.22)
    return out


def _month_end(rate: int) -> list[float]:
    out = _buffer(1.2, rate)
    _add(out, _thump(110.0, 50.0, 0.5, rate, 7.0), 0.0, rate, 0.8)
    _add(out, _thump(110.0, 50.0, 0.5, rate, 7.0), 0.22, rate, 0.6)
    _add(out, _pluck(_frequency(15), 0.9, rate, 3.0, brightness=0.9), 0.45, rate, 0.3)
    return out


def _menu_move(rate: int) -> list[float]:
    return _pluck(_frequency(19), 0.06, rate, decay=60.0, brightness=0.2)


def _menu_confirm(rate: int) -> list[float]:
    return _melody([(0.0, 7), (0.06, 14)], 3.0, rate, 0.25, decay=14.0, gain=0.5)


def _menu_back(rate: int) -> list[float]:
    return _melody([(0.0, 14), (0.06, 7)], 3.0, rate, 0.22, decay=16.0, gain=0.45)


# -- flourish sounds (game/fx asks for these by name) ---------------------------------------


def _slash(rate: int) -> list[float]:
    """A blade cut: bright noise sweeping down fast."""
    out = _buffer(0.22, rate)
    _add(out, _noise_burst(0.2, rate, 22.0, seed=11, smoothing=0.05), 0.0, rate, 0.7)
    _add(out, _swish(0.12, rate, seed=12), 0.0, rate, 0.5)
    return out


def _thud(rate: int) -> list[float]:
    out = _buffer(0.4, rate)
    _add(out, _thump(140.0, 45.0, 0.38, rate, 12.0), 0.0, rate, 1.0)
    _add(out, _noise_burst(0.05, rate, 80.0, seed=13, smoothing=0.6), 0.0, rate, 0.4)
    return out


def _thunder(rate: int) -> list[float]:
    """A crack then a long low rumble."""
    out = _buffer(1.6, rate)
    _add(out, _noise_burst(0.12, rate, 30.0, seed=14, smoothing=0.1), 0.0, rate, 0.8)
    _add(out, _noise_burst(1.5, rate, 2.6, seed=15, smoothing=0.93), 0.05, rate, 2.4)
    _add(out, _thump(70.0, 35.0, 1.2, rate, 3.0), 0.05, rate, 0.5)
    return out


def _whoosh(rate: int) -> list[float]:
    out = _buffer(0.45, rate)
    _add(out, _swish(0.42, rate, seed=16), 0.0, rate, 0.9)
    return out


def _stamp(rate: int) -> list[float]:
    """A hanko stamp / taiko hit."""
    out = _buffer(0.5, rate)
    _add(out, _thump(180.0, 60.0, 0.45, rate, 9.0), 0.0, rate, 0.9)
    _add(out, _card_slap(rate), 0.0, rate, 0.6)
    return out


def _chime(rate: int) -> list[float]:
    """A temple-bell shimmer for the viewing yaku and the victory: high plucks that ring."""
    out = _buffer(1.5, rate)
    for start, semitone in ((0.0, 24), (0.09, 31), (0.18, 36), (0.3, 28)):
        _add(out, _pluck(_frequency(3.0 + semitone), 1.2, rate, 2.2, brightness=0.8), start,
             rate, 0.22)
    return out


def _music(rate: int) -> list[float]:
    """An 8-bar loop (9.6 s) in the miyako-bushi scale over a soft drone."""
    beat = 0.3
    pattern = [
        0,
        2,
        3,
        4,
        3,
        2,
        1,
        0,
        2,
        4,
        5,
        4,
        3,
        1,
        2,
        -1,
        0,
        1,
        2,
        4,
        5,
        7,
        5,
        4,
        3,
        2,
        1,
        2,
        0,
        -1,
        0,
        -1,
    ]
    notes = []
    for position, degree in enumerate(pattern):
        if degree < 0:
            continue
        octave, step = divmod(degree, len(MIYAKO_BUSHI))
        notes.append((position * beat, MIYAKO_BUSHI[step] + 12 * octave))
    length = len(pattern) * beat
    out = _melody(notes, -9.0, rate, length, decay=4.5, gain=0.32, note_seconds=0.75)
    drone = _pluck(_frequency(-21), length, rate, decay=0.25, brightness=0.3)
    _add(out, drone, 0.0, rate, 0.12)
    # fade the loop's seam so it repeats without a click
    fade = int(0.01 * rate)
    for index in range(fade):
        out[index] *= index / fade
        out[-1 - index] *= index / fade
    return out


SYNTHS: dict[str, Callable[[int], list[float]]] = {
    "card_slap": _card_slap,
    "card_flip": _card_flip,
    "capture": _capture,
    "draw": _draw,
    "koikoi": _koikoi,
    "stop": _stop,
    "yaku": _yaku,
    "month_end": _month_end,
    "menu_move": _menu_move,
    "menu_confirm": _menu_confirm,
    "menu_back": _menu_back,
    "slash": _slash,
    "thud": _thud,
    "thunder": _thunder,
    "whoosh": _whoosh,
    "stamp": _stamp,
    "chime": _chime,
    "music": _music,
}
SOUND_NAMES: tuple[str, ...] = tuple(name for name in SYNTHS if name != "music")


def synthesize(name: str, rate: int = SAMPLE_RATE, channels: int = 1) -> array:
    """Signed 16-bit PCM samples (interleaved when ``channels`` > 1) for a named sound."""
    samples = SYNTHS[name](rate)
    peak = max(1e-6, max(abs(value) for value in samples))
    scale = 32000.0 / max(peak, 1.0) if peak > 1.0 else 32000.0 * 0.9
    pcm = array("h", (int(value * scale) for value in samples))
    if channels <= 1:
        return pcm
    interleaved = array("h", bytes(2 * len(pcm) * channels))
    for channel in range(channels):
        interleaved[channel::channels] = pcm
    return interleaved


@contextlib.contextmanager
def _quiet_native_stderr():
    """Silence C-level stderr (ALSA prints a dozen lines when there is no sound card)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        with open(os.devnull, "wb") as devnull:
            os.dup2(devnull.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


class Audio:
    """Effects and music with separate volumes; silent when there is no audio device."""

    def __init__(
        self,
        music_volume: float = 0.6,
        effects_volume: float = 0.8,
        *,
        use_dummy_driver: bool = False,
    ) -> None:
        self.use_dummy_driver = use_dummy_driver
        self.music_volume = music_volume
        self.effects_volume = effects_volume
        self.available = False
        self._rate = SAMPLE_RATE
        self._channels = 1
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._music_channel: pygame.mixer.Channel | None = None
        self._music_playing = False
        self._music_wanted = False
        self._music_thread: threading.Thread | None = None
        self._music_pcm: bytes | None = None
        self._ready_pcm: dict[str, bytes] = {}

    def start(self) -> bool:
        """Open the mixer; returns False (and stays silent) when there is no audio device.
        SDL's "dummy" driver counts as no device (nothing would be heard) unless
        ``use_dummy_driver`` is set (tests)."""
        if os.environ.get("SDL_AUDIODRIVER") == "dummy" and not self.use_dummy_driver:
            logger.info("audio disabled: dummy audio driver")
            self.available = False
            return False
        try:
            if not pygame.mixer.get_init():
                with _quiet_native_stderr():
                    pygame.mixer.init(frequency=SAMPLE_RATE, size=-16, channels=1, buffer=512)
            settings = pygame.mixer.get_init()
            if not settings:
                raise pygame.error("mixer did not initialise")
            self._rate, size, self._channels = settings
            if size != -16:
                raise pygame.error(f"unsupported sample size {size}")
            pygame.mixer.set_num_channels(16)
            pygame.mixer.set_reserved(1)
            self._music_channel = pygame.mixer.Channel(0)
            self.available = True
            threading.Thread(target=self._make_effects, name="effects-synth", daemon=True).start()
        except (pygame.error, NotImplementedError, OSError) as error:
            logger.info("audio disabled: %s", error)
            self.available = False
        return self.available

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        if not self.available or name not in SYNTHS:
            return None
        if name not in self._sounds:
            pcm = self._ready_pcm.pop(name, None)
            if pcm is None:
                pcm = synthesize(name, self._rate, self._channels).tobytes()
            self._sounds[name] = pygame.mixer.Sound(buffer=pcm)
        return self._sounds[name]

    def _make_effects(self) -> None:
        for name in SOUND_NAMES:
            if name in self._sounds or name in self._ready_pcm:
                continue
            try:
                self._ready_pcm[name] = synthesize(name, self._rate, self._channels).tobytes()
            except Exception as error:  # noqa: BLE001 - a background thread must not die loudly
                logger.debug("effect synthesis failed: %s", error)

    def preload(self) -> None:
        for name in SYNTHS:
            self.sound(name)

    def play(self, name: str) -> None:
        try:
            sound = self.sound(name)
            if sound is not None and self.effects_volume > 0:
                sound.set_volume(self.effects_volume)
                sound.play()
        except pygame.error as error:
            logger.debug("could not play %s: %s", name, error)

    def play_music(self) -> None:
        """Start the music loop. The tune is synthesised on a background thread the first
        time (so the first frame is not delayed); ``update()`` starts it when ready."""
        if not self.available or self._music_channel is None or self._music_playing:
            return
        self._music_wanted = True
        if "music" in self._sounds:
            self._start_music()
        elif self._music_thread is None:
            self._music_thread = threading.Thread(
                target=self._make_music, name="music-synth", daemon=True
            )
            self._music_thread.start()

    def _make_music(self) -> None:
        try:
            self._music_pcm = synthesize("music", self._rate, self._channels).tobytes()
        except Exception as error:  # noqa: BLE001 - a background thread must not die loudly
            logger.debug("music synthesis failed: %s", error)

    def update(self) -> None:
        """Once per frame: start the music when its background synthesis has finished."""
        if self._music_pcm is not None and "music" not in self._sounds:
            try:
                self._sounds["music"] = pygame.mixer.Sound(buffer=self._music_pcm)
            except pygame.error as error:
                logger.debug("could not load music: %s", error)
            self._music_pcm = None
            if self._music_wanted and not self._music_playing:
                self._start_music()

    def _start_music(self) -> None:
        try:
            sound = self._sounds.get("music")
            if sound is None or self._music_channel is None:
                return
            self._music_channel.set_volume(self.music_volume)
            self._music_channel.play(sound, loops=-1, fade_ms=800)
            self._music_playing = True
        except pygame.error as error:
            logger.debug("could not play music: %s", error)

    def stop_music(self) -> None:
        self._music_wanted = False
        if self._music_channel is not None and self._music_playing:
            self._music_channel.fadeout(500)
        self._music_playing = False

    def set_volumes(self, music: float, effects: float) -> None:
        self.music_volume = min(1.0, max(0.0, music))
        self.effects_volume = min(1.0, max(0.0, effects))
        if self._music_channel is not None:
            self._music_channel.set_volume(self.music_volume)

    def pause_all(self) -> None:
        if self.available:
            pygame.mixer.pause()

    def resume_all(self) -> None:
        if self.available:
            pygame.mixer.unpause()
