// The app's web server: static files from index.html and static/, the engine bundle built from
// py/ and the service worker (/sw.js) built from static/offline/service-worker.js, correct MIME types
// (.wasm as application/wasm, .mjs as JavaScript), and the Content-Security-Policy as a header.
// PORT overrides 8000; PORT=0 picks a free port. Prints the address it serves.
// `node scripts/serve.mjs --dir dist` serves a built copy (`npm run build`) as a static host would;
// `--link 1125000:60` as if over a slow link (scripts/shaped-link.mjs); `--log <file>` appends
// each answered request to that file ("GET /path status encoding"), for the tests that check what a
// browser asked for (a worker's fetches are out of a WebDriver's sight); `--log-bytes` adds the body
// and header bytes each answer sent (" bytes=N").
// A file with precompressed copies beside it (pyodide.asm.wasm.br, .gz) is sent as the copy the
// request's Accept-Encoding takes, Brotli first, with Content-Encoding and its own type, as a host
// with nginx's brotli_static and gzip_static does (docs/deploying.md); the copies themselves are sent
// as they are, never encoded again. `--https` (or HTTPS=1) serves over HTTPS with a certificate of a
// local CA (scripts/local-cert.mjs, made once in .certs/): browsers offer Brotli only over HTTPS.
// `--as-is` sends every file as it is, as many static hosts do (the benchmark's plain-HTTP host).
import { createHash } from "node:crypto";
import { appendFileSync, createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { gzipSync } from "node:zlib";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { bootAssets } from "./boot-assets.mjs";
import { engineBundle, engineFiles, engineVersion, languageBundle } from "./engine-bundle.mjs";
import { buildInfo, precacheEntries, serviceWorkerSource } from "./precache.mjs";
import { localCertificate } from "./local-cert.mjs";
import { parseLink, shapedLink } from "./shaped-link.mjs";
import { ROOT } from "./setup.mjs";

export const MIME_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".gz": "application/gzip",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

// The page's policy, also in index.html's <meta> (a test checks they agree). As a header it also
// covers the workers. Without 'wasm-unsafe-eval' Pyodide hangs silently; nothing needs
// 'unsafe-inline' or 'unsafe-eval'. No frame-ancestors: any site may embed the calculator.
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'";

const PAGES = new Set(["/index.html", "/sw.js"]);
const BASE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-cache",
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Referrer-Policy": "strict-origin-when-cross-origin",
  Vary: "Accept-Encoding",
};

// Text is sent gzipped when the browser accepts it, as any static host does (the engine bundle
// shrinks from 163 KB to about a fifth). The wasm and the stdlib zip are sent as they are: the
// zip is compressed already, and the baseline bare boot loads the same files the same way.
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt"]);
// (file or body, etag) -> gzipped body, so each version of a file is compressed once. Keyed by the
// file too: two files of the same size written in the same millisecond have the same etag
// (the page's words in two not yet translated languages did).
const gzipped = new Map();

/**
 * The content codings a request accepts (Accept-Encoding, RFC 9110 12.5.3): the names listed
 * without q=0, lower-case. ("*" is not taken for Brotli: a client that means it lists it.)
 * @returns {Set<string>}
 */
export function acceptedEncodings(header = "") {
  const accepted = new Set();
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";").map((part) => part.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return accepted;
}

function acceptsGzip(req) {
  return acceptedEncodings(req.headers["accept-encoding"]).has("gzip");
}

// The precompressed copies a file may have beside it, in the order they are preferred, and the
// Content-Encoding each is sent with. (Zstandard is not among them: Node 20's zlib has no zstd, and
// Brotli at quality 11 is the smaller of the two for this wasm; docs/deploying.md.)
const PRECOMPRESSED = [
  { suffix: ".br", encoding: "br" },
  { suffix: ".gz", encoding: "gzip" },
];

