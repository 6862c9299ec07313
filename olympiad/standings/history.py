"""What a team event's rounds tell, worked out once: ``history(event)``.

The standings, every tie-break column and the bulletin read these facts from one
``EventHistory`` instead of recomputing them from the event:

- the pairing numbers (arts. 8-9);
- every team's record at the start of each round and after the last, for pairing
  (art. 13: unfinished games are draws) and as scored (only finished matches count:
  ``Match.is_finished``; a bye once its round is under way);
- what is missing: the matches not finished up to the last round under way, for the
  note that the standings are provisional;
- each team's opponents round by round with art. 14's virtual opponents, and its rounds as
  the FIDE Tie-Break Regulations (C.07) see them;
- who sat at each board, with the art. 29 colour;
- the publication order of each round (art. 43): the order stored when the round was
  paired (``Round.published``), else worked out from the standing before the round.

The value is frozen; the facts only some readers need (opponents, C.07 rounds, board seats)
are worked out on first use and kept. It sits with the standings, its first readers, and
uses only the engine: the engine's folder is full (``tests/architecture``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from functools import cached_property

from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from olympiad.engine.colours import board_colours
from olympiad.engine.model import Event, Match, PairedMatch, Round
from olympiad.engine.publication import publication_order
from olympiad.engine.ranking import pairing_numbers
from olympiad.engine.scores import TeamRecord, bye_game_points, match_points, records_by_round

Seats = tuple[tuple[int | None, int | None], ...]


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


@dataclass(frozen=True)
class Entry:
    """One round of a team as C.07 sees it. ``opponent`` is the team it was paired with
    (``None`` for a bye or a round it was not paired); ``played``: a match both teams
    appeared for (``appeared``; 15.1), ``vur`` a voluntarily unplayed round (16.1.2: a
    forfeit lost, a requested bye, a round not paired); ``boards`` its points board by
    board in a match."""

    round: int
    opponent: int | None
    played: bool
    vur: bool
    match_points: int
    game_points: Fraction
    boards: tuple[Fraction, ...] = ()

    @property
    def score(self) -> int | Fraction:
        """The score C.07 adds up for a team: its match points (``GameEntry``: its game
        points)."""
        return self.match_points


@dataclass(frozen=True)
class BoardSeat:
    """A board in one match: the team, its player index, the opponent's, the colour
    (art. 29) and the game from the team's side (``None`` if not entered)."""

    round: int
    board: int
    team: int
    player: int | None
    opponent_team: int
    opponent: int | None
    colour: Colour
    score: GameScore | None


@dataclass(frozen=True)
class Unfinished:
    """A match of round ``round`` that does not count in the standings yet: ``boards``
    (1-based) have no result or an unfinished game (``*``)."""

    round: int
    first: int
    second: int
    boards: tuple[int, ...]


def with_results(event: Event) -> Event:
    """The event with only its finished matches (``Match.is_finished``), and the byes only
    of the rounds under way (``Round.is_under_way``): a round only paired has no result
    yet, its bye none either (the standings and a file's record 310 alike)."""
    rounds = tuple(
        replace(rnd, matches=tuple(m for m in rnd.matches if m.is_finished))
        if rnd.is_under_way
        else replace(
            rnd, matches=(), bye=None, full_point_byes=frozenset(), half_point_byes=frozenset()
        )
        for rnd in event.rounds
    )
    return replace(event, rounds=rounds)


