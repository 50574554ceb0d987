"""The engine the page downloads (scripts/engine-bundle.mjs): engine.json holds the package with
the English catalogue compiled, and each other language is a file of its own (engine-<lang>.json,
its compiled catalogue) that a visit fetches only when it asks for that language. Together they are
exactly the package's modules but for the command line's own (cli.py and what only it uses) and the
.po reader, plus each language's engine words compiled as the engine in CPython compiles them; the
page's own words are not shipped to the engine. engine.json names each language file's hash (the
worker refuses a file of another version)."""

from __future__ import annotations

import ast
import functools
import hashlib
import json
import subprocess
from typing import Any

from handicap import i18n
from handicap.api import HANDLERS
from handicap.i18n.po import compile_language
from tests.support.server import ROOT

PACKAGE = ROOT / "py"


def from_bundle_script(expression: str) -> Any:
    script = f"import('./scripts/engine-bundle.mjs').then(m => process.stdout.write(JSON.stringify({expression})))"
    done = subprocess.run(["node", "-e", script], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


@functools.cache
def _built_bundles() -> tuple[tuple[str, str], ...]:
    """The bundles as the script builds them, once a session: every test reads the same files
    (a build is a Node process and a second of CPU)."""
    result: dict[str, str] = from_bundle_script("m.engineFiles()")
    return tuple(result.items())


def bundles() -> dict[str, str]:
    return dict(_built_bundles())


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
    assert [path for path in engine["files"] if path.startswith("handicap/locale/")] == [compiled("en")]
    for lang in others:
        text = files[f"static/engine-{lang}.json"]
        bundle = json.loads(text)
        assert bundle["lang"] == lang and bundle["version"] == engine["version"]
        assert list(bundle["files"]) == [compiled(lang)]
        assert engine["languages"][lang] == hashlib.sha256(text.encode()).hexdigest()


def compiled(lang: str) -> str:
    return f"handicap/locale/{lang}/LC_MESSAGES/engine.json"


def test_each_language_file_is_its_engine_catalogue_compiled_as_the_engine_compiles_it() -> None:
    shipped = shipped_files()
    for lang in i18n.LANGUAGES:
        assert json.loads(shipped[compiled(lang)]) == compile_language(lang, "engine", i18n.DEFAULT), lang
        assert not any(key.startswith("page.") for key in json.loads(shipped[compiled(lang)])["messages"])


def shipped_files() -> dict[str, str]:
    shipped: dict[str, str] = {}
    for text in bundles().values():
        for path, source in json.loads(text)["files"].items():
            assert path not in shipped, f"{path} is in two bundles"
            shipped[path] = source
    return shipped


def test_together_they_are_exactly_the_package_but_the_command_lines_modules() -> None:
    left_out = from_bundle_script("m.COMMAND_LINE_ONLY") + from_bundle_script("m.CATALOGUE_TOOLS")
    assert sorted(left_out) == ["handicap/__main__.py", "handicap/cli.py", "handicap/completion.py", "handicap/i18n/po.py",
                               "handicap/terminal.py"]
    on_disk = {str(path.relative_to(PACKAGE)): path.read_text(encoding="utf-8")
               for path in (PACKAGE / "handicap").rglob("*.py") if "__pycache__" not in path.parts}
    assert set(left_out) <= on_disk.keys()  # a renamed module would be shipped again: named here
    modules = {path: source for path, source in shipped_files().items() if path.endswith(".py")}
    assert modules.keys() == {path for path in on_disk if path not in left_out}
    for path, shipped in modules.items():  # the same code, each line where it is in the repository
        source = on_disk[path]
        assert ast.dump(ast.parse(shipped)) == ast.dump(docstrings_emptied(ast.parse(source))), path
        assert shipped.count("\n") == source.count("\n"), path
        assert "#" not in shipped or all(not line.lstrip().startswith("#") for line in shipped.splitlines()), path
    assert sorted(set(shipped_files()) - set(modules)) == sorted(compiled(lang) for lang in i18n.LANGUAGES)


def docstrings_emptied(tree: ast.Module) -> ast.Module:
    """The tree with every statement that is a lone string (docstrings) made "": what
    scripts/python-source.mjs ships in place of them."""
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody", "handlers"):
            block = getattr(node, field, None)
            for statement in block if isinstance(block, list) else []:
                if (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
                        and isinstance(statement.value.value, str)):
                    statement.value.value = ""
    return tree


def test_the_shipped_source_is_the_packages_without_comments_and_docstrings() -> None:
    """What the page downloads is smaller (a third of engine.json) and the same program."""
    import gzip
    engine = json.loads(bundles()["static/engine.json"])["files"]
    modules = [path for path in engine if path.endswith(".py")]
    source = "".join((PACKAGE / path).read_text(encoding="utf-8") for path in modules)
    shipped = "".join(engine[path] for path in modules)
    assert len(gzip.compress(shipped.encode(), 6)) < 0.75 * len(gzip.compress(source.encode(), 6))
    tricky = ('"""Module."""\nfrom __future__ import annotations\nx = "a # not a comment"  # a comment\n'
              'def f() -> str:\n    \'\'\'Doc\n    string.\'\'\'\n    return f"{x}" \\\n        "#"\n'
              'y = (\n    "kept"\n)\nz = r"\\""  # \'\nv = \\\n    "kept too"\n')
    script = ("import('./scripts/python-source.mjs').then(m => "
              f"process.stdout.write(m.shippedPythonSource({json.dumps(tricky)})))")
    out = subprocess.run(["node", "-e", script], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert ast.dump(ast.parse(out)) == ast.dump(docstrings_emptied(ast.parse(tricky)))
    assert out.count("\n") == tricky.count("\n") and "string." not in out and "# a comment" not in out
    assert '"a # not a comment"' in out and '"kept"' in out and '"kept too"' in out


def test_the_shipped_engine_answers_every_command_without_the_command_line(tmp_path) -> None:
    """Only the shipped files, every one of their modules imported (none imports the command
    line's), and a request of every command answered as the page asks it (calculate_json):
    argparse and the command line's modules are never loaded."""
    import sys
    for path, source in shipped_files().items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(source, encoding="utf-8")
    modules = sorted(path[:-3].replace("/__init__", "").replace("/", ".") for path in shipped_files()
                     if path.endswith(".py"))
    script = ("import importlib, json, sys\n"
              f"for name in {modules!r}: importlib.import_module(name)\n"
              "from handicap import api\n"
              "replies = [json.loads(api.calculate_json(json.dumps({**r, 'lang': lang})))\n"
              "           for r in json.loads(sys.stdin.read()) for lang in ('en', 'fr', 'ja')]\n"
              "print(json.dumps({'replies': replies, 'modules': sorted(sys.modules)}))")
    requests = sample_requests()
    done = subprocess.run([sys.executable, "-c", script], check=False, cwd=tmp_path, input=json.dumps(requests),
                          capture_output=True, text=True, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert not {"argparse", "gettext", "handicap.cli", "handicap.terminal", "handicap.i18n.po", "handicap.__main__"} & set(
        out["modules"])
    assert {request["command"] for request in requests} == set(HANDLERS)
    from handicap.api import calculate  # the same replies as the engine with its .po files, in three languages
    asked = [{**r, "lang": lang} for r in requests for lang in ("en", "fr", "ja")]
    assert out["replies"] == [json.loads(json.dumps(calculate(r))) for r in asked]
    for request, reply in zip(requests, out["replies"][::3], strict=True):
        # the samples' bad requests: a clear error naming the field (a value; a key no command reads)
        bad = request.get("rank_diff") == "abc" or "bord" in request
        assert ("error" in reply) == bad, (request, reply)
        if request.get("rank_diff") == "abc":
            assert reply["error"]["field"] == "rank_diff" and "abc" in reply["error"]["message"]
        elif bad:
            assert reply["error"] == {"field": "bord", "message": '"bord" is not a request key: did you mean "board"?'}


def test_a_visit_in_english_downloads_far_less_than_every_language() -> None:
    import gzip
    files = bundles()
    engine = len(gzip.compress(files["static/engine.json"].encode(), 9))
    everything = len(gzip.compress(json.dumps([json.loads(t) for t in files.values()]).encode(), 9))
    assert engine < 0.7 * everything, (engine, everything)


def test_the_engine_with_english_only_answers_and_takes_a_language_later(tmp_path) -> None:
    """The page's engine before any other language is fetched (engine.json's files only):
    import_all (run before the worker saves its snapshot) loads what there is and English answers;
    a language's file written in later (as the worker does) is found by the next request."""
    import sys
    engine = json.loads(bundles()["static/engine.json"])["files"]
    for path, source in engine.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(source, encoding="utf-8")
    french = json.loads(bundles()["static/engine-fr.json"])["files"]
    script = ("import json, sys; from pathlib import Path; from handicap import api, i18n; api.import_all()\n"
              "before = [i18n.available(), api.calculate({'command': 'go', 'rank_diff': '4', 'board': '13'})['summary'],"
              " api.calculate({'command': 'go', 'rank_diff': '4', 'board': '13', 'lang': 'fr'})['summary']]\n"
              "for path, text in json.loads(sys.stdin.read()).items():\n"
              "    Path(path).parent.mkdir(parents=True, exist_ok=True); Path(path).write_text(text)\n"
              "after = [i18n.available(), api.calculate({'command': 'go', 'rank_diff': '4', 'board': '13', 'lang': 'fr'})"
              "['summary']]\n"
              "print(json.dumps([before, after, 'handicap.i18n.po' in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", script], check=False, cwd=tmp_path, capture_output=True, text=True,
                          input=json.dumps(french), env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    (available, english, unfetched), (later, french_words), read_po = json.loads(done.stdout)
    assert available == ["en"] and later == ["en", "fr"] and not read_po
    assert english.startswith("13×13, territory counting, rank difference 4") and unfetched == english
    from handicap.api import calculate
    assert french_words == calculate({"command": "go", "rank_diff": "4", "board": "13", "lang": "fr"})["summary"]
    assert french_words.startswith("13×13, décompte des territoires")
