"""Built-in scripted agents: reference points for the benchmark and the demo.

Each agent maps an observation (the dialogue as chat messages or a transcript) to an action
string. They see only what a policy sees: never the persona or its hidden need.

* ``empathetic``: an adaptive listener. It answers the content of the user's last message,
  picks up one or two of their own phrases inside its sentences, names the feeling they
  expressed, and changes course with their reactions: it listens when they push back on
  advice, offers one small step when they ask for one, takes their side when they call it
  unfair, wonders aloud about other people's reasons when they ask why, and stays brief with
  a short or flat answer. Think-then-say format.
* ``solution_pusher``: answers everything with a list of things to do.
* ``dismissive``: minimises and brushes the user off.
* ``platitude``: well-meant but generic comfort.
* ``random_text``: random letter strings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

_TURN_RE = re.compile(r"(?:^|\n\n)(User|Agent|System): ")
_ROLES = {"User": "user", "Agent": "assistant", "System": "system"}


def _messages(observation: Any) -> list[tuple[str, str]]:
    """The dialogue as ``(role, content)`` pairs, from chat messages or a transcript."""
    if isinstance(observation, str):
        parts = _TURN_RE.split(observation)
        return [(_ROLES[parts[i]], parts[i + 1]) for i in range(1, len(parts) - 1, 2)]
    return [(m["role"], m["content"]) for m in observation]


# --------------------------------------------------------------------------- reading the user
# Words that never start or end a phrase picked up from the user.
_FUNCTION = frozenset(
    """a an the and or but if so because as than then that this these those there here what which
    who whom when where why how i me my mine myself you your yours we us our they them their
    he him his she her it its is am are was were be been being have has had do does did will
    would should can could may might must not no to of in on at by for with about from up
    down out off over under into onto again once all any both each more most other some such
    only same too very just also even still yet really maybe like get got go going gone know
    knew feel felt think thought want said says say told tell now today tonight tomorrow
    yesterday ago already okay yeah yes oh well right sure anyway honestly actually
    something anything nothing everything someone anyone everyone nobody lot bit kind sort
    way guess mean much many never always ever till until since while after before though
    either across without through behind beside between among around against toward towards
    near inside outside along during within past via per twice every went sold flew broke
    put cut hit came left ran fell took gave made sent spent lost won sat stood found
    brought bought paid lives plays lends look hides says kept held wrote drove saw heard
    began became home away looks seems starts keeps wants thinks knows makes takes feels
    sounds needs means tells asks happens goes comes gets gives shows works calls hates
    loves likes closes drops""".split()
)
# Heads too vague to reflect back ("the thing", "a bit"), unless "of ..." follows.
_VAGUE = frozenset(
    """one ones thing things lot bit way time times moment point stuff kind sort part day week year
    month end back rest top middle side first last best whole other others same idea deal
    fact percent fault problem question answer opinion reason hell heck big exact plan plans
    advice ideas""".split()
)
_NUMBERS = frozenset(
    """two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
    seventeen eighteen nineteen twenty thirty forty fifty sixty hundred thousand""".split()
)
_TIME_UNITS = frozenset("seconds minutes hours days weeks months years nights mornings".split())
_TIME_WORDS = _TIME_UNITS | frozenset(
    "second minute hour day week month year night morning evening".split()
)
_KIN = frozenset(
    "dad mum mom mother father mama papa grandma granddad grandpa gran nan nana".split()
)
_ROLE_NOUNS = frozenset(
    """dad mum mom mother father mama papa grandma granddad grandpa gran nan nana sister brother
    son daughter wife husband partner girlfriend boyfriend fiance fiancee friend friends
    manager boss coach landlord neighbour neighbours neighbor neighbors cousin aunt auntie
    uncle parents family colleague colleagues teacher supervisor doctor surgeon team
    bandmates band mentor chair committee guy man woman kid lady person""".split()
)
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december christmas""".split()
)
_NOT_NAMES = frozenset(
    """i i'm i've i'd i'll ha haha oh ok okay yeah so but and then well anyway sure mm everybody
    somebody people huh hmm wow ugh um uh ah eh yep nope one""".split()
)
_NAME_VERBS = frozenset(
    "says said asked told wants wanted thinks thought knows knew called sent left moved keeps kept".split()
)
_DETERMINERS = {
    "the": "the",
    "a": "the",
    "an": "the",
    "my": "your",
    "our": "your",
    "his": "his",
    "her": "her",
    "their": "their",
}
_SWAP = {
    "i": "you",
    "me": "you",
    "my": "your",
    "mine": "yours",
    "myself": "yourself",
    "we": "you",
    "us": "you",
    "our": "your",
    "ours": "yours",
    "am": "are",
    "i'm": "you're",
    "i've": "you've",
    "i'd": "you'd",
    "i'll": "you'll",
    "we're": "you're",
    "we've": "you've",
    "was": "were",
}
_SWAP_DETS = frozenset("the a an that this my our his her their".split())
_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'-]*|[.,!?;:()]")
_QUOTE_RE = re.compile(r"(?:(?<=\s)|^)['\"]([^'\"]{3,40}?)['\"](?=[\s.,!?;:]|$)")
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+")
# Sentences that reject something: their words are not to be echoed back.
_REJECT_RE = re.compile(
    r"don't give me|i've heard (?:it|that|this)|don't tell me|spare me|i didn't ask|don't call me|didn't come here for"
    r"|don't need (?:a|an|the|your|more|another)|you sound like|(?:everybody|everyone)(?:'s| has) got"
    r"|i need (?:a|to) (?:moan|rant|vent)",
    re.IGNORECASE,
)

