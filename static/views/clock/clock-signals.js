// @ts-check
// The clock's signals: a beep, a buzz, a number said aloud in the page's language, and the screen
// kept awake while a side runs; each only as the players' preferences (clock-prefs.js) allow, and
// each silently absent where the browser has no such thing.

/**
 * @param {object} options
 * @param {HTMLElement} options.root  the clock's section (data-beeps, data-spoken: what tests and the curious can read)
 * @param {HTMLInputElement} options.sound
 * @param {HTMLInputElement} options.vibrate
 * @param {HTMLInputElement} options.speech
 * @param {HTMLElement} options.speechField  shown only where the browser has a voice for the page's language
 */
export function createSignals({ root, sound, vibrate, speech, speechField }) {
  let beeps = 0;
  /** @type {AudioContext | null} */
  let audio = null;
  /** @type {any} */
  let wakeLock = null;

  /** @param {number} frequency @param {number} seconds */
  function beep(frequency, seconds) {
    if (!sound.checked) return;
    root.dataset.beeps = String(++beeps);
    try {
      audio ||= new AudioContext();
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + seconds);
    } catch { /* no audio: the screen still says it */ }
  }
  /** @param {number | number[]} pattern */
  function buzz(pattern) {
    if (vibrate.checked && "vibrate" in navigator) navigator.vibrate(pattern);
  }
  /** The browser's voice for the page's language, if it has one. */
  function voice() {
    if (!("speechSynthesis" in window)) return null;
    const lang = (document.documentElement.lang || "en").toLowerCase();
    return speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang)) ?? null;
  }
  /** A number of seconds said aloud (a count in the language's own words). @param {number} n */
  function speak(n) {
    if (!speech.checked || speechField.hidden) return;
    root.dataset.spoken = String(n);
    try {
      const words = new SpeechSynthesisUtterance(n.toLocaleString(document.documentElement.lang || "en"));
      words.lang = document.documentElement.lang || "en";
      words.voice = voice();
      speechSynthesis.cancel();
      speechSynthesis.speak(words);
    } catch { /* no voice after all: the beeps still count */ }
  }
  /** The spoken count offered only where there is a voice for it. */
  function offerSpeech() {
    const hidden = !voice();
    if (speechField.hidden !== hidden) speechField.hidden = hidden;
  }

  /** @param {boolean} wanted */
  async function keepAwake(wanted) {
    const nav = /** @type {any} */ (navigator);
    if (!nav.wakeLock) return;
    if (wanted && !wakeLock && document.visibilityState === "visible") {
      try {
        wakeLock = await nav.wakeLock.request("screen");
        wakeLock.addEventListener("release", () => { wakeLock = null; });
      } catch { /* refused (battery saver, not visible): the clock still runs */ }
    } else if (!wanted && wakeLock) {
      const held = wakeLock;
      wakeLock = null;
      await held.release().catch(() => {});
    }
  }

  return { beep, buzz, speak, offerSpeech, keepAwake };
}
/** @typedef {ReturnType<typeof createSignals>} Signals */
