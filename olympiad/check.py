"""Re-checking rounds already paired (``olympiad check``), whoever paired them.

Each stored round is judged against the event as it stood before it: the earlier rounds
with their results, the round's own absent teams (art. 45). Two kinds of deviation:

- ``violation``, an absolute rule broken: a rematch (16a); a second bye (12), a bye after
  scoring without playing (16b) or, where the ruleset says so, to a late entry; a present
  team neither paired nor given the bye, a team paired twice, an absent team paired (45);
  board-1 colours breaking a colour limit when the other way round keeps both (22a: the
  colour difference past +-2, 22b: a third colour in a row, or both, as the case is); two
  teams paired although neither colour keeps the limits while ``pair_round`` keeps them in
  their score groups (the limits the stored colours break, and 23a: the limits give way
  only where a group cannot be completed otherwise).
- ``differs``: the matches or the bye are not those ``pair_round`` gives for that round
  (named, with the first decision of the engine's trail the round does not follow, e.g. the
  float or pairing it would have chosen and its article); the board-1 colours of a match
  are not those of the engine's allocation (arts. 21, 24-28) for that match.

Not checkable: the publication order (art. 43). The lot of art. 21 is read back from round
1 when not given (``infer_lot``). Absences, no-shows, withdrawals: docs/interpretations.md.

The C.04.6 judge (``judge_c046``) judges by C.04.6's own criteria. Both are the team
systems' judges of one round (``rulesets.systems``: ``judge_olympiad``, ``judge_c046``) for
the one replay checker (``individual.check.replay``), which walks the rounds as
``rounds_as_paired`` gives them and pairs each again; ``check_report`` says what a replay of
any team system means: the notes, the deviations in order, the rounds a TRF cannot decide,
the summary and the exit code ``olympiad check`` prints.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal, Protocol

from individual.check.replay import Repaired, by_system
from individual.matching.maximum import Completability
from individual.vocabulary.colour import Colour, read_back_note
from individual.vocabulary.decision import Decision, Kind, Trail, join_articles
from individual.vocabulary.errors import InputError, PairingSystemError
from olympiad.engine.bye import late_entries
from olympiad.engine.colours import (
    LimitBreak,
    LotNotDrawn,
    allocate,
    colour_limits,
    is_limit_decision,
)
from olympiad.engine.compatibility import Compatibility
from olympiad.engine.model import Event, Match, Round, RoundPairing
from olympiad.engine.ranking import pairing_numbers, rank_for_pairing
from olympiad.engine.roles import (
    FLOATS_DOWN,
    PAIR_REJECTIONS,
    Role,
    cite_mention,
    cite_text,
    mention_keys,
    rejection_reason,
)
from olympiad.fideteam.roles import Role as C046Role
from olympiad.standings.history import EventHistory, history

Severity = Literal["violation", "differs"]
VIOLATION: Severity = "violation"
DIFFERS: Severity = "differs"

NOT_CHECKED = (
    "the publication order is not checked: stored rounds do not keep the order "
    "in which the matches were published"
)


@dataclass(frozen=True)
class Deviation:
    """One deviation of stored round ``round``: a ``violation`` of an absolute rule, or a
    pairing or board-1 colour that ``differs`` from the engine's; ``article`` as the
    event's ruleset cites it."""

    round: int
    teams: tuple[int, ...]
    article: str
    message: str
    severity: Severity = VIOLATION

    def __str__(self) -> str:
        return f"round {self.round}: [art. {self.article}] {self.message}"


@dataclass(frozen=True)
class Lot:
    """Art. 21's drawing of lots (board 1 of pairing number 1 in round 1), and how read."""

    colour: Colour
    how: str


def infer_lot(event: Event) -> Lot | None:
    """Art. 21 read back from round 1: the colour board 1 of pairing number 1 got, else of
    the best-ranked team with a match (the lot for an odd pairing number, the other colour
    for an even one); matches not played come last. ``None`` without a round-1 match."""
    if not event.rounds or not event.rounds[0].matches:
        return None
    numbers = pairing_numbers(entered_by(event, 1))

    def key(match: Match) -> tuple[bool, int]:
        return bool(match.no_show), min(numbers[t] for t in match.teams)

    match = min(event.rounds[0].matches, key=key)
    team = min(match.teams, key=numbers.__getitem__)
    got = Colour.WHITE if team == match.first else Colour.BLACK
    number = numbers[team]
    lot = got if number % 2 else got.opposite
    how = f"pairing number {number} (team {team}) had {got.name.lower()} on board 1"
    if number != 1:
        how += f", pairing number 1 not playing; an {'odd' if number % 2 else 'even'} number"
    return Lot(lot, how)


