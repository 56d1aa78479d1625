"""Built-in scripted agents: reference points for the benchmark and the demo.

Each agent maps an observation (the dialogue as chat messages or a transcript) to an action
string. They see only what a policy sees: never the persona or its hidden need.

* ``empathetic``: reflects the user's feelings, picks up their own words, validates, and asks
  an open question; varied templates, in think-then-say format.
* ``solution_pusher``: answers everything with a list of things to do.
* ``dismissive``: minimises and brushes the user off.
* ``platitude``: well-meant but generic comfort.
* ``random_text``: random letter strings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np

_STOP = frozenset(
    """a an the and or but if so because as than then that this these those there here what which who
    whom when where why how i me my mine myself you your we us our they them their he him his she her
    it its is am are was were be been being have has had do does did will would should can could may
    might must not no to of in on at by for with about from up down out off over under again once all
    any both each more most other some such only own same too very just also even still yet really
    maybe like get got go going know feel felt think want said says told tell one two now today
    okay yeah yes oh well right sure im ive dont cant its thats whats didnt doesnt wasnt isnt
    anyway honestly actually something anything nothing everything someone thing things lot kind
    guess mean week day time back way much many never always ever""".split()
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
_FEELINGS = {
    "angry": "angry", "mad": "angry", "furious": "furious", "tired": "worn out", "exhausted": "exhausted",
    "sad": "sad", "lonely": "lonely", "alone": "alone", "scared": "scared", "afraid": "scared",
    "worried": "worried", "anxious": "anxious", "stressed": "stressed", "hurt": "hurt", "unfair": "unfair",
    "embarrassed": "embarrassed", "ashamed": "ashamed", "guilty": "guilty", "stuck": "stuck",
    "overwhelmed": "overwhelmed", "frustrated": "frustrated", "invisible": "invisible", "betrayed": "betrayed",
}


def _last_user_text(observation: Any) -> str:
    if isinstance(observation, str):
        parts = observation.split("User: ")
        return parts[-1].split("\n\nAgent: ")[0] if parts else observation
    for message in reversed(list(observation)):
        if message["role"] == "user":
            return message["content"]
    return ""


def _keywords(text: str, limit: int = 3) -> list[str]:
    """The user's most telling words: capitalised names first, then long content words."""
    sentences = re.split(r"(?<=[.!?])\s+", text)
    names = []
    for sentence in sentences:
        tokens = _WORD.findall(sentence)
        names += [w for w in tokens[1:] if w[0].isupper() and "'" not in w and len(w) > 2 and w.lower() not in _STOP]
    words = _WORD.findall(text)
    content = sorted({w.lower() for w in words if w.lower() not in _STOP and len(w) > 4 and "'" not in w}, key=lambda w: (-len(w), w))
    picked: list[str] = []
    for w in names + content:
        if w.lower() not in (p.lower() for p in picked):
            picked.append(w)
        if len(picked) == limit:
            break
    return picked


class ScriptedAgent:
    """Base class: ``act`` maps one observation to an action; ``reset`` seeds it."""

    name = "scripted"

    def __init__(self) -> None:
        self.rng = np.random.default_rng(0)
        self.turn = 0

    def reset(self, seed: int | None = None) -> None:
        """Starts a new dialogue (seeding the agent's own generator)."""
        self.rng = np.random.default_rng(seed)
        self.turn = 0

    def act(self, observation: Any) -> str:
        """Returns the action for this observation."""
        text = self._act(observation)
        self.turn += 1
        return text

    def __call__(self, observations: Sequence[Any]) -> list[str]:
        """Acts on a batch of observations (one per dialogue) with a single agent state."""
        return [self.act(o) for o in observations]

    def _act(self, observation: Any) -> str:
        raise NotImplementedError


