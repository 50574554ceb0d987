"""The addresses other people rely on keep working whatever the web root's folders: links shared
from earlier versions (`/?system=…`, `mode=…`, `embed=1`) open the same view with the same answer,
and the files a host site or a browser asks for by name are served where they always were:
index.html, the service worker at /sw.js and the embed's host script at static/embed-host.js
(club sites link it; test_embed.py drives the example club page through it)."""

from __future__ import annotations

import re
from urllib.request import urlopen

import pytest
from playwright.sync_api import Page, expect

from tests.support.page import settled_url, wait_for_engine
from tests.support.server import ROOT

PUBLIC_FILES = {
    "/": "text/html",
    "/index.html": "text/html",
    "/sw.js": "text/javascript",
    "/static/embed-host.js": "text/javascript",
    "/static/app.js": "text/javascript",
    "/static/style.css": "text/css",
    "/static/manifest.webmanifest": "application/manifest+json",
}


@pytest.mark.parametrize(("path", "content_type"), PUBLIC_FILES.items())
def test_public_files_are_served_at_their_addresses(server_url: str, path: str, content_type: str) -> None:
    with urlopen(server_url + path) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith(content_type), response.headers["Content-Type"]


def test_every_file_index_html_names_is_served(server_url: str) -> None:
    html = (ROOT / "index.html").read_text()
    named = sorted(set(re.findall(r'(?:src|href)="(static/[^"]+)"', html)))
    assert "static/app.js" in named and "static/engine/engine-early.js" in named
    for path in named:
        with urlopen(f"{server_url}/{path}") as response:
            assert response.status == 200, path


def test_the_example_club_page_links_the_public_host_script() -> None:
    example = (ROOT / "static" / "examples" / "club-site.html").read_text()
    assert re.search(r'<script src="http://localhost:8000/static/embed-host\.js" async></script>', example)


# (an old link, the results it shows)
OLD_LINKS = [
    ("/?system=jewdan&board=13&counting=area&diff=4", {"stones": "2", "komi": "−0.5"}),
    ("/?mode=go&system=jewdan&board=13&counting=area&diff=4", {"stones": "2", "komi": "−0.5"}),
    ("/?mode=game", {"effective-rank-difference": "5 ranks"}),
    ("/?mode=chess&method=elo&elo=1800,2000&k=200&total=60", {"ratio": "2"}),
    ("/?mode=clock&base1=5:00&inc1=2&base2=3:00&inc2=2", {"clock-time-1": "5:00", "clock-time-2": "3:00"}),
]


@pytest.mark.parametrize(("link", "shown"), OLD_LINKS)
def test_old_links_open_their_view_with_the_same_answer(app_page: Page, link: str, shown: dict[str, str]) -> None:
    page = app_page
    page.goto(link)
    wait_for_engine(page)
    for testid, text in shown.items():
        expect(page.get_by_test_id(testid)).to_have_text(text)
    expect(page.locator("html")).not_to_have_class(re.compile(r"\bembed\b"))


def test_an_old_round_link_opens_the_round_with_its_settings(app_page: Page) -> None:
    page = app_page
    page.goto("/?mode=round&system=ogs&board=19&rules=japanese")
    wait_for_engine(page)
    expect(page.get_by_test_id("round-input")).to_be_visible()
    url = settled_url(page)
    assert all(part in url for part in ("mode=round", "system=ogs", "board=19", "rules=japanese")), url


def test_an_old_embed_link_opens_the_embedded_calculator(app_page: Page) -> None:
    page = app_page
    page.goto("/?embed=1&mode=go&system=jewdan&board=13&counting=area&diff=4")
    wait_for_engine(page)
    expect(page.locator("html")).to_have_class(re.compile(r"\bembed\b"))
    expect(page.get_by_test_id("stones")).to_have_text("2")
    expect(page.get_by_test_id("komi")).to_have_text("−0.5")
    assert "embed=1" in settled_url(page)
