"""The individual bulletin's pages of issue 15 (starting rank list, crosstable with rating,
federation and tie-breaks, player cards with Ra, Rp and the rating change, downloads),
each read back and compared with the standings' computation (``individual.standings``)."""

from __future__ import annotations

import csv
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.bulletin.swiss import render_swiss_bulletin
from individual.edges.trf.read import read_swiss_trf
from individual.standings.listed import parse as parse_tiebreaks
from individual.standings.listed import standings
from individual.standings.players import player_records
from individual.standings.rating import DP, expected_score
from individual.swiss.model import Entrant, SwissEvent
from individual.swiss.ranking import pairing_numbers
from tests.bulletin.test_bulletin_tree import Element, parse
from tests.paths import ROOT

SAMPLE = ROOT / "data" / "individual" / "generated_200_round6_SYNTHETIC.trf"
TIEBREAKS = parse_tiebreaks("F10 BH/C1 BH SB WIN")
FORMULA = '=HYPERLINK("http://x","click")'
LONG_NAME = "Wolfeschlegelsteinhausenbergerdorff-Bartholomew, Hubert Blaine Maximilian"


def sample() -> SwissEvent:
    """The 200-player sample after five rounds, with federations, two titles, a long
    name, an unrated player and names an organiser might type."""
    event = read_swiss_trf(SAMPLE).event
    feds = ("IND", "NOR", "USA", "ARM")
    changed: dict[int, dict[str, object]] = {
        1: {"title": "GM", "federation": "IND"},
        2: {"title": "IM"},
        7: {"name": "<script>alert(1)</script>"},
        9: {"name": FORMULA},
        11: {"name": "@SUM(A1)"},
        100: {"name": LONG_NAME},
        150: {"rating": None},
    }
    entrants = tuple(
        Entrant(e.number, replace(e.player, **{"federation": feds[e.number % 4],
                                               **changed.get(e.number, {})}))  # type: ignore[arg-type]
        for e in event.entrants
    )  # fmt: skip
    return replace(event, entrants=entrants)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    outdir = tmp_path_factory.mktemp("swiss-pages")
    render_swiss_bulletin(sample(), outdir, TIEBREAKS, {})
    return outdir


def page(site: Path, name: str) -> Element:
    return parse((site / name).read_text("utf-8"))


def value(text: str) -> Fraction:
    """A number as a page prints it: ``2½``, ``12.33``, ``-3``, ``+4``."""
    text = text.replace("−", "-").replace("+", "")
    if text.endswith("½"):
        whole = text[:-1]
        return Fraction(whole or "0") + Fraction(1, 2) * (-1 if whole.startswith("-") else 1)
    return Fraction(text)


def test_start_list_is_in_pairing_number_order(site: Path) -> None:
    event = sample()
    players = {e.number: e.player for e in event.entrants}
    numbers = pairing_numbers(players)
    rows = page(site, "start.html").find("tbody").find_all("tr")
    order = sorted(players, key=numbers.__getitem__)
    assert [r.attrs["data-player"] for r in rows] == [str(n) for n in order]
    for row, number in zip(rows, order, strict=True):
        player = players[number]
        assert row.find("td", class_="rk").text() == str(numbers[number])
        assert row.find("td", class_="name").text().endswith(player.name)
        assert row.find("td", data_col="fed").text() == player.federation
        assert row.find("td", data_col="rtg").text() == str(player.rating or "")
        assert row.find("td", data_col="fide").text() == player.fide_id


def test_crosstable_reads_the_standings(site: Path) -> None:
    event = sample()
    columns, expected = standings(event, TIEBREAKS)
    players = {e.number: e.player for e in event.entrants}
    records = player_records(event)
    tree = page(site, "crosstable.html")
    heads = [th.text() for th in tree.find("thead").find_all("th", data_tiebreak="")]
    assert heads == list(columns)
    rows = tree.find("tbody").find_all("tr")
    assert [r.attrs["data-player"] for r in rows] == [str(s.number) for s in expected]
    for row, line in zip(rows, expected, strict=True):
        player = players[line.number]
        assert row.find("td", class_="rk").text() == line.rank
        assert row.find("span", data_col="fed").text() == player.federation
        assert row.find("span", data_col="rtg").text() == str(player.rating or "")
        assert value(row.find("td", class_="mp").text()) == line.points
        shown = [td.text() for td in row.find_all("td", data_tiebreak="")]
        assert [v if v == "-" else value(v) for v in shown] == [
            "-" if a == "DE1" and v == 0 else round(v, 2)  # DE1 decides nothing: "-"
            for a, v in zip(columns, line.values, strict=True)
        ]
        for game in records[line.number].games:
            cell = row.find("span", data_round=str(game.round))
            if game.opponent is None:
                continue
            assert cell.text().startswith(str(game.opponent))
            if game.colour is not None and (game.score is None or game.score.is_played):
                letter = game.colour.name[0].lower()
                assert cell.text().startswith(f"{game.opponent}{letter}")
                assert cell.has_class(game.colour.name.lower())
            else:  # a forfeit: no colour
                assert cell.text()[-1] in "+−" and cell.has_class("none")


