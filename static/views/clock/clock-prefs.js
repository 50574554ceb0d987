// @ts-check
// The players' preferences for the clock, kept on the device: sound, vibration, the spoken count,
// and each half turned to face its player. On a phone lying between the players the far half
// (side 1, at the top) faces its player from the start.

const PREFS_KEY = "handicap-clock-prefs";

/** @typedef {{sound: boolean, vibrate: boolean, speech: boolean, turned: [boolean, boolean]}} ClockPrefs */

/** The preferences kept on this device, else the defaults. @returns {ClockPrefs} */
function readPrefs() {
  const phone = matchMedia("(max-width: 40rem)").matches;
  /** @type {ClockPrefs} */
  const prefs = { sound: true, vibrate: true, speech: false, turned: [phone, false] };
  try {
    return { ...prefs, ...JSON.parse(localStorage.getItem(PREFS_KEY) || "{}") };
  } catch {
    return prefs;
  }
}

/**
 * The preferences shown in their switches and buttons, kept as they change.
 * @param {import("./clock-render.js").ClockElements} elements
 */
export function bindPrefs({ sound, vibrate, speech, turnButtons, sideButtons }) {
  const prefs = readPrefs();
  function applyPrefs() {
    sound.checked = prefs.sound;
    vibrate.checked = prefs.vibrate;
    speech.checked = prefs.speech;
    turnButtons.forEach((button, index) => {
      button.setAttribute("aria-pressed", String(prefs.turned[index]));
      sideButtons[index].classList.toggle("turned", prefs.turned[index]);
    });
    try { localStorage.setItem(PREFS_KEY, JSON.stringify(prefs)); } catch { /* not kept */ }
  }
  sound.addEventListener("change", () => { prefs.sound = sound.checked; applyPrefs(); });
  vibrate.addEventListener("change", () => { prefs.vibrate = vibrate.checked; applyPrefs(); });
  speech.addEventListener("change", () => { prefs.speech = speech.checked; applyPrefs(); });
  turnButtons.forEach((button, index) => button.addEventListener("click", () => {
    prefs.turned[index] = !prefs.turned[index];
    applyPrefs();
  }));
  applyPrefs();
}