# What the user says they did: "I built the prototype ...", "I've drafted an email ...".
_ACT_RE = re.compile(
    r"\bI(?:'ve| have)? (?:just |finally |even |also |actually |already )?([a-z]+)\b([^.,;!?]*)"
)
_NOT_EFFORT = frozenset(
    """used stopped failed missed lost deleted cried guessed needed wanted liked hated noticed
    supposed wondered heard realised realized meant hoped asked called need feed bleed speed
    seed laughed lived shamed passed""".split()
)
_EFFORT_VERBS = frozenset(
    "built rebuilt made did kept wrote ran took set put spent sent paid taught brought drove fought gave held led won shot sold fed".split()
)

# Feeling words the listener recognises, and how it names each back.
_FEELINGS = {
    "tired": "worn out",
    "exhausted": "exhausted",
    "knackered": "worn out",
    "drained": "drained",
    "worn out": "worn out",
    "worn down": "worn down",
    "angry": "angry",
    "furious": "furious",
    "livid": "furious",
    "so mad": "angry",
    "mad at": "angry",
    "pissed off": "angry",
    "annoyed": "annoyed",
    "frustrated": "frustrated",
    "fed up": "fed up",
    "sick of": "fed up",
    "sad": "sad",
    "gutted": "gutted",
    "devastated": "devastated",
    "heartbroken": "heartbroken",
    "crushed": "crushed",
    "lonely": "lonely",
    "scared": "scared",
    "afraid": "scared",
    "terrified": "scared",
    "frightened": "scared",
    "scary": "scared",
    "nervous": "nervous",
    "anxious": "anxious",
    "worried": "worried",
    "stressed": "stressed",
    "overwhelmed": "overwhelmed",
    "embarrassed": "embarrassed",
    "humiliated": "humiliated",
    "humiliating": "humiliated",
    "ashamed": "ashamed",
    "guilty": "guilty",
    "stupid": "embarrassed",
    "hurt": "hurt",
    "betrayed": "betrayed",
    "stuck": "stuck",
    "confused": "confused",
    "numb": "numb",
    "gross": "grossed out",
    "disgusting": "grossed out",
    "jealous": "jealous",
    "useless": "low",
    "miserable": "miserable",
    "hopeless": "defeated",
    "helpless": "powerless",
    "heavy": "weighed down",
}
_FEELING_RE = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, _FEELINGS), key=len, reverse=True)) + r")\b"
)
_NEGATED_RE = re.compile(r"\b(?:not|never|n't)\s+(?:\w+\s+)?$")
# The same thing again and again wears anyone down, even when they don't say so.
_REPEATED_RE = re.compile(
    r"\bevery (?:day|night|call|time|single|week|morning)\b|\bover and over\b"
    r"|\b(?:eleven|twelve|twenty|dozen|hundred) times\b|\ball night\b"
)
_FLAT_RE = re.compile(
    r"^(?:i don't know|i dunno|maybe|whatever|i guess(?: so)?|fine|okay|ok|sure|mm+|hm+|yeah|ja|right|i mean)[.!,]*$"
)

