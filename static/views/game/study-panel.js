// @ts-check
// "Many games" under Check a game: files in, the engine's study out. The files are read in the
// worker in batches (study-read: each batch's game records come back), so the page shows a
// progress bar and a Cancel between batches and is never blocked. A batch's files are handed to
// the worker once (the engine client's keepFile: the File itself, not its bytes read or encoded
// here) and let go when the batch is read, cancelled or failed; then one study request with
// every record (again on each change of model, bin width or board, without reading the files
// again). Display only: every number, sentence, table cell and the chart's points come from the
// engine's reply (study-chart.js draws them).
import { say } from "../../core/i18n.js";
import { byTestId, csvBlob, element, find, renderWarnings } from "../../core/render.js";
import { STUDY_PARAMS } from "./game-params.js";
import { drawCalibration } from "./study-calibration.js";
import { chartFile, drawChart } from "./study-chart.js";

/** @typedef {import("../../../types/replies").StudyReply} StudyReply */
/** @typedef {import("../../../types/replies").StudyGroup} StudyGroup */
/** @typedef {import("../../../types/replies").StudyReadReply} StudyReadReply */

const DEFAULTS = { study_model: "proposal", study_bin: "0.5", study_bin_games: "", study_board: "" };
// What to study: each choice's link parameter, its request field, its control's id and its default
// (the engine's; study/choices.py says what each leaves out).
const CHOICES = /** @type {const} */ ([
  ["study_programs", "programs", "#study-programs", "keep"],
  ["study_exclude_players", "exclude_players", "#study-exclude-players", ""],
  ["study_results", "results", "#study-results", "all"],
  ["study_unsure_ranks", "unsure_ranks", "#study-unsure-ranks", "keep"],
  ["study_max_komi", "max_komi", "#study-max-komi", ""],
  ["study_pro_ranks", "pro_ranks", "#study-pro-ranks", "apart"],
]);
const BATCH_BYTES = 2 * 1024 * 1024; // a batch's files: about 2 MB, or
const BATCH_FILES = 500; //            this many, whichever comes first (kept in the worker meanwhile)
// A .zip's files a request reads (study-read's start and count): about a second of the engine's
// time each in the page, well within the engine client's watchdog however big the .zip.
const ZIP_MEMBERS = 2000;
const COLUMNS = ["games", "wins", "draws", "losses", "score", "interval"];

/**
 * @param {object} options
 * @param {import("../../engine/engine-client.js").EngineClient} options.engine
 * @param {URLSearchParams | null} options.linkParams  the opening link, if it opens the game tab
 * @param {() => void} options.onLinkChange  the study's link values changed (the game panel writes the link)
 */
