"""The TRF edge: team events read from the shipped files and hand-made fixtures, record by
record, and the engine exchange format. Malformed input: ``test_trf_errors``; the writer:
``test_trf_write``; the 2026 Olympiad samples: ``test_trf_samples``."""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Trail
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.read import TeamTrf, format_pairing, parse_team_trf, read_team_trf
from olympiad.engine.model import Event, Match, PairedMatch, RoundPairing
from olympiad.engine.scores import match_points, team_records
from tests.paths import ROOT, TESTS

FIDETEAM = ROOT / "data" / "fideteam_nocolor.trf"
FRIENDSHIP = ROOT / "data" / "friendship-cup-2024" / "friendship_cup_2024.trf"
STANDINGS = ROOT / "data" / "friendship-cup-2024" / "expected_standings_comments.txt"
FOUR_TEAMS = TESTS / "fixtures" / "hand_four_teams.trf"
W, D, L = GameScore.WIN, GameScore.DRAW, GameScore.LOSS
FW, FL, DF = GameScore.FORFEIT_WIN, GameScore.FORFEIT_LOSS, GameScore.DOUBLE_FORFEIT


def match_of(event: Event, rnd: int, team: int) -> Match:
    match = event.rounds[rnd - 1].match_of(team)
    assert match is not None, f"team {team} has no match in round {rnd}"
    return match


def edit(text: str, line: int, column: int, new: str) -> str:
    """``text`` with ``new`` written over line ``line`` from 1-based ``column``."""
    lines = text.splitlines()
    old = lines[line - 1].ljust(column - 1 + len(new))
    lines[line - 1] = old[: column - 1] + new + old[column - 1 + len(new) :]
    return "\n".join(lines) + "\n"


def errors_of(text: str, file: str = "broken.trf") -> tuple[InputError, ...]:
    with pytest.raises(InputErrors) as caught:
        parse_team_trf(text, file)
    return caught.value.errors


def four_teams() -> str:
    return FOUR_TEAMS.read_text(encoding="utf-8")


def line_of(text: str, prefix: str) -> int:
    """The 1-based number of the first line starting with ``prefix``."""
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(prefix))


# ------------------------------------------------------------- FIDE's tie-break checker file


@pytest.fixture(scope="module")
def fideteam() -> TeamTrf:
    return read_team_trf(FIDETEAM)


def test_fideteam_shape(fideteam: TeamTrf) -> None:
    event = fideteam.event
    assert [t.number for t in event.teams] == list(range(1, 10))
    assert [t.name for t in event.teams][:2] == ["Team 1", "Team 2"]
    assert [p.name for p in event.team(1).players] == ["T1B1", "T1B2"]
    assert event.team(1).players[0].rating == 2266
    assert event.ruleset.boards == 2
    assert len(event.rounds) == 7 and fideteam.total_rounds == 7
    assert fideteam.board_colours == "WB"
    assert fideteam.lot is Colour.WHITE  # record 152 W
    assert fideteam.absent == frozenset()


def test_fideteam_byes_are_the_u_teams(fideteam: TeamTrf) -> None:
    # Players 17-18 (team 9) have 0000 - U in round 1, 15-16 (team 8) in round 2, ...
    assert [r.bye for r in fideteam.event.rounds] == [9, 8, 7, 5, 3, 6, 2]
    assert all(not r.absent and len(r.matches) == 4 for r in fideteam.event.rounds)


def test_fideteam_round_one_matches(fideteam: TeamTrf) -> None:
    # Player 1 (T1B1): "9 w 1", player 2: "10 b 1": team 1 had white on board 1, won both.
    assert match_of(fideteam.event, 1, 1) == Match(1, 5, (W, W), lineup=((0, 0), (1, 1)))
    # Player 3 (T2B1): "11 b 1": team 6 had white on board 1 and lost both boards.
    assert match_of(fideteam.event, 1, 2) == Match(6, 2, (L, L), lineup=((0, 0), (1, 1)))
    # Player 7 (T4B1) round 5: "9 w 1", player 8: "10 b =".
    assert match_of(fideteam.event, 5, 4) == Match(4, 5, (W, D), lineup=((0, 0), (1, 1)))


