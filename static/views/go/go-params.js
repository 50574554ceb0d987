// @ts-check
// The Go tab's link parameters, in a module of their own: the page (app.js) knows every tab's
// parameters from the start (a link's note names only what no tab reads), while a tab's own
// module loads only once it is wanted (the opened tab's at once, the others' after the first result).
import { CLUB_PARAMS } from "./club-rules.js";

/** The Go form's URL parameters = control names (the request is built by goRequest, not key by key). */
export const GO_PARAMS = ["scale", "n1", "p1", "dev1", "n2", "p2", "dev2", "diff", "system", "board", "rules",
  "counting", "dmode", "stones", "kmode", "komi", "maxstones", "nha", ...CLUB_PARAMS];

/** The Go views' URL parameters (go-views.js; app.js names the ones a link gets wrong). */
export const VIEW_PARAMS = ["compare", "table", "up_to"];
