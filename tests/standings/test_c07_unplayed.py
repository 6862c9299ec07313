"""C.07's unplayed rounds, article by article, on minimal files: every value below is
worked out by hand from the text (quoted in docs/interpretations.md, "Unplayed rounds,
article by article"), then compared with the project's standings and with FIDE's checker
gacrux (the oracle, where installed).

Edition 2026 unless said (``rules.EDITION``); the 2024 text is the same but for 16.4's
caps. Files in ``tests/fixtures/c07/unplayed_rounds_*.trf``.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from individual.standings import c07
from individual.standings.c07 import Kind
from tests.paths import ROOT
from tests.standings.c07_oracle import agree, field_of, gacrux

FIXTURES = ROOT / "tests" / "fixtures" / "c07"
WITHDRAWAL = FIXTURES / "unplayed_rounds_withdrawal.trf"
BYES = FIXTURES / "unplayed_rounds_byes.trf"
CAP = FIXTURES / "unplayed_rounds_cap.trf"
TEAMS = FIXTURES / "unplayed_rounds_teams.trf"
BOARDS_FORFEITED = FIXTURES / "unplayed_boards_both_teams_present.trf"

Values = dict[int, dict[str, Fraction]]


def values(
    path: object, tiebreaks: list[str], edition: int = 2026, rounds: int | None = None
) -> Values:
    """The project's value of each tie-break for each participant of the file."""
    text = path.read_text()  # type: ignore[attr-defined]
    found = c07.table(field_of(text, rounds), c07.parse(",".join(tiebreaks)), edition)
    return {r.number: dict(zip(tiebreaks, r.values, strict=True)) for r in found.rows}


def column(found: Values, tiebreak: str) -> dict[int, Fraction]:
    return {n: row[tiebreak] for n, row in sorted(found.items())}


def F(text: str) -> Fraction:
    """A value as the text writes it (``F("5.5")``)."""
    return Fraction(text)


# unplayed_rounds_withdrawal.trf: six players, three rounds.
# 1: beats 2, forfeit win against 6, draws 4            2.5
# 2: loses to 1, beats 3, half-point bye in round 3     1.5
# 3: draws 4, loses to 2, beats 5                       1.5
# 4: draws 3 (black), forfeit win against 5, draws 1 (black)  2
# 5: loses to 6, forfeit loss against 4 (black), loses to 3 (black)  0
# 6: beats 5 (black), forfeit loss against 1 (black), withdrawn after round 2  1


def test_a_withdrawn_players_rounds_count_as_draws_to_its_opponents() -> None:
    """16.1.1: "any round after a participant withdraws is a zero-point-bye"; a requested
    bye "followed only by VURs or in the last round" is 16.2.5, "evaluated as draws"
    (16.3.2) for the opponents' tie-breaks; a forfeit loss is 16.2.4, evaluated with the
    points awarded (16.3.1). Player 6's adjusted score: 1 + 0 + ½ = 1½; player 2's half-
    point bye of the last round: ½ either way. Player 1 (BH): 2's 1½, for the forfeit win
    a dummy with 1's own 2½ capped at 6's adjusted 1½ (16.4.1), 4's 2: 5; 2024 (no cap):
    6. Player 5: 6's 1½, a dummy for the forfeit loss with 5's own 0, 3's 1½: 3."""
    assert field_of(WITHDRAWAL.read_text()).participants[6].outings[2].kind is Kind.ABSENT
    assert column(values(WITHDRAWAL, ["BH"]), "BH") == {
        1: 5, 2: F("5.5"), 3: F("3.5"), 4: 4, 5: 3, 6: 2,
    }  # fmt: skip
    assert values(WITHDRAWAL, ["BH"], edition=2024)[1]["BH"] == 6


