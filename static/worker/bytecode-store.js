// @ts-check
// The engine's bytecode, kept for the next visit that boots plain (one closed at its answer saves
// no snapshot): the engine's modules are compiled as they are imported, most of the time of the
// first answers (`import handicap.api`, then the Go code); written back beside the sources, they
// are imported without compiling. One entry in Cache Storage: the compiled files (Python's own
// __pycache__/*.pyc, each with its source's time and size, which installBundle makes the same on
// every visit for the same engine), keyed to the Pyodide build and the engine bundle.
// Anything wrong with it means: ignore it (Python compiles the sources, as without it). Its
// SHA-256 is checked before it is used: a damaged file would make an import fail, not fall back.
import { sha256Hex } from "./boot-files.js";

const BYTECODE_CACHE = "handicap-engine-bytecode";
// Cache Storage wants a URL for a key; nothing is ever fetched from it.
const BYTECODE_URL = new URL("../engine-bytecode.bin", import.meta.url).href;
const KEY_HEADER = "X-Handicap-Bytecode";

const usable = typeof caches !== "undefined";

/**
 * @typedef {{pyodide: string, build: string, bundle: string}} BytecodeKey
 * @typedef {[path: string, bytes: Uint8Array][]} Files
 */

/**
 * The kept files if they were made for this key, else null. Never rejects.
 * @param {Promise<BytecodeKey>} key
 * @returns {Promise<Files | null>}
 */
export async function findBytecode(key) {
  if (!usable) return null;
  try {
    const response = await (await caches.open(BYTECODE_CACHE)).match(BYTECODE_URL);
    if (!response) return null;
    const kept = JSON.parse(response.headers.get(KEY_HEADER) || "null");
    const wanted = await key;
    if (!kept || Object.entries(wanted).some(([field, value]) => kept[field] !== value)) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return kept.sha256 === (await sha256Hex(bytes)) ? unpack(bytes) : null;
  } catch {
    return null;
  }
}

/**
 * Keep these files for the next visit under this key (replacing any others). Never rejects.
 * @param {BytecodeKey} key
 * @param {Files} files
 */
export async function keepBytecode(key, files) {
  if (!usable || !files.length) return;
  try {
    const bytes = pack(files);
    const meta = { ...key, sha256: await sha256Hex(bytes) };
    await (await caches.open(BYTECODE_CACHE)).put(BYTECODE_URL, new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream", [KEY_HEADER]: JSON.stringify(meta) },
    }));
  } catch {
    // only the next visit's speed is at stake
  }
}

/**
 * One buffer: the index's length (4 bytes, little-endian), the index as JSON ([[path, length], ...]),
 * then each file's bytes in the index's order.
 * @param {Files} files
 */
function pack(files) {
  const index = new TextEncoder().encode(JSON.stringify(files.map(([path, bytes]) => [path, bytes.length])));
  const out = new Uint8Array(4 + index.length + files.reduce((sum, [, bytes]) => sum + bytes.length, 0));
  new DataView(out.buffer).setUint32(0, index.length, true);
  out.set(index, 4);
  let at = 4 + index.length;
  for (const [, bytes] of files) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

/**
 * @param {Uint8Array} buffer
 * @returns {Files | null}  null if the buffer is not what pack() makes
 */
function unpack(buffer) {
  if (buffer.length < 4) return null;
  const length = new DataView(buffer.buffer, buffer.byteOffset).getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(buffer.subarray(4, 4 + length)));
  if (!Array.isArray(index)) return null;
  /** @type {Files} */
  const files = [];
  let at = 4 + length;
  for (const [path, size] of index) {
    if (typeof path !== "string" || !Number.isInteger(size) || at + size > buffer.length) return null;
    files.push([path, buffer.subarray(at, at + size)]);
    at += size;
  }
  return at === buffer.length ? files : null;
}
