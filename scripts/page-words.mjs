// The page's own words in every language, for its first paint: static/vendor/words/<lang>.json
// (git-ignored), each the "page.*" messages of the engine's catalogue for that language
// (py/handicap/i18n/<lang>/page.py, with English where a language has no page.py entry yet, as
// the engine says them). The catalogues are Python: they are read by Pyodide's own Python in Node
// (the vendored runtime; no CPython or browser needed), only when py/handicap/i18n changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { engineFiles } from "./engine-bundle.mjs";
import { ROOT, VENDOR_DIR } from "./setup.mjs";

export const WORDS_DIR = join(ROOT, "static", "vendor", "words");
const STAMP = "SOURCE"; // the hash of the catalogues the files were made from
const PREFIX = "page.";

/** The engine files the words depend on: the package's __init__ and the catalogues. */
function catalogueFiles() {
  const files = Object.assign({}, ...Object.values(engineFiles()).map((text) => JSON.parse(text).files));
  return Object.fromEntries(Object.entries(files)
    .filter(([path]) => path === "handicap/__init__.py" || path.startsWith("handicap/i18n/")));
}

/** {lang: {id: words}} for every language of handicap.i18n.LANGUAGES, read by Pyodide in Node. */
async function readCatalogues(files) {
  const { loadPyodide } = await import(pathToFileURL(join(VENDOR_DIR, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({ indexURL: `${VENDOR_DIR}/` });
  for (const [path, text] of Object.entries(files)) {
    const full = `/engine/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, text);
  }
  const json = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/engine")
from handicap import i18n
json.dumps({lang: {key: text for key, text in i18n.catalogue(lang).items() if key.startswith("${PREFIX}")}
            for lang in i18n.LANGUAGES}, ensure_ascii=False)
`);
  return JSON.parse(json);
}

/**
 * Write static/vendor/words/<lang>.json for every language, unless they were made from these
 * very catalogues already. Returns the languages written (or already there).
 */
export async function exportPageWords() {
  const files = catalogueFiles();
  const source = createHash("sha256").update(JSON.stringify(files)).digest("hex");
  const stampPath = join(WORDS_DIR, STAMP);
  if (existsSync(stampPath) && readFileSync(stampPath, "utf8").trim() === source) {
    return readdirSync(WORDS_DIR).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
  }
  const catalogues = await readCatalogues(files);
  rmSync(WORDS_DIR, { recursive: true, force: true });
  mkdirSync(WORDS_DIR, { recursive: true });
  for (const [lang, words] of Object.entries(catalogues)) {
    writeFileSync(join(WORDS_DIR, `${lang}.json`), JSON.stringify(words));
  }
  writeFileSync(stampPath, `${source}\n`);
  console.log(`Wrote the page's words for ${Object.keys(catalogues).join(", ")} into static/vendor/words/`);
  return Object.keys(catalogues);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await exportPageWords();
}
