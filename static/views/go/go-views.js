// @ts-check
// The views that follow the Go form's result: "Compare systems" (go-compare), "Full table"
// (go-table: a table, a CSV download, a print layout) and a chart of stones and komi against rank
// difference. The engine computes every number; this module lays them out (the chart only maps
// engine numbers to SVG coordinates). Text from replies goes in with textContent only.
//
// Quiet by design: a view asks the engine only while its disclosure is open and only when what
// it depends on changed (Compare: the whole request; Full table: system, board, rules,
// counting and "Table rows up to").
//
// Shared like the form: which views are open and the table's length are in the link (`compare`,
// `table`, `up_to`); a link opens them again.
import { CLUB_PARAMS } from "./club-rules.js";
import { VIEW_PARAMS } from "./go-params.js";
import { language, say } from "../../core/i18n.js";
import { MAX_VALUE_LENGTH } from "../../core/panel.js";
import { byTestId, downloadCsv, element, find, renderWarnings } from "../../core/render.js";

/** @typedef {import("../../../types/replies").GoRow} GoRow */
/** @typedef {import("../../../types/replies").GoCompareRow} GoCompareRow */
/** @typedef {import("../../../types/replies").GoAnswerRow} GoAnswerRow */
/** @typedef {import("../../../types/replies").GoReply} GoReply */
/** @typedef {import("../../../types/replies").GoCompareReply} GoCompareReply */
/** @typedef {import("../../../types/replies").GoTableReply} GoTableReply */
/** @typedef {import("../../core/panel.js").Request} Request */

const SVG = "http://www.w3.org/2000/svg";
/** The go request keys a table depends on (the rest, e.g. the players, do not change it). */
const TABLE_KEYS = ["system", "board", "rules", "counting"];
/** What `compare` and `table` may say; anything else is a setting the page cannot use. */
/** @type {Record<string, boolean>} */
const OPEN_VALUES = { 1: true, 0: false };

/**
 * A table cell with the engine's number or text (as the Go panel shows them).
 * @param {unknown} value @param {string} column
 */
function numberCell(value, column) {
  const cell = element("td", String(value));
  cell.dataset.col = column;
  return cell;
}

/** The engine's note under stones beyond the board's maximum, if any. @param {GoAnswerRow} row */
function beyondNote(row) {
  return row.beyond_note ? element("small", row.beyond_note, "beyond-note") : null;
}

/**
 * Roles, and the column names a phone shows beside each value (the rows become cards there):
 * the table's own column headers.
 * @param {HTMLTableRowElement} tr @param {string[]} headers
 */
function labelCells(tr, headers) {
  tr.setAttribute("role", "row");
  for (const cell of tr.cells) {
    cell.setAttribute("role", cell.tagName === "TH" ? "rowheader" : "cell");
    if (cell.tagName === "TD" && cell.dataset.col !== "reason") cell.dataset.label = headers[cell.cellIndex];
  }
  return tr;
}

/**
 * @param {GoCompareRow} row @param {GoReply | undefined} goReply
 * @param {string} chosenNote  the engine's mark on the chosen system ("(chosen)")
 * @param {string} recommendedNote  its mark on the recommended one ("(recommended)")
 */
