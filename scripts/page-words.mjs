// The page's own words in every language, for its first paint: static/vendor/words/<lang>.json
// (git-ignored), each the page catalogue of that language (py/handicap/locale/page.pot for English,
// <lang>/LC_MESSAGES/page.po for the others) compiled by scripts/catalogues.mjs, with English where
// a language has not translated a word (as the engine says them). Written only when a catalogue
// changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SOURCE_LANGUAGE, catalogueLanguages, cataloguePath, compileCatalogue } from "./catalogues.mjs";
import { ROOT } from "./setup.mjs";

export const WORDS_DIR = join(ROOT, "static", "vendor", "words");
const STAMP = "SOURCE"; // the hash of the catalogues the files were made from
const DOMAIN = "page";

/** {lang: {id: words}} for every language with a page catalogue, English filling the gaps. */
export function pageWords() {
  const english = compileCatalogue(SOURCE_LANGUAGE, DOMAIN).messages;
  return Object.fromEntries(catalogueLanguages().map((lang) => {
    const words = lang === SOURCE_LANGUAGE ? english : { ...english, ...compileCatalogue(lang, DOMAIN).messages };
    return [lang, words];
  }));
}

/**
 * Write static/vendor/words/<lang>.json for every language, unless they were made from these
 * very catalogues already. Returns the languages written (or already there).
 */
export function exportPageWords() {
  const sources = catalogueLanguages().map((lang) => readFileSync(cataloguePath(lang, DOMAIN), "utf8"));
  const source = createHash("sha256").update(JSON.stringify([readFileSync(fileURLToPath(new URL("./catalogues.mjs", import.meta.url)), "utf8"), ...sources])).digest("hex");
  const stampPath = join(WORDS_DIR, STAMP);
  if (existsSync(stampPath) && readFileSync(stampPath, "utf8").trim() === source) {
    return readdirSync(WORDS_DIR).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
  }
  const catalogues = pageWords();
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
  exportPageWords();
}