/** 304 if the browser holds this version, else 200 with the body (gzipped when it helps). */
function respond(req, res, etag, type, readBody, compressible, source = "") {
  const gzip = compressible && acceptsGzip(req);
  const tag = gzip ? `"${etag}-gz"` : `"${etag}"`;
  if (req.headers["if-none-match"] === tag) return res.writeHead(304, { ...BASE_HEADERS, ETag: tag }).end();
  let body = readBody();
  const headers = { ...BASE_HEADERS, "Content-Type": type, ETag: tag };
  if (gzip) {
    const key = `${source}:${tag}`;
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(body));
    body = gzipped.get(key);
    headers["Content-Encoding"] = "gzip";
  }
  res.writeHead(200, { ...headers, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

function send(res, status, body, type = "text/plain; charset=utf-8") {
  res.writeHead(status, { ...BASE_HEADERS, "Content-Type": type });
  res.end(body);
}

function sendBody(req, res, body, type) {
  const etag = createHash("sha1").update(body).digest("base64url");
  respond(req, res, etag, type, () => Buffer.from(body), true);
}

/**
 * The precompressed copy of `path` this request takes, or null: {path, stat, encoding}. A file
 * whose copies exist is served by negotiation even when the file itself is absent (a build may
 * ship only the copies).
 */
function precompressedCopy(req, path) {
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  for (const { suffix, encoding } of PRECOMPRESSED) {
    if (!accepted.has(encoding) || !existsSync(path + suffix)) continue;
    const stat = statSync(path + suffix);
    if (stat.isFile()) return { path: path + suffix, stat, encoding };
  }
  return null;
}

function sendFile(req, res, path, negotiate = true) {
  const copy = negotiate ? precompressedCopy(req, path) : null;
  if (copy) {
    const etag = `"${copy.stat.size.toString(36)}-${Math.floor(copy.stat.mtimeMs).toString(36)}-${copy.encoding}"`;
    const type = MIME_TYPES[extname(path)] || "application/octet-stream";
    return sendStream(req, res, copy.path, copy.stat, etag, type, copy.encoding);
  }
  const stat = statSync(path);
  const etag = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
  const type = MIME_TYPES[extname(path)] || "application/octet-stream";
  if (!COMPRESSIBLE.has(extname(path))) return sendStream(req, res, path, stat, `"${etag}"`, type);
  respond(req, res, etag, type, () => readFileSync(path), true, path);
}

function sendStream(req, res, path, stat, tag, type, encoding = null) {
  if (req.headers["if-none-match"] === tag) return res.writeHead(304, { ...BASE_HEADERS, ETag: tag }).end();
  const coding = encoding ? { "Content-Encoding": encoding } : {};
  res.writeHead(200, { ...BASE_HEADERS, "Content-Type": type, ...coding, "Content-Length": stat.size, ETag: tag });
  if (req.method === "HEAD") return res.end();
  createReadStream(path).pipe(res);
}

/** Map a URL path to a file under `root` we are willing to serve, or null. */
function resolvePath(root, pathname, negotiate = true) {
  if (pathname === "/") pathname = "/index.html";
  let path = null;
  if (PAGES.has(pathname)) path = join(root, pathname);
  else if (pathname.startsWith("/static/")) {
    path = normalize(join(root, pathname));
    if (!path.startsWith(join(root, "static") + sep)) return null;
  }
  if (!path) return null;
  if (existsSync(path) && statSync(path).isFile()) return path;
  // Only precompressed copies of it (a request that takes none of them gets a 404, as from nginx).
  return negotiate && PRECOMPRESSED.some(({ suffix }) => existsSync(path + suffix)) ? path : null;
}

/** The service worker for the working tree: the precache list covers the files as they are now. */
async function devServiceWorker() {
  const bundle = engineBundle();
  const { stdlib, snapshot } = await bootAssets(bundle);
  const entries = precacheEntries(ROOT, { ...engineFiles(), "static/boot/stdlib.zip.gz": stdlib, "static/boot/snapshot.bin.gz": snapshot });
  const build = buildInfo(ROOT, engineVersion());
  return serviceWorkerSource(join(ROOT, "static", "offline", "service-worker.js"), build, entries);
}

/**
 * A request handler. dev (default): files from the working tree, engine.json, engine-<lang>.json and sw.js built on
 * request. With `dir`: a built copy, every file from disk.
 */
export function createHandler({ dir = null, negotiate = true } = {}) {
  const root = dir || ROOT;
  return (req, res) => handle(req, res, root, !dir, negotiate);
}

export const handler = createHandler();

// The boot assets of the working tree's engine (made in Node on first request after a change).
const BOOT_FILES = { "/static/boot/stdlib.zip.gz": "stdlib", "/static/boot/snapshot.bin.gz": "snapshot" };

async function handle(req, res, root, dev, negotiate = true) {
  if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "Method not allowed\n");
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
  } catch {
    return send(res, 400, "Bad request\n");
  }
  try {
    if (dev && pathname === "/static/engine.json") return sendBody(req, res, engineBundle(), MIME_TYPES[".json"]);
    const lang = dev ? pathname.match(/^\/static\/engine-([a-z]{2})\.json$/)?.[1] : undefined;
    const words = lang && languageBundle(lang);
    if (words) return sendBody(req, res, words, MIME_TYPES[".json"]);
    if (dev && pathname === "/sw.js") return sendBody(req, res, await devServiceWorker(), MIME_TYPES[".js"]);
    if (dev && pathname in BOOT_FILES) {
      const body = (await bootAssets(engineBundle()))[BOOT_FILES[pathname]];
      return respond(req, res, createHash("sha1").update(body).digest("base64url"), MIME_TYPES[".gz"], () => body, false);
    }
    const path = resolvePath(root, pathname, negotiate);
    if (!path) return send(res, 404, "Not found\n");
    return sendFile(req, res, path, negotiate);
  } catch (error) {
    console.error(error);
    return send(res, 500, "Server error\n");
  }
}

