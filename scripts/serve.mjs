// The app's web server: static files from index.html and static/, the engine bundle built from
// py/, correct MIME types (.wasm as application/wasm, .mjs as JavaScript). PORT overrides 8000;
// PORT=0 picks a free port. Prints the address it serves.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { engineBundle } from "./engine-bundle.mjs";
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
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

const PAGES = new Set(["/index.html"]);
const BASE_HEADERS = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache" };

function send(res, status, body, type = "text/plain; charset=utf-8") {
  res.writeHead(status, { ...BASE_HEADERS, "Content-Type": type });
  res.end(body);
}

function sendBody(req, res, body, type) {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  if (req.headers["if-none-match"] === etag) return res.writeHead(304, { ...BASE_HEADERS, ETag: etag }).end();
  res.writeHead(200, { ...BASE_HEADERS, "Content-Type": type, ETag: etag });
  res.end(req.method === "HEAD" ? undefined : body);
}

function sendFile(req, res, path) {
  const stat = statSync(path);
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  if (req.headers["if-none-match"] === etag) return res.writeHead(304, { ...BASE_HEADERS, ETag: etag }).end();
  const type = MIME_TYPES[extname(path)] || "application/octet-stream";
  res.writeHead(200, { ...BASE_HEADERS, "Content-Type": type, "Content-Length": stat.size, ETag: etag });
  if (req.method === "HEAD") return res.end();
  createReadStream(path).pipe(res);
}

/** Map a URL path to a file we are willing to serve, or null. */
function resolvePath(pathname) {
  if (pathname === "/") pathname = "/index.html";
  if (PAGES.has(pathname)) return join(ROOT, pathname);
  if (!pathname.startsWith("/static/")) return null;
  const path = normalize(join(ROOT, pathname));
  if (!path.startsWith(join(ROOT, "static") + sep)) return null;
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

export function handler(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "Method not allowed\n");
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
  } catch {
    return send(res, 400, "Bad request\n");
  }
  try {
    if (pathname === "/static/engine.json") return sendBody(req, res, engineBundle(), MIME_TYPES[".json"]);
    const path = resolvePath(pathname);
    if (!path) return send(res, 404, "Not found\n");
    return sendFile(req, res, path);
  } catch (error) {
    console.error(error);
    return send(res, 500, "Server error\n");
  }
}

export function serve({ port = 8000, host = process.env.HOST || "127.0.0.1" } = {}) {
  return new Promise((resolve) => {
    const server = createServer(handler);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8000);
  const server = await serve({ port });
  console.log(`Serving the handicap calculator at http://localhost:${server.address().port}/`);
}
