// @ts-check
// A tournament round's result (the engine's go-round reply) on the page: the table (one row per
// board), the lines the engine could not read (line, text, what is wrong) beside it, the CSV
// download (exactly the engine's `csv`), the print layout and the table cards (one per board,
// with a small board diagram drawn by board.js). Every header, label and value is the engine's;
// this module only lays them out, with textContent (replies echo the organiser's input).
//
// The sheet is the engine's too (words.table_columns, words.shared, words.nigiri_note): the
// table has the columns that vary from board to board, the heading says once what every board
// shares (one tie rule, say), and an even board whose colours go by nigiri has no colours: its
// names carry the engine's nigiri mark (as in the CSV), on screen, on paper and on its card,
// and one note under the table says what the mark means.
import { drawBoard } from "../go/board.js";
import { byTestId, downloadCsv, element } from "../../core/render.js";
import { recordedCell, recordedColumns, renderRecorded } from "./recorded-view.js";

/** @typedef {import("../../../types/replies").RoundReply} RoundReply */
/** @typedef {import("../../../types/replies").RoundBoard} RoundBoard */
/** @typedef {import("../../../types/replies").RoundWords} RoundWords */

const SVG = "http://www.w3.org/2000/svg";
/** Every column the table may have, in order (the engine's words.columns name them). */
const COLUMNS = ["board", "black", "white", "stones", "komi", "effective_komi", "ties", "chance", "warnings"];
/** The unread lines' columns (words.errors_columns). */
const ERROR_COLUMNS = ["line", "text", "message"];
/** The printed warnings' columns (words.columns): a board's warnings under the table, on paper. */
const NOTE_COLUMNS = ["board", "warnings"];
/** A row's advice the page leaves to the one note under the table (words.nigiri_note). */
const NOTED_ONCE = new Set(["nigiri"]);

/** A header row of the engine's words for these columns. @param {string[]} keys @param {Record<string, string>} words */
function headerRow(keys, words) {
  return keys.map((key) => {
    const th = /** @type {HTMLTableCellElement} */ (element("th", words[key] ?? ""));
    th.scope = "col";
    th.dataset.col = key;
    return th;
  });
}

/**
 * The longest word's length in a name, for the print's and the cards' type size (style.css
 * shrinks a long word's type until it fits the line: a word is never broken).
 * @param {string} name
 */
const longestWord = (name) => Math.max(1, ...name.split(/\s+/).map((word) => [...word].length));

/**
 * A player's name with its nigiri mark on an even board without colours (the CSV's form).
 * @param {{name: string}} player @param {string} mark  "" when the board has colours
 */
function playerName(player, mark) {
  const name = element("span", player.name, "player-name");
  name.style.setProperty("--name-chars", String(longestWord(player.name)));
  name.style.setProperty("--name-length", String([...player.name].length)); // the sheet's type size (style.css)
  if (mark) name.append(" ", element("span", mark, "nigiri-mark"));
  return name;
}

/** A player's cell: the name, the strength beside it. @param {{name: string, rank: string, rank_text?: string}} player @param {string} mark */
function playerCell(player, mark) {
  const cell = element("td", undefined, "player");
  const line = element("span", undefined, "player-line");
  line.append(playerName(player, mark), " ", element("span", player.rank_text ?? player.rank, "player-rank"));
  cell.append(line);
  return cell;
}

/** @param {string} text @param {string} column */
function cell(text, column) {
  const td = element("td", text);
  td.dataset.col = column;
  return td;
}

/**
 * Each cell's column name on the cell itself (data-label): a phone lays a row out as a block,
 * each value under or after its name, without the header row (style.css).
 * @param {HTMLElement} row @param {Record<string, string>} words
 */
function labelCells(row, words) {
  for (const td of /** @type {HTMLTableRowElement} */ (row).cells) {
    const key = td.dataset.col;
    if (td.tagName === "TD" && key && words[key]) td.dataset.label = words[key];
  }
}

