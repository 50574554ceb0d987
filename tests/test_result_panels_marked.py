"""The panels whose answer is one result carry `class="has-result"` in index.html, and only they:
style.css lays them out by the class (a wide screen's two columns, a phone's answer first), not
by `:has(> .result)`, so that the layout is there from the first paint, before the result's
element is parsed (a busy desktop drew the Go form at the full width, then squeezed it: a layout
shift of 0.16). A panel given a result without the class would lose both layouts; this check of
the static page says so without a browser. A tab's <template data-tab-contents> (its controls, put
in when the tab is first shown) is no level of its own: its contents become the panel's children."""

from __future__ import annotations

from html.parser import HTMLParser

from tests.support.page_markup import INDEX, ROOT, VOID


class Panels(HTMLParser):
    """Each `.panel` of the page: its id, whether it is marked, whether a child is a `.result`."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, set[str], str]] = []  # (tag, classes, id); a tab's template: no classes
        self.panels: dict[str, dict[str, bool]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {key: value or "" for key, value in attrs}
        classes = set(a.get("class", "").split())
        parents = [entry for entry in self.stack if not (entry[0] == "template" and "tab-contents" in entry[1])]
        if "result" in classes and parents and "panel" in parents[-1][1]:
            self.panels[parents[-1][2]]["result"] = True
        if tag == "template" and "data-tab-contents" in a:
            classes = {"tab-contents"}
        if "panel" in classes:
            self.panels[a.get("id", "")] = {"marked": "has-result" in classes, "result": False}
        if tag not in VOID:
            self.stack.append((tag, classes, a.get("id", "")))

    def handle_endtag(self, tag: str) -> None:
        while self.stack and self.stack.pop()[0] != tag:
            pass


def panels() -> dict[str, dict[str, bool]]:
    parser = Panels()
    parser.feed(INDEX.read_text(encoding="utf-8"))
    return parser.panels


def test_every_panel_with_a_result_is_marked_and_no_other():
    found = panels()
    assert {"panel-go", "panel-game", "panel-chess", "panel-round"} <= set(found)  # the parser saw the tabs
    wrong = {name: state for name, state in found.items() if state["marked"] != state["result"]}
    assert not wrong, f"a panel's has-result class and its .result child disagree: {wrong}"


def test_the_style_sheet_lays_panels_out_by_the_mark_not_by_has():
    css = (ROOT / "static" / "style.css").read_text(encoding="utf-8")
    assert ".panel.has-result" in css
    assert ":has(> .result)" not in css