_SIGNALS = {
    "repeat": re.compile(
        r"already said (?:that|this)|repeating yourself|said that (?:already|before)|you said that|you keep saying|broken record"
        r"|same thing (?:again|over)|heard (?:that|this) (?:already|before) from you|you(?:'ve)? (?:just )?said (?:that|this)"
    ),
    "rupture": re.compile(
        r"are you (?:even )?listening|that's what i (?:just )?said|you're not listening|you don't get it|you sound like"
        r"|you're (?:just )?like (?:him|her|them|everyone)|forget it|never mind|did you (?:even )?(?:read|hear)"
        r"|don't give me|i've heard (?:it|that)|^don't\. just don't|i didn't ask|thanks for nothing|don't tell me how to feel|didn't come here for"
    ),
    "hear_me": re.compile(
        r"(?:don't|do not|didn't) (?:need|want|ask for) (?:a |an |another |more |your )?(?:plan|advice|solution|solutions|fixing"
        r"|to be fixed|lecture|tips|list|pamphlet|leaflet|number|options)|i need (?:a|to) (?:moan|rant|vent)"
        r"|didn't come here to be told|don't need (?:you )?to fix|(?:everybody|everyone)(?:'s| has) got (?:a|an) [\w ]+ for me"
        r"|just need(?:ed)? to (?:say|vent|get (?:this|it) out|talk|be heard|tell someone)|just (?:listen|let me)"
        r"|stop (?:fixing|trying to fix|giving me advice|telling me what)|not (?:asking|looking) for (?:advice|a plan|solutions)"
        r"|don't tell me what to do|i know (?:the|my) options|spare me the|thanks for not fixing"
    ),
    "wants_plan": re.compile(
        r"what (?:do|should|can|would) i (?:even )?(?:do|say|try)|what would you do|i need a plan|need (?:a|some) plan"
        r"|(?:something|anything) practical|any (?:ideas|advice|suggestions|tips)|where do i (?:even )?start"
        r"|how do i (?:even )?(?:start|fix|handle|deal|get|tell|do)|(?:not sure|don't know|no idea) (?:what|how) to"
        r"|(?:don't|do not) (?:really )?know how (?:this|it|i)|what(?:'s| is) the (?:next|first) step|what are my options"
        r"|tell me what to do|help me (?:figure|work) (?:it |this )?out|doesn't make (?:it|them|this|the \w+) go away"
        r"|talking (?:about it )?doesn't (?:fix|change|help)"
    ),
    "why": re.compile(
        r"\bwhy (?:would|did|does|do|is|was|has|had|are|were|didn't|doesn't|wouldn't|won't|can't|couldn't|hasn't)\b"
        r"|(?:don't|do not|can't) (?:get|understand|figure out) why|what (?:was|were|is|are) (?:he|she|they) thinking"
        r"|what(?:'s| is) (?:his|her|their) problem|\bwhy (?:he|she|they|people|nobody|no one)\b"
        r"|what (?:the hell |on earth )?(?:he|she|they) (?:was|were) thinking|what went on in (?:his|her|their) head"
    ),
    "unfair": re.compile(
        r"\bunfair\b|not fair|on my side|all on me|blam(?:e|ed|ing) me|the villain|the wicked one|the bad guy|the idiot|i did nothing wrong"
        r"|(?:asked|ask) (?:if|whether) you (?:saw|agree|think)|did you see what|wouldn't you|you agree"
    ),
    "doubt": re.compile(
        r"(?:am|was) i (?:wrong|crazy|the bad guy|being unreasonable|overreacting|doing (?:it|this|something|everything) wrong)"
        r"|(?:asked|ask) (?:if|whether) i(?:'m| am| was) |is it my fault|was it my fault|did i do (?:something|anything) wrong"
        r"|so it's my fault|(?:it's|it was) (?:all )?my fault"
    ),
    "unseen": re.compile(
        r"(?:nobody|no one|nobody even) (?:looks at|notices|noticed|sees|saw|cares about|mentioned|asked about) what i"
        r"|what i actually did|nobody noticed|no one noticed|didn't even notice|not even a thank|thanked (?:everyone|all)"
    ),
    "move_on": re.compile(
        r"let's not make a (?:big )?thing|can we (?:switch gears|move on|talk about something)|i know it's (?:stressful|hard|a lot|bad)"
    ),
    "clarify": re.compile(
        r"more complicated than that|not that simple|that's not (?:it|what i meant)|not exactly|it's not just"
    ),
    "thanks": re.compile(
        r"\bthank(?:s| you)\b(?! for nothing)|\bcheers\b|that helps|that was good to"
    ),
    "agree": re.compile(
        r"that's exactly it|^exactly\b|you get it|that's it exactly|you'd be \w+ (?:too|and all)"
    ),
    "loss": re.compile(r"\b(?:died|passed away|was killed|got killed|funeral|buried|the wake)\b"),
    "old_loss": re.compile(r"\b(?:years ago|last year|when i was)\b"),
    "deflect": re.compile(
        r"^(?:ha|haha|heh|lol)\b|\bha\b|it's nothing|no big deal|not a big deal|\banyway\b|it's whatever"
        r"|all good|normal stuff|funny (?:how|internet|story|that)|plot twist"
    ),
    "sarcasm": re.compile(
        r"love that for me|great week|\bcool\.|\bbrilliant\.|lovely (?:neighbour|neighbor)|so that's nice"
        r"|\bunbelievable\b|just great|\bfantastic\."
    ),
}


@dataclass
class _Reading:
    """What the listener took from the user's last message."""

    phrases: list[str] = field(default_factory=list)
    people: list[str] = field(default_factory=list)
    feeling: str | None = None
    feeling_named: bool = False
    act: str | None = None
    person: str | None = None
    signals: set[str] = field(default_factory=set)


def _swap(words: Sequence[str]) -> str:
    """Turns the user's first person into the listener's second person."""
    return " ".join(_SWAP.get(w.lower(), w) for w in words)


def _is_person(phrase: str) -> bool:
    words = phrase.split()
    return any(w.lower() in _ROLE_NOUNS for w in words) or (
        words[-1][0].isupper() and not phrase.startswith("'")
    )