def test_a_dummy_takes_the_points_awarded_in_sonneborn_berger() -> None:
    """16.4: "each of their unplayed rounds is evaluated as if the participant had played
    against a dummy, with the result (win, draw, loss) corresponding to the points
    awarded", the dummy's score "the participant's own score" (capped). Player 1 (SB):
    1 x 1½ + 1 x 1½ (the forfeit win's dummy) + ½ x 2 = 4; player 2: 0 + 1 x 1½ + ½ x 1½
    (the half-point bye's dummy, 1½ = at most ½ x 3, 16.4.2) = 2¼; player 6: 1 x 0 and
    two dummies scored 0 against: 0."""
    assert column(values(WITHDRAWAL, ["SB"]), "SB") == {
        1: 4, 2: F("2.25"), 3: 1, 4: 2, 5: 0, 6: 0,
    }  # fmt: skip


def test_the_cut_takes_a_voluntarily_unplayed_round_first() -> None:
    """16.5.1: "the lowest contribution coming from such rounds shall be cut, as long as
    such contribution is not lower than the least significant value" ("For Buchholz, cut
    the lowest contribution coming from a VUR"). Player 6's rounds: 5's 0, two VURs (a
    forfeit loss, the withdrawal) with dummies of 1: BH/C1 cuts a dummy, 0 + 1 = 1 (not
    2, as cutting 5's 0 would give). Player 5: the forfeit loss's dummy 0 is cut: 3.
    SB/C1 of player 2: the least significant value is the lowest opponent score 1½, the
    lower of its two contributions (3's 1½ and the bye's ¾, 14.1.1 d); the bye's is the
    VUR's too: 2¼ - ¾ = 1½."""
    found = values(WITHDRAWAL, ["BH/C1", "SB/C1"])
    assert column(found, "BH/C1") == {1: F("3.5"), 2: 4, 3: F("3.5"), 4: 4, 5: 3, 6: 1}
    assert found[2]["SB/C1"] == F("1.5")


def test_own_results_count_unplayed_rounds_as_article_7_says() -> None:
    """7.1 WIN: "as many points as awarded for a win", "with or without playing" (1 and 4
    count their forfeit wins); 7.2 WON, 7.3 BPG, 7.4 BWG: "over the board" (4's and 5's
    forfeits with black count in neither); 7.5 PS: the score after each round, unplayed
    rounds as scored; 7.6 REP: "the number of rounds reduced by the number of half-point-
    byes, zero-point-byes or forfeit losses" (6: the forfeit loss and the withdrawal's
    zero-point bye, 16.1.1)."""
    found = values(WITHDRAWAL, ["WIN", "WON", "BPG", "BWG", "PS", "REP"])
    assert column(found, "WIN") == {1: 2, 2: 1, 3: 1, 4: 1, 5: 0, 6: 1}
    assert column(found, "WON") == {1: 1, 2: 1, 3: 1, 4: 0, 5: 0, 6: 1}
    assert column(found, "BPG") == {1: 0, 2: 1, 3: 1, 4: 2, 5: 1, 6: 1}
    assert column(found, "BWG") == {1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 1}
    assert column(found, "PS") == {1: F("5.5"), 2: F("2.5"), 3: F("2.5"), 4: 4, 5: 0, 6: 3}
    assert column(found, "REP") == {1: 3, 2: 2, 3: 3, 4: 3, 5: 2, 6: 1}