def check_notes(event: Event, lot: Colour | None = None, where: str = "") -> tuple[str, ...]:
    """What the check assumed and what it cannot check, to print with its deviations
    (``where``: what the file lacks when the lot is read back, ``read_back_note``)."""
    notes: list[str] = []
    found = infer_lot(event)
    art21 = cite_mention("art.", "21", event.ruleset)
    if lot is not None:
        notes.append(f"{art21}: lot given: {lot.name.lower()} for pairing number 1")
    elif found is not None:
        notes.append(f"{art21}: {read_back_note(found.colour, where, found.how)}")
    elif event.rounds:
        notes.append(f"{art21}: no lot given and round 1 has no match to read it from")
    notes.append(f"{cite_mention('art.', '43', event.ruleset)}: {NOT_CHECKED}")
    return tuple(notes)


def lot_read_back(event: Event, repair: object = None) -> Colour | None:
    """Art. 21's lot read back from round 1 (``infer_lot``); ``None`` without a match
    (``repair``: the protocol's, not needed: the lot is read from round 1 as stored)."""
    found = infer_lot(event)
    return found.colour if found is not None else None


@dataclass(frozen=True)
class TeamReplay:
    """Stored round ``number`` as it was paired (``as_paired``): ``before``, the event
    before it; ``played``, the round as stored; ``left_out``, the teams it left out."""

    number: int
    before: Event
    played: Round
    left_out: frozenset[int]


def rounds_as_paired(event: Event, entered: bool) -> list[TeamReplay]:
    """Every stored round of ``event`` as it was paired (``as_paired``; ``entered``: with
    the teams entered by then), for the one replay checker. Raises ``InputError`` when a
    round names a team that is not registered."""
    _require_registered(event)
    found = []
    for number, stored in enumerate(event.rounds, start=1):
        before, absent = as_paired(event, number, entered)
        found.append(TeamReplay(number, before, stored, absent))
    return found


Judged = Repaired[Event, TeamReplay, RoundPairing]
"""A stored team round and the engine's pairing of it again (``individual.check.replay``)."""


def judge_olympiad(repaired: Judged) -> list[Deviation]:
    """The Olympiad system's judge (2012, 2022): stored round ``repaired.then`` against the
    rules and against the engine's pairing of it (``repaired.ours``); art. 21's lot read
    back from round 1 (``infer_lot``) when none is given."""
    then, facts = repaired.then, history(repaired.event)
    return _RoundCheck(then, repaired.lot, facts, repaired.ours).run()


def as_paired(event: Event, number: int, entered: bool = True) -> tuple[Event, frozenset[int]]:
    """Stored round ``number`` of ``event`` as it was paired: the one replay of ``olympiad
    check`` and ``olympiad explain``. The event before it (its earlier rounds, no team
    withdrawn; ``entered``: only the teams entered by then, ``entered_by``) and the teams
    the round left out: its absent teams (art. 45) and the withdrawn ones it does not pair."""
    stored = event.rounds[number - 1]
    teams = entered_by(event, number) if entered else event
    before = replace(teams, rounds=event.rounds[: number - 1], withdrawn=frozenset())
    paired = {t for m in stored.matches for t in m.teams} | ({stored.bye} - {None})
    return before, stored.absent | (event.withdrawn - paired)


def entered_by(event: Event, number: int) -> Event:
    """The event with the teams entered by round ``number``: a late entry the event names
    (``Event.late_entries``) is not yet one while it is absent from every round up to
    ``number``. Round ``number`` was paired with the pairing numbers (arts. 8-9) of these
    teams; a later entry's number does not reach back (docs/interpretations.md)."""
    rounds = event.rounds[:number]
    waiting = {t for t in event.late_entries if rounds and all(t in r.absent for r in rounds)}
    return replace(event, teams=tuple(t for t in event.teams if t.number not in waiting))


def _require_registered(event: Event) -> None:
    registered = {t.number for t in event.teams}
    for index, rnd in enumerate(event.rounds, start=1):
        named = {t for m in rnd.matches for t in m.teams} | set(rnd.absent)
        if rnd.bye is not None:
            named.add(rnd.bye)
        unknown = sorted(named - registered)
        if unknown:
            listed = ", ".join(map(str, unknown))
            raise InputError(f"round {index}: team {listed} is not a registered team")


