// The engine's home: Pyodide plus the handicap package, answering {id, request} with
// {id, reply}. Boot progress and failures are reported as {type: ...} messages.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const ENGINE_ROOT = "/engine";

// Start fetching the engine's code at once, in parallel with Pyodide's own download.
const bundlePromise = fetch(new URL("./engine.json", import.meta.url)).then((response) => {
  if (!response.ok) throw new Error(`engine code: HTTP ${response.status}`);
  return response.json();
});

let calculateJson = null;

function report(type, fields = {}) {
  postMessage({ type, ...fields });
}

function installBundle(pyodide, bundle) {
  for (const [path, text] of Object.entries(bundle.files)) {
    const full = `${ENGINE_ROOT}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, text);
  }
}

async function boot() {
  report("progress", { stage: "runtime", message: "Loading Python (WebAssembly)…" });
  const pyodide = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href });
  report("progress", { stage: "engine", message: "Loading the handicap engine…" });
  const bundle = await bundlePromise;
  installBundle(pyodide, bundle);
  pyodide.runPython(`import sys\nsys.path.insert(0, "${ENGINE_ROOT}")\nimport handicap.api`);
  const api = pyodide.pyimport("handicap.api");
  const version = api.version();
  if (version !== bundle.version) {
    throw new Error(`engine version mismatch: code says ${version}, bundle says ${bundle.version}`);
  }
  // The page that started us names the engine version it expects (?expect=, static/version.js).
  const expected = new URL(import.meta.url).searchParams.get("expect");
  if (expected && version !== expected) {
    throw new Error(
      `version mismatch: this page is version ${expected} but the engine is version ${version}. ` +
        "Reload the page to get matching files.",
    );
  }
  calculateJson = api.calculate_json;
  report("ready", { version, pyodide: pyodide.version });
}

const booted = boot().catch((error) => {
  report("boot-error", { message: String(error && error.message ? error.message : error) });
  throw error;
});

onmessage = async ({ data }) => {
  const { id, request } = data;
  try {
    await booted;
    postMessage({ id, reply: JSON.parse(calculateJson(JSON.stringify(request))) });
  } catch (error) {
    postMessage({ id, reply: { error: { field: "engine", message: String(error && error.message ? error.message : error) } } });
  }
};
