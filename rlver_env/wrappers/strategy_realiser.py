"""The strategy realiser: turns one ESConv support strategy into a reply.

ESConv (Liu et al., 2021) labels every supporter turn with one of eight strategies. The realiser
writes a reply for a chosen strategy from hand-written templates, filled with what an attentive
listener picked up from the user's words: a topic they raised, a person they named, a feeling
they voiced, something they did, or a clause of theirs said back to them.

It is deterministic: the same persona, the same user words and the same strategy history give
the same reply. Each strategy has at least twelve templates, visited in a per-persona rotation,
so no template repeats within a dialogue of up to twelve uses of one strategy.

What it reads from the persona, and why: the names of the people and the concern keywords, only
to recognise them in the user's words (a listener knows a name when they hear one). When the user
has not yet named anyone, the first person of the persona stands in for "the person the user
would mention". It never reads the hidden need.
"""

from __future__ import annotations

import re
import string
import zlib
from collections.abc import Sequence

from rlver_env.personas.model import Persona
from rlver_env.wrappers.text_features import (
    FEATURE_STOP_WORDS,
    capitalised_names,
    content_keywords,
    feeling_word,
    noun_phrases,
    user_acts,
)

#: ESConv's eight strategies, in action order.
STRATEGIES: tuple[str, ...] = (
    "Question",
    "Restatement or Paraphrasing",
    "Reflection of Feelings",
    "Self-disclosure",
    "Affirmation and Reassurance",
    "Providing Suggestions",
    "Information",
    "Others",
)

#: Short snake_case names, for tables and logs.
STRATEGY_KEYS: tuple[str, ...] = (
    "question",
    "restatement",
    "reflection",
    "self_disclosure",
    "affirmation",
    "suggestion",
    "information",
    "others",
)

QUESTION, RESTATEMENT, REFLECTION, SELF_DISCLOSURE, AFFIRMATION, SUGGESTION, INFORMATION, OTHERS = range(8)

