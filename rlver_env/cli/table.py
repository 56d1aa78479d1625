"""Plain-text tables for the command-line tools."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def format_table(
    headers: Sequence[str], rows: Sequence[Sequence[Any]], right_align: Sequence[int] = ()
) -> str:
    """Formats rows as an aligned table with a header rule.

    Args:
        headers: The column titles.
        rows: The cells; each is shown with ``str`` (``None`` as ``-``).
        right_align: Indexes of the columns to right-align (numbers).

    Returns:
        The table, one line per row, without a trailing newline.
    """
    cells = [[("-" if cell is None else str(cell)) for cell in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        if len(row) != len(headers):
            raise ValueError(f"a row has {len(row)} cells for {len(headers)} columns: {row}")
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]

    def line(values: Sequence[str]) -> str:
        parts = [
            v.rjust(w) if i in right_align else v.ljust(w)
            for i, (v, w) in enumerate(zip(values, widths, strict=True))
        ]
        return "  ".join(parts).rstrip()

    out = [line(list(headers)), "  ".join("-" * w for w in widths)]
    out.extend(line(row) for row in cells)
    return "\n".join(out)
