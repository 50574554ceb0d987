"""The study's games stay in the engine's worker (a study session, ``study/sessions.py``): measured on
the worker protocol, every message the page posts to the worker and every reply it gets back, no
request carries the games and no read's reply brings them to the page; a new model is studied with
one small request and nothing read again; the CSV's rows come from the games the engine keeps; a
new choice of files lets the old games go; and games the engine no longer holds (a restarted
worker) are read again from the files, without a word from the person.

The games are the real ones of tests/fixtures/study/ (GNU Go's NNGS and KGS games, repository
runningskull/gnugo, commit 84a32e9cee2a70c0ec6ef58c1be279fed84a9a53, and OpenGotha's Juvisy 2019
EGD table; SOURCES.md there), the GNU Go games packed here in a .zip under several names, as in
test_study_page.py: no published .zip holds thousands of them."""

from __future__ import annotations

import base64
import json
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from handicap.api import calculate
from tests.support.study_page import SGF, TABLE, choose, open_study, studied

# Every message to and from the engine's worker, as the page posts and gets them (the worker made
# by the page's early script or the engine client alike): a request's command, keys, session and
# size in JSON; a reply's command, size and the games it carries. The worker itself is kept, so
# that the test can make it let go of the games as a restarted one would hold none.
WATCH_WORKER = """(() => {
  const Real = window.Worker;
  window.workerMessages = [];
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      window.engineWorker = this;
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        const request = message && message.request;
        window.workerMessages.push({ to: "worker", type: (message && message.type) || null,
          key: (message && message.key) || null, command: (request && request.command) || null,
          keys: request ? Object.keys(request) : [], session: (request && request.session) || null,
          bytes: request ? JSON.stringify(request).length : 0 });
        return post(message, ...rest);
      };
      this.addEventListener("message", (event) => {
        const reply = event.data && event.data.reply;
        if (!reply) return;
        window.workerMessages.push({ to: "page", command: reply.command || null, bytes: JSON.stringify(reply).length,
          games: Array.isArray(reply.games) ? reply.games.length : null, error: reply.error || null });
      });
    }
  };
})();"""


def real_games_zip(path: Path, copies: int) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for copy in range(copies):
            for p in SGF:
                z.writestr(f"copy-{copy}/{p.name}", p.read_bytes())
    return path


@pytest.fixture
def watched(browser: Browser, server_url: str) -> Iterator[Page]:
    """A page of its own whose worker messages are watched from its first (a boot of its own: the
    shared page's worker was made before any watch)."""
    context = browser.new_context(base_url=server_url, accept_downloads=True)
    context.add_init_script(WATCH_WORKER)
    try:
        yield context.new_page()
    finally:
        context.close()


def messages(page: Page, since: int = 0) -> list[dict]:
    return page.evaluate("window.workerMessages")[since:]


def encoded(*paths: Path) -> list[dict[str, str]]:
    return [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in paths]


def test_the_games_stay_in_the_worker_and_a_new_model_is_studied_without_reading_again(
        watched: Page, tmp_path: Path) -> None:
    page = watched
    open_study(page)
    archive = real_games_zip(tmp_path / "many.zip", 8)  # 8 × 283 files: two reads of the .zip
    files = encoded(archive, TABLE)
    # what the games weigh as records, as a study-read without a session returns them
    records = calculate({"command": "study-read", "files": files})["games"]
    records_bytes = len(json.dumps(records, ensure_ascii=False))
    assert len(records) > 2000 and records_bytes > 300_000
    choose(page, [archive, TABLE])
    studied(page)
    expected = calculate({"command": "study", "files": files})
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    expect(page.get_by_test_id("study-verdict")).to_have_text(expected["verdict"])
    read = messages(page)
    requests = [m for m in read if m["to"] == "worker" and m["command"] in ("study-read", "study")]
    assert [m["command"] for m in requests] == ["study-read", "study-read", "study"], requests
    session = requests[0]["session"]
    assert session and all(m["session"] == session for m in requests)
    # no request carries the games, none is more than a few hundred bytes, and no read brings them back
    assert not any("games" in m["keys"] for m in requests)
    assert max(m["bytes"] for m in requests) < 1000
    replies = [m for m in read if m["to"] == "page" and m["command"] == "study-read"]
    assert [m["games"] for m in replies] == [0, 0]
    assert max(m["bytes"] for m in replies) < 20_000

    # another model: one study request, nothing kept or read again, the engine's study of the same files
    since = len(messages(page))
    page.get_by_test_id("study").get_by_label("Arithmetic for these games").select_option("ogs")
    studied(page)
    other = calculate({"command": "study", "files": files, "model": "ogs"})
    assert other["summary"] != expected["summary"]
    expect(page.get_by_test_id("study-summary")).to_have_text(other["summary"])
    expect(page.get_by_test_id("study-fits").locator("dd")).to_have_text(
        [f["shown"]["log_likelihood"] for f in other["fits"]])
    after = [m for m in messages(page, since) if m["to"] == "worker"]
    assert [(m["type"], m["command"]) for m in after] == [(None, "study")], after
    assert after[0]["session"] == session and after[0]["bytes"] < 1000

    # the CSV: one row a game, from the games the engine keeps, under the model shown
    since = len(messages(page))
    with page.expect_download() as download:
        page.get_by_test_id("study-download-csv").click()
    csv = Path(download.value.path()).read_bytes().decode("utf-8-sig")
    rows = calculate({"command": "study", "files": files, "model": "ogs", "rows": True})["csv"]
    assert csv == rows and csv.count("\n") > len(SGF)
    asked = [m for m in messages(page, since) if m["to"] == "worker"]
    assert [(m["command"], m["session"], "rows" in m["keys"]) for m in asked] == [("study", session, True)]

    # a new choice of files: the old games are let go, a new session holds the new ones
    since = len(messages(page))
    choose(page, [TABLE])
    studied(page)
    table = calculate({"command": "study", "files": encoded(TABLE), "model": "ogs"})
    expect(page.get_by_test_id("study-summary")).to_have_text(table["summary"])
    now = [m for m in messages(page, since) if m["to"] == "worker"]
    assert {"type": "drop-study", "key": session} in [{"type": m["type"], "key": m["key"]} for m in now]
    new = {m["session"] for m in now if m["command"]}
    assert len(new) == 1 and session not in new, now