TEMPLATES: dict[int, tuple[str, ...]] = {
    QUESTION: (
        "Can I ask you something about {topic}? Looking back, which moment stays with you the most?",
        "What do you think is really at stake for you with {topic}?",
        "If you could change one thing about how {echo} went, what would it be?",
        "I wonder what you notice in yourself whenever {topic} comes up again?",
        "Beyond the details of {topic}, what matters most to you here?",
        "Why do you think {topic} has hit you this hard, harder than other things?",
        "What would it mean for you if {topic} turned out differently?",
        "When you step back from {echo}, how do you see your own part in it now?",
        "What did you learn about yourself from {topic}, even the uncomfortable bits?",
        "Where do you want to be with {topic} a month from now?",
        "What does it tell you that {echo} is still on your mind?",
        "What made you decide to bring up {topic} with me today?",
        "Looking back on {echo}, how did it change the way you see yourself?",
    ),
    RESTATEMENT: (
        "So if I'm following you, {said}, and that has stayed with you. Go on, I'm listening.",
        "Let me make sure I have this right: {said}. Tell me more.",
        "What I'm hearing is that {topic} has been sitting on you, and {echo} made it heavier. Keep going.",
        "In other words, {said}. That's the part that stuck with me. I'm here.",
        "You're saying {topic} is no small thing for you, no matter how others see it. Take your time.",
        "So: {said}. And then {topic} on top of it. I'm with you, carry on.",
        "If I put it in my own words, {said}, and nobody really asked how you were. Tell me what happened next.",
        "Right, so {echo} is where it started, and {topic} is where it got hard. Go on.",
        "Let me say it back to you: {said}, and you were left holding it. I'm all ears.",
        "So the short version is {said}, and the long version is still unfolding. Tell me about it.",
        "Okay, {topic}. That's what has been filling your head lately. Let it out, I'm not going anywhere.",
        "Just to check I've got it: {said}, and {topic} keeps pulling you back. Keep talking, I'm listening.",
    ),
    REFLECTION: (
        "It sounds like you're feeling {feeling} about {topic}, and maybe a little alone with it.",
        "You must feel {feeling}, carrying {topic} while everyone else moves on.",
        "Part of you seems {feeling} about {topic}, and part of you just wants someone to notice.",
        "Underneath it all, I sense you feel {feeling} about {topic}, more than you let on.",
        "It's not just about {echo}; it sounds like you're feeling unseen in all of it.",
        "You're feeling {feeling}, and {topic} seems to press right on a sore spot.",
        "What hurts most might be how {topic} left you: {feeling}, and on your own with it.",
        "It sounds like you've been holding in a lot of hurt around {topic}, and it's wearing you down.",
        "You feel {feeling}, and on top of that it seems you're carrying {topic} on your own.",
        "I can hear how {topic} has left you {feeling}; it sounds like you've been swallowing it for a while.",
        "There's a {feeling} note in how you describe {topic}, as if part of you has been bracing for more.",
        "Part of you is {feeling}, and part of you is tired of pretending {topic} doesn't matter.",
    ),
    SELF_DISCLOSURE: (
        "Something a bit like {topic} happened to me once, and I remember thinking I was the only one. You're right to take it seriously.",
        "I've been in a spot like that myself, and honestly, I would have reacted just the way you did. You did nothing wrong.",
        "When I went through something similar, what I needed was someone to say it plainly: it's not your fault.",
        "I've had my own version of {topic}, and I know how it can swallow a whole week. I agree with how you're seeing it.",
        "It reminds me of a time I was in the middle of a family row. I stood my ground, and like you, I was right to.",
        "I remember going over a moment like {echo} for days. You were reasonable; I was too, back then.",
        "Me too, to be honest. I once had a week where {topic} would have flattened me, and you had every right to react.",
        "I know that feeling from my own life. I'd have done what you did, and you didn't deserve what came after.",
        "I've been the one holding everything together before, so I recognise {topic}. That's on them, not on you.",
        "Personally, I've found moments like {echo} the hardest to explain to anyone. You did the right thing.",
        "I lived through something close to {topic} a few years ago. I completely agree with you about it.",
        "When it happened to me, people kept telling me how to feel. So I'll just say it: you're not to blame.",
    ),
    AFFIRMATION: (
        "You {act}, and that took real courage with everything around {topic}.",
        "Give yourself credit: you {act}. Not many people would have managed that.",
        "I admire how you handled {topic}; you kept going when stopping would have been easier.",
        "That you {act} says a lot about you. That's real strength.",
        "Honestly, you handled {topic} with more care than most people could.",
        "You showed a lot of heart when you {act}. I'm impressed.",
        "It's not your fault that {topic} turned out this way, and you did well to hold on.",
        "Well done for getting through {topic} at all; it took guts.",
        "You did the right thing when you {act}, and I respect how you held it together.",
        "I hope you're proud of the way you {act}.",
        "Not everyone would have {act}. That was brave of you, and it counts.",
        "You kept going through {topic}, and that deserves credit, full stop.",
    ),
    SUGGESTION: (
        "One idea: tonight, write down the three things about {topic} that worry you most, and pick one to deal with this week.",
        "Maybe a small step: a short message to {person} tomorrow about {topic}, just two or three lines.",
        "It might help to make a list of your options for {topic} and talk it through with someone you trust by Friday.",
        "A practical step: set aside twenty minutes this week to plan what you want to say about {topic}.",
        "You could ask {person} for a calm half hour this week, with your main point about {topic} written down first.",
        "I suggest drafting a short note about {topic} tonight, even if you never send it, so you know what you want.",
        "Consider booking a proper time with {person}, say this weekend, so {topic} isn't squeezed between other things.",
        "First, write down what outcome you want from {topic}; then ask one person for help with the first part.",
        "Step one could be tiny: a five-minute call tomorrow to find out what your options with {topic} really are.",
        "My advice: start with a short list of what you can change about {topic}, what you can't, and one thing to do by Monday.",
        "Why don't you set a reminder for tomorrow morning and take the first small step on {topic} then?",
        "You could write a short email about {topic} this week, and keep a copy so it's on record.",
    ),
    INFORMATION: (
        "On one hand, {topic} has cost you a lot; on the other hand, it has made clear what you won't accept again.",
        "Situations like {topic} usually cut two ways: the cost of acting now, and the risk of waiting.",
        "Often people in a position like {person}'s feel pressure of their own; maybe they were scared of losing face.",
        "From where {person} stood, it could be that they felt cornered and reacted badly, not that they don't care.",
        "For what it's worth, {topic} has an upside and a downside, and both are real.",
        "People often act out of their own fear in moments like {topic}; they probably had reasons that have little to do with you.",
        "Two things can be true at the same time: {topic} hurt you, and it also opened a door.",
        "It's possible that they were under strain too; what was going on for them might explain some of {topic}.",
        "It's fair to say that {topic} has pros and cons for everyone involved, you included.",
        "When people feel threatened, they often shut down; perhaps they were doing just that, {person} included.",
        "The benefit of speaking up about {topic} is clarity; the risk is friction, and each matters.",
        "Sometimes the other person is scared of the same thing you are; they may have felt exposed by {topic} too.",
    ),
    OTHERS: (
        "Thank you for telling me about {topic}. That sounds really hard.",
        "I'm really glad you reached out today. That's a lot to carry.",
        "Thanks for trusting me with this. No wonder it's been on your mind.",
        "I'm sorry {topic} has been weighing on you lately.",
        "It's good to talk with you. I can see why {topic} is on your mind.",
        "That's a lot for one week. I appreciate you sharing it with me.",
        "Of course you're still thinking about {topic}; it makes sense.",
        "I'm glad you're telling someone about {topic}. It's understandable that it's hard to shake.",
        "It's okay to feel the way you do about {topic}.",
        "Thanks for being so open with me. That must be difficult to talk about.",
        "Hello again, and thanks for sticking with this conversation. {topic_cap} sounds heavy.",
        "I appreciate you explaining all of that. It makes sense that it still stings.",
    ),
}

