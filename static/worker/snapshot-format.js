// @ts-check
// Sparse memory snapshots: Pyodide's own snapshot header plus only the 4 KiB pages of the
// interpreter's memory that differ from a base, instead of the whole 31 MB linear memory.
//   base "fresh": the memory of a freshly instantiated Pyodide module (the build's shipped
//                 snapshot; pages left out are whatever instantiation put there);
//   base "zero":  all zeros (a snapshot saved in the browser after a plain boot, where no fresh
//                 image is at hand; the memory is cleared before the pages are written).
// One module for the build (Node, scripts/boot-assets.mjs) and the worker, so the two cannot
// disagree about the layout:
//   u32 magic, u32 format, u32 base (0 fresh, 1 zero), u32 memory bytes, u32 page count,
//   u32 meta bytes, u32 Pyodide header bytes; meta JSON (padded to 4); Pyodide header;
//   u32 page numbers; the pages.
export const PAGE_BYTES = 4096;
/**
 * @typedef {{meta: any, base: "fresh" | "zero", memoryBytes: number, pyodideHeader: Uint8Array,
 *            pages: Uint32Array, dataAt: number, totalBytes: number}} SnapshotPrefix
 */
const MAGIC = 0x50534e48; // "HNSP"
const FORMAT = 1;
const FIXED_BYTES = 7 * 4;
const BASES = ["fresh", "zero"];

/** @param {number} n */
const pad4 = (n) => Math.ceil(n / 4) * 4;

/**
 * The length of the Pyodide header at the start of a full snapshot (its second u32).
 * @param {Uint8Array} snapshot
 */
function pyodideHeaderBytes(snapshot) {
  return new DataView(snapshot.buffer, snapshot.byteOffset, 8).getUint32(4, true);
}

/**
 * @param {Uint8Array} memory
 * @param {Uint8Array | null} baseMemory
 * @param {number} start
 */
function differs(memory, baseMemory, start) {
  const end = start + PAGE_BYTES;
  for (let i = start; i < end; i++) {
    if (memory[i] !== (baseMemory && i < baseMemory.length ? baseMemory[i] : 0)) return true;
  }
  return false;
}

/**
 * A sparse snapshot from a full one (pyodide.makeMemorySnapshot()).
 * @param {Uint8Array} snapshot  the full snapshot
 * @param {{base: "fresh"|"zero", baseMemory?: Uint8Array | null, meta: object}} options
 *   baseMemory: the fresh module's memory (base "fresh"); meta: anything JSON, read back as is
 */
export function encodeSparse(snapshot, { base, baseMemory = null, meta }) {
  if (!BASES.includes(base)) throw new Error(`unknown snapshot base ${base}`);
  const headerBytes = pyodideHeaderBytes(snapshot);
  const header = snapshot.subarray(0, headerBytes);
  const memory = snapshot.subarray(headerBytes);
  /** @type {number[]} */
  const pages = [];
  for (let start = 0; start < memory.length; start += PAGE_BYTES) {
    if (differs(memory, base === "fresh" ? baseMemory : null, start)) pages.push(start / PAGE_BYTES);
  }
  const metaText = new TextEncoder().encode(JSON.stringify(meta));
  const prefix = FIXED_BYTES + pad4(metaText.length) + pad4(headerBytes);
  const out = new Uint8Array(prefix + pages.length * 4 + pages.length * PAGE_BYTES);
  const view = new DataView(out.buffer);
  [MAGIC, FORMAT, BASES.indexOf(base), memory.length, pages.length, metaText.length, headerBytes].forEach((value, i) =>
    view.setUint32(i * 4, value, true),
  );
  out.set(metaText, FIXED_BYTES);
  out.set(header, FIXED_BYTES + pad4(metaText.length));
  let at = prefix;
  for (const page of pages) view.setUint32((at += 4) - 4, page, true);
  for (const page of pages) {
    out.set(memory.subarray(page * PAGE_BYTES, (page + 1) * PAGE_BYTES), at);
    at += PAGE_BYTES;
  }
  return out;
}

/**
 * The parts of a sparse snapshot before its pages, once `bytes` holds at least its prefix (the
 * first few KB); null until then. Throws on anything that is not a sparse snapshot of ours.
 * @param {Uint8Array} bytes
 * @returns {SnapshotPrefix | null}
 */
export function readPrefix(bytes) {
  if (bytes.length < FIXED_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [magic, format, base, memoryBytes, pageCount, metaBytes, headerBytes] = Array.from({ length: 7 }, (_, i) =>
    view.getUint32(i * 4, true),
  );
  if (magic !== MAGIC) throw new Error("not a sparse snapshot");
  if (format !== FORMAT) throw new Error(`sparse snapshot format ${format}, expected ${FORMAT}`);
  if (!BASES[base]) throw new Error(`unknown snapshot base ${base}`);
  const metaAt = FIXED_BYTES;
  const headerAt = metaAt + pad4(metaBytes);
  const pagesAt = headerAt + pad4(headerBytes);
  const dataAt = pagesAt + pageCount * 4;
  if (bytes.length < dataAt) return null;
  const meta = JSON.parse(new TextDecoder().decode(bytes.subarray(metaAt, metaAt + metaBytes)));
  // Pyodide's header alone, as a snapshot with no memory: restoreSnapshot() reads its JSON and
  // writes nothing, and writePages() puts the memory in place.
  const pyodideHeader = bytes.slice(headerAt, headerAt + headerBytes);
  const pages = new Uint32Array(bytes.slice(pagesAt, dataAt).buffer);
  return { meta, base: /** @type {"fresh" | "zero"} */ (BASES[base]), memoryBytes, pyodideHeader, pages, dataAt, totalBytes: dataAt + pageCount * PAGE_BYTES };
}

/**
 * Put a sparse snapshot's memory into a just-instantiated Pyodide module (before Pyodide
 * restores its own state from the header): grow the memory first (a module starts smaller than
 * a booted interpreter, Pyodide issue #6254), clear it for a "zero" base, write the pages.
 * @param {{HEAPU8: Uint8Array, growMemory: (bytes: number) => unknown}} module  Pyodide's Emscripten module
 * @param {SnapshotPrefix} prefix
 * @param {Uint8Array} bytes  the whole sparse snapshot
 */
export function writePages(module, prefix, bytes) {
  if (module.HEAPU8.length < prefix.memoryBytes) module.growMemory(prefix.memoryBytes);
  if (module.HEAPU8.length < prefix.memoryBytes) throw new Error("could not grow the memory for the snapshot");
  const heap = module.HEAPU8;
  if (prefix.base === "zero") heap.fill(0);
  let at = prefix.dataAt;
  for (const page of prefix.pages) {
    heap.set(bytes.subarray(at, at + PAGE_BYTES), page * PAGE_BYTES);
    at += PAGE_BYTES;
  }
}
