"""Judging a round of an event paired by a British system (CAA 2009, English Schools) for
the one replay checker (``individual.check.replay``), citing that system's own rules, with
the reason a played pairing is not the rules' pairing (``judge_caa``, ``judge_schools``),
and costing it (``verdict_caa``, ``verdict_schools``: did a cheaper pairing exist?).

Findings and the rules they cite (``CAA_RULES``, ``SCHOOLS_RULES``: data, one table per
engine):

- a rematch: rule 1 (both);
- a bye to a player who already had a bye or a default win: CAA rule 6, Schools rule 4
  ("seeking a player who has not hitherto had a bye or default"). Both rules seek such a
  player only "if possible", so the finding stands only where the engine, seeking the same,
  gives the bye to someone else;
- more than one bye in a round: CAA rule 6, Schools rule 4 (a bye is given when one "is
  required": an odd number of players needs exactly one);
- a player paired twice (two games, or a game and the bye): CAA rule 5 (the mid-line: with
  the floaters and the bye removed, as many players above the line as below, each player
  counted once); Schools rule 8 (every player "paired", within the score level as far as
  possible; the Schools rules have no mid-line rule). A reading: no rule says it in words;
- a different pairing: rule 2 (minimum disturbance), with the reason. Both pairings are
  costed with the engine's own search (``individual.british.levels.solve`` with the adjacency
  restricted to that pairing's pairs, which yields exactly that pairing's cost) and the
  first objective where the played pairing is worse is named with its rule, e.g. "rule 10:
  3 pairs across score levels where 2 suffice";
- colours that differ: CAA rule 25 (round 1: rule 8), Schools rule 24 (round 1: rule 6);
- a different bye: CAA rule 6, Schools rule 4.

There are no absolute colour limits in either system (no counterpart of FIDE's B.2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Generic, cast

from individual.british import caa2009, schools
from individual.british.caa2009 import caa_rank_key, colour_three, rule40_at_risk
from individual.british.common import Input, RoundContext, round_context
from individual.british.extras import CaaInput, SchoolsInput
from individual.british.levels import solve
from individual.british.objectives import Cost
from individual.british.problem import Pair, Problem
from individual.british.roles import bye_reason, colour_reason
from individual.check.fide import (
    Finding,
    FindingKind,
    Judged,
    Labels,
    absolute_findings,
    bye_players,
)
from individual.matching.maximum import Completability
from individual.swiss.history import PlayerState
from individual.swiss.model import SwissEvent, SwissPairing, SwissRound
from individual.swiss.replay import Replay, replay
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Kind, Trail
from individual.vocabulary.errors import PairingImpossible, PairingSystemError
from individual.vocabulary.result import format_points

COUNT, POINTS, AMOUNT, FIXED, SPREAD = "count", "points", "amount", "fixed", "spread"


@dataclass(frozen=True)
class Wording:
    """How to word one objective of the minimum-disturbance table
    (``individual.british.objectives.TABLE``, by its name; its rule is the table's, the one
    place it is kept): ``kind`` ``count`` ("3 pairs across score levels where 2 suffice":
    ``one``/``many`` the noun), ``points`` or ``amount`` (``one`` leads the number),
    ``fixed`` (``one`` is the text)."""

    kind: str
    one: str
    many: str = ""


@dataclass(frozen=True)
class Rulebook:
    """A British system's citations: the finding labels, each objective's words (its rule:
    ``individual.british.objectives``, read for ``system``, ``caa`` or ``schools``), and the
    rule that pairs round 1 (for the level objectives then)."""

    labels: Labels
    objectives: Mapping[str, Wording]
    round1: str
    system: str


CAA_RULES = Rulebook(
    Labels(
        rematch="Rule 1",
        bye_again="Rule 6",
        byes="Rule 6",
        paired_twice="Rule 5",
        colour_limits=None,
        differs="Rule 2",
        colours="Rule 25",
        colours_round1="Rule 8",
        bye="Rule 6",
        no_pairing="Rule 1",
    ),
    {
        "first": Wording(
            COUNT,
            "player not in contention with a colour difference of 3",
            "players not in contention with a colour difference of 3",
        ),
        "floats": Wording(
            COUNT,
            "float across a score level boundary",
            "floats across score level boundaries",
        ),
        "differences": Wording(SPREAD, "floats of score differences"),
        "avoided": Wording(
            COUNT,
            "pairing the discretionary rules avoid (club-mates, round-1 half-point byes)",
            "pairings the discretionary rules avoid (club-mates, round-1 half-point byes)",
        ),
        "transfers": Wording(COUNT, "colour transfer", "colour transfers"),
        "claims": Wording(FIXED, "colour transfers of stronger claims than needed (weakest first)"),
        "defaults": Wording(
            COUNT, "repeat of a defaulted pairing", "repeats of defaulted pairings"
        ),
        "exchanges": Wording(
            COUNT, "exchange across the mid-line", "exchanges across the mid-line"
        ),
        "float_again": Wording(
            COUNT,
            "floater who floated the same way in the previous round",
            "floaters who floated the same way in the previous round",
        ),
        "float_history": Wording(AMOUNT, "a float history (floats of that kind so far) of"),
        "float_order": Wording(
            FIXED,
            "floaters chosen further along the rule 20/21 search order than needed",
        ),
        "up_again": Wording(
            COUNT,
            "upfloater who floated up in the previous round",
            "upfloaters who floated up in the previous round",
        ),
        "up_history": Wording(AMOUNT, "an upfloat history (upfloats so far) of"),
        "up_order": Wording(FIXED, "upfloaters chosen further along rule 21's search than needed"),
        "down_again": Wording(
            COUNT,
            "downfloater who floated down in the previous round",
            "downfloaters who floated down in the previous round",
        ),
        "down_order": Wording(
            FIXED, "downfloaters chosen further along rule 20's search than needed"
        ),
        "down_history": Wording(AMOUNT, "a downfloat history (downfloats so far) of"),
        "variation": Wording(AMOUNT, "a total variation from top half v bottom half of"),
        "squares": Wording(AMOUNT, "a sum of squared variations from top half v bottom half of"),
        "grades": Wording(AMOUNT, "a grade variation from the ideal opponents of"),
        "top_board": Wording(FIXED, "the top boards paired further from grade order than needed"),
    },
    round1="rule 8",
    system="caa",
)

SCHOOLS_RULES = Rulebook(
    Labels(
        rematch="Rule 1",
        bye_again="Rule 4",
        byes="Rule 4",
        paired_twice="Rule 8",
        colour_limits=None,
        differs="Rule 2",
        colours="Rule 24",
        colours_round1="Rule 6",
        bye="Rule 4",
        no_pairing="Rule 1",
    ),
    {
        "first": Wording(COUNT, "same-school pairing", "same-school pairings"),
        "floats": Wording(
            COUNT,
            "float across a score level boundary",
            "floats across score level boundaries",
        ),
        "differences": Wording(SPREAD, "floats of score differences"),
        "avoided": Wording(
            COUNT,
            "pairing the rules avoid (top players early, club-mates, round-1 half-point byes)",
            "pairings the rules avoid (top players early, club-mates, round-1 half-point byes)",
        ),
        "transfers": Wording(COUNT, "colour transfer", "colour transfers"),
        "claims": Wording(FIXED, "colour transfers of stronger claims than needed (weakest first)"),
        "defaults": Wording(
            COUNT, "repeat of a defaulted pairing", "repeats of defaulted pairings"
        ),
        "exchanges": Wording(
            COUNT, "exchange across the mid-line", "exchanges across the mid-line"
        ),
        "float_again": Wording(
            COUNT,
            "floater who floated that way before (or both ways)",
            "floaters who floated that way before (or both ways)",
        ),
        "float_history": Wording(
            COUNT, "floater not owed that float", "floaters not owed that float"
        ),
        "float_order": Wording(
            FIXED,
            "floaters chosen further along the rule 20/21 search order than needed",
        ),
        "up_again": Wording(
            COUNT,
            "upfloater who floated that way before (or both ways)",
            "upfloaters who floated that way before (or both ways)",
        ),
        "up_history": Wording(COUNT, "upfloater not owed that float", "upfloaters not owed it"),
        "up_order": Wording(FIXED, "upfloaters chosen further along rule 21's search than needed"),
        "down_again": Wording(
            COUNT,
            "downfloater who floated that way before (or both ways)",
            "downfloaters who floated that way before (or both ways)",
        ),
        "down_order": Wording(
            FIXED, "downfloaters chosen further along rule 20's search than needed"
        ),
        "down_history": Wording(
            COUNT, "downfloater not owed that float", "downfloaters not owed it"
        ),
        "variation": Wording(AMOUNT, "a total variation from top half v bottom half of"),
        "squares": Wording(AMOUNT, "a sum of squared variations from top half v bottom half of"),
        "grades": Wording(AMOUNT, "a grade variation from the ideal opponents of"),
        "top_board": Wording(FIXED, "the top boards paired further from grade order than needed"),
    },
    round1="rule 6",
    system="schools",
)

ProblemOf = Callable[[SwissEvent, frozenset[int], int | None], Problem]
"""The engine's search problem for the next round: (event, players left out, bye)."""


