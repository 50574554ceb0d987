// The engine's replies as the front end reads them (py/handicap/api.py and the command modules
// write them). Every key the engine sends is declared, those the page does not read after a
// "sent as well" line; tests/engine/test_reply_types.py runs every command and checks these
// interfaces against the keys of the real replies, both ways.

/**
 * A field error: the request key it is about and a sentence a user can read; `player` (1 or 2)
 * when it is about one player's value of a pair (ranks, ratings, deviations, names, ...); `kind`
 * when a file given as a tournament is something else.
 */
export interface EngineError {
  field: string;
  message: string;
  player?: 1 | 2;
  /**
   * With `file`: what a file no tournament format reads is (py/handicap/go/files/kinds.py):
   * "pairings" (text the round's box takes), "game-record", "archive", "binary", "not-tournament".
   */
  kind?: "pairings" | "game-record" | "archive" | "binary" | "not-tournament";
}

/** One derivation step ("Label: working", its formula beneath). */
export interface Step {
  key: string;
  label: string;
  working: string;
  formula: string;
}

export interface Message {
  message: string;
  /** the engine's id of what it says ("nigiri", ...) */
  code?: string;
}

/**
 * An error reply, a type of its own: the first wrong field, and every one when there are several
 * (the first is `error`). It has no result key, so a client reads one only after checking for
 * `error` (in Python: `if "error" not in reply:` narrows a command's reply to its result type).
 */
export interface ErrorReply {
  error: EngineError;
  field_errors?: EngineError[];
}

/** Every reply: an error, or the command's own keys. */
export interface Reply {
  error?: EngineError;
  /** every wrong field when there are several (the first is `error`), in the request's order */
  field_errors?: EngineError[];
  warnings?: Message[];
  advice?: Message[];
  steps?: Step[];
  summary?: string;
  /** the command answered (every reply but an error) */
  command?: string;
  [key: string]: unknown;
}

export interface GoReply extends Reply {
  system: string;
  /** Black's chance by the AGA's and OGS's rating models: the sentence the page shows, and each
   * model's figures (null where it does not cover the game, its reason's code in *_missing) */
  black_chance: BlackChance;
  /** the Go clock's link values for this game ("Start clock"): game=go, times, names, black, handicap */
  clock_link?: Record<string, string>;
  board: number;
  stones: number;
  /** who takes Black, as the page shows it ("Player 2", a name, "Nigiri (even game)") */
  black_text: string;
  /** komi and effective komi as people write them (real minus "−") */
  komi_text: string;
  effective_komi_text: string;
  /** the komi in words beside its number ("Reverse komi: White gives Black 1.5 points") */
  komi_words: string;
  /** why the effective komi differs from the komi; null where it does not */
  effective_komi_words: string | null;
  /** the answer on one line, for the phone's answer bar */
  short_answer: string;
  tie_text: string;
  stone_points: string[] | null;
  /** the stones' points as players read them ("D4", "Q16"); null: no standard points */
  stone_coordinates: string[] | null;
  /** the star points to draw (SGF points) */
  star_points: string[];
  board_caption: string;
  board_title: string;
  sgf: string;
  /** the recommended system's sentence when the chosen system is another ("" otherwise) */
  recommendation: string;
  /** with it, why by Black's chance: its game's figures beside this one's ("" where no model covers it) */
  recommendation_chance: string;
  // sent as well, not read by the page:
  recommended_system: string;
  beyond_maximum: boolean;
  beyond_note: string;
  black: number | null;
  black_name: string | null;
  black_wins_ties: boolean;
  board_factor?: number;
  board_factor_extrapolated?: boolean;
  capped: boolean;
  check?: number;
  counting: string;
  effective_komi: number;
  expected_outcome?: number;
  fair_boards: number[] | null;
  free_moves?: number;
  handicap_bonus: number;
  handicap_value?: number;
  historical: boolean;
  komi: number;
  komi_mode: string;
  log_rating_difference?: number;
  max_stones: number;
  nigiri: boolean;
  placed_stones: number;
  players: Record<string, unknown>[] | null;
  predicted_even_game_margin?: number;
  rank_difference: number;
  raw_rank_difference: number;
  rules: string | null;
  rules_name: string | null;
  source: string;
  stone_value?: number;
  strength_input: string;
  strength_ratio?: number;
  system_name: string;
  tie_rule: string;
  tie_short: string;
}

