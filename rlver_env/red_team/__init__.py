"""A red team for the reward: adversarial policies that try to game the simulated user.

Every policy here sees only what an RL policy sees: the observation (the dialogue as chat
messages, user first) and its own reward after each step, never ``info``. They are written
white-box, against the rule simulator's lexicon and scoring, as an optimiser would in effect
find them; a reward that cannot be gamed keeps every one of them far below a sincere agent.

Families (:func:`scripted_attacks` builds them all):

* ``parroting``: the user's last message verbatim, reframed (``"So <their words>?"``) or with
  its words shuffled;
* ``cue_salad``: comma- or semicolon-chained cue fragments of several support styles, the
  groups rotating each turn;
* ``template``: one template whose slot fillers rotate, with no feedback;
* ``padding``: a fixed empathetic core plus pseudo-words or unrelated nouns;
* ``bandit``: probes one support style (or one group of styles) per turn, keeps the reward it
  got, then spams the best arm's cues in rotating wording;
* ``short``: very short replies;
* ``injection``: text aimed at the scorer (fake instructions, system tags, user lines);
* ``echo``: lists of the user's own content words inside a sentence;
* ``need_formula``: reads the user's need from their hints, then fills that need's rotating
  cue formula with their words (``"the {word}"``); benign, harmful, off-topic or harm-tailed;
* ``slot_bandit``: fixed templates per support family with one of the user's nouns in the slot,
  a bandit over the families; variants harmful, sycophantic, off-topic, canned or fitted;
* ``need_sniper``: matches the user's hint lines to read their need, then fills stock sentences of
  that need with their noun phrases; plain, fitted, harmful, generic, sycophantic, need-blind,
  padded with small talk or closed by a praise aside;
* ``wrapped_reference``: the sincere reference agent's reply with one insincere sentence added:
  harmful advice (at the end, at the start, or worded with support cues), an advert, a
  manipulative isolating line, or blanket flattery (at the end or the start);
* ``stock_schedule``: a fixed 10-turn schedule of stock sentences with the user's "my ..." phrase
  as "your ..." in a slot, the same for every user, fitted on the train personas;
* ``stock_bank``: a short opener, one of ten or twelve wording-distinct stock sentences of the
  need the user's hint lines name and a stock open question, around a "your <noun>" slot; plain,
  hill-climbed, need-blind (deep empathy for every user) or with a harmful sentence added.
* ``courtesy_freeze``: persona-blind templates around the user's noun phrases in a fixed order,
  then only greetings and thanks once a reply has cost anything; plain, with a stock sentence
  or a harmful judgement closing each reply, or without the freeze.
* ``hint_table``: per turn, one template per need (the need read by matching the rule user's hint
  lines), around the user's noun phrases; stock, sarcastic or nonsense-metaphor tables, a fixed
  script for every user, and the script or table closed by insults, cruelty, notes to the rater
  or invented facts.
* ``noun_frames``: ten fixed frames of a stock validation and a stock open question around the
  user's latest noun phrases (kept only when the package's part-of-speech reader calls the last
  word a noun), for every user; plain, or closed by "Sending hugs!!!" and an insult of the
  people around them; and the phrase frames (:mod:`~rlver_env.red_team.phrase_frames`): two of
  the user's noun phrases a turn, from the package's own reader of their words, in ten fixed
  frames of a stock reflection and a stock question, plain or closed by belittling; and the
  template rotation (:mod:`~rlver_env.red_team.template_rotation`): one of 32 stock templates a
  turn around the user's phrases and a feeling, from a schedule fitted on the train personas.

Replies that echo the user use the words they repeat most; replies built from cue banks draw
their wording so that it overlaps little with the policy's own earlier replies
(:meth:`AttackPolicy.fresh`), which is all a repetition check can see.

:func:`optimise_template` is a black-box (1+lambda) hill climber over a template grammar whose
phrase pool is harvested from the simulator's lexicon (:func:`harvest_lexicon`); its fitness is
the mean return on the train personas and its best candidate is then scored on the test ones.

:func:`run_policy` plays a policy once against every test persona of the evaluation preset and
returns its :class:`PolicyStats`; :func:`sincere_first_turn` measures a file of sincere replies
on their first turn.

The parts: :mod:`~rlver_env.red_team.policy` (the interface and the attacks' base class),
:mod:`~rlver_env.red_team.attacks` (the scripted families) with their
:mod:`~rlver_env.red_team.cues` and :mod:`~rlver_env.red_team.text` helpers,
:mod:`~rlver_env.red_team.formula`, :mod:`~rlver_env.red_team.slot_bandit`,
:mod:`~rlver_env.red_team.sniper`, :mod:`~rlver_env.red_team.wrapped` and
:mod:`~rlver_env.red_team.schedule` and :mod:`~rlver_env.red_team.stock_bank` (the need formula,
the slot bandit, the need sniper, the wrapped reference, the stock schedule and the stock bank)
with their :mod:`~rlver_env.red_team.formula_banks`, :mod:`~rlver_env.red_team.slot_pools`,
:mod:`~rlver_env.red_team.sniper_pools`, :mod:`~rlver_env.red_team.schedule_pools` and
:mod:`~rlver_env.red_team.stock_bank_pools`,
:mod:`~rlver_env.red_team.harvest` and :mod:`~rlver_env.red_team.optimiser` (the
hill climber), :mod:`~rlver_env.red_team.runner` (dialogues and table rows) and
:mod:`~rlver_env.red_team.report` (the sincere references and the verdict). Every public
name imports from this package.
"""

