// The gettext catalogues (py/handicap/locale: <domain>.pot, the English template, and
// <lang>/LC_MESSAGES/<domain>.po) compiled for the browser: message id (msgctxt) -> words, or a
// plural's forms, translated entries only (not fuzzy, not empty), with the language's spacing
// rule applied (its X-Narrow-No-Break-Space header). The same compilation as the engine's own
// in CPython (py/handicap/i18n/po.py); tests/engine/test_catalogues.py checks they agree.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./setup.mjs";

export const LOCALE_DIR = join(ROOT, "py", "handicap", "locale");
export const SOURCE_LANGUAGE = "en";
const NNBSP = "\u202f";

/** @param {string} quoted  a .po string literal, "..." with C escapes */
function unquote(quoted) {
  const inner = quoted.trim().slice(1, -1);
  return inner.replace(/\\(["\\ntr])/g, (_, c) => ({ n: "\n", t: "\t", r: "\r" })[c] ?? c);
}

/**
 * A .po file's header and entries.
 * @param {string} text
 * @returns {{header: Record<string, string>, entries: {context: string | null, msgid: string, plural: string | null, msgstr: string, forms: string[], fuzzy: boolean}[]}}
 */
export function parsePo(text) {
  /** @type {Record<string, string>} */
  let header = {};
  const entries = [];
  for (const block of text.split(/\n\s*\n/)) {
    /** @type {Record<string, string>} */
    const values = {};
    /** @type {string[]} */
    const forms = [];
    let fuzzy = false;
    let obsolete = false;
    /** @type {[string, number | null] | null} */
    let last = null;
    for (const raw of block.split("\n")) {
      const line = raw.trimEnd();
      if (!line) continue;
      if (line.startsWith("#~")) { obsolete = true; continue; }
      if (line.startsWith("#,")) { fuzzy ||= line.slice(2).split(",").some((f) => f.trim() === "fuzzy"); continue; }
      if (line.startsWith("#")) continue;
      if (line.startsWith('"')) {
        if (!last) throw new Error(`a string continues nothing: ${line}`);
        const [key, index] = last;
        if (index === null) values[key] += unquote(line);
        else forms[index] += unquote(line);
        continue;
      }
      const match = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/);
      if (!match) throw new Error(`cannot read ${line}`);
      const [, keyword, index, quoted] = match;
      if (index !== undefined) {
        forms[Number(index)] = unquote(quoted);
        last = ["msgstr", Number(index)];
      } else {
        values[keyword] = unquote(quoted);
        last = [keyword, null];
      }
    }
    if (obsolete || !("msgid" in values)) continue;
    if (values.msgid === "" && !("msgctxt" in values)) {
      header = Object.fromEntries((values.msgstr ?? "").split("\n").filter((l) => l.includes(": ")).map((l) => {
        const at = l.indexOf(": ");
        return [l.slice(0, at), l.slice(at + 2)];
      }));
      continue;
    }
    entries.push({ context: values.msgctxt ?? null, msgid: values.msgid, plural: values.msgid_plural ?? null,
      msgstr: values.msgstr ?? "", forms, fuzzy });
  }
  return { header, entries };
}

/** @param {Record<string, string>} header */
function pluralRule(header) {
  const match = (header["Plural-Forms"] ?? "").match(/plural\s*=\s*(.+?);?\s*$/);
  return match ? match[1].trim() : "n != 1";
}

/**
 * The language's spacing: a plain space before each "before" mark and after each "after" mark
 * becomes a narrow no-break space (French: "before :;?!%» after «").
 * @param {Record<string, string>} header @param {string} text
 */
export function typography(header, text) {
  const rule = header["X-Narrow-No-Break-Space"] ?? "";
  const before = rule.match(/before\s+(\S+)/)?.[1] ?? "";
  const after = rule.match(/after\s+(\S+)/)?.[1] ?? "";
  for (const mark of before) text = text.split(` ${mark}`).join(`${NNBSP}${mark}`);
  for (const mark of after) text = text.split(`${mark} `).join(`${mark}${NNBSP}`);
  return text;
}

/** @param {string | null} lang @param {string} domain */
export function cataloguePath(lang, domain) {
  return lang === null || lang === SOURCE_LANGUAGE ? join(LOCALE_DIR, `${domain}.pot`) : join(LOCALE_DIR, lang, "LC_MESSAGES", `${domain}.po`);
}

/** The languages with catalogues, English first. */
export function catalogueLanguages() {
  const others = readdirSync(LOCALE_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(LOCALE_DIR, e.name, "LC_MESSAGES"))).map((e) => e.name).sort();
  return [SOURCE_LANGUAGE, ...others];
}

/**
 * A language's catalogue of a domain compiled: {plural, messages: {id: words | [forms]}}.
 * @param {string} lang @param {string} domain
 * @returns {{plural: string, messages: Record<string, string | string[]>}}
 */
export function compileCatalogue(lang, domain) {
  const { header, entries } = parsePo(readFileSync(cataloguePath(lang, domain), "utf8"));
  /** @type {Record<string, string | string[]>} */
  const messages = {};
  for (const e of entries) {
    const key = e.context ?? e.msgid;
    if (lang === SOURCE_LANGUAGE) {
      messages[key] = e.plural === null ? e.msgid : [e.msgid, e.plural];
    } else if (!e.fuzzy) {
      if (e.plural === null ? e.msgstr : e.forms.length && e.forms.every(Boolean)) {
        messages[key] = e.plural === null ? typography(header, e.msgstr) : e.forms.map((f) => typography(header, f));
      }
    }
  }
  return { plural: pluralRule(header), messages };
}
