"""What the items of a tie-break list mean, in words, for a person: the legend of each
column (the C.07 tie-break's label with its modifiers in words and its article, the
system's own items, ``OWN_LABELS``), and why a column C.07 art. 10 dropped shows no value
(``DROPPED``; a team event's ``TEAM_DROPPED``): the one text of the bulletins of both sides
(their standings' titles, the legend download) and the command line's note. The standings
(``individual.standings``) hold the values; the words are the edges'."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from individual.standings import c07

DROPPED = (
    "no value: C.07 10 drops a rating tie-break when a participant is unrated "
    "(with /U1400 an unrated one counts at 1400)"
)
"""Why a column ``Ranked.dropped`` names shows no value (``individual.standings.listed``)."""

TEAM_DROPPED = (
    "no value: the rating tie-breaks of C.07 10 read the ratings of players (10.6: players "
    "sorted by their rating), and a team has no rating of its own"
)
"""Why a team standings' rating column shows no value (``olympiad.standings.table``): a team
is given no rating (``olympiad.standings.c07.field``), its players' ratings being no team's,
so every rating tie-break is dropped, whoever is rated; FIDE's checker gives none either."""


def dropped_legend(line: str, item: str, dropped: Collection[str], why: str = DROPPED) -> str:
    """``line``, the legend of ``item``, with ``why`` it shows no value (``DROPPED``, a
    team's ``TEAM_DROPPED``) when C.07 art. 10 ``dropped`` it: the one legend of such a
    column on both bulletins."""
    return f"{line}; {why}" if item in dropped else line


OWN_LABELS = {
    "F10": "the system's order (FIDE Swiss 1998 F.10): DE1, then ARO",
    "DE1": "for first place only, the games between the tied players (FIDE Swiss 1998 F.10)",
    "PTS": "points",
}
"""What the system's own items mean, in one line."""


def legend(item: str, own: Mapping[str, str] = OWN_LABELS) -> str:
    """What one item of a list means, in one line, for a person: the C.07 tie-break's
    label with its modifiers in words and its article (``BH/C1``: "Buchholz: the
    opponents' scores, without the lowest (C.07 8.1)"); ``own``: the side's items that
    are no C.07 tie-breaks, with their lines."""
    if item.upper() in own:
        return own[item.upper()]
    found = c07.parse(item)[0]
    definition = c07.REGISTRY[found.name.upper()]
    words = [definition.label]
    if found.score:
        words.append(f"by {'match' if found.score == 'MP' else 'game'} points")
    if found.cut:
        words.append("without the lowest" if found.cut == 1 else f"without the {found.cut} lowest")
    if found.median:
        words.append(
            "without the highest and the lowest"
            if found.median == 1
            else f"without the {found.median} highest and the {found.median} lowest"
        )
    if found.played:
        words.append("unplayed games counted as played")
    if found.limit is not None:
        words.append(f"the limit at {found.limit}% of the most one could score")
    if found.unrated is not None:
        words.append(f"an unrated opponent at {found.unrated}")
    return f"{', '.join(words)} (C.07 {definition.article})"