@dataclass(frozen=True, eq=False)
class EventHistory:
    """The facts of ``event``'s rounds (see the module docstring). ``standing[i]`` and
    ``scored[i]`` are the records after ``i`` rounds: for pairing and as scored."""

    event: Event
    numbers: Mapping[int, int]
    standing: tuple[Mapping[int, TeamRecord], ...]
    scored: tuple[Mapping[int, TeamRecord], ...]

    @property
    def final(self) -> Mapping[int, TeamRecord]:
        """Each team's final match and game points (art. 14)."""
        return self.scored[-1]

    def before(self, number: int) -> Mapping[int, TeamRecord]:
        """The standing for pairing at the start of round ``number`` (the round after the
        last one too)."""
        return self.standing[number - 1]

    @cached_property
    def unfinished(self) -> tuple[Unfinished, ...]:
        """The matches not finished in the rounds up to the last one under way, in the
        order of each round's matches (a round only paired misses nothing yet)."""
        started = [r.number for r in self.event.rounds if r.matches and r.is_under_way]
        last = max(started, default=0)
        return tuple(
            Unfinished(
                rnd.number,
                *match.teams,
                match.unfinished_boards or tuple(range(1, self.board_count(match) + 1)),
            )
            for rnd in self.event.rounds[:last]
            for match in rnd.matches
            if not match.is_finished
        )

    @property
    def provisional_after(self) -> int | None:
        """The last round under way when a result is missing up to it (the standings are
        then provisional after that round), else ``None``."""
        if not self.unfinished:
            return None
        return max(r.number for r in self.event.rounds if r.matches and r.is_under_way)

    def order(self, rnd: Round) -> tuple[PairedMatch, ...]:
        """Art. 43: ``rnd``'s matches as published: as stored when it was paired, else by
        the standing at its start."""
        paired = tuple(PairedMatch(*m.teams) for m in rnd.matches)
        if rnd.published:
            return paired
        return publication_order(paired, self.event, self.before(rnd.number), self.numbers)

    @cached_property
    def opponents(self) -> Mapping[int, tuple[Opponent, ...]]:
        """Art. 14: every team's opponents round by round, virtual ones included.

        A bye, or a match not played because a team did not appear (or, more
        generally, a match decided without any game played over the board), gives a
        virtual opponent. A round in which a team was not paired (art. 45, withdrawal)
        or whose match is not finished gives no opponent at all.
        """
        event = self.event
        found: dict[int, list[Opponent]] = {team.number: [] for team in event.teams}
        under_way = [rnd.is_under_way for rnd in event.rounds]
        for index, rnd in enumerate(event.rounds):
            start = self.scored[index]
            later = sum(under_way[index + 1 :])
            if rnd.bye is not None and under_way[index]:
                credited = bye_game_points(event.ruleset)
                found[rnd.bye].append(
                    self._virtual(
                        rnd.number,
                        OpponentKind.BYE,
                        start[rnd.bye],
                        event.ruleset.bye_match_points,
                        credited,
                        later,
                    )
                )
            for match in rnd.matches:
                if not match.is_finished:
                    continue
                for team in match.teams:
                    found[team].append(self._opponent(rnd.number, match, team, start, later))
        return {team: tuple(met) for team, met in found.items()}

    def _opponent(
        self, number: int, match: Match, team: int, start: Mapping[int, TeamRecord], later: int
    ) -> Opponent:
        """Art. 14: the opponent ``team`` met in ``match``: real if played, else virtual."""
        if match.is_played:
            other = self.final[match.opponent_of(team)]
            return Opponent(
                number,
                other.number,
                OpponentKind.PLAYED,
                other.match_points,
                other.game_points,
                match.game_points(team),
            )
        ruleset = self.event.ruleset
        mp = match_points(match, team, ruleset, for_pairing=False)
        kind = (
            OpponentKind.UNPLAYED_WIN
            if mp == ruleset.match_points_win
            else OpponentKind.UNPLAYED_LOSS
            if mp == 0
            else OpponentKind.UNPLAYED_DRAW
        )
        return self._virtual(number, kind, start[team], mp, match.game_points(team), later)

    def _virtual(
        self,
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
        ruleset = self.event.ruleset
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

    @cached_property
    def entries(self) -> Mapping[int, tuple[Entry, ...]]:
        """C.07: every team's rounds so far (the rounds under way), one entry per round."""
        found: dict[int, list[Entry]] = {t.number: [] for t in self.event.teams}
        for rnd in self.event.rounds:
            if rnd.is_under_way:
                for team, rows in found.items():
                    rows.append(self._entry(rnd, team))
        return {team: tuple(rows) for team, rows in found.items()}

    def _entry(self, rnd: Round, team: int) -> Entry:
        ruleset = self.event.ruleset
        if rnd.bye == team:
            gp = bye_game_points(ruleset)
            boards = (gp / ruleset.boards,) * ruleset.boards
            return Entry(rnd.number, None, False, False, ruleset.bye_match_points, gp, boards)
        if team in rnd.full_point_byes or team in rnd.half_point_byes:  # C.04.6 1.5
            full = team in rnd.full_point_byes
            mp = ruleset.match_points_win if full else ruleset.match_points_draw
            each = Fraction(1) if full else Fraction(1, 2)
            boards = (each,) * ruleset.boards
            return Entry(rnd.number, None, False, not full, mp, each * ruleset.boards, boards)
        match = self._match_of[rnd.number].get(team)
        if match is None or not match.is_finished:
            return Entry(rnd.number, None, False, True, 0, Fraction(0))
        mp = match_points(match, team, ruleset, for_pairing=False)
        gp = match.game_points(team)
        other = match.opponent_of(team)
        boards = _board_points(match, team)
        if all(appeared(match, t) for t in match.teams):
            return Entry(rnd.number, other, True, False, mp, gp, boards)
        return Entry(rnd.number, other, False, mp < ruleset.match_points_win, mp, gp, boards)

    @cached_property
    def _match_of(self) -> Mapping[int, Mapping[int, Match]]:
        """Round number -> team -> its match (the first, as ``Round.match_of``)."""
        found: dict[int, dict[int, Match]] = {}
        for rnd in self.event.rounds:
            teams = found.setdefault(rnd.number, {})
            for match in rnd.matches:
                for team in match.teams:
                    teams.setdefault(team, match)
        return found

    def board_count(self, match: Match) -> int:
        """Boards in ``match``: its games once entered, else the ruleset's boards."""
        return max(len(match.games), len(match.lineup)) or self.event.ruleset.boards

    def seats(self, match: Match) -> Seats:
        """Who sat at each board, as player indexes: ``Match.lineup``, else the first
        players of each team in board order; nobody for a team that did not appear."""
        if match.lineup:
            return match.lineup
        event = self.event
        sizes = [0 if t in match.no_show else len(event.team(t).players) for t in match.teams]
        return tuple(
            (b if b < sizes[0] else None, b if b < sizes[1] else None)
            for b in range(self.board_count(match))
        )

    def colours(self, match: Match) -> tuple[Colour, ...]:
        """Art. 29: the first-named team's colour on each board of ``match``."""
        return board_colours(self.event.board_colour_sequence(), self.board_count(match))

    @cached_property
    def board_seats(self) -> tuple[BoardSeat, ...]:
        """Every board of every match, once from each team's side, with the art. 29 colour."""
        return tuple(
            seat
            for rnd in self.event.rounds
            for match in rnd.matches
            for board, (pair, colour) in enumerate(
                zip(self.seats(match), self.colours(match), strict=False)
            )
            for seat in _both_sides(rnd.number, match, board, pair, colour)
        )


def _both_sides(
    number: int, match: Match, board: int, pair: tuple[int | None, int | None], colour: Colour
) -> Iterator[BoardSeat]:
    first, second = match.teams
    for team, other, me, them, mine in (
        (first, second, pair[0], pair[1], colour),
        (second, first, pair[1], pair[0], colour.opposite),
    ):
        yield BoardSeat(number, board, team, me, other, them, mine, game_for(match, board, team))


def game_for(match: Match, board: int, team: int) -> GameScore | None:
    """The game on ``board`` (0-based) seen from ``team``'s side, ``None`` if not entered."""
    if board >= len(match.games):
        return None
    game = match.games[board]
    return game if team == match.first else game.reversed


def appeared(match: Match, team: int) -> bool:
    """Whether ``team`` appeared for ``match`` (``Match.absent``: not a no-show of art. 46,
    and a player of it at a board, in a game played over the board or winning one by
    forfeit). C.07 reads a match both teams appeared for as played (15.1: an unplayed
    round is one in which a participant "did not play ... a match"), every board
    forfeited or not: neither team was "not available to play" (16.1.2) and a drawn match
    is no forfeit (16.2)."""
    return bool(match.games or match.no_show) and team not in match.absent


def _board_points(match: Match, team: int) -> tuple[Fraction, ...]:
    """The team's points board by board (nothing on any board if it did not appear)."""
    if team in match.no_show:
        return ()
    side = 0 if team == match.first else 1
    return tuple(Fraction(g.half_points(False)[side], 2) for g in match.games)


def history(event: Event) -> EventHistory:
    """The history of ``event``'s rounds, built once (see the module docstring)."""
    return EventHistory(
        event,
        pairing_numbers(event),
        records_by_round(event, for_pairing=True),
        records_by_round(with_results(event), for_pairing=False),
    )