/** One board's row, with these columns. @param {RoundBoard} board @param {Set<string>} columns @param {string} mark */
function boardRow(board, columns, mark) {
  const tr = element("tr");
  tr.dataset.board = String(board.board);
  const number = /** @type {HTMLTableCellElement} */ (element("th", String(board.board)));
  number.scope = "row";
  number.dataset.col = "board";
  const nigiri = board.nigiri ? mark : "";
  const black = playerCell(board.black, nigiri);
  black.dataset.col = "black";
  const white = playerCell(board.white, nigiri);
  white.dataset.col = "white";
  /** @type {Record<string, () => HTMLElement>} */
  const cells = {
    stones: () => cell(String(board.stones), "stones"),
    komi: () => cell(board.komi_short, "komi"), // as the language's players write it (ja "6目半")
    effective_komi: () => cell(board.effective_komi_short, "effective_komi"),
    ties: () => cell(board.tie_short, "ties"),
    chance: () => cell(board.black_chance.short || "–", "chance"), // the engine's "AGA 52.1%, OGS 49.3%"
    warnings: () => {
      const notes = element("td", undefined, "round-notes");
      notes.dataset.col = "warnings";
      for (const message of board.warnings || []) notes.append(element("span", message.message, "warning"));
      for (const message of board.advice || []) {
        if (!NOTED_ONCE.has(message.code ?? "")) notes.append(element("span", message.message, "advice"));
      }
      return notes;
    },
  };
  tr.append(number, black, white, ...COLUMNS.filter((key) => key in cells && columns.has(key)).map((key) => cells[key]()));
  if (board.warnings?.length) tr.classList.add("warned");
  if (nigiri) tr.classList.add("nigiri");
  return tr;
}

/** A board's warnings, for the printed list under the table. @param {RoundBoard} board */
function noteRow(board) {
  const tr = element("tr");
  tr.dataset.board = String(board.board);
  const number = /** @type {HTMLTableCellElement} */ (element("th", String(board.board)));
  number.scope = "row";
  number.dataset.col = "board";
  const notes = element("td", undefined, "round-notes");
  notes.dataset.col = "warnings";
  for (const message of board.warnings) notes.append(element("span", message.message, "warning"));
  tr.append(number, notes);
  return tr;
}

/** One unread line. @param {{line: number, text: string, message: string}} error */
function errorRow(error) {
  const tr = element("tr");
  tr.dataset.line = String(error.line);
  const line = /** @type {HTMLTableCellElement} */ (element("th", String(error.line)));
  line.scope = "row";
  line.dataset.col = "line";
  const text = cell(error.text, "text");
  text.classList.add("line-text");
  tr.append(line, text, cell(error.message, "message"));
  return tr;
}

/**
 * A table card: the board number, the players with their colours (on an even board whose
 * colours go by nigiri: "Nigiri" and no colours), stones, komi and a diagram.
 * @param {RoundBoard} board @param {RoundWords} words
 */
