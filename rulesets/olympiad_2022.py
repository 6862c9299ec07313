"""FIDE Olympiad Pairing Rules, effective from 1 January 2022 (Handbook D.02.02).

Approved by the FIDE Council on 27/10/2021. The pairing procedure is the 2012 one
(score groups to the median group, floats, the order of trial pairings, board-1
colours), so the engine is shared; this edition ranks by match points and the
initial pairing number only (3.2), keeps late entries from the bye (4.2.3), numbers
its articles anew (``CITATIONS``: the engine names rules by their 2012 number, its
"role") and leaves tie-breaks to the event's regulations (FIDE Tie-Break
Regulations, C.07; ``individual.standings.c07``). ``READ_IN_HANDBOOK`` lists the
articles whose text was read in the handbook itself; the numbering of the others
rests on two independent transcriptions (docs/interpretations.md).
"""

from individual.vocabulary.articles import Article, Status
from olympiad.engine.ruleset import TeamRuleset

OK, NA = Status.IMPLEMENTED, Status.NOT_APPLICABLE

ARTICLES = (
    Article("1.1", "Swiss system", OK, "olympiad.engine.pairing.pair_round"),
    Article("2.1", "Host federation's B and C teams", NA, note="entry policy, not pairing"),
    Article("2.2", "C team stays to the end", NA, note="entry policy, not pairing"),
    Article(
        "3.1",
        "Initial pairing number: average of the four best, fifth player, name",
        OK,
        "olympiad.engine.ranking.pairing_numbers",
    ),
    Article(
        "3.1.1",
        "Average rating of the four highest-rated players",
        OK,
        "olympiad.engine.ranking.average_rating",
    ),
    Article("3.1.2", "Rating of the fifth player", OK, "olympiad.engine.ranking.fifth_rating"),
    Article("3.1.3", "Alphabetically", OK, "olympiad.engine.ranking.pairing_numbers"),
    Article(
        "3.2",
        "Ranking before each round: match points, initial pairing number",
        OK,
        "olympiad.engine.ranking.rank_for_pairing (ranking_uses_game_points=False)",
    ),
    Article("3.2.1", "Match points, descending", OK, "olympiad.engine.ranking.rank_for_pairing"),
    Article("3.2.2", "Initial pairing number", OK, "olympiad.engine.ranking.rank_for_pairing"),
    Article(
        "4.1",
        "Bye to the lowest-ranked eligible team",
        OK,
        "olympiad.engine.bye.bye_candidates (chosen by olympiad.engine.pairing._choose_bye)",
    ),
    Article("4.2", "Teams not eligible for the bye", OK, "olympiad.engine.bye.bye_candidates"),
    Article("4.2.1", "Already received the bye", OK, "olympiad.engine.bye.bye_candidates"),
    Article("4.2.2", "Won a match by default", OK, "olympiad.engine.bye.bye_candidates"),
    Article("4.2.3", "Entered late", OK, "olympiad.engine.bye.late_entries"),
    Article("4.3", "The bye scores 1 MP and 2 GP", OK, "olympiad.engine.scores._Tally.add"),
    Article(
        "5",
        "Unfinished games are draws for pairing",
        OK,
        "olympiad.engine.model.Match.half_points (for_pairing: "
        "individual.vocabulary.result.GameScore.half_points)",
    ),
    Article(
        "6.1",
        "No team meets the same opponent twice",
        OK,
        "olympiad.engine.compatibility.Compatibility.can_meet",
    ),
    Article(
        "6.2",
        "Match-point difference 0 or as small as possible",
        OK,
        "olympiad.engine.pairing._pair_groups (score groups, floats to the neighbouring group)",
    ),
    Article("6.3", "Score groups by match points", OK, "olympiad.engine.groups.score_groups"),
    Article(
        "6.4",
        "Order of pairing and the median group",
        OK,
        "olympiad.engine.groups.pairing_order (median: olympiad.engine.groups.median_team)",
    ),
    Article(
        "7.1",
        "Colours are given to board 1 of the team, not to players",
        OK,
        "olympiad.engine.colours.allocate (board 1; the other boards: "
        "olympiad.engine.colours.board_colours)",
    ),
    Article(
        "7.2",
        "Round 1 by lot, odd and even pairing numbers (later rounds: two teams with no "
        "colour, docs/interpretations.md)",
        OK,
        "olympiad.engine.colours._by_lot",
    ),
    Article(
        "7.3",
        "Board-1 colour difference within +-2, no three in a row",
        OK,
        "olympiad.engine.colours.limit_break",
    ),
    Article(
        "7.4",
        "Colour limits give way rather than float more teams",
        OK,
        "olympiad.engine.floats.FloatSearch._tiers",
    ),
    Article("7.5", "Equalisation, then alternation", OK, "olympiad.engine.colours.allocate"),
    Article("7.5.1", "Equalisation", OK, "olympiad.engine.colours.allocate"),
    Article("7.5.2", "Alternation", OK, "olympiad.engine.colours.allocate"),
    Article(
        "7.6",
        "Alternation back to the last round with different colours",
        OK,
        "olympiad.engine.colours.allocate",
    ),
    Article(
        "7.7",
        "Unplayed matches give no colour",
        OK,
        "olympiad.engine.scores._Tally.add (colours of played matches only)",
    ),
    Article("8.1", "Floaters", OK, "olympiad.engine.floats.FloatSearch.settle"),
    Article(
        "8.2.1",
        "Below the median: the highest-ranked team floats up",
        OK,
        "olympiad.engine.floats._Offers.sets (the floaters arriving: "
        "olympiad.engine.floats.FloatSearch._pair_arrivals)",
    ),
    Article(
        "8.2.2",
        "Next up-floater when the group left could not be completed",
        OK,
        "olympiad.engine.floats._FloatSets._judge",
    ),
    Article(
        "8.2.3",
        "Next up-floater when the first met the whole group above",
        OK,
        "olympiad.engine.floats._Offers.sets (landing)",
    ),
    Article(
        "8.2.4", "Float passes further up", OK, "olympiad.engine.floats.FloatSearch._pair_arrivals"
    ),
    Article(
        "8.3.1",
        "Above the median: the lowest-ranked team floats down",
        OK,
        "olympiad.engine.floats._Offers.sets (the floaters arriving: "
        "olympiad.engine.floats.FloatSearch._pair_arrivals)",
    ),
    Article(
        "8.3.2",
        "Next down-floater when the group left could not be completed",
        OK,
        "olympiad.engine.floats._FloatSets._judge",
    ),
    Article(
        "8.3.3",
        "Next down-floater when the first met the whole group below",
        OK,
        "olympiad.engine.floats._Offers.sets (landing)",
    ),
    Article(
        "8.3.4",
        "Float passes further down",
        OK,
        "olympiad.engine.floats.FloatSearch._pair_arrivals",
    ),
    Article(
        "8.4",
        "Another floater when a group cannot be completed",
        OK,
        "olympiad.engine.floats._FloatSets._judge",
    ),
    Article("9.1", "Top half against bottom half", OK, "olympiad.engine.halves.HalfPairing"),
    Article(
        "9.2",
        "Highest-ranked team first, lowest below the median",
        OK,
        "olympiad.engine.enumeration.art39_choice (below the median: "
        "olympiad.engine.enumeration.mirrored)",
    ),
    Article(
        "9.3",
        "Order of trial pairings (N+1 ... 2N, N ... 2) and the six-team table",
        OK,
        "olympiad.engine.enumeration.partner_order (the six-team table: "
        "olympiad.engine.enumeration.pairings)",
    ),
    Article(
        "9.4",
        "A team that has met its whole group floats",
        OK,
        "olympiad.engine.floats.FloatSearch._met_all",
    ),
    Article(
        "9.5",
        "As many pairings as possible inside a group",
        OK,
        "olympiad.engine.floats.FloatSearch._tiers",
    ),
    Article(
        "10",
        "Presence of teams; a team that does not appear loses",
        OK,
        "olympiad.engine.pairing._pair_round (absent), olympiad.engine.scores.match_points "
        "(no-show)",
        note="sub-articles not confirmed; cited as 10",
    ),
    Article(
        "11.1",
        "Publication order: MP of the higher team, sum of MP, average rating",
        OK,
        "olympiad.engine.publication.publication_order",
    ),
    Article(
        "11.3",
        "Published pairings changed only for a breach of 6.1 or 7.3",
        NA,
        note="an arbiter's decision",
    ),
)

