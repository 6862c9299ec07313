"""The roles of the Olympiad rules in the trail, the sentences that say them, and how an
edition cites them.

The engine records each decision as a ``Role`` with its subjects (teams) and a
``TeamDetail`` (``individual.vocabulary.decision``). A role's key is its article in the 2012 text
(``"30a"``), or a qualified or new name where a later edition splits or adds one
(``"16b/bye"``, ``"late-entry"``); an edition with other numbers cites each key through its
citation table (``TeamRuleset.citations``). A role's sentence is a template over the
subjects and the detail, with article mentions written as ``{art[16a]}``, ``{arts[30-32]}``
or ``{arts[22a and 22b]}``: each is cited when the trail is printed, a list that names one
article twice (2012's 22a and 22b are both 2022's 7.3) names it once.

Once a round is paired, ``cite_trail`` gives each decision the article its edition numbers
the roles by and hands the trail the table by which its sentences are rendered;
``cite_impossible`` does the same for the causes of an error. The 2012 text needs no table:
a key is its own article, a qualifier dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, fields, replace

from individual.vocabulary.decision import (
    Cite,
    Decision,
    Detail,
    Kind,
    TemplateRole,
    Trail,
    of_family,
)
from individual.vocabulary.errors import PairingImpossible
from olympiad.engine.ruleset import TeamRuleset

_PAIR_REJECTED = "{label}: {a} v {b} rejected: "
_REMATCH = "they have already met"
_COLOURS = "board-1 colours would break {cited} ({breaks})"
_REST = "the rest could not be paired"
_HALVES = "the group could then not be paired with as many top-half against bottom-half pairs"


class Articles(tuple[str, ...]):
    """Role keys in a decision's detail, rendered as a mention: ``arts. 22a and 22b``."""

    __slots__ = ()


NO_ARTICLES = Articles()


@dataclass(frozen=True)
class TeamDetail(Detail):
    """What the Olympiad roles' sentences name beyond the teams: the score group's match
    points (``mp``); the ranking (``by`` what, ``rows``: team, MP, GP as printed, pairing
    number); a group's own teams and the floaters arriving (``natives``, ``incoming``); the
    colour limits set aside for a pair (``set_aside``) or blocking pairs in a group
    (``blocked``: the articles and the pair), and what a colour would break (``breaks``);
    the colour difference of each team (``da``, ``db``), how far back colours differed
    (``back``), the team whose preference decided (``preferring``), the lot, the
    higher-ranked team, its pairing number and the number's parity (``lot``, ``higher``,
    ``number``, ``parity``); the floater search's bound (``cap``, ``floats``)."""

    mp: int = 0
    by: str = ""
    rows: tuple[tuple[int, int, str, int], ...] = ()
    natives: tuple[int, ...] = ()
    incoming: tuple[int, ...] = ()
    set_aside: Articles = NO_ARTICLES
    blocked: tuple[tuple[Articles, int, int], ...] = ()
    breaks: str = ""
    da: int = 0
    db: int = 0
    back: int = 0
    preferring: int = 0
    lot: str = ""
    higher: int = 0
    number: int = 0
    parity: str = ""
    cap: int = 0
    floats: int = 0


NONE = TeamDetail()
_NAMED = frozenset(f.name for f in fields(TeamDetail))


