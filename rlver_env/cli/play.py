"""``rlver-env play``: be the agent yourself, in the terminal.

The simulated user speaks first. Type a reply and press Enter; after each turn the command
shows the user's answer, their emotion bar, and the simulator's appraisal with the rule hits
that moved the score. Lines that start with ``/`` are commands, never replies: ``/help`` lists
them, ``/hint`` shows the last appraisal again, ``/restart`` starts over with the same persona
and ``/quit`` ends. The end of input (Ctrl-D) and Ctrl-C end too, with the same summary.
Replies are read from standard input, so a dialogue can be piped in::

    printf 'That sounds hard.\\n/quit\\n' | rlver-env play --persona sport-nadia-benched

A ``--persona`` id that the env's personas lack is looked up in every split of the bundled
library, so the held-out test personas can be played without ``--personas``. With
``--simulator llm`` (and ``--backend``, ``--base-url``, ``--model``) a language model plays the
user instead of the rule-based simulator.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import gymnasium as gym

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.action_parser import THINK_MODES
from rlver_env.cli.simulator_args import add_simulator_arguments, build_simulator
from rlver_env.dialogue import emotion_bar
from rlver_env.errors import PersonaError
from rlver_env.personas.bank import find_bundled
from rlver_env.personas.model import Persona
from rlver_env.rules import emotion_band

QUIT_COMMAND = "/quit"
PROMPT = "you> "

#: The commands of a dialogue and what each does, in the order ``/help`` lists them.
COMMANDS: dict[str, str] = {
    "/help": "list these commands",
    "/hint": "show the last appraisal again: its explanation and the rule hits behind it",
    "/restart": "start the dialogue again with the same persona",
    QUIT_COMMAND: "end the dialogue and show the summary (also /exit, Ctrl-D or Ctrl-C)",
}
#: Other spellings of the commands.
ALIASES: dict[str, str] = {"/exit": QUIT_COMMAND, "/?": "/help"}


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``play``."""
    parser = subparsers.add_parser(
        "play",
        help="talk to a simulated user yourself",
        description=(
            "Play the agent: talk to a simulated user and try to raise their emotion score. "
            "Replies are read from standard input, one per line; lines that start with '/' are "
            f"commands ('/help' lists them, '{QUIT_COMMAND}' ends)."
        ),
    )
    parser.add_argument(
        "--persona",
        metavar="ID",
        help=(
            "the persona to talk to (drawn at random by default); an id the env's personas "
            "lack is looked up in every bundled split"
        ),
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
    add_simulator_arguments(parser, help="the simulated user: the rule-based one or a language model")
    parser.set_defaults(handler=run)


# ------------------------------------------------------------------------------------ terminal
def _enable_line_editing() -> None:
    """Loads ``readline`` where the platform has it, so ``input()`` edits lines and keeps history."""
    try:
        import readline  # noqa: F401 - importing it is what enables line editing
    except ImportError:  # Windows without pyreadline: plain input still works
        pass


def _read_line() -> str | None:
    """Reads one line, or ``None`` at the end of input.

    A terminal is read with ``input()`` (line editing once ``readline`` is loaded); piped input
    is echoed, so the transcript shows what was sent. Ctrl-C propagates as
    ``KeyboardInterrupt``.
    """
    if sys.stdin.isatty():
        try:
            return input(PROMPT)
        except EOFError:
            sys.stdout.write("\n")
            return None
    sys.stdout.write(PROMPT)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        sys.stdout.write("\n")
        return None
    line = line.rstrip("\r\n")
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


def _show_help() -> None:
    print("Commands (a line that starts with '/' is never sent as a reply):")
    for command, text in COMMANDS.items():
        print(f"  {command:<9} {text}")
    print("  Start a reply with '//' to send a line that begins with '/'.")


# ------------------------------------------------------------------------------------ dialogue
def _pinned_persona(env: gym.Env, args: argparse.Namespace) -> Persona | None:
    """The persona ``--persona`` names: from the env's bank, else from the bundled library.

    Raises:
        PersonaError: For an id that neither holds (the bank's message names the split).
    """
    if not args.persona:
        return None
    bank = env.unwrapped.bank
    if args.persona not in bank and args.personas is None:
        found = find_bundled(args.persona)
        if found is not None:
            print(
                f"({found.id} is in the bundled {found.split} split, which {args.env_id} does "
                "not draw from; playing it anyway.)"
            )
            return found
    return bank.get(args.persona)


def _reset(env: gym.Env, args: argparse.Namespace, persona: Persona | None, seed: int | None) -> dict[str, Any]:
    """Starts a dialogue (with the pinned persona, if any) and returns the reset info.

    Raises:
        PersonaError: When the simulator cannot play the persona; for the rule simulator the
            message says how to pick the LLM simulator instead.
    """
    options = {"persona": persona} if persona is not None else None
    try:
        _, info = env.reset(seed=seed, options=options)
    except PersonaError as exc:
        if args.simulator != "rule":
            raise
        raise PersonaError(
            f"{exc} (for rlver-env play: --simulator llm --base-url URL --model NAME)"
        ) from None
    return info


def run(args: argparse.Namespace) -> int:
    """Plays one dialogue with the human as the agent; returns the exit code."""
    kwargs: dict[str, Any] = {"simulator": build_simulator(args)}
    if args.personas is not None:
        kwargs["personas"] = args.personas
    if args.think_mode is not None:
        kwargs["think_mode"] = args.think_mode
    try:
        env = gym.make(args.env_id, **kwargs)
    except BaseException:
        kwargs["simulator"].close()
        raise
    try:
        pinned = _pinned_persona(env, args)
        if sys.stdin.isatty():
            _enable_line_editing()
        _play(env, args, pinned)
    finally:
        env.close()
    return 0


def _play(env: gym.Env, args: argparse.Namespace, pinned: Persona | None) -> None:
    """The dialogue loop: replies, commands, and the summary however it ends."""
    info = _reset(env, args, pinned, args.seed)
    persona = env.unwrapped.state.persona
    rules = env.unwrapped.rules
    print(
        f"You are talking with {persona.name} (persona {persona.id}, "
        f"{info['difficulty']} difficulty, {rules.name} rules: at most {rules.max_turns} turns)."
    )
    print("Raise their mood. Type your reply and press Enter; /help lists the commands.")
    print()
    _show_user(persona.name, info["user_text"], info["emotion"])
    last_step: dict[str, Any] | None = None
    reason: str | None = None
    try:
        while reason is None:
            line = _read_line()
            if line is None:
                reason = "quit (end of input)"
                break
            text = line.strip()
            if not text:
                continue
            if text.startswith("/") and not text.startswith("//"):
                command = ALIASES.get(text.split()[0].lower(), text.split()[0].lower())
                if command == QUIT_COMMAND:
                    reason = "quit"
                elif command == "/help":
                    _show_help()
                elif command == "/hint":
                    if last_step is None:
                        print("  (hint) no appraisal yet: send a reply first.")
                    else:
                        _show_appraisal(last_step)
                elif command == "/restart":
                    print(f"Restarting the dialogue with {persona.name}.")
                    print()
                    info = _reset(env, args, persona, None)
                    _show_user(persona.name, info["user_text"], info["emotion"])
                    last_step = None
                else:
                    print(f"  unknown command {text.split()[0]!r} (not sent); /help lists the commands.")
                continue
            reply = text[1:] if text.startswith("//") else line
            _, _, terminated, truncated, info = env.step(reply)
            last_step = info
            _show_appraisal(info)
            _show_user(persona.name, info["user_text"], info["emotion"], info["emotion_delta"])
            if terminated or truncated:
                reason = str(info["reason"])
    except KeyboardInterrupt:
        print()
        reason = "quit (interrupted)"
    print()
    final = env.unwrapped.state.emotion
    print(f"Dialogue ended: {reason}. Final emotion: {final} ({emotion_band(final)}).")
    need_text = persona.hidden_need_text
    print(f"{persona.name}'s hidden need was: {persona.hidden_need} ({need_text})")
