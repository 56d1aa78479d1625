"""The static HTML report: escaping, self-containment, and a real render in headless Chromium.

The browser test drives Chromium through the DevTools protocol (``websocket-client``): it
collects console messages, uncaught exceptions, log entries, JavaScript dialogs and network
requests while the page loads, then clicks the sort and thought controls and checks the DOM.
It skips only when no Chromium binary is installed (CI installs Debian's ``chromium``).
"""

from __future__ import annotations

import base64
import copy
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from rlver_env.agents.policy import make_policy
from rlver_env.bench import run_benchmark, summarise_trajectories
from rlver_env.bench.report_html import write_html_report
from tests.support import make_persona

EVIL_PERSONA = "zz-evil \"quoted\" 'single' & <b>bold</b>"
EVIL_REPLY = "<script>alert(1)</script> He said \"fine\" & 'whatever' </div></details>"
EVIL_THOUGHT = "</script><script>window.__pwned = 1</script> <!-- not a comment -->"
EVIL_USER = '<img src="x" onerror="window.__pwned = 2"> & "quotes"'
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",  # small /dev/shm in CI containers
    "--window-size=1280,1000",
)


def _personas() -> list[dict[str, Any]]:
    kinds = (
        ("tests-report-ana", "practical_advice", "negative"),
        ("tests-report-ben", "venting", "passive"),
        ("tests-report-cai", "deep_empathy", "avoidant"),
    )
    return [
        make_persona(
            id=pid, disposition=disposition, hidden_need={"kind": kind, "text": f"Wants {kind}."}
        )
        for pid, kind, disposition in kinds
    ]


def _evil_record(template: dict[str, Any]) -> dict[str, Any]:
    record = copy.deepcopy(template)
    record.update(
        key=f"{EVIL_PERSONA}#0",
        persona_id=EVIL_PERSONA,
        hidden_need="venting <i>",
        reason='max"turns',
    )
    record["opening"] = "<h1>opening</h1>"
    record["turns"][0].update(reply=EVIL_REPLY, thought=EVIL_THOUGHT, user_text=EVIL_USER)
    record["turns"][0]["appraisal"] = {
        "delta": 1,
        "explanation": '<b>explained</b> & "done"',
        "hits": [{"name": "<u>hit</u>", "points": 1.0, "detail": 'a "detail" with <tags>'}],
        "fields": {"<k>": "<v>"},
    }
    return record


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A small real run (three personas, scripted agent) plus one record full of markup."""
    out = tmp_path_factory.mktemp("bench")
    result = run_benchmark(
        make_policy("scripted:empathetic"),
        out,
        env_kwargs={"personas": _personas()},
        progress=False,
    )
    records = list(result.records) + [_evil_record(result.records[0])]
    summary = summarise_trajectories(records)
    path = write_html_report(summary, records, out, title='<Report> & "title"')
    return {
        "path": path,
        "records": records,
        "summary": summary,
        "text": path.read_text(encoding="utf-8"),
    }


class _Collector(HTMLParser):
    """Collects the start tags of a page and the text inside its elements."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _parse(text: str) -> _Collector:
    parser = _Collector()
    parser.feed(text)
    parser.close()
    return parser


def test_report_escapes_every_text(report: dict[str, Any]) -> None:
    text = report["text"]
    assert "<script>alert(1)" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert (
        "<img" not in text and "<h1>opening" not in text and "<b>" not in text and "<u>" not in text
    )
    assert "&lt;Report&gt; &amp; &quot;title&quot;" in text
    # Exactly one script element: ours. A reply's </script> must not end it or open another.
    assert text.count("<script>") == 1 and text.count("</script>") == 1
    parsed = _parse(text)
    personas = [attrs["data-persona"] for tag, attrs in parsed.tags if tag == "details"]
    assert EVIL_PERSONA in personas  # the attribute round-trips unharmed
    assert not any(name.startswith("on") for _, attrs in parsed.tags for name in attrs)
    joined = "".join(parsed.text)
    for raw in (EVIL_REPLY, EVIL_THOUGHT, EVIL_USER, "<h1>opening</h1>"):
        assert raw in joined


def test_report_is_self_contained(report: dict[str, Any]) -> None:
    text = report["text"]
    parsed = _parse(text)
    assert not [
        attrs for tag, attrs in parsed.tags if tag in ("link", "img", "iframe", "object", "embed")
    ]
    assert not [attrs for tag, attrs in parsed.tags if tag == "script" and "src" in attrs]
    assert not re.search(r"https?://|@import|url\(", text, re.IGNORECASE)
    assert len(text.encode("utf-8")) < 400_000


def test_report_inlines_the_packaged_style_sheet_and_script(report: dict[str, Any]) -> None:
    templates = resources.files("rlver_env.bench").joinpath("templates")
    css = templates.joinpath("report.css").read_text("utf-8")
    js = templates.joinpath("report.js").read_text("utf-8")
    text = report["text"]
    # The first <style> is the sheet (the <noscript> one follows); the only <script> is ours.
    style = text[text.index("<style>") + len("<style>") : text.index("</style>")]
    script = text[text.index("<script>") + len("<script>") : text.index("</script>")]
    assert style.strip() == css.strip() and "summary::before" in css
    assert script.strip() == js.strip() and "dialogue-list" in js
    # An end tag inside either file would close the element early in every report.
    assert "</style" not in css.lower() and "</script" not in js.lower()


