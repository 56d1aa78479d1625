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
* ``echo``: lists of the user's own content words inside a sentence.

Replies that echo the user use the words they repeat most; replies built from cue banks draw
their wording so that it overlaps little with the policy's own earlier replies
(:meth:`AttackPolicy.fresh`), which is all a repetition check can see.

:func:`optimise_template` is a black-box (1+lambda) hill climber over a template grammar whose
phrase pool is harvested from the simulator's lexicon (:func:`harvest_lexicon`); its fitness is
the mean return on the train personas and its best candidate is then scored on the test ones.

:func:`run_policy` plays a policy once against every test persona of the evaluation preset and
returns its :class:`PolicyStats`; :func:`sincere_first_turn` measures a file of sincere replies
on their first turn.

The parts: :mod:`~rlver_env.bench.red_team.policy` (the interface and the attacks' base class),
:mod:`~rlver_env.bench.red_team.attacks` (the scripted families) with their
:mod:`~rlver_env.bench.red_team.cues` and :mod:`~rlver_env.bench.red_team.text` helpers,
:mod:`~rlver_env.bench.red_team.harvest` and :mod:`~rlver_env.bench.red_team.optimiser` (the
hill climber), :mod:`~rlver_env.bench.red_team.runner` (dialogues and table rows) and
:mod:`~rlver_env.bench.red_team.report` (the sincere references and the verdict). Every public
name imports from this package.
"""

from __future__ import annotations

from rlver_env.bench.red_team.attacks import (
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
from rlver_env.bench.red_team.cues import (
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
from rlver_env.bench.red_team.harvest import (
    LEXICON_MODULE,
    expand_pattern,
    harvest_lexicon,
)
from rlver_env.bench.red_team.optimiser import (
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
from rlver_env.bench.red_team.policy import (
    ECHO_WORDS,
    AgentPolicy,
    AttackPolicy,
    RedTeamPolicy,
    Rotor,
    empathetic_reference,
)
from rlver_env.bench.red_team.report import (
    SincereStats,
    sincere_first_turn,
    verdict,
)
from rlver_env.bench.red_team.runner import (
    EVAL_ENV_ID,
    PolicyStats,
    eval_persona_ids,
    play_dialogue,
    run_policy,
)
from rlver_env.bench.red_team.runner import (
    _view as _view,  # what a policy sees of an observation; the tests check it
)
from rlver_env.bench.red_team.text import (
    content_words,
    echo_list,
    jaccard,
    sentence,
    swap_pronouns,
    word_count,
    word_set,
)

__all__ = [
    "ADJECTIVES",
    "ATTACK_NAMES",
    "COVERT_NOTES",
    "ECHO_FRAMES",
    "ECHO_WORDS",
    "EVAL_ENV_ID",
    "FEELINGS",
    "FEELING_FRAMES",
    "INJECTION_LINES",
    "JOINERS",
    "LEXICON_MODULE",
    "MAX_GENES",
    "OPEN_LOOP_GROUPS",
    "PADDING_CORE",
    "PROBE_ORDER",
    "QUICK_ATTACKS",
    "SHIFT_THRESHOLDS",
    "STYLES",
    "STYLE_CUES",
    "STYLE_GROUPS",
    "TRAIN_ENV_ID",
    "UNRELATED_NOUNS",
    "VALIDATIONS",
    "AgentPolicy",
    "AttackPolicy",
    "CueSalad",
    "EchoStuffing",
    "Gene",
    "Injection",
    "NeedBandit",
    "OptimiserResult",
    "Padding",
    "Parrot",
    "PolicyStats",
    "RedTeamPolicy",
    "Rotor",
    "ShortReplies",
    "SincereStats",
    "SlotTemplate",
    "TemplateCandidate",
    "TemplatePolicy",
    "content_words",
    "echo_list",
    "empathetic_reference",
    "eval_persona_ids",
    "expand_pattern",
    "harvest_lexicon",
    "jaccard",
    "make_attack",
    "mutate",
    "optimise_template",
    "play_dialogue",
    "pseudo_word",
    "random_candidate",
    "run_policy",
    "scripted_attacks",
    "sentence",
    "sincere_first_turn",
    "swap_pronouns",
    "verdict",
    "word_count",
    "word_set",
]
