"""Calibrates a simulator against recorded dialogues by replaying them in judge mode.

Each recorded dialogue (a SAGE log line, or an episode of one of our runs) is replayed through
the simulator under test, turn by turn, with the *recorded* history: the dialogue state holds
the recorded user words and the recorded emotion so far, the simulator appraises the recorded
agent reply, its proposed change is kept, and the replay goes on with the recorded next user
turn (the simulator's own words are discarded). The simulator's changes are then compared with
the recorded ones:

* **turn Spearman**: Spearman's correlation between the recorded per-turn changes and the
  simulator's, each simulated change taken from the same recorded emotion under the same rules
  (clamped, kept within [0, 100]);
* **final Pearson**: Pearson's correlation between the recorded final emotions and the
  simulated ones, where the simulated final is the start emotion moved by the simulator's
  changes one after another under the same rules (stopping where the rules would end the
  dialogue in success or failure);
* **Kendall's tau**: between the models' rankings by recorded and by simulated mean final
  emotion, when several logs are replayed.

Replaying a run through the simulator that produced it gives identical changes.

Recordings without emotions (human chats such as ESConv's, see
:mod:`rlver_env.calibration.esconv_calibrate`) replay through the same machinery with
:func:`replay_dialogues`: their turns carry no ``emotion``, so the dialogue state follows the
simulator's own emotion from the start.

Example::

    from rlver_env.calibration.calibrate import calibrate
    from rlver_env.bench.scoring import load_log
    from rlver_env.simulators import RuleBasedSimulator

    report = calibrate([load_log("runs/empathetic")], RuleBasedSimulator())
    report.models[0].turn_spearman  # 1.0 for a run made with the rule simulator
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rlver_env.bench.scoring import LoadedLog
from rlver_env.bench.summary import sage_score
from rlver_env.dialogue import DialogueState, Turn
from rlver_env.errors import PersonaError, RlverEnvError
from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.importers import DISPOSITION_MAP, convert_record, import_profiles
from rlver_env.personas.model import Persona
from rlver_env.rules import SAGE_RULES, EmotionRules, resolve_rules
from rlver_env.simulators.base import Simulator
from rlver_env.stats.correlation import kendall_tau, pearson, spearman


@dataclasses.dataclass
class DialogueReplay:
    """One recorded dialogue replayed through the simulator.

    Attributes:
        key: The dialogue's key (SAGE ``id``, or our ``persona#repeat``).
        persona_id: The persona it was replayed with.
        start_emotion: The recorded start.
        recorded_final: The recorded final emotion (``None`` for a recording without emotions).
        recorded_changes: The recorded change of each appraised turn (empty without emotions).
        simulated_changes: The simulator's change of each turn under the rules, from the same
            recorded emotion (from the simulated one, for a recording without emotions).
        proposed_deltas: The simulator's raw proposed deltas (before the rules).
        simulated_final: The start moved by the simulator's changes; ``None`` after an error.
        error: Why the replay stopped early, else ``None``.
    """

    key: str
    persona_id: str
    start_emotion: int | float
    recorded_final: int | float | None
    recorded_changes: list[int | float] = dataclasses.field(default_factory=list)
    simulated_changes: list[int] = dataclasses.field(default_factory=list)
    proposed_deltas: list[int] = dataclasses.field(default_factory=list)
    simulated_final: int | float | None = None
    error: str | None = None


@dataclasses.dataclass
class ModelCalibration:
    """The agreement between the simulator and one model's recorded dialogues.

    Attributes:
        name: The model or run.
        format: ``"ours"`` or ``"sage"``.
        dialogues: Every replayed dialogue.
        turns: The number of turns compared.
        turn_spearman: Spearman's correlation of the per-turn changes (``None`` if undefined).
        final_pearson: Pearson's correlation of the final emotions (``None`` if undefined).
        same_change: The share of turns where the simulated change equals the recorded one.
        recorded_score: SAGE's score of the recorded finals of the fully replayed dialogues.
        simulated_score: SAGE's score of their simulated finals.
        recorded_mean: The unrounded mean recorded final (ranks the models).
        simulated_mean: The unrounded mean simulated final.
    """

    name: str
    format: str
    dialogues: list[DialogueReplay]
    turns: int
    turn_spearman: float | None
    final_pearson: float | None
    same_change: float | None
    recorded_score: float | None
    simulated_score: float | None
    recorded_mean: float | None
    simulated_mean: float | None

    def to_dict(self, details: bool = False) -> dict[str, Any]:
        """A JSON-compatible dict; ``details`` adds every dialogue."""
        data = dataclasses.asdict(self)
        data["errors"] = sum(d.error is not None for d in self.dialogues)
        data["dialogues"] = (
            [dataclasses.asdict(d) for d in self.dialogues] if details else len(self.dialogues)
        )
        return data


@dataclasses.dataclass
class CalibrationReport:
    """What :func:`calibrate` found.

    Attributes:
        simulator: The simulator's name.
        models: One entry per log, in the order given.
        turn_spearman: Spearman's correlation of the per-turn changes over every log.
        final_pearson: Pearson's correlation of the final emotions over every log.
        kendall_tau: Kendall's tau-b between the models ranked by recorded and by simulated
            mean final emotion (``None`` for fewer than two logs, or when undefined).
        errors: Unreadable lines of the logs and dialogues whose replay stopped early.
    """

    simulator: str
    models: list[ModelCalibration]
    turn_spearman: float | None
    final_pearson: float | None
    kendall_tau: float | None
    errors: list[str]

    def to_dict(self, details: bool = False) -> dict[str, Any]:
        """A JSON-compatible dict; ``details`` adds every dialogue."""
        return {
            "simulator": self.simulator,
            "turn_spearman": self.turn_spearman,
            "final_pearson": self.final_pearson,
            "kendall_tau": self.kendall_tau,
            "models": [m.to_dict(details) for m in self.models],
            "errors": list(self.errors),
        }


# ------------------------------------------------------------------------------------ personas
def load_sage_profiles(path: str | Path, errors: list[str] | None = None) -> dict[str, Persona]:
    """Imports a SAGE profile file, keyed by the original profile ``id``.

    Args:
        path: SAGE's ``simulator_profile_withfirsttalk.jsonl`` (or a file like it).
        errors: If given, each line that failed to import is reported here.
    """
    result = import_profiles(path, "sage")
    if errors is not None:
        errors.extend(str(e) for e in result.errors)
    return {persona.data["source"]["id"]: persona for persona in result.to_personas()}


def sage_persona(
    record: Mapping[str, Any], profiles: Mapping[str, Persona] | None = None
) -> Persona:
    """The Chinese persona of a SAGE log record.

    The full profile is used when ``profiles`` holds the record's id; otherwise the persona is
    built from the scenario fields the log line carries (``player``, ``scene``, ``character``,
    ``task`` and the opening), with the disposition word as the only trait, since log lines
    carry no ``cha_group``.

    Raises:
        PersonaError: If the record lacks the scenario fields, naming the missing ones.
    """
    profile = record.get("sage_profile") or {}
    dialogue_id = str(profile.get("id") or record.get("key"))
    if profiles and dialogue_id in profiles:
        return profiles[dialogue_id]
    missing = [
        f
        for f in ("player", "scene", "character", "task")
        if not isinstance(profile.get(f), str) or not profile[f].strip()
    ]
    if missing:
        raise PersonaError(
            f"SAGE dialogue {dialogue_id!r} lacks {', '.join(missing)}, needed to build its persona"
        )
    character = profile["character"].strip()
    if character not in DISPOSITION_MAP:
        raise PersonaError(
            f"SAGE dialogue {dialogue_id!r}: unknown character {character!r}; "
            f"expected one of {list(DISPOSITION_MAP)}"
        )
    raw = {
        "id": dialogue_id,
        "player": profile["player"],
        "scene": profile["scene"],
        "main_cha": character,
        "cha_group": [character],
        "task": profile["task"],
        "first_talk": profile.get("first_talk") or record.get("opening"),
    }
    source = record.get("source") or {}
    data, _ = convert_record(
        raw, "sage", int(source.get("line") or 0), str(source.get("file") or "")
    )
    return Persona(data, f"{source.get('file', '<sage log>')}:{source.get('line', '?')}")


def default_bank(log: LoadedLog) -> PersonaBank:
    """Our run's personas: the source its ``run.json`` names, if loadable, else the library."""
    source = ((log.run_config or {}).get("env_kwargs") or {}).get("personas")
    if isinstance(source, str) and not source.startswith(("[", "<", "(")):
        try:
            return PersonaBank(source)
        except (PersonaError, OSError):
            pass
    return PersonaBank("bundled:all")


