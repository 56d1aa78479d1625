"""``rlver-env play``: be the agent yourself, in the terminal.

The simulated user speaks first. Type a reply and press Enter; after each turn the command
shows the user's answer, their emotion bar, and the simulator's appraisal with the rule hits
that moved the score. ``/quit`` (or the end of input) stops early. Replies are read from
standard input, so a dialogue can be piped in::

    printf 'That sounds hard.\\n/quit\\n' | rlver-env play --persona sport-nadia-benched
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import gymnasium as gym

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.action_parser import THINK_MODES
from rlver_env.render import emotion_bar
from rlver_env.rules import emotion_band

QUIT_COMMAND = "/quit"
PROMPT = "you> "


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``play``."""
    parser = subparsers.add_parser(
        "play",
        help="talk to a simulated user yourself",
        description=(
            "Play the agent: talk to a simulated user and try to raise their emotion score. "
            f"Replies are read from standard input, one per line; '{QUIT_COMMAND}' ends."
        ),
    )
    parser.add_argument(
        "--persona", metavar="ID", help="the persona to talk to (drawn at random by default)"
    )
    parser.add_argument(
        "--env-id",
        default="EmpathyDialogue-v0",
        metavar="ID",
        help="registered env id (default: %(default)s)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help="seed for the persona draw and the simulator",
    )
    parser.add_argument(
        "--personas",
        metavar="SOURCE",
        default=None,
        help=(
            "persona source: bundled:train|test|all, a .json/.jsonl file or a folder "
            "(default: the env id's)"
        ),
    )
    parser.add_argument(
        "--think-mode",
        choices=THINK_MODES,
        default=None,
        help="whether a <think>...</think> thought must precede the reply (default: the env id's)",
    )
    parser.set_defaults(handler=run)


def _read_reply() -> str | None:
    """Reads one reply, or ``None`` at the end of input; echoes piped input to the transcript."""
    sys.stdout.write(PROMPT)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        sys.stdout.write("\n")
        return None
    line = line.rstrip("\r\n")
    if not sys.stdin.isatty():
        sys.stdout.write(line + "\n")
    return line


def _show_user(name: str, text: str, emotion: int, delta: int | None = None) -> None:
    change = "" if delta is None else f"  ({delta:+d})"
    print(f"{name}: {text}")
    print(f"  emotion {emotion_bar(emotion)}{change}")


def _show_appraisal(info: dict[str, Any]) -> None:
    if not info.get("format_ok", True):
        print(f"  (format) {info.get('format_error')}")
    appraisal = info.get("appraisal")
    if appraisal is None:
        print(f"  (simulator error) {info.get('error')}")
        return
    print(f"  (appraisal) {appraisal['explanation']}")
    for hit in appraisal.get("hits", []):
        detail = f": {hit['detail']}" if hit.get("detail") else ""
        print(f"    {hit['points']:+6.2f} {hit['name']}{detail}")


def run(args: argparse.Namespace) -> int:
    """Plays one dialogue with the human as the agent; returns the exit code."""
    kwargs: dict[str, Any] = {}
    if args.personas is not None:
        kwargs["personas"] = args.personas
    if args.think_mode is not None:
        kwargs["think_mode"] = args.think_mode
    env = gym.make(args.env_id, **kwargs)
    try:
        options = {"persona": args.persona} if args.persona else None
        _, info = env.reset(seed=args.seed, options=options)
        state = env.unwrapped.state
        persona = state.persona
        rules = env.unwrapped.rules
        print(
            f"You are talking with {persona.name} (persona {persona.id}, "
            f"{info['difficulty']} difficulty, {rules.name} rules: "
            f"at most {rules.max_turns} turns)."
        )
        print(f"Raise their mood. Type your reply and press Enter; '{QUIT_COMMAND}' ends.")
        print()
        _show_user(persona.name, info["user_text"], info["emotion"])

        reason: str | None = None
        while reason is None:
            reply = _read_reply()
            if reply is None:
                reason = "quit (end of input)"
                break
            if reply.strip() == QUIT_COMMAND:
                reason = "quit"
                break
            if not reply.strip():
                continue
            _, _, terminated, truncated, info = env.step(reply)
            _show_appraisal(info)
            _show_user(persona.name, info["user_text"], info["emotion"], info["emotion_delta"])
            if terminated or truncated:
                reason = str(info["reason"])
        print()
        final = state.emotion
        print(f"Dialogue ended: {reason}. Final emotion: {final} ({emotion_band(final)}).")
        need_text = persona.data["hidden_need"]["text"]
        print(f"{persona.name}'s hidden need was: {persona.hidden_need} ({need_text})")
    finally:
        env.close()
    return 0
