// @ts-check
// The study's two requests to the engine, and nothing else: a read of some files into the study's
// session (study-read: the games stay in the engine's process, named by the session the page
// holds; study/sessions.py) and the study of that session under the form's settings. No request
// carries the games: a 20 MB archive's 37,000 records once crossed to the page and back in one
// message, past the engine client's watchdog.

/**
 * A read of `files` (kept in the worker: {name, kept}) into `session`, its `part`-th read (0 starts
 * the session anew); of each .zip, `count` of its files from `start`.
 * @param {string} session @param {number} part @param {{name: string, kept: string}[]} files
 * @param {number} start @param {number} count
 */
export function readRequest(session, part, files, start, count) {
  return { command: "study-read", files, start, count, session, session_part: part };
}

/**
 * The study of `session`'s games under `settings` (the form's: model, bin, bin_games, board and
 * the choices' fields); with `rows`, one row a game too (the CSV).
 * @param {string} session @param {Record<string, string>} settings @param {boolean} [rows]
 */
export function studyRequest(session, settings, rows = false) {
  return { command: "study", session, ...settings, ...(rows ? { rows: true } : {}) };
}