# ------------------------------------------------------------------------------------- replay
@dataclasses.dataclass
class RecordedDialogue:
    """One recorded dialogue, ready to replay.

    Attributes:
        record: The dialogue in our record shape: ``key``, ``start_emotion``, ``opening``,
            ``turns`` (each with the agent's ``reply`` and the user's answer ``user_text``) and,
            optionally, ``final_emotion``, ``difficulty``, ``seed`` and ``recorded_emotions``.
            With ``recorded_emotions`` false, the turns carry no ``emotion`` and are all
            replayed, the dialogue following the simulator's own emotion; otherwise each turn
            carries the recorded ``emotion`` and ``appraisal``, and the replay stops at the first
            turn without them (a simulator error ends a recording).
        persona: The simulated user.
        rules: The emotion rules.
        where: Where the dialogue came from, for messages (``"file:line"``).
    """

    record: Mapping[str, Any]
    persona: Persona
    rules: EmotionRules
    where: str

    @property
    def follows_simulator(self) -> bool:
        """Whether the replay follows the simulated emotion (there is no recorded one)."""
        return self.record.get("recorded_emotions") is False


@dataclasses.dataclass
class _Pending:
    replay: DialogueReplay
    state: DialogueState
    turns: list[Mapping[str, Any]]
    where: str
    follows_simulator: bool


