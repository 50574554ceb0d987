// @ts-check
// The study drawn from the engine's reply (chessground's `render`): the verdict and its sentences,
// the tables, the rating models' comparison and calibration chart, what was read, the progress
// line and the error line. Display only: every number, sentence, table cell and the chart's points
// come from the engine's reply (study-chart.js and study-calibration.js draw them).
import { say } from "../../core/i18n.js";
import { byTestId, element, find, renderWarnings } from "../../core/render.js";
import { drawCalibration } from "./study-calibration.js";
import { chartFile, drawChart } from "./study-chart.js";

/** @typedef {import("../../../types/replies").StudyReply} StudyReply */
/** @typedef {import("../../../types/replies").StudyGroup} StudyGroup */

const COLUMNS = ["games", "wins", "draws", "losses", "score", "interval"];

/** @param {HTMLElement} section @param {string} text */
export function showError(section, text) {
  const errorLine = byTestId(section, "study-error");
  errorLine.hidden = !text;
  errorLine.textContent = text;
}

/**
 * The progress line: shown with the files read so far, or hidden.
 * @param {HTMLElement} section
 * @param {import("./study-reading.js").Progress | null} progress
 */
export function showProgress(section, progress) {
  byTestId(section, "study-progress-line").hidden = !progress;
  if (!progress) return;
  const bar = /** @type {HTMLProgressElement} */ (byTestId(section, "study-progress"));
  bar.max = progress.totalBytes;
  bar.value = Math.min(progress.totalBytes, progress.doneBytes);
  byTestId(section, "study-progress-text").textContent = say("page.study.progress",
    { done: progress.doneFiles, total: Math.max(progress.totalFiles, progress.doneFiles) });
}

/**
 * The study's result. Returns the chart's SVG as an object URL for its download (the caller lets
 * the last one go).
 * @param {HTMLElement} section @param {StudyReply} reply
 * @returns {string}
 */
export function renderStudy(section, reply) {
  byTestId(section, "study-verdict").textContent = reply.verdict;
  byTestId(section, "study-interval-note").textContent = reply.interval_note || "";
  byTestId(section, "study-how-to-read").textContent = reply.chart.how_to_read || "";
  // the even and handicap games apart, one curve against two, and the goodness of fit: the engine's sentences
  const apart = reply.fits_apart;
  byTestId(section, "study-apart").replaceChildren(...[
    ...(apart?.groups || []).map((group) => group.shown), apart?.shown || "", reply.goodness_of_fit?.shown || "",
  ].filter(Boolean).map((text) => element("li", text)));
  byTestId(section, "study-summary").textContent = reply.summary || "";
  renderWarnings(section, "study-warnings", reply.warnings || []);
  const chartBox = byTestId(section, "study-chart");
  // The box's width (the section's while the result is still hidden): the chart is drawn for it.
  chartBox.replaceChildren(drawChart(reply.chart, chartBox.clientWidth || section.clientWidth));
  const chartUrl = URL.createObjectURL(new Blob([chartFile(reply.chart)], { type: "image/svg+xml" }));
  /** @type {HTMLAnchorElement} */ (byTestId(section, "study-download")).href = chartUrl;
  byTestId(section, "study-choices").replaceChildren(...(reply.choices || []).map((c) => element("li", c.shown)));
  fillTable(byTestId(section, "study-bins"), reply, reply.bins, "gap");
  fillTable(byTestId(section, "study-stones"), reply, reply.by_stones, "stones");
  fillTable(byTestId(section, "study-boards"), reply, reply.by_board, "board");
  byTestId(section, "study-fits").replaceChildren(...reply.fits.flatMap((fit) =>
    [element("dt", fit.model_name), element("dd", fit.shown.log_likelihood)]));
  renderChanceModels(section, reply.chance_models);
  byTestId(section, "study-set-apart").replaceChildren(
    ...reply.set_apart.map((group) => element("li", group.shown)),
    ...reply.problems.map((p) => element("li", say("page.study.file_problem", p))),
  );
  renderFiles(section, reply);
  return chartUrl;
}