@dataclass(frozen=True)
class BritishSystem:
    """A British engine as its judge uses it: its rulebook and its search problem (to cost
    any pairing of a round the way the engine costs its own)."""

    rules: Rulebook
    problem: ProblemOf


@dataclass(frozen=True)
class BritishEngine(Generic[Input]):
    """What the judge needs of a British engine: its rulebook, its order of the players for
    round n (``order``: the rank key its ``round_context`` takes) and its search problem for
    a round's players (``problem``); ``system`` with the engine's input for each round
    (``inputs``); ``judge`` and ``verdict``, its judges of one round (the findings, and
    whether a cheaper pairing existed) for the one replay checker."""

    rules: Rulebook
    order: Callable[[int], Callable[[PlayerState], tuple[object, ...]]]
    problem: Callable[[RoundContext[Input], list[int]], Problem]

    def system(self, inputs: Callable[[int], Input]) -> BritishSystem:
        """The engine with ``inputs(round)`` (clubs, schools, top players, pre-arranged
        byes, options for a round)."""

        def problem(event: SwissEvent, absent: frozenset[int], bye: int | None) -> Problem:
            """The engine's own set-up (``individual.british.common.round_context``: its
            order, or the drawn order, and the seats), the players but the bye."""
            number = event.next_round
            context = round_context(event, inputs(number), absent, self.order(number))
            return self.problem(context, [n for n in context.ranked if n != bye])

        return BritishSystem(self.rules, problem)

    def judge(self, repaired: Judged) -> list[Finding]:
        """The system's judge of one round (``rulesets.systems``: ``round_findings``)."""
        return round_findings(repaired, self._with_input(repaired))

    def verdict(self, repaired: Judged) -> list[Verdict]:
        """The system's costing of one round: whether a cheaper pairing existed."""
        return [verdict(repaired, self._with_input(repaired))]

    def _with_input(self, repaired: Judged) -> BritishSystem:
        """The engine with the round's input."""
        return self.system(lambda n: cast(Input, repaired.inputs))


