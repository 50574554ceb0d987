// @ts-check
// Offline use: registers the service worker (sw.js precaches the whole app, Pyodide included)
// and, when a new deployment has been installed in the background, offers "New version —
// reload". The new worker takes over only on that click, so an open page keeps running on the
// files it started with.
import { find } from "../core/render.js";
import { Workbox } from "../vendor/workbox/workbox-window.prod.mjs";

/**
 * @param {{banner: HTMLElement, offlineNote: HTMLElement}} elements
 * banner holds the reload button; offlineNote is shown once the app works offline.
 */
export function startOfflineSupport({ banner, offlineNote }) {
  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox(new URL("../../sw.js", import.meta.url).href);
  const showOffline = () => {
    offlineNote.hidden = false;
  };
  if (navigator.serviceWorker.controller) showOffline();
  wb.addEventListener("activated", showOffline);
  wb.addEventListener("waiting", () => {
    banner.hidden = false;
  });
  find(banner, "button").addEventListener("click", () => {
    wb.addEventListener("controlling", () => location.reload());
    wb.messageSkipWaiting();
  });
  // Offline support is an extra: without it (private mode, an old browser) the page still works.
  wb.register().catch((error) => console.warn("Offline support unavailable:", error));
}