/** @param {HTMLElement} table @param {StudyReply} reply @param {StudyGroup[]} rows @param {string} first */
function fillTable(table, reply, rows, first) {
  const head = element("tr");
  for (const key of [first, ...COLUMNS]) {
    const th = element("th", reply.columns[key]);
    th.setAttribute("scope", "col");
    head.append(th);
  }
  find(table, "thead").replaceChildren(head);
  find(table, "tbody").replaceChildren(...rows.map((row) => {
    const tr = element("tr");
    if (row.few) tr.classList.add("few");
    const th = element("th", row.shown.gap ?? row.shown.label ?? row.key);
    th.setAttribute("scope", "row");
    tr.append(th, ...[row.games, row.wins, row.draws, row.losses].map((n) => element("td", String(n))),
      element("td", row.shown.score), element("td", row.shown.few ?? row.shown.interval));
    return tr;
  }));
}

/**
 * A table's caption and column headings, the engine's words.
 * @param {HTMLElement} table @param {string} caption @param {string[]} headings
 */
function heading(table, caption, headings) {
  find(table, "caption").textContent = caption;
  const head = element("tr");
  for (const text of headings) {
    const th = element("th", text);
    th.setAttribute("scope", "col");
    head.append(th);
  }
  find(table, "thead").replaceChildren(head);
}

/**
 * The rating models against the games: the engine's sentence; each model's log-likelihood and
 * Brier score side by side; the calibration chart; and its text, each model's calibration table
 * (its chance for Black in tenths beside Black's score in those games), a row a tenth with games.
 * @param {HTMLElement} section @param {StudyReply["chance_models"]} models
 */
function renderChanceModels(section, models) {
  byTestId(section, "study-chance-text").textContent = models?.text || "";
  const table = byTestId(section, "study-chance-models");
  const scores = byTestId(section, "study-chance-scores");
  const figure = byTestId(section, "study-chance-figure");
  table.hidden = scores.hidden = figure.hidden = !models?.games;
  if (!models?.games) return;
  const { columns } = models;
  heading(scores, models.scores_caption, [columns.model, columns.log_likelihood, columns.brier]);
  find(scores, "tbody").replaceChildren(...models.models.map((model) => {
    const tr = element("tr");
    const th = element("th", model.name);
    th.setAttribute("scope", "row");
    tr.append(th, element("td", model.shown?.log_likelihood ?? ""), element("td", model.shown?.brier ?? ""));
    return tr;
  }));
  const chartBox = byTestId(section, "study-chance-chart");
  figure.hidden = false;  // shown before it is drawn: the chart is drawn for its box's width
  chartBox.replaceChildren(drawCalibration(models.chart, chartBox.clientWidth || section.clientWidth));
  byTestId(section, "study-chance-how-to-read").textContent = models.chart.how_to_read;
  heading(table, models.caption, [columns.range, columns.games, columns.predicted, columns.observed]);
  // each model's rows under its name (a row across the table: four columns fit a phone)
  find(table, "tbody").replaceChildren(...models.models.flatMap((model) => {
    const name = element("th", model.name);
    name.setAttribute("scope", "rowgroup");
    name.setAttribute("colspan", "4");
    const group = element("tr");
    group.className = "model";
    group.append(name);
    return [group, ...model.bins.filter((b) => b.games).map((b) => {
      const tr = element("tr");
      if (b.few) tr.classList.add("few");  // hollow in the chart: too few games to say much
      const th = element("th", b.shown.range);
      th.setAttribute("scope", "row");
      tr.append(th, element("td", String(b.games)), element("td", b.shown.predicted), element("td", b.shown.observed));
      return tr;
    })];
  }));
}

/**
 * What was read, in a collapsible list: the files read (each with its files and games), those
 * not read with the reason, the games found twice and the games set apart with their files.
 * @param {HTMLElement} section @param {StudyReply} reply
 */
function renderFiles(section, reply) {
  byTestId(section, "study-files-summary").textContent = reply.files_shown || "";
  const labels = reply.files_labels;
  /** @type {[string, string, string[]][]} */
  const lists = [
    ["read", labels?.read ?? "", (reply.read || []).map((f) => f.shown ?? f.source)],
    ["unread", labels?.unread ?? "", reply.problems.map((p) => say("page.study.file_problem", p))],
    ["duplicates", labels?.duplicates ?? "", (reply.duplicates || []).map((d) => d.shown)],
    ["set-apart", labels?.set_apart ?? "", reply.set_apart.flatMap((group) => [group.shown,
      ...(group.listed || []).map((game) => game.shown ?? game.source)])],
  ];
  byTestId(section, "study-files-lists").replaceChildren(...lists.filter(([, , items]) => items.length)
    .flatMap(([key, title, items]) => {
      const list = element("ul");
      list.dataset.testid = `study-files-${key}`;
      list.replaceChildren(...items.map((text) => element("li", text)));
      return [element("h4", title), list];
    }));
}