def _pairs(matches: Iterable[tuple[int, int]]) -> str:
    return ", ".join(f"{a} v {b}" for a, b in sorted(matches)) or "no other match"


class _RoundCheck:
    """One stored round as it was paired (``then``: the event before it, no team withdrawn,
    and the teams it left out, as ``as_paired`` gives them) against the rules and the
    engine's pairing of it again (``engine``, or why it could not pair it); the records at
    its start and the pairing numbers from the event's history (``facts``)."""

    def __init__(
        self,
        then: TeamReplay,
        lot: Colour | None,
        facts: EventHistory,
        engine: RoundPairing | PairingSystemError,
    ) -> None:
        before, stored, absent = then.before, then.played, then.left_out
        self.before, self.stored, self.lot = before, stored, lot
        self.number = len(before.rounds) + 1
        self.rules = before.ruleset
        self.records = facts.before(self.number)
        self.numbers = pairing_numbers(before)
        self.partner = {a: b for m in stored.matches for a, b in (m.teams, m.teams[::-1])}
        self.absent = absent
        present = [t.number for t in before.teams if t.number not in self.absent]
        self.ranked = self._rank(present)
        self.compat = Compatibility(
            {t: r.opponents for t, r in self.records.items()},
            {t: colour_limits(t, r.colours, self.rules) for t, r in self.records.items()},
        )
        self.found: list[Deviation] = []
        self.engine = engine

    def run(self) -> list[Deviation]:
        self._attendance()
        self._bye()
        for match in self.stored.matches:
            self._match(match)
        self._compare()
        return self.found

    def _rank(self, teams: list[int]) -> list[int]:
        use_gp = self.rules.ranking_uses_game_points
        return rank_for_pairing(teams, self.records, self.numbers, use_gp)

    def _add(
        self,
        teams: Iterable[int],
        keys: Iterable[str],
        message: str,
        severity: Severity = VIOLATION,
    ) -> None:
        """A deviation about ``teams`` under the roles ``keys``, cited by the ruleset."""
        article = join_articles(self.rules.cite(k) for k in keys)
        self._add_cited(teams, article, message, severity)

    def _add_cited(
        self, teams: Iterable[int], article: str, message: str, severity: Severity
    ) -> None:
        deviation = Deviation(self.number, tuple(teams), article, message, severity)
        self.found.append(deviation)

    def _art(self, word: str, spec: str) -> str:
        """An article mention (``art. 23a``) cited by the ruleset."""
        return cite_mention(word, spec, self.rules)

    def _because(self, broken: Iterable[LimitBreak]) -> str:
        """``art. 22b (team 3 gets black: 3 times in a row)``, cited by the ruleset."""
        found = tuple(broken)
        articles = mention_keys(_limits(found), self.rules.cite)
        return f"{articles} ({'; '.join(str(b) for b in found)})"

    def _breaks(self, broken: Iterable[LimitBreak]) -> str:
        return f"the colours break {self._because(broken)}"

    # --- Absolute rules -------------------------------------------------------------

    def _attendance(self) -> None:
        """Art. 45: every present team once (a match or the bye), no absent team."""
        counts = Counter(t for m in self.stored.matches for t in m.teams)
        if self.stored.bye is not None:
            counts[self.stored.bye] += 1
        for team in self.ranked:
            if not counts[team]:
                message = f"team {team} is present but neither paired nor given the bye"
                self._add((team,), ["45"], message)
        for team, times in sorted(counts.items()):
            if team in self.absent:
                message = f"team {team} is paired although absent from the round"
                self._add((team,), ["45"], message)
            elif times > 1:
                self._add((team,), ["45"], f"team {team} is paired {times} times in the round")

    def _bye(self) -> None:
        """Arts. 12, 16b (and a late entry where the ruleset excludes it from the bye)."""
        team = self.stored.bye
        if team is None or team in self.absent:
            return
        record = self.records[team]
        rounds = self.before.rounds
        if record.had_bye:
            first = next(i for i, r in enumerate(rounds, start=1) if r.bye == team)
            self._add((team,), ["12"], f"team {team} gets a second bye (its first: round {first})")
        elif record.scored_without_playing:
            when = next(i for i, r in enumerate(rounds, start=1) if _won_unplayed(r, team))
            message = f"team {team} gets the bye after scoring without playing in round {when}"
            self._add((team,), ["16b"], message)
        elif team in late_entries(self.before):
            message = f"team {team} gets the bye although a late entry"
            self._add((team,), ["late-entry"], message)

    def _match(self, match: Match) -> None:
        a, b = match.first, match.second
        if a == b:
            self._add((a,), ["16a"], f"team {a} is paired against itself")
            return
        if not self.compat.can_meet(a, b):
            met = next(i for i, r in enumerate(self.before.rounds, start=1) if _played(r, a, b))
            self._add((a, b), ["16a"], f"{a} v {b}: a rematch, they met in round {met}")
        if not self.compat.colour_ok(a, b) and self._limits_keepable(a, b):
            broken = self.compat.way(a, b)
            other = self.compat.way(b, a)
            mps = sorted({self.records[t].match_points for t in (a, b)})
            groups = " and ".join(f"{mp} MP" for mp in mps) + " group" + "s" * (len(mps) > 1)
            message = (
                f"{a} v {b}: {self._breaks(broken)}; the other colours would break "
                f"{self._because(other)}; yet the engine keeps {self._art('arts.', '22a and 22b')} "
                f"in the {groups}: {self._art('art.', '23a')} does not allow it"
            )
            self._add((a, b), [*_limits(broken), "23a"], message)
        if not match.no_show:
            self._colours(match)

    def _limits_keepable(self, a: int, b: int) -> bool:
        """Art. 23a: could the score groups of ``a`` and ``b`` be paired keeping arts. 22a
        and 22b? Yes when ``pair_round`` pairs them so (it sets a limit aside only where a
        group cannot be completed otherwise); if it cannot pair the round, when the whole
        round can be paired keeping arts. 16a, 22a and 22b."""
        if isinstance(self.engine, RoundPairing):
            mp = {t: r.match_points for t, r in self.records.items()}
            broken = [
                m for m in self.engine.matches if not self.compat.colour_ok(m.first, m.second)
            ]
            return not any({mp[a], mp[b]} & {mp[m.first], mp[m.second]} for m in broken)
        to_pair = [t for t in self.ranked if t != self.stored.bye]
        return Completability(to_pair, self.compat.strict).is_perfect

    # --- Board-1 colours --------------------------------------------------------------

    def _colours(self, match: Match) -> None:
        """Arts. 21-28: the engine's allocation for this pair against the stored colours."""
        higher, lower = self._rank([match.first, match.second])
        try:
            choice = allocate(
                higher,
                lower,
                self.records,
                self.numbers,
                self.rules,
                self.lot,
                round_number=self.stored.number,
            )
        except InputError:
            return  # no lot to apply art. 21 with: said by check_notes
        if choice.white == match.first:
            return
        pair = (match.first, match.second)
        if is_limit_decision(choice.decision):
            broken = self.compat.way(*pair)
            message = (
                f"{pair[0]} v {pair[1]}: {self._breaks(broken)}; the other colours keep "
                f"{self._art('arts.', '22a and 22b')}"
            )
            self._add(pair, _limits(broken), message)
            return
        rules = choice.decision.render(self.rules.cite)
        message = f"{pair[0]} v {pair[1]}: board-1 colours differ: by the rules {rules}"
        self._add(pair, choice.decision.keys, message, DIFFERS)

    # --- Differences from pair_round ------------------------------------------------

    def _compare(self) -> None:
        engine = self.engine
        if not isinstance(engine, RoundPairing):
            keys = ["21"] if isinstance(engine, InputError) else ["12", "16"]
            causes = "; ".join(str(c) for c in getattr(engine, "causes", ()))
            text = f"the engine cannot pair this round: {engine.args[0]}" + (
                causes and f" ({causes})"
            )
            self._add(sorted(self.ranked), keys, text, DIFFERS)
            return
        stored = {frozenset(m.teams) for m in self.stored.matches}
        paired = {frozenset((m.first, m.second)): (m.first, m.second) for m in engine.matches}
        bye, engine_bye = self.stored.bye, engine.bye
        if stored == set(paired) and bye == engine_bye:
            return
        ours = [m.teams for m in self.stored.matches if frozenset(m.teams) not in paired]
        theirs = [pair for key, pair in paired.items() if key not in stored]
        byes = {bye, engine_bye} if bye != engine_bye else set()
        teams = sorted({t for p in [*ours, *theirs] for t in p} | {t for t in byes if t})
        article, first = self._divergence(engine, stored)
        message = (
            f"the pairing differs from the engine's: the round has {_pairs(ours)}"
            f"{_bye_text(bye, engine_bye)}; the engine has {_pairs(theirs)}"
            f"{_bye_text(engine_bye, bye)}; first decision not followed: {first}"
        )
        self._add_cited(teams, article, message, DIFFERS)

    def _divergence(self, engine: RoundPairing, stored: set[frozenset[int]]) -> tuple[str, str]:
        """The first decision of the engine's trail the stored round does not follow."""
        for decision in engine.trail.decisions:
            why = self._not_followed(decision, engine, stored)
            if why is not None:
                text = engine.trail.text(decision)
                return decision.article, f"the engine: {text}; the round {why}"
        first = next(m for m in engine.matches if frozenset((m.first, m.second)) not in stored)
        return self.rules.cite("36"), f"the engine pairs {first.first} v {first.second}"

    def _not_followed(
        self, decision: Decision, engine: RoundPairing, stored: set[frozenset[int]]
    ) -> str | None:
        """What the stored round does instead of ``decision``; ``None`` if it follows it."""
        if decision.kind is Kind.BYE and engine.bye != self.stored.bye:
            bye = self.stored.bye
            return "has no bye" if bye is None else f"gives it to team {bye}"
        if decision.kind is Kind.FLOAT:
            return self._float_not_followed(decision.subjects[0], decision.role in FLOATS_DOWN)
        if decision.kind is Kind.PAIRED:
            a, b = decision.subjects
            if frozenset((a, b)) not in stored:
                rejected = _rejection(engine.trail, a, self.partner.get(a))
                return f"pairs {self._at(a)}, {self._at(b)}{rejected}"
        return None

    def _float_not_followed(self, team: int, down: bool) -> str | None:
        other = self.partner.get(team)
        if other is None:
            return "gives it the bye" if team == self.stored.bye else "leaves it unpaired"
        mp, other_mp = self.records[team].match_points, self.records[other].match_points
        if (other_mp < mp) if down else (other_mp > mp):
            return None
        return f"pairs {team} v {other} ({other_mp} MP)"

    def _at(self, team: int) -> str:
        other = self.partner.get(team)
        if other is not None:
            return f"{team} v {other}"
        return f"team {team} {'with the bye' if team == self.stored.bye else 'unpaired'}"


