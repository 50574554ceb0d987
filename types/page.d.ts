// What the page may be given before its modules run (tests and the benchmark set it with an
// init script), for the TypeScript check.

/** Time limits for the engine (milliseconds); the client's defaults where absent. */
export interface HandicapConfig {
  bootTimeoutMs?: number;
  replyTimeoutMs?: number;
}

declare global {
  var handicapConfig: HandicapConfig | undefined;
}
