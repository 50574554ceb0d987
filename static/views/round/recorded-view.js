// @ts-check
// What a tournament file recorded, beside what the engine computed: each board's recorded game
// (a cell at the end of its row, flagged with both values when it differs), the count under the
// summary, and an EGD table's handicap games by gap. Every word and number is the engine's
// (go-round: recorded, recorded_text, recorded_note, recorded_summary, handicap_games); this
// module only lays them out, with textContent (replies echo the file's names).
import { byTestId, element } from "../../core/render.js";

/** @typedef {import("../../../types/replies").RoundReply} RoundReply */
/** @typedef {import("../../../types/replies").RoundBoard} RoundBoard */

/** The column a file's round adds to the table ("recorded"), or none. @param {RoundReply} reply */
export const recordedColumns = (reply) => (reply.recorded_summary ? ["recorded"] : []);

/**
 * A board's recorded game where it differs from the system's: flagged, the engine's sentence
 * with both values; an empty cell where the file's game is the system's.
 * @param {RoundBoard} board
 */
export function recordedCell(board) {
  const td = element("td", undefined, "recorded");
  td.dataset.col = "recorded";
  td.dataset.testid = "recorded";
  if (!board.recorded) return td;
  td.dataset.differs = String(Boolean(board.recorded_differs));
  // Only where it differs: the file's game that is the row's own, said on every row, drowned the
  // boards that differ (the summary above the table counts both).
  if (board.recorded_differs) td.append(element("span", board.recorded_note ?? "", "recorded-note"));
  // The sheet prints only a difference, short (the row has the system's game): style.css.
  if (board.recorded_differs) td.dataset.short = board.recorded_short ?? board.recorded_text ?? "";
  return td;
}

/**
 * The recorded summary and the handicap games table (each hidden when the reply has none).
 * @param {HTMLElement} root  the round's result area @param {RoundReply | null} reply
 */
export function renderRecorded(root, reply) {
  const summary = byTestId(root, "round-recorded-summary");
  summary.textContent = reply?.recorded_summary?.text ?? "";
  summary.hidden = !reply?.recorded_summary;
  const box = byTestId(root, "round-handicap-games");
  const rows = reply?.handicap_games ?? [];
  const words = reply?.handicap_games_words ?? {};
  box.hidden = rows.length === 0;
  const heading = box.querySelector("h3");
  const note = box.querySelector("p");
  const table = box.querySelector("table");
  if (!heading || !note || !table) return;
  heading.textContent = words.heading ?? "";
  note.textContent = words.note ?? "";
  const keys = /** @type {const} */ (["gap", "games", "black_score"]);
  table.tHead?.rows[0].replaceChildren(...keys.map((key) => {
    const th = /** @type {HTMLTableCellElement} */ (element("th", words[key] ?? ""));
    th.scope = "col";
    return th;
  }));
  table.tBodies[0].replaceChildren(...rows.map((row) => {
    const tr = element("tr");
    tr.append(...keys.map((key) => element("td", row.text[key])));
    return tr;
  }));
}