def _limits(broken: Iterable[LimitBreak]) -> list[str]:
    """The colour limits ``broken`` names: ``22a``, ``22b`` or both, in that order."""
    named = {a for b in broken for a in b.articles}
    return [a for a in ("22a", "22b") if a in named]


def _bye_text(bye: int | None, other: int | None) -> str:
    if bye == other:
        return ""
    return f" and the bye to team {bye}" if bye is not None else " and no bye"


def _rejection(trail: Trail, team: int, other: int | None) -> str:
    """Why the engine rejected ``team`` v ``other``, if its trail says so: the reason of
    its first rejection of that pair, with the article unless the reason names it."""
    if other is None:
        return ""
    pair = {team, other}
    for decision in trail.decisions:
        if decision.role in PAIR_REJECTIONS and set(decision.subjects) == pair:
            reason = rejection_reason(decision, trail.cite)
            named = decision.role is Role.PAIR_REJECTED_COLOURS
            cited = "" if named else f", art. {decision.article}"
            return f" (the engine rejected {team} v {other}: {reason}{cited})"
    return ""


def _played(rnd: Round, a: int, b: int) -> bool:
    return any(m.is_played and set(m.teams) == {a, b} for m in rnd.matches)


def _won_unplayed(rnd: Round, team: int) -> bool:
    """``team`` had the bye or its opponent did not appear (art. 16b)."""
    if rnd.bye == team:
        return True
    return any(
        team in m.teams and team not in m.absent and not m.is_played and bool(m.games or m.no_show)
        for m in rnd.matches
    )


