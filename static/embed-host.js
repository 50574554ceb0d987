// @ts-check
// For a site that embeds the calculator: sizes each calculator iframe to its content, so it
// needs no scroll bar. Add once, after the iframe(s):
//   <script src="https://CALCULATOR/static/embed-host.js" async></script>
// It accepts messages only from the calculator's own origin (the origin this script came from),
// and only {type: "fair-handicap:height", height} from one of the page's iframes.
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) return;
  const calculatorOrigin = new URL(script.src).origin;
  const MAX_HEIGHT = 20000;

  const calculatorFrames = () =>
    [...document.querySelectorAll("iframe")].filter((frame) => {
      try {
        return new URL(frame.src, location.href).origin === calculatorOrigin;
      } catch {
        return false;
      }
    });

  // No frame border by default (what the obsolete frameborder="0" did): a rule of no weight
  // (:where, zero specificity) in a stylesheet of this script's own, built with CSSOM (which a
  // Content-Security-Policy refusing inline styles allows), so any rule of the site's own for its
  // iframes still wins, as it did over the attribute.
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`:where(iframe[src^="${calculatorOrigin}/"]) { border: 0; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch { /* a browser without constructed stylesheets: its default frame border stays */ }

  window.addEventListener("message", (event) => {
    if (event.origin !== calculatorOrigin) return;
    const { type, height } = event.data || {};
    if (type !== "fair-handicap:height" || !Number.isFinite(height) || height <= 0) return;
    const frame = calculatorFrames().find((f) => f.contentWindow === event.source);
    if (!frame) return;
    frame.style.height = `${Math.min(Math.ceil(height), MAX_HEIGHT)}px`;
    frame.dataset.resized = "true";
  });

  // Heights sent before this (async) script ran were missed: ask each calculator again, now and
  // whenever one (re)loads.
  /** @param {HTMLIFrameElement} frame */
  const ping = (frame) => frame.contentWindow?.postMessage({ type: "fair-handicap:ping" }, calculatorOrigin);
  for (const frame of calculatorFrames()) {
    ping(frame);
    frame.addEventListener("load", () => ping(frame));
  }
})();
