"""Tournament files in XML (OpenGotha's, the MacMahon program's) read safely into a flat list of
elements: each with its tag, attributes, text, line and enclosing element.

Safety: a file with a DTD or an entity declaration is refused before it is parsed, and the parser
refuses one again if met, so nothing is ever expanded or fetched (no "billion laughs", no
external entity). The caller checks the size first (``pairings.check_size``).
"""

from __future__ import annotations

import re
import xml.parsers.expat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ...errors import InvalidInput
from .. import round_words as words

_DECLARATION = re.compile(r"<!\s*(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)", re.IGNORECASE)


class _Refused(Exception):
    pass


@dataclass(frozen=True)
class Element:
    tag: str
    attributes: Mapping[str, str]
    line: int
    parent: str  # the enclosing element's tag
    text: str = ""  # the element's own text (stripped), for files that keep values in elements
    descendants: int = 0  # how many elements follow inside it (its children, theirs, …)


@dataclass
class Document:
    elements: list[Element] = field(default_factory=list)
    root: str | None = None


def parse(text: str, source: str, roots: tuple[str, ...], not_this: Callable[[str], str]) -> Document:
    """The file's elements; InvalidInput(``source``) when it has declarations, is not XML, or its
    root is none of ``roots`` (``not_this(root)`` says so; ``not_this("")``: no root at all)."""
    if _DECLARATION.search(text):
        raise InvalidInput(source, words.xml_declarations())
    starts: list[tuple[str, dict[str, str], int, str]] = []
    own: dict[int, str] = {}
    inside: dict[int, int] = {}
    stack: list[tuple[str, int, list[str]]] = []  # open elements: tag, index in starts, text parts
    parser = xml.parsers.expat.ParserCreate()

    def refuse(*_: object) -> None:
        raise _Refused

    def start(tag: str, attributes: dict[str, str]) -> None:
        if not starts and tag not in roots:
            raise _Refused(tag)
        starts.append((tag, attributes, parser.CurrentLineNumber, stack[-1][0] if stack else ""))
        stack.append((tag, len(starts) - 1, []))

    def end(tag: str) -> None:
        _, index, parts = stack.pop()
        own[index] = "".join(parts).strip()
        inside[index] = len(starts) - index - 1

    def characters(data: str) -> None:
        if stack:
            stack[-1][2].append(data)

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse  # type: ignore[assignment]
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        parser.Parse(text, True)
    except _Refused as refused:
        if refused.args:
            raise InvalidInput(source, not_this(str(refused.args[0]))) from None
        raise InvalidInput(source, words.xml_declarations()) from None
    except xml.parsers.expat.ExpatError as error:
        raise InvalidInput(source, words.bad_xml(error.lineno, xml.parsers.expat.ErrorString(error.code)))\
            from None
    if not starts:
        raise InvalidInput(source, not_this(""))
    elements = [Element(tag, attributes, line, parent, own.get(i, ""), inside.get(i, 0))
                for i, (tag, attributes, line, parent) in enumerate(starts)]
    return Document(elements, starts[0][0])
