// Install step shared by `npm start`, `npm test` and `npm run build`: make sure the npm
// dependencies are installed at the pinned versions, then copy the minimal Pyodide runtime into
// static/vendor/pyodide/ and Workbox's browser builds into static/vendor/workbox/ (both
// git-ignored) so the app serves them from its own origin, and write the page's words in every
// language into static/vendor/words/ (scripts/page-words.mjs).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompress, constants as zlibConstants } from "node:zlib";
import { promisify } from "node:util";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PYODIDE_FILES = [
  "pyodide.mjs",
  "pyodide.asm.mjs",
  "pyodide.asm.wasm",
  "python_stdlib.zip",
  "pyodide-lock.json",
];
export const VENDOR_DIR = join(ROOT, "static", "vendor", "pyodide");
export const ENGINE_LOCK = "pyodide-lock.engine.json";

function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

function installedVersion(name) {
  const path = join(ROOT, "node_modules", name, "package.json");
  return existsSync(path) ? readJson(path).version : null;
}

function ensureNpmDependencies() {
  const pkg = readJson(join(ROOT, "package.json"));
  const wanted = { ...pkg.dependencies, ...pkg.devDependencies }; // devDependencies: the tests' axe-core
  const missing = Object.entries(wanted).filter(([name, version]) => installedVersion(name) !== version);
  if (missing.length === 0) return;
  console.log(`Installing npm dependencies (${missing.map(([n, v]) => `${n}@${v}`).join(", ")})…`);
  const command = existsSync(join(ROOT, "package-lock.json")) ? "ci" : "install";
  const done = spawnSync("npm", [command, "--no-audit", "--no-fund"], { cwd: ROOT, stdio: "inherit" });
  if (done.status !== 0) {
    console.error(`npm ${command} failed (exit ${done.status}). Check the network access to the npm registry.`);
    process.exit(done.status || 1);
  }
}

export function vendorPyodide() {
  const source = join(ROOT, "node_modules", "pyodide");
  const version = readJson(join(source, "package.json")).version;
  mkdirSync(VENDOR_DIR, { recursive: true });
  const stampPath = join(VENDOR_DIR, "VERSION");
  const current = existsSync(stampPath) ? readFileSync(stampPath, "utf8").trim() : "";
  const complete = PYODIDE_FILES.every((file) => {
    const target = join(VENDOR_DIR, file);
    return existsSync(target) && statSync(target).size === statSync(join(source, file)).size;
  });
  const minimal = join(VENDOR_DIR, ENGINE_LOCK);
  if (current === version && complete && existsSync(minimal)) return version;
  for (const file of PYODIDE_FILES) copyFileSync(join(source, file), join(VENDOR_DIR, file));
  // The engine loads no Pyodide package: its lock file needs only Pyodide's own description
  // (checked against the runtime at boot), not the 119 KB list of every package.
  const lock = readJson(join(source, "pyodide-lock.json"));
  writeFileSync(minimal, JSON.stringify({ info: lock.info, packages: {} }));
  writeFileSync(stampPath, `${version}\n`);
  console.log(`Copied Pyodide ${version} into static/vendor/pyodide/`);
  return version;
}

/**
 * pyodide.asm.wasm.gz beside the vendored wasm (made again when the wasm changes): the app
 * downloads this (3.4 MB instead of 9.6 MB) and gunzips it itself, whatever the host does.
 * Zopfli (a gzip encoder that searches harder; about 25 s, once per Pyodide version) makes it
 * 5 % smaller than gzip -9: 180 KB less on every first visit.
 */
export async function compressWasm() {
  const wasm = join(VENDOR_DIR, "pyodide.asm.wasm");
  const target = `${wasm}.gz`;
  const made = (path) => existsSync(path) && statSync(path).mtimeMs >= statSync(wasm).mtimeMs;
  if (!made(target)) {
    console.log("Compressing pyodide.asm.wasm with Zopfli (about 25 s, once)…");
    const { gzipAsync } = (await import("@gfx/zopfli")).default;
    writeFileSync(target, await gzipAsync(readFileSync(wasm), { numiterations: 1 }));
  }
  if (!made(`${wasm}.br`)) await brotliWasm(wasm);
  return target;
}

/**
 * pyodide.asm.wasm.br: the same wasm in Brotli (quality 11, a 16 MB window: 2.8 MB, 19 % less
 * than the Zopfli gzip), for browsers whose DecompressionStream decodes "brotli" (the worker
 * asks for it only there, and falls back to the .gz). Node's own zlib, about 20 s, once per
 * Pyodide version, in a worker thread of libuv's: the dev server keeps answering meanwhile.
 * @param {string} wasm
 */
async function brotliWasm(wasm) {
  console.log("Compressing pyodide.asm.wasm with Brotli (about 20 s, once)…");
  const bytes = readFileSync(wasm);
  const br = await promisify(brotliCompress)(bytes, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_LGWIN]: 24,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  // Written whole or not at all: a half-written .br would be served as it is.
  writeFileSync(`${wasm}.br.tmp`, br);
  renameSync(`${wasm}.br.tmp`, `${wasm}.br`);
}

// Workbox: the classic service-worker builds (loaded by importScripts in static/offline/service-worker.js)
// and workbox-window's ES module for the page. Source-map comments are dropped: the maps are not
// vendored.
export const WORKBOX_FILES = {
  "workbox-core.prod.js": "workbox-core/build/workbox-core.prod.js",
  "workbox-routing.prod.js": "workbox-routing/build/workbox-routing.prod.js",
  "workbox-strategies.prod.js": "workbox-strategies/build/workbox-strategies.prod.js",
  "workbox-precaching.prod.js": "workbox-precaching/build/workbox-precaching.prod.js",
  "workbox-window.prod.mjs": "workbox-window/build/workbox-window.prod.mjs",
};
export const WORKBOX_DIR = join(ROOT, "static", "vendor", "workbox");

export function vendorWorkbox() {
  mkdirSync(WORKBOX_DIR, { recursive: true });
  for (const [name, source] of Object.entries(WORKBOX_FILES)) {
    const text = readFileSync(join(ROOT, "node_modules", source), "utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n");
    const target = join(WORKBOX_DIR, name);
    if (!existsSync(target) || readFileSync(target, "utf8") !== text) writeFileSync(target, text);
  }
  return readJson(join(ROOT, "node_modules", "workbox-precaching", "package.json")).version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureNpmDependencies();
  vendorPyodide();
  await compressWasm();
  vendorWorkbox();
  // A process of its own: page-words.mjs imports this module (an import cycle otherwise).
  const words = spawnSync(process.execPath, [join(ROOT, "scripts", "page-words.mjs")], { cwd: ROOT, stdio: "inherit" });
  if (words.status !== 0) {
    console.error("Could not write the page's words (scripts/page-words.mjs failed).");
    process.exit(words.status || 1);
  }
}
