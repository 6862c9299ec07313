"""The roles of C.04.6's articles in the trail and the sentences that say them.

A role's key is its article in C.04.6 (``"3.4"``, ``"2.3.3"``), or in the General Handling
Rules (``"C.04.2 3.3"``); the edition needs no citation table. Its sentence is a template over
the decision's subjects (``{team}``, ``{teams}``) and its ``FideTeamDetail``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Cite, Detail, Kind, TemplateRole, named, of_family


@dataclass(frozen=True)
class FideTeamDetail(Detail):
    """What C.04.6's sentences name beyond the teams: the score as printed and its name
    (``score``), the order's rows (``rows``), why a team has the bye or a set is illegal
    (``why``), a bracket's upfloaters (``upfloaters``) and their ``scores`` and ``place``
    among the sets examined, how many (``count``) and which floated before (``floaters``),
    the pairs made (``pairs``) with their [C8]-[C10] counts, the white and black team of a
    colour decision, the first-team (4.2, ``first``) and the ``initial`` colour (4.3.1)."""

    score: str = ""
    rows: str = ""
    why: str = ""
    upfloaters: str = ""
    count: int = 0
    scores: str = ""
    place: int = 0
    floaters: str = ""
    pairs: str = ""
    c8: int = 0
    c9: int = 0
    c10: int = 0
    white: int = 0
    black: int = 0
    first: int = 0
    initial: Colour | None = None


NONE = FideTeamDetail()

BOARD_1 = "{white} v {black}: {white} white on board 1"
"""How every colour decision (4.3.1-4.3.9) begins; the step's reason follows."""


def _initial(detail: FideTeamDetail) -> dict[str, object]:
    """4.3.1's words: the first-team's TPN parity, and whether the colour it got is the
    initial-colour or its opposite (read from the decision: who has white)."""
    if detail.initial is None:
        return {"parity": "", "initial": "", "gets": ""}
    got = Colour.WHITE if detail.white == detail.first else Colour.BLACK
    opposite = "" if got is detail.initial else "the colour opposite to "
    return {
        "parity": "odd" if detail.first % 2 else "even",
        "initial": detail.initial.name.lower(),
        "gets": f"{opposite}the initial-colour",
    }


class Role(TemplateRole):
    """What article decided, the kind of decision and its sentence."""

    def fields(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> Mapping[str, object]:
        own = of_family(detail, NONE)
        return {
            **named(own),
            **_initial(own),
            "team": subjects[0] if subjects else "",
            "teams": ", ".join(map(str, subjects)) or "none",
        }

    ABSENT = ("C.04.2 3.3", Kind.NOTE, "not paired (absent or withdrawn): {teams}")
    ORDER = ("1.2", Kind.ORDER, "scores ({score}) and TPNs: {rows}")
    BYE = (
        "3.4",
        Kind.BYE,
        "team {team} gets the pairing-allocated bye ({why}; a draw's points, 1.4)",
    )
    BYE_BARRED = (
        "2.1.2",
        Kind.REJECTED,
        "team {team} cannot have the bye [C2]: it had the bye or won a match by forfeit",
    )
    BYE_REST = (
        "3.4.1",
        Kind.REJECTED,
        "with the bye to team {team} the other teams could not all be paired",
    )
    BRACKET = (
        "3.2",
        Kind.GROUP,
        "top-scoregroup {score}: residents {teams}; upfloaters {upfloaters}",
    )
    UPFLOATERS = (
        "3.5",
        Kind.FLOAT,
        "upfloaters {teams}: [C4] {count} (the fewest that leave a legal pairing), "
        "[C5] scores {scores}, set {place} in the order of 3.5.4 of those sets",
    )
    SET_ILLEGAL = (
        "2.2.1",
        Kind.REJECTED,
        "upfloaters {teams} rejected: {why}",
    )
    C6_RELAXED = (
        "2.3.3",
        Kind.RELAXED,
        "[C6] not met: no set leaves the following scoregroup ({score}) pairable in its "
        "own bracket with the fewest upfloaters",
    )
    C6_WORSE = (
        "2.3.3",
        Kind.REJECTED,
        "upfloaters {teams} passed over: [C6] the following scoregroup could not be paired "
        "with the fewest upfloaters",
    )
    C7_WORSE = (
        "2.3.4",
        Kind.REJECTED,
        "upfloaters {teams} passed over: [C7] {count} of them floated in the previous round",
    )
    C7_RELAXED = (
        "2.3.4",
        Kind.RELAXED,
        "[C7] {count} upfloater(s) floated in the previous round: {floaters}",
    )
    PAIRED = (
        "3.6",
        Kind.PAIRED,
        "bracket paired {pairs} (the first identifier of 3.6.2 with [C1] and the least "
        "[C8] {c8}, [C9] {c9}, [C10] {c10})",
    )
    C8_RELAXED = (
        "2.3.5",
        Kind.RELAXED,
        "[C8] {count} team(s) will not get their colour preference: {teams}",
    )
    C9_RELAXED = (
        "2.3.6",
        Kind.RELAXED,
        "[C9] {count} team(s) will not get their strong colour preference: {teams}",
    )
    C10_RELAXED = (
        "2.3.7",
        Kind.RELAXED,
        "[C10] {count} upfloater opponent(s) floated in the previous round: {teams}",
    )
    # Art. 4.3: the board-1 colours of a pair, by the first step that applies.
    INITIAL = (
        "4.3.1",
        Kind.COLOUR,
        BOARD_1 + " (neither has played: the first-team is TPN {first}, {parity}: it gets "
        "{gets}, {initial})",
    )
    ONE_PREFERENCE = ("4.3.2", Kind.COLOUR, BOARD_1 + " (the only colour preference granted)")
    OPPOSITE = ("4.3.3", Kind.COLOUR, BOARD_1 + " (opposite colour preferences granted)")
    ONE_STRONG = (
        "4.3.4",
        Kind.COLOUR,
        BOARD_1 + " (the only strong colour preference granted)",
    )
    DIFFERENCE = ("4.3.5", Kind.COLOUR, BOARD_1 + " (white to the lower colour difference)")
    ALTERNATE_BOTH = (
        "4.3.6",
        Kind.COLOUR,
        BOARD_1 + " (alternating from the last match with different colours)",
    )
    FIRST_PREFERENCE = ("4.3.7", Kind.COLOUR, BOARD_1 + " (the first-team's colour preference)")
    FIRST_ALTERNATES = ("4.3.8", Kind.COLOUR, BOARD_1 + " (the first-team alternates)")
    OTHER_ALTERNATES = ("4.3.9", Kind.COLOUR, BOARD_1 + " (the other team alternates)")
    PUBLICATION = (
        "C.04.2 3.6",
        Kind.ORDER,
        "matches published by the score of the higher team, the sum of scores, the smaller TPN",
    )
    IMPOSSIBLE = ("3.3.3", Kind.NOTE, "")
