// @ts-check
// The composition root: the engine worker, its status line, the tabs and each panel, built and
// wired here and nowhere else. Each tab's module (and the clock's) is loaded when it is wanted:
// the opened one's at once, the others' once the opened view's first result is shown, so a first
// visit downloads and runs only what it shows first; another tab's controls are put in, its panel
// made and its menus asked for when it is first chosen (core/tab-contents.js). The link
// the page was opened with comes from url-state.js (the one module that reads or writes the
// address bar); each part of the page is handed its share.
// No handicap arithmetic here or in any other front-end module: the engine decides, the page
// displays.
import { bindAnswerBar } from "./core/answer-bar.js";
import { LANGUAGES, chooseLanguage, language, languageFromLink, relabelPage, say, startLanguage } from "./core/i18n.js";
import { linkQuestion } from "./core/link-question.js";
import { byTestId, find } from "./core/render.js";
import { openTabContents } from "./core/tab-contents.js";
import { bindTabs } from "./core/tabs.js";
import { languageChanged, linkPending, linkTo, openedLink, wayBack } from "./core/url-state.js";
import { VERSION } from "./core/version.js";
import { yieldToBrowser } from "./core/yield.js";
import { bindEmbedOffer, startEmbedMode } from "./embed/embed.js";
import { EngineClient } from "./engine/engine-client.js";
import { CHESS_PARAMS } from "./views/chess/chess-params.js";
import { GAME_PARAMS, STUDY_PARAMS } from "./views/game/game-params.js";
import { GO_PARAMS, VIEW_PARAMS } from "./views/go/go-params.js";
import { placeClubFields } from "./views/go/club-fields.js";
import { ROUND_PARAMS } from "./views/round/round-params.js";


/** @typedef {import("./core/panel.js").Panel} Panel */
/** @typedef {import("./views/go/go-views.js").GoViews} GoViews */

// Each view's modules (a tab's, or the clock's), fetched once: import() gives the same module
// every time. The opened view's start downloading now, while the page's words may still be on
// their way; the others' after the first result (below).
const IMPORTS = {
  go: () => Promise.all([import("./views/go/go-panel.js"), import("./views/go/go-views.js")]),
  game: () => import("./views/game/game-panel.js"),
  chess: () => import("./views/chess/chess-panel.js"),
  round: () => import("./views/round/round-panel.js"),
  clock: () => import("./views/clock/clock-panel.js"),
};
const openedMode = openedLink.mode !== null && Object.hasOwn(IMPORTS, openedLink.mode) ? openedLink.mode : "go";
IMPORTS[/** @type {keyof typeof IMPORTS} */ (openedMode)]().catch(() => {}); // a failure is met again where it is used

// The opened tab's controls (engine-early.js put them in as the page was parsed, unless it could
// not), then the club's rules' fields, written once, into the Go and round forms (those of tabs
// not shown yet in their templates) before the words and the panels.
if (openedMode !== "clock") openTabContents(find(document, `#panel-${openedMode}`));
placeClubFields(document);
// The page's words in its language (engine-early.js chose it and fetched them while the page
// loaded), before anything else is shown or asked.
await startLanguage();
// The modules are evaluated; the wiring below runs as a task of its own, so the browser can
// paint and take input in between (together they were the boot's longest task: 170-430 ms on a
// phone-sized page on the development machine).
await yieldToBrowser();

// Embedded in another site (?embed=1): the calculator alone, no offline install or offers.
if (openedLink.embedded) startEmbedMode();
const embedOffer = openedLink.embedded ? null : bindEmbedOffer(/** @type {HTMLDetailsElement} */ (byTestId(document, "embed-offer")));

// The service worker's precache copies the whole app, Pyodide included, into Cache Storage:
// start it only once the opened view's first result is shown, so it never competes with the boot
// or the first result (measured: cold first result 1.38 × a bare boot with it at load; started
// at the engine's first answer, which is the menus', it made the first request's answer 20-30 ms
// slower on a first visit). A failed boot starts it too: a waiting update may be the cure.
let offlineStarted = openedLink.embedded;
let offlineArriving = 0;
function startOfflineOnce() {
  if (offlineStarted) return;
  offlineStarted = true;
  // Its module (and Workbox's) loads only now: nothing before the first result needs them.
  offlineArriving = 1;
  import("./offline/pwa.js").then(({ startOfflineSupport }) => startOfflineSupport({
    banner: byTestId(document, "update-banner"),
    offlineNote: byTestId(document, "offline-status"),
  }), (error) => console.warn("Offline support unavailable:", error)).finally(() => { offlineArriving = 0; });
}

