"""One bridge from a config dataclass to argparse, shared by the trainers' command lines.

``rlver_baselines.llm.train`` and ``rlver_baselines.sb3.train`` both build their flags here, so
they spell and parse them the same way:

* every field becomes ``--kebab-case`` with the field's ``help`` metadata and its default, shown
  once as ``(default: ...)``; a field with ``metadata={"cli": False}`` gets no flag;
* ``bool`` fields take ``--flag``, ``--flag true|false`` or ``--no-flag``; ``list[X]`` fields
  take several values (``--net-arch 64 64``); ``dict`` fields take a JSON object; a field's
  ``choices`` metadata becomes argparse choices;
* options default to ``argparse.SUPPRESS``, so the parsed namespace holds only the fields given
  on the command line, ready to override a preset, a YAML file or the dataclass defaults.

Why not transformers' ``HfArgumentParser`` (TRL's way): it would make transformers a dependency
of the SB3 baselines, whose extra does not install it, and costs about half a second of import
before ``--help``; it has no JSON ``dict`` fields and lists both spellings of every flag in
``--help``. The subset needed here fits in this module.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import types
import typing
from collections.abc import Callable, Collection
from typing import Any

from rlver_env.cli.simulator_args import json_object as parse_json_object

def parse_bool(text: str) -> bool:
    """``true``/``false`` (also ``1``/``0``, ``yes``/``no``, ``on``/``off``) as a bool."""
    lowered = text.lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise argparse.ArgumentTypeError(f"expected true or false, got {text!r}")


def format_default(value: Any) -> str:
    """A default as one would type it on the command line (``""`` for an empty string)."""
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value if value else '""'
    if isinstance(value, (list, tuple)):
        return " ".join(format_default(item) for item in value) if value else "empty"
    if isinstance(value, dict):
        return json.dumps(value) if value else "{}"
    return str(value)


class _Store(argparse.Action):
    """Stores the parsed value (``const`` for a flag without one)."""

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option_string: str | None = None
    ) -> None:
        setattr(namespace, self.dest, self.const if self.nargs == 0 else values)


def _field_default(field: dataclasses.Field[Any]) -> Any:
    if field.default is not dataclasses.MISSING:
        return field.default
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return None


def _value_options(kind: Any) -> dict[str, Any]:
    """argparse keyword arguments (type, nargs, metavar) for a non-bool field type."""
    origin = typing.get_origin(kind)
    if origin is list or kind is list:
        (item,) = typing.get_args(kind) or (str,)
        return {"type": item, "nargs": "*"}
    if origin is dict or kind is dict:
        return {"type": parse_json_object, "metavar": "JSON"}
    if isinstance(kind, types.UnionType) or origin is typing.Union:
        concrete = [arg for arg in typing.get_args(kind) if arg is not type(None)]
        kind = concrete[0] if concrete else str
    parse: Callable[[str], Any] = kind if kind in (int, float, str) else str
    return {"type": parse}


def add_dataclass_arguments(
    parser: argparse.ArgumentParser, config_class: type[Any], only: Collection[str] | None = None
) -> None:
    """Adds one ``--kebab-case`` option per field.

    Args:
        parser: The parser (or an argument group of it) to extend. The options added default to
            ``argparse.SUPPRESS``.
        config_class: A dataclass whose fields carry ``help`` metadata (and optionally
            ``choices`` and ``cli``).
        only: The names of the fields to add (``None``: every field).
    """
    hints = typing.get_type_hints(config_class)
    for field in dataclasses.fields(config_class):
        if not field.metadata.get("cli", True) or (only is not None and field.name not in only):
            continue
        kind = hints[field.name]
        flag = "--" + field.name.replace("_", "-")
        help_text = f"{field.metadata['help']} (default: {format_default(_field_default(field))}"
        if kind is bool:
            options: dict[str, Any] = {"nargs": "?", "const": True, "type": parse_bool, "metavar": "BOOL"}
            help_text += f"; --no-{flag[2:]} is {flag} false"
        else:
            options = _value_options(kind)
            if "choices" in field.metadata:
                options["choices"] = list(field.metadata["choices"])
        help_text += ")"
        common = {"dest": field.name, "action": _Store, "default": argparse.SUPPRESS}
        # argparse %-formats help strings: a literal '%' in help text must be doubled.
        parser.add_argument(flag, help=help_text.replace("%", "%%"), **common, **options)
        if kind is bool:
            parser.add_argument(f"--no-{flag[2:]}", nargs=0, const=False, help=argparse.SUPPRESS, **common)
