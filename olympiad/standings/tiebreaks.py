"""Art. 14: tie-breaks for the final standings, with the virtual opponent.

Every value is a ``Fraction`` computed from final scores: unfinished games count
for nothing here (art. 13 makes them draws for pairing only). Tie-breaks are
named by acronym: ``MP``, ``GP`` (art. 14b), ``SB-OLY`` (art. 14a) and
``OMP-CUT1`` (art. 14c); ``TIEBREAKS`` maps each acronym to its function.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction

from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round
from olympiad.engine.scores import TeamRecord, bye_game_points, match_points, team_records


class OpponentKind(Enum):
    """How a team met an opponent in one round (art. 14, last paragraph)."""

    PLAYED = "played"
    BYE = "bye"
    UNPLAYED_WIN = "unplayed win"
    UNPLAYED_DRAW = "unplayed draw"
    UNPLAYED_LOSS = "unplayed loss"


@dataclass(frozen=True)
class VirtualScore:
    """Art. 14: how a virtual opponent's final score is built: the team's score at
    the start of the round, the result of the unplayed match, then a draw (1 MP,
    half the boards in GP) for each later round played so far."""

    start_match_points: int
    start_game_points: Fraction
    result_match_points: int
    result_game_points: Fraction
    later_rounds: int
    later_match_points: int
    later_game_points: Fraction

    @property
    def match_points(self) -> int:
        return self.start_match_points + self.result_match_points + self.later_match_points

    @property
    def game_points(self) -> Fraction:
        return self.start_game_points + self.result_game_points + self.later_game_points


@dataclass(frozen=True)
class Opponent:
    """Art. 14: one round's opponent as tie-breaks see it, real or virtual.

    ``team`` is ``None`` for a virtual opponent, whose score is in ``virtual``.
    ``match_points``/``game_points`` are the opponent's final score; ``scored`` is
    the game points the team scored against it (or was credited that round).
    """

    round: int
    team: int | None
    kind: OpponentKind
    match_points: int
    game_points: Fraction
    scored: Fraction
    virtual: VirtualScore | None = None

    @property
    def is_virtual(self) -> bool:
        return self.team is None

    @property
    def product(self) -> Fraction:
        """Art. 14a: the opponent's match points times the game points scored against it."""
        return self.match_points * self.scored


class Exclusion(Enum):
    """Art. 14a: why this opponent was the one left out of the Sonneborn-Berger sum."""

    LOWEST_MATCH_POINTS = "the only opponent with the lowest match points"
    LOWEST_GAME_POINTS = "lowest game points among the opponents with the lowest match points"
    LOWEST_PRODUCT = "equal match and game points: the smallest product is left out"
    EARLIEST_ROUND = "equal in every respect: the earliest round is left out"


@dataclass(frozen=True)
class SonnebornBerger:
    """Art. 14a: a team's Olympiad Sonneborn-Berger and how it was computed."""

    team: int
    opponents: tuple[Opponent, ...]
    excluded: Opponent | None
    reason: Exclusion | None

    @property
    def value(self) -> Fraction:
        total = sum((o.product for o in self.opponents), Fraction(0))
        return total - (self.excluded.product if self.excluded else 0)


def has_result(match: Match) -> bool:
    """A match counts once a team failed to appear (art. 46) or a game is finished; a
    match only paired, or whose games are all unfinished, counts nothing yet."""
    return bool(match.no_show) or any(g is not GameScore.UNFINISHED for g in match.games)


def is_under_way(rnd: Round) -> bool:
    """A round counts as played so far once one of its matches has a result (a round
    with no match at all has nothing to wait for)."""
    return not rnd.matches or any(has_result(m) for m in rnd.matches)


def with_results(event: Event) -> Event:
    """The event without the matches that have no result yet (see ``has_result``)."""
    rounds = tuple(
        replace(rnd, matches=tuple(m for m in rnd.matches if has_result(m))) for rnd in event.rounds
    )
    return replace(event, rounds=rounds)


def final_records(event: Event) -> dict[int, TeamRecord]:
    """Art. 14: each team's final match and game points (unfinished games count nothing,
    a match without any result yet counts nothing)."""
    return team_records(with_results(event), for_pairing=False)


def opponents(event: Event) -> dict[int, tuple[Opponent, ...]]:
    """Art. 14: every team's opponents round by round, virtual ones included.

    A bye, or a match not played because a team did not appear (or, more
    generally, a match decided without any game played over the board), gives a
    virtual opponent. A round in which a team was not paired (art. 45, withdrawal)
    or whose match has no result yet gives no opponent at all.
    """
    counted = with_results(event)
    before = [team_records(counted, rounds=i, for_pairing=False) for i in range(len(event.rounds))]
    final = final_records(event)
    found: dict[int, list[Opponent]] = {team.number: [] for team in event.teams}
    played = [index for index, rnd in enumerate(event.rounds) if is_under_way(rnd)]
    for index, rnd in enumerate(event.rounds):
        later = sum(1 for i in played if i > index)
        if rnd.bye is not None:
            credited = bye_game_points(event.ruleset)
            found[rnd.bye].append(
                _virtual(
                    event,
                    rnd.number,
                    OpponentKind.BYE,
                    before[index][rnd.bye],
                    event.ruleset.bye_match_points,
                    credited,
                    later,
                )
            )
        for match in rnd.matches:
            for team in match.teams:
                opponent = _opponent(
                    event, rnd.number, match, team, before[index][team], final, later
                )
                if opponent is not None:
                    found[team].append(opponent)
    return {team: tuple(found[team]) for team in found}


