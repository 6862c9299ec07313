"""Art. 43: the order in which a round's matches are published."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from olympiad.engine.model import Event, PairedMatch
from olympiad.engine.ranking import average_rating, pairing_numbers, rank_for_pairing
from olympiad.engine.scores import TeamRecord, team_records


@dataclass(frozen=True)
class PublicationKey:
    """Art. 43: what places a match in the published list, criterion by criterion.

    ``higher`` is the team of the pair ranked higher in the current standing
    (art. 10); the list is sorted by ``higher_match_points``, ``match_points_sum``,
    ``higher_average_rating`` (all descending), then ``higher_pairing_number``.
    """

    match: PairedMatch
    higher: int
    higher_match_points: int
    match_points_sum: int
    higher_average_rating: Fraction
    higher_pairing_number: int

    @property
    def sort_key(self) -> tuple[int, int, Fraction, int]:
        return (
            -self.higher_match_points,
            -self.match_points_sum,
            -self.higher_average_rating,
            self.higher_pairing_number,
        )


def publication_keys(
    matches: Sequence[PairedMatch],
    event: Event,
    records: Mapping[int, TeamRecord] | None = None,
    numbers: Mapping[int, int] | None = None,
) -> tuple[PublicationKey, ...]:
    """Art. 43: each match's publication criteria, in publication order.

    The current standing is the art. 10 ranking (MP, GP with unfinished games as
    draws, pairing number) after the rounds in ``event.rounds``, or of ``records`` and
    ``numbers`` when the caller has them (the pairing, the event history); the average
    rating is that of art. 8 (the four highest ratings, unrated players at the floor, art. 7).
    """
    records = team_records(event) if records is None else records
    numbers = pairing_numbers(event) if numbers is None else numbers
    ranked = rank_for_pairing(
        list(records), records, numbers, event.ruleset.ranking_uses_game_points
    )
    position = {team: i for i, team in enumerate(ranked)}
    boards, floor = event.ruleset.boards, event.ruleset.rating_floor
    keys = []
    for match in matches:
        higher = min(match.first, match.second, key=position.__getitem__)
        keys.append(
            PublicationKey(
                match=match,
                higher=higher,
                higher_match_points=records[higher].match_points,
                match_points_sum=records[match.first].match_points
                + records[match.second].match_points,
                higher_average_rating=average_rating(event.team(higher), boards, floor),
                higher_pairing_number=numbers[higher],
            )
        )
    return tuple(sorted(keys, key=lambda k: k.sort_key))


def publication_order(
    matches: Sequence[PairedMatch],
    event: Event,
    records: Mapping[int, TeamRecord] | None = None,
    numbers: Mapping[int, int] | None = None,
) -> tuple[PairedMatch, ...]:
    """Art. 43: the matches sorted for publication (see ``publication_keys``)."""
    return tuple(key.match for key in publication_keys(matches, event, records, numbers))