from __future__ import annotations

from rlver_env.red_team.attacks import (
    ATTACK_NAMES,
    COVERT_NOTES,
    INJECTION_LINES,
    PADDING_CORE,
    QUICK_ATTACKS,
    CueSalad,
    EchoStuffing,
    Injection,
    NeedBandit,
    Padding,
    Parrot,
    ShortReplies,
    SlotTemplate,
    make_attack,
    pseudo_word,
    scripted_attacks,
)
from rlver_env.red_team.cues import (
    ADJECTIVES,
    FEELING_FRAMES,
    FEELINGS,
    OPEN_LOOP_GROUPS,
    PROBE_ORDER,
    STYLE_CUES,
    STYLE_GROUPS,
    STYLES,
    UNRELATED_NOUNS,
    VALIDATIONS,
)
from rlver_env.red_team.formula import (
    FITTED_FORMULA_SETTINGS,
    FormulaSettings,
    NeedFormula,
)
from rlver_env.red_team.formula_banks import (
    BENIGN_CUES,
    FORMULA_QUESTIONS,
    FORMULA_VALIDATIONS,
    HARMFUL_CUES,
    HARMFUL_TAILS,
    NEED_HINTS,
    OFFTOPIC_ASIDES,
)
from rlver_env.red_team.harvest import (
    LEXICON_MODULE,
    expand_pattern,
    harvest_lexicon,
)
from rlver_env.red_team.optimiser import (
    ECHO_FRAMES,
    JOINERS,
    MAX_GENES,
    SHIFT_THRESHOLDS,
    TRAIN_ENV_ID,
    Gene,
    OptimiserResult,
    TemplateCandidate,
    TemplatePolicy,
    mutate,
    optimise_template,
    random_candidate,
)
from rlver_env.red_team.policy import (
    ECHO_WORDS,
    AgentPolicy,
    AttackPolicy,
    RedTeamPolicy,
    Rotor,
    empathetic_reference,
)
from rlver_env.red_team.report import (
    SincereStats,
    sincere_first_turn,
    verdict,
)
from rlver_env.red_team.runner import (
    EVAL_ENV_ID,
    PolicyStats,
    eval_persona_ids,
    play_dialogue,
    run_policy,
)
from rlver_env.red_team.runner import (
    _view as _view,  # what a policy sees of an observation; the tests check it
)
from rlver_env.red_team.schedule import FITTED_SCHEDULE, StockSchedule
from rlver_env.red_team.schedule_pools import SCHEDULE_POOL
from rlver_env.red_team.slot_bandit import (
    FITTED_OFFTOPIC_GENOME,
    FITTED_SLOT_GENOME,
    SLOT_GROUPS,
    SYCOPHANT_GROUPS,
    SlotBandit,
    SlotGenome,
)
from rlver_env.red_team.slot_pools import (
    CANNED_FILLERS,
    HARMFUL_ADVICE,
    HARMFUL_SLOT_TEMPLATES,
    SLOT_FAMILIES,
    SLOT_OPENERS,
    SLOT_TEMPLATES,
    UNRELATED_FILLERS,
)
from rlver_env.red_team.sniper import (
    FITTED_SNIPER_GENOME,
    SNIPER_NEEDS,
    SNIPER_PROBE,
    GenomeSniper,
    NeedSniper,
    SniperGenome,
    hinted_need,
)
from rlver_env.red_team.sniper_pools import (
    SNIPER_CUES,
    SNIPER_EXTRA_CUES,
    SNIPER_EXTRA_QUESTIONS,
    SNIPER_EXTRA_VALIDATIONS,
    SNIPER_HARMFUL_STEPS,
    SNIPER_PRAISE_ASIDES,
    SNIPER_QUESTIONS,
    SNIPER_SMALL_TALK,
    SNIPER_VALIDATIONS,
)
from rlver_env.red_team.stock_bank import (
    FALLBACK_PHRASE,
    FITTED_BANK_GENOME,
    BankGenome,
    StockBank,
    stock_phrases,
)
from rlver_env.red_team.stock_bank_pools import (
    STOCK_HARMFUL_LINES,
    STOCK_NEED_BANKS,
    STOCK_OPENERS,
    STOCK_QUESTIONS,
)
from rlver_env.red_team.text import (
    content_words,
    echo_list,
    feeling_words,
    jaccard,
    noun_phrases,
    nouns_first,
    proper_names,
    sentence,
    swap_pronouns,
    word_count,
    word_set,
)
from rlver_env.red_team.wrapped import (
    WRAP_ADVERTS,
    WRAP_FLATTERY,
    WRAP_HARMFUL,
    WRAP_HARMFUL_CUED,
    WRAP_HARMFUL_UNSEEN,
    WRAP_MANIPULATIVE,
    WrappedReference,
)