def test_ratings_and_aob_read_the_opponents_met_over_the_board() -> None:
    """10.1 ARO: "the opponents played over the board, rounded to the nearest whole
    number (0.5 rounded up)": player 1 met 2 (1980) and 4 (1960), not 6 (a forfeit):
    1970; player 3: 4, 2, 5: 1963⅓, 1963. 8.2 AOB: "the Buchholz ... of the opponents
    played over the board": player 1: (5½ + 4) / 2. 10.2 TPR: ARO plus the difference
    of "points achieved in games played over the board divided by the number of games":
    player 1 1½ of 2 (dp +193): 2163; player 5 0 of 2 against 6 and 3 (not 4's forfeit):
    1955 - 800 = 1155. 10.3 PTP with a zero score: "800 points lower than the rating of the
    lowest rated opponent": 5's 1940 - 800. 10.4 APRO: 6 met only 5 over the board: 1155."""
    found = values(WITHDRAWAL, ["ARO", "AOB", "TPR", "PTP", "APRO"])
    assert (found[1]["ARO"], found[3]["ARO"], found[6]["ARO"]) == (1970, 1963, 1950)
    assert found[1]["AOB"] == F("4.75")
    assert (found[1]["TPR"], found[5]["TPR"], found[6]["TPR"]) == (2163, 1155, 2750)
    assert (found[5]["PTP"], found[6]["APRO"]) == (1140, 1155)


# unplayed_rounds_byes.trf: six players, four rounds.
# 1: beats 2, beats 3, draws 4, beats 5                 3.5
# 2: loses to 1 and 4, beats 3, forfeit win against 6   2
# 3: draws 4, loses to 1 and 2, draws 4                 1
# 4: draws 3, beats 2, draws 1 and 3                    2.5
# 5: zero-point bye, forfeit win against 6, the pairing bye, loses to 1   2
# 6: half-point bye, forfeit loss, zero-point bye, forfeit loss           0.5


def test_a_requested_bye_before_a_forfeit_won_counts_its_points() -> None:
    """16.2.3: "requested byes that are followed by at least one round that is not a VUR"
    (a forfeit win is not one, 16.1.2) keep the points awarded (16.3.1): player 5's
    zero-point bye counts 0, its adjusted score is its 2. Player 6's half-point bye and
    zero-point bye are followed only by forfeit losses (16.2.5): draws, 6's adjusted score
    ½ + 0 + ½ + 0 = 1. Player 2 (BH): 3½ + 2½ + 1 + the forfeit win's dummy, 2 capped at
    6's adjusted 1 (16.4.1): 8 (2024: 9). Player 5: the bye's dummy 2 (2 at most ½ x 4,
    16.4.2), the forfeit win's 2 capped at 1, the pairing bye's 2, 1's 3½: 8½ (2024: 9½).
    Player 6: four dummies of its own ½: 2."""
    found = column(values(BYES, ["BH"]), "BH")
    assert found == {1: F("7.5"), 2: 8, 3: F("10.5"), 4: F("7.5"), 5: F("8.5"), 6: 2}
    old = column(values(BYES, ["BH"], edition=2024), "BH")
    assert (old[2], old[5], old[6]) == (9, F("9.5"), 2)


def test_the_cut_of_a_sonneborn_berger_takes_the_higher_of_the_two() -> None:
    """16.5.1 for Sonneborn-Berger: "after determining the lowest contribution coming from
    a VUR [and] the least significant value ... cut the higher of these two values".
    Player 5's SB: the zero-point bye 0 x 2, the forfeit win 1 x 1, the pairing bye 1 x 2,
    the loss 0 x 3½: 3. The lowest VUR contribution is the bye's 0; the least significant
    value is the forfeit win's 1 (the dummy of score 1, the lowest); 1 is cut: 2. BH/C1 of
    5 cuts the bye's dummy (2) though the forfeit win's (1) is lower: 6½; BH/C2 of 6 cuts
    two of its dummies (16.5.2): 1."""
    found = values(BYES, ["SB", "SB/C1", "BH/C1", "BH/C2"])
    assert (found[5]["SB"], found[5]["SB/C1"]) == (3, 2)
    assert (found[5]["BH/C1"], found[6]["BH/C2"]) == (F("6.5"), 1)


def test_fore_buchholz_draws_the_forfeited_pairing_of_the_last_round() -> None:
    """8.3 FB: "as if all paired games for the final round had ended in draws": 2's forfeit
    win against 6 becomes a drawn game, so 6's byes are followed by a round that is not a
    VUR (16.2.3) and count their points: 6's score ½ + 0 + 0 + ½ = 1, adjusted the same;
    2's FB: 1's 3 + 4's 2½ + 3's 1 + 6's 1 = 7½."""
    assert values(BYES, ["FB"])[2]["FB"] == F("7.5")