// Each tab's panel once its module has arrived: mode -> its Panel (TAB_MODULES below makes them).
/** @type {Record<string, Panel>} */
const panels = {};
// Each tab's link parameters, known before its module arrives: a link's note names only what no
// tab reads (a tab's own module may come after the first result). A new tab adds one line here.
/** @type {Record<string, string[]>} */
const TAB_PARAMS = {
  go: [...GO_PARAMS, ...VIEW_PARAMS],
  game: [...Object.keys(GAME_PARAMS), ...STUDY_PARAMS],
  chess: Object.keys(CHESS_PARAMS),
  round: ROUND_PARAMS,
};
const statusLine = byTestId(document, "engine-status");
const progressBar = /** @type {HTMLProgressElement} */ (byTestId(document, "engine-progress"));
const progressBox = /** @type {HTMLElement} */ (progressBar.parentElement);
const shareLine = byTestId(document, "engine-share");
const questionBox = byTestId(document, "link-question");
const versionLine = byTestId(document, "version");
/** @type {number | null} the share of the engine's files that has arrived, in percent (never going back) */
let arrived = null;
/** The share of the boot's downloads that has arrived, on the bar and in words. @param {{loaded: number, total: number}} counts */
function showArrival({ loaded, total }) {
  if (!total) return;
  arrived = Math.max(arrived ?? 0, Math.floor((100 * loaded) / total));
  // Files are arriving: say so (not "starting"), in words a player reads.
  if (lastStatus?.state === "booting" && lastStatus.word === "page.status.starting") {
    showStatus({ ...lastStatus, word: "page.status.loading_python", params: {} });
  }
  progressBar.value = arrived;
  shareLine.textContent = say("page.status.share", { percent: arrived });
}
/** The opened tab's link question, in its form's words, while the engine loads. @param {string} mode */
function showQuestion(mode) {
  const form = document.querySelector(`#panel-${mode} form`);
  if (!(form instanceof HTMLFormElement) || engine.isReady || openedLink.params.size === 0) return;
  const lines = linkQuestion(form, openedLink.params);
  const separator = say("page.label.separator");
  find(questionBox, "ul").replaceChildren(...lines.map(({ label, value }) => {
    const item = document.createElement("li");
    item.textContent = `${label}${separator}${value}`;
    return item;
  }));
  questionBox.hidden = lines.length === 0 || statusLine.dataset.state !== "booting";
}
const failureBox = byTestId(document, "engine-failure");

/** @typedef {{state: string, word: string, params: Record<string, string | number>, boot?: string}} Status */
/** @type {Status | null} the engine's latest state (said again when the language changes) */
let lastStatus = null;

/**
 * The engine's state in the status line (see EngineClient's onStatus), in the page's language.
 * @param {object} status
 */
function showStatus(status) {
  const { state, word, params, boot } = /** @type {Status} */ (status);
  lastStatus = /** @type {Status} */ (status);
  const message = say(word, params);
  statusLine.dataset.state = state;
  if (boot) statusLine.dataset.boot = boot; // "plain" or "snapshot", for tests and the bench
  statusLine.textContent = message;
  // While it loads, the bar and the link's question; once ready, the version in the footer.
  progressBox.hidden = state !== "booting";
  questionBox.hidden = state !== "booting" || !questionBox.querySelector("li");
  if (state === "ready" && params.version) {
    versionLine.textContent = say("page.footer.version", { version: params.version });
    versionLine.hidden = false;
  }
  if (arrived !== null) shareLine.textContent = say("page.status.share", { percent: arrived });
  failureBox.hidden = state !== "failed";
  if (state === "failed") byTestId(failureBox, "engine-error").textContent = message;
  if (state === "failed") startOfflineOnce();
  if (state === "ready") loadMenus();
}

// The menus come from the engine (each panel's loadMenus asks once per language). The opened
// tab's are asked at once, while the engine boots: the worker answers them as soon as it is
// ready, and the tab's first request follows their reply. Another tab's are asked when its panel
// is made (the tab first chosen), never before the first result is shown: asked together, they
// came before it in the worker and on the page (measured: 15-30 ms of the first result).
let firstShown = false;
function loadMenus() {
  if (!firstShown) return clockMode ? undefined : panels[tabs.opened]?.loadMenus?.();
  for (const panel of Object.values(panels)) panel.loadMenus?.();
}
/** A panel whose module has just arrived asks for its menus now if its turn has come. @param {string} mode */
const menusDue = (mode) => firstShown || mode === tabs.opened;

