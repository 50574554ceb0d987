"""Many games, under Check a game: real game records chosen (GNU Go's NNGS and KGS games and an
OpenGotha EGD table, tests/fixtures/study/SOURCES.md), read in the worker with a progress bar, the
study shown as a chart and tables whose numbers are the engine's; a link keeps the model and bin
width; Cancel stops a long read; the chart downloads as SVG."""

from __future__ import annotations

import base64
import re
import zipfile
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from handicap.api import calculate
from tests.support.page import settled_url
from tests.support.study_page import SGF, TABLE, choose, open_study, studied


def engine_study(model: str = "proposal", bin_width: str = "0.5") -> dict:
    import base64
    files = [{"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in [*SGF, TABLE]]
    return calculate({"command": "study", "files": files, "model": model, "bin": bin_width})


def test_many_games_studied_as_the_engine_says(app_page: Page) -> None:
    page = app_page
    open_study(page)
    section = page.get_by_test_id("study")
    choose(page, [*SGF, TABLE])
    studied(page)
    expected = engine_study()
    expect(page.get_by_test_id("study-verdict")).to_have_text(expected["verdict"])
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    rows = page.get_by_test_id("study-bins").locator("tbody tr")
    expect(rows).to_have_count(len(expected["bins"]))
    first = expected["bins"][0]
    expect(rows.first.locator("th")).to_have_text(first["shown"]["gap"])
    expect(rows.first.locator("td").nth(0)).to_have_text(str(first["games"]))
    # a bin of fewer than 20 games says so in place of its interval (test_study_verdict_page.py)
    expect(rows.first.locator("td").nth(5)).to_have_text(first["shown"].get("few") or first["shown"]["interval"])
    # the chart: one mark a bin, the fitted curve, each point's words from the engine
    points = page.get_by_test_id("study-point")
    expect(points).to_have_count(len(expected["chart"]["points"]))
    expect(points.first.locator("title")).to_have_text(expected["chart"]["points"][0]["label"])
    expect(page.get_by_test_id("study-curve")).to_have_count(1 if expected["chart"]["curve"] else 0)
    expect(page.get_by_test_id("study-fits").locator("dd")).to_have_text(
        [f["shown"]["log_likelihood"] for f in expected["fits"]])
    expect(page.get_by_test_id("study-set-apart").locator("li").first).to_have_text(expected["set_apart"][0]["shown"])
    # the rating models against these games: the engine's sentence, and each model's calibration,
    # a row for each tenth of its chance that holds games, in the engine's words
    models = expected["chance_models"]
    assert models["games"] > 0
    expect(page.get_by_test_id("study-chance-text")).to_have_text(models["text"])
    calibration = page.get_by_test_id("study-chance-models")
    expect(calibration.locator("caption")).to_have_text(models["caption"])
    expect(calibration.locator("thead th")).to_have_text(
        [models["columns"][key] for key in ("range", "games", "predicted", "observed")])
    # each model's name on a row of its own, then a row for each tenth of its chance that holds games
    cells = [row for m in models["models"] for row in [[m["name"]], *(
        [b["shown"]["range"], str(b["games"]), b["shown"]["predicted"], b["shown"]["observed"]]
        for b in m["bins"] if b["games"])]]
    expect(calibration.locator("tbody tr")).to_have_text(
        [re.compile(r"\s*".join(re.escape(cell) for cell in row)) for row in cells])
    # its chart above the table: a mark a row, each model's name in the legend
    chance_points = page.get_by_test_id("study-chance-point")
    expect(chance_points).to_have_count(sum(len(s["points"]) for s in models["chart"]["series"]))
    assert legend(page) == [*(s["name"] for s in models["chart"]["series"]), models["chart"]["diagonal"]["label"]]
    # another model and bin width: studied again from the records read, and kept in the link
    section.get_by_label("Arithmetic for these games").select_option("ogs")
    section.get_by_label("Bin width (ranks)").fill("1")
    studied(page)
    other = engine_study("ogs", "1")
    expect(rows).to_have_count(len(other["bins"]))
    expect(page.get_by_test_id("study-summary")).to_have_text(other["summary"])
    query = parse_qs(urlparse(settled_url(page)).query)
    assert query["study_model"] == ["ogs"] and query["study_bin"] == ["1"] and query["mode"] == ["game"]
    assert not any("sgf" in key or "files" in key for key in query)
    # the SVG download is the chart, standalone
    with page.expect_download() as download:
        page.get_by_test_id("study-download").click()
    svg = Path(download.value.path()).read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "<style>" in svg and svg.count("<circle") == len(other["chart"]["points"])


# The KGS games people played against GNU Go (GNU Go's regression suite: repository
# runningskull/gnugo, regression/games/kgs, commit 84a32e9cee2a70c0ec6ef58c1be279fed84a9a53;
# tests/fixtures/study/SOURCES.md): 51 games both rating models cover (docs/study.md's figures).
KGS = [p for p in SGF if p.name.startswith("kgs--")]

CALIBRATION = """() => {
  // the calibration chart read back: its axes' ends in the drawing's units, each mark's centre
  // (its box's, in the same units) and what it carries, and every text's box on the screen
  const svg = document.querySelector('[data-testid="study-chance-chart"] svg');
  const axis = (name) => { const l = svg.querySelector(`line.axis[data-axis="${name}"]`);
    return ["x1", "x2", "y1", "y2"].map((a) => Number(l.getAttribute(a))); };
  const box = (e) => { const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
  const points = [...svg.querySelectorAll('[data-testid="study-chance-point"]')].map((g) => {
    const mark = g.querySelector(".mark"), b = mark.getBBox();
    return { model: g.dataset.model, x: Number(g.dataset.x), y: Number(g.dataset.y), games: Number(g.dataset.games),
      few: g.classList.contains("few"), title: g.querySelector("title").textContent, shape: mark.tagName,
      cx: b.x + b.width / 2, cy: b.y + b.height / 2, fill: getComputedStyle(mark).fill,
      dash: g.parentElement.querySelector(".series-line").getAttribute("stroke-dasharray") };
  });
  const diagonal = svg.querySelector('[data-testid="study-chance-diagonal"]');
  return { x: axis("x"), y: axis("y"), points,
    diagonal: ["x1", "y1", "x2", "y2"].map((a) => Number(diagonal.getAttribute(a))),
    titles: [...svg.querySelectorAll("text.title")].map(box), ticks: [...svg.querySelectorAll("text.tick")].map(box),
    legend: box(svg.querySelector('[data-testid="study-chance-legend"]')), svg: box(svg),
    page: document.documentElement.scrollWidth };
}"""


def legend(page: Page) -> list[str]:
    """The calibration chart's legend, a text an item (a text on two lines: its lines, a space between)."""
    return page.get_by_test_id("study-chance-legend").locator("text").evaluate_all(
        "(ts) => ts.map((t) => t.children.length ? [...t.children].map((s) => s.textContent).join(' ') : t.textContent)")


def meet(a: dict, b: dict) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}], ids=["phone", "desktop"])
def test_the_rating_models_calibration_chart_draws_the_engines_numbers(app_page: Page, size: dict[str, int]) -> None:
    """Each model's tenths drawn where the engine puts them (its mean chance across, Black's score
    up), over the diagonal, with each model's own mark and line; its log-likelihood and Brier score
    side by side; within a phone's width, and no axis title on a label."""
    page = app_page
    page.set_viewport_size(size)
    open_study(page)
    choose(page, KGS)
    studied(page)
    models = calculate({"command": "study", "files": [
        {"name": p.name, "base64": base64.b64encode(p.read_bytes()).decode()} for p in KGS]})["chance_models"]
    chart = models["chart"]
    assert models["games"] == 51
    scores = page.get_by_test_id("study-chance-scores")
    expect(scores.locator("thead th")).to_have_text(
        [models["columns"][key] for key in ("model", "log_likelihood", "brier")])
    expect(scores.locator("tbody tr")).to_have_text([re.compile(r"\s*".join(re.escape(cell) for cell in (
        m["name"], m["shown"]["log_likelihood"], m["shown"]["brier"]))) for m in models["models"]])
    assert [m["shown"]["log_likelihood"] for m in models["models"]] == ["−40.92", "−34.34"]
    assert legend(page) == ["The AGA's model (BayRate)", "OGS's model (goratings)", chart["diagonal"]["label"]]
    expect(page.get_by_test_id("study-chance-how-to-read")).to_have_text(chart["how_to_read"])
    drawn = page.evaluate(CALIBRATION)
    (x_left, x_right, x_bottom, _), (y_left, _, y_top, y_bottom) = drawn["x"], drawn["y"]
    assert x_left == y_left and x_bottom == y_bottom and x_right > x_left and y_bottom > y_top
    across = lambda v: x_left + (v - chart["x"]["low"]) / (chart["x"]["high"] - chart["x"]["low"]) * (x_right - x_left)
    up = lambda v: y_bottom - (v - chart["y"]["low"]) / (chart["y"]["high"] - chart["y"]["low"]) * (y_bottom - y_top)
    expected = [(s["model"], p) for s in chart["series"] for p in s["points"]]
    assert len(drawn["points"]) == len(expected) == 14
    for point, (model, p) in zip(drawn["points"], expected, strict=True):
        assert (point["model"], point["games"], point["few"], point["title"]) == (model, p["games"], p["few"], p["label"])
        assert point["x"] == pytest.approx(p["x"], abs=1e-12) and point["y"] == pytest.approx(p["y"], abs=1e-12)
        # where it is drawn: the engine's numbers on the chart's own axes, to a tenth of a unit
        assert point["cx"] == pytest.approx(across(p["x"]), abs=0.1), (model, p)
        assert point["cy"] == pytest.approx(up(p["y"]), abs=0.1), (model, p)
    # the diagonal from (0, 0) to (100 %, 100 %)
    assert drawn["diagonal"] == pytest.approx([across(0), up(0), across(1), up(1)], abs=0.01)
    # the two models apart by mark and by line, not by colour alone
    by_model = {m: [p for p in drawn["points"] if p["model"] == m] for m in ("aga", "ogs")}
    assert {p["shape"] for p in by_model["aga"]} == {"circle"} and {p["shape"] for p in by_model["ogs"]} == {"polygon"}
    assert {p["dash"] for p in by_model["aga"]} == {""} and {p["dash"] for p in by_model["ogs"]} == {"7 4"}
    # a tenth of fewer than 20 games hollow (the AGA's 50–60 % and OGS's 40–50 % hold more), and greyed in the table
    assert [(p["model"], p["games"]) for p in drawn["points"] if not p["few"]] == [("aga", 20), ("ogs", 35)]
    for model in ("aga", "ogs"):
        fills = {p["few"]: p["fill"] for p in by_model[model]}
        assert fills[True] != fills[False]
    rows = page.get_by_test_id("study-chance-models").locator("tbody tr:not(.model)")
    assert rows.evaluate_all("(rs) => rs.map((r) => r.classList.contains('few'))") == [p["few"] for _, p in expected]
    # within the screen, no sideways scrolling; no axis title on a tick label, the legend on neither
    assert drawn["svg"]["right"] <= size["width"] + 0.5 and drawn["page"] <= size["width"]
    assert len(drawn["titles"]) == 2 and len(drawn["ticks"]) == 10
    assert [(t, k) for t in drawn["titles"] for k in drawn["ticks"] if meet(t, k)] == []
    assert [box for box in [*drawn["titles"], *drawn["ticks"]] if meet(drawn["legend"], box)] == []
    assert all(drawn["svg"]["left"] - 0.5 <= box["left"] and box["right"] <= drawn["svg"]["right"] + 0.5
               for box in [*drawn["titles"], *drawn["ticks"], drawn["legend"]])


