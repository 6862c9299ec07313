# ruff: noqa
"""Writes tests/golden/caa/*.trf: the CAA guide's sets A-H as TRF events (run from the repository root).

Players outside a set (the cards' other opponents) are fillers numbered from 101, given byes
so that they had the same score as their opponent (no float unless the card shows one) and
marked Z (not paired) in the round to pair. The .out files are written by hand from the guide.
"""

from __future__ import annotations

from individual.vocabulary.colour import Colour
from individual.swiss.model import *
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from individual.edges.trf.write import format_swiss_trf

W, D, L = GameScore.WIN, GameScore.DRAW, GameScore.LOSS


def add_bye(text, player, rnd, code):
    out = []
    for line in text.splitlines():
        if line.startswith("001") and int(line[4:8]) == player:
            line = line.ljust(89 + 10 * (rnd - 1)) + f"  0000 - {code}"
        out.append(line)
    return "\n".join(out) + "\n"


def write(path, event, lot=Colour.WHITE, byes=(), extra="", comments=""):
    t = format_swiss_trf(event, lot)
    for p, r, c in byes:
        t = add_bye(t, p, r, c)
    open(path, "w").write(comments + t + extra)


RES = {"1": (W, 2), "0": (L, 0), "=": (D, 1)}


def build(name, players, internal=(), floats=None, grades=None, lot=Colour.WHITE):
    """players: pin -> (colours, results) strings per round; colours W/B/-; results 1 0 = H U F(forfeit loss)
    internal: (round, white, black); floats: {(pin, round): +2/-2 filler score offset}"""
    floats = floats or {}
    rounds_n = len(next(iter(players.values()))[0])
    score = {p: 0 for p in players}
    ents = [
        Entrant(p, Player(f"Player {p:02d}", (grades or {}).get(p, 2000 - 10 * p))) for p in players
    ]
    filler_no = 100
    rounds = []
    fillers = []  # (number, round, score_before)
    internal_at = {}
    for r, w, b in internal:
        internal_at[(r, w)] = (w, b)
        internal_at[(r, b)] = (w, b)
    games_by_round = {r: [] for r in range(1, rounds_n + 1)}
    unpaired_by_round = {r: [] for r in range(1, rounds_n + 1)}
    for r in range(1, rounds_n + 1):
        done = set()
        for p, (cols, res) in players.items():
            c, x = cols[r - 1], res[r - 1]
            if (r, p) in internal_at:
                w, b = internal_at[(r, p)]
                if (w, b) in done:
                    continue
                done.add((w, b))
                wres = players[w][1][r - 1]
                games_by_round[r].append(Game(w, b, RES[wres][0]))
                continue
            if x == "H":
                unpaired_by_round[r].append((p, Unpaired.HALF_BYE))
                continue
            if x == "U":
                unpaired_by_round[r].append((p, Unpaired.PAIRING_BYE))
                continue
            filler_no += 1
            f = filler_no
            fscore = score[p] + floats.get((p, r), 0)
            fillers.append((f, r, fscore))
            if x == "F":
                games_by_round[r].append(Game(f, p, GameScore.FORFEIT_WIN))
            elif c == "W":
                games_by_round[r].append(Game(p, f, RES[x][0]))
            else:
                games_by_round[r].append(Game(f, p, RES[x][0].reversed))
        for p, (cols, res) in players.items():
            x = res[r - 1]
            score[p] += {"1": 2, "=": 1, "0": 0, "H": 1, "U": 2, "F": 0}[x]
    for f, r, s in fillers:
        ents.append(Entrant(f, Player(f"Filler {f}", 1000)))
        for rr in range(1, rounds_n + 1):
            if rr == r:
                continue
            if rr < r and s >= 2:
                unpaired_by_round[rr].append((f, Unpaired.FULL_BYE))
                s -= 2
            elif rr < r and s == 1:
                unpaired_by_round[rr].append((f, Unpaired.HALF_BYE))
                s -= 1
            else:
                unpaired_by_round[rr].append((f, Unpaired.ZERO_BYE))
        assert s == 0, (f, r)
    rnds = tuple(
        SwissRound(r, tuple(games_by_round[r]), tuple(unpaired_by_round[r]))
        for r in range(1, rounds_n + 1)
    )
    ev = SwissEvent(name, tuple(ents), rnds, total_rounds=7)
    return ev, [(f, rounds_n + 1, "Z") for f, _, _ in fillers]