def test_fideteam_scores_agree_with_the_310_records(fideteam: TeamTrf) -> None:
    """MP agree; GP differ by one for a team with a PAB: the file scores it as a win on
    every board (TRF default P = W), art. 12 as half the boards."""
    records = team_records(fideteam.event, for_pairing=False)
    for line in FIDETEAM.read_text().splitlines():
        if line.startswith("310"):
            team, mp, gp = int(line[4:7]), Fraction(line[54:60]), Fraction(line[61:67])
            assert records[team].match_points == mp
            assert gp - records[team].game_points == (1 if records[team].had_bye else 0)


# ------------------------------------------------------------------ the Friendship Cup 2024


@pytest.fixture(scope="module")
def friendship() -> TeamTrf:
    return read_team_trf(FRIENDSHIP)


def test_friendship_shape(friendship: TeamTrf) -> None:
    event = friendship.event
    assert len(event.teams) == 15 and len(event.rounds) == 7 and friendship.total_rounds == 7
    assert event.name.startswith("ΔΙΑΣΥΛΛΟΓΙΚΟ")
    # 013 teams are numbered in file order; ΓΑΖΙ 1 lists players 13-18, 90, 129.
    assert event.team(1).name == "ΓΑΖΙ 1" and len(event.team(1).players) == 8
    assert event.team(15).name == "ΣΑΧ"
    # The most players a team fielded in one match is six.
    assert event.ruleset.boards == 6 and friendship.board_colours == "WBWBWB"
    assert friendship.lot is None


def test_friendship_byes_written_as_not_paired(friendship: TeamTrf) -> None:
    # ΣΑΧ (players 1-6) is "0000 - -" in round 1, Α.Σ.ΗΡΟΔΟΤΟΣ (36-43) in round 2, ...
    assert [r.bye for r in friendship.event.rounds] == [15, 13, 11, 14, 5, 2, 6]
    assert all(not r.absent for r in friendship.event.rounds)


def test_friendship_matches_with_forfeits(friendship: TeamTrf) -> None:
    event = friendship.event
    # Round 1, ΣΟΗ (29-35) v ΓΑΖΙ 2 (84-...): 30 "85 b +", 31 "0000 - +" (nobody on board 3).
    r1 = match_of(event, 1, 4)
    assert (r1.first, r1.second, r1.games) == (4, 11, (W, FW, FW, W, W, W))
    assert r1.lineup[2] == (2, None)
    # Round 7, ΓΑΖΙ 2 (84 "7 w 1") v Α.Π.Ο.: its player 9 won board 3 by "0000 - +".
    r7 = match_of(event, 7, 2)
    assert (r7.first, r7.second, r7.games) == (11, 2, (W, W, FL, W, W, D))
    assert r7.lineup == ((0, 0), (1, 1), (None, 2), (2, 3), (3, 4), (4, 5))
    # Round 7, ΚΥΔΩΝ v Α.Σ.ΗΡΟΔΟΤΟΣ: 74 "41 b -" and 41 "74 w -", a double forfeit.
    assert match_of(event, 7, 13).games[-1] is DF
    # Round 6, Α.Σ.ΗΡΟΔΟΤΟΣ v Σ.A.ΧΕΡΣΟΝΗΣΟΥ: neither team filled board 6, a double forfeit
    # there (0-0) on a board nobody sat at.
    r6 = match_of(event, 6, 13)
    assert len(r6.games) == 6 and r6.games[5] is DF and r6.lineup[5] == (None, None)


def _official() -> Counter[tuple[int, int, int, int, Fraction]]:
    pattern = r"(\d+)W (\d+)D (\d+)L, (\d+) MP, (\d+)(½?) pts"
    rows = re.findall(pattern, STANDINGS.read_text(encoding="utf-8"))
    return Counter(
        (int(w), int(d), int(lost), int(mp), Fraction(gp) + (Fraction(1, 2) if half else 0))
        for w, d, lost, mp, gp, half in rows
    )