# Role (the 2012 article the engine names; a range cited as a whole: ``mention``) -> this
# edition's article; "": this edition has none (2012's team composition, board order, rating
# floor, rounds and ranking, arts. 4, 5, 7, 11 and 14, are the event's regulations' now), so
# nothing is cited.
CITATIONS = (
    ("1", "1.1"),
    ("4", ""),
    ("5", ""),
    ("7", ""),
    ("8", "3.1.1"),
    ("9", "3.1.2"),
    ("8-9", "3.1"),  # the pairing numbers' ranking as a whole: 3.1.1-3.1.3 (the name too)
    ("10", "3.2"),
    ("11", ""),
    ("12", "4.1"),
    ("13", "5"),
    ("14", ""),
    ("14a", ""),
    ("14b", ""),
    ("14c", ""),
    ("15", "3.1"),
    ("16a", "6.1"),
    ("16b", "4.2"),
    ("16b/bye", "4.2.1"),
    ("16b/default", "4.2.2"),
    ("late-entry", "4.2.3"),
    ("17", "6.2"),
    ("18", "6.3"),
    ("19", "6.4"),
    ("20", "7.1"),
    ("21", "7.2"),
    ("22", "7.3"),
    ("22a", "7.3"),
    ("22b", "7.3"),
    ("23a", "7.4"),
    ("23b", "8.4"),
    ("24", "7.5"),
    ("24a", "7.5.1"),
    ("24b", "7.5.2"),
    ("25", "7.5.2"),
    ("26", "7.6"),
    ("27", "7.6"),
    ("28", "7.6"),
    ("29", "7.1"),
    ("30", "8.3.1"),
    ("30a", "8.3.1"),
    ("30b", "8.3.2"),
    ("31", "8.3.3"),
    ("32", "8.3.4"),
    ("33", "8.2.1"),
    ("33a", "8.2.1"),
    ("33b", "8.2.2"),
    ("34", "8.2.3"),
    ("35", "8.2.4"),
    ("36", "9.1"),
    ("37", "9.2"),
    ("38", "9.2"),
    ("39", "9.3"),
    ("40", "9.3"),
    ("41", "9.4"),
    ("42", "9.5"),
    ("43", "11.1"),
    ("45", "10"),
    ("46", "10"),
    ("47", "11.3"),
)

