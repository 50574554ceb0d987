"""Tournament files in XML (OpenGotha's, the MacMahon program's) read safely into a flat list of
elements: each with its tag, attributes, text, line and enclosing element.

Safety: a file with a DTD or an entity declaration is refused before it is parsed, and the parser
refuses one again if met, so nothing is ever expanded or fetched (no "billion laughs", no
external entity). The caller checks the size first (``pairings.check_size``); a file of more
than MAX_ELEMENTS elements is refused as it is read, so reading stays well under a second.
"""

from __future__ import annotations

import re
import xml.parsers.expat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from ...errors import InvalidInput
from ...text_check import check_request
from .. import round_words as words
from .collector import collector_paused

_DECLARATION = re.compile(r"<!\s*(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)", re.IGNORECASE)


MAX_ELEMENTS = 100_000  # the MacMahon program's 2 MB file holds some 60,000; OpenGotha's some 15,000


class _Refused(Exception):
    pass


class _TooMany(Exception):
    pass


class Element(NamedTuple):
    """One element (a named tuple, not a dataclass: a file has up to MAX_ELEMENTS of them, and a
    tuple is made several times faster)."""
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


def parse(text: str, source: str, roots: tuple[str, ...], not_this: Callable[[str], str],
          program: str = "OpenGotha") -> Document:
    """The file's elements; InvalidInput(``source``) when it has declarations, is not XML (once its
    root opened: not a whole file of ``program``), has more than MAX_ELEMENTS elements, or its root
    is none of ``roots`` (``not_this(root)`` says so; ``not_this("")``: no root at all); ``program``
    wrote the file (to save it again from)."""
    if _DECLARATION.search(text):
        raise InvalidInput(source, words.xml_declarations(program))
    starts: list[tuple[str, dict[str, str], int, str]] = []  # each element: tag, attributes, line, parent's tag
    texts: dict[int, list[str]] = {}  # an element's index -> its own text, in parts
    inside: dict[int, int] = {}  # an element's index -> how many elements it holds
    open_elements: list[int] = []  # the indexes of the elements open at the parser's place
    parser = xml.parsers.expat.ParserCreate()
    parser.buffer_text = True  # one call for a run of text, not one a line

    def refuse(*_: object) -> None:
        raise _Refused

    def start(tag: str, attributes: dict[str, str]) -> None:
        index = len(starts)
        if not index and tag not in roots:
            raise _Refused(tag)
        if index >= MAX_ELEMENTS:
            raise _TooMany
        parent = starts[open_elements[-1]][0] if open_elements else ""
        starts.append((tag, attributes, parser.CurrentLineNumber, parent))
        open_elements.append(index)

    def end(_: str) -> None:
        index = open_elements.pop()
        inside[index] = len(starts) - index - 1

    def characters(data: str) -> None:
        if open_elements:
            texts.setdefault(open_elements[-1], []).append(data)

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse  # type: ignore[assignment]
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        with collector_paused():
            parser.Parse(text, True)
    except _Refused as refused:
        if refused.args:  # another root: an XML file, but no tournament of this format
            raise InvalidInput(source, not_this(str(refused.args[0])), kind="not-tournament") from None
        raise InvalidInput(source, words.xml_declarations(program)) from None
    except _TooMany:
        raise InvalidInput(source, words.too_many_elements(MAX_ELEMENTS)) from None
    except UnicodeEncodeError:  # a lone surrogate (the API refuses one first): named with its line
        check_request({source: text})
        raise
    except xml.parsers.expat.ExpatError as error:
        if starts:  # the program's own root opened: its file, cut short or damaged
            raise InvalidInput(source, words.bad_file(error.lineno, program)) from None
        raise InvalidInput(source, words.bad_xml(error.lineno, xml.parsers.expat.ErrorString(error.code)))\
            from None
    if not starts:
        raise InvalidInput(source, not_this(""))
    with collector_paused():
        elements = [Element(tag, attributes, line, parent, "".join(texts[i]).strip() if i in texts else "",
                            inside.get(i, 0)) for i, (tag, attributes, line, parent) in enumerate(starts)]
    return Document(elements, starts[0][0])
