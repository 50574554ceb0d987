// @ts-check
// The board diagram: an SVG Go board of the reply's size with the star points and handicap
// stones on the points the engine gives (`star_points`, `stone_points`; SGF coordinates: "dp" =
// 4th column, 16th row) and the engine's title. Where they go is the engine's decision; this
// module only draws lines, star points and stones.
const SVG = "http://www.w3.org/2000/svg";
const CELL = 10; // one grid step in SVG units
const MARGIN = 8;

/** @param {string} tag @param {Record<string, string | number>} attributes */
function svgElement(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** @param {number} index */
const position = (index) => MARGIN + index * CELL;
/** @param {string} letter */
const sgfIndex = (letter) => letter.charCodeAt(0) - "a".charCodeAt(0);

/**
 * Draw `reply.board` × `reply.board` with `reply.star_points` and `reply.stone_points` into `svg`
 * (role="img"; its <title> gets the engine's `board_title`).
 * @param {SVGSVGElement} svg
 * @param {Pick<import("../../../types/replies").GoReply, "board" | "star_points" | "stone_points" | "board_title">} reply
 *        (a go reply, or a round's board: its size, points and title)
 */
export function drawBoard(svg, reply) {
  const size = reply.board;
  const extent = 2 * MARGIN + (size - 1) * CELL;
  svg.setAttribute("viewBox", `0 0 ${extent} ${extent}`);
  const title = /** @type {Element} */ (svg.querySelector("title"));
  svg.replaceChildren(title);
  svg.append(svgElement("rect", { x: 0, y: 0, width: extent, height: extent, rx: 2, class: "board-wood" }));
  // The grid as one path (a 19×19 board was 38 <line> elements, each styled and painted on its own).
  const lines = svgElement("g", { class: "board-lines" });
  const first = position(0), last = position(size - 1);
  const grid = [];
  for (let i = 0; i < size; i++) grid.push(`M${first} ${position(i)}H${last}M${position(i)} ${first}V${last}`);
  lines.append(svgElement("path", { d: grid.join("") }));
  svg.append(lines);
  for (const point of reply.star_points) {
    svg.append(svgElement("circle", { cx: position(sgfIndex(point[0])), cy: position(sgfIndex(point[1])), r: 1.3, class: "board-star" }));
  }
  const points = reply.stone_points || [];
  for (const point of points) {
    const stone = svgElement("circle", {
      cx: position(sgfIndex(point[0])), cy: position(sgfIndex(point[1])), r: CELL * 0.46, class: "board-stone",
    });
    stone.dataset.stone = point;
    svg.append(stone);
  }
  title.textContent = reply.board_title;
}
