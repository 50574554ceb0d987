"""The engine the page downloads (scripts/engine-bundle.mjs): engine.json holds the package with
English only, and each other language is a file of its own (engine-<lang>.json) that a visit
fetches only when it asks for that language. Together they are exactly the package, and
engine.json names each language file's hash (the worker refuses a file of another version)."""

from __future__ import annotations

import hashlib
import json
import subprocess

from handicap import i18n
from tests.server import ROOT

PACKAGE = ROOT / "py"


def bundles() -> dict[str, str]:
    script = "import('./scripts/engine-bundle.mjs').then(m => process.stdout.write(JSON.stringify(m.engineFiles())))"
    done = subprocess.run(["node", "-e", script], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


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


def test_together_they_are_exactly_the_package() -> None:
    shipped: dict[str, str] = {}
    for text in bundles().values():
        for path, source in json.loads(text)["files"].items():
            assert path not in shipped, f"{path} is in two bundles"
            shipped[path] = source
    on_disk = {str(path.relative_to(PACKAGE)): path.read_text(encoding="utf-8")
               for path in (PACKAGE / "handicap").rglob("*.py") if "__pycache__" not in path.parts}
    assert shipped == on_disk


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
