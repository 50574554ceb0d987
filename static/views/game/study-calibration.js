// @ts-check
// The study's calibration chart: for each rating model, Black's score in the games of each tenth of
// its chance for Black, drawn at the chance it gave them on average, over the diagonal where a
// model that said what happened keeps its points. Everything drawn is the engine's (the reply's
// `chance_models.chart`: axes, points, words); this module scales it to the drawing with the frame
// of the study's main chart (study-chart.js) and tells the models apart by mark and line, not by
// colour alone.
/** @typedef {import("../../../types/replies").StudyCalibrationChart} StudyCalibrationChart */
import { MARGIN, chartSvg, drawFrame, drawingWidth, linesNode, markRadius, node, textLines } from "./study-chart.js";

// The plot's height, whatever the legend above it takes (under it, the main chart's margin for the
// x axis's ticks and title).
const PLOT_HEIGHT = 328, BOTTOM = MARGIN.bottom;
// Each series' mark and line, in the engine's order of the models: a filled circle on a solid line,
// a diamond on a dashed one, a square on a dotted one (the colours differ as well: style.css).
const MARKS = ["circle", "diamond", "square"];
const DASHES = ["", "7 4", "2 3"];
const LEGEND = { top: 12, row: 18, sample: 30, gap: 8 };

/**
 * A series' mark centred at (x, y), of radius r (a diamond and a square the same area's look).
 * @param {string} shape @param {number} x @param {number} y @param {number} r
 */
function mark(shape, x, y, r) {
  if (shape === "diamond") {
    const d = r * 1.25;
    return node("polygon", { class: "mark", points: `${x},${y - d} ${x + d},${y} ${x},${y + d} ${x - d},${y}` });
  }
  if (shape === "square") return node("rect", { class: "mark", x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  return node("circle", { class: "mark", cx: x, cy: y, r });
}

/**
 * The legend above the plot: each model's name beside a sample of its line and mark, then the
 * diagonal's, and the height it takes (the plot starts below it).
 * @param {StudyCalibrationChart} chart @param {number} width
 * @returns {{group: SVGElement, height: number}}
 */
function legend(chart, width) {
  const group = node("g", { class: "legend", "data-testid": "study-chance-legend" });
  const x = 12, room = width - x - LEGEND.sample - LEGEND.gap - 8;
  let y = LEGEND.top;
  /** @param {string} name @param {string} kind @param {(cy: number) => SVGElement[]} sample */
  const row = (name, kind, sample) => {
    const lines = textLines(name, room), cy = y + LEGEND.row / 2;
    const item = node("g", { class: `legend-item ${kind}` });
    item.append(...sample(cy), linesNode(lines, { x: x + LEGEND.sample + LEGEND.gap, y: cy + 4 }));
    group.append(item);
    y += LEGEND.row + (lines.length - 1) * 16;
  };
  chart.series.forEach((series, i) => row(series.name, `series series-${i}`, (cy) => [
    node("line", { class: "series-line", x1: x, x2: x + LEGEND.sample, y1: cy, y2: cy, "stroke-dasharray": DASHES[i % DASHES.length] ?? "" }),
    mark(MARKS[i % MARKS.length] ?? "circle", x + LEGEND.sample / 2, cy, 4.5),
  ]));
  row(chart.diagonal.label, "diagonal-item", (cy) => [node("line", { class: "diagonal", x1: x, x2: x + LEGEND.sample, y1: cy, y2: cy })]);
  return { group, height: y + 10 };
}

/**
 * The calibration chart as an <svg> (class names carry the colours: style.css, both schemes).
 * @param {StudyCalibrationChart} chart
 * @param {number} [boxWidth]  the width in CSS pixels it will be shown at
 * @returns {SVGSVGElement}
 */
export function drawCalibration(chart, boxWidth) {
  const width = drawingWidth(boxWidth);
  const { group, height: top } = legend(chart, width);
  const svg = chartSvg(width, PLOT_HEIGHT + top + BOTTOM, "study-chance-svg-title", chart.title);
  svg.classList.add("calibration");
  svg.append(group);
  const { sx, sy } = drawFrame(svg, chart, width, PLOT_HEIGHT + top + BOTTOM, top);
  const [from, to] = chart.diagonal.points;
  if (from && to) {
    const diagonal = node("line", { class: "diagonal", "data-testid": "study-chance-diagonal",
      x1: sx(from[0]), y1: sy(from[1]), x2: sx(to[0]), y2: sy(to[1]) });
    diagonal.append(node("title", {}, chart.diagonal.label));
    svg.append(diagonal);
  }
  chart.series.forEach((series, i) => {
    const group = node("g", { class: `series series-${i}`, "data-model": series.model });
    const line = node("polyline", { class: "series-line", "stroke-dasharray": DASHES[i % DASHES.length] ?? "",
      points: series.points.map((p) => `${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(" ") });
    group.append(line);
    for (const point of series.points) {
      const at = node("g", { class: point.few ? "point few" : "point", "data-testid": "study-chance-point",
        "data-model": series.model, "data-x": point.x, "data-y": point.y, "data-games": point.games });
      at.append(node("title", {}, point.label), mark(MARKS[i % MARKS.length] ?? "circle", sx(point.x), sy(point.y), markRadius(point.games)));
      group.append(at);
    }
    svg.append(group);
  });
  return svg;
}