_DEFAULT_FEELING = "hurt"
_DEFAULT_TOPIC = "all of this"
_DEFAULT_PERSON = "the people around you"
# What the listener says back when the user's last words hold no clause worth restating.
_FALLBACK_CLAUSES = (
    "{topic} has been on your mind",
    "{topic} is still sitting with you",
    "nobody has really made room for {topic}",
    "you keep circling back to {topic}",
    "{topic} is harder than you let on",
    "you are tired of explaining {topic}",
)
# What the listener can praise before the user has said what they did.
_DEFAULT_ACTS = (
    "kept going with {topic}",
    "kept showing up for the people around you",
    "reached out and put {topic} into words",
    "held things together this long",
    "stayed honest about how hard {topic} is",
    "faced {topic} instead of hiding from it",
    "kept caring when it would have been easier to stop",
)
_CLAUSE = re.compile(r"[^.!?;]+")
_FLIP = {
    "i": "you", "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", "my": "your",
    "me": "you", "myself": "yourself", "mine": "yours", "am": "are",
}


def _flip_clause(clause: str) -> str:
    """Says a clause of the user's back to them (``"I lost my job"`` -> ``"you lost your job"``)."""
    words = clause.replace("\u2019", "'").split()
    out: list[str] = []
    for index, word in enumerate(words):
        bare = word.strip(",:'\"").lower()
        if bare in _FLIP:
            out.append(word.lower().replace(bare, _FLIP[bare]))
        elif bare == "was" and out and out[-1].lower() == "you":
            out.append("were")
        elif index == 0 and bare in FEATURE_STOP_WORDS:
            out.append(word.lower())
        else:
            out.append(word)
    return " ".join(out).strip(" ,:-\"'")


# Words a supportive listener does not say back verbatim: blame, insults, dismissals, and the
# hedges that would make a restatement sound like taking the other side.
_UNSAFE_WORDS = frozenset(
    """fault blame blamed boring stupid idiot dumb pathetic whatever overreacting overreact dramatic
    should shouldn't though however although deal worse lazy selfish useless weak overreacted
    step""".split()
)
_DISCOURSE = re.compile(r"^(?:(?:anyway|so|well|ah|oh|and|but|yeah|okay|ok|honestly|like|um|uh)\b[,]?\s*)+", re.IGNORECASE)


