// The engine as one JSON document: {version, files: {"handicap/api.py": "..."}}. The worker
// fetches it (in parallel with Pyodide) and writes the files into Pyodide's file system. The dev
// server builds it on request, so edits to py/ show on reload; `npm run build` writes it out.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ROOT } from "./setup.mjs";

const PACKAGE_DIR = join(ROOT, "py", "handicap");

function pythonFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__pycache__" ? [] : pythonFiles(path);
    return entry.name.endsWith(".py") ? [path] : [];
  });
}

export function engineVersion() {
  const text = readFileSync(join(PACKAGE_DIR, "__init__.py"), "utf8");
  const match = text.match(/^__version__\s*=\s*"([^"]+)"/m);
  if (!match) throw new Error("py/handicap/__init__.py has no __version__");
  return match[1];
}

let cache = { key: "", text: "" };

export function engineBundle() {
  const paths = pythonFiles(PACKAGE_DIR).sort();
  const key = paths.map((p) => `${p}:${statSync(p).mtimeMs}`).join("|");
  if (key !== cache.key) {
    const files = Object.fromEntries(
      paths.map((p) => [relative(join(ROOT, "py"), p).split(sep).join("/"), readFileSync(p, "utf8")]),
    );
    cache = { key, text: JSON.stringify({ version: engineVersion(), files }) };
  }
  return cache.text;
}
