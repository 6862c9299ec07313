"""The roles of the FIDE 1998 articles in the trail, and the sentences that say them.

The engine records each decision as a ``Role`` with its subjects (players) and a
``SwissDetail`` (``individual.vocabulary.decision``): a bracket's score, p and x, the pairs made,
the stage's relaxations (the criteria dropped, how far x was raised and p lowered). A role's
key is its article; the three fide-1998 rulesets number the articles alike, so the trail
needs no citation table. A role's sentence is a template over the subjects and the detail
(``_Fields`` says what a template may name); nothing reads the sentence back.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, fields, replace
from fractions import Fraction

from individual.swiss.model import NotPaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Cite, Decision, Detail, Kind, TemplateRole, of_family
from individual.vocabulary.result import format_points

Pair = tuple[int, int]

_FLOAT_AGAIN = "would leave a player to float down again"


class Role(TemplateRole):
    """What article decided, with its key (the article), the kind of decision and the
    sentence."""

    def fields(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> Mapping[str, object]:
        return _Fields(subjects, of_family(detail, NONE))

    # A.2, F.1, F.5: order and presence (subjects: the players ranked, left out).
    ORDER = ("A.2", Kind.ORDER, "order by score, rating, title, name: {ranking}")
    PUBLICATION = (
        "F.1",
        Kind.ORDER,
        "boards by the higher player's score, both scores, rank",
    )
    LEFT_OUT = ("F.5", Kind.NOTE, "not paired ({why}): {players}")
    NO_LOT = ("A.7", Kind.NOTE, "no lot given: the highest player's colour is white")

    # A.5: the bye (1998: the player left over; 2010: the one who equalises the colours).
    BYE = ("A.5", Kind.BYE, "player {player} gets the bye (1 point, counts as a downfloat)")
    BYE_EQUALISES = (
        "A.5",
        Kind.BYE,
        "player {player} is the lowest-ranked who equalises the colours of the bottom "
        "bracket (2010 reading)",
    )
    BYE_NOBODY_EQUALISES = (
        "A.5",
        Kind.NOTE,
        "nobody in the bottom bracket equalises the colours: the 1998 rule applies",
    )

    # A.3: a bracket (subjects: its players, moved-down players first; detail: its score
    # in half points, the players moved down, p and x).
    HOMOGENEOUS = (
        "A.3",
        Kind.GROUP,
        "bracket {score}: homogeneous, players {players}{moved}; p = {p} (A.6), x = {x} (A.8)",
    )
    HETEROGENEOUS = (
        "A.3",
        Kind.GROUP,
        "bracket {score}: heterogeneous, players {players}{moved}; p = {p} (A.6), x = {x} (A.8)",
    )

    # C.1, C.12, C.13: a player with no possible opponent in the bracket moves on.
    ALONE = ("C.1", Kind.FLOAT, "player {player} is alone in the bracket: moved down")
    NO_OPPONENT_HERE = (
        "C.1",
        Kind.FLOAT,
        "player {player} has no possible opponent in the bracket (B.1/B.2): moved down",
    )
    MOVED_DOWN_NO_OPPONENT = (
        "C.12",
        Kind.FLOAT,
        "player {player} (moved down) has no possible opponent here (B.1/B.2): moved down",
    )
    NO_OPPONENT_LOWEST = (
        "C.13",
        Kind.FLOAT,
        "player {player} has no possible opponent in the lowest bracket (B.1/B.2): moved down",
    )
    MOVED_DOWN = ("A.3", Kind.FLOAT, "player {player} is moved down")

    # C.6-C.14 as stages: each is tried again with criteria given up (detail: ``Stage.detail``).
    STAGE_ALL = ("C.6", Kind.RELAXED, "try again: {stage}")
    STAGE_DOWNFLOATS = ("C.9", Kind.RELAXED, "try again: {stage}")
    STAGE_UPFLOATS = ("C.10", Kind.RELAXED, "try again: {stage}")
    STAGE_X = ("C.11", Kind.RELAXED, "try again: {stage}")
    STAGE_P = ("C.14", Kind.RELAXED, "try again: {stage}")
    # The search bounds: cited with the stage's role (``also``), which gives the article.
    BRACKET_BOUND = ("", Kind.NOTE, "search bound of the bracket reached")
    STAGE_BOUND = ("", Kind.NOTE, "search bound reached at this stage")

    # C.13, C.14: a whole p given up by the look-ahead (detail: the pairs it would make).
    P_UNREACHABLE = (
        "C.13",
        Kind.RELAXED,
        "no pairing with {pairs_kept} pairs here lets the players below all be paired: "
        "p is lowered (C.14)",
    )
    # C.12, C.14 when every stage failed: the fallbacks.
    FLOATER_UNPAIRABLE_KEPT = (
        "C.12",
        Kind.RELAXED,
        "no pairing lets every floater meet someone below",
    )
    ABSOLUTE_ONLY = ("C.14", Kind.RELAXED, "paired under B.1 and B.2 only")

    # The bracket's pairs (detail: the pairs, the stage's relaxations; subjects: the players
    # of the pairs, in order). The step that found them: C.6 the first pairing, C.7 a
    # transposition, C.8 an exchange (``subgroups``); for a heterogeneous bracket the
    # moved-down players' step, with the remainder's (``remainder``) cited beside it.
    PAIRED_FIRST = ("C.6", Kind.PAIRED, "pairs {paired} (first pairing); {stage}")
    PAIRED_TRANSPOSED = ("C.7", Kind.PAIRED, "pairs {paired} (transposition of S2); {stage}")
    PAIRED_EXCHANGED = ("C.8", Kind.PAIRED, "pairs {paired} ({subgroups}); {stage}")
    PAIRED_MOVED_FIRST = (
        "C.6",
        Kind.PAIRED,
        "pairs {paired} (moved-down players as in C.6; remainder: {remainder}); {stage}",
    )
    PAIRED_MOVED_TRANSPOSED = (
        "C.7",
        Kind.PAIRED,
        "pairs {paired} (moved-down players by transposition; remainder: {remainder}); {stage}",
    )
    # The fallbacks' pairs (every stage failed, so no stage's relaxations are named).
    PAIRED_FLOATER_UNPAIRABLE = (
        "C.12",
        Kind.PAIRED,
        "pairs {paired} (the first pairing found; a floater has no opponent below)",
    )
    PAIRED_FALLBACK = ("C.14", Kind.PAIRED, "pairs {paired} (fallback: B.1 and B.2 only)")
    LEAST_DIFFERENCES = (
        "B.3",
        Kind.NOTE,
        "pairs {pairs}: the least score differences, largest first ({differences})",
    )

    # Pairs tried and rejected (subjects: the two players; detail: the ``subgroups``).
    MET = ("B.1a", Kind.REJECTED, "{subgroups}: {a}-{b} (B.1a: they have met)")
    NO_COLOURS = ("B.2", Kind.REJECTED, "{subgroups}: {a}-{b} (B.2: no colour allowed to both)")
    DIFFERENCES_EXCEEDED = (
        "B.3",
        Kind.REJECTED,
        "{subgroups}: {a}-{b} (B.3: larger score differences than needed)",
    )
    X_EXCEEDED = (
        "B.4",
        Kind.REJECTED,
        "{subgroups}: {a}-{b} (B.4: more than x = {x} colour clashes)",
    )
    UPFLOAT_AGAIN = ("B.5", Kind.REJECTED, "{subgroups}: {a}-{b} (B.5: upfloat again)")
    UPFLOAT_AS_BEFORE = ("B.6", Kind.REJECTED, "{subgroups}: {a}-{b} (B.6: upfloat again)")
    LEAVES_FLOATER = ("B.5", Kind.REJECTED, "{subgroups}: {a}-{b} (B.5/B.6: " + _FLOAT_AGAIN + ")")
    REST_UNPAIRABLE = (
        "C.13",
        Kind.REJECTED,
        "{subgroups}: {a}-{b} (C.13: the rest could not be paired)",
    )

    # Whole candidates rejected (subjects: the players left over, or of the pairs).
    LEFT_IN_LOWEST = (
        "C.13",
        Kind.REJECTED,
        "{players} would be left unpaired in the lowest bracket",
    )
    CANDIDATE_DIFFERENCES = (
        "B.3",
        Kind.REJECTED,
        "{pairs}: score differences {differences}, more than needed",
    )
    DOWNFLOAT_AGAIN = ("B.5", Kind.REJECTED, "{player} may not float down (B.5)")
    DOWNFLOAT_AS_BEFORE = ("B.6", Kind.REJECTED, "{player} may not float down (B.6)")
    FLOATER_UNPAIRABLE = (
        "C.12",
        Kind.REJECTED,
        "a floater of {players} could not be paired below",
    )
    REMAINDER_X_EXCEEDED = (
        "B.4",
        Kind.REJECTED,
        "moved down: {pairs} (B.4: the remainder would exceed x = {x})",
    )

    # E.1-E.5, B.2: colours (subjects: white, black; detail: the player whose preference
    # or place decided, ``by``, his place ``s1`` in S1, the ``lot``).
    BOTH_PREFERENCES = ("E.1", Kind.COLOUR, "{a}-{b}: both preferences granted")
    STRONGER_PREFERENCE = (
        "E.2",
        Kind.COLOUR,
        "{a}-{b}: the stronger preference ({by}) granted",
    )
    ALTERNATED = (
        "E.3",
        Kind.COLOUR,
        "{a}-{b}: alternated to the last round with different colours",
    )
    HIGHER_PREFERENCE = (
        "E.4",
        Kind.COLOUR,
        "{a}-{b}: the preference of the higher-ranked player ({by}) granted",
    )
    LOT = ("E.5", Kind.COLOUR, "{a}-{b}: player {by} is number {s1} of S1; lot {lot}")
    COLOUR_LIMITS = ("B.2", Kind.COLOUR, "{a}-{b}: the other way round would break B.2")

    # Causes of a round that cannot be paired.
    MEETS_NOBODY = (
        "B.1a",
        Kind.NOTE,
        "player {player} can meet nobody present (B.1a: met them all, or B.2: colours)",
    )
    NOBODY_MAY_HAVE_BYE = (
        "B.1b",
        Kind.NOTE,
        "an odd number of players and none may have the bye (B.1b)",
    )
    NO_PAIRING = ("B.1", Kind.NOTE, "no pairing of everyone present keeps B.1 and B.2")
    LEFT_UNPAIRED = ("C.13", Kind.NOTE, "[{players}]")


STAGES = frozenset(
    {Role.STAGE_ALL, Role.STAGE_DOWNFLOATS, Role.STAGE_UPFLOATS, Role.STAGE_X, Role.STAGE_P}
)
"""The roles of the stages tried again (C.6 the first, with every criterion)."""
BOUNDS = frozenset({Role.BRACKET_BOUND, Role.STAGE_BOUND})
PAIRED = frozenset(r for r in Role if r.kind is Kind.PAIRED)
MOVED_ON = frozenset(
    {Role.ALONE, Role.NO_OPPONENT_HERE, Role.MOVED_DOWN_NO_OPPONENT, Role.NO_OPPONENT_LOWEST}
)
"""C.1, C.12, C.13: the players moved on before the bracket is paired."""
_REMAINDER = {Role.PAIRED_FIRST: "first pairing", Role.PAIRED_TRANSPOSED: "transposition of S2"}
_UPFLOAT = {"B.5": Role.UPFLOAT_AGAIN, "B.6": Role.UPFLOAT_AS_BEFORE}
_DOWNFLOAT = {"B.5": Role.DOWNFLOAT_AGAIN, "B.6": Role.DOWNFLOAT_AS_BEFORE}
_MEETING = {"B.1a": Role.MET, "B.2": Role.NO_COLOURS}


def upfloat(article: str) -> Role:
    """The rejection of a pair whose lower player would break ``article`` (B.5, B.6)."""
    return _UPFLOAT[article]


def downfloat(article: str) -> Role:
    """The rejection of a candidate whose floater would break ``article`` (B.5, B.6)."""
    return _DOWNFLOAT[article]


def meeting(article: str) -> Role:
    """The rejection of a pair the absolute criterion ``article`` forbids (B.1a, B.2)."""
    return _MEETING[article]


@dataclass(frozen=True)
class Subgroups:
    """Which S1 and S2 a walk pairs: the bracket's own (A.6, C.4), those after an exchange
    (C.8, D.2: the S1 players ``given`` for the S2 players ``taken``), or the moved-down
    players of a heterogeneous bracket against its own (``moved_down``, C.6)."""

    given: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()
    moved_down: bool = False

    def __str__(self) -> str:
        if self.moved_down:
            return "moved down"
        if self.given:
            given, taken = ("+".join(map(str, side)) for side in (self.given, self.taken))
            return f"exchange {given} with {taken}"
        return "S1/S2"


OWN_SUBGROUPS = Subgroups()
"""S1 and S2 of the bracket (or remainder) as A.6 forms them."""
MOVED_DOWN_AGAINST_RESIDENTS = Subgroups(moved_down=True)


@dataclass(frozen=True)
class SwissDetail(Detail):
    """What the FIDE 1998 roles' sentences name beyond the players: the order's ``scores``
    and a bracket's ``score`` (half points), its players ``moved`` down, ``p`` and ``x``;
    the ``pairs`` made or tried and their score ``differences`` (half points, largest
    first), the pairs a p keeps (``pairs_kept``); a stage's relaxations (``dropped``,
    ``colours_free``, ``x_raised``, ``p_lowered``: ``Stage.detail``); the remainder's step
    (``remainder``) and the ``subgroups`` a pair came from; a colour's deciding player
    (``by``), his place ``s1`` in S1 and the ``lot``; ``why`` players are left out (F.5:
    ``NotPaired``, said in its words)."""

    scores: tuple[int, ...] = ()
    score: int = 0
    moved: tuple[int, ...] = ()
    p: int = 0
    x: int = 0
    pairs: tuple[Pair, ...] = ()
    pairs_kept: int = 0
    differences: tuple[int, ...] = ()
    dropped: tuple[str, ...] = ()
    colours_free: bool = False
    x_raised: int = 0
    p_lowered: int = 0
    remainder: Role | None = None
    subgroups: Subgroups = OWN_SUBGROUPS
    by: int = 0
    s1: int = 0
    lot: Colour | None = None
    why: NotPaired = NotPaired.ABSENT


NONE = SwissDetail()
_NAMED = frozenset(f.name for f in fields(SwissDetail))


def pairs_subjects(pairs: Iterable[Pair]) -> tuple[int, ...]:
    """The players of ``pairs``, in order."""
    return tuple(n for pair in pairs for n in pair)


def paired(
    role: Role,
    pairs: Sequence[Pair],
    stage: SwissDetail,
    remainder: Role | None = None,
    subgroups: Subgroups = OWN_SUBGROUPS,
) -> Decision:
    """The bracket's pairs, found by ``role`` at the stage whose ``Stage.detail`` is
    ``stage``; ``remainder``: the remainder's step, for a heterogeneous bracket (cited beside
    the moved-down players' unless it is the first pairing, and named twice if the same)."""
    cited = remainder is not None and remainder is not Role.PAIRED_FIRST
    decision = Decision.of(
        role,
        *pairs_subjects(pairs),
        also=(remainder,) if cited and remainder is not None else (),
        detail=replace(stage, pairs=tuple(pairs), remainder=remainder, subgroups=subgroups),
    )
    return replace(decision, article=", ".join(decision.keys))


