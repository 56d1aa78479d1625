"""The simple scripted agents: fixed lines that miss the user, and random text.

* ``solution_pusher``: answers everything with a list of things to do.
* ``dismissive``: minimises and brushes the user off.
* ``platitude``: well-meant but generic comfort.
* ``random_text``: random letter strings.
"""

from __future__ import annotations

from typing import Any

from rlver_env.agents.base import ScriptedAgent


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
