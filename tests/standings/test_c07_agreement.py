"""Every C.07 tie-break of ``individual.standings.c07`` equal to FIDE's tie-break checker
gacrux (the oracle; the regulations are the authority): seeded events of both sides (the
project's generators, with byes, forfeits, absences, late-appearing and withdrawn
participants, unrated players) and events written by gacrux's own generator, every value
of every participant and the ranks, after the last round and after round 3. The
departures docs/interpretations.md documents are kept here as minimal files.
"""

from __future__ import annotations

import csv
import io
from fractions import Fraction

import pytest

from individual.edges.trf.write import format_swiss_trf
from individual.standings import c07, rating
from individual.swiss.model import Entrant, Game, SwissEvent, SwissRound, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from tests.paths import ROOT
from tests.standings.c07_oracle import (
    SWISS,
    agree,
    bye_before_last_forfeit,
    differences,
    field_of,
    gacrux,
    ours,
    requested_byes,
    swiss_trf,
    team_trf,
)
from tests.standings.test_standings_command import olympiad

pytest.importorskip("gacrux")
FIXTURES = sorted((ROOT / "tests" / "fixtures" / "c07").glob("gacrux_*.trf"))
SEEDS = range(50)


@pytest.mark.parametrize("seed", SEEDS)
def test_individual_events_agree(seed: int) -> None:
    text = swiss_trf(seed)
    assert differences(text, rounds=None if seed % 2 else 3) == []


@pytest.mark.parametrize("seed", SEEDS)
def test_team_events_agree(seed: int) -> None:
    text = team_trf(seed)
    assert differences(text, rounds=None if seed % 2 else 3) == []


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_events_of_gacrux_generator_agree(path: object) -> None:
    text = path.read_text()  # type: ignore[attr-defined]
    assert differences(text) == []
    assert differences(text, rounds=3) == []


def test_the_harness_sees_a_difference() -> None:
    """The comparison is not vacuous: Buchholz Cut-1 is not gacrux's Buchholz."""
    text = swiss_trf(1)
    theirs = gacrux(text, ["BH"]).values
    mine = ours(text, ["BH/C1"]).values
    assert not all(agree(theirs[n]["BH"], mine[n]["BH/C1"]) for n in theirs)
    assert all(agree(theirs[n]["BH"], ours(text, ["BH"]).values[n]["BH"]) for n in theirs)


def _event(round_two: SwissRound, rated: bool = True) -> str:
    """Four players, three rounds (written as a Swiss: gacrux takes four players in three
    rounds for a round robin otherwise)."""
    players = tuple(
        Entrant(i, Player(f"P{i}", rating=2000 - 10 * i if rated or i != 4 else None))
        for i in range(1, 5)
    )
    rounds = (
        SwissRound(1, (Game(1, 2, GameScore.WIN), Game(3, 4, GameScore.WIN))),
        round_two,
        SwissRound(3, (Game(4, 1, GameScore.DRAW), Game(2, 3, GameScore.FORFEIT_LOSS))),
    )
    return format_swiss_trf(SwissEvent("m", players, rounds, 3), Colour.WHITE, system="fide-1998")


ZERO_BYES = SwissRound(
    2,
    (Game(1, 3, GameScore.DRAW),),
    ((2, Unpaired.ZERO_BYE), (4, Unpaired.ZERO_BYE)),
)


def test_gacrux_fore_buchholz_changes_the_tie_breaks_after_it() -> None:
    """gacrux's FB marks every participant paired in the last round as present up to it,
    and the tie-breaks after FB in the same list keep that mark: player 1's Buchholz is
    3.5 alone (its opponent 4 was absent in round 2 and 3 forfeited its round-3 game:
    3 + 0.5 counted as art. 16 says), 3.0 after FB. C.07 defines each tie-break on its
    own; ours is the same in any list."""
    text = _event(ZERO_BYES)
    assert gacrux(text, ["BH", "SB"]).values[1] == {"BH": "3.5", "SB": "2.00"}
    assert gacrux(text, ["FB", "BH", "SB"]).values[1]["BH"] == "3.0"
    assert ours(text, ["BH"]).values[1]["BH"] == "3.5"
    assert ours(text, ["FB", "BH"]).values[1]["BH"] == "3.5"