export interface Choice {
  value: string | number;
  label: string;
}

/** a chess method in the form's menu, with the request keys it reads (the form shows those controls; "names" for n1, n2) */
export interface MethodChoice extends Choice {
  fields: string[];
}

/** a choice whose menu label is short: its full name beside it */
export interface NamedChoice extends Choice {
  name: string;
}

export interface GoSystem {
  key: string;
  /** its former keys, which requests and links may still use ("ogs-909"): the menu takes them */
  aliases: string[];
  name: string;
  /** its name in the menu */
  label: string;
  boards: number[];
  /** the board menu, in the page's order */
  board_options: Choice[];
  default_board: number;
  /** what the system is for, one line (the engine's words) */
  purpose?: string;
  /** beside the board menu when the chosen board is not one it covers: what it covers */
  board_note?: string;
  /** the button's words that switch to its own board ("Use 19×19") */
  board_switch?: string;
  // sent as well, not read by the page:
  default_rules: string;
  example: string;
  historical: boolean;
  komi_follows_rules: boolean;
  max_stones: Record<string, unknown>;
  source: string;
  whole_differences: boolean;
}

/** Field hints from the engine's own limits; `strength` has one per scale. */
export interface GoHints {
  strength: Record<string, string>;
  [field: string]: string | Record<string, string>;
}

export interface GoRules {
  key: string;
  name: string;
  label: string;
  // sent as well, not read by the page:
  counting: string;
  draws_possible: boolean;
  even_komi: number;
}

export interface GoSystemsReply extends Reply {
  systems?: GoSystem[];
  rules?: GoRules[];
  countings?: Choice[];
  difference_modes?: Choice[];
  komi_modes?: Choice[];
  /** the Stone ceiling menu ("No ceiling", then 0 to 8) */
  stone_ceilings?: Choice[];
  /** house rules' "First stone" menu (counts, free) */
  first_stone_options?: Choice[];
  /** the round form's menus: its strength scales and its handicap bases (rank, McMahon score) */
  round_scales?: Choice[];
  handicap_bases?: Choice[];
  /** the "Strength given as" menu (index.html has it: it decides which fields show at once) */
  scales?: Choice[];
  /** the round form's first system (without a link or a file) */
  round_default_system?: string;
  /** the "Check a game" panel's Model menu */
  game_models?: NamedChoice[];
  /** the Many games study's Model menu */
  study_models?: NamedChoice[];
  /** its Board, Handicap stones and Winner menus (by control name), with the form's first value */
  game_menus?: Record<string, { options: Choice[]; default: string | number }>;
  /** the tournament files a round reads, from their registry (the file picker's types) */
  file_formats?: FileFormat[];
  /** the Many games study's file picker: the file names it offers (study/picker.py) */
  study_file_extensions?: string[];
  hints?: GoHints;
}

/** A tournament file format the engine reads: go-systems `file_formats`. */
export interface FileFormat {
  key: string;
  /** as its users write it ("OpenGotha"), in every language */
  name: string;
  /** the file names it is saved under (".xml", ".tour") */
  extensions: string[];
  /** "OpenGotha (.xml)" in the request's language */
  label: string;
}

/** Black's chance in one game by the AGA's model (BayRate) and OGS's (goratings' expected score). */
export interface BlackChance {
  text: string;
  /** a compare row's cell: each covering model's figure ("AGA 59.0%, OGS 49.5%"); "" for none */
  short: string;
  // sent as well, not read by the page:
  nigiri: boolean;
  aga: AgaChance | null;
  aga_missing: string | null;
  ogs: OgsChance | null;
  ogs_missing: string | null;
}

/** BayRate's figures for one game: the komi it counts, its handicap equivalent and spread. */
export interface AgaChance {
  black: number;
  white: number;
  komi_counted: number;
  gap: number;
  handicap_equivalent: number;
  spread: number;
  shown: string;
}

/** OGS's figures: the game's rank difference, Black's rating adjustment, the chance and its range. */
export interface OgsChance {
  black: number;
  white: number;
  low: number | null;
  high: number | null;
  rank_difference: number;
  adjustment: number;
  shown: string;
  shown_range: string | null;
}

