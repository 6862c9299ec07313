"""FIDE (Dutch) System, C.04.3 applied from 1 February 2026 (approved by the Council on
28/10/2025), with the Basic Rules C.04.1, the General Handling Rules C.04.2 of the same date
and the Baku acceleration C.04.7: options and article table. The engine is
``individual.dutch``; the numbers are the 2026 text's (Articles 0-5, criteria [C1]-[C21])."""

from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.articles import Article, Status

OK, NA, NO = Status.IMPLEMENTED, Status.NOT_APPLICABLE, Status.NOT_IMPLEMENTED
PAIR = "individual.dutch.pairing.pair_round"
PLAYERS = "individual.dutch.players"
CRITERIA = "individual.dutch.weights.criteria"
MEET = "individual.dutch.pairing.may_meet"
BRACKET = "individual.dutch.generation.pair_bracket"
COLOURS = "individual.dutch.colours.allocate"

ARTICLES = (
    Article("0", "Terms and definitions", NA, note="the glossary; used by every article"),
    Article(
        "1.1",
        "TPN, by C.04.2 Art. 2 (2.4-2.5: none before a first pairing)",
        OK,
        "individual.dutch.pairing.arrival_tpn (on the initial order of pairing_numbers)",
    ),
    Article(
        "C.04.2 2.3",
        "TPN by the initial order; a correction renumbers, not after round 4 is paired",
        OK,
        "individual.swiss.ranking.kept_order (a round paired before a correction replayed with"
        " the TPNs then: individual.edges.workbook.eventbook.event_as_paired)",
        note="the workbook reads its PN back as the order kept; a TRF's start numbers are it",
    ),
    Article("1.2", "Order: score, then TPN", OK, f"{PLAYERS}.DutchPlayer.order_key"),
    Article("1.3", "Scoregroups, brackets, homogeneous or not, remainder", OK, PAIR),
    Article("1.4.1", "Downfloaters and MDPs", OK, BRACKET),
    Article("1.4.2", "Floats between different scores", OK, f"{PLAYERS}.round_floats"),
    Article(
        "1.4.3",
        "A downfloat for the PAB (whatever it is worth) and for scoring above a loss unplayed",
        OK,
        f"{PLAYERS}.round_floats",
    ),
    Article(
        "1.4.4", "No other floats (forfeit losses, zero-point byes)", OK, f"{PLAYERS}.round_floats"
    ),
    Article("1.5", "PAB: see C.04.1 Art. 3", OK, CRITERIA),
    Article("1.6", "Colour difference", OK, f"{PLAYERS}.DutchPlayer (difference)"),
    Article(
        "1.7",
        "Colour preferences: absolute, strong, mild, none",
        OK,
        f"{PLAYERS}.DutchPlayer (preference)",
    ),
    Article("1.8", "Topscorers: over 50 % of the maximum, final round only", OK, CRITERIA),
    Article("1.9.1", "Complete pairing: all but at most one, who gets the PAB", OK, PAIR),
    Article("1.9.2", "Brackets paired from the top", OK, PAIR),
    Article(
        "1.9.3",
        "No complete pairing: the Chief Arbiter decides",
        OK,
        PAIR,
        note="the round is refused, saying why (exit 3; drop-in: exit 1)",
    ),
    Article("C1", "No rematch (a forfeited game is no meeting)", OK, MEET),
    Article("C2", "No PAB after a PAB or a win's points unplayed", OK, CRITERIA),
    Article("C3", "Non-topscorers with the same absolute preference do not meet", OK, MEET),
    Article("C4", "Completion: [C1]-[C3] must remain possible for the rest", OK, PAIR),
    Article("C5", "PAB to the lowest score possible", OK, CRITERIA),
    Article("C6", "Fewest downfloaters", OK, CRITERIA),
    Article("C7", "Downfloaters' scores as low as possible", OK, CRITERIA),
    Article("C8", "Downfloaters chosen so the next bracket complies with [C1]-[C7]", OK, CRITERIA),
    Article("C9", "PAB to the fewest unplayed games", OK, CRITERIA),
    Article("C10", "Topscorers or their opponents with |CD| > 2", OK, CRITERIA),
    Article("C11", "Topscorers or their opponents with one colour three times", OK, CRITERIA),
    Article("C12", "Colour preferences not met", OK, CRITERIA),
    Article("C13", "Strong colour preferences not met", OK, CRITERIA),
    Article("C14", "Resident downfloaters who downfloated the round before", OK, CRITERIA),
    Article("C15", "MDP opponents who upfloated the round before", OK, CRITERIA),
    Article("C16", "As [C14], two rounds before", OK, CRITERIA),
    Article("C17", "As [C15], two rounds before", OK, CRITERIA),
    Article("C18", "Score differences of MDPs who downfloated the round before", OK, CRITERIA),
    Article(
        "C19", "Score differences of MDP opponents who upfloated the round before", OK, CRITERIA
    ),
    Article("C20", "As [C18], two rounds before", OK, CRITERIA),
    Article("C21", "As [C19], two rounds before", OK, CRITERIA),
    Article("3.1", "M0, MaxPairs, M1", OK, BRACKET),
    Article("3.2", "S1, S2, Limbo", OK, BRACKET),
    Article("3.3", "Candidates: S1[i] against S2[i]; MDP-pairing and remainder", OK, BRACKET),
    Article("3.4", "A perfect candidate is accepted", OK, BRACKET),
    Article("3.5-3.7", "Alterations: transpositions, exchanges, MDP sets", OK, BRACKET),
    Article("3.8", "Best candidate by [C5]-[C21], the first generated on a tie", OK, BRACKET),
    Article("4.1", "BSNs", OK, BRACKET),
    Article("4.2", "Transpositions, lexicographic", OK, BRACKET),
    Article("4.3", "Resident exchanges in their order", OK, BRACKET),
    Article("4.4", "Valid MDP sets, their order", OK, BRACKET),
    Article("4.5", "The next element", OK, BRACKET),
    Article("5.1", "Initial colour by lot", OK, COLOURS, note="TRF 152 or XXC, --lot"),
    Article("5.2.1", "Both colour preferences", OK, COLOURS),
    Article("5.2.2", "The stronger preference; two absolutes, the wider CD", OK, COLOURS),
    Article("5.2.3", "Alternate to the last round with different colours", OK, COLOURS),
    Article("5.2.4", "The higher-ranked player's preference", OK, COLOURS),
    Article("5.2.5", "Odd TPN takes the initial colour", OK, COLOURS),
    Article(
        "C.04.1 3",
        "The PAB: no opponent, no colour, the event's points for it",
        OK,
        f"{PLAYERS}.bye_points",
        note="a win's points (TRF 162 P)",
    ),
    Article(
        "C.04.2 2.4-2.5",
        "Late entries: provisional numbers",
        OK,
        "individual.check.dutch.dutch_input",
        note="a late entry holds no TPN before the round he enters",
    ),
    Article(
        "C.04.2 3.4",
        "Unplayed rounds moved to the front of the colour history",
        OK,
        "individual.swiss.history.player_states",
    ),
    Article(
        "C.04.2 3.5", "A forfeited game is no meeting", OK, "individual.swiss.model.Game.is_played"
    ),
    Article(
        "C.04.2 byes",
        "Half- and zero-point byes requested in advance",
        OK,
        PAIR,
        note="TRF 240, the round's column (H, Z, F), the workbook's Byes",
    ),
    Article(
        "C.04.7",
        "Baku acceleration: virtual points in the first rounds",
        OK,
        "individual.check.dutch.dutch_input (the Baku method: individual.swiss.requests.baku)",
        note="TRF 250 or XXA, or a _BAKU code in 192; the workbook's Acceleration",
    ),
    Article(
        "forbidden",
        "Forbidden pairs",
        OK,
        MEET,
        note="TRF 260 or XXP; the workbook's Forbidden pairs",
    ),
)

TIEBREAKS = ("BH/C1", "BH", "SB", "WIN")
"""The default tie-breaks, this program's choice: C.04.3 (with C.04.1 and C.04.2) sets no
final order, and C.07 2.1 (2024) says that where the tournament's regulations neither
share the places nor name a method, tie-breaks rank the tied players, the Chief Arbiter
completing the list from those of C.07 (4.1.1). Buchholz Cut-1 (8.1 with art. 14's
Cut-1: the opponents' strength, the least significant opponent cut, which absorbs a
forfeit or a bye), Buchholz (8.1), Sonneborn-Berger (9.1: the results against them),
rounds won (7.1); lots last (4.2). docs/interpretations.md, "Default tie-breaks per
system"."""
SOURCE = "C.04.3 names none: this program's choice, C.07 2.1 and 4.1.1"

FIDE_DUTCH_2026 = SwissRuleset(
    name="fide-dutch-2026",
    title="FIDE (Dutch) System (C.04.3, applied from 1 February 2026), C.04.7 acceleration",
    engine="fide-dutch-2026",
    articles=ARTICLES,
    tiebreaks=TIEBREAKS,
    tiebreaks_source=SOURCE,
)
