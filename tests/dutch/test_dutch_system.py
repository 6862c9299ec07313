"""``fide-dutch-2026`` in the registry (``rulesets.systems``): what the Dutch engine is given
beyond the games (``individual.check.dutch.dutch_input``): the forbidden pairs and virtual
points of the round, those of the rounds before, and the pairing numbers (TPN) of a
workbook's players; ``swiss check`` cites the 2026 articles."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from individual.check.dutch import dutch_input
from individual.swiss.model import Entrant, SwissEvent
from individual.swiss.requests import Acceleration, Forbidden, Requests
from individual.vocabulary.player import Player
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS
from tests.dutch.events import event as played
from tests.swiss_workbook import swiss

FILES = Path(__file__).parent / "files"


def test_the_system_is_registered_with_its_ruleset() -> None:
    ruleset = SWISS_RULESETS["fide-dutch-2026"]
    assert SYSTEMS[ruleset.engine].engine == "fide-dutch-2026"
    assert {a.number for a in ruleset.articles} >= {f"C{n}" for n in range(1, 22)}


def test_the_round_gets_its_forbidden_pairs_and_virtual_points() -> None:
    requests = Requests(
        (Forbidden(2, 3, (1, 2, 3)), Forbidden(1, 1, (4, 5))),
        (Acceleration(2, 1, 1, 1, 2), Acceleration(1, 2, 2, 1, 2)),
        numbered=True,
    )
    event = replace(played(6, "1-4 1-0, 2-5 1-0, 3-6 1-0"), requests=requests)
    given = dutch_input(event)  # round 2
    assert given.forbidden == ((1, 2), (1, 3), (2, 3))
    assert given.virtual_points == ((1, 1), (2, 1))
    assert given.past_virtual_points == ((1, 1, 2), (1, 2, 2))
    assert given.tpn == ()


def test_a_workbooks_players_are_numbered_by_the_initial_order() -> None:
    """C.04.2 Art. 2: the TPN is the initial order (rating, title, name); a workbook numbers
    players as its roster lists them, so the higher-rated number 2 is TPN 1."""
    entrants = (
        Entrant(1, Player("Low", 1800)),
        Entrant(2, Player("High", 2400)),
        Entrant(3, Player("Mid", 2000)),
    )
    given = dutch_input(SwissEvent("book", entrants, (), 5))
    assert dict(given.tpn) == {1: 3, 2: 1, 3: 2}
    numbered = SwissEvent("trf", entrants, (), 5, requests=Requests(numbered=True))
    assert dutch_input(numbered).tpn == ()


def test_the_baku_method_follows_the_pairing_numbers() -> None:
    entrants = tuple(Entrant(n, Player(f"P{n}", 1500 + 100 * n)) for n in range(1, 9))
    event = SwissEvent("book", entrants, (), 5, requests=Requests(baku=True))
    # 8 players: group A is the 4 highest rated, numbers 8, 7, 6, 5 of the roster
    assert dict(dutch_input(event).virtual_points) == {5: 2, 6: 2, 7: 2, 8: 2}


def test_the_check_cites_the_2026_articles(tmp_path: Path) -> None:
    """A rematch is [C1]; the engine's other pairing of round 2 is 3.8, not FIDE 1998's C."""
    path = tmp_path / "dutch.trf"
    rows = [
        f"001    {n}      {f'P{n}':<33} {2400 - 10 * n}{'':39}   {o} {c} {r}     {p} {d} {s}"
        for n, o, c, r, p, d, s in (
            (1, 3, "w", 1, 3, "b", 1), (2, 4, "w", 1, 4, "b", 1),
            (3, 1, "b", 0, 1, "w", 0), (4, 2, "b", 0, 2, "w", 0),
        )
    ]  # fmt: skip
    path.write_text("012 x\n192 FIDE_DUTCH\nXXR 5\nXXC white1\n" + "\n".join(rows) + "\n")
    checked = swiss("check", path)
    assert checked.exit_code == 1
    assert "round 2: [C1] 3-1 met before" in checked.output
    assert "round 2: [3.8] the rules pair" in checked.output


def test_c3_is_two_non_topscorers_with_one_absolute_preference_meeting(tmp_path: Path) -> None:
    """[C3] (2.1.3) bars a pair, not a colour: 1 and 2 both ask for black absolutely (white
    in their two latest games), as 3 and 4 ask for white, and round 3 of 5 (no topscorers,
    1.8) pairs them: two breaches, one a pair."""
    path = tmp_path / "c3.trf"
    rows = [
        f"001    {n}      {f'P{n}':<33} {2400 - 10 * n}{'':39}   "
        + "     ".join(f"{o} {c} {r}" for o, c, r in games)
        for n, games in (
            (1, ((3, "w", 1), (4, "w", 1), (2, "w", 1))),
            (2, ((4, "w", 1), (3, "w", 1), (1, "b", 0))),
            (3, ((1, "b", 0), (2, "b", 0), (4, "w", 1))),
            (4, ((2, "b", 0), (1, "b", 0), (3, "b", 0))),
        )
    ]  # fmt: skip
    path.write_text("012 x\n192 FIDE_DUTCH\nXXR 5\nXXC white1\n" + "\n".join(rows) + "\n")
    checked = swiss("check", path)
    assert checked.exit_code == 1
    breaches = [line for line in checked.output.splitlines() if line.startswith("round 3: [C3]")]
    assert len(breaches) == 2, checked.output
    assert any("1-2" in line for line in breaches) and any("3-4" in line for line in breaches)
    assert "2 breaches of absolute criteria" in checked.output


def test_c3_lets_a_topscorer_meet_anyone_in_the_last_round() -> None:
    """[C3] bars two non-topscorers (1.8: over 50 % when the final round is paired): in the
    last round of an event our generator made (benchmarks/dutch_agreement.py, seed 2026,
    event 771; gacrux's checker finds every round right), 11 (4.5 of 12, black asked
    absolutely) meets the topscorer 8 (7 of 12, black asked too) and gets white: no breach."""
    checked = swiss("check", FILES / "ours_00771_c3_topscorer_last_round.trf")
    assert checked.exit_code == 0, checked.output
    assert "13 rounds checked: 0 breaches of absolute criteria, 0 differences" in checked.output
