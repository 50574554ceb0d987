// @ts-check
// The snapshot a returning visitor restores: saved in Cache Storage after a plain boot (sparse,
// all-zero base; static/worker/snapshot-format.js), keyed to the exact Pyodide build, the boot recipe,
// the engine bundle and the stdlib it was made with. Anything wrong with it means: discard it.

// Bump when the boot recipe changes what a snapshot contains.
export const SNAPSHOT_FORMAT = 3;
const SNAPSHOT_CACHE = "handicap-engine-snapshot";
// Cache Storage wants a URL for a key; nothing is ever fetched from it.
const SNAPSHOT_URL = new URL("../engine-snapshot.bin", import.meta.url).href;
const SNAPSHOT_META_HEADER = "X-Handicap-Snapshot";
const KEY_FIELDS = ["format", "pyodide", "build", "bundle", "stdlib"];

// Cache Storage exists only in secure contexts (https, localhost).
export const snapshotsUsable = typeof caches !== "undefined";

/**
 * @typedef {{format: number, pyodide: string, build: string, bundle: string, stdlib: string}} SnapshotKey
 * @param {{pyodide: string, build: string, bundle: string, stdlib: string}} parts
 * @returns {SnapshotKey}
 */
export function snapshotKey({ pyodide, build, bundle, stdlib }) {
  return { format: SNAPSHOT_FORMAT, pyodide, build, bundle, stdlib };
}

/**
 * @param {Record<string, unknown>} a
 * @param {Record<string, unknown>} b
 */
export function sameKey(a, b) {
  return KEY_FIELDS.every((k) => a[k] === b[k]);
}

/**
 * {meta, bytes: Promise<ArrayBuffer>} of the saved snapshot, or null. Never rejects.
 * @returns {Promise<{meta: Record<string, unknown>, bytes: Promise<ArrayBuffer>} | null>}
 */
export async function findSnapshot() {
  if (!snapshotsUsable) return null;
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(SNAPSHOT_URL);
    if (!response) return null;
    const meta = JSON.parse(response.headers.get(SNAPSHOT_META_HEADER) || "null");
    if (!meta) return await discardSnapshot(), null;
    // Start reading at once: it is the longest step of a restore.
    const bytes = response.arrayBuffer();
    bytes.catch(() => {}); // reported where it is used
    return { meta, bytes };
  } catch {
    return null;
  }
}

export async function discardSnapshot() {
  if (!snapshotsUsable) return;
  try {
    await (await caches.open(SNAPSHOT_CACHE)).delete(SNAPSHOT_URL);
  } catch {
    // nothing more we can do; the next plain boot overwrites it
  }
}

/**
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {SnapshotKey} meta
 */
export async function saveSnapshot(bytes, meta) {
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(SNAPSHOT_URL, new Response(bytes, {
    headers: { "Content-Type": "application/octet-stream", [SNAPSHOT_META_HEADER]: JSON.stringify(meta) },
  }));
}