A = [
    (1, "Adams, Alan", 2200, "BD"),
    (2, "Brown, Brian", 2180, "PA"),
    (3, "Cairns, Carol", 2170, "HX"),
    (4, "Drew, Don", 2165, "GL"),
    (5, "Edwards, Eric", 2080, "CC"),
    (6, "Findley, Fraser", 2075, "PB"),
    (7, "Green, Grace", 2010, "KM"),
    (8, "Hood, Harry", 2005, "HK"),
    (9, "Innes, Ian", 1999, "FR"),
    (10, "Jones, Jack", 1980, "TR"),
    (11, "King, Kenneth", 1954, "MA"),
    (12, "Low, Lenny", 1940, "GL"),
    (13, "Mitchell, Mike", 1920, "ID"),
    (14, "Newel, Norman", 1900, "HX"),
    (15, "Onions, Oliver", 1891, "HA"),
    (16, "Perkin, Paul", 1880, "KM"),
    (17, "Queen, Quentin", 1873, "KM"),
    (18, "Reilly, Robert", 1873, "PA"),
    (19, "Swan, Stephen", 1873, "GL"),
    (20, "Tudor, Thomas", 1800, "PA"),
]
ents = tuple(Entrant(n, Player(name, g)) for n, name, g, _ in A)
clubs = "".join(f"XXK {n:>4} {c}\n" for n, _, _, c in A)
G = "tests/golden/caa/"
ev0 = SwissEvent("CAA guide Set A", ents, (), total_rounds=6)
r1 = SwissRound(
    1,
    (
        Game(1, 10, W),
        Game(14, 2, L),
        Game(3, 12, D),
        Game(15, 5, L),
        Game(6, 16, W),
        Game(18, 7, W),
        Game(8, 17, D),
        Game(20, 9, L),
    ),
    (
        (11, Unpaired.PAIRING_BYE),
        (4, Unpaired.HALF_BYE),
        (13, Unpaired.HALF_BYE),
        (19, Unpaired.HALF_BYE),
    ),
)
ev1 = SwissEvent("CAA guide Set A", ents, (r1,), total_rounds=6)
b0 = [(4, 1, "H"), (13, 1, "H"), (19, 1, "H"), (10, 3, "H")]
write(
    G + "set_a_round1_clubs.trf",
    ev0,
    byes=b0,
    extra=clubs,
    comments="### Set A, round 1 (guide p. 7): requested byes 4, 13, 19; 10 is due a bye in round 3, so 11 has it\n### club-mates 3-14 (HX) and 7-17 (KM) avoided (rule 35): 12 and 14 swap, 17 and 18 swap\n### trail: Rule 6 | player 11 gets the bye\n",
)
write(
    G + "set_a_round1_no_clubs.trf",
    ev0,
    byes=b0,
    comments="### Set A, round 1 (guide p. 7) before club-mates are looked at (no XXK records)\n",
)
write(
    G + "set_a_round2.trf",
    ev1,
    byes=[(10, 3, "H")],
    extra=clubs,
    comments="### Set A, round 2 (guide p. 10): 6 floats down, 4 (no colour yet) floats up with white;\n### 17 and 13 swap because 17 met 8 (17-19 would give 17 a needless second black)\n### trail: Rule 19 | 6 floats down to meet 4\n",
)
write(
    G + "set_a_round2_clubs_all_rounds.trf",
    ev1,
    byes=[(10, 3, "H")],
    extra=clubs + "XXO clubs-until=9\n",
    comments="### Set A, round 2 with club-mates avoided in every round (rule 35's discretion, XXO clubs-until=9): 12-19 (GL) is not paired\n",
)
G = "tests/golden/caa/"


def emit(fname, comment, ev, byes, extra=""):
    write(
        G + fname,
        ev,
        byes=byes,
        extra=extra,
        comments="".join(f"### {c}\n" for c in comment.split("\n")),
    )


