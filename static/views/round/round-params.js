// @ts-check
// The tournament round tab's link parameters, in a module of their own (go-params.js says why).
import { CLUB_PARAMS } from "../go/club-rules.js";

/** URL parameters = control names. The tournament options share the Go form's names. */
export const ROUND_PARAMS = ["pairings", "round", "scale", "system", "board", "rules", "counting", "maxstones", "nha",
  "correction", "basis", "komi", "handicaps", "differing", "chance", ...CLUB_PARAMS];
