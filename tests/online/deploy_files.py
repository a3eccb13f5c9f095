"""Readers for the deployment files, for their tests: Dockerfile instructions, and the small
part of YAML that deploy/compose.yaml is written in (block mappings and sequences, plain,
double-quoted and JSON-list scalars, comments). No YAML library is a dependency; a compose
file outside that subset fails here with the line it could not read."""

from __future__ import annotations

import json
import re
import shlex

KEY = re.compile(r"^([A-Za-z0-9_.-]+):(?: (.*))?$")


def dockerfile(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) in order, continuation lines joined, comments dropped."""
    out, pending = [], ""
    for raw in text.splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        line = pending + line
        pending = ""
        instruction, _, arguments = line.partition(" ")
        out.append((instruction.upper(), arguments.strip()))
    return out


def env_of(instructions: list[tuple[str, str]]) -> dict[str, str]:
    """Every ``ENV KEY=VALUE`` of a Dockerfile, in order (later ones win)."""
    env = {}
    for instruction, arguments in instructions:
        if instruction == "ENV":
            for pair in shlex.split(arguments):
                key, _, value = pair.partition("=")
                env[key] = value
    return env


def _strip_comment(line: str) -> str:
    quoted = False
    for index, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == "#" and not quoted and (index == 0 or line[index - 1] in " \t"):
            return line[:index]
    return line


def _scalar(text: str):
    text = text.strip()
    if text.startswith(('"', "[")):
        return json.loads(text)
    return text or None


def yaml_subset(text: str):
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        content = _strip_comment(raw).rstrip()
        if content.strip():
            lines.append([len(content) - len(content.lstrip(" ")), content.strip(), number])
    node, at = _block(lines, 0)
    if at != len(lines):
        raise ValueError(f"line {lines[at][2]}: not in the YAML subset")
    return node


def _block(lines, at):
    if lines[at][1].startswith("- "):
        return _sequence(lines, at, lines[at][0])
    return _mapping(lines, at, lines[at][0])


def _mapping(lines, at, indent):
    out = {}
    while at < len(lines) and lines[at][0] == indent and not lines[at][1].startswith("- "):
        match = KEY.match(lines[at][1])
        if match is None:
            raise ValueError(f"line {lines[at][2]}: expected 'key: value'")
        key, value = match.group(1), match.group(2)
        at += 1
        if value is not None and value.strip():
            out[key] = _scalar(value)
        elif at < len(lines) and lines[at][0] > indent:
            out[key], at = _block(lines, at)
        else:
            out[key] = None
    return out, at


def _sequence(lines, at, indent):
    out = []
    while at < len(lines) and lines[at][0] == indent and lines[at][1].startswith("- "):
        item = lines[at][1][2:]
        if KEY.match(item):
            lines[at] = [indent + 2, item, lines[at][2]]
            mapping, at = _mapping(lines, at, indent + 2)
            out.append(mapping)
        else:
            out.append(_scalar(item))
            at += 1
    return out, at
