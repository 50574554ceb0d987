"""A tab's controls are in the document only once the tab is shown: index.html keeps each tab
panel's contents in a <template data-tab-contents>; engine-early.js puts the opened tab's in as the
page is parsed, app.js (core/tab-contents.js) another tab's when it is first chosen, in the page's
language in the same task (no paint in English between). A first visit's document is the lighter
for it on a slow phone (docs/benchmarks/2026-12-02-1520-tab-controls.md). The words are checked as
the clock view's are (test_clock_view_in_clock_mode_only.py)."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from tests.support.page import settled_url, wait_for_engine

# Each other tab, and a menu of its that the engine fills.
OTHER_TABS = {"game": "#game-model", "chess": "#chess-method", "round": "#round-system"}

# Each tab panel's control ids: those in the document, and those still waiting in its template.
CONTROL_IDS = """(mode) => {
  const panel = document.getElementById(`panel-${mode}`);
  const template = panel.querySelector(':scope > template[data-tab-contents]');
  const controls = 'input[id], select[id], textarea[id], button[id]';
  const ids = (root) => [...root.querySelectorAll(controls)].map((element) => element.id);
  return {waiting: template ? ids(template.content) : [],
          inDocument: ids(panel).filter((id) => document.getElementById(id) !== null)};
}"""

# The tab chosen by a click, and what its marked words say in the same task (before any paint):
# each marked word of its panel whose Japanese differs from the English, as shown.
CHOOSE_AND_READ = """async (mode) => {
  const japanese = await (await fetch('static/vendor/words/ja.json')).json();
  const english = handicapLanguage.english();
  document.getElementById(`tab-${mode}`).click();
  const english_left = [];
  let japanese_shown = 0;
  const check = (id, shown) => {
    if (japanese[id] === undefined || japanese[id] === english[id]) return;
    if (shown === japanese[id]) japanese_shown += 1;
    else english_left.push([id, shown]);
  };
  const panel = document.getElementById(`panel-${mode}`);
  const marked = panel.querySelectorAll('[data-i18n], [data-i18n-attr]');
  for (const element of marked) {
    const id = element.getAttribute('data-i18n');
    if (id) check(id, element.textContent);
    for (const pair of (element.getAttribute('data-i18n-attr') || '').split(/\\s+/).filter(Boolean)) {
      const [attribute, key] = pair.split(':');
      check(key, element.getAttribute(attribute));
    }
  }
  return {english_left, japanese_shown, marked: marked.length, hidden: panel.hidden};
}"""


def test_a_first_visit_to_the_go_tab_has_only_its_controls_the_others_come_in_japanese(
        browser: Browser, server_url: str) -> None:
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    page.goto("/?lang=ja")
    wait_for_engine(page)
    settled_url(page)
    go = page.evaluate(CONTROL_IDS, "go")
    assert go["waiting"] == [] and len(go["inDocument"]) >= 20, go
    for mode in OTHER_TABS:
        ids = page.evaluate(CONTROL_IDS, mode)
        # (the template holds them: without it, "absent" would prove nothing)
        assert len(ids["waiting"]) >= 5 and ids["inDocument"] == [], (mode, ids)
    expect(page.locator("#chess-method, #game-model, #round-system, #round-input")).to_have_count(0)
    for mode, menu in OTHER_TABS.items():
        waiting = page.evaluate(CONTROL_IDS, mode)["waiting"]
        words = page.evaluate(CHOOSE_AND_READ, mode)
        assert words["hidden"] is False, (mode, words)
        assert words["english_left"] == [], (mode, words)
        assert words["japanese_shown"] >= 5, (mode, words)
        now = page.evaluate(CONTROL_IDS, mode)
        assert now["waiting"] == [] and sorted(now["inDocument"]) == sorted(waiting), (mode, now)
        # Its menus filled by the engine, and its form no longer waiting for them.
        form = page.locator(f"#panel-{mode} form").first
        expect(form).not_to_have_attribute("aria-busy", "true", timeout=60_000)
        expect(page.locator(menu).locator("option")).not_to_have_count(0)
    # Chosen again: put in once, nothing twice.
    page.locator("#tab-go").click()
    page.locator("#tab-chess").click()
    assert page.locator("#chess-method").count() == 1
    context.close()


def test_a_link_to_another_tab_opens_it_with_its_values_and_no_go_controls(
        browser: Browser, server_url: str) -> None:
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    page.goto("/?mode=chess&method=elo&elo=1800,2000&k=200&total=60")
    wait_for_engine(page)
    expect(page.get_by_test_id("ratio")).to_have_text("2")
    expect(page.locator("#chess-method")).to_have_value("elo")
    assert page.evaluate(CONTROL_IDS, "go")["inDocument"] == []
    assert len(page.evaluate(CONTROL_IDS, "go")["waiting"]) >= 20
    expect(page.get_by_test_id("url-note")).to_be_hidden()
    # The Go tab chosen later computes, and the link becomes the Go tab's.
    page.locator("#tab-go").click()
    expect(page.get_by_test_id("result")).to_have_attribute("data-state", "result", timeout=60_000)
    assert "mode=go" in settled_url(page)
    context.close()