def _phrases(text: str) -> list[str]:
    """Quoted words, noun phrases, counted things and names from ``text``, most telling first."""
    found: list[tuple[int, tuple[int, int], str]] = []  # (rank, (sentence, token), phrase)
    for n, sentence in enumerate(_SENTENCE_RE.split(text)):
        if _REJECT_RE.search(sentence):
            continue
        for match in _QUOTE_RE.finditer(sentence):
            quoted = match.group(1).strip().rstrip(".,;:!")
            if len(quoted.split()) >= 2 and "?" not in quoted:
                found.append((0, (n, 0), f"'{quoted}'"))
        tokens = _WORD_RE.findall(sentence)
        skip_to = 0
        for i, token in enumerate(tokens):
            low = token.lower()
            position = (n, i)
            if i < skip_to:
                continue  # inside a name already read ("Rental Housing Tribunal")
            if low in _NUMBERS and i and tokens[i - 1].lower() in _NUMBERS:
                continue  # inside "two hundred", already read from "two"
            if low in _DETERMINERS or low in _NUMBERS:
                phrase = _phrase_after(tokens, i)
                if phrase:
                    rank = 1 if len(phrase.split()) > 2 else 2
                    if phrase.split()[-1] in _TIME_UNITS:
                        rank = 3  # "three weeks" is when, not what
                    found.append((rank, position, phrase))
            elif (
                token[0].isupper()
                and low not in _NOT_NAMES
                and low not in _FUNCTION
                and len(token) > 2
                and ("'" not in low or (low.endswith("'s") and low[:-2] not in _FUNCTION))
            ):
                if i == 0 and (
                    len(tokens) < 2 or tokens[1].lower() not in _NAME_VERBS or low in _NUMBERS
                ):
                    continue  # a capital that only opens a sentence is not a name
                end = i + 1
                while (
                    end < len(tokens)
                    and tokens[end][0].isupper()
                    and tokens[end].lower() not in _FUNCTION
                ):
                    end += 1
                skip_to = end
                name = " ".join(tokens[i:end]).removesuffix("'s")
                if name.lower() in _KIN:
                    found.append((2, position, "your " + name.lower()))
                elif name.lower() not in _CALENDAR:
                    found.append((3, position, name))
    ordered: list[str] = []
    keys: list[str] = []
    for _, _, phrase in sorted(found, key=lambda f: (f[0], -f[1][0], -f[1][1])):
        key = phrase.lower().removeprefix("the ").removeprefix("your ")
        if not any(key in k or k in key for k in keys):
            keys.append(key)
            ordered.append(phrase)
    return ordered


def _phrase_after(tokens: list[str], start: int) -> str | None:
    """The noun phrase that opens at ``tokens[start]`` (a determiner or a number), reflected."""
    det = tokens[start].lower()
    words: list[str] = [det] if det in _NUMBERS else []
    j = start + 1
    while j < len(tokens) and tokens[j].lower() in _NUMBERS:
        words.append(tokens[j].lower())
        j += 1
    content = 0
    used_of = False
    while j < len(tokens) and content < 3:
        low = tokens[j].lower()
        if low in ("few", "couple", "several", "little") and not content:
            j += 1  # "a few letters": the letters
            continue
        if (
            low == "of"
            and content
            and not used_of
            and j + 1 < len(tokens)
            and tokens[j + 1][0].isalnum()
        ):
            used_of = True
            words.append("of")
            if tokens[j + 1].lower() in _DETERMINERS:
                words.append(_DETERMINERS[tokens[j + 1].lower()])
                j += 1
            j += 1
            continue
        if (
            not tokens[j][0].isalnum()
            or low in _FUNCTION
            or low.endswith("ly")
            or ("'" in low and not low.endswith("'s"))
        ):
            break
        if low in (
            "it's",
            "that's",
            "he's",
            "she's",
            "what's",
            "there's",
            "here's",
            "who's",
            "let's",
        ):
            break
        if (
            content
            and low.endswith(("ed", "ing"))
            and len(low) > 4
            and not tokens[j][0].isupper()
            and not used_of
        ):
            break  # "my dad called ...": the phrase ended at the verb
        words.append(tokens[j] if tokens[j][0].isupper() and low not in _KIN else low)
        content += 1
        j += 1
        if low in _TIME_WORDS:
            break  # "a month people stopped ...": the phrase is "a month"
    while words and words[-1] in ("of", "the", "your", "his", "her", "their"):
        words.pop()
    head = words[-1].lower() if words else ""
    if not content or head in _VAGUE or head in _NUMBERS or not any(c.isalpha() for c in head):
        return None
    if len(head) > 6 and head.endswith("est"):
        return None  # "the fastest": an adjective left without its noun
    if det in _NUMBERS:
        return "the " + " ".join(words)
    return f"{_DETERMINERS[det]} {' '.join(words)}"


def _act(text: str) -> str | None:
    """Something the user says they did, in the second person ("you built the prototype")."""
    for sentence in _SENTENCE_RE.split(text):
        match = _ACT_RE.search(sentence)
        if not match:
            continue
        verb = match.group(1)
        if verb in _NOT_EFFORT or not (verb.endswith("ed") or verb in _EFFORT_VERBS):
            continue
        rest = re.split(
            r"\b(?:but|so|because|though|which|when|then)\b|[:;]"
            r"|\band (?=i\b|then\b|he\b|she\b|they\b|it\b|nobody\b|no one\b|everyone\b|\w+ed\b)",
            match.group(2),
        )[0].split()
        lowered = [w.lower() for w in rest]
        if len(rest) < 2 or len(rest) > 9 or "you" in lowered or lowered[0] in ("it", "them", "up"):
            continue
        if lowered[0] in ("that", "this") and len(rest) == 1:
            continue
        if (
            lowered[0] in ("on", "in", "at", "for", "to")
            and len(rest) > 1
            and rest[1].lower() in _SWAP_DETS
        ):
            continue  # "three winters I spent on that motorbike": the object came before "I"
        have = "'ve" if re.search(r"\bI(?:'ve| have) ", sentence) else ""
        return f"you{have} {verb} {_swap(rest)}"
    return None