/** What a go-compare row and a go-table row both have: one answer's stones, komi and ties. */
export interface GoAnswerRow {
  rank_difference: number;
  stones: number;
  /** komi as a number (the chart's scale) and as text (the cells) */
  komi: number;
  komi_text: string;
  effective_komi_text: string;
  /** the tie rule for a table cell ("No ties", "Black", "White", "Draw") */
  tie_short: string;
  beyond_maximum: boolean;
  /** the note under stones beyond the board's maximum ("beyond the maximum", or "") */
  beyond_note: string;
  // sent as well, not read by the page:
  black_wins_ties: boolean;
  effective_komi: number;
  handicap_bonus: number;
  tie_rule: string;
  tie_text: string;
}

/** A row of go-table: one rank difference. */
export interface GoRow extends GoAnswerRow {
  /** the chart points' tooltips: "Rank difference 3: handicap stones 3", "… komi −1.5" */
  stones_point_text: string;
  komi_point_text: string;
  // sent as well, not read by the page:
  capped: boolean;
}

/** A row of go-compare: one system's answer (`supported` true) or why it has none. */
export type GoCompareRow = GoCompareAnswer | GoCompareUnsupported;

export interface GoCompareAnswer extends GoAnswerRow {
  system: string;
  system_name: string;
  supported: true;
  /** what the system is for (one line) and whether it is the one recommended here */
  purpose?: string;
  recommended?: boolean;
  /** its rule applied outside the boards it was made for (a 19×19 rule on 13×13), or null */
  made_for_note?: string | null;
  /** who takes Black */
  black_text: string;
  /** the models under which this system's game comes closest to an even chance ("aga", "ogs") */
  closest_to_even: string[];
  /** Black's chance by the AGA's and OGS's rating models: the sentence the page shows, and each
   * model's figures (null where it does not cover the game, its reason's code in *_missing) */
  black_chance: BlackChance;
  // sent as well, not read by the page:
  historical: boolean;
  board: number;
  rules: string;
  counting: string;
  black: number | null;
  nigiri: boolean;
  summary: string;
  warnings: Message[];
}

export interface GoCompareUnsupported {
  system: string;
  system_name: string;
  supported: false;
  purpose?: string;
  recommended?: boolean;
  /** why the system gives no answer here ("… covers only 13×13, 9×9.") */
  reason: string;
  // sent as well, not read by the page:
  historical: boolean;
  closest_to_even: string[];
}

export interface GoCompareReply extends Reply {
  rows: GoCompareRow[];
  /** the mark after the chosen system's name ("(chosen)") */
  chosen_note: string;
  /** the system recommended for this board and strengths, why (one sentence), and its mark */
  recommended?: string;
  recommendation?: string;
  /** why by Black's chance: its game's figures, and under which model it is among the closest to even */
  recommendation_chance?: string;
  recommended_note?: string;
  /** the systems whose game comes closest to an even chance for Black under each model, in a sentence */
  closest_to_even_text: string | null;
  // sent as well, not read by the page:
  rules: string;
  closest_to_even: Record<string, string[]>;
}

/** The Full table chart's words: its panels' titles and the axis label. */
export interface GoChartWords {
  stones_title: string;
  komi_title: string;
  axis_label: string;
}

export interface GoTableReply extends Reply {
  rows: GoRow[];
  source: string;
  /** the line under the table: "Source: ogs-automatic-handicap-wiki.txt" */
  source_text: string;
  chart: GoChartWords;
  csv: string;
  csv_filename: string;
  // sent as well, not read by the page:
  board: number;
  counting: string;
  historical: boolean;
  max_stones: number;
  rules: string;
  rules_name: string;
  system: string;
  system_name: string;
}

export interface Judgement {
  key: "stones_alone" | "board_komi_rules";
  shown: Record<string, string>;
  // sent as well, not read by the page:
  black: Record<string, unknown>;
  black_effective_rank: number;
  black_effective_rating: number;
  black_win_expectation: number;
  label: string;
  rank_difference: number;
  white: Record<string, unknown>;
  white_win_expectation: number;
}

