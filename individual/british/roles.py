"""The roles of the British rules in the trail (issue 17): the bye, each float and each
board's colours, recorded as typed decisions (``Decision.of``) whose subjects are players
and whose detail holds what the sentence says, so that ``swiss check`` reads the fields,
not the sentence. A role's key is the rule as each system numbers it (CAA 2009, English
Schools), so each system has its own members where the numbers differ.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction

from individual.british.objectives import BLOCKED, ORDER, TABLE
from individual.swiss.model import NotPaired, SwissEvent, not_paired
from individual.vocabulary.decision import (
    Cite,
    Decision,
    Detail,
    Kind,
    TemplateRole,
    named,
    of_family,
)
from individual.vocabulary.result import format_points

_BYE = "player {player} gets the bye {reason}"
_FLOAT = "{high} floats down to meet {low} ({high_points} v {low_points}): {chosen}"
_COLOUR = "{white}-{black}: {reason}"
_LEFT_OUT = "not paired ({not_paired}): {players}"


@dataclass(frozen=True)
class BritishDetail(Detail):
    """What the British roles' sentences name beyond the players: the bye's rule reason
    (``why``), the ``points`` it gives, the players ``eligible`` and whether their costs
    ``tied``; a float's scores (``high_score``, ``low_score``: half points), why each player
    was chosen (``down_why``, ``up_why``: ``objectives.ORDER``, ``BLOCKED`` or an objective's
    name) and the ``system`` ("caa" or "schools") whose rules are cited; why players are
    ``not_paired`` (``NotPaired``, said in its words); a board's colour ``reason``."""

    why: str = ""
    points: str = ""
    eligible: tuple[int, ...] = ()
    tied: bool = False
    high_score: int = 0
    low_score: int = 0
    down_why: str = ORDER
    up_why: str = ORDER
    system: str = "caa"
    not_paired: NotPaired = NotPaired.ABSENT
    reason: str = ""


NONE = BritishDetail()


def british_detail(detail: Detail) -> BritishDetail:
    """``detail`` as the British roles' (none given: ``NONE``)."""
    return of_family(detail, NONE)