WIN, DRAW, LOSS = GameScore.WIN, GameScore.DRAW, GameScore.LOSS


def _six_players(*rounds: tuple[tuple[int, int, GameScore], ...]) -> str:
    """Six players rated 1990 down to 1940 by tens, the games of each round as given."""
    players = tuple(Entrant(i, Player(f"P{i}", rating=2000 - 10 * i)) for i in range(1, 7))
    played = tuple(SwissRound(n, tuple(Game(*g) for g in games))
                   for n, games in enumerate(rounds, start=1))  # fmt: skip
    event = SwissEvent("h", players, played, len(rounds))
    return format_swiss_trf(event, Colour.WHITE, system="fide-1998")


def _half_per_cents() -> str:
    """Six players, four rounds: player 1 scores 1.5 of 4 (p = .375), player 2 0.5 of 4
    (p = .125), player 3 2.5 of 4 (p = .625)."""
    return _six_players(
        ((1, 2, WIN), (3, 4, WIN), (5, 6, DRAW)),
        ((1, 3, DRAW), (2, 5, DRAW), (4, 6, WIN)),
        ((1, 4, LOSS), (2, 6, LOSS), (3, 5, LOSS)),
        ((1, 5, LOSS), (2, 4, LOSS), (3, 6, WIN)),
    )


def test_performance_at_an_exact_half_per_cent() -> None:
    """TPR (C.07 10.2) reads dp of the Rating Regulations' table 8.1.1, whose p has two
    decimals; p = 1.5/4 = .375 is .38 rounded to hundredths, .5 up as C.07 rounds
    (10.1, 10.4, 10.5): dp -87 (not .37's -95). By hand: player 1 met 2, 3, 4 and 5 (1980,
    1970, 1960, 1950: ARO 1965), TPR 1965 - 87 = 1878; player 2 (.125 -> .13, -322) met
    1, 5, 6 and 4 (1990, 1950, 1940, 1960: 1960), 1638. gacrux agrees, APRO too."""
    text = _half_per_cents()
    mine = ours(text, ["TPR", "APRO"]).values
    assert (mine[1]["TPR"], mine[2]["TPR"]) == ("1878", "1638")
    assert rating.rating_difference(Fraction(3, 8)) == -87
    assert rating.rating_difference(Fraction(5, 8)) == 95
    assert differences(text) == []


def test_an_eighth_and_seven_eighths_are_not_mirror_images() -> None:
    """p rounded to hundredths .5 up (C.07 10.1's rounding) before table 8.1.1 is read:
    7/8 = .875 reads .88 (dp +336), 1/8 = .125 reads .13 (-322), not -336. Six players,
    four rounds: player 1 scores 3.5 against 2, 3, 4, 5 (1980, 1970, 1960, 1950: ARO
    1965), TPR 2301; player 2 0.5 against 1, 6, 5, 3 (1990, 1940, 1950, 1970: 1962.5,
    ARO 1963), TPR 1641 (1627 in a mirror reading). gacrux agrees."""
    text = _six_players(
        ((1, 2, WIN), (3, 4, WIN), (5, 6, DRAW)),
        ((1, 3, WIN), (2, 6, LOSS), (4, 5, DRAW)),
        ((1, 4, WIN), (2, 5, LOSS), (3, 6, LOSS)),
        ((1, 5, DRAW), (2, 3, DRAW), (4, 6, WIN)),
    )
    assert (rating.rating_difference(Fraction(7, 8)), rating.rating_difference(Fraction(1, 8))) == (
        336,
        -322,
    )
    assert [ours(text, ["TPR"]).values[n]["TPR"] for n in (1, 2)] == ["2301", "1641"]
    assert [gacrux(text, ["TPR"]).values[n]["TPR"] for n in (1, 2)] == ["2301", "1641"]
    assert differences(text) == []