# --- C.04.6: judged by its own criteria --------------------------------------------


def infer_initial_colour(event: Event, repair: object = None) -> Colour | None:
    """C.04.6 4.1 read back from round 1 (4.3.1: the first-team, of equal scores the
    smaller TPN, has the initial-colour if its TPN is odd): ``None`` without a played
    round-1 match (``repair``: the protocol's, not needed: read from round 1 as stored)."""
    played = [m for m in event.rounds[0].matches if m.is_played] if event.rounds else []
    if not played:
        return None
    match = min(played, key=lambda m: min(m.teams))
    first = min(match.teams)
    got = Colour.WHITE if first == match.first else Colour.BLACK
    return got if first % 2 else got.opposite


def replay_notes(event: Event, lot: Colour | None, where: str = "") -> tuple[str, ...]:
    """What the C.04.6 replay assumed: the initial-colour (4.1), given or read back
    (``where``: what the file lacks then, ``read_back_note``), cited as the edition cites
    it everywhere (``cite_mention``: art. 21's role)."""
    art = cite_mention("art.", "21", event.ruleset)
    if lot is not None:
        return (f"{art}: initial-colour given: {lot.name.lower()}",)
    found = infer_initial_colour(event)
    if found is None:
        return (f"{art}: no initial-colour given and no played round-1 match to read it from",)
    return (f"{art}: {read_back_note(found, where)}",)