function compareCells(row, goReply, chosenNote, recommendedNote) {
  const tr = /** @type {HTMLTableRowElement} */ (element("tr"));
  tr.dataset.system = row.system;
  const name = /** @type {HTMLTableCellElement} */ (element("th", row.system_name));
  name.scope = "row";
  tr.append(name);
  if (goReply && row.system === goReply.system) {
    tr.classList.add("current");
    tr.setAttribute("aria-current", "true");
    name.append(" ", element("small", chosenNote, "chosen-note"));
  }
  if (row.recommended) {
    tr.classList.add("recommended");
    name.append(" ", element("small", recommendedNote, "recommended-note"));
  }
  // What the system is for, under its name (the engine's one line).
  if (row.purpose) name.append(element("small", row.purpose, "row-purpose"));
  if (!row.supported) {
    tr.classList.add("unsupported");
    const reason = /** @type {HTMLTableCellElement} */ (element("td", row.reason));
    reason.colSpan = 6;
    reason.dataset.col = "reason";
    tr.append(reason);
    return tr;
  }
  if (row.beyond_maximum) tr.classList.add("beyond");
  const black = element("td", row.black_text);
  black.dataset.col = "black";
  const stones = numberCell(row.stones, "stones");
  const note = beyondNote(row);
  // Black's chance by each rating model (the engine's cell), marked where it is the closest to even.
  const chance = element("td", row.black_chance.short || "–");
  chance.dataset.col = "chance";
  if (row.closest_to_even.length) {
    tr.classList.add("closest-to-even");
    chance.dataset.closest = row.closest_to_even.join(" ");
  }
  tr.append(black, stones, numberCell(row.komi_text, "komi"), numberCell(row.effective_komi_text, "effective-komi"),
    numberCell(row.tie_short, "ties"), chance);
  if (note) stones.append(note);
  if (row.made_for_note) stones.append(element("small", row.made_for_note, "made-for-note"));
  return tr;
}

/**
 * @param {GoCompareRow} row @param {GoReply | undefined} goReply @param {string} chosenNote
 * @param {string} recommendedNote @param {string[]} headers
 */
const compareRow = (row, goReply, chosenNote, recommendedNote, headers) =>
  labelCells(compareCells(row, goReply, chosenNote, recommendedNote), headers);

/** @param {GoRow} row */
function tableRow(row) {
  const tr = element("tr");
  tr.dataset.rank = String(row.rank_difference);
  const rank = /** @type {HTMLTableCellElement} */ (element("th", String(row.rank_difference)));
  rank.scope = "row";
  const stones = numberCell(row.stones, "stones");
  const note = beyondNote(row);
  if (note) {
    tr.classList.add("beyond");
    stones.append(note);
  }
  tr.append(rank, stones, numberCell(row.komi_text, "komi"), numberCell(row.effective_komi_text, "effective-komi"),
    numberCell(row.tie_short, "ties"));
  return tr;
}

// --- The chart: two panels sharing the rank-difference axis ---------------------------------

const W = 640, LEFT = 52, RIGHT = 16;
/** @typedef {{top: number, height: number}} ChartPanel */
/** Where each panel sits; its title and its points' tooltips are the engine's (`chart`, rows). */
/** @type {Record<"stones" | "komi", ChartPanel>} */
const PANELS = {
  stones: { top: 28, height: 118 },
  komi: { top: 190, height: 118 },
};
const AXIS_Y = 330;

/**
 * @param {string} tag @param {Record<string, string | number | boolean>} [attrs]
 * @param {string} [text]
 */
function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Evenly spaced whole-number ticks from 0 to `max`, at most about `count` of them. */
/** @param {number} max @param {number} count */
function ticks(max, count) {
  const step = Math.max(1, Math.ceil(max / count));
  const out = [];
  for (let t = 0; t <= max; t += step) out.push(t);
  return out;
}

/**
 * @param {SVGSVGElement} chart @param {GoRow[]} rows @param {"stones" | "komi"} key
 * @param {ChartPanel} panel @param {string} title @param {(d: number) => number} x
 * @param {[number, number]} domain
 */
