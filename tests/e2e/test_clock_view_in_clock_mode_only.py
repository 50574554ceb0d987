"""The chess clock's face and settings are in the document of a clock visit (`mode=clock`) only:
index.html keeps them in a template that app.js puts in, in the page's language, and every other
visit leaves them out (Chromium walks each form control of a page once it is parsed, for
autofill; the clock's 42 were a quarter of them). Measured in
docs/benchmarks/2026-11-29-0334-bench.md."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from tests.support.page import wait_for_engine

SHARED_GO_LINK = "/?mode=go&system=ogs&board=13&rules=japanese&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=8k"
CLOCK_LINK = "/?mode=clock&base1=5:00&inc1=2&base2=3:00"

# The clock view's form controls in the document, and those waiting in its template.
CONTROLS = """() => {
  const view = document.querySelector('#clock-view');
  const template = view.querySelector('template#clock-view-content');
  const controls = 'input, select, textarea, button';
  return {inDocument: view.querySelectorAll(controls).length,
          waiting: template ? template.content.querySelectorAll(controls).length : 0};
}"""


def test_a_calculator_visit_has_none_of_the_clocks_controls(browser: Browser, server_url: str) -> None:
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    page.goto(SHARED_GO_LINK)
    wait_for_engine(page)
    expect(page.get_by_test_id("result")).to_have_attribute("data-state", "result")
    page.wait_for_function("() => document.documentElement.dataset.opened === 'answered' && handicapActivity() === 0")
    counts = page.evaluate(CONTROLS)
    assert counts["inDocument"] == 0, counts
    assert counts["waiting"] >= 40, counts  # the face's two halves, its buttons and its settings
    context.close()


def test_a_clock_visit_puts_them_in_in_its_language(browser: Browser, server_url: str) -> None:
    context = browser.new_context(base_url=server_url, service_workers="block")
    page = context.new_page()
    page.goto(CLOCK_LINK + "&lang=ja")
    wait_for_engine(page)
    expect(page.get_by_test_id("clock-start")).to_be_visible()
    counts = page.evaluate(CONTROLS)
    assert counts["waiting"] == 0 and counts["inDocument"] >= 40, counts
    # No marked word of the view left in English where Japanese has its own (the side labels are
    # the clock's script's to write: it names the sides from the engine's reply), and most as the
    # page's Japanese catalogue says them.
    words = page.evaluate("""async () => {
      const japanese = await (await fetch('static/vendor/words/ja.json')).json();
      const english = handicapLanguage.english();
      const english_left = [];
      let as_catalogue = 0;
      const check = (id, shown) => {
        if (japanese[id] === undefined) return;
        if (shown === english[id] && english[id] !== japanese[id]) english_left.push([id, shown]);
        if (shown === japanese[id]) as_catalogue += 1;
      };
      const marked = document.querySelectorAll('#clock-view [data-i18n], #clock-view [data-i18n-attr]');
      for (const element of marked) {
        const id = element.getAttribute('data-i18n');
        if (id) check(id, element.textContent);
        for (const pair of (element.getAttribute('data-i18n-attr') || '').split(/\\s+/).filter(Boolean)) {
          const [attribute, key] = pair.split(':');
          check(key, element.getAttribute(attribute));
        }
      }
      return {english_left, as_catalogue, marked: marked.length};
    }""")
    assert words["english_left"] == [], words
    assert words["marked"] >= 30 and words["as_catalogue"] >= words["marked"] - 4, words
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    context.close()