function card(board, words) {
  const labels = words.card;
  const article = element("article", undefined, "round-card");
  article.dataset.board = String(board.board);
  const heading = element("h3", undefined, "card-board");
  // Which tournament and round (a card picked up from a table says whose it is), then the board.
  if (words.card_title) heading.append(element("span", words.card_title, "card-round"), " ");
  heading.append(element("span", labels.board), " ", element("strong", String(board.board)));
  const players = element("dl", undefined, "card-facts card-players");
  const numbers = element("dl", undefined, "card-facts card-numbers");
  /** @param {HTMLElement} list @param {string} label @param {(string | Node)[]} values @param {string} key */
  const fact = (list, label, values, key) => {
    const row = element("div");
    row.dataset.fact = key;
    const dd = element("dd");
    dd.append(...values);
    row.append(element("dt", label), dd);
    list.append(row);
    return row;
  };
  const mark = board.nigiri ? words.nigiri_mark ?? "" : "";
  /** @param {{name: string, rank: string, rank_text?: string}} p @param {string} colour */
  const player = (p, colour) => {
    const name = element("strong", p.name, "card-name");
    name.style.setProperty("--name-chars", String(longestWord(p.name)));
    return [element("span", "", `card-stone ${colour}`), name, " ", element("span", p.rank_text ?? p.rank, "player-rank")];
  };
  if (board.nigiri) {
    // No colours: both players under one "Nigiri" (said for each, shown once).
    article.dataset.nigiri = "";
    fact(players, labels.nigiri ?? mark, player(board.black, "nigiri"), "black");
    fact(players, labels.nigiri ?? mark, player(board.white, "nigiri"), "white").classList.add("card-same-label");
  } else {
    fact(players, labels.black, player(board.black, "black"), "black");
    fact(players, labels.white, player(board.white, "white"), "white");
  }
  fact(numbers, labels.stones, [String(board.stones)], "stones");
  fact(numbers, labels.komi, [board.komi_short], "komi");
  if (words.rules_text) fact(numbers, labels.rules ?? "", [words.rules_text], "rules"); // the round's rules, on every card
  const svg = /** @type {SVGSVGElement} */ (document.createElementNS(SVG, "svg"));
  svg.setAttribute("role", "img");
  svg.setAttribute("class", "card-diagram");
  const title = document.createElementNS(SVG, "title");
  svg.append(title);
  drawBoard(svg, { board: board.board_size, star_points: board.star_points, stone_points: board.stone_points,
    board_title: board.board_title });
  article.append(heading, players, numbers, svg);
  // Who moves first (a one-stone board's diagram is empty: the words say Black simply starts).
  if (board.first_move) article.append(element("p", board.first_move, "card-first-move"));
  return article;
}

/**
 * What the round's result area offers its panel.
 * @typedef {object} RoundView
 * @property {(reply: RoundReply) => void} render
 * @property {() => void} clear
 * @property {() => RoundReply | null} latest
 */

/**
 * @param {HTMLElement} root  the result area (markup in index.html)
 * @returns {RoundView}
 */