export interface GameReply extends Reply {
  /** proposal (the default), ogs (OGS's rating code), jewdan or aga (the AGA's BayRate: no rating changes) */
  model: string;
  model_name: string;
  /** one sentence: the players' gap, what the handicap compensated, whom it favours by how much */
  verdict: string;
  /** with units ("7.5 ranks"); black_rank, white_rank and gap once both ratings are given, with
   *  each side's win expectation ("40.9%", "over 99.9%") and the model they are by */
  shown: { rank_difference: string; stones_alone_rank_difference: string; black_rank?: string;
    white_rank?: string; gap?: string; black_win_expectation?: string; white_win_expectation?: string;
    win_expectation_model?: string };
  ratings?: { judgements: Judgement[]; summary?: string; steps?: Step[] } | null;
  /** one sentence: this game under the other model, and why its numbers differ */
  models_note: string;
  /** once both ratings are given: Black's chance by the AGA's and OGS's rating models */
  black_chance?: BlackChance;
  // sent as well, not read by the page:
  area_value: number;
  black_effective_rating?: number;
  black_win_expectation?: number;
  board: number;
  board_factor: number;
  counting: string;
  effective_komi: number;
  even_komi: number;
  fair_komi: number;
  favours_black_by?: number;
  free_moves: number;
  gap?: number;
  handicap_bonus: number;
  head_start: number;
  komi: number;
  points_per_rank: number;
  rank_difference: number;
  rank_difference_exact: string;
  rules: string;
  rules_name: string;
  stone_value: number;
  stones: number;
  stones_alone_rank_difference: number;
  system: string;
  system_name: string;
  white_win_expectation?: number;
}

export interface ChessReply extends Reply {
  ratio_text: string;
  /** who is weaker, as the page shows it ("Player 1", "Neither (even)") */
  weaker_text: string;
  weaker_clock?: string | null;
  stronger_clock?: string | null;
  K_text: string;
  range?: { text: string } | null;
  /** both clocks scaled, and with a common increment ("not possible" where none fits) */
  clock?: { text: string; common_text: string } | null;
  /** the human's time per move against a computer ("× 1.67 = 1:40") */
  computer?: { text: string } | null;
  players_text?: string | null;
  /** each player's clock, player 1 first, by name (or "Player 1") */
  players?: { player: 1 | 2; name: string | null; label: string; text: string }[] | null;
  /** what the answer is: each player's clock, the total split, the human's time a move, the ratio */
  headline: "clocks" | "split" | "computer" | "ratio";
  /** the answer on one line, for the phone's answer bar */
  short_answer: string;
  /** the clock's link values for each player's time: base1, inc1, base2, inc2 (and n1, n2) */
  clock_link?: Record<string, string> | null;
  /** fields of the form the answer does not use, each with the reason (the total, once an even clock is given) */
  unused_fields?: { field: string; message: string }[];
  // sent as well, not read by the page:
  K: number | null;
  against: string;
  bands?: Record<string, unknown>;
  calibration?: Record<string, unknown>;
  /** a club's published table: the row used and the difference in its unit */
  table?: Record<string, unknown>;
  equal: boolean;
  even_clock?: Record<string, unknown>;
  k: number | null;
  method: string;
  method_name: string;
  rating_gap: number;
  ratings?: number[];
  ratio: number;
  score: number;
  stronger_time: number | null;
  total: number | null;
  weaker: number;
  weaker_time: number | null;
}

export interface ClockSide {
  side: 1 | 2;
  label: string;
  base_ms: number;
  increment_ms: number;
  delay_ms: number;
  delay_type: "simple" | "bronstein";
  text: string;
  /** what the face shows beside the time: "+16" (the increment), "5 × 30 s" (Go) or "" */
  face?: string;
  // sent as well, not read by the page:
  name: string;
  colour: string | null;
}

/** One side of a Go clock (go-clock): its time system, in milliseconds. */
export interface GoClockSide extends ClockSide {
  name: string;
  colour: string | null;
  system: "absolute" | "fischer" | "byoyomi" | "canadian";
  overtime: "none" | "byoyomi" | "canadian";
  cap_ms: number | null;
  periods: number;
  period_ms: number;
  stones: number;
}

/** A Go clock's settings checked (go-clock): who moves first (null: nigiri decides), the SGF. */
export interface GoClockReply extends Reply {
  sides: [GoClockSide, GoClockSide];
  first: 1 | 2 | null;
  black: 1 | 2 | null;
  handicap: number;
  sgf: string;
  summary: string;
}

export interface ClockReply extends Reply {
  sides: [ClockSide, ClockSide];
  first: 1 | 2;
  white: 1 | 2;
  pgn: string;
  summary: string;
  time_controls: Record<string, string>;
}

/** The chess form's menus (the first option is the default) and field hints: `chess-form`. */
export interface ChessFormReply extends Reply {
  methods?: MethodChoice[];
  against?: { value: string; label: string }[];
  hints?: Record<string, string>;
}

