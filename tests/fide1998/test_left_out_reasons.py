"""Every individual engine's trail says why each player is left out of the round in one
wording (``individual.swiss.model.NotPaired``): FIDE 1998 (F.5), the Dutch (C.04.2), CAA
2009 (rule 6) and English Schools (rule 4). A property over withdrawn players, late entries
not entered yet, requested byes and absences drawn at random: each player left out is named
once, under the first reason that holds in the order withdrawn, not entered yet, the bye
asked, absent, as an oracle written here from that order says it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from individual.british import caa2009, schools
from individual.dutch.inputs import DutchInput
from individual.dutch.pairing import pair_round as dutch_round
from individual.fide1998.pairing import pair_round as fide_round
from individual.swiss.model import REQUESTED, SwissEvent, SwissPairing, Unpaired
from rulesets.fide_dutch_2026 import FIDE_DUTCH_2026
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from tests.fide1998.test_fide1998_rounds import event

PLAYERS = 12
_KINDS = sorted(REQUESTED, key=lambda u: u.value)
_WORDS = {
    Unpaired.HALF_BYE: "half-point bye requested",
    Unpaired.FULL_BYE: "full-point bye",
    Unpaired.ZERO_BYE: "zero-point bye requested",
}

Pair = Callable[[SwissEvent, frozenset[int]], SwissPairing]
ENGINES: dict[str, Pair] = {
    "fide-1998": lambda e, out: fide_round(e, FIDE_SWISS_1998, absent=out),
    "dutch": lambda e, out: dutch_round(
        e, FIDE_DUTCH_2026, DutchInput(byes=e.byes_requested), out, None
    ),
    "caa-2009": lambda e, out: caa2009.pair_round(e, absent=out),
    "sca": lambda e, out: schools.pair_round(e, absent=out),
}


def _expected(
    withdrawn: set[int], late: set[int], byes: dict[int, Unpaired], absent: set[int]
) -> set[str]:
    """The notes the trail should hold, one per reason anyone has."""
    said: dict[str, list[int]] = {}
    for player in sorted(withdrawn | late | set(byes) | absent):
        if player in withdrawn:
            why = "withdrawn"
        elif player in late:
            why = "not entered yet"
        elif player in byes:
            why = _WORDS[byes[player]]
        else:
            why = "absent"
        said.setdefault(why, []).append(player)
    return {f"not paired ({why}): {', '.join(map(str, p))}" for why, p in said.items()}


@settings(max_examples=40, deadline=None)
@given(
    engine=st.sampled_from(sorted(ENGINES)),
    fate=st.lists(
        st.sampled_from(["", "", "w", "l", "b", "a"]), min_size=PLAYERS, max_size=PLAYERS
    ),
    kinds=st.lists(st.sampled_from(_KINDS), min_size=PLAYERS, max_size=PLAYERS),
    both=st.sets(st.integers(1, PLAYERS), max_size=3),
)
def test_every_engine_says_each_reason_in_one_wording(
    engine: str, fate: list[str], kinds: list[Unpaired], both: set[int]
) -> None:
    """``both``: players also absent (or asking a bye) beside their first reason."""
    chosen = {p: f for p, f in enumerate(fate, start=1)}
    withdrawn = {p for p, f in chosen.items() if f == "w"}
    late = {p for p, f in chosen.items() if f == "l"}
    byes = {p: kinds[p - 1] for p, f in chosen.items() if f == "b" or (p in both and f)}
    absent = {p for p, f in chosen.items() if f == "a"} | (both - set(byes))
    out = withdrawn | late | set(byes) | absent
    if PLAYERS - len(out) < 2:
        return
    before = replace(
        event(PLAYERS),
        withdrawn=frozenset(withdrawn),
        late_entries=tuple((p, 3) for p in sorted(late)),
        byes_requested=tuple(sorted(byes.items())),
    )
    pairing = ENGINES[engine](before, frozenset(out - withdrawn))
    assert pairing.left_out == out
    notes = {
        pairing.trail.text(d)
        for d in pairing.trail.decisions
        if d.render().startswith("not paired")
    }
    assert notes == _expected(withdrawn, late, byes, absent)
