"""`python -m game flourish NAME --frames DIR`: render one flourish headlessly to numbered PNGs.

For reviewing the art: plays the flourish at a fixed 60 Hz step over a demo table and saves
every frame (or every Nth with --every) as DIR/NAME_0000.png. Never opens a real window.
"""

from __future__ import annotations

import argparse
import os


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("flourish", help="render a yaku flourish to numbered PNGs")
    parser.add_argument("name", help="flourish name, e.g. goko, akatan, victory")
    parser.add_argument("--frames", metavar="DIR", required=True, help="output directory")
    parser.add_argument("--mode", choices=("full", "short"), default="full")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=1, help="save every Nth frame")
    parser.add_argument("--size", default="1920x1080", help="canvas size WxH")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.assets.cards import card_images as shared_card_images
    from game.commands import CliError, output_folder
    from game.fx.demo import demo_table
    from game.fx.flourish import Flourish
    from game.fx.spec import UnknownFlourishError, demo_spec

    try:
        spec = demo_spec(args.name)
    except UnknownFlourishError as error:
        raise CliError(str(error)) from None
    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
    except ValueError:
        raise CliError(f"--size must look like 1920x1080, not {args.size!r}") from None
    output_folder(args.frames, "--frames")
    was_initialised = pygame.get_init()
    pygame.init()
    try:
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1, 1))
        images = shared_card_images()
        canvas = pygame.Surface((width, height))
        background = demo_table((width, height), images)
        sounds: list[tuple[int, str]] = []
        frame_index = 0
        flourish = Flourish(
            spec,
            args.mode,
            args.seed,
            images,
            play_sound=lambda name: sounds.append((frame_index, name)),
            canvas_size=(width, height),
        )
        saved = 0
        while True:
            flourish.draw(canvas, background)
            if frame_index % max(1, args.every) == 0:
                pygame.image.save(
                    canvas, os.path.join(args.frames, f"{spec.yaku_id}_{frame_index:04d}.png")
                )
                saved += 1
            if flourish.done:
                break
            flourish.update(1.0 / 60.0)
            frame_index += 1
        print(
            f"{spec.yaku_id} {args.mode}: {frame_index + 1} frames, {saved} saved to "
            f"{args.frames}, {flourish.duration:.2f} s, peak bodies {flourish.peak_bodies}"
        )
        print("sounds: " + ", ".join(f"{name}@{frame}" for frame, name in sounds))
    finally:
        if not was_initialised:
            pygame.quit()
    return 0
