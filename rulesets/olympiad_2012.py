"""FIDE Olympiad Pairing Rules, 2012 text (Handbook D.II.02): parameters and article table."""

from individual.vocabulary.articles import Article, Status
from olympiad.engine.ruleset import TeamRuleset

OK, NA = Status.IMPLEMENTED, Status.NOT_APPLICABLE

ARTICLES = (
    Article(
        "1", "Controlled Swiss, match points for pairing and scoring", OK, "olympiad.engine.pairing"
    ),
    Article("2", "Host federation's B and C teams", NA, note="entry policy, not pairing"),
    Article("3", "C team stays to the end", NA, note="entry policy, not pairing"),
    Article("4", "Four players and one reserve", OK, "olympiad.engine.ruleset (boards, reserves)"),
    Article("5", "Rosters and board order", NA, note="organiser's task; the roster is input"),
    Article("6", "FIDE ratings recorded", OK, "olympiad.engine.ranking"),
    Article("7", "Unrated players at the rating floor", OK, "olympiad.engine.ranking"),
    Article(
        "8", "Pairing numbers by average of the four highest ratings", OK, "olympiad.engine.ranking"
    ),
    Article("9", "Ties: fifth player's rating, then alphabetical", OK, "olympiad.engine.ranking"),
    Article("10", "Ranking for pairing: MP, GP, pairing number", OK, "olympiad.engine.ranking"),
    Article("11", "Eleven rounds", OK, "olympiad.engine.model.Event.total_rounds"),
    Article("12", "Bye: 1 MP and 2 GP, last-ranked team, once only", OK, "olympiad.engine.bye"),
    Article("13", "Unfinished games are draws for pairing", OK, "olympiad.engine.scores"),
    Article(
        "14",
        "Tie-breaks: Olympiad SB, GP, opponents' MP; virtual opponent",
        OK,
        "olympiad.standings.tiebreaks",
    ),
    Article("15", "Pairing numbers assigned", OK, "olympiad.engine.ranking"),
    Article("16a", "No rematch", OK, "olympiad.engine.pairing"),
    Article("16b", "No bye after scoring without playing", OK, "olympiad.engine.bye"),
    Article("17", "MP difference 0 or as small as possible", OK, "olympiad.engine.pairing"),
    Article("18", "Score groups by match points", OK, "olympiad.engine.groups"),
    Article("19", "Pairing order and the median group", OK, "olympiad.engine.groups"),
    Article("20", "Team pairings without regard to colour", OK, "olympiad.engine.pairing"),
    Article("21", "Round 1 colours by lot", OK, "olympiad.engine.colours"),
    Article("22a", "Board-1 colour difference within +2/-2", OK, "olympiad.engine.colours"),
    Article("22b", "No three equal board-1 colours in a row", OK, "olympiad.engine.colours"),
    Article(
        "23a",
        "Art. 22 gives way when a group cannot otherwise be paired",
        OK,
        "olympiad.engine.pairing",
    ),
    Article(
        "23b", "Another floater when the group cannot be completed", OK, "olympiad.engine.pairing"
    ),
    Article("24a", "Colour allocation: equalisation first", OK, "olympiad.engine.colours"),
    Article("24b", "Colour allocation: then alternation", OK, "olympiad.engine.colours"),
    Article("25", "Alternation when last colours differ", OK, "olympiad.engine.colours"),
    Article(
        "26", "Alternation to the last round with different colours", OK, "olympiad.engine.colours"
    ),
    Article("27", "Same history: higher-ranked team's preference", OK, "olympiad.engine.colours"),
    Article("28", "Same sequence: higher-ranked team alternates", OK, "olympiad.engine.colours"),
    Article("29", "Board colours alternate down the boards", OK, "olympiad.engine.colours"),
    Article(
        "30", "Down-float of the lowest-ranked team above the median", OK, "olympiad.engine.pairing"
    ),
    Article(
        "31",
        "Next down-floater when the first has met the whole group below",
        OK,
        "olympiad.engine.pairing",
    ),
    Article("32", "Float passes further down", OK, "olympiad.engine.pairing"),
    Article(
        "33", "Up-float of the highest-ranked team below the median", OK, "olympiad.engine.pairing"
    ),
    Article(
        "34",
        "Next up-floater when the first has met the whole group above",
        OK,
        "olympiad.engine.pairing",
    ),
    Article("35", "Float passes further up", OK, "olympiad.engine.pairing"),
    Article("36", "Top half against bottom half", OK, "olympiad.engine.enumeration"),
    Article(
        "37", "Median group and above: highest-ranked team first", OK, "olympiad.engine.enumeration"
    ),
    Article("38", "Below the median: lowest-ranked team first", OK, "olympiad.engine.enumeration"),
    Article("39", "Order of trial pairings in a group of 2N", OK, "olympiad.engine.enumeration"),
    Article("40", "The fifteen combinations for six teams", OK, "olympiad.engine.enumeration"),
    Article("41", "A team that has met its whole group floats", OK, "olympiad.engine.pairing"),
    Article("42", "As many pairings as possible inside a group", OK, "olympiad.engine.pairing"),
    Article("43", "Publication order of the pairings", OK, "olympiad.engine.publication"),
    Article("44", "Pairings made by the TAP", NA, note="who runs the program"),
    Article(
        "45",
        "Teams present; absent teams are not paired",
        OK,
        "olympiad.engine.pairing (absent)",
        note="45c (expulsion) is the arbiter's decision: an expelled team is withdrawn",
    ),
    Article(
        "46",
        "No-show loses; opponent 2 MP and 1 GP per present player",
        OK,
        "olympiad.engine.scores",
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

OLYMPIAD_2012 = TeamRuleset(
    name="olympiad-2012",
    title="FIDE Olympiad Pairing Rules (2012 text)",
    boards=4,
    reserves=1,
    rating_floor=1400,
    ranking_uses_game_points=True,
    tiebreaks=("SB-OLY", "GP", "OMP-CUT1"),
    articles=ARTICLES,
)
