"""The executable's spec bundles every data folder, and the asset resolver finds every asset
both in the source tree and in a simulated PyInstaller bundle (sys._MEIPASS)."""

import shutil
import sys
from pathlib import Path

import pytest

from game.core import paths
from game.engine import games

ROOT = Path(__file__).resolve().parents[2]


def test_build_spec_lists_assets_levels_lessons_fonts_and_presets():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    for folder in (
        '("assets", "assets")',
        '("assets/fonts", "assets/fonts")',
        '("levels", "levels")',
        '("lessons", "lessons")',
    ):
        assert folder in spec
    # every game's names and presets, in its package beside its spec (koi-koi's too)
    assert 'glob("*/presets")' in spec and 'glob("*/names.toml")' in spec
    for game in games.SPECS.values():
        folder = ROOT / game.package.replace(".", "/")
        assert (folder / "names.toml").is_file() and (folder / "presets").is_dir(), game.id
    assert "console=False" in spec and 'collect_submodules("game")' in spec


def every_asset() -> list[Path]:
    files = [
        p
        for folder in ("assets", "levels", "lessons")
        for p in (ROOT / folder).rglob("*")
        if p.is_file()
    ]
    assert len(files) > 50
    return [p.relative_to(ROOT) for p in files]


def test_resolver_finds_every_asset_in_the_source_tree():
    for relative in every_asset():
        assert paths.resource_path(*relative.parts).is_file()


def test_resolver_finds_every_asset_in_a_simulated_bundle(tmp_path, monkeypatch):
    bundle = tmp_path / "bundle"
    for folder in ("assets", "levels", "lessons"):
        shutil.copytree(ROOT / folder, bundle / folder)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.chdir(tmp_path)
    assert paths.bundle_root() == bundle
    for relative in every_asset():
        found = paths.resource_path(*relative.parts)
        assert found.is_file() and bundle in found.parents


def test_missing_asset_names_the_file(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises(paths.MissingAssetError, match="assets/cards/1-1.svg"):
        paths.resource_path("assets", "cards", "1-1.svg")


def test_user_dirs_are_outside_the_bundle(tmp_path, monkeypatch):
    monkeypatch.delenv("KOIKOI_USER_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home dir é"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "home dir é" / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home dir é" / ".local" / "share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "home dir é" / ".local" / "state"))
    for directory in (paths.config_dir(), paths.data_dir(), paths.log_dir()):
        assert directory.is_dir()
        assert ROOT not in directory.parents
        assert str(tmp_path) in str(directory)


def spec_datas() -> list[tuple[Path, str]]:
    """The (source, destination) pairs build.spec hands PyInstaller, by running the spec with
    PyInstaller's build steps stood in for."""
    import types

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda name: []
    modules = {
        "PyInstaller": types.ModuleType("PyInstaller"),
        "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
        "PyInstaller.utils.hooks": hooks,
    }
    namespace = {"SPECPATH": str(ROOT), "__name__": "spec"}
    for step in ("Analysis", "PYZ", "EXE", "BUNDLE"):
        namespace[step] = lambda *args, **kwargs: types.SimpleNamespace(
            pure=(), scripts=(), binaries=(), datas=()
        )
    saved = {name: sys.modules.get(name) for name in modules}
    sys.modules.update(modules)
    try:
        exec(
            compile((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"),
            namespace,
        )
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    return [(Path(source), dest) for source, dest in namespace["datas"]]


def test_every_data_file_of_the_game_package_is_in_the_executable():
    """A data file beside the code (a preset, a catalog, the achievements list) is read at run
    time from the bundle, so build.spec must carry each one to the same place."""
    bundled = set()
    for source, dest in spec_datas():
        files = source.rglob("*") if source.is_dir() else [source]
        for path in files:
            if path.is_file():
                relative = path.relative_to(source) if source.is_dir() else Path(path.name)
                bundled.add(Path(dest) / relative)
    data_files = [
        path.relative_to(ROOT)
        for path in (ROOT / "game").rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts
    ]
    assert len(data_files) > 30
    missing = [str(path) for path in data_files if path not in bundled]
    assert missing == []