def test_a_link_keeps_the_model_and_bin_and_a_zip_reads(app_page: Page, tmp_path: Path) -> None:
    page = app_page
    open_study(page, "&study_model=ogs&study_bin=0.25&study_board=19")
    section = page.get_by_test_id("study")
    expect(section.get_by_label("Arithmetic for these games")).to_have_value("ogs")
    expect(section.get_by_label("Bin width (ranks)")).to_have_value("0.25")
    expect(section.get_by_label("Only the games on")).to_have_value("19")
    archive = tmp_path / "games.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for p in SGF:
            z.writestr(p.name, p.read_bytes())
    choose(page, [archive])
    studied(page)
    import base64
    expected = calculate({"command": "study", "files": [{"name": "games.zip", "base64": base64.b64encode(
        archive.read_bytes()).decode()}], "model": "ogs", "bin": "0.25", "board": "19"})
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    expect(page.get_by_test_id("study-bins").locator("tbody tr")).to_have_count(len(expected["bins"]))


def test_cancel_stops_a_long_read(app_page: Page) -> None:
    page = app_page
    open_study(page)
    # many files: the read goes in batches, so the progress bar shows and Cancel is there to press
    choose(page, SGF * 3)
    cancel = page.get_by_test_id("study-cancel")
    expect(cancel).to_be_visible()
    cancel.click()
    expect(page.get_by_test_id("study-error")).to_have_text("Stopped: nothing was studied.")
    expect(page.get_by_test_id("study-progress-line")).to_be_hidden()
    expect(page.get_by_test_id("study-result")).to_have_attribute("data-state", "empty")


