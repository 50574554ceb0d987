// Draws the app icons (static/icons/*.png, committed) from the same few shapes as
// static/icons/icon.svg: a wooden Go board corner with one black and one white stone.
// Run `node scripts/make-icons.mjs` after changing the design. No image library: a tiny
// rasteriser (4×4 supersampling) and a PNG encoder on top of node:zlib.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { ROOT } from "./setup.mjs";

const WOOD = [220, 179, 92];
const LINE = [60, 45, 20];
const BLACK = [29, 35, 43];
const WHITE = [250, 250, 247];

// The design on a 0..1 square; `inset` shrinks it for maskable icons (safe zone: the middle 80%).
function shapes(inset) {
  const s = (v) => inset + v * (1 - 2 * inset);
  const lines = [0.3, 0.5, 0.7].flatMap((p) => [
    { kind: "rect", x0: s(p) - 0.008, x1: s(p) + 0.008, y0: s(0.16), y1: s(0.84), color: LINE },
    { kind: "rect", y0: s(p) - 0.008, y1: s(p) + 0.008, x0: s(0.16), x1: s(0.84), color: LINE },
  ]);
  const r = 0.14 * (1 - 2 * inset);
  return [
    ...lines,
    { kind: "circle", cx: s(0.3), cy: s(0.5), r: r + 0.012, color: BLACK },
    { kind: "circle", cx: s(0.7), cy: s(0.5), r: r + 0.012, color: BLACK },
    { kind: "circle", cx: s(0.7), cy: s(0.5), r: r - 0.01, color: WHITE },
  ];
}

function inside(shape, x, y) {
  if (shape.kind === "rect") return x >= shape.x0 && x <= shape.x1 && y >= shape.y0 && y <= shape.y1;
  if (shape.kind === "circle") return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  // rounded square background
  const r = shape.radius;
  const dx = Math.max(r - x, 0, x - (1 - r));
  const dy = Math.max(r - y, 0, y - (1 - r));
  return dx * dx + dy * dy <= r * r;
}

function render(size, { maskable }) {
  const background = { kind: "round", radius: maskable ? 0 : 0.18, color: WOOD };
  const list = [background, ...shapes(maskable ? 0.1 : 0)];
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) / size;
          const y = (py + (sy + 0.5) / n) / size;
          let color = null;
          for (const shape of list) if (inside(shape, x, y)) color = shape.color;
          if (color) {
            for (let c = 0; c < 3; c++) sum[c] += color[c];
            sum[3] += 255;
          }
        }
      }
      const i = (py * size + px) * 4;
      const covered = sum[3] / 255;
      for (let c = 0; c < 3; c++) pixels[i + c] = covered ? Math.round(sum[c] / covered) : 0;
      pixels[i + 3] = Math.round(sum[3] / (n * n));
    }
  }
  return png(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const DIR = join(ROOT, "static", "icons");
const ICONS = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
  ["favicon-32.png", 32, false],
];
for (const [name, size, maskable] of ICONS) writeFileSync(join(DIR, name), render(size, { maskable }));
console.log(`Wrote ${ICONS.length} icons to ${DIR}`);