def judge_c046(repaired: Judged) -> list[Deviation]:
    """The C.04.6 system's judge: a stored round against the absolute criteria ([C1] 2.1.1:
    no rematch of a match played; [C2] 2.1.2: no PAB to a team that had one or won a match
    by forfeit; 3.3.1: every present team paired once or given the PAB, no absent one) and
    against the engine's pairing of it again: the pairs and the PAB (3.4-3.6, with the first
    bracket the round does not follow) and the board-1 colours of each pair both have (4.3,
    with the step that decides). Articles are C.04.6's."""
    then = repaired.then
    before, stored, absent, number = then.before, then.played, then.left_out, then.number
    found: list[Deviation] = []

    def add(teams: Iterable[int], article: str, message: str, severity: Severity) -> None:
        found.append(Deviation(number, tuple(teams), article, message, severity))

    counts = Counter(t for m in stored.matches for t in m.teams)
    if stored.bye is not None:
        counts[stored.bye] += 1
    for team in (t.number for t in before.teams):
        if team not in absent and not counts[team]:
            add(
                (team,),
                "3.3.1",
                f"team {team} is present but neither paired nor given the PAB",
                VIOLATION,
            )
    for team, times in sorted(counts.items()):
        if team in absent:
            add(
                (team,), "3.3.1", f"team {team} is paired although absent from the round", VIOLATION
            )
        elif times > 1:
            add((team,), "3.3.1", f"team {team} is paired {times} times in the round", VIOLATION)
    for match in stored.matches:
        a, b = match.teams
        met = next((i for i, r in enumerate(before.rounds, 1) if _played(r, a, b)), None)
        if met is not None:
            add(
                (a, b), "2.1.1", f"{a} v {b}: [C1] a rematch, they played in round {met}", VIOLATION
            )
    bye = stored.bye
    if bye is not None:
        when = next((i for i, r in enumerate(before.rounds, 1) if _won_unplayed(r, bye)), None)
        if when is not None:
            how = "had the PAB" if before.rounds[when - 1].bye == bye else "won by forfeit"
            add(
                (bye,),
                "2.1.2",
                f"team {bye} gets the PAB: [C2] it {how} in round {when}",
                VIOLATION,
            )
    pairing, drawn = repaired.ours, True
    if isinstance(pairing, LotNotDrawn):  # 4.1: none given, none shown (replay_notes says it)
        pairing, drawn = _without_initial_colour(then), False
    if isinstance(pairing, PairingSystemError):
        teams = sorted(counts)
        add(teams, "3.3.3", f"the engine cannot pair this round: {pairing.args[0]}", DIFFERS)
        return found
    _replay_compare(stored, pairing, add, drawn)
    return found


def _without_initial_colour(then: TeamReplay) -> RoundPairing | PairingSystemError:
    """The round paired again when no initial-colour is known (4.1): the pairs and the PAB
    do not depend on it (3.4-3.6), so any colour gives them; the colours 4.3.1 gives by it
    are then not judged (``_replay_compare``)."""
    from olympiad.fideteam.pairing import pair_round

    try:
        return pair_round(then.before, absent=then.left_out, lot=Colour.WHITE)
    except PairingSystemError as error:
        return error


class _Add(Protocol):
    def __call__(
        self, teams: Iterable[int], article: str, message: str, severity: Severity
    ) -> None: ...


