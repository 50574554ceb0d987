// @ts-check
// Reading the chosen files into the engine's study session, in batches: a batch's files are handed
// to the worker once (the engine client's keepFile: the File itself, not its bytes read or encoded
// here) and let go when the batch is read, cancelled or failed; a .zip's files are read
// ZIP_MEMBERS at a time, so that no request runs long. Each read adds its games to the session
// (study-read's `session`, its `session_part` in turn): the games stay in the engine, and the
// replies bring back only what the progress bar needs. Stale (a newer choice, Cancel) between two
// requests: it stops.
import { readRequest } from "./study-requests.js";

/** @typedef {import("../../../types/replies").StudyReadReply} StudyReadReply */

const BATCH_BYTES = 2 * 1024 * 1024; // a batch's files: about 2 MB, or
const BATCH_FILES = 500; //            this many, whichever comes first (kept in the worker meanwhile)
// A .zip's files a request reads (study-read's start and count): about a second of the engine's
// time each in the page, well within the engine client's watchdog however big the .zip.
const ZIP_MEMBERS = 2000;

/**
 * @typedef {object} Progress
 * @property {number} doneBytes  bytes of the files read so far (a .zip's share as its slices go)
 * @property {number} totalBytes
 * @property {number} doneFiles  files read so far, as the engine counts them (a .zip's files too)
 * @property {number} totalFiles  files in all (a .zip's files join once its first slice says how many)
 */

/**
 * Read `files` into `session`. Resolves with the games it holds and the files not read, or
 * {error, field} (the engine's message and the field it names), or null when it went stale.
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {File[]} options.files
 * @param {string} options.session
 * @param {() => boolean} options.current  false once a newer choice or Cancel made this reading stale
 * @param {(progress: Progress) => void} options.onProgress
 * @returns {Promise<{games: number, problems: number} | {error: string, field: string} | null>}
 */
export async function readIntoSession({ engine, files, session, current, onProgress }) {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const progress = { doneBytes: 0, totalBytes, doneFiles: 0, totalFiles: files.length };
  onProgress(progress);
  let part = 0, games = 0, problems = 0;
  /** @type {{error: string, field: string} | null} */
  let failed = null;
  /** @param {{name: string, kept: string}[]} sent @param {number} sentBytes */
  const readBatch = async (sent, sentBytes) => {
    const before = progress.doneBytes;
    for (let start = 0; ; start += ZIP_MEMBERS) {
      /** @type {StudyReadReply} */
      const reply = await engine.request(readRequest(session, part, sent, start, ZIP_MEMBERS));
      if (!current()) return false;
      if (reply.error) {
        failed = { error: reply.error.message, field: reply.error.field };
        return false;
      }
      part += 1;
      games = reply.session_games ?? games;
      problems += reply.problems.length;
      if (start === 0) progress.totalFiles += reply.members;
      progress.doneFiles += reply.files;
      const more = start + ZIP_MEMBERS < reply.members;
      progress.doneBytes = before + (more ? Math.floor(sentBytes * (start + ZIP_MEMBERS) / reply.members) : sentBytes);
      onProgress(progress);
      if (!more) return true;
    }
  };
  /** @type {{name: string, kept: string}[]} */
  let batch = [];
  let batchBytes = 0;
  const send = async () => {
    if (!batch.length) return true;
    const sent = batch, sentBytes = batchBytes;
    batch = [];
    batchBytes = 0;
    try {
      return await readBatch(sent, sentBytes);
    } finally {
      for (const file of sent) engine.dropFile(file.kept);
    }
  };
  for (const file of files) {
    if (!current()) break;
    batch.push({ name: file.name, kept: engine.keepFile(file) });
    batchBytes += file.size;
    if ((batchBytes >= BATCH_BYTES || batch.length >= BATCH_FILES) && !(await send())) break;
  }
  if (failed === null && current()) await send();
  for (const file of batch) engine.dropFile(file.kept); // a batch never sent (stale before it was)
  if (!current()) return null;
  return failed ?? { games, problems };
}
