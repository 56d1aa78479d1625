"""Reading the user: what the scripted listener takes from each user message.

A policy sees only the dialogue, so everything here works on the user's words alone: the
dialogue as ``(role, content)`` pairs (:func:`dialogue_messages`), and one message read for the
user's own phrases, the people they mention, a feeling word, something they did and how they
took the last reply (:func:`read_message`, a :class:`Reading`). The
:class:`~rlver_env.agents.empathetic.EmpatheticAgent` builds its replies on it.

The stop words start from :data:`rlver_env.text.STOP_WORDS`; the sentence splitting, the name
test, the determiners, the pronouns, the verbs that end a phrase and the feeling words from
:mod:`rlver_env.agents.user_words`, which the strategy wrapper's features read the user with too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from rlver_env.agents.user_words import (
    FEELINGS,
    FIRST_TO_SECOND,
    PHRASE_VERBS,
    REFLECTED_DETERMINERS,
    looks_like_name,
    split_sentences,
)
from rlver_env.text import STOP_WORDS, straighten

_TURN_RE = re.compile(r"(?:^|\n\n)(User|Agent|System): ")
_ROLES = {"User": "user", "Agent": "assistant", "System": "system"}


def dialogue_messages(observation: Any) -> list[tuple[str, str]]:
    """The dialogue as ``(role, content)`` pairs, from chat messages or a transcript."""
    if isinstance(observation, str):
        parts = _TURN_RE.split(observation)
        return [(_ROLES[parts[i]], parts[i + 1]) for i in range(1, len(parts) - 1, 2)]
    return [(m["role"], m["content"]) for m in observation]


# Words of the shared stop list that end neither a phrase nor a name here: "own" belongs in a
# phrase ("your own place"), numbers and "few" have rules of their own, "thing" is a vague head,
# and the rest were never stop words of this reader. Stopping at them would change the phrases
# the listener says back, and so the scripted dialogues.
_READ_THROUGH = frozenset(
    """own one two few thing things above below doing further having make need needed nor ok perhaps
    see seem shall sound wanted whose yourself apparently cool fine great probably can't couldn't
    didn't doesn't don't he's i'd i'll i'm i've isn't it's let's she's shouldn't that's there's
    they're wasn't we're what's who's won't wouldn't you'd you'll you're you've""".split()
)
# Stop words of this reader on top: prepositions and adverbs of place and time, and verbs beyond
# the shared phrase-ending ones.
_MORE_FUNCTION = frozenset(
    """across ago along already among around away behind beside either every home inside near nobody
    onto outside past per since sort though till toward towards twice until via while within
    without became began broke closes cut drops drove fell flew gone happens hates heard held hides
    hit knew lends likes look loves means plays ran shows sold starts""".split()
)
# Words that never start or end a phrase picked up from the user.
_FUNCTION = (STOP_WORDS - _READ_THROUGH) | PHRASE_VERBS | _MORE_FUNCTION
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
TIME_UNITS = frozenset("seconds minutes hours days weeks months years nights mornings".split())
_TIME_WORDS = TIME_UNITS | frozenset(
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
_NOT_A_NAME = _FUNCTION | _NOT_NAMES
_NAME_VERBS = frozenset(
    "says said asked told wants wanted thinks thought knows knew called sent left moved keeps kept".split()
)
_DETERMINERS = REFLECTED_DETERMINERS
# The listener says back whole clauses, so the plural, the contractions and the verb agree too.
_SWAP = {
    **FIRST_TO_SECOND,
    "we": "you", "us": "you", "our": "your", "ours": "yours", "am": "are", "i've": "you've",
    "i'd": "you'd", "i'll": "you'll", "we're": "you're", "we've": "you've", "was": "were",
}  # fmt: skip
_SWAP_DETS = frozenset("the a an that this my our his her their".split())
_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'-]*|[.,!?;:()]")
_QUOTE_RE = re.compile(r"(?:(?<=\s)|^)['\"]([^'\"]{3,40}?)['\"](?=[\s.,!?;:]|$)")
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

# Feeling words the listener names back on top of the shared ones: phrases ("fed up", "worn
# out") and stronger or plainer words ("livid", "gutted", "stupid").
_NAMED_FEELINGS = {
    "knackered": "worn out", "drained": "drained", "worn out": "worn out", "worn down": "worn down",
    "livid": "furious", "so mad": "angry", "mad at": "angry", "pissed off": "angry",
    "annoyed": "annoyed", "fed up": "fed up", "sick of": "fed up", "gutted": "gutted",
    "devastated": "devastated", "crushed": "crushed", "terrified": "scared", "frightened": "scared",
    "scary": "scared", "humiliating": "humiliated", "stupid": "embarrassed", "confused": "confused",
    "numb": "numb", "gross": "grossed out", "disgusting": "grossed out", "useless": "low",
    "miserable": "miserable", "hopeless": "defeated", "helpless": "powerless",
    "heavy": "weighed down",
}  # fmt: skip
_FEELINGS = {**FEELINGS, **_NAMED_FEELINGS}
_FEELING_RE = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, _FEELINGS), key=len, reverse=True)) + r")\b"
)
# "n't" closes a word ("don't"), so it takes no word boundary before it.
_NEGATED_RE = re.compile(r"(?:\bnot|\bnever|n't)\s+(?:\w+\s+)?$")
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
        r"|(?:don't|do not|can't) (?:get|understand|figure out) why"
        r"|what (?:the hell |on earth )?(?:was|were|is|are) (?:he|she|they) thinking"
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
class Reading:
    """What the listener took from the user's last message.

    Attributes:
        phrases: The user's own phrases, reflected into the second person, most telling first.
        people: Those of ``phrases`` that name a person.
        feeling: The feeling they named, or the listener's guess at one.
        feeling_named: Whether ``feeling`` is their word rather than a guess.
        act: Something they did, in the second person ("you built the prototype").
        person: The one they wonder about or lost, where there is one.
        signals: How they took the last reply and what they ask for (keys of ``_SIGNALS``,
            plus ``"flat"`` for a short or flat answer).
    """

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


