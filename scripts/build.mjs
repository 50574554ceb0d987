// `npm run build`: a self-contained static copy of the app in dist/, for any static host.
// The same files the dev server serves, with the engine bundle written out.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { engineBundle } from "./engine-bundle.mjs";
import { ROOT } from "./setup.mjs";

const DIST = join(ROOT, "dist");
rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST);
cpSync(join(ROOT, "index.html"), join(DIST, "index.html"));
cpSync(join(ROOT, "static"), join(DIST, "static"), { recursive: true });
writeFileSync(join(DIST, "static", "engine.json"), engineBundle());
console.log(`Built ${DIST}: upload its contents to any static host (serve .wasm as application/wasm).`);
