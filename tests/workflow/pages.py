"""Bulletin pages read back for the workflow tests (``tests.bulletin.test_bulletin_tree``)."""

from __future__ import annotations

from pathlib import Path

from tests.bulletin.test_bulletin_tree import Element, parse


def page(folder: Path, name: str) -> Element:
    """The page ``name`` of the bulletin in ``folder``."""
    return parse((folder / name).read_text(encoding="utf-8"))


def marked_withdrawn(folder: Path, key: str) -> tuple[set[str], str]:
    """The rows of ``standings.html`` marked withdrawn (their ``data-team`` or
    ``data-player``: ``key``) and the page's legend."""
    standings = page(folder, "standings.html")
    rows = standings.find("tbody").find_all("tr")
    marked = {str(r.attrs[key]) for r in rows if "withdrawn" in r.find("td", class_="team").text()}
    return marked, standings.find("p", class_="status").text()
