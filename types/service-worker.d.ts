// What static/offline/service-worker.js uses beside the DOM's types, for the TypeScript check: the
// Workbox globals its importScripts() load, the two placeholders the build fills, and the
// service worker's own events (the project's lib is the DOM's, not the WebWorker one).

/** Workbox's browser builds, as far as the service worker uses them. */
declare namespace workbox {
  namespace precaching {
    class PrecacheController {
      constructor(options: { cacheName: string; plugins?: object[] });
      addToCacheList(entries: { url: string; revision: string }[]): void;
      install(event: ExtendableEvent): void;
      activate(event: ExtendableEvent): void;
      /** The cache key (the URL with its revision) of a precached URL; undefined if not precached. */
      getCacheKeyForURL(url: string): string | undefined;
      strategy: { cacheName: string };
    }
  }
  namespace core {
    function clientsClaim(): void;
  }
}

declare function importScripts(...urls: string[]): void;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface ServiceWorkerMessageEvent extends ExtendableEvent {
  data: { type?: string } | null;
  ports: readonly MessagePort[];
}

interface Window {
  /** Filled in by scripts/precache.mjs: {app, engine, pyodide}. */
  __BUILD_INFO: { app: string; engine: string; pyodide: string };
  /** Filled in by scripts/precache.mjs: Workbox's precache list. */
  __WB_MANIFEST: { url: string; revision: string }[];
  skipWaiting(): Promise<void>;
}