def restatable_clause(text: str, prefer: re.Pattern[str] | None = None) -> str | None:
    """The clause of ``text`` that says most about the user's situation, said back to them.

    Questions and clauses that address the listener ("how are you") are skipped. A clause in
    which ``prefer`` finds more (say, the topics the listener is following) wins; then the
    clause with the most content words (three to sixteen words long).
    """
    best: tuple[tuple[int, int], str] | None = None
    for match in _CLAUSE.finditer(text):
        clause = _DISCOURSE.sub("", match.group(0).strip())
        end = match.end()
        words = clause.split()
        if end < len(text) and text[end] == "?":
            continue
        bare = {w.lower().strip(",;:'\"") for w in words}
        if not 3 <= len(words) <= 16 or bare & {"you", "your", "you're"} or bare & _UNSAFE_WORDS:
            continue
        preferred = len(prefer.findall(clause)) if prefer is not None else 0
        score = (preferred, len(content_keywords(clause, limit=5)))
        if score[1] and (best is None or score > best[0]):
            best = (score, clause)
    return _flip_clause(best[1]) if best else None


def _alternation(phrases: Sequence[str]) -> re.Pattern[str] | None:
    """One case-insensitive, word-bounded pattern for ``phrases`` (longest first)."""
    unique = sorted({p.lower() for p in phrases if p.strip()}, key=lambda p: (-len(p), p))
    if not unique:
        return None
    body = "|".join(re.escape(p) for p in unique)
    return re.compile(rf"(?<![\w'])(?:{body})(?![\w'])", re.IGNORECASE)