def _person(text: str, earlier: Sequence[str]) -> str | None:
    """Who the user wonders about: the one after "why did ...", else the last person mentioned."""
    match = re.search(
        r"\bwhy (?:(?:would|did|does|do|is|was|has|had|didn't|doesn't|wouldn't|won't|hasn't) )?(my |our )?([A-Za-z]+)",
        text,
        re.IGNORECASE,
    ) or re.search(
        r"what (?:the hell |on earth )?()(he|she|they) (?:was|were) thinking", text, re.IGNORECASE
    )
    if match:
        who = match.group(2)
        if match.group(1):
            return "your " + who.lower()
        if who.lower() in ("he", "she", "they"):
            return who.lower()
        if who[0].isupper() and who.lower() not in _FUNCTION:
            return who
    for source in [text, *reversed(earlier)]:
        people = [p for p in _phrases(source) if _is_person(p)]
        if people:
            return people[0]
    return None


def _read(text: str, earlier: Sequence[str]) -> _Reading:
    """Reads the last user message (``earlier`` holds the ones before it)."""
    text = text.replace("\u2019", "'")
    low = text.lower()
    phrases = _phrases(text)
    reading = _Reading(
        phrases=phrases, people=[p for p in phrases if _is_person(p)], act=_act(text)
    )
    reading.signals = {name for name, pattern in _SIGNALS.items() if pattern.search(low)}
    for match in _FEELING_RE.finditer(low):
        if not _NEGATED_RE.search(low[: match.start()]):
            reading.feeling = _FEELINGS[match.group(1)]
            reading.feeling_named = True
            break
    if reading.feeling is None and "sarcasm" in reading.signals:
        reading.feeling = "fed up"
    if reading.feeling is None and _REPEATED_RE.search(low):
        reading.feeling = "worn down"
    if "loss" in reading.signals:
        _read_loss(text, reading)
    if reading.feeling is None:  # a listener's guess at what sits under the words
        guesses = {
            "loss": "heartbroken",
            "unfair": "frustrated",
            "doubt": "shaken",
            "unseen": "hurt",
        }
        reading.feeling = next(
            (f for signal, f in guesses.items() if signal in reading.signals), None
        )
    sentences = _SENTENCE_RE.split(low.strip())
    if len(text.split()) <= 6 or all(_FLAT_RE.match(s) for s in sentences):
        reading.signals.add("flat")
    if "why" in reading.signals:
        reading.person = _person(text, earlier)
    return reading


def _read_loss(text: str, reading: _Reading) -> None:
    """Keeps the "loss" signal only when a person died (not a car), and names them."""
    reading.signals.discard("loss")
    for sentence in _SENTENCE_RE.split(text):
        if _SIGNALS["loss"].search(sentence.lower()):
            people = [p for p in _phrases(sentence) if _is_person(p)]
            if people:
                named = [p for p in people if any(w[0].isupper() for w in p.split())]
                reading.person = (named or people)[0]
                reading.signals.add("loss")
                if _SIGNALS["old_loss"].search(sentence.lower()):
                    reading.signals.add("old_loss")
                return


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


