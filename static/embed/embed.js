// @ts-check
// Embedding in another site. `?embed=1` shows the calculator alone (no site header, footer or
// offers) and reports its height to the parent page, where static/embed-host.js resizes the
// iframe. Outside embed mode the page offers that two-line snippet with its current settings.
import { say } from "../core/i18n.js";
import { find } from "../core/render.js";
import { embedLink, openedLink } from "../core/url-state.js";

const HEIGHT_MESSAGE = "fair-handicap:height";
const PING_MESSAGE = "fair-handicap:ping";

/** Compact layout and height reports (a ResizeObserver; the host script may ask again). */
export function startEmbedMode() {
  document.documentElement.classList.add("embed");
  if (window.parent === window) return;
  let reported = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    // Only a height: nothing private, so any parent may read it ("*"); the host script checks
    // that the message comes from the calculator's origin.
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, "*");
  };
  new ResizeObserver(report).observe(document.documentElement);
  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || event.data?.type !== PING_MESSAGE) return;
    reported = 0;
    report();
  });
}

/** @param {string} text */
const escapeAttribute = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The players' names (the Go and chess forms' n1, n2): a club's page is for every visitor, not for these two. */
const PLAYERS_NAMES = ["n1", "n2"];

/**
 * The two lines a club pastes into its page, for the calculator as it is set now (its language
 * too, not the players' names). No obsolete `frameborder`: the host script takes the frame's
 * border away, giving way to any rule of the site's own (embed-host.js).
 * @param {"light" | "dark" | ""} colours  light or dark whatever the visitor's system says; "": as it says
 */
export function embedSnippet(colours) {
  const src = embedLink(colours, PLAYERS_NAMES);
  const host = new URL("../embed-host.js", import.meta.url).href;
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(say("page.title"))}" width="100%" height="640"></iframe>\n` +
    `<script src="${escapeAttribute(host)}" async></script>`
  );
}

/**
 * Keep the offered snippet in step with the settings (they live in the URL) and its colours menu.
 * @param {HTMLDetailsElement} box  the offer (a disclosure with the colours menu, the snippet and a Copy button)
 * @returns {{refresh: () => void}}  refresh: write it again now (the language changed)
 */
export function bindEmbedOffer(box) {
  const code = /** @type {HTMLTextAreaElement} */ (find(box, "textarea"));
  const colours = /** @type {HTMLSelectElement} */ (find(box, "select"));
  const copy = find(box, "button");
  // The colours this page was opened in, if its link chose them; else the visitor's system's.
  colours.value = openedLink.theme ?? "";
  // Only while the offer is open: it listens to every input, and the form should stay fast.
  const refresh = () => {
    if (box.open) code.value = embedSnippet(/** @type {"light" | "dark" | ""} */ (colours.value));
  };
  for (const type of ["input", "change", "click", "keyup"]) document.addEventListener(type, refresh);
  box.addEventListener("toggle", refresh);
  copy.addEventListener("click", async () => {
    refresh();
    code.select();
    try {
      await navigator.clipboard.writeText(code.value);
      copy.textContent = say("page.copy.done");
    } catch {
      copy.textContent = say("page.copy.failed");
    }
  });
  refresh();
  return { refresh };
}
