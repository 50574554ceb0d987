// The service worker's precache list: every file the app needs offline, each with a content hash
// as its Workbox revision (a file is downloaded again only when its revision changes). The dev
// server builds /sw.js from it on request; `npm run build` writes dist/sw.js.
//
// We list the files ourselves instead of using workbox-build: there is no per-file size limit
// here (workbox-build's maximumFileSizeToCacheInBytes defaults to 2 MiB and silently skips the
// 9.6 MB pyodide.asm.wasm and the 2.5 MB python_stdlib.zip), and no bundler is needed.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

// Files under static/ that the app itself never loads: for host sites and readers, or the
// service worker's own template.
const NOT_PRECACHED = [
  /^static\/offline\/service-worker\.js$/,
  /^static\/embed-host\.js$/,
  /^static\/examples\//,
  /(^|\/)VERSION$/,
  /^static\/vendor\/words\/SOURCE$/, // what the page's words were made from (scripts/page-words.mjs)
  // Pyodide's own wasm and stdlib: the app boots from their gzipped, trimmed versions
  // (scripts/boot-assets.mjs); the boot assets' build cache; the shipped snapshot, which a
  // returning or offline visitor does not need (it has its own, or boots plain).
  // (The wasm's .br and .gz are both listed: the service worker precaches the one this browser's
  // engine worker boots from, static/offline/service-worker.js.)
  /^static\/vendor\/pyodide\/pyodide\.asm\.wasm$/,
  /^static\/vendor\/pyodide\/python_stdlib\.zip$/,
  /^static\/vendor\/pyodide\/pyodide-lock\.json$/,
  /^static\/vendor\/boot\//,
  /^static\/boot\/snapshot\.bin\.gz$/,
  // The trimmed stdlib's zip and its Brotli copy, for hosts that negotiate (scripts/build.mjs): over
  // HTTPS the service worker keeps what a fetch of the zip gives, apart from this list; its .gz is
  // listed for every other host.
  /^static\/boot\/stdlib\.zip(\.br)?$/,
  /\.map$/,
  // The build's Brotli copies of text files (scripts/precompress.mjs): a host sends one in place of
  // its file, which is what the service worker keeps. (The wasm's .br is not one of them.)
  /\.(html|js|mjs|css|json|webmanifest|svg|txt)\.br$/,
];

const revisions = new Map(); // path -> {key, revision}: hashing 12 MB on every request is wasteful

function revisionOf(path) {
  const stat = statSync(path);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = revisions.get(path);
  if (known?.key === key) return known.revision;
  const revision = createHash("md5").update(readFileSync(path)).digest("hex");
  revisions.set(path, { key, revision });
  return revision;
}

// Links followed (a static/vendor linked from another checkout): skipping them left Pyodide out of
// the offline copy without a word.
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const kind = entry.isSymbolicLink() ? statSync(path) : entry;
    return kind.isDirectory() ? walk(path) : kind.isFile() ? [path] : [];
  });
}

/**
 * Workbox precache entries [{url, revision}] for index.html and static/ under `root`, URLs
 * relative to the service worker (which lives at the root). `extra` maps generated URLs
 * (the dev server's engine.json) to their content.
 */
export function precacheEntries(root, extra = {}) {
  const files = [join(root, "index.html"), ...walk(join(root, "static"))];
  const entries = files
    .map((path) => ({ url: relative(root, path).split(sep).join("/"), path }))
    .filter(({ url }) => !NOT_PRECACHED.some((pattern) => pattern.test(url)) && !(url in extra))
    .map(({ url, path }) => ({ url, revision: revisionOf(path) }));
  for (const [url, text] of Object.entries(extra)) {
    if (NOT_PRECACHED.some((pattern) => pattern.test(url))) continue;
    entries.push({ url, revision: createHash("md5").update(text).digest("hex") });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** Versions that name the caches: {app, engine, pyodide}. */
export function buildInfo(root, engineVersion) {
  const app = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
  const pyodide = readFileSync(join(root, "static", "vendor", "pyodide", "VERSION"), "utf8").trim();
  return { app, engine: engineVersion, pyodide };
}

/** The service worker: static/offline/service-worker.js with its two placeholders filled in. */
export function serviceWorkerSource(templatePath, build, entries) {
  const template = readFileSync(templatePath, "utf8");
  for (const placeholder of ["self.__BUILD_INFO", "self.__WB_MANIFEST"]) {
    if (template.split(placeholder).length !== 2) throw new Error(`${templatePath}: expected ${placeholder} once`);
  }
  return template
    .replace("self.__BUILD_INFO", () => JSON.stringify(build))
    .replace("self.__WB_MANIFEST", () => JSON.stringify(entries, null, 1));
}