def points(half_points: int) -> str:
    """A score in half points as printed: ``2½``, ``½``, ``3``."""
    return format_points(Fraction(half_points, 2))


def describe_stage(
    dropped: Sequence[str], colours_free: bool, x_raised: int, p_lowered: int
) -> str:
    """What a stage has given up: ``dropped B.5↓, B.6↓; x raised by 1; p lowered by 1``."""
    parts = [f"dropped {', '.join(dropped)}"] if dropped else []
    if colours_free:
        parts.append("B.4 not checked")
    elif x_raised:
        parts.append(f"x raised by {x_raised}")
    if p_lowered:
        parts.append(f"p lowered by {p_lowered}")
    return "; ".join(parts) or "all criteria"


class _Fields(Mapping[str, object]):
    """What a template may name: ``player``/``a``, ``b`` (the subjects), ``players`` (all of
    them), ``ranking`` (with the detail's ``scores``), ``score`` and ``moved`` (a bracket's),
    ``pairs``/``paired`` (the detail's pairs; ``paired`` says ``none`` for none),
    ``pairs_kept``, ``differences``, ``stage``, ``remainder``, ``lot``, and the detail."""

    def __init__(self, subjects: tuple[int, ...], detail: SwissDetail) -> None:
        self.subjects, self.detail = subjects, detail

    def __getitem__(self, name: str) -> object:
        subjects, detail = self.subjects, self.detail
        if name in ("player", "a"):
            return subjects[0]
        if name == "b":
            return subjects[1]
        if name == "players":
            return _list(subjects)
        if name == "ranking":
            scores = detail.scores
            return ", ".join(f"{n} ({points(s)})" for n, s in zip(subjects, scores, strict=True))
        if name == "score":
            return points(detail.score)
        if name == "moved":
            return f", moved down {_list(detail.moved)}" if detail.moved else ""
        if name in ("pairs", "paired"):
            shown = ", ".join(f"{a}-{b}" for a, b in detail.pairs)
            return (shown or "none") if name == "paired" else shown
        if name == "differences":
            return ", ".join(points(d) if d else "0" for d in detail.differences)
        if name == "stage":
            return describe_stage(
                detail.dropped, detail.colours_free, detail.x_raised, detail.p_lowered
            )
        if name == "remainder":
            if detail.remainder is Role.PAIRED_EXCHANGED:
                return str(detail.subgroups)
            if detail.remainder is None:
                raise KeyError(name)
            return _REMAINDER[detail.remainder]
        if name == "why":
            return detail.why.value
        if name == "lot":
            if detail.lot is None:
                raise KeyError(name)
            return detail.lot.name
        if name in _NAMED:
            return getattr(detail, name)
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return iter(_NAMED)

    def __len__(self) -> int:
        return len(_NAMED)


def _list(players: Sequence[int]) -> str:
    return ", ".join(str(p) for p in players) or "none"
