"""The article tables of every regulation as one Markdown text, for docs/architecture.md:
each article, how this program treats it, and the module (and function) that implements it.

``python -m rulesets.table`` prints it; ``python -m rulesets.table --write`` puts it into
docs/architecture.md between its markers (a test keeps the two equal)."""

from __future__ import annotations

import sys
from pathlib import Path

from individual.standings.c07 import REGISTRY
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.articles import Article, Status
from olympiad.engine.ruleset import TeamRuleset
from rulesets.swiss import SWISS_RULESETS
from rulesets.team import TEAM_RULESETS

BEGIN, END = "<!-- article table: begin -->", "<!-- article table: end -->"
DOCUMENT = Path(__file__).resolve().parent.parent / "docs" / "architecture.md"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _row(article: Article) -> str:
    if article.status is Status.IMPLEMENTED:
        where, _, detail = article.where.partition(" ")
        place = f"`{where}`" + (f" {detail}" if detail else "")
    else:
        place = article.status.value + (f": {article.note}" if article.note else "")
    return f"| {article.number} | {_cell(article.title)} | {_cell(place)} |"


def markdown() -> str:
    """One section per regulation (rulesets whose article tables are equal share one)."""
    sections: list[str] = []
    seen: dict[tuple[Article, ...], list[str]] = {}
    rulesets: list[TeamRuleset | SwissRuleset] = [*TEAM_RULESETS.values(), *SWISS_RULESETS.values()]
    for ruleset in rulesets:
        seen.setdefault(ruleset.articles, []).append(ruleset.name)
    for ruleset in rulesets:
        names = seen[ruleset.articles]
        if names[0] != ruleset.name:
            continue
        heading = ", ".join(f"`{n}`" for n in names)
        sections += [f"### {ruleset.title} ({heading})", "", "| Art. | Title | Where |"]
        sections += ["|---|---|---|", *(_row(a) for a in ruleset.articles), ""]
        if (swiss := SWISS_RULESETS.get(ruleset.name)) is not None:
            listed = " ".join(swiss.tiebreaks) or "none, places shared"
            sections += [f"Default tie-breaks: {listed} ({swiss.tiebreaks_source}).", ""]
    return "\n".join([*sections, *tiebreaks()])


def tiebreaks() -> list[str]:
    """The FIDE Tie-Break Regulations' tie-breaks (``individual.standings.c07.REGISTRY``):
    each acronym with its article and the function that computes it, both sides alike."""
    rows = ["### FIDE Tie-Break Regulations (C.07, 2026 edition): both sides", "",
            "| Art. | Tie-break | Where |", "|---|---|---|"]  # fmt: skip
    for d in sorted(REGISTRY.values(), key=lambda d: (_article_key(d.article), d.acronym)):
        function = d.compute or d.within_ties
        assert function is not None
        where = f"`{function.__module__}.{function.__qualname__}`"
        label = f"{d.acronym}: {d.label}" + (" (team events)" if d.team_only else "")
        rows.append(f"| {d.article} | {_cell(label)} | {where} |")
    return [*rows, ""]


def _article_key(article: str) -> tuple[int, ...]:
    """``"10.2"`` after ``"9.1"``; ``"-"`` (not a C.07 article) last."""
    return tuple(int(p) for p in article.split(".")) if article[0].isdigit() else (999,)


def write(document: Path = DOCUMENT) -> None:
    """Replace the text between the markers of ``document`` with ``markdown()``."""
    text = document.read_text()
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    document.write_text(f"{head}{BEGIN}\n{markdown()}\n{END}{tail}")


if __name__ == "__main__":
    if "--write" in sys.argv[1:]:
        write()
    else:
        print(markdown())