def caa_problem(context: RoundContext[CaaInput], players: list[int]) -> Problem:
    """``caa2009.search_problem``, with rule 40 as the first objective when someone is at
    risk (the engine's pairing is then the one rule 40 protects)."""
    found = caa2009.search_problem(context, players)
    at_risk = rule40_at_risk(context, players)
    return replace(found, first=colour_three(at_risk, context.seats)) if at_risk else found


CAA: BritishEngine[CaaInput] = BritishEngine(CAA_RULES, lambda number: caa_rank_key, caa_problem)
"""CAA 2009: rule 4 order (rule 30: the drawn order)."""
SCHOOLS: BritishEngine[SchoolsInput] = BritishEngine(
    SCHOOLS_RULES, schools.order_key, schools.search_problem
)
"""English Schools: rule 6/10 order (rule 26: the drawn order)."""

caa_system, schools_system = CAA.system, SCHOOLS.system
judge_caa, judge_schools = CAA.judge, SCHOOLS.judge
verdict_caa, verdict_schools = CAA.verdict, SCHOOLS.verdict


@dataclass(frozen=True)
class Verdict:
    """Whether a cheaper pairing than the one played existed in a round (rule 2: by the
    objective table the engine uses, ``individual.british.objectives``): ``cheaper`` is
    ``None`` when the pairing as played cannot be costed (a player paired twice or not at
    all); ``text`` says the first objective where it is worse, or that it is the least."""

    round: int
    article: str
    cheaper: bool | None
    text: str

    def __str__(self) -> str:
        return f"round {self.round}: [{self.article}] {self.text}"


def verdict(repaired: Judged, system: BritishSystem) -> Verdict:
    """Did a pairing cheaper than the one played in round ``repaired.then`` exist? The
    pairing as played and the engine's (exact, so the least) costed by the same table."""
    rule = system.rules.labels.differs
    before, rnd, left_out = repaired.then.before, repaired.then.played, repaired.then.left_out
    played_problem = system.problem(before, left_out, rnd.bye)
    played = pairing_cost(played_problem, [(g.white, g.black) for g in rnd.games])
    ours = _paired(repaired.ours)
    if isinstance(ours, PairingImpossible):
        return Verdict(rnd.number, rule, None, f"this program finds no pairing: {ours}")
    least = pairing_cost(
        system.problem(before, left_out, ours.bye), [(b.white, b.black) for b in ours.boards]
    )
    if played is None or least is None:
        text = "the pairing as played pairs the players present otherwise than once each"
        return Verdict(rnd.number, rule, None, text)
    if played > least:
        scores = _level_scores(played_problem)
        worse = first_worse(played, least, system.rules, rnd.number, scores)
        return Verdict(rnd.number, rule, True, f"a cheaper pairing existed: {worse}")
    text = "no cheaper pairing existed (the least by every objective)"
    return Verdict(rnd.number, rule, False, text)


