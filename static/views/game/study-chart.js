// @ts-check
// The study's chart: Black's score by residual gap, each bin's 95 % interval, the fitted curve and
// the even point, drawn as SVG from the engine's numbers (the reply's `chart`: its axes, points,
// curve samples and every word). This module only scales them to the drawing; it computes nothing.
/** @typedef {import("../../../types/replies").StudyChart} StudyChart */

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 640, HEIGHT = 380;
// A narrower drawing for a narrower box: the SVG is scaled to its box, so a 640-unit drawing on a
// phone's 350 px would shrink its 12 px words to 6–7 px; drawn at the box's width, they stay 12 px.
const MIN_WIDTH = 320;
const MARGIN = { left: 58, right: 16, top: 16, bottom: 60 };
// The colours of a downloaded chart (a file has no page around it): the light scheme's.
const FILE_COLOURS = { ink: "#1d232b", muted: "#5b6673", line: "#d9d5cc", accent: "#0b5d4b", band: "#0b5d4b" };

/**
 * @param {string} tag @param {Record<string, string | number>} attributes @param {string} [text]
 * @returns {SVGElement}
 */
function node(tag, attributes, text) {
  const element = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** A text's width in px, estimated (13 px words: about 7 px a Latin letter, 13 px a CJK character). */
const estimate = (/** @type {string} */ words) => [...words].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) > 0x2e80 ? 13 : 7), 0);
// The y axis's title sits with its middle at TITLE_X, rotated; its letters are about 13 px high,
// so it takes the band from TITLE_X − 8 to TITLE_X + 8, and the tick labels must start after it.
const TITLE_X = 14, TITLE_CLEAR = TITLE_X + 8 + 4;

/**
 * The x axis's title under the ticks, on two lines where one would run past the drawing (an SVG
 * text does not wrap): split at the space nearest its middle. Widths are estimated (13 px words:
 * about 7 px a Latin letter, 13 px a CJK character), as the drawing is made before it is shown.
 * @param {string} text @param {number} centre @param {number} room  the width it may take
 */
function axisTitle(text, centre, room) {
  const title = node("text", { class: "title", x: centre, y: HEIGHT - 14, "text-anchor": "middle" });
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index ?? 0);
  if (estimate(text) <= room || !spaces.length) {
    title.textContent = text;
    return title;
  }
  const cut = spaces.reduce((best, at) => (Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2) ? at : best));
  title.setAttribute("y", String(HEIGHT - 30));
  title.append(node("tspan", { x: centre }, text.slice(0, cut)), node("tspan", { x: centre, dy: 16 }, text.slice(cut + 1)));
  return title;
}

/**
 * The chart as an <svg> (class names carry the colours: style.css, both schemes and print).
 * @param {StudyChart} chart
 * @param {number} [boxWidth]  the width in CSS pixels it will be shown at (the file's: WIDTH)
 * @returns {SVGSVGElement}
 */
