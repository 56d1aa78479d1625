"""A static, self-contained HTML report of a benchmark run.

``report.html`` needs nothing but a browser: no network, no fonts, no scripts from elsewhere. The
charts are inline SVG drawn here in Python, the page is styled by inline CSS, and a little inline
JavaScript sorts the dialogue list and shows or hides the agent's thoughts. The style sheet and the
script are package data (``templates/report.css`` and ``templates/report.js``), read with
:mod:`importlib.resources` and written into the page. Every piece of text that came from a run
(replies, user words, persona ids, explanations) is HTML-escaped, so a reply holding markup shows
as text and never runs.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from rlver_env.runs.evaluation import SAGE_FAILURE_BELOW, SAGE_SUCCESS_AT

REPORT_HTML = "report.html"

#: The folder of package data holding the page's style sheet and script.
TEMPLATES = "templates"


@cache
def _template(name: str) -> str:
    """The text of ``name`` in the package's ``templates`` folder (read once, then cached)."""
    return resources.files("rlver_env.bench").joinpath(TEMPLATES).joinpath(name).read_text("utf-8")


def _e(value: Any) -> str:
    """Escapes text for HTML content and for quoted attribute values alike."""
    return html.escape("" if value is None else str(value), quote=True)


def _el(tag: str, inner: str = "", **attrs: Any) -> str:
    """An element with escaped attributes around ``inner``, which must already be HTML.

    ``class_`` gives ``class``; other underscores become hyphens (``data_final``); attributes
    whose value is ``None`` are left out.
    """
    rendered = "".join(
        f' {name.rstrip("_").replace("_", "-")}="{_e(value)}"'
        for name, value in attrs.items()
        if value is not None
    )
    return f"<{tag}{rendered}>{inner}</{tag}>"


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _emotion_colour(emotion: float) -> str:
    """Red at 0 through amber to green at 100; dark enough to read on white."""
    hue = max(0.0, min(100.0, float(emotion))) * 1.3
    return f"hsl({hue:.0f},70%,38%)"


def _delta_class(delta: float) -> str:
    return "up" if delta > 0 else "down" if delta < 0 else "flat"


# -- charts ---------------------------------------------------------------------------------------


