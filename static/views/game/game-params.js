// @ts-check
// The "Check a game" tab's link parameters, in a module of their own (go-params.js says why).

/** URL parameter (= control name) -> engine request key. */
export const GAME_PARAMS = {
  model: "model", board: "board", rules: "rules", stones: "stones", komi: "komi",
  black: "black_rating", black_rd: "black_deviation", white: "white_rating", white_rd: "white_deviation",
  winner: "winner",
};

/** The Many games study's link parameters (study-panel.js; its files are never in a link). */
export const STUDY_PARAMS = ["study_model", "study_bin", "study_bin_games", "study_board", "study_programs",
  "study_exclude_players", "study_results", "study_unsure_ranks", "study_max_komi", "study_pro_ranks"];