# Set B: 8 players on 2 points after 2 rounds; the narrative has 7 with two blacks (the cards print it on 5)
B = {
    1: ("WB", "11"),
    2: ("BW", "11"),
    3: ("WB", "11"),
    4: ("WB", "11"),
    5: ("WB", "11"),
    6: ("WB", "11"),
    7: ("BB", "11"),
    8: ("BW", "11"),
}
emit(
    "set_b_colour_transfer.trf",
    "Set B (guide p. 19): six white seekers, two black seekers; two transfer.\n7 (two blacks) is most due white; 1 v 5 by rule 25 (equal claims: the higher keeps the colour); 7 v 3\nThe cards print BB on pin 5 and WB on pin 7; the text (and this case) has them the other way",
    *build("CAA guide Set B", B),
)
C = {
    1: ("WB", "11"),
    2: ("BW", "11"),
    3: ("WB", "11"),
    4: ("BW", "11"),
    5: ("WB", "11"),
    6: ("BB", "11"),
    7: ("BW", "11"),
    8: ("WB", "11"),
    9: ("BB", "11"),
    10: ("BB", "11"),
}
Cg = {1: 1221, 2: 1215, 3: 1212, 4: 1206, 5: 1200, 6: 1120, 7: 1119, 8: 1007, 9: 990, 10: 970}
emit(
    "set_c_choosing_transfer.trf",
    "Set C (guide p. 20): two transfers among 1, 3, 5, 8; 7 plays out of position and swaps with 6\n(grades 1120/1119), not 8: 1 v 7, 6 v 2, 3 v 8, 9 v 4, 10 v 5",
    *build("CAA guide Set C", C, grades=Cg),
)
D_ = {
    1: ("B", "="),
    2: ("W", "="),
    3: ("B", "="),
    4: ("B", "="),
    5: ("W", "="),
    6: ("B", "="),
    7: ("W", "="),
    8: ("W", "="),
    9: ("B", "="),
    10: ("W", "="),
}
emit(
    "set_d_best_option.trf",
    "Set D (guide p. 21): 1-7, 2-6, 4-10 met; 9 v 2, 6 v 5, then option 1 (least squared variation):\n1 v 8, 3 v 10, 4 v 7",
    *build("CAA guide Set D", D_, internal=[(1, 7, 1), (1, 2, 6), (1, 10, 4)]),
)
E = {
    1: ("BWB", "==="),
    2: ("-WB", "H=="),
    3: ("-WB", "H=="),
    4: ("BWW", "1=0"),
    5: ("BWW", "10="),
    6: ("BWB", "0=1"),
    7: ("WBW", "==="),
    8: ("-WB", "H=="),
    9: ("-WB", "H=="),
    10: ("WBB", "01="),
}
emit(
    "set_e_awkward_card.trf",
    "Set E (guide p. 22): 10 (two blacks) met 4 and 5; 3 moves across: 1 v 7, 6 v 2, 10 v 3, 8 v 4, 9 v 5\nMeetings as the text says (10-4, 10-5); the cards' other opponents are fillers",
    *build("CAA guide Set E", E, internal=[(1, 10, 4), (3, 5, 10)]),
)
F = {
    1: ("BWB", "1=1"),
    2: ("WBW", "1=="),
    3: ("BWB", "1=="),
    4: ("WBW", "1=1"),
    5: ("WBW", "1=="),
    6: ("WBW", "1=="),
    7: ("-BW", "U=1"),
    8: ("WBW", "1=="),
}
emit(
    "set_f_floats.trf",
    "Set F (guide p. 23): colour before floating: 7 (the weakest claim) floats, not 4; 1 v 4.\n2 upfloated last round, so 5 meets 7; then 6 (changing colour) v 2 and 3 v 8",
    *build("CAA guide Set F", F, floats={(2, 3): 1}),
)
G6 = {1: ("B", "="), 2: ("B", "="), 3: ("W", "="), 4: ("W", "="), 5: ("W", "="), 6: ("B", "=")}
Gg = {1: 150, 2: 147, 3: 146, 4: 140, 5: 138, 6: 135, 7: 143, 8: 120, 9: 110, 10: 100}
emit(
    "set_g_mid_line_flip.trf",
    "Set G, first six cards (guide p. 24): 3 and 6 met: mid-line flip, 3 and 4 change places:\n6 v 4, 1 v 3, 2 v 5",
    *build("CAA guide Set G", G6, internal=[(1, 3, 6)], grades=Gg),
)
G7 = dict(G6)
G7[7] = ("B", "=")
G7[8] = ("W", "0")
G7[9] = ("B", "0")
G7[10] = ("W", "0")
emit(
    "set_g_late_entry_float.trf",
    "Set G with pin 17 (3b, grade 143) (guide p. 24): 7 should float but that forces a mid-line flip,\nso 6 floats (rule 24 c): 1 v 4, 2 v 5, 7 v 3. Three players on 0 (8, 9, 10, not in the guide) take the floater",
    *build("CAA guide Set G", G7, internal=[(1, 3, 6)], grades=Gg),
)
H = {
    1: ("BWB", "=01"),
    2: ("BWB", "01="),
    3: ("WBW", "=01"),
    4: ("-WB", "H=="),
    5: ("WBW", "==="),
    6: ("WBW", "0=1"),
}
Hin = [(1, 5, 1), (2, 4, 5), (3, 5, 2)]
emit(
    "set_h_forced_transfer.trf",
    "Set H (guide p. 25): 5 has met 1, 2 and 4: 4 moves across: 1 v 4, 2 v 6, 5 v 3 (3 keeps black: higher grade)",
    *build("CAA guide Set H", H, internal=Hin),
)
H2 = dict(H)
H2[6] = ("-BW", "F=1")
emit(
    "set_h_defaulted.trf",
    "Set H with 6 defaulted in round 1 (guide p. 25): the best transfers are 4 and 6:\n6 v 5 (5 black), 1 v 3, 2 v 4",
    *build("CAA guide Set H", H2, internal=Hin),
)