def test_cards_show_the_record_and_agree_with_the_fide_tables(site: Path) -> None:
    """Each card's Ra, Rp and rating change equal the player's record, and recomputed
    by hand from the card's own rows (opponents' ratings, results) with the tables."""
    event = sample()
    records = player_records(event)
    checked = 0
    for number, record in records.items():
        card = page(site, f"player-{number}.html").find("section", class_="card")
        assert card.attrs["data-player"] == str(number)
        facts = {
            dt.text(): dd for dt, dd in zip(card.find_all("dt"), card.find_all("dd"), strict=True)
        }
        if record.performance is None:
            continue
        assert facts["Ra"].text() == str(record.opponents_average)
        assert facts["Rp"].text() == str(record.performance)
        rated = [
            tr for tr in card.find("tbody").find_all("tr") if tr.attrs.get("data-rated") == "1"
        ]
        ratings = [int(tr.find("span", class_="rating").text()) for tr in rated]
        scores = [value(tr.find("td", class_="res").text()) for tr in rated]
        ra = int(Fraction(sum(ratings), len(ratings)) + Fraction(1, 2))
        p = sum(scores, Fraction(0)) / len(scores)
        hundredths = int(p * 100 + Fraction(1, 2)) - 50  # p to hundredths, .5 up
        dp = DP[hundredths] if hundredths >= 0 else -DP[-hundredths]
        assert (ra, ra + dp) == (record.opponents_average, record.performance), number
        if record.change is None:
            assert "No rating change" in card.text(), number
            continue
        k = int(facts["K"].text().split()[0])
        assert k == record.change.k == (10 if (record.player.rating or 0) >= 2400
                                        or record.player.title in ("GM", "IM") else 20)  # fmt: skip
        expected = sum((expected_score(record.player.rating or 0, r) for r in ratings), Fraction(0))
        assert value(facts["Expected"].text().split()[0]) == expected
        change = k * (sum(scores, Fraction(0)) - expected)
        whole = int(abs(change) + Fraction(1, 2)) * (1 if change >= 0 else -1)
        assert value(facts["Rating change"].text().split()[0]) == whole == record.change.change
        checked += 1
    assert checked > 150


def test_all_cards_on_one_page_in_standings_order(site: Path) -> None:
    event = sample()
    _, expected = standings(event, TIEBREAKS)
    cards = page(site, "players.html").find_all("section", class_="card")
    assert [c.attrs["data-player"] for c in cards] == [str(s.number) for s in expected]


def test_names_are_escaped_and_downloads_hold_no_formula(site: Path) -> None:
    text = (site / "player-7.html").read_text("utf-8")
    assert "<script>alert" not in text and "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    event = sample()
    _, expected = standings(event, TIEBREAKS)
    players = {e.number: e.player for e in event.entrants}
    with (site / "standings.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0][:8] == ["Rank", "No.", "Title", "Player", "Fed", "Rtg", "PTS", "DE1"]
    assert [int(r[1]) for r in rows[1:]] == [s.number for s in expected]
    assert [Fraction(r[6]) for r in rows[1:]] == [s.points for s in expected]
    names = [r[3] for r in rows[1:]]
    assert [n.removeprefix("'") for n in names] == [players[s.number].name for s in expected]
    assert "'" + FORMULA in names and "'@SUM(A1)" in names
    for name in ("standings", "crosstable", "players"):
        book = openpyxl.load_workbook(site / f"{name}.xlsx")
        cells = [c for row in book.active.iter_rows() for c in row]
        assert not [c.coordinate for c in cells if c.data_type == "f"], name
        texts = [c.value for c in cells if isinstance(c.value, str)]
        assert not [t for t in texts if t.startswith(("=", "+", "@"))], name


def test_players_download_holds_each_cards_numbers(site: Path) -> None:
    records = player_records(sample())
    with (site / "players.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == len(records)
    for row in rows:
        record = records[int(row["No."])]
        assert Fraction(row["PTS"]) == record.points
        assert row["Ra"] == str(record.opponents_average or "")
        assert row["Rp"] == str(record.performance or "")
        change = record.change
        assert row["K"] == (str(change.k) if change else "")
        assert row["Change"] == (str(change.change) if change else "")


def test_an_unrated_player_has_no_rating_change(site: Path) -> None:
    card = page(site, "player-150.html").find("section", class_="card")
    assert "unrated" in card.text() and "No rating change" in card.text()
    assert player_records(sample())[150].change is None