def _opponent(
    event: Event,
    number: int,
    match: Match,
    team: int,
    start: TeamRecord,
    final: Mapping[int, TeamRecord],
    later: int,
) -> Opponent | None:
    """Art. 14: the opponent ``team`` met in ``match``: real if played, else virtual."""
    if not has_result(match):
        return None
    if match.is_played:
        other = final[match.opponent_of(team)]
        return Opponent(
            number,
            other.number,
            OpponentKind.PLAYED,
            other.match_points,
            other.game_points,
            match.game_points(team),
        )
    mp = match_points(match, team, event.ruleset, for_pairing=False)
    kind = (
        OpponentKind.UNPLAYED_WIN
        if mp == event.ruleset.match_points_win
        else OpponentKind.UNPLAYED_LOSS
        if mp == 0
        else OpponentKind.UNPLAYED_DRAW
    )
    return _virtual(event, number, kind, start, mp, match.game_points(team), later)


def _virtual(
    event: Event,
    number: int,
    kind: OpponentKind,
    start: TeamRecord,
    team_match_points: int,
    credited: Fraction,
    later: int,
) -> Opponent:
    """Art. 14: the virtual opponent starts with the team's score, adds the unplayed
    result (1 MP unless the team scored none, and the game points the team was
    credited: 4 for an unplayed win, 2 for a bye, 0 for an unplayed loss), then a
    draw of 1 MP and half the boards for each later round."""
    ruleset = event.ruleset
    score = VirtualScore(
        start_match_points=start.match_points,
        start_game_points=start.game_points,
        result_match_points=ruleset.match_points_draw if team_match_points > 0 else 0,
        result_game_points=credited,
        later_rounds=later,
        later_match_points=later * ruleset.match_points_draw,
        later_game_points=later * bye_game_points(ruleset),
    )
    return Opponent(number, None, kind, score.match_points, score.game_points, credited, score)


def sonneborn_berger(event: Event) -> dict[int, SonnebornBerger]:
    """Art. 14a: each team's Olympiad Sonneborn-Berger with its breakdown."""
    return {team: sonneborn_berger_of(team, met) for team, met in opponents(event).items()}


def sonneborn_berger_of(team: int, met: Sequence[Opponent]) -> SonnebornBerger:
    """Art. 14a: ``team``'s SB over the opponents ``met``: leave out the opponent with
    the lowest MP; among several, the one with the lowest GP; still equal, the
    smallest product, then the earliest round."""
    if not met:
        return SonnebornBerger(team, (), None, None)
    excluded = min(met, key=lambda o: (o.match_points, o.game_points, o.product, o.round))
    rivals = [o for o in met if o is not excluded and o.match_points == excluded.match_points]
    if not rivals:
        reason = Exclusion.LOWEST_MATCH_POINTS
    elif all(o.game_points > excluded.game_points for o in rivals):
        reason = Exclusion.LOWEST_GAME_POINTS
    elif all(o.product > excluded.product for o in rivals if o.game_points == excluded.game_points):
        reason = Exclusion.LOWEST_PRODUCT
    else:
        reason = Exclusion.EARLIEST_ROUND
    return SonnebornBerger(team, tuple(met), excluded, reason)


def olympiad_sonneborn_berger(event: Event) -> dict[int, Fraction]:
    """Art. 14a: SB-OLY, the value of ``sonneborn_berger`` for each team."""
    return {team: sb.value for team, sb in sonneborn_berger(event).items()}


def opponents_match_points_cut1(event: Event) -> dict[int, Fraction]:
    """Art. 14c: OMP-CUT1, the sum of the opponents' match points without the lowest."""
    values: dict[int, Fraction] = {}
    for team, met in opponents(event).items():
        points = [o.match_points for o in met]
        values[team] = Fraction(sum(points) - min(points)) if points else Fraction(0)
    return values


def total_match_points(event: Event) -> dict[int, Fraction]:
    """Art. 14: MP, the team's final match points, the primary ranking criterion."""
    return {team: Fraction(r.match_points) for team, r in final_records(event).items()}


def total_game_points(event: Event) -> dict[int, Fraction]:
    """Art. 14b: GP, the team's final game points."""
    return {team: r.game_points for team, r in final_records(event).items()}


TieBreak = Callable[[Event], dict[int, Fraction]]

TIEBREAKS: dict[str, TieBreak] = {
    "MP": total_match_points,
    "GP": total_game_points,
    "SB-OLY": olympiad_sonneborn_berger,
    "OMP-CUT1": opponents_match_points_cut1,
}


def tiebreak_values(event: Event, acronyms: Sequence[str]) -> dict[int, tuple[Fraction, ...]]:
    """Art. 14: each team's values for the tie-breaks named by ``acronyms``, in that order."""
    unknown = [a for a in acronyms if a not in TIEBREAKS]
    if unknown:
        raise ValueError(f"unknown tie-break {unknown[0]!r}; expected one of {sorted(TIEBREAKS)}")
    columns = [TIEBREAKS[acronym](event) for acronym in acronyms]
    return {team.number: tuple(c[team.number] for c in columns) for team in event.teams}
