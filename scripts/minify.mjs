// The build's own JavaScript and CSS without comments and layout (esbuild, a pinned devDependency):
// what a phone downloads and parses first. Names are kept (no renaming), so an error's stack
// still names the function; vendored files (Pyodide, Workbox) are shipped as their authors built them.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { transformSync } from "esbuild";

const LOADERS = { ".js": "js", ".mjs": "js", ".css": "css" };

/** One file's text minified: whitespace and syntax, not names. @param {string} text @param {"js" | "css"} loader */
export function minifyText(text, loader) {
  return transformSync(text, {
    loader, minifyWhitespace: true, minifySyntax: true, minifyIdentifiers: false,
    charset: "utf8", legalComments: "inline", target: "esnext",
  }).code;
}

/**
 * Minify every .js, .mjs and .css file under dir, in place, except under the skipped folders.
 * @param {string} dir @param {string[]} skip absolute folder paths left as they are
 * @returns {{files: number, before: number, after: number}}
 */
export function minifyTree(dir, skip = []) {
  const totals = { files: 0, before: 0, after: 0 };
  const walk = (/** @type {string} */ folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (skip.includes(path)) continue;
      if (statSync(path).isDirectory()) { walk(path); continue; }
      const loader = LOADERS[/** @type {keyof typeof LOADERS} */ (extname(name))];
      if (!loader) continue;
      const text = readFileSync(path, "utf8");
      const small = minifyText(text, loader);
      writeFileSync(path, small);
      totals.files += 1;
      totals.before += Buffer.byteLength(text);
      totals.after += Buffer.byteLength(small);
    }
  };
  walk(dir);
  return totals;
}
