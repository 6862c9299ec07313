"""FIDE Olympiad Pairing Rules, 2012 text (Handbook D.II.02): parameters and article table."""

from individual.vocabulary.articles import Article, Status
from olympiad.engine.ruleset import TeamRuleset

OK, NA = Status.IMPLEMENTED, Status.NOT_APPLICABLE

ARTICLES = (
    Article(
        "1",
        "Controlled Swiss, match points for pairing and scoring",
        OK,
        "olympiad.engine.pairing.pair_round (match points: olympiad.engine.scores.match_points)",
    ),
    Article("2", "Host federation's B and C teams", NA, note="entry policy, not pairing"),
    Article("3", "C team stays to the end", NA, note="entry policy, not pairing"),
    Article(
        "4",
        "Four players and one reserve",
        OK,
        "olympiad.engine.ruleset.TeamRuleset (boards, reserves)",
    ),
    Article("5", "Rosters and board order", NA, note="organiser's task; the roster is input"),
    Article("6", "FIDE ratings recorded", OK, "olympiad.engine.ranking.ratings"),
    Article(
        "7",
        "Unrated players at the rating floor",
        OK,
        "olympiad.engine.ranking.ratings (rating_floor)",
    ),
    Article(
        "8",
        "Pairing numbers by average of the four highest ratings",
        OK,
        "olympiad.engine.ranking.average_rating (numbered by "
        "olympiad.engine.ranking.pairing_numbers)",
    ),
    Article(
        "9",
        "Ties: fifth player's rating, then alphabetical",
        OK,
        "olympiad.engine.ranking.pairing_numbers (olympiad.engine.ranking.fifth_rating, then the "
        "name)",
    ),
    Article(
        "10",
        "Ranking for pairing: MP, GP, pairing number",
        OK,
        "olympiad.engine.ranking.rank_for_pairing",
    ),
    Article("11", "Eleven rounds", OK, "olympiad.engine.model.Event (total_rounds)"),
    Article(
        "12",
        "Bye: 1 MP and 2 GP, last-ranked team, once only",
        OK,
        "olympiad.engine.bye.bye_candidates (chosen by olympiad.engine.pairing._choose_bye; scored "
        "by olympiad.engine.scores._Tally.add)",
    ),
    Article(
        "13",
        "Unfinished games are draws for pairing",
        OK,
        "olympiad.engine.model.Match.half_points (for_pairing: "
        "individual.vocabulary.result.GameScore.half_points)",
    ),
    Article(
        "14",
        "Tie-breaks: Olympiad SB, GP, opponents' MP; virtual opponent",
        OK,
        "olympiad.standings.tiebreaks.own",
    ),
    Article("15", "Pairing numbers assigned", OK, "olympiad.engine.ranking.pairing_numbers"),
    Article("16a", "No rematch", OK, "olympiad.engine.compatibility.Compatibility.can_meet"),
    Article(
        "16b", "No bye after scoring without playing", OK, "olympiad.engine.bye.bye_candidates"
    ),
    Article(
        "17",
        "MP difference 0 or as small as possible",
        OK,
        "olympiad.engine.pairing._pair_groups (score groups, floats to the neighbouring group)",
    ),
    Article("18", "Score groups by match points", OK, "olympiad.engine.groups.score_groups"),
    Article(
        "19",
        "Pairing order and the median group",
        OK,
        "olympiad.engine.groups.pairing_order (median: olympiad.engine.groups.median_team)",
    ),
    Article(
        "20",
        "Team pairings without regard to colour",
        OK,
        "olympiad.engine.compatibility.Compatibility.edges (colours only through arts. 22-23)",
    ),
    Article(
        "21",
        "Round 1 colours by lot (later rounds: two teams with no colour, docs/interpretations.md)",
        OK,
        "olympiad.engine.colours._by_lot",
    ),
    Article(
        "22a", "Board-1 colour difference within +2/-2", OK, "olympiad.engine.colours.limit_break"
    ),
    Article(
        "22b", "No three equal board-1 colours in a row", OK, "olympiad.engine.colours.limit_break"
    ),
    Article(
        "23a",
        "Art. 22 gives way when a group cannot otherwise be paired",
        OK,
        "olympiad.engine.floats.FloatSearch._tiers",
    ),
    Article(
        "23b",
        "Another floater when the group cannot be completed",
        OK,
        "olympiad.engine.floats._FloatSets._judge",
    ),
    Article("24a", "Colour allocation: equalisation first", OK, "olympiad.engine.colours.allocate"),
    Article("24b", "Colour allocation: then alternation", OK, "olympiad.engine.colours.allocate"),
    Article("25", "Alternation when last colours differ", OK, "olympiad.engine.colours.allocate"),
    Article(
        "26",
        "Alternation to the last round with different colours",
        OK,
        "olympiad.engine.colours.allocate",
    ),
    Article(
        "27",
        "Same history: higher-ranked team's preference",
        OK,
        "olympiad.engine.colours.allocate",
    ),
    Article(
        "28", "Same sequence: higher-ranked team alternates", OK, "olympiad.engine.colours.allocate"
    ),
    Article(
        "29", "Board colours alternate down the boards", OK, "olympiad.engine.colours.board_colours"
    ),
    Article(
        "30",
        "Down-float of the lowest-ranked team above the median",
        OK,
        "olympiad.engine.floats._Offers.sets (30a, the floaters arriving: "
        "olympiad.engine.floats.FloatSearch._pair_arrivals; 30b: "
        "olympiad.engine.floats._FloatSets._judge)",
    ),
    Article(
        "31",
        "Next down-floater when the first has met the whole group below",
        OK,
        "olympiad.engine.floats._Offers.sets (landing)",
    ),
    Article(
        "32", "Float passes further down", OK, "olympiad.engine.floats.FloatSearch._pair_arrivals"
    ),
    Article(
        "33",
        "Up-float of the highest-ranked team below the median",
        OK,
        "olympiad.engine.floats._Offers.sets (33a, the floaters arriving: "
        "olympiad.engine.floats.FloatSearch._pair_arrivals; 33b: "
        "olympiad.engine.floats._FloatSets._judge)",
    ),
    Article(
        "34",
        "Next up-floater when the first has met the whole group above",
        OK,
        "olympiad.engine.floats._Offers.sets (landing)",
    ),
    Article(
        "35", "Float passes further up", OK, "olympiad.engine.floats.FloatSearch._pair_arrivals"
    ),
    Article("36", "Top half against bottom half", OK, "olympiad.engine.halves.HalfPairing"),
    Article(
        "37",
        "Median group and above: highest-ranked team first",
        OK,
        "olympiad.engine.enumeration.art39_choice",
    ),
    Article(
        "38",
        "Below the median: lowest-ranked team first",
        OK,
        "olympiad.engine.enumeration.mirrored",
    ),
    Article(
        "39",
        "Order of trial pairings in a group of 2N",
        OK,
        "olympiad.engine.enumeration.partner_order (the group: "
        "olympiad.engine.floats.FloatSearch._pair_group)",
    ),
    Article(
        "40", "The fifteen combinations for six teams", OK, "olympiad.engine.enumeration.pairings"
    ),
    Article(
        "41",
        "A team that has met its whole group floats",
        OK,
        "olympiad.engine.floats.FloatSearch._met_all",
    ),
    Article(
        "42",
        "As many pairings as possible inside a group",
        OK,
        "olympiad.engine.floats.FloatSearch._tiers",
    ),
    Article(
        "43",
        "Publication order of the pairings",
        OK,
        "olympiad.engine.publication.publication_order",
    ),
    Article("44", "Pairings made by the TAP", NA, note="who runs the program"),
    Article(
        "45",
        "Teams present; absent teams are not paired",
        OK,
        "olympiad.engine.pairing._pair_round (absent and withdrawn teams left out)",
        note="45c (expulsion) is the arbiter's decision: an expelled team is withdrawn",
    ),
    Article(
        "46",
        "No-show loses; opponent 2 MP and 1 GP per present player",
        OK,
        "olympiad.engine.scores.match_points",
    ),
    Article(
        "47",
        "Published pairings changed only for art. 22",
        NA,
        note="an arbiter's decision; art. 22 is checked by the engine",
    ),
    Article("48", "FIDE President may overrule arts. 44-45", NA),
    Article("49", "No changes unless the FIDE President confirms", NA),
)

BOARD_PRIZE_MIN_GAMES = 8
"""Board medals go to the best performance ratings of the players with at least eight
games. The pairing rules do not set it: it is the Olympiad regulations' (Handbook D.II).
The figure is FIDE's for Chennai 2022 ('at least eight of the eleven games', fide.com,
10 August 2022); the regulations of the Olympiads played under this text were not found
(docs/bulletin.md), so the same figure is kept."""

OLYMPIAD_2012 = TeamRuleset(
    name="olympiad-2012",
    title="FIDE Olympiad Pairing Rules (2012 text)",
    boards=4,
    reserves=1,
    rating_floor=1400,
    ranking_uses_game_points=True,
    tiebreaks=("SB-OLY", "GP", "OMP-CUT1"),
    articles=ARTICLES,
    board_prize_min_games=BOARD_PRIZE_MIN_GAMES,
)
