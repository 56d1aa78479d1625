"""The ``empathetic`` scripted agent: an adaptive listener built from sentence frames.

It reads each user message (:mod:`rlver_env.agents.reading`) and answers with sentences from
the frames of ``frames.json``, package data of :mod:`rlver_env.agents`.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

from rlver_env.agents.base import ScriptedAgent
from rlver_env.agents.reading import TIME_UNITS, Reading, dialogue_messages, is_person, read_message


def _load_frames() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """The listener's sentence frames and, for each group, where to look when it is spent.

    ``frames.json`` holds ``frames``: sentence frames grouped by what they do, and
    ``fallback``: for each group, the groups to try, in order, when it has nothing left for this
    dialogue. In a frame, {phrase} is one of the user's own phrases reflected into the second
    person, {thing} such a phrase that is not a person, {feeling} the feeling they named, {act}
    something they did ("you built the prototype"), {person}, {person_pos}, {person_obj} and
    {person_self} the one they wonder about. Only groups whose name starts with "ask" or ends in
    "_ask" or "_check" hold questions, so a reply asks at most one.
    """
    data = json.loads(resources.files("rlver_env.agents").joinpath("frames.json").read_text("utf-8"))
    frames = {group: tuple(texts) for group, texts in data["frames"].items()}
    fallback = {group: tuple(groups) for group, groups in data["fallback"].items()}
    return frames, fallback


_FRAMES, _FALLBACK = _load_frames()
_PRONOUNS = {
    "he": ("his", "him", "himself"),
    "she": ("her", "her", "herself"),
    "they": ("their", "them", "themselves"),
}
_SLOT_RE = re.compile(r"\{(\w+)\}")
_HEATED_FEELINGS = frozenset(("angry", "furious", "fed up", "annoyed", "frustrated", "grossed out"))
_INTENTS = {
    "reflect": "Stay with what they said and let them say more.",
    "deflect": "They're making light of it; gently take it seriously.",
    "listen": "They pushed back on advice, so just listen.",
    "plan": "They asked for something practical: one small step, built on their words.",
    "side": "They need someone on their side.",
    "reassure": "They asked whether they got it wrong; answer that plainly, with what they did.",
    "recognise": "They feel unseen; name what they actually did.",
    "motive": "They're wondering why {who} acted like that; think it through with them.",
    "gentle": "A short, flat answer; keep it short and gentle, and make it easy to go on.",
    "clarify": "I oversimplified; make room for the rest of it.",
    "repair": "That reply missed them; own it and come back to what they actually said.",
    "change": "I repeated myself; try a different angle.",
}


class EmpatheticAgent(ScriptedAgent):
    """An adaptive listener: answers what the user just said and how they took the last reply.

    Each turn it reads the user's last message for their own phrases (noun phrases, names,
    quoted words, counted things), a feeling word, something they did, and their reaction, and
    answers in kind:

    * pushing back on advice ("I don't need a plan", "stop fixing") makes it stop advising and
      listen until they ask for help again;
    * asking what to do ("what do I do", "any ideas") gets one modest step built on their words;
    * "it's unfair" or asking for agreement gets their side taken, and it stays on their side;
    * "why would she ..." gets the other person's possible reasons thought through aloud;
    * a short or flat line gets a short, gentle answer with an easy way to go on;
    * "you already said that" or "are you even listening" gets the slip owned and a new angle.

    Sentences come from frames grouped by what they do. Within a dialogue no frame is used
    twice (until every group is spent, far beyond ten turns), the user's phrases not picked up
    yet come first, and a reply asks at most one question. Which frame of a group is chosen
    comes only from the generator seeded by :meth:`reset`.
    """

    name = "empathetic"

    def reset(self, seed: int | None = None) -> None:
        """Starts a new dialogue: seeds the generator and forgets the frames and words used."""
        super().reset(seed)
        self._forget()

    def _forget(self) -> None:
        self._used: set[tuple[str, int]] = set()
        self._phrases_used: list[str] = []
        self._phrases_seen: list[str] = []
        self._people_seen: list[str] = []
        self._acts: list[str] = []
        self._acts_praised: list[str] = []
        self._feeling: str | None = None
        self._listen_only = False
        self._on_side = False
        self._grieving = False

    def _act(self, observation: Any) -> str:
        if not hasattr(self, "_used"):
            self.reset(None)
        dialogue = dialogue_messages(observation)
        if self._used and not any(role == "assistant" for role, _ in dialogue):
            self._forget()  # a new dialogue without a reset starts its own memory
        users = [content for role, content in dialogue if role == "user"]
        reading = read_message(users[-1] if users else "", users[:-1])
        mode = self._mode(reading)
        sentences = [s for s in self._compose(mode, reading) if s]
        self._phrases_seen += [
            p
            for p in reading.phrases[:2]
            if p not in self._phrases_seen and p.split()[-1] not in TIME_UNITS
        ]
        self._people_seen += [p for p in reading.people if p not in self._people_seen]
        if reading.feeling_named:
            self._feeling = reading.feeling  # a guessed feeling is not carried forward
        reply = " ".join(s[0].upper() + s[1:] for s in sentences)
        return f"<think>{self._thought(mode, reading)}</think>{reply}"

    def _mode(self, reading: Reading) -> str:
        signals = reading.signals
        if "unfair" in signals:
            self._on_side = True
        if "loss" in signals and "old_loss" not in signals:
            self._grieving = True  # a recent death: no praise for what they did, stay with the loss
        if "repeat" in signals:
            return "change"
        if "doubt" in signals:
            return "reassure"
        if "unseen" in signals and (self._acts or reading.act):
            return "recognise"
        if "why" in signals:
            return "motive"
        if "hear_me" in signals:
            if self._listen_only:
                return "reflect"  # already not advising: what they miss is being understood
            self._listen_only = True
            return "listen"
        if "wants_plan" in signals:
            self._listen_only = False
            return "plan"
        if "rupture" in signals:
            return "repair"
        if (
            "move_on" in signals
            and not self._listen_only
            and (reading.phrases or self._phrases_seen)
        ):
            return "plan"
        if "unfair" in signals:
            return "side"
        if "flat" in signals and not reading.act and not signals & {"thanks", "agree"}:
            return "gentle"
        if "clarify" in signals:
            return "clarify"
        if "deflect" in signals and reading.phrases and self.turn < 3:
            return "deflect"
        return "reflect"

    def _compose(self, mode: str, reading: Reading) -> list[str]:
        queue = [
            p
            for p in reading.phrases
            if p not in self._phrases_used
            and p.lower().removeprefix("the ") not in (reading.act or "").lower()
        ][:2]
        earlier = self._earlier_phrase(reading)
        backup = [earlier] if earlier else []  # one phrase from before, picked up at most once
        person = reading.person or (reading.people or self._people_seen or [None])[-1]
        slots: dict[str, str | None] = {
            "feeling": reading.feeling,
            "act": reading.act,
            **self._person_slots(person),
        }
        out: list[str] = []
        if mode == "gentle":
            out.append(self._pick("gentle_feeling" if reading.feeling else "gentle", slots, queue))
            tail = "gentle_tail" if self._listen_only else "easy_ask"
            out.append(self._pick(tail, slots, backup))
            return out
        if mode in ("repair", "change"):
            out.append(self._pick(mode, slots, queue))
            if self._on_side and mode == "repair":
                out.append(self._pick("side", slots, queue or backup))
            act = next(
                (
                    a
                    for a in reversed(self._acts + [reading.act or ""])
                    if a and a not in self._acts_praised
                ),
                None,
            )
            if act and not self._grieving:
                self._acts_praised.append(act)
                out.append(self._pick("effort", {**slots, "act": act}, queue))
            elif queue or backup:
                out.append(self._pick("content", slots, queue or backup))
            out.append(
                self._pick("ask_deeper" if mode == "change" else "ask", slots, queue or backup)
            )
            return self._fit(out)
        if reading.act:
            self._acts.append(reading.act)
        if mode in ("reassure", "recognise"):
            if mode == "reassure":
                out.append(self._pick("reassure", slots, queue))
            # Each thing they did is named once: saying it again would only repeat it.
            acts = [a for a in dict.fromkeys(reversed(self._acts)) if a not in self._acts_praised]
            if len(acts) >= 2:
                out.append(self._pick("recount", {**slots, "act": acts[1], "act2": acts[0]}, queue))
            elif acts:
                out.append(self._pick("effort", {**slots, "act": acts[0]}, queue))
            self._acts_praised += acts[:2]
            if len(out) < 3 and (queue or backup):
                out.append(self._pick("content", slots, queue or backup))
            return self._fit(out)
        if mode == "plan":
            if reading.feeling:
                out.append(self._pick("feeling", slots, queue))
            out.append(self._pick("plan_lead", slots, queue))
            out.append(self._pick("step", slots, queue or backup))
            out.append(self._pick("plan_check", slots, queue))
            return self._fit(out)
        if mode == "motive":
            out.append(
                self._pick(
                    "repair" if "rupture" in reading.signals else "motive_lead", slots, queue
                )
            )
            out.append(self._pick("motive", slots, queue))
            if self.rng.random() < 0.6:
                out.append(self._pick("motive_ask", slots, queue))
            return self._fit(out)
        lead = {"listen": "listen", "side": "side", "deflect": "deflect", "clarify": "clarify"}.get(
            mode
        )
        if mode == "reflect":
            if "loss" in reading.signals and reading.person:
                lead = "condolence"
            elif "agree" in reading.signals:
                lead = "agree"
            elif "thanks" in reading.signals:
                lead = "thanks"
        if lead:
            out.append(self._pick(lead, slots, queue))
        if mode != "deflect":
            queue = queue or backup  # nothing new this turn: go back to something they said before
            feeling = reading.feeling or self._feeling
            if queue:
                core = "feeling" if feeling and self.rng.random() < 0.75 else "content"
                out.append(self._pick(core, {**slots, "feeling": feeling}, queue))
            elif reading.feeling:
                out.append(self._pick("gentle_feeling", slots, queue))
        if reading.act and mode != "listen":
            self._acts_praised.append(reading.act)
            out.append(self._pick("act_weight" if self._grieving else "effort", slots, queue))
        elif (
            (self._on_side or (reading.feeling_named and reading.feeling in _HEATED_FEELINGS))
            and lead != "side"
            and mode != "deflect"
        ):
            out.append(self._pick("side", slots, queue))  # an ally's indignation, not advice
        else:
            second = (
                "grief" if self._grieving else "depth" if self.rng.random() < 0.4 else "validate"
            )
            out.append(self._pick(second, slots, queue))
        if self.rng.random() < (0.4 if self._listen_only else 0.75):
            out.append(self._pick("ask", slots, queue or backup))
        return self._fit(out)

    def _fit(self, sentences: list[str]) -> list[str]:
        """Keeps the reply between about 15 and 60 words."""
        sentences = [s for s in sentences if s]
        while len(" ".join(sentences).split()) < 15:
            extra = self._pick("validate", {}, [])
            if not extra:
                break
            at = len(sentences) - 1 if sentences and sentences[-1].endswith("?") else len(sentences)
            sentences.insert(at, extra)
        while len(" ".join(sentences).split()) > 60 and len(sentences) > 2:
            sentences.pop(-2)
        return sentences

    def _pick(self, group: str, slots: dict[str, str | None], queue: list[str]) -> str:
        """Fills an unused frame of ``group`` (or of its fallbacks) whose slots can all be filled.

        A frame that takes one of the user's phrases takes the first in ``queue`` (``{thing}``:
        the first that is not a person) and removes it, so the next sentence picks up another.
        """
        things = [p for p in queue if not is_person(p) and p.split()[-1] not in TIME_UNITS]
        for name in (group, *_FALLBACK[group]):
            free = []
            for i, frame in enumerate(_FRAMES[name]):
                wanted = set(_SLOT_RE.findall(frame))
                if (
                    (name, i) in self._used
                    or ("phrase" in wanted and not queue)
                    or ("thing" in wanted and not things)
                ):
                    continue
                if all(slots.get(k) for k in wanted - {"phrase", "thing"}):
                    free.append(i)
            if not free:
                continue
            i = free[int(self.rng.integers(len(free)))]
            frame = _FRAMES[name][i]
            self._used.add((name, i))
            fill = {k: v or "" for k, v in slots.items()}
            if "{phrase}" in frame:
                fill["phrase"] = queue.pop(0)
                self._phrases_used.append(fill["phrase"])
            elif "{thing}" in frame:
                fill["thing"] = things[0]
                queue.remove(things[0])
                self._phrases_used.append(things[0])
            return frame.format(**fill)
        if all((name, i) in self._used for name in _FRAMES for i in range(len(_FRAMES[name]))):
            self._used.clear()  # far past ten turns: start over rather than fall silent
        return ""

    def _earlier_phrase(self, reading: Reading) -> str | None:
        """A phrase from earlier turns, preferring one not picked up yet."""
        pool = [p for p in self._phrases_seen if p not in reading.phrases]
        fresh = [p for p in pool if p not in self._phrases_used]
        if fresh:
            return fresh[-1]
        pool = [p for p in pool if p not in self._phrases_used[-2:]] or pool
        return pool[int(self.rng.integers(len(pool)))] if pool else None

    @staticmethod
    def _person_slots(person: str | None) -> dict[str, str | None]:
        if person is None:
            return {"person": None, "person_pos": None, "person_obj": None, "person_self": None}
        if person in _PRONOUNS:
            pos, obj, own = _PRONOUNS[person]
            return {"person": person, "person_pos": pos, "person_obj": obj, "person_self": own}
        return {
            "person": person,
            "person_pos": f"{person}'s",
            "person_obj": person,
            "person_self": "themselves",
        }

    def _thought(self, mode: str, reading: Reading) -> str:
        heard = f"They sound {reading.feeling}." if reading.feeling else "No feeling named yet."
        picked = f" What stands out: {reading.phrases[0]}." if reading.phrases else ""
        intent = _INTENTS[mode].format(who=reading.person or "the others")
        if self._listen_only and mode == "reflect":
            intent += " No advice unless they ask."
        return f"{heard}{picked} {intent}"