def test_rating_tie_breaks_with_an_unrated_player_and_no_rating_for_him() -> None:
    """Art. 10: with an unrated participant, a rating tie-break is dropped unless the
    regulations give unrated players a rating (``/U1400``): it separates nobody (0), as
    gacrux leaves it empty for everybody."""
    text = _event(ZERO_BYES, rated=False)
    assert set(gacrux(text, ["ARO"]).values[1].values()) == {"-0"}
    assert {v["ARO"] for v in ours(text, ["ARO"]).values.values()} == {"0"}
    theirs, mine = gacrux(text, ["ARO/U1400"]).values, ours(text, ["ARO/U1400"]).values
    assert mine[1]["ARO/U1400"] == theirs[1]["ARO/U1400"] == "1783"  # (1980 + 1970 + 1400) / 3
    assert c07.parse("ARO/U1400")[0].unrated == 1400


def test_every_tie_break_gacrux_computes_is_offered() -> None:
    names = {t.split("/")[0].split(":")[0] for t in SWISS}
    assert names - {"PTS"} <= set(c07.KNOWN)
    for text in ("MPvGP", "EMGSB", "EMMSB", "EGMSB", "EGGSB", "EDE", "SSSC", "BBE", "TBR", "BC"):
        assert c07.parse(text)[0].text == text


def test_the_field_of_a_team_file_is_a_team_field() -> None:
    assert field_of(team_trf(1)).team
    assert not field_of(swiss_trf(1)).team


FORE_BYE = ROOT / "tests" / "fixtures" / "c07" / "fore_game_points_bye_then_forfeit.trf"


def test_gacrux_fore_buchholz_in_game_points_keeps_a_bye_before_a_last_round_forfeit() -> None:
    """Three teams of two boards, game points first: team 1 is absent in round 1 (a
    zero-point bye) and forfeits its round-2 match against team 2. Fore Buchholz (art.
    8.3) draws that pairing, so team 1's bye is followed by a round played (16.2.3) and
    counts its 0 (16.3.1): team 1 counts 0 + 1 game points, team 2's FB is 1.5 + 1.
    gacrux counts the bye so in match points but as a draw (16.2.5, 16.3.2) in game
    points: 1 + 1, FB 3.5. The harness explains exactly this (docs/interpretations.md)."""
    text = FORE_BYE.read_text()
    theirs, mine = gacrux(text, ["GPTS", "FB:GP"]).values, ours(text, ["GPTS", "FB:GP"]).values
    assert (theirs[2]["FB:GP"], mine[2]["FB:GP"]) == ("3.5", "2.5")
    assert [agree(theirs[n]["FB:GP"], mine[n]["FB:GP"]) for n in (1, 2, 3)] == [True, False, True]
    assert gacrux(text, ["GPTS", "FB:MP"]).values[2]["FB:MP"] == "2.0"  # team 1: 0 + 1
    assert ours(text, ["GPTS", "FB:MP"]).values[2]["FB:MP"] == "2"
    assert ours(text, ["GPTS", "BH:GP"]).values[2]["BH:GP"] == "2.5"  # the bye a draw: 1 + 0
    assert bye_before_last_forfeit(field_of(text)) == {1}
    assert differences(text) == []
    # a player's zero-point bye before a forfeit lost in the last round: gacrux's FB counts
    # its 0 too (player 3's FB 0.5 + 2 + 0.5 for player 2; a draw would make it 3.5)
    swiss = _event(ZERO_BYES)
    assert gacrux(swiss, ["FB"]).values[3]["FB"] == "3.0"
    assert ours(swiss, ["FB"]).values[3]["FB"] == "3"


BY_MATCH = ROOT / "tests" / "fixtures" / "c07" / "game_points_first_counts_by_match.trf"
COUNTS = ("WIN", "WON", "BPG", "BWG", "REP", "VUR", "STD")


