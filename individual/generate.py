"""Random but plausible individual Swiss events, seeded: the same seed gives the same event.

Like the random tournament generator of the FIDE endorsement procedure: players with
ratings and titles, each round paired by this program, results drawn from the rating
difference (Elo expectation, a share of draws), a few players absent now and then, a few
games lost by forfeit. Pure: the seed is the only source of chance.

``generate_british`` does the same for the British systems, every round paired by the
system's own engine (``generate_caa``, ``generate_schools``, as the registry
``rulesets.systems`` names them): CAA 2009 players get clubs (rule 35, ``clubs``), English
Schools players get schools (rules 2a, 7; a few players each) and the top quarter by rating
are the identified top players (rule 3: at most half; ``schools_and_top``). The absences
are drawn before round 1, so a player absent from a later round is known, while pairing, to
be due a pre-arranged bye (CAA rule 6, Schools rule 4), as the extension records of the
written file say when it is read back.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from individual.british.extras import Affiliations, BritishExtras
from individual.fide1998.pairing import pair_round
from individual.swiss.model import Entrant, Game, SwissEvent, SwissPairing, SwissRound, Unpaired
from individual.swiss.ranking import pairing_numbers
from individual.swiss.requests import Requests
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore

_TITLES = ((2500, "GM"), (2400, "IM"), (2300, "FM"), (2200, "CM"))


@dataclass(frozen=True)
class Plan:
    """What to generate: ``players``, ``rounds`` and how often a player is absent from a
    round (``absence``) or a game is forfeited (``forfeit``); ``unrated`` share of players
    without a rating. For the FIDE (Dutch) System (``generate_dutch``): how often a player
    asks for a half-point bye (``half_bye``; ``absence`` is then a zero-point bye asked in
    advance) or withdraws before a round (``withdrawal``), and whether the Baku acceleration
    applies (``accelerated``, C.04.7)."""

    players: int
    rounds: int
    seed: int = 1
    absence: float = 0.02
    forfeit: float = 0.01
    unrated: float = 0.05
    half_bye: float = 0.0
    withdrawal: float = 0.0
    accelerated: bool = False
    played: int | None = None
    """How many of the ``rounds`` planned are paired and played (``None``: all of them); the
    rounds played are those of the event played in full (the same seed, the same draws)."""

    @property
    def paired(self) -> int:
        """The rounds paired and played."""
        return self.rounds if self.played is None else self.played


def entrants(plan: Plan, rng: random.Random) -> tuple[Entrant, ...]:
    """Players with ratings around 1800 (numbered by rating, highest first)."""
    ratings = sorted((int(rng.gauss(1800, 300)) for _ in range(plan.players)), reverse=True)
    out = []
    for i, rating in enumerate(ratings, start=1):
        rating = max(1000, min(2850, rating))
        title = next((t for floor, t in _TITLES if rating >= floor and rng.random() < 0.6), "")
        rated = rng.random() >= plan.unrated
        name = f"Player {i:05d}, {rng.choice('ABCDEFGHIJKLMNOPRSTVW')}."
        out.append(Entrant(i, Player(name, rating if rated else None, title if rated else "")))
    return tuple(out)


def generate_event(plan: Plan, ruleset: SwissRuleset, lot: Colour = Colour.WHITE) -> SwissEvent:
    """An event of ``plan.rounds`` rounds, each paired by ``ruleset``."""
    rng = random.Random(plan.seed)
    event = SwissEvent(f"Generated event, seed {plan.seed}", entrants(plan, rng), (), plan.rounds)
    for _ in range(plan.paired):
        event = play_round(event, plan, ruleset, lot, rng)
    return event


def play_round(
    event: SwissEvent, plan: Plan, ruleset: SwissRuleset, lot: Colour, rng: random.Random
) -> SwissEvent:
    """Pair the next round (some players absent) and draw its results."""
    absent = frozenset(e.number for e in event.entrants if rng.random() < plan.absence)
    pairing = pair_round(event, ruleset, absent=absent, lot=lot)
    return record_round(event, pairing, plan, rng)


def record_round(
    event: SwissEvent, pairing: SwissPairing, plan: Plan, rng: random.Random
) -> SwissEvent:
    """``event`` with ``pairing`` played: results drawn from the ratings, the bye, the
    players left out (a zero-point bye)."""
    ratings = {e.number: e.player.rating or 1400 for e in event.entrants}
    games = tuple(
        Game(b.white, b.black, _result(ratings[b.white], ratings[b.black], plan, rng))
        for b in pairing.boards
    )
    unpaired: tuple[tuple[int, Unpaired], ...] = ()
    if pairing.bye is not None:
        unpaired = ((pairing.bye, Unpaired.PAIRING_BYE),)
    unpaired += tuple((n, Unpaired.ZERO_BYE) for n in sorted(pairing.left_out))
    played = SwissRound(pairing.number, games, unpaired)
    return SwissEvent(event.name, event.entrants, (*event.rounds, played), event.total_rounds)


_TOWNS = (
    "Barnet",
    "Bristol",
    "Cambridge",
    "Dundee",
    "Edinburgh",
    "Leeds",
    "Manchester",
    "Oxford",
    "Swansea",
    "York",
    "Cardiff",
    "Norwich",
)


Affiliate = Callable[[Sequence[Entrant], Sequence[str]], Affiliations]
"""What a system's generated players belong to, from the players and a group name each."""

