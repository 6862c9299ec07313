"""FIDE Swiss 1998 F.10's final order in record 202, read by FIDE's tie-break checker
gacrux (review-late #3): points; "where it concerns the first place: the best result in
games played against each other"; "the highest average rating of the opponents"; lots.

The last criterion before the lots is C.07's ARO (10.1) exactly when every participant is
rated (C.07 10 drops nothing; F.10's ARO leaves an unrated opponent out, which no ``/U``
says): a FIDE 1998 file with every player rated names ``DE1,ARO``, so gacrux checks its
ranks. The first place's direct encounter (``DE1``) has no C.07 code (C.07's DE, art. 6,
breaks every tie): gacrux reads it as a tie-break separating nobody, and rejects the ranks
when it decided the first place against ARO (a minimal file below). With an unrated
participant the file names ``F10`` (as files written before did, still read), which gacrux
reads as separating nobody (docs/interpretations.md, "TRF record 192")."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from individual.edges.trf.read import parse_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.swiss.model import Entrant, Game, SwissEvent, SwissRound
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from tests.standings.c07_oracle import checker
from tests.standings.test_default_tiebreaks import _ranks, _record_202, _standings
from tests.standings.test_standings_command import swiss

pytest.importorskip("gacrux")


def _generated(folder: Path, *args: object) -> Path:
    path = folder / "ev.trf"
    made = swiss("generate", "--system", "fide-1998", *args, "-o", path)
    assert made.exit_code == 0, made.output
    return path


def _all_rated(path: Path) -> bool:
    return all(e.player.rating for e in parse_swiss_trf(path.read_text()).event.entrants)


@pytest.mark.parametrize("seed", [2, 4, 6])
def test_an_all_rated_1998_file_passes_fides_tiebreak_checker(seed: int, tmp_path: Path) -> None:
    path = _generated(tmp_path, "--players", 12, "--rounds", 5, "--seed", seed)
    assert _all_rated(path)  # the premise: C.07's ARO is F.10's
    theirs = checker(path, swiss=True, check=True)
    assert theirs.checked is True
    assert _record_202(path) == "DE1,ARO"
    assert theirs.names == ("PTS", "DE1", "ARO")
    # gacrux's ARO (C.07 10.1) is ours (F.10's) for every player
    rows = _standings(path)
    assert {int(r["No."]): Fraction(r["ARO"]) for r in rows} == {
        n: Fraction(v["ARO"]) for n, v in theirs.values.items()
    }


def _first_place_by_the_game_between_them() -> SwissEvent:
    """Four rated players, three rounds: 1 and 2 share first place on 2 points, 1 beat 2,
    and 2's opponents average more (1727 against 1723); 3 and 4 share third on 1 point."""
    ratings = {1: 2000, 2: 1990, 3: 1980, 4: 1200}
    players = tuple(Entrant(n, Player(f"P{n}", rating=r)) for n, r in ratings.items())
    win = GameScore.WIN
    rounds = (
        SwissRound(1, (Game(1, 2, win), Game(4, 3, win))),
        SwissRound(2, (Game(3, 1, win), Game(2, 4, win))),
        SwissRound(3, (Game(1, 4, win), Game(2, 3, win))),
    )
    return SwissEvent("F.10 first place", players, rounds, 3)


def test_fides_checker_departs_where_the_games_between_them_decide_first_place(
    tmp_path: Path,
) -> None:
    """The documented departure, kept as a minimal file: F.10 ranks 1 before 2 by their
    game; gacrux reads DE1 as separating nobody, ranks 2 first by ARO and rejects the file's
    ranks. Below first place both agree (ARO puts 4 before 3)."""
    path = tmp_path / "first.trf"
    text = format_swiss_trf(_first_place_by_the_game_between_them(), Colour.WHITE,
                            system="fide-1998")  # fmt: skip
    path.write_text(text, encoding="utf-8")
    assert _record_202(path) == "DE1,ARO"
    assert _ranks(path) == {1: 1, 2: 2, 3: 4, 4: 3}
    theirs = checker(path, swiss=True, check=True)
    assert theirs.names == ("PTS", "DE1", "ARO")
    assert {v["DE1"] for v in theirs.values.values()} == {"0"}
    assert theirs.ranks == {2: 1, 1: 2, 4: 3, 3: 4}
    assert theirs.checked is False


def test_with_an_unrated_player_the_file_names_f10(tmp_path: Path) -> None:
    """The review's file: an unrated player, so C.07's ARO (dropped, art. 10) is not
    F.10's; the file names F10, which gacrux reads as separating nobody: it ranks players
    equal on points as sharing a place and rejects the ranks F.10's ARO gave them."""
    path = _generated(tmp_path, "--players", 10, "--rounds", 4, "--played", 3)
    assert not _all_rated(path)
    assert _record_202(path) == "F10"
    theirs = checker(path, swiss=True, check=True)
    assert theirs.names == ("PTS", "F10")
    assert {v["F10"] for v in theirs.values.values()} == {"0"}
    points = {n: Fraction(v["PTS"]) for n, v in theirs.values.items()}
    assert theirs.ranks == {n: 1 + sum(p > points[n] for p in points.values()) for n in points}
    assert _ranks(path) != theirs.ranks
    assert theirs.checked is False


def test_f10_and_de1_aro_read_alike(tmp_path: Path) -> None:
    """A file written before (202 F10) ranks as the file naming DE1,ARO: the same
    columns, values and places, and ``swiss check`` accepts both."""
    path = _generated(tmp_path, "--players", 12, "--rounds", 5, "--seed", 2)
    assert _record_202(path) == "DE1,ARO"
    (tmp_path / "old").mkdir()
    old = tmp_path / "old" / "ev.trf"
    lines = path.read_text(encoding="utf-8").splitlines()
    old.write_text("\n".join("202 F10" if x[:4] == "202 " else x for x in lines) + "\n")
    assert _standings(old) == _standings(path)
    assert list(_standings(old)[0])[-2:] == ["DE1", "ARO"]
    for file in (path, old):
        checked = swiss("check", file)
        assert checked.exit_code == 0, checked.output