export function initStudy({ engine, linkParams, onLinkChange }) {
  const section = find(document, '[data-testid="study"]');
  const form = /** @type {HTMLFormElement} */ (find(section, "form"));
  const input = /** @type {HTMLInputElement} */ (find(section, "#study-files"));
  const model = /** @type {HTMLSelectElement} */ (find(section, "#study-model"));
  const bin = /** @type {HTMLInputElement} */ (find(section, "#study-bin"));
  const binGames = /** @type {HTMLInputElement} */ (find(section, "#study-bin-games"));
  const choices = CHOICES.map(([param, field, selector, fallback]) => ({
    param, field, fallback, control: /** @type {HTMLInputElement | HTMLSelectElement} */ (find(section, selector)),
  }));
  const board = /** @type {HTMLSelectElement} */ (find(section, "#study-board"));
  const modelName = byTestId(section, "study-model-name");
  /** @type {Record<string, string>} each model's full name, shown under its short one in the menu */
  let modelNames = {};
  const showModelName = () => { modelName.textContent = modelNames[model.value] ?? ""; };
  const progressLine = byTestId(section, "study-progress-line");
  const progress = /** @type {HTMLProgressElement} */ (byTestId(section, "study-progress"));
  const result = byTestId(section, "study-result");
  const errorLine = byTestId(section, "study-error");
  const download = /** @type {HTMLAnchorElement} */ (byTestId(section, "study-download"));
  const downloadCsv = /** @type {HTMLAnchorElement} */ (byTestId(section, "study-download-csv"));
  /** @type {unknown[]} the records read, kept for a new model or bin width */
  let records = [];
  /** @type {{source: string, message: string}[]} */
  let problems = [];
  /** @type {import("../../../types/replies").StudyFileRead[]} what each file gave, sent back with the study */
  let filesRead = [];
  let run = 0; // the current reading or study; a newer one (or Cancel) makes older answers stale
  let fileUrl = "";
  let csvUrl = "";
  /** @type {Record<string, unknown> | null} the study shown: asked again with its rows for the CSV */
  let lastRequest = null;

  const linkBin = linkParams?.get("study_bin");
  if (linkBin && linkBin.length <= 20) bin.value = linkBin;
  const linkBinGames = linkParams?.get("study_bin_games");
  if (linkBinGames && linkBinGames.length <= 20) binGames.value = linkBinGames;
  /** @type {string[]} the link's choices no control takes (a menu without the value) */
  const ignoredChoices = [];
  for (const { param, control } of choices) {
    const value = linkParams?.get(param);
    if (value === null || value === undefined) continue;
    if (value.length > 500) {  // too long for any choice: named in the link's note, as a menu's unknown value
      ignoredChoices.push(param);
      continue;
    }
    control.value = value;
    if (control.value !== value) ignoredChoices.push(param);
  }

  /** @returns {Record<string, string>} the study's values that differ from their defaults */
  function linkValues() {
    /** @type {Record<string, string>} */
    const values = {};
    for (const [name, control] of /** @type {const} */ ([["study_model", model], ["study_bin", bin],
      ["study_bin_games", binGames], ["study_board", board]])) {
      if (control.value !== DEFAULTS[name] && control.value !== "") values[name] = control.value;
    }
    for (const { param, control, fallback } of choices) {
      if (control.value !== fallback && control.value !== "") values[param] = control.value;
    }
    return values;
  }

  /**
   * The menus, from go-systems (the engine's models and boards, in the page's language); the
   * first time, the link's values go in (those no option offers are returned).
   * @param {import("../../../types/replies").GoSystemsReply} reply
   * @param {boolean} first
   * @returns {string[]}
   */
  function fillMenus(reply, first) {
    const keptModel = model.value || DEFAULTS.study_model, keptBoard = board.value;
    model.replaceChildren(...(reply.study_models || []).map((m) => new Option(m.label, String(m.value))));
    modelNames = Object.fromEntries((reply.study_models || []).map((m) => [String(m.value), m.name]));
    const every = /** @type {HTMLOptionElement} */ (board.options[0]);
    const boards = reply.game_menus?.board?.options || [];
    board.replaceChildren(every, ...boards.map((o) => new Option(o.label, String(o.value))));
    model.value = keptModel;
    board.value = keptBoard;
    showModelName();
    // The picker's file names, from the registries the engine reads (the game panel fills the hint)
    if (reply.study_file_extensions) input.accept = reply.study_file_extensions.join(",");
    /** @type {string[]} */
    const ignored = [];
    if (!first) return ignored;
    if (linkBin !== null && linkBin !== undefined && bin.value !== linkBin) ignored.push("study_bin");
    if (linkBinGames !== null && linkBinGames !== undefined && binGames.value !== linkBinGames) ignored.push("study_bin_games");
    for (const [name, select] of /** @type {const} */ ([["study_model", model], ["study_board", board]])) {
      const value = linkParams?.get(name);
      if (value === null || value === undefined) continue;
      if ([...select.options].some((o) => o.value === value)) select.value = value;
      else ignored.push(name);
    }
    showModelName();
    return [...ignored, ...ignoredChoices];
  }

  /** @param {string} text */
  function showError(text) {
    errorLine.hidden = !text;
    errorLine.textContent = text;
  }

  /** @param {FileList | File[]} files */
  async function read(files) {
    const ticket = ++run;
    records = [];
    problems = [];
    filesRead = [];
    showError("");
    const list = [...files];
    const totalBytes = list.reduce((sum, file) => sum + file.size, 0) || 1;
    // Files read so far and in all; a .zip's files join the total once its first batch says how
    // many it holds (the reply's `members`), and count as the engine counts them (`files`).
    let doneBytes = 0, doneFiles = 0, totalFiles = list.length;
    progress.max = totalBytes;
    progress.value = 0;
    progressLine.hidden = false;
    section.dataset.state = "reading";
    const text = byTestId(section, "study-progress-text");
    const show = (/** @type {number} */ bytes) => {
      progress.value = Math.min(totalBytes, bytes);
      text.textContent = say("page.study.progress", { done: doneFiles, total: Math.max(totalFiles, doneFiles) });
    };
    show(0);
    /** @type {{name: string, kept: string}[]} */
    let batch = [];
    let batchBytes = 0;
    // One batch of files: a request for each ZIP_MEMBERS files of the .zip files in it (the other
    // files are read with the first), so that no request runs long; Cancel (or a newer choice)
    // stops it between two requests.
    const send = async () => {
      if (!batch.length) return true;
      const sent = batch, sentBytes = batchBytes, before = doneBytes;
      batch = [];
      batchBytes = 0;
      try {
        return await readBatch(sent, sentBytes, before);
      } finally {
        for (const file of sent) engine.dropFile(file.kept);
      }
    };
    /** @param {{name: string, kept: string}[]} sent @param {number} sentBytes @param {number} before */
    const readBatch = async (sent, sentBytes, before) => {
      for (let start = 0; ; start += ZIP_MEMBERS) {
        /** @type {StudyReadReply} */
        const reply = await engine.request({ command: "study-read", files: sent, start, count: ZIP_MEMBERS });
        if (ticket !== run) return false;
        if (reply.error) {
          showError(reply.error.message);
          return false;
        }
        records.push(...reply.games);
        problems.push(...reply.problems);
        filesRead.push(...(reply.read || []));
        const members = reply.members;
        if (start === 0) totalFiles += members;
        doneFiles += reply.files;
        const more = start + ZIP_MEMBERS < members;
        show(before + (more ? Math.floor(sentBytes * (start + ZIP_MEMBERS) / members) : sentBytes));
        if (!more) break;
      }
      doneBytes = before + sentBytes;
      return true;
    };
    try {
      for (const file of list) {
        if (ticket !== run) return;
        batch.push({ name: file.name, kept: engine.keepFile(file) });
        batchBytes += file.size;
        if ((batchBytes >= BATCH_BYTES || batch.length >= BATCH_FILES) && !(await send())) return;
      }
      if (!(await send())) return;
    } catch {
      if (ticket === run) progressLine.hidden = true;
      return; // engine failures are shown by the status line
    }
    if (ticket !== run) return;
    progressLine.hidden = true;
    await study();
  }

  async function study() {
    if (!records.length && !problems.length) return;
    const ticket = ++run;
    section.dataset.state = "studying";
    /** @type {StudyReply} */
    let reply;
    try {
      lastRequest = { command: "study", games: records, read: filesRead, problems,
        model: model.value || DEFAULTS.study_model, bin: bin.value, bin_games: binGames.value, board: board.value,
        ...Object.fromEntries(choices.map(({ field, control }) => [field, control.value])) };
      reply = await engine.request(lastRequest);
    } catch {
      return;
    }
    if (ticket !== run) return;
    section.dataset.state = "done";
    if (reply.error) {
      /** @type {Record<string, HTMLInputElement | HTMLSelectElement>} */
      const controls = { bin, bin_games: binGames, board, model, ...Object.fromEntries(choices.map((c) => [c.field, c.control])) };
      const label = controls[reply.error.field]?.labels?.[0]?.textContent?.trim();
      showError(say("page.error.field", { field: label || reply.error.field, message: reply.error.message }));
      bin.setAttribute("aria-invalid", String(reply.error.field === "bin"));
      binGames.setAttribute("aria-invalid", String(reply.error.field === "bin_games"));
      return;
    }
    bin.removeAttribute("aria-invalid");
    binGames.removeAttribute("aria-invalid");
    showError("");
    render(reply);
    result.dataset.state = "result";
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

  /** @param {StudyReply} reply */
  function render(reply) {
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
    if (fileUrl) URL.revokeObjectURL(fileUrl);
    fileUrl = URL.createObjectURL(new Blob([chartFile(reply.chart)], { type: "image/svg+xml" }));
    download.href = fileUrl;
    if (csvUrl) URL.revokeObjectURL(csvUrl);
    csvUrl = "";
    downloadCsv.href = "#";
    delete downloadCsv.dataset.ready;
    byTestId(section, "study-choices").replaceChildren(...(reply.choices || []).map((c) => element("li", c.shown)));
    fillTable(byTestId(section, "study-bins"), reply, reply.bins, "gap");
    fillTable(byTestId(section, "study-stones"), reply, reply.by_stones, "stones");
    fillTable(byTestId(section, "study-boards"), reply, reply.by_board, "board");
    byTestId(section, "study-fits").replaceChildren(...reply.fits.flatMap((fit) =>
      [element("dt", fit.model_name), element("dd", fit.shown.log_likelihood)]));
    renderChanceModels(reply.chance_models);
    byTestId(section, "study-set-apart").replaceChildren(
      ...reply.set_apart.map((group) => element("li", group.shown)),
      ...reply.problems.map((p) => element("li", say("page.study.file_problem", p))),
    );
    renderFiles(reply);
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
   * @param {StudyReply["chance_models"]} models
   */
  function renderChanceModels(models) {
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
   * @param {StudyReply} reply
   */
  function renderFiles(reply) {
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
      .flatMap(([key, heading, items]) => {
        const list = element("ul");
        list.dataset.testid = `study-files-${key}`;
        list.replaceChildren(...items.map((text) => element("li", text)));
        return [element("h4", heading), list];
      }));
  }

  // The CSV is the engine's (the command line's --csv), asked for when it is wanted: the same study
  // with one row a game; then the link holds it and the download goes on.
  downloadCsv.addEventListener("click", async (event) => {
    if (downloadCsv.dataset.ready === "true") return;
    event.preventDefault();
    const asked = lastRequest;
    if (!asked) return;
    /** @type {StudyReply} */
    const reply = await engine.request({ ...asked, rows: true });
    if (asked !== lastRequest || reply.error) return;
    csvUrl = URL.createObjectURL(csvBlob(reply.csv || ""));  // with UTF-8's byte order mark, for Excel
    downloadCsv.href = csvUrl;
    downloadCsv.dataset.ready = "true";
    downloadCsv.click();
  });
  input.addEventListener("change", () => { if (input.files?.length) read(input.files); });
  byTestId(section, "study-cancel").addEventListener("click", () => {
    run++;
    records = [];
    progressLine.hidden = true;
    section.dataset.state = "cancelled";
    result.dataset.state = "empty";
    showError(say("page.study.cancelled"));
  });
  form.addEventListener("input", (event) => {
    if (event.target === input) return;
    showModelName();
    onLinkChange();
    study();
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  return { linkValues, fillMenus, params: STUDY_PARAMS, read, study };
}