function drawPanel(chart, rows, key, panel, title, x, domain) {
  const [low, high] = domain;
  /** @param {number} v */
  const y = (v) => panel.top + ((high - v) / (high - low)) * panel.height;
  const group = svg("g", { class: `series series-${key}` });
  group.append(svg("text", { x: LEFT, y: panel.top - 10, class: "chart-title" }, title));
  for (const v of [...new Set([low, 0, high])]) {
    group.append(svg("line", { x1: LEFT, x2: W - RIGHT, y1: y(v), y2: y(v), class: v === 0 ? "chart-zero" : "chart-grid" }));
    group.append(svg("text", { x: LEFT - 8, y: y(v) + 4, class: "chart-tick", "text-anchor": "end" }, String(v)));
  }
  group.append(svg("polyline", {
    class: "chart-line", fill: "none",
    points: rows.map((r) => `${x(r.rank_difference)},${y(r[key])}`).join(" "),
  }));
  for (const row of rows) {
    const point = svg("circle", {
      cx: x(row.rank_difference), cy: y(row[key]), r: 4,
      class: row.beyond_maximum ? "chart-point beyond" : "chart-point",
      "data-series": key, "data-rank": row.rank_difference, "data-value": row[key],
    });
    point.append(svg("title", {}, key === "komi" ? row.komi_point_text : row.stones_point_text));
    group.append(point);
  }
  chart.append(group);
}

/** @param {SVGSVGElement} chart @param {GoTableReply} reply */
function drawChart(chart, reply) {
  const rows = reply.rows;
  // The accessible name stays short ("Chart of the full table"; the figure caption describes it).
  chart.replaceChildren(find(chart, "title"));
  if (!rows.length) return;
  const last = rows[rows.length - 1].rank_difference;
  /** @param {number} d */
  const x = (d) => LEFT + (last ? d / last : 0.5) * (W - LEFT - RIGHT);
  const stones = rows.map((r) => r.stones);
  const komi = rows.map((r) => r.komi);
  drawPanel(chart, rows, "stones", PANELS.stones, reply.chart.stones_title, x, [0, Math.max(1, ...stones)]);
  const kLow = Math.min(0, ...komi), kHigh = Math.max(0, ...komi);
  drawPanel(chart, rows, "komi", PANELS.komi, reply.chart.komi_title, x, kLow === kHigh ? [kLow - 1, kHigh + 1] : [kLow, kHigh]);
  const axis = svg("g", { class: "chart-axis" });
  for (const t of ticks(last, 10)) {
    axis.append(svg("text", { x: x(t), y: AXIS_Y, "text-anchor": "middle", class: "chart-tick" }, String(t)));
  }
  axis.append(svg("text", { x: (LEFT + W - RIGHT) / 2, y: AXIS_Y + 22, "text-anchor": "middle", class: "chart-label" },
    reply.chart.axis_label));
  chart.append(axis);
}

// --- The link -------------------------------------------------------------------------------

/**
 * Open the views a link asks for and fill in its table length (the link, if it opens the Go
 * tab). Returns the names skipped: an open state other than 0 or 1, an overlong length. A bad
 * length goes in as typed: the engine's error names it.
 * @param {URLSearchParams | null} linkParams
 * @param {HTMLDetailsElement} compareBox @param {HTMLDetailsElement} tableBox
 * @param {HTMLInputElement} upTo
 */
function applyLink(linkParams, compareBox, tableBox, upTo) {
  /** @type {string[]} */
  const ignored = [];
  if (!linkParams) return ignored;
  // Literal names: tests/e2e/test_hostile_links.py collects the parameters the code reads.
  const wanted = { compare: linkParams.get("compare"), table: linkParams.get("table"), up_to: linkParams.get("up_to") };
  for (const [name, box] of /** @type {const} */ ([["compare", compareBox], ["table", tableBox]])) {
    const value = wanted[name];
    if (value === null) continue;
    if (Object.hasOwn(OPEN_VALUES, value)) box.open = OPEN_VALUES[value];
    else ignored.push(name);
  }
  if (wanted.up_to !== null) {
    if (wanted.up_to.length > MAX_VALUE_LENGTH) ignored.push("up_to");
    else upTo.value = wanted.up_to;
  }
  return ignored;
}

// --- The views ------------------------------------------------------------------------------

/**
 * What the Go views offer the page (app.js).
 * @typedef {object} GoViews
 * @property {string[]} params   the URL parameters they read
 * @property {string[]} ignored  the link's values they could not take
 * @property {() => Record<string, string>} linkValues  their part of the link now
 * @property {(request: Request, reply: GoReply) => void} follow  the Go form showed a result
 */

