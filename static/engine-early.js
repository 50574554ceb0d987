// @ts-check
// The page's first script: start the engine worker before anything else loads, so Pyodide's
// download and boot (about two seconds) begin at once. A classic, parser-blocking script in
// <head>: a module script would wait for its imports and, on a first visit, for the page's first
// layout (measured: the worker started ~60 ms later). EngineClient adopts this worker and replays
// what it said meanwhile; nothing else touches it.
"use strict";
(() => {
  /** @type {import("../types/boot").EarlyEngine} */
  const early = { worker: null, url: "", messages: [], error: null };
  try {
    const script = /** @type {HTMLScriptElement} */ (document.currentScript);
    early.url = new URL("engine-worker.js", script.src).href;
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

// The answer first: a page opened by a link with settings (or embedded) shows its result above the
// form on a phone (style.css, `.answer-first`). Set here, before the first paint, so the layout
// never jumps; a visit without settings keeps the form first. Only this class is read from the
// address bar here; url-state.js owns the rest.
if ([...new URLSearchParams(location.search).keys()].some((name) => name !== "lang")) {
  document.documentElement.classList.add("answer-first");
}
