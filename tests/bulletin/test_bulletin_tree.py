"""A small element tree over ``html.parser`` for the bulletin tests. It also checks that
a page is well formed: every element closed, in order, as the templates write them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

import pytest

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}


@dataclass
class Element:
    tag: str
    attrs: dict[str, str | None] = field(default_factory=dict)
    children: list[Element | str] = field(default_factory=list)

    def text(self) -> str:
        """All the text inside, whitespace collapsed."""
        parts: list[str] = []
        for child in self.children:
            parts.append(child if isinstance(child, str) else f" {child.text()} ")
        return " ".join("".join(parts).split())

    def iter(self) -> Iterator[Element]:
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter()

    def find_all(self, tag: str = "", **attrs: str) -> list[Element]:
        """Descendants with ``tag`` (any if "") whose attributes contain ``attrs``
        (``data_x`` for ``data-x``, "" for an attribute with no value); ``class_``
        matches one class among several."""
        return [e for e in self.iter() if e is not self and _matches(e, tag, attrs)]

    def find(self, tag: str = "", **attrs: str) -> Element:
        found = self.find_all(tag, **attrs)
        assert found, f"no <{tag}> with {attrs}"
        return found[0]

    def has_class(self, name: str) -> bool:
        return name in (self.attrs.get("class") or "").split()


def _matches(element: Element, tag: str, attrs: dict[str, str]) -> bool:
    if tag and element.tag != tag:
        return False
    for key, value in attrs.items():
        if key == "class_":
            if not element.has_class(value):
                return False
        elif value == "":
            if key.replace("_", "-") not in element.attrs:
                return False
        elif element.attrs.get(key.replace("_", "-")) != value:
            return False
    return True


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, dict(attrs))
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Element(tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        open_tag = self.stack[-1].tag
        assert open_tag == tag, f"</{tag}> closes <{open_tag}> at line {self.getpos()[0]}"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(html: str) -> Element:
    """The document's tree; fails on an element left open or closed out of order."""
    builder = _Builder()
    builder.feed(html)
    builder.close()
    assert builder.stack == [builder.root], f"unclosed: {[e.tag for e in builder.stack[1:]]}"
    return builder.root


def test_the_tree_reads_attributes_text_and_classes() -> None:
    tree = parse('<p class="a b" data-x="1">Hello <b>you</b><br>there</p>')
    p = tree.find("p", class_="b", data_x="1")
    assert p.text() == "Hello you there"
    assert p.find("b").text() == "you"


@pytest.mark.parametrize("html", ["<p><b>x</p></b>", "<div><p>x</div>", "<section>"])
def test_the_tree_rejects_what_is_not_closed_in_order(html: str) -> None:
    with pytest.raises(AssertionError):
        parse(html)
