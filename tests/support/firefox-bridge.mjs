// Firefox for the Python tests (tests/support/browsers.py): Debian's firefox-esr driven by puppeteer-core
// over WebDriver BiDi (no geckodriver, nothing downloaded). One headless browser with one page;
// commands come as JSON lines on stdin, {id, op, ...}, and each is answered by one JSON line on
// stdout, {id, value} or {id, error}. The page's console errors and uncaught exceptions are kept
// and handed over by the op "console".
//   node tests/support/firefox-bridge.mjs [--dark] [--width N --height N] [--profile DIR]
// --profile: a profile folder of the caller's (e.g. one whose certificate database trusts a local CA).
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const executablePath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
const dark = args.includes("--dark");
const profile = option("--profile", undefined);

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath,
  headless: true,
  ...(profile ? { userDataDir: profile } : {}),
  // Firefox's own switch for prefers-color-scheme (0 dark, 1 light): BiDi has no media emulation.
  extraPrefsFirefox: { "layout.css.prefers-color-scheme.content-override": dark ? 0 : 1 },
});
const page = (await browser.pages())[0] ?? (await browser.newPage());
await page.setViewport({ width: Number(option("--width", 1280)), height: Number(option("--height", 800)) });

/** @type {string[]} */
const consoleErrors = [];
page.on("console", (message) => {
  if (message.type() === "error") consoleErrors.push(message.text());
});
page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error?.message ?? error}`));

const ops = {
  goto: async ({ url }) => {
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    return page.url();
  },
  reload: async () => {
    await page.reload({ waitUntil: "load", timeout: 120_000 });
    return page.url();
  },
  url: async () => page.url(),
  // `fn` is a JavaScript function's source, called in the page with `arg` (its promise awaited).
  evaluate: async ({ fn, arg }) => page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`),
  viewport: async ({ width, height }) => page.setViewport({ width, height }),
  screenshot: async ({ path, fullPage }) => {
    await page.screenshot({ path, fullPage: Boolean(fullPage) });
    return path;
  },
  // As a person would: a real click, typing into a field (its text replaced), picking an option.
  click: async ({ selector, holdMs }) => page.locator(selector).click({ delay: holdMs ?? 0 }),
  fill: async ({ selector, text }) => page.locator(selector).fill(text),
  select: async ({ selector, value }) => page.select(selector, value),
  offline: async ({ on }) => page.setOfflineMode(Boolean(on)),
  console: async () => consoleErrors.splice(0),
  version: async () => browser.version(),
};

const reply = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
reply({ id: 0, value: "ready" });

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, op, ...params } = JSON.parse(line);
  if (op === "close") break;
  try {
    const value = await ops[op](params);
    reply({ id, value: value ?? null });
  } catch (error) {
    reply({ id, error: String(error?.message ?? error) });
  }
}
// Firefox's BiDi session can take long to end; the process (and its profile) goes regardless.
const closed = await Promise.race([browser.close().then(() => true), new Promise((done) => setTimeout(done, 5000, false))]);
if (!closed) browser.process()?.kill("SIGKILL");
process.exit(0);
