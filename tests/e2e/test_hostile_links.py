"""Hostile links: URL parameters are data, never markup. A link carrying HTML or script in any
parameter the page reads shows it as text or ignores it: no script runs, no element is
injected, no page error, and the page still answers (a result or a visible message).

The parameters are collected from the page itself (every named control of every panel) and from
the front end's code (every name it reads from the query string), so parameters that other parts
of the page add later are covered without editing this test; the collection must hold every
parameter the panel and view modules declare (their *_PARAMS / *_FIELDS exports).

A panel applies a link's values only when the link opens its tab, so each payload goes into
every parameter once per tab (mode=go, game, chess), once per view of its own (mode=clock, the
chess clock) and once into `mode` itself (the first tab opens). Each link must reach every parameter of the open panel: the control holds the payload,
or the link note names the parameter as left at its default. A few more links put the payload
only in one panel's parameters, where the engine's error message echoes it back (it must appear
as text), and a value longer than any field takes in each text field (several fields a link, as
many as the server's request line holds).

Each link is opened in the same tab of one context: after the first boot the engine restores from
its snapshot, and the wait for its answer is told by the page itself (tests/support/page.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Browser, Page

from tests.support.front_end import STATIC, page_modules
from tests.support.page import BOOT_TIMEOUT_MS, wait_for_engine

MODES = ["go", "game", "chess", "round"]  # the tabs, in order; the first opens for an unknown mode
VIEWS = ["clock"]                # views of their own (data-mode-view), opened by their mode, not a tab
OPENED = [*MODES, *VIEWS]        # every mode a link can open
AS_MODE = "payload-as-mode"      # a link whose `mode` is the payload too

PWN = "window.__pwned=1"
PAYLOADS = [
    f'<img src=x onerror="{PWN}">',
    f'"><script>{PWN}</script>',
    f"javascript:{PWN}",
    f"</textarea><svg onload={PWN}>",
    "'><iframe srcdoc=\"<script>parent.__pwned=1</script>\"></iframe>",
    f"<a href=javascript:{PWN} id=x autofocus onfocus={PWN}>x</a>",
    "<script>alert(1)</script><style>*{display:none}</style>",
    f"{{{{constructor.constructor('{PWN}')()}}}}",          # template injection
    f"<img src=x onerror={PWN}>" * 5,                       # long (every parameter at once: ~13 KB)
    # RTL override, Hebrew, Arabic, CJK, emoji, a zero-width joiner and a byte-order mark
    "\u202e\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 \u56f2\u7881 🐢\u200d\ufeff",
    "\x00",                                                 # a NUL byte (%00 in the link)
    "%00%3Cscript%3E",                                      # percent signs that must stay text
    "1e999",
]
# Characters of overlong values one link carries: our server takes 64 KB of request headers
# (scripts/serve.mjs), so every text field of a tab fits in one link, each value over 2,000.
LONG_VALUES_PER_LINK = 40_000
LONG = "a value longer than any field takes"  # how EXERCISED counts them
# Every element kind a payload could smuggle in; their counts must match a load with harmless junk.
WATCHED = ["img", "script", "svg", "iframe", "object", "embed", "style", "link", "meta", "base", "a", "form",
           "input"]
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
  const panel = OPEN_PANEL;
  const states = [...panel.querySelectorAll("[data-state]")].map((el) => el.dataset.state);
  const notes = [...panel.querySelectorAll('[role="alert"]'),
                 document.querySelector('[data-testid="url-note"]')];
  const alerts = notes.filter((el) => el && !el.hidden && el.textContent.trim());
  // A panel with nothing to ask yet (the round tab with no pairings) answers with the link note.
  const waiting = states.includes("empty") && alerts.length > 0;
  return { id: panel.id, answered: states.includes("result") || states.includes("error") || waiting,
           alerts: alerts.map((el) => el.textContent) };
}"""
# What became of each parameter: the open panel's control value (null: no such control there),
# the parameters the link note says were left at their defaults (its data-params: the text names
# the fields by their labels), and whether the page is embedded.
REACH_JS = """(names) => {
  const panel = OPEN_PANEL;
  const note = document.querySelector('[data-testid="url-note"]');
  const noted = note.hidden ? [] : JSON.parse(note.dataset.params || "[]");
  return {
    values: Object.fromEntries(names.map((name) =>
      [name, panel.querySelector(`[name="${CSS.escape(name)}"]`)?.value ?? null])),
    noted,
    embedded: document.documentElement.classList.contains("embed"),
  };
}"""
# The page's tabs and, per panel, its named controls and text fields.
LAYOUT_JS = """() => [
  ...[...document.querySelectorAll('[role="tablist"] [role="tab"]')].map((tab) =>
    [tab.dataset.mode, document.getElementById(tab.getAttribute("aria-controls"))]),
  ...[...document.querySelectorAll("[data-mode-view]")].map((view) => [view.dataset.modeView, view]),
].map(([mode, panel]) => {
  // A view's controls in the page, or in its template on another view's visit (the clock's).
  const roots = [panel, ...[...panel.querySelectorAll("template")].map((template) => template.content)];
  const names = (selector) => [...new Set(roots.flatMap((root) => [...root.querySelectorAll(selector)]).map((el) => el.name))];
  return { mode, panel: panel.id,
           controls: names("input[name], select[name], textarea[name]"),
           text: names('input[name]:is([type="text"], :not([type])), textarea[name]') };
})"""
# The open panel: a tab's, or a view of its own (the clock).
OPEN_PANEL = """document.querySelector('[role="tabpanel"]:not([hidden]), [data-mode-view]:not([hidden])')"""
ANSWER_JS, REACH_JS = (js.replace("OPEN_PANEL", OPEN_PANEL) for js in (ANSWER_JS, REACH_JS))
# The parameter lists modules export (GO_PARAMS, GAME_PARAMS, ...): the page imports them already,
# so importing them again returns the same module instances and runs nothing.
DECLARED_JS = """async (files) => {
  const declared = {};
  for (const file of files) {
    const module = await import(new URL(`static/${file}`, document.baseURI).href);
    for (const [key, value] of Object.entries(module)) {
      if (!/_(PARAMS|FIELDS)$/.test(key)) continue;
      declared[`${file.split("/").pop()}:${key}`] = Array.isArray(value) ? value : Object.keys(value);
    }
  }
  return declared;
}"""
# The longest value a field takes from a link: every panel's MAX_VALUE_LENGTH (core/panel.js) unless
# the panel's own `maxLength` allows a field more (the round's pairings). Read from the modules.
LIMITS_JS = """async (constants) => {
  const values = [];
  for (const [file, names] of Object.entries(constants)) {
    const module = await import(new URL(`static/${file}`, document.baseURI).href);
    for (const name of names) values.push([`${file}:${name}`, module[name]]);
  }
  return values;
}"""
# Files that read the page's query string, by any of the ways the front end does it.
QUERY_READERS = ("location.search", "linkParams", "readQuery", "URLSearchParams", "applyLinkTo")