def test_report_lists_every_dialogue_with_its_facts(report: dict[str, Any]) -> None:
    parsed = _parse(report["text"])
    dialogues = [attrs for tag, attrs in parsed.tags if tag == "details"]
    assert [d["data-persona"] for d in dialogues] == [r["persona_id"] for r in report["records"]]
    assert [int(d["data-final"]) for d in dialogues] == [
        r["final_emotion"] for r in report["records"]
    ]
    assert sum(
        1 for tag, attrs in parsed.tags if tag == "svg" and "spark" in (attrs.get("class") or "")
    ) == len(report["records"])
    joined = "".join(parsed.text)
    summary = report["summary"]
    assert f"{summary['score']:.1f}" in joined
    for record in report["records"][:-1]:
        assert record["turns"][-1]["reply"] in joined
        assert record["turns"][-1]["appraisal"]["explanation"] in joined


# -- headless Chromium ----------------------------------------------------------------------------


def _find_chromium() -> str | None:
    if os.access("/usr/bin/chromium", os.X_OK):
        return "/usr/bin/chromium"
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


class _DevTools:
    """A minimal DevTools protocol client over one websocket, attached to one page."""

    def __init__(self, url: str, timeout: float = 30.0) -> None:
        try:
            import websocket  # websocket-client, a test-only dependency
        except ImportError:  # pragma: no cover - an environment problem, not a skip
            pytest.fail("the browser test needs websocket-client: pip install websocket-client")
        # Chromium refuses websocket clients that send an Origin header it was not told to allow.
        self._ws = websocket.create_connection(url, timeout=timeout, suppress_origin=True)
        self._timeout = timeout
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        self.session: str | None = None

    def call(
        self, method: str, params: dict[str, Any] | None = None, session: bool = True
    ) -> dict[str, Any]:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self._ws.send(json.dumps(message))
        deadline = time.monotonic() + self._timeout
        while time.monotonic() < deadline:
            reply = json.loads(self._ws.recv())
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise AssertionError(f"{method} failed: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)
        raise AssertionError(f"no answer to {method} within {self._timeout}s")

    def wait_for(self, method: str) -> dict[str, Any]:
        deadline = time.monotonic() + self._timeout
        while time.monotonic() < deadline:
            for event in self.events:
                if event["method"] == method:
                    return event
            message = json.loads(self._ws.recv())
            if "method" in message:
                self.events.append(message)
        raise AssertionError(f"no {method} event within {self._timeout}s")

    def evaluate(self, expression: str) -> Any:
        result = self.call(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in result:
            raise AssertionError(f"{expression!r} threw: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self) -> None:
        self._ws.close()


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[_DevTools]:
    """A headless Chromium with its DevTools client attached to a blank page."""
    binary = _find_chromium()
    if binary is None:
        pytest.skip(
            "no chromium binary (/usr/bin/chromium or on PATH); "
            "install it with: apt-get install -y chromium"
        )
    profile = Path(tempfile.mkdtemp(prefix="rlver-chromium-"))
    process = subprocess.Popen(
        [
            binary,
            *CHROMIUM_FLAGS,
            f"--user-data-dir={profile}",
            "--remote-debugging-port=0",
            "about:blank",
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    client = None
    try:
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not (port_file.exists() and len(port_file.read_text().splitlines()) >= 2):
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"chromium did not start (exit code {process.poll()})")
            time.sleep(0.05)
        port, browser_path = port_file.read_text().splitlines()[:2]
        client = _DevTools(f"ws://127.0.0.1:{port}{browser_path}")
        pages = [t for t in client.call("Target.getTargets")["targetInfos"] if t["type"] == "page"]
        target = (
            pages[0]["targetId"]
            if pages
            else client.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        )
        client.session = client.call(
            "Target.attachToTarget", {"targetId": target, "flatten": True}
        )["sessionId"]
        for domain in ("Runtime", "Log", "Page", "Network"):
            client.call(f"{domain}.enable")
        yield client
    finally:
        if client is not None:
            client.close()
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)


_ORDER = "Array.from(document.querySelectorAll('#dialogue-list > .dialogue'), d => d.dataset.{})"
_THOUGHTS_SHOWN = (
    "Array.from(document.querySelectorAll('.dialogue'), "
    "d => Array.from(d.querySelectorAll('.thought'))"
    ".map(t => getComputedStyle(t).display !== 'none' && t.getClientRects().length > 0))"
)


@pytest.mark.slow
def test_report_renders_in_chromium(
    report: dict[str, Any], browser: _DevTools, tmp_path: Path
) -> None:
    records = report["records"]
    url = report["path"].resolve().as_uri()
    browser.call("Page.navigate", {"url": url})
    browser.wait_for("Page.loadEventFired")

    # Everything opens (so thoughts can be seen) and the page settles before the checks.
    assert browser.evaluate("document.querySelectorAll('.dialogue').length") == len(records)
    browser.evaluate("document.querySelector('[data-expand=open]').click()")
    assert browser.evaluate("Array.from(document.querySelectorAll('.dialogue')).every(d => d.open)")

    # Sorting reorders the list; run order restores it.
    finals = [r["final_emotion"] for r in records]
    browser.evaluate("document.querySelector('[data-sort=final-asc]').click()")
    assert [int(v) for v in browser.evaluate(_ORDER.format("final"))] == sorted(finals)
    browser.evaluate("document.querySelector('[data-sort=final-desc]').click()")
    assert [int(v) for v in browser.evaluate(_ORDER.format("final"))] == sorted(
        finals, reverse=True
    )
    browser.evaluate("document.querySelector('[data-sort=persona]').click()")
    assert browser.evaluate(_ORDER.format("persona")) == sorted(r["persona_id"] for r in records)
    assert (
        browser.evaluate(
            "document.querySelector('[data-sort=persona]').getAttribute('aria-pressed')"
        )
        == "true"
    )
    browser.evaluate("document.querySelector('[data-sort=run]').click()")
    assert browser.evaluate(_ORDER.format("persona")) == [r["persona_id"] for r in records]

    # Thoughts: hidden by default, shown per dialogue, then all at once, then hidden again.
    shown = browser.evaluate(_THOUGHTS_SHOWN)
    assert all(len(s) > 0 for s in shown) and not any(any(s) for s in shown)
    browser.evaluate("document.querySelector('.dialogue .thought-toggle').click()")
    shown = browser.evaluate(_THOUGHTS_SHOWN)
    assert all(shown[0]) and not any(any(s) for s in shown[1:])
    assert (
        browser.evaluate("document.querySelector('.dialogue .thought-toggle').textContent")
        == "Hide thoughts"
    )
    browser.evaluate("document.getElementById('show-thoughts').click()")
    assert all(all(s) for s in browser.evaluate(_THOUGHTS_SHOWN))
    browser.evaluate("document.getElementById('show-thoughts').click()")
    assert not any(any(s) for s in browser.evaluate(_THOUGHTS_SHOWN))

    # Markup in the data shows as text and never runs.
    evil = browser.evaluate(
        f"(() => {{ const d = Array.from(document.querySelectorAll('.dialogue'))"
        f".find(x => x.dataset.persona === {json.dumps(EVIL_PERSONA)}); return d && {{"
        "reply: d.querySelector('.reply').textContent, "
        "thought: d.querySelector('.thought').textContent, "
        "user: d.querySelector('.turn:not(.opening) .msg.user .text').textContent}; })()"
    )
    assert evil == {"reply": EVIL_REPLY, "thought": "thought" + EVIL_THOUGHT, "user": EVIL_USER}
    assert browser.evaluate("typeof window.__pwned") == "undefined"
    assert browser.evaluate("document.querySelectorAll('script').length") == 1

    png = base64.b64decode(browser.call("Page.captureScreenshot", {"format": "png"})["data"])
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 10_000
    (tmp_path / "report.png").write_bytes(png)

    # The page made no request beyond itself and logged nothing.
    browser.evaluate("new Promise(r => setTimeout(r, 200))")
    requests = [
        e["params"]["request"]["url"]
        for e in browser.events
        if e["method"] == "Network.requestWillBeSent"
    ]
    assert requests == [url]
    noise = [
        f"{e['method']}: {json.dumps(e['params'])[:300]}"
        for e in browser.events
        if e["method"]
        in ("Runtime.consoleAPICalled", "Runtime.exceptionThrown", "Page.javascriptDialogOpening")
        or (
            e["method"] == "Log.entryAdded"
            and e["params"]["entry"]["level"] in ("error", "warning")
        )
    ]
    assert noise == [], "the page logged or threw:\n" + "\n".join(noise)


def test_report_of_a_run_without_thoughts_or_appraisals(tmp_path: Path) -> None:
    records = []
    for index, final in enumerate((5, 55, 100)):
        turn = {
            "thought": None,
            "reply": "ok",
            "format_ok": index != 1,
            "user_text": "fine",
            "emotion": final,
            "emotion_delta": final - 40,
            "reward": 0.0,
            "appraisal": None,
        }
        records.append(
            {
                "key": f"p{index}#0",
                "persona_id": f"p{index}",
                "hidden_need": "venting",
                "disposition": "passive",
                "opening": "hi",
                "start_emotion": 40,
                "turns": [turn],
                "final_emotion": final,
                "reason": "max_turns",
                "error": "boom" if index == 2 else None,
            }
        )
    text = write_html_report(summarise_trajectories(records), records, tmp_path, "t").read_text()
    parsed = _parse(text)
    assert len([1 for tag, _ in parsed.tags if tag == "details"]) == 3
    assert not [a for _, a in parsed.tags if a.get("id") == "show-thoughts"]
    assert not [a for _, a in parsed.tags if "thought-toggle" in (a.get("class") or "")]
    assert text.count("no thoughts recorded") == 4  # the page and each dialogue say so
    joined = "".join(parsed.text)
    assert "format error" in joined and "error: boom" in joined