/** The status line and headers a response sent (Node keeps them as one string once written). */
function headerBytes(/** @type {import("node:http").ServerResponse} */ res) {
  const header = /** @type {{_header?: unknown}} */ (/** @type {unknown} */ (res))._header;
  return typeof header === "string" ? Buffer.byteLength(header) : 0;
}

/**
 * The handler, each answered request appended to `file`; with `bytes`, each line ends with the
 * bytes sent (" bytes=N": the status line and headers, and the body as it crossed the wire, a
 * precompressed copy's or a gzipped one's; TLS's own bytes not counted).
 */
function logged(handler, file, bytes = false) {
  return (req, res) => {
    let sent = 0;
    if (bytes) {
      const count = (/** @type {unknown} */ chunk) => {
        if (typeof chunk === "string" || Buffer.isBuffer(chunk) || chunk instanceof Uint8Array) sent += Buffer.byteLength(/** @type {any} */ (chunk));
      };
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      res.write = /** @type {any} */ ((/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) => (count(chunk), write(chunk, ...rest)));
      res.end = /** @type {any} */ ((/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) => (count(chunk), end(chunk, ...rest)));
    }
    // (headers given to writeHead are not readable by getHeader: kept as they go out)
    let encoding = "";
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, ...rest) => {
      const headers = rest.find((part) => part && typeof part === "object");
      encoding = headers?.["Content-Encoding"] ?? "";
      return writeHead(status, ...rest);
    };
    res.on("finish", () => {
      appendFileSync(file, `${req.method} ${req.url} ${res.statusCode}${encoding ? ` ${encoding}` : ""}${bytes ? ` bytes=${sent + headerBytes(res)}` : ""}\n`);
    });
    return handler(req, res);
  };
}

/**
 * Serve the app; with `https`, over HTTPS with the local certificate (scripts/local-cert.mjs) in
 * `certDir` (default .certs/).
 */
export function serve({ port = 8000, host = process.env.HOST || "127.0.0.1", dir = null, link = null, log = null, logBytes = false, https = false, certDir = undefined, negotiate = true } = {}) {
  return new Promise((resolve) => {
    // Links carry the whole calculator's state; Node's default 16 KB header limit would refuse a
    // long one (every parameter filled) with 431 before the page could say what it ignored.
    const handler = log ? logged(createHandler({ dir, negotiate }), log, logBytes) : createHandler({ dir, negotiate });
    const answer = link ? shapedLink(handler, link) : handler;
    const options = { maxHeaderSize: 64 * 1024 };
    let server;
    if (https) {
      const { cert, key } = localCertificate(certDir);
      server = createHttpsServer({ ...options, cert: readFileSync(cert), key: readFileSync(key) }, answer);
    } else server = createServer(options, answer);
    // Make the working tree's boot assets now, not on the first visit (seconds, once per engine).
    if (!dir) bootAssets(engineBundle()).catch((error) => console.error(error));
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8000);
  const dirFlag = process.argv.indexOf("--dir");
  const dir = dirFlag > 0 ? resolve(process.argv[dirFlag + 1]) : null;
  if (dir && !existsSync(join(dir, "index.html"))) {
    console.error(`${dir} has no index.html: run \`npm run build\` first.`);
    process.exit(2);
  }
  // --link <bytes/s>:<latency ms>: as if over a slow link (the benchmark's Firefox and WebKit).
  const linkFlag = process.argv.indexOf("--link");
  const link = linkFlag > 0 ? parseLink(process.argv[linkFlag + 1] ?? "") : null;
  const logFlag = process.argv.indexOf("--log");
  const log = logFlag > 0 ? resolve(process.argv[logFlag + 1]) : null;
  // --https (or HTTPS=1): over HTTPS, the certificate's CA in .certs/ca.pem (--cert-dir another folder).
  const https = process.argv.includes("--https") || ["1", "true", "yes"].includes((process.env.HTTPS || "").toLowerCase());
  const certFlag = process.argv.indexOf("--cert-dir");
  const certDir = certFlag > 0 ? resolve(process.argv[certFlag + 1]) : undefined;
  const negotiate = !process.argv.includes("--as-is");
  // --log-bytes: each logged line ends with the body bytes sent (the benchmark's Firefox and WebKit).
  const logBytes = process.argv.includes("--log-bytes");
  const server = await serve({ port, dir, link, log, logBytes, https, certDir, negotiate });
  const scheme = https ? "https" : "http";
  console.log(`Serving the handicap calculator at ${scheme}://localhost:${server.address().port}/`);
  if (https) console.log(`Its certificate is signed by a local CA: trust ${localCertificate(certDir).ca} in your browser (docs/deploying.md).`);
}