def test_friendship_scores_agree_with_the_official_standings(friendship: TeamTrf) -> None:
    event = friendship.event
    records = team_records(event, for_pairing=False)
    tally: dict[int, list[int]] = {t.number: [0, 0, 0] for t in event.teams}
    for rnd in event.rounds:
        for match in rnd.matches:
            for team in match.teams:
                tally[team][2 - match_points(match, team, event.ruleset)] += 1
    ours = Counter((*tally[t], records[t].match_points, records[t].game_points) for t in tally)
    official = _official()
    assert sum(official.values()) == 15
    # Α.Σ.ΗΡΟΔΟΤΟΣ: officially 14½ GP, but its players' round results add up to 13½
    # (player 41 has 1.0 in the points column and no point in her round results).
    official[(1, 0, 5, 3, Fraction(29, 2))] -= 1
    official[(1, 0, 5, 3, Fraction(27, 2))] += 1
    assert ours == official


# ------------------------------------------------------------------ the hand-made fixture


@pytest.fixture(scope="module")
def hand() -> TeamTrf:
    return read_team_trf(FOUR_TEAMS)


def test_hand_records(hand: TeamTrf) -> None:
    event = hand.event
    assert event.name == "Hand-made four-team event"
    assert hand.total_rounds == 5  # XXR 5, two rounds played
    assert hand.lot is Colour.BLACK  # XXC black1
    assert event.ruleset.boards == 3
    assert hand.board_colours == "WBB"  # 352 BWW, seen from the team with white on board 1
    assert hand.absent == frozenset({4})  # Delta's players are all "0000 - Z" in round 3
    assert [len(t.players) for t in event.teams] == [4, 3, 3, 3]
    assert event.team(3).players[2].rating is None  # rating 0


def test_hand_round_one(hand: TeamTrf) -> None:
    event = hand.event
    assert match_of(event, 1, 1) == Match(1, 2, (W, D, L), lineup=((0, 0), (1, 1), (2, 2)))
    # Delta had white on board 1; Gamma's board 3 was empty (13 "0000 - +").
    assert match_of(event, 1, 3) == Match(4, 3, (FW, W, FW), lineup=((0, 0), (1, 1), (2, None)))


def test_hand_record_300_gives_the_boards(hand: TeamTrf) -> None:
    # 300: in round 2 Alpha played 1, 4, 2 on boards 1-3; Gamma had white on board 1.
    assert match_of(hand.event, 2, 1) == Match(3, 1, (L, D, W), lineup=((0, 0), (1, 3), (2, 1)))


def test_hand_record_300_missing_takes_the_roster_order(hand: TeamTrf) -> None:
    text = four_teams().replace("300 002 001 003 0001 0004 0002\n", "")
    match = match_of(parse_team_trf(text).event, 2, 1)
    # Alpha by roster order 1, 2, 4; Gamma (first) then meets them with 8, 10, 9.
    assert match.lineup == ((0, 0), (2, 1), (1, 3))


@pytest.mark.parametrize("team_record", ["310", "013"])
def test_hand_board_one_empty_takes_the_colour_from_the_board_number(team_record: str) -> None:
    # Round 2 with board 1 unoccupied on both sides (300 ``0000``, TRF-26): the first game
    # is on board 2, where the first team of 352 BWW (Gamma) has black, 9 b v 4 w.
    text = four_teams().replace("300 002 001 003 0001 0004 0002", "300 002 001 003 0000 0004 0002")
    text += "300 002 003 001 0000 0009 0010\n"
    for number in (1, 8):
        text = edit(text, line_of(text, f"001 {number:>4}"), 102, "0000 - -")
    if team_record == "013":  # TRF-16: numbered in file order, name 5-36, players from 37
        for line in [x for x in text.splitlines() if x.startswith("310")]:
            name, players = line[8:40], line[73:]
            text = text.replace(line, f"013 {name:<32}{players}")
    match = match_of(parse_team_trf(text).event, 2, 1)
    assert (match.first, match.second) == (3, 1)
    # from Gamma's side: board 1 nobody's (a double forfeit), 9-4 drawn, 10 beat 2
    assert match.games == (DF, D, W) and match.lineup[0] == (None, None)


def test_hand_record_330_no_show(hand: TeamTrf) -> None:
    # 330 +- round 2: Beta (white) won by forfeit, Delta did not show; Beta filled 3 boards.
    match = match_of(hand.event, 2, 2)
    assert match == Match(2, 4, (FW, FW, FW), no_show=frozenset({4}))
    assert match_points(match, 4, hand.event.ruleset) == 0
    assert not match.is_played


# ------------------------------------------------------------------ records one by one