# Articles whose text was read in the handbook chapter itself (its opening part); the
# rest are numbered from two independent transcriptions, see docs/interpretations.md.
READ_IN_HANDBOOK = frozenset(
    {"1.1", "2.1", "2.2", "3.1", "3.1.1", "3.1.2", "3.1.3", "3.2", "3.2.1", "3.2.2"}
    | {"4.1", "4.2", "4.2.1", "4.2.2"}
)

BOARD_PRIZE_MIN_GAMES = 8
"""Board medals go to the best performance ratings of the players who played at least
eight of the eleven games (FIDE's report of the Chennai 2022 medals, fide.com, 10 August
2022: 'players had to have completed at least eight of the eleven games'); the pairing
rules do not set it: it is the Olympiad regulations' (Handbook D.II), kept here with the
edition. docs/bulletin.md says where the figure comes from."""

OLYMPIAD_2022 = TeamRuleset(
    name="olympiad-2022",
    title="FIDE Olympiad Pairing Rules (effective from 1 January 2022)",
    boards=4,
    reserves=1,
    rating_floor=1400,
    ranking_uses_game_points=False,
    tiebreaks=("EMGSB/C1", "GP", "BH:MP/C1"),
    bye_excludes_late_entries=True,
    citations=CITATIONS,
    articles=ARTICLES,
    board_prize_min_games=BOARD_PRIZE_MIN_GAMES,
)