class EmpatheticAgent(ScriptedAgent):
    """Reflects feelings, echoes the user's own words, validates, and invites them to go on.

    Openers, middles and closers are drawn in a per-dialogue shuffled order, so no sentence
    repeats within a dialogue of up to ten turns.
    """

    name = "empathetic"

    _OPENERS = (
        "That sounds really hard{about}.",
        "No wonder you feel {feeling}{about}.",
        "I'm so sorry{about}. That's a lot to carry.",
        "It makes sense that you feel {feeling}{about}.",
        "I can see why this hurts{about}.",
        "That must be exhausting{about}.",
        "Oh, that's painful{about}.",
        "Of course you're {feeling}{about}.",
        "Ugh, I hear you{about}.",
        "That sounds so unfair{about}.",
    )
    _MIDDLES = (
        "It sounds like you're feeling {feeling}, and like nobody saw how much you put into this.",
        "You've been carrying this mostly alone, and you still kept going.",
        "Part of you seems hurt, and part of you seems tired of having to explain it.",
        "Anyone in your shoes would feel {feeling}; your feelings make sense.",
        "I can tell how much this matters to you, and you're not wrong to care.",
        "It's okay to feel {feeling} about it. You don't have to pretend it's fine.",
        "Nobody should have to handle that on their own.",
        "You're clearly trying hard to do right by everyone here.",
        "It's not just about this one moment; it's everything piling up.",
        "Your reaction is a very human one.",
    )
    _CLOSERS = (
        "I'm here. What part of it weighs on you most right now?",
        "Tell me more, what happened after that?",
        "What do you think you need most from this right now?",
        "I'm listening. How are you holding up with all of it?",
        "What would feel like even a small relief today?",
        "How did it feel when that happened?",
        "Take your time. What else is on your mind?",
        "Go on, I'm with you.",
        "What matters most to you in all this?",
        "Looking back, what stands out to you now?",
    )

    def reset(self, seed: int | None = None) -> None:
        """Starts a new dialogue and shuffles the template order."""
        super().reset(seed)
        self._orders = [self.rng.permutation(10) for _ in range(3)]

    def _act(self, observation: Any) -> str:
        if not hasattr(self, "_orders"):
            self.reset(None)
        last = _last_user_text(observation)
        words = _keywords(last)
        lowered = last.lower()
        feeling = next((v for k, v in _FEELINGS.items() if k in lowered), "hurt")
        about = ""
        if words:
            about = " about " + (" and ".join(words[:2]) if len(words) > 1 else words[0])
        t = self.turn % 10
        opener = self._OPENERS[self._orders[0][t]].format(feeling=feeling, about=about)
        middle = self._MIDDLES[self._orders[1][t]].format(feeling=feeling)
        closer = self._CLOSERS[self._orders[2][t]]
        thought = f"They seem {feeling}; they mentioned {', '.join(words) or 'little so far'}. Reflect and invite."
        return f"<think>{thought}</think>{opener} {middle} {closer}"


class SolutionPusherAgent(ScriptedAgent):
    """Fixes everything with instructions, whatever the user wants."""

    name = "solution_pusher"

    _LINES = (
        "You should make a list of your options and pick the best one tonight.",
        "You need to set clear boundaries. Try to write down three steps and start tomorrow.",
        "Have you tried just talking to them directly? I suggest scheduling a meeting this week.",
        "My advice: stop overthinking it. First, write an email; then, follow up on Monday.",
        "The solution is simple. You have to be more assertive and make a plan.",
        "Why don't you look at it practically? Make a budget, book a call, and move forward.",
    )

    def _act(self, observation: Any) -> str:
        return self._LINES[self.turn % len(self._LINES)]


class DismissiveAgent(ScriptedAgent):
    """Brushes the user off."""

    name = "dismissive"

    _LINES = (
        "Honestly, it's not a big deal. You're overreacting.",
        "Calm down, other people have it worse.",
        "Whatever. Just get over it.",
        "So what? Stop complaining and move on already.",
        "You're being too sensitive. Who cares?",
        "Man up and deal with it.",
    )

    def _act(self, observation: Any) -> str:
        return self._LINES[self.turn % len(self._LINES)]


class PlatitudeAgent(ScriptedAgent):
    """Means well, says nothing."""

    name = "platitude"

    _LINES = (
        "Everything happens for a reason. Stay positive!",
        "Don't worry, it will all work out.",
        "Look on the bright side, things will get better.",
        "Time heals everything. Chin up!",
        "This too shall pass. Just relax.",
        "Keep smiling, good things come to those who wait.",
    )

    def _act(self, observation: Any) -> str:
        return self._LINES[self.turn % len(self._LINES)]


class RandomTextAgent(ScriptedAgent):
    """Random lower-case letter strings, seeded."""

    name = "random_text"

    def _act(self, observation: Any) -> str:
        n_words = int(self.rng.integers(3, 15))
        letters = "abcdefghijklmnopqrstuvwxyz"
        words = ["".join(letters[int(k)] for k in self.rng.integers(0, 26, int(self.rng.integers(2, 9)))) for _ in range(n_words)]
        return " ".join(words)


AGENTS: dict[str, type[ScriptedAgent]] = {
    cls.name: cls for cls in (EmpatheticAgent, SolutionPusherAgent, DismissiveAgent, PlatitudeAgent, RandomTextAgent)
}


def make_agent(name: str) -> ScriptedAgent:
    """Returns a new scripted agent by name.

    Raises:
        ValueError: Naming the unknown agent and the known ones.
    """
    try:
        return AGENTS[name]()
    except KeyError:
        raise ValueError(f"unknown scripted agent {name!r}; choose one of {sorted(AGENTS)}") from None
