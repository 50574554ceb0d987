// The engine worker's messages and the early worker static/engine/engine-early.js leaves for the
// client (static/engine/engine-client.js), for the TypeScript check.

/** What the worker posts: a boot report ({type}) or a reply to request {id}. */
export interface WorkerMessage {
  type?: "progress" | "download" | "snapshot" | "boot-error" | "crashed" | "ready" | "timeline" | "language";
  /** a download report's bytes: arrived so far, and of all the boot's files counted */
  loaded?: number;
  total?: number;
  id?: number;
  reply?: import("./replies").Reply;
  message?: string;
  /** a progress report's words: an id of the page's (i18n.js says it in the page's language) */
  word?: string;
  version?: string;
  boot?: string;
  ms?: number;
  state?: string;
  bytes?: number;
  /** a language report's language (its words could not be had: the engine answered in English) */
  lang?: string;
  /** the timeline report: the worker's performance.timeOrigin, and when each boot step ended (ms after it) */
  origin?: number;
  steps?: Record<string, number>;
}

/** The worker started by the page's first script, and what it said before the client came. */
export interface EarlyEngine {
  worker: Worker | null;
  url: string;
  messages: WorkerMessage[];
  error: string | null;
}

declare global {
  var handicapEarlyEngine: EarlyEngine | null;
}