def test_the_cap_counts_the_rounds_counted_part_way() -> None:
    """16.4.2 caps a bye's dummy at "the points awarded for a draw multiplied by the number
    of rounds in the tournament"; standings after round 3 of 4 are read as those of the
    three rounds counted (docs/interpretations.md): player 5 has 2 after round 3, its
    zero-point bye and pairing bye count min(2, ½ x 3) = 1½ each, the forfeit win 6's
    adjusted 1: BH 4 (5 with the four rounds planned)."""
    assert values(BYES, ["BH"], rounds=3)[5]["BH"] == 4


def test_a_half_point_bye_is_capped_at_a_draw_a_round() -> None:
    """16.4.2 binding: two rounds; player 1 beats 2, then a half-point bye: 1½ of 2, the
    bye's dummy min(1½, ½ x 2) = 1: BH 2's 1 + 1 = 2 (2024: 2½), SB 1 x 1 + ½ x 1 = 1½.
    Player 2's opponents count 1's bye of the last round as a draw (16.2.5): 1½; 2's
    pairing bye (16.2.1) a dummy of its own 1: BH 2½."""
    found = values(CAP, ["BH", "SB"])
    assert (found[1]["BH"], found[1]["SB"], found[2]["BH"]) == (2, F("1.5"), F("2.5"))
    assert values(CAP, ["BH"], edition=2024)[1]["BH"] == F("2.5")


# unplayed_rounds_teams.trf: four teams of two boards, three rounds (MP 2-1-0).
# 1: beats 2 2-0, 3 did not appear (forfeit win), draws 4 1-1     5 MP 5 GP
# 2: loses to 1 0-2, loses to 4 ½-1½, zero-point bye              0 MP ½ GP
# 3: draws 4 1-1, did not appear against 1, zero-point bye        1 MP 1 GP
# 4: draws 3, beats 2 1½-½, draws 1                                4 MP 3½ GP


def test_a_team_forfeit_and_byes_in_match_and_game_points() -> None:
    """16.4's note: "For team competitions, 'points' means 'match points and game
    points'". Adjusted (16.3): 2's bye of the last round a drawn match (1 MP, 1 GP): 1 MP
    1½ GP; 3's forfeit loss 0 (16.2.4), its bye a draw: 2 MP 2 GP. Team 1's forfeit win:
    a dummy with 1's own 5, capped at 3's adjusted score (16.4.1): 2 MP, 2 GP; BH:MP
    1 + 2 + 4 = 7, BH:GP 1½ + 2 + 3½ = 7 (2024: 10 and 10). Team 3: 4's 4, two dummies
    of its own 1: BH:MP 6; BH:MP/C1 cuts a dummy (16.5): 5. EMGSB (opponent's MP x GP
    scored): team 1 1 x 2 + 2 x 2 + 4 x 1 = 10."""
    found = values(TEAMS, ["BH:MP", "BH:GP", "BH:MP/C1", "EMGSB", "EMGSB/C1", "REP"])
    assert column(found, "BH:MP") == {1: 7, 2: 9, 3: 6, 4: 8}
    assert column(found, "BH:GP") == {1: 7, 2: 9, 3: F("5.5"), 4: F("8.5")}
    assert column(found, "BH:MP/C1") == {1: 6, 2: 9, 3: 5, 4: 7}
    assert column(found, "EMGSB") == {1: 10, 2: 2, 3: 4, 4: F("8.5")}
    assert column(found, "EMGSB/C1") == {1: 8, 2: 2, 3: 4, 4: 7}
    assert column(found, "REP") == {1: 3, 2: 2, 3: 1, 4: 3}
    old = values(TEAMS, ["BH:MP", "BH:GP"], edition=2024)
    assert (old[1]["BH:MP"], old[1]["BH:GP"]) == (10, 10)


