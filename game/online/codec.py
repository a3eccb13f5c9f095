"""One codec between frozen dataclasses and JSON-ready data, driven by their type hints.

:class:`WireCodec` writes a dataclass as an object of its fields (in field order) and reads it
back strictly: an unknown key, a missing key or a value of the wrong type raises
:class:`WireError` naming the path to it (``TableView.seats[1].hand[0]``), never a bare
KeyError, and nothing is ever evaluated (no eval, no pickle): every value is built from its
declared type. It handles what the engine's views hold: ``int``, ``str``, ``bool``, ``float``,
``None``, ``X | None`` and other unions, ``tuple[X, ...]`` and ``tuple[X, Y]``, ``list[X]``,
``frozenset[X]``, ``dict[str, X]``, StrEnums (as their string), NamedTuples and nested
dataclasses.

Three things a generic codec cannot know are the codec's settings:

* ``local``: field names never sent, because the receiver already has them (the rule set,
  the class a view samples its states from); :meth:`WireCodec.decode` fills them from
  ``given`` (or their defaults).
* ``classes``: the dataclasses a value may be of where the declared type is wider than its
  class (a field typed ``object``, or a subclass of the declared dataclass, such as a
  round's outcome where a month's is declared). Such a value carries its class name under
  ``"$class"``, and only a listed class is accepted.
* ``custom``: a class with its own (encode, decode) pair - an engine action as the action
  JSON every record uses (``{"play": "3-1"}``), read back as the interned action.

Encoding plans are worked out once per class (``typing.get_type_hints`` is slow).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any

CLASS_KEY = "$class"


class WireError(ValueError):
    """Data that is not a value of the type it should be (the message names where)."""


def _is_named_tuple(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields")


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


class WireCodec:
    """Encode and decode dataclass values (see the module docstring)."""

    def __init__(
        self,
        *,
        local: Iterable[str] = (),
        classes: Iterable[type] = (),
        custom: Mapping[type, tuple[Callable[[Any], Any], Callable[[Any], Any]]] | None = None,
    ) -> None:
        self.local = frozenset(local)
        self.classes: dict[str, type] = {cls.__name__: cls for cls in classes}
        self.custom = dict(custom or {})
        self._fields: dict[type, tuple[tuple[str, Any], ...]] = {}

    # ------------------------------------------------------------------ the plans
    def fields_of(self, cls: type) -> tuple[tuple[str, Any], ...]:
        """(name, type) of every field ``cls`` sends, in order."""
        plan = self._fields.get(cls)
        if plan is None:
            hints = _hints(cls)
            if dataclasses.is_dataclass(cls):
                names = [f.name for f in dataclasses.fields(cls)]
            else:  # a NamedTuple
                names = list(getattr(cls, "_fields"))  # noqa: B009 (a NamedTuple's)
            plan = tuple((name, hints[name]) for name in names if name not in self.local)
            self._fields[cls] = plan
        return plan

    # ------------------------------------------------------------------ encoding
    def encode(self, value: Any, declared: Any = None) -> Any:
        """``value`` as JSON-ready data (dicts, lists, strings, numbers, None)."""
        if value is None or isinstance(value, bool | int | float | str):
            return value.value if isinstance(value, enum.Enum) else value
        cls = type(value)
        custom = self.custom.get(cls)
        if custom is not None:
            return custom[0](value)
        if dataclasses.is_dataclass(value) or _is_named_tuple(cls):
            data: dict[str, Any] = {}
            if cls is not declared:
                if cls.__name__ not in self.classes:
                    raise WireError(f"{cls.__name__} is not a class this codec may send")
                data[CLASS_KEY] = cls.__name__
            for name, hint in self.fields_of(cls):
                data[name] = self.encode(getattr(value, name), _plain(hint))
            return data
        if isinstance(value, enum.Enum):
            return value.value
        if isinstance(value, tuple | list):
            args = typing.get_args(declared) if declared is not None else ()
            if args and args[-1] is not Ellipsis and len(args) == len(value):
                pairs = zip(value, args, strict=True)
                return [self.encode(item, _plain(arm)) for item, arm in pairs]
            inner = _item_type(declared)
            return [self.encode(item, inner) for item in value]
        if isinstance(value, frozenset | set):
            inner = _item_type(declared)
            return sorted((self.encode(item, inner) for item in value), key=repr)
        if isinstance(value, dict):
            inner = _value_type(declared)
            return {str(key): self.encode(item, inner) for key, item in value.items()}
        raise WireError(f"cannot send a {cls.__name__}")

    # ------------------------------------------------------------------ decoding
    def decode(self, cls: type, data: Any, given: Mapping[str, Any] | None = None) -> Any:
        """The ``cls`` value ``data`` encodes; ``given`` supplies the local fields.
        WireError when ``data`` is not one."""
        return self._value(cls, data, dict(given or {}), cls.__name__)

    def _value(self, tp: Any, data: Any, given: dict, path: str) -> Any:
        if tp is Any or tp is object:
            return self._tagged(None, data, given, path)
        if tp is type(None) or tp is None:
            if data is not None:
                raise WireError(f"{path}: expected null, got {_shown(data)}")
            return None
        origin = typing.get_origin(tp)
        if origin is typing.Union or origin is types.UnionType:
            return self._union(typing.get_args(tp), data, given, path)
        if origin is typing.Annotated:
            return self._value(typing.get_args(tp)[0], data, given, path)
        if origin in (tuple, list, frozenset, set):
            return self._sequence(origin, typing.get_args(tp), data, given, path)
        if origin is dict:
            return self._mapping(typing.get_args(tp), data, given, path)
        if tp in self.custom:
            try:
                return self.custom[tp][1](data)
            except (TypeError, ValueError, KeyError) as error:
                raise WireError(f"{path}: not a {tp.__name__}: {error}") from None
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            try:
                return tp(data)
            except ValueError:
                raise WireError(f"{path}: {_shown(data)} is not a {tp.__name__}") from None
        if tp is bool:
            if type(data) is not bool:
                raise WireError(f"{path}: expected true or false, got {_shown(data)}")
            return data
        if tp is int:
            if type(data) is not int:
                raise WireError(f"{path}: expected a whole number, got {_shown(data)}")
            return data
        if tp is float:
            if type(data) not in (int, float):
                raise WireError(f"{path}: expected a number, got {_shown(data)}")
            return float(data)
        if tp is str:
            if type(data) is not str:
                raise WireError(f"{path}: expected a string, got {_shown(data)}")
            return data
        if isinstance(tp, type) and (dataclasses.is_dataclass(tp) or _is_named_tuple(tp)):
            return self._tagged(tp, data, given, path)
        raise WireError(f"{path}: the codec does not know the type {tp!r}")

    def _union(self, arms: tuple, data: Any, given: dict, path: str) -> Any:
        if data is None and type(None) in arms:
            return None
        errors = []
        for arm in arms:
            if arm is type(None):
                continue
            try:
                return self._value(arm, data, given, path)
            except WireError as error:
                errors.append(str(error))
        raise WireError(errors[0] if len(errors) == 1 else f"{path}: none of {errors}")

    def _sequence(self, origin: Any, args: tuple, data: Any, given: dict, path: str) -> Any:
        if not isinstance(data, list):
            raise WireError(f"{path}: expected a list, got {_shown(data)}")
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(data) != len(args):
                raise WireError(f"{path}: expected {len(args)} items, got {len(data)}")
            return tuple(
                self._value(arm, item, given, f"{path}[{n}]")
                for n, (arm, item) in enumerate(zip(args, data, strict=True))
            )
        inner = args[0] if args else Any
        items = [self._value(inner, item, given, f"{path}[{n}]") for n, item in enumerate(data)]
        if origin is list:
            return items
        if origin in (frozenset, set):
            return origin(items)
        return tuple(items)

    def _mapping(self, args: tuple, data: Any, given: dict, path: str) -> dict:
        if not isinstance(data, dict):
            raise WireError(f"{path}: expected an object, got {_shown(data)}")
        inner = args[1] if len(args) == 2 else Any
        return {key: self._value(inner, item, given, f"{path}.{key}") for key, item in data.items()}

    def _tagged(self, declared: type | None, data: Any, given: dict, path: str) -> Any:
        """A dataclass (or NamedTuple) of the declared class, or of a listed class named
        under ``$class`` (a subclass of the declared one; any listed class for ``object``)."""
        if declared is None and data is None:
            return None
        if not isinstance(data, dict):
            raise WireError(f"{path}: expected an object, got {_shown(data)}")
        cls = declared
        if CLASS_KEY in data:
            name = data[CLASS_KEY]
            cls = self.classes.get(name) if isinstance(name, str) else None
            if cls is None or (declared is not None and not issubclass(cls, declared)):
                raise WireError(f"{path}: {_shown(name)} is not a class allowed here")
        if cls is None:
            raise WireError(f"{path}: a value of any class must name it under {CLASS_KEY!r}")
        plan = self.fields_of(cls)
        names = {name for name, _hint in plan}
        unknown = sorted(set(data) - names - {CLASS_KEY})
        if unknown:
            raise WireError(f"{path}: unknown field(s) {', '.join(unknown)} of {cls.__name__}")
        missing = [name for name in names if name not in data]
        if missing:
            raise WireError(f"{path}: {cls.__name__} lacks {', '.join(sorted(missing))}")
        values = {
            name: self._value(hint, data[name], given, f"{path}.{name}") for name, hint in plan
        }
        if _is_named_tuple(cls):
            return cls(**values)
        for item in dataclasses.fields(cls):
            if item.name in self.local:
                if item.name in given:
                    values[item.name] = given[item.name]
                elif (
                    item.default is dataclasses.MISSING
                    and item.default_factory is dataclasses.MISSING
                ):
                    raise WireError(f"{path}: {cls.__name__}.{item.name} must be given")
        try:
            return cls(**values)
        except (TypeError, ValueError) as error:
            raise WireError(f"{path}: {error}") from None


def _plain(hint: Any) -> Any:
    """The class a field declares (None when it is a union, a generic or ``object``)."""
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        arms = [arm for arm in typing.get_args(hint) if arm is not type(None)]
        return _plain(arms[0]) if len(arms) == 1 else None
    if isinstance(hint, type) and hint is not object:
        return hint
    return hint if origin is not None else None


def _item_type(declared: Any) -> Any:
    """The class each item of a declared ``tuple[X, ...]`` / ``frozenset[X]`` is."""
    args = typing.get_args(declared) if declared is not None else ()
    if len(args) == 2 and args[1] is Ellipsis or len(args) == 1:
        return _plain(args[0])
    return None


def _value_type(declared: Any) -> Any:
    args = typing.get_args(declared) if declared is not None else ()
    return _plain(args[1]) if len(args) == 2 else None


def _shown(data: Any) -> str:
    text = repr(data)
    return text if len(text) <= 40 else f"{text[:40]}..."
