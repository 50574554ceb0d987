// Wiring: URL -> form -> engine -> render, and engine status. No handicap arithmetic here.
import { EngineClient } from "./engine-client.js";
import { applyValues, controlFor, formValues, goRequest, GO_FIELDS } from "./go-form.js";
import { clearGo, renderGo } from "./render.js";
import { readQuery, writeQuery } from "./url-state.js";

const form = document.getElementById("go-form");
const resultRoot = document.querySelector(".panel");
const statusLine = document.querySelector('[data-testid="engine-status"]');
const failureBox = document.querySelector('[data-testid="engine-failure"]');
const errorLine = document.querySelector('[data-testid="error"]');

const config = globalThis.handicapConfig || {};
const engine = new EngineClient({
  workerUrl: new URL("./engine-worker.js", import.meta.url),
  bootTimeoutMs: config.bootTimeoutMs,
  onStatus: showStatus,
});

function showStatus({ state, message, version }) {
  statusLine.dataset.state = state;
  statusLine.textContent = state === "ready" ? `Engine ready (version ${version}).` : message;
  failureBox.hidden = state !== "failed";
  if (state === "failed") failureBox.querySelector('[data-testid="engine-error"]').textContent = message;
  document.body.dataset.engine = state;
}

function labelText(control) {
  return control?.labels?.[0]?.textContent.trim() ?? "";
}

function showError(error) {
  for (const control of form.elements) control.removeAttribute("aria-invalid");
  if (!error) {
    errorLine.hidden = true;
    errorLine.textContent = "";
    return;
  }
  const control = controlFor(form, error.field);
  if (control) control.setAttribute("aria-invalid", "true");
  errorLine.textContent = `${labelText(control) || error.field}: ${error.message}`;
  errorLine.hidden = false;
}

let latest = 0;
async function update() {
  const values = formValues(form);
  writeQuery(values);
  const ticket = ++latest;
  let reply;
  try {
    reply = await engine.request(goRequest(values));
  } catch {
    return; // engine failure is shown by showStatus
  }
  if (ticket !== latest) return; // a newer change is on its way
  if (reply.error) {
    showError(reply.error);
    clearGo(resultRoot);
  } else {
    showError(null);
    renderGo(resultRoot, reply);
  }
  resultRoot.dataset.state = reply.error ? "error" : "result";
}

applyValues(form, readQuery(Object.keys(GO_FIELDS)));
form.addEventListener("input", update);
form.addEventListener("submit", (event) => event.preventDefault());
failureBox.querySelector('[data-testid="retry"]').addEventListener("click", () => {
  engine.start();
  update();
});

engine.start();
update();
