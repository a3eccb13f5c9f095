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
* ``checks``: what a decoded value of a class must also satisfy that its types do not say
  (every string of a view that names a card is a card's code); a ValueError it raises is
  refused like a type error.
* ``omit_defaults``: a field holding its declared default is left out, and read back as it
  (a koi-koi seat sends none of the fields only the games for three and four fill).

Encoding plans are worked out once per class (``typing.get_type_hints`` is slow), and so are
readers (:mod:`game.online.wire.codec_readers`).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from game.online.wire.codec_readers import (
    CLASS_KEY,
    CompiledReaders,
    Refused,
    WireError,
    is_named_tuple,
)

__all__ = ["CLASS_KEY", "WireCodec", "WireError"]


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


class WireCodec(CompiledReaders):
    """Encode and decode dataclass values (see the module docstring)."""

    def __init__(
        self,
        *,
        local: Iterable[str] = (),
        classes: Iterable[type] = (),
        custom: Mapping[type, tuple[Callable[[Any], Any], Callable[[Any], Any]]] | None = None,
        checks: Mapping[type, Callable[[Any], None]] | None = None,
        omit_defaults: bool = False,
    ) -> None:
        self.local = frozenset(local)
        self.classes: dict[str, type] = {cls.__name__: cls for cls in classes}
        self.custom = dict(custom or {})
        self.checks = dict(checks or {})
        self.omit_defaults = omit_defaults
        self._defaults: dict[type, dict[str, Any]] = {}
        self._fields: dict[type, tuple[tuple[str, Any], ...]] = {}
        self._encoders: dict[Any, Callable[[Any], Any]] = {}
        self._decoders: dict[Any, Callable[[Any, dict], Any]] = {}
        self._object_readers: dict[type, Callable[[Any, dict], Any]] = {}

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
        """``value`` as JSON-ready data (dicts, lists, strings, numbers, None); ``declared``
        is the type it is declared as (a value of another class is tagged with its name)."""
        return self._encoder(declared)(value)

    def encoder(self, declared: Any = None) -> Callable[[Any], Any]:
        """The function :meth:`encode` calls for values declared as ``declared`` (worked out
        once: a caller encoding many values of one type keeps it)."""
        return self._encoder(declared)

    def _encoder(self, hint: Any) -> Callable[[Any], Any]:
        """The function writing values declared as ``hint`` (worked out once per type)."""
        found = self._encoders.get(hint)
        if found is None:
            found = self._encoders[hint] = self._compile(hint)
        return found

    def _compile(self, hint: Any) -> Callable[[Any], Any]:
        if hint is None or hint is Any or hint is object:
            return self._dynamic
        if hint in (int, str, bool, float, type(None)):
            return _same
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin is typing.Union or origin is types.UnionType:
            arms = [arm for arm in args if arm is not type(None)]
            if len(arms) != 1:
                return self._dynamic
            inner = self._encoder(arms[0])
            return (
                inner if inner is _same else lambda value: None if value is None else inner(value)
            )
        if origin is typing.Annotated:
            return self._encoder(args[0])
        if origin in (tuple, list):
            if origin is tuple and args and args[-1] is not Ellipsis:
                arms = [self._encoder(arm) for arm in args]
                if all(arm is _same for arm in arms):
                    return list
                return lambda value: [arm(item) for arm, item in zip(arms, value, strict=True)]
            inner = self._encoder(args[0] if args else None)
            return list if inner is _same else lambda value: [inner(item) for item in value]
        if origin in (frozenset, set):
            inner = self._encoder(args[0] if args else None)
            return lambda value: sorted((inner(item) for item in value), key=repr)
        if origin is dict:
            inner = self._encoder(args[1] if len(args) == 2 else None)
            return lambda value: {str(key): inner(item) for key, item in value.items()}
        if hint in self.custom:
            return self.custom[hint][0]
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            return _enum_value
        if isinstance(hint, type) and (dataclasses.is_dataclass(hint) or is_named_tuple(hint)):
            return self._object_encoder(hint)
        raise WireError(f"the codec does not know the type {hint!r}")

    def _object_encoder(self, cls: type) -> Callable[[Any], Any]:
        """Writes a ``cls`` as an object of its fields (with ``omit_defaults``, a field at its
        default left out); a value of another class (a listed subclass) as that class's
        object, tagged."""
        plan: list[tuple[str, Callable[[Any], Any]]] = []
        optional: list[tuple[str, Callable[[Any], Any], Any]] = []

        def write(value: Any) -> Any:
            if type(value) is not cls:
                return self._tagged_encode(value, cls)
            data = {name: encoder(getattr(value, name)) for name, encoder in plan}
            for name, encoder, default in optional:
                item = getattr(value, name)
                if item is not default and item != default:
                    data[name] = encoder(item)
            return data

        self._encoders[cls] = write  # a class may (indirectly) hold itself
        defaults = self.defaults_of(cls)
        for name, hint in self.fields_of(cls):
            if name in defaults:
                optional.append((name, self._encoder(hint), defaults[name]))
            else:
                plan.append((name, self._encoder(hint)))
        return write

    def defaults_of(self, cls: type) -> dict[str, Any]:
        """The fields of ``cls`` left out at their default (none without omit_defaults)."""
        found = self._defaults.get(cls)
        if found is None:
            found = {}
            if self.omit_defaults and dataclasses.is_dataclass(cls):
                for item in dataclasses.fields(cls):
                    if item.default is not dataclasses.MISSING and item.name not in self.local:
                        found[item.name] = item.default
            elif self.omit_defaults and is_named_tuple(cls):
                found = dict(getattr(cls, "_field_defaults", {}))
            self._defaults[cls] = found
        return found

    def _tagged_encode(self, value: Any, declared: type | None) -> dict:
        cls = type(value)
        listed = self.classes.get(cls.__name__) is cls
        if not listed or (declared is not None and not issubclass(cls, declared)):
            raise WireError(f"{cls.__name__} is not a class this codec may send")
        return {CLASS_KEY: cls.__name__, **self._encoder(cls)(value)}

    def _dynamic(self, value: Any) -> Any:
        """A value declared as ``object`` (or a union of several types): by what it is."""
        if value is None or type(value) in (bool, int, float, str):
            return value
        cls = type(value)
        if cls in self.custom:
            return self.custom[cls][0](value)
        if isinstance(value, enum.Enum):
            return value.value
        if dataclasses.is_dataclass(value) or is_named_tuple(cls):
            return self._tagged_encode(value, None)
        if isinstance(value, tuple | list):
            return [self._dynamic(item) for item in value]
        if isinstance(value, frozenset | set):
            return sorted((self._dynamic(item) for item in value), key=repr)
        if isinstance(value, dict):
            return {str(key): self._dynamic(item) for key, item in value.items()}
        raise WireError(f"cannot send a {cls.__name__}")

    # ------------------------------------------------------------------ decoding
    def decode(self, cls: Any, data: Any, given: Mapping[str, Any] | None = None) -> Any:
        """The ``cls`` value ``data`` encodes; ``given`` supplies the local fields.
        WireError when ``data`` is not one.

        A reader compiled once per type does the work; only data it refuses is read again
        step by step, to say where it is wrong."""
        values = dict(given or {})
        try:
            return self._decoder(cls)(data, values)
        except Refused:
            pass
        return self._value(cls, data, values, getattr(cls, "__name__", str(cls)))

    # ------------------------------------------------------------------ step by step
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
        if isinstance(tp, type) and (dataclasses.is_dataclass(tp) or is_named_tuple(tp)):
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
        defaults = self.defaults_of(cls)
        missing = [name for name in names if name not in data and name not in defaults]
        if missing:
            raise WireError(f"{path}: {cls.__name__} lacks {', '.join(sorted(missing))}")
        values = {
            name: self._value(hint, data[name], given, f"{path}.{name}")
            for name, hint in plan
            if name in data
        }
        if is_named_tuple(cls):
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
            value = cls(**values)
            check = self.checks.get(cls)
            if check is not None:
                check(value)
        except (TypeError, ValueError, KeyError) as error:
            raise WireError(f"{path}: {error}") from None
        return value


def _same(value: Any) -> Any:
    return value


def _enum_value(value: Any) -> Any:
    return value.value


def _shown(data: Any) -> str:
    text = repr(data)
    return text if len(text) <= 40 else f"{text[:40]}..."
