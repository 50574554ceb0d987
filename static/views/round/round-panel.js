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
//
// This module puts the tab together, as chessground splits a board: the round's state
// (round-state.js: the source in use, the request and the link), its rendering (round-render.js)
// and its events (round-events.js), with the panel (core/panel.js) and the engine's menus.
import { bindClubMemory, keptClubRules } from "../go/club-memory.js";
import { CLUB_MENUS, CLUB_SYSTEM, fillClubMenus } from "../go/club-rules.js";
import { bindBoardSwitch, syncBoards } from "../go/go-panel.js";
import { menuOption, menusFromEngine } from "../../core/menus.js";
import { bindPanel } from "../../core/panel.js";
import { ROUND_PARAMS } from "./round-params.js";
import { fillHints, find } from "../../core/render.js";
import { initRoundView } from "./round-view.js";
import { LINK_PAIRINGS_MAX, acceptedFiles, controlsFor, inLink, newRoundState, roundRequest } from "./round-state.js";
import { createRoundRender, roundElements } from "./round-render.js";
import { bindRoundEvents } from "./round-events.js";

export { LINK_PAIRINGS_MAX, MAX_FILE_BYTES } from "./round-state.js";

/** @typedef {import("../../../types/replies").RoundReply} RoundReply */
/** @typedef {import("../../../types/replies").GoSystemsReply} GoSystemsReply */

/** The menus the engine fills (go-systems): the link's values for them, and requests, wait. */
const LATE_MENUS = ["scale", "system", "board", "rules", "counting", "maxstones", "basis", ...CLUB_MENUS];

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {(mode: string) => boolean} options.isActive
 * @param {URLSearchParams | null} options.linkParams  the opening link, if it opens this panel
 * @param {() => void} [options.onLinkChecked]  the parameters it could not take changed
 * @returns {import("../../core/panel.js").Panel & {latest: () => RoundReply | null}}
 */
export function initRoundPanel({ engine, isActive, linkParams, onLinkChecked = () => {} }) {
  const elements = roundElements(find(document, "#panel-round"));
  const { section, form, resultArea } = elements;
  const state = newRoundState();
  const render = createRoundRender(elements, state);
  const { control } = render;
  const view = initRoundView(resultArea);
  if (linkParams?.get("pairings")?.trim()) render.awaitComputed();

  /**
   * Show a reply, with marks for `npm run bench`: the reply in (round-reply), the table built
   * (round-table) and drawn, once the next frame has painted (round-drawn).
   * @param {RoundReply} reply
   */
  function shown(reply) {
    performance.mark("round-reply");
    view.render(reply);
    render.showFileRound(reply);
    render.showComputed(reply.summary ?? "");
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
  const clubMemory = bindClubMemory(form, { keep: elements.clubKeep, forget: elements.clubForget, kept: elements.clubKept });

  const panel = bindPanel({
    engine,
    mode: "round",
    form,
    fields: Object.fromEntries(ROUND_PARAMS.map((name) => [name, name])),
    command: "go-round",
    buildRequest: (v) => roundRequest(state, v),
    controlsFor,
    inLink: (name, v) => inLink(state, name, v),
    maxLength: { pairings: LINK_PAIRINGS_MAX },
    ready: (v) => Boolean(state.opengotha) || v.pairings.trim() !== "", // an empty box is not an error yet
    render: (_root, /** @type {RoundReply} */ reply) => shown(reply),
    clear: () => {
      view.clear();
      render.showComputed("");
      if (state.opengotha) render.setStatus(state.opengotha.name); // no round computed now: the file alone
    },
    root: resultArea,
    errorLine: elements.errorLine,
    isActive: () => isActive("round"),
    linkParams,
    onResult: (request, reply) => {
      const again = render.adoptSettings(request, /** @type {RoundReply} */ (reply));
      if (again === undefined) return;
      panel.writeLink();
      if (again) {
        render.busy();
        panel.update();
      }
    },
    lateControls: LATE_MENUS,
  });

  bindRoundEvents({ elements, state, render, panel, engine });

  // The menus from go-systems, in the page's language (core/menus.js).
  const loadMenus = menusFromEngine({
    engine, panel, onLinkChecked,
    request: { command: "go-systems" },
    fill: (/** @type {GoSystemsReply} */ reply, kept) => {
      if (!reply.systems) return false;
      const systems = reply.systems;
      state.systems = systems;
      if (reply.file_formats) elements.fileInput.accept = acceptedFiles(reply.file_formats);
      // The strengths a pairing line may give: the engine's round scales, else its scales
      // that are one value per player (not teams, not a bare difference).
      const scales = reply.round_scales ?? (reply.scales || []).filter((s) => !["team", "diff"].includes(String(s.value)));
      /** @type {[string, {value: string | number, label: string, aliases?: string[]}[]][]} */
      const menus = [
        ["scale", scales],
        ["system", systems.map((s) => ({ value: s.key, label: s.label, aliases: s.aliases }))],
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
      render.syncSource();
      clubMemory.sync();
    },
  });
  form.addEventListener("input", (event) => {
    const name = /** @type {HTMLInputElement} */ (event.target).name;
    if (name === "system" || name === "board") syncBoards(form, state.systems);
  }, { capture: true });
  bindBoardSwitch(form);

  render.syncSource(); // after bindPanel has put the link's values in
  const { update, writeLink, values, params, ignored } = panel;
  return { update, writeLink, values, params, ignored, loadMenus, latest: view.latest };
}
