// The benchmark's baseline: a bare loadPyodide() of the same vendored Pyodide the app uses, on
// an otherwise empty page. Marks the body with the time from navigation start to a booted
// interpreter (performance.now() counts from navigation start).
// scripts/bench.py serves it from static/bench/ in its own build of the app, hence ../vendor/.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

try {
  const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", import.meta.url).href });
  pyodide.runPython("1 + 1");
  const ms = performance.now();
  document.body.dataset.bootMs = String(ms);
  document.body.dataset.state = "ready";
  document.getElementById("result").textContent = `Pyodide ${pyodide.version} booted ${Math.round(ms)} ms after navigation.`;
} catch (error) {
  document.body.dataset.state = "failed";
  document.getElementById("result").textContent = String(error);
}
