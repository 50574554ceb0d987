// What the page may be given before its modules run (tests and the benchmark set it with an
// init script), for the TypeScript check.

/** Time limits for the engine (milliseconds); the client's defaults where absent. */
export interface HandicapConfig {
  bootTimeoutMs?: number;
  replyTimeoutMs?: number;
}

declare global {
  var handicapConfig: HandicapConfig | undefined;
  /** How many things the page still has to do after a change (static/app.js); 0 when settled. */
  var handicapActivity: (() => number) | undefined;
}

/** The language static/engine/engine-early.js chose before the page was drawn, and its words on their way. */
export interface EarlyLanguage {
  /** every language the page has (the engine's), English first */
  languages: string[];
  /** the chosen language */
  lang: string;
  /** the link's lang=, if it names one of the languages (else null: the browser's choice) */
  fromLink: string | null;
  /** the chosen language's words (id -> words), null for English */
  words: Promise<Record<string, string>> | null;
  /** the page's words as index.html writes them (English), id -> words */
  english: () => Record<string, string>;
  /** put these words into the page, or only into `root` (and the page's lang and dir) */
  relabel: (words: Record<string, string>, root?: ParentNode) => void;
}

declare global {
  var handicapLanguage: EarlyLanguage | undefined;
}
