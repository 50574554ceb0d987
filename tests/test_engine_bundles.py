"""The engine the page downloads (scripts/engine-bundle.mjs): engine.json holds the package with
English only, and each other language is a file of its own (engine-<lang>.json) that a visit
fetches only when it asks for that language. Together they are exactly the package but for the
command line's own modules (cli.py and what only it uses), and engine.json names each language
file's hash (the worker refuses a file of another version)."""

from __future__ import annotations

import hashlib
import json
import subprocess
from typing import Any

from handicap import i18n
from handicap.api import HANDLERS
from tests.support.server import ROOT

PACKAGE = ROOT / "py"


def from_bundle_script(expression: str) -> Any:
    script = f"import('./scripts/engine-bundle.mjs').then(m => process.stdout.write(JSON.stringify({expression})))"
    done = subprocess.run(["node", "-e", script], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def bundles() -> dict[str, str]:
    result: dict[str, str] = from_bundle_script("m.engineFiles()")
    return result


def sample_requests() -> list[dict[str, Any]]:
    """One request per command (scripts/boot-assets.mjs, which the build's own check answers)."""
    script = "import('./scripts/boot-assets.mjs').then(m => process.stdout.write(JSON.stringify(m.SAMPLE_REQUESTS)))"
    done = subprocess.run(["node", "-e", script], cwd=ROOT, capture_output=True, text=True, check=True)
    result: list[dict[str, Any]] = json.loads(done.stdout)
    return result


def test_each_language_but_english_is_a_file_of_its_own() -> None:
    files = bundles()
    others = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]
    assert sorted(files) == sorted(["static/engine.json", *(f"static/engine-{lang}.json" for lang in others)])
    engine = json.loads(files["static/engine.json"])
    assert any(path.startswith("handicap/i18n/en/") for path in engine["files"])
    assert not [path for path in engine["files"] if any(path.startswith(f"handicap/i18n/{lang}/") for lang in others)]
    for lang in others:
        text = files[f"static/engine-{lang}.json"]
        bundle = json.loads(text)
        assert bundle["lang"] == lang and bundle["version"] == engine["version"]
        assert bundle["files"] and all(path.startswith(f"handicap/i18n/{lang}/") for path in bundle["files"])
        assert engine["languages"][lang] == hashlib.sha256(text.encode()).hexdigest()


def shipped_files() -> dict[str, str]:
    shipped: dict[str, str] = {}
    for text in bundles().values():
        for path, source in json.loads(text)["files"].items():
            assert path not in shipped, f"{path} is in two bundles"
            shipped[path] = source
    return shipped


def test_together_they_are_exactly_the_package_but_the_command_lines_modules() -> None:
    left_out = from_bundle_script("m.COMMAND_LINE_ONLY")
    assert sorted(left_out) == ["handicap/__main__.py", "handicap/cli.py", "handicap/i18n/stale.py", "handicap/terminal.py"]
    on_disk = {str(path.relative_to(PACKAGE)): path.read_text(encoding="utf-8")
               for path in (PACKAGE / "handicap").rglob("*.py") if "__pycache__" not in path.parts}
    assert set(left_out) <= on_disk.keys()  # a renamed module would be shipped again: named here
    assert shipped_files() == {path: source for path, source in on_disk.items() if path not in left_out}


def test_the_shipped_engine_answers_every_command_without_the_command_line(tmp_path) -> None:
    """Only the shipped files, every one of their modules imported (none imports the command
    line's), and a request of every command answered as the page asks it (calculate_json):
    argparse and the command line's modules are never loaded."""
    import sys
    for path, source in shipped_files().items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(source, encoding="utf-8")
    modules = sorted(path[:-3].replace("/__init__", "").replace("/", ".") for path in shipped_files())
    script = ("import importlib, json, sys\n"
              f"for name in {modules!r}: importlib.import_module(name)\n"
              "from handicap import api\n"
              "replies = [json.loads(api.calculate_json(json.dumps(r))) for r in json.loads(sys.stdin.read())]\n"
              "print(json.dumps({'replies': replies, 'modules': sorted(sys.modules)}))")
    requests = sample_requests()
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, input=json.dumps(requests),
                          capture_output=True, text=True, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert not {"argparse", "handicap.cli", "handicap.terminal", "handicap.i18n.stale", "handicap.__main__"} & set(out["modules"])
    assert {request["command"] for request in requests} == set(HANDLERS)
    for request, reply in zip(requests, out["replies"], strict=True):
        bad = request.get("rank_diff") == "abc"  # the samples' one bad request: a clear error naming the field
        assert ("error" in reply) == bad, (request, reply)
        if bad:
            assert reply["error"]["field"] == "rank_diff" and "abc" in reply["error"]["message"]


def test_a_visit_in_english_downloads_far_less_than_every_language() -> None:
    import gzip
    files = bundles()
    engine = len(gzip.compress(files["static/engine.json"].encode(), 9))
    everything = len(gzip.compress(json.dumps([json.loads(t) for t in files.values()]).encode(), 9))
    assert engine < 0.7 * everything, (engine, everything)


def test_the_engine_with_english_only_imports_all_it_has(tmp_path) -> None:
    """The page's engine before any other language is fetched: import_all (run before the worker
    saves its snapshot) loads the catalogues there are, and English answers."""
    import shutil
    import sys
    shutil.copytree(PACKAGE / "handicap", tmp_path / "handicap", ignore=shutil.ignore_patterns("__pycache__"))
    for lang in i18n.LANGUAGES:
        if lang != i18n.DEFAULT:
            shutil.rmtree(tmp_path / "handicap" / "i18n" / lang)
    script = ("import json, sys; from handicap import api; api.import_all(); "
              "print(json.dumps([sorted(m for m in sys.modules if m.startswith('handicap.i18n.')),"
              " api.calculate({'command': 'go', 'rank_diff': '4', 'board': '13'})['stones']]))")
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True,
                          env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    modules, stones = json.loads(done.stdout)
    assert modules == ["handicap.i18n.en", "handicap.i18n.en.engine", "handicap.i18n.en.page"]
    assert stones >= 1