class Role(TemplateRole):
    """What rule decided, with its key (the 2012 article), the kind of decision and the
    sentence. A role with an empty key cites only the roles recorded with it (``also``):
    the colour-limit decisions cite 22a, 22b or both as the case is."""

    def fields(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> Mapping[str, object]:
        return _Fields(subjects, team_detail(detail), keys, cite)

    # Articles cited beside another role (no sentence of their own).
    LIMIT_DIFFERENCE = ("22a", Kind.NOTE, "")
    LIMIT_STREAK = ("22b", Kind.NOTE, "")
    NEXT_CHOICE = ("23b", Kind.NOTE, "")

    # Arts. 10, 43, 45: order and presence.
    RANKING = ("10", Kind.ORDER, "ranking by {by}: {ranking}")
    PUBLICATION = (
        "43",
        Kind.ORDER,
        "matches published by MP of the higher-ranked team, "
        "sum of MP, average rating of the higher-ranked team",
    )
    ABSENT = ("45", Kind.NOTE, "not paired (absent or withdrawn): {teams}")

    # Arts. 12, 16b (2022: 4.2.3): the bye.
    BYE = ("12", Kind.BYE, "team {team} gets the bye (1 MP, half the boards in GP)")
    BYE_REST_UNPAIRABLE = (
        "23b",
        Kind.REJECTED,
        "with the bye to team {team} the others cannot all be paired ({art[16a]})",
    )
    BYE_HAD_BYE = (
        "16b/bye",
        Kind.REJECTED,
        "team {team} cannot have the bye: it already had a bye or scored without playing",
    )
    BYE_SCORED_WITHOUT_PLAYING = (
        "16b/default",
        Kind.REJECTED,
        "team {team} cannot have the bye: it already had a bye or scored without playing",
    )
    BYE_LATE_ENTRY = (
        "late-entry",
        Kind.REJECTED,
        "team {team} cannot have the bye: it entered after round 1",
    )

    # Arts. 18, 19: score groups.
    MEDIAN = ("19", Kind.GROUP, "median team {team}; median group: {mp} MP")
    GROUP_DOWN = (
        "18",
        Kind.GROUP,
        "score group {mp} MP (above the median group: floats go down ({arts[30-32]})): "
        "teams {natives}{floaters}",
    )
    GROUP_UP = (
        "18",
        Kind.GROUP,
        "score group {mp} MP (below the median group: floats go up ({arts[33-35]})): "
        "teams {natives}{floaters}",
    )
    GROUP_MEDIAN = (
        "18",
        Kind.GROUP,
        "score group {mp} MP (the median group, paired last ({art[19]})): "
        "teams {natives}{floaters}",
    )

    # Arts. 30-35, 41, 42: floats, down above the median group and up below it.
    FLOAT_DOWN_LOWEST = ("30a", Kind.FLOAT, "team {team} floats down from the {label}")
    FLOAT_DOWN_NEXT = ("30b", Kind.FLOAT, "team {team} floats down from the {label}")
    FLOAT_DOWN_MET_NEIGHBOURS = ("31", Kind.FLOAT, "team {team} floats down from the {label}")
    FLOAT_DOWN_FURTHER = ("32", Kind.FLOAT, "team {team} floats down from the {label}")
    FLOAT_DOWN_MET_OWN_GROUP = ("41", Kind.FLOAT, "team {team} floats down from the {label}")
    FLOAT_DOWN_MORE = ("42", Kind.FLOAT, "team {team} floats down from the {label}")
    FLOAT_UP_HIGHEST = ("33a", Kind.FLOAT, "team {team} floats up from the {label}")
    FLOAT_UP_NEXT = ("33b", Kind.FLOAT, "team {team} floats up from the {label}")
    FLOAT_UP_MET_NEIGHBOURS = ("34", Kind.FLOAT, "team {team} floats up from the {label}")
    FLOAT_UP_FURTHER = ("35", Kind.FLOAT, "team {team} floats up from the {label}")
    FLOAT_UP_MET_OWN_GROUP = ("41", Kind.FLOAT, "team {team} floats up from the {label}")
    FLOAT_UP_MORE = ("42", Kind.FLOAT, "team {team} floats up from the {label}")

    # Floater sets given up (30b, 33b, 23b) and the search bound (42).
    FLOATERS_REST_UNPAIRABLE_DOWN = (
        "30b",
        Kind.REJECTED,
        "{label}: floating {teams} rejected: the rest of the group could not be paired",
    )
    FLOATERS_REST_UNPAIRABLE_UP = (
        "33b",
        Kind.REJECTED,
        "{label}: floating {teams} rejected: the rest of the group could not be paired",
    )
    FLOATERS_AFTER_ARRIVALS_DOWN = (
        "30b",
        Kind.REJECTED,
        "{label}: floating {teams} rejected: the rest of the group could not be paired once "
        "the floaters arriving were paired ({art[30a]})",
    )
    FLOATERS_AFTER_ARRIVALS_UP = (
        "33b",
        Kind.REJECTED,
        "{label}: floating {teams} rejected: the rest of the group could not be paired once "
        "the floaters arriving were paired ({art[33a]})",
    )
    FLOATERS_LEFT_OVER_UNPAIRABLE = (
        "23b",
        Kind.REJECTED,
        "{label}: floating {teams} rejected: the teams left over could not all be paired",
    )
    SEARCH_BOUNDED = (
        "42",
        Kind.NOTE,
        "{label}: search bounded after {cap} floater choices with {floats} floaters",
    )

    # Pairs tried and rejected: 16a, 22a/22b, 39, 36.
    PAIR_REJECTED_REMATCH = ("16a", Kind.REJECTED, _PAIR_REJECTED + _REMATCH)
    PAIR_REJECTED_COLOURS = ("", Kind.REJECTED, _PAIR_REJECTED + _COLOURS)
    PAIR_REJECTED_REST_UNPAIRABLE = ("39", Kind.REJECTED, _PAIR_REJECTED + _REST)
    PAIR_REJECTED_HALVES = ("36", Kind.REJECTED, _PAIR_REJECTED + _HALVES)

    # Arts. 23a: the colour limits give way.
    LIMITS_GIVE_WAY_IN_GROUP = (
        "23a",
        Kind.RELAXED,
        "{label}: a complete pairing is only possible if a board-1 colour limit gives way: "
        "{given_way}",
    )
    LIMITS_GIVE_WAY_LEFT_OVER = (
        "23a",
        Kind.RELAXED,
        "{label}: teams left over can only be paired if a board-1 colour limit "
        "({art[22a or 22b]}) gives way",
    )

    # Pairs made: 30a/33a (the floaters arriving), 39 (the order of trials), 36.
    PAIR_ARRIVING_DOWN = ("30a", Kind.PAIRED, "{label}: {a} v {b}{set_aside}")
    PAIR_ARRIVING_UP = ("33a", Kind.PAIRED, "{label}: {a} v {b}{set_aside}")
    PAIR_ARRIVING_PASSED = ("39", Kind.PAIRED, "{label}: {a} v {b}{set_aside}")
    PAIR_IN_ORDER = ("39", Kind.PAIRED, "{label}: {a} v {b}{set_aside}")
    PAIR_HALVES = ("36", Kind.PAIRED, "{label}: {a} v {b}{set_aside}")

    # Arts. 21, 22, 24-28: board-1 colours (subjects: white, black).
    COLOUR_LIMITS = (
        "",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: the other way round breaks {cited} ({breaks})",
    )
    COLOUR_EQUALISATION = (
        "24a",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: equalisation (differences {da:+d}, {db:+d})",
    )
    COLOUR_ALTERNATION_LAST = (
        "25",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: alternation from {back} game(s) back, "
        "where colours differed",
    )
    COLOUR_ALTERNATION_EARLIER = (
        "26",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: alternation from {back} game(s) back, "
        "where colours differed",
    )
    COLOUR_PREFERENCE = (
        "27",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: colour preference of team {preferring}",
    )
    COLOUR_PREFERENCE_SAME_HISTORY = (
        "28",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: colour preference of team {preferring}",
    )
    COLOUR_LOT = (
        "21",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: the lot gave {lot} to pairing number 1, so to "
        "the odd pairing numbers of the top half; team {higher} has pairing number "
        "{number} ({parity})",
    )
    COLOUR_LOT_NO_HISTORY = (
        "21",
        Kind.COLOUR,
        "{a} white on board 1 against {b}: neither team has a board-1 colour yet "
        "({arts[24-28]} decide nothing), so {art[21]}'s rule for round 1: the lot ({lot}) to "
        "odd pairing numbers; team {higher}, the higher-ranked, has pairing number "
        "{number} ({parity})",
    )

    # Causes of a round that cannot be paired.
    NO_PAIRING_WITHOUT_REMATCH = (
        "16a",
        Kind.NOTE,
        "no complete pairing without a rematch exists ({art[16a]})",
    )
    MET_EVERY_TEAM = (
        "16a",
        Kind.NOTE,
        "team {team} has already met every other team present ({art[16a]})",
    )
    NO_BYE_WITH_REST_PAIRABLE = (
        "16a",
        Kind.NOTE,
        "with the bye to team {team} the others cannot all be paired ({art[16a]})",
    )
    NO_BYE_CANDIDATE = (
        "16b",
        Kind.NOTE,
        "every team already had a bye or scored without playing ({arts[12, 16b]})",
    )
    NO_FLOATERS_LEAVE_REST_PAIRABLE = (
        "23b",
        Kind.NOTE,
        "no choice of floaters leaves the remaining teams pairable ({arts[16a, 23b]})",
    )


FLOATS_DOWN = frozenset(
    {
        Role.FLOAT_DOWN_LOWEST,
        Role.FLOAT_DOWN_NEXT,
        Role.FLOAT_DOWN_MET_NEIGHBOURS,
        Role.FLOAT_DOWN_FURTHER,
        Role.FLOAT_DOWN_MET_OWN_GROUP,
        Role.FLOAT_DOWN_MORE,
    }
)
PAIR_REJECTIONS = {
    Role.PAIR_REJECTED_REMATCH: _REMATCH,
    Role.PAIR_REJECTED_COLOURS: _COLOURS,
    Role.PAIR_REJECTED_REST_UNPAIRABLE: _REST,
    Role.PAIR_REJECTED_HALVES: _HALVES,
}
"""The roles that reject a pair, with the sentence of the reason alone."""
LIMITS = {"22a": Role.LIMIT_DIFFERENCE, "22b": Role.LIMIT_STREAK}


def limit_roles(articles: Sequence[str]) -> tuple[Role, ...]:
    """The roles of colour-limit articles (``("22a", "22b")``), in the order of the text."""
    return tuple(role for key, role in LIMITS.items() if key in articles)


_SEPARATOR = re.compile(r"(, | and | or |-)")


def mention(word: str, spec: str, cite: Cite) -> str:
    """A template's article mention cited: ``word`` (``art.``, ``arts.``) and the keys of
    ``spec`` (``16a``, ``30-32``, ``22a and 22b``, ``12, 16b``) with their separators; a
    list that names one article twice names it once; keys the edition has no article for
    (cited ``""``) are left out, and so is the mention when none is left. A ``spec`` the
    edition cites as a whole (2012's ``8-9``, the pairing numbers: 2022's 3.1) is its
    article, not its keys' one by one."""
    whole = cite(spec)
    if whole != spec and _SEPARATOR.search(spec):
        return f"{word if _SEPARATOR.search(whole) else 'art.'} {whole}" if whole else ""
    parts = _SEPARATOR.split(spec)
    cited = [cite(p) if i % 2 == 0 else p for i, p in enumerate(parts)]
    articles = cited[::2]
    unique = [a for a in dict.fromkeys(articles) if a]
    if not unique:
        return ""
    if len(unique) == 1:
        return "art. " + unique[0]
    if all(articles) and ("-" in cited[1::2] or len(unique) == len(articles)):
        return f"{word} " + "".join(cited)
    return "arts. " + ", ".join(unique[:-1]) + " and " + unique[-1]


def mention_keys(keys: Sequence[str], cite: Cite) -> str:
    """``art. 22a`` or ``arts. 22a and 22b`` for the keys given."""
    return mention("arts." if len(keys) > 1 else "art.", " and ".join(keys), cite)


def team_detail(detail: Detail) -> TeamDetail:
    """``detail`` as the Olympiad roles' (none given: ``NONE``)."""
    return of_family(detail, NONE)


def rejection_reason(decision: Decision, cite: Cite) -> str:
    """Why a pair was rejected (a decision of one of ``PAIR_REJECTIONS``), without the
    group and the pair: ``they have already met``."""
    assert isinstance(decision.role, Role)
    said = _Fields(decision.subjects, team_detail(decision.detail), decision.keys, cite)
    return PAIR_REJECTIONS[decision.role].format_map(said)


def cite_mention(word: str, spec: str, ruleset: TeamRuleset) -> str:
    """``art. 22a`` / ``arts. 22a and 22b`` / ``arts. 30-32`` cited by ``ruleset``."""
    return mention(word, spec, ruleset.cite)


def cited_aside(spec: str, ruleset: TeamRuleset, word: str = "art.") -> str:
    """`` (art. 10)``: a mention of the 2012 keys ``spec`` in brackets, cited by
    ``ruleset``; ``""`` where the edition has no article for them."""
    cited = mention(word, spec, ruleset.cite)
    return f" ({cited})" if cited else ""


_SPEC = r"\d+[a-z]?(?:(?:, | and | or |-)\d+[a-z]?)*"
_MENTIONED = re.compile(
    rf"(?<!C\.07 )(?P<open> \()?(?P<lead>, )?\b(?P<word>[Aa]rts?)\. (?P<spec>{_SPEC})"
    r"(?P<rest>; [^)]*)?(?P<close>\))?"
)


def cite_text(text: str, ruleset: TeamRuleset) -> str:
    """A text of ours that names 2012 articles (``not paired (art. 45)``, ``arts. 8-9``),
    each mention cited by ``ruleset``; a mention the edition has no article for goes, with
    its brackets when it filled them (``players per match (art. 4)`` -> ``players per
    match``). Other chapters' mentions (``C.07 art. 16``) stay as they are."""
    if not ruleset.citations:
        return text

    def cited(found: re.Match[str]) -> str:
        word, rest = found["word"], found["rest"] or ""
        said = mention(word.lower() + ".", found["spec"], ruleset.cite)
        if said and word[0] == "A":
            said = said[0].upper() + said[1:]
        opened, closed = found["open"] or "", found["close"] or ""
        if said:
            return f"{opened}{found['lead'] or ''}{said}{rest}{closed}"
        if opened and rest:
            return f" ({rest[2:]}{closed}"
        return "" if opened else closed

    return _MENTIONED.sub(cited, text)


def cite_trail(trail: Trail, ruleset: TeamRuleset) -> Trail:
    """The trail with each decision's article cited by ``ruleset`` (from its roles, through
    ``TeamRuleset.citations``) and the table by which its sentences are rendered."""
    decisions = tuple(replace(d, article=d.cited(ruleset.cite)) for d in trail.decisions)
    return replace(trail, decisions=decisions, citations=ruleset.citations)


def cite_impossible(error: PairingImpossible, ruleset: TeamRuleset) -> PairingImpossible:
    """The same error, its causes cited by ``ruleset``."""
    if not ruleset.citations:
        return error
    return PairingImpossible(str(error.args[0]), [c.cited(ruleset.cite) for c in error.causes])


class _Mentions:
    def __init__(self, word: str, cite: Cite) -> None:
        self.word, self.cite = word, cite

    def __getitem__(self, spec: object) -> str:
        return mention(self.word, str(spec), self.cite)


class _Fields(Mapping[str, object]):
    """What a template may name: ``team``/``a``, ``b`` (the subjects), ``teams`` (all of
    them), ``label`` (the score group), ``cited`` (the decision's own articles), article
    mentions ``art[...]``/``arts[...]``, and the detail; pieces built from the detail:
    ``ranking``, ``floaters``, ``set_aside``, ``given_way``."""

    def __init__(
        self, subjects: tuple[int, ...], detail: TeamDetail, keys: tuple[str, ...], cite: Cite
    ) -> None:
        self.subjects, self.detail, self.own, self.cite = subjects, detail, keys, cite

    def __getitem__(self, name: str) -> object:
        subjects, detail, cite = self.subjects, self.detail, self.cite
        if name in ("team", "a"):
            return subjects[0]
        if name == "b":
            return subjects[1]
        if name == "teams":
            return _names(subjects)
        if name == "label":
            return f"{detail.mp} MP group"
        if name in ("art", "arts"):
            return _Mentions(name + ".", cite)
        if name == "cited":
            return mention_keys([k for k in self.own if k], cite)
        if name == "ranking":
            rows = detail.rows
            return "; ".join(f"{t} ({mp} MP, {gp} GP, PN {pn})" for t, mp, gp, pn in rows)
        if name == "floaters":
            return f", floaters {_names(detail.incoming)}" if detail.incoming else ""
        if name == "set_aside":
            limits = detail.set_aside
            if not limits:
                return ""
            return f" ({mention_keys(limits, cite)} set aside, {mention('art.', '23a', cite)})"
        if name == "given_way":
            blocked = detail.blocked
            shown = ", ".join(f"{mention_keys(arts, cite)} for {a} v {b}" for arts, a, b in blocked)
            return shown or mention("arts.", "22a and 22b", cite)
        if name in _NAMED:
            return self._value(getattr(detail, name))
        raise KeyError(name)

    def _value(self, value: object) -> object:
        if isinstance(value, Articles):
            return mention_keys(value, self.cite)
        if isinstance(value, tuple):
            return _names(value)
        return value

    def __iter__(self) -> Iterator[str]:
        return iter(_NAMED)

    def __len__(self) -> int:
        return len(_NAMED)


def _names(teams: Sequence[object]) -> str:
    return ", ".join(str(t) for t in teams) or "none"