def test_gacrux_counts_game_by_game_with_game_points_first() -> None:
    """Two teams of two boards, game points first, one round: team 1 (white on board 1)
    wins 1½-½. Art. 7 counts a participant's rounds and games: for a team its match, so
    team 1 won one match (WIN, WON 1), elected to play one round (REP 1, art. 7.6 "rounds"),
    played none with black on board 1 (BPG 0), scored more than its opponent once (STD 1).
    With game points first gacrux counts board by board (REP 2: rounds times boards, BPG 1:
    board 2's black game, STD 1.5); its ``:MP`` forms count matches, as we do, and the
    comparison of game-points-first events reads those (docs/interpretations.md)."""
    text = BY_MATCH.read_text()
    theirs = gacrux(text, ["GPTS", *COUNTS]).values[1]
    matches = gacrux(text, ["GPTS", *(f"{t}:MP" for t in COUNTS)]).values[1]
    mine = ours(text, ["PTS:GP", *COUNTS]).values[1]
    assert (theirs["REP"], theirs["BPG"], theirs["STD"]) == ("2", "1", "1.5")
    assert [mine[t] for t in COUNTS] == ["1", "1", "0", "0", "1", "0", "1"]
    assert all(agree(matches[f"{t}:MP"], mine[t]) for t in COUNTS)
    assert differences(text) == []


BYE_BOARDS = ROOT / "tests" / "fixtures" / "c07" / "requested_byes_board_points.trf"


def test_gacrux_gives_a_requested_bye_board_points() -> None:
    """Five teams of two boards, one round: 1 beats 2 1½-½ (a win on board 1, a draw on
    board 2); 3 has a C.04.6 full-point bye (240 F), 4 a half-point bye (240 H), 5 the
    pairing-allocated bye. C.07 art. 12 counts the games played, and the pairing-allocated
    bye as a win on every board: BC (12.1) gives 5 1 + 2 = 3, and 3 and 4, who played no
    game, 0. gacrux counts the requested byes by their points on every board too: 3 for the
    full-point bye, 1.5 for the half-point one, and so ranks 3 above 1 by TBR (12.2: board
    1 equal, board 2 1 to ½) where we rank 1 first (1 to 0 on board 1). Kept as found
    (docs/interpretations.md); the harness excuses exactly these teams' board points."""
    text = BYE_BOARDS.read_text()
    listed = ["MPTS", "MPvGP", "BC"]  # BC after GP: 12.1 uses it between equal GP only
    theirs, mine = gacrux(text, listed).values, ours(text, listed).values
    assert [theirs[n]["BC"] for n in (1, 2, 3, 4, 5)] == ["2.0", "1.0", "3.0", "1.5", "3.0"]
    assert [mine[n]["BC"] for n in (1, 2, 3, 4, 5)] == ["2", "1", "0", "0", "3"]
    assert gacrux(text, ["MPTS", "TBR"]).ranks[3] == 1
    assert ours(text, ["MPTS", "TBR"]).ranks[1] == 1
    assert requested_byes(field_of(text)) == {3, 4}
    assert differences(text) == []


NO_SHOW_BOARDS = ROOT / "tests" / "fixtures" / "c07" / "opponent_did_not_appear_board_points.trf"
BOARD_TIE_BREAKS = ["MPTS", "MPvGP", "BC", "TBR", "BBE", "EMMSB", "EMGSB", "EGMSB", "EGGSB"]
"""BC after the game points: C.07 12.1 uses it between teams of equal game points only
(tests/standings/test_c07_teams.py: gacrux ranks by it whatever they are)."""


