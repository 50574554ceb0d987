// @ts-check
// The page's own words in the chosen language. Every word of the page is in index.html, in
// English, on an element marked data-i18n="<id>" (attributes: data-i18n-attr="<attribute>:<id>"),
// and the words the scripts write are in its <template id="page-words">; the other languages'
// are static/vendor/words/<lang>.json, exported by the setup from the engine's catalogues
// (py/handicap/locale/<lang>/LC_MESSAGES/page.po). engine-early.js chose the language and put its words in as
// the page loaded (it keeps the English and the relabelling); this module switches languages
// and says the scripts' words (`say`); the engine says everything else, asked in the same language
// (engine-client.js adds it to every request). No sentence is composed here: a message is a
// template from the catalogue with named {placeholders}.

/** @typedef {Record<string, string>} Words  message id -> words */

const early = globalThis.handicapLanguage;
/** The page's languages, English first (the engine's; engine-early.js lists them). */
export const LANGUAGES = early?.languages ?? ["en"];
/** The link's lang=, if it names one of them (else null: an unknown one is ignored). */
export const languageFromLink = early?.fromLink ?? null;

/** The page's English words (engine-early.js read them before putting any other language's in). */
const english = early?.english() ?? {};
/** @type {Map<string, Promise<Words>>} */
const fetched = new Map([["en", Promise.resolve(english)]]);
let current = "en";
/** @type {Words} */
let words = english;
/** Whether the language was chosen (a link's lang= or the switcher), not guessed from the browser. */
let chosen = Boolean(early?.fromLink);

/** The language the page speaks now ("en", "ja", ...). */
export const language = () => current;
/** The language if it was chosen (links keep it: lang=), else null. */
export const chosenLanguage = () => (chosen ? current : null);

/**
 * A message of the page's in its language, its {placeholders} filled.
 * @param {string} id  a "page.*" id of the catalogue
 * @param {Record<string, string | number>} [params]
 */
export function say(id, params = {}) {
  const template = words[id] ?? english[id] ?? id;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** @param {string} lang @returns {Promise<Words>} */
function wordsOf(lang) {
  if (!fetched.has(lang)) {
    const promise = fetch(new URL(`../vendor/words/${lang}.json`, import.meta.url)).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return /** @type {Promise<Words>} */ (response.json());
    });
    promise.catch(() => fetched.delete(lang)); // try again next time
    fetched.set(lang, promise);
  }
  return /** @type {Promise<Words>} */ (fetched.get(lang));
}

/** @param {string} lang @param {Words} next */
function use(lang, next) {
  current = lang;
  words = next;
  early?.relabel(next);
}

/**
 * The page's words in its language again, for what was just put in (the clock's view, a tab's
 * controls): the whole page, or only `root`'s.
 * @param {ParentNode} [root]
 */
export function relabelPage(root) {
  early?.relabel(words, root);
}

/**
 * The language engine-early.js chose, its words in the page (they were fetched while the page
 * loaded). If they cannot be had, the page stays English (and so does the engine).
 */
export async function startLanguage() {
  if (early?.words && early.lang !== "en") {
    fetched.set(early.lang, early.words);
    try {
      use(early.lang, await early.words);
    } catch {
      chosen = false; // the words are missing: English throughout, and links do not ask for it
    }
  }
  document.documentElement.classList.remove("words-pending");
}

/**
 * Speak `lang` from now on (the switcher's choice, kept in links). Resolves once the page's own
 * words are in (true; false if another choice overtook it); the caller then asks the engine
 * again. Unknown languages are refused.
 * @param {string} lang
 * @returns {Promise<boolean>}
 */
export async function chooseLanguage(lang) {
  if (!LANGUAGES.includes(lang)) throw new Error(`no such language: ${lang}`);
  const ticket = ++choices;
  const next = await wordsOf(lang);
  if (ticket !== choices) return false; // another choice came after this one
  chosen = true;
  use(lang, next);
  return true;
}
let choices = 0;