def is_person(phrase: str) -> bool:
    """Whether ``phrase`` names a person: a role noun ("my sister") or a capitalised name."""
    words = phrase.split()
    last = words[-1]
    return any(w.lower() in _ROLE_NOUNS for w in words) or (
        last[0].isupper()
        and not phrase.startswith("'")
        and last.lower().removesuffix("'s") not in _CALENDAR  # "last Thursday" is when, not who
    )


def _phrases(text: str) -> list[str]:
    """Quoted words, noun phrases, counted things and names from ``text``, most telling first."""
    found: list[tuple[int, tuple[int, int], str]] = []  # (rank, (sentence, token), phrase)
    for n, sentence in enumerate(split_sentences(text)):
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
                    if phrase.split()[-1] in TIME_UNITS:
                        rank = 3  # "three weeks" is when, not what
                    found.append((rank, position, phrase))
            elif looks_like_name(token, _NOT_A_NAME) and (
                "'" not in low or (low.endswith("'s") and low[:-2] not in _FUNCTION)
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
        if content and not tokens[j][0].isupper() and not used_of:
            # After "of" a verb form is a gerund or a participle in the phrase ("the cost of staying").
            if low.endswith(("ed", "ing")) and len(low) > 4:
                break  # "my dad called ...": the phrase ended at the verb
            if _only_an_inflected_verb(low):
                break  # "my grandma died ...", "my dog ate ...": short verbs end it too
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


@lru_cache(maxsize=8192)
def _only_an_inflected_verb(word: str) -> bool:
    """Whether ``word`` can only be a verb, in a form other than its lemma ("died", "ate").

    Such a word ends a noun phrase however short it is; one that can also be a noun or an
    adjective ("ring", "shed", "used") may be the phrase's head. The parts of speech are
    lemminflect's, as :mod:`rlver_env.text` loads it.
    """
    from rlver_env.text import _lemmatiser

    parts = _lemmatiser()(word)
    return set(parts) == {"VERB"} and word not in parts["VERB"]


def _act(text: str) -> str | None:
    """Something the user says they did, in the second person ("you built the prototype")."""
    for sentence in split_sentences(text):
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
    ) or re.search(  # the question: "what was she thinking?"
        r"what (?:the hell |on earth )?(?:was|were|is|are) ()(he|she|they) thinking",
        text,
        re.IGNORECASE,
    )
    if match:
        who = match.group(2)
        if match.group(1):
            return "your " + who.lower()
        if who.lower() in ("he", "she", "they"):
            return who.lower()
        if who[0].isupper() and who.lower() not in _FUNCTION:
            return who
    for source in [text, *map(straighten, reversed(earlier))]:
        people = [p for p in _phrases(source) if is_person(p)]
        if people:
            return people[0]
    return None


def read_message(text: str, earlier: Sequence[str]) -> Reading:
    """Reads the last user message.

    Args:
        text: The user's last message.
        earlier: The user's messages before it, oldest first.

    Returns:
        What the listener takes from it.
    """
    text = straighten(text)  # phones type curly quotes and apostrophes
    low = text.lower()
    phrases = _phrases(text)
    reading = Reading(
        phrases=phrases, people=[p for p in phrases if is_person(p)], act=_act(text)
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
    sentences = split_sentences(low.strip())
    if len(text.split()) <= 6 or all(_FLAT_RE.match(s) for s in sentences):
        reading.signals.add("flat")
    if "why" in reading.signals:
        reading.person = _person(text, earlier)
    return reading


def _read_loss(text: str, reading: Reading) -> None:
    """Keeps the "loss" signal only when a person died (not a car), and names them."""
    reading.signals.discard("loss")
    for sentence in split_sentences(text):
        if _SIGNALS["loss"].search(sentence.lower()):
            people = [p for p in _phrases(sentence) if is_person(p)]
            if people:
                named = [p for p in people if any(w[0].isupper() for w in p.split())]
                reading.person = (named or people)[0]
                reading.signals.add("loss")
                if _SIGNALS["old_loss"].search(sentence.lower()):
                    reading.signals.add("old_loss")
                return
