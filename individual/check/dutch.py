"""The FIDE (Dutch) System 2026 as a registered system (``rulesets.systems``): what its
engine (``individual.dutch``) is given for a round beyond the games, from the event itself
(``dutch_input``: the TRF-2026 requests and the pairing numbers), the pairing of the next
round and the random events ``swiss generate`` writes. Its judge of one round, for the
replay checker, is ``individual.check.dutch_judge`` (a pairing loads no checker, issue 29)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from individual.dutch.inputs import DutchInput
from individual.dutch.pairing import pair_round
from individual.swiss.model import SwissEvent, SwissPairing
from individual.swiss.ranking import initial_order
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour

if TYPE_CHECKING:  # the generator loads when 'swiss generate' asks for it (issue 29)
    from individual.british.extras import Affiliations
    from individual.generate import Plan


def dutch_input(event: SwissEvent, absent: frozenset[int] = frozenset()) -> DutchInput:
    """What the Dutch engine takes for the next round of ``event`` beyond the games: its
    forbidden pairs, virtual points (C.04.7; the Baku method resolved on the initial order,
    its group A's last player fixed in round 1 among the players paired in it, ``absent``
    the players not paired in the next round; each player placed in group A or B by the
    order of the round he arrives in, with points from then) and those of the rounds
    before, and the initial order the TPNs number (C.04.2 Art. 2,
    ``individual.swiss.ranking.initial_order``: a TRF's start numbers, else rating, title
    and name, kept once round 4 is paired), and the byes requested for it
    (``SwissEvent.byes_requested``: the engine says them). Who holds no TPN yet (2.4-2.5) is
    the engine's to say (``individual.dutch.pairing.arrival_tpn``)."""
    n = event.next_round
    ranked = initial_order(event)
    asked = event.requests if n > 1 else replace(event.requests, baku_last=0)
    arrivals = event.arrivals(absent)
    requests = asked.resolved(ranked, event.total_rounds, arrivals, len(event.rounds))
    past = tuple(
        (r, player, points)
        for r in range(1, n)
        for player, points in sorted(requests.virtual_points(r).items())
    )
    return DutchInput(
        forbidden=requests.forbidden_pairs(n),
        virtual_points=tuple(sorted(requests.virtual_points(n).items())),
        past_virtual_points=past,
        tpn=tuple((p, tpn) for tpn, p in enumerate(ranked, start=1) if p != tpn),
        byes=event.byes_requested,
    )


def initial_colour(event: SwissEvent, repair: object = None) -> Colour | None:
    """5.1's initial colour as round 1 shows it (``rulesets.systems``' ``read_lot``), TRF-2026
    record 152's default, "the colour of the highest ranked participant who was paired in the
    first round": the lowest TPN with a game in round 1 (all at zero, or he in Baku's group
    A), whose odd TPN takes the initial colour by 5.2.5; a player not paired then held no
    TPN (C.04.2 2.4), so the TPNs of ``dutch_input`` in their order. ``None``: no game in
    round 1 (``repair``: the protocol's, not needed)."""
    games = event.rounds[0].games if event.rounds else ()
    if not games:
        return None
    tpn = dutch_input(event).pairing_number
    top = min((n for g in games for n in (g.white, g.black)), key=tpn)
    return next(g.colour_of(top) for g in games if top in (g.white, g.black))


def pair(
    event: SwissEvent, ruleset: SwissRuleset, *, absent: frozenset[int], lot: Colour | None
) -> SwissPairing:
    """The next round of ``event`` paired by the Dutch engine under ``ruleset`` (the
    system reads nothing beyond the games: its input is its ruleset)."""
    return pair_round(event, ruleset, dutch_input(event, absent), absent, lot)


def generate(plan: Plan, ruleset: SwissRuleset, lot: Colour) -> tuple[SwissEvent, Affiliations]:
    """``swiss generate``: a seeded event paired by the Dutch engine (nothing affiliated)."""
    from individual.british.extras import Affiliations
    from individual.generate import generate_dutch

    def again(event: SwissEvent, absent: frozenset[int], colour: Colour) -> SwissPairing:
        return pair(event, ruleset, absent=absent, lot=colour)

    return generate_dutch(plan, again, lot), Affiliations()