class StrategyRealiser:
    """Writes a reply for a strategy, from the user's words and a few persona names.

    Call :meth:`reset` at the start of each dialogue, then :meth:`realise` once per agent turn.
    """

    def __init__(self) -> None:
        self._persona: Persona | None = None
        self._uses: list[int] = [0] * len(STRATEGIES)
        self._offsets: list[int] = [0] * len(STRATEGIES)
        self._people: list[str] = []
        self._keyword_re: re.Pattern[str] | None = None
        self._people_re: re.Pattern[str] | None = None

    def reset(self, persona: Persona) -> None:
        """Starts a dialogue with ``persona``: forgets the used templates and sets the rotation."""
        self._persona = persona
        self._uses = [0] * len(STRATEGIES)
        self._offsets = [
            zlib.crc32(f"{persona.id}/{name}".encode()) % len(TEMPLATES[k]) for k, name in enumerate(STRATEGIES)
        ]
        concerns = (persona.rule_sim or {}).get("concerns", [])
        self._people = [p["name"].split()[0] for p in persona.people if p.get("name", "").strip()]
        self._keyword_re = _alternation([k for c in concerns for k in c.get("keywords", [])])
        self._people_re = _alternation(self._people)

    def uses(self, strategy: int) -> int:
        """How many times ``strategy`` was realised in this dialogue."""
        return self._uses[strategy]

    def has_fresh_template(self, strategy: int) -> bool:
        """Whether ``strategy`` still has a template unused in this dialogue."""
        return self._uses[strategy] < len(TEMPLATES[strategy])

    def realise(self, strategy: int, user_texts: Sequence[str]) -> str:
        """Writes the reply for ``strategy``.

        Args:
            strategy: An index into :data:`STRATEGIES`.
            user_texts: Everything the user said so far, oldest first (the last is their most
                recent words).

        Returns:
            The reply. Templates cycle (and so repeat) only after every one of the strategy's
            templates was used in this dialogue.

        Raises:
            ValueError: For a strategy outside ``range(8)``, or before :meth:`reset`.
        """
        if not 0 <= strategy < len(STRATEGIES):
            raise ValueError(f"strategy must be in [0, {len(STRATEGIES)}), got {strategy}")
        if self._persona is None:
            raise ValueError("call reset(persona) before realise()")
        templates = TEMPLATES[strategy]
        use = self._uses[strategy]
        template = templates[(self._offsets[strategy] + use) % len(templates)]
        self._uses[strategy] = use + 1
        fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        text = template.format(**self._slots(fields, user_texts, turn=sum(self._uses), use=use))
        return text[0].upper() + text[1:]

    # ------------------------------------------------------------------ slots
    def _slots(self, fields: set[str], user_texts: Sequence[str], turn: int, use: int) -> dict[str, str]:
        """Fills the slots a template names (and only those: each costs a little text analysis)."""
        last = user_texts[-1] if user_texts else ""
        topic = self._topic(user_texts, turn)
        slots = {"topic": topic, "topic_cap": topic[:1].upper() + topic[1:]}
        if "echo" in fields:
            slots["echo"] = self._echo(last, topic)
        if "said" in fields:
            said = restatable_clause(last, prefer=self._keyword_re)
            slots["said"] = said or _FALLBACK_CLAUSES[use % len(_FALLBACK_CLAUSES)].format(topic=topic)
        if "person" in fields:
            slots["person"] = self._person(user_texts)
        if "feeling" in fields:
            slots["feeling"] = next((f for f in map(feeling_word, reversed(user_texts)) if f), _DEFAULT_FEELING)
        if "act" in fields:
            acts = [a for text in reversed(user_texts) for a in user_acts(text) if not set(a.lower().split()) & _UNSAFE_WORDS]
            slots["act"] = acts[use] if use < len(acts) else _DEFAULT_ACTS[use % len(_DEFAULT_ACTS)].format(topic=topic)
        return slots

    def _topic(self, user_texts: Sequence[str], turn: int) -> str:
        """Something the user raised, as a noun phrase, from their most recent words that raise one.

        Preference: a phrase of theirs that holds one of the persona's concern keywords
        (``"your daughter Ioana"``), a name they said, a multi-word concern keyword they said
        (``"one bad night"``), then any phrase of their last words. Among equals the choice
        rotates with the turn, so the topic moves as the user's story does.
        """
        pattern = self._keyword_re
        people = {p.lower() for p in self._people}
        for text in reversed(user_texts) if pattern is not None else ():
            found = list(pattern.finditer(text))
            if not found:
                continue
            phrases = [p for p in noun_phrases(text) if pattern.search(p)]
            names = [m.group(0) for m in found if m.group(0).lower() in people or _named_mid_sentence(text, m)]
            multiword = [m.group(0).lower() for m in found if " " in m.group(0)]
            for group in (phrases, names, multiword):
                if group:
                    return group[turn % len(group)]
        phrases = noun_phrases(user_texts[-1]) if user_texts else []
        if phrases:
            return phrases[turn % len(phrases)]
        return _DEFAULT_TOPIC

    def _echo(self, last: str, topic: str) -> str:
        """A phrase of the user's last words, other than the topic when there is a choice."""
        phrases = sorted(noun_phrases(last), key=lambda p: -max(len(w) for w in p.split()[1:]))
        others = [p for p in phrases if p.lower() != topic.lower()]
        if others:
            return others[0]
        names = capitalised_names(last)
        return names[0] if names else topic

    def _person(self, user_texts: Sequence[str]) -> str:
        """A person the user named (most recent first); a persona name stands in before that."""
        if self._people_re is not None:
            for text in reversed(user_texts):
                match = self._people_re.search(text)
                if match is not None:
                    return next(p for p in self._people if p.lower() == match.group(0).lower())
        return self._people[0] if self._people else _DEFAULT_PERSON


def _named_mid_sentence(text: str, match: re.Match[str]) -> bool:
    """Whether a matched keyword is capitalised where a sentence does not start (a name)."""
    word = match.group(0)
    if not word[:1].isupper() or " " in word:
        return False
    before = text[: match.start()].rstrip()
    return bool(before) and before[-1] not in ".!?"