BritishPairer = Callable[[SwissEvent, BritishExtras, frozenset[int], Colour], SwissPairing]
"""A British system pairing the next round: the event, what the file would say (clubs,
schools, top players, players due a pre-arranged bye later), the players absent, the lot."""


def clubs(players: Sequence[Entrant], names: Sequence[str]) -> Affiliations:
    """CAA 2009: each player's club (rule 35)."""
    return Affiliations(clubs={e.number: f"{n} CC" for e, n in zip(players, names, strict=True)})


def schools_and_top(players: Sequence[Entrant], names: Sequence[str]) -> Affiliations:
    """English Schools: each player's school and the top quarter by rating as top players
    (rule 3: no more than half)."""
    by_rating = sorted(players, key=lambda e: (-(e.player.rating or 0), e.number))
    top = frozenset(e.number for e in by_rating[: len(players) // 4])
    named = {e.number: f"{n} School" for e, n in zip(players, names, strict=True)}
    return Affiliations(schools=named, top=top)


def affiliations(
    affiliate: Affiliate, players: Sequence[Entrant], rng: random.Random
) -> Affiliations:
    """``affiliate``'s groups for ``players``, about three players to a group."""
    return affiliate(players, _groups(len(players), rng))


def _groups(count: int, rng: random.Random) -> list[str]:
    """``count`` group names, about three players to a group, in a seeded random order."""
    groups = max(1, (count + 2) // 3)
    names = [
        _TOWNS[i % len(_TOWNS)] + (f" {i // len(_TOWNS) + 1}" if i >= len(_TOWNS) else "")
        for i in range(groups)
    ]
    out = [names[i % groups] for i in range(count)]
    rng.shuffle(out)
    return out


def generate_british(
    plan: Plan, affiliate: Affiliate, pair: BritishPairer, lot: Colour = Colour.WHITE
) -> tuple[SwissEvent, Affiliations]:
    """An event of ``plan.rounds`` rounds, each paired by a British system's ``pair``, and
    the affiliations (``affiliate``) it was paired with; default options."""
    rng = random.Random(plan.seed)
    players = entrants(plan, rng)
    groups = affiliations(affiliate, players, rng)
    absences = [
        frozenset(e.number for e in players if rng.random() < plan.absence)
        for _ in range(plan.rounds)
    ]
    event = SwissEvent(f"Generated event, seed {plan.seed}", players, (), plan.rounds)
    for index, absent in enumerate(absences[: plan.paired]):
        later = frozenset(n for a in absences[index + 1 :] for n in a)
        extras = BritishExtras(groups.clubs, groups.schools, groups.top, later)
        event = record_round(event, pair(event, extras, absent, lot), plan, rng)
    return event, groups


Pairer = Callable[[SwissEvent, frozenset[int], Colour], SwissPairing]
"""A system pairing the next round: the event, the players not paired, the lot."""


def generate_dutch(plan: Plan, pair: Pairer, lot: Colour = Colour.WHITE) -> SwissEvent:
    """An event of ``plan.rounds`` rounds paired by ``pair`` (the FIDE Dutch System), as the
    endorsement's random tournament generator makes them (C.02.03 art. 7): before each round
    some players withdraw for good (``withdrawal``) and some ask for a half-point bye
    (``half_bye``) or a zero-point bye (``absence``); games are forfeited (``forfeit``);
    with ``accelerated`` the Baku method (C.04.7: group A of the players paired in round
    1, ranked first, the start numbers being the initial ranking), written out as records
    250 when the file is written."""
    rng = random.Random(plan.seed)
    drawn = entrants(plan, rng)
    tpn = pairing_numbers({e.number: e.player for e in drawn})  # C.04.2: the initial order
    players = tuple(sorted((Entrant(tpn[e.number], e.player) for e in drawn), key=_number))
    requests = Requests(baku=plan.accelerated)  # resolved by round (``Requests.resolved``)
    name = f"Generated event, seed {plan.seed}"
    event = SwissEvent(name, players, (), plan.rounds, requests=requests)
    for _ in range(plan.paired):
        active = [e.number for e in players if e.number not in event.withdrawn]
        leaving = frozenset(n for n in active if rng.random() < plan.withdrawal)
        byes: list[tuple[int, Unpaired]] = []
        for n in active:
            roll = rng.random()
            if n in leaving:
                continue
            if roll < plan.half_bye:
                byes.append((n, Unpaired.HALF_BYE))
            elif roll < plan.half_bye + plan.absence:
                byes.append((n, Unpaired.ZERO_BYE))
        withdrawn = event.withdrawn | leaving
        event = replace(event, withdrawn=withdrawn)
        pairing = pair(event, frozenset(n for n, _ in byes) | withdrawn, lot)
        ratings = {e.number: e.player.rating or 1400 for e in players}
        games = tuple(
            Game(b.white, b.black, _result(ratings[b.white], ratings[b.black], plan, rng))
            for b in pairing.boards
        )
        unpaired = [(pairing.bye, Unpaired.PAIRING_BYE)] if pairing.bye is not None else []
        unpaired += byes + [(n, Unpaired.ABSENT) for n in sorted(withdrawn)]
        played = SwissRound(pairing.number, games, tuple(sorted(unpaired)))
        event = replace(event, rounds=(*event.rounds, played))
    return event


def _number(entrant: Entrant) -> int:
    return entrant.number


def _result(white: int, black: int, plan: Plan, rng: random.Random) -> GameScore:
    if rng.random() < plan.forfeit:
        return rng.choice((GameScore.FORFEIT_WIN, GameScore.FORFEIT_LOSS))
    expected = 1 / (1 + 10 ** ((black - white - 35) / 400))
    draw = 0.3 * (1 - abs(2 * expected - 1))
    roll = rng.random()
    if roll < expected - draw / 2:
        return GameScore.WIN
    if roll < expected + draw / 2:
        return GameScore.DRAW
    return GameScore.LOSS


# ---------------------------------------------------------------- the systems' generate


def generate_fide(
    plan: Plan, ruleset: SwissRuleset, lot: Colour
) -> tuple[SwissEvent, Affiliations]:
    """The FIDE 1998 system's ``generate`` (``rulesets.systems``): ``generate_event``, no
    affiliations."""
    return generate_event(plan, ruleset, lot), Affiliations()


def generate_caa(plan: Plan, ruleset: SwissRuleset, lot: Colour) -> tuple[SwissEvent, Affiliations]:
    """The CAA 2009 system's ``generate``: players with clubs, paired by its engine."""
    from individual.british.caa2009 import pair_round as caa

    def pair(
        event: SwissEvent, extras: BritishExtras, absent: frozenset[int], lot: Colour
    ) -> SwissPairing:
        return caa(event, extras.caa_input(), absent=absent, lot=lot)

    return generate_british(plan, clubs, pair, lot)


def generate_schools(
    plan: Plan, ruleset: SwissRuleset, lot: Colour
) -> tuple[SwissEvent, Affiliations]:
    """The English Schools system's ``generate``: players with schools and top players,
    paired by its engine."""
    from individual.british.schools import pair_round as schools

    def pair(
        event: SwissEvent, extras: BritishExtras, absent: frozenset[int], lot: Colour
    ) -> SwissPairing:
        return schools(event, extras.schools_input(), absent=absent, lot=lot)

    return generate_british(plan, schools_and_top, pair, lot)
