// `npm run build`: a self-contained static copy of the app in dist/ (or the folder given as the
// first argument), for any static host: the same files the dev server serves, the page's own
// scripts and style sheet minified, with the engine bundles (engine.json, engine-<lang>.json) and
// the service worker (sw.js, with its precache list) written out, and a Brotli copy beside each text
// file for hosts that negotiate (scripts/precompress.mjs).
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { bootAssets, shippedStdlib } from "./boot-assets.mjs";
import { engineBundle, engineFiles, engineVersion } from "./engine-bundle.mjs";
import { minifyTree } from "./minify.mjs";
import { brotli, precompressText } from "./precompress.mjs";
import { buildInfo, precacheEntries, serviceWorkerSource } from "./precache.mjs";
import { ROOT, compressWasm } from "./setup.mjs";

await compressWasm(); // normally made by setup already
const DIST = resolve(process.argv[2] || join(ROOT, "dist"));
rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
cpSync(join(ROOT, "index.html"), join(DIST, "index.html"));
// Not the boot assets' build cache. (Pyodide's own wasm and stdlib stay: a fallback, and the baseline.)
cpSync(join(ROOT, "static"), join(DIST, "static"), {
  recursive: true,
  dereference: true, // the files themselves, not links into the checkout (a linked static/vendor)
  filter: (path) => !path.startsWith(join(ROOT, "static", "vendor", "boot")),
});
// The page's own scripts and style sheet minified (Pyodide's and Workbox's are shipped as they come).
const minified = minifyTree(join(DIST, "static"), [join(DIST, "static", "vendor")]);
for (const [path, text] of Object.entries(engineFiles())) writeFileSync(join(DIST, path), text);
const bundle = engineBundle();
// The trimmed stdlib and the snapshot, made from exactly the files written here.
const { stdlib, snapshot, info } = await bootAssets(bundle);
mkdirSync(join(DIST, "static", "boot"), { recursive: true });
const stdlibGz = await shippedStdlib(stdlib);
writeFileSync(join(DIST, "static", "boot", "stdlib.zip.gz"), stdlibGz);
// The zip itself with its Brotli copy beside it, for a host that negotiates (nginx's brotli_static
// sends the copy only where the file itself exists): over HTTPS the engine worker asks for the zip
// and takes it if it came encoded (static/worker/engine-worker.js, trimmedStdlib), 22 % under the
// gzipped one; elsewhere the .gz as before. Neither is precached (scripts/precache.mjs).
const stdlibZip = gunzipSync(stdlibGz);
const stdlibBr = brotli(stdlibZip, false);
writeFileSync(join(DIST, "static", "boot", "stdlib.zip"), stdlibZip);
writeFileSync(join(DIST, "static", "boot", "stdlib.zip.br"), stdlibBr);
writeFileSync(join(DIST, "static", "boot", "snapshot.bin.gz"), snapshot);

const entries = precacheEntries(DIST);
const build = buildInfo(ROOT, engineVersion());
// (its template was minified with the rest; the precache list goes in as it is)
writeFileSync(join(DIST, "sw.js"), serviceWorkerSource(join(DIST, "static", "offline", "service-worker.js"), build, entries));
const bytes = entries.reduce((sum, { url }) => sum + statSync(join(DIST, url)).size, 0);
// Last: the Brotli copies cover every text file written above, sw.js too.
const precompressed = precompressText(DIST);
console.log(
  `Built ${DIST} (app ${build.app}, Pyodide ${build.pyodide}; ${entries.length} files, ` +
    `${(bytes / 1e6).toFixed(1)} MB precached for offline use).\n` +
    `First visit: ${info.stdlib_files} stdlib modules in ${(stdlibGz.length / 1e6).toFixed(2)} MB ` +
    `(Brotli, where a host negotiates: ${(stdlibBr.length / 1e6).toFixed(2)} MB), ` +
    `snapshot ${(info.snapshot_gz_bytes / 1e6).toFixed(2)} MB.\n` +
    `Minified ${minified.files} scripts and style sheets: ${(minified.before / 1e3).toFixed(0)} kB → ${(minified.after / 1e3).toFixed(0)} kB.\n` +
    `Brotli copies of ${precompressed.files} text files for hosts that negotiate: ${(precompressed.before / 1e3).toFixed(0)} kB → ${(precompressed.after / 1e3).toFixed(0)} kB.\n` +
    "Upload its contents to any static host (serve .wasm as application/wasm, .mjs as JavaScript).",
);
