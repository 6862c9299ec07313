"""Pairing numbers (arts. 6-9, 15) and the ranking for pairing (art. 10)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from olympiad.engine.model import Event, Team
from olympiad.engine.scores import TeamRecord


def ratings(team: Team, floor: int) -> list[int]:
    """Art. 6-7: the players' FIDE ratings, unrated players at the rating floor, highest first."""
    return sorted((p.rating_or(floor) for p in team.players), reverse=True)


def average_rating(team: Team, boards: int, floor: int) -> Fraction:
    """Art. 8: the average of the team's ``boards`` highest-rated players (four at the Olympiad)."""
    top = ratings(team, floor)[:boards]
    return Fraction(sum(top), len(top)) if top else Fraction(0)


def fifth_rating(team: Team, boards: int, floor: int) -> int:
    """Art. 9a: the rating of the player after the ``boards`` highest (the fifth player)."""
    rest = ratings(team, floor)[boards:]
    return rest[0] if rest else 0


def pairing_numbers(event: Event) -> dict[int, int]:
    """Arts. 8-9, 15: pairing number 1 for the highest average rating of the four best
    players, ties broken by the fifth player's rating, then alphabetically by team name;
    the event's ``pairing_order`` instead when it holds every team (the numbers in force
    when a round judged again was paired). A ruleset whose TPN is the team number
    (``tpn_is_team_number``: C.04.6 1.1) numbers each team by its number. Returns team
    number -> pairing number."""
    if event.ruleset.tpn_is_team_number:
        return {team.number: team.number for team in event.teams}
    present = {team.number for team in event.teams}
    if event.pairing_order and present <= set(event.pairing_order):
        kept = (team for team in event.pairing_order if team in present)
        return {team: i for i, team in enumerate(kept, start=1)}
    boards, floor = event.ruleset.boards, event.ruleset.rating_floor
    order = sorted(
        event.teams,
        key=lambda t: (
            -average_rating(t, boards, floor),
            -fifth_rating(t, boards, floor),
            t.name.casefold(),
            t.number,
        ),
    )
    return {team.number: i for i, team in enumerate(order, start=1)}


def rank_for_pairing(
    teams: Sequence[int],
    records: Mapping[int, TeamRecord],
    numbers: Mapping[int, int],
    use_game_points: bool = True,
) -> list[int]:
    """Art. 10: order by match points, then game points, then pairing number.

    The 2022 rules drop game points (``use_game_points=False``).
    """

    def key(team: int) -> tuple[int, Fraction, int]:
        record = records[team]
        gp = record.game_points if use_game_points else Fraction(0)
        return (-record.match_points, -gp, numbers[team])

    return sorted(teams, key=key)