/** One board of a tournament round (go-round). */
export interface RoundBoard {
  board: number;
  /** rank: as the CSV writes it ("5k"); rank_text: as the language writes it (ja "5級") */
  black: { name: string; rank: string; rank_text?: string };
  white: { name: string; rank: string; rank_text?: string };
  /** an even game whose colours go by nigiri: black and white are only the order given */
  nigiri?: boolean;
  stones: number;
  komi: number;
  effective_komi: number;
  black_wins_ties: boolean;
  komi_text: string;
  effective_komi_text: string;
  /** the komi and effective komi as the language's players write them, for the table and the cards
   * ("6.5", "reverse 1.5"; ja "6目半", "逆コミ1目半") */
  komi_short: string;
  effective_komi_short: string;
  /** the tie rule for a table cell ("No ties", "Black", ...) */
  tie_short: string;
  warnings: Message[];
  advice: Message[];
  summary: string;
  /** the diagram: the board's size, its star points, the stones (SGF points) and its title */
  board_size: number;
  star_points: string[];
  stone_points: string[] | null;
  board_title: string;
  /** who moves first, for the table card ("" for an even game) */
  first_move: string;
  /** the handicap the tournament file recorded for this game (stones, who played Black), else null */
  recorded?: { stones: number; black: string | null } | null;
  /** true when the file's game is not the system's (other stones or colours) */
  recorded_differs?: boolean;
  /** the recorded game in words ("2 stones, Black: Lee") */
  recorded_text?: string;
  /** with recorded_differs: both values in a sentence */
  recorded_note?: string;
  /** whose game the row's stones, komi and colours are: the file's ("recorded", the default where
   * the file records one) or the system's ("system": the request's handicaps, or nothing recorded) */
  printed?: "recorded" | "system";
  /** with a recorded game: the system's game (its stones, komi, who takes Black; null on a nigiri) */
  system_game?: { stones: number; komi: number; komi_short: string; black: string | null; nigiri: boolean };
  /** with recorded_differs: the file's game alone, for the sheet's row ("an even game"; its Black only where the colours differ) */
  recorded_short?: string;
  /** Black's chance in the board's game by the AGA's and OGS's rating models (the table's cell is its `short`) */
  black_chance: BlackChance;
  // sent as well, not read by the page:
  beyond_maximum: boolean;
  board_caption: string;
  handicap_bonus: number;
  line: number;
  rank_difference: number;
  source_stones?: number;
  tie_rule: string;
  tie_text: string;
}

/** A row of an EGD table's handicap games: the gap the handicap left, the games, Black's score. */
export interface HandicapGapRow {
  gap: number;
  games: number;
  black_score: number;
  black_points: number;
  /** the same, written in the request's language ("0,5", "40,0 %") */
  text: Record<"gap" | "games" | "black_score", string>;
}

/** A line of the pairings the engine could not read. */
export interface RoundLineError {
  line: number;
  text: string;
  message: string;
}

/** Every word the round's table, errors, CSV and cards need. */
export interface RoundWords {
  /** the table's headers by column: board, black, white, stones, komi, effective_komi, ties, chance, warnings */
  columns: Record<string, string>;
  /** the unread lines' headers: line, text, message */
  errors_columns: Record<string, string>;
  errors_heading?: string;
  /** the round's heading (the table's caption, in print too, atop every printed page) */
  title: string;
  /** the tournament and round on each table card ("" for pasted pairings without a round) */
  card_title: string;
  /** how many boards, how many lines not read */
  caption: string;
  csv_filename: string;
  /** the cards' labels: board, black, white, stones, komi, nigiri, rules */
  card: Record<string, string>;
  /** the round's rules for the cards ("French rules"); "" without rules */
  rules_text?: string;
  /** the table's columns, those that vary from board to board (the others are in `shared`) */
  table_columns?: string[];
  /** of those, the ones the printed sheet keeps (Black's chance only when the request asked: chance_on_paper) */
  paper_columns?: string[];
  /** what every board shares, each a phrase for the round's heading ("No ties (half-point komi)"); a
   * file's round starts with its rules, even-game komi and board and where each came from ("French
   * rules: from the file"), then whose handicaps are printed and whether only the differing boards */
  shared?: { key: string; text: string }[];
  /** the one note for the even boards whose colours go by nigiri ("" when there is none) */
  nigiri_note?: string;
  /** the mark after such a board's names ("(nigiri)", as in the CSV) */
  nigiri_mark?: string;
  /** an OpenGotha file's round: which was computed ("Round 3 of 5: the last round paired in the file."); "" for pasted pairings */
  round_used?: string;
  /** what an empty Round field stands for ("3 (latest)"); "" for pasted pairings */
  round_field?: string;
  // sent as well, not read by the page:
  /** the reply's summary where the lines not read are on standard error, not above the table (the command line's) */
  summary_on_stderr: string;
}

