"""Hostile links: URL parameters are data, never markup. A link carrying HTML or script in any
parameter the page reads shows it as text or ignores it: no script runs, no element is
injected, no page error, and the page still answers (a result or a visible message).

The parameters are collected from the page itself (every named control of every panel's form)
and from the front end's code (every name it reads from the query string), so parameters that
other parts of the page add later are covered without editing this test. One navigation per
payload carries it in every parameter at once; a few more put it in one panel's parameters, where
the engine's error message echoes it back, which must then appear as text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import BOOT_TIMEOUT_MS, wait_for_engine

STATIC = Path(__file__).resolve().parents[2] / "static"

PWN = "window.__pwned=1"
PAYLOADS = [
    f'<img src=x onerror="{PWN}">',
    f'"><script>{PWN}</script>',
    f"javascript:{PWN}",
    f"</textarea><svg onload={PWN}>",
    f"'><iframe srcdoc=\"<script>parent.__pwned=1</script>\"></iframe>",
    f"<a href=javascript:{PWN} id=x autofocus onfocus={PWN}>x</a>",
    "<script>alert(1)</script><style>*{display:none}</style>",
    f"{{{{constructor.constructor('{PWN}')()}}}}",          # template injection
    f"<img src=x onerror={PWN}>" * 5,                       # long (every parameter at once: ~12 KB)
    "\u202e\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 \u56f2\u7881 🐢\u200d\ufeff",  # RTL, CJK, emoji
    "\x00",                                                 # a NUL byte (%00 in the link)
    "%00%3Cscript%3E",                                      # percent signs that must stay text
    "1e999",
]
# Every element kind a payload could smuggle in; their counts must match a load with harmless junk.
WATCHED = ["img", "script", "svg", "iframe", "object", "embed", "style", "link", "meta", "base", "a", "form", "input"]
SNAPSHOT_JS = """(watched) => ({
  pwned: typeof window.__pwned !== "undefined" || typeof window.parent.__pwned !== "undefined",
  counts: Object.fromEntries(watched.map((tag) => [tag, document.getElementsByTagName(tag).length])),
  handlers: [...document.querySelectorAll("*")].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`)),
  scriptHrefs: [...document.querySelectorAll("[href], [src], [action], [formaction]")].flatMap((el) =>
    ["href", "src", "action", "formaction"].map((a) => el.getAttribute(a) || "")
      .filter((v) => /^\\s*javascript:/i.test(v))),
})"""
ANSWER_JS = """() => {
  const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
  const states = [...panel.querySelectorAll("[data-state]")].map((el) => el.dataset.state);
  const notes = [...panel.querySelectorAll('[role="alert"]'), document.querySelector('[data-testid="url-note"]')];
  const alerts = notes.filter((el) => el && !el.hidden && el.textContent.trim());
  return { id: panel.id, answered: states.includes("result") || states.includes("error"),
           alerts: alerts.map((el) => el.textContent) };
}"""


def parameters_in_code() -> set[str]:
    """Names the front end reads from the query string: readQuery([...]) and params.get("...")."""
    names: set[str] = set()
    for path in STATIC.glob("*.js"):
        text = path.read_text()
        if "location.search" not in text and "readQuery" not in text:
            continue
        for group in re.findall(r"readQuery\(\[([^\]]*)\]\)", text):
            names.update(re.findall(r"[\"']([\w-]+)[\"']", group))
        names.update(re.findall(r"\.get\([\"']([\w-]+)[\"']\)", text))
    return names


@pytest.fixture(scope="module")
def page(browser: Browser, server_url: str) -> Iterator[Page]:
    # One context: after the first boot the engine restores from its snapshot (well under a
    # second), so a navigation per payload stays cheap. No service worker: its precache would
    # compete with the boots.
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    page.problems = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda error: page.problems.append(f"pageerror: {error}"))  # type: ignore[attr-defined]
    page.on("dialog", lambda dialog: (page.problems.append(f"dialog: {dialog.message}"), dialog.dismiss()))  # type: ignore[attr-defined]
    yield page
    context.close()


@pytest.fixture(scope="module")
def parameters(page: Page) -> list[str]:
    page.goto("/")
    wait_for_engine(page)
    in_forms = page.evaluate("""() => [...document.querySelectorAll('[role="tabpanel"] form')]
        .flatMap((form) => [...form.elements].map((el) => el.name).filter(Boolean))""")
    names = sorted(set(in_forms) | {"mode", "embed"} | parameters_in_code())
    assert {"mode", "embed", "diff", "board", "elo", "komi"} <= set(names)
    return names


def panel_parameters(page: Page, panel_id: str) -> list[str]:
    return page.evaluate(f"""() => [...new Set([...document.querySelectorAll('#{panel_id} form [name]')]
        .map((el) => el.name))]""")


def open_link(page: Page, values: dict[str, str]) -> dict:
    """Open the link, let the engine answer it, and return what the DOM holds."""
    page.problems.clear()  # type: ignore[attr-defined]
    page.goto("/?" + urlencode(values))
    wait_for_engine(page)
    deadline_ms = BOOT_TIMEOUT_MS
    answer = page.evaluate(ANSWER_JS)
    while not answer["answered"] and deadline_ms > 0:
        page.wait_for_timeout(100)
        deadline_ms -= 100
        answer = page.evaluate(ANSWER_JS)
    return {**page.evaluate(SNAPSHOT_JS, WATCHED), **answer, "problems": list(page.problems)}  # type: ignore[attr-defined]


def assert_harmless(state: dict, clean: dict, what: str) -> None:
    assert not state["pwned"], what
    assert state["problems"] == [], what
    assert state["handlers"] == [], what
    assert state["scriptHrefs"] == [], what
    assert state["counts"] == clean["counts"], what
    assert state["answered"], f"{what}: no result and no message"


@pytest.fixture(scope="module")
def clean(page: Page, parameters: list[str]) -> dict:
    """The same link with harmless junk in every parameter: what the DOM should look like."""
    state = open_link(page, {name: "zzz" for name in parameters})
    assert state["problems"] == [] and state["answered"]
    return state


TRIED: list[int] = []


@pytest.mark.parametrize("payload", PAYLOADS, ids=[f"payload{i}" for i in range(len(PAYLOADS))])
def test_payload_in_every_parameter(page: Page, parameters: list[str], clean: dict, payload: str):
    state = open_link(page, {name: payload for name in parameters})
    assert_harmless(state, clean, repr(payload[:40]))
    TRIED.append(len(parameters))


def test_embedded_page_with_payloads(page: Page, parameters: list[str]):
    values = {name: PAYLOADS[0] for name in parameters} | {"embed": "1"}
    state = open_link(page, values)
    embedded_clean = open_link(page, {name: "zzz" for name in parameters} | {"embed": "1"})
    assert page.evaluate("document.documentElement.classList.contains('embed')")
    assert_harmless(state, embedded_clean, "embed=1")
    TRIED.append(len(parameters) - 1)


@pytest.mark.parametrize("mode", ["go", "game", "chess"])
def test_echoed_payload_is_shown_as_text(page: Page, clean: dict, mode: str):
    """The payload in one panel's parameters: the engine's error message quotes the value, and
    the page shows the quote as text."""
    payload = PAYLOADS[0]
    page.goto(f"/?mode={mode}")
    names = panel_parameters(page, f"panel-{mode}")
    state = open_link(page, {"mode": mode, **{name: payload for name in names}})
    assert state["id"] == f"panel-{mode}"
    assert_harmless(state, {"counts": state["counts"]}, mode)
    assert state["counts"] == clean["counts"]
    assert any('"<img src=x onerror=' in text for text in state["alerts"]), state["alerts"]
    TRIED.append(len(names))


@pytest.mark.parametrize("mode", ["go", "game", "chess"])
def test_very_long_value_in_each_text_field(page: Page, clean: dict, mode: str):
    """10,000 characters in each text field of a panel (one link per panel)."""
    page.goto(f"/?mode={mode}")
    names = page.evaluate(f"""() => [...document.querySelectorAll('#panel-{mode} form input[type="text"]')]
        .map((el) => el.name)""")
    assert names
    state = open_link(page, {"mode": mode, **{name: "9" * 10_000 for name in names[:1]}})
    assert_harmless(state, clean, f"{mode}: long {names[0]}")
    # Longer than any field takes (200 characters): left out, and the link note says so.
    assert any(names[0] in text for text in state["alerts"]), "a 10,000-digit value is named in a visible note"
    TRIED.append(1)


def test_report_count():
    """Payloads x parameters tried above (the README's "Reliability" section quotes it)."""
    print(f"\nhostile links: {sum(TRIED)} payload x parameter combinations tried")
    assert sum(TRIED) >= len(PAYLOADS) * 20
