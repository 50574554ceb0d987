// @ts-check
// The "Tournament round" tab (mode=round): a whole round's pairings in (pasted, a CSV or text
// file, or a tournament file and the round to compute), one system, board, rules and
// tournament options for every game, and every board out (round-view.js shows them). The page
// never reads the pairings or the file: their text goes to the engine (go-round) as it is. Files
// are told apart by their content, by the engine, never by their name: a tournament file (one of
// the engine's formats) is sent as `file`; text that is pairings goes into the paste box, where the
// line numbers of the engine's messages point to the lines to fix; anything else (a game record,
// an archive, a binary) is refused by name, and what was open stays open.
//
// The link carries the round's settings, and the pasted pairings while they are short (at most
// LINK_PAIRINGS_MAX characters, a round of some 50 boards): a longer paste, or a file, stays out
// of the link, and a note under the box says so.
import { bindClubMemory, keptClubRules } from "../go/club-memory.js";
import { CLUB_MENUS, CLUB_PARAMS, CLUB_SYSTEM, clubInLink, clubRequest, fillClubMenus, syncClubFields } from "../go/club-rules.js";
import { bindBoardSwitch, syncBoards } from "../go/go-panel.js";
import { language, say } from "../../core/i18n.js";
import { menuOption, menusFromEngine } from "../../core/menus.js";
import { bindPanel } from "../../core/panel.js";
import { ROUND_PARAMS } from "./round-params.js";
import { byTestId, fillHints, find } from "../../core/render.js";
import { initRoundView } from "./round-view.js";

/** @typedef {import("../../../types/replies").RoundReply} RoundReply */
/** @typedef {import("../../../types/replies").GoSystemsReply} GoSystemsReply */
/** @typedef {import("../../../types/replies").EngineError} EngineError */
/** @typedef {import("../../core/panel.js").Values} Values */

/** The menus the engine fills (go-systems): the link's values for them, and requests, wait. */
const LATE_MENUS = ["scale", "system", "board", "rules", "counting", "maxstones", "basis", ...CLUB_MENUS];
/** The longest paste a link carries (a link of a few KB still opens everywhere). */
export const LINK_PAIRINGS_MAX = 2000;
/** Typing in the paste box asks the engine once the typing pauses, not at every key. */
const TYPING_DELAY_MS = 300;

/**
 * The organiser's options a tournament file sets: request key -> control (the file's values fill
 * them). The system first (its program's own arithmetic): the board menu depends on it.
 * @type {Record<string, string>}
 */
const FILE_SETTINGS = { system: "system", board: "board", rules: "rules", even_komi: "komi", max_stones: "maxstones",
  no_handicap_above: "nha", handicap_correction: "correction", handicap_basis: "basis" };
/** The control of each request key an engine error may name ("round-file" is the file picker's id). */
/** @type {Record<string, string>} */
const CONTROL_OF = { pairings: "pairings", opengotha: "round-file", file: "round-file", round: "round", scale: "scale", rating_system: "scale",
  system: "system", board: "board", rules: "rules", counting: "counting", max_stones: "maxstones",
  no_handicap_above: "nha", handicap_correction: "correction", handicap_basis: "basis", even_komi: "komi",
  handicaps: "handicaps", only_differing: "differing", chance_on_paper: "chance",
  ...Object.fromEntries(CLUB_PARAMS.map((name) => [name, name])) };

/**
 * The most a file may hold: the engine's limit (pairings.MAX_BYTES, 2 MB; a test checks they
 * agree). A file over it is refused from its size, before a byte of it is read: a 5 MB file
 * poured into the box froze the page.
 */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Pairings to paste: a CSV or text file (by its name or type). */
const PAIRINGS_FILES = [".csv", ".tsv", ".txt"];
const PAIRINGS_TYPES = ["text/csv", "text/plain", "text/tab-separated-values"];

/**
 * A file's text: UTF-8, or, when it is not, Windows' Western encoding (OpenGotha writes its EGD
 * tables in ISO 8859-15), as the command line reads files.
 * @param {File} file
 */
