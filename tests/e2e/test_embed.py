"""Embedding: the example club page (static/examples/club-site.html), served from another origin,
shows the calculator in an iframe that sizes itself; the page offers the snippet with its
current settings."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.support.page import BOOT_TIMEOUT_MS, RequestLog, wait_for_engine
from tests.support.server import ROOT

EXAMPLES = ROOT / "static" / "examples"
EXAMPLE_APP_ORIGIN = "http://localhost:8000"  # what the example page says; rewritten to the test server
TITLE = "Fair handicap calculator"


@pytest.fixture(scope="module")
def club_site(server_url: str) -> Iterator[str]:
    """The example club page on its own port: another origin than the calculator."""
    files = {"/club-site.html": "text/html; charset=utf-8", "/club-site.css": "text/css; charset=utf-8"}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path = urlparse(self.path).path
            if path not in files:
                self.send_error(404)
                return
            body = (EXAMPLES / path.lstrip("/")).read_text().replace(EXAMPLE_APP_ORIGIN, server_url).encode()
            self.send_response(200)
            self.send_header("Content-Type", files[path])
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def wait_until(condition: Callable[[], bool], what: str, timeout: float = 15) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting until {what}")
        time.sleep(0.1)


def test_club_site_embeds_and_resizes_the_calculator(browser: Browser, server_url: str, club_site: str):
    assert urlparse(club_site).netloc != urlparse(server_url).netloc
    context = browser.new_context()
    log = RequestLog(context)
    page = context.new_page()
    page.goto(f"{club_site}/club-site.html")
    iframe = page.get_by_title(TITLE)
    calculator = page.frame_locator(f'iframe[title="{TITLE}"]')
    expect(calculator.get_by_test_id("engine-status")).to_have_attribute("data-state", "ready",
                                                                            timeout=BOOT_TIMEOUT_MS)
    # The example embeds 9×9, territory, 8 ranks (from the seed's table: 2 stones, komi 2.5).
    expect(calculator.get_by_test_id("stones")).to_have_text("2")
    expect(calculator.get_by_test_id("komi")).to_have_text("2.5")
    expect(calculator.locator(".site-header")).to_be_hidden()  # no site chrome inside
    expect(calculator.get_by_test_id("embed-offer")).to_be_hidden()

    frame = next(f for f in page.frames if "embed=1" in f.url)

    def fits() -> bool:
        inner = frame.evaluate("Math.ceil(document.documentElement.getBoundingClientRect().height)")
        outer = iframe.bounding_box()["height"]
        return abs(outer - inner) <= 2  # the example's 1px border on each side

    expect(iframe).to_have_attribute("data-resized", "true")
    wait_until(fits, "the iframe fits its content")
    fitted = iframe.bounding_box()["height"]
    assert fitted != 640  # the snippet's starting height

    # A result computed inside the iframe, then a change of content height followed by the iframe.
    calculator.get_by_label("Board size").select_option(label="13×13")
    calculator.get_by_label("Counting").select_option(label="Area (Chinese, AGA)")
    calculator.get_by_label("Ranks between the players").fill("4")
    expect(calculator.get_by_test_id("stones")).to_have_text("2")
    expect(calculator.get_by_test_id("komi")).to_have_text("−0.5")
    frame.wait_for_url(re.compile(r"board=13"))
    assert "embed=1" in frame.url and "board=13" in frame.url  # state in the query, embed kept
    calculator.get_by_label("Ranks between the players").fill("lots")
    expect(calculator.get_by_test_id("error")).to_be_visible()
    wait_until(lambda: fits() and iframe.bounding_box()["height"] != fitted, "the iframe follows its content")

    origins = {f"{urlparse(u).scheme}://{urlparse(u).netloc}" for u in log.urls if not u.startswith(("data:", "blob:"))}
    assert origins == {club_site, server_url}
    context.close()


def test_club_site_on_a_phone_shows_the_answer_first(browser: Browser, club_site: str):
    """The embed opens at its result (above its form) in the club page on a phone, and
    "Change the game" brings the form into the phone's screen (the iframe itself never scrolls)."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True)
    page = context.new_page()
    page.goto(f"{club_site}/club-site.html")
    calculator = page.frame_locator(f'iframe[title="{TITLE}"]')
    expect(calculator.get_by_test_id("stones")).to_have_text("2", timeout=BOOT_TIMEOUT_MS)
    expect(page.get_by_title(TITLE)).to_have_attribute("data-resized", "true")
    stones = calculator.get_by_test_id("stones").bounding_box()  # in the club page's viewport
    form = calculator.locator("#go-form").bounding_box()
    assert stones is not None and form is not None
    assert stones["y"] + stones["height"] < form["y"]
    calculator.get_by_role("button", name="Change the game").tap()
    first = calculator.get_by_label("Strength given as")
    expect(first).to_be_focused()
    box = first.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 740, box
    context.close()