def _trend_svg(by_turn: dict[str, list[float]]) -> str:
    """The mean emotion by turn with its 25th-75th percentile band, as an inline SVG."""
    mean, low, high = by_turn.get("mean", []), by_turn.get("low", []), by_turn.get("high", [])
    width, height, left, right, top, bottom = 640, 250, 38, 44, 10, 34
    plot_w, plot_h = width - left - right, height - top - bottom
    span = max(1, len(mean) - 1)

    def x(turn: float) -> str:
        return f"{left + turn / span * plot_w:.1f}"

    def y(emotion: float, shift: float = 0.0) -> str:
        return f"{top + (1 - emotion / 105) * plot_h + shift:.1f}"

    parts = [
        (
            f'<svg class="trend" viewBox="0 0 {width} {height}" role="img" aria-label="mean '
            'emotion by turn with the 25th to 75th percentile band">'
        )
    ]
    for tick in range(0, 101, 20):
        parts.append(
            f'<line class="grid" x1="{left}" x2="{width - right}" y1="{y(tick)}" y2="{y(tick)}"/>'
            f'<text x="{left - 6}" y="{y(tick, 4)}" text-anchor="end">{tick}</text>'
        )
    step = max(1, -(-len(mean) // 12))  # at most a dozen turn labels
    for turn in range(0, len(mean), step):
        parts.append(
            f'<text x="{x(turn)}" y="{height - bottom + 16}" text-anchor="middle">{turn}</text>'
        )
    parts.append(
        f'<text class="axis" x="{left + plot_w / 2:.1f}" y="{height - 4}" text-anchor="middle">'
        "turn (0 = opening)</text>"
    )
    for level, cls, label in (
        (SAGE_SUCCESS_AT, "success", f"success ({SAGE_SUCCESS_AT})"),
        (SAGE_FAILURE_BELOW, "failure", f"failure (&lt; {SAGE_FAILURE_BELOW})"),
    ):
        parts.append(
            f'<line class="threshold {cls}" x1="{left}" x2="{width - right}" y1="{y(level)}" '
            f'y2="{y(level)}"/><text class="{cls}" x="{left + 4}" y="{y(level, -4)}">{label}</text>'
        )
    if mean:
        band = [f"{x(i)},{y(v)}" for i, v in enumerate(high)]
        band += [f"{x(i)},{y(v)}" for i, v in reversed(list(enumerate(low)))]
        parts.append(f'<polygon class="band" points="{" ".join(band)}"/>')
        line = " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(mean))
        parts.append(f'<polyline class="mean" points="{line}"/>')
        for i, value in enumerate(mean):
            tip = f"turn {i}: mean {_num(value)} (middle half {_num(low[i])}–{_num(high[i])})"
            parts.append(
                f'<circle class="mean-dot" cx="{x(i)}" cy="{y(value)}" r="3">'
                f"<title>{tip}</title></circle>"
            )
        parts.append(
            f'<text class="end-label" x="{float(x(len(mean) - 1)) + 6:.1f}" '
            f'y="{y(mean[-1], 4)}">{mean[-1]:.1f}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _sparkline_svg(path: Sequence[int], max_turns: int) -> str:
    """A small emotion line of one dialogue; the x scale is shared so dialogues compare."""
    width, height, pad = 132, 36, 3
    span = max(1, max_turns)

    def x(turn: int) -> str:
        return f"{pad + turn / span * (width - 2 * pad):.1f}"

    def y(emotion: float) -> str:
        return f"{pad + (1 - emotion / 100) * (height - 2 * pad):.1f}"

    points = " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(path))
    colour = _emotion_colour(path[-1])
    trail = "emotion by turn: " + " → ".join(str(v) for v in path)
    return (
        f'<svg class="spark" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-label="{trail}"><title>{trail}</title>'
        f'<line class="threshold success" x1="0" x2="{width}" y1="{y(SAGE_SUCCESS_AT)}" '
        f'y2="{y(SAGE_SUCCESS_AT)}"/><line class="threshold failure" x1="0" x2="{width}" '
        f'y1="{y(SAGE_FAILURE_BELOW)}" y2="{y(SAGE_FAILURE_BELOW)}"/>'
        f'<polyline points="{points}" style="stroke:{colour}"/>'
        f'<circle cx="{x(len(path) - 1)}" cy="{y(path[-1])}" r="2.4" style="fill:{colour}"/></svg>'
    )


# -- tables ---------------------------------------------------------------------------------------


def _headline_table(summary: dict[str, Any]) -> str:
    low, high = summary["score_ci95"]
    success_rate = summary.get("success_rate", 0) * 100
    failure_rate = summary.get("failure_rate", 0) * 100
    cells = [
        ("score", f'<span class="big">{summary["score"]:.1f}</span>'),
        ("95% CI", f"{low:.1f} – {high:.1f}"),
        ("success", f"{summary['success']} <small>({success_rate:.1f}%)</small>"),
        ("failure", f"{summary['failure']} <small>({failure_rate:.1f}%)</small>"),
        ("mean turns", f"{summary['mean_turns']:.2f}"),
        ("dialogues", str(summary["episodes"])),
    ]
    rows = "".join(f'<tr><th scope="row">{name}</th><td>{value}</td></tr>' for name, value in cells)
    reasons = ", ".join(f"{_e(k)}: {int(v)}" for k, v in summary.get("reasons", {}).items())
    return (
        f'<table class="headline"><tbody>{rows}</tbody></table><p class="note">Score: mean '
        f"final emotion. Success: final emotion ≥ {SAGE_SUCCESS_AT}; failure: below "
        f"{SAGE_FAILURE_BELOW}. End reasons: {reasons or 'none'}.</p>"
    )


def _group_table(groups: dict[str, dict[str, Any]], heading: str) -> str:
    rows = []
    for name, row in groups.items():
        score = float(row["score"])
        fill = f"width:{max(0.0, min(100.0, score)):.1f}%;background:{_emotion_colour(score)}"
        rows.append(
            f'<tr><th scope="row">{_e(name)}</th><td>{int(row["count"])}</td>'
            f'<td class="score"><span class="bar"><i style="{fill}"></i></span>{score:.1f}</td>'
            f"<td>{int(row['success'])}</td><td>{int(row['failure'])}</td></tr>"
        )
    head = "".join(
        f'<th scope="col">{h}</th>' for h in (heading, "n", "score", "success", "failure")
    )
    return (
        f'<table class="groups"><caption>By {heading}</caption><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def _degeneracy_section(section: dict[str, Any] | None) -> str:
    """The "Degeneracy" section: each limit with its value, and one reply per limit crossed."""
    if not section:
        return ""
    rows = []
    for row in section.get("signals", []):
        limit = f"{'≥' if row['op'] == '<' else '≤'} {float(row['threshold']):g}"
        status = '<span class="crossed">crossed</span>' if row["crossed"] else '<span class="ok">ok</span>'
        rows.append(
            _el(
                "tr",
                f'<th scope="row">{_e(row["label"])}</th><td>{float(row["value"]):.3f}</td>'
                f"<td>{_e(limit)}</td><td>{status}</td>",
                class_="crossed" if row["crossed"] else None,
                data_metric=row["metric"],
            )
        )
    head = "".join(f'<th scope="col">{h}</th>' for h in ("signal", "value", "limit", ""))
    crossed = section.get("crossed", [])
    if crossed:
        items = "".join(
            f"<li><strong>{_e(row['label'])}</strong> ({_e(row['metric'])} {float(row['value']):.3f}): "
            f'<q>{_e(row.get("excerpt", ""))}</q></li>'
            for row in crossed
        )
        verdict = f'<p class="note">Limits crossed, each with one reply that shows it:</p><ul class="excerpts">{items}</ul>'
    else:
        verdict = '<p class="note">No limit crossed.</p>'
    if not section.get("penalties", True):
        verdict += '<p class="note">The reward names no rules for these dialogues (an LLM user, SAGE\'s logs), so its penalties are not counted.</p>'
    intro = (
        f'<p class="note">The {int(section.get("replies", 0))} replies of these dialogues, read by the degeneracy '
        "monitor: a limit crossed means the policy repeats itself, talks in word salad or stock phrases, hides "
        "text, or keeps paying the reward's degeneracy penalties.</p>"
    )
    return (
        f'<section class="degeneracy" id="degeneracy"><h2>Degeneracy</h2>{intro}'
        f'<table class="degeneracy-table"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
        f"{verdict}</section>\n"
    )


# -- dialogues ------------------------------------------------------------------------------------


def _hits(hits: Iterable[dict[str, Any]] | None) -> str:
    chips = []
    for hit in hits or []:
        points = float(hit.get("points", 0.0))
        label = f"{_e(hit.get('name', ''))} {points:+.2f}"
        detail = hit.get("detail") or None
        chips.append(
            _el("span", label, class_=f"hit {_delta_class(round(points, 2))}", title=detail)
        )
    return f'<div class="hits">{"".join(chips)}</div>' if chips else ""


def _fields(fields: dict[str, Any] | None) -> str:
    if not fields:
        return ""
    items = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v)}</dd>" for k, v in fields.items())
    return f'<dl class="fields">{items}</dl>'


def _emotion(emotion: int, prefix: str = "") -> str:
    return _el(
        "span", f"{prefix}{emotion}", class_="emotion", style=f"color:{_emotion_colour(emotion)}"
    )


def _turn_html(number: int, turn: dict[str, Any]) -> str:
    delta = int(turn.get("emotion_delta", 0))
    appraisal = turn.get("appraisal") or {}
    thought = turn.get("thought")
    agent_who = (
        "agent" if turn.get("format_ok", True) else 'agent <span class="warn">format error</span>'
    )
    agent = (
        f'<div class="who">{agent_who}</div>'
        + (
            f'<div class="thought"><span class="label">thought</span>{_e(thought)}</div>'
            if thought
            else ""
        )
        + f'<div class="reply">{_e(turn.get("reply", ""))}</div>'
    )
    explanation = appraisal.get("explanation")
    user = (
        f'<div class="who">user <span class="delta {_delta_class(delta)}">{delta:+d}</span> '
        f"{_emotion(int(turn['emotion']), '→ ')}</div>"
        f'<div class="text">{_e(turn.get("user_text", ""))}</div>'
        + (f'<p class="explanation">{_e(explanation)}</p>' if explanation else "")
        + _hits(appraisal.get("hits"))
        + _fields(appraisal.get("fields"))
    )
    return (
        f'<li class="turn"><div class="turn-no">turn {number}</div>'
        f'<div class="msg agent">{agent}</div><div class="msg user">{user}</div></li>'
    )


def _dialogue_html(index: int, record: dict[str, Any], max_turns: int, show_key: bool) -> str:
    turns = record.get("turns", [])
    path = [int(record["start_emotion"])] + [int(t["emotion"]) for t in turns]
    final = int(record["final_emotion"])
    summary = (
        _el("span", _e(record.get("key") if show_key else record.get("persona_id")), class_="name")
        + _el("span", _e(record.get("hidden_need")), class_="tag need")
        + _el("span", _e(record.get("disposition")), class_="tag disposition")
        + _sparkline_svg(path, max_turns)
        + _el(
            "span",
            f"<small>{path[0]} →</small> {final}",
            class_="final",
            style=f"color:{_emotion_colour(final)}",
            title="start → final emotion",
        )
        + _el("span", _e(record.get("reason")), class_="reason")
    )
    if any(t.get("thought") for t in turns):
        toggle = (
            '<button type="button" class="thought-toggle" aria-pressed="false">'
            "Show thoughts</button>"
        )
    else:
        toggle = '<span class="muted">no thoughts recorded</span>'
    facts = [
        f"key {record.get('key')}",
        f"seed {record.get('seed')}",
        f"{len(turns)} turns",
        f"total reward {float(record.get('total_reward', 0.0)):+.2f}",
        record.get("difficulty"),
    ]
    tools = f'<div class="tools">{toggle}<span>{" · ".join(_e(f) for f in facts if f)}</span></div>'
    error = f'<p class="error">error: {_e(record["error"])}</p>' if record.get("error") else ""
    opening = (
        '<li class="turn opening"><div class="turn-no">opening</div><div class="msg user">'
        f'<div class="who">user {_emotion(path[0])}</div>'
        f'<div class="text">{_e(record.get("opening", ""))}</div></div></li>'
    )
    turns_html = "".join(_turn_html(i, turn) for i, turn in enumerate(turns, start=1))
    body = f'<div class="body">{tools}{error}<ol class="turns">{opening}{turns_html}</ol></div>'
    return _el(
        "details",
        f"<summary>{summary}</summary>{body}",
        class_="dialogue",
        data_index=index,
        data_final=final,
        data_persona=record.get("persona_id"),
    )


def _describe(records: Sequence[dict[str, Any]]) -> str:
    facts = []
    for key in ("policy", "rules", "simulator"):
        values = sorted({str(r[key]) for r in records if r.get(key)})
        if values:
            facts.append(f"{key}: {', '.join(values)}")
    return " · ".join(_e(f) for f in facts)


_TOOLBAR = """<div class="controls"><span class="sort" role="group" aria-label="sort dialogues">
sort: <button type="button" data-sort="run" aria-pressed="true">run order</button><button
type="button" data-sort="final-asc" aria-pressed="false">final emotion ↑</button><button
type="button" data-sort="final-desc" aria-pressed="false">final emotion ↓</button><button
type="button" data-sort="persona" aria-pressed="false">persona id</button></span>{thoughts}<span
class="expand"><button type="button" data-expand="open">expand all</button><button type="button"
data-expand="close">collapse all</button></span></div>"""

_CAPTION = (
    "Mean emotion by turn (line), the middle half of the dialogues (band), and the success and "
    "failure thresholds (dashed). A dialogue that ended early keeps its final emotion."
)


def write_html_report(
    summary: dict[str, Any], records: Sequence[dict[str, Any]], out_dir: str | Path, title: str
) -> Path:
    """Writes ``report.html``, a static page of the run that works offline.

    The page shows the headline table, the mean emotion by turn, the tables by hidden need and
    by disposition, the degeneracy of the replies (``summary["degeneracy"]``, when present), and
    every dialogue: a collapsible card with a small emotion line, the
    persona, need, disposition, end reason and final emotion, and the turns (user words, agent
    replies, emotion change and the simulator's explanation). Thoughts are hidden until shown,
    per dialogue or all at once; the list sorts by run order, final emotion or persona id.

    Args:
        summary: The summary of the run (:func:`rlver_env.bench.summary.summarise_trajectories`).
        records: The finished episodes (the lines of ``trajectories.jsonl``), in run order.
        out_dir: The folder to write into (created if missing).
        title: The page title.

    Returns:
        The path of ``report.html``.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    max_turns = max((len(r.get("turns", [])) for r in records), default=1)
    show_key = any(int(r.get("repeat", 0) or 0) > 0 for r in records)
    dialogues = "".join(_dialogue_html(i, r, max_turns, show_key) for i, r in enumerate(records))
    if any(t.get("thought") for r in records for t in r.get("turns", [])):
        thoughts = (
            '<label class="switch"><input type="checkbox" id="show-thoughts"> show thoughts</label>'
        )
    else:
        thoughts = '<span class="muted">no thoughts recorded</span>'
    trend = _trend_svg(summary.get("emotion_by_turn", {}))
    groups = _group_table(summary.get("by_need", {}), "hidden need") + _group_table(
        summary.get("by_disposition", {}), "disposition"
    )
    page = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{_e(title)}</title><style>\n{_template('report.css')}</style>"
        # Without JavaScript the thoughts stay readable and the dead controls go away.
        "<noscript><style>.thought{display:block}.controls{display:none}</style></noscript></head>\n"
        f"<body><header><h1>{_e(title)}</h1>"
        f'<p class="meta">{_describe(records)}</p></header><main>\n'
        f'<section class="overview"><div>{_headline_table(summary)}</div>'
        f"<figure>{trend}<figcaption>{_CAPTION}</figcaption></figure></section>\n"
        f'<section class="groups-row">{groups}</section>\n'
        f"{_degeneracy_section(summary.get('degeneracy'))}"
        f'<section class="dialogues"><div class="toolbar"><h2>Dialogues <small>({len(records)})'
        f"</small></h2>{_TOOLBAR.format(thoughts=thoughts)}</div>\n"
        f'<div id="dialogue-list">{dialogues or "<p class=muted>No dialogues.</p>"}</div></section>'
        f"</main>\n<script>\n{_template('report.js')}</script></body></html>\n"
    )
    path = out / REPORT_HTML
    path.write_text(page, encoding="utf-8")
    return path
