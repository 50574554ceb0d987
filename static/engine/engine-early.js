// @ts-check
// The page's first script, classic and parser-blocking in <head>, for what must start before the
// page is drawn or its modules load (a module would wait for its imports and, on a first visit,
// for the page's first layout). One script, not one per job: a second blocking script cost the
// first paint 150-200 ms on emulated slow 4G (measured, medians of 9 cold visits: one more request
// the parser waits for).
// 1. The page's language, chosen before anything is drawn: the link's lang= if it names one of the
// page's languages, else the first of the browser's languages the page has (Traditional Chinese
// is not Simplified: zh-TW, zh-HK, zh-MO and zh-Hant go on to the next), else English. For a
// language other than English its words (static/vendor/words/<lang>.json, made by the setup from
// the engine's catalogues) are fetched now and put in as soon as the page is parsed; until then
// the page's text stays hidden (for WAIT_MS at most: should they be slow or missing, English).
// This part also keeps the one copy of the page's English words and the relabelling (static/core/i18n.js
// uses both). It reads the link's lang= and nothing else (url-state.js owns the link).
"use strict";
(() => {
  // The engine's languages (handicap.i18n.LANGUAGES; tests/test_page_words.py keeps them equal).
  const LANGUAGES = ["en", "ja", "ko", "zh", "fr", "de"];
  const WAIT_MS = 3000;

  /**
   * The first browser language the page has, by its primary subtag ("ja-JP" -> "ja").
   * @param {readonly string[]} tags
   */
  function browserLanguage(tags) {
    for (const tag of tags) {
      const [primary, ...rest] = String(tag).toLowerCase().split(/[-_]/);
      if (!LANGUAGES.includes(primary)) continue;
      const traditional = rest.includes("hant") || (!rest.includes("hans") && rest.some((part) => ["tw", "hk", "mo"].includes(part)));
      if (primary === "zh" && traditional) continue;
      return primary;
    }
    return "en";
  }

  /** @param {ParentNode} root @returns {Element[]} the elements with words of the page's */
  const marked = (root) => [...root.querySelectorAll("[data-i18n], [data-i18n-attr]")];
  /** @param {Element} element @returns {string[][]} [attribute, id] */
  const attributeWords = (element) => (element.getAttribute("data-i18n-attr") || "").split(/\s+/).filter(Boolean)
    .map((pair) => pair.split(":", 2));

  /** @type {Record<string, string> | null} */
  let english = null;
  /** The page's words as index.html writes them (English), read once, before any other's are put in:
   * the document's, and those in its templates (the scripts' words; the clock's view, put in only
   * in clock mode). */
  function englishWords() {
    if (english) return english;
    /** @type {Record<string, string>} */
    const words = {};
    const templates = [...document.querySelectorAll("template")].map((template) => template.content);
    const roots = [document, ...templates];
    for (const element of roots.flatMap(marked)) {
      const id = element.getAttribute("data-i18n");
      if (id) words[id] = element.textContent || "";
      for (const [attribute, key] of attributeWords(element)) words[key] = element.getAttribute(attribute) || "";
    }
    return (english = words);
  }

  /**
   * Put these words into every marked element (of `root`: a tab's controls just put in), and the
   * html element's lang and dir.
   * @param {Record<string, string>} words
   * @param {ParentNode} [root]
   */
  function relabel(words, root = document) {
    const written = englishWords();
    for (const element of marked(root)) {
      const id = element.getAttribute("data-i18n");
      const text = id ? words[id] ?? written[id] : undefined;
      if (text !== undefined && element.textContent !== text) element.textContent = text;
      for (const [attribute, key] of attributeWords(element)) {
        const value = words[key] ?? written[key];
        if (value !== undefined) element.setAttribute(attribute, value);
      }
    }
    document.documentElement.lang = words["page.language.tag"] || written["page.language.tag"] || "en";
    document.documentElement.dir = words["page.language.dir"] || written["page.language.dir"] || "ltr";
  }

  /** @type {import("../../types/page").EarlyLanguage} */
  const early = { languages: LANGUAGES, lang: "en", fromLink: null, words: null, english: englishWords, relabel };
  try {
    const asked = (new URLSearchParams(location.search).get("lang") || "").trim().toLowerCase();
    early.fromLink = LANGUAGES.includes(asked) ? asked : null;
    early.lang = early.fromLink || browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language || "en"]);
    if (early.lang !== "en") {
      const root = document.documentElement;
      root.classList.add("words-pending");
      const show = () => root.classList.remove("words-pending");
      setTimeout(show, WAIT_MS);
      const script = /** @type {HTMLScriptElement} */ (document.currentScript);
      early.words = fetch(new URL(`../vendor/words/${early.lang}.json`, script.src)).then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json();
      });
      // In as soon as the page is parsed, before its modules run (they may take a while on a
      // first visit); i18n.js takes over from there. Missing words: English, as the page is written.
      const parsed = new Promise((resolve) => {
        if (document.readyState !== "loading") resolve(null);
        else document.addEventListener("readystatechange", resolve, { once: true });
      });
      Promise.all([early.words, parsed]).then(([words]) => relabel(words)).finally(show).catch(() => {});
    }
  } catch {
    early.words = null; // English: the page as it is written
  }
  globalThis.handicapLanguage = early;
})();