def parameters_in_code() -> set[str]:
    """Names the front end reads from the query string: readQuery([...]), applyLinkTo([...]) (a
    panel's menus filled late), params.get/has("...") and helpers around them such as
    hasQuery("...")."""
    names: set[str] = set()
    for path in page_modules():
        text = path.read_text()
        if not any(reader in text for reader in QUERY_READERS):
            continue
        for group in re.findall(r"(?:readQuery|applyLinkTo)\(\[([^\]]*)\]\)", text):
            names.update(re.findall(r"[\"']([\w-]+)[\"']", group))
        names.update(re.findall(r"\.(?:get|getAll|has)\([\"']([\w-]+)[\"']\)", text))
        names.update(re.findall(r"\b\w+Query\([\"']([\w-]+)[\"']\)", text))
    return names


def declaring_modules() -> list[str]:
    """Front-end files exporting a parameter list (e.g. `export const GO_PARAMS = [...]`)."""
    return sorted(str(path.relative_to(STATIC)) for path in page_modules()
                  if re.search(r"export const \w+_(?:PARAMS|FIELDS)\b", path.read_text()))


def length_limits() -> tuple[dict[str, list[str]], list[int]]:
    """What bounds a link's value, by module: MAX_VALUE_LENGTH where it is exported, and the
    constants a panel's `maxLength: {field: CONSTANT}` names; numbers written there directly."""
    constants: dict[str, list[str]] = {}
    literals: list[int] = []
    for path in page_modules():
        text = path.read_text()
        file = str(path.relative_to(STATIC))
        if re.search(r"export const MAX_VALUE_LENGTH\b", text):
            constants.setdefault(file, []).append("MAX_VALUE_LENGTH")
        for spec in re.findall(r"maxLength:\s*\{([^}]*)\}", text):
            for value in re.findall(r"\w+\s*:\s*([\w.]+)", spec):
                if value.isdigit():
                    literals.append(int(value))
                else:
                    owner = next(str(p.relative_to(STATIC)) for p in page_modules()
                                 if re.search(rf"export const {value}\b", p.read_text()))
                    constants.setdefault(owner, []).append(value)
    return constants, literals


@dataclass(frozen=True)
class Layout:
    parameters: list[str]           # every parameter the page reads (its controls and its code)
    panel_ids: dict[str, str]       # mode -> the id of its tab panel
    required: dict[str, set[str]]   # mode -> what a link opening that tab must reach
    text_fields: dict[str, list[str]]
    longest: int                    # the longest value any field takes from a link