const engine = new EngineClient({
  // The client refuses an engine of another version than this front end was written for.
  workerUrl: new URL("./worker/engine-worker.js", import.meta.url),
  version: VERSION,
  bootTimeoutMs: globalThis.handicapConfig?.bootTimeoutMs,
  replyTimeoutMs: globalThis.handicapConfig?.replyTimeoutMs,
  onStatus: showStatus,
  onSnapshot: (snapshot) => { statusLine.dataset.snapshot = /** @type {{state: string}} */ (snapshot).state; },
  onDownload: showArrival,
});

// What the page still has to do after a change, for whoever waits for it to settle (the
// end-to-end tests read the address bar once it has): engine requests not yet answered, a
// language switch on its way, an address-bar write not yet made, a tab's module on its way
// (a tab chosen before it arrived asks the engine only then; the other tabs' modules fetched after
// the first answer), the offline support's module on its way (Firefox logs an error for a module
// import cut off by leaving the page). Read only: nothing steers the page through it.
let switching = 0;
let tabsArriving = 0;
globalThis.handicapActivity = () => engine.pending.size + switching + tabsArriving + offlineArriving + (linkPending() ? 1 : 0);

/** @type {Promise<void> | undefined} the opened view's first update (its first result shown) */
let opening;
const tabs = bindTabs(find(document, '[role="tablist"]'), {
  wanted: openedLink.mode,
  // A tab chosen before its module arrived shows its waiting form (index.html marks it busy) and
  // asks the engine once the module is there, if it is still the chosen tab.
  onChange: (mode) => {
    openTab(mode); // its controls, before it is drawn
    document.documentElement.dataset.tab = mode; // the header's line about the open tab (style.css)
    answerBar?.update();
    const loaded = panels[mode];
    const shown = loaded ? loaded.update() : loadTab(mode).then((panel) => (isActive(mode) ? panel.update() : undefined));
    opening ??= shown;
  },
});
document.documentElement.dataset.tab = openedLink.mode === "clock" ? "clock" : tabs.current();
// On a phone, the open tab's answer in one line at the screen's edge whenever it is out of view.
const answerBar = openedLink.mode === "clock" ? null : bindAnswerBar({
  bar: /** @type {HTMLButtonElement} */ (byTestId(document, "answer-bar")),
  mode: () => tabs.current(),
});
/** Each tab's answer for the bar: its result area and its one line (a tab without one: none). @type {Record<string, () => {result: string, line: () => string}>} */
const ANSWERS = {
  go: () => ({ result: "result", line: () => byTestId(document, "result").dataset.shortAnswer ?? "" }),
  chess: () => ({ result: "chess-result", line: () => byTestId(document, "chess-result").dataset.shortAnswer ?? "" }),
  // The game's verdict (one sentence) where the engine gives one, else its summary.
  game: () => ({ result: "game-result", line: () => {
    const result = byTestId(document, "game-result");
    const verdict = result.querySelector('[data-testid="verdict"]');
    return verdict?.textContent?.trim() || byTestId(result, "game-summary").textContent || "";
  } }),
};
/**
 * The tab's controls in the page (once: they wait in its template until it is first shown), in
 * the page's words, and its answer watched by the answer bar.
 * @param {string} mode
 */
function openTab(mode) {
  const panel = find(document, `#panel-${mode}`);
  openTabContents(panel);
  const answer = ANSWERS[mode]?.();
  if (!answer || !answerBar) return;
  const root = byTestId(panel, answer.result);
  answerBar.watch(mode, { result: root, key: find(root, ".numbers"), line: answer.line });
}
/** @param {string} mode */
const isActive = (mode) => tabs.current() === mode;
/** The opening link's parameters, for the panel of the tab it opens only (panels share names). */
const linkFor = (/** @type {string} */ mode) => (tabs.opened === mode ? openedLink.params : null);
/** @type {GoViews | null} the Go tab's views, once its modules are there */
let goViews = null;
/** Each tab's module, loaded and its panel made. A new tab adds one line here. @type {Record<string, () => Promise<Panel>>} */
const TAB_MODULES = {
  go: async () => {
    const [{ initGoPanel }, { initGoViews }] = await IMPORTS.go();
    // The Go views' open state and table length are part of the Go tab's link.
    const views = initGoViews({
      engine, root: find(document, "#go-views"), linkParams: linkFor("go"), onLinkChange: () => goPanel.writeLink(),
    });
    goViews = views;
    const goPanel = initGoPanel({
      engine, isActive, linkParams: linkFor("go"), linkExtras: views.linkValues,
      onResult: (request, reply) => views.follow(request, reply),
      onLinkChecked: showUrlNote,
    });
    return goPanel;
  },
  game: async () => (await IMPORTS.game()).initGamePanel({ engine, isActive, linkParams: linkFor("game"), onLinkChecked: showUrlNote }),
  chess: async () => (await IMPORTS.chess()).initChessPanel({ engine, isActive, linkParams: linkFor("chess"), onLinkChecked: showUrlNote }),
  round: async () => (await IMPORTS.round()).initRoundPanel({ engine, isActive, linkParams: linkFor("round"), onLinkChecked: showUrlNote }),
};
/** @type {Record<string, Promise<Panel> | undefined>} each tab's panel, asked for once */
const loadingTabs = {};
/**
 * The tab's panel: its module loaded (once) and the panel made; the opened tab's link values
 * checked (the note), its menus asked for when their turn has come.
 * @param {string} mode
 */
