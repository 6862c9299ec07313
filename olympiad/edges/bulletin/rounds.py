"""What the bulletin pages show about rounds: matches in art. 43 order, board by board.

The values here are plain frozen records built from the event's history
(``olympiad.standings.history``: the standing before each round, the order each round was
published in, who sat where); the templates only lay them out. Colours follow art. 29
(``Event.board_colour_sequence``): the first-named team has that colour on each board, its
opponent the other. Players come from ``Match.lineup``, else the first players of each
team in board order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from olympiad.engine.model import Event, Match, Round, RoundPairing
from olympiad.standings.history import EventHistory
from olympiad.standings.players import lineup_average


@dataclass(frozen=True)
class Seat:
    """One side of a board: the player (``None`` when nobody sat) and the colour."""

    player: Player | None
    colour: Colour

    @property
    def colour_name(self) -> str:
        return self.colour.name.lower()


@dataclass(frozen=True)
class BoardRow:
    """One board of a match; ``result`` as entered, from the first team's side ("" if none)."""

    board: int
    first: Seat
    second: Seat
    result: str


@dataclass(frozen=True)
class TeamSide:
    """A team in a match header: number, name and match points before the round."""

    number: int
    name: str
    match_points: int


@dataclass(frozen=True)
class MatchView:
    """A match as published: its table number (art. 43 order), the teams, the score
    (game points, "" before any result) and the boards. ``first`` has white on board 1."""

    table: int
    first: TeamSide
    second: TeamSide
    first_points: Fraction | None
    second_points: Fraction | None
    boards: tuple[BoardRow, ...]
    no_show: tuple[str, ...]
    first_average: int | None = None
    second_average: int | None = None

    @property
    def has_result(self) -> bool:
        return self.first_points is not None


@dataclass(frozen=True)
class RoundView:
    """A round as published: its matches in art. 43 order, the bye, the teams not paired:
    ``absent`` (art. 45), ``late`` (entered after this round), ``withdrawn`` (by name)."""

    number: int
    matches: tuple[MatchView, ...]
    bye: TeamSide | None
    absent: tuple[str, ...]
    late: tuple[str, ...] = ()
    withdrawn: tuple[str, ...] = ()

    @property
    def has_results(self) -> bool:
        return any(m.has_result for m in self.matches)


def round_views(past: EventHistory, pairing: RoundPairing | None = None) -> tuple[RoundView, ...]:
    """Every round of the event and, when given, the round ``pairing`` made (its results
    come from the event once entered there), each with its matches in art. 43 order."""
    rounds = list(past.event.rounds)
    if pairing is not None and pairing.number > len(rounds):
        rounds.append(pairing.to_round())
    return tuple(round_view(past, rnd, rounds) for rnd in rounds)


def round_view(past: EventHistory, rnd: Round, rounds: Sequence[Round] = ()) -> RoundView:
    """Round ``rnd``: the teams' match points before it, its matches as published (art. 43),
    the teams not paired in it by why (``rounds``: all the event's rounds, to tell them)."""
    records = past.before(rnd.number)
    names = {t.number: t.name for t in past.event.teams}

    def side(team: int) -> TeamSide:
        return TeamSide(team, names[team], records[team].match_points)

    by_teams = {m.teams: m for m in rnd.matches}
    matches = tuple(
        match_view(past, table, by_teams[(p.first, p.second)], side)
        for table, p in enumerate(past.order(rnd), start=1)
    )
    bye = side(rnd.bye) if rnd.bye is not None else None
    late, withdrawn = not_taking_part(past.event, rnd, rounds or past.event.rounds)
    absent = rnd.absent - late - withdrawn
    return RoundView(
        rnd.number,
        matches,
        bye,
        *(tuple(names[t] for t in sorted(s)) for s in (absent, late, withdrawn)),
    )


def not_taking_part(
    event: Event, rnd: Round, rounds: Sequence[Round]
) -> tuple[frozenset[int], frozenset[int]]:
    """The teams not in round ``rnd`` because they had not entered yet (a late entry in
    no round up to it) or had withdrawn (in none from it on); ``rounds``: all of them."""
    playing: dict[int, set[int]] = {}
    for other in rounds:
        teams = {t for m in other.matches for t in m.teams}
        for team in teams | ({other.bye} if other.bye is not None else set()):
            playing.setdefault(team, set()).add(other.number)
    late = frozenset(
        t
        for t in event.late_entries
        if min(playing.get(t, ()), default=rnd.number + 1) > rnd.number
    )
    withdrawn = frozenset(
        t for t in event.withdrawn if max(playing.get(t, ()), default=0) < rnd.number
    )
    return late & rnd.absent, withdrawn - late


def match_view(
    past: EventHistory, table: int, match: Match, side: Callable[[int], TeamSide]
) -> MatchView:
    """One match: header, score and board rows with colours (art. 29) and players."""
    event = past.event
    first, second = (event.team(t).players for t in match.teams)
    rows = []
    for board, (colour, (a, b)) in enumerate(
        zip(past.colours(match), past.seats(match), strict=True)
    ):
        game = match.games[board] if board < len(match.games) else None
        rows.append(
            BoardRow(
                board + 1,
                Seat(_player(first, a), colour),
                Seat(_player(second, b), colour.opposite),
                game.value if game is not None else "",
            )
        )
    counted = match.is_finished
    floor = event.ruleset.rating_floor
    return MatchView(
        table,
        side(match.first),
        side(match.second),
        match.game_points(match.first) if counted else None,
        match.game_points(match.second) if counted else None,
        tuple(rows),
        tuple(event.team(t).name for t in match.teams if t in match.no_show),
        lineup_average([r.first.player for r in rows], floor),
        lineup_average([r.second.player for r in rows], floor),
    )


def _player(players: Sequence[Player], index: int | None) -> Player | None:
    return players[index] if index is not None and 0 <= index < len(players) else None