def _paired(ours: SwissPairing | PairingSystemError) -> SwissPairing | PairingImpossible:
    """The engine's pairing again, or the round it could not pair (any other error it
    raised is raised again)."""
    if isinstance(ours, PairingSystemError) and not isinstance(ours, PairingImpossible):
        raise ours
    return ours


def round1_lot(event: SwissEvent, repair: Callable[[Replay, Colour], SwissPairing]) -> Colour:
    """The lot that round 1 as played shows: the one under which the engine's round-1
    colours (``repair``: round 1 paired again under a lot) agree with more boards (white
    when neither does better)."""
    if not event.rounds:
        return Colour.WHITE
    first = replay(event, 1)
    played = {(g.white, g.black) for g in first.played.games}
    best, agree = Colour.WHITE, -1
    for lot in (Colour.WHITE, Colour.BLACK):
        try:
            ours = repair(first, lot)
        except PairingImpossible:
            return Colour.WHITE
        count = sum(1 for b in ours.boards if (b.white, b.black) in played)
        if count > agree:
            best, agree = lot, count
    return best


def round_findings(repaired: Judged, system: BritishSystem) -> list[Finding]:
    """Rule 1, the byes and "paired once" for the round ``repaired.then``, then where the
    engine, pairing it again, pairs, colours or gives the bye differently, and why (rule 2)."""
    labels = system.rules.labels
    before, rnd, left_out = repaired.then.before, repaired.then.played, repaired.then.left_out
    absolute = absolute_findings(before, rnd, labels)
    ours = _paired(repaired.ours)
    if isinstance(ours, PairingImpossible):
        text = f"this program finds no pairing: {ours}"
        return [*absolute, Finding(rnd.number, labels.no_pairing, text, FindingKind.NO_PAIRING)]
    if ours.bye == rnd.bye:  # the rule seeks a player without a bye "if possible" only
        absolute = [f for f in absolute if f.kind is not FindingKind.BYE_AGAIN]
    return absolute + _differences(before, rnd, left_out, ours, system)


def _differences(
    before: SwissEvent,
    rnd: SwissRound,
    left_out: frozenset[int],
    ours: SwissPairing,
    system: BritishSystem,
) -> list[Finding]:
    labels = system.rules.labels
    played = {frozenset((g.white, g.black)): (g.white, g.black) for g in rnd.games}
    mine = {frozenset((b.white, b.black)): (b.white, b.black) for b in ours.boards}
    out = []
    if set(mine) != set(played):
        rules = _pairs_text(mine, set(mine) - set(played))
        as_played = _pairs_text(played, set(played) - set(mine))
        why = pairing_reason(before, rnd, left_out, ours, system)
        text = f"the rules pair {rules}, not {as_played}: {why}"
        players = tuple(sorted({n for key in set(mine) ^ set(played) for n in key}))
        out.append(Finding(rnd.number, labels.differs, text, FindingKind.DIFFERS, players))
    colours = labels.colours_round1 if rnd.number == 1 else labels.colours
    for key in sorted(set(mine) & set(played), key=sorted):
        if mine[key] != played[key]:
            w, b = mine[key]
            reason = _colour_reason(ours.trail, (w, b))
            text = f"colours: the rules give {w}-{b}" + (f" ({reason})" if reason else "")
            out.append(Finding(rnd.number, colours, text, FindingKind.COLOURS, (w, b)))
    if ours.bye != rnd.bye:
        reason = _bye_reason(ours.trail)
        text = f"the rules give the bye to {ours.bye}, not {rnd.bye}"
        text += f" {reason}" if reason else ""
        byes = bye_players(ours, rnd)
        out.append(Finding(rnd.number, labels.bye, text, FindingKind.BYE, byes))
    return out


def _pairs_text(pairs: Mapping[frozenset[int], tuple[int, int]], keys: set[frozenset[int]]) -> str:
    return ", ".join(f"{pairs[k][0]}-{pairs[k][1]}" for k in sorted(keys, key=sorted)) or "-"


def _colour_reason(trail: Trail, board: tuple[int, int]) -> str:
    """Why the engine gave ``board`` (white, black) its colours: the colour decision's
    reason, read from its fields."""
    for decision in trail.of_kind(Kind.COLOUR):
        if decision.subjects == board:
            return colour_reason(decision)
    return ""


