"""The bulletin builds the event's history once and every page reads it: the records of
each round are walked once for pairing and once as scored, no page recomputes them, and a
round is shown in the order it was published when it was paired (art. 43)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from olympiad.edges.bulletin import render as bulletin
from olympiad.engine import publication, ranking, scores
from olympiad.engine.model import Event, RoundPairing
from olympiad.simulate import play_event, random_event
from olympiad.standings import history as history_module
from olympiad.standings import listed, table, tiebreaks
from rulesets.team import TEAM_RULESETS


def _played(ruleset: str, seed: int = 5) -> tuple[Event, list[RoundPairing]]:
    """20 teams, 5 rounds, some teams not appearing; each round's results entered into the
    round as it was paired."""
    rnd = random.Random(seed)
    played, pairings = play_event(
        random_event(20, rnd, TEAM_RULESETS[ruleset], rounds=7), rnd, 5, no_show=0.05
    )
    rounds = tuple(
        replace(p.to_round(), matches=r.matches)
        for p, r in zip(pairings, played.rounds, strict=True)
    )
    return replace(played, rounds=rounds), pairings


@pytest.mark.parametrize("ruleset", sorted(TEAM_RULESETS))
def test_the_bulletin_builds_the_history_once(
    ruleset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event, _ = _played(ruleset)
    calls: Counter[str] = Counter()

    def counted(module: object, name: str) -> None:
        function: Callable[..., Any] = getattr(module, name)

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return function(*args, **kwargs)

        monkeypatch.setattr(module, name, wrapper)

    for module in (scores, tiebreaks, publication):
        counted(module, "team_records")
    counted(history_module, "records_by_round")
    for module in (history_module, ranking, publication, table):
        if hasattr(module, "pairing_numbers"):
            counted(module, "pairing_numbers")
    counted(history_module, "history")
    for module in (bulletin, table, listed):
        if hasattr(module, "history"):
            monkeypatch.setattr(module, "history", history_module.history)
    bulletin.pages(event)
    # the event's history once; the rank chart reads the standings after each earlier
    # round (the standings of the first rounds: one history each, nothing else)
    earlier = sum(1 for r in event.rounds if r.is_under_way) - 1
    assert calls == {
        "history": 1 + earlier,
        "records_by_round": 2 * (1 + earlier),
        "pairing_numbers": 1 + earlier,
    }


def test_past_rounds_keep_the_order_they_were_published_in() -> None:
    """Ratings corrected after the rounds were paired (here: every rating turned upside
    down) would give another art. 43 order; the bulletin shows the published one."""
    event, pairings = _played("olympiad-2012")
    corrected = replace(
        event,
        teams=tuple(
            replace(t, players=tuple(replace(p, rating=4000 - (p.rating or 0)) for p in t.players))
            for t in event.teams
        ),
    )
    found = bulletin.pages(corrected)
    for paired in pairings:
        _, context = found[f"round-{paired.number}.html"]
        shown = [(m.first.number, m.second.number) for m in context["round"].matches]
        assert shown == [(m.first, m.second) for m in paired.matches]
    reordered = [
        publication.publication_order(
            p.matches, replace(corrected, rounds=corrected.rounds[: p.number - 1])
        )
        for p in pairings
    ]
    assert any(r != p.matches for r, p in zip(reordered, pairings, strict=True))