# A .zip with more files than one request reads (the page asks the engine for 2,000 of a .zip's
# files at a time, study-read's start and count). Its files are the real GNU Go games of
# tests/fixtures/study/gnugo (SOURCES.md there), each put in the .zip under several names: no made
# game; the .zip is built here because no published one holds thousands of them.
def real_games_zip(path: Path, copies: int) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for copy in range(copies):
            for p in SGF:
                z.writestr(f"copy-{copy}/{p.name}", p.read_bytes())
    return path


WATCH_PROGRESS = """() => {
  // every change of the progress line, with when it came: the test reads the batches from it
  window.studyProgress = [];
  const text = document.querySelector('[data-testid="study-progress-text"]');
  const bar = document.querySelector('[data-testid="study-progress"]');
  new MutationObserver(() => window.studyProgress.push(
    { at: performance.now(), text: text.textContent, value: bar.value, max: bar.max },
  )).observe(text, { childList: true, characterData: true, subtree: true });
}"""


CANCEL_AFTER_THE_FIRST_BATCH = """() => {
  const text = document.querySelector('[data-testid="study-progress-text"]');
  const cancel = document.querySelector('[data-testid="study-cancel"]');
  const observer = new MutationObserver(() => {
    if (!/^2001 of/.test(text.textContent)) return;
    observer.disconnect();
    cancel.dataset.pressedAt = text.textContent;
    // what a person could press at that moment (the click below skips Playwright's own check)
    const box = cancel.getBoundingClientRect();
    cancel.dataset.pressable = String(!cancel.disabled && box.width > 0 && box.height > 0
      && getComputedStyle(cancel).visibility === "visible");
    cancel.click();
  });
  observer.observe(text, { childList: true, characterData: true, subtree: true });
}"""


