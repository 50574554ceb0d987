// The engine as JSON documents: engine.json {version, languages, files: {"handicap/api.py": "..."}}
// and one per language but English (below). The worker fetches them (in parallel with Pyodide)
// and writes the files into Pyodide's file system. The dev server builds them on request, so
// edits to py/ show on reload; `npm run build` writes them out.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { SOURCE_LANGUAGE, catalogueLanguages, cataloguePath, compileCatalogue } from "./catalogues.mjs";
import { shippedPythonSource } from "./python-source.mjs";
import { ROOT } from "./setup.mjs";

const PACKAGE_DIR = join(ROOT, "py", "handicap");

function pythonFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__pycache__" ? [] : pythonFiles(path);
    return entry.name.endsWith(".py") ? [path] : [];
  });
}

export function engineVersion() {
  const text = readFileSync(join(PACKAGE_DIR, "version.py"), "utf8");
  const match = text.match(/^__version__\s*=\s*"([^"]+)"/m);
  if (!match) throw new Error("py/handicap/version.py has no __version__");
  return match[1];
}

// The engine's words are its gettext catalogues (py/handicap/locale), compiled here to the JSON
// the engine loads (handicap/locale/<lang>/LC_MESSAGES/engine.json: {plural, messages}; see
// handicap/i18n/catalogues.py). The page's own words are not in the engine's files: the page has
// them (scripts/page-words.mjs). Each language but English travels in its own file
// (static/engine-<lang>.json): a visit downloads the engine with English and the one language it
// asks for, not five catalogues it will not use. engine.json names each language file's hash, so
// the engine's key covers them and a worker can tell a file of another version.
const DOMAIN = "engine";
/** @param {string} lang */
const compiledPath = (lang) => `handicap/locale/${lang}/LC_MESSAGES/${DOMAIN}.json`;

// The command line's own modules: argparse and its flags, the terminal's table printers. The
// page's engine never imports them (tests/test_engine_bundles.py imports every shipped module
// without them), so no visit downloads them (some 10 KB gzipped); the package keeps them for
// `python -m handicap` and the tests.
export const COMMAND_LINE_ONLY = [
  "handicap/__main__.py",
  "handicap/cli.py",
  "handicap/completion.py",
  "handicap/terminal.py",
];
// The .po reader and compiler: the page's engine gets its catalogues compiled (below).
export const CATALOGUE_TOOLS = ["handicap/i18n/po.py"];

/** @param {string} text */
const sha256 = (text) => createHash("sha256").update(text).digest("hex");

let cache = { key: "", engine: "", languages: /** @type {Record<string, string>} */ ({}) };

/** The package's files, split into the engine (with English) and one bundle per other language. */
function bundles() {
  const catalogued = catalogueLanguages();
  const paths = [...pythonFiles(PACKAGE_DIR).sort(), ...catalogued.map((lang) => cataloguePath(lang, DOMAIN))];
  const key = paths.map((p) => `${p}:${statSync(p).mtimeMs}`).join("|");
  if (key !== cache.key) {
    const version = engineVersion();
    /** @type {Record<string, string>} */
    const files = {};
    /** @type {Record<string, Record<string, string>>} */
    const byLanguage = {};
    for (const p of pythonFiles(PACKAGE_DIR).sort()) {
      const path = relative(join(ROOT, "py"), p).split(sep).join("/");
      if (COMMAND_LINE_ONLY.includes(path) || CATALOGUE_TOOLS.includes(path)) continue;
      files[path] = shippedPythonSource(readFileSync(p, "utf8"));
    }
    for (const lang of catalogued) {
      const compiled = JSON.stringify(compileCatalogue(lang, DOMAIN));
      if (lang === SOURCE_LANGUAGE) files[compiledPath(lang)] = compiled;
      else byLanguage[lang] = { [compiledPath(lang)]: compiled };
    }
    const languages = Object.fromEntries(
      Object.entries(byLanguage).map(([lang, langFiles]) => [lang, JSON.stringify({ version, lang, files: langFiles })]),
    );
    const hashes = Object.fromEntries(Object.entries(languages).map(([lang, text]) => [lang, sha256(text)]));
    cache = { key, engine: JSON.stringify({ version, languages: hashes, files }), languages };
  }
  return cache;
}

/** engine.json: {version, languages: {lang: sha256 of its file}, files: {"handicap/api.py": "...", compiled English}}. */
export function engineBundle() {
  return bundles().engine;
}

/** The languages with a file of their own (every one but English). */
export function bundleLanguages() {
  return Object.keys(bundles().languages);
}

/**
 * engine-<lang>.json: {version, lang, files} with that language's compiled catalogue; undefined
 * for English (it is in engine.json) and for a language the engine does not have.
 * @param {string} lang
 */
export function languageBundle(lang) {
  return bundles().languages[lang];
}

/** engine.json and every language file, as {path under static/: text} (the build, the service worker). */
export function engineFiles() {
  const { engine, languages } = bundles();
  return {
    "static/engine.json": engine,
    ...Object.fromEntries(Object.entries(languages).map(([lang, text]) => [`static/engine-${lang}.json`, text])),
  };
}