export function drawChart(chart, boxWidth = WIDTH) {
  const width = Math.round(Math.max(MIN_WIDTH, Math.min(WIDTH, boxWidth || WIDTH)));
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (node("svg", {
    viewBox: `0 0 ${width} ${HEIGHT}`, role: "img", class: "study-svg", "aria-labelledby": "study-svg-title",
  })));
  svg.append(node("title", { id: "study-svg-title" }, chart.title));
  // the left margin: room for the widest y tick label ("100.0%", fr "100,0 %") after the axis title
  const left = Math.max(MARGIN.left, TITLE_CLEAR + Math.max(0, ...chart.y.ticks.map((t) => estimate(t.label))) + 6);
  const plotWidth = width - left - MARGIN.right, plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const sx = (/** @type {number} */ x) => left + ((x - chart.x.low) / (chart.x.high - chart.x.low)) * plotWidth;
  const sy = (/** @type {number} */ y) => MARGIN.top + (1 - (y - chart.y.low) / (chart.y.high - chart.y.low)) * plotHeight;
  const bottom = MARGIN.top + plotHeight;
  for (const tick of chart.y.ticks) {
    svg.append(node("line", { class: "grid", x1: left, x2: left + plotWidth, y1: sy(tick.value), y2: sy(tick.value) }));
    svg.append(node("text", { class: "tick", x: left - 6, y: sy(tick.value) + 4, "text-anchor": "end" }, tick.label));
  }
  for (const tick of chart.x.ticks) {
    svg.append(node("line", { class: tick.value === 0 ? "zero" : "grid", x1: sx(tick.value), x2: sx(tick.value), y1: MARGIN.top, y2: bottom }));
    svg.append(node("text", { class: "tick", x: sx(tick.value), y: bottom + 16, "text-anchor": "middle" }, tick.label));
  }
  svg.append(node("line", { class: "axis", x1: left, x2: left + plotWidth, y1: bottom, y2: bottom }));
  svg.append(node("line", { class: "axis", x1: left, x2: left, y1: MARGIN.top, y2: bottom }));
  svg.append(axisTitle(chart.x.title, left + plotWidth / 2, width - 8));
  svg.append(node("text", { class: "title", x: TITLE_X, y: MARGIN.top + plotHeight / 2, "text-anchor": "middle",
    transform: `rotate(-90 ${TITLE_X} ${MARGIN.top + plotHeight / 2})` }, chart.y.title));
  if (chart.even) {
    const low = Math.max(chart.x.low, chart.even.low), high = Math.min(chart.x.high, chart.even.high);
    if (high > low) {
      svg.append(node("rect", { class: "even-band", x: sx(low), y: MARGIN.top, width: sx(high) - sx(low), height: plotHeight },));
    }
    const line = node("line", { class: "even", x1: sx(chart.even.x), x2: sx(chart.even.x), y1: MARGIN.top, y2: bottom });
    line.append(node("title", {}, chart.even.label));
    svg.append(line);
  }
  if (chart.curve.length) {
    const points = chart.curve.map(([x, y]) => `${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(" ");
    const curve = node("polyline", { class: "curve", points, "data-testid": "study-curve" });
    curve.append(node("title", {}, chart.curve_label));
    svg.append(curve);
  }
  for (const point of chart.points) {
    const group = node("g", { class: point.few ? "point few" : "point", "data-testid": "study-point" });
    group.append(node("title", {}, point.label));
    group.append(node("line", { class: "interval", x1: sx(point.x), x2: sx(point.x), y1: sy(point.low), y2: sy(point.high) }));
    for (const y of [point.low, point.high]) {
      group.append(node("line", { class: "interval", x1: sx(point.x) - 4, x2: sx(point.x) + 4, y1: sy(y), y2: sy(y) }));
    }
    group.append(node("circle", { class: "dot", cx: sx(point.x), cy: sy(point.y), r: Math.min(9, 3 + Math.sqrt(point.games)) }));
    svg.append(group);
  }
  return svg;
}

/**
 * The chart as a standalone SVG file: the same drawing with its colours written in.
 * @param {StudyChart} chart
 * @returns {string}
 */
export function chartFile(chart) {
  const svg = drawChart(chart);
  svg.setAttribute("xmlns", SVG);
  svg.setAttribute("width", String(WIDTH));
  svg.setAttribute("height", String(HEIGHT));
  const c = FILE_COLOURS;
  svg.prepend(node("style", {}, `text{font:12px sans-serif;fill:${c.ink}}.title{font-size:13px}.tick{fill:${c.muted}}`
    + `.axis,.zero{stroke:${c.ink}}.grid{stroke:${c.line}}.interval{stroke:${c.ink}}.dot{fill:${c.accent}}`
    + `.curve{fill:none;stroke:${c.accent};stroke-width:2}.even{stroke:${c.ink};stroke-dasharray:4 3}`
    + `.even-band{fill:${c.band};opacity:.12}.few .dot{fill:${c.muted};opacity:.55}.few .interval{stroke:${c.muted}}`));
  svg.prepend(node("rect", { width: WIDTH, height: HEIGHT, fill: "#ffffff" }));
  return new XMLSerializer().serializeToString(svg);
}