ORACLE = [
    (WITHDRAWAL, ["BH", "BH/C1", "SB", "SB/C1", "WIN", "WON", "BPG", "BWG", "PS", "REP"], None),
    (WITHDRAWAL, ["ARO", "AOB", "TPR", "PTP", "APRO"], None),
    (BYES, ["BH", "BH/C1", "BH/C2", "SB", "SB/C1"], None),
    (BYES, ["FB"], None),
    (BYES, ["BH"], 3),
    (CAP, ["BH", "SB"], None),
    (TEAMS, ["BH:MP", "BH:GP", "BH:MP/C1", "EMGSB", "EMGSB/C1", "REP"], None),
    (BOARDS_FORFEITED, ["BH:MP", "BH:MP/C1", "EMGSB/C1", "REP", "VUR", "BPG"], None),
]


@pytest.mark.parametrize(("path", "tiebreaks", "rounds"), ORACLE)
def test_gacrux_agrees(path: object, tiebreaks: list[str], rounds: int | None) -> None:
    """FIDE's checker gives every value above (FB alone: its FB changes the tie-breaks
    after it, docs/interpretations.md), and for 2024 (the file's start date before 1 March
    2026) the uncapped dummies."""
    pytest.importorskip("gacrux")
    text = path.read_text()  # type: ignore[attr-defined]
    first = "MPTS" if field_of(text).team else "PTS"
    theirs = gacrux(text, [first, *tiebreaks], rounds).values
    mine = values(path, tiebreaks, rounds=rounds)
    for n, row in mine.items():
        for t in tiebreaks:
            assert agree(theirs[n][t], str(float(row[t]))), (n, t, theirs[n][t], row[t])
    dated = text.replace("\n192 ", "\n042 2024/11/23\n192 ", 1)
    old = gacrux(dated, [first, *tiebreaks], rounds).values
    mine = values(path, tiebreaks, edition=2024, rounds=rounds)
    for n, row in mine.items():
        for t in tiebreaks:
            assert agree(old[n][t], str(float(row[t]))), (n, t, old[n][t], row[t])


def test_a_match_both_teams_appeared_for_is_played_though_no_game_was() -> None:
    """``unplayed_rounds_teams.trf`` with round 1's match 3-4 drawn 1-1 by forfeits on
    the boards, one each way: 3's board-1 player and 4's board-2 player absent, both teams
    present. 15.1: "An unplayed round is any round in which a participant ... did not play
    ... a match in a team tournament"; 16.1.2: a VUR is "a round in which a participant
    was not available to play, i.e. a requested bye or a forfeit loss"; 16.2 knows forfeit
    wins and losses only. Both teams appeared and drew the match: neither was unavailable,
    neither lost, so the round is a match played (as gacrux reads it) and every value is
    that of the match drawn over the board: team 3's BH:MP 4 + 1 + 1 = 6 (a dummy for
    round 1 would give 3), REP 1; team 4's REP 3, VUR 0, BH:MP/C1 7."""
    text = BOARDS_FORFEITED.read_text()
    assert [o.kind for o in field_of(text).participants[3].outings] == [
        Kind.GAME, Kind.FORFEIT_LOSS, Kind.ABSENT,
    ]  # fmt: skip
    assert field_of(text).participants[4].outings[0].kind is Kind.GAME
    listed = ["BH:MP", "BH:GP", "BH:MP/C1", "EMGSB", "EMGSB/C1", "REP", "VUR"]
    assert values(BOARDS_FORFEITED, listed) == values(TEAMS, listed)
    found = values(BOARDS_FORFEITED, listed)
    assert (found[3]["BH:MP"], found[3]["REP"]) == (6, 1)
    assert (found[4]["REP"], found[4]["VUR"], found[4]["BH:MP/C1"]) == (3, 0, 7)