# Page errors and dialogs since the last link was opened.
PROBLEMS: list[str] = []


@pytest.fixture(scope="module")
def page(browser: Browser, server_url: str) -> Iterator[Page]:
    # One context: after the first boot the engine restores from its snapshot (well under a
    # second), so a navigation per link stays cheap. No service worker: its precache would
    # compete with the boots.
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    page.on("pageerror", lambda error: PROBLEMS.append(f"pageerror: {error}"))
    page.on("dialog", lambda dialog: (PROBLEMS.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    yield page
    context.close()


@pytest.fixture(scope="module")
def layout(page: Page) -> Layout:
    page.goto("/")
    wait_for_engine(page)
    tabs = page.evaluate(LAYOUT_JS)
    assert [tab["mode"] for tab in tabs] == OPENED, "a new tab or view: add its mode to MODES or VIEWS"
    code = parameters_in_code()
    # The scan sees every way of reading: URLSearchParams (url-state: mode, embed), linkParams
    # (the Go panel's old rank-difference links), applyLinkTo (the Go menus filled by the engine).
    assert {"mode", "embed", "diff", "scale", "board"} <= code, sorted(code)
    in_panels = {name for tab in tabs for name in tab["controls"]}
    parameters = sorted(in_panels | code | {"mode", "embed"})
    declared = page.evaluate(DECLARED_JS, declaring_modules())
    for source, names in declared.items():
        assert set(names) <= set(parameters), f"{source} declares parameters the test missed"
    constants, literals = length_limits()
    limits = dict(page.evaluate(LIMITS_JS, constants))
    assert "core/panel.js:MAX_VALUE_LENGTH" in limits, limits
    assert all(isinstance(value, int) and value > 0 for value in limits.values()), limits
    return Layout(parameters=parameters, panel_ids={tab["mode"]: tab["panel"] for tab in tabs},
                  required={tab["mode"]: required_parameters(tab, declared) for tab in tabs},
                  text_fields={tab["mode"]: tab["text"] for tab in tabs},
                  longest=max([*limits.values(), *literals]))


def required_parameters(tab: dict, declared: dict[str, list[str]]) -> set[str]:
    """What a link opening this tab must reach: the panel's controls and what its modules
    declare (go-panel.js, go-views.js, ... for the Go tab)."""
    own = [names for source, names in declared.items() if source.startswith(f"{tab['mode']}-")]
    assert own, f"no module declares parameters for {tab['mode']}"
    return set(tab["controls"]).union(*own)


def open_link(page: Page, values: dict[str, str]) -> dict:
    """Open the link, let the engine answer it, and return what the DOM holds."""
    PROBLEMS.clear()
    page.goto("/?" + urlencode(values))
    wait_for_engine(page)  # and the opened view's first answer: its menus hold the link's values
    deadline_ms = BOOT_TIMEOUT_MS
    answer = page.evaluate(ANSWER_JS)
    while not answer["answered"] and deadline_ms > 0:
        page.wait_for_timeout(100)
        deadline_ms -= 100
        answer = page.evaluate(ANSWER_JS)
    reach = page.evaluate(REACH_JS, sorted(values))
    return {**page.evaluate(SNAPSHOT_JS, WATCHED), **answer, **reach, "problems": list(PROBLEMS)}


def assert_harmless(state: dict, clean: dict, what: str) -> None:
    assert not state["pwned"], what
    assert state["problems"] == [], what
    assert state["handlers"] == [], what
    assert state["scriptHrefs"] == [], what
    assert state["counts"] == clean["counts"], what
    assert state["answered"], f"{what}: no result and no message"


def reached(state: dict, values: dict[str, str]) -> set[str]:
    """Parameters whose value the page took (an open panel's control holds it) or named as left
    at its default; `embed` is read on every load (only "1" embeds)."""
    took = {name for name, value in values.items() if state["values"].get(name) == value}
    named = set(values) & set(state["noted"])
    shared = {"embed"} if "embed" in values and values["embed"] != "1" and not state["embedded"] else set()
    return took | named | shared


# (payload, open panel, parameter) triples whose value verifiably reached the page.
EXERCISED: set[tuple[str, str, str]] = set()


def record(payload: str, mode: str, names: set[str]) -> None:
    EXERCISED.update((payload, mode, name) for name in names)


def link_mode(mode: str, payload: str) -> str:
    return payload if mode == AS_MODE else mode


def open_mode(mode: str) -> str:
    return MODES[0] if mode == AS_MODE else mode


BASELINES: dict[tuple[str, bool], dict] = {}


def baseline(page: Page, layout: Layout, mode: str, embed: bool = False) -> dict:
    """The same link with harmless junk in every parameter: what the DOM should look like."""
    key = (mode, embed)
    if key not in BASELINES:
        values = {name: "zzz" for name in layout.parameters} | {"mode": link_mode(mode, "zzz")}
        state = open_link(page, values | ({"embed": "1"} if embed else {}))
        assert state["problems"] == [] and state["answered"], state
        BASELINES[key] = state
    return BASELINES[key]


@pytest.mark.parametrize("mode", [*OPENED, AS_MODE])
@pytest.mark.parametrize("payload", PAYLOADS, ids=[f"payload{i}" for i in range(len(PAYLOADS))])
def test_payload_in_every_parameter(page: Page, layout: Layout, payload: str, mode: str):
    """The payload in every parameter at once (the open tab's, the other tabs', the shared ones)."""
    clean = baseline(page, layout, mode)
    values = {name: payload for name in layout.parameters} | {"mode": link_mode(mode, payload)}
    state = open_link(page, values)
    what = f"{mode}: {payload[:40]!r}"
    assert_harmless(state, clean, what)
    assert state["id"] == layout.panel_ids[open_mode(mode)], what
    got = reached(state, values)
    required = layout.required[open_mode(mode)]
    assert required <= got, f"{what}: not reached {sorted(required - got)}"
    if mode == AS_MODE:
        assert "mode" in got, f"{what}: an unknown mode is named in the link note"
    record(payload, open_mode(mode), got)


def test_embedded_page_with_payloads(page: Page, layout: Layout):
    payload = PAYLOADS[0]
    clean = baseline(page, layout, AS_MODE, embed=True)
    values = {name: payload for name in layout.parameters} | {"embed": "1"}
    state = open_link(page, values)
    assert state["embedded"]
    assert_harmless(state, clean, "embed=1")
    assert layout.required[MODES[0]] <= reached(state, values)
    record(payload, MODES[0], reached(state, values))


@pytest.mark.parametrize("mode", OPENED)
def test_echoed_payload_is_shown_as_text(page: Page, layout: Layout, mode: str):
    """The payload in one panel's parameters only: the engine's error message quotes the value,
    and the page shows the quote as text."""
    payload = PAYLOADS[0]
    values = {name: payload for name in layout.required[mode]} | {"mode": mode}
    state = open_link(page, values)
    assert state["id"] == layout.panel_ids[mode]
    assert_harmless(state, baseline(page, layout, mode), mode)
    assert any('"<img src=x onerror=' in text for text in state["alerts"]), state["alerts"]
    record(payload, mode, reached(state, values))


def long_links(names: list[str], longest: int) -> list[dict[str, str]]:
    """Every text field's overlong value, in as few links as the request line holds: each value
    longer than the longest any field takes (the round's pairings take 2,000 characters)."""
    per_link = 1
    while LONG_VALUES_PER_LINK // (per_link + 1) > longest:
        per_link += 1
    assert LONG_VALUES_PER_LINK // per_link > longest, "no room for one overlong value in a link"
    groups = [names[start:start + per_link] for start in range(0, len(names), per_link)]
    return [{name: "9" * (LONG_VALUES_PER_LINK // len(group)) for name in group} for group in groups]


@pytest.mark.parametrize("mode", OPENED)
def test_very_long_value_in_each_text_field(page: Page, layout: Layout, mode: str):
    """An overlong value in each text field of a panel, as many fields a link as the server's
    request line holds (all of them, now): each value is left out, its field keeps its default,
    and the link note names the field."""
    names = layout.text_fields[mode]
    assert names
    clean = baseline(page, layout, mode)
    links = long_links(names, layout.longest)
    assert sorted(name for link in links for name in link) == sorted(names)
    for long_values in links:
        values = {"mode": mode, **long_values}
        state = open_link(page, values)
        for name, value in long_values.items():
            what = f"{mode}: a {len(value):,}-character {name} (with {sorted(set(long_values) - {name})})"
            assert_harmless(state, clean, what)
            assert name in state["noted"], f"{what} is not named in the link note"
            assert len(state["values"][name] or "") <= 200, f"{what} was taken"
        record(LONG, mode, reached(state, values))


def test_report_count(layout: Layout):
    """Distinct payload x panel x parameter combinations that reached the page above, printed
    for whoever wants the number."""
    per_payload = sum(len(layout.required[mode]) for mode in OPENED)
    print(f"\nhostile links: {len(EXERCISED)} payload x parameter combinations reached"
          f" ({len(PAYLOADS)} payloads x {per_payload} panel parameters at least, plus long values)")
    assert len(EXERCISED) >= len(PAYLOADS) * per_payload
