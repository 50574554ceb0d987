// Brotli copies of the build's text files (`<file>.br` beside each: the page, its scripts and style
// sheet, the engine bundles, Pyodide's loader and runtime module, the page's words, sw.js), for a
// host that negotiates precompressed files (nginx's brotli_static, Caddy's `precompressed`,
// scripts/serve.mjs): over HTTPS every browser offers `br`, and quality 11 is some 20 % under the
// gzip a host makes on the way (Pyodide's 1.25 MB runtime module: 207 KB against 261 KB). A host
// that does not negotiate never sends them; the files themselves are unchanged, and the copies are
// not precached (scripts/precache.mjs): the service worker keeps what a fetch of the file gives.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";

// What a host compresses (scripts/serve.mjs's COMPRESSIBLE, deploy/nginx.conf's gzip_types).
export const TEXT_EXTENSIONS = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt"]);
// Smaller files gain less than a copy's bookkeeping (nginx's gzip_min_length, deploy/nginx.conf).
const MIN_BYTES = 256;

/**
 * Brotli at its best (quality 11), the window sized to the file; `text` false for a binary (the
 * trimmed stdlib's zip of bytecode).
 * @param {Buffer} bytes
 * @param {boolean} [text]
 */
export function brotli(bytes, text = true) {
  return brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: text ? zlib.BROTLI_MODE_TEXT : zlib.BROTLI_MODE_GENERIC,
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_LGWIN]: 24,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Write `<file>.br` beside every text file under `dir` of at least MIN_BYTES whose copy is smaller.
 * @param {string} dir
 * @returns {{files: number, before: number, after: number}}
 */
export function precompressText(dir) {
  const totals = { files: 0, before: 0, after: 0 };
  const walk = (/** @type {string} */ folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      if (!TEXT_EXTENSIONS.has(extname(name))) continue;
      const bytes = readFileSync(path);
      if (bytes.length < MIN_BYTES) continue;
      const copy = brotli(bytes);
      if (copy.length >= bytes.length) continue;
      writeFileSync(`${path}.br`, copy);
      totals.files += 1;
      totals.before += bytes.length;
      totals.after += copy.length;
    }
  };
  walk(dir);
  return totals;
}