function loadTab(mode) {
  const asked = loadingTabs[mode];
  if (asked) return asked;
  tabsArriving += 1;
  loadingTabs[mode] = TAB_MODULES[mode]().finally(() => { tabsArriving -= 1; }).then((panel) => {
    // (the same turn: a tab chosen meanwhile asks the engine before anyone reads the activity)
    panels[mode] = panel;
    if (mode === tabs.opened) showUrlNote();
    if (mode === tabs.opened) showQuestion(mode);
    if (menusDue(mode)) panel.loadMenus?.();
    return panel;
  }, (error) => {
    delete loadingTabs[mode]; // not fetched (offline before a first visit?): choosing the tab again retries
    throw error;
  });
  return loadingTabs[mode];
}

// The chess clock (`mode=clock`) is a view of its own, not a tab: it fills the screen. Its module
// loads at once; the tabs' modules are never needed (the clock's way back is a new page).
const clockMode = openedLink.mode === "clock";
/** @type {Panel | null} */
let clockPanel = null;
if (clockMode) {
  document.body.classList.add("clock-mode");
  find(document, '[role="tablist"]').hidden = true;
  for (const panel of document.querySelectorAll('[role="tabpanel"]')) /** @type {HTMLElement} */ (panel).hidden = true;
  // The clock's face and settings wait in a template (index.html says why): put in, in the page's words.
  const view = find(document, "#clock-view");
  const content = view.querySelector("template#clock-view-content");
  if (content instanceof HTMLTemplateElement) {
    view.append(content.content);
    content.remove();
    relabelPage();
  }
  view.hidden = false;
}
/** The clock's way back to the answer it came from (its link's `from`), else to the calculator of its
 * game (Go or chess), in the page's language if it was chosen. */
const backToCalculator = () => {
  const calculator = openedLink.params.get("game") === "go" ? "go" : "chess";
  /** @type {HTMLAnchorElement} */ (byTestId(document, "clock-back")).href = wayBack(["go", "chess"]) ??
    linkTo({ mode: calculator });
};
if (clockMode) backToCalculator();

// A link's parameters that no panel reads, or values a panel could not take, are named (as
// text) above the tabs: the page still opens, with those left at their defaults.
const urlNote = byTestId(document, "url-note");
function showUrlNote() {
  if (clockMode && !clockPanel) return; // until the clock's module is there: it reads the link
  // Each reader: the params it reads, those it ignored (a tab whose module is still on its way
  // takes no link values: only the opened tab's panel is given them).
  const readers = clockPanel ? [clockPanel] : [
    ...tabs.modes.map((mode) => panels[mode] ?? { params: TAB_PARAMS[mode] ?? [], ignored: [] }),
    ...(goViews ? [goViews] : []),
  ];
  const known = new Set(["mode", "embed", "lang", "theme", ...readers.flatMap((reader) => reader.params)]);
  const skipped = [...new Set([...openedLink.params.keys()].filter((name) => !known.has(name)))];
  if (openedLink.mode !== null && !clockMode && !tabs.modes.includes(openedLink.mode)) skipped.push("mode");
  if (openedLink.params.has("lang") && !languageFromLink) skipped.push("lang"); // not one of the page's languages
  if (openedLink.params.has("theme") && !openedLink.theme) skipped.push("theme"); // neither light nor dark
  skipped.push(...readers.flatMap((reader) => reader.ignored));
  const keys = [...new Set(skipped)];
  const shown = [...new Set(keys.map(paramName))];
  urlNote.hidden = shown.length === 0;
  // The keys as the link gave them, for whoever reads the page (tests): the text names fields.
  urlNote.dataset.params = JSON.stringify(keys);
  const names = shown.join(say("page.link.names_separator"));
  urlNote.textContent = shown.length ? say(shown.length === 1 ? "page.link.ignored_one" : "page.link.ignored_many", { names }) : "";
}
/**
 * A link parameter as the page calls it: the visible label of the field it sets (the opened
 * view's field first, the page's words already in its language), the tab list's name for `mode`;
 * a parameter that is no field, by its key as given, quoted and cut at 40 characters.
 * @param {string} key
 */
