"""Board-1 colours: the limits of arts. 22a and 22b and the allocation of arts. 21, 24-29.

Art. 22a: no team's board-1 colour difference becomes more than +2 or less than -2;
art. 22b: no team's board 1 receives the same colour three times in a row. Every
colour-limit decision cites the one that applies (``"22a"``, ``"22b"``, or
``"22a, 22b"`` when both do), never art. 22 as a whole. Built on the shared
``individual.vocabulary.colour`` module. Only played matches give a board-1 colour
(docs/interpretations.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from individual.vocabulary.colour import Colour, colour_difference, preference, streak
from individual.vocabulary.decision import Decision
from individual.vocabulary.errors import InputError
from olympiad.engine.roles import NONE, Role, TeamDetail, cite_mention, limit_roles
from olympiad.engine.ruleset import TeamRuleset
from olympiad.engine.scores import TeamRecord

WHITE_OK, BLACK_OK = 1, 2
DIFFERENCE_LIMIT, STREAK_LIMIT = "22a", "22b"
LIMIT_ARTICLES = (DIFFERENCE_LIMIT, STREAK_LIMIT)


@dataclass(frozen=True)
class LimitBreak:
    """What giving ``colour`` on board 1 to ``team`` would break: art. 22a when its colour
    difference would become ``difference`` (beyond the limit), art. 22b when it would get
    the colour ``run`` times in a row (beyond the limit); ``None`` where it would not."""

    team: int
    colour: Colour
    difference: int | None = None
    run: int | None = None

    @property
    def articles(self) -> tuple[str, ...]:
        """``("22a",)``, ``("22b",)`` or ``("22a", "22b")``."""
        found = ((DIFFERENCE_LIMIT, self.difference), (STREAK_LIMIT, self.run))
        return tuple(article for article, value in found if value is not None)

    @property
    def reasons(self) -> str:
        """``colour difference +3, 3 times in a row`` (either part alone as the case is)."""
        why = [] if self.difference is None else [f"colour difference {self.difference:+d}"]
        why += [] if self.run is None else [f"{self.run} times in a row"]
        return ", ".join(why)

    def __str__(self) -> str:
        return f"team {self.team} gets {self.colour.name.lower()}: {self.reasons}"


def limit_break(
    team: int, history: Sequence[Colour], colour: Colour, ruleset: TeamRuleset
) -> LimitBreak | None:
    """Arts. 22a and 22b: what ``colour`` on board 1 would break for a team with board-1
    ``history``, or ``None`` when it keeps both limits."""
    difference = colour_difference(history) + (1 if colour is Colour.WHITE else -1)
    last, count = streak(history)
    run = count + 1 if last is colour else 1
    past_a = abs(difference) > ruleset.colour_max_difference
    past_b = run > ruleset.colour_max_streak
    if not (past_a or past_b):
        return None
    return LimitBreak(team, colour, difference if past_a else None, run if past_b else None)


def limit_article(articles: Iterable[str]) -> str:
    """A trail article field for the colour limits named: ``"22a"``, ``"22b"`` or
    ``"22a, 22b"`` (in the order of the text, each once)."""
    named = set(articles)
    return ", ".join(a for a in LIMIT_ARTICLES if a in named)


def limit_mention(articles: Iterable[str]) -> str:
    """The same in a sentence: ``"art. 22a"`` or ``"arts. 22a and 22b"``."""
    given = set(articles)
    named = [a for a in LIMIT_ARTICLES if a in given]
    return ("arts. " if len(named) > 1 else "art. ") + " and ".join(named)


def is_limit_article(article: str) -> bool:
    """Is ``article`` (a trail article field) a colour-limit decision, 22a and/or 22b?"""
    return bool(article) and set(article.split(", ")) <= set(LIMIT_ARTICLES)


def is_limit_decision(decision: Decision) -> bool:
    """Did the colour limits decide (arts. 22a and 22b, one or both)?"""
    return decision.role is Role.COLOUR_LIMITS


def blocking_articles(*ways: Iterable[LimitBreak]) -> tuple[str, ...]:
    """The colour limits that forbid a pair every way round, each ``ways`` entry listing
    what one assignment of colours breaks: the articles every way breaks (each forbids the
    pair by itself), else all of them (only together do they forbid it)."""
    broken = [{a for b in way for a in b.articles} for way in ways]
    every = set.intersection(*broken) if broken else set()
    named = every or set().union(*broken)
    return tuple(a for a in LIMIT_ARTICLES if a in named)


@dataclass(frozen=True)
class ColourLimits:
    """Arts. 22a, 22b for one team: what white, and black, on board 1 would break."""

    white: LimitBreak | None = None
    black: LimitBreak | None = None

    def breaks(self, colour: Colour) -> LimitBreak | None:
        return self.white if colour is Colour.WHITE else self.black

    @property
    def mask(self) -> int:
        """The colours the team may receive (``WHITE_OK | BLACK_OK`` bits)."""
        return (WHITE_OK if self.white is None else 0) | (BLACK_OK if self.black is None else 0)


def colour_limits(team: int, history: Sequence[Colour], ruleset: TeamRuleset) -> ColourLimits:
    """Arts. 22a, 22b: what each board-1 colour would break for ``team``."""
    return ColourLimits(
        limit_break(team, history, Colour.WHITE, ruleset),
        limit_break(team, history, Colour.BLACK, ruleset),
    )


def allowed_colours(history: Sequence[Colour], ruleset: TeamRuleset) -> int:
    """Arts. 22a, 22b: bitmask of the board-1 colours a team may receive (1 white, 2 black)."""
    return colour_limits(0, history, ruleset).mask


def compatible(mask_a: int, mask_b: int) -> bool:
    """Arts. 22a, 22b: can one team take white and the other black without breaking a limit?"""
    return bool(
        (mask_a & WHITE_OK and mask_b & BLACK_OK) or (mask_a & BLACK_OK and mask_b & WHITE_OK)
    )


@dataclass(frozen=True)
class ColourChoice:
    """The team with white on board 1, the other team, and why."""

    white: int
    black: int
    decision: Decision


def allocate(
    higher: int,
    lower: int,
    records: Mapping[int, TeamRecord],
    numbers: Mapping[int, int],
    ruleset: TeamRuleset,
    lot: Colour | None,
    *,
    round_number: int,
) -> ColourChoice:
    """Board-1 colours for a match of round ``round_number``, ``higher`` being the
    higher-ranked team.

    Arts. 22a and 22b first (when only one way round keeps both limits, the decision
    cites the article(s) the other way would break); then art. 24a equalisation (the
    team with the lower colour difference gets white); art. 24b/25/26 alternation back
    to the most recent game in which the two had different colours; art. 27/28 the
    higher-ranked team's preference (alternation from its last game); with no history
    on either side, art. 21: the lot gives the colour of odd pairing numbers (in a later
    round by the reading of docs/interpretations.md, "Arts. 21, 24-28").
    """
    ha, hb = records[higher].colours, records[lower].colours
    mask_a, mask_b = allowed_colours(ha, ruleset), allowed_colours(hb, ruleset)
    options = [c for c in Colour if _fits(c, mask_a, mask_b)]
    if len(options) == 1:
        other = options[0].opposite  # the higher-ranked team's colour the other way round
        broken = [
            b
            for team, history, colour in ((higher, ha, other), (lower, hb, other.opposite))
            if (b := limit_break(team, history, colour, ruleset)) is not None
        ]
        why = "; ".join(str(b) for b in broken)
        limits = limit_roles(blocking_articles(broken))
        return _choice(
            higher, lower, options[0], Role.COLOUR_LIMITS, limits, TeamDetail(breaks=why)
        )
    da, db = colour_difference(ha), colour_difference(hb)
    if da != db:
        colour = Colour.WHITE if da < db else Colour.BLACK
        return _choice(
            higher, lower, colour, Role.COLOUR_EQUALISATION, detail=TeamDetail(da=da, db=db)
        )
    for back, (ca, cb) in enumerate(zip(reversed(ha), reversed(hb), strict=False), start=1):
        if ca is not cb:
            role = Role.COLOUR_ALTERNATION_LAST if back == 1 else Role.COLOUR_ALTERNATION_EARLIER
            return _choice(higher, lower, ca.opposite, role, detail=TeamDetail(back=back))
    same = ha == hb and colour_difference(ha) == 0
    role = Role.COLOUR_PREFERENCE_SAME_HISTORY if same else Role.COLOUR_PREFERENCE
    for team, history in ((higher, ha), (lower, hb)):
        wanted, _ = preference(history)
        if wanted is not None:
            colour = wanted if team == higher else wanted.opposite
            return _choice(higher, lower, colour, role, detail=TeamDetail(preferring=team))
    return _by_lot(higher, lower, numbers, lot, round_number, ruleset)


def _fits(colour: Colour, mask_a: int, mask_b: int) -> bool:
    bit_a = WHITE_OK if colour is Colour.WHITE else BLACK_OK
    bit_b = BLACK_OK if colour is Colour.WHITE else WHITE_OK
    return bool(mask_a & bit_a and mask_b & bit_b)


class LotNotDrawn(InputError):
    """Art. 21 (cited by ``ruleset``): board 1 of pairing number 1 needs the drawing of
    lots and none was given (round 1; later, two teams with no board-1 colour); raised
    too by the C.04.6 engine when 4.3.1 needs the initial-colour (4.1). How the lot is
    given, and what the lot decides in the edition's words, is the calling edge's to say
    (``olympiad.edges.cli.rules.lot_refusal``, ``lot_needed``)."""

    def __init__(self, ruleset: TeamRuleset) -> None:
        self.ruleset = ruleset
        super().__init__(f"{cite_mention('art.', '21', ruleset)}: the drawing of lots is needed")


def _by_lot(
    higher: int,
    lower: int,
    numbers: Mapping[int, int],
    lot: Colour | None,
    round_number: int,
    ruleset: TeamRuleset,
) -> ColourChoice:
    """Art. 21: the lot decides board 1 of pairing number 1; every odd-numbered team of
    the top half gets the same colour, the even-numbered ones the other. In a later round,
    two teams with no board-1 colour (arts. 24-28 decide nothing) are coloured by the same
    rule through the higher-ranked team's pairing number (docs/interpretations.md)."""
    if lot is None:
        raise LotNotDrawn(ruleset)
    number = numbers[higher]
    odd = number % 2 == 1
    colour = lot if odd else lot.opposite
    drawn = TeamDetail(
        lot=lot.name.lower(), parity="odd" if odd else "even", higher=higher, number=number
    )
    role = Role.COLOUR_LOT if round_number == 1 else Role.COLOUR_LOT_NO_HISTORY
    return _choice(higher, lower, colour, role, detail=drawn)


def _choice(
    higher: int,
    lower: int,
    colour: Colour,
    role: Role,
    also: tuple[Role, ...] = (),
    detail: TeamDetail = NONE,
) -> ColourChoice:
    """The decision: ``role`` gives ``colour`` to ``higher``; subjects white, black."""
    white, black = (higher, lower) if colour is Colour.WHITE else (lower, higher)
    return ColourChoice(white, black, Decision.of(role, white, black, also=also, detail=detail))


def board_colours(sequence: str, boards: int) -> tuple[Colour, ...]:
    """Art. 29: the first-named team's colour on each board (``WBWB`` by default)."""
    seq = (sequence or "WB" * boards)[:boards]
    return tuple(Colour.WHITE if ch.upper() == "W" else Colour.BLACK for ch in seq)
