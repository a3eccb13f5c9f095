"""Sound synthesis: every effect and the looping tune, made in code from the standard library.

Each sound is a function of the sample rate returning float samples; ``synthesize(name)``
turns one into signed 16-bit PCM (mono or interleaved). Deterministic (fixed seeds); no pygame.

Sound names: card_slap, card_flip, capture, draw, koikoi, stop, yaku, month_end,
menu_move, menu_confirm, menu_back, the flourish's slash, thud, thunder, whoosh, stamp, chime,
and music.
"""

from __future__ import annotations

import functools
import math
import random
from array import array
from collections.abc import Callable

from game.engine.koikoi.decisions import CALL

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
        _add(
            out,
            _pluck(_frequency(3.0 + semitone), 1.2, rate, 2.2, brightness=0.8),
            start,
            rate,
            0.22,
        )
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
    CALL: _koikoi,  # the sound of a koi-koi call, named after it
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