def test_a_team_whose_opponent_did_not_appear_counts_the_boards_it_won() -> None:
    """Four teams of four boards, one round: 1 beats 2 2½-1½ over the board (1, ½, 1, 0);
    4 did not appear against 3 (record 330 ``+-``), whose four players are written ``0000 -
    +``. Art. 12 reads each board's result, a board won by forfeit too, so 3 counts a win
    on every board: BC (12.1) 1 + 2 + 3 + 4 = 10, and by TBR (12.2) and BBE (12.3) 3 goes
    ahead of 1 (board 1 equal, board 2 1 to ½). gacrux counts it so too: every board
    tie-break and every game-point one equal, by the harness and by ``olympiad standings
    --csv`` (listing MPvGP before BC: BC "can only be used when all tied teams have the same
    number of game points", 12.1, and the file's C.04.6 standings rank by match points,
    then the list, C.07 4.2)."""
    text = NO_SHOW_BOARDS.read_text()
    assert [o.kind for o in field_of(text).participants[3].outings] == [c07.Kind.FORFEIT_WIN]
    listed = ["MPTS", "MPvGP", "BC"]
    theirs, mine = gacrux(text, listed).values, ours(text, listed).values
    assert [theirs[n]["BC"] for n in (1, 2, 3, 4)] == ["5.0", "5.0", "10.0", "0.0"]
    assert [mine[n]["BC"] for n in (1, 2, 3, 4)] == ["5", "5", "10", "0"]
    for t in ("TBR", "BBE"):
        assert gacrux(text, ["MPTS", t]).ranks == ours(text, ["MPTS", t]).ranks
        assert ours(text, ["MPTS", t]).ranks[3] == 1
    assert differences(text, BOARD_TIE_BREAKS) == []
    shown = olympiad("standings", NO_SHOW_BOARDS, "--tiebreaks", "MPvGP,BC", "--csv")
    assert shown.exit_code == 0, shown.output
    rows = {int(r["No."]): r["BC"] for r in csv.DictReader(io.StringIO(shown.output))}
    assert rows == {1: "5", 2: "5", 3: "10", 4: "0"}


FULL_POINT_BYE = ROOT / "tests" / "fideteam" / "data" / "full_point_bye.trf"


@pytest.mark.parametrize("name", ["full_point_bye.trf", "half_point_bye.trf"])
def test_the_c046_bye_examples_agree_but_for_the_requested_byes_board_points(name: str) -> None:
    """The C.04.6 bye examples (five teams, two of five rounds played; team 5 with a
    full- or half-point bye in round 1, team 4 the pairing-allocated bye in round 2) agree
    with gacrux after round 2 as a Swiss (``-s``): every value but team 5's BC, and the
    TBR and BBE ranks its board points decide."""
    text = (FULL_POINT_BYE.parent / name).read_text()
    assert requested_byes(field_of(text, 2)) == {5}
    assert differences(text, rounds=2) == []
    assert differences(text, ["MPTS", "MPvGP", "BC", "TBR", "BBE"], 2) == []


def test_gacrux_takes_five_teams_in_five_rounds_for_a_round_robin() -> None:
    """Without ``-s`` gacrux takes an event whose participants are as many as its rounds
    (an odd field's round robin) for a round robin, though record 192 names C.04.6, a
    Swiss (FIDE_TEAM_TYPEA_MP_GP), and then counts no unplayed round by art. 16: team 4's
    pairing-allocated bye (round 2) and team 5's full-point bye (round 1) add nothing to
    their Buchholz (C.07 16: a dummy opponent with the team's own score), and their
    EMGSB/C1 is 0, so 4 and 5 change places. These were the "teams 4 and 5" differences of
    ``full_point_bye.trf``; told ``-s`` (as the harness always is) gacrux agrees (above)."""
    text = FULL_POINT_BYE.read_text()
    listed = ["MPTS", "BH:MP", "EMGSB/C1"]
    robin = gacrux(text, listed, 2, swiss=False)
    swiss, mine = gacrux(text, listed, 2).values, ours(text, listed, 2).values
    assert {n: (robin.values[n]["BH:MP"], robin.values[n]["EMGSB/C1"]) for n in (4, 5)} == {
        4: ("2.0", "0"),
        5: ("3.0", "0"),
    }
    assert (robin.ranks[4], robin.ranks[5]) == (5, 4)
    # as a Swiss, the byes count dummy opponents (16.4): BH:MP 2 + 2 and 3 + 2
    assert [mine[n]["BH:MP"] for n in (4, 5)] == ["4", "5"]
    assert [mine[n]["EMGSB/C1"] for n in (4, 5)] == ["4", "0"]
    for n in (4, 5):
        assert all(agree(swiss[n][t], mine[n][t]) for t in listed)
