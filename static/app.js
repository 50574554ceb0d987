// Start-up: the engine worker, its status line, the tabs and each panel. No handicap
// arithmetic here or in any other front-end module: the engine decides, the page displays.
import { bindEmbedOffer, isEmbedded, startEmbedMode } from "./embed.js";
import { EngineClient } from "./engine-client.js";
import { initGoPanel } from "./go-panel.js";
import { initGoViews } from "./go-views.js";
import { initGamePanel } from "./game-panel.js";
import { initChessPanel } from "./chess-panel.js";
import { startOfflineSupport } from "./pwa.js";
import { bindTabs } from "./tabs.js";
import { linkParams } from "./url-state.js";
import { VERSION } from "./version.js";

// Embedded in another site (?embed=1): the calculator alone, no offline install or offers.
if (isEmbedded) startEmbedMode();
else bindEmbedOffer(document.querySelector('[data-testid="embed-offer"]'));

// The service worker's precache copies the whole app, Pyodide included (12 MB), into Cache
// Storage: start it only once the engine's first answer is in, so it never competes with the
// boot or the first result (measured: cold first result 1.38 × a bare boot with it at load). A
// failed boot starts it too: a waiting update may be the cure.
let offlineStarted = isEmbedded;
function startOfflineOnce() {
  if (offlineStarted) return;
  offlineStarted = true;
  startOfflineSupport({
    banner: document.querySelector('[data-testid="update-banner"]'),
    offlineNote: document.querySelector('[data-testid="offline-status"]'),
  });
}

const statusLine = document.querySelector('[data-testid="engine-status"]');
const failureBox = document.querySelector('[data-testid="engine-failure"]');

function showStatus({ state, message, version, boot }) {
  statusLine.dataset.state = state;
  if (boot) statusLine.dataset.boot = boot; // "plain" or "snapshot", for tests and the bench
  statusLine.textContent = state === "ready" ? `Engine ready (version ${version}).` : message;
  failureBox.hidden = state !== "failed";
  if (state === "failed") failureBox.querySelector('[data-testid="engine-error"]').textContent = message;
  if (state === "failed") startOfflineOnce();
  if (state === "ready") panels.go?.loadSystems();
}

const engine = new EngineClient({
  // The client refuses an engine of another version than this front end was written for.
  workerUrl: new URL("./engine-worker.js", import.meta.url),
  version: VERSION,
  bootTimeoutMs: globalThis.handicapConfig?.bootTimeoutMs,
  replyTimeoutMs: globalThis.handicapConfig?.replyTimeoutMs,
  onStatus: showStatus,
  onSnapshot: ({ state }) => { statusLine.dataset.snapshot = state; },
});
engine.firstReply.then(startOfflineOnce);

// Each panel: mode -> {update}. A new part of the page adds one line here.
const panels = {};
const tabs = bindTabs(document.querySelector('[role="tablist"]'), (mode) => panels[mode]?.update());
const isActive = (mode) => tabs.current() === mode;
// The Go views' open state and table length are part of the Go tab's link.
const goViews = initGoViews({
  engine, root: document.getElementById("go-views"), onLinkChange: () => panels.go?.writeLink(),
});
panels.go = initGoPanel({
  engine, isActive, linkExtras: goViews.linkValues,
  onResult: (request, reply) => goViews.follow(request, reply),
});
panels.game = initGamePanel({ engine, isActive });
panels.chess = initChessPanel({ engine, isActive });

// A link's parameters that no panel reads, or values a panel could not take, are named (as
// text) above the tabs: the page still opens, with those left at their defaults.
const urlNote = document.querySelector('[data-testid="url-note"]');
function showUrlNote() {
  const readers = [...Object.values(panels), goViews]; // each: the params it reads, those it ignored
  const known = new Set(["mode", "embed", ...readers.flatMap((reader) => reader.params)]);
  const params = linkParams;
  const skipped = [...new Set([...params.keys()].filter((name) => !known.has(name)))];
  const wantedMode = params.get("mode");
  if (wantedMode !== null && !document.querySelector(`[role="tab"][data-mode="${CSS.escape(wantedMode)}"]`)) skipped.push("mode");
  skipped.push(...readers.flatMap((reader) => reader.ignored));
  const shown = skipped.map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name));
  urlNote.hidden = shown.length === 0;
  urlNote.textContent = shown.length
    ? `This link had ${shown.length === 1 ? "a setting" : "settings"} the calculator cannot use, left at their defaults: ${shown.join(", ")}.`
    : "";
}
panels.go.onLinkChecked = showUrlNote;
showUrlNote();

failureBox.querySelector('[data-testid="retry"]').addEventListener("click", () => {
  engine.start();
  panels[tabs.current()].update();
});

engine.start();
tabs.start();