def _replayable_turns(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The recorded turns that carry an appraisal (a simulator error ends a recording)."""
    kept = []
    for turn in record.get("turns") or []:
        if not isinstance(turn, dict) or turn.get("appraisal") is None or "emotion" not in turn:
            break
        kept.append(turn)
    return kept


def _prepare(dialogue: RecordedDialogue, simulator: Simulator, seed: int) -> _Pending:
    record, persona = dialogue.record, dialogue.persona
    simulator.check_persona(persona)
    record_seed = record.get("seed")
    rng = np.random.default_rng(record_seed if isinstance(record_seed, int) else seed)
    start = record["start_emotion"]
    state = DialogueState(
        persona=persona,
        rules=dialogue.rules,
        difficulty=record.get("difficulty") or persona.default_difficulty,
        emotion=start,
        rng=rng,
        messages=[{"role": "user", "content": str(record.get("opening") or "")}],
    )
    replay = DialogueReplay(str(record.get("key")), persona.id, start, record.get("final_emotion"))
    follows = dialogue.follows_simulator
    turns = list(record.get("turns") or []) if follows else _replayable_turns(record)
    return _Pending(replay, state, turns, dialogue.where, follows)


def _replay(batch: list[_Pending], simulator: Simulator) -> None:
    """Replays a batch of dialogues in lockstep, one batched simulator call per turn."""
    # The simulator sets up its notes for each dialogue; its opening words are not used.
    for item, opening in zip(batch, simulator.open_batch([p.state for p in batch])):
        if opening.error is not None:
            item.replay.error = (
                f"{item.where}: the simulator could not open the dialogue: {opening.error}"
            )
    for index in range(max((len(p.turns) for p in batch), default=0)):
        active = [p for p in batch if p.replay.error is None and index < len(p.turns)]
        if not active:
            break
        replies = [str(p.turns[index].get("reply", "")) for p in active]
        results = simulator.step_batch([p.state for p in active], replies)
        for item, reply, result in zip(active, replies, results):
            recorded = item.turns[index]
            if result.error is not None or result.appraisal is None:
                item.replay.error = (
                    f"{item.where}: turn {index + 1}: simulator error: {result.error}"
                )
                continue
            state = item.state
            before = state.emotion
            delta = int(result.appraisal.delta)
            simulated = state.rules.apply(before, delta)
            after = simulated if item.follows_simulator else recorded["emotion"]
            if not item.follows_simulator:
                item.replay.recorded_changes.append(after - before)
            item.replay.simulated_changes.append(simulated - before)
            item.replay.proposed_deltas.append(delta)
            user_text = str(recorded.get("user_text", ""))
            state.turns.append(
                Turn(
                    index=index,
                    thought=recorded.get("thought"),
                    reply=reply,
                    format_ok=bool(recorded.get("format_ok", True)),
                    appraisal=result.appraisal,
                    emotion_before=before,
                    emotion_after=after,
                    user_text=user_text,
                    goodbye=False,
                )
            )
            state.emotion = after
            state.messages.append({"role": "assistant", "content": reply})
            state.messages.append({"role": "user", "content": user_text})
    for item in batch:
        if item.replay.error is None:
            item.replay.simulated_final = simulated_final(
                item.state.rules, item.replay.start_emotion, item.replay.proposed_deltas
            )


def replay_dialogues(
    dialogues: Sequence[RecordedDialogue],
    simulator: Simulator,
    batch_size: int = 32,
    seed: int = 0,
) -> list[DialogueReplay]:
    """Replays recorded dialogues through ``simulator`` in judge mode, in batches.

    Each recorded reply is appraised with the recorded history; the simulator's own words are
    discarded. A dialogue whose replay fails (a simulator error) keeps its ``error`` and no
    ``simulated_final``; the others go on.

    Args:
        dialogues: The dialogues, each with its persona and rules.
        simulator: The simulator under test; only its appraisals are used.
        batch_size: Dialogues replayed side by side (one simulator call per turn per batch).
        seed: Dialogue ``i`` without a recorded seed draws from a generator seeded ``seed + i``.

    Returns:
        One replay per dialogue, in order.

    Raises:
        ValueError: For a ``batch_size`` below 1.
        PersonaError: If the simulator cannot play a persona.
    """
    if batch_size < 1:
        raise ValueError(f"batch_size must be at least 1, got {batch_size}")
    pending = [_prepare(d, simulator, seed + i) for i, d in enumerate(dialogues)]
    for start in range(0, len(pending), batch_size):
        _replay(pending[start : start + batch_size], simulator)
    return [p.replay for p in pending]


def simulated_final(rules: EmotionRules, start: float, deltas: Sequence[int]) -> int | float:
    """The start moved by each delta under ``rules``, stopping where the rules end the dialogue."""
    emotion = start
    for delta in deltas:
        emotion = rules.apply(emotion, delta)
        if rules.is_success(emotion) or rules.is_failure(emotion):
            break
    return emotion


# ------------------------------------------------------------------------------------ metrics
def _defined(value: float) -> float | None:
    return None if math.isnan(value) else float(value)


def _summarise(log: LoadedLog, replays: list[DialogueReplay]) -> ModelCalibration:
    recorded = [c for r in replays for c in r.recorded_changes]
    simulated = [c for r in replays for c in r.simulated_changes]
    finished = [r for r in replays if r.simulated_final is not None]
    rec_finals = [r.recorded_final for r in finished]
    sim_finals = [r.simulated_final for r in finished]
    return ModelCalibration(
        name=log.name,
        format=log.format,
        dialogues=replays,
        turns=len(recorded),
        turn_spearman=_defined(spearman(recorded, simulated)),
        final_pearson=_defined(pearson(rec_finals, sim_finals)),
        same_change=round(sum(a == b for a, b in zip(recorded, simulated)) / len(recorded), 4)
        if recorded
        else None,
        recorded_score=sage_score(rec_finals) if rec_finals else None,
        simulated_score=sage_score(sim_finals) if sim_finals else None,
        recorded_mean=float(np.mean(rec_finals)) if rec_finals else None,
        simulated_mean=float(np.mean(sim_finals)) if sim_finals else None,
    )


def calibrate(
    logs: Sequence[LoadedLog],
    simulator: Simulator,
    personas: Any = None,
    profiles: Mapping[str, Persona] | None = None,
    rules: str | EmotionRules | None = None,
    limit: int | None = None,
    batch_size: int = 32,
    seed: int = 0,
) -> CalibrationReport:
    """Replays recorded dialogues through ``simulator`` and measures the agreement.

    Args:
        logs: The recorded dialogues, one log per model (see
            :func:`rlver_env.bench.scoring.load_log`).
        simulator: The simulator under test; only its appraisals are used.
        personas: For our runs: a persona source or :class:`PersonaBank` holding the runs'
            ``persona_id``; by default each run's own source if ``run.json`` names one, else
            the bundled library.
        profiles: For SAGE logs: full personas keyed by SAGE id (see
            :func:`load_sage_profiles`); by default each persona is built from the log line.
        rules: The emotion rules; by default each record's own (SAGE's for SAGE logs).
        limit: Replay only the first ``limit`` dialogues of each log.
        batch_size: Dialogues replayed side by side (one simulator call per turn per batch).
        seed: Seeds the simulator's generator for records that carry no seed.

    Raises:
        ValueError: For no logs, a ``limit`` or ``batch_size`` below 1.
        PersonaError: If a persona cannot be found or built, or the simulator cannot play it.
        RlverEnvError: If a log has nothing to replay.
    """
    if not logs:
        raise ValueError("no logs to calibrate against")
    if (limit is not None and limit < 1) or batch_size < 1:
        raise ValueError("limit and batch_size must be at least 1")
    bank = (
        personas if isinstance(personas, PersonaBank) or personas is None else PersonaBank(personas)
    )
    fixed_rules = resolve_rules(rules) if rules is not None else None
    errors: list[str] = []
    models: list[ModelCalibration] = []
    for log in logs:
        errors.extend(log.errors)
        records = log.records[:limit] if limit is not None else log.records
        if not records:
            raise RlverEnvError(f"{log.path}: no readable dialogue to replay")
        log_bank = bank if bank is not None or log.format == "sage" else default_bank(log)
        dialogues = []
        for record in records:
            source = record.get("source") or {}
            where = (
                f"{log.path}:{source['line']}"
                if source.get("line")
                else f"{log.path} [{record.get('key')}]"
            )
            if log.format == "sage":
                persona = sage_persona(record, profiles)
            else:
                assert log_bank is not None
                persona_id = str(record.get("persona_id"))
                if persona_id not in log_bank:
                    raise PersonaError(
                        f"{where}: persona {persona_id!r} is not among the personas given; "
                        "pass personas= (--personas)"
                    )
                persona = log_bank.get(persona_id)
            record_rules = fixed_rules or _record_rules(record, where)
            dialogues.append(RecordedDialogue(record, persona, record_rules, where))
        replays = replay_dialogues(dialogues, simulator, batch_size, seed)
        errors.extend(r.error for r in replays if r.error is not None)
        models.append(_summarise(log, replays))
    all_recorded = [c for m in models for d in m.dialogues for c in d.recorded_changes]
    all_simulated = [c for m in models for d in m.dialogues for c in d.simulated_changes]
    finished = [d for m in models for d in m.dialogues if d.simulated_final is not None]
    ranked = [m for m in models if m.recorded_mean is not None and m.simulated_mean is not None]
    tau = (
        kendall_tau([m.recorded_mean for m in ranked], [m.simulated_mean for m in ranked])
        if len(ranked) > 1
        else float("nan")
    )
    return CalibrationReport(
        simulator=getattr(simulator, "name", type(simulator).__name__),
        models=models,
        turn_spearman=_defined(spearman(all_recorded, all_simulated)),
        final_pearson=_defined(
            pearson([d.recorded_final for d in finished], [d.simulated_final for d in finished])
        ),
        kendall_tau=_defined(tau),
        errors=errors,
    )


def _record_rules(record: Mapping[str, Any], where: str) -> EmotionRules:
    name = record.get("rules") or SAGE_RULES.name
    try:
        return resolve_rules(str(name))
    except ValueError:
        raise RlverEnvError(
            f"{where}: the recorded rules {name!r} are not a preset; pass rules="
        ) from None