class Role(TemplateRole):
    """What rule decided, with its key (the rule), the kind of decision and the sentence."""

    def fields(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> Mapping[str, object]:
        said = british_detail(detail)
        out = named(said)
        if self.kind is Kind.BYE:
            out |= {"player": subjects[0], "reason": bye_reason(said)}
        elif self.kind is Kind.FLOAT:
            high, low = subjects
            out |= {"high": high, "low": low}
            out |= {"high_points": points(said.high_score), "low_points": points(said.low_score)}
            out["chosen"] = float_reasons(said)
        elif self.kind is Kind.COLOUR:
            out |= {"white": subjects[0], "black": subjects[1]}
        elif self.kind is Kind.NOTE:
            out |= {"not_paired": said.not_paired.value, "players": player_list(subjects)}
        return out

    # The bye (subjects: the player; detail: why, points, eligible, tied).
    CAA_BYE = ("Rule 6", Kind.BYE, _BYE)
    SCHOOLS_BYE = ("Rule 4", Kind.BYE, _BYE)
    # A float (subjects: the higher and the lower player; detail: their scores, why each
    # was chosen: ``down_why`` and ``up_why``, ``objectives.ORDER``, ``BLOCKED`` or the
    # name of the objective, and the ``system``: "caa" or "schools").
    FLOAT = ("Rule 19", Kind.FLOAT, _FLOAT)
    # The players not paired for one reason (subjects: them; detail: ``not_paired``, why).
    # Neither system has a rule for a withdrawal: the note cites the rule that takes the
    # pre-arranged byes out first.
    CAA_LEFT_OUT = ("Rule 6", Kind.NOTE, _LEFT_OUT)
    SCHOOLS_LEFT_OUT = ("Rule 4", Kind.NOTE, _LEFT_OUT)
    # A board's colours (subjects: white, black; detail: reason).
    CAA_ROUND1_COLOURS = ("Rule 8", Kind.COLOUR, _COLOUR)
    CAA_COLOURS = ("Rule 25", Kind.COLOUR, _COLOUR)
    SCHOOLS_ROUND1_COLOURS = ("Rule 6", Kind.COLOUR, _COLOUR)
    SCHOOLS_COLOURS = ("Rule 24", Kind.COLOUR, _COLOUR)


def player_list(numbers: Iterable[int]) -> str:
    """Players as the trail names them: ``4, 6, 8``; ``none`` for none."""
    return ", ".join(map(str, numbers)) or "none"


def left_out_of_round(role: Role, event: SwissEvent, out: Iterable[int]) -> Iterator[Decision]:
    """The players ``out`` of the next round of ``event``, one decision for each reason
    (``not_paired``)."""
    for why, players in not_paired(event, frozenset(out)):
        yield Decision.of(role, *players, detail=BritishDetail(not_paired=why))


def bye(
    role: Role, player: int, why: str, points_: str, eligible: tuple[int, ...], tied: bool
) -> Decision:
    """The bye to ``player``: ``why`` the rule makes him eligible, the ``points_`` it gives;
    when several were ``eligible``, whether their costs ``tied`` (the rule's order chose)."""
    detail = BritishDetail(why=why, points=points_, eligible=eligible, tied=tied)
    return Decision.of(role, player, detail=detail)


def bye_reason(detail: Detail) -> str:
    """Why the bye went where it did, from a bye decision's detail: the rule's reason, the
    points, and how it was chosen among the eligible players."""
    said = british_detail(detail)
    text = f"({said.why}); {said.points}"
    if len(said.eligible) > 1:
        how = "equal cost, the rule's order breaks the tie" if said.tied else "the least cost"
        chosen = player_list(said.eligible)
        text += f"; chosen among {chosen} by the round's whole cost (rule 2): {how}"
    return text


_WORDS = {
    "first": "pairs of the first objective",
    "floats": "floats",
    "differences": "score differences",
    "avoided": "discretionary pairs",
    "transfers": "colour transfers",
    "claims": "stronger colour claims transferred",
    "defaults": "defaulted pairings repeated",
    "exchanges": "exchanges across the mid-line",
    "variation": "variation from grade order",
    "squares": "variation from grade order",
    "grades": "grade differences",
    "top_board": "a worse top board",
    "float_again": "floats the same way as in the previous round",
    "float_history": "float history",
    "float_order": "search further along rules 20-21",
    "up_again": "upfloats in successive rounds",
    "up_history": "upfloat history",
    "up_order": "search further along rule 21",
    "down_again": "downfloats in successive rounds",
    "down_history": "downfloat history",
    "down_order": "search further along rule 20",
}


def float_reasons(detail: BritishDetail) -> str:
    """Why the downfloater and his opponent were chosen, from a float decision's fields."""
    down = _chosen(detail.down_why, detail.system)
    up = _chosen(detail.up_why, detail.system)
    return f"the downfloater {down}; his opponent {up}"


def _chosen(why: str, system: str) -> str:
    if why == ORDER:
        return "is the first in the search order of rules 20-21"
    if why == BLOCKED:
        rule = "rules 1, 13" if system == "caa" else "rule 1"
        return f"is not the first in rules 20-21's order: that leaves players unpairable ({rule})"
    rule = next(o for o in TABLE if o.name == why).rule(system)
    return f"is not the first in rules 20-21's order: that costs more {_WORDS[why]} ({rule})"


def colour_reason(decision: Decision) -> str:
    """Why a board has its colours, from a colour decision's detail."""
    return british_detail(decision.detail).reason


def points(half_points: int) -> str:
    """A score in half-points as the British trail writes it: ``2½``, ``½``, ``3``."""
    return format_points(Fraction(half_points, 2))
