// The engine's Python source as the page downloads it: without its comments and with each
// docstring (any statement that is a lone string) emptied to "". The code is the same code: the
// syntax tree of what is shipped equals the source's with its docstrings emptied, and every line
// keeps its number (a traceback points into the repository's file). The engine reads no
// docstring. About a third of engine.json's gzipped bytes; tests/test_engine_bundles.py checks
// every shipped module.

const IDENTIFIER = /[A-Za-z0-9_]/;
// A string's prefix and opening quote: r, u, b, f, br, rb, fr, rf in any case.
const STRING_START = /(?:[rRuUbBfF]|[bB][rR]|[rR][bB]|[fF][rR]|[rR][fF])?('''|"""|'|")/y;

/**
 * Where the string literal starting at `at` ends (the index after its closing quote), or -1
 * when no string starts there. Backslashes escape the next character in raw strings too (as
 * Python's tokenizer reads them).
 * @param {string} text
 * @param {number} at
 * @returns {{end: number, prefix: string} | null}
 */
function stringAt(text, at) {
  if (at > 0 && IDENTIFIER.test(text[at - 1])) return null;
  STRING_START.lastIndex = at;
  const match = STRING_START.exec(text);
  if (!match) return null;
  const quote = match[1];
  let i = at + match[0].length;
  while (i < text.length) {
    const c = text[i];
    if (c === "\\") i += 2;
    else if (text.startsWith(quote, i)) return { end: i + quote.length, prefix: match[0].slice(0, -quote.length) };
    else if (c === "\n" && quote.length === 1) break;
    else i += 1;
  }
  throw new Error(`unterminated string at offset ${at}`);
}

/**
 * The source without comments, its lone-string statements emptied, every line where it was.
 * @param {string} text  a module's source (valid Python)
 * @returns {string}
 */
export function shippedPythonSource(text) {
  let out = "";
  let depth = 0; // open brackets: inside them no statement starts
  let statementStart = true; // only indentation since the last logical line ended
  let continued = false; // the last line ended with a backslash
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "#") {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
      out = out.replace(/[ \t]+$/, "");
      continue;
    }
    const string = stringAt(text, i);
    if (string) {
      const literal = text.slice(i, string.end);
      const lineEnd = text.indexOf("\n", string.end);
      const rest = text.slice(string.end, lineEnd < 0 ? text.length : lineEnd);
      const lone = statementStart && depth === 0 && !/[fFbB]/.test(string.prefix) && /^[ \t]*(?:#.*)?$/.test(rest);
      out += lone ? `""${"\n".repeat(literal.split("\n").length - 1)}` : literal;
      i = string.end;
      statementStart = false;
      continue;
    }
    if (c === "\n") {
      if (depth === 0 && !continued) statementStart = true;
      continued = false;
    } else if (c === "\\" && text[i + 1] === "\n") {
      continued = true;
      out += c;
      i += 1;
      continue;
    } else if (c !== " " && c !== "\t" && c !== "\r" && c !== "\f") {
      if ("([{".includes(c)) depth += 1;
      else if (")]}".includes(c)) depth = Math.max(0, depth - 1);
      statementStart = false;
      continued = false;
    }
    out += c;
    i += 1;
  }
  return out;
}