async function fileText(file) {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {(mode: string) => boolean} options.isActive
 * @param {URLSearchParams | null} options.linkParams  the opening link, if it opens this panel
 * @param {() => void} [options.onLinkChecked]  the parameters it could not take changed
 * @returns {import("../../core/panel.js").Panel & {latest: () => RoundReply | null}}
 */
export function initRoundPanel({ engine, isActive, linkParams, onLinkChecked = () => {} }) {
  const section = find(document, "#panel-round");
  const form = /** @type {HTMLFormElement} */ (find(section, "form"));
  const fileInput = /** @type {HTMLInputElement} */ (byTestId(section, "round-file"));
  const fileClear = byTestId(section, "round-file-clear");
  const pairings = /** @type {HTMLTextAreaElement} */ (byTestId(section, "round-input"));
  const longNote = byTestId(section, "round-link-note");
  const fileStatus = byTestId(section, "round-file-status");
  const fileUndo = /** @type {HTMLButtonElement} */ (byTestId(section, "round-file-undo"));
  /** The sentence under the file picker (a refused file's is marked: style.css). @param {string} text */
  function setStatus(text) {
    fileStatus.textContent = text;
    delete fileStatus.dataset.refused;
  }
  const fileName = byTestId(section, "round-file-name");
  const [noFile, chosenFile] = [find(fileName, "[data-file-none]"), find(fileName, "[data-file-chosen]")];
  /** The picker's name beside its button: the file chosen last, or the page's "no file" (null). @param {string | null} name */
  function showFileName(name) {
    chosenFile.textContent = name ?? "";
    chosenFile.hidden = name === null;
    noFile.hidden = name !== null;
  }
  const resultArea = byTestId(section, "round-result");
  const view = initRoundView(resultArea);
  // What the engine computed, said where the pairings are (the table is far below on a phone),
  // with the way down to it; the round computes by itself, so no button offers to compute it.
  const computedText = byTestId(section, "round-computed-text");
  const toResult = /** @type {HTMLButtonElement} */ (byTestId(section, "round-compute"));
  // A link that brings pairings is computed at once: the line that will say so keeps its place
  // meanwhile, so the fields below it do not move when the answer comes.
  const computedLine = byTestId(section, "round-computed");
  if (linkParams?.get("pairings")?.trim()) computedLine.dataset.awaiting = "";
  // Between a change and its answer the result area is busy (aria-busy): what it shows is the
  // round before the change (assistive technology waits; a test waits for the answer).
  const busy = () => resultArea.setAttribute("aria-busy", "true");
  const settled = () => resultArea.removeAttribute("aria-busy");
  /** The pairings or the file changed: their answer's summary is to be seen when it comes. */
  let sourceChanged = false;
  /** @param {string} text */
  function showComputed(text) {
    settled();
    delete computedLine.dataset.awaiting;
    computedText.textContent = text;
    toResult.hidden = text === "";
    if (!text || !sourceChanged) return;
    sourceChanged = false;
    const { top, bottom } = computedText.getBoundingClientRect();
    if (top < 0 || bottom > innerHeight) computedText.scrollIntoView({ block: "nearest" });
  }
  toResult.addEventListener("click", () => {
    resultArea.scrollIntoView({ block: "start" });
    find(resultArea, ".table-scroll").focus({ preventScroll: true });
  });
  /** @param {string} name */
  const control = (name) => /** @type {HTMLInputElement & HTMLSelectElement} */ (form.elements.namedItem(name));

  /** @type {string[] | null} the tournament files' names, from the engine (null until it says them) */
  let fileExtensions = null;
  /** @type {{name: string, text: string} | null} the tournament file in use */
  let opengotha = null;
  /**
   * The pairings a CSV or text file took the place of in the box (typed or pasted: a way back,
   * the "Put back" button), and the text that file put there (a second file replacing the first
   * file's text unchanged keeps the way back to what was typed).
   * @type {{kept: string, from: string} | null}
   */
  let replaced = null;
  /** The file's own settings are the defaults: until its first answer, the request leaves them to it. */
  let adopting = false;
  /**
   * What the form held before the first OpenGotha file filled it in (control -> value), and what
   * the file put there: removing the file (or a pasted round taking its place) puts back each
   * value the file set and nobody changed since.
   * @type {{before: Record<string, string>, filled: Record<string, string>} | null}
   */
  let beforeFile = null;

  /** @param {Values} v */
  function roundRequest(v) {
    performance.mark("round-request"); // `npm run bench` times a round from here (see shown())
    /** @type {Record<string, unknown>} */
    const request = { scale: v.scale, system: v.system, board: v.board, rules: v.rules, counting: v.counting,
      max_stones: v.maxstones, no_handicap_above: v.nha, handicap_correction: v.correction, handicap_basis: v.basis,
      even_komi: v.komi, chance_on_paper: v.chance === "1", ...clubRequest(v) };
    if (!opengotha) return { ...request, pairings: v.pairings };
    if (adopting) for (const key of Object.keys(FILE_SETTINGS)) delete request[key];
    return { ...request, file: opengotha.text, round: v.round, handicaps: v.handicaps,
      only_differing: v.differing === "1" };
  }

  /** @param {string} name @param {Values} v */
  function inLink(name, v) {
    const club = clubInLink(name, v);
    if (club !== null) return club;
    if (name === "pairings") return !opengotha && v.pairings.length <= LINK_PAIRINGS_MAX;
    if (["round", "handicaps", "differing"].includes(name)) return Boolean(opengotha);
    return true;
  }

  /** @param {EngineError} error */
  const controlsFor = (error) => (CONTROL_OF[error.field] ? [CONTROL_OF[error.field]] : []);

  /**
   * The file's settings, as the engine used them, into the form (where a menu offers the value):
   * they are the defaults, shown and changeable.
   * @param {import("../../core/panel.js").Request} request @param {RoundReply} reply
   */
  function adoptSettings(request, reply) {
    if (!adopting || request.file === undefined) return;
    adopting = false;
    // A setting the file does not give stays the form's: asked again with it when the first
    // answer, computed without it, used another value.
    const declared = new Set(reply.file_settings ?? Object.keys(FILE_SETTINGS));
    let again = false;
    for (const [key, name] of Object.entries(FILE_SETTINGS)) {
      const value = reply.settings?.[key];
      if (value === undefined) continue;
      const text = value === null ? "" : String(value);
      const element = control(name);
      if (!declared.has(key)) {
        again ||= element.value !== text;
        continue;
      }
      if (element instanceof HTMLSelectElement && ![...element.options].some((o) => o.value === text)) continue;
      element.value = text;
      if (beforeFile) beforeFile.filled[name] = element.value;
      if (key === "system") syncBoards(form, systems); // the file's system's boards (and what it is for)
    }
    syncClubFields(form);
    panel.writeLink();
    if (again) {
      busy();
      panel.update();
    }
  }

  /**
   * Show a reply, with marks for `npm run bench`: the reply in (round-reply), the table built
   * (round-table) and drawn, once the next frame has painted (round-drawn).
   * @param {RoundReply} reply
   */
  function shown(reply) {
    performance.mark("round-reply");
    view.render(reply);
    showFileRound(reply);
    showComputed(reply.summary ?? "");
    performance.mark("round-table");
    requestAnimationFrame(() => setTimeout(() => performance.mark("round-drawn")));
  }

  // The club's rules kept on this device are the round's defaults when the link names no system
  // (a file's own system still comes with its answer): the typed fields now, the menus below.
  const clubKept = linkParams?.has("system") ? null : keptClubRules();
  for (const [name, value] of Object.entries(clubKept ?? {})) {
    const element = control(name);
    if (element instanceof HTMLInputElement && !linkParams?.has(name)) element.value = value;
  }
  const clubMemory = bindClubMemory(form, {
    keep: /** @type {HTMLButtonElement} */ (byTestId(section, "round-club-keep")),
    forget: /** @type {HTMLButtonElement} */ (byTestId(section, "round-club-forget")),
    kept: byTestId(section, "round-club-kept"),
  });

  const panel = bindPanel({
    engine,
    mode: "round",
    form,
    fields: Object.fromEntries(ROUND_PARAMS.map((name) => [name, name])),
    command: "go-round",
    buildRequest: roundRequest,
    controlsFor,
    inLink,
    maxLength: { pairings: LINK_PAIRINGS_MAX },
    ready: (v) => Boolean(opengotha) || v.pairings.trim() !== "", // an empty box is not an error yet
    render: (_root, /** @type {RoundReply} */ reply) => shown(reply),
    clear: () => {
      view.clear();
      showComputed("");
      if (opengotha) setStatus(opengotha.name); // no round computed now: the file alone
    },
    root: byTestId(section, "round-result"),
    errorLine: byTestId(section, "round-error"),
    isActive: () => isActive("round"),
    linkParams,
    onResult: (request, reply) => adoptSettings(request, /** @type {RoundReply} */ (reply)),
    lateControls: LATE_MENUS,
  });

  /**
   * Which round of the file the engine computed (a sentence under the file), and what an empty
   * Round field stands for (its placeholder: "3 (latest)"): the engine's words. An empty field
   * stays empty, so the link leaves the round to the file: the last round paired in it.
   * @param {RoundReply} reply
   */
  function showFileRound(reply) {
    if (opengotha) setStatus(say("page.round.file_open", { name: opengotha.name, round: reply.words.round_used ?? "" }));
    control("round").placeholder = (opengotha && reply.words.round_field) || say("page.round.round_latest");
  }

  /**
   * What the source is now: the box or an OpenGotha file. With a file, its round field and Remove
   * button show, and the box and "Strengths given as" (a file gives ranks) step aside.
   */
  function syncSource() {
    for (const field of form.querySelectorAll("[data-source]")) {
      if (field instanceof HTMLElement) field.hidden = (field.dataset.source === "opengotha") !== Boolean(opengotha);
    }
    fileClear.hidden = !opengotha;
    fileUndo.hidden = !replaced || Boolean(opengotha); // the box is put back only where it is the source
    pairings.disabled = Boolean(opengotha);
    longNote.hidden = Boolean(opengotha) || pairings.value.length <= LINK_PAIRINGS_MAX;
    syncClubFields(form);
  }

  let typingTimer = 0;
  pairings.addEventListener("input", (event) => {
    event.stopPropagation(); // the panel's own listener would ask at every key
    sourceChanged = true;
    syncSource();
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => panel.update(), TYPING_DELAY_MS);
  });
  form.addEventListener("input", syncSource, { capture: true });
  form.addEventListener("input", busy, { capture: true });
  form.addEventListener("submit", () => {
    clearTimeout(typingTimer);
    panel.update();
  });
  // Editing an option the file would set means the form's value is wanted, not the file's.
  for (const name of Object.values(FILE_SETTINGS)) control(name).addEventListener("input", () => { adopting = false; });

  /** Keep what the form holds before a file fills it in (a second file keeps the first's record). */
  function rememberForm() {
    if (beforeFile) return;
    beforeFile = { before: Object.fromEntries(Object.values(FILE_SETTINGS).map((name) => [name, control(name).value])),
      filled: {} };
  }

  /** The file is gone: its settings give way to what the form held before it (unless changed since). */
  function restoreForm() {
    if (!beforeFile) return;
    const { before, filled } = beforeFile;
    beforeFile = null;
    for (const [name, value] of Object.entries(filled)) {
      if (control(name).value === value) control(name).value = before[name];
      if (name === "system") syncBoards(form, systems); // the boards of the system put back
    }
    syncClubFields(form);
  }

  /** @param {string | null} kept  the box's text a file replaced, or null: nothing to put back */
  function keepReplaced(kept, from = "") {
    replaced = kept === null ? null : { kept, from };
    syncSource();
  }

  /**
   * A file over the limit: said at once, in the page's words, from its size alone; the page, the
   * box and the file in use stay as they were.
   * @param {File} file
   */
  function refuseFile(file) {
    const size = (file.size / 1024 / 1024).toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    setStatus(say("page.round.file_too_big", { name: file.name, size, limit: MAX_FILE_BYTES / 1024 / 1024 }));
    fileStatus.dataset.refused = "";
    fileInput.value = "";
  }

  /** Files chosen so far: a choice whose engine answer comes after a later choice's is dropped. */
  let fileChoices = 0;
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      refuseFile(file);
      return;
    }
    busy();
    setStatus(""); // the note under the picker names the new file once the engine has said what it is
    const choice = ++fileChoices;
    const text = await fileText(file);
    // What the file is, from its content, is the engine's to say (its tournament readers and
    // go/files/kinds.py): a file none of its formats reads comes back as an error on `file` with
    // its kind, "pairings" for text the box takes; any other kind (a game record, an archive, a
    // binary, an XML that is no tournament) is refused by name, and what was open stays open.
    const probe = /** @type {RoundReply} */ (await engine.request({ command: "go-round", file: text }));
    if (choice !== fileChoices) return; // another file was chosen meanwhile: it is the one to open
    const kind = probe.error?.field === "file" ? probe.error.kind : undefined;
    if (kind !== undefined && kind !== "pairings") {
      setStatus(say("page.round.file_refused", { name: file.name, reason: probe.error?.message ?? "" }));
      fileStatus.dataset.refused = "";
      fileInput.value = "";
      settled();
      return;
    }
    sourceChanged = true;
    // Another tournament file: its own last round, not the round typed for the one it replaces
    // (the first file opened keeps the round the link gave).
    if (opengotha) control("round").value = "";
    setStatus("");
    showFileName(file.name);
    if (kind === undefined) {
      rememberForm();
      opengotha = { name: file.name, text };
      adopting = true;
    } else {
      opengotha = null;
      adopting = false;
      restoreForm();
      // What was typed or pasted is kept, with a button to put it back (a file's own text, not
      // changed since, is not worth keeping: the way back stays the one to what was typed).
      const before = pairings.value;
      const typed = before.trim() !== "" && before !== text && before !== replaced?.from;
      if (typed) keepReplaced(before, text);
      else if (replaced) replaced.from = text;
      pairings.value = text;
      setStatus(say(replaced ? "page.round.file_replaced" : "page.round.file_in_box", { name: file.name }));
    }
    // The picker forgets the file (the note under it names it): choosing the same file again,
    // e.g. saved again by OpenGotha with the next round paired, reads it again (a browser fires
    // no change for the file it already holds).
    fileInput.value = "";
    syncSource();
    clearTimeout(typingTimer);
    panel.update();
  });
  fileUndo.addEventListener("click", () => {
    if (!replaced) return;
    busy();
    sourceChanged = true;
    pairings.value = replaced.kept;
    keepReplaced(null);
    setStatus(say("page.round.file_put_back"));
    showFileName(null);
    syncSource();
    clearTimeout(typingTimer);
    panel.update();
    pairings.focus();
  });
  fileClear.addEventListener("click", () => {
    busy();
    opengotha = null;
    adopting = false;
    restoreForm();
    fileInput.value = "";
    control("round").value = "";
    setStatus("");
    showFileName(null);
    control("round").placeholder = say("page.round.round_latest");
    syncSource();
    panel.update();
    pairings.focus();
  });

  /** @type {import("../../../types/replies").GoSystem[] | null} */
  let systems = null;
  // The menus from go-systems, in the page's language (core/menus.js).
  const loadMenus = menusFromEngine({
    engine, panel, onLinkChecked,
    request: { command: "go-systems" },
    fill: (/** @type {GoSystemsReply} */ reply, kept) => {
      if (!reply.systems) return false;
      systems = reply.systems;
      if (reply.file_formats) {
        fileExtensions = reply.file_formats.flatMap((format) => format.extensions.map((e) => e.toLowerCase()));
        fileInput.accept = [...PAIRINGS_FILES, ...new Set(fileExtensions), ...PAIRINGS_TYPES,
          "text/xml", "application/xml", "application/json"].join(",");
      }
      // The strengths a pairing line may give: the engine's round scales, else its scales
      // that are one value per player (not teams, not a bare difference).
      const scales = reply.round_scales ?? (reply.scales || []).filter((s) => !["team", "diff"].includes(String(s.value)));
      /** @type {[string, {value: string | number, label: string, aliases?: string[]}[]][]} */
      const menus = [
        ["scale", scales],
        ["system", reply.systems.map((s) => ({ value: s.key, label: s.label, aliases: s.aliases }))],
        ["rules", (reply.rules || []).map((r) => ({ value: r.key, label: r.label }))],
        ["counting", reply.countings || []],
        ["maxstones", reply.stone_ceilings || []],
        ["basis", reply.handicap_bases || []],
      ];
      for (const [name, options] of menus) {
        control(name).replaceChildren(...options.map(menuOption));
      }
      fillClubMenus(form, reply.first_stone_options);
      fillHints(section, reply.hints);
      if (kept) for (const name of LATE_MENUS) control(name).value = kept[name];
      else {
        // The club's kept rules, else the engine's tournament system, unless the link names one
        // (a file's comes with its answer).
        if (clubKept) {
          control("system").value = CLUB_SYSTEM;
          const first = clubKept.club_first_stone;
          if (first !== undefined && [...control("club_first_stone").options].some((o) => o.value === first)) {
            control("club_first_stone").value = first;
          }
        } else if (!linkParams?.has("system") && reply.round_default_system) {
          control("system").value = reply.round_default_system;
        }
        panel.applyLinkTo(["scale", "system"]);
      }
      syncBoards(form, systems, kept ? kept.board : linkParams?.get("board"));
      if (!kept) panel.applyLinkTo(["board", "rules", "counting", "maxstones", "basis", "club_first_stone"]);
      syncSource();
      clubMemory.sync();
    },
  });
  form.addEventListener("input", (event) => {
    const name = /** @type {HTMLInputElement} */ (event.target).name;
    if (name === "system" || name === "board") syncBoards(form, systems);
  }, { capture: true });
  bindBoardSwitch(form);

  syncSource(); // after bindPanel has put the link's values in
  const { update, writeLink, values, params, ignored } = panel;
  return { update, writeLink, values, params, ignored, loadMenus, latest: view.latest };
}