def _bye_reason(trail: Trail) -> str:
    """Why the engine gave the bye where it did, read from the bye decision's fields."""
    for decision in trail.of_kind(Kind.BYE):
        if decision.role is not None:
            return bye_reason(decision.detail)
    return ""


def pairing_reason(
    before: SwissEvent,
    rnd: SwissRound,
    left_out: frozenset[int],
    ours: SwissPairing,
    system: BritishSystem,
) -> str:
    """Rule 2: why the pairing as played is not the rules' pairing: the first objective of
    the minimum-disturbance cost where it is worse (both costed by the engine's search)."""
    played_problem = system.problem(before, left_out, rnd.bye)
    played = pairing_cost(played_problem, [(g.white, g.black) for g in rnd.games])
    mine = pairing_cost(
        system.problem(before, left_out, ours.bye), [(b.white, b.black) for b in ours.boards]
    )
    if played is None or mine is None:
        return "the pairing as played pairs the players present otherwise than once each"
    if played > mine:
        return first_worse(played, mine, system.rules, rnd.number, _level_scores(played_problem))
    if ours.bye != rnd.bye:
        return f"it follows from the bye to {rnd.bye} (see {system.rules.labels.bye})"
    if played == mine:
        return (
            "as good by every objective of minimum disturbance; the program's search "
            "meets its own first"
        )
    return (
        "less disturbance than the program's pairing: a fault of the program (its search is "
        "exact), please report it with this file"
    )


def pairing_cost(problem: Problem, pairs: Sequence[Pair]) -> Cost | None:
    """The cost the search gives the pairing ``pairs`` of ``problem``'s players (the search
    with only those pairs allowed: the one complete pairing it can find), or ``None`` when
    ``pairs`` do not pair every player of the problem exactly once."""
    allowed = {frozenset(p) for p in pairs}
    players = list(problem.order)
    if sorted(n for p in pairs for n in p) != sorted(players):
        return None

    def adjacent(a: int, b: int) -> bool:
        return frozenset((a, b)) in allowed

    state = Completability(players, adjacent)
    if not state.is_perfect:
        return None
    found, cost, _exact = solve(replace(problem, adjacent=adjacent), state)
    return cost if found or not players else None


def _level_scores(problem: Problem) -> list[int]:
    """The score (half-points) of each level of the search, highest first."""
    scores: list[int] = []
    for n in problem.order:
        score = problem.seats[n].score
        if not scores or scores[-1] != score:
            scores.append(score)
    return scores


def first_worse(
    played: Cost, best: Cost, rules: Rulebook, number: int, scores: Sequence[int]
) -> str:
    """The first objective of the table where ``played`` is worse than ``best``, in
    ``rules``' words (a level objective with its score level)."""
    found = played.first_difference(best)
    if found is None:
        return "more disturbance than the rules' pairing"
    objective, place = found
    wording, rule = rules.objectives[objective.name], objective.rule(rules.system)
    if place is None:
        return _say(wording, rule, played.of(objective.name), best.of(objective.name), "")
    where = f", on score level {_points(scores[place])}" if place < len(scores) else ""
    if number == 1:
        rule, where = rules.round1, ""
    mine, theirs = played.level(place, objective.name), best.level(place, objective.name)
    return _say(wording, rule, mine, theirs, where)


def _say(o: Wording, rule: str, played: object, best: object, where: str) -> str:
    if o.kind == COUNT and isinstance(played, int) and isinstance(best, int):
        noun = o.one if played == 1 else o.many
        return f"{rule}: {played} {noun} where {_suffices(best)}{where}"
    if o.kind == POINTS and isinstance(played, int) and isinstance(best, int):
        wanted = _points(best)
        return f"{rule}: {o.one} {_points(played)} points where {wanted} suffices{where}"
    if o.kind == SPREAD and isinstance(played, tuple) and isinstance(best, tuple):
        mine = ", ".join(_points(d) for d in played) or "none"
        wanted = ", ".join(_points(d) for d in best) or "none"
        return f"{rule}: {o.one} {mine} where {wanted} suffice (largest first){where}"
    if o.kind == AMOUNT:
        return f"{rule}: {o.one} {played} where {best} suffices{where}"
    return f"{rule}: {o.one}{where}"


def _suffices(count: int) -> str:
    if count == 0:
        return "none was needed"
    return f"{count} suffices" if count == 1 else f"{count} suffice"


def _points(half_points: int) -> str:
    return format_points(Fraction(half_points, 2))
