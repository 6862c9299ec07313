"""Citing the ruleset's own article numbers in the trail and in errors.

The engine records each decision under the role of the rule that made it, which is
its article number in the 2012 text (``"30a"``, ``"12, 23b"``), and mentions articles
in its texts the same way (``"(arts. 30-32)"``); where one 2012 article became
several, the role carries a qualifier (``"16b/bye"``, ``"16b/default"``). ``cite_trail`` and
``cite_impossible`` rewrite both through ``TeamRuleset.cite`` once a round is
paired, so an edition with other numbers (the 2022 rules) is cited by its own;
a ruleset with no citation table (the 2012 text) is left exactly as it was. Where two roles
become one article (2012's 22a and 22b are both 2022's 7.3) the article is cited once:
``"22a, 22b"`` becomes ``"7.3"``, ``"arts. 22a and 22b"`` becomes ``"art. 7.3"``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from individual.vocabulary.decision import Trail
from individual.vocabulary.errors import PairingImpossible
from olympiad.engine.ruleset import TeamRuleset

_ROLE = re.compile(r"(?:\d+[a-z]?(?:\.\d+)*|late-entry)(?:/[a-z-]+)?")
_MENTION = re.compile(r"\b(arts?\. )((?:\d+[a-z]?)(?:(?:, | and | or |-)\d+[a-z]?)*)")
_SEPARATOR = re.compile(r"(, | and | or |-)")


def cite_article(article: str, ruleset: TeamRuleset) -> str:
    """A trail article field (``"12, 23b"``) with each role replaced by its citation; a
    role may carry a qualifier (``"16b/bye"``) that only a finer numbering needs."""
    if "/" not in article and not ruleset.citations:
        return article
    cited = [ruleset.cite(role) for role in article.split(", ")]
    return ", ".join(dict.fromkeys(cited))


def cite_text(text: str, ruleset: TeamRuleset) -> str:
    """A sentence with every ``art. N`` / ``arts. N, M`` / ``arts. N-M`` cited anew."""
    if not ruleset.citations:
        return text
    return _MENTION.sub(lambda m: _cite_mention(m.group(1), m.group(2), ruleset), text)


def _cite_mention(word: str, numbers: str, ruleset: TeamRuleset) -> str:
    """``arts. `` and ``22a and 22b`` cited: each number by the ruleset; a list (not a
    range) that names one article twice names it once, as ``art.`` if it is left alone."""
    parts = _SEPARATOR.split(numbers)
    cited = [ruleset.cite(p) if i % 2 == 0 else p for i, p in enumerate(parts)]
    articles = cited[::2]
    if "-" in cited[1::2] or len(set(articles)) == len(articles):
        return word + "".join(cited)
    unique = list(dict.fromkeys(articles))
    if len(unique) == 1:
        return "art. " + unique[0]
    return "arts. " + ", ".join(unique[:-1]) + " and " + unique[-1]


def cite_trail(trail: Trail, ruleset: TeamRuleset) -> Trail:
    """The trail with articles and article mentions cited by ``ruleset``."""
    if not ruleset.citations and not any("/" in d.article for d in trail.decisions):
        return trail
    decisions = tuple(
        replace(d, article=cite_article(d.article, ruleset), text=cite_text(d.text, ruleset))
        for d in trail.decisions
    )
    return replace(trail, decisions=decisions)


def cite_impossible(error: PairingImpossible, ruleset: TeamRuleset) -> PairingImpossible:
    """The same error, its message and causes cited by ``ruleset``."""
    if not ruleset.citations:
        return error
    return PairingImpossible(
        cite_text(str(error.args[0]), ruleset), [cite_text(c, ruleset) for c in error.causes]
    )