def progress_seen(page: Page) -> list[dict]:
    return page.evaluate("window.studyProgress")


def files_counted(text: str) -> tuple[int, int]:
    done, total = re.fullmatch(r"(\d+) of (\d+) files", text).groups()  # type: ignore[union-attr]
    return int(done), int(total)


def test_a_zip_bigger_than_a_batch_is_read_whole_with_the_progress_advancing(app_page: Page, tmp_path: Path) -> None:
    page = app_page
    open_study(page)
    archive = real_games_zip(tmp_path / "many.zip", 8)  # 8 × 283 files: two requests
    members = 8 * len(SGF)
    page.evaluate(WATCH_PROGRESS)
    choose(page, [archive])
    studied(page)
    import base64
    expected = calculate({"command": "study", "files": [{"name": "many.zip", "base64": base64.b64encode(
        archive.read_bytes()).decode()}]})
    assert expected["counts"]["records"] == members
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    expect(page.get_by_test_id("study-verdict")).to_have_text(expected["verdict"])
    expect(page.get_by_test_id("study-progress-line")).to_be_hidden()
    seen = [files_counted(p["text"]) for p in progress_seen(page)]
    # 0 files of 1 (the .zip), then the .zip and its first 2,000 files of the .zip and its files,
    # then all of them: the bar advances with each request
    assert seen[0] == (0, 1)
    assert seen[1:] == [(2001, members + 1), (members + 1, members + 1)], seen
    values = [p["value"] for p in progress_seen(page)]
    assert values[0] == 0 < values[1] < values[2] == progress_seen(page)[-1]["max"] == archive.stat().st_size


def test_cancel_stops_a_zip_between_two_batches(app_page: Page, tmp_path: Path) -> None:
    page = app_page
    open_study(page)
    # 40 × 283 files: six requests, each a few tenths of a second once the .zip is in the worker,
    # so that Cancel comes while some are still to be asked
    archive = real_games_zip(tmp_path / "more.zip", 40)
    members = 40 * len(SGF)
    page.evaluate(WATCH_PROGRESS)
    # Cancel is pressed the moment the first batch is shown, before the page handles anything
    # else: a click from the test may come a batch later (batches a few tenths of a second apart
    # outran the test's polling on a loaded machine, which saw 4001 first)
    page.evaluate(CANCEL_AFTER_THE_FIRST_BATCH)
    choose(page, [archive])
    expect(page.get_by_test_id("study-cancel")).to_have_attribute("data-pressed-at", re.compile(r"^2001 of \d+ files$"),
                                                                timeout=120_000)
    expect(page.get_by_test_id("study-cancel")).to_have_attribute("data-pressable", "true")
    expect(page.get_by_test_id("study")).to_have_attribute("data-state", "cancelled")
    expect(page.get_by_test_id("study-error")).to_have_text("Stopped: nothing was studied.")
    # the batch asked before Cancel is answered and dropped, the next is never asked: given the
    # time of two more batches (as long as the first took, each), nothing moves, and not all the
    # files were read
    seen = progress_seen(page)
    first_batch_ms = seen[1]["at"] - seen[0]["at"]
    page.wait_for_timeout(min(60_000, 3 * first_batch_ms + 1000))
    assert progress_seen(page) == seen
    done, total = files_counted(seen[-1]["text"])
    assert total == members + 1 and 2001 <= done < total, seen[-1]
    expect(page.get_by_test_id("study")).to_have_attribute("data-state", "cancelled")
    expect(page.get_by_test_id("study-result")).to_have_attribute("data-state", "empty")
    expect(page.get_by_test_id("study-progress-line")).to_be_hidden()