function paramName(key) {
  const opened = clockMode ? find(document, "#clock-view") : document.getElementById(`panel-${tabs.opened}`);
  const selector = `[name="${CSS.escape(key)}"], [data-param="${CSS.escape(key)}"]`;
  const field = opened?.querySelector(selector) ?? document.querySelector(selector);
  /** @type {string | null | undefined} */
  let label = null;
  if (key === "mode") label = find(document, '[role="tablist"]').getAttribute("aria-label");
  else if (field instanceof HTMLDetailsElement) label = field.querySelector("summary")?.textContent;
  else if (field && "labels" in field) label = /** @type {HTMLInputElement} */ (field).labels?.[0]?.textContent;
  label = label?.replace(/\s+/g, " ").trim();
  if (label) return label;
  return say("page.link.unknown_name", { name: key.length > 40 ? `${key.slice(0, 40)}…` : key });
}
showUrlNote();

// "Change the game" (shown on a phone when a link puts the result first): to the form, its first
// control focused, so the next change is one tap away.
// (Listened to on the page: a tab's button is put in with its controls.)
document.addEventListener("click", (event) => {
  const button = /** @type {Element} */ (event.target).closest?.("button.to-form");
  if (!(button instanceof HTMLElement)) return;
  const form = /** @type {HTMLFormElement} */ (find(document, `#${button.dataset.form}`));
  form.scrollIntoView({ block: "start" });
  const first = [...form.elements].find((control) => !(control instanceof HTMLFieldSetElement) && !control.closest("[hidden]"));
  /** @type {HTMLElement | undefined} */ (first)?.focus({ preventScroll: true });
});

byTestId(failureBox, "retry").addEventListener("click", () => {
  engine.start();
  if (clockPanel) clockPanel.update();
  else if (!clockMode) loadTab(tabs.current()).then((panel) => panel.update());
});

engine.start();
if (clockMode) {
  opening = IMPORTS.clock().then(({ initClockPanel }) => {
    const panel = initClockPanel({ engine, linkParams: openedLink.params });
    clockPanel = panel;
    showUrlNote();
    return panel.update();
  });
} else {
  tabs.start(); // the opened tab's module, then its menus (before the engine is ready) and its first request
}
delete document.documentElement.dataset.opening; // engine-early.js's first drawing of that tab (style.css)
(opening ?? engine.firstReply).finally(async () => {
  firstShown = true;
  // Said on the page, for tests that open a link and read what it became: before this, the
  // opened tab may still be waiting for its menus (and the link's values for them).
  document.documentElement.dataset.opened = "answered";
  // The answer is painted first: the rest below starts in a task of its own (it was the tail of
  // the answer's task, the visit's longest on a phone). Counted as work still to do meanwhile.
  tabsArriving += 1;
  await yieldToBrowser();
  tabsArriving -= 1;
  loadMenus();
  // The other tabs' modules now (fetched, not run: each tab's panel is made, and asks for its
  // menus, when the tab is first chosen, its controls put in then), then the offline copy.
  if (!clockMode) {
    for (const mode of tabs.modes) {
      tabsArriving += 1;
      IMPORTS[/** @type {keyof typeof IMPORTS} */ (mode)]()
        .catch((error) => console.warn(`The ${mode} tab could not load:`, error))
        .finally(() => { tabsArriving -= 1; });
    }
  }
  startOfflineOnce();
});

// The language switcher: each language named in itself; a choice relabels the page at once, is
// kept in the link (lang=) and the embed snippet, and asks the engine again for the menus and
// the shown result in that language.
const languageMenu = /** @type {HTMLSelectElement} */ (byTestId(document, "language"));
languageMenu.value = language();
languageMenu.addEventListener("change", async () => {
  const wanted = languageMenu.value;
  if (!LANGUAGES.includes(wanted)) return;
  switching += 1;
  try {
    if (!(await chooseLanguage(wanted))) return; // a later choice overtook this one
  } catch {
    languageMenu.value = language(); // its words could not be fetched (offline before a first visit)
    return;
  } finally {
    switching -= 1;
  }
  languageChanged();
  if (clockMode) backToCalculator();
  if (lastStatus) showStatus(lastStatus);
  showUrlNote();
  if (!clockMode) showQuestion(tabs.opened);
  loadMenus(); // answered as soon as the engine is ready, if it is not yet
  if (clockPanel) clockPanel.update();
  else panels[tabs.current()]?.update();
  embedOffer?.refresh();
});
