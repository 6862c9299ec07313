"""Match points, game points and each team's record so far (arts. 12, 13, 16, 46)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from individual.vocabulary.colour import Colour
from olympiad.engine.model import Event, Match, Round
from olympiad.engine.ruleset import TeamRuleset


@dataclass(frozen=True)
class TeamRecord:
    """What the pairing needs to know about a team after some rounds.

    ``opponents``: teams it has played over the board (art. 16a; a match not
    played because a team did not appear is not a meeting, see
    docs/interpretations.md). ``colours``: board-1 colours of its played matches.
    ``scored_without_playing``: it had the bye or its opponent did not appear (art. 16b).
    """

    number: int
    match_points: int = 0
    game_points: Fraction = Fraction(0)
    opponents: frozenset[int] = frozenset()
    colours: tuple[Colour, ...] = ()
    had_bye: bool = False
    scored_without_playing: bool = False


def match_points(match: Match, team: int, ruleset: TeamRuleset, for_pairing: bool = True) -> int:
    """Art. 1, 46: 2 for a win, 1 for a draw, 0 for a loss, from the game points;
    a team that did not appear (``Match.absent``) scores 0 and its present opponent 2."""
    if team in match.absent:
        return 0
    if match.absent:
        return ruleset.match_points_win
    own = match.half_points(team, for_pairing)
    other = match.half_points(match.opponent_of(team), for_pairing)
    if own > other:
        return ruleset.match_points_win
    return ruleset.match_points_draw if own == other else 0


def bye_game_points(ruleset: TeamRuleset) -> Fraction:
    """Art. 12: the bye scores half the boards in game points (two of four)."""
    return Fraction(ruleset.boards, 2)


def team_records(
    event: Event, rounds: int | None = None, for_pairing: bool = True
) -> dict[int, TeamRecord]:
    """Every team's record after the first ``rounds`` rounds (all rounds by default).

    ``for_pairing`` counts unfinished games as draws (art. 13).
    """
    tally = _Tally(event, for_pairing)
    for rnd in event.rounds[: rounds if rounds is not None else len(event.rounds)]:
        tally.add(rnd)
    return tally.records()


def records_by_round(event: Event, for_pairing: bool = True) -> tuple[dict[int, TeamRecord], ...]:
    """Every team's record at the start of each round and after the last, in one walk:
    item ``i`` is ``team_records(event, i, for_pairing)``."""
    tally = _Tally(event, for_pairing)
    found = [tally.records()]
    for rnd in event.rounds:
        tally.add(rnd)
        found.append(tally.records())
    return tuple(found)


def last_two_records(
    event: Event, for_pairing: bool = True
) -> tuple[dict[int, TeamRecord] | None, dict[int, TeamRecord]]:
    """``records_by_round``'s last two items in one walk, the earlier ones not built: the
    records before the last round (``None`` before round 1) and after it."""
    tally = _Tally(event, for_pairing)
    for rnd in event.rounds[:-1]:
        tally.add(rnd)
    if not event.rounds:
        return None, tally.records()
    before = tally.records()
    tally.add(event.rounds[-1])
    return before, tally.records()


class _Tally:
    """The records of every team, round by round."""

    def __init__(self, event: Event, for_pairing: bool) -> None:
        self.ruleset, self.for_pairing = event.ruleset, for_pairing
        self.mp = {t.number: 0 for t in event.teams}
        self.half = {t.number: 0 for t in event.teams}
        self.met: dict[int, set[int]] = {t.number: set() for t in event.teams}
        self.colours: dict[int, list[Colour]] = {t.number: [] for t in event.teams}
        self.bye: set[int] = set()
        self.unplayed_score: set[int] = set()

    def add(self, rnd: Round) -> None:
        ruleset, for_pairing = self.ruleset, self.for_pairing
        if rnd.bye is not None:
            self.mp[rnd.bye] += ruleset.bye_match_points
            self.half[rnd.bye] += ruleset.boards
            self.bye.add(rnd.bye)
        for team in rnd.full_point_byes:  # a won match's points; scored without playing
            self.mp[team] += ruleset.match_points_win
            self.half[team] += 2 * ruleset.boards
            self.unplayed_score.add(team)
        for team in rnd.half_point_byes:  # a drawn match's points
            self.mp[team] += ruleset.match_points_draw
            self.half[team] += ruleset.boards
        for match in rnd.matches:
            if not match.games and not match.no_show:
                continue  # paired, no result yet
            for team in match.teams:
                self.mp[team] += match_points(match, team, ruleset, for_pairing)
                self.half[team] += match.half_points(team, for_pairing)
            if match.is_played:
                self.met[match.first].add(match.second)
                self.met[match.second].add(match.first)
                self.colours[match.first].append(Colour.WHITE)
                self.colours[match.second].append(Colour.BLACK)
            elif match.no_show or match.games:
                for team in match.teams:
                    if match_points(match, team, ruleset, for_pairing) > 0:
                        self.unplayed_score.add(team)

    def records(self) -> dict[int, TeamRecord]:
        return {
            n: TeamRecord(
                number=n,
                match_points=self.mp[n],
                game_points=Fraction(self.half[n], 2),
                opponents=frozenset(self.met[n]),
                colours=tuple(self.colours[n]),
                had_bye=n in self.bye,
                scored_without_playing=n in self.bye or n in self.unplayed_score,
            )
            for n in self.mp
        }
