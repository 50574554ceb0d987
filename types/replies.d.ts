// The engine's replies as the front end reads them (py/handicap/api.py and the command modules
// write them). Only the keys the page uses are listed; the engine may send more.

/** A field error: the request key it is about and a sentence a user can read. */
export interface EngineError {
  field: string;
  message: string;
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
}

/** Every reply: an error, or the command's own keys. */
export interface Reply {
  error?: EngineError;
  warnings?: Message[];
  advice?: Message[];
  steps?: Step[];
  summary?: string;
  [key: string]: unknown;
}

export interface GoPlayer {
  label: string;
}

export interface GoReply extends Reply {
  system: string;
  board: number;
  stones: number;
  komi: number | string;
  effective_komi: number | string;
  nigiri: boolean;
  black: number | null;
  black_name: string;
  tie_rule: string;
  stone_points: string[] | null;
  sgf: string;
  players?: GoPlayer[] | null;
}

export interface GoSystem {
  key: string;
  name: string;
  boards: number[];
  default_board: number;
}

export interface GoRules {
  key: string;
  name: string;
}

export interface GoSystemsReply extends Reply {
  systems?: GoSystem[];
  rules?: GoRules[];
}

/** A row of go-compare (one system) or of go-table (one rank difference). */
export interface GoRow {
  system: string;
  system_name: string;
  supported: boolean;
  reason: string;
  rank_difference: number;
  stones: number;
  komi: number;
  effective_komi: number;
  tie_rule: string;
  nigiri: boolean;
  black: number;
  beyond_maximum: boolean;
  capped: boolean;
}

export interface GoCompareReply extends Reply {
  rows: GoRow[];
}

export interface GoTableReply extends Reply {
  rows: GoRow[];
  source: string;
  csv: string;
  csv_filename: string;
}

export interface Judgement {
  key: "stones_alone" | "board_komi_rules";
  shown: Record<string, string>;
}

export interface GameReply extends Reply {
  shown: { rank_difference: string; stones_alone_rank_difference: string };
  ratings?: { judgements: Judgement[]; summary?: string; steps?: Step[] } | null;
}

/** A clock pair: the weaker's and the stronger's settings. */
export interface ClockPair {
  weaker: { text: string };
  stronger: { text: string };
}

export interface ChessReply extends Reply {
  ratio_text: string;
  weaker: number | null;
  weaker_clock?: string | null;
  stronger_clock?: string | null;
  K_text: string;
  range?: { text: string } | null;
  clock?: (ClockPair & { common_increment?: ClockPair | null }) | null;
  computer?: { human_factor_text: string; human_move_clock?: string | null } | null;
  players_text?: string | null;
  /** the clock's link values for each player's time: base1, inc1, base2, inc2 */
  clock_link?: Record<string, string> | null;
}

export interface ClockSide {
  side: 1 | 2;
  label: string;
  base_ms: number;
  increment_ms: number;
  delay_ms: number;
  delay_type: "simple" | "bronstein";
  text: string;
}

export interface ClockReply extends Reply {
  sides: [ClockSide, ClockSide];
  first: 1 | 2;
  white: 1 | 2;
  pgn: string;
  summary: string;
  time_controls: Record<string, string>;
}