/**
 * @param {object} spec
 * @param {import("../../engine/engine-client.js").EngineClient} spec.engine
 * @param {HTMLElement} spec.root  the `.go-views` container (markup in index.html)
 * @param {URLSearchParams | null} spec.linkParams  the opening link, if it opens the Go tab
 * @param {() => void} [spec.onLinkChange]  a view opened or closed, or the table's length changed
 * @returns {GoViews}
 */
export function initGoViews({ engine, root, linkParams, onLinkChange = () => {} }) {
  const compareBox = /** @type {HTMLDetailsElement} */ (find(root, '[data-view="compare"]'));
  const tableBox = /** @type {HTMLDetailsElement} */ (find(root, '[data-view="table"]'));
  const compareTable = /** @type {HTMLTableElement} */ (byTestId(root, "compare"));
  const compareSummary = byTestId(root, "compare-summary");
  const compareChance = byTestId(root, "compare-chance");
  const compareRecommendation = byTestId(root, "compare-recommendation");
  const compareRecommendationChance = byTestId(root, "compare-recommendation-chance");
  const fullTable = /** @type {HTMLTableElement} */ (byTestId(root, "full-table"));
  const tableError = byTestId(root, "table-error");
  const tableSource = byTestId(root, "table-source");
  const upTo = /** @type {HTMLInputElement} */ (find(root, "#table-up-to"));
  const download = /** @type {HTMLButtonElement} */ (byTestId(root, "download-csv"));
  const print = /** @type {HTMLButtonElement} */ (byTestId(root, "print-table"));
  const chart = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (byTestId(root, "chart")));

  /** @type {{request: Request, reply: GoReply} | null} the latest result of the Go form */
  let current = null;
  /** @type {Record<"compare" | "table", string | null>} request keys the views show (or are fetching) */
  const shown = { compare: null, table: null };
  const tickets = { compare: 0, table: 0 };
  /** @type {GoTableReply | null} */
  let tableReply = null;
  root.hidden = true; // until the form has a result

  /**
   * Ask the engine for one view unless it already shows (or is fetching) this request.
   * @template {import("../../../types/replies").Reply} R
   * @param {"compare" | "table"} view @param {HTMLDetailsElement} box @param {Request} body
   * @param {(reply: R) => void} render
   */
  async function refresh(view, box, body, render) {
    if (!current || !box.open) return;
    const key = JSON.stringify([language(), body]); // the same request in another language is another reply
    if (shown[view] === key) return;
    shown[view] = key;
    const ticket = ++tickets[view];
    /** @type {R} */
    let reply;
    try {
      reply = await engine.request(body);
    } catch {
      shown[view] = null; // the status line shows engine failures; try again next time
      return;
    }
    if (ticket === tickets[view]) render(reply);
  }

  /** @param {Request} request @returns {Request} */
  function compareRequest(request) {
    return { ...request, command: "go-compare" };
  }

  /** @param {Request} request @returns {Request} */
  function tableRequest(request) {
    /** @type {Request} */
    const body = { command: "go-table" };
    // House rules (system "custom") make the table too: their club_* keys go with it.
    for (const key of [...TABLE_KEYS, ...CLUB_PARAMS]) if (request[key] !== undefined) body[key] = request[key];
    if (upTo.value.trim() !== "") body.up_to = upTo.value.trim();
    return body;
  }

  /** @param {GoCompareReply} reply */
  function renderCompare(reply) {
    const body = compareTable.tBodies[0];
    if (reply.error) {
      compareSummary.textContent = say("page.error.field", { field: reply.error.field, message: reply.error.message });
      compareRecommendation.textContent = "";
      compareRecommendationChance.textContent = "";
      compareChance.textContent = "";
      body.replaceChildren();
      return;
    }
    compareSummary.textContent = reply.summary || "";
    compareRecommendation.textContent = reply.recommendation || "";
    compareRecommendationChance.textContent = reply.recommendation_chance || "";
    compareChance.textContent = reply.closest_to_even_text || "";
    const headers = [...compareTable.tHead?.rows[0]?.cells ?? []].map((cell) => cell.textContent?.trim() ?? "");
    body.replaceChildren(...reply.rows.map((row) =>
      compareRow(row, current?.reply, reply.chosen_note, reply.recommended_note ?? "", headers)));
  }

  /** @param {GoTableReply} reply */
  function renderTable(reply) {
    const body = fullTable.tBodies[0];
    tableError.hidden = !reply.error;
    upTo.toggleAttribute("aria-invalid", false);
    if (reply.error) {
      tableReply = null;
      const field = reply.error.field === "up_to" ? upTo.labels?.[0]?.textContent?.trim() : reply.error.field;
      if (reply.error.field === "up_to") upTo.setAttribute("aria-invalid", "true");
      tableError.textContent = say("page.error.field", { field: field || reply.error.field, message: reply.error.message });
      body.replaceChildren();
      if (fullTable.caption) fullTable.caption.textContent = "";
      tableSource.textContent = "";
      renderWarnings(root, "table-warnings", []);
      chart.replaceChildren(find(chart, "title"));
      download.disabled = print.disabled = true;
      markPrintable();
      return;
    }
    tableReply = reply;
    if (fullTable.caption) fullTable.caption.textContent = reply.summary || "";
    body.replaceChildren(...reply.rows.map(tableRow));
    tableSource.textContent = reply.source_text;
    renderWarnings(root, "table-warnings", reply.warnings);
    drawChart(chart, reply);
    download.disabled = print.disabled = false;
    markPrintable();
  }

  /** Printing shows the table alone while it is open and filled (see the print stylesheet). */
  const markPrintable = () =>
    document.documentElement.classList.toggle("print-table", tableBox.open && Boolean(tableReply) && !root.hidden);

  const refreshCompare = () => current && refresh("compare", compareBox, compareRequest(current.request), renderCompare);
  const refreshTable = () => current && refresh("table", tableBox, tableRequest(current.request), renderTable);

  // The toggles this causes arrive later (queued): the views fetch once the form has a result.
  const ignored = applyLink(linkParams, compareBox, tableBox, upTo);

  compareBox.addEventListener("toggle", () => {
    refreshCompare();
    onLinkChange();
  });
  tableBox.addEventListener("toggle", () => {
    markPrintable();
    refreshTable();
    onLinkChange();
  });
  upTo.addEventListener("input", () => {
    if (current) refreshTable();
    onLinkChange();
  });

  download.addEventListener("click", () => {
    if (tableReply) downloadCsv(tableReply.csv, tableReply.csv_filename);
  });
  print.addEventListener("click", () => window.print());

  // A form error (no onResult) leaves these views describing an older request: hide them.
  const result = root.closest('[role="tabpanel"]')?.querySelector('[data-testid="result"]');
  if (result instanceof HTMLElement) {
    new MutationObserver(() => {
      if (result.dataset.state !== "error") return;
      root.hidden = true;
      markPrintable();
    }).observe(result, { attributes: true, attributeFilter: ["data-state"] });
  }

  return {
    params: VIEW_PARAMS,
    ignored,
    /** The views' part of the link: the open ones, and the table's length while it is open. */
    linkValues() {
      /** @type {Record<string, string>} */
      const values = {};
      if (compareBox.open) values.compare = "1";
      if (tableBox.open) values.table = "1";
      if (tableBox.open && upTo.value !== "") values.up_to = upTo.value;
      return values;
    },
    /** The Go form showed `reply` for `request`: bring the open views up to date. */
    follow(request, reply) {
      current = { request, reply };
      root.hidden = false;
      root.dataset.state = "result";
      markPrintable();
      refreshCompare();
      refreshTable();
    },
  };
}