def _replay_compare(stored: Round, pairing: RoundPairing, add: _Add, drawn: bool = True) -> None:
    """The stored pairs and PAB against the engine's; then each common pair's board-1
    colours against the engine's allocation (4.3; not 4.3.1's unless the initial-colour
    is known, ``drawn``)."""
    ours = {frozenset(m.teams): m.teams for m in stored.matches}
    theirs = {frozenset((m.first, m.second)): (m.first, m.second) for m in pairing.matches}
    trail = pairing.trail
    if set(ours) != set(theirs) or stored.bye != pairing.bye:
        only_ours = [p for k, p in ours.items() if k not in theirs]
        only_theirs = [p for k, p in theirs.items() if k not in ours]
        byes = {t for t in (stored.bye, pairing.bye) if t is not None}
        byes = byes if stored.bye != pairing.bye else set()
        teams = sorted({t for p in [*only_ours, *only_theirs] for t in p} | byes)
        article, first = _first_not_followed(stored, pairing)
        add(
            teams,
            article,
            f"the pairing differs from C.04.6's: the round has {_pairs(only_ours)}"
            f"{_bye_text(stored.bye, pairing.bye)}; the engine has {_pairs(only_theirs)}"
            f"{_bye_text(pairing.bye, stored.bye)}; first decision not followed: {first}",
            DIFFERS,
        )
    for key, (white, black) in theirs.items():
        if key not in ours or ours[key] == (white, black):
            continue
        match = next(m for m in stored.matches if frozenset(m.teams) == key)
        if not match.is_played:
            continue
        decision = next(
            (d for d in trail.decisions if d.kind is Kind.COLOUR and set(d.subjects) == key),
            None,
        )
        if decision is not None and decision.role is C046Role.INITIAL and not drawn:
            continue  # 4.3.1 by an initial-colour nobody drew (4.1)
        article = decision.article if decision is not None else "4.3"
        why = trail.text(decision) if decision is not None else f"{white} white on board 1"
        add(
            (white, black),
            article,
            f"{match.first} v {match.second}: board-1 colours differ: C.04.6 gives {why}",
            DIFFERS,
        )


def _first_not_followed(stored: Round, pairing: RoundPairing) -> tuple[str, str]:
    """The engine's first decision the stored round does not follow: its PAB (3.4), or
    the first bracket (3.2 residents, 3.5 upfloaters) some team of which the round pairs
    otherwise: 3.5 when it pairs one outside the bracket, else 3.6."""
    trail = pairing.trail
    partner = {a: b for m in stored.matches for a, b in (m.teams, m.teams[::-1])}
    engine = {a: b for m in pairing.matches for a, b in ((m.first, m.second), (m.second, m.first))}
    bracket: list[int] = []
    group: Decision | None = None
    for decision in trail.decisions:
        if decision.kind is Kind.BYE and pairing.bye != stored.bye:
            what = "has no PAB" if stored.bye is None else f"gives it to team {stored.bye}"
            return decision.article, f"the engine: {trail.text(decision)}; the round {what}"
        if decision.kind is Kind.GROUP:
            group, bracket = decision, list(decision.subjects)
        elif decision.kind is Kind.FLOAT:
            bracket.extend(decision.subjects)
        elif decision.kind is Kind.PAIRED and group is not None:
            moved = [t for t in bracket if partner.get(t) != engine.get(t)]
            if moved:
                outside = any(partner.get(t) not in bracket for t in moved)
                article = "3.5" if outside else decision.article
                pairs = _pairs(
                    {(min(t, partner[t]), max(t, partner[t])) for t in moved if t in partner}
                )
                text = f"{trail.text(group)}; {trail.text(decision)}"
                return article, f"the engine: {text}; the round pairs {pairs}"
    return "3.6", "the engine pairs the round otherwise"


# --- What a replay means: ``olympiad check``'s report -----------------------------------


class TeamSystem(Protocol):
    """A team pairing system as a replay uses it (``rulesets.systems.System``)."""

    @property
    def entered(self) -> bool: ...

    def findings(
        self,
        event: Event,
        inputs: Callable[[int], object],
        lot: Colour | None,
        as_paired: Mapping[int, Event] | None = None,
    ) -> list[Deviation]: ...

    def notes(self, event: Event, lot: Colour | None, where: str = "") -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Under:
    """Rounds judged under another ruleset than the event's: the one that paired them, as a
    workbook's Log records (``rounds``), with the event read under it, its system and the
    rounds paired while games were unfinished (``check_report``'s ``as_paired``)."""

    event: Event
    system: TeamSystem
    rounds: frozenset[int]
    as_paired: Mapping[int, Event] | None = None

    def findings(self, lot: Colour | None) -> list[Deviation]:
        """The deviations of the event's rounds, judged under this ruleset."""
        event = self.event
        return self.system.findings(event, lambda n: event.ruleset, lot, self.as_paired)


@dataclass(frozen=True)
class CheckReport:
    """What ``olympiad check`` prints (notes, one line per deviation, a summary) and its
    exit code."""

    lines: tuple[str, ...]
    exit_code: int