export function initRoundView(root) {
  const table = /** @type {HTMLTableElement} */ (byTestId(root, "round-table"));
  const errorsBox = byTestId(root, "round-errors-box");
  const errors = /** @type {HTMLTableElement} */ (byTestId(root, "round-errors"));
  const summary = byTestId(root, "round-summary");
  const shared = byTestId(root, "round-shared");
  const nigiriNote = byTestId(root, "round-nigiri-note");
  const printNotes = /** @type {HTMLTableElement} */ (byTestId(root, "round-print-notes"));
  const cardsView = /** @type {HTMLDetailsElement} */ (byTestId(root, "round-cards-view"));
  const cards = byTestId(root, "round-cards");
  const buttons = ["round-csv", "round-print", "round-print-cards"].map((id) => /** @type {HTMLButtonElement} */ (byTestId(root, id)));
  const [csvButton, printButton, cardsButton] = buttons;
  /** @type {RoundReply | null} */
  let shown = null;
  /** The reply whose cards are drawn (drawn only when wanted: a 300-board round is 300 diagrams). */
  /** @type {RoundReply | null} */
  let carded = null;

  function drawCards() {
    if (!shown || carded === shown) return;
    const reply = shown;
    cards.replaceChildren(...reply.boards.map((board) => card(board, reply.words)));
    carded = reply;
  }

  /** @param {RoundReply} reply */
  function render(reply) {
    shown = reply;
    const words = reply.words;
    const columns = words.table_columns ?? COLUMNS;
    const head = /** @type {HTMLTableSectionElement} */ (table.tHead);
    const recorded = recordedColumns(reply); // a file that records its games: what it recorded, last
    head.rows[head.rows.length - 1].replaceChildren(...headerRow([...columns, ...recorded],
      { ...words.columns, ...reply.recorded_summary?.columns }));
    table.dataset.columns = [...columns, ...recorded].join(" ");
    byTestId(table, "round-title").textContent = words.title;
    byTestId(table, "round-print-head").textContent = words.title; // atop every printed page
    shared.replaceChildren(...(words.shared ?? []).map((fact) => {
      const item = element("span", fact.text);
      item.dataset.shared = fact.key;
      return item;
    }));
    shared.hidden = !words.shared?.length;
    const inTable = new Set(columns);
    const mark = words.nigiri_mark ?? "";
    const labels = { ...words.columns, ...reply.recorded_summary?.columns };
    table.tBodies[0].replaceChildren(...reply.boards.map((board) => {
      const row = boardRow(board, inTable, mark);
      if (recorded.length) row.append(recordedCell(board));
      labelCells(row, labels);
      return row;
    }));
    // The columns the printed sheet leaves off (Black's chance unless asked for): shown on screen only.
    const onPaper = new Set(words.paper_columns ?? columns);
    for (const item of table.querySelectorAll("[data-col]")) {
      const key = /** @type {HTMLElement} */ (item).dataset.col ?? "";
      item.classList.toggle("screen-only", inTable.has(key) && !onPaper.has(key));
    }
    nigiriNote.textContent = words.nigiri_note ?? "";
    nigiriNote.hidden = !words.nigiri_note;
    renderRecorded(root, reply);
    const warned = reply.boards.filter((board) => board.warnings?.length);
    table.classList.toggle("has-warnings", warned.length > 0);
    /** @type {HTMLTableSectionElement} */ (printNotes.tHead).rows[0].replaceChildren(...headerRow(NOTE_COLUMNS, words.columns));
    printNotes.tBodies[0].replaceChildren(...warned.map(noteRow));
    printNotes.hidden = warned.length === 0;
    summary.textContent = reply.summary ?? "";
    errorsBox.hidden = reply.errors.length === 0;
    byTestId(errorsBox, "round-errors-heading").textContent = words.errors_heading ?? "";
    /** @type {HTMLTableSectionElement} */ (errors.tHead).rows[0].replaceChildren(...headerRow(ERROR_COLUMNS, words.errors_columns));
    errors.tBodies[0].replaceChildren(...reply.errors.map(errorRow));
    for (const button of buttons) button.disabled = reply.boards.length === 0;
    csvButton.disabled = !reply.csv;
    carded = null;
    if (cardsView.open) drawCards();
    else cards.replaceChildren();
  }

  function clear() {
    shown = null;
    carded = null;
    table.tBodies[0].replaceChildren();
    errors.tBodies[0].replaceChildren();
    errorsBox.hidden = true;
    printNotes.tBodies[0].replaceChildren();
    printNotes.hidden = true;
    cards.replaceChildren();
    summary.textContent = "";
    shared.replaceChildren();
    nigiriNote.textContent = "";
    nigiriNote.hidden = true;
    renderRecorded(root, null);
    for (const button of buttons) button.disabled = true;
  }

  cardsView.addEventListener("toggle", () => {
    if (cardsView.open) drawCards();
  });

  csvButton.addEventListener("click", () => {
    if (shown) downloadCsv(shown.csv, shown.words.csv_filename);
  });

  // What a print shows on the round tab: the round (the default, also for the browser's own
  // Print command) or the table cards (while this button's print is on; see style.css).
  /** @param {"round" | "cards"} what */
  function printAs(what) {
    if (what === "cards") {
      cardsView.open = true; // a closed disclosure would print nothing
      drawCards();
    }
    document.documentElement.dataset.print = what;
    window.print();
  }
  addEventListener("afterprint", () => { delete document.documentElement.dataset.print; });
  printButton.addEventListener("click", () => printAs("round"));
  cardsButton.addEventListener("click", () => printAs("cards"));

  return { render, clear, latest: () => shown };
}
