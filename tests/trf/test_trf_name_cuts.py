"""Names cut at their TRF width (issue 18, item 8): two names that become the same once
cut (33 columns for a player, 32 for a team) are warned about by the export, both named;
a long name that stays distinct gives only the note that names are cut."""

from __future__ import annotations

from dataclasses import replace

from individual.edges.trf.write import exchange_notes as swiss_notes
from individual.swiss.model import Entrant, SwissEvent
from individual.vocabulary.player import Player
from olympiad.edges.trf.write import exchange_notes as team_notes
from tests.trf.test_trf_write import small_event

STEM = "Wolfeschlegelsteinhausenbergerdorff"  # 35 letters: past both widths


def _swiss(*names: str) -> SwissEvent:
    entrants = tuple(Entrant(n, Player(name, 2000 - n)) for n, name in enumerate(names, 1))
    return SwissEvent("Cut", entrants, total_rounds=5)


def _collisions(notes: list[str]) -> list[str]:
    return [n for n in notes if "same once cut" in n]


def test_player_names_equal_once_cut_are_named() -> None:
    notes = swiss_notes(_swiss(f"{STEM}, Anna", f"{STEM}, Bert", "Short, Carl"))
    (warning,) = _collisions(notes)
    assert f"{STEM}, Anna" in warning and f"{STEM}, Bert" in warning
    assert "Short, Carl" not in warning


def test_long_but_distinct_player_names_are_not_a_collision() -> None:
    assert not _collisions(swiss_notes(_swiss(f"{STEM}, Anna", f"Other {STEM}")))


def test_team_and_player_names_equal_once_cut_are_named() -> None:
    event = small_event()
    first, second = event.teams[0], event.teams[1]
    teams = (
        replace(first, name=f"{STEM} Club A", players=(Player(f"{STEM}, Anna", 2500),)),
        replace(second, name=f"{STEM} Club B", players=(Player(f"{STEM}, Bert", 2400),)),
        *event.teams[2:],
    )
    notes = _collisions(team_notes(replace(event, teams=teams)))
    assert any(f"{STEM} Club A" in n and f"{STEM} Club B" in n for n in notes), notes
    assert any(f"{STEM}, Anna" in n and f"{STEM}, Bert" in n for n in notes), notes