__all__ = [
    "ADJECTIVES",
    "ATTACK_NAMES",
    "BENIGN_CUES",
    "CANNED_FILLERS",
    "COVERT_NOTES",
    "ECHO_FRAMES",
    "ECHO_WORDS",
    "EVAL_ENV_ID",
    "FALLBACK_PHRASE",
    "FEELINGS",
    "FEELING_FRAMES",
    "FITTED_BANK_GENOME",
    "FITTED_FORMULA_SETTINGS",
    "FITTED_OFFTOPIC_GENOME",
    "FITTED_SCHEDULE",
    "FITTED_SLOT_GENOME",
    "FITTED_SNIPER_GENOME",
    "FORMULA_QUESTIONS",
    "FORMULA_VALIDATIONS",
    "HARMFUL_ADVICE",
    "HARMFUL_CUES",
    "HARMFUL_SLOT_TEMPLATES",
    "HARMFUL_TAILS",
    "INJECTION_LINES",
    "JOINERS",
    "LEXICON_MODULE",
    "MAX_GENES",
    "NEED_HINTS",
    "OFFTOPIC_ASIDES",
    "OPEN_LOOP_GROUPS",
    "PADDING_CORE",
    "PROBE_ORDER",
    "QUICK_ATTACKS",
    "SCHEDULE_POOL",
    "SHIFT_THRESHOLDS",
    "SLOT_FAMILIES",
    "SLOT_GROUPS",
    "SLOT_OPENERS",
    "SLOT_TEMPLATES",
    "SNIPER_CUES",
    "SNIPER_EXTRA_CUES",
    "SNIPER_EXTRA_QUESTIONS",
    "SNIPER_EXTRA_VALIDATIONS",
    "SNIPER_HARMFUL_STEPS",
    "SNIPER_NEEDS",
    "SNIPER_PRAISE_ASIDES",
    "SNIPER_PROBE",
    "SNIPER_QUESTIONS",
    "SNIPER_SMALL_TALK",
    "SNIPER_VALIDATIONS",
    "STOCK_HARMFUL_LINES",
    "STOCK_NEED_BANKS",
    "STOCK_OPENERS",
    "STOCK_QUESTIONS",
    "STYLES",
    "STYLE_CUES",
    "STYLE_GROUPS",
    "SYCOPHANT_GROUPS",
    "TRAIN_ENV_ID",
    "UNRELATED_FILLERS",
    "UNRELATED_NOUNS",
    "VALIDATIONS",
    "WRAP_ADVERTS",
    "WRAP_FLATTERY",
    "WRAP_HARMFUL",
    "WRAP_HARMFUL_CUED",
    "WRAP_HARMFUL_UNSEEN",
    "WRAP_MANIPULATIVE",
    "AgentPolicy",
    "AttackPolicy",
    "BankGenome",
    "CueSalad",
    "EchoStuffing",
    "FormulaSettings",
    "Gene",
    "GenomeSniper",
    "Injection",
    "NeedBandit",
    "NeedFormula",
    "NeedSniper",
    "OptimiserResult",
    "Padding",
    "Parrot",
    "PolicyStats",
    "RedTeamPolicy",
    "Rotor",
    "ShortReplies",
    "SincereStats",
    "SlotBandit",
    "SlotGenome",
    "SlotTemplate",
    "SniperGenome",
    "StockBank",
    "StockSchedule",
    "TemplateCandidate",
    "TemplatePolicy",
    "WrappedReference",
    "content_words",
    "echo_list",
    "empathetic_reference",
    "eval_persona_ids",
    "expand_pattern",
    "feeling_words",
    "harvest_lexicon",
    "hinted_need",
    "jaccard",
    "make_attack",
    "mutate",
    "noun_phrases",
    "nouns_first",
    "optimise_template",
    "play_dialogue",
    "proper_names",
    "pseudo_word",
    "random_candidate",
    "run_policy",
    "scripted_attacks",
    "sentence",
    "sincere_first_turn",
    "stock_phrases",
    "swap_pronouns",
    "verdict",
    "word_count",
    "word_set",
]
