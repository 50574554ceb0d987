// @ts-check
// The chess tab's link parameters, in a module of their own (go-params.js says why).

/** URL parameter (= control name) -> engine request key (the names go as a pair: chess-panel.js). */
export const CHESS_PARAMS = {
  n1: "names", n2: "names", method: "method", elo: "elo", score: "score", record: "record", s1: "s1", s2: "s2", ratio: "ratio",
  k: "K", total: "total", clock: "clock", against: "against", move_time: "move_time",
  band: "band", per_band: "per_band", min_time: "min_time",
};