def test_games_the_worker_no_longer_holds_are_read_again(watched: Page) -> None:
    """The worker lets the session go (as a restarted worker holds none): the next study is told
    so by the engine, and the page reads the files again and shows the study, with no error."""
    page = watched
    open_study(page)
    choose(page, [TABLE, *SGF[:60]])
    studied(page)
    session = next(m["session"] for m in messages(page) if m["command"] == "study-read")
    page.evaluate("(key) => window.engineWorker.postMessage({ type: 'drop-study', key })", session)
    since = len(messages(page))
    page.get_by_test_id("study").get_by_label("Arithmetic for these games").select_option("ogs")
    studied(page)
    expected = calculate({"command": "study", "files": encoded(TABLE, *SGF[:60]), "model": "ogs"})
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    expect(page.get_by_test_id("study-error")).to_be_hidden()
    after = messages(page, since)
    lost = [m for m in after if m["to"] == "page" and m["error"]]
    assert [e["error"]["field"] for e in lost] == ["session"]
    asked = [m["command"] for m in after if m["to"] == "worker" and m["command"]]
    assert asked == ["study", "study-read", "study"], asked


def test_a_csv_asked_of_games_the_worker_no_longer_holds_reads_them_again(watched: Page) -> None:
    """The worker lets the session go after the study is shown (as a restarted worker holds none):
    the CSV asked next is told so by the engine, and the page reads the files again, shows the
    study again and downloads the CSV of the same settings, with no error and no second click."""
    page = watched
    open_study(page)
    page.get_by_test_id("study").get_by_label("Arithmetic for these games").select_option("ogs")
    choose(page, [TABLE, *SGF[:60]])
    studied(page)
    session = next(m["session"] for m in messages(page) if m["command"] == "study-read")
    page.evaluate("(key) => window.engineWorker.postMessage({ type: 'drop-study', key })", session)
    since = len(messages(page))
    # a reading, a study and the CSV's rows again: waited for as long as a study is
    with page.expect_download(timeout=120_000) as download:
        page.get_by_test_id("study-download-csv").click()
    csv = Path(download.value.path()).read_bytes().decode("utf-8-sig")
    files = encoded(TABLE, *SGF[:60])
    expected = calculate({"command": "study", "files": files, "model": "ogs", "rows": True})
    assert csv == expected["csv"] and csv.count("\n") > 60
    studied(page)
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    expect(page.get_by_test_id("study-error")).to_be_hidden()
    after = messages(page, since)
    lost = [m for m in after if m["to"] == "page" and m["error"]]
    assert [e["error"]["field"] for e in lost] == ["session"]
    asked = [(m["command"], "rows" in m["keys"]) for m in after if m["to"] == "worker" and m["command"]]
    assert asked == [("study", True), ("study-read", False), ("study", False), ("study", True)], asked
    new = {m["session"] for m in after if m["to"] == "worker" and m["command"] == "study-read"}
    assert len(new) == 1 and session not in new