def test_xxr_or_142_over_rounds_present() -> None:
    text = FIDETEAM.read_text()
    assert parse_team_trf(text).total_rounds == 7  # 142 7
    assert parse_team_trf(text + "XXR 7\n").total_rounds == 7
    assert parse_team_trf(text.replace("142 7\n", "XXR 9\n")).total_rounds == 9
    (error,) = errors_of(text + "XXR 9\n")  # XXR and 142 differ: refused (XXR won)
    assert "XXR number of rounds: expected 7, as record 142 on line 4 says" in error.message
    assert parse_team_trf(text.replace("142 7\n", "")).total_rounds == 7  # rounds present
    (error,) = errors_of(text.replace("142 7", "142 5"))
    assert (error.row, error.column) == (4, 5)
    assert "expected at least 7" in error.message and "found 5" in error.message


def test_lot_from_xxc_or_152() -> None:
    text = FIDETEAM.read_text()
    assert parse_team_trf(text.replace("152 W", "152 B")).lot is Colour.BLACK
    assert parse_team_trf(text.replace("152 W\n", "")).lot is None
    assert parse_team_trf(text.replace("152 W", "XXC white1")).lot is Colour.WHITE
    (error,) = errors_of(text + "XXC black1\n")
    assert "XXC lot" in error.message and "record 152 on line 5" in error.message


def test_352_sets_boards_and_colours() -> None:
    text = FIDETEAM.read_text()
    assert parse_team_trf(text + "352 WB\n").board_colours == "WB"
    assert parse_team_trf(text + "352 BW\n").board_colours == "WB"
    (error,) = errors_of(text + "352 W\n")  # a match was played on 2 boards
    assert "board colours" in error.message and "2" in error.message
    (error,) = errors_of(text + "352 WX\n")
    assert (error.row, error.column) == (len(text.splitlines()) + 1, 6)


def test_default_board_colours_alternate() -> None:
    text = four_teams().replace("352 BWW\n", "")
    assert parse_team_trf(text).board_colours == "WBW"


def test_362_match_points() -> None:
    event = parse_team_trf(four_teams() + "362  W 3.0    D 1.0    L 0.0\n").event
    assert (event.ruleset.match_points_win, event.ruleset.match_points_draw) == (3, 1)
    (error,) = errors_of(four_teams() + "362  W 2.5\n")
    assert "match points for W" in error.message and "found 5/2" in error.message


def test_320_pab_agrees_with_the_u_codes() -> None:
    text = FIDETEAM.read_text()
    pab = "320  1.0  1.0   9   8   7   5   3   6   2\n"
    trf = parse_team_trf(text + pab)
    assert [r.bye for r in trf.event.rounds] == [9, 8, 7, 5, 3, 6, 2]
    (error,) = errors_of(text + pab.replace("  1.0  1.0", "  1.0  2.0"))
    # read before an edition is chosen: no edition's article number (2012 art. 12, 2022
    # art. 4.3, C.04.6 1.4 all give half the boards)
    assert "PAB game points: expected 1 (half the boards), found 2" in error.message
    errors = errors_of(text + pab.replace("   9   8", "   1   8"))
    assert any("PAB of round 1" in e.message for e in errors)


def test_320_pab_game_points_for_an_odd_number_of_boards() -> None:
    # Art. 12: half of three boards is 1.5 game points, not a whole number.
    assert parse_team_trf(four_teams() + "320  1.0  1.5\n").event.ruleset.boards == 3
    (error,) = errors_of(four_teams() + "320  1.0  2.0\n")
    assert "PAB game points: expected 3/2 (half the boards), found 2" in error.message


def test_310_nickname_is_the_team_federation() -> None:
    text = edit(four_teams(), line_of(four_teams(), "310   1"), 42, "ALF")
    event = parse_team_trf(text).event
    assert event.team(1).federation == "ALF" and len(event.team(1).players) == 4
    assert parse_team_trf(four_teams()).event.team(1).federation == ""


def test_absent_for_the_round_to_be_paired() -> None:
    text = four_teams()
    assert parse_team_trf(text + "XXZ 2\n").absent == frozenset({2, 4})
    assert parse_team_trf(text + "240 H 003 0001\n").absent == frozenset({1, 4})
    assert parse_team_trf(text + "240 H 004 0001\n").absent == frozenset({4})
    (error,) = errors_of(text + "XXZ 7\n")
    assert "found 7, no team" in error.message


