"""Regenerate assets/fonts/ from Debian font packages: subset the CJK fonts, copy Lato and licences.

Sources (install once with apt-get; CI does not need them because the results are committed):
  fonts-noto-cjk         NotoSansCJK-Bold.ttc / -Regular.ttc (JP and SC faces) SIL OFL 1.1
  fonts-kouzan-mouhitsu  kouzan-mouhitsu.ttf (brush)                          public domain
  fonts-lato             Lato-Regular.ttf, Lato-Bold.ttf (copied unmodified)   SIL OFL 1.1

The CJK fonts keep only the glyphs listed by game.assets.fonts.subset_codepoints(family): the
game's Japanese strings, the language's catalog (game/locale) and the common ideographs, so a
new translation needs only a re-run (`python -m game i18n check` says when). Output is
deterministic (fixed timestamps), so re-running without changes reproduces the same bytes.

    python tools/subset_fonts.py [--source-root /] [--out assets/fonts]
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT_ROOT))

from fontTools import subset  # noqa: E402
from fontTools.ttLib import TTCollection, TTFont  # noqa: E402

from game.assets.fonts import FONT_FILES, subset_codepoints  # noqa: E402

NOTO_DIR = "usr/share/fonts/opentype/noto"
KOUZAN_DIR = "usr/share/fonts/truetype/kouzan-mouhitsu"
LATO_DIR = "usr/share/fonts/truetype/lato"

# output family -> (source file, the face's family name in a collection, or None for a font file)
CJK_SOURCES: dict[str, tuple[str, str | None]] = {
    "jp": (f"{NOTO_DIR}/NotoSansCJK-Bold.ttc", "Noto Sans CJK JP"),
    "jp_regular": (f"{NOTO_DIR}/NotoSansCJK-Regular.ttc", "Noto Sans CJK JP"),
    "sc": (f"{NOTO_DIR}/NotoSansCJK-Bold.ttc", "Noto Sans CJK SC"),
    "sc_regular": (f"{NOTO_DIR}/NotoSansCJK-Regular.ttc", "Noto Sans CJK SC"),
    "tc": (f"{NOTO_DIR}/NotoSansCJK-Bold.ttc", "Noto Sans CJK TC"),
    "tc_regular": (f"{NOTO_DIR}/NotoSansCJK-Regular.ttc", "Noto Sans CJK TC"),
    "brush": (f"{KOUZAN_DIR}/kouzan-mouhitsu.ttf", None),
}
COPIED: dict[str, str] = {
    "ui": f"{LATO_DIR}/Lato-Regular.ttf",
    "ui_bold": f"{LATO_DIR}/Lato-Bold.ttf",
}
LICENCES: dict[str, str] = {
    "LICENSE-NotoSansCJK.txt": "usr/share/doc/fonts-noto-cjk/copyright",
    "LICENSE-Lato.txt": "usr/share/doc/fonts-lato/copyright",
    "LICENSE-KouzanMouhitsu.txt": "usr/share/doc/fonts-kouzan-mouhitsu/copyright",
}
# 'head' created/modified: 2024-01-01 in seconds since 1904, fixed so output is reproducible
FIXED_TIMESTAMP = 3_786_825_600


def load_face(path: Path, family_name: str | None) -> TTFont:
    """The font file, or the face of a collection whose family name (name ID 1) is given:
    chosen by name, not by index, so a reordered collection cannot swap the JP and SC faces."""
    if family_name is None:
        return TTFont(str(path))
    for face in TTCollection(str(path)).fonts:
        if face["name"].getDebugName(1) == family_name:
            return face
    raise SystemExit(f"{path} has no face named {family_name!r}")


def subset_font(source: Path, family_name: str | None, family: str, out_path: Path) -> None:
    face = load_face(source, family_name)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.hinting = False
    options.desubroutinize = True
    options.drop_tables += ["gasp", "mort", "morx"]  # the brush font's gasp is malformed
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset_codepoints(family))
    subsetter.subset(face)
    face["head"].created = FIXED_TIMESTAMP
    face["head"].modified = FIXED_TIMESTAMP
    face.recalcTimestamp = False
    face.save(str(out_path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--source-root", default="/", help="root holding usr/share/fonts (default /)"
    )
    parser.add_argument("--out", default=str(PROJECT_ROOT / "assets" / "fonts"))
    args = parser.parse_args(argv)
    root, out = Path(args.source_root), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for family, (source, family_name) in CJK_SOURCES.items():
        subset_font(root / source, family_name, family, out / FONT_FILES[family])
    for family, source in COPIED.items():
        shutil.copyfile(root / source, out / FONT_FILES[family])
    for name, source in LICENCES.items():
        shutil.copyfile(root / source, out / name)
    total = sum(path.stat().st_size for path in out.iterdir())
    print(f"wrote {out} ({total / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
