"""Calibrates a simulator against ESConv's human ratings by replaying the chats in judge mode.

ESConv chats (see :mod:`rlver_env.calibration.esconv`) carry no emotion score, but their
seekers rated the support twice: a **feedback** (1-5) every few turns on the supporter's replies
since the previous one, and an end-of-chat **survey** (the supporter's empathy, and the emotion
intensity before and after, 1-5). Each chat is replayed through the simulator under test with
the recorded history (see :func:`rlver_env.calibration.calibrate.replay_dialogues`): the seeker's
persona is built from the chat (:mod:`rlver_env.calibration.esconv_persona`), the simulator
appraises each recorded supporter reply, and its own words are discarded. The emotion starts at
the rules' start (40 under SAGE's rules) and follows the simulator's changes, each clamped and
kept within [0, 100]; the replay goes on to the chat's end even where the rules would have ended
a dialogue.

The statistics, each with a cluster-bootstrap confidence interval that resamples whole chats
(:mod:`rlver_env.stats.bootstrap`; seeded, so the report is deterministic):

* **feedback window**: Spearman's rho and Kendall's tau-b between each feedback and the sum of
  the simulator's changes over the replies it rates;
* **survey empathy**: between the seeker's empathy rating and the simulated final emotion (the
  start moved by the changes, stopping where the rules end the dialogue);
* **intensity drop**: between the drop in emotion intensity (initial minus final: positive means
  the seeker felt better) and the simulated final emotion.

The **length baseline** puts the number of words the supporter wrote (in the window, or in the
whole chat) in place of the simulator: a simulator worth its appraisals must beat it.

Example::

    from rlver_env.calibration.esconv import read_esconv
    from rlver_env.calibration.esconv_calibrate import calibrate_esconv
    from rlver_env.simulators import RuleBasedSimulator

    report = calibrate_esconv([read_esconv("ESConv.json")], RuleBasedSimulator())
    print(report.to_markdown())
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rlver_env.calibration.calibrate import DialogueReplay, RecordedDialogue, replay_dialogues
from rlver_env.calibration.esconv import ESConvChat, ESConvFile
from rlver_env.calibration.esconv_persona import esconv_persona
from rlver_env.calibration.esconv_report import ChatReplay, ESConvReport, esconv_statistics
from rlver_env.errors import PersonaError, RlverEnvError
from rlver_env.rules import SAGE_RULES, EmotionRules, resolve_rules
from rlver_env.simulators.base import Simulator


def _record(chat: ESConvChat, rules: EmotionRules) -> dict[str, Any]:
    """The chat in our record shape, without recorded emotions (the replay follows the judge)."""
    return {
        "key": chat.key,
        "start_emotion": rules.start_emotion,
        "opening": chat.opening,
        "recorded_emotions": False,
        "turns": [{"reply": r.text, "user_text": r.answer} for r in chat.replies],
    }


def _chat_replay(chat: ESConvChat, replay: DialogueReplay, persona_need: str) -> ChatReplay:
    changes = list(replay.simulated_changes)
    windows = [
        {
            "feedback": w.feedback,
            "replies": list(w.replies),
            "change": sum(changes[i] for i in w.replies) if replay.error is None else None,
            "words": sum(chat.replies[i].words for i in w.replies),
        }
        for w in chat.windows
    ]
    return ChatReplay(
        key=chat.key,
        persona_id=replay.persona_id,
        hidden_need=persona_need,
        proposed_deltas=list(replay.proposed_deltas),
        changes=changes,
        reply_words=[r.words for r in chat.replies],
        windows=windows,
        simulated_final=replay.simulated_final,
        survey=dict(chat.survey),
        error=replay.error,
    )


def calibrate_esconv(
    files: Sequence[ESConvFile],
    simulator: Simulator,
    need: str | None = None,
    rules: str | EmotionRules = SAGE_RULES,
    limit: int | None = None,
    batch_size: int = 32,
    seed: int = 0,
    resamples: int = 1000,
    confidence: float = 0.95,
) -> ESConvReport:
    """Replays ESConv chats through ``simulator`` and correlates it with the seekers' ratings.

    Args:
        files: The chats, as read by :func:`rlver_env.calibration.esconv.read_esconv`.
        simulator: The simulator under test; only its appraisals are used.
        need: A hidden-need kind for every persona, instead of the one inferred per chat.
        rules: The emotion rules (SAGE's by default: start 40, changes clamped to +-10).
        limit: Replay only the first ``limit`` chats of each file (malformed ones count).
        batch_size: Chats replayed side by side (one simulator call per reply per batch).
        seed: Seeds the simulator's generators and the bootstrap.
        resamples: Bootstrap resamples per interval.
        confidence: The intervals' coverage.

    Returns:
        The report. Chats that cannot be replayed are skipped and named in ``errors``.

    Raises:
        ValueError: For a bad ``need``, ``limit``, ``batch_size``, ``resamples`` or
            ``confidence``, or unknown rules.
        RlverEnvError: If no chat can be replayed.
    """
    if (limit is not None and limit < 1) or batch_size < 1 or resamples < 1:
        raise ValueError("limit, batch_size and resamples must be at least 1")
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie in (0, 1), got {confidence}")
    active_rules = resolve_rules(rules)
    kept = (lambda index: True) if limit is None else (lambda index: index < limit)
    errors = [str(e) for f in files for e in f.errors if e.chat is None or kept(e.chat)]
    chats: list[ESConvChat] = []
    dialogues: list[RecordedDialogue] = []
    for file in files:
        for chat in (c for c in file.chats if kept(c.index)):
            persona = esconv_persona(chat, need)
            where = f"{chat.path}: chat [{chat.index}]"
            try:
                simulator.check_persona(persona)
            except PersonaError as exc:
                errors.append(f"{where}: the simulator cannot play its persona: {exc}")
                continue
            chats.append(chat)
            dialogues.append(
                RecordedDialogue(_record(chat, active_rules), persona, active_rules, where)
            )
    if not dialogues:
        names = ", ".join(str(f.path) for f in files) or "no file"
        why = f" ({len(errors)} skipped; the first: {errors[0]})" if errors else ""
        raise RlverEnvError(f"{names}: no ESConv chat to replay{why}")
    replays = replay_dialogues(dialogues, simulator, batch_size, seed)
    results = [
        _chat_replay(chat, replay, d.persona.hidden_need)
        for chat, replay, d in zip(chats, replays, dialogues)
    ]
    errors.extend(r.error for r in results if r.error is not None)
    finished = [r for r in results if r.error is None]
    return ESConvReport(
        simulator=getattr(simulator, "name", type(simulator).__name__),
        files=[str(f.path) for f in files],
        chats=len(finished),
        skipped=len(errors),
        replies=sum(len(r.changes) for r in finished),
        windows=sum(len(r.windows) for r in finished),
        statistics=esconv_statistics(finished, resamples, confidence, seed),
        hidden_needs=dict(Counter(r.hidden_need for r in finished)),
        rules=active_rules.name,
        resamples=resamples,
        confidence=confidence,
        seed=seed,
        errors=errors,
        dialogues=results,
        speaker_namings={
            str(f.path): None if f.speaker_naming is None else f.speaker_naming.name for f in files
        },
    )
