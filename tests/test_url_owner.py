"""One owner of the address bar: static/core/url-state.js is the only page module that reads the
page's URL or writes it (app.js hands each part of the page the link's values it needs)."""

from __future__ import annotations

import re

from tests.support.front_end import STATIC, page_modules

# Reading the page's URL (its query, its address) or writing it.
URL_ACCESS = re.compile(r"(?<![\w.])(?:window\.)?(?:location\.(?:search|href|origin|pathname|hash|assign|replace)"
                        r"|history\.(?:replaceState|pushState))")
# Modules that see a URL that is not the page's: the host site's (embed-host.js runs there) or
# the worker's own (self.location in the engine worker and its boot files).
OTHER_URL = {"embed-host.js", "engine-worker.js", "boot-files.js"}
# The page's first script, classic, run before any module, reads the link only to draw the page
# right at once: its lang= (the page's language), its theme= (light or dark before the first
# paint), which parameters it has (a link with settings shows the answer first) and its mode= (the
# tab drawn first, before app.js selects it). url-state.js
# owns the link from then on.
EARLY_READERS = {"engine-early.js": ["location.search"]}


def test_only_url_state_reads_or_writes_the_page_url():
    readers = {path.name: sorted(set(URL_ACCESS.findall(path.read_text())))
               for path in page_modules() if path.name not in OTHER_URL}
    assert readers["url-state.js"], "url-state.js no longer touches the URL: is the scan still right?"
    others = {name: found for name, found in readers.items()
              if found and name != "url-state.js" and found != EARLY_READERS.get(name)}
    assert others == {}, f"modules reading or writing the page's URL besides url-state.js: {others}"


def test_the_early_reader_reads_only_lang_mode_theme_and_which_parameters():
    source = (STATIC / "engine" / "engine-early.js").read_text()
    assert re.findall(r"location\.search\)\.get\(\"(\w+)\"\)", source) == ["lang", "mode", "theme"]
    assert re.findall(r"location\.search\)\.(\w+)\(", source) == ["get", "keys", "get", "get"]
    assert source.count("location.") == 4


def test_the_scan_finds_url_access():
    assert URL_ACCESS.findall("const q = new URLSearchParams(location.search); history.replaceState(null, '', u);"
                              " copy(location.href);") == ["location.search", "history.replaceState", "location.href"]
    assert URL_ACCESS.findall("new URL(self.location.href); location.reload();") == []