// 2. The engine worker, started before anything else loads, so Pyodide's download and boot (about
// two seconds) begin at once (measured: ~60 ms later from a module). EngineClient adopts this
// worker and replays what it said meanwhile; nothing else touches it.
(() => {
  /** @type {import("../../types/boot").EarlyEngine} */
  const early = { worker: null, url: "", messages: [], error: null };
  try {
    const script = /** @type {HTMLScriptElement} */ (document.currentScript);
    early.url = new URL("../worker/engine-worker.js", script.src).href;
    const worker = new Worker(early.url, { type: "module" });
    early.worker = worker;
    worker.onmessage = ({ data }) => early.messages.push(data);
    worker.onerror = (event) => {
      event.preventDefault();
      early.error = event.message || "";
    };
  } catch {
    early.worker = null; // EngineClient starts its own and reports any failure
  }
  globalThis.handicapEarlyEngine = early;
})();

// 3. The answer first: a page opened by a link with settings (or embedded) shows its result above the
// form on a phone (style.css, `.answer-first`). Set here, before the first paint, so the layout
// never jumps; a visit without settings keeps the form first. Only this and the opened tab (below)
// are read from the address bar here; url-state.js owns the rest.
if ([...new URLSearchParams(location.search).keys()].some((name) => name !== "lang" && name !== "theme")) {
  document.documentElement.classList.add("answer-first");
}
// The tab a link opens is the one drawn first: on a busy phone the first paint can come before the
// page's modules run, and a chess link then showed the Go form until they did (measured: layout
// shift 0.76). style.css shows the panel <html data-opening> names; app.js drops the mark in the
// same task as it selects that tab. Only mode= is read for it (url-state.js reads it properly).
document.documentElement.dataset.opening = new URLSearchParams(location.search).get("mode") || "go";

// 4. The opened tab's controls, put in as soon as the parser has read them. Each tab's wait in its
// panel's <template data-tab-contents> (index.html; core/tab-contents.js puts another tab's in when
// it is first chosen), so the document holds only the controls it shows. A paint can come before
// the page is parsed (a busy phone): a mutation observer's callback runs at the end of each of the
// parser's tasks, before the next paint, so the opened tab is never drawn empty and then filled
// (the page would jump). Its template is complete once the parser has gone past it (a node after
// it, or the end of the page). The clock (mode=clock) opens no tab. app.js puts them in too if this
// could not (its openTabContents finds them there already otherwise).
(() => {
  const opening = document.documentElement.dataset.opening;
  if (opening === "clock" || typeof MutationObserver !== "function") return;
  /** The opened tab's template once the parser is past it: the link's tab, else the first. */
  function openedTemplate() {
    const tabs = [...document.querySelectorAll('[role="tablist"] [role="tab"]')];
    const tab = tabs.find((t) => t.getAttribute("data-mode") === opening) || tabs[0];
    const panel = tab && document.getElementById(tab.getAttribute("aria-controls") || "");
    const template = panel?.querySelector(":scope > template[data-tab-contents]");
    const parsed = template && (template.nextSibling || document.readyState !== "loading");
    return parsed ? /** @type {HTMLTemplateElement} */ (template) : null;
  }
  const observer = new MutationObserver(() => {
    const template = openedTemplate();
    if (!template) return;
    observer.disconnect();
    template.replaceWith(template.content);
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener("readystatechange", () => {
    observer.disconnect();
    const template = openedTemplate();
    template?.replaceWith(template.content);
  }, { once: true });
})();

// 5. The colours, set before the first paint: the link's theme=light or theme=dark (a club's light
// website can keep its embed light), else the system's setting, followed while the page is open.
// style.css hangs the dark colours on <html data-theme="dark"> (screens only: print stays light).
// Only theme= is read from the address bar here (url-state.js keeps it in the links it writes;
// the same two values there).
(() => {
  const root = document.documentElement;
  const asked = new URLSearchParams(location.search).get("theme");
  if (asked === "light" || asked === "dark") {
    root.dataset.theme = asked;
    // The browser's own bar too: the system-dark colour only for a dark page.
    document.addEventListener("DOMContentLoaded", () => {
      const dark = document.querySelector('meta[name="theme-color"][media]');
      if (asked === "light") dark?.remove();
      else dark?.setAttribute("media", "all");
    }, { once: true });
    return;
  }
  const system = matchMedia("(prefers-color-scheme: dark)");
  const follow = () => { root.dataset.theme = system.matches ? "dark" : "light"; };
  follow();
  system.addEventListener("change", follow);
})();
