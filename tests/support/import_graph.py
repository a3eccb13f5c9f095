"""The import graph of the ``game`` package, read from the source (nothing is imported).

Every ``import`` / ``from ... import`` inside ``game/`` counts: at module level, inside a
function, and under ``if TYPE_CHECKING:`` too (a type named from a higher layer is a
dependency on it all the same). An import of
``game.a.b`` is an edge to the deepest module of that name that exists; ``from game.a import
b`` is an edge to ``game.a.b`` when that is a module, else to ``game.a``. Importing a
module also runs its package's ``__init__``, but package ``__init__`` files here hold no
imports of their own worth following, so they are edges only when named.

``python -m tests.support.import_graph`` prints the cycles (strongly connected components of
more than one module, and modules that import themselves) and the edge count.
"""

from __future__ import annotations

import ast
import functools
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "game"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    """Every module of the game package by dotted name."""
    return dict(_modules())


@functools.cache
def _modules() -> tuple[tuple[str, Path], ...]:
    return tuple((module_name(path), path) for path in sorted(PACKAGE.rglob("*.py")))


def parsed(path: Path) -> ast.Module:
    """One file's syntax tree, parsed once per run and source (the architecture tests share it)."""
    return _parsed(path, path.stat().st_mtime_ns)


@functools.cache
def _parsed(path: Path, _mtime_ns: int) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def imported_names(path: Path, own: str) -> Iterator[tuple[str, bool]]:
    """(dotted name, at module level?) of every import in one file."""
    tree = parsed(path)
    top_level = {id(node) for node in tree.body}
    package = own if path.name == "__init__.py" else own.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, id(node) in top_level
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                yield f"{base}.{alias.name}", id(node) in top_level
                yield base, id(node) in top_level


def resolve(name: str, known: dict[str, Path]) -> str | None:
    """The deepest known module that ``name`` names (None outside the game package)."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in known:
            return candidate
        parts.pop()
    return None


def graph() -> dict[str, set[str]]:
    """module -> the game modules it imports (module or function level); a fresh copy of the
    graph, which is read from the source once per run."""
    return {name: set(targets) for name, targets in _graph().items()}


@functools.cache
def _graph() -> dict[str, frozenset[str]]:
    known = modules()
    edges: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        for imported, _top in imported_names(path, name):
            if not imported.startswith("game"):
                continue
            target = resolve(imported, known)
            if target is not None and target != name and target != "game":
                # ``from game.x import y`` yields both game.x.y and game.x; keep the deepest
                edges[name].add(target)
    # drop a package edge when a module inside that package is also imported by the same
    # ``from package import module`` statement (it names the package only as a path)
    for name, targets in edges.items():
        for target in list(targets):
            if any(other.startswith(target + ".") for other in targets):
                if (known[target].name == "__init__.py") and not _imports_package_itself(
                    known[name], target
                ):
                    targets.discard(target)
    return {name: frozenset(targets) for name, targets in edges.items()}


def _imports_package_itself(path: Path, package: str) -> bool:
    """True when the file uses a name defined in the package ``__init__`` itself."""
    known = dict(_modules())
    tree = parsed(path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            if any(alias.name == package for alias in node.names):
                return True
        elif isinstance(node, ast.ImportFrom) and node.module == package:
            if any(f"{package}.{alias.name}" not in known for alias in node.names):
                return True
    return False


def cycles(edges: dict[str, set[str]] | None = None) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), sorted."""
    edges = graph() if edges is None else edges
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(found)


def main() -> int:
    edges = graph()
    found = cycles(edges)
    print(f"{len(edges)} modules, {sum(len(t) for t in edges.values())} import edges")
    print(f"{len(found)} import cycles")
    for component in found:
        print(f"  {len(component)} modules: {', '.join(component)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