export interface RoundReply extends Reply {
  /** a file's round: the request keys the file itself sets (its rules, board, even_komi, handicap
   * settings…); null for pasted pairings */
  file_settings?: string[] | null;
  /** the OpenGotha file's round computed (the last with games unless one was asked for); null for pasted pairings */
  round?: number | null;
  /** the file's rounds that have games, in order; null for pasted pairings */
  rounds?: number[] | null;
  /** the OpenGotha file's tournament name (in the title too); null for pasted pairings or a file without one */
  tournament?: string | null;
  boards: RoundBoard[];
  errors: RoundLineError[];
  /** the values used (an OpenGotha file's own settings where the form left them to it), by request key */
  settings: Record<string, string | number | null>;
  words: RoundWords;
  csv: string;
  /** how many games the file recorded and how many differ from the system's (null: it records none) */
  recorded_summary?: { games: number; differ: number; text: string; columns: Record<string, string> } | null;
  /** an EGD table with results: its handicap games by gap, and the words of that table */
  handicap_games?: HandicapGapRow[];
  handicap_games_words?: Record<string, string>;
  // sent as well, not read by the page:
  board: number;
  counting: string;
  historical: boolean;
  rules: string | null;
  rules_name: string | null;
  source: string;
  system: string;
  system_name: string;
}

/** A group of a study (a residual-gap bin, a number of stones, a board): Black's results. */
export interface StudyGroup {
  key: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  /** the 95 % Wilson interval of the score */
  low: number;
  high: number;
  centre?: number;
  from?: number;
  to?: number;
  /** a residual-gap bin of fewer than 20 games (greyed; `shown.few` says "too few games") */
  few?: boolean;
  shown: { score: string; interval: string; gap?: string; label?: string; few?: string };
}

/** What the study's chart draws, in the chart's units (views/game/study-chart.js scales them). */
export interface StudyChart {
  title: string;
  x: StudyAxis;
  y: StudyAxis;
  points: { x: number; y: number; low: number; high: number; games: number; few: boolean; label: string }[];
  /** the fitted curve's samples [gap, expected score]; empty without a fit */
  curve: [number, number][];
  curve_label: string;
  even: { x: number; low: number; high: number; label: string } | null;
  interval_label: string;
  /** one line under the chart: how to read an interval */
  how_to_read: string;
}

/** What one file gave a study: the files read from it (itself, or an archive's) and its games. */
export interface StudyFileRead {
  source: string;
  files: number;
  games: number;
  /** in the study's reply: the line the page lists */
  shown?: string;
}

/** The reply to `study-read` (commands/study.py): one batch of the files' game records. */
export interface StudyReadReply extends Reply {
  /** the files read: each file, each file in an archive (an archive itself with the slice that starts at 0) */
  files: number;
  /** the most files an archive of the request holds, whatever slice was read (0: no archive; a
   * tar, streamed: those read so far and one more while it goes on); the page asks for the next
   * slice (`start` + `count`) while there are more */
  members: number;
  /** what each file named in the request gave (the page sends them back with the study) */
  read: StudyFileRead[];
  /** the root properties of each game read (SZ HA AB KM RU BR WR RE DT), with `source`, `game`
   * and `key` (the same for the same game found twice); none when the request names a `session`
   * (they are kept there) */
  games: Record<string, string | number>[];
  problems: { source: string; message: string }[];
  /** SGF files cut off inside a game (their games read so far are in `games`) */
  damaged: string[];
  /** the study session the games went into (the request's `session`: study/sessions.py) */
  session?: string;
  /** the games that session holds now, this read's with the reads before */
  session_games?: number;
}

