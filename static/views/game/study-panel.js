// @ts-check
// "Many games" under Check a game: files in, the engine's study out. The composition of the
// study's parts, chessground's way: its state (study-state.js), the form's controls
// (study-controls.js), the reading of the files into the engine's session (study-reading.js), the
// requests (study-requests.js), the drawing of the reply (study-render.js) and the events
// (study-events.js). The games read stay in the engine (a study session named by the page): a
// study asked again under another model, bin width, board or choice, and the CSV, name the session;
// no message carries the games. A new choice of files or Cancel lets the session go; a session the
// engine no longer holds (its worker was restarted) has the files read again, once.
import { say } from "../../core/i18n.js";
import { byTestId, csvBlob, find } from "../../core/render.js";
import { STUDY_PARAMS } from "./game-params.js";
import { studyControls } from "./study-controls.js";
import { bindStudyEvents } from "./study-events.js";
import { readIntoSession } from "./study-reading.js";
import { renderStudy, showError, showProgress } from "./study-render.js";
import { studyRequest } from "./study-requests.js";
import { beginReading, cancelReading, createStudyState, current } from "./study-state.js";

/** @typedef {import("../../../types/replies").StudyReply} StudyReply */

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {URLSearchParams | null} options.linkParams  the opening link, if it opens the game tab
 * @param {() => void} options.onLinkChange  the study's link values changed (the game panel writes the link)
 */
export function initStudy({ engine, linkParams, onLinkChange }) {
  const section = find(document, '[data-testid="study"]');
  const controls = studyControls(section, linkParams);
  const state = createStudyState();
  const result = byTestId(section, "study-result");
  const downloadCsv = /** @type {HTMLAnchorElement} */ (byTestId(section, "study-download-csv"));

  /** @param {FileList | File[]} files @param {boolean} [again] the same files, their games lost by the engine */
  async function read(files, again = false) {
    const { ticket, old } = beginReading(state, [...files], again);
    if (old) engine.dropStudy(old);
    showError(section, "");
    section.dataset.state = "reading";
    let outcome;
    try {
      outcome = await readIntoSession({ engine, files: state.files, session: state.session,
        current: () => current(state, ticket), onProgress: (progress) => showProgress(section, progress) });
    } catch {
      if (current(state, ticket)) showProgress(section, null);
      return; // engine failures are shown by the status line
    }
    if (!outcome) return;
    if ("error" in outcome) {
      // a read the engine took for another session's (a restarted worker holds none): read them all again, once
      if (outcome.field === "session" && !again) read(state.files, true);
      else showError(section, outcome.error);
      return;
    }
    showProgress(section, null);
    Object.assign(state, { read: true, games: outcome.games, problems: outcome.problems });
    await study();
  }

  async function study() {
    if (!state.read || (!state.games && !state.problems)) return;
    const ticket = ++state.run;
    section.dataset.state = "studying";
    const settings = controls.settings();
    /** @type {StudyReply} */
    let reply;
    try {
      reply = await engine.request(studyRequest(state.session, settings));
    } catch {
      return;
    }
    if (!current(state, ticket)) return;
    if (reply.error?.field === "session" && !state.reread) {
      read(state.files, true); // the engine lost the games (a restarted worker): read them again, once
      return;
    }
    section.dataset.state = "done";
    if (reply.error) {
      const label = controls.byField()[reply.error.field]?.labels?.[0]?.textContent?.trim();
      showError(section, say("page.error.field", { field: label || reply.error.field, message: reply.error.message }));
      controls.markInvalid(reply.error.field);
      return;
    }
    controls.markInvalid(null);
    showError(section, "");
    state.shown = settings;
    state.reread = false; // studied: should the engine lose the games again, they are read again
    if (state.chartUrl) URL.revokeObjectURL(state.chartUrl);
    state.chartUrl = renderStudy(section, reply);
    if (state.csvUrl) URL.revokeObjectURL(state.csvUrl);
    state.csvUrl = "";
    downloadCsv.href = "#";
    delete downloadCsv.dataset.ready;
    result.dataset.state = "result";
  }

  function cancel() {
    const old = cancelReading(state);
    if (old) engine.dropStudy(old);
    showProgress(section, null);
    section.dataset.state = "cancelled";
    result.dataset.state = "empty";
    showError(section, say("page.study.cancelled"));
  }

  // The CSV is the engine's (the command line's --csv), asked for when it is wanted: the study shown
  // with one row a game, from the session's games; then the link holds it and the download goes on.
  // Games the engine no longer holds (its worker was restarted) are read again from the files, once,
  // as the study's are; the study is shown again and its CSV asked anew.
  /** @param {Event | null} event @param {boolean} [again] the files were read again for this CSV */
  async function csv(event, again = false) {
    if (downloadCsv.dataset.ready === "true") return;
    event?.preventDefault();
    const asked = state.shown;
    if (!asked) return;
    /** @type {StudyReply} */
    let reply;
    try {
      reply = await engine.request(studyRequest(state.session, asked, true));
    } catch {
      return; // engine failures are shown by the status line
    }
    if (asked !== state.shown) return;
    if (reply.error?.field === "session" && !again) {
      await read(state.files, true);
      if (state.shown) await csv(null, true);
      return;
    }
    if (reply.error) return;
    state.csvUrl = URL.createObjectURL(csvBlob(reply.csv || ""));  // with UTF-8's byte order mark, for Excel
    downloadCsv.href = state.csvUrl;
    downloadCsv.dataset.ready = "true";
    downloadCsv.click();
  }

  bindStudyEvents(section, controls.input, {
    read: (files) => read(files),
    cancel,
    changed: () => {
      controls.showModelName();
      onLinkChange();
      study();
    },
    csv,
  });
  return { linkValues: controls.linkValues, fillMenus: controls.fillMenus, params: STUDY_PARAMS, read, study };
}
