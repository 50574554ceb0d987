// @ts-check
// The study's state, and nothing else (chessground's `state`): the files chosen, the session
// their games are kept in by the engine (study/sessions.py), the current run (a newer reading, a
// newer study or Cancel makes older answers stale) and the downloads' object URLs.

let sessions = 0; // a page's sessions are named in turn: a new one never answers for an old one

/**
 * @typedef {object} StudyState
 * @property {File[]} files  the files chosen (read again if the engine lost their games)
 * @property {string} session  the engine's session holding their games ("" before a reading, after Cancel)
 * @property {boolean} read  the session holds every file's games (the study may be asked)
 * @property {number} games  the games it holds
 * @property {number} problems  the files not read
 * @property {boolean} reread  the files were read again since the last study shown (the engine lost them)
 * @property {number} run  the current reading or study
 * @property {Record<string, string> | null} shown  the settings of the study shown (its CSV is asked with them)
 * @property {string} chartUrl  the chart's SVG download
 * @property {string} csvUrl  the CSV's download
 */

/** @returns {StudyState} */
export function createStudyState() {
  return { files: [], session: "", read: false, games: 0, problems: 0, reread: false, run: 0, shown: null,
    chartUrl: "", csvUrl: "" };
}

/**
 * A new reading of `files` into a new session: its name and the run's ticket; the old session's
 * name is returned to be let go.
 * @param {StudyState} state @param {File[]} files @param {boolean} again  the same files read again
 * @returns {{ticket: number, old: string}}
 */
export function beginReading(state, files, again = false) {
  const old = state.session;
  sessions += 1;
  Object.assign(state, { files, session: `study-${sessions}`, read: false, games: 0, problems: 0,
    reread: again, shown: null });
  return { ticket: ++state.run, old };
}

/**
 * Cancel: no session, no study; the old session's name is returned to be let go.
 * @param {StudyState} state
 */
export function cancelReading(state) {
  const old = state.session;
  Object.assign(state, { session: "", read: false, games: 0, problems: 0, shown: null });
  state.run += 1;
  return old;
}

/** @param {StudyState} state @param {number} ticket */
export const current = (state, ticket) => ticket === state.run;