def test_round_without_results_is_not_a_round() -> None:
    text = four_teams()
    # Pair round 3 in the file (Alpha v Beta) with no results yet.
    for number, opponent, colour in ((1, 5, "w"), (2, 6, "b"), (5, 1, "b"), (6, 2, "w")):
        line = line_of(text, f"001 {number:>4}")
        text = edit(text, line, 112, f"{opponent:>4} {colour}  ")
    trf = parse_team_trf(text)
    assert len(trf.event.rounds) == 2 and trf.absent == frozenset({4})
    # With one result entered it is a round, the other game unfinished (art. 13).
    text = edit(text, line_of(text, "001    1"), 119, "1")
    text = edit(text, line_of(text, "001    5"), 119, "0")
    match = match_of(parse_team_trf(text).event, 3, 1)
    assert match.games == (W, GameScore.UNFINISHED)


def test_no_show_from_the_player_records() -> None:
    text = four_teams()
    for number, code in ((1, "+"), (2, "+"), (3, "+"), (5, "-"), (6, "-"), (7, "-")):
        text = edit(text, line_of(text, f"001 {number:>4}"), 99, code)
    match = match_of(parse_team_trf(text).event, 1, 1)
    assert match == Match(1, 2, (FW, FW, FW), frozenset({2}), ((0, 0), (1, 1), (2, 2)))


def test_330_double_forfeit_without_player_records() -> None:
    text = four_teams().replace("330 +- 002 002 004", "330 -- 002 002 004")
    for number in (5, 6, 7):
        text = edit(text, line_of(text, f"001 {number:>4}"), 102, "0000 - -")
    match = match_of(parse_team_trf(text).event, 2, 2)
    assert match == Match(2, 4, (DF, DF, DF), no_show=frozenset({2, 4}))


def test_bye_inferred_only_without_explicit_byes() -> None:
    text = FIDETEAM.read_text()
    # Team 9's round-1 U becomes "0000 - -": the file still marks byes, so team 9 was absent.
    for number in (17, 18):
        text = edit(text, line_of(text, f"001 {number:>4}"), 92, "0000 - -")
    first = parse_team_trf(text).event.rounds[0]
    assert (first.bye, first.absent) == (None, frozenset({9}))


# ------------------------------------------------------------------ other records and encodings


def test_unknown_records_and_comments_are_ignored() -> None:
    text = "### a comment\nABC anything\n1234567890\n" + four_teams() + "999 whatever\n"
    assert parse_team_trf(text).event == read_team_trf(FOUR_TEAMS).event


def test_read_team_trf_falls_back_to_latin_1(tmp_path: Path) -> None:
    path = tmp_path / "latin.trf"
    path.write_bytes(four_teams().replace("Gamma", "Gämma").encode("latin-1"))
    assert read_team_trf(path).event.team(3).name == "Gämma"


# ------------------------------------------------------------------ the exchange format


def test_format_pairing_counts_the_bye_as_a_line() -> None:
    pairing = RoundPairing(
        4, (PairedMatch(1, 4), PairedMatch(5, 2)), bye=3, absent=frozenset(), trail=Trail()
    )
    assert format_pairing(pairing) == "3\n1 4\n5 2\n3 0\n"


def test_format_pairing_without_bye() -> None:
    pairing = RoundPairing(1, (PairedMatch(2, 1),), bye=None, absent=frozenset({3}), trail=Trail())
    assert format_pairing(pairing) == "1\n2 1\n"


def test_a_file_written_with_a_byte_order_mark_reads_as_the_same_event(tmp_path: Path) -> None:
    """An editor may write a UTF-8 byte order mark first: it is dropped, so the first record
    is still read (a file that is not UTF-8 is read as Latin-1)."""
    records = [line for line in four_teams().splitlines() if not line.startswith("012")]
    text = "\n".join(["012 Coupe Émile", *records]) + "\n"
    marked = tmp_path / "marked.trf"
    marked.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    latin = tmp_path / "latin.trf"
    latin.write_bytes(text.encode("latin-1"))
    for path in (marked, latin):
        assert read_team_trf(path).event == parse_team_trf(text).event
        assert read_team_trf(path).event.name == "Coupe Émile"
