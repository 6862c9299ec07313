"""The team tournament as immutable values: teams, matches, rounds, the event."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from individual.vocabulary.decision import Trail
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.ruleset import TeamRuleset


@dataclass(frozen=True)
class Team:
    """A registered team; ``number`` is its team number in the files (usually the
    starting rank); ``players`` are in board order, reserves last."""

    number: int
    name: str
    players: tuple[Player, ...] = ()
    federation: str = ""


@dataclass(frozen=True)
class Match:
    """A team match. ``first`` had white on board 1. ``games`` are the board results
    from ``first``'s point of view (empty while the match is only paired).
    ``no_show`` holds a team that did not appear (art. 46): it loses with 0 MP and
    0 GP whatever the boards say. ``lineup`` optionally names, per board, the
    player indexes (into each team's ``players``) who sat at the board."""

    first: int
    second: int
    games: tuple[GameScore, ...] = ()
    no_show: frozenset[int] = frozenset()
    lineup: tuple[tuple[int | None, int | None], ...] = ()

    @property
    def teams(self) -> tuple[int, int]:
        return self.first, self.second

    def opponent_of(self, team: int) -> int:
        return self.second if team == self.first else self.first

    @property
    def has_result(self) -> bool:
        """A team failed to appear (art. 46) or a game is finished: the match is under way
        (``is_finished`` says whether it counts in the standings)."""
        return bool(self.no_show) or any(g is not GameScore.UNFINISHED for g in self.games)

    @property
    def is_finished(self) -> bool:
        """A team failed to appear (art. 46), or every board has a finished game: only then
        does the match count in the standings (an unfinished game, art. 13, counts as a
        draw for pairing only)."""
        return bool(self.no_show) or (
            bool(self.games) and all(g is not GameScore.UNFINISHED for g in self.games)
        )

    @property
    def unfinished_boards(self) -> tuple[int, ...]:
        """The boards (1-based) whose game is not finished or not entered (none after a
        no-show; every entered board for a match only paired: see ``EventHistory``)."""
        if self.no_show:
            return ()
        return tuple(b for b, g in enumerate(self.games, start=1) if g is GameScore.UNFINISHED)

    @cached_property
    def absent(self) -> frozenset[int]:
        """The teams that did not appear (art. 46): ``no_show``, and a team with no player
        at any board, each board lost by forfeit or forfeited by both (a match nobody
        played, typed board by board, is the match-row ``-/-``: both lose, 0 MP; both
        readers, the workbook's and the TRF's, and every score read it here)."""
        if not self.games:
            return self.no_show
        gone = (GameScore.FORFEIT_LOSS, GameScore.DOUBLE_FORFEIT)
        found = set(self.no_show)
        if all(g in gone for g in self.games):
            found.add(self.first)
        if all(g.reversed in gone for g in self.games):
            found.add(self.second)
        return frozenset(found)

    @property
    def is_played(self) -> bool:
        """At least one game was played over the board and both teams appeared."""
        return not self.no_show and any(g.is_played for g in self.games)

    def game_points(self, team: int, for_pairing: bool = False) -> Fraction:
        """Game points of ``team`` in this match (art. 46 for a team that did not appear;
        art. 13: unfinished games count as draws only ``for_pairing``)."""
        return Fraction(self.half_points(team, for_pairing), 2)

    def half_points(self, team: int, for_pairing: bool = False) -> int:
        """``game_points`` counted in half-points."""
        if team in self.no_show:
            return 0
        totals = self._pairing_totals if for_pairing else self._totals
        return totals[0] if team == self.first else totals[1]

    @cached_property
    def _totals(self) -> tuple[int, int]:
        return _sum_half_points(self.games, False)

    @cached_property
    def _pairing_totals(self) -> tuple[int, int]:
        return _sum_half_points(self.games, True)


def _sum_half_points(games: tuple[GameScore, ...], for_pairing: bool) -> tuple[int, int]:
    first = second = 0
    for game in games:
        a, b = game.half_points(for_pairing)
        first += a
        second += b
    return first, second


@dataclass(frozen=True)
class Round:
    """One round: its matches, the team with the bye, teams not paired (art. 45).

    ``published``: ``matches`` are in the order published when the round was paired
    (art. 43, ``RoundPairing.to_round``); otherwise (a file that does not keep the order)
    the bulletin works the order out from the standing before the round.
    ``full_point_byes``, ``half_point_byes``: teams not paired that score a win's or a
    draw's points without an opponent (TRF ``F`` and ``H``; not the PAB, ``bye``)."""

    number: int
    matches: tuple[Match, ...] = ()
    bye: int | None = None
    absent: frozenset[int] = frozenset()
    published: bool = False
    full_point_byes: frozenset[int] = frozenset()
    half_point_byes: frozenset[int] = frozenset()

    @property
    def is_under_way(self) -> bool:
        """A round counts as played so far once one of its matches has a result (a round
        with no match at all has nothing to wait for)."""
        return not self.matches or any(m.has_result for m in self.matches)

    def match_of(self, team: int) -> Match | None:
        for match in self.matches:
            if team in match.teams:
                return match
        return None


@dataclass(frozen=True)
class Event:
    """A team event: registered teams, rounds so far, the ruleset, the planned rounds.

    ``late_entries``: teams that entered after round 1 (2022 rules, art. 4.2.3; a team
    that took no part in round 1 counts too). ``pairing_order``: the teams in the order of
    the pairing numbers in force when a round judged again was paired (a rating corrected
    since renumbers only the rounds after, arts. 8-9); empty: by the ratings now."""

    name: str
    teams: tuple[Team, ...]
    ruleset: TeamRuleset
    rounds: tuple[Round, ...] = ()
    total_rounds: int = 11
    withdrawn: frozenset[int] = field(default_factory=frozenset)
    board_colours: str = ""
    late_entries: frozenset[int] = field(default_factory=frozenset)
    pairing_order: tuple[int, ...] = ()

    def board_colour_sequence(self) -> str:
        """Colours of the first team board by board (art. 29; TRF record 352), e.g. ``WBWB``."""
        if self.board_colours:
            return self.board_colours
        return "".join("W" if b % 2 == 0 else "B" for b in range(self.ruleset.boards))

    def team(self, number: int) -> Team:
        """The team with team number ``number`` (``KeyError`` if there is none)."""
        return self._by_number[number]

    @cached_property
    def _by_number(self) -> dict[int, Team]:
        return {team.number: team for team in self.teams}


@dataclass(frozen=True)
class PairedMatch:
    """A match of the new round: ``first`` has white on board 1 (and on every odd
    board, art. 29)."""

    first: int
    second: int


@dataclass(frozen=True)
class RoundPairing:
    """What ``pair_round`` returns: the matches in publication order (art. 43),
    the bye, the teams left out as absent, and the trail of decisions."""

    number: int
    matches: tuple[PairedMatch, ...]
    bye: int | None
    absent: frozenset[int]
    trail: Trail

    def to_round(self) -> Round:
        """The round as it stands before any result is entered."""
        return Round(
            self.number,
            tuple(Match(m.first, m.second) for m in self.matches),
            self.bye,
            self.absent,
            published=True,
        )
