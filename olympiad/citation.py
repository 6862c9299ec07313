"""Citing the ruleset's own article numbers in the trail and in errors.

The engine records each decision under the role of the rule that made it, which is
its article number in the 2012 text (``"30a"``, ``"12, 23b"``), and mentions articles
in its texts the same way (``"(arts. 30-32)"``); where one 2012 article became
several, the role carries a qualifier (``"16b/bye"``, ``"16b/default"``). ``cite_trail`` and
``cite_impossible`` rewrite both through ``TeamRuleset.cite`` once a round is
paired, so an edition with other numbers (the 2022 rules) is cited by its own;
a ruleset with no citation table (the 2012 text) is left exactly as it was.
"""

from __future__ import annotations

import re
from dataclasses import replace

from individual.decision import Trail
from individual.errors import PairingImpossible
from olympiad.ruleset import TeamRuleset

_ROLE = re.compile(r"(?:\d+[a-z]?(?:\.\d+)*|late-entry)(?:/[a-z-]+)?")
_MENTION = re.compile(r"\b(arts?\. )((?:\d+[a-z]?)(?:(?:, | and |-)\d+[a-z]?)*)")


def cite_article(article: str, ruleset: TeamRuleset) -> str:
    """A trail article field (``"12, 23b"``) with each role replaced by its citation; a
    role may carry a qualifier (``"16b/bye"``) that only a finer numbering needs."""
    if "/" not in article and not ruleset.citations:
        return article
    return _ROLE.sub(lambda m: ruleset.cite(m.group(0)), article)


def cite_text(text: str, ruleset: TeamRuleset) -> str:
    """A sentence with every ``art. N`` / ``arts. N, M`` / ``arts. N-M`` cited anew."""
    if not ruleset.citations:
        return text
    return _MENTION.sub(
        lambda m: m.group(1) + _ROLE.sub(lambda r: ruleset.cite(r.group(0)), m.group(2)), text
    )


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