def check_report(
    event: Event,
    system: TeamSystem,
    *,
    lot: Colour | None = None,
    trf: bool = False,
    as_paired: Mapping[int, Event] | None = None,
    under: Sequence[Under] = (),
    unfinished: Iterable[int] | None = None,
    where: str = "",
) -> CheckReport:
    """The report of ``system``'s replay of ``event``: exit code 1 on a violation or a
    difference from the engine's pairing, else 0. ``trf``: the event was read from a TRF,
    which cannot say whether a team in no match of round 1 had entered
    (``undecided_entries``): for a system whose pairing numbers count the teams entered
    (``entered``), the rounds that depend on it list only what both readings find.
    ``as_paired``: rounds judged on the event as it was when they were paired: while games
    of earlier rounds were unfinished (art. 13; ``unfinished``, said in a note: by default
    every one), or with the pairing numbers then. ``under``: rounds judged under another
    ruleset (``Under``). ``where``: what the file lacks when the lot is read back
    (``'Event'!B7 empty``), as the notes name it."""
    rulesets = {n: index for index, judged in enumerate(under) for n in judged.rounds}

    def check(event: Event, as_paired: Mapping[int, Event] | None = None) -> tuple[Deviation, ...]:
        def judged(index: int | None) -> list[Deviation]:
            if index is None:
                return system.findings(event, lambda n: event.ruleset, lot, as_paired)
            return under[index].findings(lot)

        if not under:
            return tuple(judged(None))
        numbers = range(1, len(event.rounds) + 1)
        return tuple(by_system({n: rulesets.get(n) for n in numbers}, judged))

    deviations = check(event, as_paired)
    first = as_paired.get(1, event) if as_paired else event  # the lot read back as replayed
    notes = list(system.notes(first, lot, where))
    for number in sorted(as_paired or {} if unfinished is None else unfinished):
        note = (
            f"round {number} is judged as it was paired, with the games of earlier rounds "
            "then unfinished (*) as draws (art. 13), as the Log records"
        )
        notes.append(cite_text(note, event.ruleset))
    undecided = undecided_entries(event) if trf and system.entered else frozenset()
    if undecided:
        other = check(replace(event, late_entries=event.late_entries | undecided))
        doubtful = sorted({d.round for d in set(deviations) ^ set(other)})
        if doubtful:
            deviations = tuple(d for d in deviations if d in other)
            notes.append(_undecided_note(event, undecided, doubtful))
    return _report(len(event.rounds), deviations, notes)


def _report(rounds: int, deviations: tuple[Deviation, ...], notes: Sequence[str]) -> CheckReport:
    """The notes, the deviations in order and the count of each kind; exit code 1 on a
    violation or a difference from the engine's pairing, else 0."""
    violations = sum(d.severity == VIOLATION for d in deviations)
    differences = sum(d.severity == DIFFERS for d in deviations)
    lines = [f"note: {n}" for n in notes]
    lines += [str(d) for d in _in_order(deviations)]
    lines.append(
        f"{rounds} round{'s' * (rounds != 1)} checked: "
        f"{violations} violation{'s' * (violations != 1)} of the rules, "
        f"{differences} difference{'s' * (differences != 1)} from the engine's pairing"
    )
    return CheckReport(tuple(lines), 1 if violations or differences else 0)


def undecided_entries(event: Event) -> frozenset[int]:
    """The teams in no match of round 1 (nor its bye) that the event does not name as late
    entries: a TRF has no record of a late entry, so each may have entered later or been
    absent (art. 45), and the pairing numbers of the rounds before it played (arts. 8-9,
    among the teams entered) depend on which."""
    if not event.rounds:
        return frozenset()
    first = event.rounds[0]
    took_part = {t for m in first.matches for t in m.teams} | {first.bye}
    return frozenset(t.number for t in event.teams if t.number not in took_part) - (
        event.late_entries
    )


def _undecided_note(event: Event, teams: frozenset[int], rounds: list[int]) -> str:
    which = ", ".join(map(str, sorted(teams)))
    listed = ", ".join(map(str, rounds))
    arts = cite_mention("arts.", "8-9", event.ruleset)
    return (
        f"team {which} played no match in round 1, and a TRF has no record of a late entry: "
        f"whether it had entered then (absent) or entered later changes the pairing numbers "
        f"({arts}) of round {listed}, so those rounds' colours and pairings cannot be judged "
        "from this file; only what breaks the rules either way is listed (the workbook "
        "knows: check it)"
    )


def _in_order(deviations: tuple[Deviation, ...]) -> list[Deviation]:
    """Round by round, violations before differences, otherwise as found."""
    return sorted(deviations, key=lambda d: (d.round, d.severity != VIOLATION))