# --------------------------------------------------------------------------- the listener's frames
# Sentence frames, grouped by what they do. {phrase} is one of the user's own phrases reflected
# into the second person, {thing} such a phrase that is not a person, {feeling} the feeling they
# named, {act} something they did ("you built the prototype"), {person}, {person_pos},
# {person_obj} and {person_self} the one they wonder about. Only groups whose name starts with
# "ask" or ends in "_ask" or "_check" hold questions, so a reply asks at most one.
_FRAMES: dict[str, tuple[str, ...]] = {
    "feeling": (
        "No wonder you're {feeling}, with {thing} in the middle of it.",
        "It sounds like {thing} left you feeling pretty {feeling}.",
        "Feeling {feeling} about {phrase} makes complete sense to me.",
        "Honestly, I'd be {feeling} too if {thing} had landed on me like that.",
        "{thing} would leave anyone {feeling}.",
        "I can hear how {feeling} you are about {phrase}.",
        "I'm not surprised you feel {feeling}; what you said about {phrase} is a lot to sit with.",
        "You've every reason to feel {feeling} about {phrase}.",
        "Hearing about {phrase}, I get why {feeling} is where you've landed.",
        "Being {feeling} after {thing} isn't an overreaction.",
        "You sound {feeling}, and I don't think that's out of proportion to {thing}.",
        "Anyone dealing with {thing} would end up {feeling}.",
    ),
    "content": (
        "The part about {phrase} really stays with me.",
        "So there's {phrase} in the middle of all this, too.",
        "I keep coming back to what you said about {phrase}.",
        "It sounds like {thing} stuck with you.",
        "It sounds like you care about {thing} more than you're letting on.",
        "That bit about {phrase} says a lot about how this has been for you.",
        "I didn't know about {thing}, and it changes the picture.",
        "Hearing about {phrase} makes the whole thing make more sense.",
        "What you said about {phrase} doesn't sound easy to carry.",
        "On top of everything else, there's {thing}.",
        "I'm taking in what you said about {thing}; it's not a small detail.",
        "It's telling that {thing} came up for you just now.",
    ),
    "depth": (
        "I wonder if part of you is still trying to take it all in.",
        "It sounds like you've been holding a lot of this on your own.",
        "I get the feeling there's more hurt under this than you let on.",
        "It sounds like you're carrying something the people around you can't quite see.",
        "It sounds like this has been sitting on your chest for a while.",
        "I can hear how much this matters to you.",
        "It sounds like it knocked the wind out of you a bit.",
        "I imagine it keeps replaying in your head.",
        "It sounds like you've had to be the steady one, and nobody's asked how you are.",
        "I can hear how much you care, and how much that makes this hurt.",
    ),
    "grief": (
        "There's a kind of tiredness in what you're saying that goes deeper than sleep.",
        "It sounds lonely, having this in your head while everyone else gets on with things.",
        "I imagine some moments it's almost fine, and then it hits you all over again.",
        "Grief doesn't keep to anyone's timetable, whatever people expect.",
        "It sounds like the loss is still right there, every day.",
        "I can only imagine how much you miss them.",
    ),
    "validate": (
        "It makes sense that you feel this way.",
        "It's okay to be upset about this.",
        "That would get to most people.",
        "You're not overreacting.",
        "Anyone in your position would struggle with that.",
        "It makes sense that this is weighing on you.",
        "What you're feeling is a very reasonable response.",
        "It's okay that this doesn't feel fine.",
        "None of this is small, even if it gets talked about like it is.",
        "You're allowed to feel however you feel about it.",
        "I'd struggle with that too, honestly.",
        "It's not strange at all that this has stayed with you.",
        "It's a lot, and you don't have to pretend otherwise.",
    ),
    "effort": (
        "{act}, and that took real effort.",
        "{act}. That's not a small thing, and it deserves to be noticed.",
        "It matters that {act}.",
        "I want to point out that {act}; not everyone would have done that.",
        "The fact that {act} says a lot about you.",
        "{act}, and I don't think that's had the credit it deserves.",
        "Think about it for a second: {act}. That counts.",
        "Not many people would see it, but {act}, and that was hard work.",
        "It's worth saying out loud: {act}.",
        "Whatever else happened, {act}, and that was yours.",
    ),
    "deflect": (
        "You're laughing it off, but what you said about {phrase} doesn't sound like nothing to me.",
        "I noticed the 'anyway'. We can stay with {phrase} a bit longer if you want.",
        "You're making {phrase} sound small, and I'm not sure it is.",
        "It's okay to drop the joke for a minute; what happened with {phrase} sounds like it actually hurt.",
        "Funny is one way to tell it, though I get the sense there's more under {phrase}.",
        "I'll laugh with you, but I'm also hearing that {phrase} got to you.",
        "You don't have to keep it light with me, not about {phrase}.",
        "That's a lot to wave away with a joke, {phrase} especially.",
    ),
    "ask": (
        "What's been the hardest part of {thing} for you?",
        "How are you holding up with all of this?",
        "What happened after that?",
        "Where does that leave you right now?",
        "What went through your head when that happened?",
        "What's it been like for you since then?",
        "Is there more to {thing} that you haven't said yet?",
        "What do you wish people understood about {thing}?",
        "How did that sit with you?",
        "Which part of this weighs on you the most?",
        "Who else knows about {thing}?",
        "What's the piece of this you keep turning over?",
        "If you could say anything at all about {phrase}, what would it be?",
        "How are you feeling about {phrase} today?",
    ),
    "ask_deeper": (
        "If you could change one thing about {thing}, what would it be?",
        "What do you need from the people around you right now?",
        "What's the part of this nobody has asked you about?",
        "What would make the next few days a bit less heavy?",
        "When did you first notice this was getting to you?",
        "What do you make of it all, in your own words?",
        "What matters most to you in how this turns out?",
        "If a friend told you this story, what would you say to them?",
    ),
    "easy_ask": (
        "Out of everything, does {phrase} weigh on you most?",
        "Want to tell me a bit more about {phrase}?",
        "Are you still thinking about {phrase}?",
        "If you had to pick, would {phrase} be the hardest bit?",
        "How have things been with {thing} this week?",
        "Has anything shifted with {phrase}?",
        "Would it help to talk through {phrase} a little?",
        "Would you rather not think about {phrase} right now?",
    ),
    "listen": (
        "Okay, no plans from me. I'd rather just hear it.",
        "Fair enough. I'll stop trying to fix it.",
        "You're right, you don't need a to-do list right now.",
        "Sorry, I jumped ahead. Say it however it comes out.",
        "That's fair. No solutions, just room for it.",
        "Understood. You don't have to solve anything right now.",
        "Of course. Let it out, and I won't cut in with advice.",
        "Point taken. I'll just listen.",
        "Got it. This is yours to say, and I'm not going to steer it.",
        "Okay. No fixing, I promise.",
    ),
    "plan_lead": (
        "Okay, let's make it practical.",
        "Right, something you can actually do.",
        "Let's keep it small and doable.",
        "Here's one idea, for what it's worth.",
        "If it helps to have a starting point, here's one.",
        "One thought, and you can throw it out if it doesn't fit.",
    ),
    "step": (
        "Maybe start by writing down every question you have about {thing}, and take that list to whoever is in charge of it.",
        "If it were me, I'd start with {person}: a short, calm message saying what you need, and I'd sleep on it before sending.",
        "Pick the one part of {thing} that has to be sorted first and give it twenty minutes tomorrow, nothing more.",
        "Write down what you already know about {thing} and what you don't; the second list tells you who to ask first.",
        "Try splitting {thing} into what has to happen this week and what can wait, and only deal with the first list.",
        "Tell one person you trust exactly where things stand with {thing}, so you're not carrying all of it alone.",
        "Before anything big, get everything about {thing} in one place, so you can see all of it at once.",
        "A modest first step: ask {person} for ten minutes and go in with two or three points written down.",
        "If there are letters or forms about {thing}, open them with someone beside you and just note what each one says, no decisions yet.",
        "Ring someone who deals with {thing} for a living and ask what your options are; one call, just to get the facts.",
        "Maybe pick the one piece that has to happen first and give it twenty minutes tomorrow, nothing more.",
        "Try writing down everything that's hanging over you, then circle the one thing that would make the biggest difference this week.",
        "One small step: tell someone who can actually help exactly where things stand, today if you can.",
    ),
    "plan_check": (
        "Would that feel doable?",
        "Does that sound manageable, or too much right now?",
        "How does that sit with you?",
        "Is that something you could see yourself doing?",
        "What would get in the way of that?",
    ),
    "side": (
        "That really isn't fair, and you're not wrong to see it that way.",
        "I'm on your side here.",
        "You didn't deserve that.",
        "From what you've told me, I'd feel exactly the way you do.",
        "It's not you being difficult. What happened was unfair.",
        "You're not crazy for being upset about this; it was wrong.",
        "If I'd been there, I'd have said so: that wasn't okay.",
        "You had every right to expect better than that.",
        "Putting all of it on you doesn't add up.",
        "I'd be angry too. That wasn't a fair way to treat you.",
    ),
    "reassure": (
        "No, from everything you've told me, you're not doing it wrong.",
        "Honestly, no. Nothing you've described sounds wrong to me.",
        "You're not doing it wrong. You're doing a hard thing, and doing it carefully.",
        "No. If anything, what you've told me sounds well thought through.",
        "I don't think you're wrong here, not from what you've told me.",
        "You asked a straight question, so here's a straight answer: no, I don't think you're the problem.",
        "From where I'm sitting, you haven't done anything wrong.",
        "No. What you've described sounds like someone doing their best with something hard.",
    ),
    "motive_lead": (
        "It's a fair thing to wonder.",
        "I can only guess, but a few things come to mind.",
        "Hard to know from the outside, though I've been turning it over.",
        "That's the question that sticks, isn't it.",
        "I don't know for sure, and maybe nobody does.",
        "Let me think about it from the other side for a moment.",
    ),
    "motive": (
        "I wonder if {person} felt scared of something, and it came out sideways like this.",
        "Maybe {person} didn't know how to say it to your face and took the easy way out.",
        "Sometimes people do that when they feel cornered or embarrassed; it doesn't make it okay, but it might be less about you than it feels.",
        "Maybe {person} had something going on that you can't see from where you're standing.",
        "My guess is {person} felt pressure from somewhere, and protecting {person_self} won out over being fair to you.",
        "People often go quiet when they feel guilty; avoiding you might be {person_pos} way of not facing it.",
        "It might not have been a plan at all, just someone dodging a hard conversation until it was too late.",
        "Maybe {person} thought it would protect someone, and got it badly wrong.",
        "If I try to see it from {person_pos} side, I can imagine fear more than malice, though that doesn't make it hurt less.",
        "Sometimes what looks like a choice against you is someone's old fear or shame playing out.",
        "Maybe {person} meant {thing} as a way of holding on to something without having to say it out loud.",
        "I keep thinking {thing} might say something about what {person} had been carrying.",
    ),
    "motive_ask": (
        "Does any of that sound like {person_obj}?",
        "What's your own gut feeling about why?",
        "Have you ever seen {person_obj} do something like this before?",
        "Which of those feels closest to the truth?",
        "What would you ask {person_obj}, if you could?",
    ),
    "gentle": (
        "No rush at all.",
        "Mm. It's a lot to sort through.",
        "We can just sit with it for a bit.",
        "You don't have to know yet.",
        "Take whatever time you need.",
        "Yeah. Some days there isn't much more to say.",
        "I get it. Even talking about it takes energy.",
        "I'm still with you.",
        "We don't have to get anywhere in particular.",
        "No pressure to say more than that.",
    ),
    "gentle_feeling": (
        "Of course you're {feeling}.",
        "You sound {feeling}, and that makes sense.",
        "{feeling}, yeah. I'd be the same.",
        "That {feeling} feeling is allowed to just be there.",
        "Being {feeling} after all this is no surprise.",
        "I hear how {feeling} you are.",
    ),
    "gentle_tail": (
        "I'm still thinking about {phrase}, though.",
        "My mind keeps going back to {phrase}.",
        "We can come back to {phrase} whenever you want.",
        "However you feel about {phrase} is allowed.",
        "I haven't forgotten {phrase}.",
        "No need to say more about {phrase} until you want to.",
        "{phrase} can wait until you're ready.",
        "I'm not going to push on {phrase}.",
    ),
    "clarify": (
        "Fair, I've probably made it sound simpler than it is.",
        "Okay, I don't have the whole picture yet.",
        "That's fair; there's clearly more to it.",
        "Right, I'm only seeing part of it.",
        "Of course, it's never just one thing.",
        "Got it, it's more tangled than that.",
    ),
    "repair": (
        "Sorry, I missed what you were actually saying.",
        "You're right, that wasn't me listening properly.",
        "That's fair. I got that wrong.",
        "Sorry. Let me slow down and actually hear you.",
        "I hear that I let you down there.",
        "Okay, I deserved that.",
        "Fair. Let me come back to what you actually told me.",
        "Sorry, that was too generic of me.",
    ),
    "change": (
        "You're right, I keep saying the same thing.",
        "Fair, I'm repeating myself. Let me try it differently.",
        "Sorry, that came out the same as before.",
        "Point taken, that was the same tune again.",
        "You're right. Let me ask instead of echoing.",
        "Yeah, I heard myself say that.",
        "Okay, that's fair. Scrap what I said before.",
        "Good call. I'll stop going in circles.",
    ),
    "agree": (
        "I really would.",
        "Yeah, I'd feel the same.",
        "Right, that's how it sounds to me too.",
        "Yes, that's exactly how it comes across.",
        "I'm with you on that.",
    ),
    "condolence": (
        "I'm so sorry about {person}.",
        "I'm so sorry. Losing {person_obj} is an enormous thing.",
        "Oh, I'm so sorry about {person}.",
        "I'm really sorry. That's a terrible way to lose someone.",
        "I'm so sorry for your loss.",
    ),
    "recount": (
        "Let me actually look at what you did: {act}, and {act2}. That's real, careful work.",
        "Here's what I see: {act}; {act2}. That's not luck, that's you.",
        "Look at the actual list: {act}, and {act2}. Those worked because you made them work.",
        "I'm looking at what you actually did: {act}, and {act2}. That's skill, not just kindness.",
        "Put plainly: {act}, and {act2}. Those are specific, smart things, and they counted.",
    ),
    "act_weight": (
        "{act}, and I can only imagine how that sits with you now.",
        "{act}. That must be so heavy to carry now.",
        "Knowing {act} must make all of this even harder.",
        "{act}; no wonder this weighs the way it does.",
        "{act}, and that can't be easy to think about now.",
    ),
    "thanks": (
        "I'm glad that landed.",
        "Good, I'm glad it came across.",
        "Of course. I mean it.",
        "I'm glad you said it out loud.",
        "Anytime, honestly.",
        "I'm really glad.",
    ),
}
# Where to look when a group has nothing left for this dialogue.
_FALLBACK: dict[str, tuple[str, ...]] = {
    "feeling": ("content", "validate"),
    "content": ("feeling", "validate"),
    "validate": ("gentle",),
    "depth": ("validate",),
    "grief": ("depth",),
    "effort": ("content", "validate"),
    "deflect": ("content", "validate"),
    "ask": ("ask_deeper",),
    "ask_deeper": ("ask",),
    "easy_ask": ("ask",),
    "listen": ("validate",),
    "plan_lead": ("validate",),
    "step": (),
    "plan_check": ("ask",),
    "side": ("validate",),
    "reassure": ("side",),
    "motive_lead": ("validate",),
    "motive": (),
    "motive_ask": ("ask",),
    "gentle": ("validate",),
    "gentle_feeling": ("gentle",),
    "gentle_tail": (),
    "clarify": ("validate",),
    "repair": ("change",),
    "change": ("repair", "validate"),
    "thanks": ("validate",),
    "agree": ("validate",),
    "condolence": ("validate",),
    "act_weight": ("content", "validate"),
    "recount": ("effort",),
}
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
        dialogue = _messages(observation)
        if self._used and not any(role == "assistant" for role, _ in dialogue):
            self._forget()  # a new dialogue without a reset starts its own memory
        users = [content for role, content in dialogue if role == "user"]
        reading = _read(users[-1] if users else "", users[:-1])
        mode = self._mode(reading)
        sentences = [s for s in self._compose(mode, reading) if s]
        self._phrases_seen += [
            p
            for p in reading.phrases[:2]
            if p not in self._phrases_seen and p.split()[-1] not in _TIME_UNITS
        ]
        self._people_seen += [p for p in reading.people if p not in self._people_seen]
        if reading.feeling_named:
            self._feeling = reading.feeling  # a guessed feeling is not carried forward
        reply = " ".join(s[0].upper() + s[1:] for s in sentences)
        return f"<think>{self._thought(mode, reading)}</think>{reply}"

    def _mode(self, reading: _Reading) -> str:
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

    def _compose(self, mode: str, reading: _Reading) -> list[str]:
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
        things = [p for p in queue if not _is_person(p) and p.split()[-1] not in _TIME_UNITS]
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

    def _earlier_phrase(self, reading: _Reading) -> str | None:
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

    def _thought(self, mode: str, reading: _Reading) -> str:
        heard = f"They sound {reading.feeling}." if reading.feeling else "No feeling named yet."
        picked = f" What stands out: {reading.phrases[0]}." if reading.phrases else ""
        intent = _INTENTS[mode].format(who=reading.person or "the others")
        if self._listen_only and mode == "reflect":
            intent += " No advice unless they ask."
        return f"{heard}{picked} {intent}"


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
