"""The Tournament round tab's leftovers (issue 16): the round's own CSV download pasted back into
the box gives the same table (in the page's language); removing an OpenGotha file puts back the
settings the form held before it; the file picker drawn by the page.

Expected values are the engine's own answers in CPython, or the page's own earlier state."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.test_round import engine_round, expect_boards, fixture, open_round, paste, shown_rows

# Handicaps both ways, nigiris, a comma in a name, a name with the nigiri mark's brackets.
PAIRINGS = "1 Ann Ito 3d - Bob 5k\n2 Cy 2k - Di 2k\n3 Ed 1k - Fy 1d\n4, \"Lee, Jo\", 12k, Max, 10k\n" \
           "5 Ona (Paris) 4k - Pim 4k\n"


def download_csv(page: Page) -> str:
    with page.expect_download() as info:
        page.get_by_test_id("round-csv").click()
    return Path(info.value.path()).read_bytes().decode("utf-8")


def test_the_downloaded_csv_pasted_back_gives_the_same_table(app_page: Page, tmp_path: Path):
    page = app_page
    for lang in ("ja", "fr"):
        open_round(page, lang=lang)
        paste(page, PAIRINGS)
        reply = engine_round(pairings=PAIRINGS, lang=lang)
        assert reply["errors"] == [] and any(b["nigiri"] for b in reply["boards"])
        expect_boards(page, reply)
        before = shown_rows(page)
        downloaded = download_csv(page)
        assert downloaded == reply["csv"]

        # Pasted into the box, as an organiser copies it from a text editor.
        paste(page, "Zed 1k - Yan 2k")
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(1)
        paste(page, downloaded)
        again = engine_round(pairings=downloaded, lang=lang)
        assert again["errors"] == []
        expect_boards(page, again)
        assert shown_rows(page) == before
        expect(page.get_by_test_id("round-errors-box")).to_be_hidden()

        # Opened as a file: the same.
        path = tmp_path / f"round-{lang}.csv"
        path.write_bytes(downloaded.encode("utf-8"))
        paste(page, "Zed 1k - Yan 2k")
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(1)
        page.get_by_test_id("round-file").set_input_files(str(path))
        expect(page.get_by_test_id("round-table").locator("tbody tr")).to_have_count(len(reply["boards"]))
        assert shown_rows(page) == before
        assert download_csv(page) == downloaded