/** The reply to `study` (commands/study.py). */
/** The study's comparison of the rating models (study/chance_models.py). */
export interface StudyChanceModels {
  /** the games both models cover (19×19, 0 to 9 stones) */
  games: number;
  models: {
    model: "aga" | "ogs";
    name: string;
    /** null without games */
    log_likelihood: number | null;
    brier: number | null;
    /** the games binned by the model's chance for Black (tenths): its mean chance beside Black's mean score */
    bins: { low: number; high: number; games: number; predicted: number; observed: number;
      /** fewer games than the study's bins need to say much (20): greyed in the table, hollow in the chart */
      few: boolean;
      shown: { range: string; predicted: string; observed: string } }[];
    shown: { log_likelihood: string; brier: string } | null;
  }[];
  /** the model with the higher log-likelihood; null without games or when alike */
  best: "aga" | "ogs" | null;
  /** one sentence: which model fits best, by how much */
  text: string;
  /** the calibration table's caption and column headings (and the scores table's) */
  caption: string;
  scores_caption: string;
  columns: { model: string; range: string; games: string; predicted: string; observed: string;
    log_likelihood: string; brier: string };
  /** the calibration chart, in its own units (study-calibration.js scales it to the drawing) */
  chart: StudyCalibrationChart;
}

/** A score's axis (0 to 1) as a chart reply gives it: its title and labelled ticks. */
export interface StudyAxis { low: number; high: number; title: string; ticks: { value: number; label: string }[] }

/** The rating models' calibration chart (study/chance_models.py): a series a model, a point a bin. */
export interface StudyCalibrationChart {
  title: string;
  /** across: the model's chance for Black; up: Black's score in those games */
  x: StudyAxis;
  y: StudyAxis;
  /** where a model that said what happened keeps its points: from (0, 0) to (1, 1) */
  diagonal: { points: [number, number][]; label: string };
  series: {
    model: "aga" | "ogs";
    name: string;
    /** a bin with games: the model's mean chance (x), Black's mean score (y), its games */
    points: { x: number; y: number; games: number; few: boolean; label: string }[];
  }[];
  /** one line under the chart: how to read it */
  how_to_read: string;
}

export interface StudyReply extends Reply {
  model: string;
  model_name: string;
  /** the board asked (null: every board), the bin width, the rules of games that record none */
  board: number | null;
  bin: number;
  /** bins of this many games each (null: bins of equal width) */
  bin_games: number | null;
  rules: string;
  /** the chosen model's fit (null: too few games or gaps): coefficients, errors, the even point */
  fit: Record<string, unknown> | null;
  /** one row a game, when the request asked for them (`rows`: the command line's --csv) */
  rows?: Record<string, unknown>[];
  verdict: string;
  columns: Record<string, string>;
  counts: Record<string, number>;
  bins: StudyGroup[];
  by_stones: StudyGroup[];
  by_board: StudyGroup[];
  set_apart: { reason: string; games: number; label: string; shown: string;
    listed: { source: string; game: number; value: string; shown?: string }[] }[];
  /** files not read, with the reason (those sent with the request's `problems` included) */
  problems: { source: string; message: string }[];
  /** what each file gave (those sent with the request's `read` included), each file once */
  read: StudyFileRead[];
  /** games found twice, each with the first copy (the first 20) */
  duplicates: { source: string; game: number; first: { source: string; game: number }; shown: string }[];
  /** one line on what was read; the headings of the collapsible list of files */
  files_shown: string;
  files_labels: { read: string; unread: string; duplicates: string; set_apart: string };
  fits: { model: string; model_name: string; log_likelihood: number | null; shown: { log_likelihood: string } }[];
  chart: StudyChart;
  /** the AGA's and OGS's rating models scored on the games both cover: which describes them best */
  chance_models: StudyChanceModels;
  /** the study's CSV, one row a game (asked with `rows`; the command line's --csv) */
  csv?: string;
  /** what to study: each choice's value, the games it matched and those it left out, in words */
  choices: { key: string; value: string | number; chosen: boolean; left_out: number; matching: number; shown: string }[];
  /** which intervals the verdict and the chart use: clustered by player, or plain (no names) */
  interval_note: string;
  /** the even (0–1 stone) and the handicap games fitted apart; one curve against two */
  fits_apart: {
    groups: { group: string; label: string; games: number; fit: Record<string, unknown> | null; shown: string }[];
    likelihood_ratio: number | null; degrees: number; p: number | null; apart: boolean | null; shown: string;
  };
  /** Pearson's χ² over the bins of 20 games or more (null: fewer than 3 such bins, or no fit) */
  goodness_of_fit: {
    chi2: number; degrees: number; p: number; bins: number; min_games: number; poor: boolean;
    shown: string; warning: string;
  } | null;
}
