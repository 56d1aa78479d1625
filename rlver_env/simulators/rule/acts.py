"""What a reply's sentences do for the user: the support act of each sentence, and whose it is.

The acts are the helping skills that emotional-support research names (Hill's helping skills,
as ESConv's strategies; EPITOME's emotional reactions, interpretations and explorations; MITI's
reflections, questions and advice): ``question``, ``restatement``, ``reflection``,
``self_disclosure``, ``affirmation``, ``suggestion``, ``information`` and ``other``. They are
read from each sentence's wording with the rules below, written from those definitions.

Two properties decide whether a sentence's act can earn anything in the appraisal
(:mod:`rlver_env.simulators.rule.scoring`):

* **about the user**: the sentence addresses them ("you", "your", their own words or the
  people of their story) or reacts to what they said ("that sounds exhausting"). A sentence
  about the speaker alone ("I felt so lost when my dad left") is *self talk*: it earns only
  when another sentence of the reply turns it back to the user.
* **coherent**: a sentence reads as language, not as a chain of stock phrases joined by "and"
  ("I hear you and that sounds hard and you could try and what do you think"). A chained
  sentence earns nothing, whatever its cues.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from functools import lru_cache

from rlver_env.text import FUNCTION_WORDS, normalise, sentences_of, words_of

__all__ = [
    "ACTS",
    "SECOND_PERSON",
    "SentenceAct",
    "opens_imperative",
    "reply_act",
    "sentence_act",
    "sentence_acts",
]

#: The support acts, in the order the reply-level act prefers them: the most specific move a
#: reply makes (saying the seeker's story back, a suggestion, a question, the supporter's own
#: experience) before the broader ones (naming feelings, affirming, informing).
ACTS: tuple[str, ...] = (
    "restatement",
    "suggestion",
    "question",
    "self_disclosure",
    "reflection",
    "affirmation",
    "information",
    "other",
)

#: Words that address the user.
SECOND_PERSON: frozenset[str] = frozenset(
    "you your yours yourself yourselves you're you've you'd you'll ya u ur".split()
)
_FIRST_PERSON: frozenset[str] = frozenset("i me my mine myself i'm i've i'd i'll we us our ours we're we've".split())
# Leading words that do not change who a sentence is about ("honestly, I ...").
_LEADS: frozenset[str] = frozenset("and but so oh well honestly actually also and yeah yes no ok okay hmm".split())
# Coordinators that chain clauses.
_CHAINERS: frozenset[str] = frozenset({"and", "or", "plus"})

# Reactions to what the user said: warmth about their situation, not self talk.
_REACTION_RE = re.compile(
    r"(?<![\w'])(?:i'm (?:so |really |truly |very )?(?:sorry|glad|happy|proud|here)|i am (?:so |really )?(?:sorry|glad|here)"
    r"|i (?:can |totally |completely )?(?:hear|understand|see|imagine|get|feel for)(?: you| that| how| why| what| it)"
    r"|i can't imagine|i'm with you|i'm listening|that (?:sounds|must|seems)|this (?:sounds|must|seems)"
    r"|it (?:sounds|must|seems)|what a|how (?:awful|hard|painful|frustrating|scary|lonely|sad)"
    r"|(?:oh|ugh|wow|oof)\b)"
)
_WARMTH_RE = re.compile(
    r"(?<![\w'])(?:sorry|glad|proud|here for you|with you|care about|hear you|understand|must be|must have been"
    r"|sounds (?:so |really |incredibly |very )?(?:hard|tough|painful|awful|exhausting|lonely|scary|difficult|frustrating|overwhelming|heavy|rough|upsetting|stressful)"
    r"|makes sense|understandable|(?:is|it's|that's|totally|completely|perfectly|so|very|quite|pretty|feels?) (?:normal|natural)"
    r"|(?:normal|natural) (?:to|that|for)|okay to|ok to|valid|not alone|not your fault|you matter)(?![\w'])"
)
# What a bare reaction ("wow", "it seems", "that sounds") reacts to when it is warm: their hardship
# or a feeling. Without one it is no emotional reaction ("wow, a whole five weeks"; "it seems a bit
# convenient").
_HARDSHIP_RE = re.compile(
    r"(?<![\w'])(?:hard|tough|awful|rough|painful|difficult|heavy|a lot|exhausting|draining|scary|frightening|lonely|unfair"
    r"|horrible|terrible|brutal|heartbreaking|upsetting|stressful|overwhelming|frustrating|sad|devastating|cruel|hurts?|hurtful"
    r"|sorry|shame|worrying|worried|scared|afraid|upset|angry|gutted|crushing|unbearable|miserable|grim|nightmare|blow)(?![\w'])"
)
_SUGGESTION_RE = re.compile(
    r"(?<![\w'])(?:you (?:should|could(?! be )|might(?! be | have been )|may want to|can try|need to|have to"
    r"|must (?!feel|be|have))|(?<!the )(?<!a )(?<!my )(?<!your )(?<!his )(?<!her )try (?:to |and )?"
    r"|why don't you|why not|how about|what if you|have you (?:tried|thought about|considered)|maybe (?:you|try|start|talk|ask|write|call)"
    r"|perhaps (?:you|try)|i (?:would |'d )?(?:suggest|recommend|advise)|i'd (?:suggest|recommend|advise)|my advice|it (?:might|could|would|may) help"
    r"|consider|one (?:option|idea|thing you could)|a good idea"
    r"|it'?s worth(?! (?:saying|noting|remembering|recognising|recognizing|naming))|make sure|don't forget"
    r"|let's|do you want to try)"
)
_REFLECTION_RE = re.compile(
    r"(?<![\w'])(?:(?:it )?sounds like you|you(?:'re| are) feeling|you feel|you felt|you must (?:feel|be|have)|you seem"
    r"|you(?:'re| are) (?:so |really |very |quite )?(?:hurt|angry|upset|sad|scared|afraid|anxious|worried|stressed|frustrated"
    r"|lonely|overwhelmed|exhausted|tired|confused|lost|stuck|heartbroken|depressed|nervous|ashamed|guilty|disappointed)"
    r"|that (?:must|sounds|seems) (?:be |have been |feel )?(?:so |really |very |incredibly )?[a-z]+|i can (?:hear|tell|see) (?:that|how)"
    r"|feeling (?:like|so|very|really)|part of you)"
)
_RESTATEMENT_RE = re.compile(
    r"(?<![\w'])(?:so (?:you|your|it sounds|what i'?m hearing)|if i understand|what i(?:'m| am) hearing|in other words|you(?:'re| are) saying"
    r"|you said|you mentioned|it sounds like|sounds like|so basically|you(?:'ve| have) been|you(?:'re| are) (?:dealing|going through|having|trying|worried|thinking))"
)
_AFFIRMATION_RE = re.compile(
    r"(?<![\w'])(?:you(?:'re| are| were) (?:not alone|doing|strong|brave|right|capable|allowed)|you can (?:do|get|handle|make|overcome)"
    r"|you(?:'ll| will) (?:be|get|find|make)|it(?:'s| is) (?:okay|ok|normal|natural|understandable|fine|valid|not your fault)"
    r"|(?:that's|that is) (?:great|good|wonderful|amazing|brave|understandable)|good (?:for you|job|luck)|well done|proud of you"
    r"|i (?:believe|know) (?:in )?you|i'm sure|i am sure|don't be (?:so )?hard on yourself|you deserve|keep (?:it up|going)"
    r"|hang in there|things will|it will get|you've got this|you matter|take care of yourself)"
)
# Information: facts, figures and resources ("studies show", "there are free hotlines").
_INFORMATION_RE = re.compile(
    r"(?<![\w'])(?:research|studies|study|statistics|experts|scientists|according to|for example"
    r"|for instance|such as|it(?:'s| is) (?:common|known|true|a fact|called)"
    r"|(?:is|are) (?:common|known|available|offered|free)"
    r"|there (?:are|is) (?:many|some|lots of|a lot of|plenty of|several|different|also|free|local|online)"
    r"|resources?|hotlines?|websites?|online|apps?|programs?|services|organi[sz]ations?|support groups?"
    r"|\.com|\.org|www|percent|per cent|\d+ ?%)(?![\w'])"
)
_SELF_RE = re.compile(
    r"(?<![\w'])(?:i (?:was|had|have had|have been|went|lost|felt|used to|remember|also|too|once|got|did|know what it'?s like)"
    r"|i've (?:been|had|felt|gone|also|lost)|when i|my (?:own|mom|dad|mother|father|wife|husband|son|daughter|friend|sister|brother|family|boss|job|ex|partner|experience)"
    r"|me too|same here|i'm (?:also|going through|in the same)|i am (?:also|going through)|happened to me)"
)
# Pleasantries: greetings, thanks, goodbyes and good wishes (ESConv's "Others").
_GREETING_RE = re.compile(
    r"(?<![\w'])(?:hi|hello|hey|good (?:morning|evening|afternoon|night)|thanks?|thank you|you're welcome"
    r"|welcome|bye|goodbye|take care|nice (?:to|talking|chatting)|glad|happy to (?:help|hear|talk|chat)"
    r"|no problem|my pleasure|good luck|best of luck|have a (?:good|great|nice|lovely|wonderful)|stay safe"
    r"|you too|same to you|merry|happy (?:holidays|new year)|wish(?:ing)? you|lol|haha"
    r"|(?:i )?hope (?:this|that|i|my|it|you|everything|things|all))(?![\w'])"
)

# The scorer's cue patterns above (_SUGGESTION_RE, _REFLECTION_RE, _RESTATEMENT_RE,
# _AFFIRMATION_RE, _WARMTH_RE) also count a sentence's kinds of cue, and so whether it is chained;
# the patterns below only decide its act. They are written from ESConv's definitions of its eight
# strategies (Liu et al., 2021, after Hill's helping skills).

# Feelings that a reflection names.
_FEELINGS = (
    "hurt|angry|mad|upset|sad|down|scared|afraid|frightened|terrified|anxious|worried|stressed"
    "|frustrated|lonely|alone|isolated|overwhelmed|exhausted|tired|drained|confused|lost|stuck"
    "|trapped|heartbroken|depressed|nervous|ashamed|guilty|embarrassed|disappointed|betrayed"
    "|rejected|abandoned|helpless|hopeless|powerless|worthless|devastated|annoyed|irritated"
    "|insecure|unappreciated|jealous|miserable|torn|uneasy|uncertain|unsure|concerned|defeated"
    "|discouraged|bitter|resentful|panicked|desperate|numb|unhappy|relieved|happy|hopeful|excited"
    "|proud"
)
# Feelings named as nouns ("I can hear your frustration").
_FEELING_NOUNS = (
    "frustration|pain|anger|sadness|fear|fears|worry|worries|concern|concerns|stress|anxiety"
    "|loneliness|grief|hurt|disappointment|confusion|guilt|shame|heartbreak|despair|hopelessness"
    "|helplessness|anguish|distress|exhaustion|panic|feelings|emotions"
)
# What a situation is like for the one living it ("that must be hard for you").
_HARD_FOR = (
    "hard|difficult|tough|stressful|painful|overwhelming|intimidating|scary|frightening"
    "|frustrating|upsetting|lonely|exhausting|heartbreaking|devastating|draining|confusing"
    "|hurtful|discouraging|disappointing|isolating|unfair"
)
# Reflection of feelings: the seeker's feelings put into words ("you must feel so alone").
_FEELING_TALK_RE = re.compile(
    r"(?<![\w'])(?:i can (?:\w+ )?(?:see|imagine|understand|tell|sense|feel|hear) (?:how|why|that|what)"
    r"|i (?:\w+ )?understand (?:how|why|what)"
    r"|you(?:'re| are| were|'ve been| have been| seem| sound| must be| might be| may be"
    r"| must have been)(?: \w+)? (?:feeling|" + _FEELINGS + r")"
    r"|you (?:\w+ )?(?:feel|felt)(?![\w'])|feeling (?:like|that|as if|as though|so|very|really|quite"
    r"|a bit|pretty)|(?:sounds|seems|looks) (?:like|as if|as though) you(?:'re| are)? (?:\w+ )?feel"
    r"|how you (?:must |might )?(?:feel|are feeling|felt|must be feeling)|part of you"
    # A feeling of theirs named ("I understand your frustration", "I can imagine being scared").
    r"|i (?:\w+ )?(?:understand|get|feel|hear|sense|see|notice) your (?:" + _FEELING_NOUNS + r")"
    r"|i can (?:\w+ )?(?:understand|imagine|see) (?:you )?(?:being|feeling)"
    # What it is like for them ("this must be so hard for you", "it makes you anxious").
    r"|(?:" + _HARD_FOR + r")(?: \w+)? (?:for|to|on) you(?![\w'])"
    r"|makes? you (?:feel )?(?:so |really |very |more |a bit )?(?:" + _FEELINGS + r")(?![\w'])"
    r"|(?:sounds|seems|looks) (?:like|as if|as though|that) you(?:'re| are)? (?:\w+ )?(?:"
    + _FEELINGS + r"|struggling|hurting|grieving)(?![\w'])"
    r"|(?:sounds|seems) like (?:this|that|the|your|all this|all of this) (?:\w+ )?(?:"
    + _FEELING_NOUNS + r")(?![\w']))"
)
# Restatement or paraphrasing: the seeker's situation said back, often checked with them
# ("So you ...", "If I understand you, ...", "..., right?").
_SAID_BACK_RE = re.compile(
    r"^(?:(?:ok(?:ay)?|oh|well|alright|i see|right|yes|yeah|hmm|ah|and)[, .]+)*so[, ]+"
    r"(?!sorry|glad|happy|much|many|far|true|good|nice|proud|great|sad|i )"
    r"|(?<![\w'])(?:if i (?:understand|hear|am hearing|'m hearing|got|get)|what i(?:'m| am) hearing"
    r"|in other words|you(?:'re| are) saying|are you saying|do you mean|you mean|you said"
    r"|you mentioned|you told me|you(?:'ve| have) (?:said|mentioned|told)|i hear (?:that )?(?:you|your)"
    r"|(?:is that|am i) (?:right|correct|accurate)|did i (?:get|understand)|right\?$"
    r"|from what (?:i(?:'ve| have)? (?:heard|read|understand|gather)"
    r"|you(?:'ve| have)? (?:said|told|described|shared|written))|let me see if i"
    r"|to (?:confirm|clarify|make sure i)|does that sound (?:right|accurate|correct)"
    r"|(?:do|did) i (?:have|get) (?:that|it|this) right"
    r"|(?:it )?sounds like (?:you(?:'re| are|'ve| have)?|your) "
    r"(?!(?:\w+ ){0,2}(?:feel|feeling|struggling|hurting|" + _FEELINGS + r")(?![\w']))|to sum)"
)
# A question without its question mark: a wh-word, or an auxiliary before its subject, opens it.
_ASKING_RE = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|but|well|hi|hello|hey|oh|also|then)[, .!]+)*"
    r"(?:(?:what|why|who|whom|whose|which)(?! (?:a|i|we) )(?![\w'])"
    r"|(?:when|where) (?:is|are|was|were|do|does|did|have|has|had|can|could|would|will|should)"
    r"(?![\w'])|how(?! (?:awful|hard|painful|frustrating|scary|lonely|sad|terrible|horrible"
    r"|wonderful|great|nice|sweet|kind|exciting|lovely|about|i|we)(?![\w']))(?![\w'])"
    r"|(?:is|are|was|were|do|does|did|have|has|had|can|could|would|will|should|may|might)"
    r" (?:you|your|u|ur|i|we|they|he|she|it|there|that|this|the|anyone|someone|anything|any"
    r"|everything|things|people|my|his|her|their|those|these)(?![\w']))"
)
# Providing suggestions, put as a question ("Have you tried ...?", "Would it help to ...?").
_ASKED_SUGGESTION_RE = re.compile(
    r"(?<![\w'])(?:have you (?:\w+ )?(?:tried|thought (?:about|of)|considered|contemplated"
    r"|looked (?:into|at|for)|reached out|spoken|talked|asked|told|seen a|joined|sought|gone to"
    r"|had a (?:talk|chance))"
    r"|(?:do|did) you have (?:any ?one|some ?one|any (?:friends|family)|a (?:friend|support|family"
    r"|counsel))[^?]* (?:who|that|to|you can|you could)"
    r"|(?:would|could|might) (?:it|that|this) (?:help|be (?:possible|helpful|a good idea|worth"
    r"|an option|useful))|would you (?:consider|be (?:willing|open|able)|like to try|try)|what if you"
    r"|how about|why (?:don't|not)|what about (?:trying|talking|asking|writing|taking|going|getting"
    r"|making|joining|finding|reaching|looking|calling|speaking|doing|starting|seeing|using)"
    r"|is it possible (?:for you|that you|to)|is there (?:any ?way|a way)"
    r"|do you think (?:it|that|you) (?:would|could|might|may)"
    r"|(?:could|can) you (?:try|talk|ask|speak|reach|look|find|get|take|go|call|write|join|see|make"
    r"|start|contact|apply|use|set|spend|plan|consider)|maybe|perhaps|possibly)"
)
# Providing suggestions, put as a statement (beside the imperatives and the scorer's cues).
_ADVICE_RE = re.compile(
    r"(?<![\w'])(?:it(?:'s| is| would be| might be| may be| could be)? (?:best|better|wise|smart"
    r"|helpful|a good idea|good idea|worth|important|useful|beneficial) (?:to|if you|for you)"
    r"|(?:maybe|perhaps|possibly) (?!not|that's|it's|i |they|he |she )"
    r"|(?:i think|i believe|i feel|i'd say|i would say) (?:that )?(?:you|it would|it might|it could"
    r"|it may|maybe|perhaps)|you can (?:always |also |just )?(?:try|start|ask|talk|look|find|reach"
    r"|call|write|join|use|go|take|set|create|practice|speak|contact|apply|search|check|plan|spend)"
    r"|(?:would|could|might|may) (?:really |also |definitely )?help|a good (?:idea|way|place|start"
    r"|step|thing)|the best (?:thing|way|option)"
    r"|(?:one|another) (?:thing|way(?! to (?:tell|see|look at|put|say|think about) it(?![\w']))|option|idea)|suggest"
    r"|recommend|advice|tip)"
)
# Affirmation and reassurance: the seeker's strengths affirmed, hope and encouragement given.
_REASSURANCE_RE = re.compile(
    r"(?<![\w'])(?:(?:you|u) (?:can|will|'ll|are going to|'re going to|could) (?:definitely |surely "
    r"|certainly |absolutely |totally )?(?:do|get|make|be|find|overcome|handle|pull|come|beat|manage"
    r"|succeed|achieve|survive|pass|win|figure|work)"
    r"|(?:you|u)(?:'re| are| seem| sound)(?: like)?(?: a| an| so| very| really| such a)* (?:good|great"
    r"|strong|brave|smart|kind|caring|wonderful|amazing|capable|resilient|nice|thoughtful|loving"
    r"|responsible|hard ?working|intelligent|talented|mature|wise|positive|courageous)"
    r"|(?:that's|thats|that is|this is|it's|its|it is|sounds|sounds like)(?: a| an| so| really| very"
    r"| such a)* (?:great|good|wonderful|amazing|awesome|excellent|fantastic|brave|smart|positive"
    r"|admirable|impressive|commendable|progress)"
    r"|(?:you|u)(?:'re| are| seem| sound)? (?:clearly |really |obviously |truly )?(?:care|love"
    r"|doing (?:the|your|a|so|great|well|good)|showing|trying (?:your|so|hard|the))"
    r"|(?:you|u) (?:have|'ve got) (?:a (?:good|big|kind|great)|so much|what it takes)"
    r"|(?:don't|do not|never) (?:let (?:it|this|that|her|him|them|anyone|people)|beat yourself|give up"
    r"|worry)|i (?:\w+ )?(?:believe|think|know|am sure|'m sure|bet) (?:that )?(?:you|u|they|he|she|it"
    r"|things|everything)(?: \w+)? (?:will|'ll|can|are going|is going|would)"
    r"|proud|you(?:'ve| have) (?:done|been doing|shown|made)|things (?:will|are going to|can) (?:get"
    r"|be|work|turn)|(?:will|'ll) (?:be )?(?:okay|ok|fine|alright|all right|better|good|great)"
    r"|stay (?:strong|positive)|believe in|you deserve|you matter|not alone|not your fault"
    r"|take (?:all |whatever )?(?:the )?time you need|take your time|hang in there"
    r"|be (?:kind|gentle|patient) (?:to|with) yourself|i'm sure|i am sure|i know you"
    r"|it(?:'s| is) (?:okay|ok|normal|natural|understandable|fine|valid)"
    # Their idea, step or choice praised ("that's a great first step", "walking is great!").
    r"|(?:great|good|excellent|brilliant|smart|wise|healthy|positive|brave|big|important)"
    r" (?:first )?(?:idea|step|start|plan|choice|decision|move|thinking|attitude|approach|job"
    r"|work|sign|progress)"
    r"|(?:is|are|was) (?:so |really |very |absolutely |truly )?(?:great|fantastic|awesome"
    r"|wonderful|excellent|amazing|brilliant|admirable|impressive)(?![\w'])"
    r"|^(?:yes|yeah|wow|oh)?[, ]*(?:great|excellent|awesome|fantastic|wonderful|perfect|exactly"
    r"|brilliant|well said|nice work|nice job)(?![\w'])"
    r"|you (?:made|did|are making|'re making|chose) (?:the |a )?(?:right|good|great|best|smart"
    r"|wise|brave) (?:decision|choice|call|thing)"
    # Hope and reassurance ("this will pass", "you didn't do anything wrong", "you've got this").
    r"|(?:will|shall) pass|(?:don't|do not|never) lose (?:hope|faith)|keep your (?:head|chin) up"
    r"|(?:you(?:'ve| have)?|u) got this|(?:you|we) (?:can|will) (?:get through|do) (?:it|this)"
    r"|(?:didn't|did not|haven't|have not) (?:do|done) (?:anything|nothing) wrong"
    r"|no (?:reason|need) to (?:feel|be) (?:ashamed|embarrassed|guilty|bad|sorry)"
    r"|nothing to be (?:ashamed|embarrassed|sorry)|(?:no|nothing) wrong with"
    r"|(?:totally|perfectly|completely) (?:fine|okay|ok|normal))"
)
# Affirmation as validation: the seeker's reaction or situation called understandable or hard.
_VALIDATION_RE = re.compile(
    r"(?<![\w'])(?:can be (?:so |very |really |quite |a bit |pretty |extremely )?(?:hard|tough"
    r"|difficult|stressful|scary|frustrating|challenging|overwhelming|painful|lonely|upsetting"
    r"|confusing|exhausting|draining|rough)|understandable|i know (?:it|that|this|how)"
    r"|(?:it'?s|that'?s|it is|that is) (?:so |very |really |completely |totally |perfectly )?(?:okay"
    r"|ok|normal|natural|valid|fair|reasonable)|you(?:'re| are) (?:right|not alone|not the only)"
    r"|(?:many|lots of|a lot of|most|other) (?:people|others|of us) (?:feel|are|have|go|struggle"
    r"|experience)|(?:it'?s|that'?s|this is|that is|it is|it has been|this has been|it's been)"
    r" (?:a lot|so hard|hard|tough|difficult|rough|a hard|a tough|a difficult|a rough|really hard"
    r"|very hard|very difficult|really tough)|lucky|no shame|nothing wrong)"
)
# Information told as such: resources that exist, findings and figures ("there are free
# hotlines", "studies show"), which win over the warmth or advice around them.
_RESOURCES_RE = re.compile(
    r"(?<![\w'])(?:there (?:are|is) (?:\w+ ){0,2}(?:organi[sz]ations?|resources?|hotlines?"
    r"|helplines?|websites?|sites|programs?|programmes?|services|apps|forums?|charities|charity"
    r"|food banks?|therapies|treatments|support groups?|agencies|clinics)"
    r"|research (?:shows|suggests|has shown)|studies (?:show|suggest|have shown)|statistics"
    r"|according to|per ?cent|\d+ ?%)(?![\w'])"
)
# Opinions and reactions that open with "I" but disclose nothing of the speaker's own life.
_OPINION_RE = re.compile(
    r"^(?:i|i'm|i am) (?:\w+ )?(?:think|believe|hope|understand|know|guess|suppose|agree|imagine"
    r"|see|hear|suggest|recommend|sure|sorry|glad|happy|would|'d|can)(?![\w'])"
    r"|^i (?:\w+ )?feel (?:that|like) (?:you|your|it|this|that|being|there|maybe|if)(?![\w'])"
)
# Self-disclosure: an experience or feeling of the speaker's own, told from its first word.
_EXPERIENCE_RE = re.compile(
    r"^(?:i|we)(?:'ve| have| had|'d)? (?:also |too |once |actually |personally |recently |just "
    r"|myself |often |sometimes )?(?:was|were|had|have had|went|lost|felt|feel|struggled|struggle"
    r"|dealt|deal|experienced|been|got|used to|remember|suffered|found|tried|did|do|am|'m|go|get"
    r"|know how|know what|can relate|relate)(?![\w'])"
)


@dataclasses.dataclass(frozen=True)
class SentenceAct:
    """One sentence's support act and whose it is.

    Attributes:
        act: One of :data:`ACTS`.
        about_user: Whether the sentence addresses the user or reacts to what they said.
        self_talk: Whether it is about the speaker alone.
        chained: Whether it chains clauses with "and"/"or" past what a sentence holds (three or
            more coordinators with two or more support acts, or five or more coordinators).
        warm: Whether it carries an emotional reaction to the user or reassurance (EPITOME's
            emotional reactions: sympathy, concern, encouragement; "oof, that's rough").
    """

    act: str
    about_user: bool
    self_talk: bool
    chained: bool
    warm: bool


def _opening_words(words: list[str]) -> list[str]:
    i = 0
    while i < len(words) and words[i] in _LEADS:
        i += 1
    return words[i:]


@lru_cache(maxsize=65536)
def sentence_act(sentence: str, context: str = "") -> SentenceAct:
    """Reads one sentence's act.

    Args:
        sentence: One raw sentence of a reply.
        context: What the user said before it (their words make a sentence about them).

    Returns:
        The sentence's :class:`SentenceAct`.
    """
    text = normalise(sentence)
    words = words_of(text)
    theirs = frozenset(w for w in words_of(normalise(context)) if len(w) >= 4)
    second = bool(SECOND_PERSON.intersection(words))
    first = bool(_FIRST_PERSON.intersection(words))
    reacts = bool(_REACTION_RE.search(text))
    opening = _opening_words(words)
    self_subject = bool(opening) and opening[0] in _FIRST_PERSON and not reacts
    picks_up = bool(theirs.intersection(words))
    self_talk = first and not second and not reacts and (self_subject or bool(_SELF_RE.search(text)))
    question = sentence.rstrip().endswith("?")
    # A question put to the user is about them unless it asks about the speaker ("Do I ...?").
    about_user = (second or reacts or picks_up or (question and not self_subject)) and not self_talk
    kinds = sum(
        bool(p.search(text)) for p in (_SUGGESTION_RE, _REFLECTION_RE, _AFFIRMATION_RE, _WARMTH_RE, _RESTATEMENT_RE)
    ) + text.rstrip().endswith("?")
    coordinators = sum(1 for w in words if w in _CHAINERS)
    chained = (coordinators >= 3 and kinds >= 2) or coordinators >= 5
    warm = (bool(_WARMTH_RE.search(text)) or (reacts and bool(_HARDSHIP_RE.search(text)))) and not self_talk
    asks = question or bool(_ASKING_RE.search(text))
    if _GREETING_RE.search(text) and len(words) <= 6 and not question:
        act = "other"
    elif asks:
        if _SAID_BACK_RE.search(text):
            act = "restatement"  # "So you feel left out?": a paraphrase checked with them
        elif _WH_ASKED_RE.search(text):
            act = "question"  # "If you could say anything to him, what would it be?"
        elif _ASKED_SUGGESTION_RE.search(text) or _SUGGESTION_RE.search(text):
            act = "suggestion"
        else:
            act = "question"
    elif _SAID_BACK_RE.search(text):
        act = "restatement"
    elif _FEELING_TALK_RE.search(text):
        act = "reflection"
    elif _RESOURCES_RE.search(text):
        act = "information"
    elif _SELF_RE.search(text) or (
        (self_talk or _EXPERIENCE_RE.search(text)) and not _OPINION_RE.search(text)
    ):
        act = "self_disclosure"
    elif _INVITATION_RE.search(text):
        act = "question"  # "tell me what it was like": an open question put as a request (MITI)
    elif (
        (_SUGGESTION_RE.search(text) and second)
        or (_imperative(opening) and not _FRAMED_RE.search(text))
        or _ADVICE_RE.search(text)
    ) and not _REASSURANCE_RE.search(text):
        act = "suggestion"
    elif (
        _REASSURANCE_RE.search(text)
        or _AFFIRMATION_RE.search(text)
        or _VALIDATION_RE.search(text)
        or warm
    ):
        act = "affirmation"
    elif _GREETING_RE.search(text) or len(words) <= 3:
        act = "other"
    elif _INFORMATION_RE.search(text) or not (first or second):
        act = "information"  # a statement about the world, neither party's
    else:
        act = "other"
    return SentenceAct(act=act, about_user=about_user, self_talk=self_talk, chained=chained, warm=warm)


# A question whose own clause opens with a wh-word asks about them, whatever hypothetical frames
# it ("If you could say anything to him, what would it be?"); "what if you", "why not", "how
# about" and "what about" propose.
_WH_ASKED_RE = re.compile(
    r"(?:^|[,;:] )(?:what|how|who|which|where|why|when)(?! if| not| don't| about)(?![\w'])"
)
# A short imperative that frames what follows its colon ("Think about it for a second: you wrote
# to her"), which is not a proposal itself.
_FRAMED_RE = re.compile(r"^(?:\w+[ ,]+){0,6}\w+: (?:you|your|that|this|it|the fact)(?![\w'])")
# A request to hear more, which asks like an open question ("Tell me what it was like", "Walk me
# through it", "Say more about that").
_INVITATION_RE = re.compile(
    r"^(?:(?:so|please|just|then|and),? )?(?:(?:tell|talk|walk|take) me|say (?:more|a bit more|a little more)"
    r"|share (?:more|a bit more|a little more)|go on|keep going|help me understand|let it (?:all )?out"
    r"|vent away|get it (?:all )?off your chest)(?![\w'])"
)
# Verbs that open an imperative suggestion ("Write down ...", "Talk to ...").
_IMPERATIVES: frozenset[str] = frozenset(
    """
    write call phone ring ask book send email text draft list plan schedule bring check apply contact
    visit look find pick put start try make note arrange request register sign save share buy jot
    prepare rehearse reach message talk tell go take give let keep stop focus remember think breathe
    get spend set join see consider speak seek celebrate strengthen enjoy treat allow believe trust
    avoid limit exercise meditate read listen watch walk eat sleep drink practice learn explore
    research google search volunteer hang
    """.split()
)


# Verbs that open a sentence whose subject was dropped ("Hope you're okay", "Guess so", "Sounds
# hard"), or that greet or thank: no proposal.
_NOT_IMPERATIVE: frozenset[str] = frozenset(
    "hope guess wish love bet suppose reckon mean thank thanks feel know see hear agree understand sound seem "
    "wonder bless imagine sorry welcome congratulate congrats cheer please like hate miss"
    # Subjects that a verb reader also lists as verbs ("People with a ... usually end up ...").
    " people folks everyone everybody someone somebody nobody anyone anybody".split()
)
# Words before an imperative that leave it one ("Just leave it", "Then call her").
_IMPERATIVE_LEADS: frozenset[str] = frozenset("just then maybe perhaps now first next simply please".split())


# Words after a sentence's first word that make that word its subject ("Work is hard", "Sleep
# helps"), not an imperative verb.
_SUBJECT_SIGNS: frozenset[str] = frozenset(
    "is was has had are were can could will would must might should may seems sounds makes feels helps "
    "isn't wasn't hasn't can't won't doesn't does did".split()
)
# After "have": what makes it an offer of something to take ("Have a drink"), not a courtesy.
_COURTESY_ADJECTIVES: frozenset[str] = frozenset("good nice great lovely wonderful safe fun restful".split())


def _imperative(opening: list[str]) -> bool:
    """Whether a sentence opens as an imperative: a verb in its base form, with no subject before
    it ("Drive home", "Just ghost them", "Treat yourself"), in any wording. A listed verb
    (:data:`_IMPERATIVES`) counts at once; any other word counts when it can be a verb in its
    base form (lemminflect), so that what a proposal proposes does not decide whether it is one."""
    from rlver_env.text import verb_lemmas

    i = 0
    while i < len(opening) - 1 and opening[i] in _IMPERATIVE_LEADS:
        i += 1
    if i >= len(opening):
        return False
    word, after = opening[i], opening[i + 1 : i + 3]
    if (after[:1] == ["me"] or word in _NOT_IMPERATIVE or (after and after[0] in _SUBJECT_SIGNS)):
        return False  # "let me ..." is the speaker's move; "work is ..." has a subject
    if word == "have":
        return len(after) == 2 and after[0] in ("a", "an", "some") and after[1] not in _COURTESY_ADJECTIVES
    if word in _IMPERATIVES:
        return True
    # Beyond the listed verbs, a fragment ("Paint.", "Wow.") or a function word ("Over mold.") is
    # no proposal: an unlisted verb needs two words after it.
    return len(opening) >= i + 3 and word not in FUNCTION_WORDS and word in verb_lemmas(word)


def opens_imperative(words: Sequence[str]) -> bool:
    """Whether a sentence's words open as an imperative ("Just call her", "Drive home")."""
    return _imperative(list(words[:6]))


def sentence_acts(reply: str, context: str = "") -> tuple[SentenceAct, ...]:
    """The act of every sentence of a reply, in order."""
    return tuple(sentence_act(s, context) for s in sentences_of(reply[:4000]))


def reply_act(reply: str, context: str = "") -> str:
    """The reply's main support act, read from its sentences' acts.

    A reply that exchanges pleasantries (a greeting, thanks, a goodbye, good wishes) and asks
    nothing is ESConv's "Others", whatever else it says. Otherwise its act is the first of
    :data:`ACTS` that one of its sentences has: the most specific move it makes.

    Args:
        reply: The supporter's reply.
        context: What the user said before it.

    Returns:
        One of :data:`ACTS` (``"other"`` for an empty reply).
    """
    sentences = sentences_of(reply[:4000])
    found = {sentence_act(s, context).act for s in sentences}
    act = next((act for act in ACTS if act in found), "other")
    if act != "question" and any(_GREETING_RE.search(normalise(s)) for s in sentences):
        return "other"
    return act