def test_the_chart_words_stay_readable_on_a_phone(app_page: Page) -> None:
    """At 390 px the chart is drawn at its box's width, not shrunk from a desktop drawing: its
    words are shown at 12 px or more (a 640-unit drawing in a 350 px box showed them at 6–7 px)."""
    page = app_page
    page.set_viewport_size({"width": 390, "height": 844})  # app_page gives the next test its size back
    open_study(page)
    choose(page, [TABLE, *SGF[:40]])
    studied(page)
    sizes = page.evaluate("""() => {
      const svg = document.querySelector('[data-testid=study-chart] svg');
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    }""")
    assert sizes and min(sizes) >= 11.5, sizes


# A .tar.bz2 and a .tar.gz as u-go.net publishes KGS games (no such archive is kept in a public
# repository the search tools reach): the real KGS games of GNU Go's regression suite
# (tests/fixtures/study/SOURCES.md) in a folder inside a folder, each under several names so that
# the archive holds more files than one request reads; and a 7-Zip file's first bytes (its
# published magic number) before a game record, which must not be read as one.
def real_games_tar(path: Path, mode: str, copies: int) -> Path:
    import tarfile
    with tarfile.open(path, mode) as archive:  # type: ignore[call-overload]
        for copy in range(copies):
            for p in SGF:
                if p.name.startswith("kgs--"):
                    archive.add(str(p), arcname=f"kgs-19-2005/copy-{copy}/{p.name}")
    return path


def test_archives_are_read_in_slices_and_what_was_read_is_listed(app_page: Page, tmp_path: Path) -> None:
    import base64
    page = app_page
    open_study(page)
    # 30 × 74 files: two requests (gzip: each request a fraction of what bzip2 costs the worker)
    gz_archive = real_games_tar(tmp_path / "KGS-2005-19.tar.gz", "w:gz", 30)
    bz2_archive = real_games_tar(tmp_path / "KGS-2006-19.tar.bz2", "w:bz2", 1)
    seven = tmp_path / "games.7z"
    seven.write_bytes(b"7z\xbc\xaf\x27\x1c\x00\x04(;GM[1]SZ[19]BR[5k]WR[3k]KM[0.5]HA[2]RE[B+R];B[pd])")
    choose(page, [gz_archive, bz2_archive, seven])
    studied(page)
    expected = calculate({"command": "study", "files": [{"name": p.name, "base64": base64.b64encode(
        p.read_bytes()).decode()} for p in (gz_archive, bz2_archive, seven)]})
    assert expected["counts"]["records"] == 31 * 74 and expected["counts"]["studied"] < 74
    assert expected["counts"]["duplicates"] == 30 * 74 and expected["counts"]["unread_files"] == 1
    expect(page.get_by_test_id("study-summary")).to_have_text(expected["summary"])
    expect(page.get_by_test_id("study-verdict")).to_have_text(expected["verdict"])
    # the collapsible list: closed at first, its line the engine's; opened, each list the engine's
    files = page.get_by_test_id("study-files")
    summary = page.get_by_test_id("study-files-summary")
    expect(summary).to_have_text(expected["files_shown"])
    expect(summary).to_contain_text("1 file not read")
    expect(page.get_by_test_id("study-files-read")).to_be_hidden()
    summary.click()
    expect(files).to_have_attribute("open", "")
    expect(page.get_by_test_id("study-files-read").locator("li")).to_have_text(
        [f["shown"] for f in expected["read"]])
    expect(page.get_by_test_id("study-files-unread").locator("li")).to_have_text(
        ["games.7z: a 7-Zip archive: not read"])
    expect(page.get_by_test_id("study-files-duplicates").locator("li")).to_have_text(
        [d["shown"] for d in expected["duplicates"]])
    assert [f["source"] for f in expected["read"]] == ["KGS-2005-19.tar.gz", "KGS-2006-19.tar.bz2"]