def test_club_site_keeps_its_light_embed_for_a_visitor_in_dark_mode(browser: Browser, club_site: str):
    """The example club page is light and its snippet says theme=light: a visitor whose system is
    dark sees the calculator light too (the theme parameter wins over the system's setting)."""
    context = browser.new_context(color_scheme="dark")
    page = context.new_page()
    page.goto(f"{club_site}/club-site.html")
    calculator = page.frame_locator(f'iframe[title="{TITLE}"]')
    expect(calculator.get_by_test_id("stones")).to_have_text("2", timeout=BOOT_TIMEOUT_MS)
    frame = next(f for f in page.frames if "embed=1" in f.url)
    assert frame.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    colours = frame.evaluate("""() => [document.documentElement, document.querySelector('[data-testid="stones"]')]
        .map((e) => getComputedStyle(e)).map((s) => [s.backgroundColor, s.color])""")
    assert colours[0][0] == "rgb(251, 250, 247)", colours  # the light paper (style.css --paper)
    assert colours[1][1] == "rgb(29, 35, 43)", colours  # the light ink (--ink)
    context.close()


def test_host_script_ignores_other_origins(browser: Browser, server_url: str, club_site: str):
    """A height message from any origin but the calculator's is ignored."""
    context = browser.new_context()
    page = context.new_page()
    page.route(lambda url: "embed=1" in url, lambda route: route.fulfill(body="<p>stand-in</p>", content_type="text/html"))
    page.goto(f"{club_site}/club-site.html")
    iframe = page.get_by_title(TITLE)
    page.wait_for_function("() => document.querySelector('iframe').contentWindow !== null")
    page.evaluate("""() => window.postMessage({type: "fair-handicap:height", height: 123}, "*")""")
    frame = next(f for f in page.frames if "embed=1" in f.url)
    frame.evaluate("""() => parent.postMessage({type: "fair-handicap:height", height: 77}, "*")""")
    wait_until(lambda: iframe.get_attribute("data-resized") == "true", "the calculator's own message is used")
    assert iframe.bounding_box()["height"] == pytest.approx(77 + 2, abs=1)
    page.evaluate("""() => window.postMessage({type: "fair-handicap:height", height: 123}, "*")""")
    page.wait_for_timeout(300)
    assert iframe.bounding_box()["height"] == pytest.approx(77 + 2, abs=1)
    context.close()


def test_page_offers_the_snippet_with_current_settings(app_page: Page, server_url: str):
    page = app_page
    page.goto("/?mode=go&board=13&counting=area&diff=4")
    wait_for_engine(page)
    page.get_by_label("Ranks between the players").fill("5")
    page.get_by_text("Embed this calculator").click()
    snippet = page.get_by_label("Snippet for your page")
    expect(snippet).to_be_visible()
    expect(snippet).to_have_value(re.compile(r"diff=5"))
    html = snippet.input_value()
    parsed = page.evaluate("""(html) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        return {src: doc.querySelector("iframe").src, title: doc.querySelector("iframe").title,
                script: doc.querySelector("script").src, lines: html.trim().split("\\n").length};
    }""", html)
    assert parsed["lines"] == 2 and parsed["title"] == TITLE
    assert parsed["script"] == f"{server_url}/static/embed-host.js"
    src = urlparse(parsed["src"])
    assert f"{src.scheme}://{src.netloc}" == server_url
    query = {k: v[0] for k, v in parse_qs(src.query).items()}
    assert query == {"embed": "1", "mode": "go", "scale": "diff", "diff": "5", "system": "jewdan", "board": "13",
                     "rules": "japanese", "counting": "area", "dmode": "auto", "kmode": "auto"}


# The docs' example: a 9×9 club counting territory, light colours, 8 ranks between the players.
DOCS_EXAMPLE = "/?theme=light&mode=go&system=jewdan&board=9&counting=territory&diff=8"
DOCS_ORIGIN = "https://calc.example.org"


def offered_snippet(page: Page) -> str:
    page.get_by_text("Embed this calculator").click()
    snippet = page.get_by_label("Snippet for your page")
    expect(snippet).to_be_visible()
    expect(snippet).to_have_value(re.compile(r"<iframe "))
    return snippet.input_value()


def html_block_with_iframe(path: str) -> str:
    text = (ROOT / path).read_text("utf-8")
    blocks = re.findall(r"```html\n(.*?)```", text, re.DOTALL)
    return next(block for block in blocks if "<iframe" in block)


def test_the_snippet_has_no_obsolete_attribute_nor_the_players_names(app_page: Page, server_url: str):
    page = app_page
    page.goto("/?mode=go&scale=rank&n1=Ann&p1=1d&n2=Bob&p2=5k&board=13")
    wait_for_engine(page)
    html = offered_snippet(page)
    iframe = page.evaluate("""(html) => {
        const frame = new DOMParser().parseFromString(html, "text/html").querySelector("iframe");
        return {attributes: frame.getAttributeNames(), src: frame.src};
    }""", html)
    # Obsolete in HTML (the host script takes the border away: test_plain_words_page.py); no
    # inline style either, which a site's CSP may refuse and which would beat the site's own CSS.
    assert sorted(iframe["attributes"]) == ["height", "src", "title", "width"]
    query = parse_qs(urlparse(iframe["src"]).query)
    assert "n1" not in query and "n2" not in query and "Ann" not in html and "Bob" not in html
    assert query["p1"] == ["1d"] and query["p2"] == ["5k"] and query["board"] == ["13"]  # the settings stay


@pytest.mark.parametrize("path", ["README.md", "docs/embedding.md"])
def test_the_docs_show_the_snippet_the_page_gives(app_page: Page, server_url: str, path: str):
    page = app_page
    page.goto(DOCS_EXAMPLE)
    wait_for_engine(page)
    given = offered_snippet(page).replace(server_url, DOCS_ORIGIN)
    assert html_block_with_iframe(path).strip() == given.strip()
