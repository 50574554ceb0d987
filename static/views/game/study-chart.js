// @ts-check
// The study's chart: Black's score by residual gap, each bin's 95 % interval, the fitted curve and
// the even point, drawn as SVG from the engine's numbers (the reply's `chart`: its axes, points,
// curve samples and every word). This module only scales them to the drawing; it computes nothing.
/** @typedef {import("../../../types/replies").StudyChart} StudyChart */
/** @typedef {import("../../../types/replies").StudyAxis} StudyAxis */

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 640, HEIGHT = 380;
// A narrower drawing for a narrower box: the SVG is scaled to its box, so a 640-unit drawing on a
// phone's 350 px would shrink its 12 px words to 6–7 px; drawn at the box's width, they stay 12 px.
const MIN_WIDTH = 320;
export const MARGIN = { left: 58, right: 16, top: 16, bottom: 60 };
// The colours of a downloaded chart (a file has no page around it): the light scheme's.
const FILE_COLOURS = { ink: "#1d232b", muted: "#5b6673", line: "#d9d5cc", accent: "#0b5d4b", band: "#0b5d4b" };

/**
 * @param {string} tag @param {Record<string, string | number>} attributes @param {string} [text]
 * @returns {SVGElement}
 */
export function node(tag, attributes, text) {
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
 * A text as the lines it takes in `room` px (an SVG text does not wrap): itself, or two lines split
 * at the space nearest its middle. Widths are estimated, as the drawing is made before it is shown.
 * @param {string} text @param {number} room
 * @returns {string[]}
 */
export function textLines(text, room) {
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index ?? 0);
  if (estimate(text) <= room || !spaces.length) return [text];
  const cut = spaces.reduce((best, at) => (Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2) ? at : best));
  return [text.slice(0, cut), text.slice(cut + 1)];
}

/**
 * A text of one or two lines (`textLines`), its first line's baseline at y.
 * @param {string[]} lines @param {Record<string, string | number>} attributes  x, y and the rest
 */
export function linesNode(lines, attributes) {
  const text = node("text", attributes);
  if (lines.length === 1) text.textContent = lines[0] ?? "";
  else text.append(...lines.map((line, i) => node("tspan", { x: attributes.x ?? 0, dy: i ? 16 : 0 }, line)));
  return text;
}

/** A point's mark radius by its games (a bigger mark, more games): the same in both of the study's charts. */
export const markRadius = (/** @type {number} */ games) => Math.min(9, 3 + Math.sqrt(games));

/**
 * An empty chart drawing, `width` by `height` units, scaled to its box; its title read by screen readers.
 * @param {number} width @param {number} height @param {string} id  the title's id @param {string} title
 * @returns {SVGSVGElement}
 */
export function chartSvg(width, height, id, title) {
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (node("svg", {
    viewBox: `0 0 ${width} ${height}`, role: "img", class: "study-svg", "aria-labelledby": id,
  })));
  svg.append(node("title", { id }, title));
  return svg;
}

/** The width a chart is drawn at for a box `boxWidth` CSS pixels wide. @param {number} [boxWidth] */
export const drawingWidth = (boxWidth) => Math.round(Math.max(MIN_WIDTH, Math.min(WIDTH, boxWidth || WIDTH)));

/**
 * A chart's frame: each axis's grid lines and tick labels, the two axes, and their titles (the x
 * axis's under its ticks, on two lines where one would run past the drawing; the y axis's rotated,
 * clear of its labels). Returns the scales from the chart's units to the drawing's.
 * @param {SVGSVGElement} svg @param {{x: StudyAxis, y: StudyAxis}} axes
 * @param {number} width @param {number} height @param {number} [top]  the plot's top edge (room above: a legend)
 */
export function drawFrame(svg, { x, y }, width, height, top = MARGIN.top) {
  // the left margin: room for the widest y tick label ("100.0%", fr "100,0 %") after the axis title
  const left = Math.max(MARGIN.left, TITLE_CLEAR + Math.max(0, ...y.ticks.map((t) => estimate(t.label))) + 6);
  // the right margin: room for half the last x tick label, centred on the plot's right edge ("100.0%")
  const right = Math.max(MARGIN.right, estimate(x.ticks.at(-1)?.label ?? "") / 2 + 4);
  const plotWidth = width - left - right, bottom = height - MARGIN.bottom, plotHeight = bottom - top;
  const sx = (/** @type {number} */ v) => left + ((v - x.low) / (x.high - x.low)) * plotWidth;
  const sy = (/** @type {number} */ v) => top + (1 - (v - y.low) / (y.high - y.low)) * plotHeight;
  for (const tick of y.ticks) {
    svg.append(node("line", { class: "grid", x1: left, x2: left + plotWidth, y1: sy(tick.value), y2: sy(tick.value) }));
    svg.append(node("text", { class: "tick", x: left - 6, y: sy(tick.value) + 4, "text-anchor": "end" }, tick.label));
  }
  for (const tick of x.ticks) {
    svg.append(node("line", { class: tick.value === 0 ? "zero" : "grid", x1: sx(tick.value), x2: sx(tick.value), y1: top, y2: bottom }));
    svg.append(node("text", { class: "tick", x: sx(tick.value), y: bottom + 16, "text-anchor": "middle" }, tick.label));
  }
  svg.append(node("line", { class: "axis", "data-axis": "x", x1: left, x2: left + plotWidth, y1: bottom, y2: bottom }));
  svg.append(node("line", { class: "axis", "data-axis": "y", x1: left, x2: left, y1: top, y2: bottom }));
  const centre = left + plotWidth / 2, lines = textLines(x.title, width - 8);
  svg.append(linesNode(lines, { class: "title", x: centre, y: height - (lines.length > 1 ? 30 : 14), "text-anchor": "middle" }));
  svg.append(node("text", { class: "title", x: TITLE_X, y: top + plotHeight / 2, "text-anchor": "middle",
    transform: `rotate(-90 ${TITLE_X} ${top + plotHeight / 2})` }, y.title));
  return { sx, sy, left, top, bottom, plotWidth, plotHeight };
}

/**
 * The chart as an <svg> (class names carry the colours: style.css, both schemes and print).
 * @param {StudyChart} chart
 * @param {number} [boxWidth]  the width in CSS pixels it will be shown at (the file's: WIDTH)
 * @returns {SVGSVGElement}
 */
export function drawChart(chart, boxWidth = WIDTH) {
  const width = drawingWidth(boxWidth);
  const svg = chartSvg(width, HEIGHT, "study-svg-title", chart.title);
  const { sx, sy, top, bottom, plotHeight } = drawFrame(svg, chart, width, HEIGHT);
  if (chart.even) {
    const low = Math.max(chart.x.low, chart.even.low), high = Math.min(chart.x.high, chart.even.high);
    if (high > low) {
      svg.append(node("rect", { class: "even-band", x: sx(low), y: top, width: sx(high) - sx(low), height: plotHeight }));
    }
    const line = node("line", { class: "even", x1: sx(chart.even.x), x2: sx(chart.even.x), y1: top, y2: bottom });
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
    group.append(node("circle", { class: "dot", cx: sx(point.x), cy: sy(point.y), r: markRadius(point.games) }));
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
