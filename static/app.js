// Start-up: the engine worker, its status line, the tabs and each panel. No handicap
// arithmetic here or in any other front-end module: the engine decides, the page displays.
import { EngineClient } from "./engine-client.js";
import { initGoPanel } from "./go-panel.js";
import { bindTabs } from "./tabs.js";

const statusLine = document.querySelector('[data-testid="engine-status"]');
const failureBox = document.querySelector('[data-testid="engine-failure"]');

function showStatus({ state, message, version, boot }) {
  statusLine.dataset.state = state;
  if (boot) statusLine.dataset.boot = boot; // "plain" or "snapshot", for tests and the bench
  statusLine.textContent = state === "ready" ? `Engine ready (version ${version}).` : message;
  failureBox.hidden = state !== "failed";
  if (state === "failed") failureBox.querySelector('[data-testid="engine-error"]').textContent = message;
}

const engine = new EngineClient({
  workerUrl: new URL("./engine-worker.js", import.meta.url),
  bootTimeoutMs: globalThis.handicapConfig?.bootTimeoutMs,
  onStatus: showStatus,
  onSnapshot: ({ state }) => { statusLine.dataset.snapshot = state; },
});

// Each panel: mode -> {update}. A new part of the page adds one line here.
const panels = {};
const tabs = bindTabs(document.querySelector('[role="tablist"]'), (mode) => panels[mode]?.update());
const isActive = (mode) => tabs.current() === mode;
panels.go = initGoPanel({ engine, isActive });

failureBox.querySelector('[data-testid="retry"]').addEventListener("click", () => {
  engine.start();
  panels[tabs.current()].update();
});

engine.start();
tabs.start();
